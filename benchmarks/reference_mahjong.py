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

from mahjong.hand_calculating.hand import HandCalculator
from mahjong.hand_calculating.hand_config import HandConfig, OptionalRules
from mahjong.meld import Meld

from reference_common import Line, score_lines

WIND = {"E": 27, "S": 28, "W": 29, "N": 30}


def meld(bracket: str, ts: list[tuple[int, bool]], ids: list[int]) -> Meld:
    kind = Meld.KAN if len(ts) == 4 else (Meld.PON if ts[0][0] == ts[1][0] else Meld.CHI)
    return Meld(kind, ids, opened=bracket == "[")


def main() -> None:
    calc = HandCalculator()

    def score(n: int, line: str) -> dict:
        read = Line(line, meld)
        hand, melds, cond, tsumo, last = read.hand, read.melds, read.cond, read.tsumo, read.last_draw
        config = HandConfig(
            is_tsumo=tsumo, is_riichi="riichi" in cond or "double-riichi" in cond, is_ippatsu="ippatsu" in cond,
            is_rinshan="rinshan" in cond, is_chankan="chankan" in cond, is_haitei=last and tsumo,
            is_houtei=last and not tsumo, is_daburu_riichi="double-riichi" in cond, is_tenhou="tenhou" in cond,
            is_chiihou="chiihou" in cond, player_wind=WIND[cond.get("seat", "E")],
            round_wind=WIND[cond.get("round", cond.get("prevalent", "E"))],
            tsumi_number=int(cond.get("honba", 0)), kyoutaku_number=int(cond.get("sticks", 0)),
            options=OptionalRules(has_open_tanyao=True, has_aka_dora="0" in line.split()[0]))
        dora, ura = read.dora, read.ura
        tiles = hand + [t for m in melds for t in m.tiles]
        r = calc.estimate_hand_value(tiles, hand[-1], melds=melds or None, dora_indicators=dora or None,
                                     config=config, ura_dora_indicators=ura or None)
        if r.error:
            return {"line": n, "input": line, "rules": "riichi", "ok": False, "error": {"message": str(r.error)}}
        return {"line": n, "input": line, "rules": "riichi", "ok": True,
                "yaku": [{"name": y.name, "han": y.han_open if r.is_open_hand else y.han_closed} for y in r.yaku],
                "han": r.han, "fu": r.fu, "cost": r.cost}

    score_lines(score)


if __name__ == "__main__":
    main()
