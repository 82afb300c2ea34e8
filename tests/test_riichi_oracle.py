"""Differential test of the riichi engine against the `mahjong` library (2.1.0, test-only).

20,000 seeded random complete hands (closed and open; chows, pungs, concealed and exposed kongs;
seven pairs, thirteen orphans, nine gates; riichi, double riichi, ippatsu, haitei, houtei, rinshan,
chankan, tenhou, chiihou; every seat and round wind; dora, ura and red fives). The engine runs
with the standard table (standard han, yakuman = 13 han) and classic scoring; for every hand the
two must agree on whether it has a yaku, and then on the han, the set of yaku (dora included),
the fu and the points.
"""

from __future__ import annotations


import pytest

from tests.handgen import riichi_wins
from tests.oracles import LIBRARY_IDS, to_library
from mjscore.rules.yaku_engine import STANDARD, score_classic
from tests.needs import needed

mahjong = needed("mahjong")
from mahjong.hand_calculating.hand import HandCalculator  # noqa: E402
from mahjong.hand_calculating.hand_config import HandConfig, OptionalRules  # noqa: E402
from tests.values import copy_with

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


def library_best(hand, **kw):
    """Tenhou: no tile of the dealt hand is the last one, so (as Fliosen and Yaochu read it) the library
    is asked with each tile as the winning one, and the best answer counts (points, then han)."""
    if not hand.conditions.tenhou:
        return library_view(hand, **kw)
    views = [library_view(copy_with(hand, win=t), **kw) for t in sorted(set(hand.tiles))]
    return max(views, key=lambda v: (v[2] or 0, v[0]))


def engine_view(result):
    if not result.han:
        return (0, None, None, ())
    return (result.han, result.fu, result.value, tuple(sorted(r.id for r in result.rows)))


@pytest.mark.parametrize("chunk", range(CHUNKS), ids=lambda c: f"hands-{c * HANDS_PER_CHUNK}-{(c + 1) * HANDS_PER_CHUNK - 1}")
def test_engine_agrees_with_mahjong_library(chunk):
    mismatches = []
    with_yaku = 0
    for hand in riichi_wins(20261129 + chunk, HANDS_PER_CHUNK):
        mine = engine_view(score_classic(hand, STANDARD))
        lib = library_view(hand)
        with_yaku += bool(lib[0])
        if mine != lib:
            mismatches.append((hand, mine, lib))
    assert not mismatches, f"{len(mismatches)} of {HANDS_PER_CHUNK} differ; first: {mismatches[:3]}"
    assert with_yaku > HANDS_PER_CHUNK * 0.7  # the generator makes mostly scoring hands


# -- Fliosen: the same engine with Fliosen's table (yakuman = 24 han) and the most han -------------

LIVIAT = {"kokushi", "kokushi_13", "suuankou", "suuankou_tanki", "daisangen", "shousuushii", "daisuushii",
          "tsuuiisou", "chinroutou", "ryuuiisou", "chuuren", "chuuren_9", "suukantsu", "tenhou", "chiihou"}
FLIOSEN_IDS = {"riichi": "jeonhwa", "double_riichi": "double_jeonhwa", "ittsu": "ilyangtong"}


def max_han(hand, table, any_win=False):
    from mjscore.rules.yaku_engine import candidates
    return max(c.han for c in candidates(hand, table, any_win=any_win))


def test_fliosen_han_agrees_with_mahjong_library():
    """Fliosen's han is the library's han (yakuman: 24 han per 13); no yaku is the SV foul. When
    several arrangements tie on han, Fliosen takes the first; the library's choice (the most points)
    must then be one of Fliosen's arrangements with that han."""
    from mjscore.rules.fliosen import TABLE, score as fliosen_score
    from mjscore.rules.yaku_engine import candidates

    mismatches = []
    for hand in riichi_wins(4242, HANDS_PER_CHUNK):
        lib = library_best(hand)
        mine = fliosen_score(hand).to_dict()
        if lib[0] == 0:
            ok = mine["foul"] is not None and mine["foul"]["id"] == "skadin_de_vanzie"
        else:
            yakuman = LIVIAT & set(lib[3])
            han = lib[0] // 13 * 24 if yakuman else lib[0]
            ids = tuple(sorted(FLIOSEN_IDS.get(i, i) for i in lib[3] if i not in ("dora", "ura_dora", "aka_dora")))
            dora = {i for i in lib[3] if i in ("dora", "ura_dora", "aka_dora")}
            tenhou = hand.conditions.tenhou
            ties = {tuple(sorted(c.ids)) for c in candidates(hand, TABLE, any_win=tenhou)
                    if c.han == max_han(hand, TABLE, any_win=tenhou)}
            ok = (mine["han"] == han and ids in ties
                  and {y["id"] for y in mine["yaku"] if y["id"] in ("dora", "ura_dora", "aka_dora")} == dora)
        if not ok:
            mismatches.append((hand, lib, mine))
    assert not mismatches, f"{len(mismatches)} differ; first: {mismatches[:3]}"


# -- Yaochu --scoring riichi: Yaochu hands (1s, 9s and honors) with Yaochu's yaku subset ---------

def test_yaochu_riichi_scoring_agrees_with_mahjong_library():
    """Han, fu and points agree with the library on generated Yaochu hands (dora in Yaochu's 1<->9
    order, translated to the standard indicator). The library's 13-sided kokushi is a double
    yakuman, which Yaochu does not use: those hands are checked by a case test instead."""
    from mjscore.rules.yaochu.riichi_scoring import score_riichi

    mismatches = []
    compared = 0
    for hand in riichi_wins(777, 4000, yaochu=True):
        lib = library_best(hand, terminals_only=True)
        if "kokushi_13" in lib[3]:
            continue
        compared += 1
        mine = engine_view(score_riichi(hand))
        if mine != lib:
            mismatches.append((hand, mine, lib))
    assert not mismatches, f"{len(mismatches)} of {compared} differ; first: {mismatches[:3]}"
    assert compared > 3500


def test_yaochu_riichi_kokushi_13_sided_is_a_single_yakuman():
    from mjscore.hand import Conditions, Hand
    from mjscore.rules.yaochu.riichi_scoring import score_riichi
    from mjscore.tiles import ORPHANS

    hand = Hand(tiles=tuple(sorted(ORPHANS + (0,))), win=0, conditions=Conditions(seat=28))
    r = score_riichi(hand)
    assert (r.han, r.yakuman, r.value, r.ids) == (13, 1, 32000, ("kokushi",))
