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

from riichienv import Conditions, HandEvaluator, Meld, MeldType

from reference_common import Line, score_lines

WIND = {"E": 0, "S": 1, "W": 2, "N": 3}


def meld(bracket: str, ts: list[tuple[int, bool]], ids: list[int]) -> Meld:
    if len(ts) == 4:
        kind = MeldType.Daiminkan if bracket == "[" else MeldType.Ankan
    else:
        kind = MeldType.Pon if ts[0][0] == ts[1][0] else MeldType.Chi
    return Meld(kind, ids, bracket == "[")


def main() -> None:
    def score(n: int, line: str) -> dict:
        read = Line(line, meld)
        hand, melds, cond, tsumo, last = read.hand, read.melds, read.cond, read.tsumo, read.last_draw
        conditions = Conditions(
            tsumo=tsumo, riichi="riichi" in cond or "double-riichi" in cond, double_riichi="double-riichi" in cond,
            ippatsu="ippatsu" in cond, haitei=last and tsumo, houtei=last and not tsumo, rinshan="rinshan" in cond,
            chankan="chankan" in cond, tsumo_first_turn="tenhou" in cond or "chiihou" in cond,
            player_wind=WIND[str(cond.get("seat", "E"))],
            round_wind=WIND[str(cond.get("round", cond.get("prevalent", "E")))],
            riichi_sticks=int(cond.get("sticks", 0)), honba=int(cond.get("honba", 0)))
        dora, ura = read.dora, read.ura
        r = HandEvaluator(hand, melds).calc(hand[-1], dora, conditions, ura)
        if not r.is_win:
            return {"line": n, "input": line, "rules": "riichi", "ok": False,
                    "error": {"message": "no yaku" if r.has_win_shape else "not a winning shape"}}
        return {"line": n, "input": line, "rules": "riichi", "ok": True,
                "yaku": [y.name for y in r.yaku_list()], "han": r.han, "fu": r.fu, "yakuman": r.yakuman,
                "cost": {"ron": r.ron_agari, "tsumo_dealer": r.tsumo_agari_oya, "tsumo_others": r.tsumo_agari_ko}}

    score_lines(score)


if __name__ == "__main__":
    main()
