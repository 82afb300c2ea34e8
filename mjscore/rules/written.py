"""A meld as the line wrote it, for the messages of the rule sets' own checks (Yaochu's calls and
chows, three-player riichi's chows and missing tiles): a refused meld is quoted as written and
named at its column, as the notation's own errors are (docs/notation.md)."""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ..hand import Hand


def meld_column(hand: Hand, i: int) -> int | None:
    """The column of the i-th meld's opening bracket in the line; None for a hand without its line."""
    origin = hand.origin
    if origin is not None and i < len(origin.meld_columns):
        return origin.meld_columns[i]
    return None


def meld_text(hand: Hand, i: int) -> str:
    """The i-th meld as the line writes it (``[m123]``, ``(9999s)``); in canonical notation for a
    hand without its line."""
    origin = hand.origin
    start = meld_column(hand, i)
    if origin is not None and start is not None:
        start -= 1
        close = {"[": "]", "(": ")"}.get(origin.text[start:start + 1])
        end = origin.text.find(close, start) if close else -1
        if end > start:
            return origin.text[start:end + 1]
    from ..notation import format_meld  # (only for a hand without its line: no grammar at start-up)

    return format_meld(hand.melds[i])
