#!/usr/bin/env python3
"""Results never change for speed: save every output of the benchmark hands, then diff two saves
byte for byte.

    python benchmarks/compare_outputs.py save OUT_DIR [--n 2000] [--source DIR] [--python PATH] [--every-command]
    python benchmarks/compare_outputs.py diff BEFORE_DIR AFTER_DIR

``save`` generates N distinct winning hands and N 13-tile hands per rule set (gen_hands.py, seeded)
and writes, for each rule set (MCR, MCR ``--mcr-variant 1998``, Yaochu, Yaochu ``--scoring riichi``,
Fliosen, and riichi when the mjscore under test knows it), the outputs of ``score -f jsonl``,
``score -f text``, ``score --explain``, ``waits`` and ``discard`` in both formats and the ``rules`` table, one file each
(standard output, then standard error and the exit status). ``--source DIR`` runs the mjscore of
another checkout (``python -m mjscore`` with DIR on the path), e.g. the commit before a change;
``--python PATH`` runs ``python -m mjscore`` with another interpreter, e.g. a virtual environment
where the compiled build is installed (``VENV/bin/python``), to compare it with the pure source.
``--every-command`` adds the other commands: ``log`` on every sample record of tests/data/logs/ (each
format's folder, in ``jsonl``, ``json`` and ``text`` and as ``--lines``) and ``points`` (the table
and one entry, in ``json`` and ``text``); saves made without it have none of these files.

``diff`` compares the two folders file by file and prints the first differing line of each
differing file; its exit status is 1 when anything differs.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from gen_hands import generate  # noqa: E402

# (name, hands of gen_hands, options)
RULE_SETS = (
    ("mcr", "mcr", ["--rules", "mcr"]),
    ("mcr-1998", "mcr", ["--rules", "mcr", "--mcr-variant", "1998"]),
    ("yaochu", "yaochu", ["--rules", "yaochu"]),
    ("yaochu-riichi", "yaochu", ["--rules", "yaochu", "--scoring", "riichi"]),
    ("fliosen", "fliosen", ["--rules", "fliosen"]),
    ("fliosen-riichi-words", "riichi", ["--rules", "fliosen"]),
    ("riichi", "riichi", ["--rules", "riichi"]),
)
RUNS = (
    ("score-jsonl", "score", [], ["-f", "jsonl"]),
    ("score-text", "score", [], ["-f", "text"]),
    ("explain-jsonl", "score", [], ["-f", "jsonl", "--explain"]),
    ("explain-text", "score", [], ["-f", "text", "--explain"]),
    ("waits-jsonl", "waits", ["--waiting"], ["-f", "jsonl"]),
    ("waits-text", "waits", ["--waiting"], ["-f", "text"]),
    ("discard-jsonl", "discard", [], ["-f", "jsonl"]),
    ("discard-text", "discard", [], ["-f", "text"]),
)
# `rules` (the rule set's table) in each format, once per rule set
RULES_RUNS = (("rules-text", ["-f", "text"]), ("rules-json", ["-f", "json"]))
# --every-command: `log` on each record format's samples, and `points`
LOGS = HERE.parent / "tests" / "data" / "logs"
LOG_RUNS = (("log-jsonl", ["-f", "jsonl"]), ("log-json", ["-f", "json"]), ("log-text", ["-f", "text"]),
            ("log-lines", ["--lines"]))
POINTS_RUNS = (("points-text", ["-f", "text"]), ("points-json", ["-f", "json"]),
               ("points-entry-text", ["30", "4", "-f", "text"]), ("points-entry-json", ["30", "4", "-f", "json"]))


def _write(path: Path, p: subprocess.CompletedProcess) -> None:
    path.write_bytes(p.stdout + b"\n--- stderr ---\n" + p.stderr + f"\n--- exit {p.returncode} ---\n".encode())


def save(out: Path, n: int, source: str | None, python: str = sys.executable, every: bool = False) -> None:
    env = dict(os.environ, PYTHONPATH=source) if source else None
    out.mkdir(parents=True, exist_ok=True)
    hands = out / "hands"
    hands.mkdir(exist_ok=True)
    for kind in sorted({h for _, h, _ in RULE_SETS}):
        (hands / f"{kind}.txt").write_text("\n".join(generate(n, kind)) + "\n")
        (hands / f"{kind}-waiting.txt").write_text("\n".join(generate(n, kind, waiting=True)) + "\n")
    mj = [python, "-m", "mjscore"]
    for name, kind, options in RULE_SETS:
        known = subprocess.run(mj + ["rules"] + options[:2], capture_output=True, env=env, cwd=hands)
        if known.returncode != 0:
            print(f"{name}: not known to this mjscore, skipped")
            continue
        for run, command, waiting, fmt in RUNS:
            path = hands / f"{kind}{'-waiting' if waiting else ''}.txt"
            with open(path, "rb") as f:
                p = subprocess.run(mj + [command] + options + fmt, stdin=f, capture_output=True, env=env, cwd=hands)
            _write(out / f"{name}.{run}.out", p)
            print(f"{name:22s} {run:14s} {len(p.stdout):>10,d} bytes, exit {p.returncode}")
        for run, fmt in RULES_RUNS:
            p = subprocess.run(mj + ["rules"] + options + fmt, capture_output=True, env=env, cwd=hands)
            _write(out / f"{name}.{run}.out", p)
    if not every:
        return
    for folder in sorted(d for d in LOGS.iterdir() if d.is_dir()):
        # (paths relative to the samples' folder: the outputs name the files as given)
        files = sorted(f"{folder.name}/{f.name}" for f in folder.iterdir() if f.name != "NOTICE.md")
        for run, fmt in LOG_RUNS:
            p = subprocess.run(mj + ["log"] + fmt + files, capture_output=True, env=env, cwd=LOGS)
            _write(out / f"log-{folder.name}.{run}.out", p)
            print(f"log {folder.name:15s} {run:14s} {len(p.stdout):>10,d} bytes, exit {p.returncode}")
    for run, args in POINTS_RUNS:
        p = subprocess.run(mj + ["points"] + args, capture_output=True, env=env, cwd=hands)
        _write(out / f"points.{run}.out", p)


def diff(a: Path, b: Path) -> int:
    names = sorted({p.name for p in a.glob("*.out")} | {p.name for p in b.glob("*.out")})
    bad = 0
    for name in names:
        pa, pb = a / name, b / name
        if not pa.exists() or not pb.exists():
            print(f"{name}: only in {a if pa.exists() else b}")
            bad += 1
            continue
        da, db = pa.read_bytes(), pb.read_bytes()
        if da == db:
            continue
        bad += 1
        for i, (la, lb) in enumerate(zip(da.split(b"\n"), db.split(b"\n")), 1):
            if la != lb:
                print(f"{name}: line {i} differs\n  - {la[:300]!r}\n  + {lb[:300]!r}")
                break
        else:
            print(f"{name}: one is a prefix of the other ({len(da)} vs {len(db)} bytes)")
    print(f"{len(names)} files compared, {bad} differ" if bad else f"{len(names)} files compared: byte-identical")
    return 1 if bad else 0


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("save")
    s.add_argument("out", type=Path)
    s.add_argument("--n", type=int, default=2000)
    s.add_argument("--source", help="run the mjscore of this directory (PYTHONPATH)")
    s.add_argument("--python", default=sys.executable, help="the interpreter that runs mjscore (its environment's build)")
    s.add_argument("--every-command", action="store_true", help="also log (every sample record) and points")
    d = sub.add_parser("diff")
    d.add_argument("before", type=Path)
    d.add_argument("after", type=Path)
    a = ap.parse_args()
    if a.cmd == "save":
        save(a.out, a.n, a.source, a.python, a.every_command)
    else:
        sys.exit(diff(a.before, a.after))


if __name__ == "__main__":
    main()
