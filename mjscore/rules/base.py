"""What every rule set provides, and the plain data its scores are made of."""

from __future__ import annotations

from abc import ABC, abstractmethod

from ..hand import Conditions, Hand
from ..tiles import EAST, THREE_PLAYER_TILE_SET, YAOCHU_TILE_SET, Tile
from .. import jsontext
from . import catalog

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Final, Mapping, Protocol

    from ..analysis.shapes import ShapeRules
    from .explaining import Explanation

    # Options a rule set may take, as given on the command line (`--calls kong` -> {"calls": "kong"}).
    Options = Mapping[str, Any]

    class Score(Protocol):
        """A rule set's result for one winning hand (immutable)."""

        def to_dict(self) -> dict[str, Any]:
            """The rule fields of docs/cli.md for this rule set, JSON-ready, in the documented order."""

        def rows(self) -> tuple[Row, ...]:
            """The breakdown table, highest first."""

        def verdict(self) -> tuple[str, ...]:
            """Lines printed under the table: total, win or false win, tier, payments, foul."""

        def explanation(self) -> tuple[str, ...]:
            """With the ``explain`` option: the lines that say why (empty without it)."""


class Row:
    """One row of a breakdown: a fan, yaku or point item that counted."""

    def __init__(self, *, id: str, name: str, native: str, points: int, count: int = 1) -> None:
        self.id: Final = id
        self.name: Final = name  # English
        self.native: Final = native  # the rulebook's own name (zh, ja, ko, ...)
        self.points: Final = points  # per occurrence (han for riichi-like rules)
        self.count: Final = count

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Row):
            return NotImplemented
        return (self.id == other.id and self.name == other.name and self.native == other.native and
                self.points == other.points and self.count == other.count)

    def __hash__(self) -> int:
        # (a key of the rows' JSON, on every line)
        return hash((self.id, self.name, self.native, self.points, self.count))

    def __repr__(self) -> str:
        return (f"Row(id={self.id!r}, name={self.name!r}, native={self.native!r}, points={self.points!r}, "
                f"count={self.count!r})")

    def to_dict(self, worth: str = "points") -> dict[str, Any]:
        """The row as JSON; ``worth`` names its points (``han`` for yaku)."""
        return jsontext.row(self, worth)



class TableEntry:
    """One line of `mjscore rules`: a fan / yaku / item of the rule set's table."""

    def __init__(self, id: str, name: str, native: str, points: str, note: str = "",
                 english: str = "", *, han: int | None = None, han_open: int | None = None,
                 yakuman: int = 0) -> None:
        self.id: Final = id
        self.name: Final = name
        self.native: Final = native
        self.points: Final = points  # as printed: "88", "1 / 1 open", "+3"
        self.note: Final = note  # what it excludes, when it applies
        self.english: Final = english  # the English gloss of a name that is not English (riichi's romaji); "" otherwise
        # A yaku row (riichi, Fliosen, Yaochu's --scoring riichi): its han on a closed hand (a yakuman's:
        # its multiple x the table's unit), and on an open one (None: closed hands only). The JSON gives
        # these numbers in place of ``points``, the text the table prints. None on any other row.
        self.han: Final = han
        self.han_open: Final = han_open
        self.yakuman: Final = yakuman  # a yaku row that is a k-fold yakuman: k (the JSON's ``yakuman``; 0: absent)


class Explained:
    """What a score does with its JSON fields, declared once as its class's ``JSON`` (a
    :class:`mjscore.jsontext.Spec`), and with its ``--explain`` answer, kept in its field
    ``explained`` (None without the explain option; built only when asked, after scoring)."""

    JSON: jsontext.Spec
    if TYPE_CHECKING:  # (each score's own field, read-only)
        @property
        def explained(self) -> Explanation[Any] | None: ...

    def to_dict(self) -> dict[str, Any]:
        """The rule fields of docs/cli.md, JSON-ready, in the documented order (``explain`` last)."""
        return self.JSON.to_dict(self) | self.explain_field()

    def json_fields(self) -> str | None:
        """``to_dict()`` as JSON without its braces, from pre-encoded pieces (None with --explain)."""
        return None if self.explained is not None else self.JSON.text(self)

    def with_explanation(self, explained: Any) -> Any:
        """The same score, carrying ``explained`` (each score class makes its own copy)."""
        raise NotImplementedError

    def explanation(self) -> tuple[str, ...]:
        """The --explain text: the explanation's lines (empty without the explain option)."""
        return self.explained.lines() if self.explained is not None else ()

    def explain_field(self) -> dict[str, Any]:
        """The ``explain`` field of the JSON (none without the explain option)."""
        return {"explain": self.explained.to_dict()} if self.explained is not None else {}


class Situation:
    """What a score with a ``conditions`` field reads from it: the winner's seat and the round,
    whether the winner is the dealer (East) and whether the win is self-drawn."""

    if TYPE_CHECKING:  # (each score's own field, read-only)
        @property
        def conditions(self) -> Conditions: ...

    @property
    def dealer(self) -> bool:
        return bool(self.conditions.seat == EAST)

    @property
    def tsumo(self) -> bool:
        return bool(self.conditions.tsumo)

    @property
    def seat(self) -> int:
        return int(self.conditions.seat)

    @property
    def round(self) -> int:
        return int(self.conditions.round)


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
