"""`mjscore discard` on written lines, with the real rule sets scoring the waits.

The scores of the waits are checked against `mjscore.score` on the completed line written out here
(kept tiles, then the winning tile), so these tests check what the discard engine adds: which tiles
are left, the order, the averaging, the words refused before a win, the JSON fields and the table.
"""

from __future__ import annotations

import json

import pytest

from mjscore import validate
from mjscore.api import score
from mjscore.analysis.discard import NOT_BEFORE_A_WIN, analyse, check_words, discard_hand, tiles_left
from mjscore.errors import InvalidHandError
from mjscore.notation import parse_hand
from mjscore.cli.report_discard import discard_lines, discard_text
from mjscore.rules import get
from mjscore.tiles import from_name, name


def run(line: str, rules: str = "mcr", **options):
    """The steps the `discard` command takes: the words, the parse, the checks, the analysis."""
    check_words(line)
    hand = discard_hand(parse_hand(line))
    validate.check(hand, rules)
    rule_set = get(rules)
    rule_set.check(hand, options)
    checks = [validate.check_consistency, lambda done: validate.check(done, rules)]
    return hand, analyse(hand, rule_set, options, rules, checks)


def by_tile(found) -> dict[str, object]:
    return {name(d.tile): d for d in found.discards}


# --- order, tiles left, value -------------------------------------------------------------------------

TABLE = [
    # id, rules, line, the discards in order (first ones), shanten of the 14
    ("mcr_shanpon_after_east", "mcr", "m123 p456 s789 m55 E C C", ["E", "5m", "1m", "4p"], 0),
    ("mcr_false_win_still_ready", "mcr", "m123 m456 p234 s67 S S p9", ["9p"], 0),
    ("mcr_knitted_straight", "mcr", "m147 p258 s369 m234 E W", ["E", "W"], 0),
    ("mcr_honors_and_knitted", "mcr", "m147 p258 s36 E S W N C C", ["C"], 0),
    ("mcr_seven_pairs_with_four", "mcr", "m1111 p22 p33 s44 E E C S", ["S", "C"], 0),
    ("mcr_complete_hand", "mcr", "m123 p456 s789 m55 E E E", None, -1),
    ("fliosen_two_sided", "fliosen", "m234 p345 s456 m67 p55 E", ["E"], 0),
    ("yaochu_pungs", "yaochu", "m111 p999 s111 E E S S N", ["N"], 0),
    ("yaochu_far", "yaochu", "m1 m9 p1 p9 s1 s9 E S W N P F C C", None, -1),
    ("far_from_ready", "fliosen", "m1 m4 m7 p2 p5 p8 s3 s6 s9 E S W N P", None, 6),
]


@pytest.mark.parametrize("rules,line,first,shanten", [c[1:] for c in TABLE], ids=[c[0] for c in TABLE])
def test_order_and_shanten(rules, line, first, shanten):
    _, found = run(line, rules)
    assert found.shanten == shanten
    tiles = [name(d.tile) for d in found.discards]
    if first is not None:
        assert tiles[:len(first)] == first
    # docs/cli.md's order: lower shanten, more tiles left, higher value among ready discards, tile order.
    keys = [(d.shanten, -d.left, -(d.value or 0) if d.shanten == 0 else 0, d.tile) for d in found.discards]
    assert keys == sorted(keys)
    assert min(d.shanten for d in found.discards) == max(shanten, 0)
    assert len(tiles) == len(set(tiles))


def completed(hand, discard: str, wait: str) -> str:
    """The kept tiles with the winning tile written last (concealed hands only)."""
    kept = list(hand.tiles)
    kept.remove(from_name(discard))
    return " ".join(name(t) for t in kept) + " " + wait


@pytest.mark.parametrize("rules,line", [
    ("mcr", "123m 456p 789s 55m E C C"),
    ("mcr", "123m 456m 234p 67s S S 9p"),
    ("mcr", "234m 345p 456s 67m 55p E seat=S round=S"),
    ("fliosen", "234m 345p 456s 67m 55p E"),
    ("fliosen", "234m 345p 456s 67m 55p E riichi dora=4m"),
    ("yaochu", "111m 999p 111s E E S S N"),
], ids=["mcr_shanpon", "mcr_false_win", "mcr_seat_round", "fliosen", "fliosen_riichi_dora", "yaochu"])
def test_waits_are_scored_and_averaged(rules, line):
    hand, found = run(line, rules)
    words = " ".join(w for w in line.split() if "=" in w or w.isalpha() and w.islower())
    ready = [d for d in found.discards if d.shanten == 0]
    assert ready
    for d in ready:
        assert [w.tile for w in d.waits] == [i.tile for i in d.improving]
        for w in d.waits:
            text = completed(hand, name(d.tile), name(w.tile))
            for tsumo, got in ((False, w.ron), (True, w.tsumo)):
                want = score(f"{text} {words} {'tsumo' if tsumo else 'ron'}".strip(), rules).detail
                assert got.to_dict() == want.to_dict()
            ron = score(f"{text} {words}".strip(), rules).detail
            if rules == "mcr":
                worth = ron.total if ron.is_win else 0  # a false win (under 8) wins nothing
            elif rules == "fliosen":
                worth = 0 if ron.foul else ron.value
            else:
                worth = ron.total
            assert w.ron_score == worth
        total = sum(w.left for w in d.waits)
        assert d.value == round(sum(w.left * w.ron_score for w in d.waits) / total, 2)


def test_mcr_false_win_counts_nothing():
    _, found = run("m123 m456 p234 s67 S S p9")
    best = found.best
    assert name(best.tile) == "9p" and best.waits
    assert all(not w.ron.is_win and w.ron_score == 0 for w in best.waits)
    assert best.value == 0


def test_seen_tiles_lower_the_counts_and_change_the_order():
    _, plain = run("m123 p456 s789 m55 E C C")
    _, seen = run("m123 p456 s789 m55 E C C seen=m5m5")
    assert {name(i.tile): i.left for i in by_tile(plain)["E"].improving} == {"5m": 2, "C": 2}
    assert {name(i.tile): i.left for i in by_tile(seen)["E"].improving} == {"5m": 0, "C": 2}
    assert by_tile(seen)["E"].left == 2
    # With both other 5m seen, the single 5m wait is worth nothing more than C alone.
    assert by_tile(seen)["E"].value == next(w.ron_score for w in by_tile(seen)["E"].waits if name(w.tile) == "C")
    # Seen tiles never make a count negative.
    _, over = run("m123 p456 s789 m55 E C C seen=m5m5m5m5")
    assert by_tile(over)["E"].improving[0].left == 0


def test_tiles_left_counts_melds_and_seen():
    hand = discard_hand(parse_hand("m55 p456 E C C [m123] [p444] seen=m5m5m5"))
    left = tiles_left(hand)
    assert left[from_name("5m")] == 0  # 2 held + 3 seen: never below 0
    assert left[from_name("4p")] == 0  # 1 held + 3 in the pung
    assert left[from_name("3m")] == 3  # 1 in the chow
    assert left[from_name("6p")] == 3
    assert left[from_name("1p")] == 4


def test_more_tiles_left_first():
    # Discarding 1p waits on 2m and 5m (6 tiles left); discarding 2m or 5m waits on 1p alone (3).
    _, found = run("m2345 p456 s789 S S S p1", "fliosen")
    assert [name(d.tile) for d in found.discards[:3]] == ["1p", "2m", "5m"]
    assert [d.left for d in found.discards[:3]] == [6, 3, 3]
    assert [d.shanten for d in found.discards[:4]] == [0, 0, 0, 1]


def test_a_winning_line_lists_every_discard():
    _, found = run("m123 p456 s789 m55 E E E")
    assert found.shanten == -1
    assert sorted(name(d.tile) for d in found.discards) == ["1m", "2m", "3m", "4p", "5m", "5p", "6p", "7s", "8s",
                                                            "9s", "E"]
    assert all(d.shanten == 0 for d in found.discards)


def test_red_five_is_kept():
    # Two 5p, one red: discarding 5p keeps the red one, so each completion still counts its aka dora.
    _, found = run("m234 p345 s456 m67 p0 p5 E", "fliosen")
    d = by_tile(found)["E"]
    assert d.shanten == 0
    discard_5p = by_tile(found)["5p"]
    for w in discard_5p.waits:
        assert any(y["id"] == "aka_dora" for y in w.ron.to_dict()["yaku"])


# --- the question refused -----------------------------------------------------------------------------

REFUSED = [
    ("tsumo", "mcr", "m123 p456 s789 m55 E C C tsumo", "tsumo"),
    ("ron", "mcr", "m123 p456 s789 m55 E C C ron", "ron"),
    ("zimo", "mcr", "m123 p456 s789 m55 E C C zimo", "zimo"),
    ("win", "mcr", "m123 p456 s789 m55 E C C win=E", "win=E"),
    ("last_tile", "mcr", "m123 p456 s789 m55 E C C last-tile", "last-tile"),
    ("last_draw", "fliosen", "m123 p456 s789 m55 E C C last-draw", "last-draw"),
    ("chankan", "mcr", "m123 p456 s789 m55 E S C chankan", "chankan"),
    ("ippatsu", "fliosen", "m123 p456 s789 m55 E C C riichi ippatsu", "ippatsu"),
    ("ura", "fliosen", "m123 p456 s789 m55 E C C riichi ura=m1", "ura=m1"),
]


@pytest.mark.parametrize("rules,line,word", [c[1:] for c in REFUSED], ids=[c[0] for c in REFUSED])
def test_words_about_the_win_are_refused(rules, line, word):
    with pytest.raises(InvalidHandError) as e:
        run(line, rules)
    assert e.value.column == line.index(word) + 1
    assert repr(word) in e.value.message and f"column {e.value.column}" in e.value.message
    assert "before the win" in e.value.message and "\n" not in e.value.message


def test_refused_words_cover_the_win_conditions():
    assert set(NOT_BEFORE_A_WIN) == {"tsumo", "win", "last_tile", "last_draw", "rinshan", "chankan", "ippatsu",
                                     "tenhou", "chiihou", "ura"}


def test_thirteen_tiles_refused():
    with pytest.raises(InvalidHandError, match="13 tiles; discard is asked of a 14-tile hand"):
        run("m123 p456 s789 m55 E C")


def test_conditions_that_score_are_kept():
    _, found = run("m234 p345 s456 m67 p55 E seat=S round=S seen=m1 dora=E", "fliosen")
    assert found.shanten == 0


# --- output -------------------------------------------------------------------------------------------


def test_json_fields():
    _, found = run("m123 p456 s789 m55 E C C seen=C")
    d = found.to_dict()
    json.dumps(d)  # plain data
    assert list(d) == ["shanten", "discards"]
    first, later = d["discards"][0], d["discards"][1]
    assert list(first) == ["tile", "shanten", "improving", "left", "waits", "value"]
    assert first["tile"] == "E" and first["improving"] == [{"tile": "5m", "left": 2}, {"tile": "C", "left": 1}]
    assert first["left"] == 3
    assert [list(w) for w in first["waits"]] == [["tile", "left", "score", "ron", "tsumo"]] * 2
    assert first["waits"][1]["left"] == 1 and first["waits"][1]["ron"]["total"] == first["waits"][1]["score"]["ron"]
    assert later["waits"] == [] and later["value"] is None


def test_text_table():
    hand, found = run("m123 p456 s789 m55 E C C")
    lines = discard_lines(found)
    assert lines[0].strip() == "ready after the best discard (shanten 0)"
    assert lines[1].split() == ["discard", "shanten", "left", "value", "best", "wait", "improving"]
    assert lines[2].split()[1:] == ["E", "0", "4", "11", "C", "12", "5m×2", "C×2"]
    assert lines[2].split()[0] == "\U0001F000"  # the East tile glyph
    assert len(lines) == 2 + len(found.discards)
    plain = discard_lines(found, ascii=True)
    assert plain[2].split()[0] == "E" and all(ord(ch) < 0x1F000 for line in plain for ch in line)
    coloured = discard_lines(found, color=True)
    assert "\x1b[1m" in coloured[2] and "\x1b[" not in coloured[3].replace("\x1b[0m", "")


def test_text_of_a_result():
    from types import SimpleNamespace

    hand, found = run("m123 p456 s789 m55 E C C")
    result = SimpleNamespace(ok=True, parsed=hand, hand="123m456p789s55mECC", detail=found, error=None)
    text = discard_text(result, ascii=True)
    assert text.splitlines()[0] == "123m456p789s55mECC"
    error = SimpleNamespace(ok=False, error={"message": "x: bad"})
    assert discard_text(error) == "error: x: bad"
