"""Hand shapes: every way a 14-tile hand forms a winning shape, and every reading of its winning tile.

This is the engine the rule sets share. It knows tiles and sets, not points:

- :func:`decompose` lists every decomposition of a complete hand (declared melds stay as they are):
  four sets + a pair (``regular``), seven pairs, thirteen orphans, and the knitted shapes of the
  Chinese Official rules (``honors_knitted``: 全不靠 / 七星不靠, 14 singles; ``knitted_straight``:
  组合龙 + one set + a pair).
- :func:`readings` lists, for one decomposition, which group the winning tile can have completed and
  the wait that makes it (two-sided, edge, closed, single, pung).
- :func:`winning_tiles` lists the tile kinds that complete a 13-tile hand (:func:`is_complete`
  tells whether a hand is complete without listing its decompositions).

Which shapes a rule set admits is a :class:`ShapeRules` value.
"""

from __future__ import annotations

from bisect import bisect_left
from functools import lru_cache
from itertools import compress, permutations, product
from operator import attrgetter, itemgetter

from ..hand import CHOW, KONG, PUNG, Meld
from ..record import record
from ..tiles import ORPHANS, Tile, counts_of

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable

PAIR = "pair"

# Shapes of a decomposition.
REGULAR = "regular"
SEVEN_PAIRS = "seven_pairs"
THIRTEEN_ORPHANS = "thirteen_orphans"
HONORS_KNITTED = "honors_knitted"  # 全不靠 (lesser) and 七星不靠 (greater, all seven honors)
KNITTED_STRAIGHT = "knitted_straight"  # 组合龙 + one set + a pair

# Waits: how the winning tile completed its group.
TWO_SIDED = "two_sided"  # 23 waiting on 1 or 4
EDGE = "edge"  # 12 waiting on 3, 89 waiting on 7
CLOSED = "closed"  # 13 waiting on 2
SINGLE = "single"  # a lone tile waiting for its pair
PUNG_WAIT = "pung"  # two pairs, one becomes a pung (shanpon)
KNITTED = "knitted"  # the tile filled a place of a knitted straight or knitted honors shape
ORPHAN = "orphan"  # the tile completed thirteen orphans


@record(cache_hash=True)  # (a key of the rule sets' caches of a group's text)
class Group:
    """One set or pair of a decomposition."""

    kind: str  # CHOW, PUNG, KONG or PAIR
    tile: Tile  # lowest tile
    declared: bool = False  # a meld written in the line, not formed from the concealed tiles
    concealed: bool = True  # not claimed (hand tiles or a concealed kong); the ron rule is the scorer's

    @property
    def tiles(self) -> tuple[Tile, ...]:
        if self.kind == CHOW:
            return (self.tile, self.tile + 1, self.tile + 2)
        return (self.tile,) * {PAIR: 2, PUNG: 3, KONG: 4}[self.kind]

    @property
    def is_set(self) -> bool:
        return self.kind != PAIR

    @property
    def is_pung_or_kong(self) -> bool:
        return self.kind == PUNG or self.kind == KONG


@record
class Decomposition:
    """One arrangement of a complete hand.

    ``groups``: regular, the four sets then the pair; seven pairs, the seven pairs; knitted straight,
    its one set then the pair; thirteen orphans and honors-knitted, empty. ``knitted``: the nine
    tiles of the knitted straight, or the fourteen singles of an honors-knitted hand (sorted).
    """

    shape: str
    groups: tuple[Group, ...] = ()
    knitted: tuple[Tile, ...] = ()

    @property
    def sets(self) -> tuple[Group, ...]:
        return tuple(g for g in self.groups if g.kind != PAIR)

    @property
    def pair(self) -> Group | None:
        return next((g for g in self.groups if g.kind == PAIR), None) if self.shape != SEVEN_PAIRS else None


@record
class Reading:
    """The winning tile read as completing ``groups[group]`` (None: a knitted place or orphans)."""

    group: int | None
    wait: str


@record
class ShapeRules:
    """Which winning shapes a rule set admits."""

    seven_pairs: bool = True
    four_as_two_pairs: bool = False  # may a seven-pairs hand hold four of a kind as two pairs (MCR)
    thirteen_orphans: bool = True
    knitted: bool = False  # 全不靠, 七星不靠 and 组合龙 (MCR)


MCR_SHAPES = ShapeRules(four_as_two_pairs=True, knitted=True)
RIICHI_SHAPES = ShapeRules()

# The six knitted straights: 147, 258, 369 spread over the three suits in every order.
KNITTED_STRAIGHTS: tuple[tuple[Tile, ...], ...] = tuple(
    tuple(sorted(s * 9 + start + k for s, start in zip(suits, (0, 1, 2)) for k in (0, 3, 6)))
    for suits in permutations(range(3))
)


# The concealed groups of each tile, made once (groups are immutable values).
_PUNGS = tuple(Group(kind=PUNG, tile=t) for t in range(34))
_CHOWS = tuple(Group(kind=CHOW, tile=t) for t in range(34))
_PAIRS = tuple(Group(kind=PAIR, tile=t) for t in range(34))


def meld_group(m: Meld) -> Group:
    return _meld_group(m.kind, m.tile, m.concealed)


@lru_cache(maxsize=None)  # (bounded: 4 kinds x 34 tiles x concealed or not)
def _meld_group(kind: str, tile: Tile, concealed: bool) -> Group:
    return Group(kind=kind, tile=tile, declared=True, concealed=concealed)


# The four blocks of the 34 tile kinds: the three suits (9 ranks) and the honors (7, no chows). A
# block's shape, the key of the caches below, is its counts as bytes (cheap to cut and to hash).
_BLOCKS = ((0, 9, True), (9, 18, True), (18, 27, True), (27, 34, False))
_BYTE = tuple(bytes((n,)) for n in range(256))


def _split_block(counts: list[int], i: int, n: int, base: int, suited: bool, acc: list[Group],
                 out: list[tuple[Group, ...]]) -> bool:
    """Every way to split ``counts[i:n]`` (one block, padded with two zeros; restored) into concealed
    pungs and chows, each multiset of sets once, appended to ``out``: the lowest tile left is either
    in a pung (at most one: 3 + 3 > 4) or only in chows starting there, so every copy of it beyond the
    pung starts a chow. True when there is a split."""
    while i < n and counts[i] == 0:
        i += 1
    if i == n:
        out.append(tuple(acc))
        return True
    found = False
    c = counts[i]
    for pungs in (1, 0):
        chows = c - 3 * pungs
        if chows < 0:
            continue
        if chows and not (suited and i <= 6 and counts[i + 1] >= chows and counts[i + 2] >= chows):
            continue
        counts[i] = 0
        if chows:
            counts[i + 1] -= chows
            counts[i + 2] -= chows
        # (a decomposition lists its concealed sets by tile, a chow before a pung of the same tile)
        found = _split_block(counts, i + 1, n, base, suited,
                             acc + [_CHOWS[base + i]] * chows + [_PUNGS[base + i]] * pungs, out) or found
        counts[i] = c
        if chows:
            counts[i + 1] += chows
            counts[i + 2] += chows
    return found


@lru_cache(maxsize=1 << 14)
def _block_splits(block: bytes, base: int) -> tuple[tuple[Group, ...], ...]:
    """Every split of one block's counts (the block starting at tile ``base``) into concealed sets,
    in search order; ``((),)`` for an empty block, ``()`` when it does not split. A pure function of
    the block's shape, cached: most hands share their suits' shapes with other hands."""
    if base < 27 and max(block) < 3:  # (no pung: each tile starts as many chows as it has copies left)
        groups: list[Group] = []
        back1 = back2 = 0  # chows started one and two places back
        for i, c in enumerate(block):
            c -= back1 + back2
            if c < 0:
                return ()
            if c:
                groups += [_CHOWS[base + i]] * c
            back2, back1 = back1, c
        return () if back1 or back2 else (tuple(groups),)
    out: list[tuple[Group, ...]] = []
    _split_block(list(block) + [0, 0], 0, len(block), base, base < 27, [], out)
    return tuple(out)


@lru_cache(maxsize=1 << 14)
def _block_pair_splits(block: bytes, base: int) -> tuple[tuple[Group, tuple[tuple[Group, ...], ...]], ...]:
    """The pair block's splits: for each place that can hold the pair (lowest first), the pair and
    every split of the rest into sets (places whose rest does not split are left out). Cached."""
    out = []
    for p in _pair_places(block, base < 27):  # (ascending: the lowest place first)
        if block[p] >= 2:
            splits = _block_splits(block[:p] + _BYTE[block[p] - 2] + block[p + 1:], base)
            if splits:
                out.append((_PAIRS[base + p], splits))
    return tuple(out)


# What a block's shape says about the special shapes of a hand without melds (the hand has them
# only when every block says so): every count 0, 2 or 4 (seven pairs); no 4; every count 0 or 1
# (honors-knitted, fourteen singles); every terminal / honor place held (thirteen orphans). And, of
# a suit, whether it holds 147, 258 or 369 (a knitted straight holds one of them in each suit).
_PAIRS_ONLY, _NO_FOUR, _SINGLES, _ORPHANS_HELD, _KNITTED_PLACES = 1, 2, 4, 8, 16
_SPECIAL = _PAIRS_ONLY | _SINGLES | _ORPHANS_HELD  # (flags of which a hand without melds may hold a special shape)


def _block_parts(block: bytes, base: int) -> tuple[int, tuple | None, bool, int, int]:
    """One block's part in the decompositions of a hand: its tile count modulo 3, with its splits
    into sets when that is 0 (:func:`_block_splits`) or its pair splits when it is 2
    (:func:`_block_pair_splits`); whether it splits one way only (or, when 2, each place of the pair
    one way); its special-shape flags (above) and its count of terminals and honors."""
    held = frozenset(block)  # (the counts it holds: what the first three flags read)
    flags = _COUNT_FLAGS.get(held)
    if flags is None:
        flags = _count_flags(held)
        if len(_COUNT_FLAGS) < 64:  # (a hand's counts are 0-4: 32 sets of them)
            _COUNT_FLAGS[held] = flags
    n = sum(block)
    if base < 27:
        low, high = block[0], block[8]
        orphans = low + high
        if low and high:
            flags |= _ORPHANS_HELD
        if (low and block[3] and block[6]) or (block[1] and block[4] and block[7]) or (block[2] and block[5]
                                                                                         and high):
            flags |= _KNITTED_PLACES
    else:  # (every honor is an orphan)
        orphans = n
        if 0 not in held:
            flags |= _ORPHANS_HELD
    r = n % 3
    if r == 0:
        splits = _block_splits(block, base)
        return 0, splits, len(splits) == 1, flags, orphans
    if r == 2:
        splits = _block_pair_splits(block, base)
        unique = True
        for _, rest in splits:
            if len(rest) != 1:
                unique = False
                break
        return 2, splits, unique, flags, orphans
    return 1, None, False, flags, orphans


def _count_flags(held: frozenset[int]) -> int:
    """The special-shape flags that a block's counts decide (which counts it holds, not where)."""
    return ((_PAIRS_ONLY if 1 not in held and 3 not in held and max(held) <= 4 else 0)
            | (_NO_FOUR if 4 not in held else 0) | (_SINGLES if max(held) <= 1 else 0))


_COUNT_FLAGS: dict[frozenset[int], int] = {}

# _block_parts by block shape, one table per block (tiles 0, 9, 18, 27 up); each bounded.
_PARTS: tuple[dict[bytes, tuple], ...] = ({}, {}, {}, {})
_PARTS_MAX = 1 << 13


def _part(i: int, block: bytes) -> tuple:
    """Block ``i``'s part in the decompositions for its shape, made and kept (see _kept)."""
    return _kept(_PARTS, i, block, _block_parts, _moved_part)


def _kept(tables: tuple[dict[bytes, tuple], ...], i: int, block: bytes,
          read: Callable[[bytes, int], tuple], move: Callable[[tuple, int], tuple]) -> tuple:
    """The entry of ``tables`` for block ``i``'s shape, made and kept (each table bounded): the
    characters and the honors read it with ``read(block, base)``; the dots and bamboos take the
    characters' entry of the same shape moved up to their base, ``move(entry, base)`` (most shapes
    meet in more than one suit)."""
    table = tables[i]
    if len(table) >= _PARTS_MAX:
        table.clear()
    if i == 0 or i == 3:
        entry = table[block] = read(block, _BLOCKS[i][0])
        return entry
    entry = table[block] = move(tables[0].get(block) or _kept(tables, 0, block, read, move), 9 * i)
    return entry


def _moved_part(part: tuple, base: int) -> tuple:
    """A characters' part in the decompositions moved up to a suit at ``base``: its sets (and pair)."""
    r, splits, unique, flags, orphans = part
    if r == 0:
        splits = _moved_splits(splits, base)
    elif r == 2:
        moved = []
        for pair, rest in splits:
            moved.append((_PAIRS[pair.tile + base], _moved_splits(rest, base)))
        splits = tuple(moved)
    return r, splits, unique, flags, orphans


def _moved_splits(splits: tuple[tuple[Group, ...], ...], base: int) -> tuple[tuple[Group, ...], ...]:
    """Splits of a block of the characters moved up to a suit at ``base`` (the same shared groups
    the suit's own splits are made of)."""
    out = []
    for split in splits:
        groups = []
        for g in split:
            groups.append((_CHOWS if g.kind == CHOW else _PUNGS)[g.tile + base])
        out.append(tuple(groups))
    return tuple(out)


def _parts(counts: list[int]) -> tuple[tuple, tuple, tuple, tuple]:
    """The four blocks' parts of a hand's counts (cached per block shape)."""
    return _four(bytes(counts), _PARTS, _part)


def _four(key: bytes, tables: tuple[dict[bytes, tuple], ...], make: Callable[[int, bytes], tuple]) -> tuple:
    """Each block's entry of ``tables`` (one per block: the three suits, the honors) for the counts
    ``key`` (34 bytes), ``make(i, block)`` filling a missing one."""
    b = key[0:9]
    p0 = tables[0].get(b) or make(0, b)
    b = key[9:18]
    p1 = tables[1].get(b) or make(1, b)
    b = key[18:27]
    p2 = tables[2].get(b) or make(2, b)
    b = key[27:34]
    return p0, p1, p2, tables[3].get(b) or make(3, b)


# The blocks' parts by the block's run of tiles (a slice of a hand's sorted tiles), one table per
# block: what decompose reads when it is given the hand's tiles, not its counts. Each entry is the
# one of _PARTS for the run's counts; each table bounded as _PARTS.
_PARTS_BY_RUN: tuple[dict[tuple, tuple], ...] = ({}, {}, {}, {})


def _run_parts(tiles: tuple[Tile, ...]) -> tuple[tuple, tuple, tuple, tuple]:
    """The four blocks' parts (as :func:`_parts`) of a hand's sorted concealed tiles: each block's
    tiles are one run of them, looked up as it stands (cheaper than counting the tiles first)."""
    i = bisect_left(tiles, 9)
    j = bisect_left(tiles, 18, i)
    k = bisect_left(tiles, 27, j)
    tables = _PARTS_BY_RUN
    run = tiles[:i]
    p0 = tables[0].get(run) or _run_part(0, run)
    run = tiles[i:j]
    p1 = tables[1].get(run) or _run_part(1, run)
    run = tiles[j:k]
    p2 = tables[2].get(run) or _run_part(2, run)
    run = tiles[k:]
    return p0, p1, p2, tables[3].get(run) or _run_part(3, run)


def _run_part(i: int, run: tuple[Tile, ...]) -> tuple:
    """Block ``i``'s part for its run of tiles: the part of the run's counts, kept by the run too."""
    base, end, _ = _BLOCKS[i]
    counts = [0] * (end - base)
    for t in run:
        counts[t - base] += 1
    block = bytes(counts)
    table = _PARTS_BY_RUN[i]
    if len(table) >= _PARTS_MAX:
        table.clear()
    entry = table[run] = _PARTS[i].get(block) or _part(i, block)
    return entry


def _sets_and_pair(counts: list[int], parts: tuple | None = None) -> list[tuple[Group, ...]]:
    """Every split of ``counts`` into sets and exactly one pair, as the sets sorted by tile then the
    pair: pairs from the lowest place up, then each block's splits in order (the first block's
    outermost). ``parts``: the counts' :func:`_parts`, when the caller has them."""
    p0, p1, p2, p3 = parts or _parts(counts)
    # The pair sits in the one suit (or the honors) whose tile count is 2 modulo 3, and every other
    # block must split into sets on its own (no set crosses a suit): look nowhere else.
    rs = (p0[0], p1[0], p2[0], p3[0])
    if 1 in rs or rs.count(2) != 1:
        return []
    options: list = [p0[1], p1[1], p2[1], p3[1]]
    if () in options:  # (a block that does not split)
        return []
    pair_at = rs.index(2)
    pair_splits = options[pair_at]
    out = []
    if p0[2] and p1[2] and p2[2] and p3[2]:  # (one split per block and per place of the pair)
        # (loops, not comprehensions: a comprehension is a function call, and this runs per hand)
        a, b, c, d = options
        if pair_at == 0:
            rest = b[0] + c[0] + d[0]
            for pair, sets in pair_splits:
                out.append(sets[0] + rest + (pair,))
        elif pair_at == 1:
            for pair, sets in pair_splits:
                out.append(a[0] + sets[0] + c[0] + d[0] + (pair,))
        elif pair_at == 2:
            for pair, sets in pair_splits:
                out.append(a[0] + b[0] + sets[0] + d[0] + (pair,))
        else:
            head = a[0] + b[0] + c[0]
            for pair, sets in pair_splits:
                out.append(head + sets[0] + (pair,))
        return out
    for pair, splits in pair_splits:
        options[pair_at] = splits
        for a, b, c, d in product(*options):
            out.append(a + b + c + d + (pair,))
    return out


_sort_key = attrgetter("tile", "kind")  # (a group's (tile, kind): the order of a decomposition's melds)


def decompose(counts: list[int] | None, melds: tuple[Meld, ...] = (), rules: ShapeRules = RIICHI_SHAPES,
              key: bytes | None = None, tiles: tuple[Tile, ...] | None = None) -> list[Decomposition]:
    """Every decomposition of a complete hand: ``counts`` are the concealed tiles (34 slots, the
    winning tile included), ``melds`` the declared melds. Empty when the hand is not a win.
    ``key``: ``bytes(counts)``, when the caller has it. ``tiles``: instead of the counts (None), the
    concealed tiles sorted (a Hand's ``tiles``); the counts are then made only for a special shape.

    A decomposition lists its sets declared melds first, then by tile (a chow before a pung of the
    same tile), then the pair."""
    if tiles is None:
        if sum(counts) + 3 * len(melds) != 14:
            return []
        parts = _four(bytes(counts) if key is None else key, _PARTS, _part)  # (_parts(counts), written out)
    else:
        if len(tiles) + 3 * len(melds) != 14:
            return []
        parts = _run_parts(tiles)
    declared: tuple[Group, ...] = ()
    if melds:
        meld_groups = []
        for m in melds:
            meld_groups.append(_meld_group(m.kind, m.tile, m.concealed))
        if len(meld_groups) > 1:
            meld_groups.sort(key=_sort_key)
        declared = tuple(meld_groups)
    out: list[Decomposition] = []
    for groups in _sets_and_pair(counts, parts):
        out.append(Decomposition(shape=REGULAR, groups=declared + groups if declared else groups))
    p0, p1, p2, p3 = parts
    if counts is None and (rules.knitted or (not melds and p0[3] & p1[3] & p2[3] & p3[3] & _SPECIAL)):
        counts = counts_of(tiles)  # (a special shape reads the counts)
    if not melds:
        flags = p0[3] & p1[3] & p2[3] & p3[3]  # (what every block says: the whole hand's shape)
        if rules.seven_pairs and flags & _PAIRS_ONLY:
            if rules.four_as_two_pairs or flags & _NO_FOUR:
                pairs = []
                for t in compress(_TILE_KINDS, counts):  # (the tiles held, in order)
                    pairs.append(_PAIRS[t])
                    if counts[t] == 4:
                        pairs.append(_PAIRS[t])
                out.append(Decomposition(shape=SEVEN_PAIRS, groups=tuple(pairs)))
        if rules.thirteen_orphans and flags & _ORPHANS_HELD and p0[4] + p1[4] + p2[4] + p3[4] == 14:
            out.append(Decomposition(shape=THIRTEEN_ORPHANS))
        if rules.knitted and flags & _SINGLES:  # (fourteen single tiles)
            for others in _OUTSIDE_KNITTED:
                if 1 not in others(counts):
                    out.append(Decomposition(shape=HONORS_KNITTED, knitted=tuple(compress(_TILE_KINDS, counts))))
                    break
    if rules.knitted and len(melds) <= 1 and p0[3] & p1[3] & p2[3] & _KNITTED_PLACES:
        for ks, places in zip(KNITTED_STRAIGHTS, _KNITTED_COUNTS):
            if 0 not in places(counts):
                rest = list(counts)
                for t in ks:
                    rest[t] -= 1
                for groups in _sets_and_pair(rest):
                    out.append(Decomposition(shape=KNITTED_STRAIGHT, groups=declared + groups, knitted=ks))
    return out


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
_SINGLE_AT, _PUNG_AT, _CLOSED_AT, _EDGE_AT, _TWO_SIDED_AT = (
    tuple(Reading(group=i, wait=wait) for i in range(8)) for wait in (SINGLE, PUNG_WAIT, CLOSED, EDGE, TWO_SIDED))
_KNITTED_READING = Reading(group=None, wait=KNITTED)
_ORPHAN_READING = Reading(group=None, wait=ORPHAN)


@lru_cache(maxsize=1 << 15)
def _block_ok(block: bytes, suited: bool, pair: bool) -> bool:
    """Can one suit's counts (9 slots; 7 for the honors, which make no chows) be split into pungs
    and chows, plus exactly one pair when ``pair``? A pure function of the block's shape, cached:
    many hands share a suit's shape, and winning_tiles asks 34 times per hand."""
    if not pair:
        return _only_sets(block, suited)
    return _sets_and_pair_ok(list(block), suited, _pair_places(block, suited))


def _sets_and_pair_ok(counts: list[int], suited: bool, places) -> bool:
    """Whether one block's counts split into sets and a pair at one of ``places``
    (:func:`_pair_places`); ``counts`` is changed in place and restored."""
    for p in places:
        if counts[p] >= 2:
            counts[p] -= 2
            ok = _only_sets(counts, suited)
            counts[p] += 2
            if ok:
                return True
    return False


def _only_sets(block: bytes | list[int], suited: bool) -> bool:
    """Can one block's counts be split into pungs and chows? Three chows of one tile hold the same
    tiles as pungs of it and its two successors, so a block splits if and only if it splits with
    fewer than three chows starting at each place; then the lowest tile left starts exactly its count
    modulo 3 chows (the rest of it is a pung), and one pass from the lowest place up decides. The
    honors make no chows: every count a pung or nothing."""
    if not suited:
        for c in block:
            if c % 3:
                return False
        return True
    back1 = back2 = 0  # chows started one place back and two places back (each needs this tile)
    for c in block:
        c -= back1 + back2
        if c < 0:
            return False
        back2, back1 = back1, c % 3
    return not (back1 or back2)  # (no chow may start at the last two places)


# Where one suit's pair can be: a chow's places add up to 3t + 3 and a pung's to 3t, so the places
# of a suit's tiles (rank - 1, each copy counted) add up, modulo 3, to twice its pair's place; the
# pair's place p is then 2 x that sum modulo 3 (2 x 2p = 4p = p). Places of the other residues cannot
# hold the pair of any split. The honors make no chows: any place.
_PLACES_BY_RESIDUE = tuple(tuple(range(r, 9, 3)) for r in range(3))


def _pair_places(block: bytes, suited: bool):
    if not suited:
        return range(len(block))
    return _PLACES_BY_RESIDUE[2 * _place_sum(block) % 3]


def _place_sum(block: bytes) -> int:
    return block[1] + 2 * block[2] + 3 * block[3] + 4 * block[4] + 5 * block[5] + 6 * block[6] \
        + 7 * block[7] + 8 * block[8]


def _sets_and_a_pair(counts: list[int]) -> bool:
    # The pair sits in the one suit (or the honors) whose tile count is 2 modulo 3; every other
    # block splits into sets on its own (no set crosses a suit).
    pair_block = None
    for a, b, _ in _BLOCKS:
        r = sum(counts[a:b]) % 3
        if r == 1:
            return False
        if r == 2:
            if pair_block is not None:
                return False
            pair_block = a
    if pair_block is None:
        return False
    for a, b, suited in _BLOCKS:
        if not _block_ok(bytes(counts[a:b]), suited, a == pair_block):
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
            orphans = _orphan_counts(counts)
            if 0 not in orphans and sum(orphans) == 14:
                return True
        if rules.knitted and max(counts) == 1:
            for others in _OUTSIDE_KNITTED:
                if 1 not in others(counts):
                    return True
    if rules.knitted and len(melds) <= 1 and _knitted_in_characters(counts):
        for ks, places in zip(KNITTED_STRAIGHTS, _KNITTED_COUNTS):
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


def _knitted_nearly_in_characters(counts: list[int]) -> bool:
    """A quick necessary condition for a knitted straight missing at most one place: the characters
    hold two of 147, of 258 or of 369."""
    return ((counts[0] > 0) + (counts[3] > 0) + (counts[6] > 0) >= 2 or (counts[1] > 0) + (counts[4] > 0)
            + (counts[7] > 0) >= 2 or (counts[2] > 0) + (counts[5] > 0) + (counts[8] > 0) >= 2)


_orphan_counts = itemgetter(*ORPHANS)
_ZERO_ONE = bytes((0, 1))
_TILE_KINDS = range(34)
_HONOR_TILES = tuple(range(27, 34))
_KNITTED_COUNTS = tuple(itemgetter(*ks) for ks in KNITTED_STRAIGHTS)
# The suited tiles outside each knitted straight (an honors-knitted hand holds none of them).
_OUTSIDE_KNITTED = tuple(itemgetter(*(t for t in range(27) if t not in ks)) for ks in KNITTED_STRAIGHTS)


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
            orphans = _orphan_counts(key)
            if sum(orphans) == 13:  # all thirteen kinds: any of them; one missing: that one
                missing = orphans.count(0)
                if missing == 0:
                    out.update(ORPHANS)
                elif missing == 1:
                    out.add(ORPHANS[orphans.index(0)])
        if rules.knitted and not key.translate(None, _ZERO_ONE):  # (every count 0 or 1)
            # All singles: an honors-knitted hand waits on each tile it lacks of a knitted straight's
            # places and the honors, when every tile it holds is one of them.
            for ks, others in zip(KNITTED_STRAIGHTS, _OUTSIDE_KNITTED):
                if 1 not in others(counts):
                    out.update(t for t in ks + _HONOR_TILES if not counts[t])
    if rules.knitted and len(melds) <= 1 and _knitted_nearly_in_characters(key):
        for ks, places in zip(KNITTED_STRAIGHTS, _KNITTED_COUNTS):
            missing = places(counts).count(0)
            if missing == 1:
                out.update(t for t in ks if not counts[t])
            elif missing == 0:  # the straight is there: the tiles that make the rest a set and a pair
                rest = list(counts)
                for t in ks:
                    rest[t] -= 1
                out.update(_regular_waits(rest))
    return out


# _block_wait_parts by block shape, one table per block (tiles 0, 9, 18, 27 up); each bounded.
_WAIT_PARTS: tuple[dict[bytes, tuple], ...] = ({}, {}, {}, {})


def _wait_part(i: int, block: bytes) -> tuple:
    """Block ``i``'s part in the waits for its shape, made and kept (see _kept)."""
    return _kept(_WAIT_PARTS, i, block, _block_wait_parts, _moved_wait_part)


def _moved_wait_part(part: tuple, base: int) -> tuple:
    """A characters' part in the waits moved up to a suit at ``base``: its waiting tiles."""
    r, ok, waits = part
    return (r, ok, tuple(map(base.__add__, waits))) if waits else part


def _block_wait_parts(block: bytes, base: int) -> tuple[int, bool, tuple[Tile, ...]]:
    """One block's part in the waits of a 13-tile hand: its tile count modulo 3; whether it splits
    on its own (into sets, plus the pair when that is 2); and the tiles that, joining it, make it
    split (with the pair when the count is 1, into sets when 2). Cached on the block's shape."""
    suited = base < 27
    r = sum(block) % 3
    if r == 1:
        waits = _block_waits(block, suited, True)
        return 1, False, tuple(map(base.__add__, waits)) if base else waits
    if r == 2:
        waits = _block_waits(block, suited, False)
        return 2, _block_ok(block, suited, True), tuple(map(base.__add__, waits)) if base else waits
    return 0, _block_ok(block, suited, False), ()


def _regular_waits(counts: list[int], key: bytes | None = None) -> list[Tile]:
    """The tiles that make a 13-tile hand four sets and a pair. The tile joins one block (a suit or
    the honors); every other block must split into sets on its own, with the pair in the one block
    whose count is 2 modulo 3; so the waits of a hand are the cached waits of one block's shape.
    Thirteen tiles leave two patterns of block counts modulo 3: one block at 1 (the tile joins it
    and it holds the pair), or two at 2 (the tile joins either; the other holds the pair).
    ``key``: ``bytes(counts)``, when the caller has it."""
    parts = _four(bytes(counts) if key is None else key, _WAIT_PARTS, _wait_part)
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


@lru_cache(maxsize=1 << 14)
def _block_waits(block: bytes, suited: bool, pair: bool) -> tuple[int, ...]:
    """The places of one block whose tile makes it split into sets (plus a pair when ``pair``)."""
    out = []
    counts = list(block)  # (each tile joins it in turn: changed in place and restored)
    # (whether the tile can still be drawn is the caller's: exhausted)
    if not suited:  # an honor joins a pair or a pung of its own kind: one the block holds
        for k in range(len(block)):
            if block[k]:
                counts[k] += 1
                if _sets_and_pair_ok(counts, False, range(len(block))) if pair else _only_sets(counts, False):
                    out.append(k)
                counts[k] -= 1
        return tuple(out)
    # A suited tile with no tile of the block within two places makes no set or pair. The places of
    # a suit's sets add up to 0 modulo 3, and of a pair p to 2p (see _pair_places): into sets only,
    # only a third of the places can be waits.
    total = _place_sum(block)
    if pair:
        return _pair_waits(block, counts, total)
    for k in _PLACES_BY_RESIDUE[-total % 3]:
        if block[k] or (k >= 1 and block[k - 1]) or (k <= 7 and block[k + 1]) or (k >= 2 and block[k - 2]) \
                or (k <= 6 and block[k + 2]):
            counts[k] += 1
            if _only_sets(counts, True):
                out.append(k)
            counts[k] -= 1
    return tuple(out)


def _pair_waits(block: bytes, counts: list[int], total: int) -> tuple[int, ...]:
    """The places of one suit whose tile makes it split into sets and a pair (``counts``: the block
    as a list, changed in place and restored; ``total``: its :func:`_place_sum`). The tile either
    pairs a copy the block holds (the block less that copy splits into sets), or joins the sets
    beside a pair the block holds (the block less the pair, with the tile, splits into sets). Sets
    add up to 0 modulo 3 in places: a third of the places is tried in each case."""
    found = set()
    for k in _PLACES_BY_RESIDUE[total % 3]:  # (the block less a copy of k: total - k)
        if block[k]:
            counts[k] -= 1
            if _only_sets(counts, True):
                found.add(k)
            counts[k] += 1
    for p in range(9):
        if block[p] >= 2:
            counts[p] -= 2
            for k in _PLACES_BY_RESIDUE[(2 * p - total) % 3]:  # (the rest with k: total - 2p + k)
                if k not in found and (counts[k] or (k >= 1 and counts[k - 1]) or (k <= 7 and counts[k + 1])
                                       or (k >= 2 and counts[k - 2]) or (k <= 6 and counts[k + 2])):
                    counts[k] += 1
                    if _only_sets(counts, True):
                        found.add(k)
                    counts[k] -= 1
            counts[p] += 2
    return tuple(sorted(found))
