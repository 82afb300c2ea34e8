"""Yaochu waits through the API: for generated 13-tile lines, `mjscore.api.waits(line, rules="yaochu")`
lists exactly the tiles that complete the hand, each with the ron and tsumo totals of the independent brute-force scorer
of tests/test_yaochu_bruteforce.py ("add each of the 34 tiles and score it").

The hands are terminals and honors only, with claimed pungs, exposed and concealed kongs, some not ready
(a tile swapped, or drawn at random from the 52-tile wall), with the conditions waits must carry over to
each completion (seat, round, dora, rinshan, chankan, tenhou, chiihou, last-draw) and each option.
A tile the hand already holds four times cannot be drawn and is not a wait.
"""

from __future__ import annotations

import random
from collections import Counter

from mjscore import api
from mjscore.errors import MjscoreError
from mjscore.hand import Conditions, Hand, Meld
from tests.handgen import yaochu_thirteen
from tests.test_yaochu_bruteforce import oracle
from tests.values import copy_with

N = 5000
SEED = 20261130
LETTERS = "ESWNPFC"


# ---------------------------------------------------------------- writing a Hand as a line (no product code)

def tile_text(tiles) -> str:
    out = []
    for s, letter in enumerate("mps"):
        ranks = "".join(str(t % 9 + 1) for t in sorted(tiles) if t // 9 == s and t < 27)
        if ranks:
            out.append(ranks + letter)
    out.append("".join(LETTERS[t - 27] for t in sorted(tiles) if t >= 27))
    return "".join(out)


def meld_text(m: Meld) -> str:
    body = tile_text(m.tiles)
    return f"({body})" if m.concealed else f"[{body}]"


def line_of(hand: Hand, scoring: str) -> str:
    c = hand.conditions
    words = [tile_text(hand.tiles) + "".join(meld_text(m) for m in hand.melds),
             f"seat={LETTERS[c.seat - 27]}", f"round={LETTERS[c.round - 27]}"]
    if c.dora:
        words.append("dora=" + tile_text(c.dora) if len(set(c.dora)) == len(c.dora)
                     else "dora=" + "".join(tile_text([t]) for t in c.dora))
    # (no `tsumo`: waits scores each wait both ways and refuses the word, issue 24 item 11)
    for flag, word in (("rinshan", "rinshan"), ("chankan", "chankan"),
                       ("tenhou", "tenhou"), ("chiihou", "chiihou"), ("last_draw", "last-draw")):
        if getattr(c, flag):
            words.append(word)
    return " ".join(words)


# ---------------------------------------------------------------- the expected waits

def complete(hand: Hand, t: int, tsumo: bool) -> Hand:
    c = copy_with(hand.conditions, tsumo=tsumo)
    return Hand(tiles=tuple(sorted(hand.tiles + (t,))), win=t, melds=hand.melds, conditions=c)


def contradicts(hand: Hand) -> bool:
    """The notation's contradictions between the conditions and a completed hand (docs/notation.md)."""
    c = hand.conditions
    other_copy = hand.tiles.count(hand.win) > 1
    return bool(c.chankan and (c.tsumo or other_copy) or c.rinshan and not c.tsumo
                or (c.tenhou or c.chiihou) and not c.tsumo)


def expected_total(hand: Hand, calls: str, scoring: str):
    """The brute-force total of a completed hand, or None when the rules refuse it."""
    if contradicts(hand):
        return None
    kind, _, best = oracle(hand, calls)
    if kind != "ok":
        return None
    return 1 if scoring == "flat" else sum(p * n for p, n in best[0].values())


def expected_waits(hand: Hand, calls: str, scoring: str) -> dict[int, tuple]:
    held = Counter(hand.tiles + tuple(t for m in hand.melds for t in m.tiles))
    bare = copy_with(hand, conditions=Conditions())
    out = {}
    for t in range(34):
        if held[t] >= 4:
            continue  # cannot be drawn
        if oracle(complete(bare, t, False), "all")[0] != "ok":
            continue  # no winning shape (or not a Yaochu tile)
        out[t] = (expected_total(complete(hand, t, False), calls, scoring),
                  expected_total(complete(hand, t, True), calls, scoring))
    return out


def product_waits(line: str, calls: str, scoring: str) -> tuple[dict[int, tuple], dict]:
    r = api.waits(line, rules="yaochu", calls=calls, scoring=scoring)
    d = r.to_dict()

    def total(outcome):
        return None if isinstance(outcome, MjscoreError) else outcome.total

    found = r.detail.waits if hasattr(r.detail, "waits") else r.detail
    return {w.tile: (total(w.ron), total(w.tsumo)) for w in found}, d


def test_waits_agree_with_adding_each_tile():
    rng = random.Random(SEED)
    stats = Counter()
    totals = Counter()
    for k in range(N):
        hand, calls = yaochu_thirteen(rng)
        scoring = "flat" if rng.random() < 0.05 else "points"
        line = line_of(hand, scoring)
        want = expected_waits(hand, calls, scoring)
        got, d = product_waits(line, calls, scoring)
        assert got == want, (k, line, calls, scoring, want, got)
        assert d["tenpai"] == bool(want)
        assert [w["tile"] for w in d["waits"]] == [tile_text([t]) if t < 27 else LETTERS[t - 27] for t in
                                                   sorted(want)] or not want
        if want:
            stats["ready"] += 1
            stats["waits"] += len(want)
            stats["refused"] += sum(v is None for pair in want.values() for v in pair)
            totals.update(v for pair in want.values() for v in pair if v is not None)
            stats["multi-sided"] += len(want) > 1
        else:
            stats["not ready"] += 1
            assert d["shanten"] >= 1
        if hand.melds:
            stats["with melds"] += 1
        held = Counter(hand.tiles + tuple(t for m in hand.melds for t in m.tiles))
        stats["four held"] += 4 in held.values()
    print("\n", dict(stats), "\ntotals", dict(sorted(totals.items())))
    assert stats["ready"] >= 2500 and stats["not ready"] >= 500, stats
    assert stats["with melds"] >= 1000 and stats["refused"] >= 100 and stats["multi-sided"] >= 500, stats
    assert len(totals) >= 15, totals  # the totals range widely: ladders, dora, tenhou, ...


def test_a_tile_held_four_times_is_not_a_wait():
    # 1111m 999m 111p 999p: the shape waits on a pair of 1m, but all four 1m are in the hand.
    got, d = product_waits("m1111999p111999", "all", "points")
    assert got == {} and d["tenpai"] is False, d
    assert d["shanten"] >= 1
    # Three 1m and a lone East: the pair must be East (a fourth 1m completes nothing).
    got, _ = product_waits("m111999p111999E", "all", "points")
    assert got == {27: (10, 10)}  # base 3 + four concealed pungs, single wait 7, by ron or tsumo
