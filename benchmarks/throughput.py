#!/usr/bin/env python3
"""Batch throughput: `mjscore score --format jsonl < hands.txt` against the pymahjonggb reference pipeline.

    python benchmarks/throughput.py [--n 10000] [--runs 5] [--jobs 1 2] [--rules mcr yaochu fliosen]
                                    [--source DIR]

Generates N distinct winning hands per rule set (gen_hands.py), then times, alternating within each
round, the reference pipeline (reference_pymahjonggb.py: Python reading + the C++ calculator + JSON)
and mjscore with each --jobs value on the same lines; prints the median lines per second of the
runs and mjscore's ratio to the reference. Yaochu and Fliosen throughput are reported too (no
reference exists for them). Wall times include each process's start-up, as a user's batch does.

``--source DIR`` runs the mjscore found in DIR (``python -m mjscore`` with DIR first on the path),
e.g. an older checkout for before/after figures.
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
        subprocess.run(cmd, stdin=f, stdout=subprocess.DEVNULL, check=False, env=env, cwd=os.path.dirname(path))
        return time.perf_counter() - t


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=10000)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--jobs", type=int, nargs="+", default=[1, 2])
    ap.add_argument("--rules", nargs="+", default=["mcr", "yaochu", "fliosen"])
    ap.add_argument("--source", help="run the mjscore of this directory (PYTHONPATH)")
    a = ap.parse_args()
    env = None
    if a.source:
        env = dict(os.environ, PYTHONPATH=a.source)
        root = Path(a.source) / "mjscore"
    else:
        import mjscore

        root = Path(mjscore.__file__).parent
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(root)], check=True, env=env)  # as installed
    tmp = tempfile.mkdtemp()
    files = {}
    for rules in a.rules:
        files[rules] = os.path.join(tmp, f"{rules}.txt")
        Path(files[rules]).write_text("\n".join(generate(a.n, rules)) + "\n")
    ref = [sys.executable, str(HERE / "reference_pymahjonggb.py")]

    def mj(rules: str, jobs: int) -> list[str]:
        cmd = [sys.executable, "-m", "mjscore", "score", "--rules", rules, "--format", "jsonl"]
        return cmd + (["--jobs", str(jobs)] if jobs != 1 else [])

    print(f"hands per run: {a.n}, runs: {a.runs}, cores: {os.cpu_count()}, mjscore: {root}")
    for rules in a.rules:
        times: dict = {j: [] for j in a.jobs}
        theirs: list[float] = []
        for _ in range(a.runs):
            if rules == "mcr":
                theirs.append(timed(ref, files[rules]))
            for j in a.jobs:
                times[j].append(timed(mj(rules, j), files[rules], env))
        if theirs:
            r = statistics.median(theirs)
            print(f"{rules:8s} reference (pymahjonggb C++): {a.n / r:8.0f} lines/s   (median {r:.3f} s)")
        for j in a.jobs:
            o = statistics.median(times[j])
            ratio = f"   ratio to the reference {r / o:.2f}x" if theirs else ""
            print(f"{rules:8s} mjscore --jobs {j}            : {a.n / o:8.0f} lines/s   (median {o:.3f} s){ratio}")


if __name__ == "__main__":
    main()
