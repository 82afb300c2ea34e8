"""Reading the hand notation of docs/notation.md.

- :func:`parse_hand` reads one line into a :class:`~mjscore.hand.Hand`. The direct reader
  (:mod:`mjscore.notation.reader`) reads the valid lines of the common forms; it declines anything
  else (a rare form, any line it would refuse), which Lark then reads on ``grammars/hand.lark``, the
  notation's one definition (:mod:`mjscore.notation.diagnosis`, imported then): its tokens are given
  meaning (tile kinds, the winning tile, one notation form throughout) and the rule-agnostic checks
  run (tile count, five copies, meld shapes, flowers, contradictory conditions) by
  :class:`mjscore.notation.line.Line`, which names the text and column of every error.
- :func:`parse_tiles` reads a list of tiles (a command-line ``--dora`` value).

Both take ``tiles=``: ``"notation"`` (the default) or ``"botzone"``, the same line with its tiles
written as Botzone / PyMahjongGB codes (``W1`` ... ``J3``, ``H1``-``H8``), read by
:mod:`mjscore.notation.botzone` (imported on the first such line, never at start-up). MJAI's red five
``5mr`` (``5pr``, ``5sr``) is part of the notation itself: the suffix form's ``0m``.

Every failure is a :class:`~mjscore.errors.HandSyntaxError` (the grammar refused the text) or an
:class:`~mjscore.errors.InvalidHandError` (well-formed, but not a possible hand). The writers live
in :mod:`mjscore.notation.writer` (no parser needed) and are re-exported here.
"""

from __future__ import annotations

from collections.abc import Mapping

TYPE_CHECKING = False  # (typing is not imported at run time: start-up)
if TYPE_CHECKING:
    from types import ModuleType
    from typing import Any, TypeGuard

    from .line import Line

from .. import validate
from ..errors import syntax_error
from ..hand import Hand
from . import reader as _reader
from .reader import read as _read_direct
from .writer import format_group, format_hand, format_meld, format_tiles
from ..tiles import TILE_CODES, Tile

# The ways of writing tiles a line can be read in (the values of ``tiles=``; the CLI's --tiles).
NOTATION, BOTZONE = TILE_CODES

__all__ = ["parse_hand", "parse_tiles", "format_hand", "format_tiles", "format_meld", "format_group",
           "TILE_CODES"]

# --------------------------------------------------------------------------------------------
# The entry points


def parse_hand(text: str, defaults: Mapping[str, object] | None = None, *,
               tiles: str = NOTATION, check: bool = True) -> Hand:
    """Read one line of the notation into a Hand (see the module docstring).

    ``defaults`` maps Conditions fields to values applied to the fields the line does not write
    (command-line defaults; a word on the line wins), before the contradiction checks.
    ``tiles="botzone"`` reads the tiles as Botzone codes (``W1W2W3 F1F1F1 J1J1 [B5B5B5] tsumo``).
    ``check=False`` leaves the contradiction checks to the caller, who runs them after a rule set's
    word check (``validate.check``: an unknown word is reported before any contradiction).
    """
    if tiles == NOTATION:
        hand = _read_direct(text)  # None: a rare form or a refused line, which Lark reads
        if hand is None:
            from .line import Line  # (loaded with the first such line)

            line = Line(text)
            line.read(_items(text))
            hand = line.hand()
    else:
        codes = _other_codes(tiles)
        hand = _read_direct(text, _reader.BOTZONE)
        if hand is None:
            hand = codes.read_line(text).hand()
    if defaults:
        hand = validate.with_defaults(hand, defaults)
    if check:
        validate.check_consistency(hand)
    return hand


def parse_tiles(text: str, *, tiles: str = NOTATION) -> tuple[Tile, ...]:
    """Read a list of tiles (``m1E``, ``1mE``, ``🀇``; with ``tiles="botzone"``, ``W1F1``),
    e.g. a command-line ``--dora`` value.

    Red fives read as fives. Raises HandSyntaxError for anything but tiles.
    """
    if tiles == NOTATION:
        from .line import Line

        line = Line(text)
        found = _reader.items(text)
        # (the reader's tokens of a text of tiles alone are Lark's; Lark reads, and refuses, the rest)
        items = found if _tiles_alone(found, line) else _items(text)
    else:
        codes = _other_codes(tiles)
        line = codes.BotzoneLine(text)
        found = _reader.items(text, _reader.BOTZONE)
        items = found if _tiles_alone(found, line) else codes.items(text)
    out: list[tuple[Tile, int, bool]] = []
    for item in items:
        if type(item) is tuple or item.type in line.flower_tokens:
            col = (item[1][0] if type(item) is tuple else item).start_pos + 1
            raise syntax_error(text, "expected tiles only", col)
        line.tiles(item, out)
    if not out:
        raise syntax_error(text, "expected tiles", None)
    return tuple(t for t, _, _ in out)


def _tiles_alone(items: list[Any] | None, line: Line) -> TypeGuard[list[Any]]:
    """Whether the direct reader's tokens of a text are tile tokens only (then they are Lark's)."""
    return items is not None and len(items) > 0 and all(
        type(i) is not tuple and i.type not in line.flower_tokens for i in items)


def _other_codes(tiles: str) -> ModuleType:
    """The module that reads the tile codes ``tiles`` (other than the notation's own)."""
    if tiles == BOTZONE:
        from . import botzone as notation_botzone

        return notation_botzone
    raise ValueError(f"unknown tile codes {tiles!r}: expected one of {', '.join(TILE_CODES)}")


def _items(text: str) -> list[Any]:
    """Lark's parse of one line on the grammar (its error, as ours, for a line it refuses)."""
    from .diagnosis import items

    return items(text)
