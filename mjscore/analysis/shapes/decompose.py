"""Every decomposition of a complete hand, and every reading of its winning tile.

A regular decomposition is one split of each block (blocks.py) put together, the pair in the one
block whose count is 2 modulo 3; the special shapes (seven pairs, thirteen orphans, the knitted
shapes) are read off the flags every block carries.
"""

from __future__ import annotations

from itertools import compress, product
from operator import attrgetter

from ...hand import CHOW, PUNG, Meld
from ...tiles import Tile, counts_of
from .blocks import (CODE, COUNT, FAILS, FLAGS, KNITTED_PLACES, NO_FOUR, ORPHAN_COUNT, ORPHANS_HELD, PAIR_OF,
                     PAIRS_ONLY, PARTS, SETS, SEVERAL, SINGLES, SPECIAL, SPLITS, part, parts_of, run_parts)
from .values import (CLOSED, EDGE, HONORS_KNITTED, KNITTED, KNITTED_COUNTS, KNITTED_STRAIGHT, KNITTED_STRAIGHTS,
                     ORPHAN, OUTSIDE_KNITTED, PAIR, PAIRS, PUNG_WAIT, REGULAR, RIICHI_SHAPES, SEVEN_PAIRS, SINGLE,
                     THIRTEEN_ORPHANS, TILE_KINDS, TWO_SIDED, Decomposition, Group, Reading, ShapeRules,
                     group_of_meld)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Final

    from .blocks import Part


def _sets_and_pair(parts: tuple[Part, Part, Part, Part]) -> list[tuple[Group, ...]]:
    """Every split of a hand's blocks (their ``parts``: :func:`parts_of`) into sets and exactly one
    pair, as the sets sorted by tile then the pair: pairs from the lowest place up, then each
    block's splits in order (the first block's outermost)."""
    p0, p1, p2, p3 = parts
    # The pair sits in the one suit (or the honors) whose tile count is 2 modulo 3, and every other
    # block must split into sets on its own (no set crosses a suit): the blocks' codes say it.
    code = p0[CODE] + p1[CODE] + p2[CODE] + p3[CODE]
    if code == 2:  # (the usual hand: each block split one way)
        return [p0[SETS] + p1[SETS] + p2[SETS] + p3[SETS]
                + p0[PAIR_OF] + p1[PAIR_OF] + p2[PAIR_OF] + p3[PAIR_OF]]
    if code >= FAILS or code % SEVERAL != 2:
        return []
    # (each block's splits; the pair block's, (pair, splits of the rest) per place of the pair)
    options: list[Any] = [p0[SPLITS], p1[SPLITS], p2[SPLITS], p3[SPLITS]]
    pair_at = (p0[COUNT] % 3, p1[COUNT] % 3, p2[COUNT] % 3, p3[COUNT] % 3).index(2)
    out: list[tuple[Group, ...]] = []
    for pair, splits in options[pair_at]:
        options[pair_at] = splits
        for a, b, c, d in product(*options):
            out.append(a + b + c + d + (pair,))
    return out


# The four blocks' tables (decompose reads them per hand).
P0: Final = PARTS[0]
P1: Final = PARTS[1]
P2: Final = PARTS[2]
P3: Final = PARTS[3]
_sort_key: Final = attrgetter("tile", "kind")  # (a group's (tile, kind): the order of a decomposition's melds)


def decompose(counts: list[int] | None, melds: tuple[Meld, ...] = (), rules: ShapeRules = RIICHI_SHAPES,
              key: bytes | None = None, tiles: tuple[Tile, ...] | None = None) -> list[Decomposition]:
    """Every decomposition of a complete hand: ``counts`` are the concealed tiles (34 slots, the
    winning tile included), ``melds`` the declared melds. Empty when the hand is not a win.
    ``key``: ``bytes(counts)``, when the caller has it. ``tiles``: instead of the counts (None), the
    concealed tiles sorted (a Hand's ``tiles``); the counts are then made only for a special shape.

    A decomposition lists its sets declared melds first, then by tile (a chow before a pung of the
    same tile), then the pair."""
    if tiles is not None:
        p0, p1, p2, p3 = parts = run_parts(tiles)
    else:
        assert counts is not None, "decompose is given the counts or the tiles"
        if key is None:
            if sum(counts) + 3 * len(melds) != 14:
                return []
            key = bytes(counts)
        # (parts_of(counts), written out: the four blocks' parts by their shapes)
        b = key[0:9]
        p0 = P0.get(b) or part(0, b)
        b = key[9:18]
        p1 = P1.get(b) or part(1, b)
        b = key[18:27]
        p2 = P2.get(b) or part(2, b)
        b = key[27:34]
        p3 = P3.get(b) or part(3, b)
        parts = p0, p1, p2, p3
    if p0[COUNT] + p1[COUNT] + p2[COUNT] + p3[COUNT] + 3 * len(melds) != 14:
        return []
    declared: tuple[Group, ...] = ()
    if melds:
        meld_groups: list[Group] = []
        for m in melds:
            meld_groups.append(group_of_meld(m.kind, m.tile, m.concealed))
        if len(meld_groups) > 1:
            meld_groups.sort(key=_sort_key)
        declared = tuple(meld_groups)
    out: list[Decomposition] = []
    for groups in _sets_and_pair(parts):
        out.append(Decomposition(shape=REGULAR, groups=declared + groups))
    suits = p0[FLAGS] & p1[FLAGS] & p2[FLAGS]  # (what the three suits' blocks all say of the hand's shape)
    if (not melds and suits & p3[FLAGS] & SPECIAL) or (rules.knitted and len(melds) <= 1 and suits & KNITTED_PLACES):
        if counts is None:
            assert tiles is not None, "decompose is given the counts or the tiles"
            counts = counts_of(tiles)  # (a special shape reads the counts)
        _special(counts, melds, rules, parts, suits, declared, out)
    return out


def _special(counts: list[int], melds: tuple[Meld, ...], rules: ShapeRules, parts: tuple[Part, Part, Part, Part],
             suits: int,
             declared: tuple[Group, ...], out: list[Decomposition]) -> None:
    """The decompositions of the shapes other than four sets and a pair, appended to ``out``
    (``suits``: the flags that the three suits' blocks all have, as decompose found them)."""
    p0, p1, p2, p3 = parts
    if not melds:
        flags = suits & p3[FLAGS]
        if rules.seven_pairs and flags & PAIRS_ONLY:
            if rules.four_as_two_pairs or flags & NO_FOUR:
                pairs: list[Group] = []
                for t in compress(TILE_KINDS, counts):  # (the tiles held, in order)
                    pairs.append(PAIRS[t])
                    if counts[t] == 4:
                        pairs.append(PAIRS[t])
                out.append(Decomposition(shape=SEVEN_PAIRS, groups=tuple(pairs)))
        orphans = p0[ORPHAN_COUNT] + p1[ORPHAN_COUNT] + p2[ORPHAN_COUNT] + p3[ORPHAN_COUNT]
        if rules.thirteen_orphans and flags & ORPHANS_HELD and orphans == 14:
            out.append(Decomposition(shape=THIRTEEN_ORPHANS))
        if rules.knitted and flags & SINGLES:  # (fourteen single tiles)
            for others in OUTSIDE_KNITTED:
                if 1 not in others(counts):
                    out.append(Decomposition(shape=HONORS_KNITTED, knitted=tuple(compress(TILE_KINDS, counts))))
                    break
    if rules.knitted and len(melds) <= 1 and suits & KNITTED_PLACES:
        for ks, places in zip(KNITTED_STRAIGHTS, KNITTED_COUNTS):
            if 0 not in places(counts):
                rest = list(counts)
                for t in ks:
                    rest[t] -= 1
                for groups in _sets_and_pair(parts_of(rest)):
                    out.append(Decomposition(shape=KNITTED_STRAIGHT, groups=declared + groups, knitted=ks))


def readings(d: Decomposition, win: Tile) -> list[Reading]:
    """Every way the winning tile can have completed ``d``: each concealed (not declared) group that
    holds it, with its wait; identical groups give one reading."""
    if d.shape == THIRTEEN_ORPHANS:
        return [_ORPHAN_READING]
    out: list[Reading] = []
    seen: list[Group] = []  # (groups are shared values: an identical group is the same object)
    if d.knitted and win in d.knitted:
        out.append(_KNITTED_READING)
    for i, g in enumerate(d.groups):
        t = g.tile
        if win < t or win > t + 2:  # (no group holds a tile above its lowest + 2)
            continue
        kind = g.kind
        if g.declared or (kind != CHOW and win != t) or (seen and _seen(seen, g)):
            continue
        seen.append(g)
        if kind == PAIR:
            out.append(_SINGLE_AT[i])
        elif kind == PUNG:
            out.append(_PUNG_AT[i])
        elif win == t + 1:
            out.append(_CLOSED_AT[i])
        elif win == t:
            out.append((_EDGE_AT if t % 9 == 6 else _TWO_SIDED_AT)[i])
        else:
            out.append((_EDGE_AT if t % 9 == 0 else _TWO_SIDED_AT)[i])
    return out


def _seen(seen: list[Group], g: Group) -> bool:
    """Whether a group of g's kind and tile is among ``seen`` (by value: identical groups read once)."""
    kind, t = g.kind, g.tile
    return any(s.kind == kind and s.tile == t for s in seen)


# The readings, made once (immutable values): by wait, one per index of the group the winning tile
# completed (a decomposition holds at most seven groups); a knitted place, thirteen orphans.
_SINGLE_AT: Final = tuple(Reading(group=i, wait=SINGLE) for i in range(8))
_PUNG_AT: Final = tuple(Reading(group=i, wait=PUNG_WAIT) for i in range(8))
_CLOSED_AT: Final = tuple(Reading(group=i, wait=CLOSED) for i in range(8))
_EDGE_AT: Final = tuple(Reading(group=i, wait=EDGE) for i in range(8))
_TWO_SIDED_AT: Final = tuple(Reading(group=i, wait=TWO_SIDED) for i in range(8))
_KNITTED_READING: Final = Reading(group=None, wait=KNITTED)
_ORPHAN_READING: Final = Reading(group=None, wait=ORPHAN)
