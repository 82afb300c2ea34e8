"""The direct reader: the reader of the valid lines of the notation (``parse_hand``'s reader).

:func:`read` returns the :class:`~mjscore.hand.Hand` of a valid line in the common forms, and
``None`` for anything else: a rare form (a variation selector, a comma beside a space between
Botzone codes, a space inside a meld or after ``dora=``, a tile word after a condition word) and every line the
grammar refuses or that is not a possible hand. Lark then reads the line on ``grammars/hand.lark``,
the notation's one definition (:mod:`mjscore.notation.diagnosis`), and
:class:`mjscore.notation.line.Line` gives its tokens meaning and names the text and column of every
error; ``tests/test_notation_reader.py`` checks, over generated, mutated and random lines, that the
two agree wherever this one answers.

What it reads, in the grammar's terms, word by word (the whitespace-separated words of a line):

- tile words: the grammar's tile and flower terminals (:data:`.tokens.TERMINALS`: ``m123``, ``123m``,
  ``ESWN``, ``🀇🀈``, ``5mr``, ``f13``, ``🀢``; with ``tiles="botzone"``, :data:`.tokens.BOTZONE_TERMINALS`:
  ``W1W2``, ``H1``) and ``[...]`` / ``(...)`` melds of tiles, one after the other;
- condition words: a flag (``tsumo``), ``seat=E``-style winds, ``flowers=3``-style numbers,
  ``dora=m1E``-style tile lists and ``win=C``, each a whole word, in any ASCII letter case.

Its tokens are the grammar's own terminals: those of :mod:`mjscore.notation.tokens` are the
patterns of ``grammars/hand.lark`` (a test checks each against the grammar Lark reads). Once a
condition is written only melds, flowers and conditions may follow (the grammar's order). No tile
word can be read as a condition word: every condition word holds a letter (or ``=``) that no tile
word holds, so the split is the grammar's.

A valid line is read without columns; only an error message reads them, and then
:mod:`mjscore.notation.columns` makes the line's tokens with their places and
:class:`~mjscore.notation.line.Line` reads them (the Origin's columns are Line's, whichever parser
made the tokens).

Speed: what a token, a condition word and a line's closing condition words mean is kept by their
text in bounded dicts (tokens and words, never lines), so most lines cost a split and a few lookups.
"""

from __future__ import annotations

from .. import conditions as cw
from ..hand import CHOW, KONG, Columns, Conditions, Hand, Meld, Origin
from ..tiles import BOTZONE_CODES, UNICODE_FLOWER, UNICODE_TILE
from ..validate import MAX_NUMBER_DIGITS, NUMBER_RANGES
from .tokens import (BOTZONE_TERMINALS, DIGIT_TILES, FLAG_INITIALS, FLOWER_TERMINALS, HONOR_TILES, KEYWORD,
                     SEPARATOR_OK, TERMINALS, Codes, fixed_word, meld_of)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Final

    from ..hand import ColumnFinder
    from .tokens import Group, WordMeaning

__all__ = ["read", "items", "Codes", "NOTATION", "BOTZONE"]

# --------------------------------------------------------------------------------------------
# The tokens: the grammar's terminals


_BOTZONE: Final = {code: tile for tile, code in enumerate(BOTZONE_CODES)}
_FLOWER_DIGITS: Final = {str(n): n for n in range(1, 9)}
_BOTZONE_FLOWERS: Final = {f"H{n}": n for n in range(1, 9)}

_GROUPS_MAX: Final = 16384  # (~6,000 distinct tokens in 10,000 generated lines)
_WORDS_MAX: Final = 4096
_RESTS_MAX: Final = 4096  # (rests kept: removing them costs 3-7% of the instructions of a batch, compiled)

# What a token means (tokens.Group): (_TILES, tiles, form, None, the offsets of its red fives),
# (_FLOWERS, numbers, None, None, ()), (_MELD, tiles, form, the Meld, ()).
_TILES: Final = 0
_FLOWERS: Final = 1
_MELD: Final = 2
_FORM: Final = {"PREFIX": "prefix", "SUFFIX": "suffix", "RED_FIVE": "suffix"}


def _tiles_of_token(kind: str, tok: str) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(tiles, red offsets) of a token of tiles; KeyError for a digit or code that is no tile."""
    if kind == "HONORS":
        return tuple([HONOR_TILES[ch] for ch in tok]), ()
    if kind == "UNICODE":
        return tuple([UNICODE_TILE[ch] for ch in tok]), ()
    if kind == "BZ_TILES":
        return tuple([_BOTZONE[tok[i:i + 2]] for i in range(0, len(tok), 2)]), ()
    if kind == "RED_FIVE":
        return (DIGIT_TILES[tok[1]]["0"],), (0,)
    digits, table = (tok[1:], DIGIT_TILES[tok[0]]) if kind == "PREFIX" else (tok[:-1], DIGIT_TILES[tok[-1]])
    return tuple([table[d] for d in digits]), tuple([i for i, d in enumerate(digits) if d == "0"])


def _group(codes: Codes, tok: str) -> Group:
    """The meaning of one token, kept in ``codes.groups``; _Decline or KeyError for a token this
    reader leaves to the full reader."""
    group: Group
    if tok[0] in "[(":
        group = _meld_group(codes, tok)
    else:
        m = codes.kind(tok)
        if m is None:
            raise _Decline
        kind = m.lastgroup or ""  # (a match names its terminal)
        if kind in FLOWER_TERMINALS:
            if kind == "UNICODE_FLOWERS":
                numbers = [UNICODE_FLOWER[ch] for ch in tok]
            elif kind == "BZ_FLOWERS":
                numbers = [_BOTZONE_FLOWERS[tok[i:i + 2]] for i in range(0, len(tok), 2)]
            else:
                numbers = [_FLOWER_DIGITS[d] for d in tok[1:]]
            group = (_FLOWERS, tuple(numbers), None, None, ())
        else:
            tiles, red_at = _tiles_of_token(kind, tok)
            group = (_TILES, tiles, _FORM.get(kind), None, red_at)
    if len(codes.groups) >= _GROUPS_MAX:
        codes.groups.clear()
    codes.groups[tok] = group
    return group


def _meld_group(codes: Codes, tok: str) -> Group:
    """A meld token: ``[...]`` a chow, pung or kong, ``(...)`` a concealed kong; its tile groups in
    one form."""
    got: list[int] = []
    red = 0
    form: str | None = None
    for inner in codes.tokens(tok[1:-1]):
        part = codes.groups.get(inner) or _group(codes, inner)
        if part[0] != _TILES:
            raise _Decline
        form = _agree(form, part[2])
        got.extend(part[1])
        red += len(part[4])
    if not got:
        raise _Decline
    got.sort()
    meld = meld_of(tok[0] == "(", got, red)
    if meld is None:
        raise _Decline
    return (_MELD, tuple(got), form, meld, ())


def _agree(form: str | None, found: str | None) -> str | None:
    """The line's suit form once ``found`` (a group's form or None) is taken in: one form per line."""
    if found is None or found == form:
        return form
    if form is not None:
        raise _Decline
    return found


# --------------------------------------------------------------------------------------------
# The condition words


_SELF_DRAWN: Final = frozenset(cw.SELF_DRAWN)  # (the words that imply tsumo: a quick test first)


def _word(codes: Codes, word: str) -> WordMeaning | None:
    """(key, value, the suit form its tiles fix or None) of a condition word, kept by its text (so a
    line's condition words cost a lookup each): a flag or wind (``tsumo``: (``"tsumo"``, True, None)),
    a number, a tile list, and win= (``"win"``, (tile, red), form). None for a tile word."""
    fixed = fixed_word(word)
    found: WordMeaning
    if fixed is not None:
        found = (fixed[0], fixed[1], None)
    elif "=" in word:
        found = _valued(codes, word)
    else:
        return None
    if len(codes.words) >= _WORDS_MAX:
        codes.words.clear()
    codes.words[word] = found
    return found


def _valued(codes: Codes, word: str) -> WordMeaning:
    """(key, value, form) of a number or tile-list word, or of win=."""
    name, _, argument = word.partition("=")
    if not name.isascii():
        raise _Decline  # (the words match ASCII letters only: a Kelvin sign is no k)
    key, kind = KEYWORD[name.lower()]
    if kind == cw.NUMBER:
        if not (argument.isascii() and argument.isdigit()) or len(argument) > MAX_NUMBER_DIGITS:
            raise _Decline
        value = int(argument)
        high = NUMBER_RANGES[key][1]  # (the low end is 0: no sign is written)
        if high is not None and value > high:
            raise _Decline
        return key, value, None
    got, reds, form = _tiles_of(codes, argument)
    if kind == cw.TILE:
        if len(got) != 1:
            raise _Decline
        return key, (got[0], reds == 1), form
    return key, tuple(sorted(got)), form


def _tiles_of(codes: Codes, written: str) -> tuple[list[int], int, str | None]:
    """The tiles of a ``dora=`` / ``win=`` argument (tile groups only): (tiles, red fives, form)."""
    got: list[int] = []
    red = 0
    form: str | None = None
    for tok in codes.tokens(written):
        kind, here, found, _, red_at = codes.groups.get(tok) or _group(codes, tok)
        if kind != _TILES:
            raise _Decline
        form = _agree(form, found)
        got += here
        red += len(red_at)
    if not got:
        raise _Decline
    return got, red, form


# --------------------------------------------------------------------------------------------
# One line


class _Decline(Exception):
    """Not a line for the direct reader (the full reader decides)."""


class _Line:
    """What the words of one line make, as they are read."""

    __slots__ = ("tiles", "reds", "melds", "meld_tiles", "flowers", "values", "last_red", "form",
                 "win_given", "words_form", "leading", "in_conditions")

    def __init__(self) -> None:
        self.tiles: list[int] = []  # concealed tiles in written order
        self.reds: list[int] = []  # the red fives among them
        self.melds: list[Meld] = []
        self.meld_tiles: list[int] = []
        self.flowers: list[int] = []  # flower numbers
        self.values: dict[str, Any] = {}  # Conditions field -> value written
        self.last_red = False  # whether the last concealed tile written is a red five
        self.form: str | None = None  # "prefix" or "suffix", fixed by the first suited group
        self.win_given: tuple[int, bool] | None = None  # win=: (tile, red)
        self.words_form: str | None = None  # the suit form the condition words' tiles fix
        self.leading = 0  # tile words before any condition word
        self.in_conditions = False


def _tile_word(codes: Codes, line: _Line, word: str) -> None:
    """The tokens of one tile word, one after the other."""
    if not line.in_conditions:
        line.leading += 1
    groups, tiles = codes.groups, line.tiles
    for tok in codes.tokens(word):
        kind, got, form, meld, red_at = groups.get(tok) or _group(codes, tok)
        if form is not None and form != line.form:  # (tiles and melds: one suit form per line)
            line.form = _agree(line.form, form)
        if kind == _TILES:
            if line.in_conditions:
                raise _Decline
            tiles.extend(got)
            if red_at:
                line.reds.extend([got[i] for i in red_at])
                line.last_red = red_at[-1] == len(got) - 1
            elif line.last_red:
                line.last_red = False
        elif meld is not None:  # (kind _MELD)
            line.melds.append(meld)
            line.meld_tiles.extend(got)
        else:
            flowers = line.flowers
            for n in got:
                if n in flowers:
                    raise _Decline
                flowers.append(n)


def _condition_word(line: _Line, key: str, value: Any, form: str | None) -> None:
    """One condition word's meaning (see _word) taken in: each word written once; its tiles' suit
    form is the line's."""
    line.in_conditions = True
    if form is not None:
        line.form = _agree(line.form, form)
        if key != "win":
            line.words_form = form
    if key == "win":
        if line.win_given is not None:
            raise _Decline
        line.win_given = value
    elif key in line.values:
        raise _Decline
    else:
        line.values[key] = value


def _winning_tile(line: _Line, size: int) -> tuple[int | None, bool]:
    """(tile, red): win= (among the concealed tiles), else the last tile written; none for 13."""
    if line.win_given is not None:
        win, win_red = line.win_given
        if size == 13:
            raise _Decline
        if win_red:
            if win not in line.reds:
                raise _Decline
        elif line.tiles.count(win) == line.reds.count(win):  # (no copy of it that is not a red five)
            raise _Decline
        return win, win_red
    if size == 14:
        return line.tiles[-1], line.last_red
    return None, False


def _check(line: _Line) -> tuple[int | None, bool]:
    """The checks of a possible hand (any failure is the full reader's to explain): the tile count,
    five copies, win=. The winning tile and its redness; the concealed tiles sorted."""
    size = len(line.tiles) + 3 * len(line.melds)
    if size != 14 and size != 13:
        raise _Decline
    win, win_red = _winning_tile(line, size)
    tiles = line.tiles
    tiles.sort()
    everything = sorted(tiles + line.meld_tiles) if line.meld_tiles else tiles
    for i in range(len(everything) - 4):
        if everything[i] == everything[i + 4]:  # (sorted: a fifth copy stands four places on)
            raise _Decline
    return win, win_red


def read(text: str, codes: Codes | None = None) -> Hand | None:
    """The Hand of ``text`` when it is a valid line in the common forms, else None (see the module
    docstring). ``codes``: how its tiles are written (the notation's by default, or BOTZONE)."""
    try:
        return _read(text, NOTATION if codes is None else codes)
    except (_Decline, KeyError, IndexError, ValueError):
        return None


def _read(text: str, codes: Codes) -> Hand:
    """The Hand of ``text``: its words read one by one, unless its condition words after the first
    word are kept ones (``codes.rests``), then the checks."""
    line = _Line()
    written = text
    if codes.separator is not None and codes.separator in text:
        text = _without_separators(text)
    words = text.split(None, 1)
    rest_text = words[1] if len(words) == 2 else None
    rest = codes.rests.get(rest_text) if rest_text is not None else None
    if rest_text is not None and rest is None:
        words = text.split()
    elif rest is not None:
        del words[1]
    for word in words:
        meaning = codes.words.get(word)
        if meaning is None and ("=" in word or word[0] in FLAG_INITIALS):  # (else a tile word)
            meaning = _word(codes, word)
        if meaning is None:
            _tile_word(codes, line, word)
        else:
            key, value, form = meaning
            _condition_word(line, key, value, form)
    if rest is not None:  # (the first word was read; the kept condition words follow it. Had the
        # first word been a condition word, the line would hold no tile: refused by _check)
        conditions, rest_form, flowers_word = rest
        if rest_form is not None and rest_form != line.form:
            line.form = _agree(line.form, rest_form)
        if line.flowers and flowers_word:
            raise _Decline
    elif line.flowers and "flowers" in line.values:
        raise _Decline
    win, win_red = _check(line)
    if len(line.melds) > 1:
        line.melds.sort(key=_meld_order)
    if rest is None:
        # A line of one tile word and then only condition words (no win=): what its words make is
        # kept by their text, for the next line that ends with the same words.
        keep = line.leading == 1 and 1 < len(words) == len(line.values) + 1 and line.win_given is None
        conditions = _conditions_of(line.values)  # (which may add tsumo: after the count above)
        if keep and rest_text is not None:
            if len(codes.rests) >= _RESTS_MAX:
                codes.rests.clear()
            codes.rests[rest_text] = (conditions, line.words_form, "flowers" in line.values)
    if line.reds:
        line.reds.sort()
    return _hand(written, codes.notation or line.form or "suffix", codes.columns, line, win, win_red, conditions)


def _without_separators(text: str) -> str:
    """The line with its commas taken out (a comma only separates: the pieces mean the same)."""
    if len(SEPARATOR_OK.findall(text)) != text.count(","):
        raise _Decline
    return text.replace(",", "")


def _meld_order(m: Meld) -> tuple[int, bool, bool, bool, int]:
    """Hand.melds order (the full reader's): by tile, chows first, kongs last, claimed first."""
    return (m.tile, m.kind != CHOW, m.kind == KONG, m.concealed, m.red)


# --------------------------------------------------------------------------------------------
# The values made (Hand, Origin, Conditions): kept here, together


_NO_CONDITIONS: Final = Conditions()


def _conditions_of(values: dict[str, Any]) -> Conditions:
    """The Conditions of the words written (rinshan, tenhou, chiihou imply tsumo); ``given``, the
    keys written: the sets of them (a few dozen occur) are kept, one shared by every Conditions that
    has it."""
    if not values:
        return _NO_CONDITIONS
    if not _SELF_DRAWN.isdisjoint(values) and cw.implies_tsumo(values):
        values["tsumo"] = True
    given = frozenset(values)
    kept = _GIVEN.get(given)
    if kept is None:
        if len(_GIVEN) >= 1024:
            _GIVEN.clear()
        kept = _GIVEN[given] = given
    return _NO_CONDITIONS.with_values(values, kept)


_GIVEN: Final[dict[frozenset[str], frozenset[str]]] = {}


def _hand(text: str, notation: str, columns: ColumnFinder, line: _Line, win: int | None, win_red: bool,
          conditions: Conditions) -> Hand:
    """The Hand and its Origin (the text, its form, how to find its columns)."""
    return Hand(tiles=line.tiles, win=win, melds=tuple(line.melds), conditions=conditions,
                flowers=tuple(sorted(line.flowers)) if line.flowers else (), red=tuple(line.reds),
                win_red=win_red, origin=Origin(text, notation, find=columns))


# --------------------------------------------------------------------------------------------
# Columns, for an error message only


# The Origin's column finders (module functions: an Origin made here pickles).


def _columns(text: str, words_only: bool = False) -> Columns | tuple[tuple[str, int], ...]:
    from .columns import columns

    return columns(text, NOTATION, words_only)


def _botzone_columns(text: str, words_only: bool = False) -> Columns | tuple[tuple[str, int], ...]:
    from .columns import columns

    return columns(text, BOTZONE, words_only)


def items(text: str, codes: Codes | None = None) -> list[Any] | None:
    """The items of Lark's parse of ``text``, made from this reader's tokens (see
    :func:`mjscore.notation.columns.items`); None for a line whose words it does not know."""
    from .columns import items as tokens_of

    return tokens_of(text, NOTATION if codes is None else codes)


NOTATION: Final = Codes("notation", TERMINALS, None, _columns)
BOTZONE: Final = Codes("botzone", BOTZONE_TERMINALS, "botzone", _botzone_columns, ",")
