"""Fliosen (docs/fliosen.md): every documented example, the declared straight (告一樣通), fouls, tiers; through
the public API every yaku row closed and open, Liviat hands, dora gating, tier boundaries, payments, the
pot, the game's words in the text, waits on hands of our own, and the rules table."""

from __future__ import annotations

import pytest

from mjscore.notation import parse_hand as parse
from mjscore.rules import get
from mjscore.rules.fliosen import false_riichi, tier_of

from tests.api_calls import fields, waits_by_tile

FLIOSEN = get("fliosen")


def score(line):
    hand = parse(line)
    FLIOSEN.check(hand, {})
    return FLIOSEN.score(hand, {}).to_dict()


def yaku_ids(result):
    return sorted(y["id"] for y in result["yaku"])


# line, han, yaku ids, tier, value, payments, pot, foul id
EXAMPLES = [
    ("m234567p55s678(CCCC) riichi tsumo seat=S", 3, ["jeonhwa", "menzen_tsumo", "yakuhai_red"], "Izah", 1500,
     {"each": 500}, 0, None),
    ("m234567p55s678(CCCC) riichi tsumo seat=E", 3, ["jeonhwa", "menzen_tsumo", "yakuhai_red"], "Izah", 2250,
     {"each": 800}, 0, None),
    ("m123456789p12355 tong ron seat=S", 3, ["go_ilyangtong"], "Izah", 1500, {"discarder": 1500}, 0, None),
    ("m123456789p12553 tong ron seat=S", None, [], None, 0, {}, 0, "hahwa"),
    ("m22p345s678[m567][p888] ron seat=S", 1, ["tanyao"], "Izah", 500, {"discarder": 500}, 0, None),
    ("m123p456s789EE[CCC] ron seat=S", 1, ["yakuhai_red"], "Izah", 500, {"discarder": 500}, 0, None),
    ("m123p456s789s111EE ron seat=S", None, [], None, 0, {}, 0, "skadin_de_vanzie"),
    ("EEESSSWWWNNNCC tsumo seat=S", 120, ["daisuushii", "suuankou_tanki", "tsuuiisou"], "5xLiviat", 72000,
     {"each": 24000}, 0, None),
    ("m234567p55s678(CCCC) riichi tsumo seat=S draws=2", 3, ["jeonhwa", "menzen_tsumo", "yakuhai_red"], "Izah",
     1500, {"each": 500}, 8000, None),
]


@pytest.mark.parametrize("line,han,ids,tier,value,payments,pot,foul", EXAMPLES, ids=[e[0] for e in EXAMPLES])
def test_documented_examples(line, han, ids, tier, value, payments, pot, foul):
    r = score(line)
    assert list(r) == ["yaku", "han", "tier", "value", "dealer", "payments", "pot", "foul"]
    assert r["han"] == han
    assert yaku_ids(r) == ids
    assert r["tier"] == tier
    assert r["value"] == value
    assert r["payments"] == payments
    assert r["pot"] == pot
    if foul is None:
        assert r["foul"] is None
    else:
        assert r["foul"]["id"] == foul and r["foul"]["han"] == 2 and r["foul"]["each"] == 2000


def test_daisuushii_example_breakdown():
    r = score("EEESSSWWWNNNCC tsumo seat=S")
    assert {y["id"]: y["han"] for y in r["yaku"]} == {"daisuushii": 48, "suuankou_tanki": 48, "tsuuiisou": 24}


# The declared straight: the straight must stay in the decomposition and the win must complete the pair.
TONG = [
    # the pair completed with other sets around it; tsumo keeps menzen_tsumo (the hand stays closed)
    ("p123456789m234EE tong tsumo seat=S", ["go_ilyangtong", "menzen_tsumo"], None),
    # with 前和: still closed
    ("p123456789m234s55 tong riichi ron seat=S", ["go_ilyangtong", "jeonhwa"], None),
    # chinitsu around the straight: both count, go_ilyangtong instead of ilyangtong
    ("s123456789s22299 tong ron seat=S", ["chinitsu", "go_ilyangtong"], None),
    # the winning tile completes a chow outside the straight
    ("p123456789SSm234 tong ron seat=S", [], "hahwa"),
    # no pure straight at all
    ("m123456p123789s55 tong ron seat=S", [], "hahwa"),
    # the winning tile completes the straight itself (m9 on 78): not the pair
    ("m12345678p123s55m9 tong ron seat=S", [], "hahwa"),
    # 5 could be read as the pair (allowed) or as part of 345 (not): the pair reading is taken
    ("m123456789p34555 tong ron seat=S", ["go_ilyangtong"], None),
]


@pytest.mark.parametrize("line,ids,foul", TONG, ids=[t[0] for t in TONG])
def test_declared_straight(line, ids, foul):
    r = score(line)
    if foul:
        assert r["foul"]["id"] == foul and r["han"] is None
    else:
        assert r["foul"] is None
        assert [i for i in yaku_ids(r) if i not in ("dora", "aka_dora", "ura_dora")] == ids


def test_undeclared_straight_is_ilyangtong():
    r = score("m123456789p12355 ron seat=S")
    assert yaku_ids(r) == ["ilyangtong"] and r["han"] == 2
    r = score("m456789p123s55[m123] ron seat=S")
    assert yaku_ids(r) == ["ilyangtong"] and r["han"] == 1


DORA = [
    # dora, ura (with 前和), red fives add to a hand with a yaku
    ("m234067p55s678(CCCC) riichi tsumo seat=S dora=p4 ura=F", {"dora": 2, "ura_dora": 4, "aka_dora": 1}, 10),
    # dora alone is no yaku
    ("m123p406s789s111EE ron seat=S dora=s9", None, None),
    # Liviat hands: no dora
    ("EEESSSWWWNNNCC tsumo seat=S dora=W", {}, 120),
]


@pytest.mark.parametrize("line,dora,han", DORA, ids=[d[0] for d in DORA])
def test_dora(line, dora, han):
    r = score(line)
    if dora is None:
        assert r["foul"]["id"] == "skadin_de_vanzie"
        return
    assert {y["id"]: y["count"] for y in r["yaku"] if y["id"] in ("dora", "ura_dora", "aka_dora")} == dora
    assert r["han"] == han


@pytest.mark.parametrize("han,tier,value", [
    (1, "Izah", 500), (11, "Izah", 5500), (12, "Liviatizah", 7200), (18, "Liviatizah", 10800),
    (19, "Taic", 19000), (21, "Taic", 21000), (23, "Taic", 23000), (24, "Liviat", 24000),
    (47, "Liviat", 24000), (48, "Liliviat", 36000), (72, "Soliviat", 48000), (96, "Faliviat", 60000),
    (119, "Faliviat", 60000), (120, "5xLiviat", 72000), (144, "6xLiviat", 84000),
])
def test_tiers(han, tier, value):
    assert tier_of(han) == (tier, value)


def test_seed_draw_pot_example():
    # the seed: two draws, a 21-han Taic win -> 21 x 1000 + 2 x 1000 x 4 = 29 000
    name, value = tier_of(21)
    assert value + 2 * 4000 == 29000


def test_false_jeonhwa_on_a_hand_not_ready():
    r = false_riichi(parse("m1357p2468s1357E riichi"))
    assert r.to_dict()["foul"] == {"id": "false_jeonhwa", "name": r.foul.name, "han": 3, "each": 3000}
    assert false_riichi(parse("m123456789p1235 riichi")) is None  # ready: p5 (or p1 p4)
    assert false_riichi(parse("m1357p2468s1357E")) is None  # no 前和 declared


def test_dealer_tsumo_rounds_each_share_up():
    r = score("m234567p55s678(CCCC) riichi tsumo seat=E")
    assert r["dealer"] is True and r["payments"] == {"each": 800}


def test_table_lists_every_yaku_and_foul():
    ids = {e.id for e in FLIOSEN.table({})}
    for i in ("jeonhwa", "double_jeonhwa", "go_ilyangtong", "ilyangtong", "chinitsu", "kokushi_13",
              "suuankou_tanki", "daisuushii", "chuuren_9", "tenhou", "chiihou", "skadin_de_vanzie", "hahwa",
              "false_jeonhwa", "aka_dora"):
        assert i in ids


def test_text_rows_and_verdict_use_fliosen_words():
    hand = parse("m234567p55s678(CCCC) riichi tsumo seat=E draws=1")
    s = FLIOSEN.score(hand, {})
    text = " ".join(s.verdict())
    assert "Izah" in text and "목" in text and "Odigévanzie" in text and "목작사" in text
    assert any(r.native.startswith("前和") for r in s.rows())


# Cases built from docs/fliosen.md's yaku table: id, line, han (None: the SV foul), yaku ids (dora excluded).
CASES = [
    ("double-jeonhwa-instead-of-jeonhwa", "m234567p234s67855 riichi double-riichi ron seat=S", 3,
     ["double_jeonhwa", "tanyao"]),
    ("pinfu-two-sided", "m234567p23455s678 ron seat=S", 2, ["pinfu", "tanyao"]),
    ("no-pinfu-on-a-closed-wait", "m234567s678p55243 ron seat=S", 1, ["tanyao"]),
    ("seat-wind-pair-no-pinfu-no-yaku", "m234567p234SSs678 ron seat=S", None, []),
    ("ron-pung-is-not-concealed", "m111p999m123EEs999 ron seat=S", 2, ["chanta"]),
    ("sanankou-on-tsumo", "m111p999m123EEs999 tsumo seat=S", 5, ["chanta", "menzen_tsumo", "sanankou"]),
    ("kokushi-13-sided-48", "m19p19s19ESWNPFCm1 ron seat=S", 48, ["kokushi_13"]),
    ("kokushi-24", "m19p19s19ESWNPFFC ron seat=S", 24, ["kokushi"]),
    ("chuuren-9-sided-48", "m1112345678999m5 ron seat=S", 48, ["chuuren_9"]),
    ("chuuren-24", "m11123455678999 ron seat=S", 24, ["chuuren"]),
    ("open-chinitsu-5", "m11234567789[m999] ron seat=S", 5, ["chinitsu"]),
    ("double-east-pung", "m234p567s678p55EEE ron seat=E", 2, ["yakuhai_round", "yakuhai_seat"]),
    ("ryanpeikou-instead-of-iipeikou", "m223344s55p556677 ron seat=S", 5, ["pinfu", "ryanpeikou", "tanyao"]),
    ("chiitoitsu", "m22p33s44667788PP ron seat=S", 2, ["chiitoitsu"]),
    ("tenhou-dealer", "m123456789p123s55 tsumo tenhou seat=E", 24, ["tenhou"]),
    ("liviat-dealer-value", "PPPFFFCCCm123p99 ron seat=E", 24, ["daisangen"]),
]


@pytest.mark.parametrize("line,han,ids", [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_yaku_cases(line, han, ids):
    r = score(line)
    if han is None:
        assert r["foul"]["id"] == "skadin_de_vanzie" and r["han"] is None
        return
    assert r["han"] == han, r
    assert [i for i in yaku_ids(r) if i not in ("dora", "aka_dora", "ura_dora")] == sorted(ids)


def test_liviat_dealer_value():
    r = score("PPPFFFCCCm123p99 ron seat=E")
    assert (r["tier"], r["value"], r["payments"]) == ("Liviat", 36000, {"discarder": 36000})


def test_waits_reports_false_jeonhwa():
    from mjscore.api import waits

    r = waits("m1357p2468s1357E riichi", rules="fliosen")
    assert r.fields["tenpai"] is False
    assert r.fields["foul"]["id"] == "false_jeonhwa" and r.fields["foul"]["each"] == 3000
    assert "foul" not in waits("m1357p2468s1357E", rules="fliosen").fields
    assert "foul" not in waits("m123456789p1235 riichi", rules="fliosen").fields


def test_cli_lines_score_and_exit_zero_on_fouls():
    from mjscore.api import score

    r = score("m123p456s789s111EE ron seat=S", rules="fliosen")
    assert r.ok and r.fields["foul"]["id"] == "skadin_de_vanzie"
    r = score("m234067p55s678(CCCC) riichi tsumo seat=S dora=p4 ura=F", rules="fliosen")
    assert r.fields["han"] == 10 and r.fields["payments"] == {"each": 1700}


# -- through the public API: every yaku row closed and open, Liviat hands, dora, tiers, payments, the pot

# id, line, han (None: the SV foul), yaku ids (dora rows included)
YAKU_ROWS = [
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


@pytest.mark.parametrize("line,han,ids", [c[1:] for c in YAKU_ROWS], ids=[c[0] for c in YAKU_ROWS])
def test_fliosen_yaku_rows(line, han, ids):
    f = fields(line, "fliosen")
    assert f["han"] == han and {y["id"] for y in f["yaku"]} == ids
    if han is None:
        assert f["foul"]["id"] == "skadin_de_vanzie" and f["foul"]["each"] == 2000
    else:
        assert han == sum(y["han"] * y["count"] for y in f["yaku"])


OPEN_TANYAO = "m22p345s678[m567][p888] ron"  # open tanyao, 1 han; p7 points at p888
RIICHI_TANYAO = "m22p345s678m567p888 riichi ron"  # 前和 + tanyao, 2 han
BOUNDARIES = [  # line (seat added), han, tier, value (non-dealer), value (dealer 목작사)
    (OPEN_TANYAO + " dora=p7p7p7m4", 11, "Izah", 5500, 8250),
    (OPEN_TANYAO + " dora=p7p7p7m1", 12, "Liviatizah", 7200, 10800),
    (RIICHI_TANYAO + " dora=p7p7p7p7p7 ura=m4", 18, "Liviatizah", 10800, 16200),
    (RIICHI_TANYAO + " dora=p7p7p7p7p7 ura=m1", 19, "Taic", 19000, 28500),
    (RIICHI_TANYAO + " dora=p7p7p7p7p7 ura=m1m1m4s7", 23, "Taic", 23000, 34500),
    (RIICHI_TANYAO + " dora=p7p7p7p7p7 ura=m1m1m1m4", 24, "Liviat", 24000, 36000),
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


def test_fliosen_waits():
    w, _ = waits_by_tile("m123456789p3455 tong seat=S", "fliosen")
    assert w["2p"]["ron"]["foul"]["id"] == "hahwa" and w["2p"]["tsumo"]["foul"]["id"] == "hahwa"
    assert (w["5p"]["ron"]["han"], w["5p"]["tsumo"]["han"]) == (3, 4)
    w, _ = waits_by_tile("m1112345678999 seat=S", "fliosen")
    assert len(w) == 9 and {x["ron"]["han"] for x in w.values()} == {48}
    w, f = waits_by_tile("m123456789p1357 riichi seat=S", "fliosen")
    assert not w and f["shanten"] == 1 and f["foul"]["id"] == "false_jeonhwa" and f["foul"]["each"] == 3000
    w, f = waits_by_tile("m234567p34s678EE seat=S", "fliosen")  # ready, no 前和: SV by ron, menzen_tsumo by tsumo
    assert w["2p"]["ron"]["foul"]["id"] == "skadin_de_vanzie" and w["2p"]["tsumo"]["han"] == 1


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
