"""`score --explain` for MCR: one case per kind of ruling, with the explanation text checked (the
harness: tests/explain_harness.py; what every rule set shares: tests/test_explain.py).

Each case: a hand, the fan the explanation must speak of, the ruling (``counted`` or the ``rule`` of a
``not_counted`` entry), the fan named as the excluder (``by``), the sets shown, and words the
explanation must contain."""

from __future__ import annotations

import json

from mjscore import api
from mjscore.rules.mcr import RULE_SET
from tests.explain_harness import case_params, check_ruling, entry, explanation
from tests.mcr_gen import hands

# id, line, fan, ruling, by, tiles (None: not checked), words in "why"
CASES = [
    ("counted-chow-fan", "m123456789p123s55", "pure_straight", "counted", None, ["123m 456m 789m"],
     "123, 456 and 789 of one suit"),
    ("counted-pungs-each", "111m999p234555sEE", "pung_of_terminals_or_honors", "counted", None, ["111m", "999p"],
     "a pung of 1s, 9s"),
    ("counted-wait", "m123456789p123s5s5", "single_wait", "counted", None, ["55s on 5s"], "only tile"),
    ("excluded-by-larger-fan", "m123456789p123s55", "short_straight", "excluded", "pure_straight",
     ["123m 456m"], "implied by Pure Straight (16), which counts: a fan implied by a larger one is not counted"),
    ("excluded-whole-hand-fan", "m123456789p123s55", "no_honors", "excluded", "all_chows", None,
     "implied by All Chows (2)"),
    ("excluded-pung-already-counted", "m123456p789s55[EEE]", "pung_of_terminals_or_honors", "excluded",
     "prevalent_wind", ["[EEE]"], "the pung already counts for Prevalent Wind (2)"),
    ("excluded-dragon-pungs-by-two-dragon-pungs", "CCC[FFF]m123p456s99", "dragon_pung", "excluded",
     "two_dragon_pungs", None, "implied by Two Dragon Pungs (6)"),
    ("account-once", "m123456p123456s55", "short_straight", "account_once", None, ["123p 456p"],
     "with four chows at most three pair fans count (account-once principle, 套算一次)"),
    ("counted-beside-a-3-chow-fan", "m123456789p123s55", "mixed_double_chow", "counted", None, ["123m 123p"],
     "the same chow in two suits"),
    ("account-once-with-a-3-chow-fan", "m123456p456s789EE", "short_straight", "account_once", None, ["123m 456m"],
     "with a 3-chow fan (Mixed Straight), the fourth chow adds at most one more chow-pair fan (account-once"),
    ("non-identical", "m123123p123s78999", "mixed_double_chow", "non_identical", None, ["123m 123p"],
     "123p already makes Mixed Double Chow with 123m; a set cannot make the same fan twice"),
    ("multi-sided-wait-edge", "m12345p456s55[EEE] m3", "edge_wait", "multi_sided_wait", None, ["123m on 3m"],
     "3m completed 123m as an edge wait, but the hand also won on 6m: a wait fan needs a hand waiting on one "
     "tile kind only"),
    ("multi-sided-wait-single", "1234m456p789s[EEE]1m", "single_wait", "multi_sided_wait", None, ["11m on 1m"],
     "1m completed 11m as a single wait, but the hand also won on 4m"),
    ("needs-concealed-ron", "m123456p789s55[EEE]", "concealed_hand", "needs_concealed", None, ["[EEE]"],
     "needs a hand with no claimed meld; [EEE] was claimed"),
    ("needs-concealed-tsumo", "m123456p789s55[EEE] tsumo", "fully_concealed_hand", "needs_concealed", None,
     ["[EEE]"], "[EEE] was claimed"),
    ("self-drawn-replaced", "m123456789p123s55 tsumo", "self_drawn", "excluded", "fully_concealed_hand", None,
     "Fully Concealed Hand (4) already includes the self-draw"),
    ("concealed-by-necessity", "m1122p3344s5566EE", "concealed_hand", "excluded", "seven_pairs", None,
     "Seven Pairs (24) can only be made without claiming"),
    ("single-wait-of-seven-pairs", "m1122p3344s5566EE", "single_wait", "excluded", "seven_pairs", None,
     "every Seven Pairs hand is completed by pairing a single tile"),
    ("completed-by-discard", "111m555p99234sEE9s", "three_concealed_pungs", "completed_by_discard", None,
     ["111m 555p 999s"], "999s was completed by the discarded 9s, so it counts as a melded pung"),
    ("knitted-place", "147m258p36sEEECC9s", "edge_wait", "knitted_place", None, ["147m258p369s on 9s"],
     "9s was the only winning tile, but it filled a place of the knitted straight 147m258p369s, not a chow or "
     "the pair: the reference rules give no wait fan for it (the 1998 variant, --mcr-variant 1998, counts "
     "Edge Wait (1))"),
    ("chicken-not-alone", "CCC[FFF]m123p456s99", "chicken_hand", "not_alone", None, None,
     "it counts only when no other fan applies; here Two Dragon Pungs and Single Wait count for 7 points, "
     "less than the 8 a win needs"),
    ("chicken-counted", "56p345sEE[234m][888p]7p seat=S round=W", "chicken_hand", "counted", None, [],
     "no other fan applies, so the win counts 8 points as Chicken Hand"),
]


def _explain(line: str) -> dict:
    return explanation(line, "mcr")


@case_params(CASES)
def test_ruling(line, item, ruling, by, tiles, words):
    # (MCR writes the sets of one fan separated by "; ")
    check_ruling("mcr", line, item, ruling, by, tiles, words, joiner="; ")


def test_multi_sided_wait_names_all_the_other_tiles():
    # 1112345678999m + 2m: 22m read as a single wait, but nine gates wins on all nine tiles.
    ex = _explain("m11123456789992")
    e = entry(ex, "single_wait", "multi_sided_wait")
    assert e is not None and e["others"] == ["1m", "3m", "4m", "5m", "6m", "7m", "8m", "9m"]
    assert "also won on 1m, 3m, 4m, 5m, 6m, 7m, 8m and 9m" in e["why"]


def test_multi_sided_wait_lists_the_other_tiles_in_json():
    e = entry(_explain("m12345p456s55[EEE] m3"), "edge_wait", "multi_sided_wait")
    assert e["others"] == ["6m"]


def test_arrangements_list_the_other_decompositions_with_their_totals():
    ex = _explain("m111222333p456s55")
    arr = ex["arrangements"]
    assert [a["chosen"] for a in arr] == [True, False]
    assert arr[0]["decomposition"] == ["111m", "222m", "333m", "456p", "55s"] and arr[0]["total"] == 45
    assert arr[1]["decomposition"] == ["123m", "123m", "123m", "456p", "55s"] and arr[1]["total"] == 29
    assert {"id": "pure_triple_chow", "count": 1} in arr[1]["fans"]
    text = api.score("m111222333p456s55", explain=True).detail.explanation()
    assert "Arrangements considered (the highest total counts):" in text
    assert "    123m 123m 123m 456p 55s: 29 points: Pure Triple Chow, Concealed Hand, All Chows, Single Wait" in text


def test_tie_between_arrangements_is_noted():
    # Arrangements with the same total are marked as ties (principle 8 picks one of them).
    ties = []
    for h in hands(3000, 3):
        s = RULE_SET.score(h, {"explain": True})
        for a in s.explained.arrangements[1:]:
            if a.note:
                ties.append(a.note)
    assert ties and all(n.startswith("a tie:") for n in ties)


def test_flowers_do_not_reach_the_minimum_note():
    ex = _explain("CCC[FFF]m123p456s99 f123")
    assert any("Flowers never count toward the 8-point minimum: 7 points without them." in n for n in ex["notes"])
    chicken = entry(ex, "chicken_hand", "not_alone")
    assert "the 3 flower points do not count toward the 8" in chicken["why"]


def test_cli_text_paragraph():
    from typer.testing import CliRunner

    from mjscore.cli import app as cli

    out = CliRunner().invoke(cli.app, ["score", "--explain", "-f", "text", "m123456789p123s55"]).stdout
    assert "Why these fans:" in out and "Not counted:" in out
    assert "+ Pure Straight (16) from 123m 456m 789m: 123, 456 and 789 of one suit" in out
    assert "- Short Straight (123m 456m): implied by Pure Straight (16)" in out


def test_every_generated_hand_explains_consistently():
    """On 2,000 generated hands: every counted fan is explained once, every not-counted fan is not
    counted with the same sets, and the JSON serialises."""
    for h in hands(2000, 11):
        s = RULE_SET.score(h, {"explain": True})
        ex = s.explained.to_dict()
        assert [c["id"] for c in ex["counted"]] == [f.id for f in s.fans]
        assert all(c["why"] for c in ex["counted"]) and all(n["why"] for n in ex["not_counted"])
        assert ex["arrangements"][0]["chosen"] and ex["arrangements"][0]["total"] == s.total
        json.dumps(ex)


def test_knitted_place_wait_counted_in_the_1998_variant():
    ex = api.score("147m258p36sEEECC9s", variant="1998", explain=True).to_dict()["explain"]
    c = entry(ex, "edge_wait", "counted")
    assert c["tiles"] == ["147m258p369s on 9s"] and "filling an end place" in c["why"]
    assert entry(ex, "edge_wait", "knitted_place") is None
