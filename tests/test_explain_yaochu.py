"""`score --explain` for Yaochu: one case per kind of ruling, with the explanation text checked (the
harness: tests/explain_harness.py; what every rule set shares: tests/test_explain.py).

Each case: a hand, the item the explanation must speak of, the ruling (``counted`` or the ``rule`` of a
``not_counted`` entry), the item named as counting instead (``by``), the sets or tiles shown, and words
the explanation must contain (in the JSON ``why`` and on the item's line of the text)."""

from __future__ import annotations


import pytest

from mjscore import api
from mjscore.cli import report
from mjscore.notation import parse_hand
from mjscore.rules import get
from tests.explain_harness import case_params, check_ruling, entry, explanation, text
from tests.values import copy_with

RULES = get("yaochu")

# id, line, item, ruling, by, tiles (None: not checked), words in "why"
CASES = [
    # -- counted: which sets / tiles make each item
    ("counted-base-all-pungs", "m111999p111s99EEE ron", "toitoi_honroutou", "counted", None,
     ["111m", "999m", "111p", "EEE", "99s"], "four pungs or kongs and a pair, every tile a 1, a 9 or an honor"),
    ("counted-sanankou", "m111999p111s99EEE ron", "sanankou", "counted", None, ["111m", "999m", "111p"],
     "three pungs or kongs that were neither claimed nor completed by a discard"),
    ("counted-suuankou", "m111999p111s99EEE tsumo", "suuankou", "counted", None, ["111m", "999m", "111p", "EEE"],
     "E completed EEE by self-draw on a pung wait (by ron it would be only Three Concealed Pungs)"),
    ("counted-suuankou-tanki", "EEESSSWWWNNNCC tsumo", "suuankou_tanki", "counted", None,
     ["EEE", "SSS", "WWW", "NNN", "CC"], "won on the pair CC (a single wait: it counts by ron or tsumo)"),
    ("counted-concealed-kong", "m111p99EEE[SSS](CCCC) tsumo rinshan", "sanankou", "counted", None,
     ["(CCCC)", "111m", "EEE"], "(a concealed kong counts)"),
    ("counted-rinshan", "m111p99EEE[SSS](CCCC) tsumo rinshan", "rinshan_kaihou", "counted", None, ["(CCCC)"],
     "self-drawn as the replacement tile after a kong"),
    ("counted-sankantsu", "EEECC[m1111][p9999](s1111) ron", "sankantsu", "counted", None,
     ["[1111m]", "[9999p]", "(1111s)"], "three kongs, concealed or not"),
    ("counted-shousangen", "m111PPPCC[FFF][p999] ron", "shousangen", "counted", None, ["[FFF]", "PPP", "CC"],
     "two dragon pungs and a pair of the third dragon"),
    ("counted-daisangen", "m11EEE[PPP][FFF][CCC] ron", "daisangen", "counted", None, ["[PPP]", "[FFF]", "[CCC]"],
     "a pung or kong of each of the three dragons"),
    ("counted-shousuushii", "EEESSSNN[WWW][p999] ron", "shousuushii", "counted", None,
     ["[WWW]", "EEE", "SSS", "NN"], "three wind pungs and a pair of the fourth wind"),
    ("counted-daisuushii", "EEESSSWWWNNNCC tsumo", "daisuushii", "counted", None, ["EEE", "SSS", "WWW", "NNN"],
     "a pung or kong of each of the four winds"),
    ("counted-honitsu", "EEESSSNN[WWW][p999] ron", "honitsu", "counted", None, None,
     "only honors and one suit (dots)"),
    ("counted-tsuuiisou-pungs", "EEESSSWWWNNNCC tsumo", "tsuuiisou", "counted", None, None,
     "honors only (+3 with pungs; +4 as seven pairs)"),
    ("counted-chinroutou", "m11199p111999s99m9 ron", "chinroutou", "counted", None, None,
     "only 1s and 9s, no honor at all"),
    ("counted-seven-pairs", "m1199p1199s1199EE ron", "chiitoitsu_honroutou", "counted", None,
     ["11m", "99m", "11p", "99p", "11s", "99s", "EE"], "seven different pairs"),
    ("counted-tsuuiisou-seven-pairs", "EESSWWNNPPFFCC tsumo", "tsuuiisou", "counted", None, None,
     "seven pairs of the seven honors (+4 in the Seven Pairs family; +3 with pungs)"),
    ("counted-kokushi", "m19p19s19ESWNPFEC ron chankan", "kokushi", "counted", None, ["19m19p19sEESWNPFC"],
     "one of each of the 13 terminal and honor kinds, and a second E"),
    ("counted-chankan", "m19p19s19ESWNPFEC ron chankan", "chankan", "counted", None, [],
     "won by robbing another player's kong, with Thirteen Orphans (the only hand it counts with)"),
    ("counted-dora-remainder", "m111999p111s99EEE ron dora=s1m9", "dora", "counted", None, ["1m ×3", "9s ×2"],
     "indicator 9m makes 1m dora (3 in the hand); indicator 1s makes 9s dora (2 in the hand): 5 dora tiles, "
     "one point per three: 1 point, 2 tiles left over (they score nothing)"),
    ("counted-dora-indicator-twice", "m111999p111s99EEE ron dora=m9m9E", "dora", "counted", None, ["1m ×3"],
     "indicator 9m ×2 makes 1m dora (3 in the hand, counted 2 times); indicator E makes S dora (0 in the hand): "
     "6 dora tiles, one point per three: 2 points"),
    ("counted-tenhou", "m111999p111s99EEE tsumo seat=E tenhou", "tenhou", "counted", None, [],
     "the dealer (seat E) won on the 14 tiles dealt"),
    ("counted-chiihou", "m111999p111s99EEE tsumo seat=S chiihou", "chiihou", "counted", None, [],
     "a non-dealer won on the first self-drawn tile"),
    # -- not counted: ladders (the higher rung is named)
    ("ladder-sanankou-by-suuankou", "m111999p111s99EEE tsumo", "sanankou", "ladder", "suuankou",
     ["111m", "999m", "111p", "EEE"],
     "Four Concealed Pungs (4) counts instead: on the ladder sanankou < suuankou < suuankou_tanki only the "
     "highest rung counts"),
    ("ladder-suuankou-by-tanki", "EEESSSWWWNNNCC tsumo", "suuankou", "ladder", "suuankou_tanki", None,
     "Four Concealed Pungs, Single Wait (7) counts instead"),
    ("ladder-sankantsu-by-suukantsu", "C[m1111][p9999](s1111)[EEEE] C tsumo rinshan", "sankantsu", "ladder",
     "suukantsu", ["[1111m]", "[9999p]", "(1111s)", "[EEEE]"],
     "Four Kongs (5) counts instead: on the ladder sankantsu < suukantsu only the highest rung counts"),
    ("ladder-shousangen-by-daisangen", "m11EEE[PPP][FFF][CCC] ron", "shousangen", "ladder", "daisangen",
     ["[PPP]", "[FFF]", "[CCC]"], "Big Three Dragons (2) counts instead: on the ladder shousangen < daisangen"),
    ("ladder-shousuushii-by-daisuushii", "EEESSSWWWNNNCC tsumo", "shousuushii", "ladder", "daisuushii",
     ["EEE", "SSS", "WWW", "NNN"], "Big Four Winds (5) counts instead: on the ladder shousuushii < daisuushii"),
    # -- not counted: concealment
    ("completed-by-discard", "m111999p111s99EEE ron", "suuankou", "completed_by_discard", "sanankou", ["EEE"],
     "EEE was completed by the discarded E (ron), so it is not a concealed pung: only 3 concealed pungs; "
     "Three Concealed Pungs (2) counts instead"),
    ("completed-by-discard-terminal", "m11199p111999s99m9 ron", "suuankou", "completed_by_discard", "sanankou",
     ["999m"], "999m was completed by the discarded 9m (ron)"),
    ("claimed-pung", "m111999PPPCC[p999] tsumo", "suuankou_tanki", "claimed", "sanankou", ["[999p]"],
     "[999p] was claimed: a claimed pung or exposed kong is not concealed, so only 3 concealed pungs; "
     "Three Concealed Pungs (2) counts instead"),
    ("claimed-pung-no-concealed-item", "m111PPPCC[FFF][p999] ron", None, None, None, None, None),
    # -- not counted: dora under three tiles
    ("dora-none-in-hand", "p11WWPPPW[SSS][p999] ron dora=s1", "dora", "per_three", None, [],
     "indicator 1s makes 9s dora (0 in the hand): 0 dora tiles; dora scores one point per three tiles, so "
     "nothing here"),
    ("dora-two-tiles", "m111999p111s99EEE ron dora=s1", "dora", "per_three", None, ["9s ×2"],
     "indicator 1s makes 9s dora (2 in the hand): 2 dora tiles; dora scores one point per three tiles"),
]


def _explain(line: str, **options) -> dict:
    return explanation(line, "yaochu", **options)


def _text(line: str, **options) -> str:
    return text(line, "yaochu", **options)


@case_params(CASES)
def test_ruling(line, item, ruling, by, tiles, words):
    if ruling is None:
        # A hand that merely has claimed melds gets no concealment ruling at all.
        ex = _explain(line)
        assert not [n for n in ex["not_counted"] if n["rule"] in ("claimed", "completed_by_discard")], ex
        return
    check_ruling("yaochu", line, item, ruling, by, tiles, words)


def test_every_counted_item_is_explained_and_matches_the_score():
    for _, line, *_ in CASES:
        r = api.score(line, rules="yaochu", explain=True)
        if r.fields["scoring"] != "points":
            continue
        ex = r.fields["explain"]
        assert [(c["id"], c["points"], c["count"]) for c in ex["counted"]] == \
               [(i["id"], i["points"], i["count"]) for i in r.fields["items"]]
        assert all(c["why"] for c in ex["counted"])


def test_chankan_outside_thirteen_orphans_scores_nothing():
    # The notation refuses chankan when the hand holds another copy of the winning tile (so every All
    # Pungs or Seven Pairs win); the rule set itself still explains the ruling for a hand built directly.
    hand = parse_hand("m111999p111s99EEE ron")
    hand = copy_with(hand, conditions=copy_with(hand.conditions, chankan=True))
    s = RULES.score(hand, {"explain": True})
    e = entry(s.to_dict()["explain"], "chankan", "only_thirteen_orphans")
    assert e is not None and e["by"] is None
    words = ("the hand was won by robbing a kong, but Robbing a Kong counts only with Thirteen Orphans; this is a "
             "All Pungs hand")
    assert e["why"] == words
    assert f"  - Robbing a Kong: {words}" in s.explanation()


def test_flat_scoring_note():
    ex = _explain("m111999p111s99EEE tsumo", scoring="flat")
    assert ex["notes"][0:1] == ["--scoring flat: every win is 1 point; the items above are shown for information "
                           "(the point table would give 7)"]
    assert "--scoring flat: every win is 1 point" in _text("m111999p111s99EEE tsumo", scoring="flat")


def test_tenhou_lists_the_readings_and_picks_the_best():
    line = "m111999p111s99EEE tsumo seat=E tenhou"
    ex = _explain(line)
    arr = ex["arrangements"]
    assert [a["win"] for a in arr] == ["on 1m, completing 111m", "on 9m, completing 999m", "on 1p, completing 111p",
                                       "on the pair 99s", "on E, completing EEE"]
    assert [a["chosen"] for a in arr] == [False, False, False, True, False]
    assert [a["total"] for a in arr] == [11, 11, 11, 14, 11]
    text = _text(line)
    assert "Readings considered (the highest total counts):" in text
    assert ("  * 111m 999m 111p EEE 99s, won on the pair 99s: 14 points: All Pungs + All Terminals and Honors, "
            "Four Concealed Pungs, Single Wait, Blessing of Heaven") in text
    assert ("tenhou: no tile of a dealt hand is the last one, so each may be read as the winning tile; the best "
            "reading counts: won on the pair 99s") in text


def test_json_arrangement_of_one_reading():
    ex = _explain("m111999p111s99EEE ron dora=s1")
    assert ex["arrangements"] == [{"decomposition": ["111m", "999m", "111p", "EEE", "99s"],
                                   "win": "on E, completing EEE", "total": 5,
                                   "items": [{"id": "toitoi_honroutou", "count": 1}, {"id": "sanankou", "count": 1}],
                                   "chosen": True}]


def test_explain_never_fails_on_the_bruteforce_corpus():
    # Every hand the rule set scores can be explained; the counted items are exactly the score's items,
    # and explaining changes nothing in the score.
    from tests.test_yaochu_bruteforce import corpus

    kinds = {}
    for hand, calls in corpus(3000, seed=7):
        options = {"calls": calls}
        try:
            RULES.check(hand, options)
            plain = RULES.score(hand, options)
        except Exception:
            continue
        s = RULES.score(hand, {**options, "explain": True})
        assert s.items == plain.items and s.total == plain.total
        ex = s.to_dict()["explain"]
        assert [(c["id"], c["count"]) for c in ex["counted"]] == [(r.id, r.count) for r in s.items]
        assert sum(a["chosen"] for a in ex["arrangements"]) == 1
        assert s.explanation()[0] == "Why these items:"
        for n in ex["not_counted"]:
            kinds[n["rule"]] = kinds.get(n["rule"], 0) + 1
    assert set(kinds) >= {"ladder", "completed_by_discard", "claimed", "only_thirteen_orphans", "per_three"}, kinds


@pytest.mark.parametrize("line, note", [
    ("m11EEE[PPP][FFF][CCC] ron seat=E",
     "no yakuhai in Yaochu: a pung of a dragon or of the seat / round wind ([PPP] [FFF] [CCC] EEE) scores nothing "
     "by itself"),
    ("m111999p111s99EEE tsumo seat=S round=S",
     "no menzen tsumo in Yaochu: a self-drawn win with a concealed hand scores nothing by itself"),
    ("m111999p111s99EEE ron last-draw seat=S round=S",
     "no haitei / houtei in Yaochu: winning on the last tile scores nothing by itself"),
], ids=["yakuhai", "menzen-tsumo", "haitei"])
def test_riichi_yaku_yaochu_does_not_use_are_noted(line, note):
    assert note in _explain(line)["notes"]
    assert "  " + note in report.score_text(api.score(line, rules="yaochu", explain=True), explain=True)


def test_no_readings_list_when_every_reading_scores_the_same():
    ex = _explain("m19p19s19ESWNPFCE tsumo tenhou seat=E")
    assert len(ex["arrangements"]) == 13 and len({a["total"] for a in ex["arrangements"]}) == 1
    text = _text("m19p19s19ESWNPFCE tsumo tenhou seat=E")
    assert "Readings considered" not in text and "tenhou: no tile" not in text
