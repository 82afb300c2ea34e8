#!/usr/bin/env python3
"""The reference pipeline of the riichi throughput benchmark: read hand lines (the subset of
mjscore's notation that gen_hands.py and riichi_throughput.py write), score each with the `mahjong`
library (2.1) in the room of docs/riichi.md's defaults, write JSON lines.

    python benchmarks/reference_mahjong_riichi.py < hands.txt > out.jsonl

Test-only dependency (mahjong); never used by mjscore itself.
"""

from __future__ import annotations

import json
import sys

from mahjong.hand_calculating.hand import HandCalculator
from mahjong.hand_calculating.hand_config import HandConfig, OptionalRules
from mahjong.meld import Meld

SUITS = {"m": 0, "p": 9, "s": 18}
HONORS = {ch: 27 + i for i, ch in enumerate("ESWNPFC")}
WINDS = {"E": 27, "S": 28, "W": 29, "N": 30}
RULES = OptionalRules(has_open_tanyao=True, has_aka_dora=True, has_double_yakuman=True,
                      limit_to_sextuple_yakuman=False)


def kinds(text: str) -> list[tuple[int, bool]]:
    """(tile kind, red) for each tile of a prefix-form group: ``m123``, ``EEE``, ``p0``."""
    out, base = [], None
    for ch in text:
        if ch in SUITS:
            base = SUITS[ch]
        elif ch.isdigit():
            out.append((base + (4 if ch == "0" else int(ch) - 1), ch == "0"))
        elif ch in HONORS:
            out.append((HONORS[ch], False))
    return out


def parse(line: str):
    head, *words = line.split()
    used = [0] * 34

    def take(kind: int, red: bool) -> int:
        if kind in (4, 13, 22):  # copy 0 of a five is the library's red five (also the fourth five)
            if red or used[kind] == 3:
                return 4 * kind
            used[kind] += 1
            return 4 * kind + used[kind]
        used[kind] += 1
        return 4 * kind + used[kind] - 1

    melds, i, text = [], 0, ""
    while i < len(head):
        ch = head[i]
        if ch in "[(":
            j = head.index("])"[ch == "("], i)
            group = [take(k, r) for k, r in kinds(head[i + 1:j])]  # a meld writes its own suit letter
            kind = Meld.KAN if len(group) == 4 else (Meld.PON if group[0] // 4 == group[1] // 4 else Meld.CHI)
            melds.append(Meld(meld_type=kind, tiles=group, opened=ch == "["))
            i = j + 1
        else:
            text += ch
            i += 1
    concealed = [take(k, r) for k, r in kinds(text)]
    cond = dict(w.split("=", 1) if "=" in w else (w, True) for w in words)
    dora = [4 * k + 3 for k, _ in kinds(cond.get("dora", ""))]
    config = HandConfig(is_tsumo="tsumo" in cond, is_riichi="riichi" in cond, player_wind=WINDS[cond.get("seat", "E")],
                        round_wind=WINDS[cond.get("round", "E")], tsumi_number=int(cond.get("honba", 0)),
                        kyoutaku_number=int(cond.get("sticks", 0)), options=RULES)
    tiles = concealed + [t for m in melds for t in m.tiles]
    return tiles, concealed[-1], melds, dora, config


def main() -> None:
    write = sys.stdout.write
    for n, line in enumerate(sys.stdin, 1):
        tiles, win, melds, dora, config = parse(line)
        r = HandCalculator.estimate_hand_value(tiles, win, melds=melds, dora_indicators=dora, config=config)
        out = {"line": n, "ok": r.error is None}
        if r.error is None:
            out.update(yaku=[y.name for y in r.yaku], han=r.han, fu=r.fu, total=r.cost["total"])
        else:
            out["error"] = r.error
        write(json.dumps(out) + "\n")


if __name__ == "__main__":
    main()
