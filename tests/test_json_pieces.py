"""The JSON of a result line from pre-encoded pieces (report.to_json's fast path) is the same text
as encoding the result's dictionary whole, for every rule set and scoring."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from mjscore.api import Engine
from mjscore.cli.report import to_json

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
from gen_hands import generate  # noqa: E402

_whole = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode

CASES = {
    "mcr": ("mcr", {}),
    "mcr-1998": ("mcr", {"variant": "1998"}),
    "yaochu": ("yaochu", {}),
    "yaochu-flat": ("yaochu", {"scoring": "flat"}),
    "yaochu-riichi": ("yaochu", {"scoring": "riichi"}),
    "fliosen": ("fliosen", {}),
    "fliosen-riichi-words": ("fliosen", {}),
    "riichi": ("riichi", {}),
}
HANDS = {"mcr": "mcr", "mcr-1998": "mcr", "yaochu": "yaochu", "yaochu-flat": "yaochu",
         "yaochu-riichi": "yaochu", "fliosen": "fliosen", "fliosen-riichi-words": "riichi", "riichi": "riichi"}


@pytest.mark.parametrize("case", list(CASES))
def test_pieces_equal_whole_encoding(case):
    rules, options = CASES[case]
    engine = Engine(rules, **options)  # (an option the engine refuses fails the case: OptionError)
    scored = 0
    for n, line in enumerate(generate(600, HANDS[case]), 1):
        r = engine.result(line, n)
        if r.ok:
            scored += 1
            assert r.detail.json_fields() is not None
        assert to_json(r) == _whole(r.to_dict()), line
    assert scored > 50


def test_explain_falls_back_to_whole_encoding():
    engine = Engine("mcr", explain=True)
    r = engine.result("m123p456s789EEECC tsumo")
    assert r.detail.json_fields() is None
    assert to_json(r) == _whole(r.to_dict())


ODD_LINES = ['', 'm123p456s789EEECC "quoted"', 'm123p456s789EEECC back\\slash', "m123p456s789EEECC é 中",
             "m123p456s789EEECC \u2028 \x85", "m123p456s789EEECC\ttab", "🀇🀈🀉 x", "m123p456s789EEECC seat=X",
             "m123p456s789EEEC", "m1111p456s789EEECC"]


@pytest.mark.parametrize("rules", ["mcr", "yaochu", "riichi"])
def test_error_lines_from_pieces_equal_whole_encoding(rules):
    """Refused lines (odd characters included) give the same JSON line as encoding the result whole,
    with the line-break characters escaped as every result line has them."""
    engine = Engine(rules)
    refused = 0
    for n, line in enumerate(ODD_LINES, 1):
        r = engine.result(line, n)
        refused += not r.ok
        whole = _whole(r.to_dict())
        for ch, escaped in (("\x85", "\\u0085"), ("\u2028", "\\u2028"), ("\u2029", "\\u2029")):
            whole = whole.replace(ch, escaped)
        assert to_json(r) == whole, line
    assert refused >= 7  # (\u2028 and \x85 are whitespace between words: that line may score)
