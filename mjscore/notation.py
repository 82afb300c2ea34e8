"""Reading and writing the hand notation of NOTATION.md.

- :func:`parse_hand` reads one line into a :class:`~mjscore.hand.Hand`: one LALR pass over
  ``grammars/hand.lark`` (the structure; run from the tables :mod:`mjscore.hand_parser` ships, with
  Lark itself reading a line the tables refuse, for its detailed error), then one walk over the tokens that gives them meaning
  (tile kinds, the winning tile, one notation form throughout) and runs the rule-agnostic checks
  (tile count, five copies, meld shapes, flowers, contradictory conditions).
- :func:`format_hand` writes the canonical notation: suffix form, honors as ``ESWNPFC``, the
  concealed tiles sorted, the melds, a space and the winning tile, the flowers, then the condition
  words. ``parse_hand(format_hand(h)) == h`` for every hand ``parse_hand`` returns.
- :func:`format_tiles` / :func:`format_meld` / :func:`format_group` write tiles in suffix form.

Every failure is a :class:`~mjscore.errors.HandSyntaxError` (the grammar refused the text) or an
:class:`~mjscore.errors.InvalidHandError` (well-formed, but not a possible hand); Lark's own
exceptions never escape. Lark's parser is built only for the first refused line (cold start).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from pathlib import Path

from . import conditions as cw
from . import validate
from .errors import HandSyntaxError, InvalidHandError, MjscoreError
from .hand import CHOW, KONG, PUNG, Conditions, Hand, Meld, Origin
from .hand_parser import Refused
from .hand_parser import parse as _fast_parse
from .tiles import (
    HONOR_LETTERS,
    SUIT_LETTERS,
    UNICODE_FLOWER,
    UNICODE_TILE,
    Tile,
    describe,
)

__all__ = ["parse_hand", "parse_tiles", "format_hand", "format_tiles", "format_meld", "format_group",
           "message"]

PREFIX, SUFFIX = "prefix", "suffix"
_MELD, _KONG, _COND = "meld", "kong", "cond"
_HONOR_INDEX = {ch: 27 + i for i, ch in enumerate(HONOR_LETTERS)}
# Suit letter -> digit -> (tile, red). The digit 0 is a red five; z takes 1-7 (E S W N P F C).
_DIGIT_TILES = {
    letter: {"0": (base + 4, True), **{str(n): (base + n - 1, False) for n in range(1, 10)}}
    for letter, base in (("m", 0), ("p", 9), ("s", 18))
}
_DIGIT_TILES["z"] = {str(n): (26 + n, False) for n in range(1, 8)}
_WIND_VALUE = {"e": 27, "s": 28, "w": 29, "n": 30}
_MAX_NUMBER_DIGITS = 6  # flowers=, draws=: longer numbers are refused, not converted

_NO_CONDITIONS = Conditions()
_parser = None


# --------------------------------------------------------------------------------------------
# The parser (built lazily)


def _grammar_text() -> str:
    """``grammars/hand.lark`` of a source checkout, else the installed ``mjscore.grammars`` data."""
    here = Path(__file__).resolve().parent
    for candidate in (here.parent / "grammars" / "hand.lark", here / "grammars" / "hand.lark"):
        if candidate.is_file():
            return candidate.read_text(encoding="utf-8")
    from importlib.resources import files

    return files("mjscore.grammars").joinpath("hand.lark").read_text(encoding="utf-8")


def _get_parser():
    global _parser
    if _parser is None:
        from lark import Lark, Transformer

        class Collect(Transformer):
            """Packs the parse into flat items; meaning is given by :class:`_Reader`."""

            def start(self, children):
                return children

            def meld(self, children):
                return (_MELD, children)

            def kong(self, children):
                return (_KONG, children)

            def condition(self, children):
                return (_COND, children)

        kwargs = dict(parser="lalr", lexer="contextual", transformer=Collect())
        try:  # the grammar analysis is cached in the temp directory (faster cold start)
            _parser = Lark(_grammar_text(), cache=True, **kwargs)
        except Exception:  # an unwritable or stale cache must not stop us
            _parser = Lark(_grammar_text(), **kwargs)
    return _parser


# --------------------------------------------------------------------------------------------
# Error messages


def _one_line(text: str) -> str:
    """Control characters (newlines included) escaped, so that a message is one line."""
    if text.isprintable():
        return text
    return "".join(ch if ch.isprintable() else ch.encode("unicode_escape").decode("ascii") for ch in text)


def message(text: str, what: str, column: int | None = None, note: str | None = None) -> str:
    """The one-line message of every notation error: ``TEXT: WHAT at column N; NOTE``.

    ``what`` names the offending part of the text (``unexpected 'x'``, ``five copies of m1
    (characters 1)``); ``note`` says why or what was expected.
    """
    where = f" at column {column}" if column else ""
    tail = f"; {note}" if note else ""
    return _one_line(f"{text.rstrip(chr(13) + chr(10))}: {what}{where}{tail}")


def _syntax(text: str, what: str, column: int | None, note: str | None = None) -> HandSyntaxError:
    return HandSyntaxError(message(text, what, column, note), column, text)


def _invalid(text: str, what: str, column: int | None, note: str | None = None) -> InvalidHandError:
    return InvalidHandError(message(text, what, column, note), column, text)


_TILE_TERMINALS = {"PREFIX", "SUFFIX", "HONORS", "UNICODE"}


def _chunk_at(text: str, pos: int) -> tuple[int, str]:
    """The whitespace-delimited chunk of ``text`` around ``pos``: (start index, chunk)."""
    start = pos
    while start > 0 and not text[start - 1].isspace():
        start -= 1
    end = pos
    while end < len(text) and not text[end].isspace():
        end += 1
    return start, text[start:end]


def _unknown_word(text: str, pos: int) -> InvalidHandError | None:
    """A refused chunk that looks like a condition word (``foo``, ``seet=S``): an unknown condition
    (kind ``invalid``, as CLI.md classes it), naming every word of the notation."""
    start, chunk = _chunk_at(text, pos)
    if start == 0 or not text[start - 1].isspace():
        return None  # the first chunk is tiles
    word = chunk.split("=", 1)[0]
    if word.lower() in cw.BY_WORD:
        return None  # a known word with a wrong value
    if len(word) < 2 or not all(ch.isascii() and (ch.isalpha() or ch == "-") for ch in word):
        return None
    if "=" not in chunk and not any(ch.islower() for ch in word[1:]):
        return None  # e.g. EEEX: tiles with a typo, reported as an unexpected character
    known = ", ".join(cw.all_words())
    return _invalid(text, f"unknown condition word {chunk!r}", start + 1, f"the words are: {known}")


_VALUE_HINTS = {cw.WIND: "expected a wind E, S, W or N", cw.NUMBER: "expected a number"}
_VALUE_FORMS = {cw.WIND: "E|S|W|N", cw.NUMBER: "N", cw.TILES: "TILES", cw.TILE: "TILE"}


def _bad_value(text: str, pos: int) -> HandSyntaxError | None:
    """``seat=X``, ``flowers=x``: a known key with a value it does not take."""
    start, chunk = _chunk_at(text, pos)
    key, eq, value = chunk.partition("=")
    if start > 0:  # a known word with or without its `=` (`seat = S`, `WIN C`, `tsumo=1`)
        entry = cw.BY_WORD.get(key.lower(), (None,))[0]
        if entry is not None and not eq and entry.kind != cw.FLAG:
            return _syntax(text, f"{chunk!r} needs a value", start + 1,
                           f"write {entry.words[0]}={_VALUE_FORMS[entry.kind]}, with no spaces")
        if entry is not None and eq and entry.kind == cw.FLAG:
            return _syntax(text, f"{chunk!r}: {key} takes no value", start + 1, f"write {key} alone")
    found = cw.BY_WORD.get(key.lower()) if eq and pos == start else None
    if found is None or found[0].kind not in _VALUE_HINTS:
        return None
    col = start + len(key) + 2
    what = f"unexpected {value[0]!r}" if value else (
        "unexpected end of line" if col > len(text.rstrip()) else f"unexpected {text[col - 1]!r}")
    return _syntax(text, what, col, _VALUE_HINTS[found[0].kind])


def _from_lark(text: str, err: Exception) -> MjscoreError:
    """Our error for any exception the Lark parser raised."""
    from lark.exceptions import UnexpectedCharacters, UnexpectedToken

    if isinstance(err, UnexpectedCharacters):
        pos = err.pos_in_stream
        found = _unknown_word(text, pos) or _bad_value(text, pos)
        if found is not None:
            return found
        ch = text[pos] if pos < len(text) else ""
        hint = None
        if ch.isdigit():
            hint = "digits need a suit letter (m, p, s or z) on one side"
        elif ch and ch in "mpsz":
            hint = "a suit letter needs digits"
        return _syntax(text, f"unexpected {ch!r}", pos + 1, hint)
    if isinstance(err, UnexpectedToken):
        tok = err.token
        if tok.type == "$END":
            expected = set(err.expected or ())
            note = None
            if expected and expected <= _TILE_TERMINALS | {"RSQB", "RPAR"}:
                note = "expected a tile or a closing bracket" if expected & {"RSQB", "RPAR"} \
                    else "expected a tile"
            return _syntax(text, "unexpected end of line", len(text.rstrip()) + 1, note)
        pos = tok.start_pos if tok.start_pos is not None else 0
        if tok.type in _TILE_TERMINALS | {"FLOWERS", "UNICODE_FLOWERS"}:
            found = _bad_value(text, pos)  # `tsumo Seat`: a word whose first letter reads as a tile
            if found is not None:
                return found
            note = None
            if tok.type in ("FLOWERS", "UNICODE_FLOWERS"):
                note = "a flower is not a tile here"
            elif err.expected and set(err.expected) <= {"RSQB", "RPAR"}:
                note = "a meld holds tiles only"
            elif err.expected and set(err.expected) & {"FLAG", "WIND_WORD"}:
                note = "tiles come before the condition words"
            return _syntax(text, f"unexpected {tok.value!r}", pos + 1, note)
        found = _unknown_word(text, pos)
        if found is not None:
            return found
        return _syntax(text, f"unexpected {tok.value!r}", pos + 1)
    return _syntax(text, f"cannot read the hand ({type(err).__name__})", None)


# --------------------------------------------------------------------------------------------
# Reading


def _tile_name(tile: Tile, form: str | None) -> str:
    if tile >= 27:
        return HONOR_LETTERS[tile - 27]
    digit, letter = str(tile % 9 + 1), SUIT_LETTERS[tile // 9]
    return letter + digit if form == PREFIX else digit + letter


class _Reader:
    """Gives meaning to the tokens of one line."""

    __slots__ = ("text", "form", "form_token")

    def __init__(self, text: str):
        self.text = text
        self.form: str | None = None  # PREFIX or SUFFIX, fixed by the first suited group
        self.form_token = None

    def _check_form(self, tok, form: str) -> None:
        if self.form is None:
            self.form, self.form_token = form, tok
        elif self.form != form:
            first = self.form_token
            raise _syntax(
                self.text, f"ambiguous notation {tok.value!r}", tok.start_pos + 1,
                f"{tok.value!r} is {form} form but {first.value!r} (column {first.start_pos + 1}) "
                f"is {self.form} form: write one form throughout",
            )

    def tiles(self, tok, out: list) -> None:
        """Append (tile, column, red) for each tile of one group token."""
        ty, value, col = tok.type, tok.value, tok.start_pos + 1
        if ty == "HONORS":
            for i, ch in enumerate(value):
                out.append((_HONOR_INDEX[ch], col + i, False))
            return
        if ty == "UNICODE":
            for i, ch in enumerate(value):
                out.append((UNICODE_TILE[ch], col + i, False))
            return
        if ty == "PREFIX":
            letter, digits, first = value[0], value[1:], col + 1
            self._check_form(tok, PREFIX)
        else:
            letter, digits, first = value[-1], value[:-1], col
            self._check_form(tok, SUFFIX)
        kinds = _DIGIT_TILES[letter]
        for i, d in enumerate(digits):
            found = kinds.get(d)
            if found is None:  # z0, z8, z9
                raise _syntax(self.text, f"{_tile_name_raw(letter, d, self.form)!r} is not a tile",
                              first + i, "honors are z1-z7: E S W N P F C")
            out.append((found[0], first + i, found[1]))

    def add_flower(self, flowers: list, number: int, column: int, written: str) -> None:
        for n, c in flowers:
            if n == number:
                raise _invalid(self.text, f"flower {written!r} written twice", column,
                               f"f{number} is already at column {c}; each flower exists once")
        flowers.append((number, column))

    def flower_token(self, tok, flowers: list) -> None:
        col = tok.start_pos + 1
        if tok.type == "UNICODE_FLOWERS":
            for i, ch in enumerate(tok.value):
                self.add_flower(flowers, UNICODE_FLOWER[ch], col + i, ch)
            return
        for i, d in enumerate(tok.value[1:]):
            if d not in "12345678":
                raise _syntax(self.text, f"'f{d}' is not a flower", col + 1 + i, "flowers are f1-f8")
            self.add_flower(flowers, int(d), col + 1 + i, "f" + d)

    def meld(self, kind: str, children, written: list) -> tuple[Meld, int]:
        open_tok, close_tok = children[0], children[-1]
        tiles: list = []
        for tok in children[1:-1]:
            self.tiles(tok, tiles)
        col = open_tok.start_pos + 1
        shown = self.text[open_tok.start_pos:close_tok.end_pos]
        written.extend((t, c) for t, c, _ in tiles)
        ts = sorted(t for t, _, _ in tiles)
        red = sum(1 for _, _, r in tiles if r)
        n, low = len(ts), ts[0]
        same = ts[-1] == low
        if kind == _KONG:
            if n == 4 and same:
                return Meld(KONG, low, True, red), col
            raise _invalid(self.text, f"{shown} is not a concealed kong", col,
                           "parentheses hold four equal tiles")
        if same and n in (3, 4):
            return Meld(PUNG if n == 3 else KONG, low, False, red), col
        if n == 3 and low < 27 and ts[1] == low + 1 and ts[2] == low + 2 and low % 9 <= 6:
            return Meld(CHOW, low, False, red), col
        raise _invalid(self.text, f"{shown} is not a chow, pung or kong", col)


def _tile_name_raw(letter: str, digit: str, form: str | None) -> str:
    return letter + digit if form == PREFIX else digit + letter


def _meld_key(pair: tuple[Meld, int]):
    m = pair[0]
    return (m.tile, m.kind != CHOW, m.kind == KONG, m.concealed, m.red)


def parse_hand(text: str, defaults: Mapping[str, object] | None = None) -> Hand:
    """Read one line of the notation into a Hand (see the module docstring).

    ``defaults`` maps Conditions fields to values applied to the fields the line does not write
    (command-line defaults; a word on the line wins), before the contradiction checks.
    """
    return _build(text, _items(text), defaults)


def _items(text: str) -> list:
    """The parse of one line: the table-driven parser (hand_parser), and for a line it refuses,
    Lark itself on the same grammar, whose exception gives the detailed message."""
    try:
        return _fast_parse(text)
    except Refused:
        pass
    try:
        return _get_parser().parse(text)
    except MjscoreError:
        raise
    except Exception as err:  # Lark's exceptions (and anything unforeseen) become ours
        raise _from_lark(text, err) from None


def _build(text: str, items: list, defaults: Mapping[str, object] | None) -> Hand:
    r = _Reader(text)
    concealed: list = []  # (tile, column, red) in written order, the winning tile included
    melds: list = []  # (Meld, column)
    written: list = []  # (tile, column) of meld tiles, for the five-copies check
    flowers: list = []  # (number, column)
    values: dict[str, object] = {}
    word_columns: list = []
    win_given = None  # (tile, red, column, written text)

    for item in items:
        if type(item) is not tuple:  # a tile group or flowers outside brackets
            if item.type == "FLOWERS" or item.type == "UNICODE_FLOWERS":
                r.flower_token(item, flowers)
            else:
                r.tiles(item, concealed)
            continue
        what, children = item
        if what is not _COND:
            melds.append(r.meld(what, children, written))
            continue
        key_tok = children[0]
        col = key_tok.start_pos + 1
        word, _, argument = key_tok.value.lower().partition("=")
        entry, flag_value = cw.BY_WORD[word]
        key = entry.key
        if key in values or (key == "win" and win_given is not None):
            first = next(c for k, c in word_columns if k == key)
            raise _invalid(text, f"{key_tok.value!r} repeats a condition", col,
                           f"{entry.words[0]} is already written at column {first}")
        word_columns.append((key, col))
        kind = entry.kind
        if kind == cw.FLAG:
            values[key] = flag_value
        elif kind == cw.WIND:
            values[key] = _WIND_VALUE[argument]
        elif kind == cw.NUMBER:
            if len(argument) > _MAX_NUMBER_DIGITS:
                raise _invalid(text, repr(key_tok.value), col, "the number is too large")
            n = int(argument)
            if key == "flowers" and n > 8:
                raise _invalid(text, repr(key_tok.value), col, "there are 0 to 8 flowers")
            if key in ("honba", "sticks") and n > 99:
                raise _invalid(text, repr(key_tok.value), col, f"{key}= takes a whole number from 0 to 99")
            values[key] = n
        else:
            got: list = []
            for tok in children[1:]:
                r.tiles(tok, got)
            shown = text[key_tok.start_pos:children[-1].end_pos]
            if kind == cw.TILE:
                if len(got) != 1:
                    raise _invalid(text, f"{shown}", col, "win= takes one tile")
                win_given = (got[0][0], got[0][2], col, shown)
            else:  # dora / ura indicators, seen tiles: kept sorted; a red five indicates like a five
                values[key] = tuple(sorted(t for t, _, _ in got))

    # Flowers: f tiles or flowers=N, not both.
    if flowers and "flowers" in values:
        raise _invalid(text, "flowers=", next(c for k, c in word_columns if k == "flowers"),
                       "flowers= and f tiles are both written: write one of them")

    # Tile count: each meld counts three toward the 14.
    size = len(concealed) + 3 * len(melds)
    if size not in (13, 14):
        if not concealed and not melds:
            raise _invalid(text, "no tiles", None)
        raise _invalid(text, f"{size} tile{'' if size == 1 else 's'}", None,
                       "a hand has 13 (waiting) or 14 (won), each meld counting 3")

    # Five copies of a kind (melds included, dora indicators not).
    counts = [0] * 34
    for t, _, _ in concealed:
        counts[t] += 1
    for t, _ in written:
        counts[t] += 1
    if max(counts) > 4:  # name the fifth copy in reading order
        seen = [0] * 34
        for t, c in sorted([(t, c) for t, c, _ in concealed] + written, key=lambda tc: tc[1]):
            seen[t] += 1
            if seen[t] == 5:
                raise _invalid(text, f"five copies of {_tile_name(t, r.form)} ({describe(t)})", c)

    # The winning tile: the last tile written outside brackets, or win=.
    win: Tile | None = None
    win_red = False
    if win_given is not None:
        tile, red, col, shown = win_given
        if size == 13:
            raise _invalid(text, shown, col, "a 13-tile hand has no winning tile yet")
        if not any(t == tile and rr == red for t, _, rr in concealed):
            what = "red " if red else ""
            raise _invalid(text, shown, col, f"no {what}{_tile_name(tile, r.form)} among the concealed tiles")
        win, win_red = tile, red
    elif size == 14:
        win, _, win_red = concealed[-1]

    melds.sort(key=_meld_key)
    given = frozenset(values)
    conditions = Conditions(**values, given=given) if values else _NO_CONDITIONS
    # (list comprehensions, not generators: this runs once per line)
    reds = [(t, c) for t, c, rr in concealed if rr] if any([rr for _, _, rr in concealed]) else []
    origin = Origin(
        text=text,
        tile_columns=tuple([(t, c) for t, c, _ in concealed]),
        meld_columns=tuple([c for _, c in melds]),
        word_columns=tuple(word_columns),
        flower_columns=tuple(flowers),
        notation=r.form or SUFFIX,
        red_columns=tuple([c for _, c in reds]),
    )
    tiles = [t for t, _, _ in concealed]
    tiles.sort()
    hand = Hand(
        tiles=tuple(tiles),
        win=win,
        melds=tuple([m for m, _ in melds]),
        conditions=conditions,
        flowers=tuple(sorted([n for n, _ in flowers])),
        red=tuple(sorted([t for t, _ in reds])),
        win_red=win_red,
        origin=origin,
    )
    if defaults:
        hand = validate.with_defaults(hand, defaults)
    validate.check_consistency(hand)
    return hand


def parse_tiles(text: str) -> tuple[Tile, ...]:
    """Read a list of tiles (``m1E``, ``1mE``, ``🀇``), e.g. a command-line ``--dora`` value.

    Red fives read as fives. Raises HandSyntaxError for anything but tiles.
    """
    items = _items(text)
    r = _Reader(text)
    out: list = []
    for item in items:
        if type(item) is tuple or item.type in ("FLOWERS", "UNICODE_FLOWERS"):
            col = (item[1][0] if type(item) is tuple else item).start_pos + 1
            raise _syntax(text, "expected tiles only", col)
        r.tiles(item, out)
    if not out:
        raise _syntax(text, "expected tiles", None)
    return tuple(t for t, _, _ in out)


# --------------------------------------------------------------------------------------------
# Writing


def format_tiles(tiles: Iterable[Tile], red: Iterable[Tile] = ()) -> str:
    """Tiles in suffix form, in the order given, a suit letter closing each run of one suit:
    ``(0, 1, 2)`` -> ``123m``; ``(0, 27, 1)`` -> ``1mE2m``. ``red``: the red fives among them
    (with multiplicity), written ``0``."""
    reds = list(red)
    out: list[str] = []
    run = None  # suit letter of the open run
    for t in tiles:
        if t >= 27:
            if run:
                out.append(run)
                run = None
            out.append(HONOR_LETTERS[t - 27])
            continue
        letter = SUIT_LETTERS[t // 9]
        if run and run != letter:
            out.append(run)
        run = letter
        if t % 9 == 4 and t in reds:
            reds.remove(t)
            out.append("0")
        else:
            out.append(str(t % 9 + 1))
    if run:
        out.append(run)
    return "".join(out)


def format_meld(meld: Meld) -> str:
    """``[567m]``, ``[888p]``, ``[EEEE]``, ``(CCCC)``; red fives as ``0``."""
    five = (meld.tile // 9) * 9 + 4  # the only tile a red mark can be on
    body = format_tiles(meld.tiles, (five,) * meld.red)
    return f"({body})" if meld.concealed else f"[{body}]"


def format_group(group, brackets: bool = False) -> str:
    """A decomposition group (shapes.Group) in suffix form: ``123m``, ``EEE``, ``55p``.

    With ``brackets``, a declared meld is written as in the notation (``[123m]``, ``(EEEE)``).
    """
    body = format_tiles(group.tiles)
    if brackets and getattr(group, "declared", False):
        return f"({body})" if group.concealed else f"[{body}]"
    return body


def _condition_words(c: Conditions) -> list[str]:
    """The condition words of the canonical form, in table order: each field that differs from
    its default or that the line wrote (``given``), so that ``given`` survives a round trip."""
    out: list[str] = []
    given = c.given
    for entry in cw.TABLE:
        key = entry.key
        if key == "win":
            continue
        value = getattr(c, key)
        if key not in given and value == cw.DEFAULTS[key]:
            continue
        word = entry.words[0]
        kind = entry.kind
        if kind == cw.FLAG:
            if value:
                out.append(word)
            elif entry.false_words:
                out.append(entry.false_words[0])
        elif kind == cw.WIND:
            out.append(f"{word}={HONOR_LETTERS[value - 27]}")
        elif kind == cw.NUMBER:
            if value is not None:
                out.append(f"{word}={value}")
        elif value:
            out.append(f"{word}={format_tiles(sorted(value))}")
    return out


def format_hand(hand: Hand) -> str:
    """The canonical notation of a hand, e.g. ``123m456p789sEEEC[999p] C tsumo seat=S``."""
    concealed = list(hand.tiles)
    red = list(hand.red)
    if hand.win is not None:
        concealed.remove(hand.win)
        if hand.win_red and hand.win in red:
            red.remove(hand.win)
    parts = [format_tiles(concealed, red) + "".join(format_meld(m) for m in hand.melds)]
    if hand.win is not None:
        parts.append(format_tiles((hand.win,), (hand.win,) if hand.win_red else ()))
    if hand.flowers:
        parts.append("f" + "".join(str(f) for f in hand.flowers))
    parts.extend(_condition_words(hand.conditions))
    return " ".join(p for p in parts if p)
