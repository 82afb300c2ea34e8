#!/usr/bin/env python3
"""Cold start: wall time of `mjscore score "m123p456s789EEECC tsumo"` in a new process, against
`python -c pass`, alternating, median of N runs (mjscore byte-compiled first, as an install is).

    python benchmarks/cold_start.py [--runs 30] [--source DIR] [--python PATH]

``--python PATH``: the mjscore of another environment (its ``mjscore`` script beside PATH, e.g. a
virtual environment with the compiled build), against ``PATH -c pass``.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HAND = "m123p456s789EEECC tsumo"


def wall(cmd: list[str]) -> float:
    t = time.perf_counter()
    subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    return time.perf_counter() - t


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=30)
    ap.add_argument("--source", help="time `python -m mjscore` of this directory (e.g. an older checkout)")
    ap.add_argument("--python", default=sys.executable, help="the interpreter (its environment's mjscore)")
    a = ap.parse_args()
    python = a.python
    if a.source:
        os.environ["PYTHONPATH"] = a.source
        os.chdir(tempfile.mkdtemp())  # (`python -m` puts the working directory first on the path)
        mj = [python, "-m", "mjscore"]
        package = Path(a.source) / "mjscore"
    else:
        # The mjscore script of this Python's environment (not another one found first on PATH).
        beside = Path(python).parent / "mjscore"
        exe = str(beside) if beside.is_file() else shutil.which("mjscore")
        mj = [exe] if exe else [python, "-m", "mjscore"]
        where = subprocess.run([python, "-c", "import mjscore, os; print(os.path.dirname(mjscore.__file__))"],
                               capture_output=True, text=True, check=True, cwd=tempfile.gettempdir())
        package = Path(where.stdout.strip())
    build = subprocess.run(mj + ["--version"], capture_output=True, text=True).stdout.strip()
    print(f"mjscore: {' '.join(mj)} ({package}; {build})")
    commands = {
        "python -c pass": [python, "-c", "pass"],
        "mjscore score (text)": mj + ["score", HAND, "--format", "text"],
        "mjscore score (jsonl)": mj + ["score", HAND, "--format", "jsonl"],
        "mjscore --help": mj + ["--help"],
    }
    # Byte-compile mjscore first, as installing a package does (pip writes the .pyc files): this
    # environment sets PYTHONDONTWRITEBYTECODE, so an editable checkout would otherwise be compiled
    # from source on every start (about 25 ms). Python reads .pyc files even with that variable set.
    subprocess.run([python, "-m", "compileall", "-q", str(package)], check=True)
    for cmd in commands.values():  # warm the OS caches
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
