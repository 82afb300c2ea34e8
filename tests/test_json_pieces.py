"""The JSON of a result line from pre-encoded pieces (report.to_json's fast path) is the same text
as encoding the result's dictionary whole, for every rule set and scoring."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from mjscore.api import Engine
from mjscore.report import to_json

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
    try:
        engine = Engine(rules, **options)
    except ValueError:
        pytest.skip(f"{case}: option not known")
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
