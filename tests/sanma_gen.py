"""Seeded three-player riichi hands (三麻, `--players 3`) for the differential tests: only the 108
tiles of the game (no 2m-8m), chows only among the concealed tiles (none is claimed), seats E, S and W,
Norths set aside (kita=0-4, never more than four Norths in all), dora indicators that often point
across the 1m/9m wrap or at North, and every situation of tests/handgen.py's riichi hands that three
players can have: seven pairs, thirteen orphans, nine gates, kongs, yakuman, riichi, ippatsu,
haitei / houtei, rinshan, chankan, tenhou, chiihou, honba and deposits."""

from __future__ import annotations

import random

from mjscore.hand import CHOW, KONG, PUNG, Hand, Meld
from mjscore.tiles import EAST, NORTH, ORPHANS, THREE_PLAYER_TILE_SET, WEST
from tests.handgen import held_counts, with_red_fives

KINDS = tuple(sorted(THREE_PLAYER_TILE_SET))  # the 27 kinds of the game
CHOW_STARTS = tuple(range(9, 16)) + tuple(range(18, 25))  # 1-7 of dots and bamboo (no chow of characters)
SEATS = (EAST, EAST + 1, EAST + 2)  # E, S, W
ROUNDS = (EAST, EAST, EAST + 1, EAST + 1, EAST + 2)  # East and South rounds, a West round now and then
FIVES_3P = (13, 22)  # 5p, 5s: the red fives of the game (0p, 0s)
# Indicators drawn often: 1m (dora 9m), 9m (dora 1m), West (dora North, with the Norths set aside).
FAVOURED = (0, 8, WEST, NORTH)
# Pools of the rare hands: honors and terminals (yakuman, honroutou, chanta), greens, kongs.
RARE_POOLS = {
    "honors": tuple(range(27, 34)),
    "terminals": (0, 8, 9, 17, 18, 26),
    "dragons": (31, 32, 33, 31, 32, 33, 0, 8, 27, 28),
    "winds": (27, 28, 29, 30, 31, 9),
    "greens": (19, 20, 21, 23, 25, 32),  # 2s 3s 4s 6s 8s and Green (ryuuiisou)
    "ones": (0, 9, 18, 27, 31, 21),  # 1m 1p 1s (sanshoku doukou: the only numbers all three suits have are 1 and 9)
    "nines": (8, 17, 26, 28, 32, 12),
    "kongs": KINDS,
}


def _sets(rng: random.Random, counts: list[int]) -> list[tuple[str, int]] | None:
    """Four sets of the game's tiles (chows of dots and bamboo, pungs, kongs), counted in ``counts``."""
    out = []
    for _ in range(4):
        for _try in range(20):
            r = rng.random()
            if r < 0.55:
                t = rng.choice(CHOW_STARTS)
                if all(counts[x] < 4 for x in (t, t + 1, t + 2)):
                    for x in (t, t + 1, t + 2):
                        counts[x] += 1
                    out.append((CHOW, t))
                    break
            else:
                kind = KONG if r > 0.93 else PUNG
                t = rng.choice(KINDS)
                if counts[t] == 0:
                    counts[t] += 4 if kind == KONG else 3
                    out.append((kind, t))
                    break
        else:
            return None
    return out


def _rare_sets(rng: random.Random, counts: list[int]) -> tuple[list[tuple[str, int]], int] | None:
    pool = sorted(set(RARE_POOLS[rng.choice(tuple(RARE_POOLS))]))
    if len(pool) < 5:
        return None
    chosen = rng.sample(pool, 5)
    pair, sets = chosen[0], chosen[1:]
    counts[pair] += 2
    out = []
    for t in sets:
        kind = KONG if rng.random() < 0.3 else PUNG
        counts[t] += 4 if kind == KONG else 3
        out.append((kind, t))
    return out, pair


def sanma_hand(rng: random.Random) -> Hand | None:
    """One complete three-player hand (None: try again)."""
    counts = [0] * 34
    melds: list[Meld] = []
    concealed: list[int] = []
    shape = rng.random()
    if shape < 0.09:  # seven pairs
        kinds = rng.sample(KINDS, 7)
        concealed = [t for t in kinds for _ in range(2)]
    elif shape < 0.12:  # thirteen orphans
        concealed = list(ORPHANS) + [rng.choice(ORPHANS)]
    elif shape < 0.14:  # nine gates (dots or bamboo)
        s = rng.choice((9, 18))
        concealed = [s, s, s + 8, s + 8] + [s + i for i in range(9)] + [s + rng.randrange(9)]
    else:
        if shape < 0.30:
            drawn = _rare_sets(rng, counts)
            if drawn is None:
                return None
            groups, pair = drawn
        else:
            pair = rng.choice(KINDS)
            counts[pair] += 2
            found = _sets(rng, counts)
            if found is None:
                return None
            groups = found
        if max(counts) > 4:
            return None
        p_open = rng.choice((0.0, 0.0, 0.3, 0.6))
        concealed = [pair, pair]
        for kind, t in groups:
            if kind == KONG:
                melds.append(Meld(kind=KONG, tile=t, concealed=rng.random() < 0.4))
            elif kind == PUNG and rng.random() < p_open:  # (a claimed pung; chows are never claimed)
                melds.append(Meld(kind=PUNG, tile=t))
            else:
                concealed += [t, t + 1, t + 2] if kind == CHOW else [t] * 3
    concealed.sort()
    held = held_counts(concealed, melds)
    if max(held) > 4:
        return None
    win = rng.choice(concealed)
    closed = all(m.concealed for m in melds)
    tsumo = rng.random() < 0.5
    seat = rng.choice(SEATS)
    cond: dict = dict(tsumo=tsumo, seat=seat, round=rng.choice(ROUNDS))
    if closed and rng.random() < 0.35:
        cond["riichi"] = True
        cond["double_riichi"] = rng.random() < 0.15
        cond["ippatsu"] = rng.random() < 0.25
        cond["ura"] = _indicators(rng, rng.randrange(3))
    has_kong = any(m.kind == KONG for m in melds)
    special = rng.random()
    if special < 0.08:
        cond["last_draw"] = True
    elif special < 0.14 and tsumo and has_kong:
        cond["rinshan"] = True
        cond["ippatsu"] = False  # (the winner's own kong ends ippatsu)
    elif special < 0.18 and not tsumo and held[win] == 1:  # (the robbed kong holds the other three)
        cond["chankan"] = True
    elif special < 0.20 and tsumo and not melds:
        cond.update(riichi=False, double_riichi=False, ippatsu=False, ura=())
        cond["tenhou" if seat == EAST else "chiihou"] = True
    cond["dora"] = _indicators(rng, rng.choice((0, 1, 1, 2, 2, 3)))
    north_room = 4 - held[NORTH]
    cond["kita"] = min(north_room, rng.choice((0, 0, 0, 1, 1, 2, 2, 3, 4)))
    cond["honba"] = rng.choice((0, 0, 0, 1, 2, 5))
    cond["sticks"] = rng.choice((0, 0, 0, 1, 3))
    # red fives: 0p and 0s only, one per suit, among the fives held; a suit holding all four fives
    # holds its red one
    want = {f for f in FIVES_3P if held[f] and (held[f] == 4 or rng.random() < 0.3)}
    return with_red_fives(rng, concealed, win, melds, cond, FIVES_3P, want)


def _indicators(rng: random.Random, n: int) -> tuple[int, ...]:
    return tuple(rng.choice(FAVOURED) if rng.random() < 0.4 else rng.choice(KINDS) for _ in range(n))


def sanma_hands(seed: int, n: int) -> list[Hand]:
    """``n`` complete three-player hands from ``seed``."""
    rng = random.Random(seed)
    out: list[Hand] = []
    while len(out) < n:
        h = sanma_hand(rng)
        if h is not None:
            out.append(h)
    return out
