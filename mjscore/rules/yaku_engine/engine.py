"""The evaluator: every decomposition x every reading of the winning tile, scored with a yaku table.

A rule set picks among the candidates with its own key (Fliosen: the most han; classic riichi: the
most points). Yakuman are counted alone and add up; dora are counted separately (:func:`dora_count`)
because they only add to a hand that has a yaku.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterable

from ...hand import Hand
from ...shapes import RIICHI_SHAPES, Decomposition, Reading, ShapeRules, decompose, readings
from ...tiles import dora_after
from .features import Features, features
from .yaku import Yaku, YakuTable


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
    """The yaku of one reading: test every entry, drop what a counted entry replaces, and keep only
    the yakuman when there is one."""
    hits: list[tuple[Yaku, int]] = []
    for y in table.entries:
        han = y.han(f.closed, table.yakuman_unit)
        if han is not None and y.test(f):
            hits.append((y, han))
    replaced = {r for y, _ in hits for r in y.replaces}
    if replaced:
        hits = [(y, h) for y, h in hits if y.id not in replaced]
    yakuman = sum(y.yakuman for y, _ in hits)
    if yakuman:
        hits = [(y, h) for y, h in hits if y.yakuman]
    return tuple(hits), sum(h for _, h in hits), yakuman


def candidates(hand: Hand, table: YakuTable, *, shapes: ShapeRules = RIICHI_SHAPES,
               admit: Callable[[Features], bool] | None = None, any_win: bool = False) -> list[Candidate]:
    """Every (decomposition, reading) of a complete hand with its yaku, in a fixed order.
    ``admit`` filters readings (Fliosen's declared straight). Empty when the hand is not a win.

    A hand without a winning tile may read any of its concealed tiles as the last one; so may a
    tenhou hand with ``any_win`` (fourteen dealt tiles: none is the last one, whichever the line
    writes last), as Yaochu's point table reads it."""
    out = []
    wins = [hand.win] if hand.win is not None and not any_win else sorted(set(hand.tiles))
    for d in decompose(hand.counts, hand.melds, shapes):
        for win, r in ((w, r) for w in wins for r in readings(d, w)):
            f = features(hand, d, r, win)
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
