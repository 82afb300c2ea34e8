"""The plain data a rule set's scores are made of: rows, table entries, and the base class of the
scores (``Explained``: JSON fields, table, verdict, explanation); rule_set.py holds the interface of
a rule set."""

from __future__ import annotations

from ..hand import Conditions
from ..tiles import EAST
from .. import jsontext

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, ClassVar, Final, Mapping

    from .explaining import Explanation

    # Options a rule set may take, as given on the command line (`--calls kong` -> {"calls": "kong"}).
    Options = Mapping[str, Any]


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
    """A rule set's result for one winning hand (immutable): its JSON fields, declared once as its
    class's ``JSON`` (a :class:`mjscore.jsontext.Spec`), its breakdown table and verdict, and its
    ``--explain`` answer, kept in its field ``explained`` (None without the explain option; built
    only when asked, after scoring)."""

    JSON: ClassVar[jsontext.Spec]

    def __init__(self, explained: Explanation[Any] | None) -> None:
        self.explained: Final = explained  # built only with the explain option; not part of the score

    def to_dict(self) -> dict[str, Any]:
        """The rule fields of docs/cli.md, JSON-ready, in the documented order (``explain`` last)."""
        return self.JSON.to_dict(self) | self.explain_field()

    def json_fields(self, skip: frozenset[str] = frozenset()) -> str | None:
        """``to_dict()`` as JSON without its braces, from pre-encoded pieces (None with --explain);
        ``skip``: keys left out."""
        return None if self.explained is not None else self.JSON.text(self, skip)

    def rows(self) -> tuple[Row, ...]:
        """The breakdown table, highest first."""
        raise NotImplementedError

    def verdict(self) -> tuple[str, ...]:
        """Lines printed under the table: total, win or false win, tier, payments, foul."""
        raise NotImplementedError

    def with_explanation(self, explained: Any) -> Any:
        """The same score, carrying ``explained`` (each score class makes its own copy)."""
        raise NotImplementedError

    def explanation(self) -> tuple[str, ...]:
        """The --explain text: the explanation's lines (empty without the explain option)."""
        return self.explained.lines() if self.explained is not None else ()

    def explain_field(self) -> dict[str, Any]:
        """The ``explain`` field of the JSON (none without the explain option)."""
        return {"explain": self.explained.to_dict()} if self.explained is not None else {}


class Situation(Explained):
    """A score that reads its situation from its ``conditions``: the winner's seat and the round,
    whether the winner is the dealer (East) and whether the win is self-drawn."""

    def __init__(self, conditions: Conditions, explained: Explanation[Any] | None) -> None:
        super().__init__(explained)
        self.conditions: Final = conditions  # the hand's situation: seat and round winds, ron or tsumo

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
