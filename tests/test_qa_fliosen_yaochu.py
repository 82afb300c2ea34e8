"""A player's QA pass over Yaochu and Fliosen (YAOCHU.md, FLIOSEN.md, CLI.md, NOTATION.md): every row of
the Yaochu point table and every ladder, the tile set, calls, dora, tenhou/chiihou, the scorings; every
Fliosen yaku row closed and open, Liviat hands, dora gating, tier boundaries, payments, the pot, `tong`,
fouls; and the validity fixes this pass made. Table-driven, through the public API."""

from __future__ import annotations

import pytest

from mjscore import api
from mjscore.errors import MjscoreError


def fields(line, rules, **options):
    r = api.score(line, rules=rules, **options)
    assert r.ok, r.to_dict()
    return r.fields


def error(line, rules, **options):
    try:
        api.score(line, rules=rules, **options)
    except MjscoreError as e:  # kind, message, column
        return e
    raise AssertionError(f"{line!r} scored under {rules}")


# ---------------------------------------------------------------- validity fixes

INVALID = [
    # robbing a kong: the kong holds the other three copies, so none can sit in the winner's own meld
    ("chankan-copy-in-own-chow-fliosen", "m234p234s67NN[s678]s8 ron chankan seat=S", "fliosen", "a meld of the hand"),
    ("chankan-copy-in-own-chow-mcr", "m234p234s67NN[s678]s8 ron chankan seat=S", "mcr", "a meld of the hand"),
    # tenhou / chiihou come before any kong and before any discard (so before 前和)
    ("fliosen-tenhou-concealed-kong", "m234567p55s678(CCCC) tenhou tsumo", "fliosen", "with a kong"),
    ("fliosen-chiihou-concealed-kong", "m234567p55s678(CCCC) chiihou tsumo seat=S", "fliosen", "with a kong"),
    ("fliosen-tenhou-riichi", "m123456789p12355 tenhou tsumo riichi", "fliosen", "前和 is declared with a discard"),
    ("fliosen-chiihou-double-riichi", "m123456789p12355 chiihou tsumo seat=S double-riichi", "fliosen",
     "前和 is declared with a discard"),
]


@pytest.mark.parametrize("line,rules,words", [c[1:] for c in INVALID], ids=[c[0] for c in INVALID])
def test_impossible_situations_are_invalid(line, rules, words):
    e = error(line, rules)
    assert e.kind == "invalid" and words in str(e) and e.column is not None


VALID = [
    ("chankan-other-suit-meld", "m234p234s67NN[s123]s8 ron chankan seat=S", "fliosen", 1),
    ("tenhou-without-melds", "m123456789p12355 tenhou tsumo", "fliosen", 24),
]


@pytest.mark.parametrize("line,rules,han", [c[1:] for c in VALID], ids=[c[0] for c in VALID])
def test_possible_situations_still_score(line, rules, han):
    assert fields(line, rules)["han"] == han


# ---------------------------------------------------------------- dora indicators: the first + one per kong
@pytest.mark.parametrize("line,rules,ok", [
    ("EESSWWNNPPFFCC ron dora=CCCCC", "yaochu", True),
    ("EESSWWNNPPFFCC ron dora=CCCCCC", "yaochu", False),
    ("m234567p345s678EE riichi ron seat=S dora=NNNNN ura=NNNNN", "fliosen", True),
    ("m234567p345s678EE riichi ron seat=S dora=NNNNNN", "fliosen", False),
    ("m234567p345s678EE riichi ron seat=S ura=m1m1m1m1m1m1", "fliosen", False),
], ids=["yaochu-5", "yaochu-6", "fliosen-5-and-5", "fliosen-6-dora", "fliosen-6-ura"])
def test_at_most_five_indicators(line, rules, ok):
    if ok:
        fields(line, rules)
    else:
        e = error(line, rules)
        assert e.kind == "invalid" and "more than 5" in str(e) and e.column is not None


# ---------------------------------------------------------------- Yaochu: every row of the point table, every ladder
# id, line, total, item ids (checked by hand against YAOCHU.md)
YC = [
 ("base", "p11EEE[m111][m999][s999] ron", 3, {"toitoi_honroutou"}),
 ("rinshan", "m99EEE[m1111][p111][s999] tsumo rinshan", 4, {"toitoi_honroutou", "rinshan_kaihou"}),
 ("shousangen", "CCm111[PPP][FFF][p999] ron", 4, {"toitoi_honroutou", "shousangen"}),
 ("sanankou-east-on-a-discard", "m111999p111s99EEE ron", 5, {"toitoi_honroutou", "sanankou"}),
 ("sankantsu-open", "m99EE[m1111][p1111][s1111] E ron", 5, {"toitoi_honroutou", "sankantsu"}),
 ("sankantsu-concealed-and-sanankou", "m99EE(m1111)(p1111)(s1111) E ron", 7, {"toitoi_honroutou", "sankantsu", "sanankou"}),
 ("daisangen", "m11p999[PPP][FFF][CCC] ron", 5, {"toitoi_honroutou", "daisangen"}),
 ("honitsu", "p11WWPPPW[SSS][p999] ron dora=s1", 5, {"toitoi_honroutou", "honitsu"}),
 ("shousuushii-and-honitsu", "NNm111[EEE][SSS][WWW] ron", 8, {"toitoi_honroutou", "shousuushii", "honitsu"}),
 ("tsuuiisou-and-shousangen", "EEESSSC[PPP][FFF] C ron", 7, {"toitoi_honroutou", "tsuuiisou", "shousangen"}),
 ("chinroutou", "m11p999[m999][p111][s111] ron", 7, {"toitoi_honroutou", "chinroutou"}),
 ("suuankou-tsumo", "m111999p111s99EEE tsumo", 7, {"toitoi_honroutou", "suuankou"}),
 ("suukantsu", "E[m1111][m9999][p1111][s9999] E ron", 8, {"toitoi_honroutou", "suukantsu"}),
 ("daisuushii-and-tsuuiisou", "EEEC[SSS][WWW][NNN] C ron", 11, {"toitoi_honroutou", "daisuushii", "tsuuiisou"}),
 ("suuankou-tanki-ron", "m111999p111EEEs99 ron", 10, {"toitoi_honroutou", "suuankou_tanki"}),
 ("tanki-suukantsu-rinshan", "E(m1111)(m9999)(p1111)(s9999) E tsumo rinshan", 16,
  {"toitoi_honroutou", "suuankou_tanki", "suukantsu", "rinshan_kaihou"}),
 ("seed-18", "EEESSSWWWNNNCC tsumo", 18, {"toitoi_honroutou", "suuankou_tanki", "daisuushii", "tsuuiisou"}),
 ("seven-pairs", "m1199p1199s1199EE", 3, {"chiitoitsu_honroutou"}),
 ("seven-pairs-honitsu", "m1199EESSWWNNPP", 5, {"chiitoitsu_honroutou", "honitsu"}),
 ("seven-pairs-tsuuiisou-4", "EESSWWNNPPFFCC tsumo", 7, {"chiitoitsu_honroutou", "tsuuiisou"}),
 ("kokushi", "m19p19s19ESWNPFCE ron", 3, {"kokushi"}),
 ("kokushi-chankan", "m19p19s19SWNPFCCE ron chankan", 5, {"kokushi", "chankan"}),
 ("dora-m9-points-at-m1", "m111999p111s99EEE ron dora=m9", 6, {"toitoi_honroutou", "sanankou", "dora"}),
 ("dora-twice-6-tiles", "m111999p111s99EEE ron dora=m9m9", 7, {"toitoi_honroutou", "sanankou", "dora"}),
 ("dora-N-points-at-E", "m111999p111s99EEE ron dora=N", 6, {"toitoi_honroutou", "sanankou", "dora"}),
 ("dora-s9-points-at-s1-none", "m111999p111s99EEE ron dora=s9", 5, {"toitoi_honroutou", "sanankou"}),
 ("dora-kong-four-tiles", "m999p111s99EEE[m1111] ron dora=m9", 4, {"toitoi_honroutou", "dora"}),
 ("dora-C-points-at-P", "p11WWPPPW[SSS][p999] ron dora=C", 6, {"toitoi_honroutou", "honitsu", "dora"}),
 ("dora-p1-points-at-p9", "p11WWPPPW[SSS][p999] ron dora=p1", 6, {"toitoi_honroutou", "honitsu", "dora"}),
 ("dora-E-points-at-S", "p11WWPPPW[SSS][p999] ron dora=E", 6, {"toitoi_honroutou", "honitsu", "dora"}),
 ("dora-p9-two-tiles-nothing", "p11WWPPPW[SSS][p999] ron dora=p9", 5, {"toitoi_honroutou", "honitsu"}),
 ("dora-W-points-at-N-none", "p11WWPPPW[SSS][p999] ron dora=W", 5, {"toitoi_honroutou", "honitsu"}),
 ("dora-F-points-at-C", "m19p19s19SWNPFCCE ron dora=FF", 4, {"kokushi", "dora"}),
 ("dora-S-points-at-W-twice", "p11WWPPPW[SSS][p999] ron dora=SS", 7, {"toitoi_honroutou", "honitsu", "dora"}),
 ("dora-P-points-at-F-three-times", "m1199EESSWWNNFF ron dora=PPP", 7, {"chiitoitsu_honroutou", "honitsu", "dora"}),
 ("tenhou-read-as-tanki", "m111999p111s99EEE tsumo tenhou", 14, {"toitoi_honroutou", "suuankou_tanki", "tenhou"}),
 ("chiihou", "m111999p111s99EEE tsumo chiihou seat=S", 11, {"toitoi_honroutou", "suuankou", "chiihou"}),
 ("tenhou-seven-pairs", "m1199p1199s1199EE tsumo tenhou", 7, {"chiitoitsu_honroutou", "tenhou"}),
 ("chiihou-kokushi", "m19p19s19SWNPFCCE tsumo chiihou seat=S", 7, {"kokushi", "chiihou"}),
]


@pytest.mark.parametrize("line,total,ids", [c[1:] for c in YC], ids=[c[0] for c in YC])
def test_yaochu_point_table(line, total, ids):
    f = fields(line, "yaochu")
    assert f["total"] == total and {i["id"] for i in f["items"]} == ids
    assert f["scoring"] == "points"
    assert total == sum(i["points"] * i["count"] for i in f["items"])
    assert list(f)[:4] == ["family", "items", "total", "scoring"]


@pytest.mark.parametrize("line", [c[1] for c in YC[:6]])
def test_yaochu_flat_is_one_point(line):
    f = fields(line, "yaochu", scoring="flat")
    assert f["total"] == 1 and f["scoring"] == "flat" and f["items"]


@pytest.mark.parametrize("line,calls,ok", [
    ("p11EEE[m111][m999][s999] tsumo", "all", True),
    ("p11EEE[m111][m999][s999] tsumo", "kong", False),
    ("p11EEE[m1111][m9999](s9999) tsumo rinshan", "kong", True),
    ("p11EEE[m1111][m9999](s9999) tsumo rinshan", "none", False),
    ("p11EEE(m1111)(m9999)(s9999) tsumo rinshan", "none", True),
])
def test_yaochu_calls(line, calls, ok):
    if ok:
        fields(line, "yaochu", calls=calls)
    else:
        e = error(line, "yaochu", calls=calls)
        assert e.kind == "invalid" and f"--calls {calls}" in str(e) and e.column == 7


@pytest.mark.parametrize("line,message", [
    ("m111222p111s99EEE", "yaochu: m2 (characters 2) is not a Yaochu tile; only 1, 9 and honors are used"),
    ("m111999p111s99EEE dora=m5", "yaochu: m5 (characters 5) is not a Yaochu tile; only 1, 9 and honors are used"),
    ("m111999p11s99E[m2222]", "yaochu: m2 (characters 2) is not a Yaochu tile; only 1, 9 and honors are used"),
    ("m111999p10s99EEE", "red five"),
    ("m111999p111s99EEE f1", "flower"),
    ("m111999p111s99EEE riichi", "unknown condition word 'riichi' for yaochu"),
])
def test_yaochu_tile_set_and_words(line, message):
    e = error(line, "yaochu")
    assert e.kind == "invalid" and message in str(e) and e.column is not None


# ---------------------------------------------------------------- Fliosen: every yaku row, closed and open; Liviat hands; dora
# id, line, han (None: the SV foul), yaku ids (dora rows included)
FL = [
 # situational (closed only unless said)
 ("jeonhwa", "m234567p234s678EE riichi ron seat=S", 1, {"jeonhwa"}),
 ("double-jeonhwa", "m234567p234s678EE double-riichi ron seat=S", 2, {"double_jeonhwa"}),
 ("ippatsu", "m234567p234s678EE riichi ippatsu ron seat=S", 2, {"jeonhwa", "ippatsu"}),
 ("menzen-tsumo", "m234567p234s678EE tsumo seat=S", 1, {"menzen_tsumo"}),
 ("menzen-tsumo-not-open", "m234p234s678EE[m567] tsumo seat=S", None, set()),
 ("haitei-open", "m234p234s678NN[CCC] tsumo last-draw seat=S", 2, {"haitei", "yakuhai_red"}),
 ("houtei-open", "m234p234s678NN[CCC] ron last-draw seat=S", 2, {"houtei", "yakuhai_red"}),
 ("rinshan-open", "m234p234s678NN[m1111] tsumo rinshan seat=S", 1, {"rinshan"}),
 ("chankan-open", "m234p234s67NN[s123]s8 ron chankan seat=S", 1, {"chankan"}),
 # shape yaku, closed / open
 ("pinfu", "m123456s678p99234 ron seat=S", 1, {"pinfu"}),
 ("iipeikou", "m234234p234s67EEs8 ron seat=S", 1, {"iipeikou"}),
 ("iipeikou-not-open", "m234234s67EEs8[p234] ron seat=S", None, set()),
 ("tanyao-closed", "m22p345s678m567p888 ron seat=S", 1, {"tanyao"}),
 ("tanyao-open", "m22p345s678[m567][p888] ron seat=S", 1, {"tanyao"}),
 ("yakuhai-seat-closed", "m234p234s678NNSSS ron seat=S", 1, {"yakuhai_seat"}),
 ("yakuhai-seat-open", "m234p234s678NN[SSS] ron seat=S", 1, {"yakuhai_seat"}),
 ("yakuhai-round-open", "m234p234s678NN[EEE] ron seat=S", 1, {"yakuhai_round"}),
 ("yakuhai-seat-west", "m234p234s678NN[WWW] ron seat=W round=S", 1, {"yakuhai_seat"}),
 ("double-wind-north", "m234p234s678SS[NNN] ron seat=N round=N", 2, {"yakuhai_seat", "yakuhai_round"}),
 ("yakuhai-white", "m234p234s678NN[PPP] ron seat=S", 1, {"yakuhai_white"}),
 ("yakuhai-green", "m234p234s678NN[FFF] ron seat=S", 1, {"yakuhai_green"}),
 ("yakuhai-red", "m234p234s678NN[CCC] ron seat=S", 1, {"yakuhai_red"}),
 ("chiitoitsu", "m2233445599p11s55 ron seat=S", 2, {"chiitoitsu"}),
 ("toitoi-closed-sanankou", "m222p333s444NNm777 ron seat=S", 4, {"toitoi", "sanankou"}),
 ("toitoi-open", "m222NN[p333][m777][p888] ron seat=S", 2, {"toitoi"}),
 ("sanankou-open", "m222p333s444NN[m777] ron seat=S", 4, {"toitoi", "sanankou"}),
 ("sanshoku-doukou-open", "m222p222NN[s222][m777] ron seat=S", 4, {"toitoi", "sanshoku_doukou"}),
 ("sankantsu-sanshoku-doukou-open", "m234NN[m1111][p1111][s1111] ron seat=S", 4, {"sankantsu", "sanshoku_doukou"}),
 ("shousangen-open", "m234s111CC[PPP][FFF] ron seat=S", 4, {"shousangen", "yakuhai_white", "yakuhai_green"}),
 ("honroutou-open", "m111p999EE[s111][s999] ron seat=S", 4, {"toitoi", "honroutou"}),
 ("sanshoku-closed", "m12345p123s123NNm6 ron seat=S", 3, {"sanshoku", "pinfu"}),
 ("sanshoku-open", "m12345p123NN[s123]m6 ron seat=S", 1, {"sanshoku"}),
 ("ilyangtong-closed", "m123456789p123EE ron seat=S", 2, {"ilyangtong"}),
 ("ilyangtong-open", "m123456789EE[p123] ron seat=S", 1, {"ilyangtong"}),
 ("chanta-closed", "m123p789s123m789EE ron seat=S", 2, {"chanta"}),
 ("chanta-open", "m123p789s123EE[m789] ron seat=S", 1, {"chanta"}),
 ("ryanpeikou", "m223344p556677s55 ron seat=S", 4, {"ryanpeikou", "tanyao"}),
 ("junchan-closed", "m123999p789s123m11 ron seat=S", 3, {"junchan"}),
 ("junchan-open", "m123p789s123m99[m789] ron seat=S", 2, {"junchan"}),
 ("honitsu-closed", "m12345678999NNN ron seat=S", 5, {"honitsu", "ilyangtong"}),
 ("honitsu-open", "m123456789NN[EEE] ron seat=S", 4, {"honitsu", "yakuhai_round", "ilyangtong"}),
 ("chinitsu-open", "m123456789[m123]m99 ron seat=S", 6, {"chinitsu", "ilyangtong"}),
 ("go-ilyangtong-open", "m123456789[s123]p55 tong ron seat=S", 3, {"go_ilyangtong"}),
 ("go-ilyangtong-riichi-tsumo", "m123456789p12355 tong riichi tsumo seat=S", 5, {"go_ilyangtong", "jeonhwa", "menzen_tsumo"}),
 # Liviat hands: 24 han each, doubles 48, several add up, alone (no other yaku, no dora)
 ("kokushi", "m19p19s19ESWNPFFC ron seat=S", 24, {"kokushi"}),
 ("kokushi-13-sided", "m19p19s19ESWNPFCE ron seat=S", 48, {"kokushi_13"}),
 ("suuankou-tsumo", "m111999p111s99EEE tsumo seat=S", 24, {"suuankou"}),
 ("suuankou-ron-is-not", "m111999p111s99EEE ron seat=S", 7, {"toitoi", "sanankou", "honroutou", "yakuhai_round"}),
 ("suuankou-tanki", "m111999p111EEEs99 ron seat=S", 48, {"suuankou_tanki"}),
 ("daisangen-open", "m11p99[PPP][FFF][CCC] p9 ron seat=S", 24, {"daisangen"}),
 ("shousuushii-open", "m111EE[SSS][WWW][NNN] ron seat=S", 24, {"shousuushii"}),
 ("shousuushii-tsuuiisou", "EE[SSS][WWW][NNN]PP P ron seat=S", 48, {"shousuushii", "tsuuiisou"}),
 ("daisuushii-tsuuiisou-72", "EEE[SSS][WWW][NNN]P P ron seat=S", 72, {"daisuushii", "tsuuiisou"}),
 ("tsuuiisou-seven-pairs-no-dora", "EESSWWNNPPFFCC ron seat=S riichi dora=W", 24, {"tsuuiisou"}),
 ("chinroutou-open", "m11p999[m999][p111][s111] ron seat=S", 24, {"chinroutou"}),
 ("ryuuiisou", "s22334466888FFF ron seat=S", 24, {"ryuuiisou"}),
 ("ryuuiisou-open", "s234[s666][s888][FFF]s22 ron seat=S", 24, {"ryuuiisou"}),
 ("chuuren", "m11123455678999 ron seat=S", 24, {"chuuren"}),
 ("chuuren-9-sided", "m11123456789999 ron seat=S", 48, {"chuuren_9"}),
 ("suukantsu-open", "m11[m2222][p3333][s4444][s5555] ron seat=S", 24, {"suukantsu"}),
 ("suukantsu-suuankou-tanki-72", "m11(m2222)(p3333)(s4444)(s5555) ron seat=S", 72, {"suukantsu", "suuankou_tanki"}),
 ("tenhou", "m123456789p12355 tenhou tsumo", 24, {"tenhou"}),
 ("chiihou", "m123456789p12355 chiihou tsumo seat=S", 24, {"chiihou"}),
 ("tenhou-chuuren-9-72", "m11123456789999 tsumo tenhou", 72, {"chuuren_9", "tenhou"}),
 ("daisangen-tsuuiisou-tanki-96", "PPPFFFCCCEEESS tsumo seat=S", 96, {"suuankou_tanki", "daisangen", "tsuuiisou"}),
 # dora, ura, red fives: only with a yaku
 ("dora-alone-is-sv", "m234567p340s678EE ron seat=S dora=p4", None, set()),
 ("red-five-alone-is-sv", "m234567p340s678EE ron seat=S", None, set()),
 ("dora-ura-aka-with-jeonhwa", "m234567p340s678EE ron seat=S riichi ura=p4 dora=p4",
  4, {"jeonhwa", "dora", "ura_dora", "aka_dora"}),
 ("dora-counts-each-indicator", "m234567p340s678EE ron seat=S riichi dora=N ura=N",
  6, {"jeonhwa", "dora", "ura_dora", "aka_dora"}),
 ("dora-nine-to-one", "m123999p234s678EE riichi ron seat=S dora=m9m8", 5, {"jeonhwa", "dora"}),
 ("dora-north-to-east-red-to-white", "m234p234s678EE[PPP] ron seat=S dora=NC", 6, {"yakuhai_white", "dora"}),
]


@pytest.mark.parametrize("line,han,ids", [c[1:] for c in FL], ids=[c[0] for c in FL])
def test_fliosen_yaku_rows(line, han, ids):
    f = fields(line, "fliosen")
    assert f["han"] == han and {y["id"] for y in f["yaku"]} == ids
    if han is None:
        assert f["foul"]["id"] == "skadin_de_vanzie" and f["foul"]["each"] == 2000
    else:
        assert han == sum(y["han"] * y["count"] for y in f["yaku"])


A = "m22p345s678[m567][p888] ron"  # open tanyao, 1 han; p7 points at p888
B = "m22p345s678m567p888 riichi ron"  # 前和 + tanyao, 2 han
BOUNDARIES = [  # line (seat added), han, tier, value (non-dealer), value (dealer 목작사)
    (A + " dora=p7p7p7m4", 11, "Izah", 5500, 8250),
    (A + " dora=p7p7p7m1", 12, "Liviatizah", 7200, 10800),
    (B + " dora=p7p7p7p7p7 ura=m4", 18, "Liviatizah", 10800, 16200),
    (B + " dora=p7p7p7p7p7 ura=m1", 19, "Taic", 19000, 28500),
    (B + " dora=p7p7p7p7p7 ura=m1m1m4s7", 23, "Taic", 23000, 34500),
    (B + " dora=p7p7p7p7p7 ura=m1m1m1m4", 24, "Liviat", 24000, 36000),
    ("m111999p111EEEs99 ron", 48, "Liliviat", 36000, 54000),
    ("EEE[SSS][WWW][NNN]P P ron", 72, "Soliviat", 48000, 72000),
    ("PPPFFFCCCEEESS tsumo", 96, "Faliviat", 60000, 90000),
    ("EEESSSWWWNNNCC tsumo", 120, "5xLiviat", 72000, 108000),
]


@pytest.mark.parametrize("line,han,tier,value,dealer_value", BOUNDARIES, ids=[f"{b[1]}-han" for b in BOUNDARIES])
def test_fliosen_tier_boundaries_and_dealer(line, han, tier, value, dealer_value):
    for seat, want, dealer in (("S", value, False), ("E", dealer_value, True)):
        f = fields(f"{line} seat={seat}", "fliosen")
        assert (f["han"], f["tier"], f["value"], f["dealer"]) == (han, tier, want, dealer)
        if "tsumo" in line:  # each of the three others: a third, rounded up to 100
            assert f["payments"] == {"each": -(-want // 300) * 100}
        else:
            assert f["payments"] == {"discarder": want}
        assert f["pot"] == 0 and f["foul"] is None


@pytest.mark.parametrize("line,value,each", [
    ("m234567p55s678(CCCC) riichi tsumo seat=S", 1500, 500),
    ("m234567p55s678(CCCC) riichi tsumo seat=E", 2250, 800),  # 750 -> 800
    ("m22p345s678m567p888 tsumo seat=S dora=p7p7p7", 5500, 1900),  # 11 han: 1 833.3 -> 1 900
    ("m22p345s678m567p888 tsumo seat=E dora=p7p7p7", 8250, 2800),  # 2 750 -> 2 800
    ("m22p345s678m567p888 tsumo seat=S dora=p7p7p7m4", 7200, 2400),  # 12 han: exact
])
def test_fliosen_tsumo_shares_round_up_to_100(line, value, each):
    f = fields(line, "fliosen")
    assert f["value"] == value and f["payments"] == {"each": each}


def test_fliosen_pot_and_foul_fields():
    f = fields("m234567p55s678(CCCC) riichi tsumo seat=S draws=3", "fliosen")
    assert f["pot"] == 12000 and f["value"] == 1500
    f = fields("m123p456s789s111EE ron seat=S draws=3", "fliosen")
    assert f["foul"] == {"id": "skadin_de_vanzie", "name": f["foul"]["name"], "han": 2, "each": 2000}
    assert f["han"] is None and f["tier"] is None and f["pot"] == 0
    f = fields("m123456789p12553 tong ron seat=S", "fliosen")
    assert f["foul"]["id"] == "hahwa" and f["foul"]["each"] == 2000


# ---------------------------------------------------------------- tenhou: no tile is the last one
# The same dealt tiles score the same whichever tile the line writes last (Yaochu's point table already
# read it so; Fliosen and Yaochu --scoring riichi read the written last tile before this pass).
TENHOU_ORDERS = [
    ("suuankou", ["m111999p111s99EEE tsumo tenhou", "m111999p111EEEs99 tsumo tenhou"]),
    ("kokushi", ["m19p19s19EESWNPFC tsumo tenhou", "m19p19s19ESWNPFCE tsumo tenhou"]),
    ("chuuren", ["m11123456789999 tsumo tenhou", "m99911123456789 tsumo tenhou", "m11112345678999 tsumo tenhou"]),
]


RULES = {"fliosen": ("fliosen", {}), "yaochu-points": ("yaochu", {}), "yaochu-riichi": ("yaochu", {"scoring": "riichi"})}
TENHOU_PARAMS = [pytest.param(lines, *RULES[r], id=f"{what}-{r}") for what, lines in TENHOU_ORDERS for r in RULES
                 if r == "fliosen" or what != "chuuren"]


@pytest.mark.parametrize("lines,rules,options", TENHOU_PARAMS)
def test_tenhou_does_not_depend_on_the_written_order(lines, rules, options):
    seen = set()
    for line in lines:
        f = fields(line, rules, **options)
        seen.add((f.get("han"), f.get("total"), tuple(sorted(y["id"] for y in f.get("yaku", f.get("items", []))))))
    assert len(seen) == 1, seen


@pytest.mark.parametrize("line,rules,options,ids,value", [
    ("m111999p111s99EEE tsumo tenhou", "fliosen", {}, {"suuankou_tanki", "tenhou"}, 72000),
    ("m19p19s19EESWNPFC tsumo tenhou", "fliosen", {}, {"kokushi_13", "tenhou"}, 72000),
    ("m111999p111s99EEE tsumo tenhou", "yaochu", {"scoring": "riichi"}, {"suuankou_tanki", "tenhou"}, 144000),
    ("m19p19s19EESWNPFC tsumo tenhou", "yaochu", {"scoring": "riichi"}, {"kokushi", "tenhou"}, 96000),
])
def test_tenhou_reads_the_best_tile(line, rules, options, ids, value):
    f = fields(line, rules, **options)
    assert {y["id"] for y in f.get("yaku", f.get("items", []))} == ids and f["value"] == value


# ---------------------------------------------------------------- the game's words in the text output
def test_fliosen_text_speaks_the_games_words():
    from mjscore.notation import parse_hand
    from mjscore.rules import get

    rules = get("fliosen")
    text = "\n".join(rules.score(parse_hand("m234567p55s678(CCCC) riichi tsumo seat=E draws=2"), {}).verdict())
    for word in ("Izah", "목작사", "Odigévanzie", "목", "暗流点", "Matikâravîta", "Oxa", "Aikif", "Hinoc",
                 "Zenuks 234", "Inar 55", "Fânroid (CCCC)"):
        assert word in text, word
    text = "\n".join(rules.score(parse_hand("[p888]EEE[m567]s678W W ron seat=N"), {}).verdict())
    for word in ("Sønévanzie", "지", "Aravîta", "Anroid [888]", "Anroid EEE", "Zenuks [567]", "Inar WW"):
        assert word in text, word
    fouls = {"m123p456s789s111EE ron seat=S": "無役和", "m123456789p12553 tong ron seat=S": "下和"}
    for line, word in fouls.items():
        assert word in " ".join(rules.score(parse_hand(line), {}).verdict())


def test_waits_text_words_and_foul_amount():
    from mjscore.report import waits_text

    text = waits_text(api.waits("m123456789p1357 riichi seat=S", rules="fliosen"))
    assert "pays 3 000 to each other player" in text and "False 前和" in text
    assert "yaku (ron)" in waits_text(api.waits("m234567p34s678EE seat=S riichi", rules="fliosen"))
    assert "items (ron)" in waits_text(api.waits("m111999p111s99EE", rules="yaochu"))
    assert "fans (ron)" in waits_text(api.waits("m123p456s789EEEC", rules="mcr"))


# ---------------------------------------------------------------- Yaochu --scoring riichi vs the mahjong library
RIICHI_LINES = [
    "m111999p111s99EEE ron seat=S",
    "p11WWPPPW[SSS][p999] ron dora=p1",
    "m1199p1199s1199EE tsumo seat=S dora=s1",
    "m111p111s111EEEN N ron seat=W round=S last-draw",
    "m99EEE[m1111][p111][s999] tsumo rinshan seat=S round=S",
    "E(m1111)(m9999)(p1111)(s9999) E tsumo seat=S",
    "m11p999[PPP][FFF][CCC] ron seat=S",
]


@pytest.mark.parametrize("line", RIICHI_LINES)
def test_yaochu_riichi_scoring_agrees_with_the_library(line):
    mahjong = pytest.importorskip("mahjong")  # noqa: F841 - test-only oracle
    from mahjong.hand_calculating.hand import HandCalculator
    from mahjong.hand_calculating.hand_config import HandConfig, OptionalRules

    from mjscore.notation import parse_hand
    from tests._riichi_hands import to_library

    f = fields(line, "yaochu", scoring="riichi")
    tiles, win, melds, dora, ura, config = to_library(parse_hand(line), terminals_only=True)
    options = OptionalRules(has_open_tanyao=True, has_aka_dora=False, has_double_yakuman=True,
                            limit_to_sextuple_yakuman=False)
    res = HandCalculator.estimate_hand_value(tiles, win, melds=melds, dora_indicators=dora,
                                             config=HandConfig(options=options, **config))
    assert res.error is None
    assert (f["han"], f["value"]) == (res.han, res.cost["total"])
    if res.han < 13:  # yakuman: the library reports no fu that matters
        assert f["fu"] == res.fu


# ---------------------------------------------------------------- waits on hands of our own
def _waits(line, rules, **options):
    r = api.waits(line, rules=rules, **options)
    return {w["tile"]: w for w in r.fields["waits"]}, r.fields


def test_yaochu_waits():
    w, f = _waits("m111999p111s99EE", "yaochu")
    assert set(w) == {"9s", "E"} and f["tenpai"] is True
    assert {t: (x["result"]["total"], x["tsumo"]["total"]) for t, x in w.items()} == {"9s": (5, 7), "E": (5, 7)}
    w, _ = _waits("m111999p111s99EE dora=N", "yaochu")  # N points at E: the East pung is 3 dora
    assert (w["E"]["result"]["total"], w["9s"]["result"]["total"]) == (6, 5)
    w, _ = _waits("m19p19s19ESWNPFC", "yaochu")  # no 13-sided bonus in Yaochu
    assert len(w) == 13 and {x["result"]["total"] for x in w.values()} == {3}
    w, f = _waits("m111999p111EEEE", "yaochu")  # the fifth East does not exist
    assert not w and f["tenpai"] is False and f["shanten"] == 1 and "foul" not in f
    w, _ = _waits("m111999p111s99EE", "yaochu", scoring="riichi")
    assert w["E"]["tsumo"]["han"] == 13 and w["9s"]["result"]["fu"] == 70  # 20+10+3x8+4+4 (double East pair)


def test_fliosen_waits():
    w, _ = _waits("m123456789p3455 tong seat=S", "fliosen")
    assert w["2p"]["result"]["foul"]["id"] == "hahwa" and w["2p"]["tsumo"]["foul"]["id"] == "hahwa"
    assert (w["5p"]["result"]["han"], w["5p"]["tsumo"]["han"]) == (3, 4)
    w, _ = _waits("m1112345678999 seat=S", "fliosen")
    assert len(w) == 9 and {x["result"]["han"] for x in w.values()} == {48}
    w, f = _waits("m123456789p1357 riichi seat=S", "fliosen")
    assert not w and f["shanten"] == 1 and f["foul"]["id"] == "false_jeonhwa" and f["foul"]["each"] == 3000
    w, f = _waits("m234567p34s678EE seat=S", "fliosen")  # ready, no 前和: SV by ron, menzen_tsumo by tsumo
    assert w["2p"]["result"]["foul"]["id"] == "skadin_de_vanzie" and w["2p"]["tsumo"]["han"] == 1


def test_fliosen_rules_table_lists_tiers_dealer_payments_pot():
    from mjscore.rules import get

    entries = {e.id: e for e in get("fliosen").table({})}
    tiers = [("tier_izah", "han × 500"), ("tier_liviatizah", "han × 600"), ("tier_taic", "han × 1000"),
             ("tier_liviat", "24 000"), ("tier_liliviat", "36 000"), ("tier_soliviat", "48 000"),
             ("tier_faliviat", "60 000"), ("tier_k_liviat", "+12 000")]
    assert [(i, entries[i].points) for i, _ in tiers] == tiers
    assert "12–18 han" in entries["tier_liviatizah"].name and "96–119 han" in entries["tier_faliviat"].name
    assert entries["dealer"].native == "목작사" and entries["draw_pot"].native == "暗流点"
    assert "Sønévanzie" in entries["payment_ron"].native and "Odigévanzie" in entries["payment_tsumo"].native
