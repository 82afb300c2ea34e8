"""The notation's modules and what each may import: writing needs no parser, reading valid lines
needs no Lark, and the diagnosis of refused lines is loaded only for them."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

from mjscore import notation, notation_write

PACKAGE = Path(notation.__file__).resolve().parent

# module -> the mjscore modules it may import at module level (its place in the layers)
ALLOWED = {
    "errors": set(),
    "notation_write": {"conditions", "hand", "tiles"},
    "hand_parser": {"_hand_tables"},
    "parser_build": set(),
    "notation_errors": {"conditions", "errors", "hand_parser", "parser_build"},
    "notation_fast": {"conditions", "hand", "record", "tiles"},  # (record: the Hand made through its slots)
    "notation_line": {"conditions", "errors", "hand", "hand_parser", "tiles"},
    "notation": {"errors", "hand", "hand_parser", "notation_fast", "notation_line", "notation_write", "tiles", "validate"},
}


def _module_level_imports(name: str) -> set[str]:
    """The mjscore modules ``mjscore/<name>.py`` imports at module level (not inside functions)."""
    tree = ast.parse((PACKAGE / f"{name}.py").read_text(encoding="utf-8"))
    found: set[str] = set()
    for node in tree.body:
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            if node.module:
                found.add(node.module.split(".")[0])
            else:
                found.update(alias.name for alias in node.names)
    return found


@pytest.mark.parametrize("name", sorted(ALLOWED))
def test_module_level_imports_stay_in_their_layer(name):
    assert _module_level_imports(name) <= ALLOWED[name]


def test_reading_does_not_load_the_diagnosis_at_import():
    assert "notation_errors" not in _module_level_imports("notation")


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
        "from mjscore.notation_write import format_meld, format_tiles\n"
        "import mjscore.rules.mcr.text, mjscore.rules.yaochu.explain, mjscore.rules.fliosen.explain\n"
        "print(format_tiles((0, 1, 2, 27)), format_meld(Meld(PUNG, 9, False, 0)))\n"
        "loaded = {'lark', 'mjscore.notation', 'mjscore.hand_parser', 'mjscore._hand_tables',\n"
        "          'mjscore.notation_errors', 'mjscore.parser_build'} & set(sys.modules)\n"
        "print(sorted(loaded))\n"
    )
    assert _fresh(code).splitlines() == ["123mE [111p]", "[]"]


def test_a_valid_line_loads_no_diagnosis_and_a_refused_one_does():
    """A common valid line is read directly: neither the parser's tables and the full reader nor the
    diagnosis (Lark) are loaded; a line the direct reader leaves loads the first two, and a refused
    line the diagnosis."""
    code = (
        "import sys\n"
        "from mjscore.errors import MjscoreError\n"
        "from mjscore.notation import parse_hand\n"
        "def loaded():\n"
        "    print(*[m in sys.modules for m in ('mjscore.hand_parser', 'mjscore.notation_line',\n"
        "                                       'mjscore.notation_errors', 'lark')])\n"
        "parse_hand('m123p456s789EEEC C')\n"
        "loaded()\n"
        "parse_hand('🀇🀈🀉p456s789EEEC C')\n"
        "loaded()\n"
        "try:\n"
        "    parse_hand('m123p456s789EEEC C #')\n"
        "except MjscoreError as err:\n"
        "    print(err.message)\n"
        "loaded()\n"
    )
    assert _fresh(code).splitlines() == [
        "False False False False",
        "True True False False",
        "m123p456s789EEEC C #: unexpected '#' at column 20",
        "True True True True",
    ]
