"""Bad input through the real command line and the real rule sets: every line gives exactly one JSON
object, an error has its kind, a one-line message naming the text and (where one place is at fault)
its column, no traceback, and the valid lines among the bad ones still score (exit status 1)."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from mjscore.cli import app as cli

WIN = "m123p456s789EEECC tsumo"  # a valid MCR hand

# (id, rules, line, kind, column)
BAD = [
    ("spec-unexpected-x", "mcr", "m123p45s789EEEC[p999x]", "syntax", 21),
    ("spec-five-copies", "mcr", "m1111m1p456s789EEE", "invalid", 7),
    ("spec-ambiguous-forms", "mcr", "m12 3p", "syntax", 5),
    ("meld-not-a-set", "mcr", "[m124]m123p456s789EE", "invalid", 1),
    ("concealed-kong-not-four-equal", "mcr", "(m5556)m123p456s789EE", "invalid", 1),
    ("wrong-tile-count", "mcr", "m123p456", "invalid", None),
    ("tsumo-chankan", "mcr", "m123p456s789EEEC C tsumo chankan", "invalid", 26),
    ("rinshan-without-kong", "mcr", "m123p456s789EEEC C tsumo rinshan", "invalid", 26),
    ("unknown-word-for-the-rules", "mcr", "m123p456s789EEEC C riichi", "invalid", 20),
    ("red-five-outside-fliosen", "mcr", "m123p406s789EEEC C", "invalid", 7),
    ("not-a-win", "mcr", "m123p456s789EEECS", "not-a-win", None),
    ("yaochu-tile-set", "yaochu", "m2m99p11s99EEESSSW", "invalid", 2),
    ("yaochu-flower", "yaochu", "m111999p111s99EEE f1", "invalid", 20),
    ("tenhou-with-a-claim", "fliosen", "m234567p55s678[CCC] tenhou tsumo", "invalid", 21),
    ("seat-E-chiihou", "fliosen", "m234567p55s678CCC chiihou tsumo seat=E", "invalid", 19),
]


def run(rules: str, lines: list[str]) -> tuple[int, list[dict]]:
    done = CliRunner().invoke(cli.app, ["score", "--rules", rules, "-f", "jsonl"], input="\n".join(lines) + "\n")
    assert "Traceback" not in done.output
    return done.exit_code, [json.loads(line) for line in done.output.splitlines()]


@pytest.mark.parametrize("rules,line,kind,column", [b[1:] for b in BAD], ids=[b[0] for b in BAD])
def test_bad_line_among_good_ones(rules, line, kind, column):
    good = {"mcr": WIN, "yaochu": "m111999p111s99EEE tsumo", "fliosen": "m234567p55s678CCC tsumo seat=S"}[rules]
    code, out = run(rules, [good, line, good])
    assert code == 1
    assert [r["line"] for r in out] == [1, 2, 3]
    assert out[0]["ok"] and out[2]["ok"]
    error = out[1]["error"]
    assert out[1]["ok"] is False and out[1]["input"] == line
    assert (error["kind"], error["column"]) == (kind, column), error
    message = error["message"]
    assert "\n" not in message and "Traceback" not in message
    message = message.removeprefix("yaochu: ")  # the rule set's own checks name it first
    assert message.startswith(line.strip() + ":"), message
    if column is not None:
        assert f"column {column}" in message
