"""Writing the hand notation of docs/notation.md, in its canonical (suffix) form.

- :func:`format_hand`: the concealed tiles sorted, the melds, a space and the winning tile, the
  flowers, then the condition words; honors as ``ESWNPFC``. ``parse_hand(format_hand(h)) == h`` for
  every hand :func:`mjscore.notation.parse_hand` returns.
- :func:`format_tiles` / :func:`format_meld` / :func:`format_group`: tiles, a meld, a group of a
  decomposition, for results and explanations.

Needs neither the parser nor Lark: a rule set formats its groups with this module alone.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterable
from itertools import compress
from operator import attrgetter, ne

from .. import conditions as cw
from ..hand import Conditions, Hand, Meld
from ..tiles import HONOR_LETTERS, SUIT_LETTERS, Tile

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from typing import Any

    from ..analysis.shapes import Group

    # The values of some fields of a Conditions, as a tuple.
    Getter = Callable[[Conditions], tuple[Any, ...]]
    # For a set of written keys (see _given_positions): their positions, the getter of their values,
    # the getter of the other fields' values, and those fields' defaults.
    GivenAt = tuple[tuple[int, ...], Getter, Getter, tuple[Any, ...]]

__all__ = ["format_hand", "format_tiles", "format_meld", "format_group"]


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


def format_group(group: Group, brackets: bool = False) -> str:
    """A decomposition group (shapes.Group) in suffix form: ``123m``, ``EEE``, ``55p``.

    With ``brackets``, a declared meld is written as in the notation (``[123m]``, ``(EEEE)``).
    """
    body = format_tiles(group.tiles)
    if brackets and getattr(group, "declared", False):
        return f"({body})" if group.concealed else f"[{body}]"
    return body


_ENTRIES = tuple(e for e in cw.TABLE if e.key != "win")  # (win= is written as the winning tile)
_values = attrgetter(*(e.key for e in _ENTRIES))
_DEFAULTS = tuple(cw.DEFAULTS[e.key] for e in _ENTRIES)
_POSITIONS = range(len(_ENTRIES))
_POSITION = {e.key: i for i, e in enumerate(_ENTRIES)}


def _condition_words(c: Conditions) -> list[str]:
    """The condition words of the canonical form, in table order: each field that differs from
    its default or that the line wrote (``given``), so that ``given`` survives a round trip."""
    found = _GIVEN_AT.get(c.given)
    if found is None:
        found = _given_positions(c.given)
    positions, written, unwritten, defaults = found
    if unwritten(c) == defaults:  # (what differs is what the line wrote: the usual case)
        pairs = zip(positions, written(c))
    else:  # (a field differs unwritten: a default from the command line, a Conditions built in code)
        values = _values(c)
        at = sorted(set(positions).union(compress(_POSITIONS, map(ne, values, _DEFAULTS))))
        pairs = zip(at, [values[i] for i in at])
    out: list[str] = []
    for i, value in pairs:
        word = _FIELD_WORD[i].get(value)
        if word is None:
            kept = _FIELD_WORD[i]
            if len(kept) >= 1024:
                kept.clear()
            word = kept[value] = _field_word(_ENTRIES[i], value)
        if word:
            out.append(word)
    return out


def _given_positions(given: frozenset[str]) -> GivenAt:
    """For a set of written keys: their table positions in order, the getter of their values and
    that of the other fields, with the other fields' defaults (kept by the set of keys: a few dozen
    occur; bounded)."""
    if len(_GIVEN_AT) >= 1024:
        _GIVEN_AT.clear()
    at = tuple(sorted(_POSITION[k] for k in given if k in _POSITION))
    others = tuple(i for i in _POSITIONS if i not in at)
    unwritten = _getter([_ENTRIES[i].key for i in others])
    out = _GIVEN_AT[given] = (at, _getter([_ENTRIES[i].key for i in at]), unwritten,
                              tuple(_DEFAULTS[i] for i in others))
    return out


def _getter(keys: list[str]) -> Getter:
    """The values of the fields ``keys`` of a Conditions, as a tuple."""
    if len(keys) > 1:
        return attrgetter(*keys)
    return lambda c: tuple(getattr(c, k) for k in keys)


# (kept: removing it costs 10% of the instructions of a batch of varied riichi hands, 7% of Fliosen
# hands, compiled)
_GIVEN_AT: dict[frozenset[str], GivenAt] = {}


def _field_word(entry: cw.Word, value: object) -> str:
    """The canonical word of one condition field and its value ("" when the value writes none)."""
    word = entry.words[0]
    kind = entry.kind
    if kind == cw.FLAG:
        return word if value else (entry.false_words[0] if entry.false_words else "")
    if kind == cw.WIND:
        if value is None:  # (pao= has no default seat)
            return ""
        return f"{word}={HONOR_LETTERS[value - 27]}"  # type: ignore[operator]  # (a wind's value: its tile)
    if kind == cw.NUMBER:
        return f"{word}={value}" if value is not None else ""
    return f"{word}={_sorted_tiles(sorted(value))}" if value else ""  # type: ignore[call-overload]  # (tiles' value: tiles)


# A field's word by its position, then its value: the words of a line are a few of these (bounded).
# (kept, with _MELD_TEXT: removing both costs 4.4% of the instructions of a riichi batch, 1.7% of an
# MCR batch, compiled)
_FIELD_WORD: list[dict[Any, str]] = [{} for _ in _ENTRIES]


# The words of recent Conditions values (a few thousand sets of words occur). Bounded.
_WORDS: dict[Conditions, str] = {}
_WORDS_MAX = 4096
_DIGIT = "123456789" * 3


def _words_text(c: Conditions) -> str:
    """The condition words of ``c`` as one text, kept (format_hand looks in _WORDS first)."""
    text = " ".join(_condition_words(c))
    if len(_WORDS) >= _WORDS_MAX:
        _WORDS.clear()
    _WORDS[c] = text
    return text


# A meld's text, by the meld (a few hundred occur). Bounded. (kept: see _FIELD_WORD)
_MELD_TEXT: dict[Meld, str] = {}


def _melds_text(melds: tuple[Meld, ...]) -> str:
    out = []
    for m in melds:
        text = _MELD_TEXT.get(m)
        if text is None:
            if len(_MELD_TEXT) >= 1024:
                _MELD_TEXT.clear()
            text = _MELD_TEXT[m] = format_meld(m)
        out.append(text)
    return "".join(out)


# Tile -> its digit (suited) or letter (honors), for bytes.translate.
_WRITE = bytes.maketrans(bytes(range(34)), (_DIGIT + HONOR_LETTERS).encode("ascii"))
_SUITS = ((9, "m", 4), (18, "p", 13), (27, "s", 22))  # (end of the suit, letter, its five)


def _sorted_tiles(tiles: Sequence[Tile], red: Sequence[Tile] = ()) -> str:
    """Sorted tiles in suffix form, the first ``red.count(five)`` fives of each suit written ``0``:
    the same text as :func:`format_tiles`."""
    text = bytes(tiles).translate(_WRITE).decode("ascii")  # one character per tile
    if not red:  # (the common case: each suit's run and its letter)
        m = bisect_left(tiles, 9)
        p = bisect_left(tiles, 18, m)
        s = bisect_left(tiles, 27, p)
        return "".join((text[:m] + "m" if m else "", text[m:p] + "p" if p > m else "",
                        text[p:s] + "s" if s > p else "", text[s:]))
    out = []
    start = 0
    for limit, letter, five in _SUITS:
        end = bisect_left(tiles, limit, start)
        if end > start:
            digits = text[start:end]
            if red:
                k = red.count(five)
                if k:
                    digits = digits.replace("5", "0", k)
            out.append(digits + letter)
            start = end
    if start < len(tiles):
        out.append(text[start:])
    return "".join(out)


# The winning tile written alone, plain and red (a red five is ``0``).
_ONE = {(t, red): _sorted_tiles((t,), (t,) if red else ()) for t in range(34) for red in (False, True)}


def format_hand(hand: Hand) -> str:
    """The canonical notation of a hand, e.g. ``123m456p789sEEEC[999p] C tsumo seat=S``."""
    win = hand.win
    tiles = hand.tiles  # (sorted: Hand sorts its tiles)
    red: Sequence[Tile] = hand.red
    if win is None:
        text = _sorted_tiles(tiles, red)
    else:
        concealed = list(tiles)
        concealed.remove(win)
        if hand.win_red and win in red:
            others = list(red)
            others.remove(win)
            red = others
        text = _sorted_tiles(concealed, red)
    if hand.melds:
        text += _melds_text(hand.melds)
    parts = [text] if text else []
    if win is not None:
        parts.append(_ONE[win, hand.win_red])
    if hand.flowers:
        parts.append("f" + "".join(str(f) for f in hand.flowers))
    c = hand.conditions
    words = _WORDS.get(c)
    if words is None:
        words = _words_text(c)
    if words:
        parts.append(words)
    return " ".join(parts)
