"""The seeded generator of test hands: one module, one family of functions per use. A seed gives the
same hands on every run (everything is driven by a ``random.Random``); no tile ever has five copies
unless a function says it spoils a hand on purpose.

Shape hands (:class:`GenHand`: 34-slot concealed counts + declared melds, no conditions), for the
shape, shanten and waits tests::

    for h in winning_corpus(2000, seed=1):   # every shape, with and without melds
        h.counts, h.melds, h.shape            # list[int] (14 tiles toward the win), tuple[Meld], label

  ``winning_hand`` / ``winning_corpus`` (complete), ``remove_one``, ``swap_tiles``, ``random_deal``,
  ``waiting_corpus`` (13 tiles), ``scattered`` and ``shanten_corpus`` (far from any shape).
  Shapes (``SHAPES``): ``regular`` (four sets + pair, any mix of concealed sets and declared chows,
  pungs, exposed and concealed kongs), ``one_suit`` (regular, one suit only: many decompositions),
  ``seven_pairs``, ``seven_pairs_four`` (a four of a kind counted as two pairs: MCR only),
  ``thirteen_orphans``, ``lesser_knitted`` (全不靠), ``greater_knitted`` (七星不靠), ``knitted_straight``
  (组合龙 + set + pair, sometimes the set declared), ``nine_gates``.

MCR hands (:class:`~mjscore.hand.Hand` with conditions), tile themes and set patterns chosen so that
every fan comes up often: ``mcr_scoring_corpus`` (winning), ``mcr_waiting_corpus`` (13 tiles).

Riichi-table hands (Fliosen, Yaochu's riichi scoring; red fives, dora, riichi flags): ``riichi_win``
(one, or None: try again), ``riichi_wins``, ``fliosen_thirteen`` (13 tiles, riichi sometimes on a
hand that is not ready).

Yaochu hands (terminals and honors only): ``yaochu_all_pungs``, ``yaochu_seven_pairs``,
``yaochu_orphans``, ``yaochu_spoiled``, ``yaochu_corpus`` (hand, --calls), ``yaochu_deal`` and
``yaochu_thirteen`` (13 tiles).

The names of the former tests/_riichi_hands.py stay available here: ``random_hand`` (= ``riichi_win``),
``FIVES``, and the library bridge ``to_library`` / ``LIBRARY_IDS`` (which live in tests/oracles.py).
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from itertools import permutations

from mjscore.hand import CHOW, KONG, PUNG, Conditions, Hand, Meld
from mjscore.tiles import FIVES, TERMINALS_AND_HONORS

from tests.oracles import LIBRARY_IDS, to_library  # noqa: F401  (re-exported: the riichi tests' names)
from tests.values import copy_with

# -- tiles -------------------------------------------------------------------------------------------

WINDS = (27, 28, 29, 30)
DRAGONS = (31, 32, 33)
HONORS = WINDS + DRAGONS
ORPHANS = (0, 8, 9, 17, 18, 26) + HONORS
EAST = 27
# 147 / 258 / 369 in the three suits, every assignment (built here independently of mjscore.analysis.shapes).
KNITTED_STRAIGHTS = tuple(
    tuple(sorted(9 * suit + first + step for suit, first in zip(order, (0, 1, 2)) for step in (0, 3, 6)))
    for order in permutations(range(3))
)
# The same knitted straights with their tiles in suit order (147 of the first suit, then 258, 369):
# the MCR hands draw from this order, which keeps their seeded stream.
_KNITTED_BY_SUIT_ORDER = [tuple(s * 9 + start + k for s, start in zip(p, (0, 1, 2)) for k in (0, 3, 6))
                          for p in permutations(range(3))]
# The Yaochu hands' tile lists (lists: they are added to other lists).
YAOCHU_TILES = list(ORPHANS)
_Y_TERMINALS = list(ORPHANS[:6])
_Y_WINDS = list(WINDS)
_Y_DRAGONS = list(DRAGONS)
_Y_HONORS = _Y_WINDS + _Y_DRAGONS

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


# -- shape hands (GenHand) ------------------------------------------------------------------------------

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
        return Meld(kind=CHOW, tile=t)
    r = rng.random()
    if r < 0.25:
        return Meld(kind=KONG, tile=t)
    if r < 0.45:
        return Meld(kind=KONG, tile=t, concealed=True)
    return Meld(kind=PUNG, tile=t)


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


def random_deal(rng: random.Random, n_melds: int = 0, *, size: int = 13,
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
            out.append(random_deal(rng, rng.choice((0, 0, 0, 1, 2, 3, 4))))
    return out


def scattered(rng: random.Random, n: int = 13) -> GenHand:
    """``n`` different tiles (far from any shape: high shanten)."""
    c = [0] * 34
    for t in rng.sample(range(34), n):
        c[t] = 1
    return GenHand(c, (), "scattered")


def shanten_corpus(n: int, seed: int) -> list[GenHand]:
    """The waiting corpus of ``seed`` plus ``n // 10`` scattered hands (13 different tiles)."""
    rng = random.Random(seed)
    return waiting_corpus(n, seed=seed) + [scattered(rng) for _ in range(n // 10)]

# -- MCR hands: every fan often (Hand, with conditions) --------------------------------------------
# Tile themes (one suit, greens, upper tiles...) and set patterns (four chows of one kind, shifted pungs,
# wind pungs...) chosen so that every fan comes up often; melds and kongs; every situation flag.

def _suited_ranks(pred):
    return tuple(t for t in range(27) if pred(t % 9 + 1))


MCR_THEMES = {
    "any": tuple(range(34)),
    "suited": tuple(range(27)),
    "terminals_honors": ORPHANS,
    "terminals": (0, 8, 9, 17, 18, 26),
    "honors": HONORS,
    "greens": (19, 20, 21, 23, 25, 32),
    "reversible": (9, 10, 11, 12, 13, 16, 17, 19, 21, 22, 23, 25, 26, 31),
    "upper": _suited_ranks(lambda r: r >= 7),
    "middle": _suited_ranks(lambda r: 4 <= r <= 6),
    "lower": _suited_ranks(lambda r: r <= 3),
    "upper_four": _suited_ranks(lambda r: r >= 6),
    "lower_four": _suited_ranks(lambda r: r <= 4),
    "simples": _suited_ranks(lambda r: 2 <= r <= 8),
    "even": _suited_ranks(lambda r: r % 2 == 0),
}


def _mcr_theme_pool(rng, theme):
    if theme == "one_suit":
        s = rng.randrange(3)
        return tuple(range(9 * s, 9 * s + 9))
    if theme == "one_suit_honors":
        s = rng.randrange(3)
        return tuple(range(9 * s, 9 * s + 9)) + HONORS
    if theme == "two_suits":
        a, b = rng.sample(range(3), 2)
        return tuple(range(9 * a, 9 * a + 9)) + tuple(range(9 * b, 9 * b + 9)) + (HONORS if rng.random() < .5 else ())
    return MCR_THEMES[theme]


_MCR_THEME_NAMES = list(MCR_THEMES) + ["one_suit", "one_suit_honors", "two_suits"]
_MCR_THEME_WEIGHTS = [6, 3, 2, 3, 1, 3, 1, 1, 1, 1, 1, 1, 2, 1, 2, 2, 3]


def _chow_ok(t):
    return t < 27 and t % 9 <= 6


def _mcr_seed_sets(rng):
    """A pattern of sets that makes some multi-set fan; returns (sets, pair or None)."""
    s = rng.randrange(3)
    a, b, c = rng.sample(range(3), 3)
    r = rng.randrange(7)
    rng.random()  # drawn and unused: it keeps the seeded stream of the MCR hands
    C = lambda suit, rank: (CHOW, suit * 9 + rank)  # noqa: E731  rank 0-6
    P = lambda t: (PUNG, t)  # noqa: E731
    pats = [
        lambda: ([C(s, r)] * 4, None),
        lambda: (lambda d: ([C(s, min(r, 6 - 3 * d) + k * d) for k in range(4)], None))(rng.choice((1, 2))),
        lambda: ([C(s, 0), C(s, 0), C(s, 6), C(s, 6)], s * 9 + 4),
        lambda: ([C(a, 0), C(a, 6), C(b, 0), C(b, 6)], c * 9 + 4),
        lambda: ([C(s, r)] * 3, None),
        lambda: ([C(s, 0), C(s, 3), C(s, 6)], None),
        lambda: (lambda d: ([C(s, min(r, 6 - 2 * d) + k * d) for k in range(3)], None))(rng.choice((1, 2))),
        lambda: ([C(a, 0), C(b, 3), C(c, 6)], None),
        lambda: ([C(a, r), C(b, r), C(c, r)], None),
        lambda: ([C(a, min(r, 4)), C(b, min(r, 4) + 1), C(c, min(r, 4) + 2)], None),
        lambda: ([C(s, r), C(s, r)], None),
        lambda: ([C(a, r), C(b, r)], None),
        lambda: ([C(s, min(r, 3)), C(s, min(r, 3) + 3)], None),
        lambda: ([C(s, 0), C(s, 6)], None),
        lambda: ([P(s * 9 + min(r, 5) + k) for k in range(4)], None),
        lambda: ([P(s * 9 + r + k) for k in range(3)], None),
        lambda: ([P(a * 9 + r), P(b * 9 + r + 1), P(c * 9 + r + 2)], None),
        lambda: ([P(a * 9 + r), P(b * 9 + r), P(c * 9 + r)], None),
        lambda: ([P(a * 9 + r), P(b * 9 + r)], None),
        lambda: ([P(w) for w in WINDS], None),
        lambda: ([P(w) for w in rng.sample(WINDS, 3)], None),
        lambda: (lambda ws: ([P(w) for w in ws[:3]], ws[3]))(rng.sample(WINDS, 4)),
        lambda: ([P(d) for d in DRAGONS], None),
        lambda: (lambda ds: ([P(d) for d in ds[:2]], ds[2]))(rng.sample(DRAGONS, 3)),
        lambda: ([P(d) for d in rng.sample(DRAGONS, 2)], None),
        lambda: ([P(rng.choice(DRAGONS))], None),
        lambda: ([P(rng.choice(WINDS))], None),
        lambda: ([C(s, 3), C(a, 4), P(b * 9 + 4)], s * 9 + 4),  # fives
        lambda: ([], None),
    ]
    return rng.choice(pats)()


def _mcr_random_set(rng, pool, pungs_only=False):
    t = rng.choice(pool)
    if not pungs_only and rng.random() < 0.55:
        # a chow from the pool whose three tiles are all in the pool, if one exists around t
        starts = [x for x in (t - 2, t - 1, t) if x >= 0 and _chow_ok(x) and x // 9 == t // 9
                  and x + 1 in pool and x + 2 in pool and x in pool]
        if starts:
            return (CHOW, rng.choice(starts))
    return (PUNG, t)


def _mcr_conditions(rng, tiles, win, melds) -> Conditions:
    tsumo = rng.random() < 0.45
    has_kong = any(m.kind == KONG for m in melds)
    total = tiles.count(win) + sum(m.tiles.count(win) for m in melds)
    kw = dict(tsumo=tsumo, seat=27 + rng.randrange(4), round=27 + rng.randrange(4))
    if rng.random() < 0.06:
        kw["last_draw"] = True
    if tiles.count(win) == 1 and rng.random() < 0.08:
        kw["last_tile"] = True
    if tsumo and has_kong and rng.random() < 0.35:
        kw["rinshan"] = True
    if not tsumo and total == 1 and rng.random() < 0.08:
        kw["chankan"] = True
    if rng.random() < 0.25:
        kw["flowers"] = rng.randrange(1, 9)
    if rng.random() < 0.01:  # flags the situation contradicts (the parser refuses most of these)
        kw[rng.choice(("last_tile", "rinshan" if tsumo else "chankan"))] = True
    return Conditions(**kw)


def held_counts(concealed: list[int], melds) -> list[int]:
    """How many of each tile kind a hand holds: its concealed tiles and its melds' tiles."""
    counts = [0] * 34
    for t in concealed:
        counts[t] += 1
    for m in melds:
        for t in m.tiles:
            counts[t] += 1
    return counts


def _mcr_finish(rng, concealed, melds, win=None) -> Hand | None:
    counts = held_counts(concealed, melds)
    if max(counts) > 4:
        return None
    if win is None:
        win = rng.choice(concealed)
    return Hand(tiles=tuple(sorted(concealed)), win=win, melds=tuple(melds),
                conditions=_mcr_conditions(rng, concealed, win, melds))


def _mcr_regular(rng) -> Hand | None:
    theme = rng.choices(_MCR_THEME_NAMES, _MCR_THEME_WEIGHTS)[0]
    pool = _mcr_theme_pool(rng, theme)
    pungs_only = theme == "even" or rng.random() < 0.12
    sets, pair = _mcr_seed_sets(rng) if rng.random() < 0.7 else ([], None)
    sets = list(sets[:4])
    while len(sets) < 4:
        sets.append(_mcr_random_set(rng, pool, pungs_only))
    if pair is None:
        pair = rng.choice(pool)
    p_meld = rng.choice((0, 0, 0.25, 0.5, 1.0))
    p_kong = rng.choice((0, 0, 0.3, 0.7, 1.0))
    p_conceal_kong = rng.random()
    concealed = [pair, pair]
    melds = []
    for kind, t in sets:
        if kind == PUNG and rng.random() < p_kong:
            melds.append(Meld(kind=KONG, tile=t, concealed=rng.random() < p_conceal_kong))
        elif rng.random() < p_meld:
            melds.append(Meld(kind=kind, tile=t))
        else:
            concealed.extend(_set_tiles(kind, t))
    return _mcr_finish(rng, concealed, melds)


def _mcr_seven_pairs(rng) -> Hand | None:
    r = rng.random()
    if r < 0.3:
        s, start = rng.randrange(3), rng.randrange(3)
        kinds = [s * 9 + start + k for k in range(7)]
    else:
        pool = _mcr_theme_pool(rng, rng.choices(_MCR_THEME_NAMES, _MCR_THEME_WEIGHTS)[0])
        if len(pool) < 4:
            return None
        kinds = [rng.choice(pool) for _ in range(7)]
    tiles = [t for k in kinds for t in (k, k)]
    return _mcr_finish(rng, tiles, [])


def _mcr_thirteen_orphans(rng) -> Hand | None:
    return _mcr_finish(rng, list(ORPHANS) + [rng.choice(ORPHANS)], [])


def _mcr_honors_knitted(rng) -> Hand | None:
    ks = rng.choice(_KNITTED_BY_SUIT_ORDER)
    if rng.random() < 0.4:
        tiles = list(HONORS) + rng.sample(ks, 7)
    else:
        tiles = rng.sample(list(ks) + list(HONORS), 14)
    return _mcr_finish(rng, tiles, [])


def _mcr_knitted_straight(rng) -> Hand | None:
    ks = rng.choice(_KNITTED_BY_SUIT_ORDER)
    pool = _mcr_theme_pool(rng, rng.choice(("any", "any", "suited", "honors")))
    kind, t = _mcr_random_set(rng, pool)
    pair = rng.choice(pool)
    melds = []
    concealed = list(ks) + [pair, pair]
    if rng.random() < 0.3:
        kong = kind == PUNG and rng.random() < 0.3
        melds.append(Meld(kind=KONG, tile=t, concealed=rng.random() < .5) if kong else Meld(kind=kind, tile=t))
    else:
        concealed += _set_tiles(kind, t)
    return _mcr_finish(rng, concealed, melds)


def _mcr_nine_gates(rng) -> Hand | None:
    s = rng.randrange(3)
    base = [s * 9 + r for r in (0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8)]
    extra = s * 9 + rng.randrange(9)
    return _mcr_finish(rng, base + [extra], [], win=extra if rng.random() < 0.8 else None)


def _mcr_all_fives(rng) -> Hand | None:
    """Every set and the pair hold a five (chows 345 456 567, pungs of five)."""
    sets = []
    for _ in range(4):
        s = rng.randrange(3)
        sets.append((PUNG, s * 9 + 4) if rng.random() < 0.3 else (CHOW, s * 9 + rng.choice((2, 3, 4))))
    pair = rng.randrange(3) * 9 + 4
    return _mcr_build(rng, sets, pair)


def _mcr_chicken(rng) -> Hand | None:
    """Built to make no fan: two chows of one suit apart, a chow of another suit, a claimed simple
    pung of the third suit, an honor pair, won on a discard with a two-sided wait."""
    x, y, z = rng.sample(range(3), 3)
    a = rng.randrange(7)
    d = rng.choice([r for r in range(7) if abs(r - a) not in (0, 3, 6)])
    b = rng.choice([r for r in range(1, 6) if r not in (a, d)])
    c = rng.randrange(1, 8)
    pair = rng.choice(HONORS)
    melds = [Meld(kind=PUNG, tile=z * 9 + c), Meld(kind=CHOW, tile=x * 9 + a)]
    concealed = _set_tiles(CHOW, x * 9 + d) + _set_tiles(CHOW, y * 9 + b) + [pair, pair]
    if rng.random() < 0.5:
        melds.append(Meld(kind=CHOW, tile=x * 9 + d))
        concealed = concealed[3:]
    h = _mcr_finish(rng, concealed, melds, win=y * 9 + b)
    if h is None:
        return None
    c0 = h.conditions
    others = [w for w in WINDS if w != pair]
    return Hand(tiles=h.tiles, win=h.win, melds=h.melds, conditions=Conditions(seat=rng.choice(others), round=rng.choice(others),
                                                    flowers=c0.flowers))


def _mcr_build(rng, sets, pair) -> Hand | None:
    concealed = [pair, pair]
    melds = []
    for kind, t in sets:
        if rng.random() < 0.3:
            melds.append(Meld(kind=kind, tile=t))
        else:
            concealed.extend(_set_tiles(kind, t))
    return _mcr_finish(rng, concealed, melds)


_MCR_MAKERS = [(_mcr_regular, 80), (_mcr_seven_pairs, 7), (_mcr_thirteen_orphans, 2), (_mcr_honors_knitted, 4),
              (_mcr_knitted_straight, 5), (_mcr_nine_gates, 2), (_mcr_all_fives, 1), (_mcr_chicken, 1)]


def mcr_scoring_corpus(n: int, seed: int = 1):
    """``n`` MCR winning hands (with conditions), every fan often (the differential and explain tests)."""
    rng = random.Random(seed)
    gens = [g for g, _ in _MCR_MAKERS]
    weights = [w for _, w in _MCR_MAKERS]
    out = 0
    while out < n:
        h = rng.choices(gens, weights)[0](rng)
        if h is not None:
            out += 1
            yield h


def _mcr_less_one(rng: random.Random, h: Hand) -> Hand:
    """``h`` minus one concealed tile, with its seat, round and flowers (the situational flags are for
    a particular winning tile, so they are left out)."""
    tiles = list(h.tiles)
    tiles.remove(rng.choice(tiles))
    c = h.conditions
    return Hand(tiles=tuple(tiles), win=None, melds=h.melds,
                conditions=Conditions(seat=c.seat, round=c.round, flowers=c.flowers))


def _mcr_from_shape(rng: random.Random, g) -> Hand:
    winds = (27, 28, 29, 30)
    flowers = rng.choice((None, None, None, 1, 3))
    return Hand(tiles=tuple(g.tiles), win=None, melds=g.melds,
                conditions=Conditions(seat=rng.choice(winds), round=rng.choice(winds), flowers=flowers))


def mcr_waiting_corpus(seed: int, n_ready: int, n_mixed: int) -> list[Hand]:
    """13-tile MCR hands with seat, round and flowers: ``n_ready`` scoring-corpus wins less a tile
    (mostly ready), then ``n_mixed`` of the shape waiting corpus (ready, near-ready, random deals)."""
    rng = random.Random(seed)
    out = [_mcr_less_one(rng, h) for h in mcr_scoring_corpus(n_ready, seed)]
    out += [_mcr_from_shape(rng, g) for g in waiting_corpus(n_mixed, seed)]
    return out

# -- riichi-table hands: Fliosen, Yaochu riichi scoring (Hand, with conditions) --------------------
# Built set by set so that every one is a win: four sets + a pair (chows, pungs, kongs; claimed or
# concealed, in a tile style: flush, orphans, honors, green, outside, straight, triple), seven pairs,
# thirteen orphans, nine gates; with the conditions a riichi table allows (riichi flags on closed hands,
# dora, ura, red fives, tenhou / chiihou, rinshan, chankan, last draw).

def _riichi_tile(rng, style, suit):
    if style == "orphans":
        return rng.choice(tuple(TERMINALS_AND_HONORS))
    if style == "honors":
        return rng.randrange(27, 34)
    if style == "flush":
        return suit * 9 + rng.randrange(9) if rng.random() < 0.85 else rng.randrange(27, 34)
    if style == "green":
        return rng.choice((19, 20, 21, 23, 25, 32))
    return rng.randrange(34)


def _riichi_sets(rng, counts, *, yaochu=False):
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
            t = _riichi_tile(rng, style, suit)
        groups.append((kind, t))
    pair = rng.choice(tuple(TERMINALS_AND_HONORS)) if style == "outside" else _riichi_tile(rng, style, suit)
    for kind, t in groups:
        for x in _set_tiles(kind, t):
            counts[x] += 1
    counts[pair] += 2
    if max(counts) > 4:
        return None
    return groups, pair


def riichi_win(rng: random.Random, *, yaochu: bool = False) -> Hand | None:
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
        drawn = _riichi_sets(rng, counts, yaochu=yaochu)
        if drawn is None:
            return None
        groups, pair = drawn
        p_open = rng.choice((0.0, 0.0, 0.2, 0.5))
        concealed = [pair, pair]
        for kind, t in groups:
            if kind == KONG:
                melds.append(Meld(kind=KONG, tile=t, concealed=rng.random() < 0.4))
            elif rng.random() < p_open:
                melds.append(Meld(kind=kind, tile=t))
            else:
                concealed.extend(_set_tiles(kind, t))
    concealed.sort()
    win = rng.choice(concealed)
    closed = all(m.concealed for m in melds)
    tsumo = rng.random() < 0.5
    cond = dict(tsumo=tsumo, seat=rng.randrange(27, 31), round=rng.randrange(27, 31))
    # (Yaochu too: its --scoring riichi counts riichi, double riichi, ippatsu and ura-dora)
    if closed and rng.random() < 0.35:
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
    total = held_counts(concealed, melds)
    want = {f for f in FIVES if total[f] and not yaochu and (total[f] == 4 or rng.random() < 0.3)}
    return with_red_fives(rng, concealed, win, melds, cond, FIVES, want)


def with_red_fives(rng: random.Random, concealed: list[int], win: int, melds: list[Meld], cond: dict,
                   fives: tuple[int, ...], want: set[int]) -> Hand:
    """The hand, its red fives placed: one for each five of ``want`` (of ``fives``, the game's red
    fives), on a meld holding that five half the time (always when no concealed tile is that five),
    else on a concealed one; the winning tile is the red one when it is its only concealed copy."""
    red: list[int] = []
    new_melds = []
    for m in melds:
        f = next((x for x in m.tiles if x in fives), None)
        if f in want and f not in red and (rng.random() < 0.5 or f not in concealed):
            red.append(f)
            m = Meld(kind=m.kind, tile=m.tile, concealed=m.concealed, red=1)
        new_melds.append(m)
    hand_red = [f for f in fives if f in want and f not in red]
    win_red = win in hand_red and concealed.count(win) == 1
    return Hand(tiles=tuple(concealed), win=win, melds=tuple(new_melds), conditions=Conditions(**cond),
                red=tuple(hand_red), win_red=win_red)


def riichi_wins(seed: int, n: int, **kw) -> list[Hand]:
    """``n`` complete riichi-table hands (``yaochu=True``: terminals and honors only)."""
    rng = random.Random(seed)
    out = []
    while len(out) < n:
        h = riichi_win(rng, **kw)
        if h is not None:
            out.append(h)
    return out


def fliosen_thirteen(rng: random.Random) -> Hand:
    """A winning hand less one concealed tile; sometimes a tile swapped; riichi sometimes moved onto a
    closed hand that is not ready."""
    while True:
        hand = riichi_win(rng)
        if hand is not None:
            break
    tiles = list(hand.tiles)
    tiles.remove(rng.choice(tiles))
    if rng.random() < 0.2:  # swap a tile: usually not ready, or other waits
        tiles[rng.randrange(len(tiles))] = rng.randrange(34)
    held = Counter(tiles + [t for m in hand.melds for t in m.tiles])
    if max(held.values()) > 4:
        return fliosen_thirteen(rng)
    # red fives: only as many as the fives still held; a suit with three fives held and none red has the
    # red one among them (a drawn fourth would otherwise be a fourth plain five, which no set has)
    red = [f for f in hand.red if tiles.count(f) > 0]
    melds = list(hand.melds)
    for f in FIVES:
        if held[f] == 3 and f not in red and not any(m.red and f in m.tiles for m in melds):
            if f in tiles:
                red.append(f)
            else:
                i = next(i for i, m in enumerate(melds) if f in m.tiles)
                melds[i] = copy_with(melds[i], red=1)
    c = hand.conditions
    closed = all(m.concealed for m in hand.melds)
    riichi, double, ippatsu, ura = c.riichi, c.double_riichi, c.ippatsu, c.ura
    if closed and not riichi and rng.random() < 0.15:
        riichi, double, ippatsu, ura = True, False, rng.random() < 0.3, (rng.randrange(34),)
    cond = Conditions(seat=c.seat, round=c.round, dora=c.dora, riichi=riichi or double, double_riichi=double,
                      ippatsu=ippatsu, ura=ura if (riichi or double) else (), last_draw=c.last_draw)
    return Hand(tiles=tuple(sorted(tiles)), win=None, melds=tuple(melds), conditions=cond, red=tuple(red))


random_hand = riichi_win  # the name of the former tests/_riichi_hands.py

# -- Yaochu hands: terminals and honors only (Hand, with conditions) -------------------------------
# Complete hands as (hand, --calls): all pungs (claimed, exposed and concealed kongs as the calls allow),
# seven pairs, thirteen orphans, with every situation flag; a few contradictions and spoiled hands on
# purpose (the rule set must refuse them). 13-tile hands for the waits tests.

_YAOCHU_ONE_SUIT = {0: [0, 8], 1: [9, 17], 2: [18, 26]}


def _yaochu_pool(rng: random.Random) -> list[int]:
    style = rng.choice(["any", "any", "winds", "dragons", "honors", "terminals", "one_suit"])
    if style == "winds":
        return _Y_WINDS + rng.sample([t for t in YAOCHU_TILES if t not in _Y_WINDS], 2)
    if style == "dragons":
        return _Y_DRAGONS + rng.sample([t for t in YAOCHU_TILES if t not in _Y_DRAGONS], 3)
    if style == "honors":
        return list(_Y_HONORS)
    if style == "terminals":
        return list(_Y_TERMINALS)
    if style == "one_suit":
        return _YAOCHU_ONE_SUIT[rng.randrange(3)] + _Y_HONORS
    return list(YAOCHU_TILES)


def _yaochu_conditions(rng: random.Random, *, has_melds: bool, has_kong: bool, chankan_ok: bool) -> dict:
    tsumo = rng.random() < 0.5
    seat = rng.choice([EAST, EAST, 28, 28, 28])  # Yaochu is two-player: E (the dealer) or S
    kw = dict(tsumo=tsumo, seat=seat, round=rng.choice(_Y_WINDS))
    if tsumo and has_kong and rng.random() < 0.35:
        kw["rinshan"] = True
    elif rng.random() < 0.1:
        kw["last_draw"] = True
    if tsumo and not has_melds and rng.random() < 0.25:
        kw["tenhou" if seat == EAST else "chiihou"] = True
    if not tsumo and (chankan_ok and rng.random() < 0.3 or rng.random() < 0.03):
        kw["chankan"] = True
    if rng.random() < 0.04:  # a contradiction the rule set must refuse (or a harmless variant)
        kw[rng.choice(["tenhou", "chiihou", "rinshan", "chankan", "last_draw"])] = True
    n = rng.choice([0, 0, 1, 1, 2, 2, 3, 4, 5])
    kw["dora"] = tuple(rng.choice(YAOCHU_TILES) for _ in range(n))
    return kw


def yaochu_all_pungs(rng: random.Random, calls: str) -> Hand:
    kinds = rng.sample(_yaochu_pool(rng), 5)
    pair, sets = kinds[0], kinds[1:]
    tiles = [pair, pair]
    melds = []
    concealed_pungs = []
    for t in sets:
        choices = ["hand"] * 4 + ["ckong"]
        if calls in ("all", "kong") or rng.random() < 0.03:
            choices += ["kong"] * 2
        if calls == "all" or rng.random() < 0.03:
            choices += ["pung"] * 3
        how = rng.choice(choices)
        if how == "hand":
            tiles += [t] * 3
            concealed_pungs.append(t)
        else:
            melds.append(Meld(kind=PUNG if how == "pung" else KONG, tile=t, concealed=how == "ckong"))
    win = rng.choice([pair] + concealed_pungs)
    kw = _yaochu_conditions(rng, has_melds=bool(melds), has_kong=any(m.kind == KONG for m in melds), chankan_ok=False)
    return Hand(tiles=tuple(sorted(tiles)), win=win, melds=tuple(melds), conditions=Conditions(**kw))


def yaochu_seven_pairs(rng: random.Random) -> Hand:
    pool = _yaochu_pool(rng)
    if len(pool) < 7:
        pool = pool + rng.sample([t for t in YAOCHU_TILES if t not in pool], 7 - len(pool))
    kinds = rng.sample(pool, 7)
    kw = _yaochu_conditions(rng, has_melds=False, has_kong=False, chankan_ok=False)
    return Hand(tiles=tuple(sorted(kinds * 2)), win=rng.choice(kinds), melds=(), conditions=Conditions(**kw))


def yaochu_orphans(rng: random.Random) -> Hand:
    dup = rng.choice(YAOCHU_TILES)
    win = rng.choice(YAOCHU_TILES)
    kw = _yaochu_conditions(rng, has_melds=False, has_kong=False, chankan_ok=win != dup)
    return Hand(tiles=tuple(sorted(YAOCHU_TILES + [dup])), win=win, melds=(), conditions=Conditions(**kw))


def yaochu_spoiled(rng: random.Random, hand: Hand) -> Hand:
    """Swap one concealed tile for another kind (usually no longer a win), or for a 2-8 tile."""
    tiles = list(hand.tiles)
    i = rng.randrange(len(tiles))
    tiles[i] = rng.choice(YAOCHU_TILES) if rng.random() < 0.8 else rng.choice([t for t in range(27) if t % 9 not in (0, 8)])
    win = tiles[i] if rng.random() < 0.5 else (hand.win if hand.win in tiles else tiles[0])
    return Hand(tiles=tuple(sorted(tiles)), win=win, melds=hand.melds, conditions=hand.conditions)


def yaochu_corpus(n: int, seed: int = 20261129):
    """``n`` (hand, --calls) pairs: all-pungs hands, seven pairs, thirteen orphans, a few spoiled."""
    rng = random.Random(seed)
    for _ in range(n):
        calls = rng.choice(["all", "all", "all", "kong", "none"])
        r = rng.random()
        if r < 0.62:
            hand = yaochu_all_pungs(rng, calls)
        elif r < 0.78:
            hand = yaochu_seven_pairs(rng)
        else:
            hand = yaochu_orphans(rng)
        if rng.random() < 0.06:
            hand = yaochu_spoiled(rng, hand)
        yield hand, calls


def _yaochu_conditions13(rng: random.Random, melds) -> Conditions:
    """Conditions a 13-tile line may carry (the line must parse: tsumo with rinshan / tenhou / chiihou)."""
    seat = rng.choice([EAST, EAST, 28, 28, 28])  # Yaochu is two-player: E (the dealer) or S
    kw = dict(seat=seat, round=rng.choice(_Y_WINDS))
    r = rng.random()
    if r < 0.12 and any(m.kind == KONG for m in melds):
        kw.update(tsumo=True, rinshan=True)
    elif r < 0.22:
        kw["chankan"] = True
    elif r < 0.30 and not melds:
        kw.update(tsumo=True, **{"tenhou" if seat == EAST else "chiihou": True})
    elif r < 0.36:
        kw["last_draw"] = True
    n = rng.choice([0, 0, 1, 1, 2, 3, 4])
    kw["dora"] = tuple(sorted(rng.choice(YAOCHU_TILES) for _ in range(n)))
    return Conditions(**kw)


def yaochu_deal(rng: random.Random) -> Hand:
    """13 tiles from the 52-tile wall, some as melds: mostly not ready."""
    wall = [t for t in YAOCHU_TILES for _ in range(4)]
    rng.shuffle(wall)
    melds = []
    for _ in range(rng.choice([0, 0, 0, 1, 2])):
        t = wall[0]
        kind = rng.choice([PUNG, KONG, KONG])
        if wall.count(t) < (4 if kind == KONG else 3):
            continue
        for _ in range(4 if kind == KONG else 3):
            wall.remove(t)
        melds.append(Meld(kind=kind, tile=t, concealed=kind == KONG and rng.random() < 0.4))
    tiles = tuple(sorted(wall[:13 - 3 * len(melds)]))
    return Hand(tiles=tiles, win=None, melds=tuple(melds), conditions=Conditions())


def yaochu_thirteen(rng: random.Random) -> tuple[Hand, str]:
    """A 13-tile hand: a winning hand less one concealed tile (sometimes a tile swapped too), or random."""
    r = rng.random()
    if r < 0.55:
        hand = yaochu_all_pungs(rng, "all")
    elif r < 0.70:
        hand = yaochu_seven_pairs(rng)
    elif r < 0.82:
        hand = yaochu_orphans(rng)
    else:
        hand = yaochu_deal(rng)
    tiles = list(hand.tiles)
    if len(tiles) + 3 * len(hand.melds) == 14:
        tiles.remove(rng.choice(tiles))
    if rng.random() < 0.15:  # swap a tile: usually no longer ready, or other waits
        tiles[rng.randrange(len(tiles))] = rng.choice(YAOCHU_TILES)
    counts = Counter(tiles + [t for m in hand.melds for t in m.tiles])
    if max(counts.values()) > 4:  # the swap made a fifth copy: undo it by drawing again
        return yaochu_thirteen(rng)
    melds = hand.melds
    hand = Hand(tiles=tuple(sorted(tiles)), win=None, melds=melds, conditions=_yaochu_conditions13(rng, melds))
    # The loosest --calls the melds allow (a line the option forbids is not a waits question).
    if any(not m.concealed and m.kind == PUNG for m in melds):
        calls = "all"
    elif any(not m.concealed for m in melds):
        calls = rng.choice(["all", "kong"])
    else:
        calls = rng.choice(["all", "kong", "none"])
    return hand, calls
