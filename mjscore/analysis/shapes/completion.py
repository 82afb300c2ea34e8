"""Whether a hand is complete, and which tiles complete a 13-tile hand, without listing decompositions.

Asked for every tile of a waiting hand (``waits``, ``discard``, the unique-wait fans), so each
answer is read off the blocks' kept parts (blocks.py): a regular completion needs every block but
one to split into sets on its own.
"""

from __future__ import annotations

from ...hand import Meld
from ...tiles import ORPHANS, Tile
from .blocks import BLOCKS, ONE_BYTE, WAIT_PARTS, block_ok, four, wait_part
from .values import KNITTED_COUNTS, KNITTED_STRAIGHTS, OUTSIDE_KNITTED, RIICHI_SHAPES, ShapeRules, orphan_counts

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Final

_ZERO_ONE: Final = bytes((0, 1))
_HONOR_TILES: Final = tuple(range(27, 34))

def _sets_and_a_pair(counts: list[int]) -> bool:
    # The pair sits in the one suit (or the honors) whose tile count is 2 modulo 3; every other
    # block splits into sets on its own (no set crosses a suit).
    pair_block = None
    for a, b, _ in BLOCKS:
        r = sum(counts[a:b]) % 3
        if r == 1:
            return False
        if r == 2:
            if pair_block is not None:
                return False
            pair_block = a
    if pair_block is None:
        return False
    for a, b, suited in BLOCKS:
        if not block_ok(bytes(counts[a:b]), suited, a == pair_block):
            return False
    return True


def is_complete(counts: list[int], melds: tuple[Meld, ...] = (), rules: ShapeRules = RIICHI_SHAPES) -> bool:
    """Whether :func:`decompose` would find a decomposition (without listing them: faster)."""
    if sum(counts) + 3 * len(melds) != 14:
        return False
    return _sets_and_a_pair(counts) or _special_complete(counts, melds, rules)


def _special_complete(counts: list[int], melds: tuple[Meld, ...], rules: ShapeRules) -> bool:
    """Whether a 14-tile hand is complete in a shape other than four sets and a pair."""
    if not melds:
        # (`x not in list` and itemgetter run in C: this is asked many times per hand by winning_tiles)
        single = 1 in counts
        if rules.seven_pairs and not single and 3 not in counts and max(counts) <= 4:
            if rules.four_as_two_pairs or 4 not in counts:
                return True
        if rules.thirteen_orphans:
            orphans = orphan_counts(counts)
            if 0 not in orphans and sum(orphans) == 14:
                return True
        if rules.knitted and max(counts) == 1:
            for others in OUTSIDE_KNITTED:
                if 1 not in others(counts):
                    return True
    if rules.knitted and len(melds) <= 1 and _knitted_in_characters(counts):
        for ks, places in zip(KNITTED_STRAIGHTS, KNITTED_COUNTS):
            if 0 not in places(counts):
                counts = list(counts)
                for t in ks:
                    counts[t] -= 1
                if _sets_and_a_pair(counts):
                    return True
                for t in ks:
                    counts[t] += 1
    return False


def _knitted_in_characters(counts: list[int]) -> bool:
    """A quick necessary condition for a knitted straight: the characters hold 147, 258 or 369."""
    return bool((counts[0] and counts[3] and counts[6]) or (counts[1] and counts[4] and counts[7])
                or (counts[2] and counts[5] and counts[8]))


def _knitted_nearly_in_characters(counts: bytes | list[int]) -> bool:
    """A quick necessary condition for a knitted straight missing at most one place: the characters
    hold two of 147, of 258 or of 369."""
    return ((counts[0] > 0) + (counts[3] > 0) + (counts[6] > 0) >= 2 or (counts[1] > 0) + (counts[4] > 0)
            + (counts[7] > 0) >= 2 or (counts[2] > 0) + (counts[5] > 0) + (counts[8] > 0) >= 2)


def winning_tiles(counts: list[int], melds: tuple[Meld, ...] = (), rules: ShapeRules = RIICHI_SHAPES,
                  *, exhausted: list[int] | None = None) -> tuple[Tile, ...]:
    """The tile kinds that complete a 13-tile hand (``counts`` concealed, ``melds`` declared), sorted.

    A tile of which the hand already holds four (``exhausted``: the whole hand's counts, melds
    included; defaults to ``counts`` plus the melds) cannot be drawn and is left out.
    """
    if exhausted is None:
        exhausted = list(counts)
        for m in melds:
            for t in m.tiles:
                exhausted[t] += 1
    if sum(counts) + 3 * len(melds) != 13:
        return ()
    found = set(_regular_waits(counts))
    special = _special_candidates(counts, melds, rules) - found
    if special:
        counts = list(counts)
        for t in special:
            counts[t] += 1
            if _special_complete(counts, melds, rules):
                found.add(t)
            counts[t] -= 1
    return tuple(sorted(t for t in found if exhausted[t] < 4))


def _special_candidates(counts: list[int], melds: tuple[Meld, ...], rules: ShapeRules,
                        key: bytes | None = None) -> set[Tile]:
    """The tiles that might make a 13-tile hand complete in a shape other than four sets and a pair
    (necessary conditions, quick: most hands have none). ``key``: ``bytes(counts)``, when the caller
    has it (the conditions are read on it: counting and comparing bytes is cheaper)."""
    out: set[Tile] = set()
    if key is None:
        key = bytes(counts)
    if not melds:
        if rules.seven_pairs:  # six pairs and a single (or a pair's third copy): that tile
            if key.count(1) + key.count(3) == 1:
                out.add(key.index(1) if 1 in key else key.index(3))
        if rules.thirteen_orphans:
            orphans = orphan_counts(key)
            if sum(orphans) == 13:  # all thirteen kinds: any of them; one missing: that one
                missing = orphans.count(0)
                if missing == 0:
                    out.update(ORPHANS)
                elif missing == 1:
                    out.add(ORPHANS[orphans.index(0)])
        if rules.knitted and not key.translate(None, _ZERO_ONE):  # (every count 0 or 1)
            # All singles: an honors-knitted hand waits on each tile it lacks of a knitted straight's
            # places and the honors, when every tile it holds is one of them.
            for ks, others in zip(KNITTED_STRAIGHTS, OUTSIDE_KNITTED):
                if 1 not in others(counts):
                    out.update(t for t in ks + _HONOR_TILES if not counts[t])
    if rules.knitted and len(melds) <= 1 and _knitted_nearly_in_characters(key):
        for ks, places in zip(KNITTED_STRAIGHTS, KNITTED_COUNTS):
            missing = places(counts).count(0)
            if missing == 1:
                out.update(t for t in ks if not counts[t])
            elif missing == 0:  # the straight is there: the tiles that make the rest a set and a pair
                rest = list(counts)
                for t in ks:
                    rest[t] -= 1
                out.update(_regular_waits(rest))
    return out


def _regular_waits(counts: list[int], key: bytes | None = None) -> list[Tile]:
    """The tiles that make a 13-tile hand four sets and a pair. The tile joins one block (a suit or
    the honors); every other block must split into sets on its own, with the pair in the one block
    whose count is 2 modulo 3; so the waits of a hand are the cached waits of one block's shape.
    Thirteen tiles leave two patterns of block counts modulo 3: one block at 1 (the tile joins it
    and it holds the pair), or two at 2 (the tile joins either; the other holds the pair).
    ``key``: ``bytes(counts)``, when the caller has it."""
    parts = four(bytes(counts) if key is None else key, WAIT_PARTS, wait_part)
    r = (parts[0][0], parts[1][0], parts[2][0], parts[3][0])
    if 1 in r:
        if r.count(1) != 1 or 2 in r:
            return []
        joins: tuple[int, ...] = (r.index(1),)
    elif r.count(2) == 2:
        i = r.index(2)
        joins = (i, r.index(2, i + 1))
    else:
        return []
    out: list[Tile] = []
    ok = (parts[0][1], parts[1][1], parts[2][1], parts[3][1])  # (whether each block is sets alone)
    for i in joins:
        if all(ok[:i] + ok[i + 1:]):  # (every other block)
            out.extend(parts[i][2])
    return out


def only_wait(counts: list[int], melds: tuple[Meld, ...], rules: ShapeRules, win: Tile) -> bool:
    """Whether ``win`` is the one tile kind that completes a 13-tile hand, counting a tile of which
    the hand holds all four (``winning_tiles(...) == (win,)`` with nothing exhausted, but it stops
    at the first other wait)."""
    if sum(counts) + 3 * len(melds) != 13:
        return False
    key = bytes(counts)
    regular = _regular_waits(counts, key)
    for t in regular:
        if t != win:
            return False
    return _no_other_special_wait(counts, melds, rules, win, regular, key)


def _no_other_special_wait(counts: list[int], melds: tuple[Meld, ...], rules: ShapeRules, win: Tile,
                           regular: list[Tile] | tuple[Tile, ...], key: bytes) -> bool:
    """Whether no tile but ``win`` completes the 13-tile hand in a shape other than four sets and a
    pair, and some tile completes it (``regular``: its regular waits, none of them other than win)."""
    found = bool(regular)
    special = _special_candidates(counts, melds, rules, key)
    if special:
        counts = list(counts)
        for t in special:
            if t in regular:
                continue
            counts[t] += 1
            complete = _special_complete(counts, melds, rules)
            counts[t] -= 1
            if complete:
                if t != win:
                    return False
                found = True
    return found


_BLOCK_OF: Final = tuple(min(t // 9, 3) for t in range(34))  # (the block of each tile: the suits, the honors)


def only_wait_of_complete(key: bytes, pair: Tile, melds: tuple[Meld, ...], rules: ShapeRules, win: Tile) -> bool:
    """:func:`only_wait` of the 13-tile hand left when ``win`` is taken out of a hand (``key``: its
    14 concealed counts as bytes) that is four sets and a pair, the pair of tile ``pair``.

    Every block of that hand splits on its own, so the 13 tiles' regular waits are read off two
    blocks only: win's block less win waits for the tiles that split it (with the pair, when it held
    the pair; into sets, when not), and when it held no pair and splits with one, the pair's block
    waits too, for the tiles that split it into sets. Win is among the first block's waits."""
    b, pair_block = _BLOCK_OF[win], _BLOCK_OF[pair]
    low, high, _ = BLOCKS[b]
    block = key[low:win] + ONE_BYTE[key[win] - 1] + key[win + 1:high]
    _, ok, waits = WAIT_PARTS[b].get(block) or wait_part(b, block)
    if waits != (win,):
        return False
    if b != pair_block and ok:
        low, high, _ = BLOCKS[pair_block]
        block = key[low:high]
        if (WAIT_PARTS[pair_block].get(block) or wait_part(pair_block, block))[2]:
            return False
    if melds and (len(melds) > 1 or not rules.knitted):  # (the other shapes take no meld, but a
        return True                                       # knitted straight takes one)
    counts = list(key)
    counts[win] -= 1
    return _no_other_special_wait(counts, melds, rules, win, waits, bytes(counts))
