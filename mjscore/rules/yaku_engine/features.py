"""What the yaku tests look at: one decomposition of a hand, one reading of its winning tile, and
the situation of the win, precomputed once so that every yaku test is a cheap expression."""

from __future__ import annotations

from dataclasses import dataclass

from ...hand import CHOW, KONG, Conditions, Hand
from ...shapes import PAIR, REGULAR, Decomposition, Reading
from ...tiles import DRAGONS, HONORS, WINDS, Tile

WIND_TILES = frozenset(WINDS)


@dataclass(frozen=True, slots=True)
class Features:
    shape: str  # REGULAR, SEVEN_PAIRS or THIRTEEN_ORPHANS
    closed: bool  # no claimed meld (concealed kongs and a declared straight keep a hand closed)
    cond: Conditions
    win: Tile
    wait: str  # the reading's wait (shapes.TWO_SIDED ...)
    win_group: int | None  # index into groups of the group the winning tile completed
    groups: tuple  # (kind, tile, concealed) per group; pair last (regular) / seven pairs
    chows: tuple[Tile, ...]  # lowest tile of each chow, sorted
    pungs: tuple[Tile, ...]  # pungs and kongs
    kongs: tuple[Tile, ...]
    concealed_pungs: int  # pungs/kongs not claimed and not completed by a discard
    pair: Tile | None
    kinds: frozenset[Tile]  # tile kinds of the whole hand
    suits: frozenset[int]  # suits 0-2 present
    honors: bool
    hand_counts: tuple[int, ...]  # concealed tiles, winning tile included
    has_melds: bool  # any declared meld, concealed kongs included

    # -- derived tests shared by several yaku -------------------------------------------------
    def value_tile(self, t: Tile) -> bool:
        """Dragons and the seat and round winds: a pung scores yakuhai; as a pair, no pinfu."""
        return t in DRAGONS or t == self.cond.seat or t == self.cond.round

    def every_group_has(self, pool) -> bool:
        """Every set and the pair hold a tile of ``pool`` (chanta, junchan)."""
        return all(any(x in pool for x in _tiles(k, t)) for k, t, _ in self.groups)

    def peikou(self) -> int:
        """How many pairs of identical chows (iipeikou 1, ryanpeikou 2)."""
        return sum(self.chows.count(t) // 2 for t in set(self.chows))


def _tiles(kind: str, t: Tile) -> tuple[Tile, ...]:
    return (t, t + 1, t + 2) if kind == CHOW else (t,)


def hand_part(hand: Hand) -> tuple:
    """What the features of every reading of ``hand`` share: (closed, tile kinds, suits, honors,
    concealed counts, has melds). Computed once per hand by the engine."""
    kinds = frozenset(hand.tiles).union(*[m.tiles for m in hand.melds]) if hand.melds else frozenset(hand.tiles)
    return (hand.is_closed, kinds, frozenset([t // 9 for t in kinds if t < 27]), bool(kinds & HONORS),
            tuple(hand.counts), bool(hand.melds))


def features(hand: Hand, d: Decomposition, r: Reading, win: Tile | None = None, shared: tuple | None = None) -> Features:
    """The features of ``hand`` read as decomposition ``d`` with the winning tile (``win``, by
    default the hand's) completing ``r``. A pung completed by a discard is not concealed (it was
    claimed to win). ``shared``: :func:`hand_part` of the hand, when the caller has it."""
    cond = hand.conditions
    win = hand.win if win is None else win
    closed, kinds, suits, honors, hand_counts, has_melds = shared or hand_part(hand)
    groups = []
    chows = []
    pungs = []
    kongs = []
    concealed_pungs = 0
    ron = not cond.tsumo
    for i, g in enumerate(d.groups):
        kind = g.kind
        concealed = g.concealed
        if kind == CHOW:
            chows.append(g.tile)
        elif kind != PAIR:
            if i == r.group and ron:
                concealed = False
            pungs.append(g.tile)
            if kind == KONG:
                kongs.append(g.tile)
            if concealed:
                concealed_pungs += 1
        groups.append((kind, g.tile, concealed))
    chows.sort()
    pungs.sort()
    kongs.sort()
    return Features(
        shape=d.shape,
        closed=closed,
        cond=cond,
        win=win,
        wait=r.wait,
        win_group=r.group,
        groups=tuple(groups),
        chows=tuple(chows),
        pungs=tuple(pungs),
        kongs=tuple(kongs),
        concealed_pungs=concealed_pungs,
        pair=d.groups[-1].tile if d.shape == REGULAR else None,
        kinds=kinds,
        suits=suits,
        honors=honors,
        hand_counts=hand_counts,
        has_melds=has_melds,
    )
