"""Test-only: random complete riichi hands (seeded) and their translation for the `mahjong` library.

Hands are built set by set so that every one is a win: four sets + a pair (chows, pungs, kongs;
claimed or concealed), seven pairs, thirteen orphans; with conditions a riichi table allows.
"""

from __future__ import annotations

import random

from mjscore.hand import CHOW, KONG, PUNG, Conditions, Hand, Meld
from mjscore.tiles import ORPHANS, TERMINALS_AND_HONORS

FIVES = (4, 13, 22)


def _set_tiles(kind, t):
    return (t, t + 1, t + 2) if kind == CHOW else (t,) * (4 if kind == KONG else 3)


def _pick_tile(rng, style, suit):
    if style == "orphans":
        return rng.choice(tuple(TERMINALS_AND_HONORS))
    if style == "honors":
        return rng.randrange(27, 34)
    if style == "flush":
        return suit * 9 + rng.randrange(9) if rng.random() < 0.85 else rng.randrange(27, 34)
    if style == "green":
        return rng.choice((19, 20, 21, 23, 25, 32))
    return rng.randrange(34)


def _regular(rng, counts, *, yaochu=False):
    """Four sets and a pair as (kind, tile) groups, or None when the draw broke the 4-copy limit."""
    style = rng.choice(("any", "any", "any", "flush", "orphans", "honors", "green", "outside", "straight", "triple")) if not yaochu else "orphans"
    suit = rng.randrange(3)
    groups = []
    for _ in range(4):
        r = rng.random()
        kind = CHOW if r < (0.0 if yaochu or style in ("honors", "orphans") else 0.55) else (KONG if r > 0.9 else PUNG)
        if kind == CHOW:
            s = suit if style == "flush" else rng.randrange(3)
            if style == "green":
                t = 19  # 234s is the only green chow
            elif style == "outside":
                t = s * 9 + rng.choice((0, 6))
            elif style == "straight" and len(groups) < 3:
                t = suit * 9 + 3 * len(groups)
            elif style == "triple" and len(groups) < 3:
                t = len(groups) * 9 + (min(groups[0][1] % 9, 6) if groups else rng.randrange(7))
            else:
                t = s * 9 + rng.randrange(7)
        elif style == "outside":
            t = rng.choice(tuple(TERMINALS_AND_HONORS))
        elif style == "triple" and groups:
            t = len(groups) % 3 * 9 + groups[0][1] % 9
        else:
            t = _pick_tile(rng, style, suit)
        groups.append((kind, t))
    pair = rng.choice(tuple(TERMINALS_AND_HONORS)) if style == "outside" else _pick_tile(rng, style, suit)
    for kind, t in groups:
        for x in _set_tiles(kind, t):
            counts[x] += 1
    counts[pair] += 2
    if max(counts) > 4:
        return None
    return groups, pair


def random_hand(rng: random.Random, *, yaochu: bool = False) -> Hand | None:
    """One random complete hand (None: try again)."""
    counts = [0] * 34
    shape = rng.random()
    melds: list[Meld] = []
    concealed: list[int] = []
    if shape < 0.08:  # seven pairs
        pool = ORPHANS if yaochu else tuple(range(34))
        if rng.random() < 0.3 and not yaochu:
            base = rng.randrange(3) * 9
            pool = tuple(range(27, 34)) if rng.random() < 0.4 else tuple(range(base, base + 9)) + (27, 31)
        kinds = rng.sample(pool, 7) if len(pool) >= 7 else None
        if kinds is None:
            return None
        concealed = [t for t in kinds for _ in range(2)]
    elif shape < 0.11:  # thirteen orphans
        concealed = list(ORPHANS) + [rng.choice(ORPHANS)]
    elif shape < 0.12 and not yaochu:  # nine gates
        s = rng.randrange(3) * 9
        concealed = [s, s, s + 8, s + 8] + [s + i for i in range(9)] + [s + rng.randrange(9)]
    else:
        drawn = _regular(rng, counts, yaochu=yaochu)
        if drawn is None:
            return None
        groups, pair = drawn
        p_open = rng.choice((0.0, 0.0, 0.2, 0.5))
        concealed = [pair, pair]
        for kind, t in groups:
            if kind == KONG:
                melds.append(Meld(KONG, t, concealed=rng.random() < 0.4))
            elif rng.random() < p_open:
                melds.append(Meld(kind, t))
            else:
                concealed.extend(_set_tiles(kind, t))
    concealed.sort()
    win = rng.choice(concealed)
    closed = all(m.concealed for m in melds)
    tsumo = rng.random() < 0.5
    cond = dict(tsumo=tsumo, seat=rng.randrange(27, 31), round=rng.randrange(27, 31))
    if closed and not yaochu and rng.random() < 0.35:
        cond["riichi"] = True
        cond["double_riichi"] = rng.random() < 0.15
        cond["ippatsu"] = rng.random() < 0.25
        cond["ura"] = tuple(rng.randrange(34) for _ in range(rng.randrange(3)))
    special = rng.random()
    has_kong = any(m.kind == KONG for m in melds)
    if special < 0.08:
        cond["last_draw"] = True
    elif special < 0.14 and tsumo and has_kong:
        cond["rinshan"] = True
    elif special < 0.18 and not tsumo:
        cond["chankan"] = True
    elif special < 0.20 and tsumo and not melds:
        if cond["seat"] == 27:
            cond["tenhou"] = True
        else:
            cond["chiihou"] = True
    cond["dora"] = tuple(rng.randrange(34) for _ in range(rng.randrange(4)))
    # red fives: one per suit at most, among the fives the hand holds; a suit holding all four
    # fives holds its red one (a riichi set has one red five of each suit)
    total = [0] * 34
    for t in concealed:
        total[t] += 1
    for m in melds:
        for t in m.tiles:
            total[t] += 1
    want = {f for f in FIVES if total[f] and not yaochu and (total[f] == 4 or rng.random() < 0.3)}
    red: list[int] = []
    new_melds = []
    for m in melds:
        f = next((x for x in m.tiles if x in FIVES), None)
        if f in want and f not in red and (rng.random() < 0.5 or f not in concealed):
            red.append(f)
            m = Meld(m.kind, m.tile, m.concealed, red=1)
        new_melds.append(m)
    hand_red = [f for f in FIVES if f in want and f not in red]
    win_red = win in hand_red and concealed.count(win) == 1
    return Hand(tuple(concealed), win, tuple(new_melds), Conditions(**cond), red=tuple(hand_red), win_red=win_red)


# -- the `mahjong` library's view of a hand ------------------------------------------------------

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
