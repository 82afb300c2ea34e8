"""The one exception family of mjscore. Every error a user can cause is an ``MjscoreError``."""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Final

SYNTAX: Final = "syntax"
INVALID: Final = "invalid"
NOT_A_WIN: Final = "not-a-win"


class MjscoreError(Exception):
    """An input that cannot be scored.

    ``kind`` is ``syntax`` (the grammar refused it), ``invalid`` (tile count, five copies, wrong tile
    set, contradictory or unknown condition) or ``not-a-win`` (no winning shape). ``message`` is one
    line that names the offending text; ``column`` is 1-based, or None when no single place is at fault.
    """

    def __init__(self, kind: str, message: str, column: int | None = None, text: str | None = None) -> None:
        super().__init__(message)
        self.kind = kind
        self.message = message
        self.column = column
        self.text = text

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "message": self.message, "column": self.column}


class HandSyntaxError(MjscoreError):
    """The grammar refused the line."""

    def __init__(self, message: str, column: int | None = None, text: str | None = None) -> None:
        super().__init__(SYNTAX, message, column, text)


class InvalidHandError(MjscoreError):
    """A well-formed line that is not a possible hand under the rule set."""

    def __init__(self, message: str, column: int | None = None, text: str | None = None) -> None:
        super().__init__(INVALID, message, column, text)


class NotAWinError(MjscoreError):
    """A 14-tile hand with no winning shape."""

    def __init__(self, message: str, column: int | None = None, text: str | None = None) -> None:
        super().__init__(NOT_A_WIN, message, column, text)


# --------------------------------------------------------------------------------------------
# The one-line message of every error about a line of the notation


def _one_line(text: str) -> str:
    """Control characters (newlines included) escaped, so that a message is one line."""
    if text.isprintable():
        return text
    return "".join(ch if ch.isprintable() else ch.encode("unicode_escape").decode("ascii") for ch in text)


EXCERPT: Final = 80  # the most characters of a line a message quotes (docs/cli.md)


def excerpt(text: str, column: int | None = None) -> str:
    """``text``, or the EXCERPT characters of it around ``column`` (1-based; the start when None)
    with ``…`` where it was cut: a message stays short whatever the line's length."""
    if len(text) <= EXCERPT:
        return text
    start = min(max((column or 1) - 1 - EXCERPT // 2, 0), len(text) - EXCERPT)
    end = start + EXCERPT
    return ("…" if start else "") + text[start:end] + ("…" if end < len(text) else "")


def _short(what: str) -> str:
    """A part of a message that quotes a piece of the line (``unknown condition word '...'``), cut
    in its middle when the piece is long."""
    if len(what) <= EXCERPT + EXCERPT // 2:
        return what
    return what[:EXCERPT - 20] + "…" + what[-20:]


def message(text: str, what: str, column: int | None = None, note: str | None = None) -> str:
    """The one-line message of every notation error: ``TEXT: WHAT at column N; NOTE``.

    ``what`` names the offending part of the text (``unexpected 'x'``, ``five copies of m1
    (characters 1)``); ``note`` says why or what was expected.
    """
    where = f" at column {column}" if column else ""
    tail = f"; {note}" if note else ""
    text = text.rstrip(chr(13) + chr(10))
    if not text.strip():  # a blank line or argument: name it, not nothing (``: no tiles``)
        text = "(empty line)"
    return _one_line(f"{excerpt(text, column)}: {_short(what)}{where}{tail}")


def syntax_error(text: str, what: str, column: int | None, note: str | None = None) -> HandSyntaxError:
    """The grammar refused ``text`` at ``column`` (see :func:`message`)."""
    return HandSyntaxError(message(text, what, column, note), column, text)


def invalid_error(text: str, what: str, column: int | None, note: str | None = None) -> InvalidHandError:
    """``text`` is well-formed but not a possible hand (see :func:`message`)."""
    return InvalidHandError(message(text, what, column, note), column, text)
