"""Small text helpers every rule set and the report share: numbers with a thousands separator,
word lists ("a, b and c") and plurals. Imports nothing from the project (any module may use it)."""

from __future__ import annotations

TYPE_CHECKING = False  # (typing is not imported at run time: start-up)
if TYPE_CHECKING:
    from typing import Iterable


def thousands(x: float, sep: str = " ", decimals: int | None = None) -> str:
    """``x`` with its thousands grouped by ``sep``: ``thousands(24000)`` is ``24 000`` (Fliosen's
    way), ``thousands(7700, ",")`` is ``7,700``; ``decimals`` fixes the digits after the point."""
    text = f"{x:,}" if decimals is None else f"{x:,.{decimals}f}"
    return text if sep == "," else text.replace(",", sep)


def join_words(words: Iterable[str], last: str = " and ") -> str:
    """``a``, ``a and b``, ``a, b and c``; an empty list gives an empty string."""
    words = list(words)
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + last + words[-1]


def plural(n: int, word: str) -> str:
    """``1 point``, ``2 points``, ``0 points`` (the word takes an ``s``)."""
    return f"{n} {word}{'s' * (n != 1)}"
