"""Where the parts of a line the direct reader took stand, for an error message only.

A valid line is read by :mod:`mjscore.notation.reader` without columns. When a message asks for one
(the Origin's finders), the line's tokens are made again, with their places, from the reader's own
scanner (the grammar's terminals), as the items of Lark's parse; :class:`~mjscore.notation.line.Line`
reads them, so an Origin's columns are always Line's, whichever parser made the tokens. No Lark.
"""

from __future__ import annotations

import re

from .. import conditions as cw
from .tokens import FLOWER_TERMINALS, KEYWORD, SEPARATOR_OK, Token, fixed_word

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Final, Union

    from ..hand import Columns
    from .line import Line
    from .tokens import Codes

    # A meld's item, as Lark's parse has it: (tag, its tokens, brackets included).
    MeldItem = tuple[str, list["Token"]]

__all__ = ["items", "columns"]


def items(text: str, codes: Codes) -> list[Any] | None:
    """The items Lark's parse of ``text`` gives (:func:`mjscore.notation.diagnosis.items`), made from
    the direct reader's tokens, for a line whose words it knows; None for any other. (For a line the
    direct reader took, or a line of tiles alone; other items may differ from Lark's.)"""
    from .line import ITEM_COND, ITEM_KONG, ITEM_MELD

    if codes.separator is not None and codes.separator in text:
        if len(SEPARATOR_OK.findall(text)) != text.count(codes.separator):
            return None
    out: list[Any] = []
    words = False  # (once a condition word is written, no tile may follow: the grammar's order)
    for m in re.finditer(r"\S+", text):
        word, start = m.group(), m.start()
        fixed = fixed_word(word)
        words = words or fixed is not None or "=" in word
        if fixed is not None:
            out.append((ITEM_COND, [Token("WORD", word, start, m.end())]))
        elif "=" in word:
            name = word.partition("=")[0]
            entry = KEYWORD.get(name.lower()) if name.isascii() else None
            if entry is None:
                return None
            if entry[1] == cw.NUMBER:
                out.append((ITEM_COND, [Token("NUMBER_WORD", word, start, m.end())]))
                continue
            tokens = _tokens(codes, word, start + len(name) + 1, start)
            if tokens is None:
                return None
            out.append((ITEM_COND, [Token("KEY", word[:len(name) + 1], start, start + len(name) + 1), *tokens]))
        else:
            tokens = _tokens(codes, word, start, start, (ITEM_MELD, ITEM_KONG))
            if tokens is None or words and any(type(t) is Token and t.type not in FLOWER_TERMINALS for t in tokens):
                return None
            out += tokens
    return out


def _tokens(codes: Codes, word: str, at: int, start: int,
            melds: tuple[str, str] | None = None) -> list[Union[Token, MeldItem]] | None:
    """The tokens of ``word[at - start:]`` (at offset ``at`` of the line), melds as Lark's items
    when ``melds`` gives their tags; None at a character no terminal takes."""
    out: list[Union[Token, MeldItem]] = []
    for m in codes.finditer(word, at - start):
        kind, tok, pos = m.lastgroup, m.group(), start + m.start()
        if tok == codes.separator:
            continue  # (a comma between codes: Lark's parse leaves it out too)
        if kind is not None:
            out.append(Token(kind, tok, pos, pos + len(tok)))
        elif melds is None or tok[0] not in "[(" or len(tok) < 2:
            return None
        else:
            inner = _tokens(codes, tok[1:-1], pos + 1, pos + 1)
            if inner is None:
                return None
            tags = ("LSQB", "RSQB", melds[0]) if tok[0] == "[" else ("LPAR", "RPAR", melds[1])
            # (inside brackets no meld is taken: every item is a token)
            out.append((tags[2], [Token(tags[0], tok[0], pos, pos + 1), *[t for t in inner if isinstance(t, Token)],
                                  Token(tags[1], tok[-1], pos + len(tok) - 1, pos + len(tok))]))
    return out


def columns(text: str, codes: Codes, words_only: bool = False) -> Columns | tuple[tuple[str, int], ...]:
    """Where the parts of a line this reader took stand (the Origin's Columns): its tokens read
    again, with their places, by the full reader's Line. ``words_only``: just the (key, column) of
    each condition word, found without reading the tiles (a rule set's refusal of a word, such as
    Yaochu's seat=N, names that word's column)."""
    if words_only:
        found: list[tuple[str, int]] = []
        for m in re.finditer(r"\S+", text):
            fixed = fixed_word(m.group())
            if fixed is not None or "=" in m.group():  # (no tile word holds "=" or is a flag's word)
                key = fixed[0] if fixed is not None else KEYWORD[m.group().partition("=")[0].lower()][0]
                found.append((key, m.start() + 1))
        return tuple(found)
    line = _line(text, codes)
    found_items = items(text, codes)
    assert found_items is not None, "a line the direct reader took has its items"
    line.read(found_items)
    origin = line.hand().origin
    assert origin is not None, "Line.hand() gives a hand its Origin"
    return origin.columns()


def _line(text: str, codes: Codes) -> Line:
    if codes.notation != "botzone":
        from .line import Line

        return Line(text)
    from .botzone import BotzoneLine

    return BotzoneLine(text)


