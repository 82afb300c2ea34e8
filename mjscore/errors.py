"""The one exception family of mjscore. Every error a user can cause is an ``MjscoreError``."""

from __future__ import annotations

SYNTAX, INVALID, NOT_A_WIN = "syntax", "invalid", "not-a-win"


class MjscoreError(Exception):
    """An input that cannot be scored.

    ``kind`` is ``syntax`` (the grammar refused it), ``invalid`` (tile count, five copies, wrong tile
    set, contradictory or unknown condition) or ``not-a-win`` (no winning shape). ``message`` is one
    line that names the offending text; ``column`` is 1-based, or None when no single place is at fault.
    """

    def __init__(self, kind: str, message: str, column: int | None = None, text: str | None = None):
        super().__init__(message)
        self.kind = kind
        self.message = message
        self.column = column
        self.text = text

    def to_dict(self) -> dict:
        return {"kind": self.kind, "message": self.message, "column": self.column}


class HandSyntaxError(MjscoreError):
    def __init__(self, message: str, column: int | None = None, text: str | None = None):
        super().__init__(SYNTAX, message, column, text)


class InvalidHandError(MjscoreError):
    def __init__(self, message: str, column: int | None = None, text: str | None = None):
        super().__init__(INVALID, message, column, text)


class NotAWinError(MjscoreError):
    def __init__(self, message: str, column: int | None = None, text: str | None = None):
        super().__init__(NOT_A_WIN, message, column, text)
