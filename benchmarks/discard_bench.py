#!/usr/bin/env python3
"""What to discard: milliseconds per 14-tile hand, per rule set, in process.

    python benchmarks/discard_bench.py [--n 300] [--rules mcr yaochu fliosen riichi] [--passes 2]

The hands are the generated winning hands of gen_hands.py (conditions reduced to seat and round),
in three kinds: ``complete`` (the 14 tiles win: every discard leaves the hand ready, so every
discard's waits are scored), ``one off`` (one tile swapped for another: usually ready after the best
discard, the common question) and ``two off``. Each hand runs the whole engine: parse, checks, each
discard's shanten and improving tiles, and the waits of each ready discard scored by ron and by
tsumo. The first pass starts with empty caches (distinct hands, as a batch sees them); later passes
show the warm figure. Target: under 30 ms for a ready MCR hand with its waits scored.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))
from gen_hands import generate  # noqa: E402

from mjscore import validate  # noqa: E402
from mjscore.analysis.discard import analyse, discard_hand  # noqa: E402
from mjscore.hand import Conditions, Hand, Meld  # noqa: E402
from mjscore.notation import parse_hand  # noqa: E402
from mjscore.rules import get  # noqa: E402
from mjscore.tiles import YAOCHU_TILE_SET  # noqa: E402


def swapped(rng: random.Random, hand, k: int, kinds):
    """The hand with ``k`` concealed tiles replaced by other kinds (never a fifth copy)."""
    tiles = list(hand.tiles)
    used = hand.all_counts
    for _ in range(k):
        out = rng.choice(tiles)
        choices = [t for t in kinds if t != out and used[t] < 4]
        into = rng.choice(choices)
        tiles.remove(out)
        tiles.append(into)
        used[out] -= 1
        used[into] += 1
    return Hand(tiles=tiles, melds=hand.melds, conditions=hand.conditions)


def hands(n: int, rules: str, seed: int = 3):
    rng = random.Random(seed)
    kinds = sorted(YAOCHU_TILE_SET) if rules == "yaochu" else list(range(34))
    out = {"complete": [], "one off": [], "two off": []}
    for line in generate(n, rules, seed=seed):
        h = parse_hand(line)
        c = h.conditions
        h = Hand(tiles=h.tiles, melds=tuple(Meld(kind=m.kind, tile=m.tile, concealed=m.concealed) for m in h.melds),
                 conditions=Conditions(seat=c.seat, round=c.round))
        h = discard_hand(h)
        out["complete"].append(h)
        out["one off"].append(swapped(rng, h, 1, kinds))
        out["two off"].append(swapped(rng, h, 2, kinds))
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=300)
    ap.add_argument("--rules", nargs="+", default=["mcr", "yaochu", "fliosen", "riichi"])
    ap.add_argument("--passes", type=int, default=2)
    a = ap.parse_args()
    print(f"hands per kind: {a.n}; ms per 14-tile hand (mean, median, max); pass 1 = empty caches")
    for rules in a.rules:
        rule_set = get(rules)
        checks = [validate.check_consistency, lambda done, r=rules: validate.check(done, r)]
        groups = hands(a.n, rules)
        for p in range(1, a.passes + 1):
            for kind, group in groups.items():
                times, ready_times, ready = [], [], 0
                for h in group:
                    t = time.perf_counter()
                    found = analyse(h, rule_set, {}, rules, checks)
                    dt = (time.perf_counter() - t) * 1000
                    times.append(dt)
                    if found.shanten == 0:
                        ready += 1
                        ready_times.append(dt)
                line = (f"{rules:8s} pass {p}  {kind:9s} {statistics.mean(times):6.2f} "
                        f"{statistics.median(times):6.2f} {max(times):7.2f}")
                if ready_times:
                    line += (f"   ready after the best discard ({ready}): {statistics.mean(ready_times):6.2f} ms mean"
                             f"  target < 30 ms: {'met' if statistics.mean(ready_times) < 30 else 'NOT met'}")
                print(line, flush=True)


if __name__ == "__main__":
    main()
