"""Differential test of the riichi engine against the `mahjong` library (2.1.0, test-only).

20,000 seeded random complete hands (closed and open; chows, pungs, concealed and exposed kongs;
seven pairs, thirteen orphans, nine gates; riichi, double riichi, ippatsu, haitei, houtei, rinshan,
chankan, tenhou, chiihou; every seat and round wind; dora, ura and red fives). The engine runs
with the standard table (standard han, yakuman = 13 han) and classic scoring; for every hand the
two must agree on whether it has a yaku, and then on the han, the set of yaku (dora included),
the fu and the points.
"""

from __future__ import annotations

import random

import pytest

from _riichi_hands import LIBRARY_IDS, random_hand, to_library
from mjscore.rules.riichi import STANDARD, score_classic

mahjong = pytest.importorskip("mahjong")
from mahjong.hand_calculating.hand import HandCalculator  # noqa: E402
from mahjong.hand_calculating.hand_config import HandConfig, OptionalRules  # noqa: E402

OPTIONS = OptionalRules(has_open_tanyao=True, has_aka_dora=True, has_double_yakuman=True,
                        limit_to_sextuple_yakuman=False)
HANDS_PER_CHUNK = 5000
CHUNKS = 4  # 20,000 hands


def library_view(hand, *, terminals_only=False, kokushi_13_is_single=False):
    tiles, win, melds, dora, ura, config = to_library(hand, terminals_only=terminals_only)
    res = HandCalculator.estimate_hand_value(tiles, win, melds=melds, dora_indicators=dora,
                                             ura_dora_indicators=ura, config=HandConfig(options=OPTIONS, **config))
    if res.error == HandCalculator.ERR_NO_YAKU:
        return (0, None, None, ())
    assert res.error is None, (res.error, hand)
    return (res.han, res.fu, res.cost["total"], tuple(sorted(LIBRARY_IDS[y.yaku_id] for y in res.yaku)))


def engine_view(result):
    if not result.han:
        return (0, None, None, ())
    return (result.han, result.fu, result.value, tuple(sorted(r.id for r in result.rows)))


def hands(seed: int, n: int, **kw):
    rng = random.Random(seed)
    out = []
    while len(out) < n:
        h = random_hand(rng, **kw)
        if h is not None:
            out.append(h)
    return out


@pytest.mark.parametrize("chunk", range(CHUNKS), ids=lambda c: f"hands-{c * HANDS_PER_CHUNK}-{(c + 1) * HANDS_PER_CHUNK - 1}")
def test_engine_agrees_with_mahjong_library(chunk):
    mismatches = []
    with_yaku = 0
    for hand in hands(20261129 + chunk, HANDS_PER_CHUNK):
        mine = engine_view(score_classic(hand, STANDARD))
        lib = library_view(hand)
        with_yaku += bool(lib[0])
        if mine != lib:
            mismatches.append((hand, mine, lib))
    assert not mismatches, f"{len(mismatches)} of {HANDS_PER_CHUNK} differ; first: {mismatches[:3]}"
    assert with_yaku > HANDS_PER_CHUNK * 0.7  # the generator makes mostly scoring hands
