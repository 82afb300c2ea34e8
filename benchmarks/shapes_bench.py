#!/usr/bin/env python3
"""Speed of the shape engine and shanten on the generated test corpus.

    python benchmarks/shapes_bench.py [N]

Prints: decompose calls and decompositions per second (winning hands, MCR and riichi shapes),
winning_tiles and is_complete per 13-tile hand, shanten and improving_tiles per 13-tile hand.
"""

from __future__ import annotations

import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from mjscore.analysis.shanten import _combine, _honor_table, _suit_table, improving_tiles, shanten  # noqa: E402
from mjscore.analysis.shapes import MCR_SHAPES, RIICHI_SHAPES, decompose, is_complete, winning_tiles  # noqa: E402
from tests.handgen import waiting_corpus, winning_corpus  # noqa: E402


def timed(fn, items) -> tuple[float, list]:
    t0 = time.perf_counter()
    out = [fn(h) for h in items]
    return time.perf_counter() - t0, out


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 5000
    wins = winning_corpus(n, seed=1)
    waits = waiting_corpus(max(n // 5, 200), seed=2)
    for name, rules in (("mcr", MCR_SHAPES), ("riichi", RIICHI_SHAPES)):
        dt, ds = timed(lambda h: decompose(h.counts, h.melds, rules), wins)
        found = sum(len(d) for d in ds)
        print(f"decompose [{name}]: {len(wins) / dt:,.0f} hands/s, {found / dt:,.0f} decompositions/s "
              f"({found} on {len(wins)} winning hands)")
        dt, _ = timed(lambda h: is_complete(h.counts, h.melds, rules), wins)
        print(f"is_complete [{name}]: {len(wins) / dt:,.0f} hands/s")
        dt, res = timed(lambda h: winning_tiles(h.counts, h.melds, rules), waits)
        ready = sum(bool(r) for r in res)
        print(f"winning_tiles [{name}]: {dt / len(waits) * 1e3:.3f} ms per 13-tile hand ({ready}/{len(waits)} ready)")
        for label, clear in (("cold cache", True), ("warm cache", False)):
            if clear:
                _suit_table.cache_clear()
                _honor_table.cache_clear()
                _combine.cache_clear()
            dt, _ = timed(lambda h: shanten(h.counts, h.melds, rules), waits)
            print(f"shanten [{name}, {label}]: {dt / len(waits) * 1e3:.3f} ms per hand")
        dt, _ = timed(lambda h: improving_tiles(h.counts, h.melds, rules), waits)
        print(f"improving_tiles [{name}]: {dt / len(waits) * 1e3:.3f} ms per hand")


if __name__ == "__main__":
    main()
