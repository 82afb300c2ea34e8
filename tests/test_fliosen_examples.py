"""Fliosen (FLIOSEN.md): every documented example, the declared straight (告一樣通), fouls, tiers."""

from __future__ import annotations

import pytest

from mjscore.notation import parse_hand as parse
from mjscore.rules import get
from mjscore.rules.fliosen import false_riichi, tier_of

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


# Cases built from FLIOSEN.md's yaku table: id, line, han (None: the SV foul), yaku ids (dora excluded).
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
