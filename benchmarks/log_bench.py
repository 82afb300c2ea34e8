#!/usr/bin/env python3
"""Games per second of `mjscore log` against the reference pipeline (reference_log_mahjong.py: the
same mjlog files read with the standard library, each AGARI tag scored with the ``mahjong``
library's HandCalculator), whole process, the same files, alternating runs; the median of the runs.

    python benchmarks/log_bench.py [--runs 9] [--repeat 1 20] [--jobs 1] [--source DIR] [--python PATH] [--formats]

The files are benchmarks/data/tenhou-xml/ (6 Tenhou games, 54 wins; one gzipped). ``--repeat K``
gives each process the file list K times (K × 6 games), so that start-up weighs less; both
pipelines get the same list (repeated files flatter mjscore's per-line caches: a win's line met
before is scored faster; the files once are six distinct games). mjscore is byte-compiled first, as
installing it does. ``--formats`` also times ``mjscore log`` alone on the other formats' samples
(tests/data/logs/: the same six games as tenhou.net/6 JSON, three MJAI logs, one Botzone file),
which the reference does not read. ``--python PATH`` runs mjscore with another interpreter (e.g. a
virtual environment with the compiled build), the reference staying on this one.
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
sys.path.insert(0, str(HERE))
from source import mjscore_under_test  # noqa: E402

DATA = HERE / "data" / "tenhou-xml"
LOGS = HERE.parent / "tests" / "data" / "logs"


def timed(cmd: list[str], env=None, ok=(0,)) -> float:
    t = time.perf_counter()
    done = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env, cwd=HERE)
    elapsed = time.perf_counter() - t
    if done.returncode not in ok:
        sys.exit(f"{cmd[1]} failed ({done.returncode}): {done.stderr.decode()[-500:]}")
    return elapsed


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=9)
    ap.add_argument("--repeat", type=int, nargs="+", default=[1, 20])
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--source", help="run the mjscore of this directory (PYTHONPATH)")
    ap.add_argument("--python", default=sys.executable, help="the interpreter that runs mjscore (its environment's build)")
    ap.add_argument("--formats", action="store_true", help="also time mjscore log on the other formats' samples")
    a = ap.parse_args()
    env, root = mjscore_under_test(a.source, a.python)
    files = sorted(str(p) for p in DATA.iterdir() if ".mjlog" in p.name)
    print(f"files: {len(files)} Tenhou games, runs: {a.runs}, cores: {os.cpu_count()}, mjscore: {root}")
    for k in a.repeat:
        games = len(files) * k
        ref = [sys.executable, str(HERE / "reference_log_mahjong.py")] + files * k
        mine = [a.python, "-m", "mjscore", "log", "--format", "jsonl"] + files * k
        if a.jobs != 1:
            mine += ["--jobs", str(a.jobs)]
        theirs, ours = [], []
        for _ in range(a.runs):
            theirs.append(timed(ref))
            ours.append(timed(mine, env))
        t, o = statistics.median(theirs), statistics.median(ours)
        print(f"{games:4d} games  reference (mahjong): {games / t:7.1f} games/s ({t:.3f} s)   "
              f"mjscore log: {games / o:7.1f} games/s ({o:.3f} s)   ratio {t / o:.2f}x")
    if a.formats:
        for fmt in ("tenhou-json", "mjai", "botzone"):
            paths = sorted(str(p) for p in (LOGS / fmt).iterdir() if p.name != "NOTICE.md")
            cmd = [a.python, "-m", "mjscore", "log", "--format", "jsonl"] + paths
            o = statistics.median(timed(cmd, env, ok=(0, 1)) for _ in range(a.runs))
            print(f"{fmt:12s} {len(paths)} files: mjscore log {o:.3f} s")


if __name__ == "__main__":
    main()
