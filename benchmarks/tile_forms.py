#!/usr/bin/env python3
"""The reading of lines in each way of writing tiles: the notation's ASCII tiles, Unicode tiles
(🀇🀈🀉), MJAI red fives (``5mr``) and Botzone codes (``W1``, ``--tiles botzone``). The same
generated hands are rewritten in each form (MCR hands; riichi hands for the red fives), then:

- ``read``: µs per line of ``parse_hand`` in process (CPU time, best of the passes);
- ``batch``: lines per second of ``mjscore score -f jsonl`` on the N lines, whole process (median);
- ``cold``: ms of ``mjscore score`` on one line in a new process (median).

    python benchmarks/tile_forms.py [--n 3000] [--runs 5] [--source DIR] [--forms ...]

``--source DIR`` runs the mjscore of another checkout (PYTHONPATH), for a before / after table.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gen_hands import generate  # noqa: E402
from source import mjscore_under_test  # noqa: E402

# The processes run outside any checkout: `python -c` and `-m` put the current directory first on
# the path, which would shadow the mjscore under test.
_AWAY = tempfile.gettempdir()
# form -> (the rule set of its hands, the extra command-line arguments)
FORMS = {"notation": ("mcr", []), "unicode": ("mcr", []), "mjai": ("riichi", []),
         "botzone": ("mcr", ["--tiles", "botzone"])}


def _rewrite(line: str, form: str) -> str:
    """The line with its tiles (tile words, melds, dora= / win= tiles) written in ``form``."""
    import re

    from mjscore import conditions as cw
    from mjscore.tiles import BOTZONE_CODES, FLOWER_UNICODE, TILE_UNICODE

    def group(m: re.Match) -> str:
        tok = m.group()
        if tok[0] == "f":
            return "".join(f"H{d}" if form == "botzone" else FLOWER_UNICODE[int(d)] for d in tok[1:])
        if tok[0] in "ESWNPFC":
            tiles = [27 + "ESWNPFC".index(c) for c in tok]
            digits, letter = "", ""
        else:
            letter = tok[0] if tok[0] in "mpsz" else tok[-1]
            digits = tok[1:] if tok[0] in "mpsz" else tok[:-1]
            base = "mpsz".index(letter) * 9
            tiles = [base + (4 if d == "0" else int(d) - 1) for d in digits]
        if form == "mjai":  # every suited tile alone, suffix form, a red five as 5mr
            return "".join(f"{d}{letter}" if d != "0" else f"5{letter}r" for d in digits) if digits else tok
        return "".join(BOTZONE_CODES[t] if form == "botzone" else TILE_UNICODE[t] for t in tiles)

    tokens = re.compile(r"[mpsz][0-9]+|[0-9]+[mpsz]|[ESWNPFC]+|f[0-9]+")
    out = []
    for word in line.split():
        key, eq, value = word.partition("=")
        if key.lower() in cw.BY_WORD:
            if eq and cw.BY_WORD[key.lower()][0].kind in (cw.TILES, cw.TILE):
                word = key + eq + tokens.sub(group, value)
        else:
            word = tokens.sub(group, word)
        out.append(word)
    return " ".join(out)


def lines_of(form: str, n: int) -> list[str]:
    rules = FORMS[form][0]
    return [line if form == "notation" else _rewrite(line, form) for line in generate(n, rules)]


def read_us(lines: list[str], form: str, passes: int, env) -> float:
    """µs per line of parse_hand, in a process of the mjscore under test."""
    code = ("import sys, time\nfrom mjscore.notation import parse_hand\n"
            "lines = sys.stdin.read().splitlines()\ntiles = sys.argv[1]\nbest = 1e9\n"
            f"for _ in range({passes}):\n    t = time.process_time()\n"
            "    for x in lines:\n        try:\n            parse_hand(x, tiles=tiles)\n"
            "        except Exception:\n            pass\n"
            "    best = min(best, time.process_time() - t)\nprint(best / len(lines) * 1e6)\n")
    tiles = "botzone" if form == "botzone" else "notation"
    out = subprocess.run([sys.executable, "-c", code, tiles], input="\n".join(lines), text=True,
                         capture_output=True, check=True, env=env, cwd=_AWAY)
    return float(out.stdout)


def batch(path: str, form: str, env) -> float:
    rules, extra = FORMS[form]
    t = time.perf_counter()
    with open(path) as f:
        subprocess.run([sys.executable, "-m", "mjscore", "score", "-f", "jsonl", "--rules", rules, *extra],
                       stdin=f, stdout=subprocess.DEVNULL, check=False, env=env, cwd=_AWAY)
    return time.perf_counter() - t


def cold(line: str, form: str, env) -> float:
    rules, extra = FORMS[form]
    t = time.perf_counter()
    subprocess.run([sys.executable, "-m", "mjscore", "score", "--rules", rules, *extra, line],
                   stdout=subprocess.DEVNULL, check=False, env=env, cwd=_AWAY)
    return time.perf_counter() - t


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=3000)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--passes", type=int, default=3)
    ap.add_argument("--forms", nargs="+", default=list(FORMS))
    ap.add_argument("--source", help="run the mjscore of this directory (PYTHONPATH)")
    a = ap.parse_args()
    env, _ = mjscore_under_test(a.source)
    for form in a.forms:
        lines = lines_of(form, a.n)
        with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
            f.write("\n".join(lines) + "\n")
        us = read_us(lines, form, a.passes, env)
        wall = statistics.median(batch(f.name, form, env) for _ in range(a.runs))
        ms = statistics.median(cold(lines[0], form, env) for _ in range(a.runs * 3)) * 1000
        os.unlink(f.name)
        print(f"{form:9} read {us:6.1f} µs/line   batch {len(lines) / wall:7.0f} lines/s   cold {ms:5.1f} ms   "
              f"e.g. {lines[0]}")


if __name__ == "__main__":
    main()
