"""What a game-record reader yields: a replayed win, or a part of the record that cannot be read.

These are plain frozen values (mjscore.record), built with their fields named.
"""

from __future__ import annotations

from collections.abc import Mapping as _Mapping

from ..record import record

# Every format's reader is a module of this package (tenhou_xml, tenhou_json, mjai, botzone) with
#     def read(text: str, file: str) -> Iterator[Win | RecordProblem]
# yielding in record order; the driver (mjscore.logs.run) detects the format, decompresses .gz,
# scores each Win's line, computes the deltas from mjscore's payments and compares with `recorded`.
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Iterator, Mapping, Optional, Tuple


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


NO_OPTIONS: Mapping[str, Any] = _NoOptions()


@record
class Place:
    """Where in which record something is: every field known at that point (LOGS.md)."""

    file: str
    game: str
    round: Optional[str] = None      # "E1" … "S4", "W1" …
    honba: Optional[int] = None      # the counters as the round began
    sticks: Optional[int] = None     # riichi deposits on the table as the round began
    # the players' names as the record gives them, in seat order (None for a seat without one);
    # None when the record names no one
    players: Optional[Tuple[Optional[str], ...]] = None


@record
class Recorded:
    """What the record says of a win (LOGS.md, ``recorded``); None fields are not written there.

    riichi: ``han``, ``fu``, ``points`` (the hand's value without counters), ``limit`` (mjscore's
    limit name, such as ``"mangan"``), ``yaku`` as ``((id, han), …)`` in RIICHI.md ids.
    MCR: ``total`` and ``fans`` as the record writes them. Both: ``deltas``, one per seat.
    """

    han: Optional[int] = None
    fu: Optional[int] = None
    points: Optional[int] = None
    limit: Optional[str] = None
    yaku: Optional[Tuple[Tuple[str, int], ...]] = None
    total: Optional[int] = None
    fans: Optional[Tuple[Any, ...]] = None
    deltas: Optional[Tuple[int, ...]] = None


@record
class Win:
    """One win replayed from a record: the line to score and what the record says of it."""

    place: Place
    winner: int                       # seat index as the record numbers it, 0–3
    from_seat: Optional[int]          # the discarder; None on a tsumo
    dealer: int                       # the dealer's seat index (seat winds follow from it)
    line: str                         # the win in the notation, every condition derived from play
    rules: str                        # "riichi" or "mcr"
    options: Mapping[str, Any] = NO_OPTIONS   # room rules the record states
    recorded: Optional[Recorded] = None


@record
class RecordProblem:
    """A part of a record that cannot be read: it names the place and the event."""

    place: Place
    message: str                      # one line, e.g. "tile 5m is not in seat 2's hand"
    event: Optional[str] = None       # the event's text (quoted at most 80 characters)
    position: Optional[int] = None    # the event's index (or line number) in the record
    winner: Optional[int] = None
    from_seat: Optional[int] = None


def names(given: Any, seats: int = 4) -> Optional[Tuple[Optional[str], ...]]:
    """The players' names of a record's list of them (``given``), in seat order, at most ``seats``:
    a name that is not a non-empty string is None; None when no seat is named."""
    if not isinstance(given, (list, tuple)):
        return None
    out = tuple(n if isinstance(n, str) and n.strip() else None for n in list(given)[:seats])
    return out if any(n is not None for n in out) else None


QUOTED = 80  # the most characters of an event a problem quotes


def quoted(event: str) -> str:
    """An event's text as a :class:`RecordProblem` quotes it: at most QUOTED characters, cut with
    ``...`` (a record's line may be of any length)."""
    return event if len(event) <= QUOTED else event[:QUOTED - 3] + "..."
