#!/usr/bin/env python3
"""Riichi batch throughput: `mjscore score --rules riichi --format jsonl < hands.txt` against a
pipeline that reads the same lines and scores them with the `mahjong` library
(reference_mahjong_riichi.py).

    python benchmarks/riichi_throughput.py [--n 10000] [--runs 3]

The lines: N distinct generated winning hands (gen_hands.py's riichi-like shapes), each with a dora
indicator, some with riichi (closed hands), honba and deposits. Times alternate within each round;
the median lines per second of the runs and mjscore's ratio to the reference are printed. Wall
times include each process's start-up, as a user's batch does.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from gen_hands import generate  # noqa: E402
from throughput import timed  # noqa: E402


def riichi_lines(n: int, seed: int = 11) -> list[str]:
    rng = random.Random(seed)
    out = []
    for line in generate(n, "fliosen", seed=seed):
        words = [line, f"dora={rng.choice('mps')}{rng.randrange(1, 10)}"]
        if "[" not in line and rng.random() < 0.4:
            words.append("riichi")
        if rng.random() < 0.3:
            words += [f"honba={rng.randrange(1, 4)}", f"sticks={rng.randrange(0, 3)}"]
        out.append(" ".join(words))
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=10000)
    ap.add_argument("--runs", type=int, default=3)
    a = ap.parse_args()
    import mjscore

    root = Path(mjscore.__file__).parent
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(root)], check=True)  # as installed
    path = os.path.join(tempfile.mkdtemp(), "riichi.txt")
    Path(path).write_text("\n".join(riichi_lines(a.n)) + "\n")
    ref = [sys.executable, str(HERE / "reference_mahjong_riichi.py")]
    mj = [sys.executable, "-m", "mjscore", "score", "--rules", "riichi", "--format", "jsonl"]
    theirs, ours = [], []
    for _ in range(a.runs):
        theirs.append(timed(ref, path))
        ours.append(timed(mj, path))
    r, o = statistics.median(theirs), statistics.median(ours)
    print(f"hands per run: {a.n}, runs: {a.runs}, cores: {os.cpu_count()}")
    print(f"riichi reference (mahjong library): {a.n / r:8.0f} lines/s   (median {r:.3f} s)")
    print(f"riichi mjscore                    : {a.n / o:8.0f} lines/s   (median {o:.3f} s)   ratio {r / o:.2f}x")


if __name__ == "__main__":
    main()
