"""A direct reader for the common valid lines of the notation (the fast path of ``parse_hand``).

:func:`read` returns the same :class:`~mjscore.hand.Hand` (origin columns included) as the full
reader of :mod:`mjscore.notation` for the lines it recognises, and ``None`` for anything else: any
line with a character outside ASCII (Unicode tiles and flowers, variation selectors, MJAI red
fives), any piece it does not know, and every line the full reader would refuse or might read
differently. The full reader, run from ``grammars/hand.lark`` (the one definition of the notation),
then reads the line and produces every error; ``tests/test_notation_reader.py`` checks, over generated,
mutated and random lines, that the two readers agree wherever this one answers.

What it recognises, in the grammar's terms (the whitespace-separated words of an ASCII line):

- tile words: PREFIX ``m123``, SUFFIX ``123m``, HONORS ``ESWN``, FLOWERS ``f13``, ``[...]`` and
  ``(...)`` melds, one after the other with no space inside a bracket;
- condition words: a flag (``tsumo``), ``seat=E``-style winds, ``flowers=3``-style numbers,
  ``dora=m1E``-style tile lists and ``win=C``, each a whole word, in any letter case.

Once a condition is written only melds, flowers and conditions may follow (the grammar's own
order); a bare tile word after a condition (which the grammar reads as more ``dora=`` tiles, or
refuses) is left to the full reader. No tile word can be read as a condition word: every condition
word holds a letter (or ``=``) that no tile word holds, so the split is the grammar's.
"""

from __future__ import annotations

import re
from operator import eq

from .. import conditions as cw
from ..hand import CHOW, KONG, PUNG, Conditions, Hand, Meld, Origin
from ..tiles import HONOR_LETTERS

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

__all__ = ["read"]

# One token of a tile word: a whole meld in brackets, a group of tiles, flowers; the last alternative
# catches anything else (a bracket not closed in the same word, a stray character: the line is
# declined). Inside a meld and outside, the contextual lexer reads the same tiles: at each place at
# most one of these terminals can match.
_TOKENS = re.compile(r"\[[^][()]*\]|\([^][()]*\)|[mpsz][0-9]+|[0-9]+[mpsz]|[ESWNPFC]+|f[0-9]+|.").findall

# Suit letter -> digit -> tile (red fives, the digit 0, are the five). z takes 1-7 only: a token
# with another z digit (z0, z8, z9) declines the line (the full reader refuses it).
_DIGITS: dict[str, dict[str, int]] = {
    letter: {"0": base + 4, **{str(n): base + n - 1 for n in range(1, 10)}}
    for letter, base in (("m", 0), ("p", 9), ("s", 18))
}
_DIGITS["z"] = {str(n): 26 + n for n in range(1, 8)}
_HONOR = {ch: 27 + i for i, ch in enumerate("ESWNPFC")}
# The same as byte translations (a token's characters -> its tiles, in one call).
_DIGIT_BYTES = {letter: bytes.maketrans("".join(table).encode(), bytes(table.values()))
                for letter, table in _DIGITS.items()}
_HONOR_BYTES = bytes.maketrans("".join(_HONOR).encode(), bytes(_HONOR.values()))

# What a token's first character makes of it.
_PREFIX, _SUFFIX, _HONORS, _FLOWERS, _MELD = range(5)
_TILES = _PREFIX  # (a token of tiles of any form, as the tile-word loop sees it)
_KIND = {**dict.fromkeys("mpsz", _PREFIX), **dict.fromkeys("0123456789", _SUFFIX),
         **dict.fromkeys("ESWNPFC", _HONORS), "f": _FLOWERS, "[": _MELD, "(": _MELD}
_FLOWER_DIGITS = frozenset("12345678")

# What each token of a tile word means, kept by its text (a token is a tile group such as ``m123``,
# ``EEE``, ``f13`` or a meld such as ``[p555]``, never a line; bounded): (kind, its tiles or flower
# numbers, the suit form it fixes or None, the offset of its first tile's column, the offsets of its
# red fives); for a meld: (_MELD, its tiles, the form, the Meld, None).
_GROUPS: dict[str, tuple] = {}
_GROUPS_MAX = 16384  # (~6,000 distinct tokens in 10,000 generated lines)


def _group(tok: str) -> tuple:
    """The meaning of one token (see _GROUPS); _Decline or KeyError for a token this reader leaves
    to the full reader."""
    k = _KIND.get(tok[0])
    if k is None:
        raise _Decline
    if k == _HONORS:
        group = (_TILES, tuple(tok.encode().translate(_HONOR_BYTES)), None, 0, ())
    elif k == _PREFIX or k == _SUFFIX:
        if len(tok) < 2:
            raise _Decline
        if k == _PREFIX:
            letter, digits, skip, form = tok[0], tok[1:], 1, "prefix"
        else:
            letter, digits, skip, form = tok[-1], tok[:-1], 0, "suffix"
            if letter not in "mpsz":
                raise _Decline
        if letter == "z" and digits.strip("1234567"):  # (z0, z8, z9: no such tile)
            raise _Decline
        group = (_TILES, tuple(digits.encode().translate(_DIGIT_BYTES[letter])), form, skip,
                 tuple([i for i, d in enumerate(digits) if d == "0"]) if "0" in digits else ())
    elif k == _FLOWERS:
        if len(tok) < 2 or not all(d in _FLOWER_DIGITS for d in tok[1:]):
            raise _Decline
        group = (_FLOWERS, tuple([int(d) for d in tok[1:]]), None, 0, ())
    else:  # a meld: [...] a chow, pung or kong, (...) a concealed kong; its tile groups in one form
        got: list = []
        red = 0
        form = None
        for inner in _TOKENS(tok[1:-1]):
            part = _GROUPS.get(inner) or _group(inner)
            if part[0] != _TILES:
                raise _Decline
            if part[2] is not None and part[2] != form:
                if form is not None:
                    raise _Decline
                form = part[2]
            got.extend(part[1])
            red += len(part[4])
        if not got:
            raise _Decline
        group = (_MELD, tuple(got), form, _meld(tok[0] == "(", got, red), None)
    if len(_GROUPS) >= _GROUPS_MAX:
        _GROUPS.clear()
    _GROUPS[tok] = group
    return group


# Condition words that are a whole word with a fixed meaning (lower case): flags and winds.
_WIND_VALUE = {"e": 27, "s": 28, "w": 29, "n": 30}
_FIXED: dict[str, tuple[str, object]] = {}
for _word, (_entry, _flag) in cw.BY_WORD.items():
    if _entry.kind == cw.FLAG:
        _FIXED[_word] = (_entry.key, _flag)
    elif _entry.kind == cw.WIND:
        for _letter, _tile in _WIND_VALUE.items():
            _FIXED[f"{_word}={_letter}"] = (_entry.key, _tile)
            _FIXED[f"{_word}={_letter.upper()}"] = (_entry.key, _tile)  # (as lines write it: no lower())
# The letters a flag word can begin with, in either case (a word that begins otherwise and holds
# no "=" is a tile word, or no word at all).
_FLAG_INITIALS = frozenset(w[0] for w in _FIXED if "=" not in w) | frozenset(w[0].upper() for w in _FIXED if "=" not in w)
# key=value words read here: numbers (with their largest value; draws has none) and tile lists.
_NUMBER_LIMIT = {"flowers": 8, "honba": 99, "sticks": 99, "draws": None}
_MAX_NUMBER_DIGITS = 6
_KEYWORD: dict[str, tuple[str, str]] = {
    w: (e.key, e.kind) for w, (e, _) in cw.BY_WORD.items() if e.kind in (cw.NUMBER, cw.TILES, cw.TILE)
}
del _word, _entry, _flag, _letter, _tile

# key=value words read before (numbers, tile lists), by their text as written: (key, value, the
# suit form their tiles fix or None). A word such as ``dora=m9``, never a line; bounded.
_VALUED: dict[str, tuple] = {}
_VALUED_MAX = 4096

_SELF_DRAWN = frozenset(cw.SELF_DRAWN)  # (the words that imply tsumo: a quick test first)
_NO_CONDITIONS = Conditions()
# Conditions are immutable and equal by value: lines with the same condition words share one
# (built once; 22 fields cost more than the rest of a short line). Keyed on the values, bounded.
_CONDITIONS: dict[tuple, Conditions] = {}
_CONDITIONS_MAX = 4096  # (riichi lines: ~3,000 sets of words in 10,000 generated lines, dora= varying)


# The condition words that end a line after its one tile word, kept by their text as written
# (``tsumo seat=S round=W dora=m9``: words, never a line; bounded): (the Conditions they make, the
# suit form their tiles fix or None, whether they hold flowers=). A line ending with them reads its
# first word alone.
_RESTS: dict[str, tuple] = {}
_RESTS_MAX = 4096


def _meld_order(m: Meld) -> tuple:
    """Hand.melds order (the full reader's): by tile, chows first, kongs last, claimed first."""
    return (m.tile, m.kind != CHOW, m.kind == KONG, m.concealed, m.red)


def _placed_meld_order(item: tuple) -> tuple:
    return _meld_order(item[0])


class _Decline(Exception):
    """Not a line for the fast path (the full reader decides)."""


def read(text: str) -> Hand | None:
    """The Hand of ``text`` when it is a common valid line, else None (see the module docstring)."""
    if not text.isascii():
        return None
    try:
        return _read(text)
    except (_Decline, KeyError, IndexError, ValueError):
        return None


def _columns(text: str, words_only: bool = False) -> tuple:
    """Where the parts of a line this reader took stand (Origin.later's raw lists): the line is read
    again, this time keeping columns. Only an error message reads them. ``words_only``: just the
    (key, column) of each condition word, found without reading the tiles (a rule set's refusal of
    a word, such as Yaochu's seat=N, names that word's column)."""
    if not words_only:
        return _read(text, True)
    found = []
    pos = 0
    for word in text.split():
        start = text.find(word, pos)
        pos = start + len(word)
        fixed = _FIXED.get(word) or _FIXED.get(word.lower())
        if fixed is not None:
            found.append((fixed[0], start + 1))
        elif "=" in word:  # (no tile word holds "=" or is a flag's word: see the module docstring)
            found.append((_KEYWORD[word.lower().partition("=")[0]][0], start + 1))
    return tuple(found)


def _read(text: str, columns: bool = False):
    """The Hand of ``text``; with ``columns``, instead, the lists its origin's columns are made of
    (see Origin.later): the concealed tiles as written and their columns, (meld, column) in
    Hand.melds order, (key, column) per condition word, (flower, column), the red fives' columns,
    the tile-list words' tiles. A valid line is read without columns: they are made from the text
    again when an error message asks for one."""
    tiles: list = []  # concealed tiles in written order
    reds: list = []  # the red fives among them
    last_red = False  # whether the last concealed tile written is a red five
    melds: list = []  # Meld (with columns: (Meld, column))
    meld_tiles: list = []
    flowers: list = []  # flower numbers (with columns: (number, column))
    values: dict = {}
    form = None  # "prefix" or "suffix", fixed by the first suited group
    win_given = None  # (tile, red)
    in_conditions = False
    if columns:
        cols: list = []  # the concealed tiles' columns
        red_cols: list = []  # the red fives' columns
        word_columns: list = []
        word_tiles: list = []  # dora= / ura= / seen= tiles: (key, tile, column, as written)
        pos = 0
        find = text.find
    col = 0
    rest = None  # the condition words after the first word, as kept (see _RESTS)
    rest_text = None  # their text
    leading = 0  # tile words before any condition word
    words_form = None  # the suit form the condition words' tiles fix
    if columns:
        words = text.split()
    else:
        words = text.split(None, 1)
        if len(words) == 2:
            rest_text = words[1]
            rest = _RESTS.get(rest_text)
            if rest is None:
                words = text.split()
            else:
                del words[1]
    for word in words:
        if columns:
            start = find(word, pos)
            pos = start + len(word)
            col = start + 1
        fixed = _FIXED.get(word)
        valued = None
        if fixed is None:
            if "=" in word:
                if not columns:
                    valued = _VALUED.get(word)
                if valued is None:
                    low = word.lower()
                    fixed = _FIXED.get(low)
            elif word[0] in _FLAG_INITIALS:  # (a flag in another letter case: Tsumo, RIICHI)
                fixed = _FIXED.get(word.lower())
            if fixed is None and valued is None and "=" not in word:  # a tile word: tokens one after the other
                if not in_conditions:
                    leading += 1
                for tok in _TOKENS(word):
                    group = _GROUPS.get(tok)
                    if group is None:
                        group = _group(tok)
                    k, got, f, skip, red_at = group
                    if f is not None and f != form:  # (tiles and melds: one suit form per line)
                        if form is not None:
                            raise _Decline
                        form = f
                    if k == _TILES:
                        if in_conditions:
                            raise _Decline
                        tiles += got
                        if red_at:
                            reds += [got[i] for i in red_at]
                            last_red = red_at[-1] == len(got) - 1
                        else:
                            last_red = False
                        if columns:
                            first = col + skip
                            cols.extend(range(first, first + len(got)))
                            red_cols.extend([first + i for i in red_at])
                    elif k == _MELD:
                        melds.append((skip, col) if columns else skip)  # (the Meld, the column of its bracket)
                        meld_tiles += got
                    else:  # flowers
                        for i, n in enumerate(got):
                            if n in (flowers if not columns else [m for m, _ in flowers]):
                                raise _Decline
                            flowers.append((n, col + 1 + i) if columns else n)
                    if columns:
                        col += len(tok)
                continue
        # A condition word, a whole word.
        in_conditions = True
        if fixed is not None:
            key, value = fixed
        else:
            if valued is None:
                name, _, argument = low.partition("=")
                key, vkind = _KEYWORD[name]
                if vkind == cw.NUMBER:
                    if not argument.isdigit() or len(argument) > _MAX_NUMBER_DIGITS:
                        raise _Decline
                    value = int(argument)
                    limit = _NUMBER_LIMIT[key]
                    if limit is not None and value > limit:
                        raise _Decline
                    valued = (key, value, None)
                elif vkind == cw.TILE:
                    got, reds_here, form = _tiles_of(word[len(name) + 1:], form)
                    if len(got) != 1 or win_given is not None:
                        raise _Decline
                    win_given = (got[0], reds_here == 1)
                    if columns:
                        word_columns.append((key, col))
                    continue
                elif columns:
                    got, _, form = _tiles_of(word[len(name) + 1:], form, key, col + len(name) + 1, word_tiles)
                    value = tuple(sorted(got))
                else:
                    got, _, word_form = _tiles_of(word[len(name) + 1:], None)
                    valued = (key, tuple(sorted(got)), word_form)
                if valued is not None:
                    if len(_VALUED) >= _VALUED_MAX:
                        _VALUED.clear()
                    _VALUED[word] = valued
            if valued is not None:
                key, value, word_form = valued
                if word_form is not None:
                    words_form = word_form
                    if word_form != form:  # (its tiles' suit form: the line's)
                        if form is not None:
                            raise _Decline
                        form = word_form
        if key in values:
            raise _Decline
        values[key] = value
        if columns:
            word_columns.append((key, col))

    if rest is not None:  # (the first word was read; the kept condition words follow it. Had the
        # first word been a condition word, the line would hold no tile: refused below)
        conditions, rest_form, flowers_word = rest
        if rest_form is not None and rest_form != form:
            if form is not None:
                raise _Decline
            form = rest_form
        if flowers and flowers_word:
            raise _Decline
    # The checks of a possible hand (any failure is the full reader's to explain).
    elif flowers and "flowers" in values:
        raise _Decline
    size = len(tiles) + 3 * len(melds)
    if size != 14 and size != 13:
        raise _Decline
    last = tiles[-1] if tiles else None  # (the winning tile when none is named: the last one written)
    if columns:  # (the tiles as written are kept)
        everything = sorted(tiles + meld_tiles)
    else:
        tiles.sort()
        everything = sorted(tiles + meld_tiles) if meld_tiles else tiles
    if any(map(eq, everything, everything[4:])):  # (sorted: a fifth copy stands four places on)
        raise _Decline
    if win_given is not None:
        win, win_red = win_given
        if size == 13:
            raise _Decline
        if win_red:
            if win not in reds:
                raise _Decline
        elif tiles.count(win) == reds.count(win):  # (no copy of it that is not a red five)
            raise _Decline
    elif size == 14:
        win = last
        win_red = last_red
    else:
        win, win_red = None, False

    if len(melds) > 1:
        melds.sort(key=_placed_meld_order if columns else _meld_order)
    if columns:
        return tiles, cols, melds, word_columns, flowers, red_cols, word_tiles
    if rest is None:
        # A line of one tile word and then only condition words (no win=): what its words make is
        # kept by their text, for the next line that ends with the same words.
        keep = leading == 1 and 1 < len(words) == len(values) + 1 and win_given is None
        if values and not _SELF_DRAWN.isdisjoint(values) and cw.implies_tsumo(values):  # rinshan, tenhou, chiihou
            values["tsumo"] = True
        if values:
            ckey = (*values, *values.values())  # (the keys, then their values: one flat tuple)
            conditions = _CONDITIONS.get(ckey)
            if conditions is None:
                if len(_CONDITIONS) >= _CONDITIONS_MAX:
                    _CONDITIONS.clear()
                conditions = _CONDITIONS[ckey] = _conditions(values)
        else:
            conditions = _NO_CONDITIONS
        if keep:
            if len(_RESTS) >= _RESTS_MAX:
                _RESTS.clear()
            _RESTS[rest_text] = (conditions, words_form, "flowers" in values)
    if reds:
        reds.sort()
    return Hand(tiles=tiles, win=win, melds=tuple(melds), conditions=conditions,
                flowers=tuple(sorted(flowers)) if flowers else (), red=tuple(reds), win_red=win_red,
                origin=Origin.later(text, form or "suffix", _columns))


def _conditions(values: dict) -> Conditions:
    """``Conditions(**values, given=frozenset(values))``; the sets of keys written (a few dozen
    occur) are kept, one shared by every Conditions that has it."""
    given = frozenset(values)
    kept = _GIVEN.get(given)
    if kept is None:
        if len(_GIVEN) >= 1024:
            _GIVEN.clear()
        kept = _GIVEN[given] = given
    return Conditions(**values, given=kept)


_GIVEN: dict[frozenset[str], frozenset[str]] = {}


def _meld(concealed: bool, got: list, red: int) -> Meld:
    """A bracketed group: ``(...)`` four equal tiles, ``[...]`` a chow, pung or kong."""
    got.sort()
    n, low = len(got), got[0]
    same = got[-1] == low
    if concealed:
        if n == 4 and same:
            return Meld(kind=KONG, tile=low, concealed=True, red=red)
        raise _Decline
    if same and (n == 3 or n == 4):
        return Meld(kind=PUNG if n == 3 else KONG, tile=low, red=red)
    if n == 3 and low < 27 and got[1] == low + 1 and got[2] == low + 2 and low % 9 <= 6:
        return Meld(kind=CHOW, tile=low, red=red)
    raise _Decline


def _names(tok: str) -> list[str]:
    """Each tile of a tile-group token as the line writes it alone: ``m10`` -> ``m1``, ``m0``; a red
    five as 0; honors (z digits too) by their letter."""
    if tok[0] in _HONOR:
        return list(tok)
    if tok[0] in _DIGITS:  # prefix form: m123
        letter = tok[0]
        return [HONOR_LETTERS[_DIGITS[letter][d] - 27] if letter == "z" else letter + d for d in tok[1:]]
    letter = tok[-1]
    return [HONOR_LETTERS[_DIGITS[letter][d] - 27] if letter == "z" else d + letter for d in tok[:-1]]


def _tiles_of(written: str, form, key: str | None = None, column: int = 0, placed: list | None = None):
    """The tiles of a ``dora=`` / ``win=`` argument (tile groups only): (tiles, red fives, form).

    With ``placed``, each tile is also recorded as Origin.word_tiles has it, ``written`` starting at
    ``column``: (key, tile, column, as written), a group of one tile by its own text and column,
    the tiles of a longer group one by one, named as the line writes tiles."""
    got: list = []
    red = 0
    for tok in _TOKENS(written):
        group = _GROUPS.get(tok)
        if group is None:
            group = _group(tok)
        k, here, f, skip, red_at = group
        if k != _TILES:
            raise _Decline
        if f is not None and f != form:
            if form is not None:
                raise _Decline
            form = f
        if placed is not None:
            if len(here) == 1:
                placed.append((key, here[0], column, tok))
            else:
                first = column + skip
                placed.extend([(key, t, first + i, name) for i, (t, name) in enumerate(zip(here, _names(tok)))])
        got += here
        red += len(red_at)
        column += len(tok)
    if not got:
        raise _Decline
    return got, red, form
