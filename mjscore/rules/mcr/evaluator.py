"""Score one hand: every decomposition and every reading of the winning tile, the fan table applied
to each, the principles on top, the highest total kept.

Principles and where they live:

- non-repeat (不重复): the ``excludes`` of each fan (fans.py), applied in table order here;
- non-separation (不拆移) and account-once / non-identical (套算一次, 不得相同) for chows: chows.py;
- wait fans only on a unique wait, concealed pungs and the winning tile: features.py;
- self-drawn / fully concealed / concealed hand: the exclusions of fans.py (an excluded fan excludes
  nothing, so a seven-pairs hand won by self-draw counts Self-Drawn);
- Chicken Hand only alone; flowers never toward the 8 points: here;
- ties (principle 8): :func:`_preference`.
"""

from __future__ import annotations

from functools import partial, reduce
from operator import or_

from ...errors import NotAWinError
from ...hand import CHOW, KONG, PUNG, Hand, Meld
from ...analysis.shapes import (
    MCR_SHAPES,
    PAIR,
    REGULAR,
    Decomposition,
    Reading,
    decompose,
    only_wait,
    only_wait_of_complete,
    readings,
)
from .features import FACTS, VARIANTS, WAIT_FANS, FanFacts, Variant
from .fans import CHICKEN, FANS, FLOWERS, Fan, Limit, Shared
from .text import write_tiles

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Final

    from .fans import Test, Uses

    # What a fan whose count other fans lessen, or that lessens others', adds: the pung tiles it is
    # made of, the fans whose pungs it shares, the (fan, n) it limits (_entry).
    Adjusted = tuple[Uses, tuple[str, ...], tuple[tuple[str, int], ...]]
    # A fan as apply_fans reads it (_entry).
    Entry = tuple[Test | None, tuple[Fan, int], str, int, dict[str, str], Adjusted | None]
    # One run of the gated table: (its entries, each with the facts it needs), the facts the run's
    # fans need, and its entries by the facts present.
    Run = tuple[tuple[tuple[Entry, int], ...], int, dict[int, tuple[Entry, ...]]]

# (principle 8 on one winning tile read two ways: WAIT_FANS is in the order it prefers them)
_WAIT_PREFERENCE: Final[dict[str | None, int]] = {fan: len(WAIT_FANS) - i for i, fan in enumerate(WAIT_FANS.values())}


class Evaluation:
    """The fans of one decomposition read one way: what counted, what was excluded and by what."""

    def __init__(self, *, decomposition: Decomposition, reading: Reading, fans: tuple[tuple[Fan, int], ...],
                 excluded: tuple[tuple[str, str], ...], points: int) -> None:
        self.decomposition: Final = decomposition
        self.reading: Final = reading
        self.fans: Final = fans  # counted, table order (flowers included)
        self.excluded: Final = excluded  # (fan id, id of the fan that excluded it); --explain only
        self.points: Final = points  # without flowers

    def count(self, fan_id: str) -> int:
        for fan, n in self.fans:
            if fan.id == fan_id:
                return n
        return 0


class Outcome:
    """The best evaluation of a hand, and every other one (for --explain)."""

    def __init__(self, *, best: Evaluation, others: tuple[Evaluation, ...]) -> None:
        self.best: Final = best
        self.others: Final = others


def apply_fans(f: FanFacts, notes_wanted: bool = True
               ) -> tuple[tuple[tuple[Fan, int], ...], tuple[tuple[str, str], ...], int]:
    """Run the fan table on the current features: (counted fans, exclusions, points without flowers).
    Only the fans whose needed facts (their rows' ``when``) are present are tested (the others' tests
    would say no).
    The exclusions (a fan that would count but another excludes) are listed for --explain; without
    ``notes_wanted`` they are left out, and an excluded fan is not even tested."""
    excluded: dict[str, str] = _NOTHING_EXCLUDED  # (never changed: each exclusion makes a new map)
    shared: dict[str, set[int]] | None = None
    limited: dict[str, int] | None = None
    counted: list[tuple[Fan, int]] = []
    notes: tuple[tuple[str, str], ...] = ()  # (mostly none: a tuple, grown when one comes)
    points = 0
    for test, once, fid, fan_points, excludes, adjusted in _tests_for(f.facts):
        # (test None: a sure fan, whose needed facts, present, make it count once)
        if excluded and fid in excluded:
            if notes_wanted and (test is None or test(f)):
                notes += ((fid, excluded[fid]),)
            continue
        if test is None:
            n = 1
        else:
            n = test(f)  # (yes (True) or how many times (an int))
            if not n:
                continue
        if adjusted is not None:  # (a fan whose count another's pungs or count lessen, or that lessens one)
            uses, shares, limits = adjusted
            if shared and fid in shared:
                n -= len(shared[fid])
            if limited and fid in limited:
                n -= limited[fid]
            if n <= 0:
                notes += ((fid, "shared"),)
                continue
            if shares:
                if shared is None:
                    shared = {}
                for ex in shares:
                    shared.setdefault(ex, set()).update(uses(f))
            if limits:
                if limited is None:
                    limited = {}
                for ex, k in limits:
                    limited[ex] = limited.get(ex, 0) + k * n
        if n == 1:  # (True == 1)
            counted.append(once)
            points += fan_points
        else:
            counted.append((once[0], n))
            points += fan_points * n
        if excludes:  # (an earlier exclusion stands: the fan that made it came first)
            # (the first one is the fan's own map, read only: no copy)
            excluded = excludes | excluded if excluded else excludes
    if points == 0:
        counted.insert(0, CHICKEN_ONCE)
        points = CHICKEN_ONCE[0].points
    return tuple(counted), notes, points


_NOTHING_EXCLUDED: Final[dict[str, str]] = {}
CHICKEN_ONCE: Final = (next(fan for fan in FANS if fan.id == CHICKEN), 1)  # (Chicken Hand, counted once)


def _entry(fan: Fan) -> Entry:
    """A fan as apply_fans reads it: (test (None for a sure fan), (fan, 1): the fan counted once,
    made here once, its id, points toward the total (flowers: none), the fans it excludes (each
    mapped to this fan's id), and for a fan whose pungs or count lessen another's count, or whose count
    another's lessens, (the pung tiles it uses, the fans whose pungs it shares, the (fan, n) it
    limits); else None)."""
    shares = tuple(ex.fan for ex in fan.excludes if isinstance(ex, Shared))
    limits = tuple((ex.fan, ex.n) for ex in fan.excludes if isinstance(ex, Limit))
    adjusted: Adjusted | None = None
    if shares or limits or fan.id in _LESSENED:
        if fan.uses is None and shares:
            raise ValueError(f"fan {fan.id}: a Shared exclusion needs the pungs the fan uses (uses=)")
        adjusted = (fan.uses or _no_pungs, shares, limits)
    return (None if fan.sure else fan.test, (fan, 1), fan.id, 0 if fan.id == FLOWERS else fan.points,
            {ex: fan.id for ex in fan.excludes if isinstance(ex, str)}, adjusted)


def _no_pungs(f: FanFacts) -> tuple[int, ...]:
    """The pungs a fan without Shared exclusions uses: none it shares."""
    return ()


# The fans whose count another fan's pungs (Shared) or count (Limit) lessen.
_LESSENED: Final = frozenset(ex.fan for fan in FANS for ex in fan.excludes if isinstance(ex, (Shared, Limit)))


# The fan tests in table order (Chicken Hand, which counts only alone, apart), each with the mask of
# the facts its row needs (``when``): the gated table, compiled from the rows.
_TESTS: Final = tuple((_entry(fan), FACTS.mask(fan.when)) for fan in FANS if not fan.alone)


# The table cut into runs of fans: a run's tests depend only on the facts its fans need, which are
# few, so each run meets few combinations of them (and a new combination of all the facts is found
# run by run, mostly from runs already seen).
_RUN: Final = 12
_RUNS: Final = tuple(_TESTS[i:i + _RUN] for i in range(0, len(_TESTS), _RUN))
_RUN_FACTS: Final = tuple(reduce(or_, (need for _, need in run), 0) for run in _RUNS)  # (every fact a run needs)
_RUN_TESTS: Final[tuple[dict[int, tuple[Entry, ...]], ...]] = tuple({} for _ in _RUNS)  # (bounded below)


# The table in three parts, the high fans, the middle ones and the low ones, each part's tests cached
# per combination of the facts its fans need: a new combination of all the facts is mostly one seen
# in a part (the low fans read the most facts: their runs are cut where their combinations multiply).
# (kept: filtering the whole table per reading instead costs 6% of the instructions of a batch of
# varied MCR hands, 9% of real MCR wins, compiled)
# (runs: the high part ends, the middle part ends)
_HALF: Final = 4
_MIDDLE: Final = 6
_RUN_TABLES: Final[tuple[Run, ...]] = tuple(zip(_RUNS, _RUN_FACTS, _RUN_TESTS))
_HIGH_RUNS: Final = _RUN_TABLES[:_HALF]
_MIDDLE_RUNS: Final = _RUN_TABLES[_HALF:_MIDDLE]
_LOW_RUNS: Final = _RUN_TABLES[_MIDDLE:]
_HIGH_FACTS: Final = reduce(or_, _RUN_FACTS[:_HALF], 0)
_MIDDLE_FACTS: Final = reduce(or_, _RUN_FACTS[_HALF:_MIDDLE], 0)
_LOW_FACTS: Final = reduce(or_, _RUN_FACTS[_MIDDLE:], 0)
_HIGH_TESTS: Final[dict[int, tuple[Entry, ...]]] = {}  # (bounded below)
_MIDDLE_TESTS: Final[dict[int, tuple[Entry, ...]]] = {}
_LOW_TESTS: Final[dict[int, tuple[Entry, ...]]] = {}
_HALF_MAX: Final = 1 << 13


def _half_tests(half: dict[int, tuple[Entry, ...]], runs: tuple[Run, ...], facts: int) -> tuple[Entry, ...]:
    """The tests of a half's runs ((run, the facts it needs, its table) each) to make when these
    facts are present, in table order, kept in ``half``."""
    out: tuple[Entry, ...] = ()
    for run, run_facts, table in runs:
        key = facts & run_facts
        tests = table.get(key)
        if tests is None:
            if len(table) >= 4096:
                table.clear()
            needed: list[Entry] = []
            for entry, need in run:
                if need & key == need:
                    needed.append(entry)
            tests = table[key] = tuple(needed)
        out += tests
    if len(half) >= _HALF_MAX:
        half.clear()
    half[facts] = out
    return out


def _tests_for(facts: int) -> tuple[Entry, ...]:
    """The tests to run, in table order, when these facts are present (a few thousand combinations
    occur in a large batch, the common ones over and over)."""
    high = _HIGH_TESTS.get(facts & _HIGH_FACTS)
    if high is None:
        high = _half_tests(_HIGH_TESTS, _HIGH_RUNS, facts & _HIGH_FACTS)
    middle = _MIDDLE_TESTS.get(facts & _MIDDLE_FACTS)
    if middle is None:
        middle = _half_tests(_MIDDLE_TESTS, _MIDDLE_RUNS, facts & _MIDDLE_FACTS)
    low = _LOW_TESTS.get(facts & _LOW_FACTS)
    if low is None:
        low = _half_tests(_LOW_TESTS, _LOW_RUNS, facts & _LOW_FACTS)
    return high + middle + low


_KIND_RANK: Final = {PUNG: 0, KONG: 0, CHOW: 1, PAIR: 2}


def _arrangement_key(d: Decomposition) -> tuple[tuple[int, int], ...]:
    """A fixed order of the decompositions of one hand, for ties that principle 8 leaves open: the
    one that, from the lowest tile up, takes a pung before a chow before the pair (the reference
    calculator's order). Smaller first."""
    return tuple(sorted((g.tile, _KIND_RANK[g.kind]) for g in d.groups if not g.declared))


def _preference(e: Evaluation, rank: int, wait: str | None) -> tuple[int, int, int, int, int]:
    """Sort key of evaluations, best first: the total; then principle 8 (an arrangement with Pure
    Triple Chow, then one with Triple Pung); then the arrangement order (``rank``), where among
    arrangements that both have Pure Triple Chow the later one wins (as the reference calculator
    does); then edge before closed before single wait (one winning tile read two ways)."""
    ptc = e.count("pure_triple_chow")
    return (-e.points, -ptc, -e.count("triple_pung"), -rank if ptc else rank, -_WAIT_PREFERENCE.get(wait, 0))


def _unique(wait: str | None, unique_wait: Callable[[], bool]) -> str | None:
    """A reading's wait fan: its edge, closed or single wait when the hand waits on one tile only."""
    return wait if wait and unique_wait() else None


def _unique_wait(cache: list[bool], concealed: list[int], key: bytes, decs: list[Decomposition],
                 melds: tuple[Meld, ...], win: int) -> bool:
    """The 13-tile hand (the winning tile taken out) waits on exactly one tile kind; a tile of which
    the hand holds all four still counts as a wait (the reference calculator agrees). Run once per
    hand (``cache``), only when asked; read off two blocks when the hand is four sets and a pair."""
    if not cache:
        for d in decs:
            if d.shape == REGULAR:  # (its pair is its last group)
                cache.append(only_wait_of_complete(key, d.groups[-1].tile, melds, MCR_SHAPES, win))
                break
        else:
            counts = list(concealed)
            counts[win] -= 1
            cache.append(only_wait(counts, melds, MCR_SHAPES, win))
    return cache[0]


def evaluate(hand: Hand, variant: Variant | str = "reference", *, keep_others: bool = False) -> Outcome:
    """Score ``hand`` (14 tiles with a winning tile); NotAWinError when it has no winning shape."""
    if isinstance(variant, str):
        variant = VARIANTS[variant]
    concealed = hand.counts  # (read, never changed: the wait test works on a copy)
    key = bytes(concealed)  # (the counts as bytes: read by the shapes' caches and the hand's facts)
    decs = decompose(concealed, hand.melds, MCR_SHAPES, key)
    if not decs or hand.win is None:
        text = hand.origin.text if hand.origin else write_tiles(hand.tiles)
        raise NotAWinError(f"{text}: not a winning hand (no four sets and a pair, seven pairs, "
                           f"thirteen orphans or knitted shape)")
    win = hand.win
    unique_wait = partial(_unique_wait, [], concealed, key, decs, hand.melds, win)  # (a C object: no closure cells)
    f = FanFacts.for_hand(hand, variant, unique_wait, concealed, key)
    best: Evaluation | None = None
    best_key: tuple[int, int, int, int, int] | None = None
    # (of the best, until its key is needed: most hands read one way)
    best_rank = 0
    best_wait: str | None = None
    others: list[Evaluation] = []
    if len(decs) > 1:
        decs.sort(key=lambda d: (d.shape != REGULAR, _arrangement_key(d)))
    for rank, d in enumerate(decs):
        f.set_decomposition(d)
        for r in readings(d, win):
            f.set_reading(r)
            fans, notes, points = apply_fans(f, keep_others)
            e = Evaluation(decomposition=d, reading=r, fans=fans, excluded=notes, points=points)
            if best is None:
                best, best_rank, best_wait = e, rank, f.wait_candidate
                continue
            if best_key is None:
                best_key = _preference(best, best_rank, _unique(best_wait, unique_wait))
            preference = _preference(e, rank, _unique(f.wait_candidate, unique_wait))
            if preference < best_key:
                if keep_others:
                    others.append(best)
                best, best_key = e, preference
            elif keep_others:
                others.append(e)
    if best is None:  # (every decomposition holds the winning tile: it has a reading)
        raise NotAWinError(f"{hand.origin.text if hand.origin else write_tiles(hand.tiles)}: no reading of the "
                           f"winning tile")
    return Outcome(best=best, others=tuple(others))
