#!/usr/bin/env python3
"""Batch throughput: `mjscore score --format jsonl < hands.txt` against the pymahjonggb reference pipeline.

    python benchmarks/throughput.py [--n 10000] [--runs 5] [--jobs 1]

Generates N distinct winning hands per rule set (gen_hands.py), then times, alternating, the reference
pipeline (reference_pymahjonggb.py: Python reading + the C++ calculator + JSON) and mjscore on the same
lines, several runs each, and prints the median lines per second and mjscore's ratio to the reference.
Yaochu and Fliosen throughput are reported too (no reference exists for them).
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


def timed(cmd: list[str], path: str) -> float:
    with open(path, "rb") as f:
        t = time.perf_counter()
        subprocess.run(cmd, stdin=f, stdout=subprocess.DEVNULL, check=False)
        return time.perf_counter() - t


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=10000)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--jobs", type=int, default=1)
    a = ap.parse_args()
    tmp = tempfile.mkdtemp()
    files = {}
    for rules in ("mcr", "yaochu", "fliosen"):
        files[rules] = os.path.join(tmp, f"{rules}.txt")
        Path(files[rules]).write_text("\n".join(generate(a.n, rules)) + "\n")
    mj = [sys.executable, "-m", "mjscore", "score", "--format", "jsonl", "--jobs", str(a.jobs)]
    ref = [sys.executable, str(HERE / "reference_pymahjonggb.py")]
    ours, theirs = [], []
    for _ in range(a.runs):
        theirs.append(timed(ref, files["mcr"]))
        ours.append(timed(mj + ["--rules", "mcr"], files["mcr"]))
    o, r = statistics.median(ours), statistics.median(theirs)
    print(f"hands per run: {a.n}, runs: {a.runs}, jobs: {a.jobs}, cores: {os.cpu_count()}")
    print(f"mcr  reference (pymahjonggb C++): {a.n / r:10.0f} lines/s   (median {r:.3f} s)")
    print(f"mcr  mjscore                    : {a.n / o:10.0f} lines/s   (median {o:.3f} s)")
    print(f"mcr  ratio mjscore / reference  : {r / o:10.2f}x")
    for rules in ("yaochu", "fliosen"):
        t = statistics.median(timed(mj + ["--rules", rules], files[rules]) for _ in range(a.runs))
        print(f"{rules:7s} mjscore                 : {a.n / t:10.0f} lines/s   (median {t:.3f} s)")


if __name__ == "__main__":
    main()
