"""Writing the hand notation of docs/notation.md, in its canonical (suffix) form.

- :func:`format_hand`: the concealed tiles sorted, the melds, a space and the winning tile, the
  flowers, then the condition words; honors as ``ESWNPFC``. ``parse_hand(format_hand(h)) == h`` for
  every hand :func:`mjscore.notation.parse_hand` returns.
- :func:`format_tiles` / :func:`format_meld` / :func:`format_group`: tiles, a meld, a group of a
  decomposition, for results and explanations.

Needs neither the parser nor Lark: a rule set formats its groups with this module alone.
"""

from __future__ import annotations

from collections.abc import Iterable

from .. import conditions as cw
from ..hand import CONDITION_KEYS, Conditions, Hand, Meld
from ..tiles import HONOR_LETTERS, SUIT_LETTERS, Tile

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any, Final

    from ..analysis.shapes import Group

__all__ = ["format_hand", "format_tiles", "format_meld", "format_group"]


_DIGITS: Final = "123456789"


def format_tiles(tiles: Iterable[Tile], red: Iterable[Tile] = ()) -> str:
    """Tiles in suffix form, in the order given, a suit letter closing each run of one suit:
    ``(0, 1, 2)`` -> ``123m``; ``(0, 27, 1)`` -> ``1mE2m``. ``red``: the red fives among them
    (with multiplicity), written ``0``."""
    reds = list(red) if red else None
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
        if reds and t % 9 == 4 and t in reds:
            reds.remove(t)
            out.append("0")
        else:
            out.append(_DIGITS[t % 9])
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


# Each condition field in table order (win= is written as the winning tile): its key, its place among
# Conditions.values() (the table orders the words, Conditions its fields), its default, and its words
# by value (a line's words are a few of these; kept, bounded).
_FIELDS: Final[tuple[tuple[str, int, object, dict[Any, str], cw.Word], ...]] = tuple(
    (e.key, CONDITION_KEYS.index(e.key), cw.DEFAULTS[e.key], {}, e) for e in cw.TABLE if e.key != "win")


def _condition_words(c: Conditions) -> list[str]:
    """The condition words of the canonical form, in table order: each field that differs from
    its default or that the line wrote (``given``), so that ``given`` survives a round trip."""
    values = c.values()
    given = c.given
    out: list[str] = []
    for key, place, default, words, entry in _FIELDS:
        value = values[place]
        if value != default or key in given:
            word = words.get(value)
            if word is None:
                if len(words) >= 1024:
                    words.clear()
                word = words[value] = _field_word(entry, value)
            if word:
                out.append(word)
    return out


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
    return f"{word}={format_tiles(sorted(value))}" if value else ""  # type: ignore[call-overload]  # (tiles' value: tiles)


# A meld's text, by the meld (a few hundred occur). Bounded. (kept, with the words of _FIELDS:
# removing both costs 3.9% of the instructions of a riichi batch, 2.2% of an MCR batch, compiled)
_MELD_TEXT: Final[dict[Meld, str]] = {}


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


def format_hand(hand: Hand) -> str:
    """The canonical notation of a hand, e.g. ``123m456p789sEEEC[999p] C tsumo seat=S``."""
    win = hand.win
    tiles = hand.tiles  # (sorted: Hand sorts its tiles)
    red: Sequence[Tile] = hand.red
    if win is None:
        text = format_tiles(tiles, red)
    else:
        concealed = list(tiles)
        concealed.remove(win)
        if hand.win_red and win in red:
            others = list(red)
            others.remove(win)
            red = others
        text = format_tiles(concealed, red)
    if hand.melds:
        text += _melds_text(hand.melds)
    parts = [text] if text else []
    if win is not None:
        parts.append(format_tiles((win,), (win,) if hand.win_red else ()))
    if hand.flowers:
        parts.append("f" + "".join(str(f) for f in hand.flowers))
    parts += _condition_words(hand.conditions)
    return " ".join(parts)
