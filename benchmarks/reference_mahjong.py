#!/usr/bin/env python3
"""The riichi-style reference pipeline of the throughput benchmark: read hand lines (the subset of
mjscore's notation that gen_hands.py writes: prefix suits, honor letters, red fives ``0``, ``[...]``
and ``(...)`` melds, condition words), score each with the ``mahjong`` library's HandCalculator
(standard riichi rules), write JSON lines.

    python benchmarks/reference_mahjong.py < hands.txt > out.jsonl

It stands for what a user would script instead of mjscore for Fliosen lines, Yaochu
``--scoring riichi`` lines and riichi lines: every line is scored as standard riichi (open tanyao,
red fives when the line writes one). The figures are a speed reference, not a second opinion on
Fliosen's or Yaochu's own rules.

Test-only dependency (``mahjong``); never used by mjscore itself.
"""

from __future__ import annotations

import json
import sys

from mahjong.hand_calculating.hand import HandCalculator
from mahjong.hand_calculating.hand_config import HandConfig, OptionalRules
from mahjong.meld import Meld

SUIT_BASE = {"m": 0, "p": 9, "s": 18}
HONOR = {"E": 27, "S": 28, "W": 29, "N": 30, "P": 31, "F": 32, "C": 33}
WIND = {"E": 27, "S": 28, "W": 29, "N": 30}
RED_COPY = 0  # copy 0 of each five is the red one in the library's 136-tile numbering


def tiles34(text: str) -> list[tuple[int, bool]]:
    """(tile kind 0-33, red five?) for each tile written."""
    out, base = [], None
    for ch in text:
        if ch in SUIT_BASE:
            base = SUIT_BASE[ch]
        elif ch.isdigit():
            d = int(ch)
            out.append((base + (4 if d == 0 else d - 1), d == 0))
        elif ch in HONOR:
            out.append((HONOR[ch], False))
    return out


class Copies:
    """Hands out the library's 136-tile ids: red fives take copy 0, other tiles copies 1, 2, 3, then 0."""

    def __init__(self) -> None:
        self.used = [0] * 34

    def take(self, kind: int, red: bool) -> int:
        if red:
            return kind * 4 + RED_COPY
        n = self.used[kind]
        self.used[kind] += 1
        return kind * 4 + (n + 1) % 4


def parse(line: str):
    head, *words = line.split()
    copies = Copies()
    melds, concealed, i = [], [], 0
    while i < len(head):
        ch = head[i]
        if ch in "[(":
            j = head.index("])"[ch == "("], i)
            ts = tiles34(head[i + 1:j])
            ids = [copies.take(k, r) for k, r in ts]
            kind = Meld.KAN if len(ts) == 4 else (Meld.PON if ts[0][0] == ts[1][0] else Meld.CHI)
            melds.append(Meld(kind, ids, opened=ch == "["))
            i = j + 1
        else:
            j = i
            while j < len(head) and head[j] not in "[(":
                j += 1
            concealed.append(head[i:j])
            i = j
    hand = [copies.take(k, r) for k, r in tiles34("".join(concealed))]
    cond = {}
    for w in words:
        k, _, v = w.partition("=")
        cond[k.lower()] = v if v else True
    return hand, melds, cond


def indicators(text, copies: Copies) -> list[int]:
    return [copies.take(k, r) for k, r in tiles34(text)] if isinstance(text, str) else []


def main() -> None:
    write = sys.stdout.write
    calc = HandCalculator()
    for n, line in enumerate(sys.stdin, 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        hand, melds, cond = parse(line)
        tsumo = any(w in cond for w in ("tsumo", "self-drawn", "zimo", "rinshan", "tenhou", "chiihou"))
        last = "last-draw" in cond
        config = HandConfig(
            is_tsumo=tsumo, is_riichi="riichi" in cond or "double-riichi" in cond, is_ippatsu="ippatsu" in cond,
            is_rinshan="rinshan" in cond, is_chankan="chankan" in cond, is_haitei=last and tsumo,
            is_houtei=last and not tsumo, is_daburu_riichi="double-riichi" in cond, is_tenhou="tenhou" in cond,
            is_chiihou="chiihou" in cond, player_wind=WIND[cond.get("seat", "E")],
            round_wind=WIND[cond.get("round", cond.get("prevalent", "E"))],
            tsumi_number=int(cond.get("honba", 0)), kyoutaku_number=int(cond.get("sticks", 0)),
            options=OptionalRules(has_open_tanyao=True, has_aka_dora="0" in line.split()[0]))
        spare = Copies()  # (indicators are other copies; their ids only name the kind)
        dora = indicators(cond.get("dora"), spare)
        ura = indicators(cond.get("ura"), spare)
        tiles = hand + [t for m in melds for t in m.tiles]
        r = calc.estimate_hand_value(tiles, hand[-1], melds=melds or None, dora_indicators=dora or None,
                                     config=config, ura_dora_indicators=ura or None)
        if r.error:
            out = {"line": n, "input": line, "rules": "riichi", "ok": False, "error": {"message": str(r.error)}}
        else:
            out = {"line": n, "input": line, "rules": "riichi", "ok": True,
                   "yaku": [{"name": y.name, "han": y.han_open if r.is_open_hand else y.han_closed} for y in r.yaku],
                   "han": r.han, "fu": r.fu, "cost": r.cost}
        write(json.dumps(out, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
