"""Shanten: how many tiles a hand is away from ready (0) or complete (-1).

The number is exact: the fewest tiles the hand must draw to become complete, minus one, over every
winning shape the :class:`~mjscore.analysis.shapes.ShapeRules` admit — ``min |T \\ H| - 1`` over the complete
hands ``T`` the concealed tiles ``H`` can grow into (declared melds stay). A target never holds a fifth
copy of a tile (concealed tiles and melds together), so a hand whose only wait is a tile it already
holds four of is not ready (``m1111 p234 s567 s888`` is one away), in line with
:func:`mjscore.analysis.shapes.winning_tiles`; ``limit_copies=False`` drops that limit (what most calculators do).

Regular hands (sets + a pair) are solved suit by suit: for each suit, a small dynamic programme over
its nine ranks gives the fewest tiles missing for every (number of sets, pair or not) built on the
tiles the hand holds there; honors are one tile kind each. The suit tables are cached, so the 34
shanten calls of :func:`improving_tiles` recompute only the suit that changed. Sets built from no held
tile at all cost 3 (a pair 2) wherever they go, so they are added at the end.

Improving tiles (:func:`shanten_and_improving`, :func:`discard_options` for every discard of a 14-tile
hand): one draw moves the distance to any shape by at most one, so a tile lowers the hand's distance
exactly when it lowers the distance to a shape at the minimum; only those shapes are tried, tile by
tile, and for the regular shape only the drawn tile's block is recomputed.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Iterable

from ..hand import Hand, Meld
from .shapes import (
    HONORS_KNITTED,
    KNITTED_STRAIGHT,
    KNITTED_STRAIGHTS,
    REGULAR,
    RIICHI_SHAPES,
    SEVEN_PAIRS,
    THIRTEEN_ORPHANS,
    ShapeRules,
)
from ..tiles import ORPHANS, Tile

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Final

_INF: Final = 99
_NO_LIMIT: Final = 8  # a copy bound that never binds: 4 held + a pung and a pair of the same tile


# --- regular: sets + a pair -------------------------------------------------------------------------
# A table is a tuple of 10 costs indexed by 2 * sets + pair (0-4 sets, 0-1 pair).
# (the tables' lru_caches kept: removing them makes a discard batch take 28-30 times the
# instructions, compiled)


@lru_cache(maxsize=1 << 16)
def _suit_table(held: tuple[int, ...], cap: tuple[int, ...], anywhere: bool) -> tuple[int, ...]:
    """Fewest tiles missing to build k sets and p pairs in one suit on its ``held`` tiles (9 ranks),
    no rank above ``cap``. Unless ``anywhere``, every set and pair uses a held tile (the others are
    counted later as fresh blocks)."""
    return _suffix_table(0, 0, held, cap, anywhere)


# (table index, index after adding dk sets and dq pairs) for every entry that stays in the table.
_SHIFT: Final = {(dk, dq): tuple((2 * k + p, 2 * (k + dk) + p + dq) for k in range(5) for p in (0, 1)
                                 if k + dk <= 4 and p + dq <= 1)
                 for dk in range(6) for dq in (0, 1)}
_ZERO_TABLE: Final = (0,) + (_INF,) * 9  # nothing built, nothing missing
_NO_TABLE: Final = (_INF,) * 10
# At one rank: (pungs, pairs, tiles they use) started there.
_HERE: Final = ((0, 0, 0), (1, 0, 3), (0, 1, 2), (1, 1, 5))
_NOTHING_HERE: Final = ((0, 0, 0),)


@lru_cache(maxsize=1 << 15)
def _suffix_table(x: int, y: int, held: tuple[int, ...], cap: tuple[int, ...], anywhere: bool) -> tuple[int, ...]:
    """:func:`_suit_table` for the ranks from ``len(9 - held)`` on (``held`` and ``cap`` their
    slices), with ``x`` chows started at the rank before and ``y`` two ranks before, still to be
    filled here. The blocks started at the first rank: ``c`` chows, a pung or not, a pair or not,
    each costing the tiles it uses beyond those held; the rest is the table of the next rank on.
    Hands share their suffixes, so most calls are cache hits."""
    if not held:
        return _ZERO_TABLE
    h, c_max = held[0], cap[0]
    base = x + y
    if base > c_max:
        return _NO_TABLE
    if not anywhere and not base and not any(held):
        return _ZERO_TABLE
    if len(held) >= 3:
        # More chows from one rank than the most tiles held in their three ranks: one of them
        # would hold no held tile (a fresh block).
        chow_bound = 4 if anywhere else max(held[0], held[1], held[2])
    else:
        chow_bound = 0
    out = [_INF] * 10
    rest_held, rest_cap = held[1:], cap[1:]
    for c in range(min(chow_bound, c_max - base, 4) + 1):
        rest = _suffix_table(c, x, rest_held, rest_cap, anywhere)
        for u, q, add in _HERE if (anywhere or h) else _NOTHING_HERE:
            use = base + c + add
            if use > c_max:
                continue
            cost = use - h if use > h else 0
            for src, dst in _SHIFT[c + u, q]:
                v = rest[src] + cost
                if v < out[dst]:
                    out[dst] = v
    return tuple(out)


@lru_cache(maxsize=1 << 12)
def _honor_table(held: tuple[int, ...], cap: tuple[int, ...], anywhere: bool) -> tuple[int, ...]:
    """As :func:`_suit_table` for the seven honors: each kind a pung, a pair, both, or nothing."""
    table = [_INF] * 10
    table[0] = 0
    for h, c_max in zip(held, cap):
        if not (h or anywhere):
            continue
        options = [(u, q, max(0, 3 * u + 2 * q - h)) for u in (0, 1) for q in (0, 1) if 3 * u + 2 * q <= c_max]
        table = _add_options(table, options)
    return tuple(table)


def _add_options(table: list[int], options: list[tuple[int, int, int]]) -> list[int]:
    out = [_INF] * 10
    for k in range(5):
        for p in range(2):
            base = table[2 * k + p]
            if base >= _INF:
                continue
            for u, q, cost in options:
                if k + u <= 4 and p + q <= 1 and base + cost < out[2 * (k + u) + p + q]:
                    out[2 * (k + u) + p + q] = base + cost
    return out


# (index in a, index in b, index of the sum) for every pair of entries whose sum is still a table entry.
_SUMS: Final = tuple(
    (i, j, 2 * (i // 2 + j // 2) + i % 2 + j % 2)
    for i in range(10)
    for j in range(10)
    if i // 2 + j // 2 <= 4 and i % 2 + j % 2 <= 1
)


@lru_cache(maxsize=1 << 15)
def _combine(a: tuple[int, ...], b: tuple[int, ...]) -> tuple[int, ...]:
    """Min-plus product of two tables (cached: most calls repeat the unchanged suits)."""
    out = [_INF] * 10
    for i, j, k in _SUMS:
        v = a[i] + b[j]
        if v < out[k]:
            out[k] = v
    return tuple(out)


# The four blocks of a hand: three suits of nine ranks, then the seven honors.
_BLOCKS: Final = ((0, 9), (9, 18), (18, 27), (27, 34))


def _block_table(b: int, held: list[int], cap: list[int], anywhere: bool) -> tuple[int, ...]:
    lo, hi = _BLOCKS[b]
    make = _honor_table if b == 3 else _suit_table
    return make(tuple(held[lo:hi]), tuple(cap[lo:hi]), anywhere)


@lru_cache(maxsize=1 << 14)
def _finish(table: tuple[int, ...], sets: int, anywhere: bool) -> int:
    """The regular distance from the combined table of the four blocks."""
    # Blocks on no held tile: 3 a set, 2 the pair (there is always room for them among 34 kinds);
    # with a restricted tile set ``anywhere`` has placed them already.
    fresh_set, fresh_pair = (_INF, _INF) if anywhere else (3, 2)
    best = _INF
    for k in range(sets + 1):
        for p in (0, 1):
            v = table[2 * k + p] + (sets - k) * fresh_set + (1 - p) * fresh_pair
            best = min(best, v)
    return best


def _regular_distance(held: list[int], cap: list[int], sets: int, anywhere: bool) -> int:
    """Fewest tiles to draw for ``sets`` sets + a pair on ``held`` (no tile above ``cap``)."""
    table = _block_table(0, held, cap, anywhere)
    for b in (1, 2, 3):
        table = _combine(table, _block_table(b, held, cap, anywhere))
    return _finish(table, sets, anywhere)


def _regular_improving(held: list[int], cap: list[int], sets: int, anywhere: bool, before: int,
                       drawable: list[Tile]) -> list[Tile]:
    """The ``drawable`` tiles whose draw brings the regular distance below ``before``: only the block
    of the drawn tile changes, so the other three blocks are combined once per block."""
    blocks = [(tuple(held[lo:hi]), tuple(cap[lo:hi])) for lo, hi in _BLOCKS]
    makers = (_suit_table, _suit_table, _suit_table, _honor_table)
    tables = [makers[b](h, c, anywhere) for b, (h, c) in enumerate(blocks)]
    others = []
    for b in range(4):
        rest = [tables[o] for o in range(4) if o != b]
        others.append(_combine(_combine(rest[0], rest[1]), rest[2]))
    out = []
    for t in drawable:
        b = 3 if t >= 27 else t // 9
        j = t - _BLOCKS[b][0]
        h, c = blocks[b]
        table = _combine(makers[b](h[:j] + (h[j] + 1,) + h[j + 1:], c, anywhere), others[b])
        if _finish(table, sets, anywhere) < before:
            out.append(t)
    return out


# --- the other shapes -------------------------------------------------------------------------------


def _seven_pairs_distance(held: list[int], cap: list[int], four_as_two: bool) -> int:
    """Seven pairs: the seven cheapest pair places; with ``four_as_two`` a kind offers two places
    (its second costs what the third and fourth copies cost). A place costs 0, 1 or 2 tiles, so
    counting the places of each cost is enough."""
    zeros = ones = twos = 0
    for t in range(34):
        c = cap[t]
        if c < 2:
            continue
        h = held[t]
        if h >= 2:
            zeros += 1
        elif h:
            ones += 1
        else:
            twos += 1
        if four_as_two and c >= 4:
            if h >= 4:
                zeros += 1
            elif h == 3:
                ones += 1
            else:
                twos += 1
    if zeros + ones + twos < 7:
        return _INF
    z = min(7, zeros)
    o = min(7 - z, ones)
    return o + 2 * (7 - z - o)


def _thirteen_orphans_distance(held: list[int], cap: list[int]) -> int:
    if any(cap[t] < 1 for t in ORPHANS):
        return _INF
    kinds = sum(1 for t in ORPHANS if held[t])
    pair = any(held[t] >= 2 for t in ORPHANS)
    return 13 - kinds + (0 if pair else 1)


_HONORS: Final = tuple(range(27, 34))
_ORPHAN_SET: Final = frozenset(ORPHANS)


def _honors_knitted_distance(held: list[int], cap: list[int]) -> int:
    """全不靠 / 七星不靠: 14 different tiles among a knitted straight's nine and the seven honors."""
    honor_places = honor_have = 0
    for t in _HONORS:
        if cap[t] >= 1:
            honor_places += 1
            if held[t]:
                honor_have += 1
    best = _INF
    for ks in KNITTED_STRAIGHTS:
        places, have = honor_places, honor_have
        for t in ks:
            if cap[t] >= 1:
                places += 1
                if held[t]:
                    have += 1
        if places >= 14:
            best = min(best, 14 - min(have, 14))
    return best


def _without_knitted(held: list[int], cap: list[int], ks: tuple[Tile, ...]) -> tuple[list[int], list[int]]:
    """What is left for the regular sets once the knitted straight ``ks`` takes its nine places: the
    tiles held (a held place is used) and the copies still drawable (one copy of each place is the
    straight's)."""
    rest, rest_cap = list(held), list(cap)
    for t in ks:
        rest_cap[t] -= 1
        if rest[t]:
            rest[t] -= 1
    return rest, rest_cap


def _knitted_straight_distance(held: list[int], cap: list[int], sets: int, anywhere: bool, bound: int = _INF) -> int:
    """组合龙 + ``sets`` sets + a pair: the missing knitted tiles, then the rest as a regular hand.
    Only values below ``bound`` are sought (``bound`` is returned when none is lower)."""
    best = bound
    for ks in KNITTED_STRAIGHTS:
        missing = 0
        for t in ks:
            if not cap[t]:
                missing = _INF
                break
            if not held[t]:
                missing += 1
        if missing >= best:
            continue
        rest, rest_cap = _without_knitted(held, cap, ks)
        best = min(best, missing + _regular_distance(rest, rest_cap, sets, anywhere))
    return best


# --- public -----------------------------------------------------------------------------------------


def _caps(melds: tuple[Meld, ...], limit_copies: bool, tile_set: Iterable[Tile] | None) -> list[int]:
    cap = [4 if limit_copies else _NO_LIMIT] * 34
    if limit_copies:
        for m in melds:
            for t in m.tiles:
                cap[t] -= 1
    if tile_set is not None:
        allowed = set(tile_set)
        for t in range(34):
            if t not in allowed:
                cap[t] = 0
    return [max(0, c) for c in cap]


def distances(counts: list[int], melds: tuple[Meld, ...] = (), shapes: ShapeRules = RIICHI_SHAPES, *,
              limit_copies: bool = True, tile_set: Iterable[Tile] | None = None,
              only: str | None = None, _min_only: bool = False) -> dict[str, int]:
    """Fewest tiles the concealed ``counts`` must draw to complete each winning shape the rules admit
    and the melds allow (0: complete), by shape name (:data:`mjscore.analysis.shapes.REGULAR`, …); only the
    shape ``only`` if given."""
    sets = 4 - len(melds)
    if sets < 0:
        return {}
    restricted = tile_set is not None and len(set(tile_set)) < 34
    cap = _caps(melds, limit_copies, tile_set)
    held = list(counts)
    concealed = not melds
    wanted = {
        REGULAR: True,
        SEVEN_PAIRS: concealed and shapes.seven_pairs,
        THIRTEEN_ORPHANS: concealed and shapes.thirteen_orphans,
        HONORS_KNITTED: concealed and shapes.knitted,
        KNITTED_STRAIGHT: shapes.knitted and len(melds) <= 1,
    }
    out = {}
    for shape, admitted in wanted.items():
        if not admitted or (only is not None and shape != only):
            continue
        if shape == REGULAR:
            out[shape] = _regular_distance(held, cap, sets, restricted)
        elif shape == SEVEN_PAIRS:
            out[shape] = _seven_pairs_distance(held, cap, shapes.four_as_two_pairs)
        elif shape == THIRTEEN_ORPHANS:
            out[shape] = _thirteen_orphans_distance(held, cap)
        elif shape == HONORS_KNITTED:
            out[shape] = _honors_knitted_distance(held, cap)
        else:
            # When only the minimum is wanted, the shapes found so far bound the search.
            bound = min(out.values(), default=_INF) if _min_only else _INF
            out[shape] = _knitted_straight_distance(held, cap, 1 - len(melds), restricted, bound)
    return out


def distance(counts: list[int], melds: tuple[Meld, ...] = (), shapes: ShapeRules = RIICHI_SHAPES, *,
             limit_copies: bool = True, tile_set: Iterable[Tile] | None = None, shape: str | None = None) -> int:
    """Fewest tiles the concealed ``counts`` must draw to complete a winning shape (0: complete);
    only ``shape`` if given (a shape the rules do not admit is out of reach: a large number)."""
    d = distances(counts, melds, shapes, limit_copies=limit_copies, tile_set=tile_set, only=shape, _min_only=True)
    return min(d.values(), default=_INF)


def shanten_by_shape(hand_or_counts: Hand | list[int], melds: tuple[Meld, ...] = (),
                     shapes: ShapeRules = RIICHI_SHAPES, *, limit_copies: bool = True,
                     tile_set: Iterable[Tile] | None = None) -> dict[str, int]:
    """:func:`shanten` of each shape on its own, for the shapes the rules and melds allow."""
    counts, melds = _unpack(hand_or_counts, melds)
    return {k: v - 1 for k, v in distances(counts, melds, shapes, limit_copies=limit_copies, tile_set=tile_set).items()}


def _unpack(hand_or_counts: Hand | list[int], melds: tuple[Meld, ...]) -> tuple[list[int], tuple[Meld, ...]]:
    if isinstance(hand_or_counts, Hand):
        counts, melds = hand_or_counts.counts, hand_or_counts.melds
    else:
        counts = hand_or_counts
    if sum(counts) + 3 * len(melds) > 14:
        raise ValueError("shanten: more than 14 tiles")
    return counts, melds


def shanten(hand_or_counts: Hand | list[int], melds: tuple[Meld, ...] = (), shapes: ShapeRules = RIICHI_SHAPES,
            *, limit_copies: bool = True, tile_set: Iterable[Tile] | None = None) -> int:
    """Tiles away from ready: -1 complete, 0 ready, 1 one tile from ready, …

    ``hand_or_counts`` is a :class:`~mjscore.hand.Hand` (its tiles and melds; ``melds`` is then
    ignored) or the 34-slot counts of the concealed tiles, with ``melds`` the declared melds. The hand
    holds 13 or 14 tiles toward the 14 (a meld counts three). ``tile_set`` restricts the tiles a
    target may use (Yaochu plays with terminals and honors only). Raises ValueError for a hand larger
    than 14.
    """
    counts, melds = _unpack(hand_or_counts, melds)
    return distance(counts, melds, shapes, limit_copies=limit_copies, tile_set=tile_set) - 1


def improving_tiles(counts13: list[int], melds: tuple[Meld, ...] = (), shapes: ShapeRules = RIICHI_SHAPES,
                    *, limit_copies: bool = True, tile_set: Iterable[Tile] | None = None,
                    shape: str | None = None) -> tuple[Tile, ...]:
    """The tile kinds whose draw lowers the shanten of a 13-tile hand (for a ready hand: its winning
    tiles), sorted; toward ``shape`` only if given. A tile the hand already holds four of (melds
    included) cannot be drawn."""
    if sum(counts13) + 3 * len(melds) > 13:
        raise ValueError("improving_tiles: the hand must have 13 tiles")
    if shape is None:
        return shanten_and_improving(counts13, melds, shapes, limit_copies=limit_copies, tile_set=tile_set)[1]
    cap = _caps(melds, limit_copies, tile_set)
    before = distance(counts13, melds, shapes, limit_copies=limit_copies, tile_set=tile_set, shape=shape)
    counts = list(counts13)
    out = []
    for t in range(34):
        if counts[t] >= cap[t]:
            continue
        counts[t] += 1
        if distance(counts, melds, shapes, limit_copies=limit_copies, tile_set=tile_set, shape=shape) < before:
            out.append(t)
        counts[t] -= 1
    return tuple(out)


def _shape_distance(shape: str, held: list[int], cap: list[int], sets: int, restricted: bool, bound: int,
                    four_as_two: bool) -> int:
    """The distance to one shape (the knitted straight's is exact only below ``bound``)."""
    if shape == SEVEN_PAIRS:
        return _seven_pairs_distance(held, cap, four_as_two)
    if shape == THIRTEEN_ORPHANS:
        return _thirteen_orphans_distance(held, cap)
    if shape == HONORS_KNITTED:
        return _honors_knitted_distance(held, cap)
    if shape == KNITTED_STRAIGHT:
        return _knitted_straight_distance(held, cap, sets - 3, restricted, bound)
    return _regular_distance(held, cap, sets, restricted)


def _analyse(held: list[int], melds: tuple[Meld, ...], shapes: ShapeRules, cap: list[int],
             restricted: bool) -> tuple[int, list[Tile]]:
    """The distance of a 13-tile hand and its improving tiles, in one pass.

    A draw changes a shape's distance by at most one, so a tile lowers the hand's distance exactly
    when it lowers the distance to a shape that is at the minimum: the improving tiles are the union,
    over the shapes at the minimum, of the tiles that improve toward that shape. Shapes above the
    minimum are never tried tile by tile (the knitted straight is only sought up to the minimum)."""
    sets = 4 - len(melds)
    concealed = not melds
    d = {REGULAR: _regular_distance(held, cap, sets, restricted)}
    if concealed and shapes.seven_pairs:
        d[SEVEN_PAIRS] = _seven_pairs_distance(held, cap, shapes.four_as_two_pairs)
    if concealed and shapes.thirteen_orphans:
        d[THIRTEEN_ORPHANS] = _thirteen_orphans_distance(held, cap)
    if concealed and shapes.knitted:
        d[HONORS_KNITTED] = _honors_knitted_distance(held, cap)
    if shapes.knitted and len(melds) <= 1:
        d[KNITTED_STRAIGHT] = _knitted_straight_distance(held, cap, 1 - len(melds), restricted, min(d.values()) + 1)
    best = min(d.values())
    drawable = [t for t in range(34) if held[t] < cap[t]]
    found: set[Tile] = set()
    for shape, v in d.items():
        if v != best:
            continue
        if shape == REGULAR:
            found.update(_regular_improving(held, cap, sets, restricted, best, drawable))
            continue
        if shape == KNITTED_STRAIGHT:
            found.update(_knitted_improving(held, cap, sets - 3, restricted, best))
            continue
        for t in drawable:
            # A held kind cannot add a place to the honors-and-knitted shape; only orphans help
            # thirteen orphans.
            if (t in found or (shape == HONORS_KNITTED and held[t])
                    or (shape == THIRTEEN_ORPHANS and t not in _ORPHAN_SET)):
                continue
            held[t] += 1
            if _shape_distance(shape, held, cap, sets, restricted, best, shapes.four_as_two_pairs) < best:
                found.add(t)
            held[t] -= 1
    return best, sorted(found)


def _knitted_improving(held: list[int], cap: list[int], sets: int, restricted: bool, best: int) -> set[Tile]:
    """The tiles that bring the knitted straight below ``best`` (its distance): for each knitted
    straight at that distance, its missing places and the tiles that improve the regular rest."""
    found: set[Tile] = set()
    for ks in KNITTED_STRAIGHTS:
        if any(not cap[t] for t in ks):
            continue
        missing = sum(1 for t in ks if not held[t])
        if missing > best:
            continue
        rest, rest_cap = _without_knitted(held, cap, ks)
        r = _regular_distance(rest, rest_cap, sets, restricted)
        if missing + r != best:
            continue
        found.update(t for t in ks if not held[t])
        drawable = [t for t in range(34) if rest[t] < rest_cap[t]]
        found.update(_regular_improving(rest, rest_cap, sets, restricted, r, drawable))
    return found


def shanten_and_improving(counts13: list[int], melds: tuple[Meld, ...] = (), shapes: ShapeRules = RIICHI_SHAPES,
                          *, limit_copies: bool = True,
                          tile_set: Iterable[Tile] | None = None) -> tuple[int, tuple[Tile, ...]]:
    """:func:`shanten` and :func:`improving_tiles` of a 13-tile hand together (faster than apart)."""
    if sum(counts13) + 3 * len(melds) != 13:
        raise ValueError("shanten_and_improving: the hand must have 13 tiles")
    if 4 - len(melds) < 0:
        return _INF - 1, ()
    restricted = tile_set is not None and len(set(tile_set)) < 34
    cap = _caps(melds, limit_copies, tile_set)
    d, found = _analyse(list(counts13), melds, shapes, cap, restricted)
    return d - 1, tuple(found)


def discard_options(counts14: list[int], melds: tuple[Meld, ...] = (), shapes: ShapeRules = RIICHI_SHAPES,
                    *, limit_copies: bool = True,
                    tile_set: Iterable[Tile] | None = None) -> tuple[tuple[Tile, int, tuple[Tile, ...]], ...]:
    """For a 14-tile hand: each distinct concealed tile kind that can be discarded, in tile order,
    with the shanten of the 13 tiles kept and their improving tiles (a tile whose every copy is in
    the kept tiles and melds cannot be drawn and is not listed; the discarded copy is not counted
    as held, so its kind may improve the kept tiles)."""
    if sum(counts14) + 3 * len(melds) != 14:
        raise ValueError("discard_options: the hand must have 14 tiles")
    restricted = tile_set is not None and len(set(tile_set)) < 34
    cap = _caps(melds, limit_copies, tile_set)
    held = list(counts14)
    out = []
    for t in range(34):
        if not held[t]:
            continue
        held[t] -= 1
        d, found = _analyse(held, melds, shapes, cap, restricted)
        held[t] += 1
        out.append((t, d - 1, tuple(found)))
    return tuple(out)

