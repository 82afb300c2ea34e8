#!/usr/bin/env python3
"""The reference pipeline of the throughput benchmark: read hand lines (the subset of mjscore's
notation that gen_hands.py writes), score each with pymahjonggb's C++ calculator, write JSON lines.

    python benchmarks/reference_pymahjonggb.py < hands.txt > out.jsonl

Test-only dependency (pymahjonggb); never used by mjscore itself.
"""

from __future__ import annotations

from MahjongGB import MahjongFanCalculator

from reference_common import score_lines, split_head

HONOR = {"E": "F1", "S": "F2", "W": "F3", "N": "F4", "C": "J1", "F": "J2", "P": "J3"}
SUIT = {"m": "W", "p": "B", "s": "T"}
WIND = {"E": 0, "S": 1, "W": 2, "N": 3}


def tiles(text: str) -> list[str]:
    out, suit = [], None
    for ch in text:
        if ch in SUIT:
            suit = SUIT[ch]
        elif ch.isdigit():
            out.append(f"{suit}{ch}")
        elif ch in HONOR:
            out.append(HONOR[ch])
    return out


def parse(line: str):
    head, *words = line.split()
    written, concealed = split_head(head)
    packs = []
    for bracket, text in written:
        ts = tiles(text)
        kind = "GANG" if len(ts) == 4 else ("PENG" if ts[0] == ts[1] else "CHI")
        packs.append((kind, ts[1], 0 if bracket == "(" else 1))
    hand = tiles(concealed)
    cond = dict(w.split("=", 1) if "=" in w else (w, True) for w in words)
    return packs, hand, cond


def main() -> None:
    def score(n: int, line: str) -> dict:
        packs, hand, cond = parse(line)
        try:
            fans = MahjongFanCalculator(
                pack=tuple(packs), hand=tuple(hand[:-1]), winTile=hand[-1],
                flowerCount=int(cond.get("flowers", 0)), isSelfDrawn="tsumo" in cond,
                is4thTile=False, isAboutKong=False, isWallLast="last-draw" in cond,
                seatWind=WIND[cond.get("seat", "E")], prevalentWind=WIND[cond.get("round", "E")], verbose=True)
        except TypeError as e:
            return {"line": n, "input": line, "rules": "mcr", "ok": False, "error": {"message": str(e)}}
        total = sum(p * c for p, c, *_ in fans)
        return {"line": n, "input": line, "rules": "mcr", "ok": True,
                "fans": [{"name": en, "native": zh, "points": p, "count": c} for p, c, zh, en in fans],
                "total": total, "is_win": total - int(cond.get("flowers", 0)) >= 8}

    score_lines(score)


if __name__ == "__main__":
    main()
