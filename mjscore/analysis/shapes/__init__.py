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

Which shapes a rule set admits is a :class:`ShapeRules` value. The modules: ``values`` (the values
and names), ``blocks`` (one suit's or the honors' counts: their splits, waits and flags, kept by
shape), ``decompose`` (decompositions and readings), ``completion`` (complete or not, the waits).
"""

from .completion import is_complete, only_wait, only_wait_of_complete, winning_tiles
from .decompose import decompose, readings
from .values import (CLOSED, EDGE, HONORS_KNITTED, KNITTED, KNITTED_STRAIGHT, KNITTED_STRAIGHTS, MCR_SHAPES, ORPHAN,
                     PAIR, PUNG_WAIT, REGULAR, RIICHI_SHAPES, SEVEN_PAIRS, SINGLE, THIRTEEN_ORPHANS, TWO_SIDED,
                     Decomposition, Group, Reading, ShapeRules, meld_group)
from ...hand import CHOW, KONG, PUNG

__all__ = [
    "CHOW", "CLOSED", "EDGE", "HONORS_KNITTED", "KNITTED", "KNITTED_STRAIGHT", "KNITTED_STRAIGHTS", "KONG",
    "MCR_SHAPES", "ORPHAN", "PAIR", "PUNG", "PUNG_WAIT", "REGULAR", "RIICHI_SHAPES", "SEVEN_PAIRS", "SINGLE",
    "THIRTEEN_ORPHANS", "TWO_SIDED", "Decomposition", "Group", "Reading", "ShapeRules", "decompose",
    "is_complete", "meld_group", "only_wait", "only_wait_of_complete", "readings", "winning_tiles",
]
