#!/usr/bin/env python3
"""Cold start: wall time of `mjscore score "m123p456s789EEECC tsumo"` in a new process, against
`python -c pass`, alternating, median of N runs.

    python benchmarks/cold_start.py [--runs 30]
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import sys
import time

HAND = "m123p456s789EEECC tsumo"


def wall(cmd: list[str]) -> float:
    t = time.perf_counter()
    subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    return time.perf_counter() - t


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=30)
    a = ap.parse_args()
    exe = shutil.which("mjscore")
    mj = [exe] if exe else [sys.executable, "-m", "mjscore"]
    commands = {
        "python -c pass": [sys.executable, "-c", "pass"],
        "mjscore score (text)": mj + ["score", HAND, "--format", "text"],
        "mjscore score (jsonl)": mj + ["score", HAND, "--format", "jsonl"],
        "mjscore --help": mj + ["--help"],
    }
    for cmd in commands.values():  # warm the OS caches and Lark's parser cache
        wall(cmd)
    times: dict[str, list[float]] = {k: [] for k in commands}
    for _ in range(a.runs):
        for k, cmd in commands.items():
            times[k].append(wall(cmd))
    base = statistics.median(times["python -c pass"])
    for k, ts in times.items():
        m = statistics.median(ts)
        print(f"{k:24s} {m * 1000:8.1f} ms   {m / base:5.1f}x python -c pass")


if __name__ == "__main__":
    main()
