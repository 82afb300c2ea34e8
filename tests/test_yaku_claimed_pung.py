"""A pung that a discard completed (ron) was claimed to win: the yaku engine's YakuFacts name it once
(``claimed``), and the concealed pungs, ``concealed_at`` and the fu items all read it so. Lines
through the notation reader, each read with its one reading."""

from __future__ import annotations

import pytest

from mjscore.notation import parse_hand
from mjscore.rules.yaku_engine.classic import fu_parts
from mjscore.rules.yaku_engine.features import features
from mjscore.analysis.shapes import decompose, readings
from mjscore.tiles import from_name


def _only_reading(line: str):
    hand = parse_hand(line)
    found = [features(hand, d, r) for d in decompose(hand.counts, hand.melds) for r in readings(d, hand.win)]
    assert len(found) == 1, line
    return found[0]


# line, the claimed pung's tile (None: none), concealed pungs, the fu items of the pungs and kongs
CASES = [
    ("m123p456s789EEs22s2", "s2", 0, [("open pung", 2)]),
    ("m123p456s789EEs22s2 tsumo", None, 1, [("concealed pung", 4)]),
    ("m123p456s789s22EEE", "E", 0, [("open pung", 4)]),
    ("m123p456s222EEs78s9", None, 1, [("concealed pung", 4)]),
    ("m123p456EE[s222]s78s9", None, 0, [("open pung", 2)]),
    ("m123p456EEs22(s9999)s2", "s2", 1, [("concealed kong", 32), ("open pung", 2)]),  # (the kong counts)
]


@pytest.mark.parametrize("line, claimed, concealed, set_items", CASES, ids=[c[0] for c in CASES])
def test_the_pung_a_discard_completed_is_not_concealed(line, claimed, concealed, set_items):
    f = _only_reading(line)
    if claimed is None:
        assert f.claimed is None
    else:
        assert (f.claimed.kind, f.claimed.tile) == ("pung", from_name(claimed))
    assert f.concealed_pungs == concealed
    pung_groups = [i for i, g in enumerate(f.groups) if g.kind in ("pung", "kong")]
    assert sum(f.concealed_at(i) for i in pung_groups) == concealed
    assert [p for p in fu_parts(f) if p[0].endswith(("pung", "kong"))] == set_items


def test_chows_and_the_pair_stay_concealed_on_a_ron():
    f = _only_reading("m123p456s789EEs22s2")
    assert all(f.concealed_at(i) for i, g in enumerate(f.groups) if g.kind in ("chow", "pair"))
