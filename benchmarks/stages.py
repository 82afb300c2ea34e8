#!/usr/bin/env python3
"""Microseconds per stage of scoring, in process, on the benchmark hands (issue 12's profile).

    python benchmarks/stages.py [--n 5000] [--passes 3]

For the MCR hands: decomposition (``shapes.decompose``), ``winning_tiles`` on the 13 tiles before
the winning one and the unique-wait test (``shapes.only_wait``, where the checkout has it), the fan table per reading (``set_reading`` + ``apply_fans``;
the unique-wait answer precomputed), ``evaluate`` and the whole ``RULE_SET.score``. For the riichi-
style hands (Fliosen, Yaochu ``--scoring riichi``): decomposition, the yaku engine's candidates
(features + yaku table over every reading) and ``RULE_SET.score``. Lines are parsed before timing;
each figure is the best of ``--passes`` passes in CPU time of this process (caches warm after the
first, as in a batch; CPU time: the machine may be shared).
"""

from __future__ import annotations

import argparse
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from gen_hands import generate  # noqa: E402

from mjscore import rules as registry  # noqa: E402
from mjscore.notation import parse_hand  # noqa: E402
from mjscore.rules.mcr.evaluator import apply_fans, evaluate  # noqa: E402
from mjscore.rules.mcr.features import VARIANTS, FanFacts  # noqa: E402
from mjscore.analysis.shapes import MCR_SHAPES, RIICHI_SHAPES, decompose, readings, winning_tiles  # noqa: E402


def best_of(passes: int, fn) -> float:
    out = []
    for _ in range(passes):
        t = time.process_time()
        fn()
        out.append(time.process_time() - t)
    return min(out)


def report(label: str, seconds: float, n: int, unit: str) -> None:
    print(f"  {label:44s} {seconds / n * 1e6:8.2f} us per {unit}   ({n} {unit}s)")


def mcr(n: int, passes: int) -> None:
    hands = [parse_hand(line) for line in generate(n, "mcr")]
    rule_set = registry.get("mcr")
    print(f"MCR, {len(hands)} hands")
    shapes = [(h.counts, h.melds) for h in hands]
    report("decompose", best_of(passes, lambda: [decompose(c, m, MCR_SHAPES) for c, m in shapes]),
           len(hands), "hand")

    def before_win(h):
        c = h.counts
        c[h.win] -= 1
        return c
    thirteen = [(before_win(h), h.melds) for h in hands]
    report("winning_tiles (13 tiles, nothing exhausted)", best_of(
        passes, lambda: [winning_tiles(c, m, MCR_SHAPES, exhausted=[0] * 34) for c, m in thirteen]),
        len(thirteen), "hand")
    try:  # (the unique-wait test the evaluator runs; older checkouts compare winning_tiles)
        from mjscore.analysis.shapes import only_wait
    except ImportError:
        only_wait = None
    if only_wait:
        wins = [h.win for h in hands]
        report("unique-wait test (only_wait)", best_of(
            passes, lambda: [only_wait(c, m, MCR_SHAPES, w) for (c, m), w in zip(thirteen, wins)]),
            len(thirteen), "hand")

    work = []  # (features, [(decomposition, [readings])])
    variant = VARIANTS["reference"]
    for h in hands:
        decs = decompose(h.counts, h.melds, MCR_SHAPES)
        c = h.counts
        c[h.win] -= 1
        uw = winning_tiles(c, h.melds, MCR_SHAPES, exhausted=[0] * 34) == (h.win,)
        f = FanFacts.for_hand(h, variant, lambda uw=uw: uw)
        work.append((f, [(d, readings(d, h.win)) for d in decs]))
    n_readings = sum(len(rs) for _, ds in work for _, rs in ds)
    n_decs = sum(len(ds) for _, ds in work)

    def decs_only():
        for f, ds in work:
            for d, _ in ds:
                f.set_decomposition(d)

    def fan_table():
        for f, ds in work:
            for d, rs in ds:
                f.set_decomposition(d)
                for r in rs:
                    f.set_reading(r)
                    apply_fans(f)
    t_decs = best_of(passes, decs_only)
    report("features per decomposition (set_decomposition)", t_decs, n_decs, "decomposition")
    report("fan table per reading (set_reading + apply_fans)", best_of(passes, fan_table) - t_decs,
           n_readings, "reading")
    report("evaluate (whole search)", best_of(passes, lambda: [evaluate(h) for h in hands]), len(hands), "hand")
    report("RULE_SET.score (evaluate + McrScore)", best_of(passes, lambda: [rule_set.score(h, {}) for h in hands]),
           len(hands), "hand")


def riichi_style(n: int, passes: int) -> None:
    from mjscore.rules.fliosen.table import TABLE as FLIOSEN_TABLE
    from mjscore.rules.yaku_engine.engine import candidates

    for name, kind, options in (("fliosen", "fliosen", {}), ("yaochu --scoring riichi", "yaochu", {"scoring": "riichi"})):
        rule_set = registry.get(name.split()[0])
        hands = [parse_hand(line) for line in generate(n, kind)]
        print(f"{name}, {len(hands)} hands")
        shapes = [(h.counts, h.melds) for h in hands]
        report("decompose", best_of(passes, lambda: [decompose(c, m, RIICHI_SHAPES) for c, m in shapes]),
               len(hands), "hand")
        if name == "fliosen":
            report("yaku engine candidates (features + table)",
                   best_of(passes, lambda: [candidates(h, FLIOSEN_TABLE) for h in hands]), len(hands), "hand")
        report("RULE_SET.score", best_of(passes, lambda: [rule_set.score(h, options) for h in hands]),
               len(hands), "hand")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=5000)
    ap.add_argument("--passes", type=int, default=3)
    a = ap.parse_args()
    mcr(a.n, a.passes)
    riichi_style(a.n, a.passes)


if __name__ == "__main__":
    main()
