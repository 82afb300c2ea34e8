"""The evaluator: every decomposition x every reading of the winning tile, scored with a yaku table.

A rule set picks among the candidates with its own key (Fliosen: the most han; classic riichi: the
most points). Yakuman are counted alone and add up; dora are counted separately (:func:`dora_count`)
because they only add to a hand that has a yaku.
"""

from __future__ import annotations

from ...hand import CHOW, KONG, PUNG, Hand, Meld
from ...analysis.shapes import RIICHI_SHAPES, ShapeRules, decompose, readings
from ...tiles import NORTH, dora_after
from ..base import Row
from .features import FACTS, YakuFacts, features, hand_part
from .yaku import DORA_NAMES, Yaku, YakuTable

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Callable, Final, Iterable

    from ...analysis.shapes import Decomposition, Reading
    from ...tiles import Tile
    from .yaku import Test

    # The yaku that count on a reading: (yaku, han) pairs in table order, their han, the yakuman.
    Outcome = tuple[tuple[tuple[Yaku, int], ...], int, int]
    # An entry of a table in question: its test (None: a sure entry) and the (yaku, han) it counts.
    Entry = tuple[Test | None, tuple[Yaku, int]]


class Candidate:
    """One way to read the hand, with the yaku that count and their han (dora not included)."""

    def __init__(self, decomposition: Decomposition, reading: Reading, features: YakuFacts,
                 scored: tuple[tuple[tuple[Yaku, int], ...], int, int]) -> None:
        self.decomposition: Final = decomposition
        self.reading: Final = reading
        self.features: Final = features  # what the yaku tests read
        yaku, han, yakuman = scored  # (what score_features gives)
        self.yaku: Final = yaku  # (yaku, han) pairs, in table order
        self.han: Final = han
        self.yakuman: Final = yakuman  # the total yakuman multiplier (0: an ordinary hand)

    # (compared: an explanation finds the scored candidate among the readings it lists again)
    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Candidate):
            return NotImplemented
        return (self.decomposition == other.decomposition and self.reading == other.reading and
                self.features == other.features and self.yaku == other.yaku and self.han == other.han and
                self.yakuman == other.yakuman)

    def __hash__(self) -> int:
        return hash((self.decomposition, self.reading, self.features, self.yaku, self.han, self.yakuman))

    @property
    def ids(self) -> tuple[str, ...]:
        return tuple(y.id for y, _ in self.yaku)


def score_features(f: YakuFacts, table: YakuTable) -> Outcome:
    """The yaku of one reading: test every entry whose needed facts (its row's ``when``) are present,
    count a ``sure`` entry without its test, drop what a counted entry replaces, and keep only the
    yakuman when there is one."""
    closed = f.closed
    facts = f.facts
    last = _LAST_PREPARED  # (the table of the last reading and its entries by facts)
    prepared = last[1].get(facts if closed else ~facts) if last[0] is table else None
    if prepared is None:
        prepared = _entries(table, closed, facts)
    found: list[tuple[Yaku, int]] = []
    for test, hit in prepared:  # (test None: a sure entry, its needed facts present)
        if test is None or test(f):
            found.append(hit)
    if len(found) < 2:
        if not found:
            return (), 0, 0
        y, han = hit = found[0]  # (one yaku: it replaces nothing that counts; a yakuman stays alone)
        return (hit,), han, y.yakuman
    return _outcome(tuple(found))


def _outcome(hits: tuple[tuple[Yaku, int], ...]) -> Outcome:
    """The yaku that count among ``hits`` (the entries whose tests said yes), their han and
    yakuman: what a counted entry replaces is dropped, and a yakuman leaves only the yakuman."""
    replaced: set[str] = set()
    for y, _ in hits:
        replaced.update(y.replaces)
    if replaced:
        hits = tuple([(y, h) for y, h in hits if y.id not in replaced])
    yakuman = 0
    for y, _ in hits:
        yakuman += y.yakuman
    if yakuman:
        hits = tuple([(y, h) for y, h in hits if y.yakuman])
    han = 0
    for _, h in hits:
        han += h
    return hits, han, yakuman


# Per table: the table itself and its entries in question by facts (a closed hand's facts, an open
# hand's ~facts: a negative int, a small int as the facts are). Bounded: a few tables, a few
# thousand combinations of facts each.
_BY_TABLE: Final[dict[YakuTable, tuple[YakuTable, dict[int, tuple[Entry, ...]]]]] = {}
_MAX_PREPARED: Final = 1 << 13
# the entry of _BY_TABLE last asked for (most lines: one table)
_LAST_PREPARED: tuple[YakuTable | None, dict[int, tuple[Entry, ...]]] = (None, {})
# Per table and closed or not: (need, (test, (yaku, han))) of each entry that counts, in table order,
# compiled from the rows (``need``: the mask of the row's ``when`` facts; ``test`` None for a
# ``sure`` row): what a new combination of facts filters, one in fifteen readings of a first pass;
# kept with the table, bounded.
_COUNTING: Final[dict[tuple[YakuTable, bool], tuple[YakuTable, tuple[tuple[int, Entry], ...]]]] = {}


def _entries(table: YakuTable, closed: bool, facts: int) -> tuple[Entry, ...]:
    """The entries of ``table`` that count on a closed / open hand and that these facts leave in
    question, in table order: (test, (yaku, han)) per entry."""
    global _LAST_PREPARED
    of_table = _BY_TABLE.get(table)
    if of_table is None:
        if len(_BY_TABLE) >= 64:
            _BY_TABLE.clear()
        of_table = _BY_TABLE[table] = (table, {})
    _LAST_PREPARED = of_table
    prepared = of_table[1]
    key = facts if closed else ~facts
    out = prepared.get(key)
    if out is None:
        if len(prepared) >= _MAX_PREPARED:
            prepared.clear()
        counting = _COUNTING.get((table, closed))
        if counting is None:
            if len(_COUNTING) >= 64:
                _COUNTING.clear()
            counting = _COUNTING[table, closed] = (table, tuple(
                (FACTS.mask(y.when), (None if y.sure else y.test, (y, han)))
                for y in table.entries
                if (han := y.han(closed, table.yakuman_unit)) is not None))
        out = prepared[key] = tuple([entry for need, entry in counting[1] if need & facts == need])
    return out


def candidates(hand: Hand, table: YakuTable, *, shapes: ShapeRules = RIICHI_SHAPES,
               admit: Callable[[YakuFacts], bool] | None = None, any_win: bool = False) -> list[Candidate]:
    """Every (decomposition, reading) of a complete hand with its yaku, in a fixed order.
    ``admit`` filters readings (Fliosen's declared straight). Empty when the hand is not a win.

    A hand without a winning tile may read any of its concealed tiles as the last one; so may a
    tenhou hand with ``any_win`` (fourteen dealt tiles: none is the last one, whichever the line
    writes last), as Yaochu's point table reads it."""
    win = hand.win
    decompositions = decompose(None, hand.melds, shapes, tiles=hand.tiles)  # (by the tiles: no counts made)
    if not decompositions:
        return []
    shared = hand_part(hand)
    if win is not None and not any_win:
        if len(decompositions) == 1 and admit is None:
            d = decompositions[0]
            rs = readings(d, win)
            if len(rs) == 1:  # (the usual hand: one arrangement, one reading)
                r = rs[0]
                f = features(hand, d, r, win, shared)
                return [Candidate(d, r, f, score_features(f, table))]
        ways = [(d, r, win) for d in decompositions for r in readings(d, win)]
    else:
        wins = sorted(set(hand.tiles))
        ways = [(d, r, w) for d in decompositions for w in wins for r in readings(d, w)]  # (d, reading, winning tile)
    out: list[Candidate] = []
    for d, r, w in ways:
        f = features(hand, d, r, w, shared)
        if admit is not None and not admit(f):
            continue
        out.append(Candidate(d, r, f, score_features(f, table)))
    return out


def best(cands: Iterable[Candidate], key: Callable[[Candidate], int]) -> Candidate | None:
    """The candidate with the highest key; the first such one in candidate order (deterministic)."""
    top = None
    top_key = 0
    for c in cands:
        k = key(c)
        if top is None or k > top_key:
            top, top_key = c, k
    return top


def yaku_rows(yaku: tuple[tuple[Yaku, int], ...]) -> tuple[Row, ...]:
    """The rows of a candidate's (yaku, han) pairs, highest han first (table order on a tie)."""
    rows = _YAKU_ROWS.get(yaku)
    if rows is None:  # (kept by the pairs themselves: a yaku hashes by identity; bounded)
        if len(_YAKU_ROWS) >= 4096:
            _YAKU_ROWS.clear()
        rows = _YAKU_ROWS[yaku] = tuple(sorted(map(_row, yaku), key=_minus_han))
    return rows


def _minus_han(row: Row) -> int:
    return -row.points


# (kept: removing it costs 1.7% of the instructions of a riichi or Fliosen batch of real wins,
# compiled)
_YAKU_ROWS: Final[dict[tuple[tuple[Yaku, int], ...], tuple[Row, ...]]] = {}


def table_order_rows(yaku: tuple[tuple[Yaku, int], ...]) -> tuple[Row, ...]:
    """The rows of a candidate's (yaku, han) pairs, in table order."""
    return tuple(map(_row, yaku))


def _row(pair: tuple[Yaku, int]) -> Row:
    """The row of one (yaku, han) pair."""
    y, han = pair
    return Row(id=y.id, name=y.name, native=y.native, points=han)


class DoraCount:
    """Dora tiles of a hand: by the indicators, by the ura indicators, red fives, Norths set aside
    (three-player riichi's kita=N: a dora each)."""

    def __init__(self, dora: int = 0, ura: int = 0, aka: int = 0, kita: int = 0) -> None:
        self.dora: Final = dora
        self.ura: Final = ura
        self.aka: Final = aka
        self.kita: Final = kita
        self.total: Final = dora + ura + aka + kita  # (0: no dora of any kind)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, DoraCount):
            return NotImplemented
        return self.dora == other.dora and self.ura == other.ura and self.aka == other.aka and self.kita == other.kita

    def __hash__(self) -> int:
        return hash((self.dora, self.ura, self.aka, self.kita))

    def __repr__(self) -> str:
        return f"DoraCount(dora={self.dora!r}, ura={self.ura!r}, aka={self.aka!r}, kita={self.kita!r})"

    def of(self, kind: str) -> int:
        """The dora of one row's kind: ``dora``, ``ura_dora``, ``aka_dora`` or ``kita``."""
        return (self.dora if kind == "dora" else self.ura if kind == "ura_dora" else self.aka if kind == "aka_dora"
                else self.kita)

    def rows(self, kinds: tuple[str, ...] = ("dora", "aka_dora", "ura_dora"),
             names: dict[str, tuple[str, str]] = DORA_NAMES) -> tuple[Row, ...]:
        """The rows of the kinds of dora the hand holds (a kind with none has no row), in the order
        of ``kinds``, named from ``names`` (see :func:`dora_row`)."""
        return tuple([dora_row(kind, n, names) for kind in kinds if (n := self.of(kind))])


def dora_count(hand: Hand, red: bool = True, terminals_only: bool = False,
               three_player: bool = False) -> DoraCount:
    """Dora tiles in the whole hand (melds included, a kong counts four): one per indicator that
    points at a tile; ura-dora only with riichi; red fives one each (when ``red``). ``three_player``:
    the dora after a 1m indicator is 9m (there are no 2m-8m). The Norths set aside (``kita=N``, three
    players) are a dora each, and count again for each indicator (ura too) that points at North, as
    the Norths of the hand do."""
    c = hand.conditions
    dora = c.dora
    ura = c.ura if (c.riichi or c.double_riichi) else ()
    melds = hand.melds
    aka = len(hand.red) if red else 0
    kita = c.kita
    held = hand.tiles
    for m in melds:
        if red:
            aka += m.red
        held += _MELD_TILES[m.kind][m.tile]  # (m.tiles, made once per kind and tile)
    if not dora and not ura:
        return DoraCount(0, 0, aka, kita)
    after = _DORA_AFTER_THREE if three_player else _DORA_AFTER[terminals_only]
    if kita:
        held += (NORTH,) * kita  # (the Norths set aside are dora tiles as the hand's own are)
    n_dora = 0  # (the tiles held that the indicators point at: each indicator's dora, counted)
    for i in dora:
        n_dora += held.count(after[i])
    n_ura = 0
    for i in ura:
        n_ura += held.count(after[i])
    return DoraCount(n_dora, n_ura, aka, kita)


# The tiles of a meld by its kind and tile (Meld.tiles, made once).
_MELD_TILES: Final = {kind: tuple(Meld(kind=kind, tile=t).tiles for t in range(34)) for kind in (CHOW, PUNG, KONG)}
# The dora each indicator points at (tiles.dora_after), in the usual order and in Yaochu's (1<->9).
_DORA_AFTER: Final = {flag: tuple(dora_after(i, terminals_only=flag) for i in range(34)) for flag in (False, True)}
# ... and in three-player riichi's (1m -> 9m).
_DORA_AFTER_THREE: Final = tuple(dora_after(i, three_player=True) for i in range(34))


def dora_row(key: str, n: int, names: dict[str, tuple[str, str]] = DORA_NAMES) -> Row:
    """The row of ``n`` dora of one kind (``dora``, ``ura_dora``, ``aka_dora``: a han each), named
    from ``names`` (kind -> English and native name)."""
    named = names[key]
    return Row(id=key, name=named[0], native=named[1], points=1, count=n)
