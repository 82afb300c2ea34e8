"""One line of the hand notation given meaning: :class:`Line` takes the items of a parse (tile
groups, flowers, melds, condition words) in reading order, gives them meaning (tile kinds, the
winning tile, one notation form throughout), and makes the :class:`~mjscore.hand.Hand` after the
rule-agnostic checks of a possible hand (tile count, five copies, meld shapes, flowers, win=).

Shared by the two readers: :mod:`mjscore.notation` (the notation's own tiles) and
:mod:`mjscore.notation.botzone` (the same line, its tiles written as Botzone codes, which subclasses
:class:`Line`). Needs neither Lark nor either reader, so neither reader imports the other.
"""

from __future__ import annotations

from .. import conditions as cw
from ..errors import invalid_error, syntax_error
from ..hand import CHOW, KONG, Columns, Conditions, Hand, Meld, Origin
from ..validate import MAX_NUMBER_DIGITS
from .tokens import DIGIT_TILES, HONOR_TILES, WIND_TILES, meld_of
from ..tiles import HONOR_LETTERS, SUIT_LETTERS, TILE_CODES, UNICODE_FLOWER, UNICODE_TILE, Tile, describe

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Final, Union

    # A token of the parse (the Lark reading's tokens are converted to it: diagnosis.items).
    from .tokens import Token

    # An item of the parse: a token, or (tag, its tokens) for a meld or a condition word.
    Item = Union[Token, tuple[str, list[Token]]]

__all__ = ["Line", "NOTATION", "BOTZONE", "TILE_CODES", "ITEM_MELD", "ITEM_KONG", "ITEM_COND"]

# The tags of the parse's items that are not single tokens (mjscore.notation.diagnosis makes them).
ITEM_MELD: Final = "meld"
ITEM_KONG: Final = "kong"
ITEM_COND: Final = "cond"

# The ways of writing tiles a line can be read in (the values of ``tiles=``; the CLI's --tiles).
NOTATION: Final = TILE_CODES[0]
BOTZONE: Final = TILE_CODES[1]

PREFIX: Final = "prefix"
SUFFIX: Final = "suffix"
# (The ranges of flowers=, honba=, sticks= are checked with the contradictions, mjscore.validate,
# after a rule set's word check.)

_NO_CONDITIONS: Final = Conditions()


# --------------------------------------------------------------------------------------------
# One line: the tokens given meaning, then the checks of a possible hand


def _tile_name(tile: Tile, form: str | None) -> str:
    """A tile as the line writes it (prefix or suffix form), for messages."""
    if tile >= 27:
        return HONOR_LETTERS[tile - 27]
    return _tile_name_raw(SUIT_LETTERS[tile // 9], str(tile % 9 + 1), form)


def _tile_name_raw(letter: str, digit: str, form: str | None) -> str:
    return letter + digit if form == PREFIX else digit + letter


def _meld_key(pair: tuple[Meld, int]) -> tuple[int, bool, bool, bool, int]:
    m = pair[0]
    return (m.tile, m.kind != CHOW, m.kind == KONG, m.concealed, m.red)


# What a paired word says (mjscore.conditions.PAIRED), for the message of a word that contradicts it.
_PAIRED_MEANING: Final = {"haitei": "last-draw tsumo (the wall's last tile, self-drawn)",
                          "houtei": "last-draw ron (the last discard)"}


class Line:
    """Gives meaning to the tokens of one line, in reading order, collecting what the Hand is made of."""

    # The token types of flowers written outside brackets, in this line's way of writing tiles.
    flower_tokens: tuple[str, ...] = ("FLOWERS", "UNICODE_FLOWERS")

    __slots__ = ("text", "form", "form_token", "concealed", "melds", "meld_tiles", "flowers",
                 "values", "word_columns", "win_given", "word_tiles", "paired")

    def __init__(self, text: str) -> None:
        self.text = text
        self.form: str | None = None  # PREFIX or SUFFIX, fixed by the first suited group
        self.form_token: Token | None = None  # the group that fixed the form
        # (tile, column, red) in written order, the winning tile included
        self.concealed: list[tuple[Tile, int, bool]] = []
        self.melds: list[tuple[Meld, int]] = []  # (Meld, column)
        self.meld_tiles: list[tuple[Tile, int]] = []  # (tile, column) of meld tiles, for the five-copies check
        self.flowers: list[tuple[int, int]] = []  # (number, column)
        # Conditions field -> value written (of the field's type: bool, a wind Tile, int, tiles)
        self.values: dict[str, Any] = {}
        self.word_columns: list[tuple[str, int]] = []  # (Conditions field, column)
        self.win_given: tuple[Tile, bool, int, str] | None = None  # win=: (tile, red, column, written text)
        # dora= / ura= / seen= tiles: (key, tile, column, as written)
        self.word_tiles: list[tuple[str, Tile, int, str]] = []
        self.paired: dict[str, tuple[str, int]] = {}  # field -> (the word that set it: haitei, its column)

    # -- tokens

    def read(self, items: list[Item]) -> None:
        """Every item of the parse: tile groups, flowers, melds, condition words."""
        concealed, tiles, flowers = self.concealed, self.tiles, self.flower_tokens
        for item in items:
            if not isinstance(item, tuple):  # a tile group or flowers outside brackets
                if item.type in flowers:
                    self.flower_token(item)
                else:
                    tiles(item, concealed)
            elif item[0] is ITEM_COND:
                self.condition(item[1])
            else:
                self.melds.append(self.meld(item[0], item[1]))

    def _check_form(self, tok: Token, form: str) -> None:
        if self.form is None:
            self.form, self.form_token = form, tok
        elif self.form != form:
            first = self.form_token
            assert first is not None  # (set with the form, above)
            raise syntax_error(
                self.text, f"ambiguous notation {tok.value!r}", tok.start_pos + 1,
                f"{tok.value!r} is {form} form but {first.value!r} (column {first.start_pos + 1}) "
                f"is {self.form} form: write one form throughout",
            )

    def tiles(self, tok: Token, out: list[tuple[Tile, int, bool]]) -> None:
        """Append (tile, column, red) for each tile of one group token."""
        ty, value, col = tok.type, tok.value, tok.start_pos + 1
        if ty == "HONORS":
            for i, ch in enumerate(value):
                out.append((HONOR_TILES[ch], col + i, False))
            return
        if ty == "UNICODE":
            for i, ch in enumerate(value):
                out.append((UNICODE_TILE[ch], col + i, False))
            return
        if ty == "PREFIX":
            letter, digits, first = value[0], value[1:], col + 1
            self._check_form(tok, PREFIX)
        elif ty == "RED_FIVE":  # MJAI's 5mr: the suffix form's 0m
            self._check_form(tok, SUFFIX)
            out.append((DIGIT_TILES[value[1]]["0"], col, True))
            return
        else:
            letter, digits, first = value[-1], value[:-1], col
            self._check_form(tok, SUFFIX)
        kinds = DIGIT_TILES[letter]
        for i, d in enumerate(digits):
            found = kinds.get(d)
            if found is None:  # z0, z8, z9
                raise syntax_error(self.text, f"{_tile_name_raw(letter, d, self.form)!r} is not a tile",
                                   first + i, "honors are z1-z7: E S W N P F C")
            out.append((found, first + i, d == "0"))

    def name(self, tile: Tile) -> str:
        """A tile as this line writes it, for messages."""
        return _tile_name(tile, self.form)

    def flower_name(self, number: int) -> str:
        """A flower as this line writes it, for messages."""
        return f"f{number}"

    def _add_flower(self, number: int, column: int, written: str) -> None:
        for n, c in self.flowers:
            if n == number:
                raise invalid_error(self.text, f"flower {written!r} written twice", column,
                                    f"{self.flower_name(number)} is already at column {c}; "
                                    "each flower exists once")
        self.flowers.append((number, column))

    def flower_token(self, tok: Token) -> None:
        col = tok.start_pos + 1
        if tok.type == "UNICODE_FLOWERS":
            for i, ch in enumerate(tok.value):
                self._add_flower(UNICODE_FLOWER[ch], col + i, ch)
            return
        for i, d in enumerate(tok.value[1:]):
            if d not in "12345678":
                raise syntax_error(self.text, f"'f{d}' is not a flower", col + 1 + i, "flowers are f1-f8")
            self._add_flower(int(d), col + 1 + i, "f" + d)

    def meld(self, kind: str, children: list[Token]) -> tuple[Meld, int]:
        """A bracketed group: ``[...]`` a claimed chow, pung or kong, ``(...)`` a concealed kong."""
        open_tok, close_tok = children[0], children[-1]
        tiles: list[tuple[Tile, int, bool]] = []
        for tok in children[1:-1]:
            self.tiles(tok, tiles)
        col = open_tok.start_pos + 1
        shown = self.text[open_tok.start_pos:close_tok.end_pos]
        self.meld_tiles.extend((t, c) for t, c, _ in tiles)
        ts = sorted(t for t, _, _ in tiles)
        meld = meld_of(kind == ITEM_KONG, ts, sum(1 for _, _, r in tiles if r))
        if meld is not None:
            return meld, col
        if kind == ITEM_KONG:
            raise invalid_error(self.text, f"{shown} is not a concealed kong", col,
                                "parentheses hold four equal tiles")
        raise invalid_error(self.text, f"{shown} is not a chow, pung or kong", col)

    def _paired(self, key: str, value: bool, written: str, col: int) -> None:
        """One of the two conditions of a paired word (``haitei``: last_draw, tsumo) at ``col``: a
        field already written with the same value is said twice, agreeing (kept); another value is
        a contradiction; a paired word written twice repeats its condition."""
        if key in self.values:
            if key in self.paired or self.values[key] != value:
                first = next(c for k, c in self.word_columns if k == key)
                earlier = self.text[first - 1:].split()[0]
                what = "repeats a condition" if key in self.paired else f"contradicts {earlier!r} (column {first})"
                raise invalid_error(self.text, f"{written!r} {what}", col,
                                    f"{written.lower()} is {_PAIRED_MEANING[written.lower()]}")
            return
        self.values[key] = value
        self.word_columns.append((key, col))
        self.paired[key] = (written, col)

    def condition(self, children: list[Token]) -> None:
        """One condition word (``tsumo``, ``seat=S``, ``dora=m1``, ``win=C``); each written once."""
        text = self.text
        key_tok = children[0]
        col = key_tok.start_pos + 1
        word, _, argument = key_tok.value.lower().partition("=")
        if word in cw.PAIRED:  # haitei, houtei: two conditions in one word
            for key, value in cw.PAIRED[word]:
                self._paired(key, value, key_tok.value, col)
            return
        entry, flag_value = cw.BY_WORD[word]
        key = entry.key
        if key in self.paired and entry.kind == cw.FLAG:  # (`haitei tsumo`: said twice, agreeing, is said once)
            said, at = self.paired[key]
            if self.values[key] == flag_value:
                return
            raise invalid_error(text, f"{key_tok.value!r} contradicts {said!r}", col,
                                f"{said} at column {at} is {_PAIRED_MEANING[said.lower()]}")
        if key in self.values or (key == "win" and self.win_given is not None):
            first = next(c for k, c in self.word_columns if k == key)
            raise invalid_error(text, f"{key_tok.value!r} repeats a condition", col,
                                f"{entry.words[0]} is already written at column {first}")
        self.word_columns.append((key, col))
        kind = entry.kind
        if kind == cw.FLAG:
            self.values[key] = flag_value
        elif kind == cw.WIND:
            self.values[key] = WIND_TILES[argument]
        elif kind == cw.NUMBER:
            self.values[key] = self._number(key, argument, key_tok.value, col)
        else:
            got: list[tuple[Tile, int, bool]] = []
            for tok in children[1:]:
                before = len(got)
                self.tiles(tok, got)
                if kind == cw.TILES:  # where each tile is written, for messages
                    alone = len(got) - before == 1
                    for t, c, red in got[before:]:
                        shown = tok.value if alone else self.name(t) if not red else self.name(t).replace("5", "0")
                        self.word_tiles.append((key, t, tok.start_pos + 1 if alone else c, shown))
            shown = text[key_tok.start_pos:children[-1].end_pos]
            if kind == cw.TILE:
                if len(got) != 1:
                    raise invalid_error(text, f"{shown}", col, "win= takes one tile")
                self.win_given = (got[0][0], got[0][2], col, shown)
            else:  # dora / ura indicators, seen tiles: kept sorted; a red five indicates like a five
                self.values[key] = tuple(sorted(t for t, _, _ in got))

    def _number(self, key: str, digits: str, written: str, col: int) -> int:
        if len(digits) > MAX_NUMBER_DIGITS:
            raise invalid_error(self.text, repr(written), col, "the number is too large")
        return int(digits)

    # -- the checks of a possible hand, once every token is read

    def _check_flowers(self) -> None:
        """Flowers: f tiles or flowers=N, not both."""
        if self.flowers and "flowers" in self.values:
            raise invalid_error(self.text, "flowers=",
                                next(c for k, c in self.word_columns if k == "flowers"),
                                "flowers= and f tiles are both written: write one of them")

    def _size(self) -> int:
        """13 (waiting) or 14 (won) tiles, each meld counting three."""
        size = len(self.concealed) + 3 * len(self.melds)
        if size not in (13, 14):
            if not self.concealed and not self.melds:
                raise invalid_error(self.text, "no tiles", None)
            raise invalid_error(self.text, f"{size} tile{'' if size == 1 else 's'}", None,
                                "a hand has 13 (waiting) or 14 (won), each meld counting 3")
        return size

    def _check_copies(self) -> None:
        """At most four of a kind (melds included, dora indicators not); the fifth copy is named."""
        counts = [0] * 34
        for t, _, _ in self.concealed:
            counts[t] += 1
        for t, _ in self.meld_tiles:
            counts[t] += 1
        if max(counts) > 4:  # name the fifth copy in reading order
            seen = [0] * 34
            written = [(t, c) for t, c, _ in self.concealed] + self.meld_tiles
            for t, c in sorted(written, key=lambda tc: tc[1]):
                seen[t] += 1
                if seen[t] == 5:
                    raise invalid_error(self.text, f"five copies of {self.name(t)} ({describe(t)})", c)

    def _winning_tile(self, size: int) -> tuple[Tile | None, bool]:
        """(tile, red): win= when written (then among the concealed tiles), else the last tile
        written outside brackets; none for a 13-tile hand."""
        if self.win_given is not None:
            tile, red, col, shown = self.win_given
            if size == 13:
                raise invalid_error(self.text, shown, col, "a 13-tile hand has no winning tile yet")
            if not any(t == tile and rr == red for t, _, rr in self.concealed):
                what = "red " if red else ""
                raise invalid_error(self.text, shown, col,
                                    f"no {what}{self.name(tile)} among the concealed tiles")
            return tile, red
        if size == 14:
            win, _, win_red = self.concealed[-1]
            return win, win_red
        return None, False

    def hand(self) -> Hand:
        """The Hand of the line, after the checks (in this order: flowers, size, copies, win=)."""
        self._check_flowers()
        size = self._size()
        self._check_copies()
        win, win_red = self._winning_tile(size)
        concealed, melds, values = self.concealed, self.melds, self.values
        melds.sort(key=_meld_key)
        if values and cw.implies_tsumo(values):  # rinshan, tenhou, chiihou: self-drawn wins
            values["tsumo"] = True
        conditions = _NO_CONDITIONS.with_values(values, frozenset(values)) if values else _NO_CONDITIONS
        # (list comprehensions, not generators: this runs once per line)
        reds = [(t, c) for t, c, rr in concealed if rr] if any([rr for _, _, rr in concealed]) else []
        origin = Origin(self.text, self.form or SUFFIX, Columns(
            tile_columns=tuple([(t, c) for t, c, _ in concealed]),
            meld_columns=tuple([c for _, c in melds]),
            word_columns=tuple(self.word_columns),
            flower_columns=tuple(self.flowers),
            red_columns=tuple([c for _, c in reds]),
            word_tiles=tuple(self.word_tiles),
        ))
        tiles = [t for t, _, _ in concealed]
        tiles.sort()
        return Hand(
            tiles=tuple(tiles),
            win=win,
            melds=tuple([m for m, _ in melds]),
            conditions=conditions,
            flowers=tuple(sorted([n for n, _ in self.flowers])),
            red=tuple(sorted([t for t, _ in reds])),
            win_red=win_red,
            origin=origin,
        )
