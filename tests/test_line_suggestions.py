"""Mistakes on a line that name what was meant (issue 24, item 9, its notation part), through the real
command line: a word the notation does not know lists the words of the chosen rule set only and
offers the nearest ("did you mean tsumo?"); a suit written in capitals (``123M``) says "suits are
lowercase". The lines of one rule set go through one process (``-i -``), each error on its own line.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from mjscore import conditions as cw
from mjscore.rules import catalog

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# (id, rules, line, the end of the error message)
MISTAKES = [
    ("tsumo-misspelt-riichi", "riichi", "m234567p234s23554 tsmo seat=S", "; did you mean tsumo?"),
    ("tsumo-misspelt-mcr", "mcr", "m123p456s789EEECC tsumoo", "; did you mean tsumo?"),
    ("capitalised-misspelt", "mcr", "m123p456s789EEECC Tsuom", "; did you mean tsumo?"),
    ("key-misspelt-takes-key", "riichi", "m234567p234s23554 seet=S", "; did you mean seat=?"),
    ("riichi-misspelt-fliosen", "fliosen", "m234567p55s678(CCCC) richi tsumo", "; did you mean riichi?"),
    ("honba-misspelt", "riichi", "m234567p234s23554 seat=S homba=1", "; did you mean honba=?"),
    ("far-word-no-guess", "yaochu", "p11WWPPPW[SSS][p999] xyzzy", ", seen="),
    ("suffix-capital", "mcr", "123M456p789sEEECC", "; suits are lowercase: write '123m', not '123M'"),
    ("prefix-capital", "mcr", "M123p456s789EEECC", "; suits are lowercase: write 'm123', not 'M123'"),
    ("capital-p-read-as-white", "mcr", "m123P456s789EEECC", "; suits are lowercase: write 'p456', not 'P456'"),
    ("capital-s-after-digits", "mcr", "123m456p789SEEECC", "; suits are lowercase: write '789s', not '789S'"),
    ("capital-z", "mcr", "123m456p789sEEEC4Z", "; suits are lowercase: write '4z', not '4Z'"),
    ("souths-then-digits-no-guess", "mcr", "m123p456s789SSS12", "; digits need a suit letter (m, p, s or z) on one side"),
]


def errors_of(rules: str, lines: list[str]) -> list[str]:
    p = subprocess.run([sys.executable, "-m", "mjscore", "score", "-r", rules, "-f", "jsonl", "-i", "-"],
                       input="".join(line + "\n" for line in lines), capture_output=True, text=True,
                       env=dict(os.environ, PYTHONPATH=ROOT), timeout=60)
    assert p.returncode == 1, p.stderr
    objects = [json.loads(line) for line in p.stdout.splitlines()]
    assert [o["ok"] for o in objects] == [False] * len(lines)
    return [o["error"]["message"] for o in objects]


@pytest.fixture(scope="module")
def messages() -> dict[str, str]:
    out = {}
    for rules in sorted({m[1] for m in MISTAKES}):
        cases = [m for m in MISTAKES if m[1] == rules]
        out.update(zip((m[0] for m in cases), errors_of(rules, [m[2] for m in cases])))
    return out


@pytest.mark.parametrize("case, rules, line, end", MISTAKES, ids=[m[0] for m in MISTAKES])
def test_line_mistake_names_what_was_meant(messages, case, rules, line, end):
    assert messages[case].endswith(end), messages[case]


WORDS = [m for m in MISTAKES if "suit" not in m[3]]


@pytest.mark.parametrize("case, rules, line, end", WORDS, ids=[m[0] for m in WORDS])
def test_unknown_word_lists_only_the_chosen_rules_words(messages, case, rules, line, end):
    known = ", ".join(cw.words_for(catalog.BY_NAME[rules].conditions_with(None)))
    assert f" for {rules} at column " in messages[case]
    assert f"; {rules} knows: {known}" in messages[case], messages[case]


def test_words_of_other_rule_sets_are_not_listed_under_riichi(messages):
    """The issue's complaint: `flowers=`, `tong`, `draws=` (MCR and Fliosen words) under riichi."""
    listed = messages["tsumo-misspelt-riichi"].split("riichi knows: ", 1)[1]
    assert not {"flowers=", "tong", "draws=", "last-tile"} & set(listed.split("; ")[0].split(", "))
