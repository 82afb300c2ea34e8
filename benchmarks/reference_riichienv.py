#!/usr/bin/env python3
"""The RiichiEnv reference pipeline of the throughput benchmark: read hand lines (the subset of
mjscore's notation that gen_hands.py, gen_varied.py and data/real-wins/ write: prefix suits, honor
letters, red fives ``0``, ``[...]`` and ``(...)`` melds, condition words), score each with
RiichiEnv's ``HandEvaluator`` (a Rust core; four players, standard riichi rules), write JSON lines.

    python benchmarks/reference_riichienv.py < hands.txt > out.jsonl

It stands for what a user would script on RiichiEnv instead of mjscore for riichi lines, as
reference_mahjong.py does on the ``mahjong`` library; the figures are a speed reference, not a second
opinion (RiichiEnv counts red fives as dora whenever a line writes one).

Test-only dependency (``riichienv``); never used by mjscore itself.
"""

from __future__ import annotations

import json
import sys

from riichienv import Conditions, HandEvaluator, Meld, MeldType

SUIT_BASE = {"m": 0, "p": 9, "s": 18}
HONOR = {"E": 27, "S": 28, "W": 29, "N": 30, "P": 31, "F": 32, "C": 33}
WIND = {"E": 0, "S": 1, "W": 2, "N": 3}
RED_COPY = 0  # copy 0 of each five is the red one in the 136-tile numbering (m5: 16, p5: 52, s5: 88)
SELF_DRAWN = ("tsumo", "self-drawn", "zimo", "rinshan", "tenhou", "chiihou")


def tiles34(text: str) -> list[tuple[int, bool]]:
    """(tile kind 0-33, red five?) for each tile written."""
    out, base = [], 0
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
    """Hands out 136-tile ids: red fives take copy 0, other tiles copies 1, 2, 3, then 0."""

    def __init__(self) -> None:
        self.used = [0] * 34

    def take(self, kind: int, red: bool) -> int:
        if red:
            return kind * 4 + RED_COPY
        n = self.used[kind]
        self.used[kind] += 1
        return kind * 4 + (n + 1) % 4


def parse(line: str) -> tuple[list[int], list[Meld], dict[str, str | bool]]:
    """The concealed tiles (the winning tile last), the melds and the condition words of a line."""
    head, *words = line.split()
    copies = Copies()
    melds, concealed, i = [], [], 0
    while i < len(head):
        ch = head[i]
        if ch in "[(":
            j = head.index("])"[ch == "("], i)
            ts = tiles34(head[i + 1:j])
            ids = [copies.take(k, r) for k, r in ts]
            if len(ts) == 4:
                kind = MeldType.Daiminkan if ch == "[" else MeldType.Ankan
            else:
                kind = MeldType.Pon if ts[0][0] == ts[1][0] else MeldType.Chi
            melds.append(Meld(kind, ids, ch == "["))
            i = j + 1
        else:
            j = i
            while j < len(head) and head[j] not in "[(":
                j += 1
            concealed.append(head[i:j])
            i = j
    hand = [copies.take(k, r) for k, r in tiles34("".join(concealed))]
    cond: dict[str, str | bool] = {}
    for w in words:
        k, _, v = w.partition("=")
        cond[k.lower()] = v if v else True
    return hand, melds, cond


def indicators(text: str | bool | None, copies: Copies) -> list[int]:
    return [copies.take(k, r) for k, r in tiles34(text)] if isinstance(text, str) else []


def main() -> None:
    write = sys.stdout.write
    for n, line in enumerate(sys.stdin, 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        hand, melds, cond = parse(line)
        tsumo = any(w in cond for w in SELF_DRAWN)
        last = "last-draw" in cond
        conditions = Conditions(
            tsumo=tsumo, riichi="riichi" in cond or "double-riichi" in cond, double_riichi="double-riichi" in cond,
            ippatsu="ippatsu" in cond, haitei=last and tsumo, houtei=last and not tsumo, rinshan="rinshan" in cond,
            chankan="chankan" in cond, tsumo_first_turn="tenhou" in cond or "chiihou" in cond,
            player_wind=WIND[str(cond.get("seat", "E"))],
            round_wind=WIND[str(cond.get("round", cond.get("prevalent", "E")))],
            riichi_sticks=int(cond.get("sticks", 0)), honba=int(cond.get("honba", 0)))
        spare = Copies()  # (indicators are other copies; their ids only name the kind)
        dora = indicators(cond.get("dora"), spare)
        ura = indicators(cond.get("ura"), spare)
        r = HandEvaluator(hand, melds).calc(hand[-1], dora, conditions, ura)
        if not r.is_win:
            out = {"line": n, "input": line, "rules": "riichi", "ok": False,
                   "error": {"message": "no yaku" if r.has_win_shape else "not a winning shape"}}
        else:
            out = {"line": n, "input": line, "rules": "riichi", "ok": True,
                   "yaku": [y.name for y in r.yaku_list()], "han": r.han, "fu": r.fu, "yakuman": r.yakuman,
                   "cost": {"ron": r.ron_agari, "tsumo_dealer": r.tsumo_agari_oya,
                            "tsumo_others": r.tsumo_agari_ko}}
        write(json.dumps(out, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
