"""The condition words of the notation, as data (docs/notation.md, "Conditions").

One entry per ``Conditions`` field: the words that write it (canonical word first, then aliases),
the kind of value it takes, and the help of its command-line option (``--tsumo``, ``--seat S``) when
it has one. The parser reads words through this table and ``format_hand`` writes the canonical
words. Which rule sets know a word is said by each rule set's row of ``mjscore.rules.catalog``.
"""

from __future__ import annotations

from .hand import CONDITION_KEYS, Conditions

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Final

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Container, Mapping

# Value kinds.
FLAG: Final = "flag"  # a bare word sets the field to True
WIND: Final = "wind"  # key=E|S|W|N
TILES: Final = "tiles"  # key=TILES (dora indicators)
NUMBER: Final = "number"  # key=N
TILE: Final = "tile"  # key=TILE (win=, a Hand field, not a Conditions field)


class Word:
    def __init__(self, key: str, kind: str, words: tuple[str, ...], meaning: str, option: str | None = None,
                 false_words: tuple[str, ...] = (), self_drawn: bool = False, after_win: str = "") -> None:
        self.key: Final[str] = key  # the Conditions field (``win`` is the Hand's winning tile)
        self.kind: Final[str] = kind  # FLAG, WIND, TILES, NUMBER or TILE
        self.words: Final[tuple[str, ...]] = words  # canonical spelling first, then aliases (lower case, no ``=``)
        self.meaning: Final[str] = meaning
        # The help of the command-line option that gives a default for every line (None: no option).
        # The rule sets that know the word are added in brackets (``{rules}`` places them).
        self.option: Final[str | None] = option
        # For ``tsumo`` only: the words that set it to False (ron / discard).
        self.false_words: Final[tuple[str, ...]] = false_words
        # A flag naming a self-drawn win: it implies ``tsumo`` unless ``ron`` is written (docs/notation.md).
        self.self_drawn: Final[bool] = self_drawn
        # A word that describes how the hand was won (the winning tile, the win itself): why it makes no
        # sense before a win, where `mjscore discard` asks its question ("" for the other words).
        self.after_win: Final[str] = after_win

    @property
    def spellings(self) -> tuple[str, ...]:
        """Every written form, ``=`` included for key=value words."""
        eq = "" if self.kind == FLAG else "="
        return tuple(w + eq for w in self.false_words + self.words)


TABLE: Final[tuple[Word, ...]] = (
    Word("tsumo", FLAG, ("tsumo", "self-drawn", "zimo"), "self-drawn (default: ron, won on a discard)",
         option="Self-drawn (default: ron, on a discard).", false_words=("ron", "discard"),
         after_win="each wait is scored both by ron and by tsumo"),
    Word("seat", WIND, ("seat",), "the winner's seat wind (default E, the dealer)",
         option="The winner's seat wind (default E, the dealer)."),
    Word("round", WIND, ("round", "prevalent"), "the prevalent wind (default E)",
         option='The prevalent wind (default E).'),
    Word("win", TILE, ("win",), "the winning tile, if not the last one written",
         after_win="a hand that still discards has no winning tile"),
    Word("last_tile", FLAG, ("last-tile",), "the winning tile is the last of its kind",
         option='The winning tile is the last of its kind.', after_win="it describes the winning tile"),
    Word("last_draw", FLAG, ("last-draw",), "won on the last tile of the wall / last discard",
         option="Won on the wall's last tile / the last discard.", after_win="it describes the winning tile"),
    Word("rinshan", FLAG, ("rinshan",), "self-drawn on a kong's replacement tile",
         option="Self-drawn on a kong's replacement tile.", after_win="it describes the winning tile",
         self_drawn=True),
    Word("chankan", FLAG, ("chankan",), "won by robbing a kong",
         option='Won by robbing a kong.', after_win="it describes the winning tile"),
    Word("flowers", NUMBER, ("flowers",), "number of flowers, 0-8, instead of f tiles",
         option='Number of flowers, 0-8.'),
    Word("riichi", FLAG, ("riichi",), "riichi declared (前和)",
         option='Riichi declared.'),
    Word("double_riichi", FLAG, ("double-riichi",), "riichi declared on the first turn",
         option='Riichi on the first turn.'),
    Word("ippatsu", FLAG, ("ippatsu",), "won within one turn of riichi",
         option='Won within one turn of riichi.', after_win="it describes the win"),
    Word("tenhou", FLAG, ("tenhou",), "dealer's win on the initial deal",
         option="Dealer's win on the initial deal.", after_win="it describes the win", self_drawn=True),
    Word("chiihou", FLAG, ("chiihou",), "non-dealer's win on the first draw",
         option="Non-dealer's win on the first draw.", after_win="it describes the win", self_drawn=True),
    Word("dora", TILES, ("dora",), "dora indicators, kong dora included",
         option='Dora indicators, e.g. m1E ({rules}).'),
    Word("ura", TILES, ("ura",), "ura-dora indicators (need riichi)",
         option='Ura-dora indicators ({rules}, needs riichi).',
         after_win="ura-dora are turned over only after a win"),
    Word("tong", FLAG, ("tong",), "the straight was declared (告一樣通)",
         option='The straight was declared.'),
    Word("draws", NUMBER, ("draws",), "consecutive drawn hands before this one",
         option='Consecutive drawn hands before this one.'),
    Word("honba", NUMBER, ("honba",), "counters on the table (本場), 0-99",
         option="Counters on the table (本場), 0-99 ({rules})."),
    Word("sticks", NUMBER, ("sticks",), "riichi deposits on the table (供託), 0-99",
         option="Riichi deposits on the table (供託), 0-99 ({rules})."),
    Word("pao", WIND, ("pao",), "the seat of the player liable for a big three dragons / big four winds"),
    Word("kita", NUMBER, ("kita",), "Norths set aside (抜きドラ), 0-4; three-player riichi only",
         option="Norths set aside (抜きドラ), 0-4 ({rules})."),
    Word("seen", TILES, ("seen",), "tiles visible elsewhere, for the tiles-left counts of waits / discard",
         option="Tiles visible elsewhere (discards, indicators, others' melds), for the tiles-left counts."),
)

BY_KEY: Final[dict[str, Word]] = {w.key: w for w in TABLE}

# The words players use for two conditions at once (docs/notation.md, "Conditions"): haitei (海底摸月,
# the wall's last tile, self-drawn) is `last-draw tsumo`; houtei (河底撈魚, the last discard) is
# `last-draw ron`. Single words only (rinshan kaihou is the notation's `rinshan`). Read by the grammar's
# reader (mjscore.notation.line; the direct reader leaves a line holding one to it); written back in
# the canonical words. Word -> (Conditions field, value) pairs.
PAIRED: Final[dict[str, tuple[tuple[str, bool], ...]]] = {
    "haitei": (("last_draw", True), ("tsumo", True)),
    "houtei": (("last_draw", True), ("tsumo", False)),
}

# Written word (lower case, without ``=``) -> (entry, the value a FLAG word sets).
BY_WORD: Final[dict[str, tuple[Word, bool]]] = {}
for _w in TABLE:
    for _s in _w.words:
        BY_WORD[_s] = (_w, True)
    for _s in _w.false_words:
        BY_WORD[_s] = (_w, False)
del _w, _s

# Conditions fields with their default values (``given`` is bookkeeping, not a condition).
DEFAULTS: Final[dict[str, object]] = {k: getattr(Conditions(), k) for k in CONDITION_KEYS}


# The flags that imply tsumo when the line does not write tsumo or ron (rinshan, tenhou, chiihou).
SELF_DRAWN: Final[tuple[str, ...]] = tuple(w.key for w in TABLE if w.self_drawn)


def implies_tsumo(values: Mapping[str, object]) -> bool:
    """True when ``values`` (Conditions field -> value) set a self-drawn flag and say nothing of
    tsumo / ron: the win is then self-drawn, and the canonical form writes ``tsumo``."""
    return "tsumo" not in values and any(values.get(k) for k in SELF_DRAWN)


def words_for(keys: Container[str]) -> tuple[str, ...]:
    """Every written form of the condition fields ``keys`` (a rule set's words), in table order."""
    return tuple(s for w in TABLE if w.key in keys for s in w.spellings)


def all_words() -> tuple[str, ...]:
    return tuple(s for w in TABLE for s in w.spellings)
