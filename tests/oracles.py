"""Test-only bridges to the reference calculators (never imported by the product):

- MCR: pymahjonggb (module ``MahjongGB``): ``oracle_name``, ``oracle_fans`` (its fans as our ids),
  ``our_fans``;
- riichi: the ``mahjong`` library: ``to_library`` (a Hand in its 136-tile terms), ``LIBRARY_IDS`` (its
  yaku ids as ours).
"""

from __future__ import annotations

from mjscore.hand import CHOW, KONG, PUNG, Hand
from mjscore.tiles import EAST, FIVES

# -- MCR: pymahjonggb -----------------------------------------------------------------------------------

def oracle_name(t: int) -> str:
    if t < 27:
        return "WBT"[t // 9] + str(t % 9 + 1)
    if t < 31:
        return f"F{t - 26}"
    return {31: "J3", 32: "J2", 33: "J1"}[t]  # J1 red, J2 green, J3 white (checked empirically)


ORACLE_IDS = {
    "独听・边张": "edge_wait", "独听・嵌张": "closed_wait", "独听・单钓": "single_wait",
}


def _oracle_ids():
    from mjscore.rules.mcr.fans import FANS
    ids = {f.zh: f.id for f in FANS}
    ids.update(ORACLE_IDS)
    return ids


def oracle_fans(h: Hand) -> dict[str, int] | str:
    """The reference calculator's fans for ``h`` as {id: count}, or its error string."""
    from MahjongGB import MahjongFanCalculator
    packs = []
    for m in h.melds:
        kind = {CHOW: "CHI", PUNG: "PENG", KONG: "GANG"}[m.kind]
        t = m.tile + 1 if m.kind == CHOW else m.tile
        packs.append((kind, oracle_name(t), 0 if m.concealed else 1))
    rest = list(h.tiles)
    rest.remove(h.win)
    c = h.conditions
    try:
        res = MahjongFanCalculator(
            pack=tuple(packs), hand=tuple(oracle_name(t) for t in rest), winTile=oracle_name(h.win),
            flowerCount=h.flower_count, isSelfDrawn=c.tsumo, is4thTile=c.last_tile,
            isAboutKong=c.rinshan or c.chankan, isWallLast=c.last_draw,
            seatWind=c.seat - EAST, prevalentWind=c.round - EAST, verbose=True)
    except TypeError as e:
        return str(e)
    ids = _oracle_ids()
    return {ids[zh]: n for _, n, zh, _en in res}


def our_fans(h: Hand, variant: str = "reference") -> dict[str, int]:
    from mjscore.rules.mcr import RULE_SET
    s = RULE_SET.score(h, {"variant": variant})
    return {fc.id: fc.count for fc in s.fans}


# -- riichi: the `mahjong` library ----------------------------------------------------------------------

def to_library(hand: Hand, *, terminals_only: bool = False):
    """(tiles136, win136, melds, dora136, ura136, config kwargs) for HandCalculator."""
    from mahjong.meld import Meld as LMeld

    used = [0] * 34
    red_left = {f: 0 for f in FIVES}
    for f in hand.red:
        red_left[f] += 1
    for m in hand.melds:
        for f in FIVES:
            if m.red and f in m.tiles:
                red_left[f] += m.red

    def take(t, red=False):
        # copy 0 of a five is the library's red five
        if t in FIVES:
            if red:
                return 4 * t
            used[t] += 1
            return 4 * t + used[t]
        i = 4 * t + used[t]
        used[t] += 1
        return i

    lmelds = []
    tiles136 = []
    for m in hand.melds:
        ts = []
        reds = m.red
        for t in m.tiles:
            if reds and t in FIVES:
                ts.append(take(t, True))
                reds -= 1
            else:
                ts.append(take(t))
        kind = {CHOW: LMeld.CHI, PUNG: LMeld.PON, KONG: LMeld.KAN}[m.kind]
        lmelds.append(LMeld(meld_type=kind, tiles=ts, opened=not m.concealed))
        tiles136.extend(ts)
    reds = list(hand.red)
    win136 = None
    for t in hand.tiles:
        if t in reds:
            reds.remove(t)
            i = take(t, True)
        else:
            i = take(t)
        tiles136.append(i)
        if t == hand.win and win136 is None:
            win136 = i

    def indicator(i):
        if terminals_only and i < 27:  # Yaochu order 1<->9: the standard indicator of the same dora
            from mjscore.tiles import dora_after
            d = dora_after(i, terminals_only=True)
            return (d // 9) * 9 + (d % 9 - 1) % 9
        return i

    c = hand.conditions
    dora = [4 * indicator(i) + 3 for i in c.dora]  # copy 3: never red, indicators are not counted
    ura = [4 * indicator(i) + 3 for i in c.ura]
    config = dict(
        is_tsumo=c.tsumo, is_riichi=c.riichi and not c.double_riichi, is_daburu_riichi=c.double_riichi,
        is_ippatsu=c.ippatsu, is_rinshan=c.rinshan, is_chankan=c.chankan,
        is_haitei=c.last_draw and c.tsumo, is_houtei=c.last_draw and not c.tsumo,
        is_tenhou=c.tenhou, is_chiihou=c.chiihou, player_wind=c.seat, round_wind=c.round,
    )
    return tiles136, win136, lmelds, dora, ura, config


LIBRARY_IDS = {
    0: "menzen_tsumo", 1: "riichi", 3: "ippatsu", 4: "chankan", 5: "rinshan", 6: "haitei", 7: "houtei",
    8: "double_riichi", 12: "pinfu", 13: "tanyao", 14: "iipeikou", 15: "yakuhai_white", 16: "yakuhai_green",
    17: "yakuhai_red", 18: "yakuhai_seat", 19: "yakuhai_seat", 20: "yakuhai_seat", 21: "yakuhai_seat",
    22: "yakuhai_round", 23: "yakuhai_round", 24: "yakuhai_round", 25: "yakuhai_round", 26: "sanshoku",
    27: "ittsu", 28: "chanta", 29: "honroutou", 30: "toitoi", 31: "sanankou", 32: "sankantsu",
    33: "sanshoku_doukou", 34: "chiitoitsu", 35: "shousangen", 36: "honitsu", 37: "junchan", 38: "ryanpeikou",
    39: "chinitsu", 100: "kokushi", 101: "chuuren", 102: "suuankou", 103: "daisangen", 104: "shousuushii",
    105: "ryuuiisou", 106: "suukantsu", 107: "tsuuiisou", 108: "chinroutou", 111: "daisuushii",
    112: "kokushi_13", 113: "suuankou_tanki", 114: "chuuren_9", 115: "tenhou", 116: "chiihou",
    120: "dora", 121: "aka_dora", 122: "ura_dora",
}
