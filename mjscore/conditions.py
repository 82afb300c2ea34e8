"""The condition words of the notation, as data (NOTATION.md, "Conditions").

One entry per ``Conditions`` field: the words that write it (canonical word first, then aliases),
the kind of value it takes, and which rule sets know it. The parser reads words through this
table, ``format_hand`` writes the canonical words, and ``validate.check`` refuses a word the chosen
rules do not know.
"""

from __future__ import annotations

from dataclasses import dataclass

from .hand import Conditions

# Value kinds.
FLAG = "flag"  # a bare word sets the field to True
WIND = "wind"  # key=E|S|W|N
TILES = "tiles"  # key=TILES (dora indicators)
NUMBER = "number"  # key=N
TILE = "tile"  # key=TILE (win=, a Hand field, not a Conditions field)

ALL_RULES = frozenset({"mcr", "yaochu", "fliosen", "riichi"})
MCR = frozenset({"mcr"})
YAOCHU_FLIOSEN = frozenset({"yaochu", "fliosen"})
FLIOSEN = frozenset({"fliosen"})
# (temporary, until the catalog: riichi knows Fliosen's words but tong and draws)
YAOCHU_FLIOSEN_RIICHI = YAOCHU_FLIOSEN | {"riichi"}
FLIOSEN_RIICHI = FLIOSEN | {"riichi"}
RIICHI = frozenset({"riichi"})


@dataclass(frozen=True, slots=True)
class Word:
    key: str  # the Conditions field (``win`` is the Hand's winning tile)
    kind: str  # FLAG, WIND, TILES, NUMBER or TILE
    words: tuple[str, ...]  # canonical spelling first, then aliases (lower case, no ``=``)
    rules: frozenset[str]  # the rule sets that know the word
    meaning: str
    # For ``tsumo`` only: the words that set it to False (ron / discard).
    false_words: tuple[str, ...] = ()

    @property
    def spellings(self) -> tuple[str, ...]:
        """Every written form, ``=`` included for key=value words."""
        eq = "" if self.kind == FLAG else "="
        return tuple(w + eq for w in self.false_words + self.words)


TABLE: tuple[Word, ...] = (
    Word("tsumo", FLAG, ("tsumo", "self-drawn", "zimo"), ALL_RULES,
         "self-drawn (default: ron, won on a discard)", false_words=("ron", "discard")),
    Word("seat", WIND, ("seat",), ALL_RULES, "the winner's seat wind (default E, the dealer)"),
    Word("round", WIND, ("round", "prevalent"), ALL_RULES, "the prevalent wind (default E)"),
    Word("win", TILE, ("win",), ALL_RULES, "the winning tile, if not the last one written"),
    Word("last_tile", FLAG, ("last-tile",), MCR, "the winning tile is the last of its kind"),
    Word("last_draw", FLAG, ("last-draw",), ALL_RULES, "won on the last tile of the wall / last discard"),
    Word("rinshan", FLAG, ("rinshan",), ALL_RULES, "self-drawn on a kong's replacement tile"),
    Word("chankan", FLAG, ("chankan",), ALL_RULES, "won by robbing a kong"),
    Word("flowers", NUMBER, ("flowers",), MCR, "number of flowers, 0-8, instead of f tiles"),
    Word("riichi", FLAG, ("riichi",), FLIOSEN_RIICHI, "riichi declared (前和)"),
    Word("double_riichi", FLAG, ("double-riichi",), FLIOSEN_RIICHI, "riichi declared on the first turn"),
    Word("ippatsu", FLAG, ("ippatsu",), FLIOSEN_RIICHI, "won within one turn of riichi"),
    Word("tenhou", FLAG, ("tenhou",), YAOCHU_FLIOSEN_RIICHI, "dealer's win on the initial deal"),
    Word("chiihou", FLAG, ("chiihou",), YAOCHU_FLIOSEN_RIICHI, "non-dealer's win on the first draw"),
    Word("dora", TILES, ("dora",), YAOCHU_FLIOSEN_RIICHI, "dora indicators, kong dora included"),
    Word("ura", TILES, ("ura",), FLIOSEN_RIICHI, "ura-dora indicators (need riichi)"),
    Word("tong", FLAG, ("tong",), FLIOSEN, "the straight was declared (告一樣通)"),
    Word("draws", NUMBER, ("draws",), FLIOSEN, "consecutive drawn hands before this one"),
    Word("honba", NUMBER, ("honba",), RIICHI, "counters on the table (本場), 0-99"),
    Word("sticks", NUMBER, ("sticks",), RIICHI, "riichi deposits on the table (供託), 0-99"),
    Word("seen", TILES, ("seen",), ALL_RULES, "tiles visible elsewhere, for the tiles-left counts of waits / discard"),
)

BY_KEY: dict[str, Word] = {w.key: w for w in TABLE}

# Written word (lower case, without ``=``) -> (entry, the value a FLAG word sets).
BY_WORD: dict[str, tuple[Word, bool]] = {}
for _w in TABLE:
    for _s in _w.words:
        BY_WORD[_s] = (_w, True)
    for _s in _w.false_words:
        BY_WORD[_s] = (_w, False)
del _w, _s

# Conditions fields with their default values (``given`` is bookkeeping, not a condition).
DEFAULTS: dict[str, object] = {
    k: getattr(Conditions(), k) for k in Conditions.__dataclass_fields__ if k != "given"
}


def words_for(rules: str) -> tuple[str, ...]:
    """Every written form the rule set ``rules`` knows, in table order."""
    return tuple(s for w in TABLE if rules in w.rules for s in w.spellings)


def all_words() -> tuple[str, ...]:
    return tuple(s for w in TABLE for s in w.spellings)
