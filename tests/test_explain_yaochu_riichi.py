"""`score -r yaochu --scoring riichi --explain`: the yaku engine's explanation (each yaku with the sets
that make it, from the yaku rows), the shared yaku rulings, and fu, han and points line by line
(the harness: tests/explain_harness.py)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from mjscore import api
from mjscore.rules import get
from tests.explain_harness import case_params, check_ruling, entry, explanation, text

RIICHI = {"scoring": "riichi"}
ROOT = Path(__file__).resolve().parent.parent

# id, line, yaku, ruling, by, tiles (None: not checked), words in "why"
CASES = [
    # -- counted: which sets / tiles make each yaku
    ("counted-toitoi", "m111999p111s99EEE ron", "toitoi", "counted", None, ["111m", "999m", "111p", "EEE", "99s"],
     "four pungs or kongs and a pair, no chow"),
    ("counted-sanankou", "m111999p111s99EEE ron", "sanankou", "counted", None, ["111m", "999m", "111p"],
     "three pungs or kongs that were neither claimed nor completed by a discard"),
    ("counted-seat-wind", "m111999p111s99EEE ron", "yakuhai_seat", "counted", None, ["EEE"],
     "a pung of the seat wind E (East)"),
    ("counted-dragon", "m111PPPCC[FFF][p999] ron", "yakuhai_white", "counted", None, ["PPP"],
     "a pung of the White dragon (P)"),
    ("counted-shousangen", "m111PPPCC[FFF][p999] ron", "shousangen", "counted", None, ["[FFF]", "PPP", "CC"],
     "two dragon pungs and a pair of the third dragon"),
    ("counted-seven-pairs", "m1199p1199s1199EE ron", "chiitoitsu", "counted", None,
     ["11m", "99m", "11p", "99p", "11s", "99s", "EE"], "seven different pairs, concealed"),
    ("counted-dora-yaochu-order", "m111999p111s99EEE ron seat=S dora=s1", "dora", "counted", None, ["9s ×2"],
     "indicator 1s makes 9s dora (2 in the hand): 2 han (dora add han to a hand that has a yaku)"),
    ("counted-yakuman", "EEESSSWWWNNNCC tsumo seat=S", "daisuushii", "counted", None, ["EEE", "SSS", "WWW", "NNN"],
     "a pung or kong of each of the four winds; a double yakuman, counted alone"),
    # -- not counted
    ("completed-by-discard", "m111999p111s99EEE ron", "suuankou", "completed_by_discard", "sanankou", ["EEE"],
     "EEE was completed by the discarded E (ron), so it is not a concealed pung: only 3 concealed pungs; "
     "Sanankou counts instead"),
    ("replaced", "EEESSSWWWNNNCC tsumo seat=S", "suuankou", "replaced", "suuankou_tanki", [],
     "Suuankou tanki counts instead: it replaces Suuankou"),
    ("yakuman-alone", "EEESSSWWWNNNCC tsumo seat=S", "toitoi", "yakuman_alone", "suuankou_tanki", [],
     "Suuankou tanki is a yakuman: it counts alone, without the other yaku"),
    ("yakuman-alone-dora", "EEESSSWWWNNNCC tsumo seat=S dora=E", "dora", "yakuman_alone", "suuankou_tanki",
     ["S ×3"], "indicator E makes S dora (3 in the hand): Suuankou tanki is a yakuman, "
     "counted alone: dora add nothing to it"),
    ("needs-concealed", "m111999PPPCC[p999] tsumo", "menzen_tsumo", "needs_concealed", None, ["[999p]"],
     "Menzen tsumo needs a concealed hand; [999p] was claimed"),
]


@case_params(CASES)
def test_ruling(line, item, ruling, by, tiles, words):
    check_ruling("yaochu", line, item, ruling, by, tiles, words, scoring="riichi")


@pytest.mark.parametrize("line, notes", [
    ("m111999p111s99EEE ron",
     ["fu: base 20 + closed ron 10 + concealed pung 8 + concealed pung 8 + concealed pung 8 + open pung 4 = 58, "
      "rounded up to 60",
      "han: 8 from the yaku",
      "8 han 60 fu: baiman, basic points 4000",
      "ron by the dealer: the discarder pays 4000 × 6, rounded up to 100: 24000",
      "total: 24000 points"]),
    ("m1199p1199s1199EE ron seat=S",
     ["fu: chiitoitsu 25",
      "han: 4 from the yaku",
      "4 han 25 fu: basic points 25 × 2^(2 + 4) = 1600",
      "ron by a non-dealer: the discarder pays 1600 × 4, rounded up to 100: 6400",
      "total: 6400 points"]),
    ("m111999p111s99EEE ron seat=S round=S dora=s1",
     ["fu: base 20 + closed ron 10 + concealed pung 8 + concealed pung 8 + concealed pung 8 + open pung 4 = 58, "
      "rounded up to 60",
      "han: 6 from the yaku + 2 dora = 8 han",
      "8 han 60 fu: baiman, basic points 4000",
      "ron by a non-dealer: the discarder pays 4000 × 4, rounded up to 100: 16000",
      "total: 16000 points"]),
    ("EEESSSWWWNNNCC tsumo seat=S",
     ["5x yakuman: fu and dora do not matter",
      "tsumo by a non-dealer: the dealer pays 40000 × 2 and each other player 40000, rounded up to 100: 80000 "
      "and 40000",
      "total: 160000 points"]),
    ("m19p19s19ESWNPFCC ron",
     ["a 13-sided wait on Thirteen Orphans is no double yakuman in Yaochu: it counts as Thirteen Orphans",
      "yakuman: fu and dora do not matter",
      "ron by the dealer: the discarder pays 8000 × 6, rounded up to 100: 48000",
      "total: 48000 points"]),
    ("m111999p111s999EE tsumo seat=S round=S",
     ["double yakuman: fu and dora do not matter",
      "tsumo by a non-dealer: the dealer pays 16000 × 2 and each other player 16000, rounded up to 100: 32000 "
      "and 16000",
      "total: 64000 points"]),
], ids=["fu-han-baiman", "seven-pairs-25-fu", "dora-han", "yakuman-tsumo", "thirteen-sided-single-yakuman",
        "double-yakuman-in-players-words"])
def test_fu_han_and_points_notes(line, notes):
    r = api.score(line, rules="yaochu", explain=True, **RIICHI)
    assert r.fields["explain"]["notes"] == notes
    assert r.fields["value"] == int(notes[-1].split()[1])
    lines = r.detail.explanation()
    assert all(n in lines for n in notes)


def test_tenhou_lists_the_readings_and_picks_the_most_points():
    line = "m111999p111s99EEE tsumo seat=E tenhou"
    ex = explanation(line, "yaochu", **RIICHI)
    arr = ex["arrangements"]
    assert [a["win"] for a in arr] == [
        "on 1m, completing 111m (a pung wait on two pairs)", "on 9m, completing 999m (a pung wait on two pairs)",
        "on 1p, completing 111p (a pung wait on two pairs)", "on the pair 99s",
        "on E, completing EEE (a pung wait on two pairs)"]
    assert [(a["han"], a["fu"], a["chosen"]) for a in arr] == [
        (26, 60, False), (26, 60, False), (26, 60, False), (39, 60, True), (26, 60, False)]
    t = text(line, "yaochu", **RIICHI)
    assert "Arrangements considered (the most points count):" in t
    assert "  * 111m 999m 111p EEE 99s, won on the pair 99s: 39 han 60 fu: Suuankou tanki, Tenhou" in t


def test_no_arrangements_list_when_there_is_one_reading():
    assert "Arrangements considered" not in text("m111999p111s99EEE ron", "yaochu", **RIICHI)


def test_counted_yaku_are_the_score_rows_on_generated_hands():
    """Every hand of the Yaochu corpus explains under --scoring riichi: the counted entries are the
    score's rows (yaku and dora), every entry says why, one arrangement is chosen, and explaining
    changes nothing in the score."""
    from tests.test_yaochu_bruteforce import corpus

    rules = get("yaochu")
    kinds: dict[str, int] = {}
    done = 0
    for hand, calls in corpus(1500, seed=11):
        options = {"calls": calls, "scoring": "riichi"}
        try:
            rules.check(hand, options)
            plain = rules.score(hand, options)
        except Exception:
            continue
        done += 1
        s = rules.score(hand, {**options, "explain": True})
        d = s.to_dict()
        ex = d.pop("explain")
        assert d == plain.to_dict()
        assert sorted((c["id"], c["han"], c["count"]) for c in ex["counted"]) == \
               sorted((r.id, r.points, r.count) for r in s.items)
        assert all(c["why"] for c in ex["counted"]) and all(n["why"] for n in ex["not_counted"])
        assert sum(a["chosen"] for a in ex["arrangements"]) == 1
        assert any(n.startswith("total: ") for n in ex["notes"])
        json.dumps(ex)
        for n in ex["not_counted"]:
            kinds[n["rule"]] = kinds.get(n["rule"], 0) + 1
    assert done > 500
    assert set(kinds) >= {"replaced", "completed_by_discard", "yakuman_alone"}, kinds


def test_cli_explains_yaochu_riichi():
    # Through the real command line (it used to print no explanation at all).
    out = subprocess.run([sys.executable, "-m", "mjscore", "score", "-r", "yaochu", "--scoring", "riichi",
                          "--explain", "-f", "text", "m111999p111s99EEE ron"],
                         capture_output=True, text=True, cwd=ROOT, check=True).stdout
    assert "  Why these yaku:" in out
    # named as riichi names them: romaji, the English gloss in the brackets
    assert "    + Toitoi (All pungs, 2 han) from 111m 999m 111p EEE 99s: four pungs or kongs and a pair, no chow" in out
    assert "    + Yakuhai: seat wind (Seat wind, 1 han) from EEE: a pung of the seat wind E (East)" in out
    assert "  8 han 60 fu: baiman, basic points 4000" in out
    line = subprocess.run([sys.executable, "-m", "mjscore", "score", "-r", "yaochu", "--scoring", "riichi",
                           "--explain", "-f", "jsonl", "m111999p111s99EEE ron"],
                          capture_output=True, text=True, cwd=ROOT, check=True).stdout
    e = entry(json.loads(line)["explain"], "toitoi", "counted")
    assert e["tiles"] == ["111m", "999m", "111p", "EEE", "99s"] and e["han"] == 2
    assert (e["name"], e["english"]) == ("Toitoi", "All pungs")  # (the English gloss, as the score's row has it)
    e = entry(json.loads(line)["explain"], "suuankou", "completed_by_discard")
    assert (e["name"], e["english"]) == ("Suuankou", "Four concealed pungs")
