"""The parts of an ``--explain`` answer that every rule set shares: what counted and from which sets,
what did not count and the ruling that removed it, the arrangements tried, and how they read as text.

What makes each fan / item / yaku and why it counts live on the rows of its table (``made_of`` and
``why``); each rule set reads them (only when asked) and adds its own rulings and notes. The yaku
engine's shared explanation: :mod:`mjscore.rules.yaku_engine.explain`.
"""

from __future__ import annotations

from typing import Any, Callable, Final, Generic, TypeVar

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence
    from typing import Protocol

    class Arrangement(Protocol):
        """An arrangement (or reading) of the hand that was scored: each rule set's own record."""

        @property
        def chosen(self) -> bool:
            """The one that counts."""

        def to_dict(self) -> dict[str, Any]:
            """The arrangement as JSON."""


# Each rule set's arrangement record (an explanation's arrangements are all of one rule set).
A = TypeVar("A", bound="Arrangement")


class Counted:
    """A fan / item / yaku that counted, and the sets or tiles that make it. ``points`` per occurrence,
    named ``worth`` in the JSON (a subclass for yaku says ``han``)."""

    def __init__(self, id: str, name: str, points: int, count: int, tiles: tuple[str, ...], why: str) -> None:
        self.id: Final = id
        self.name: Final = name
        self.points: Final = points
        self.count: Final = count
        self.tiles: Final = tiles  # the sets / tiles that make it (empty for a situation such as self-drawn)
        self.why: Final = why

    worth = "points"  # (a class attribute, not a field)

    def to_dict(self, english: str | None = None) -> dict[str, Any]:
        """The entry as JSON; ``english``: the gloss of a name that is not English, after the name
        (riichi's romaji, as the score's rows have it); None: no such key."""
        d: dict[str, Any] = {"id": self.id, "name": self.name}
        if english is not None:
            d["english"] = english
        return d | {self.worth: self.points, "count": self.count, "tiles": list(self.tiles), "why": self.why}


class NotCounted:
    """A fan whose pattern is present but did not count: ``rule`` names the ruling, ``by`` the fan
    that counted instead (where one did), ``others`` the other waiting tiles (multi-sided wait)."""

    def __init__(self, id: str, name: str, rule: str, why: str, tiles: tuple[str, ...] = (),
                 by: str | None = None, others: tuple[str, ...] = ()) -> None:
        self.id: Final = id
        self.name: Final = name
        self.rule: Final = rule
        self.why: Final = why
        self.tiles: Final = tiles
        self.by: Final = by
        self.others: Final = others

    def to_dict(self, english: str | None = None) -> dict[str, Any]:
        """The ruling as JSON; ``english`` as for :meth:`Counted.to_dict`."""
        d: dict[str, Any] = {"id": self.id, "name": self.name}
        if english is not None:
            d["english"] = english
        d |= {"rule": self.rule, "by": self.by, "tiles": list(self.tiles), "why": self.why}
        if self.others:
            d["others"] = list(self.others)
        return d


class Explanation(Generic[A]):
    """An ``--explain`` answer: ``counted`` and ``not_counted`` rulings, the ``arrangements`` of the
    hand that were scored (each rule set's own record, with ``to_dict``) and closing ``notes``.
    Each rule set subclasses it with its ``lines()`` (the text form)."""

    def __init__(self, counted: tuple[Counted, ...], not_counted: tuple[NotCounted, ...],
                 arrangements: tuple[A, ...], notes: tuple[str, ...] = ()) -> None:
        self.counted: Final = counted
        self.not_counted: Final = not_counted
        self.arrangements: Final = arrangements
        self.notes: Final = notes

    def lines(self) -> tuple[str, ...]:
        """The text form of the answer (each rule set's subclass writes it)."""
        raise NotImplementedError

    def to_dict(self) -> dict[str, Any]:
        english = self.english
        return {
            "counted": [c.to_dict(english(c.id, c.name)) for c in self.counted],
            "not_counted": [n.to_dict(english(n.id, n.name)) for n in self.not_counted],
            "arrangements": [a.to_dict() for a in self.arrangements],
            "notes": list(self.notes),
        }

    def english(self, item_id: str, name: str) -> str | None:
        """The JSON's ``english`` of an entry: the rule sets that name their yaku in romaji (riichi, and
        Yaochu's --scoring riichi) give the English gloss, as their score's rows do; None (no key) for
        the others, whose names are English already."""
        return None


def arrangement_lines(heading: str, arrangements: Sequence[Arrangement], line: Callable[[Any], str],
                      limit: int | None = None) -> list[str]:
    """The arrangements (or readings) the scorer tried: ``heading``, then one line per arrangement,
    ``*`` marking the one that counts; past ``limit``, a line says how many more the JSON lists."""
    out = [heading]
    for a in arrangements[:limit]:
        out.append(f"  {'*' if a.chosen else ' '} {line(a)}")
    more = len(arrangements) - limit if limit is not None else 0
    if more > 0:
        out.append(f"    … and {more} more (all of them in the JSON output)")
    return out


def ruling_lines(heading: str, counted: Iterable[Counted], not_counted: Sequence[NotCounted], joiner: str = " ",
                 worth: Callable[[Counted], str] = lambda c: str(c.points),
                 gloss: Callable[[str], str] | None = None) -> list[str]:
    """The text of the counted and not-counted parts: ``heading`` ("Why these fans:"), a ``+`` line
    per counted fan (``worth(c)`` in brackets: its points, or Fliosen's han), then "Not counted:" and
    a ``-`` line per ruling. ``gloss``: an id's English gloss, written in the brackets after a name
    that is not English (riichi's romaji: ``Ittsu (Pure straight, 2 han)``); "" for none."""
    out = [heading]
    for c in counted:
        label = c.name + (f" ×{c.count}" if c.count > 1 else "")
        tiles = f" from {joiner.join(c.tiles)}" if c.tiles else ""
        said = gloss(c.id) if gloss is not None else ""
        out.append(f"  + {label} ({said + ', ' if said else ''}{worth(c)}){tiles}: {c.why}")
    if not_counted:
        out.append("Not counted:")
        for n in not_counted:
            said = gloss(n.id) if gloss is not None else ""
            brackets = "; ".join(filter(None, (said, joiner.join(n.tiles))))
            out.append(f"  - {n.name}{f' ({brackets})' if brackets else ''}: {n.why}")
    return out
