#!/usr/bin/env python3
"""Waits: `mjscore waits --format jsonl < waiting.txt` on generated 13-tile hands, in a batch.

    python benchmarks/waits_bench.py [--n 1000] [--runs 3] [--rules mcr yaochu fliosen riichi] [--source DIR]

Each hand is a generated winning hand less one tile (so it waits on at least that tile). The scoring
time per hand is the batch's wall time less the start-up (the same command on an empty input),
divided by the number of hands; median of the runs. Target: under 20 ms per hand.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from gen_hands import generate  # noqa: E402


def timed(cmd: list[str], path: str, env=None) -> float:
    # (run from the input's directory: `python -m` puts the working directory first on the path)
    with open(path, "rb") as f:
        t = time.perf_counter()
        subprocess.run(cmd, stdin=f, stdout=subprocess.DEVNULL, check=False, cwd=os.path.dirname(path), env=env)
        return time.perf_counter() - t


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=1000)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--rules", nargs="+", default=["mcr", "yaochu", "fliosen", "riichi"])
    ap.add_argument("--source", help="run the mjscore of this directory (PYTHONPATH), e.g. an older checkout")
    a = ap.parse_args()
    env = dict(os.environ, PYTHONPATH=a.source) if a.source else None
    tmp = tempfile.mkdtemp()
    empty = os.path.join(tmp, "empty.txt")
    Path(empty).write_text("")
    print(f"hands per run: {a.n}, runs: {a.runs}")
    for rules in a.rules:
        path = os.path.join(tmp, f"{rules}.txt")
        Path(path).write_text("\n".join(generate(a.n, rules, waiting=True)) + "\n")
        cmd = [sys.executable, "-m", "mjscore", "waits", "--rules", rules, "--format", "jsonl"]
        start = statistics.median(timed(cmd, empty, env) for _ in range(5))
        batch = statistics.median(timed(cmd, path, env) for _ in range(a.runs))
        per = (batch - start) / a.n
        print(f"{rules:8s} waits: {per * 1000:7.2f} ms per 13-tile hand  "
              f"(batch {batch:.2f} s, start-up {start * 1000:.0f} ms)  target < 20 ms: "
              f"{'met' if per < 0.020 else 'NOT met'}")


if __name__ == "__main__":
    main()
