"""What every rule set provides, and the plain data its scores are made of."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Protocol

from ..hand import Hand

# Options a rule set may take, as given on the command line (`--calls kong` -> {"calls": "kong"}).
Options = Mapping[str, Any]


@dataclass(frozen=True, slots=True)
class Row:
    """One row of a breakdown: a fan, yaku or point item that counted."""

    id: str
    name: str  # English
    native: str  # the rulebook's own name (zh, ja, ko, ...)
    points: int  # per occurrence (han for riichi-like rules)
    count: int = 1


@dataclass(frozen=True, slots=True)
class TableEntry:
    """One line of `mjscore rules`: a fan / yaku / item of the rule set's table."""

    id: str
    name: str
    native: str
    points: str  # as printed: "88", "1 / 1 open", "+3"
    note: str = ""  # what it excludes, when it applies


class Score(Protocol):
    """A rule set's result for one winning hand (immutable)."""

    def to_dict(self) -> dict[str, Any]:
        """The rule fields of CLI.md for this rule set, JSON-ready, in the documented order."""

    def rows(self) -> tuple[Row, ...]:
        """The breakdown table, highest first."""

    def verdict(self) -> tuple[str, ...]:
        """Lines printed under the table: total, win or false win, tier, payments, foul."""


class RuleSet(Protocol):
    name: str  # "mcr", "yaochu", "fliosen"
    title: str  # "Chinese Official (MCR)"
    # The Conditions fields this rule set knows (tsumo, seat, round are known to all).
    conditions: frozenset[str]
    # Option name -> allowed values (first is the default), e.g. {"calls": ("all", "kong", "none")}.
    options: Mapping[str, tuple[str, ...]]

    def check(self, hand: Hand, options: Options) -> None:
        """Rule-specific validity (tile set, flowers, red fives, calls...): raise InvalidHandError."""

    def score(self, hand: Hand, options: Options) -> Score:
        """Score a 14-tile hand; raise NotAWinError when it has no winning shape."""

    def table(self, options: Options) -> tuple[TableEntry, ...]:
        """The rule set's table for `mjscore rules`."""
