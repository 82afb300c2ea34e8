"""Checks of a parsed hand that need no scoring, and command-line condition defaults.

- :func:`check_consistency`: conditions that contradict each other or the tiles (any rule set);
  ``parse_hand`` runs it on every line.
- :func:`check`: what one rule set refuses before scoring: condition words it does not know,
  flowers outside the Chinese Official rules, red fives outside Fliosen, ``rinshan last-draw``
  outside MCR. (Yaochu's 52-tile set is checked by the Yaochu rule set itself.)
- :func:`apply_defaults`: command-line defaults for the condition words a line does not write.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from operator import attrgetter

from . import conditions as cw
from .errors import InvalidHandError
from .hand import KONG, Hand
RULE_NAMES = ("mcr", "yaochu", "fliosen", "riichi")
# What each rule set's tile set and scoring admit beyond the plain tiles (NOTATION.md, "Validity").
FLOWER_RULES = frozenset({"mcr"})  # flowers exist only in the Chinese Official rules
RED_FIVE_RULES = frozenset({"fliosen", "riichi"})  # red fives only in Fliosen and riichi
# 妙手回春 + 杠上开花: only the Chinese Official rules count both when the replacement tile was the
# wall's last; Yaochu and Fliosen refuse `rinshan last-draw`.
RINSHAN_LAST_DRAW_RULES = frozenset({"mcr"})


def _text(hand: Hand) -> str:
    return hand.origin.text if hand.origin is not None else ""


def _column(hand: Hand, key: str) -> int | None:
    return hand.origin.column_of_word(key) if hand.origin is not None else None


def _fail(hand: Hand, key: str | None, what: str | None, note: str | None = None,
          column: int | None = None) -> InvalidHandError:
    """An InvalidHandError naming ``what`` (default: the word written for ``key``) and its column."""
    from .notation import message

    if column is None and key is not None:
        column = _column(hand, key)
    if what is None:
        what = repr(_written_word(hand, column) or cw.BY_KEY[key].spellings[-1])
    text = _text(hand)
    if text:
        return InvalidHandError(message(text, what, column, note), column, text)
    return InvalidHandError(what + (f"; {note}" if note else ""), column)


# --------------------------------------------------------------------------------------------
# Contradictions (every rule set). Each entry: the condition key blamed, a test that is True when
# the hand is contradictory, and the reason. The rule behind each is in NOTATION.md, "Conditions".


def _other_copy(hand: Hand) -> bool:
    """The concealed hand holds another copy of the winning tile (so it was not the last one, and
    no one could have added it to a kong)."""
    return hand.win is not None and hand.tiles.count(hand.win) > 1


def _robbed_copy(hand: Hand) -> bool:
    """Robbing a kong: the kong being made holds the other three copies of the winning tile, so the
    winner can hold no other copy at all, neither concealed nor in a meld of their own."""
    w = hand.win
    return w is not None and (hand.tiles.count(w) > 1 or any(w in m.tiles for m in hand.melds))


def _riichi(hand: Hand) -> bool:
    return hand.conditions.riichi or hand.conditions.double_riichi


def _claimed(hand: Hand) -> bool:
    return not hand.is_closed


MAX_INDICATORS = 5

CONTRADICTIONS = (
    ("chankan", lambda h: h.conditions.chankan and h.conditions.tsumo,
     "chankan (robbing a kong) is a win on another player's tile, not tsumo"),
    ("rinshan", lambda h: h.conditions.rinshan and not h.conditions.tsumo,
     "rinshan (the kong replacement tile) is self-drawn: it needs tsumo"),
    ("rinshan", lambda h: h.conditions.rinshan and not any(m.kind == KONG for m in h.melds),
     "rinshan needs a kong among the melds"),
    ("chankan", lambda h: h.conditions.chankan and _other_copy(h),
     "chankan, but the hand holds another copy of the winning tile"),
    ("chankan", lambda h: h.conditions.chankan and _robbed_copy(h),
     "chankan, but a meld of the hand holds another copy of the winning tile (the robbed kong has the "
     "other three)"),
    ("last_tile", lambda h: h.conditions.last_tile and _other_copy(h),
     "last-tile, but the hand holds another copy of the winning tile"),
    ("tenhou", lambda h: h.conditions.tenhou and _claimed(h), "tenhou with a claimed meld"),
    ("chiihou", lambda h: h.conditions.chiihou and _claimed(h), "chiihou with a claimed meld"),
    ("tenhou", lambda h: h.conditions.tenhou and not h.conditions.tsumo,
     "tenhou is a self-drawn win: it needs tsumo"),
    ("chiihou", lambda h: h.conditions.chiihou and not h.conditions.tsumo,
     "chiihou is a self-drawn win: it needs tsumo"),
    ("tenhou", lambda h: h.conditions.tenhou and h.conditions.seat != 27,
     "tenhou is the dealer's win: it needs seat=E"),
    ("chiihou", lambda h: h.conditions.chiihou and h.conditions.seat == 27,
     "chiihou is a non-dealer's win: not with seat=E"),
    ("ippatsu", lambda h: h.conditions.ippatsu and not _riichi(h), "ippatsu without riichi"),
    ("ura", lambda h: bool(h.conditions.ura) and not _riichi(h), "ura= (ura-dora) without riichi"),
    ("riichi", lambda h: h.conditions.riichi and _claimed(h), "riichi with a claimed meld"),
    ("double_riichi", lambda h: h.conditions.double_riichi and _claimed(h),
     "double-riichi with a claimed meld"),
    ("flowers", lambda h: h.conditions.flowers is not None and not 0 <= h.conditions.flowers <= 8,
     "flowers= must be 0 to 8"),
    ("flowers", lambda h: h.conditions.flowers is not None and bool(h.flowers),
     "flowers= and f tiles both given; write one of them"),
    ("draws", lambda h: h.conditions.draws < 0, "draws= must be 0 or more"),
    # One indicator is shown at the start and one more per kong; a game has at most four kongs.
    ("dora", lambda h: len(h.conditions.dora) > MAX_INDICATORS,
     f"more than {MAX_INDICATORS} dora indicators: the first one and one per kong, at most four kongs"),
    ("ura", lambda h: len(h.conditions.ura) > MAX_INDICATORS,
     f"more than {MAX_INDICATORS} ura-dora indicators: one under each dora indicator"),
)


# Every contradiction needs the condition it blames to be set: a hand whose blamed conditions all
# have their default values needs no test (the common case, kept fast).
_BLAMED = tuple(dict.fromkeys(k for k, _, _ in CONTRADICTIONS))
_blamed_values = attrgetter(*_BLAMED)
_BLAMED_DEFAULTS = tuple(cw.DEFAULTS[k] for k in _BLAMED)


def check_consistency(hand: Hand) -> None:
    """Raise InvalidHandError for the first contradiction among the conditions and the tiles."""
    if _blamed_values(hand.conditions) == _BLAMED_DEFAULTS:
        return
    for key, test, reason in CONTRADICTIONS:
        if test(hand):
            raise _fail(hand, key, None, reason)


# --------------------------------------------------------------------------------------------
# Rule-specific checks


def check(hand: Hand, rules: str) -> None:
    """Raise InvalidHandError if the rule set ``rules`` refuses the hand before any scoring."""
    if rules not in RULE_NAMES:
        raise ValueError(f"unknown rule set {rules!r}")
    origin = hand.origin
    # Condition words the rules do not know (in the order written).
    keys = [k for k, _ in origin.word_columns] if origin is not None else []
    keys += sorted(k for k in hand.conditions.given if k not in keys)
    for key in keys:
        entry = cw.BY_KEY[key]
        if rules not in entry.rules:
            col = _column(hand, key)
            word = _written_word(hand, col) or entry.spellings[-1]
            known = ", ".join(cw.words_for(rules))
            raise _fail(hand, None, f"unknown condition word {word!r} for {rules}",
                        f"{rules} knows: {known}", col)
    if rules not in FLOWER_RULES and hand.flowers:
        col = origin.flower_columns[0][1] if origin is not None and origin.flower_columns else None
        raise _fail(hand, None, f"flower f{hand.flowers[0]}",
                    f"flowers exist only in the Chinese Official rules (mcr), not in {rules}", col)
    if rules not in RED_FIVE_RULES and hand.red_count:
        col = origin.red_columns[0] if origin is not None and origin.red_columns else None
        if col is None and origin is not None:
            col = origin.meld_columns[next(i for i, m in enumerate(hand.melds) if m.red)] \
                if any(m.red for m in hand.melds) else None
        raise _fail(hand, None, "red five (0)", f"red fives exist only in the Fliosen and riichi rules, not in {rules}",
                    col)
    c = hand.conditions
    if rules not in RINSHAN_LAST_DRAW_RULES and c.rinshan and c.last_draw:
        raise _fail(hand, "last_draw", None, f"rinshan and last-draw together: {rules} counts one or "
                                             "the other (only the Chinese Official rules count both)")


def _written_word(hand: Hand, column: int | None) -> str | None:
    """The word as written at ``column`` (``zimo``, ``prevalent=E``)."""
    if hand.origin is None or column is None:
        return None
    text = hand.origin.text
    end = column - 1
    while end < len(text) and not text[end].isspace():
        end += 1
    return text[column - 1:end]


# --------------------------------------------------------------------------------------------
# Command-line defaults


def _coerce(key: str, value: object) -> object:
    """A default given as text (``"S"``, ``"m1E"``, ``"3"``) or as the field's own type."""
    kind = cw.BY_KEY[key].kind
    if kind == cw.FLAG:
        return bool(value)
    if kind == cw.WIND:
        if isinstance(value, str):
            letters = "ESWN"
            if len(value) != 1 or value.upper() not in letters:
                raise InvalidHandError(f"{key}={value}: expected a wind E, S, W or N")
            return 27 + letters.index(value.upper())
        return value
    if kind == cw.NUMBER:
        if isinstance(value, str):
            if not value.isdigit() or len(value) > 6:
                raise InvalidHandError(f"{key}={value}: expected a number")
            value = int(value)
        # The ranges of the notation (NOTATION.md): 0-8 flowers, draws 0 or more. Checked here so
        # that a bad default is refused once, as an option, not on every line.
        if key == "flowers" and not 0 <= value <= 8:
            raise InvalidHandError(f"{key}={value}: there are 0 to 8 flowers")
        if key == "draws" and value < 0:
            raise InvalidHandError(f"{key}={value}: draws must be 0 or more")
        if key in ("honba", "sticks") and not 0 <= value <= 99:
            raise InvalidHandError(f"{key}={value}: expected a whole number from 0 to 99")
        return value
    if kind == cw.TILES:
        if isinstance(value, str):
            from .notation import parse_tiles

            value = parse_tiles(value)
        return tuple(sorted(value))
    return value


def with_defaults(hand: Hand, defaults: Mapping[str, object]) -> Hand:
    """The hand with ``defaults`` applied to the conditions the line did not write (unchecked).

    A default that differs from the built-in default joins ``given`` (so the canonical form writes
    it and the rule set's word check sees it); flowers= is not applied to a line with f tiles.
    """
    c = hand.conditions
    changes: dict[str, object] = {}
    for key, value in defaults.items():
        if key not in cw.DEFAULTS:
            raise KeyError(f"not a condition: {key!r}")
        if key in c.given or (key == "flowers" and hand.flowers):
            continue
        changes[key] = _coerce(key, value)
    if not changes:
        return hand
    added = {k for k, v in changes.items() if v != cw.DEFAULTS[k]}
    return replace(hand, conditions=replace(c, **changes, given=c.given | added))


def apply_defaults(hand: Hand, defaults: Mapping[str, object]) -> Hand:
    """Command-line condition defaults (Conditions field -> value) for the fields the line does not
    write (a word on the line wins), then the contradiction checks again."""
    hand = with_defaults(hand, defaults)
    check_consistency(hand)
    return hand


__all__ = ["check", "check_consistency", "apply_defaults", "with_defaults", "CONTRADICTIONS"]
