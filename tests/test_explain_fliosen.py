"""`score --explain` for Fliosen: one case per kind of ruling, with the explanation text checked (the
harness: tests/explain_harness.py; what every rule set shares: tests/test_explain.py).

Each case: a line, the yaku the explanation must speak of, the ruling (``counted`` or the ``rule`` of a
``not_counted`` entry), the yaku named as counting instead (``by``), the sets or tiles shown, and words
the explanation must contain (in the JSON ``why`` and on the yaku's line of the text)."""

from __future__ import annotations

import json
import random

import pytest

from mjscore import api
from mjscore.cli import report
from mjscore.rules import get
from tests._riichi_hands import random_hand
from tests.explain_harness import case_params, check_ruling, entry

RULES = get("fliosen")

# id, line, yaku, ruling, by, tiles (None: not checked), words in "why"
CASES = [
    # -- counted: which sets / tiles make each yaku
    ("counted-yakuhai", "m234567p55s678(CCCC) riichi tsumo seat=S", "yakuhai_red", "counted", None, ["(CCCC)"],
     "a pung of the Red dragon (C)"),
    ("counted-jeonhwa", "m234567p55s678(CCCC) riichi tsumo seat=S", "jeonhwa", "counted", None, [],
     "前和 (riichi) was declared on a concealed ready hand"),
    ("counted-pinfu", "m234567p234s6788s8 riichi ron", "pinfu", "counted", None,
     ["234m", "567m", "234p", "678s", "88s"],
     "four chows and a pair that is no value tile (88s), won on 8s with a two-sided wait (67s waiting on both ends)"),
    ("counted-sanshoku", "m234p234s234[m567]p88 tsumo", "sanshoku", "counted", None, ["234m", "234p", "234s"],
     "the chow 2-3-4 in all three suits"),
    ("counted-go-ilyangtong", "m123456789p12355 tong ron seat=S", "go_ilyangtong", "counted", None,
     ["123m", "456m", "789m", "55p"],
     "the straight of characters was declared to the table (告一樣通, `tong`) and the hand won on its pair 55p "
     "(a single wait)"),
    ("counted-sanankou", "m111333p555s99EEE ron seat=S", "sanankou", "counted", None, ["111m", "333m", "555p"],
     "three pungs or kongs that were neither claimed nor completed by a discard"),
    ("counted-liviat", "EEESSSWWWNNNCC tsumo seat=S", "suuankou_tanki", "counted", None,
     ["EEE", "SSS", "WWW", "NNN", "CC"], "won on the pair CC (a single wait: it counts by ron or tsumo); a Liviat "
     "hand: 48 han, counted alone"),
    ("counted-dora", "m234567p234s6788s8 riichi ron dora=s7 ura=s7", "ura_dora", "counted", None, ["8s ×3"],
     "ura indicator 7s makes 8s dora (3 in the hand)"),
    ("counted-red-five", "m234p234s234567m0m5 ron seat=S", "aka_dora", "counted", None, ["red 5m"],
     "each red five is one dora"),
    # -- counted at reduced han: an open hand
    ("reduced-open-ilyangtong", "m123456789p55[s789]", "ilyangtong", "counted", None, ["123m", "456m", "789m"],
     "an open hand ([789s] claimed): 1 han instead of 2 closed"),
    # -- not counted: replaced by a larger yaku
    ("replaced-jeonhwa", "m234567p234s6788s8 double-riichi ron", "jeonhwa", "replaced", "double_jeonhwa", [],
     "Double riichi counts instead: it replaces Riichi (前和 declared)"),
    ("replaced-iipeikou", "m112233p556677s55 ron", "iipeikou", "replaced", "ryanpeikou", [],
     "Twice two identical chows counts instead"),
    ("replaced-chanta", "m123789p123s12399 ron", "chanta", "replaced", "junchan", [],
     "Terminals in all sets counts instead: it replaces Outside hand"),
    ("replaced-ilyangtong", "m123456789p12355 tong ron seat=S", "ilyangtong", "replaced", "go_ilyangtong", [],
     "Declared pure straight, won on the pair counts instead"),
    # -- not counted: needs a concealed hand
    ("needs-concealed-pinfu", "m234p234s67[m567]p88s8 ron", "pinfu", "needs_concealed", None, ["[567m]"],
     "All chows, two-sided wait needs a concealed hand; [567m] was claimed"),
    ("needs-concealed-iipeikou", "m223344p234s55[s789] ron", "iipeikou", "needs_concealed", None, ["[789s]"],
     "Two identical chows needs a concealed hand; [789s] was claimed"),
    ("needs-concealed-tsumo", "m234p234s234[m567]p88 tsumo", "menzen_tsumo", "needs_concealed", None, ["[567m]"],
     "Closed Odigévanzie (self-drawn) needs a concealed hand"),
    # -- not counted: pinfu's wait and pair
    ("pinfu-edge-wait", "m12p234s234567p88m3 ron seat=S riichi", "pinfu", "not_two_sided", None, ["123m"],
     "won on 3m, completing 123m (an edge wait): 12m waiting on 3m is an edge wait, and pinfu needs a two-sided "
     "wait; 3m was the only tile it waited on"),
    ("pinfu-single-wait-others", "m1234p234s234567m4 ron seat=S", "pinfu", "not_two_sided", None, ["44m"],
     "a lone 4m is a single wait on the pair, and pinfu needs a two-sided wait; the hand also waited on 1m, but 4m "
     "completed it this way"),
    ("pinfu-value-pair", "m234567p234CCs678 riichi ron", "pinfu", "value_pair", None, ["CC"],
     "the pair CC is a dragon, a value tile: pinfu needs a pair that scores nothing"),
    ("pinfu-seat-wind-pair", "m234567p234s678EE riichi ron seat=E round=S", "pinfu", "not_two_sided", None, None,
     "the pair EE is the seat wind, a value tile"),
    # -- not counted: a pung completed by a discard
    ("completed-by-discard-sanankou", "m111333s23499p55p5 riichi ron", "sanankou", "completed_by_discard", None,
     ["555p"], "555p was completed by the discarded 5p (Sønévanzie, ron), so it is not a concealed pung: only 2 "
     "concealed pungs"),
    ("completed-by-discard-suuankou", "m111333p555s99EEE ron seat=S", "suuankou", "completed_by_discard",
     "sanankou", ["EEE"], "only 3 concealed pungs; Three concealed pungs counts instead"),
    # -- not counted: Liviat hands counted alone
    ("liviat-alone-yaku", "m11123456778999 ron seat=S", "chinitsu", "liviat_alone", "chuuren", [],
     "Nine gates is a Liviat hand: it counts alone, without the other yaku"),
    ("liviat-alone-dora", "EEESSSWWWNNNCC tsumo seat=S dora=E", "dora", "liviat_alone", "suuankou_tanki", ["S ×3"],
     "indicator E makes S dora (3 in the hand): Four concealed pungs, won on the pair is a Liviat hand, counted "
     "alone: dora add nothing to it"),
    # -- not counted: dora without a yaku (SV foul)
    ("dora-no-yaku", "m123p456s789s111EE ron seat=S dora=s9", "dora", "no_yaku", None, ["1s ×3"],
     "indicator 9s makes 1s dora (3 in the hand): dora are no yaku; 3 dora tiles would add 3 han only to a hand "
     "that has a yaku"),
    # -- not counted: the declared straight not won on its pair (下和)
    ("hahwa", "m123456789p12553 tong ron seat=S", "go_ilyangtong", "hahwa", None, ["123m", "456m", "789m"],
     "the declared straight 123m 456m 789m stands, but the hand won on 3p, completing 123p (an edge wait), not on "
     "the pair: a declared straight must win on its pair (single wait); otherwise it is 下和 (hahwa), a foul"),
]


def _score(line: str, **options):
    return api.score(line, rules="fliosen", explain=True, **options)


@case_params(CASES)
def test_ruling(line, item, ruling, by, tiles, words):
    # Both of pinfu's reasons stand in one entry, under the first ruling.
    check_ruling("fliosen", line, item, ruling, by, tiles, words,
                 or_ruling="value_pair" if ruling == "not_two_sided" else None)


def test_multi_sided_wait_names_the_other_tiles():
    e = entry(_score("m1234p234s234567m4 ron seat=S").fields["explain"], "pinfu", "not_two_sided")
    assert e["others"] == ["1m"]
    e = entry(_score("m12p234s234567p88m3 ron seat=S riichi").fields["explain"], "pinfu", "not_two_sided")
    assert "others" not in e


@pytest.mark.parametrize("line, notes", [
    ("m234567p55s678(CCCC) riichi tsumo seat=E draws=2",
     ["3 han → Izah (1–11 han: han × 500): 3 × 500 = 1 500",
      "the dealer (목작사, seat 목) gets 1.5 × the value: 1 500 × 1.5 = 2 250",
      "Odigévanzie (self-drawn): each other player pays a third: 2 250 / 3 = 750, rounded up to the next 100: 800",
      "draw pot 暗流点: 2 consecutive draws × 1 000 from each of the four players = 8 000, on top"]),
    ("m123456789p12355 tong ron seat=S",
     ["3 han → Izah (1–11 han: han × 500): 3 × 500 = 1 500",
      "Sønévanzie (won on a discard): the discarder pays the whole 1 500"]),
    ("EEESSSWWWNNNCC tsumo seat=S",
     ["120 han → 5xLiviat: 5 × 24 han; a Liviat is 24 000 and each further 24 han adds 12 000: 72 000",
      "Odigévanzie (self-drawn): each other player pays a third: 72 000 / 3 = 24 000"]),
    ("m123p456s789s111EE ron seat=S",
     ["無役和 (Skadin dé Vanzie, SV): the hand is complete but no arrangement has a yaku",
      "foul 無役和 (무역화): Skadin dé Vanzie: a win without any yaku; a foul of 2 han costs 1 000 per han, paid to "
      "each other player: 2 000 each"]),
], ids=["izah-dealer-tsumo-pot", "izah-ron", "liviat-ladder", "sv-foul"])
def test_tier_notes(line, notes):
    r = _score(line)
    assert r.fields["explain"]["notes"] == notes
    text = report.score_text(r, explain=True)
    for n in notes:
        assert "  " + n in text


def test_taic_and_liviatizah_tiers():
    # 13 han: chinitsu 6 + ryanpeikou 3 + pinfu 1 + tanyao 1 + jeonhwa 1 + menzen_tsumo 1 = Liviatizah
    notes = _score("m22334455667788 riichi tsumo seat=S").fields["explain"]["notes"]
    assert notes[0].startswith("13 han → Liviatizah (12–18 han: han × 600): 13 × 600 = 7 800"), notes


def test_arrangements_list_the_readings_and_the_choice():
    ex = _score("m234567p234s6788s8 riichi ron").fields["explain"]
    assert [(a["win"], a["han"], a["chosen"]) for a in ex["arrangements"]] == [
        ("on 8s, completing 678s (a two-sided wait)", 3, True), ("on the pair 88s", 2, False)]
    text = "\n".join(_score("m234567p234s6788s8 riichi ron").detail.explanation())
    assert "Arrangements considered (the most han counts):" in text
    assert ("  * 234m 567m 234p 678s 88s, won on 8s, completing 678s (a two-sided wait): 3 han: Riichi (前和 "
            "declared), All chows, two-sided wait, All simples") in text


def test_tong_refused_readings_are_marked():
    ex = _score("m123456789p12553 tong ron seat=S").fields["explain"]
    assert ex["counted"] == []
    assert ex["arrangements"][0]["note"] == "refused: `tong` needs the declared straight won on its pair"
    text = _score("m123456789p12553 tong ron seat=S").detail.explanation()
    assert text[0] == "No yaku counted."
    assert text[-1] == ("foul 下和 (하화): Hahwa: the declared straight won other than on the pair; a foul of 2 han "
                        "costs 1 000 per han, paid to each other player: 2 000 each")


def test_two_claimed_melds_are_both_named():
    ex = _score("m234s2388[m567][p567]s4").fields["explain"]
    e = entry(ex, "pinfu", "needs_concealed")
    assert e is not None and e["tiles"] == ["[567m]", "[567p]"], ex
    assert "[567m] and [567p] were claimed" in e["why"]


def test_pinfu_both_reasons_in_oneentry():
    ex = _score("m234567p234s89EEs7 riichi ron seat=E").fields["explain"]
    e = entry(ex, "pinfu", "not_two_sided")
    assert e is not None, ex
    assert "won on 7s, completing 789s (an edge wait)" in e["why"]
    assert "the pair EE is the seat wind and the round wind, a value tile" in e["why"]


def test_explain_never_fails_and_never_changes_the_score():
    """A few thousand generated hands: explaining never fails, changes nothing in the score, and the
    counted entries are exactly the score's rows."""
    rng = random.Random(60606)
    kinds: dict[str, int] = {}
    done = 0
    while done < 3000:
        hand = random_hand(rng)
        if hand is None:
            continue
        try:
            RULES.check(hand, {})
            plain = RULES.score(hand, {})
        except Exception:
            continue
        done += 1
        s = RULES.score(hand, {"explain": True})
        assert s == plain
        d = s.to_dict()
        ex = d.pop("explain")
        assert d == plain.to_dict()
        assert [(c["id"], c["han"], c["count"]) for c in ex["counted"]] == [(r.id, r.points, r.count) for r in s.yaku]
        assert all(c["why"] for c in ex["counted"]) and all(n["why"] for n in ex["not_counted"])
        assert sum(a["chosen"] for a in ex["arrangements"]) == (0 if s.foul else 1)
        assert s.explanation()
        json.dumps(ex)
        for n in ex["not_counted"]:
            kinds[n["rule"]] = kinds.get(n["rule"], 0) + 1
    assert set(kinds) >= {"replaced", "needs_concealed", "not_two_sided", "value_pair", "completed_by_discard",
                          "liviat_alone", "no_yaku"}, kinds
