"""Reading a line whose tiles are Botzone / PyMahjongGB codes (``parse_hand(text, tiles="botzone")``).

    W1W2W3 B4B5B6 T7T8T9 F1F1F1 J1 [F2,F2,F2] tsumo seat=S dora=W1

The line is the notation's (docs/notation.md) with its tiles written as the codes of the Botzone
Chinese Standard Mahjong bots and of PyMahjongGB: ``W1``-``W9`` characters (万), ``B1``-``B9``
dots (饼), ``T1``-``T9`` bamboo (条), ``F1``-``F4`` winds East, South, West, North (风),
``J1``-``J3`` dragons red, green, white (箭: 中 发 白), ``H1``-``H8`` flowers (花). Codes are
concatenated or separated by spaces or by one comma; melds in ``[...]`` (claimed) and ``(...)``
(concealed kong), the winning tile (the last tile outside brackets) and the condition words are the
notation's, and the tiles of ``win=``, ``dora=``, ``ura=`` and ``seen=`` are codes too.

The structure is the grammar's start symbol ``botzone`` (grammars/hand.lark). The valid lines in the
common forms are read by the direct reader (:data:`mjscore.notation.reader.BOTZONE`); any other
line is read here: Lark's parse (:mod:`mjscore.notation.diagnosis`), given meaning and checked as
the notation's own (:class:`mjscore.notation.line.Line`), with the codes read here. Messages name the
text as written, with its column. This module is imported on the first line read this way, never
at start-up.
"""

from __future__ import annotations

from ..errors import syntax_error
from .line import BOTZONE, Line
from ..tiles import BOTZONE_CODES, Tile

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Final

    from .tokens import Token

__all__ = ["read_line", "items", "code_of", "BotzoneLine", "CODES"]

# code letter -> what its codes name (for the message on a code that is no tile: W0, F5, J4)
_FAMILIES: Final = {
    "W": "characters are W1-W9",
    "B": "dots are B1-B9",
    "T": "bamboo are T1-T9",
    "F": "winds are F1-F4 (East, South, West, North)",
    "J": "dragons are J1-J3 (red, green, white)",
}
# code -> tile (tiles.BOTZONE_CODES names each tile)
CODES: Final[dict[str, Tile]] = {code: tile for tile, code in enumerate(BOTZONE_CODES)}
# H1-H8 -> flower 1-8 (f1-f8; in MCR each flower is one point, whichever it is)
_FLOWERS: Final = {f"H{n}": n for n in range(1, 9)}


def code_of(tile: Tile) -> str:
    """The Botzone code of a tile: ``W1``, ``F1`` (East), ``J1`` (Red dragon)."""
    return BOTZONE_CODES[tile]


def items(text: str) -> list[Any]:
    """Lark's parse of one line from the grammar's start symbol ``botzone`` (the items
    :class:`~mjscore.notation.line.Line` reads); its error, as ours, for a line it refuses."""
    from .diagnosis import items as lark_items

    return lark_items(text, start=BOTZONE)


def read_line(text: str) -> BotzoneLine:
    """One line read (the tokens given meaning); ``.hand()`` runs the checks and makes the Hand."""
    line = BotzoneLine(text)
    line.read(items(text))
    return line


class BotzoneLine(Line):
    """The notation's line, its tiles written as codes."""

    __slots__ = ()
    flower_tokens: tuple[str, ...] = ("BZ_FLOWERS",)

    def __init__(self, text: str):
        super().__init__(text)
        self.form = BOTZONE  # (Origin.notation: how the line wrote its tiles)

    def tiles(self, tok: Token, out: list[tuple[Tile, int, bool]]) -> None:
        """Append (tile, column, red) for each code of one run (``W1W2W3``)."""
        value, col = tok.value, tok.start_pos + 1
        for i in range(0, len(value), 2):
            code = value[i:i + 2]
            tile = CODES.get(code)
            if tile is None:  # W0, F5, J4
                raise syntax_error(self.text, f"{code!r} is not a tile", col + i, _FAMILIES[code[0]])
            out.append((tile, col + i, False))

    def flower_token(self, tok: Token) -> None:
        value, col = tok.value, tok.start_pos + 1
        for i in range(0, len(value), 2):
            code = value[i:i + 2]
            number = _FLOWERS.get(code)
            if number is None:  # H0, H9
                raise syntax_error(self.text, f"{code!r} is not a flower", col + i, "flowers are H1-H8")
            self._add_flower(number, col + i, code)

    def name(self, tile: Tile) -> str:
        return BOTZONE_CODES[tile]

    def flower_name(self, number: int) -> str:
        return f"H{number}"
