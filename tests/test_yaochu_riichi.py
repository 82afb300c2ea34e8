"""Yaochu `--scoring riichi` (docs/yaochu.md): docs/yaochu.md's example hands scored as classic riichi, with the
yaku Yaochu lists as possible. Seat E is the default, so these are dealer wins (x1.5: 6x basic points)."""

from __future__ import annotations

import pytest

from mjscore.notation import parse_hand as parse
from mjscore.rules.yaochu.riichi_scoring import TABLE, YAKU_IDS, score_riichi

from tests.api_calls import fields
from tests.needs import needed

# line, han, fu, value, level, yaku ids (highest-first order not asserted)
CASES = [
    # double East pung (seat and round), toitoi, sanankou (East completed on a discard), honroutou;
    # fu: 20 + 10 closed ron + 3 x 8 concealed terminal pungs + 4 open honor pung = 58 -> 60
    ("m111999p111s99EEE ron", 8, 60, 24000, "baiman",
     {"yakuhai_seat", "yakuhai_round", "toitoi", "sanankou", "honroutou"}),
    ("m111999p111s99EEE tsumo", 13, 60, 48000, "yakuman", {"suuankou"}),
    ("EEESSSWWWNNNCC tsumo", 65, 60, 240000, "5x yakuman", {"suuankou_tanki", "daisuushii", "tsuuiisou"}),
    ("p11WWPPPW[SSS][p999] ron dora=s1", 7, 40, 18000, "haneman",
     {"yakuhai_white", "toitoi", "honroutou", "honitsu"}),
    ("m19p19s19ESWNPFCE ron", 13, 0, 48000, "yakuman", {"kokushi"}),
    ("EESSWWNNPPFFCC tsumo", 13, 25, 48000, "yakuman", {"tsuuiisou"}),
    # non-dealer: chiitoitsu + honroutou + dora (s9 twice, indicator s1 in Yaochu's 1<->9 order)
    ("m1199p1199s1199EE ron seat=S dora=s1", 6, 25, 12000, "haneman", {"chiitoitsu", "honroutou", "dora"}),
    # non-dealer tsumo: the dealer pays 2x, the others 1x basic points (6000 + 3000 + 3000);
    # s999 completed by a self-drawn tile stays concealed (sanankou); 20 + 2 + 3 x 8 + 4 = 50 fu
    ("m111999p11s999[EEE] tsumo seat=S round=S", 6, 50, 12000, "haneman", {"toitoi", "honroutou", "sanankou"}),
    # below mangan: 4 han 25 fu, non-dealer ron: 25 x 2^6 x 4 = 6400
    ("m1199p1199s11EESS ron seat=S", 4, 25, 6400, "", {"chiitoitsu", "honroutou"}),
]


@pytest.mark.parametrize("line,han,fu,value,level,ids", CASES, ids=[c[0] for c in CASES])
def test_yaochu_examples_scored_as_riichi(line, han, fu, value, level, ids):
    r = score_riichi(parse(line))
    assert (r.han, r.fu, r.value, r.level) == (han, fu, value, level)
    assert set(r.ids) == ids


def test_yaku_subset():
    # The seed's "possible but not adopted" list has riichi with ippatsu (리치(일발)); not the 13-sided
    # Thirteen Orphans as its own yakuman, nor what the tile set makes impossible.
    assert {"riichi", "ippatsu", "double_riichi"} <= set(YAKU_IDS)
    assert "kokushi_13" not in YAKU_IDS and "tanyao" not in YAKU_IDS
    assert set(TABLE.ids) == set(YAKU_IDS)


# -- through the public API, against the mahjong library (test-only)

RIICHI_LINES = [
    "m111999p111s99EEE ron seat=S",
    "p11WWPPPW[SSS][p999] ron dora=p1",
    "m1199p1199s1199EE tsumo seat=S dora=s1",
    "m111p111s111EEEN N ron seat=S round=S last-draw",
    "m99EEE[m1111][p111][s999] tsumo rinshan seat=S round=S",
    "E(m1111)(m9999)(p1111)(s9999) E tsumo seat=S",
    "m11p999[PPP][FFF][CCC] ron seat=S",
    # The words --scoring riichi knows (riichi, double-riichi, ippatsu, ura=): every yaku can be written.
    "m111999p111s99EEE ron riichi seat=S",
    "m111999p111s99EEE tsumo riichi ippatsu seat=S ura=m9",
    "m1199p1199s1199EE ron double-riichi ippatsu ura=s1E",
    "m119p19s19ESWPFC N ron riichi seat=S ura=N",
    "m11p1199s1199EESS tsumo double-riichi seat=S round=S dora=m1 ura=p9",
    "EESSWWNNPPFFC C ron riichi ippatsu",
    "m111999p111s99EEE tsumo riichi last-draw seat=S ura=C",
]


@pytest.mark.parametrize("line", RIICHI_LINES)
def test_yaochu_riichi_scoring_agrees_with_the_library(line):
    needed("mahjong")  # (the test-only oracle)
    from mahjong.hand_calculating.hand import HandCalculator
    from mahjong.hand_calculating.hand_config import HandConfig, OptionalRules

    from mjscore.notation import parse_hand
    from tests.oracles import LIBRARY_IDS, to_library

    f = fields(line, "yaochu", scoring="riichi")
    tiles, win, melds, dora, ura, config = to_library(parse_hand(line), terminals_only=True)
    options = OptionalRules(has_open_tanyao=True, has_aka_dora=False, has_double_yakuman=True,
                            limit_to_sextuple_yakuman=False)
    res = HandCalculator.estimate_hand_value(tiles, win, melds=melds, dora_indicators=dora,
                                             ura_dora_indicators=ura, config=HandConfig(options=options, **config))
    assert res.error is None
    assert (f["han"], f["value"]) == (res.han, res.cost["total"])
    assert sorted(i["id"] for i in f["items"]) == sorted(LIBRARY_IDS[y.yaku_id] for y in res.yaku)
    if res.han < 13:  # yakuman: the library reports no fu that matters
        assert f["fu"] == res.fu
