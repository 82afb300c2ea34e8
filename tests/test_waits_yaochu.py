"""Differential test of `mjscore waits` for Yaochu: on 5,000 generated 13-tile hands (the Yaochu
brute-force corpus minus one concealed tile), the waiting tiles and each completion's ron and tsumo
totals agree with "add each of the 13 Yaochu tiles and score it with the tests' brute-force scorer"
(tests/test_yaochu_bruteforce.py). A tile the hand holds four of is not a wait on either side."""

from __future__ import annotations

import random
from collections import Counter

from mjscore.hand import Conditions, Hand
from mjscore.rules import get
from mjscore.waits import find_waits

from tests.test_yaochu_bruteforce import YAOCHU, corpus, oracle

RULES = get("yaochu")
N = 5_000
SEED = 20261130


def _thirteen(rng: random.Random, h: Hand) -> Hand:
    """``h`` minus one concealed tile; seat, round and dora kept (the other conditions are about one
    particular winning tile)."""
    tiles = list(h.tiles)
    tiles.remove(rng.choice(tiles))
    c = h.conditions
    return Hand(tuple(tiles), None, h.melds, Conditions(seat=c.seat, round=c.round, dora=c.dora))


def _with(h: Hand, tile: int, tsumo: bool) -> Hand:
    c = h.conditions
    return Hand(tuple(sorted(h.tiles + (tile,))), tile, h.melds,
                Conditions(tsumo=tsumo, seat=c.seat, round=c.round, dora=c.dora))


def _total(items: dict) -> int:
    return sum(p * n for p, n in items.values())


def test_waits_agree_with_the_bruteforce_scorer():
    rng = random.Random(SEED)
    stats: Counter = Counter()
    mismatches = []
    for hand, calls in corpus(N, SEED):
        if len(hand.tiles) < 2:
            continue
        h = _thirteen(rng, hand)
        held = h.all_counts
        options = {"calls": calls, "scoring": "points"}
        found = find_waits(h, RULES, options, "yaochu")
        ours = {w.tile: w for w in found.waits if not isinstance(w.ron, Exception)}
        refused = {w.tile for w in found.waits if isinstance(w.ron, Exception)}
        want = {}
        for t in YAOCHU:
            if held[t] >= 4:
                continue
            ron = oracle(_with(h, t, False), calls)
            if ron[0] == "ok":
                want[t] = (ron, oracle(_with(h, t, True), calls))
            elif t in refused and ron[0] != "invalid":  # ours refuses only what breaks the rules
                mismatches.append(f"{h} + {t}: ours refused, brute force {ron[0]}")
        stats["ready" if ours else "not ready"] += 1
        stats["waits"] += len(ours)
        stats["refused"] += len(refused)
        if set(ours) != set(want):
            mismatches.append(f"{h}: ours {sorted(ours)} (refused {sorted(refused)}) brute force {sorted(want)}")
            continue
        for t, w in ours.items():
            ron, tsumo = want[t]
            if w.ron.total not in {_total(i) for i in ron[2]} or w.tsumo.total not in {_total(i) for i in tsumo[2]}:
                mismatches.append(f"{h} + {t}: ours {w.ron.total}/{w.tsumo.total}, brute force "
                                  f"{[_total(i) for i in ron[2]]}/{[_total(i) for i in tsumo[2]]}")
    print(f"\nYaochu waits differential: {N} hands, {dict(stats)}, {len(mismatches)} mismatches")
    assert not mismatches, f"{len(mismatches)} mismatches:\n" + "\n".join(mismatches[:10])
    assert stats["ready"] >= 2_000 and stats["waits"] >= 3_000
