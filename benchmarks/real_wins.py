#!/usr/bin/env python3
"""Write the wins of the project's real game records as benchmark lines (benchmarks/data/real-wins/).

    python benchmarks/real_wins.py            # rewrites the three files from the records
    python benchmarks/real_wins.py --check    # exit 1 when the files differ from the records' wins

Each win is what ``mjscore log --lines`` replays from a record (docs/logs.md), rewritten into the
notation subset that the reference pipelines read (prefix suits, the winning tile last in the
tile word): the riichi wins of the Tenhou mjlog games (``benchmarks/data/tenhou-xml/``, the same
six games as ``tests/data/logs/tenhou-xml/``) and of the MJAI games (``tests/data/logs/mjai/``),
the MCR wins of the Botzone record (``tests/data/logs/botzone/``), and the riichi wins' tiles for
Fliosen (without the counters ``honba=`` / ``sticks=``, which Fliosen does not know; a win
Fliosen refuses is left out). These hands were dealt and played by people and bots, so they are
not shaped by gen_hands.py's weights. See benchmarks/data/real-wins/README.md.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
OUT = HERE / "data" / "real-wins"
RIICHI_RECORDS = [HERE / "data" / "tenhou-xml", ROOT / "tests" / "data" / "logs" / "mjai"]
MCR_RECORDS = [ROOT / "tests" / "data" / "logs" / "botzone"]
SUITS = "mps"
HONORS = "ESWNPFC"
FLIOSEN_UNKNOWN = ("honba=", "sticks=")


def _tiles(segment: str) -> list[str]:
    """The tiles of one tile run, prefix (m123p45) or suffix (123m45p), as prefix names (m1, p4, E)."""
    first = next((ch for ch in segment if ch not in HONORS), "")
    out: list[str] = []
    if first in SUITS:  # prefix: a suit letter names the digits after it
        suit = ""
        for ch in segment:
            if ch in SUITS:
                suit = ch
            elif ch.isdigit():
                out.append(suit + ch)
            else:
                out.append(ch)
        return out
    digits: list[str] = []  # suffix: the digits before a suit letter are of that suit
    for ch in segment:
        if ch.isdigit():
            digits.append(ch)
        elif ch in SUITS:
            out += [ch + d for d in digits]
            digits = []
        else:
            out.append(ch)
    return out


def _write(tiles: list[str]) -> str:
    """Prefix notation, a suit letter where the suit changes: m123p55E."""
    out, cur = [], None
    for t in tiles:
        if len(t) == 1:
            out.append(t)
            cur = None
        else:
            if t[0] != cur:
                out.append(t[0])
                cur = t[0]
            out.append(t[1])
    return "".join(out)


def prefix_line(line: str) -> str:
    """The same win in prefix suits, the winning tile at the end of the tile word."""
    words = line.split()
    head, rest = words[0], words[1:]
    if rest and _tiles(rest[0]) and all(c.isdigit() or c in SUITS + HONORS for c in rest[0]) and "=" not in rest[0]:
        head, rest = head + rest[0], rest[1:]  # "123m45p 6p": the winning tile as its own word
    concealed: list[str] = []
    melds: list[str] = []
    i = 0
    while i < len(head):
        ch = head[i]
        if ch in "[(":
            j = head.index("])"[ch == "("], i)
            melds.append(ch + _write(_tiles(head[i + 1:j])) + head[j])
            i = j + 1
        else:
            j = i
            while j < len(head) and head[j] not in "[(":
                j += 1
            concealed += _tiles(head[i:j])
            i = j
    win = concealed.pop()
    return " ".join([_write(concealed) + "".join(melds) + _write([win])] + rest)


def _log_lines(paths: list[Path]) -> list[str]:
    cmd = [sys.executable, "-m", "mjscore", "log", "--lines"] + [str(p) for p in paths]
    done = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT)  # (a record cut short: its wins)
    return [prefix_line(line) for line in done.stdout.splitlines() if line.strip()]


def _scores(lines: list[str], rules: str) -> list[bool]:
    import json

    done = subprocess.run([sys.executable, "-m", "mjscore", "score", "-f", "jsonl", "-r", rules],
                          input="\n".join(lines) + "\n", capture_output=True, text=True, cwd=ROOT)
    return [json.loads(row)["ok"] for row in done.stdout.splitlines()]


def sets() -> dict[str, list[str]]:
    riichi = _log_lines(RIICHI_RECORDS)
    fliosen = [" ".join(w for w in line.split() if not w.startswith(FLIOSEN_UNKNOWN)) for line in riichi]
    fliosen = [line for line, ok in zip(fliosen, _scores(fliosen, "fliosen")) if ok]
    return {"riichi": riichi, "fliosen": fliosen, "mcr": _log_lines(MCR_RECORDS)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="compare the files with the records' wins")
    a = ap.parse_args()
    OUT.mkdir(parents=True, exist_ok=True)
    stale = []
    for rules, lines in sets().items():
        path = OUT / f"{rules}.txt"
        text = "\n".join(lines) + "\n"
        if a.check:
            if not path.exists() or path.read_text() != text:
                stale.append(path.name)
        else:
            path.write_text(text)
            print(f"{path.relative_to(ROOT)}: {len(lines)} wins")
    if stale:
        sys.exit("out of date: " + ", ".join(stale))


if __name__ == "__main__":
    main()
