"""Seeded generator of MCR winning hands for the differential test: every shape, melds and kongs,
every situation flag, and tile themes / set patterns chosen so that every fan comes up often."""

from __future__ import annotations

import random
from itertools import permutations

from mjscore.hand import CHOW, KONG, PUNG, Conditions, Hand, Meld

WINDS = (27, 28, 29, 30)
DRAGONS = (31, 32, 33)
HONORS = WINDS + DRAGONS
ORPHANS = (0, 8, 9, 17, 18, 26) + HONORS
KNITTED = [tuple(s * 9 + start + k for s, start in zip(p, (0, 1, 2)) for k in (0, 3, 6))
           for p in permutations(range(3))]


def _suited(pred):
    return tuple(t for t in range(27) if pred(t % 9 + 1))


THEMES = {
    "any": tuple(range(34)),
    "suited": tuple(range(27)),
    "terminals_honors": ORPHANS,
    "terminals": (0, 8, 9, 17, 18, 26),
    "honors": HONORS,
    "greens": (19, 20, 21, 23, 25, 32),
    "reversible": (9, 10, 11, 12, 13, 16, 17, 19, 21, 22, 23, 25, 26, 31),
    "upper": _suited(lambda r: r >= 7),
    "middle": _suited(lambda r: 4 <= r <= 6),
    "lower": _suited(lambda r: r <= 3),
    "upper_four": _suited(lambda r: r >= 6),
    "lower_four": _suited(lambda r: r <= 4),
    "simples": _suited(lambda r: 2 <= r <= 8),
    "even": _suited(lambda r: r % 2 == 0),
}


def _theme_pool(rng, theme):
    if theme == "one_suit":
        s = rng.randrange(3)
        return tuple(range(9 * s, 9 * s + 9))
    if theme == "one_suit_honors":
        s = rng.randrange(3)
        return tuple(range(9 * s, 9 * s + 9)) + HONORS
    if theme == "two_suits":
        a, b = rng.sample(range(3), 2)
        return tuple(range(9 * a, 9 * a + 9)) + tuple(range(9 * b, 9 * b + 9)) + (HONORS if rng.random() < .5 else ())
    return THEMES[theme]


THEME_NAMES = list(THEMES) + ["one_suit", "one_suit_honors", "two_suits"]
THEME_WEIGHTS = [6, 3, 2, 3, 1, 3, 1, 1, 1, 1, 1, 1, 2, 1, 2, 2, 3]


def _chow_ok(t):
    return t < 27 and t % 9 <= 6


def _seed_sets(rng):
    """A pattern of sets that makes some multi-set fan; returns (sets, pair or None)."""
    s = rng.randrange(3)
    a, b, c = rng.sample(range(3), 3)
    r = rng.randrange(7)
    p = rng.random()
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


def _random_set(rng, pool, pungs_only=False):
    t = rng.choice(pool)
    if not pungs_only and rng.random() < 0.55:
        # a chow from the pool whose three tiles are all in the pool, if one exists around t
        starts = [x for x in (t - 2, t - 1, t) if x >= 0 and _chow_ok(x) and x // 9 == t // 9
                  and x + 1 in pool and x + 2 in pool and x in pool]
        if starts:
            return (CHOW, rng.choice(starts))
    return (PUNG, t)


def _tiles_of(kind, t):
    return [t, t + 1, t + 2] if kind == CHOW else [t] * (4 if kind == KONG else 3)


def _conditions(rng, tiles, win, melds) -> Conditions:
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


def _finish(rng, concealed, melds, win=None) -> Hand | None:
    counts = [0] * 34
    for t in concealed:
        counts[t] += 1
    for m in melds:
        for t in m.tiles:
            counts[t] += 1
    if max(counts) > 4:
        return None
    if win is None:
        win = rng.choice(concealed)
    return Hand(tuple(sorted(concealed)), win, tuple(melds), _conditions(rng, concealed, win, melds))


def regular(rng) -> Hand | None:
    theme = rng.choices(THEME_NAMES, THEME_WEIGHTS)[0]
    pool = _theme_pool(rng, theme)
    pungs_only = theme == "even" or rng.random() < 0.12
    sets, pair = _seed_sets(rng) if rng.random() < 0.7 else ([], None)
    sets = list(sets[:4])
    while len(sets) < 4:
        sets.append(_random_set(rng, pool, pungs_only))
    if pair is None:
        pair = rng.choice(pool)
    p_meld = rng.choice((0, 0, 0.25, 0.5, 1.0))
    p_kong = rng.choice((0, 0, 0.3, 0.7, 1.0))
    p_conceal_kong = rng.random()
    concealed = [pair, pair]
    melds = []
    for kind, t in sets:
        if kind == PUNG and rng.random() < p_kong:
            melds.append(Meld(KONG, t, concealed=rng.random() < p_conceal_kong))
        elif rng.random() < p_meld:
            melds.append(Meld(kind, t))
        else:
            concealed.extend(_tiles_of(kind, t))
    return _finish(rng, concealed, melds)


def seven_pairs(rng) -> Hand | None:
    r = rng.random()
    if r < 0.3:
        s, start = rng.randrange(3), rng.randrange(3)
        kinds = [s * 9 + start + k for k in range(7)]
    else:
        pool = _theme_pool(rng, rng.choices(THEME_NAMES, THEME_WEIGHTS)[0])
        if len(pool) < 4:
            return None
        kinds = [rng.choice(pool) for _ in range(7)]
    tiles = [t for k in kinds for t in (k, k)]
    return _finish(rng, tiles, [])


def thirteen_orphans(rng) -> Hand | None:
    return _finish(rng, list(ORPHANS) + [rng.choice(ORPHANS)], [])


def honors_knitted(rng) -> Hand | None:
    ks = rng.choice(KNITTED)
    if rng.random() < 0.4:
        tiles = list(HONORS) + rng.sample(ks, 7)
    else:
        tiles = rng.sample(list(ks) + list(HONORS), 14)
    return _finish(rng, tiles, [])


def knitted_straight(rng) -> Hand | None:
    ks = rng.choice(KNITTED)
    pool = _theme_pool(rng, rng.choice(("any", "any", "suited", "honors")))
    kind, t = _random_set(rng, pool)
    pair = rng.choice(pool)
    melds = []
    concealed = list(ks) + [pair, pair]
    if rng.random() < 0.3:
        kong = kind == PUNG and rng.random() < 0.3
        melds.append(Meld(KONG, t, concealed=rng.random() < .5) if kong else Meld(kind, t))
    else:
        concealed += _tiles_of(kind, t)
    return _finish(rng, concealed, melds)


def nine_gates(rng) -> Hand | None:
    s = rng.randrange(3)
    base = [s * 9 + r for r in (0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8)]
    extra = s * 9 + rng.randrange(9)
    return _finish(rng, base + [extra], [], win=extra if rng.random() < 0.8 else None)


def all_fives(rng) -> Hand | None:
    """Every set and the pair hold a five (chows 345 456 567, pungs of five)."""
    sets = []
    for _ in range(4):
        s = rng.randrange(3)
        sets.append((PUNG, s * 9 + 4) if rng.random() < 0.3 else (CHOW, s * 9 + rng.choice((2, 3, 4))))
    pair = rng.randrange(3) * 9 + 4
    return _build(rng, sets, pair)


def chicken(rng) -> Hand | None:
    """Built to make no fan: two chows of one suit apart, a chow of another suit, a claimed simple
    pung of the third suit, an honor pair, won on a discard with a two-sided wait."""
    x, y, z = rng.sample(range(3), 3)
    a = rng.randrange(7)
    d = rng.choice([r for r in range(7) if abs(r - a) not in (0, 3, 6)])
    b = rng.choice([r for r in range(1, 6) if r not in (a, d)])
    c = rng.randrange(1, 8)
    pair = rng.choice(HONORS)
    melds = [Meld(PUNG, z * 9 + c), Meld(CHOW, x * 9 + a)]
    concealed = _tiles_of(CHOW, x * 9 + d) + _tiles_of(CHOW, y * 9 + b) + [pair, pair]
    if rng.random() < 0.5:
        melds.append(Meld(CHOW, x * 9 + d))
        concealed = concealed[3:]
    h = _finish(rng, concealed, melds, win=y * 9 + b)
    if h is None:
        return None
    c0 = h.conditions
    others = [w for w in WINDS if w != pair]
    return Hand(h.tiles, h.win, h.melds, Conditions(seat=rng.choice(others), round=rng.choice(others),
                                                    flowers=c0.flowers))


def _build(rng, sets, pair) -> Hand | None:
    concealed = [pair, pair]
    melds = []
    for kind, t in sets:
        if rng.random() < 0.3:
            melds.append(Meld(kind, t))
        else:
            concealed.extend(_tiles_of(kind, t))
    return _finish(rng, concealed, melds)


GENERATORS = [(regular, 80), (seven_pairs, 7), (thirteen_orphans, 2), (honors_knitted, 4),
              (knitted_straight, 5), (nine_gates, 2), (all_fives, 1), (chicken, 1)]


def hands(n: int, seed: int = 1):
    rng = random.Random(seed)
    gens = [g for g, _ in GENERATORS]
    weights = [w for _, w in GENERATORS]
    out = 0
    while out < n:
        h = rng.choices(gens, weights)[0](rng)
        if h is not None:
            out += 1
            yield h
