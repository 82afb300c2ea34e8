#!/usr/bin/env python3
"""Batch throughput: `mjscore score --format jsonl < hands.txt` against the reference pipelines.

    python benchmarks/throughput.py [--n 10000] [--runs 5] [--jobs 1 2] [--hands gen|varied|real]
                                    [--rules mcr yaochu yaochu-riichi fliosen riichi] [--source DIR]

Takes N winning hands per rule set (``--hands``: ``gen``, the default, N distinct hands of
gen_hands.py; ``varied``, N distinct hands of gen_varied.py, a wall-dealt generator weighted
otherwise; ``real``, the wins of the real game records in data/real-wins/, repeated to N lines),
then times, alternating within each
round, the reference pipeline and mjscore with each --jobs value on the same lines; prints the median
lines per second of the runs and mjscore's ratio to the reference (reference time / mjscore time).
The references: for MCR reference_pymahjonggb.py (Python reading + the C++ calculator + JSON); for
Fliosen, Yaochu ``--scoring riichi`` (``yaochu-riichi``) and riichi, reference_mahjong.py (Python
reading + the pure-Python ``mahjong`` library + JSON); for riichi also reference_riichienv.py (Python
reading + RiichiEnv's Rust ``HandEvaluator`` + JSON). A reference whose library is not installed is
skipped. Yaochu (points) has no reference. Wall times
include each process's start-up, as a user's batch does. A rule set the mjscore under test does not
know (riichi, before it lands) is skipped.

``--source DIR`` runs the mjscore found in DIR (``python -m mjscore`` with DIR first on the path),
e.g. an older checkout for before/after figures; ``--python PATH`` runs mjscore with another
interpreter (e.g. a virtual environment with the compiled build installed: ``VENV/bin/python``), the
references staying on this one.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from source import hand_lines, mjscore_under_test  # noqa: E402


# name: (hands of gen_hands.py, mjscore options, reference pipeline)
HANDS = {"mcr": "mcr", "yaochu": "yaochu", "yaochu-riichi": "yaochu", "fliosen": "fliosen", "riichi": "riichi"}
OPTIONS = {"mcr": ["--rules", "mcr"], "yaochu": ["--rules", "yaochu"],
           "yaochu-riichi": ["--rules", "yaochu", "--scoring", "riichi"], "fliosen": ["--rules", "fliosen"],
           "riichi": ["--rules", "riichi"]}
# name: [(script, label, the module it needs)]
PYMAHJONGGB = ("reference_pymahjonggb.py", "pymahjonggb C++", "MahjongGB")
MAHJONG = ("reference_mahjong.py", "mahjong, Python", "mahjong")
RIICHIENV = ("reference_riichienv.py", "RiichiEnv, Rust", "riichienv")
REFERENCES = {"mcr": [PYMAHJONGGB], "yaochu-riichi": [MAHJONG], "fliosen": [MAHJONG], "riichi": [MAHJONG, RIICHIENV]}


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
    ap.add_argument("--rules", nargs="+", default=["mcr", "yaochu", "yaochu-riichi", "fliosen", "riichi"])
    ap.add_argument("--hands", default="gen", choices=("gen", "varied", "real"), help="which hand set")
    ap.add_argument("--source", help="run the mjscore of this directory (PYTHONPATH)")
    ap.add_argument("--python", default=sys.executable, help="the interpreter that runs mjscore (its environment's build)")
    a = ap.parse_args()
    env, root = mjscore_under_test(a.source, a.python)
    tmp = tempfile.mkdtemp()
    files = {}
    for rules in list(a.rules):
        try:
            lines = hand_lines(a.hands, a.n, HANDS[rules])
        except LookupError as e:
            print(f"{rules:13s} {e}: skipped")
            a.rules.remove(rules)
            continue
        files[rules] = os.path.join(tmp, f"{rules}.txt")
        Path(files[rules]).write_text("\n".join(lines) + "\n")

    def mj(rules: str, jobs: int) -> list[str]:
        cmd = [a.python, "-m", "mjscore", "score", "--format", "jsonl"] + OPTIONS[rules]
        return cmd + (["--jobs", str(jobs)] if jobs != 1 else [])

    build = subprocess.run([a.python, "-m", "mjscore", "--version"], capture_output=True, text=True, env=env,
                           cwd=tmp).stdout.strip()
    print(f"hands per run: {a.n} ({a.hands}), runs: {a.runs}, cores: {os.cpu_count()}, mjscore: {root} ({build})")
    for rules in a.rules:
        known = subprocess.run([a.python, "-m", "mjscore", "rules"] + OPTIONS[rules][:2],
                               capture_output=True, env=env, cwd=tmp)
        if known.returncode != 0:
            print(f"{rules:13s} not known to this mjscore: skipped")
            continue
        refs = []
        for script, label, module in REFERENCES.get(rules, []):
            if importlib.util.find_spec(module) is None:
                print(f"{rules:13s} reference ({label}): {module} is not installed, skipped")
            else:
                refs.append(([sys.executable, str(HERE / script)], f"reference ({label})"))
        times: dict = {j: [] for j in a.jobs}
        theirs: dict[str, list[float]] = {label: [] for _, label in refs}
        for _ in range(a.runs):  # (alternating: each round runs every pipeline once)
            for cmd, label in refs:
                theirs[label].append(timed(cmd, files[rules]))
            for j in a.jobs:
                times[j].append(timed(mj(rules, j), files[rules], env))
        medians = {label: statistics.median(ts) for label, ts in theirs.items()}
        for label, r in medians.items():
            print(f"{rules:13s} {label:27s}: {a.n / r:8.0f} lines/s   (median {r:.3f} s)")
        for j in a.jobs:
            o = statistics.median(times[j])
            ratios = "".join(f"   {r / o:.2f}x {label[len('reference ('):-1].split(',')[0]}" for label, r in medians.items())
            label = f"mjscore --jobs {j}"
            print(f"{rules:13s} {label:27s}: {a.n / o:8.0f} lines/s   (median {o:.3f} s){ratios}")


if __name__ == "__main__":
    main()
