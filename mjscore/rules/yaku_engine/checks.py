"""Checks of a line shared by the rule sets on the yaku engine (their condition words are riichi's)."""

from __future__ import annotations

from ...hand import Hand

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Final

FIRST_TURN: Final = ("tenhou", "chiihou")  # wins on the dealt hand or on the first draw


def first_turn_conflict(hand: Hand, declaration: str) -> tuple[str, str] | None:
    """(condition key, why) when tenhou / chiihou cannot stand on this hand, else None.

    They win on the dealt hand or the first draw, before any discard or declaration: a kong (even
    concealed; the notation already refuses a claimed meld) draws a replacement tile first, and
    riichi (``declaration``: the rule set's word for it) is declared with a discard."""
    c = hand.conditions
    if not (c.tenhou or c.chiihou):  # (the usual line: neither)
        return None
    for key in FIRST_TURN:
        if not getattr(c, key):
            continue
        if hand.melds:
            return key, (f"{key} is impossible with a kong: declaring it draws a replacement tile, so the win "
                         "is no longer on the deal or the first draw")
        for word, on in (("riichi", c.riichi), ("double-riichi", c.double_riichi)):
            if on:
                return key, (f"{key} with {word}: {declaration} is declared with a discard, and {key} wins "
                             "before the first discard")
    return None
