"""What a game-record reader yields: a replayed win, or a part of the record that cannot be read.

These are plain frozen values (docs/architecture.md, "Values"), built with their fields named.
"""

from __future__ import annotations

from collections.abc import Mapping as _Mapping


# Every format's reader is a module of this package (tenhou_xml, tenhou_json, mjai, botzone) with
#     def read(text: str, file: str) -> Iterator[Win | RecordProblem]
# yielding in record order; the driver (mjscore.logs.run) detects the format, decompresses .gz,
# scores each Win's line, computes the deltas from mjscore's payments and compares with `recorded`.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Final, Iterator, Mapping, Optional, Tuple


class _NoOptions(_Mapping["str", "Any"]):  # (strings: typing is not imported at run time)
    """The options of a value that states none: an empty mapping that cannot be changed (a field's
    default is shared by every value), equal to ``{}``, pickled as this module's NO_OPTIONS."""

    def __getitem__(self, key: str) -> Any:
        raise KeyError(key)

    def __iter__(self) -> Iterator[str]:
        return iter(())

    def __len__(self) -> int:
        return 0

    def __repr__(self) -> str:
        return "{}"

    def __reduce__(self) -> str:
        return "NO_OPTIONS"


NO_OPTIONS: Final[Mapping[str, Any]] = _NoOptions()


class Place:
    """Where in which record something is: every field known at that point (LOGS.md)."""

    def __init__(self, *, file: str, game: str, round: Optional[str] = None, honba: Optional[int] = None,
                 sticks: Optional[int] = None, players: Optional[Tuple[Optional[str], ...]] = None) -> None:
        self.file: Final = file
        self.game: Final = game
        self.round: Final = round  # "E1" … "S4", "W1" …
        self.honba: Final = honba  # the counters as the round began
        self.sticks: Final = sticks  # riichi deposits on the table as the round began
        # the players' names as the record gives them, in seat order (None for a seat without one);
        # None when the record names no one
        self.players: Final = players


class Recorded:
    """What the record says of a win (LOGS.md, ``recorded``); None fields are not written there.

    riichi: ``han``, ``fu``, ``points`` (the hand's value without counters), ``limit`` (mjscore's
    limit name, such as ``"mangan"``), ``yaku`` as ``((id, han), …)`` in RIICHI.md ids.
    MCR: ``total`` and ``fans`` as the record writes them. Both: ``deltas``, one per seat.
    """

    def __init__(self, *, han: Optional[int] = None, fu: Optional[int] = None, points: Optional[int] = None,
                 limit: Optional[str] = None, yaku: Optional[Tuple[Tuple[str, int], ...]] = None,
                 total: Optional[int] = None, fans: Optional[Tuple[Any, ...]] = None,
                 deltas: Optional[Tuple[int, ...]] = None) -> None:
        self.han: Final = han
        self.fu: Final = fu
        self.points: Final = points
        self.limit: Final = limit
        self.yaku: Final = yaku
        self.total: Final = total
        self.fans: Final = fans
        self.deltas: Final = deltas

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Recorded):
            return NotImplemented
        return (self.han == other.han and self.fu == other.fu and self.points == other.points and
                self.limit == other.limit and self.yaku == other.yaku and self.total == other.total and
                self.fans == other.fans and self.deltas == other.deltas)

    def __repr__(self) -> str:
        return (f"Recorded(han={self.han!r}, fu={self.fu!r}, points={self.points!r}, limit={self.limit!r}, "
                f"yaku={self.yaku!r}, total={self.total!r}, fans={self.fans!r}, deltas={self.deltas!r})")


class Win:
    """One win replayed from a record: the line to score and what the record says of it."""

    def __init__(self, *, place: Place, winner: int, from_seat: Optional[int], dealer: int, line: str,
                 rules: str, options: Mapping[str, Any] = NO_OPTIONS,
                 recorded: Optional[Recorded] = None) -> None:
        self.place: Final = place
        self.winner: Final = winner  # seat index as the record numbers it, 0–3
        self.from_seat: Final = from_seat  # the discarder; None on a tsumo
        self.dealer: Final = dealer  # the dealer's seat index (seat winds follow from it)
        self.line: Final = line  # the win in the notation, every condition derived from play
        self.rules: Final = rules  # "riichi" or "mcr"
        self.options: Final = options  # room rules the record states
        self.recorded: Final = recorded


class RecordProblem:
    """A part of a record that cannot be read: it names the place and the event."""

    def __init__(self, *, place: Place, message: str, event: Optional[str] = None,
                 position: Optional[int] = None, winner: Optional[int] = None,
                 from_seat: Optional[int] = None) -> None:
        self.place: Final = place
        self.message: Final = message  # one line, e.g. "tile 5m is not in seat 2's hand"
        self.event: Final = event  # the event's text (quoted at most 80 characters)
        self.position: Final = position  # the event's index (or line number) in the record
        self.winner: Final = winner
        self.from_seat: Final = from_seat


def names(given: Any, seats: int = 4) -> Optional[Tuple[Optional[str], ...]]:
    """The players' names of a record's list of them (``given``), in seat order, at most ``seats``:
    a name that is not a non-empty string is None; None when no seat is named."""
    if not isinstance(given, (list, tuple)):
        return None
    out = tuple(n if isinstance(n, str) and n.strip() else None for n in list(given)[:seats])
    return out if any(n is not None for n in out) else None


QUOTED: Final = 80  # the most characters of an event a problem quotes


def quoted(event: str) -> str:
    """An event's text as a :class:`RecordProblem` quotes it: at most QUOTED characters, cut with
    ``...`` (a record's line may be of any length)."""
    return event if len(event) <= QUOTED else event[:QUOTED - 3] + "..."
