"""The evaluator: every decomposition x every reading of the winning tile, scored with a yaku table.

A rule set picks among the candidates with its own key (Fliosen: the most han; classic riichi: the
most points). Yakuman are counted alone and add up; dora are counted separately (:func:`dora_count`)
because they only add to a hand that has a yaku.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterable

from ...hand import Hand
from ...shapes import (REGULAR, RIICHI_SHAPES, SEVEN_PAIRS, THIRTEEN_ORPHANS, Decomposition, Reading, ShapeRules,
                       decompose, readings)
from ...tiles import dora_after
from .features import Features, features, hand_part
from .yaku import STANDARD, Yaku, YakuTable


@dataclass(frozen=True, slots=True)
class Candidate:
    """One way to read the hand, with the yaku that count and their han (dora not included)."""

    decomposition: Decomposition
    reading: Reading
    features: Features
    yaku: tuple[tuple[Yaku, int], ...]  # (yaku, han), in table order
    han: int
    yakuman: int  # total yakuman multiplier (0: an ordinary hand)

    @property
    def ids(self) -> tuple[str, ...]:
        return tuple(y.id for y, _ in self.yaku)


def score_features(f: Features, table: YakuTable) -> tuple[tuple[tuple[Yaku, int], ...], int, int]:
    """The yaku of one reading: test every entry (those whose needed facts are present), drop what a
    counted entry replaces, and keep only the yakuman when there is one."""
    hits: list[tuple[Yaku, int]] = []
    for y, han in _entries(table, f.closed, facts_of(f)):
        if y.test(f):
            hits.append((y, han))
    replaced = {r for y, _ in hits for r in y.replaces}
    if replaced:
        hits = [(y, h) for y, h in hits if y.id not in replaced]
    yakuman = sum(y.yakuman for y, _ in hits)
    if yakuman:
        hits = [(y, h) for y, h in hits if y.yakuman]
    return tuple(hits), sum(h for _, h in hits), yakuman


# Facts: cheap yes/no properties of one reading, one bit each. An entry is tested only when the facts
# its test needs are all present (NEEDS); the situation yaku (riichi, tsumo ...) are always tested.
REGULAR_SHAPE = 1 << 0
SEVEN_PAIRS_SHAPE = 1 << 1
ORPHANS_SHAPE = 1 << 2
CHOWS_1 = 1 << 3  # at least one chow
CHOWS_2 = 1 << 4
CHOWS_3 = 1 << 5
CHOWS_4 = 1 << 6
PUNGS_2 = 1 << 7  # at least two pungs or kongs
PUNGS_3 = 1 << 8
PUNGS_4 = 1 << 9
HONOR_PUNG = 1 << 10  # a pung or kong of honors
KONGS_3 = 1 << 11
CONCEALED_PUNGS_3 = 1 << 12
ONE_SUIT = 1 << 13  # tiles of exactly one suit (honors aside)
HONORS = 1 << 14
NO_HONORS = 1 << 15
NO_FOUR_TO_SIX = 1 << 16  # no suited 4, 5 or 6 (a group holding one has no terminal or honor)

_SHAPES = {REGULAR: REGULAR_SHAPE, SEVEN_PAIRS: SEVEN_PAIRS_SHAPE, THIRTEEN_ORPHANS: ORPHANS_SHAPE}
_AT_LEAST = (0, 1, 3, 7, 15)  # n -> the first n of four "at least" bits, as a mask
_FOUR_TO_SIX = frozenset(t for t in range(27) if 3 <= t % 9 <= 5)


def facts_of(f: Features) -> int:
    """The facts of one reading (see NEEDS)."""
    n_pungs = len(f.pungs)
    return (_SHAPES.get(f.shape, 0)
            | _AT_LEAST[min(len(f.chows), 4)] * CHOWS_1
            | (_AT_LEAST[min(n_pungs, 4)] >> 1) * PUNGS_2
            | (HONOR_PUNG if n_pungs and f.pungs[-1] >= 27 else 0)
            | (KONGS_3 if len(f.kongs) >= 3 else 0)
            | (CONCEALED_PUNGS_3 if f.concealed_pungs >= 3 else 0)
            | (ONE_SUIT if len(f.suits) == 1 else 0)
            | (HONORS if f.honors else NO_HONORS)
            | (NO_FOUR_TO_SIX if f.kinds.isdisjoint(_FOUR_TO_SIX) else 0))


# The facts without which an entry's test cannot be true, by the id of the standard table's entry
# (yaku.py); a rule set's table that renames an entry keeps its test, so the need goes with the
# test. Necessary conditions only, read off each test; tests/test_yaku_needs.py checks them on
# generated hands. An entry not listed is always tested.
NEEDS: dict[str, int] = {
    "pinfu": CHOWS_4,
    "iipeikou": CHOWS_2,
    "tanyao": NO_HONORS,
    "honroutou": NO_FOUR_TO_SIX,
    "yakuhai_seat": HONOR_PUNG,  # (winds and dragons are honors)
    "yakuhai_round": HONOR_PUNG,
    "yakuhai_white": HONOR_PUNG,
    "yakuhai_green": HONOR_PUNG,
    "yakuhai_red": HONOR_PUNG,
    "chiitoitsu": SEVEN_PAIRS_SHAPE,
    "toitoi": PUNGS_4,
    "sanankou": CONCEALED_PUNGS_3,
    "sanshoku_doukou": PUNGS_3,
    "sankantsu": KONGS_3,
    "shousangen": PUNGS_2 | HONOR_PUNG,
    "sanshoku": CHOWS_3,
    "ittsu": CHOWS_3,
    "chanta": CHOWS_1 | NO_FOUR_TO_SIX,
    "ryanpeikou": CHOWS_4,
    "junchan": CHOWS_1 | NO_FOUR_TO_SIX | NO_HONORS,
    "honitsu": ONE_SUIT | HONORS,
    "chinitsu": ONE_SUIT | NO_HONORS,
    "kokushi": ORPHANS_SHAPE,
    "kokushi_13": ORPHANS_SHAPE,
    "suuankou": CONCEALED_PUNGS_3,
    "suuankou_tanki": CONCEALED_PUNGS_3,
    "daisangen": PUNGS_3 | HONOR_PUNG,
    "shousuushii": PUNGS_3 | HONOR_PUNG,
    "daisuushii": PUNGS_4 | HONOR_PUNG,
    "tsuuiisou": HONORS,
    "chinroutou": NO_HONORS | NO_FOUR_TO_SIX,
    "ryuuiisou": ONE_SUIT,  # (four Green dragons cannot make a hand alone)
    "chuuren": ONE_SUIT | NO_HONORS,
    "chuuren_9": ONE_SUIT | NO_HONORS,
    "suukantsu": KONGS_3,
}
_NEEDS_BY_TEST = {STANDARD[i].test: need for i, need in NEEDS.items() if i in STANDARD.ids}


def need_of(y: Yaku) -> int:
    """The facts ``y``'s test needs (0: none known, always tested)."""
    return _NEEDS_BY_TEST.get(y.test, 0)


# Per table (by identity; a table's hash walks every entry): the table itself (kept, so that its id
# stays its own) and its entries in question per (closed, facts). Bounded: a few tables, and a few
# hundred combinations of facts each.
_PREPARED: dict[int, tuple[YakuTable, dict]] = {}
_MAX_TABLES, _MAX_COMBINATIONS = 32, 1 << 12


def _entries(table: YakuTable, closed: bool, facts: int) -> tuple[tuple[Yaku, int], ...]:
    """The entries of ``table`` that count on a closed / open hand, with their han, in table order,
    that these facts leave in question."""
    prepared = _PREPARED.get(id(table))
    if prepared is None or prepared[0] is not table:
        if len(_PREPARED) >= _MAX_TABLES:
            _PREPARED.clear()
        prepared = _PREPARED[id(table)] = (table, {})
    combos = prepared[1]
    key = (closed, facts)
    out = combos.get(key)
    if out is None:
        if len(combos) >= _MAX_COMBINATIONS:
            combos.clear()
        out = combos[key] = tuple(
            (y, han) for y in table.entries
            if (han := y.han(closed, table.yakuman_unit)) is not None and need_of(y) & facts == need_of(y))
    return out


def candidates(hand: Hand, table: YakuTable, *, shapes: ShapeRules = RIICHI_SHAPES,
               admit: Callable[[Features], bool] | None = None, any_win: bool = False) -> list[Candidate]:
    """Every (decomposition, reading) of a complete hand with its yaku, in a fixed order.
    ``admit`` filters readings (Fliosen's declared straight). Empty when the hand is not a win.

    A hand without a winning tile may read any of its concealed tiles as the last one; so may a
    tenhou hand with ``any_win`` (fourteen dealt tiles: none is the last one, whichever the line
    writes last), as Yaochu's point table reads it."""
    out = []
    wins = [hand.win] if hand.win is not None and not any_win else sorted(set(hand.tiles))
    shared = hand_part(hand)
    for d in decompose(hand.counts, hand.melds, shapes):
        for win, r in ((w, r) for w in wins for r in readings(d, w)):
            f = features(hand, d, r, win, shared)
            if admit is not None and not admit(f):
                continue
            yaku, han, yakuman = score_features(f, table)
            out.append(Candidate(d, r, f, yaku, han, yakuman))
    return out


def best(cands: Iterable[Candidate], key: Callable[[Candidate], object]) -> Candidate | None:
    """The candidate with the highest key; the first such one in candidate order (deterministic)."""
    top = None
    top_key = None
    for c in cands:
        k = key(c)
        if top is None or k > top_key:
            top, top_key = c, k
    return top


@dataclass(frozen=True, slots=True)
class DoraCount:
    dora: int = 0
    ura: int = 0
    aka: int = 0

    @property
    def total(self) -> int:
        return self.dora + self.ura + self.aka


def dora_count(hand: Hand, *, red: bool = True, terminals_only: bool = False) -> DoraCount:
    """Dora tiles in the whole hand (melds included, a kong counts four): one per indicator that
    points at a tile; ura-dora only with riichi; red fives one each (when ``red``)."""
    counts = hand.all_counts
    c = hand.conditions

    def count(indicators):
        return sum(counts[dora_after(i, terminals_only=terminals_only)] for i in indicators)

    ura = count(c.ura) if (c.riichi or c.double_riichi) else 0
    return DoraCount(count(c.dora), ura, hand.red_count if red else 0)
