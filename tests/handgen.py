"""Seeded generator of test hands as plain data: 34-slot concealed counts + a tuple of declared melds.

    from tests.handgen import winning_corpus, waiting_corpus, random_hand

    for h in winning_corpus(2000, seed=1):   # every shape, with and without melds
        h.counts, h.melds, h.shape            # list[int] (14 tiles toward the win), tuple[Meld], label

A :class:`GenHand` is one hand: ``counts`` the concealed tiles (the winning tile included for a
complete hand), ``melds`` the declared melds (kongs count three toward the 14), ``shape`` the label of
the shape it was built as (a hand may have other decompositions too). No tile ever has five copies
(concealed tiles and melds together). Everything is driven by a ``random.Random`` so a seed gives the
same corpus on every run.

Shapes (``SHAPES``): ``regular`` (four sets + pair, any mix of concealed sets and declared chows,
pungs, exposed and concealed kongs), ``one_suit`` (regular, one suit only: many decompositions),
``seven_pairs``, ``seven_pairs_four`` (a four of a kind counted as two pairs: MCR only),
``thirteen_orphans``, ``lesser_knitted`` (全不靠), ``greater_knitted`` (七星不靠), ``knitted_straight``
(组合龙 + set + pair, sometimes the set declared), ``nine_gates``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import permutations

from mjscore.hand import CHOW, KONG, PUNG, Meld

ORPHANS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)
HONORS = tuple(range(27, 34))
# 147 / 258 / 369 in the three suits, every assignment (built here independently of mjscore.shapes).
KNITTED_STRAIGHTS = tuple(
    tuple(sorted(9 * suit + first + step for suit, first in zip(order, (0, 1, 2)) for step in (0, 3, 6)))
    for order in permutations(range(3))
)

SHAPES = (
    "regular",
    "one_suit",
    "seven_pairs",
    "seven_pairs_four",
    "thirteen_orphans",
    "lesser_knitted",
    "greater_knitted",
    "knitted_straight",
    "nine_gates",
)
# Shapes that exist only under the Chinese Official (MCR) rules.
MCR_ONLY = frozenset({"seven_pairs_four", "lesser_knitted", "greater_knitted", "knitted_straight"})


@dataclass(frozen=True)
class GenHand:
    counts: list[int]  # concealed tiles, 34 slots
    melds: tuple[Meld, ...]
    shape: str

    @property
    def all_counts(self) -> list[int]:
        c = list(self.counts)
        for m in self.melds:
            for t in m.tiles:
                c[t] += 1
        return c

    @property
    def tiles(self) -> list[int]:
        return [t for t in range(34) for _ in range(self.counts[t])]


class _Builder:
    """Concealed counts + melds, refusing any fifth copy."""

    def __init__(self) -> None:
        self.counts = [0] * 34
        self.used = [0] * 34  # concealed + melds
        self.melds: list[Meld] = []

    def fits(self, tiles) -> bool:
        need = [0] * 34
        for t in tiles:
            need[t] += 1
        return all(self.used[t] + need[t] <= 4 for t in set(tiles))

    def add(self, tiles, meld: Meld | None = None) -> bool:
        tiles = list(tiles)
        if not self.fits(tiles):
            return False
        for t in tiles:
            self.used[t] += 1
            if meld is None:
                self.counts[t] += 1
        if meld is not None:
            self.melds.append(meld)
        return True

    def hand(self, shape: str) -> GenHand:
        return GenHand(self.counts, tuple(self.melds), shape)


def _random_set(rng: random.Random, tiles: tuple[int, ...]) -> tuple[str, int]:
    """A random chow or pung whose lowest tile is drawn from ``tiles``."""
    t = rng.choice(tiles)
    if t < 27 and t % 9 <= 6 and rng.random() < 0.6:
        return CHOW, t
    return PUNG, t


def _set_tiles(kind: str, t: int) -> list[int]:
    return [t, t + 1, t + 2] if kind == CHOW else [t] * (4 if kind == KONG else 3)


def _declared(rng: random.Random, kind: str, t: int) -> Meld:
    """Declare a set: a chow stays a chow; a pung may become an exposed or concealed kong."""
    if kind == CHOW:
        return Meld(CHOW, t)
    r = rng.random()
    if r < 0.25:
        return Meld(KONG, t)
    if r < 0.45:
        return Meld(KONG, t, concealed=True)
    return Meld(PUNG, t)


def _regular(rng: random.Random, b: _Builder, sets: int, tiles: tuple[int, ...], meld_rate: float) -> bool:
    for _ in range(sets):
        for _attempt in range(30):
            kind, t = _random_set(rng, tiles)
            if rng.random() < meld_rate:
                m = _declared(rng, kind, t)
                if b.add(m.tiles, m):
                    break
            elif b.add(_set_tiles(kind, t)):
                break
        else:
            return False
    for _attempt in range(30):
        p = rng.choice(tiles)
        if b.add([p, p]):
            return True
    return False


def regular(rng: random.Random, *, meld_rate: float | None = None, one_suit: bool = False) -> GenHand:
    """Four sets + a pair; ``meld_rate`` the chance that each set is declared (random if None)."""
    while True:
        b = _Builder()
        rate = rng.choice((0.0, 0.0, 0.2, 0.5, 1.0)) if meld_rate is None else meld_rate
        if one_suit:
            s = rng.randrange(3)
            tiles = tuple(range(9 * s, 9 * s + 9))
        else:
            tiles = tuple(range(34))
        if _regular(rng, b, 4, tiles, rate):
            return b.hand("one_suit" if one_suit else "regular")


def seven_pairs(rng: random.Random, *, four: bool = False) -> GenHand:
    """Seven different pairs, or (``four``) six kinds, one of them four of a kind."""
    if four:
        kinds = rng.sample(range(34), 6)
        kinds.append(kinds[0])
    else:
        kinds = rng.sample(range(34), 7)
    b = _Builder()
    for k in kinds:
        b.add([k, k])
    return b.hand("seven_pairs_four" if four else "seven_pairs")


def thirteen_orphans(rng: random.Random) -> GenHand:
    b = _Builder()
    b.add(list(ORPHANS) + [rng.choice(ORPHANS)])
    return b.hand("thirteen_orphans")


def honors_knitted(rng: random.Random, *, greater: bool = False) -> GenHand:
    """全不靠: 14 different tiles among one knitted straight's nine and the seven honors (七星不靠:
    all seven honors)."""
    ks = rng.choice(KNITTED_STRAIGHTS)
    if greater:
        tiles = list(HONORS) + rng.sample(ks, 7)
    else:
        # Lesser: at most six honors, so at least eight of the knitted tiles.
        honors = rng.sample(HONORS, rng.choice((5, 6)))
        tiles = honors + rng.sample(ks, 14 - len(honors))
    b = _Builder()
    b.add(tiles)
    return b.hand("greater_knitted" if greater else "lesser_knitted")


def knitted_straight(rng: random.Random, *, meld_rate: float = 0.3) -> GenHand:
    """组合龙 (a knitted straight) + one set (declared with ``meld_rate``) + a pair."""
    while True:
        b = _Builder()
        b.add(rng.choice(KNITTED_STRAIGHTS))
        if _regular(rng, b, 1, tuple(range(34)), meld_rate):
            return b.hand("knitted_straight")


def nine_gates(rng: random.Random) -> GenHand:
    """1112345678999 of one suit + any tile of that suit."""
    s = 9 * rng.randrange(3)
    b = _Builder()
    b.add([s, s, s] + [s + k for k in range(1, 8)] + [s + 8] * 3 + [s + rng.randrange(9)])
    return b.hand("nine_gates")


_MAKERS = {
    "regular": regular,
    "one_suit": lambda rng: regular(rng, one_suit=True),
    "seven_pairs": seven_pairs,
    "seven_pairs_four": lambda rng: seven_pairs(rng, four=True),
    "thirteen_orphans": thirteen_orphans,
    "lesser_knitted": honors_knitted,
    "greater_knitted": lambda rng: honors_knitted(rng, greater=True),
    "knitted_straight": knitted_straight,
    "nine_gates": nine_gates,
}

# Share of each shape in a corpus (regular hands dominate, every shape well represented).
_WEIGHTS = {
    "regular": 40,
    "one_suit": 15,
    "seven_pairs": 8,
    "seven_pairs_four": 5,
    "thirteen_orphans": 5,
    "lesser_knitted": 5,
    "greater_knitted": 4,
    "knitted_straight": 10,
    "nine_gates": 4,
}


def winning_hand(rng: random.Random, shape: str | None = None, *, mcr: bool = True) -> GenHand:
    """One complete hand of ``shape`` (a weighted random shape if None; ``mcr=False`` leaves out
    the MCR-only shapes)."""
    if shape is None:
        names = [s for s in _WEIGHTS if mcr or s not in MCR_ONLY]
        shape = rng.choices(names, weights=[_WEIGHTS[s] for s in names])[0]
    return _MAKERS[shape](rng)


def winning_corpus(n: int, seed: int = 0, *, mcr: bool = True) -> list[GenHand]:
    rng = random.Random(seed)
    return [winning_hand(rng, mcr=mcr) for _ in range(n)]


def remove_one(rng: random.Random, h: GenHand) -> GenHand:
    """The 13-tile hand left when one concealed tile is taken out (a ready hand, usually)."""
    tiles = h.tiles
    t = rng.choice(tiles)
    counts = list(h.counts)
    counts[t] -= 1
    return GenHand(counts, h.melds, h.shape)


def swap_tiles(rng: random.Random, h: GenHand, k: int) -> GenHand:
    """Replace ``k`` concealed tiles by random others (never a fifth copy): roughly k tiles further
    from the win."""
    counts = list(h.counts)
    used = h.all_counts
    for _ in range(k):
        tiles = [t for t in range(34) for _ in range(counts[t])]
        out = rng.choice(tiles)
        counts[out] -= 1
        used[out] -= 1
        choices = [t for t in range(34) if used[t] < 4 and t != out]
        t = rng.choice(choices)
        counts[t] += 1
        used[t] += 1
    return GenHand(counts, h.melds, h.shape + f"+{k}")


def random_hand(rng: random.Random, n_melds: int = 0, *, size: int = 13,
                tiles: tuple[int, ...] | None = None) -> GenHand:
    """A random deal: ``n_melds`` random declared melds, then concealed tiles drawn from a full wall
    (``tiles``: the kinds allowed) until the hand has ``size`` tiles toward the 14."""
    kinds = tuple(range(34)) if tiles is None else tiles
    while True:
        b = _Builder()
        ok = True
        for _ in range(n_melds):
            for _attempt in range(30):
                kind, t = _random_set(rng, kinds)
                m = _declared(rng, kind, t)
                if b.add(m.tiles, m):
                    break
            else:
                ok = False
        if not ok:
            continue
        wall = [t for t in kinds for _ in range(4 - b.used[t])]
        b.add(rng.sample(wall, size - 3 * n_melds))
        return b.hand(f"random{n_melds}")


def waiting_corpus(n: int, seed: int = 0, *, mcr: bool = True) -> list[GenHand]:
    """13-tile hands (toward the 14): a third ready hands (a winning hand minus a tile), a third
    winning hands with 1-4 tiles swapped, a third random deals with 0-4 melds; shapes as
    :func:`winning_corpus`."""
    rng = random.Random(seed)
    out = []
    for i in range(n):
        r = i % 3
        if r == 0:
            out.append(remove_one(rng, winning_hand(rng, mcr=mcr)))
        elif r == 1:
            out.append(swap_tiles(rng, remove_one(rng, winning_hand(rng, mcr=mcr)), rng.randint(1, 4)))
        else:
            out.append(random_hand(rng, rng.choice((0, 0, 0, 1, 2, 3, 4))))
    return out
