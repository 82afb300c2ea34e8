"""What three-player riichi (三麻, ``--players 3``; docs/riichi.md, "Three players") refuses beyond
four-player riichi: the tiles and calls that are not in the game, and more Norths than there are.

- The characters 2-8 are taken out of the set (108 tiles): a line holding one (among its tiles, in a
  meld, as a dora or ura-dora indicator, or among the ``seen=`` tiles) is invalid, the first such tile
  in the line named at its column.
- No chow can be claimed (a player claims only from the player before, and with three players the
  calls that remain are pung and kong): a claimed chow is invalid.
- Four Norths in all: the Norths of the hand and the Norths set aside (``kita=N``) together.

The seats (E, S and W) are checked with every rule set's seats (mjscore.validate, from the catalog
row), and ``kita=`` under four players is a word the rules do not know (the catalog's
``option_conditions``).
"""

from __future__ import annotations

from ...errors import InvalidHandError, message
from ...hand import CHOW, Hand
from ...tiles import NORTH, THREE_PLAYER_MISSING, describe
from ..written import meld_column, meld_text

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Final
    from ...hand import Origin
    from ...tiles import Tile

MISSING: Final = "no 2m–8m in three-player mahjong"
NORTHS: Final = 4


def _error(hand: Hand, what: str, column: int | None, note: str) -> InvalidHandError:
    """``riichi: LINE: WHAT at column N; NOTE`` (without a source line: ``riichi: WHAT; NOTE``)."""
    text = hand.origin.text if hand.origin is not None else ""
    if text:
        return InvalidHandError("riichi: " + message(text, what, column, note), column, text)
    return InvalidHandError(f"riichi: {what}; {note}", column)


def _named(origin: Origin | None, tile: Tile, column: int | None) -> str:
    """A tile as the line writes it (``5m``, ``m5``; a red five ``0m``) with its description."""
    name = origin.name_of(tile) if origin is not None else describe(tile)
    red = origin is not None and column is not None and column in origin.red_columns
    if red:
        name = name.replace("5", "0")
    return f"{name} ({'red ' if red else ''}{describe(tile)})"


def check(hand: Hand) -> None:
    """Raise InvalidHandError for the first thing in the line that three-player riichi does not have
    (in the order of the line: the tiles and melds, then the words), then for more than four Norths."""
    origin = hand.origin
    found: list[tuple[int, int, InvalidHandError]] = []  # (column, order, error): the first is raised
    missing = [t for t in hand.tiles if t in THREE_PLAYER_MISSING]
    if missing:  # (the first written: the tiles are sorted, their columns are the line's)
        placed = [(_concealed_column(origin, t), t) for t in dict.fromkeys(missing)]
        column, tile = min(placed, key=lambda p: (p[0] is None, p[0] or 0))
        found.append((column or 0, len(found), _error(hand, _named(origin, tile, column), column, MISSING)))
    for i, m in enumerate(hand.melds):
        column = meld_column(hand, i)
        if m.kind == CHOW:
            found.append((column or 0, len(found), _error(
                hand, f"the claimed chow {meld_text(hand, i)}", column,
                "no chow in three-player mahjong: only pungs and kongs are called")))
        elif m.tile in THREE_PLAYER_MISSING:
            found.append((column or 0, len(found), _error(hand, f"the meld {meld_text(hand, i)}", column,
                                                          f"{describe(m.tile)}: {MISSING}")))
    c = hand.conditions
    for key in ("dora", "ura", "seen"):
        tiles = getattr(c, key)
        if not any(t in THREE_PLAYER_MISSING for t in tiles):
            continue
        written: list[tuple[Tile, int | None, str | None]] = \
            [(t, col, w) for k, t, col, w in origin.word_tiles if k == key] if origin is not None else []
        # (indicators the line does not write come from the command line's --dora / --ura / --seen)
        given = "" if written or origin is None else f" of --{key}"
        unwritten: list[tuple[Tile, int | None, str | None]] = [(t, None, None) for t in tiles]
        for t, col, shown in written or unwritten:
            if t in THREE_PLAYER_MISSING:
                what = f"{shown or _named(origin, t, None).split(' ')[0]}{given} ({describe(t)})"
                found.append((col or 0, len(found), _error(hand, what, col, MISSING)))
                break
    if found:
        raise min(found, key=lambda f: (f[0] == 0, f[0], f[1]))[2]
    norths = hand.all_counts[NORTH]
    if norths + c.kita > NORTHS:
        column = origin.column_of_word("kita") if origin is not None else None
        raise _error(hand, f"kita={c.kita}", column,
                     f"the hand holds {norths} North{'s' if norths != 1 else ''} and sets aside {c.kita}: "
                     f"there are {NORTHS} Norths")


def _concealed_column(origin: Origin | None, tile: Tile) -> int | None:
    return origin.column_of_tile(tile) if origin is not None else None
