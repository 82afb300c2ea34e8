"""One block of a hand at a time: a suit's nine counts (or the honors' seven) and what they admit.

No set crosses a suit, so a hand's decompositions and waits are made of its four blocks' own:
every split of a block into sets (and a pair), whether it splits at all, which tiles would make
it split, and what it says about the special shapes. These are pure functions of the block's
counts (its *shape*, as bytes) and most hands share their blocks' shapes with other hands, so each
shape's answer is made once and kept by shape: the dots' and bamboos' from the characters' of the
same shape, moved up (every table bounded).

What is kept: a block's part in the decompositions (``PARTS``, by its counts; ``PARTS_BY_RUN``,
the same entries by its run of sorted tiles, which is what a Hand holds) and in the waits
(``WAIT_PARTS``). Below them :func:`block_splits` and :func:`block_ok` compute their answers (compiled,
keeping them too saved under 0.5% of the instructions of a batch).
"""

from __future__ import annotations

from bisect import bisect_left

from ...hand import CHOW
from ...tiles import Tile
from .values import CHOWS, PAIRS, PUNGS, Group

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Iterable
    from typing import Final, TypeVar, Union

    Sets = tuple[Group, ...]  # one split of a block into concealed sets
    PairSplits = tuple[tuple[Group, tuple[Sets, ...]], ...]  # (the pair, every split of the rest), per pair place
    # A block's part in the decompositions (block_parts; read at the places CODE ... SPLITS below):
    # its splits are a tuple of Sets when its count is 0 modulo 3, PairSplits when 2, None when 1.
    Part = tuple[int, Sets, Sets, int, int, int, Union[tuple[Sets, ...], PairSplits, None]]
    # A block's part in the waits (block_wait_parts): its count modulo 3, whether it splits, its waits.
    WaitPart = tuple[int, bool, tuple[Tile, ...]]
    Entry = TypeVar("Entry", Part, WaitPart)

# The four blocks of the 34 tile kinds: the three suits (9 ranks) and the honors (7, no chows). A
# block's shape, the key of the caches below, is its counts as bytes (cheap to cut and to hash).
BLOCKS: Final = ((0, 9, True), (9, 18, True), (18, 27, True), (27, 34, False))
ONE_BYTE: Final = tuple(bytes((n,)) for n in range(256))  # (a count as bytes, to splice into a shape)


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
                             acc + [CHOWS[base + i]] * chows + [PUNGS[base + i]] * pungs, out) or found
        counts[i] = c
        if chows:
            counts[i + 1] += chows
            counts[i + 2] += chows
    return found


def block_splits(block: bytes, base: int) -> tuple[tuple[Group, ...], ...]:
    """Every split of one block's counts (the block starting at tile ``base``) into concealed sets,
    in search order; ``((),)`` for an empty block, ``()`` when it does not split."""
    if base < 27 and max(block) < 3:  # (no pung: each tile starts as many chows as it has copies left)
        groups: list[Group] = []
        back1 = back2 = 0  # chows started one and two places back
        for i, c in enumerate(block):
            c -= back1 + back2
            if c < 0:
                return ()
            if c:
                groups += [CHOWS[base + i]] * c
            back2, back1 = back1, c
        return () if back1 or back2 else (tuple(groups),)
    out: list[tuple[Group, ...]] = []
    _split_block(list(block) + [0, 0], 0, len(block), base, base < 27, [], out)
    return tuple(out)


def _block_pair_splits(block: bytes, base: int) -> PairSplits:
    """The pair block's splits: for each place that can hold the pair (lowest first), the pair and
    every split of the rest into sets (places whose rest does not split are left out)."""
    out: list[tuple[Group, tuple[Sets, ...]]] = []
    for p in _pair_places(block, base < 27):  # (ascending: the lowest place first)
        if block[p] >= 2:
            splits = block_splits(block[:p] + ONE_BYTE[block[p] - 2] + block[p + 1:], base)
            if splits:
                out.append((PAIRS[base + p], splits))
    return tuple(out)


# What a block's shape says about the special shapes of a hand without melds (the hand has them
# only when every block says so): every count 0, 2 or 4 (seven pairs); no 4; every count 0 or 1
# (honors-knitted, fourteen singles); every terminal / honor place held (thirteen orphans). And, of
# a suit, whether it holds 147, 258 or 369 (a knitted straight holds one of them in each suit).
PAIRS_ONLY: Final = 1
NO_FOUR: Final = 2
SINGLES: Final = 4
ORPHANS_HELD: Final = 8
KNITTED_PLACES: Final = 16
SPECIAL: Final = PAIRS_ONLY | SINGLES | ORPHANS_HELD  # (flags of which a hand without melds may hold a special shape)


# A block's part in the decompositions, as one tuple (read by decompose at these places):
# (Final: each place is a constant, so that type checkers know the type of the field it reads)
CODE: Final = 0
SETS: Final = 1
PAIR_OF: Final = 2
COUNT: Final = 3
FLAGS: Final = 4
ORPHAN_COUNT: Final = 5
SPLITS: Final = 6
# Its code adds up over the four blocks to tell at once what the hand's regular decompositions are:
# 0 for a block that splits into sets one way, 2 for one that splits into sets and a pair one way
# (one place of the pair, one split of the rest); SEVERAL more for more ways than one; FAILS for a
# block that does not take part (its count is 1 modulo 3, or it does not split). A sum of 2 is a
# hand with one decomposition (the usual hand); 2 modulo SEVERAL below FAILS, one with several.
SEVERAL: Final = 100
FAILS: Final = 10000


def block_parts(block: bytes, base: int) -> Part:
    """One block's part in the decompositions of a hand (fields at the places above): its code; its
    sets and its pair (a 1-tuple), when it splits one way; its tile count; its special-shape flags
    (above) and its count of terminals and honors; and every way it splits: its splits into sets
    when its count is 0 modulo 3 (:func:`block_splits`), its pair splits when 2
    (:func:`_block_pair_splits`), None when 1."""
    held = frozenset(block)  # (the counts it holds: what the first three flags read)
    flags = _count_flags(held)
    n = sum(block)
    if base < 27:
        low, high = block[0], block[8]
        orphans = low + high
        if low and high:
            flags |= ORPHANS_HELD
        if (low and block[3] and block[6]) or (block[1] and block[4] and block[7]) or (block[2] and block[5]
                                                                                         and high):
            flags |= KNITTED_PLACES
    else:  # (every honor is an orphan)
        orphans = n
        if 0 not in held:
            flags |= ORPHANS_HELD
    r = n % 3
    if r == 0:
        splits = block_splits(block, base)
        if len(splits) == 1:
            return 0, splits[0], (), n, flags, orphans, splits
        return SEVERAL if splits else FAILS, (), (), n, flags, orphans, splits
    if r == 2:
        pair_splits = _block_pair_splits(block, base)
        if len(pair_splits) == 1 and len(pair_splits[0][1]) == 1:
            pair, (sets,) = pair_splits[0]
            return 2, sets, (pair,), n, flags, orphans, pair_splits
        return 2 + SEVERAL if pair_splits else FAILS, (), (), n, flags, orphans, pair_splits
    return FAILS, (), (), n, flags, orphans, None


def _count_flags(held: frozenset[int]) -> int:
    """The special-shape flags that a block's counts decide (which counts it holds, not where)."""
    return ((PAIRS_ONLY if 1 not in held and 3 not in held and max(held) <= 4 else 0)
            | (NO_FOUR if 4 not in held else 0) | (SINGLES if max(held) <= 1 else 0))


# block_parts by block shape, one table per block (tiles 0, 9, 18, 27 up); each bounded.
PARTS: Final[tuple[dict[bytes, Part], ...]] = ({}, {}, {}, {})
_PARTS_MAX: Final = 1 << 13


def part(i: int, block: bytes) -> Part:
    """Block ``i``'s part in the decompositions for its shape, made and kept (see _kept)."""
    return _kept(PARTS, i, block, block_parts, _moved_part)


def _kept(tables: tuple[dict[bytes, Entry], ...], i: int, block: bytes,
          read: Callable[[bytes, int], Entry], move: Callable[[Entry, int], Entry]) -> Entry:
    """The entry of ``tables`` for block ``i``'s shape, made and kept (each table bounded): the
    characters and the honors read it with ``read(block, base)``; the dots and bamboos take the
    characters' entry of the same shape moved up to their base, ``move(entry, base)`` (most shapes
    meet in more than one suit)."""
    table = tables[i]
    if len(table) >= _PARTS_MAX:
        table.clear()
    if i == 0 or i == 3:
        entry = table[block] = read(block, BLOCKS[i][0])
        return entry
    entry = table[block] = move(tables[0].get(block) or _kept(tables, 0, block, read, move), 9 * i)
    return entry


def _moved_part(part: Part, base: int) -> Part:
    """A characters' part in the decompositions moved up to a suit at ``base``: its sets (and pair)."""
    code, sets, pair, n, flags, orphans, splits = part
    if n % 3 == 0:
        into_sets: tuple[Sets, ...] = splits  # type: ignore[assignment]  # (count 0 modulo 3: splits into sets)
        moved_sets = _moved_splits(into_sets, base)
        if code == 0:
            sets = moved_sets[0]
        return code, sets, pair, n, flags, orphans, moved_sets
    if n % 3 == 2:
        moved: list[tuple[Group, tuple[Sets, ...]]] = []
        with_pair: PairSplits = splits  # type: ignore[assignment]  # (count 2 modulo 3: pair splits)
        for p, rest in with_pair:
            moved.append((PAIRS[p.tile + base], _moved_splits(rest, base)))
        pair_splits = tuple(moved)
        if code == 2:
            pair, (sets,) = (pair_splits[0][0],), pair_splits[0][1]
        return code, sets, pair, n, flags, orphans, pair_splits
    return code, sets, pair, n, flags, orphans, splits


def _moved_splits(splits: tuple[tuple[Group, ...], ...], base: int) -> tuple[tuple[Group, ...], ...]:
    """Splits of a block of the characters moved up to a suit at ``base`` (the same shared groups
    the suit's own splits are made of)."""
    out: list[Sets] = []
    for split in splits:
        groups: list[Group] = []
        for g in split:
            groups.append((CHOWS if g.kind == CHOW else PUNGS)[g.tile + base])
        out.append(tuple(groups))
    return tuple(out)


def parts_of(counts: list[int]) -> tuple[Part, Part, Part, Part]:
    """The four blocks' parts of a hand's counts (cached per block shape)."""
    return four(bytes(counts), PARTS, part)


def four(key: bytes, tables: tuple[dict[bytes, Entry], ...], make: Callable[[int, bytes], Entry]
         ) -> tuple[Entry, Entry, Entry, Entry]:
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
# one of PARTS for the run's counts; each table bounded as PARTS.
PARTS_BY_RUN: Final[tuple[dict[tuple[Tile, ...], Part], ...]] = ({}, {}, {}, {})


def run_parts(tiles: tuple[Tile, ...]) -> tuple[Part, Part, Part, Part]:
    """The four blocks' parts (as :func:`parts_of`) of a hand's sorted concealed tiles: each block's
    tiles are one run of them, looked up as it stands (cheaper than counting the tiles first)."""
    i = bisect_left(tiles, 9)
    j = bisect_left(tiles, 18, i)
    k = bisect_left(tiles, 27, j)
    tables = PARTS_BY_RUN
    run = tiles[:i]
    p0 = tables[0].get(run) or run_part(0, run)
    run = tiles[i:j]
    p1 = tables[1].get(run) or run_part(1, run)
    run = tiles[j:k]
    p2 = tables[2].get(run) or run_part(2, run)
    run = tiles[k:]
    return p0, p1, p2, tables[3].get(run) or run_part(3, run)


def run_part(i: int, run: tuple[Tile, ...]) -> Part:
    """Block ``i``'s part for its run of tiles: the part of the run's counts, kept by the run too."""
    base, end, _ = BLOCKS[i]
    counts = [0] * (end - base)
    for t in run:
        counts[t - base] += 1
    block = bytes(counts)
    table = PARTS_BY_RUN[i]
    if len(table) >= _PARTS_MAX:
        table.clear()
    entry = table[run] = PARTS[i].get(block) or part(i, block)
    return entry



def block_ok(block: bytes, suited: bool, pair: bool) -> bool:
    """Can one suit's counts (9 slots; 7 for the honors, which make no chows) be split into pungs
    and chows, plus exactly one pair when ``pair``?"""
    if not pair:
        return _only_sets(block, suited)
    return _sets_and_pair_ok(list(block), suited, _pair_places(block, suited))


def _sets_and_pair_ok(counts: list[int], suited: bool, places: Iterable[int]) -> bool:
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
_PLACES_BY_RESIDUE: Final = tuple(tuple(range(r, 9, 3)) for r in range(3))


def _pair_places(block: bytes, suited: bool) -> Iterable[int]:
    if not suited:
        return range(len(block))
    return _PLACES_BY_RESIDUE[2 * _place_sum(block) % 3]


def _place_sum(block: bytes) -> int:
    return block[1] + 2 * block[2] + 3 * block[3] + 4 * block[4] + 5 * block[5] + 6 * block[6] \
        + 7 * block[7] + 8 * block[8]


# block_wait_parts by block shape, one table per block (tiles 0, 9, 18, 27 up); each bounded.
WAIT_PARTS: Final[tuple[dict[bytes, WaitPart], ...]] = ({}, {}, {}, {})


def wait_part(i: int, block: bytes) -> WaitPart:
    """Block ``i``'s part in the waits for its shape, made and kept (see _kept)."""
    return _kept(WAIT_PARTS, i, block, block_wait_parts, _moved_wait_part)


def _moved_wait_part(part: WaitPart, base: int) -> WaitPart:
    """A characters' part in the waits moved up to a suit at ``base``: its waiting tiles."""
    r, ok, waits = part
    return (r, ok, tuple(map(base.__add__, waits))) if waits else part


def block_wait_parts(block: bytes, base: int) -> tuple[int, bool, tuple[Tile, ...]]:
    """One block's part in the waits of a 13-tile hand: its tile count modulo 3; whether it splits
    on its own (into sets, plus the pair when that is 2); and the tiles that, joining it, make it
    split (with the pair when the count is 1, into sets when 2). Cached on the block's shape."""
    suited = base < 27
    r = sum(block) % 3
    if r == 1:
        waits = block_waits(block, suited, True)
        return 1, False, tuple(map(base.__add__, waits)) if base else waits
    if r == 2:
        waits = block_waits(block, suited, False)
        return 2, block_ok(block, suited, True), tuple(map(base.__add__, waits)) if base else waits
    return 0, block_ok(block, suited, False), ()


def block_waits(block: bytes, suited: bool, pair: bool) -> tuple[int, ...]:
    """The places of one block whose tile makes it split into sets (plus a pair when ``pair``)."""
    out: list[int] = []
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
    found: set[int] = set()
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
