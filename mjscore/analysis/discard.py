"""What to discard from a 14-tile hand (何切る), under any rule set (docs/cli.md, "discard").

For each distinct tile kind among the concealed tiles: the shanten of the 13 tiles kept, the tiles
whose draw lowers it with the copies of each still unseen, their total, and — when the 13 tiles are
ready — each wait scored by ron and by tsumo under the rule set (the machinery of ``mjscore waits``),
with ``value``, the average ron score over the tiles left. Best discard first.

Tiles left of a kind = 4 − its copies among the 14 tiles (the discarded one lies on the table) − its
copies in the hand's melds − its copies among the ``seen=`` tiles, never below 0. A tile whose every
copy is in the kept tiles and melds cannot be drawn and is not an improving tile; one whose last copies
are on the table or among the seen tiles still improves the shape, with 0 left.

Generic over the rule sets like :mod:`mjscore.analysis.waits`: a rule set gives its ``shapes``, its tile set,
``check`` and ``score``; what a completion is worth is :func:`wait_score`.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable, Mapping

from ..conditions import TABLE as CONDITION_WORDS
from ..errors import InvalidHandError, MjscoreError, message
from ..hand import Hand
from .shanten import discard_options, shanten as shanten_of
from ..tiles import Tile, name as tile_name
from .waits import Wait, find_waits, outcome_dict, tile_set_of, tiles_left, value_of

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Final

__all__ = ["ImprovingTile", "DiscardWait", "Discard", "Discards", "analyse", "check_words", "discard_hand",
           "wait_score", "tiles_left", "NOT_BEFORE_A_WIN"]


# --- the question itself ----------------------------------------------------------------------------

# Condition words that describe how a hand was won: before the discard there is no win yet (the waits
# are scored both by ron and by tsumo). Conditions field -> why the word is refused. The reasons are
# data of the condition words' table (mjscore.conditions), which the command line reads too.
NOT_BEFORE_A_WIN: Final[dict[str, str]] = {w.key: w.after_win for w in CONDITION_WORDS if w.after_win}


def _written(hand: Hand, column: int | None, key: str) -> str:
    """The condition word as the line wrote it (``zimo``, ``win=3m``), else its canonical spelling."""
    if hand.origin is not None and column is not None:
        text = hand.origin.text
        end = column - 1
        while end < len(text) and not text[end].isspace():
            end += 1
        return text[column - 1:end]
    from ..conditions import BY_KEY

    return BY_KEY[key].spellings[-1]


def check_words(text: str) -> None:
    """Refuse the condition words of :data:`NOT_BEFORE_A_WIN` in a line before it is parsed (the
    parser's own checks of those words, e.g. ``last-tile`` against another copy of the last tile
    written, would otherwise speak first and about a win the line does not describe)."""
    from ..conditions import BY_WORD

    start = 0
    for token in text.split():
        start = text.index(token, start)
        word = token.lower().partition("=")[0]
        entry = BY_WORD.get(word) if token.isascii() else None  # (words are ASCII: `chanKan` is none)
        if entry is not None and entry[0].key in NOT_BEFORE_A_WIN and not token.startswith(("[", "(")):
            column = start + 1
            note = f"what to discard is asked before the win; {NOT_BEFORE_A_WIN[entry[0].key]}"
            raise InvalidHandError(_message(text, repr(token), column, note), column, text)
        start += len(token)


def discard_hand(hand: Hand) -> Hand:
    """The hand of a discard question: 14 tiles (a meld counting three) and no condition word that
    describes a win; returned without a winning tile. Raises InvalidHandError naming the word and its
    column (or the tile count)."""
    text = hand.origin.text if hand.origin is not None else ""
    if hand.size != 14:
        what = f"{hand.size} tiles"
        note = "discard is asked of a 14-tile hand (`mjscore waits` for a 13-tile one)"
        raise InvalidHandError(_message(text, what, None, note), None, text or None)
    written = [k for k, _ in hand.origin.word_columns] if hand.origin is not None else []
    for key in written + sorted(k for k in hand.conditions.given if k not in written):
        reason = NOT_BEFORE_A_WIN.get(key)
        if reason is None:
            continue
        column = hand.origin.column_of_word(key) if hand.origin is not None else None
        word = _written(hand, column, key)
        note = f"what to discard is asked before the win; {reason}"
        raise InvalidHandError(_message(text, f"{word!r}", column, note), column, text or None)
    if hand.win is None:
        return hand
    return hand.before_win()


def _message(text: str, what: str, column: int | None, note: str) -> str:
    if text:
        return message(text, what, column, note)
    return f"{what}" + (f" at column {column}" if column else "") + f"; {note}"


# --- what a completion is worth ---------------------------------------------------------------------

def wait_score(outcome: Any) -> int | float:
    """What one completion is worth for ``value``: what `waits` sorts by (the hand value where the
    rules have one, else the total). A completion that wins nothing counts 0: a refused one (an
    error), an MCR false win (under 8 points), a foul."""
    if outcome is None or isinstance(outcome, MjscoreError):
        return 0
    if getattr(outcome, "is_win", True) is False or getattr(outcome, "foul", None) is not None:
        return 0
    return value_of(outcome) or 0


# --- the result -------------------------------------------------------------------------------------


class ImprovingTile:
    def __init__(self, *, tile: Tile, left: int) -> None:
        self.tile: Final = tile
        self.left: Final = left

    def to_dict(self) -> dict[str, Any]:
        return {"tile": tile_name(self.tile), "left": self.left}


class DiscardWait:
    """One winning tile of the 13 tiles kept: its copies left, the Score (or error) by ron and by
    tsumo, and what each is worth (:func:`wait_score`)."""

    def __init__(self, *, tile: Tile, left: int, ron: Any, tsumo: Any, ron_score: int | float,
                 tsumo_score: int | float) -> None:
        self.tile: Final = tile
        self.left: Final = left
        self.ron: Final = ron
        self.tsumo: Final = tsumo
        # (an int stays an int in the JSON: not `float`, to which compiled code converts)
        self.ron_score: Final = ron_score
        self.tsumo_score: Final = tsumo_score

    def to_dict(self) -> dict[str, Any]:
        return {"tile": tile_name(self.tile), "left": self.left,
                "score": {"ron": self.ron_score, "tsumo": self.tsumo_score},
                "ron": outcome_dict(self.ron), "tsumo": outcome_dict(self.tsumo)}


class Discard:
    """One discard: the shanten of the 13 tiles kept, their improving tiles (tile order) with the
    copies left, the total left; when ready, the waits (tile order) and ``value``."""

    def __init__(self, *, tile: Tile, shanten: int, improving: tuple[ImprovingTile, ...], left: int,
                 waits: tuple[DiscardWait, ...] = (), value: float | None = None) -> None:
        self.tile: Final = tile
        self.shanten: Final = shanten
        self.improving: Final = improving
        self.left: Final = left
        self.waits: Final = waits
        self.value: Final = value  # ready discards only: the average ron score over the tiles left

    @property
    def ready(self) -> bool:
        return self.shanten == 0

    @property
    def best_wait(self) -> DiscardWait | None:
        """The wait worth most by ron (then by tsumo; tile order breaks ties)."""
        if not self.waits:
            return None
        return min(self.waits, key=lambda w: (-w.ron_score, -w.tsumo_score, w.tile))

    def sort_key(self) -> tuple[int, int, float, Tile]:
        """docs/cli.md's order: lower shanten, more tiles left, higher value (ready discards), tile order."""
        return (self.shanten, -self.left, -(self.value or 0), self.tile)

    def to_dict(self) -> dict[str, Any]:
        return {"tile": tile_name(self.tile), "shanten": self.shanten,
                "improving": [i.to_dict() for i in self.improving], "left": self.left,
                "waits": [w.to_dict() for w in self.waits], "value": self.value}


class Discards:
    """The discard options of a 14-tile hand, best first. ``shanten`` is the best after a discard,
    -1 when the 14 tiles already win."""

    def __init__(self, *, shanten: int, discards: tuple[Discard, ...]) -> None:
        self.shanten: Final = shanten
        self.discards: Final = discards

    @property
    def best(self) -> Discard | None:
        return self.discards[0] if self.discards else None

    def to_dict(self) -> dict[str, Any]:
        """The fields of docs/cli.md's discard object (besides line, input, rules, ok, hand)."""
        return {"shanten": self.shanten, "discards": [d.to_dict() for d in self.discards]}


# --- the analysis -----------------------------------------------------------------------------------


def _kept(hand: Hand, tile: Tile) -> Hand:
    """The 13 tiles kept when a ``tile`` is discarded. A plain five goes before a red one (a red five
    is worth a dora where red fives are played)."""
    tiles = list(hand.tiles)
    tiles.remove(tile)
    red = hand.red
    if tile in red and hand.tiles.count(tile) == red.count(tile):
        r = list(red)
        r.remove(tile)
        red = tuple(r)
    return hand.before_win(tuple(tiles), red)


def _average(waits: Iterable[DiscardWait]) -> float:
    waits = tuple(waits)
    total = sum(w.left for w in waits)
    if not total:
        return 0.0
    return round(sum(w.left * w.ron_score for w in waits) / total, 2)


def analyse(hand: Hand, rule_set: Any, options: Mapping[str, Any] | None = None, rules: str | None = None,
            checks: Iterable[Callable[[Hand], None]] = ()) -> Discards:
    """The discard options of the 14-tile ``hand`` (concealed tiles + melds; its winning tile, if any,
    is ignored) under ``rule_set`` (named ``rules``, default its ``name``) with its ``options``. The
    waits of a ready discard are scored by :func:`mjscore.analysis.waits.find_waits`, each completion running
    ``checks`` first (as ``mjscore waits`` does)."""
    if hand.size != 14:
        raise ValueError(f"analyse: a 14-tile hand, not {hand.size}")
    options = options or {}
    rules = rules or getattr(rule_set, "name", "")
    checks = tuple(checks)
    shapes = rule_set.shapes
    tile_set = tile_set_of(rule_set, options)
    left = tiles_left(hand)
    out = []
    for tile, sh, improving in discard_options(hand.counts, hand.melds, shapes, tile_set=tile_set):
        imp = tuple(ImprovingTile(tile=t, left=left[t]) for t in improving)
        total = sum(i.left for i in imp)
        if sh != 0:
            out.append(Discard(tile=tile, shanten=sh, improving=imp, left=total))
            continue
        found = find_waits(_kept(hand, tile), rule_set, options, rules, checks)
        waits = tuple(_wait(w, left[w.tile], rule_set) for w in found.waits)
        out.append(Discard(tile=tile, shanten=sh, improving=imp, left=total, waits=waits, value=_average(waits)))
    out.sort(key=Discard.sort_key)
    best = out[0].shanten if out else shanten_of(hand.counts, hand.melds, shapes, tile_set=tile_set)
    if best == 0 and shanten_of(hand.counts, hand.melds, shapes, tile_set=tile_set) == -1:
        best = -1
    return Discards(shanten=best, discards=tuple(out))


def _wait(w: Wait, left: int, rule_set: Any) -> DiscardWait:
    return DiscardWait(tile=w.tile, left=left, ron=w.ron, tsumo=w.tsumo, ron_score=wait_score(w.ron),
                       tsumo_score=wait_score(w.tsumo))
