"""Seeded 14-tile hands for the tests of `mjscore discard`, and a rule set that knows only shapes.

:func:`corpus_14` mixes complete hands (shanten -1), complete hands with one to three tiles swapped,
and random deals with 0-3 declared melds; :func:`shapes_only` runs :func:`mjscore.analysis.discard.analyse`
without scoring (the scoring of waits is tested with the real rule sets).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from mjscore.hand import Conditions, Hand
from mjscore.analysis.shapes import ShapeRules

from tests.handgen import GenHand, MCR_ONLY, random_deal, swap_tiles, winning_hand

MCR_SHAPE_NAMES = sorted(MCR_ONLY)


@lru_cache(maxsize=4)
def shared_corpus() -> tuple[GenHand, ...]:
    """The corpus the oracle tests share (generated once per run; the shape caches warm once). 1,650
    hands reach every shape at least 30 times, 500 hands with melds, 300 complete ones and the
    four-copy limit (the oracle tests assert each); twice as many added no kind of case."""
    return tuple(corpus_14(1650, seed=131))


def corpus_14(n: int, seed: int, *, mcr: bool = True) -> list[GenHand]:
    """``n`` 14-tile hands: a third complete, a third complete with 1-3 tiles swapped, a third random
    deals (0-3 melds). With ``mcr``, one complete hand in four is an MCR-only shape (knitted
    straight, honors and knitted, seven pairs with four of a kind)."""
    rng = random.Random(seed)
    out = []
    for i in range(n):
        r = i % 3
        if r == 2:
            out.append(random_deal(rng, rng.choice((0, 0, 0, 1, 2, 3)), size=14))
            continue
        shape = rng.choice(MCR_SHAPE_NAMES) if mcr and i % 4 == 0 else None
        h = winning_hand(rng, shape, mcr=mcr)
        out.append(h if r == 0 else swap_tiles(rng, h, rng.randint(1, 3)))
    return out


def random_seen(rng: random.Random, h: GenHand, k: int) -> tuple[int, ...]:
    """``k`` tiles seen elsewhere, usually among the kinds near the hand's tiles (so they matter);
    sometimes more copies than the table has (tiles left never go below 0)."""
    kinds = [t for t in range(34) if h.counts[t]]
    near = sorted({u for t in kinds for u in (t - 1, t, t + 1) if 0 <= u < 34})
    return tuple(sorted(rng.choice(near) for _ in range(k)))


def to_hand(h: GenHand, seen: tuple[int, ...] = ()) -> Hand:
    tiles = tuple(t for t in range(34) for _ in range(h.counts[t]))
    conditions = Conditions(seen=seen, given=frozenset({"seen"}) if seen else frozenset())
    return Hand(tiles=tiles, melds=h.melds, conditions=conditions)


@dataclass(frozen=True)
class _NoScore:
    def to_dict(self) -> dict[str, Any]:
        return {}


@dataclass(frozen=True)
class ShapesOnly:
    """A rule set with shapes and a tile set and no scoring: every completion is worth 0."""

    name: str
    shapes: ShapeRules
    tile_set: frozenset[int] | None = None

    def check(self, hand: Hand, options: Any) -> None:
        pass

    def score(self, hand: Hand, options: Any) -> _NoScore:
        return _NoScore()


def expected_left(h: GenHand, seen: tuple[int, ...]) -> list[int]:
    """Tiles left, written out from the definition: 4 - copies in the 14 tiles and melds - seen."""
    left = []
    for t in range(34):
        copies = h.counts[t] + sum(m.tiles.count(t) for m in h.melds) + seen.count(t)
        left.append(max(0, 4 - copies))
    return left
