#!/usr/bin/env python3
"""Microseconds per stage of one line of `mjscore score -f jsonl`, in process (CPU time, best of the
passes, caches warm after the first): reading and checks (``Engine._prepare``), the rule set's
``score``, the canonical hand text, the score's ``to_dict``, the JSON line (``report.to_json``), and
the whole line (``Engine.result`` + ``to_json``). Only lines that score are timed (refused lines, such
as Yaochu's seats N and W, are left out).

    python benchmarks/line_stages.py [--n 3000] [--passes 3] [--rules mcr yaochu yaochu-riichi fliosen riichi]
                                     [--hands gen|varied|real]

Works on an older checkout through ``PYTHONPATH``.
"""

from __future__ import annotations

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from source import HANDS as HAND_SETS, hand_lines  # noqa: E402

from mjscore.cli import report  # noqa: E402
from mjscore.api import Engine  # noqa: E402
from mjscore.errors import MjscoreError  # noqa: E402

CASES = {"mcr": ("mcr", {}), "yaochu": ("yaochu", {}), "yaochu-riichi": ("yaochu", {"scoring": "riichi"}),
         "fliosen": ("fliosen", {}), "riichi": ("riichi", {})}
HANDS = {"yaochu-riichi": "yaochu"}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=3000)
    ap.add_argument("--passes", type=int, default=3)
    ap.add_argument("--rules", nargs="+", default=list(CASES))
    ap.add_argument("--hands", default="gen", choices=HAND_SETS, help="which hand set (see throughput.py)")
    a = ap.parse_args()
    for name in a.rules:
        rules, options = CASES[name]
        e = Engine(rules, **options)
        lines = []
        try:
            given = hand_lines(a.hands, a.n, HANDS.get(name, name))
        except LookupError as err:
            print(f"{name:14s} {err}: skipped")
            continue
        for line in given:
            try:
                e.rule_set.score(e._prepare(line), e.options)
                lines.append(line)
            except MjscoreError:
                pass
        best: dict[str, float] = {}

        def stage(key, fn):
            t = time.process_time()
            out = fn()
            best[key] = min(best.get(key, 1e9), time.process_time() - t)
            return out

        to_json = report.to_json
        for _ in range(a.passes):
            stage("whole line", lambda: [to_json(e.result(x, i)) for i, x in enumerate(lines, 1)])
            hands = stage("read + checks", lambda: [e._prepare(x) for x in lines])
            scores = stage("score", lambda: [e.rule_set.score(h, e.options) for h in hands])
            stage("hand text", lambda: [e.format_hand(h) for h in hands])
            stage("to_dict", lambda: [s.to_dict() for s in scores])
            results = [e.result(x, i) for i, x in enumerate(lines, 1)]
            stage("JSON line", lambda: [to_json(r) for r in results])
            del hands, scores, results
        n = len(lines)
        print(f"{name:14s} {n:5d} lines  " + "  ".join(f"{k} {v / n * 1e6:5.1f}" for k, v in best.items()) + "  (us per line)")


if __name__ == "__main__":
    main()
