"""What every rule set provides: the interface each rule set's package implements (its ``RULE_SET``).

It stays Python in the compiled build: a rule set, and the fake ones of the tests, subclass it.
"""

from __future__ import annotations

from abc import ABC, abstractmethod

from ..tiles import THREE_PLAYER_TILE_SET, YAOCHU_TILE_SET, Tile
from . import catalog

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Mapping, Protocol

    from ..analysis.shapes import ShapeRules
    from ..hand import Hand
    from .base import Options, Row, TableEntry

    class Score(Protocol):
        """What a rule set's ``score`` returns (each rule set's class of base.Explained; a Protocol,
        so that the tests' fake rule sets may return their own): its result for one winning hand."""

        def to_dict(self) -> dict[str, Any]:
            """The rule fields of docs/cli.md for this rule set, JSON-ready, in the documented order."""

        def rows(self) -> tuple[Row, ...]:
            """The breakdown table, highest first."""

        def verdict(self) -> tuple[str, ...]:
            """Lines printed under the table: total, win or false win, tier, payments, foul."""

        def explanation(self) -> tuple[str, ...]:
            """With the ``explain`` option: the lines that say why (empty without it)."""


# The tile kinds of each tile set of the catalog (None: all 34).
_TILE_SETS: dict[str, frozenset[Tile] | None] = {
    catalog.ALL_TILES: None,
    catalog.TERMINALS_AND_HONORS: YAOCHU_TILE_SET,
    catalog.THREE_PLAYER: THREE_PLAYER_TILE_SET,
}


class RuleSet(ABC):
    """What every rule set provides. Its facts (title, condition words, options, tile set) are its
    row of ``mjscore.rules.catalog``; a subclass gives ``name``, ``shapes`` and the three methods."""

    name: str  # its row in the catalog: "mcr", "yaochu", "fliosen"

    @property
    @abstractmethod
    def shapes(self) -> ShapeRules:
        """The winning shapes (mjscore.analysis.shapes): for the waits and the shanten of a 13-tile hand."""

    @property
    def info(self) -> catalog.RuleSetInfo:
        return catalog.get(self.name)

    @property
    def title(self) -> str:  # "Chinese Official (MCR)"
        return self.info.title

    @property
    def conditions(self) -> frozenset[str]:
        """The Conditions fields this rule set knows (``win`` included)."""
        return self.info.conditions

    @property
    def options(self) -> Mapping[str, tuple[Any, ...]]:
        """Option name -> allowed values, the first the default: {"calls": ("all", "kong", "none")}."""
        return {o.name: o.values for o in self.info.options}

    @property
    def tile_set(self) -> frozenset[Tile] | None:
        """The tile kinds it plays with (None: all 34)."""
        return _TILE_SETS[self.info.tile_set]

    def tile_set_for(self, options: Options | None) -> frozenset[Tile] | None:
        """The tile kinds it plays with under its rule ``options`` (riichi ``--players 3``: no
        characters 2-8); None: all 34."""
        return _TILE_SETS[self.info.tile_set_with(options)]

    @abstractmethod
    def check(self, hand: Hand, options: Options) -> None:
        """Rule-specific validity (tile set, flowers, red fives, calls...): raise InvalidHandError.
        Run once per line (and per completion of a 13-tile hand), before ``score``."""

    @abstractmethod
    def score(self, hand: Hand, options: Options) -> Score:
        """Score a 14-tile hand that passed ``check``; raise NotAWinError when it has no winning shape."""

    @abstractmethod
    def table(self, options: Options) -> tuple[TableEntry, ...]:
        """The rule set's table for `mjscore rules`."""

    def not_ready_foul(self, hand: Hand) -> Score | None:
        """For `mjscore waits` on a 13-tile hand with no wait: the foul the rules count for what was
        declared on it (a Score whose ``to_dict()`` has a ``foul`` field), or None."""
        return None
