#!/usr/bin/env python3
"""The reference pipeline of the game-record benchmark (log_bench.py): what a user would write today
to score the wins of Tenhou mjlog files without mjscore.

    python benchmarks/reference_log_mahjong.py FILE.mjlog [FILE.mjlog.gz ...] > out.jsonl

Each file is read with the standard library (gzip, xml.etree.ElementTree); for every AGARI tag the
winner's tiles (``hai``, the calls of ``m`` in Tenhou's meld bit layout), the winning tile
(``machi``), the dora and ura indicators, the seat and round winds (from the round's INIT) and the
situation (riichi, ippatsu, tsumo, haitei, houtei, rinshan, chankan, double riichi, tenhou,
chiihou: taken from the tag's own yaku list, as such a script would) are given to the ``mahjong``
library's HandCalculator under Tenhou's rules; one JSON line per win is written (han, fu, cost).

Test-only dependency (``mahjong``); never used by mjscore itself.
"""

from __future__ import annotations

import gzip
import json
import sys
import xml.etree.ElementTree as ET

from mahjong.hand_calculating.hand import HandCalculator
from mahjong.hand_calculating.hand_config import HandConfig, OptionalRules
from mahjong.meld import Meld

WINDS = (27, 28, 29, 30)  # E S W N as the library's 34-tile kinds
# Tenhou's yaku ids of the situations a script reads off the AGARI tag.
TSUMO, RIICHI, IPPATSU, CHANKAN, RINSHAN, HAITEI, HOUTEI, DOUBLE_RIICHI, TENHOU, CHIIHOU = 0, 1, 2, 3, 4, 5, 6, 21, 37, 38


def ints(text: str | None) -> list[int]:
    return [int(x) for x in text.split(",")] if text else []


def decode_meld(m: int) -> Meld:
    """One call of Tenhou's ``m`` attribute (chi, pon, added kong, open or concealed kong)."""
    if m & 0x4:  # chi
        t = (m >> 10) // 3
        base = (t // 7) * 9 + t % 7
        tiles = [(base + i) * 4 + ((m >> (3 + 2 * i)) & 3) for i in range(3)]
        return Meld(Meld.CHI, tiles, opened=True)
    if m & 0x18:  # pon (0x08) or added kong (0x10)
        unused = (m >> 5) & 3
        kind = (m >> 9) // 3
        if m & 0x8:
            return Meld(Meld.PON, [kind * 4 + i for i in range(4) if i != unused], opened=True)
        return Meld(Meld.SHOUMINKAN, [kind * 4 + i for i in range(4)], opened=True)
    kind = (m >> 8) // 4  # open or concealed kong
    return Meld(Meld.KAN, [kind * 4 + i for i in range(4)], opened=(m & 3) != 0)


def wins(path: str):
    data = open(path, "rb").read()
    if data[:2] == b"\x1f\x8b":
        data = gzip.decompress(data)
    root = ET.fromstring(data.decode("utf-8"))
    aka = True
    round_wind, dealer = 27, 0
    for tag in root:
        if tag.tag == "GO":
            aka = not (int(tag.get("type", "0")) & 0x02)
        elif tag.tag == "INIT":
            seed = ints(tag.get("seed"))
            round_wind = WINDS[seed[0] // 4 % 4]
            dealer = int(tag.get("oya", "0"))
        elif tag.tag == "AGARI":
            yield tag, aka, round_wind, dealer


def main() -> None:
    calc = HandCalculator()
    write = sys.stdout.write
    for path in sys.argv[1:]:
        for tag, aka, round_wind, dealer in wins(path):
            who, from_who = int(tag.get("who")), int(tag.get("fromWho"))
            hand = ints(tag.get("hai"))
            melds = [decode_meld(m) for m in ints(tag.get("m"))]
            yaku = ints(tag.get("yaku"))[::2] + ints(tag.get("yakuman"))
            ba = ints(tag.get("ba"))
            config = HandConfig(
                is_tsumo=who == from_who, is_riichi=RIICHI in yaku or DOUBLE_RIICHI in yaku,
                is_ippatsu=IPPATSU in yaku, is_rinshan=RINSHAN in yaku, is_chankan=CHANKAN in yaku,
                is_haitei=HAITEI in yaku, is_houtei=HOUTEI in yaku, is_daburu_riichi=DOUBLE_RIICHI in yaku,
                is_tenhou=TENHOU in yaku, is_chiihou=CHIIHOU in yaku,
                player_wind=WINDS[(who - dealer) % 4], round_wind=round_wind,
                tsumi_number=ba[0], kyoutaku_number=ba[1],
                options=OptionalRules(has_open_tanyao=True, has_aka_dora=aka, has_double_yakuman=False))
            tiles = hand + [t for m in melds for t in m.tiles[:3]] + [m.tiles[3] for m in melds if len(m.tiles) == 4]
            r = calc.estimate_hand_value(tiles, int(tag.get("machi")), melds=melds or None,
                                         dora_indicators=ints(tag.get("doraHai")) or None, config=config,
                                         ura_dora_indicators=ints(tag.get("doraHaiUra")) or None)
            out = {"file": path, "winner": who, "from": None if who == from_who else from_who}
            if r.error:
                out.update(ok=False, error=str(r.error))
            else:
                out.update(ok=True, han=r.han, fu=r.fu, cost=r.cost,
                           yaku=[y.name for y in r.yaku], recorded=ints(tag.get("ten")))
            write(json.dumps(out, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
