"""Lark's own parser on ``grammars/hand.lark`` (the notation's one definition and its parser of
record): it reads every line the direct reader (:mod:`mjscore.notation.reader`) declines, and turns
the exception of a line the grammar refuses into our one-line message with the exact column.

:func:`items` gives the flat items :class:`mjscore.notation.line.Line` gives meaning to. Lark is
imported, and its parser built (or loaded from the user's private cache), on the first such line:
a batch of common valid lines never loads this module. Lark's exceptions never escape: every failure
is a :class:`~mjscore.errors.HandSyntaxError` or, for an unknown condition word, an
:class:`~mjscore.errors.InvalidHandError` (docs/cli.md classes it ``invalid``).
"""

from __future__ import annotations

from .. import conditions as cw
from ..errors import MjscoreError, syntax_error
from . import tokens
from .line import ITEM_COND, ITEM_KONG, ITEM_MELD

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

    from lark import Lark, Token

__all__ = ["items", "lark_parser", "grammar_text"]

_parser: Lark | None = None  # Lark's parser of the notation, built for the first refused line
_other_parsers: dict[str, Lark] = {}  # start symbol -> Lark's parser (botzone: Botzone tile codes)


def lark_parser(start: str = "start") -> Lark:
    """Lark's LALR parser of the grammar from the start symbol ``start`` (``start``: the notation,
    ``botzone``: Botzone tile codes), whose parse is the list of items :class:`~.line.Line` reads: a
    token per tile group or flower group outside brackets, ``(ITEM_MELD | ITEM_KONG | ITEM_COND, [tokens])`` per
    meld or condition word."""
    global _parser
    parser = _parser if start == "start" else _other_parsers.get(start)
    if parser is None:
        from typing import Any  # (loaded by Lark already: the base class's parameters are evaluated)

        from lark import Lark, Token, Transformer

        class Collect(Transformer[Token, Any]):
            """Packs the parse into flat items; meaning is given by :mod:`mjscore.notation`."""

            def start(self, children: list[Any]) -> list[Any]:
                return children

            def meld(self, children: list[Token]) -> tuple[str, list[Token]]:
                return (ITEM_MELD, children)

            def kong(self, children: list[Token]) -> tuple[str, list[Token]]:
                return (ITEM_KONG, children)

            def condition(self, children: list[Token]) -> tuple[str, list[Token]]:
                return (ITEM_COND, children)

            # The start symbol botzone (Botzone tile codes) makes the same items.
            botzone, bz_meld, bz_kong, bz_condition = start, meld, kong, condition

        kwargs: dict[str, Any] = dict(parser="lalr", lexer="contextual", transformer=Collect(), start=start)
        text = grammar_text()
        cache = _private_cache(text, start)
        parser = None
        if cache is not None:
            try:  # (the grammar's analysis, kept in the user's own private directory: ~25 ms of a cold start)
                parser = Lark(text, cache=cache, **kwargs)
            except Exception:  # an unwritable or stale cache must not stop us
                parser = None
        if parser is None:
            parser = Lark(text, **kwargs)
        if start == "start":
            _parser = parser
        else:
            _other_parsers[start] = parser
    return parser


def _private_cache(text: str, start: str) -> str | None:
    """The file where Lark may keep its analysis of the grammar, or None. Lark's own default is a
    pickle in the shared temp directory under a name anyone can compute, so another local user could
    plant code there; this one is in the user's cache directory (``$XDG_CACHE_HOME/mjscore`` or
    ``~/.cache/mjscore``), used only when that directory is a real directory owned by the user and
    closed to everyone else, and the file (when there) a regular file owned by the user that no one
    else may write."""
    import os
    import stat
    import sys

    import hashlib

    try:
        import lark

        base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
        if not os.path.isabs(base):
            return None
        folder = os.path.join(base, "mjscore")
        os.makedirs(folder, mode=0o700, exist_ok=True)
        uid = os.getuid()
        st = os.lstat(folder)
        if not stat.S_ISDIR(st.st_mode) or st.st_uid != uid or st.st_mode & 0o077:
            return None
        # (the pickle names this module's transformer class: a moved module must not read an old file)
        name = (f"lark-{hashlib.sha256(text.encode('utf-8')).hexdigest()[:16]}-{start}-{__name__}-{lark.__version__}-"
                f"{sys.version_info[0]}.{sys.version_info[1]}.cache")
        path = os.path.join(folder, name)
        try:
            st = os.lstat(path)
        except FileNotFoundError:
            return path
        if not stat.S_ISREG(st.st_mode) or st.st_uid != uid or st.st_mode & 0o022:
            return None
        return path
    except (OSError, AttributeError, ImportError, KeyError):
        return None


def grammar_text() -> str:
    """The text of ``hand.lark``: the installed package's ``mjscore/grammars/``, or the repository's
    top-level ``grammars/``."""
    from pathlib import Path

    here = Path(__file__).resolve().parent
    for candidate in (here.parent / "grammars" / "hand.lark", here.parent.parent / "grammars" / "hand.lark"):
        if candidate.is_file():
            return candidate.read_text(encoding="utf-8")
    from importlib.resources import files

    return files("mjscore.grammars").joinpath("hand.lark").read_text(encoding="utf-8")


def items(text: str, start: str = "start") -> list[Any]:
    """Lark's reading of one line (see :func:`lark_parser`), or our error for a line the grammar
    refuses. ``start`` is the grammar's start symbol the line is read from (``botzone`` for Botzone
    tile codes)."""
    try:
        parsed: list[Any] = lark_parser(start).parse(text)  # type: ignore[assignment]  # (Collect's items, not a Tree)
    except MjscoreError:
        raise
    except Exception as err:  # Lark's exceptions (and anything unforeseen) become ours
        raise _from_lark(text, err, start == "botzone") from None
    # Lark's tokens become the notation's own (tokens.Token), which the line reader reads
    return [(item[0], [_own(t) for t in item[1]]) if isinstance(item, tuple) else _own(item) for item in parsed]


def _own(tok: Token) -> tokens.Token:
    return tokens.Token(tok.type, str(tok), tok.start_pos or 0, tok.end_pos or 0)


# --------------------------------------------------------------------------------------------
# Lark's exception -> our message


_TILE_TERMINALS = {"PREFIX", "SUFFIX", "HONORS", "UNICODE", "RED_FIVE", "BZ_TILES"}
_FLOWER_TERMINALS = {"FLOWERS", "UNICODE_FLOWERS", "BZ_FLOWERS"}
_CLOSING = {"RSQB", "RPAR"}
_SEPARATOR = "_COMMA"  # (Botzone codes: an optional comma between tiles)
_BOTZONE_CODES = "W1-W9, B1-B9, T1-T9, F1-F4, J1-J3, H1-H8"


def _from_lark(text: str, err: Exception, botzone: bool = False) -> MjscoreError:
    """Our error for any exception the Lark parser raised (``botzone``: the line is read with
    Botzone tile codes)."""
    from lark.exceptions import UnexpectedCharacters, UnexpectedToken

    if isinstance(err, UnexpectedCharacters):
        return _unexpected_character(text, err.pos_in_stream or 0, botzone)
    if isinstance(err, UnexpectedToken):
        if err.token.type == "$END":
            return _unexpected_end(text, set(err.expected or ()) - {_SEPARATOR})
        return _unexpected_token(text, err.token, set(err.expected or ()) - {_SEPARATOR})
    return syntax_error(text, f"cannot read the hand ({type(err).__name__})", None)


def _unexpected_character(text: str, pos: int, botzone: bool = False) -> MjscoreError:
    """No terminal of the grammar starts at ``pos``."""
    found = _unknown_word(text, pos) or _bad_value(text, pos)
    if found is not None:
        return found
    ch = text[pos] if pos < len(text) else ""
    hint = None
    if botzone:
        if ch.isdigit():
            hint = "a number needs its code letter before it (W, B, T, F, J or H)"
        elif ch and ch in "WBTFJH":
            hint = f"a code letter needs its number: {_BOTZONE_CODES}"
        elif ch and ch in "wbtfjh":
            hint = f"codes are written in capitals: {_BOTZONE_CODES}"
        elif ch and (ch in "mpszESWNPC" or "\U0001F000" <= ch <= "\U0001F029"):  # the notation's tiles
            hint = f"tiles are Botzone codes here: {_BOTZONE_CODES}"
    elif ch.isdigit() or ch in ("M", "Z"):  # (123M: a suit in capitals)
        from ..validate import suit_case_hint

        hint = suit_case_hint(text, pos) or ("digits need a suit letter (m, p, s or z) on one side"
                                             if ch.isdigit() else None)
    elif ch and ch in "mpsz":
        hint = "a suit letter needs digits"
    elif ch == "r" and text[max(pos - 2, 0):pos] in ("5m", "5p", "5s") and pos > 2 \
            and not text[pos + 1:pos + 2].isalpha():  # 45mr: the red five is a tile on its own
        hint = "MJAI's red five is written 5mr, 5pr or 5sr, a tile on its own"
    return syntax_error(text, f"unexpected {ch!r}", pos + 1, hint)


def _unexpected_end(text: str, expected: set[str]) -> MjscoreError:
    """The line stops inside a group (``[CC``, ``dora=``)."""
    note = None
    if expected and expected <= _TILE_TERMINALS | _CLOSING:
        note = "expected a tile or a closing bracket" if expected & _CLOSING else "expected a tile"
    return syntax_error(text, "unexpected end of line", len(text.rstrip()) + 1, note)


def _unexpected_token(text: str, tok: Token, expected: set[str]) -> MjscoreError:
    """A terminal the grammar does not take where it stands."""
    pos = tok.start_pos if tok.start_pos is not None else 0
    if tok.type in _TILE_TERMINALS | _FLOWER_TERMINALS:
        found = _bad_value(text, pos)  # `tsumo Seat`: a word whose first letter reads as a tile
        if found is not None:
            return found
        note = None
        if tok.type in _FLOWER_TERMINALS:
            note = "a flower is not a tile here"
        elif expected and expected <= _CLOSING:
            note = "a meld holds tiles only"
        elif expected & {"FLAG", "WIND_WORD"}:
            note = "tiles come before the condition words"
        return syntax_error(text, f"unexpected {tok.value!r}", pos + 1, note)
    found = _unknown_word(text, pos)
    if found is not None:
        return found
    note = "one comma stands between two tiles" if tok.type == _SEPARATOR else None
    return syntax_error(text, f"unexpected {tok.value!r}", pos + 1, note)


def _chunk_at(text: str, pos: int) -> tuple[int, str]:
    """The whitespace-delimited chunk of ``text`` around ``pos``: (start index, chunk)."""
    start = pos
    while start > 0 and not text[start - 1].isspace():
        start -= 1
    end = pos
    while end < len(text) and not text[end].isspace():
        end += 1
    return start, text[start:end]


def _unknown_word(text: str, pos: int) -> MjscoreError | None:
    """A refused chunk that looks like a condition word (``foo``, ``seet=S``): an unknown condition
    (kind ``invalid``, as docs/cli.md classes it), naming every word of the notation."""
    start, chunk = _chunk_at(text, pos)
    if start == 0 or not text[start - 1].isspace():
        return None  # the first chunk is tiles
    word = chunk.split("=", 1)[0]
    if word.isascii() and word.lower() in cw.BY_WORD:
        return None  # a known word with a wrong value
    if len(word) < 2 or not all((ch.isascii() and ch.isalpha()) or ch == "-" or ch in FOLDS_TO_ASCII for ch in word):
        return None
    if "=" not in chunk and not any(ch.islower() for ch in word[1:]):
        return None  # e.g. EEEX: tiles with a typo, reported as an unexpected character
    from ..validate import unknown_word_error  # (the words, and the nearest: the engine says it for its rules)

    return unknown_word_error(text, chunk, start + 1)


# The letters that Unicode case rules (and Python's re.IGNORECASE) take for ASCII ones: ſ (s), ı and
# İ (i), the Kelvin sign (k). Words match ASCII letters only, so a word holding one is unknown.
FOLDS_TO_ASCII = "\u017f\u0131\u0130\u212a"

_VALUE_HINTS = {cw.WIND: "expected a wind E, S, W or N", cw.NUMBER: "expected a number"}
_VALUE_FORMS = {cw.WIND: "E|S|W|N", cw.NUMBER: "N", cw.TILES: "TILES", cw.TILE: "TILE"}


def _bad_value(text: str, pos: int) -> MjscoreError | None:
    """``seat=X``, ``flowers=x``: a known key with a value it does not take."""
    start, chunk = _chunk_at(text, pos)
    key, eq, value = chunk.partition("=")
    if start > 0:  # a known word with or without its `=` (`seat = S`, `WIN C`, `tsumo=1`)
        entry = cw.BY_WORD.get(key.lower(), (None,))[0] if key.isascii() else None
        if entry is not None and not eq and entry.kind != cw.FLAG:
            return syntax_error(text, f"{chunk!r} needs a value", start + 1,
                                f"write {entry.words[0]}={_VALUE_FORMS[entry.kind]}, with no spaces")
        if entry is not None and eq and entry.kind == cw.FLAG:
            return syntax_error(text, f"{chunk!r}: {key} takes no value", start + 1, f"write {key} alone")
    found = cw.BY_WORD.get(key.lower()) if eq and key.isascii() else None
    # (refused at the word's start, or, for a wind, after its first letter: `seat=south` reads as
    # seat=s, then `outh`)
    if found is None or found[0].kind not in _VALUE_HINTS or not (
            pos == start or found[0].kind == cw.WIND and pos > start + len(key) + 1):
        return None
    col = start + len(key) + 2
    hint = _VALUE_HINTS[found[0].kind]
    letter = _WIND_NAMES.get(value.lower()) if found[0].kind == cw.WIND else None
    if letter is not None:  # a wind written as a word: `seat=south`
        return syntax_error(text, f"unexpected {value!r}", col, hint + f" ({key.lower()}={letter} for {value.lower()})")
    if pos != start:  # (a wind letter, then more: `seat=SE`)
        return syntax_error(text, f"unexpected {text[pos]!r}", pos + 1, hint)
    what = f"unexpected {value[0]!r}" if value else (
        "unexpected end of line" if col > len(text.rstrip()) else f"unexpected {text[col - 1]!r}")
    return syntax_error(text, what, col, hint)


# A wind written as a word, in English or in romaji (seat=south, round=ton): its letter.
_WIND_NAMES = {"east": "E", "south": "S", "west": "W", "north": "N",
               "ton": "E", "nan": "S", "sha": "W", "shaa": "W", "pei": "N", "pe": "N"}
