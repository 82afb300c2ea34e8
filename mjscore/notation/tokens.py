"""The notation's tokens and words, as the direct reader and the full reader both read them.

- :data:`TERMINALS` / :data:`BOTZONE_TERMINALS`: the tile and flower terminals of
  ``grammars/hand.lark``, pattern for pattern (tests/test_notation_reader.py checks them against the
  grammar Lark reads), which the direct reader's scanner is made of;
- what their characters name: :data:`DIGIT_TILES` (suit digits), :data:`HONOR_TILES`,
  :data:`WIND_TILES`, and :func:`meld_of`, the meld a bracketed group makes;
- the condition words read as a whole word (:data:`FIXED`, :func:`fixed_word`) and the ``key=``
  words (:data:`KEYWORD`), from the conditions table.

Stated here once; :mod:`mjscore.notation.reader`, :mod:`mjscore.notation.columns` and
:mod:`mjscore.notation.line` read them. Imports no parser.
"""

from __future__ import annotations

import re

from .. import conditions as cw
from ..hand import CHOW, KONG, PUNG, Meld
from ..tiles import HONOR_LETTERS

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Callable, Final

    from ..hand import ColumnFinder, Conditions

    # What a token means to the direct reader (reader._group): (its kind: tiles, flowers or a meld,
    # its tiles or flower numbers, the suit form it fixes or None, its Meld for a meld, the offsets
    # of its red fives).
    Group = tuple[int, tuple[int, ...], str | None, Meld | None, tuple[int, ...]]
    # What a condition word means (reader._word): (Conditions key, value, the suit form its tiles fix).
    WordMeaning = tuple[str, Any, str | None]
    # What a line's closing condition words make (reader._read): (their Conditions, the suit form
    # their tiles fix, whether flowers= is among them).
    Rest = tuple[Conditions, str | None, bool]


class Token:
    """One terminal of a line, as Lark's tokens have it: ``type`` (the grammar's terminal name),
    ``value`` (the text), ``start_pos`` / ``end_pos`` (0-based offsets in the line)."""

    def __init__(self, type: str, value: str, start_pos: int, end_pos: int) -> None:
        self.type: Final = type
        self.value: Final = value
        self.start_pos: Final = start_pos
        self.end_pos: Final = end_pos

    def __repr__(self) -> str:
        return f"Token({self.type!r}, {self.value!r}, {self.start_pos})"


__all__ = ["Token", "TERMINALS", "BOTZONE_TERMINALS", "FLOWER_TERMINALS", "DIGIT_TILES", "HONOR_TILES", "WIND_TILES",
           "meld_of", "FIXED", "FLAG_INITIALS", "KEYWORD", "fixed_word", "SEPARATOR_OK"]

# The tile and flower terminals of grammars/hand.lark, as the grammar writes them, in the order its
# lexer tries them (RED_FIVE's priority puts it before SUFFIX, which would take the 5m of 5mr).
TERMINALS: Final = {
    "RED_FIVE": r"5[mps]r(?![a-z])",
    "PREFIX": r"[mpsz][0-9]+",
    "SUFFIX": r"[0-9]+[mpsz]",
    "HONORS": r"[ESWNPFC]+",
    "UNICODE": r"[\U0001F000-\U0001F021]+",
    "FLOWERS": r"f[0-9]+",
    "UNICODE_FLOWERS": r"[\U0001F022-\U0001F029]+",
}
BOTZONE_TERMINALS: Final = {"BZ_TILES": r"(?:[WBTFJ][0-9])+", "BZ_FLOWERS": r"(?:H[0-9])+"}
FLOWER_TERMINALS: Final = frozenset({"FLOWERS", "UNICODE_FLOWERS", "BZ_FLOWERS"})
# Suit letter -> digit -> tile (the digit 0 is the red five); z takes 1-7, the honors E S W N P F C.
DIGIT_TILES: dict[str, dict[str, int]] = {
    letter: {"0": base + 4, **{str(n): base + n - 1 for n in range(1, 10)}}
    for letter, base in (("m", 0), ("p", 9), ("s", 18))
}
DIGIT_TILES["z"] = {str(n): 26 + n for n in range(1, 8)}
HONOR_TILES: Final = {ch: 27 + i for i, ch in enumerate(HONOR_LETTERS)}
WIND_TILES: Final = {"e": 27, "s": 28, "w": 29, "n": 30}  # seat=, round=, prevalent=, pao= (either case)


def meld_of(concealed: bool, tiles: list[int], red: int) -> Meld | None:
    """The Meld of a bracketed group's sorted tiles: ``(...)`` four equal tiles (a concealed kong),
    ``[...]`` a chow, a pung or a kong; None when the tiles make none of these."""
    n, low = len(tiles), tiles[0]
    same = tiles[-1] == low
    if concealed:
        return Meld(kind=KONG, tile=low, concealed=True, red=red) if n == 4 and same else None
    if same and (n == 3 or n == 4):
        return Meld(kind=PUNG if n == 3 else KONG, tile=low, concealed=False, red=red)
    if n == 3 and low < 27 and tiles[1] == low + 1 and tiles[2] == low + 2 and low % 9 <= 6:
        return Meld(kind=CHOW, tile=low, concealed=False, red=red)
    return None


# Condition words that are a whole word with a fixed meaning: flags and winds (lower-case keys;
# winds in both cases of their letter).
FIXED: Final[dict[str, tuple[str, object]]] = {}
for _word, (_entry, _flag) in cw.BY_WORD.items():
    if _entry.kind == cw.FLAG:
        FIXED[_word] = (_entry.key, _flag)
    elif _entry.kind == cw.WIND:
        for _letter, _tile in WIND_TILES.items():
            FIXED[f"{_word}={_letter}"] = (_entry.key, _tile)
            FIXED[f"{_word}={_letter.upper()}"] = (_entry.key, _tile)  # (as lines write it: no lower())
# The letters a flag word can begin with, in either case (a word that begins otherwise and holds
# no "=" is a tile word, or no word at all).
FLAG_INITIALS: Final = frozenset(w[0] for w in FIXED if "=" not in w) | frozenset(w[0].upper() for w in FIXED if "=" not in w)
# key=value words read here: numbers and tile lists.
KEYWORD: Final[dict[str, tuple[str, str]]] = {
    w: (e.key, e.kind) for w, (e, _) in cw.BY_WORD.items() if e.kind in (cw.NUMBER, cw.TILES, cw.TILE)
}
del _word, _entry, _flag, _letter, _tile


def fixed_word(word: str) -> tuple[str, object] | None:
    """(key, value) of a flag or wind word in any ASCII letter case, or None."""
    found = FIXED.get(word)
    if found is None and word.isascii() and ("=" in word or word[0] in FLAG_INITIALS):
        found = FIXED.get(word.lower())
    return found


# A comma between Botzone codes as the grammar takes it in the common case: between two codes, or a
# code or meld and the next code or meld, with no space on either side (any other comma: Lark's).
SEPARATOR_OK: Final = re.compile(r"(?<=[0-9\])]),(?=[WBTFJH\[(])")


# One token of a tile word: a whole meld in brackets, a grammar terminal; the last alternative
# catches anything else (a bracket not closed in the same word, a stray character: declined).
_MELD_TOKEN: Final = r"\[[^][()]*\]|\([^][()]*\)|"


def scanner(terminals: dict[str, str]) -> re.Pattern[str]:
    return re.compile(_MELD_TOKEN + "|".join(f"(?P<{n}>{p})" for n, p in terminals.items()) + "|.")


class Codes:
    """One way of writing tiles (the notation's, Botzone codes): its tokens and what each means."""

    def __init__(self, name: str, terminals: dict[str, str], notation: str | None, columns: ColumnFinder,
                 separator: str | None = None) -> None:
        scan = scanner(terminals)
        self.name: Final = name
        self.separator: Final = separator  # the grammar's optional separator between pieces (_COMMA)
        # (whole tokens)
        self.tokens: Final[Callable[[str], list[str]]] = re.compile(re.sub(r"\(\?P<[A-Z_]+>", "(?:", scan.pattern)).findall
        self.finditer: Final = scan.finditer
        self.kind: Final = re.compile("|".join(f"(?P<{n}>{p})" for n, p in terminals.items())).fullmatch
        self.notation: Final = notation  # Origin.notation when fixed by the codes (else the line's form)
        self.columns: Final = columns
        self.groups: Final[dict[str, Group]] = {}  # token -> its meaning (see _group); bounded
        self.words: Final[dict[str, WordMeaning]] = {}  # condition word -> (key, value, form); bounded
        self.rests: Final[dict[str, Rest]] = {}  # closing condition words -> (Conditions, form, flowers=)
