"""`mjscore waits` scores each wait both by ron and by tsumo, so `tsumo` (any spelling) on a line and
`--tsumo` are refused, as `mjscore discard` refuses the words of a win (issue 24, item 11), through
the real command line and the API."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

import mjscore

WHY = "the waits are asked before the win; each wait is scored both by ron and by tsumo"


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "mjscore", "waits", *args], capture_output=True, text=True)


# (id, line, the word named, its column)
ON_THE_LINE = [
    ("tsumo", "m123p456s789EEEC tsumo", "tsumo", 18),
    ("zimo", "m123p456s789EEEC zimo", "zimo", 18),
    ("self-drawn-uppercase", "m123p456s789EEEC seat=S SELF-DRAWN", "SELF-DRAWN", 25),
    ("riichi-rules", "m234567p234s2355 riichi tsumo", "tsumo", 25),
]


@pytest.mark.parametrize("line, word, column", [c[1:] for c in ON_THE_LINE], ids=[c[0] for c in ON_THE_LINE])
def test_tsumo_on_a_waits_line_is_refused(line, word, column):
    rules = "riichi" if "riichi" in line else "mcr"
    p = _run("-r", rules, "-f", "jsonl", line)
    out = json.loads(p.stdout)
    assert p.returncode == 1 and out["ok"] is False
    assert out["error"] == {"kind": "invalid", "column": column,
                            "message": f"{line}: {word!r} at column {column}; {WHY}"}


def test_tsumo_option_is_refused_by_waits():
    p = _run("--tsumo", "m123p456s789EEEC")
    assert p.returncode == 2 and p.stdout == ""
    assert f"--tsumo is refused by `mjscore waits`: {WHY}" in p.stderr


def test_tsumo_default_is_refused_by_the_api():
    with pytest.raises(mjscore.OptionError, match="tsumo: the waits are asked before the win"):
        mjscore.waits("m123p456s789EEEC", tsumo=True)


def test_other_words_still_score_the_waits():
    p = _run("-f", "jsonl", "m123p456s789EEEC seat=S round=S")
    assert p.returncode == 0 and json.loads(p.stdout)["tenpai"] is True
