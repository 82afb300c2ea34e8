#!/usr/bin/env python3
"""Memory: a million lines streamed through `mjscore score` run in constant memory.

    python benchmarks/memory.py [--sizes 10000 100000 1000000] [--rules mcr] [--jobs 1]

gen_hands.py writes N distinct winning hands into a pipe (never a file: nothing is held whole), and
`mjscore score --format jsonl` reads them from the pipe and writes to /dev/null. The peak resident
set size of the mjscore process (its own and its workers', from wait4) is printed for each size:
memory that stops growing with the input is streaming plus bounded caches (the LRU caches of
shapes.py, chows.py and text.py fill up over the first hundred thousand lines, then stay).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent


def peak_rss(n: int, rules: str, jobs: int) -> tuple[float, float]:
    """(peak RSS in MiB, seconds) of `mjscore score` on n generated lines read from a pipe."""
    gen = subprocess.Popen([sys.executable, str(HERE / "gen_hands.py"), str(n), "--rules", rules],
                           stdout=subprocess.PIPE)
    t = time.perf_counter()
    mj = subprocess.Popen([sys.executable, "-m", "mjscore", "score", "--rules", rules, "--format", "jsonl",
                           "--jobs", str(jobs)], stdin=gen.stdout, stdout=subprocess.DEVNULL,
                          cwd=tempfile.gettempdir())  # (`python -m` puts the working directory first)
    gen.stdout.close()
    _, status, usage = os.wait4(mj.pid, 0)
    dt = time.perf_counter() - t
    gen.wait()
    mj.returncode = os.waitstatus_to_exitcode(status)
    return usage.ru_maxrss / 1024, dt  # ru_maxrss is in KiB on Linux


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", type=int, nargs="+", default=[10_000, 100_000, 1_000_000])
    ap.add_argument("--rules", default="mcr")
    ap.add_argument("--jobs", type=int, default=1)
    a = ap.parse_args()
    for n in a.sizes:
        rss, dt = peak_rss(n, a.rules, a.jobs)
        print(f"{a.rules} {n:>9,} lines, --jobs {a.jobs}: peak RSS {rss:6.1f} MiB, {dt:7.1f} s "
              f"({n / dt:,.0f} lines/s)")


if __name__ == "__main__":
    main()
