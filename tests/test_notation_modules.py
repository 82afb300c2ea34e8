"""The notation's modules and what each may import: writing needs no parser, reading valid lines
needs no Lark, and the diagnosis of refused lines is loaded only for them."""

from __future__ import annotations

import subprocess
import sys

import pytest

from mjscore import notation
from mjscore.notation import writer as notation_write

from tests.module_graph import module_level_imports

# module -> the mjscore modules it may import at module level (its place in the layers)
ALLOWED = {
    "mjscore.errors": set(),
    "mjscore.notation.writer": {"mjscore.conditions", "mjscore.hand", "mjscore.tiles"},
    # (tokens: Lark's tokens become the notation's own Token)
    "mjscore.notation.diagnosis": {"mjscore.conditions", "mjscore.errors", "mjscore.notation.line",
                                   "mjscore.notation.tokens"},
    # (validate: the ranges of the number words)
    "mjscore.notation.tokens": {"mjscore.conditions", "mjscore.hand", "mjscore.tiles"},
    "mjscore.notation.reader": {"mjscore.conditions", "mjscore.hand", "mjscore.tiles",
                                "mjscore.validate", "mjscore.notation.tokens"},
    # (tokens: the suit digits and meld shapes, stated there)
    "mjscore.notation.line": {"mjscore.conditions", "mjscore.errors", "mjscore.hand", "mjscore.tiles",
                              "mjscore.validate", "mjscore.notation.tokens"},
    "mjscore.notation.columns": {"mjscore.conditions", "mjscore.notation.tokens"},
    "mjscore.notation": {"mjscore.errors", "mjscore.hand", "mjscore.notation.reader", "mjscore.notation.line",
                         "mjscore.notation.writer", "mjscore.tiles", "mjscore.validate"},
}


@pytest.mark.parametrize("name", sorted(ALLOWED))
def test_module_level_imports_stay_in_their_layer(name):
    assert module_level_imports(name) <= ALLOWED[name]


def test_reading_does_not_load_the_diagnosis_at_import():
    assert "mjscore.notation.diagnosis" not in module_level_imports("mjscore.notation")


def test_the_reader_re_exports_the_writers():
    for name in notation_write.__all__:
        assert getattr(notation, name) is getattr(notation_write, name)
        assert name in notation.__all__


def _fresh(code: str) -> str:
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return done.stdout.strip()


def test_writing_imports_neither_the_parser_nor_lark():
    code = (
        "import sys\n"
        "from mjscore.hand import Meld, PUNG\n"
        "from mjscore.notation.writer import format_meld, format_tiles\n"
        "import mjscore.rules.mcr.text, mjscore.rules.yaochu.explain, mjscore.rules.fliosen.explain\n"
        "print(format_tiles((0, 1, 2, 27)), format_meld(Meld(kind=PUNG, tile=9)))\n"
        "loaded = {'lark', 'mjscore.notation.line', 'mjscore.notation.diagnosis'} & set(sys.modules)\n"
        "print(sorted(loaded))\n"
    )
    assert _fresh(code).splitlines() == ["123mE [111p]", "[]"]


def test_a_valid_line_loads_no_diagnosis_and_a_refused_one_does():
    """A common valid line is read directly: neither the full reader nor Lark is loaded; a line the
    direct reader leaves loads both (Lark reads it, Line gives its tokens meaning)."""
    code = (
        "import sys\n"
        "from mjscore.errors import MjscoreError\n"
        "from mjscore.notation import parse_hand\n"
        "def loaded():\n"
        "    print(*[m in sys.modules for m in ('mjscore.notation.line',\n"
        "                                       'mjscore.notation.diagnosis', 'lark')])\n"
        "parse_hand('m123p456s789EEEC C')\n"
        "loaded()\n"
        "parse_hand('m123p456s789EEECC dora= m1')\n"  # (a rare form: the tiles of dora= after a space)

        "loaded()\n"
        "try:\n"
        "    parse_hand('m123p456s789EEEC C #')\n"
        "except MjscoreError as err:\n"
        "    print(err.message)\n"
        "loaded()\n"
    )
    assert _fresh(code).splitlines() == [
        "False False False",
        "True True True",
        "m123p456s789EEEC C #: unexpected '#' at column 20",
        "True True True",
    ]
