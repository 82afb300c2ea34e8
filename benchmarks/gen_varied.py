#!/usr/bin/env python3
"""Write N distinct winning hands dealt from a shuffled wall, one per line (a second benchmark set).

    python benchmarks/gen_varied.py 10000 --rules mcr > /tmp/varied.txt
    python benchmarks/gen_varied.py 10000 --rules riichi --seed 3 > /tmp/varied-riichi.txt

A generator independent of gen_hands.py and weighted differently, so that a speed figure is not
fitted to one generator's hands: every set is built around the next tile of a shuffled 136-tile
wall (one red five of each suit for riichi), so tiles come as often as a wall holds them and a
hand's tiles are never more than the wall had left; chows are most sets (as in played hands);
about a third of the hands lean to one suit (flushes and half flushes, which MCR's eight points
call for); a set is claimed a third of the time, a kong is rare; seven pairs and the special MCR
shapes are a few percent. The conditions are weighted as in played games: the east round most,
ron more than tsumo, riichi on most closed riichi hands, dora and ura indicators taken from the
wall's end (one more for each kong), counters now and then. Seeded and deterministic; only the
standard library. The lines are in the notation subset the reference pipelines read.
"""

from __future__ import annotations

import argparse
import random
import sys

SUITS = "mps"
HONORS = "ESWNPFC"
ORPHANS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)
KNITTED = ((0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0))  # suit of 147, 258, 369
WINDS = "ESWN"
RED = (4, 13, 22)  # the fives; the wall's first copy of each is red (riichi)


def name(t: int, red: bool = False) -> str:
    return HONORS[t - 27] if t >= 27 else f"{SUITS[t // 9]}{0 if red else t % 9 + 1}"


def write(tiles: list[tuple[int, bool]]) -> str:
    """Prefix notation, grouped by suit: m123p55E (a red five as 0)."""
    out, cur = [], None
    for t, red in sorted(tiles):
        if t >= 27:
            out.append(HONORS[t - 27])
            cur = None
            continue
        s = SUITS[t // 9]
        if s != cur:
            out.append(s)
            cur = s
        out.append("0" if red else str(t % 9 + 1))
    return "".join(out)


class Wall:
    """A shuffled wall of 136 tiles: sets are built around its next tiles, taken from what is left."""

    def __init__(self, rng: random.Random, reds: bool) -> None:
        self.tiles = [t for t in range(34) for _ in range(4)]
        rng.shuffle(self.tiles)
        self.left = [4] * 34
        self.reds_left = {t: reds for t in RED}
        self.rng = rng

    def take(self, t: int) -> tuple[int, bool]:
        """One copy of t (the red five with the chance the wall's copies give it)."""
        red = self.reds_left.get(t, False) and self.rng.random() < 1 / self.left[t]
        if red:
            self.reds_left[t] = False
        self.left[t] -= 1
        return t, red

    def has(self, tiles: list[int]) -> bool:
        return all(self.left[t] >= tiles.count(t) for t in set(tiles))

    def next_tile(self, lean: int | None) -> int:
        """The wall's next tile; a leaning hand keeps a tile of its suit, passes most others over."""
        while True:
            t = self.tiles.pop()
            self.tiles.insert(0, t)  # (the wall is drawn round: a tile passed over may come later)
            if self.left[t] and (lean is None or t // 9 == lean or self.rng.random() < (0.5 if t >= 27 else 0.2)):
                return t


def a_set(rng: random.Random, wall: Wall, lean: int | None) -> list[int] | None:
    for _attempt in range(12):
        t = wall.next_tile(lean)
        if t < 27 and rng.random() < 0.72:
            start = t - rng.choice([k for k in range(3) if 0 <= t % 9 - k <= 6])
            group = [start, start + 1, start + 2]
        else:
            group = [t] * (4 if rng.random() < 0.04 else 3)
        if wall.has(group):
            return group
    return None


def regular(rng: random.Random, wall: Wall, lean: int | None):
    """Four sets and a pair: (concealed tiles, melds as text, kongs) or None."""
    concealed, melds, kongs = [], [], 0
    for _ in range(4):
        group = a_set(rng, wall, lean)
        if group is None:
            return None
        tiles = [wall.take(t) for t in group]
        if len(group) == 4:
            kongs += 1
            closed = rng.random() < 0.3
            melds.append(("(" if closed else "[") + write(tiles) + (")" if closed else "]"))
        elif rng.random() < 0.33:
            melds.append("[" + write(tiles) + "]")
        else:
            concealed += tiles
    for _attempt in range(12):
        p = wall.next_tile(lean)
        if wall.left[p] >= 2:
            return concealed + [wall.take(p), wall.take(p)], melds, kongs
    return None


def special(rng: random.Random, wall: Wall, rules: str, shape: float):
    """Seven pairs, thirteen orphans, and (MCR) the knitted shapes; None when the wall cannot give it."""
    if shape < 0.07:
        kinds = []
        while len(kinds) < 7:
            t = wall.next_tile(None)
            if t not in kinds and wall.left[t] >= 2:
                kinds.append(t)
        return [wall.take(t) for t in kinds for _ in (0, 1)]
    if shape < 0.075 or rules != "mcr":
        tiles = list(ORPHANS) + [rng.choice(ORPHANS)]
    else:
        perm = rng.choice(KNITTED)
        straight = [s * 9 + start + k for s, start in zip(perm, (0, 1, 2)) for k in (0, 3, 6)]
        honors = rng.randint(5, 7)
        tiles = rng.sample(straight, 14 - honors) + rng.sample(range(27, 34), honors)
    return [wall.take(t) for t in tiles] if wall.has(tiles) else None


def words(rng: random.Random, rules: str, wall: Wall, closed: bool, kongs: int) -> list[str]:
    tsumo = rng.random() < 0.38
    out = ["tsumo" if tsumo else "ron"] if rng.random() < 0.5 or tsumo else []
    out += ["seat=" + rng.choice(WINDS), "round=" + rng.choices("ESWN", (60, 35, 4, 1))[0]]
    if rules == "mcr":
        if rng.random() < 0.55:
            out.append(f"flowers={rng.choices(range(1, 9), (30, 25, 18, 12, 7, 4, 3, 1))[0]}")
        if rng.random() < 0.04:
            out.append("last-draw")
        if kongs and tsumo and rng.random() < 0.3:
            out.append("rinshan")
        return out
    if closed and rng.random() < 0.7:
        out.append("riichi" if rng.random() < 0.97 else "double-riichi")
        if rng.random() < 0.18:
            out.append("ippatsu")
    if rng.random() < 0.03:
        out.append("last-draw")
    dora = "".join(name(wall.next_tile(None)) for _ in range(1 + kongs))
    out.append("dora=" + dora)
    if any(w.endswith("riichi") for w in out):
        out.append("ura=" + "".join(name(wall.next_tile(None)) for _ in range(1 + kongs)))
    if rules == "riichi":
        honba = rng.choices(range(5), (62, 22, 9, 5, 2))[0]
        sticks = rng.choices(range(4), (55, 30, 11, 4))[0]
        out += [f"honba={honba}"] * (honba > 0) + [f"sticks={sticks}"] * (sticks > 0)
    return out


def one_hand(rng: random.Random, rules: str) -> str | None:
    wall = Wall(rng, reds=rules != "mcr")
    lean = rng.randrange(3) if rng.random() < 0.35 else None
    shape = rng.random()
    melds: list[str] = []
    kongs = 0
    if shape < 0.91:
        got = regular(rng, wall, lean)
        if got is None:
            return None
        concealed, melds, kongs = got
    else:
        concealed = special(rng, wall, rules, shape - 0.91)
        if concealed is None:
            return None
    win = concealed.pop(rng.randrange(len(concealed)))
    closed = all(m.startswith("(") for m in melds)
    head = write(concealed) + "".join(melds) + write([win])
    return " ".join([head] + words(rng, rules, wall, closed, kongs))


def stream(n: int, rules: str, seed: int = 11):
    """``n`` distinct lines."""
    rng = random.Random(seed)
    seen: set[str] = set()
    while len(seen) < n:
        line = one_hand(rng, rules)
        if line and line not in seen:
            seen.add(line)
            yield line


def generate(n: int, rules: str, seed: int = 11) -> list[str]:
    return list(stream(n, rules, seed))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("n", type=int)
    ap.add_argument("--rules", default="mcr", choices=("mcr", "fliosen", "riichi"))
    ap.add_argument("--seed", type=int, default=11)
    a = ap.parse_args()
    for line in stream(a.n, a.rules, a.seed):
        sys.stdout.write(line + "\n")


if __name__ == "__main__":
    main()
