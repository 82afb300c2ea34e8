#!/usr/bin/env python3
"""Games per second of `mjscore log` against the reference pipeline (reference_log_mahjong.py: the
same mjlog files read with the standard library, each AGARI tag scored with the ``mahjong``
library's HandCalculator), whole process, the same files, alternating runs; the median of the runs.

    python benchmarks/log_bench.py [--runs 9] [--repeat 1 20] [--jobs 1] [--source DIR]

The files are benchmarks/data/tenhou-xml/ (6 Tenhou games, 54 wins; one gzipped). ``--repeat K``
gives each process the file list K times (K × 6 games), so that start-up weighs less; both
pipelines get the same list. mjscore is byte-compiled first, as installing it does.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE / "data" / "tenhou-xml"


def timed(cmd: list[str], env=None) -> float:
    t = time.perf_counter()
    done = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env, cwd=HERE)
    elapsed = time.perf_counter() - t
    if done.returncode not in (0,):
        sys.exit(f"{cmd[1]} failed ({done.returncode}): {done.stderr.decode()[-500:]}")
    return elapsed


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=9)
    ap.add_argument("--repeat", type=int, nargs="+", default=[1, 20])
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--source", help="run the mjscore of this directory (PYTHONPATH)")
    a = ap.parse_args()
    env = None
    if a.source:
        env = dict(os.environ, PYTHONPATH=a.source)
        root = Path(a.source) / "mjscore"
    else:
        import mjscore

        root = Path(mjscore.__file__).parent
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(root)], check=True, env=env)
    files = sorted(str(p) for p in DATA.iterdir() if ".mjlog" in p.name)
    print(f"files: {len(files)} Tenhou games, runs: {a.runs}, cores: {os.cpu_count()}, mjscore: {root}")
    for k in a.repeat:
        games = len(files) * k
        ref = [sys.executable, str(HERE / "reference_log_mahjong.py")] + files * k
        mine = [sys.executable, "-m", "mjscore", "log", "--format", "jsonl"] + files * k
        if a.jobs != 1:
            mine += ["--jobs", str(a.jobs)]
        theirs, ours = [], []
        for _ in range(a.runs):
            theirs.append(timed(ref))
            ours.append(timed(mine, env))
        t, o = statistics.median(theirs), statistics.median(ours)
        print(f"{games:4d} games  reference (mahjong): {games / t:7.1f} games/s ({t:.3f} s)   "
              f"mjscore log: {games / o:7.1f} games/s ({o:.3f} s)   ratio {t / o:.2f}x")


if __name__ == "__main__":
    main()
