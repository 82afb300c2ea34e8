"""The domain model: a hand, its declared melds and the conditions of the win. Immutable data."""

from __future__ import annotations

from .record import field, record
from .tiles import BOTZONE_CODES, EAST, Tile, counts_of
from .tiles import name as tile_name

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Callable

CHOW, PUNG, KONG = "chow", "pung", "kong"


@record(cache_hash=True)  # (a key of the canonical text's cache, on every line)
class Meld:
    """A set declared before the win: ``[m123]`` chow, ``[p555]`` pung, ``[s9999]`` exposed kong,
    ``(m5555)`` concealed kong (the only concealed meld)."""

    kind: str  # CHOW, PUNG or KONG
    tile: Tile  # the lowest tile (the only tile of a pung or kong)
    concealed: bool = False  # True only for a concealed kong
    red: int = 0  # red fives among its tiles (Fliosen)

    @property
    def tiles(self) -> tuple[Tile, ...]:
        if self.kind == CHOW:
            return (self.tile, self.tile + 1, self.tile + 2)
        return (self.tile,) * (4 if self.kind == KONG else 3)

    @property
    def claimed(self) -> bool:
        """A claimed (open) meld: every meld but a concealed kong."""
        return not self.concealed


@record(cache_hash=True)  # (a key of the checks' and the canonical words' caches, on every line)
class Conditions:
    """How the hand was won. Defaults: ron, seat East, round East, nothing else."""

    tsumo: bool = False
    seat: Tile = EAST
    round: Tile = EAST
    last_tile: bool = False  # 和绝张: the winning tile was the last of its kind
    last_draw: bool = False  # last tile of the wall (tsumo) / last discard (ron)
    rinshan: bool = False  # self-drawn on a kong replacement tile
    chankan: bool = False  # robbing a kong
    flowers: int | None = None  # flowers=N (instead of writing f tiles)
    riichi: bool = False
    double_riichi: bool = False
    ippatsu: bool = False
    tenhou: bool = False
    chiihou: bool = False
    tong: bool = False  # 告一樣通: the straight was declared (Fliosen)
    dora: tuple[Tile, ...] = ()  # dora indicators, kong dora included
    ura: tuple[Tile, ...] = ()  # ura-dora indicators
    draws: int = 0  # consecutive exhaustive draws before this hand (Fliosen pot)
    honba: int = 0  # 本場 counters on the table (riichi)
    sticks: int = 0  # 供託 riichi deposits on the table (riichi)
    seen: tuple[Tile, ...] = ()  # tiles visible elsewhere, for the tiles-left counts of waits / discard
    pao: Tile | None = None  # the seat wind of the player liable for a big three dragons / four winds (riichi)
    kita: int = 0  # Norths set aside (抜きドラ), each a dora: three-player riichi (docs/riichi.md)
    # Which condition keys the line wrote explicitly (field names above), so that a rule set can
    # refuse words it does not know and command-line defaults apply only to the words not written.
    given: frozenset[str] = frozenset()


@record
class Origin:
    """Where the parts of a hand stand in its source text (1-based columns), for error messages."""

    text: str
    tile_columns: tuple[tuple[Tile, int], ...] = ()  # each concealed tile as written, in order
    meld_columns: tuple[int, ...] = ()  # each meld's opening bracket, in Hand.melds order
    word_columns: tuple[tuple[str, int], ...] = ()  # each condition key and its column
    flower_columns: tuple[tuple[int, int], ...] = ()  # each flower number and its column
    red_columns: tuple[int, ...] = ()  # each red five (0) among the concealed tiles
    # Each tile of a tile-list word (dora=, ura=, seen=): (key, tile, column, as written). A tile
    # alone in its group (``m5``, ``5mr``, ``🀋``) is its group, at the group's column; in a longer
    # group (``m15``) it is written in the line's form at its digit's column.
    word_tiles: tuple[tuple[str, Tile, int, str], ...] = ()
    notation: str = "suffix"  # "prefix" (m123) or "suffix" (123m): how the line wrote its suits

    # An origin made by :meth:`later` (the fast reader's) holds its text, its form and how to find
    # its columns; its other fields are made on first use: only an error message reads columns, so
    # a valid line never pays for them.
    __extra_slots__ = ("_raw",)

    @classmethod
    def later(cls, text: str, notation: str, columns: Callable[..., tuple[Any, ...]]) -> Origin:
        """The origin of ``text``, its fields made when first read from ``columns(text)``: the lists a
        reader keeps (the concealed tiles as written and their columns, (meld, column) in Hand.melds
        order, (key, column) per condition word, (flower, column), the red fives' columns and the
        tile-list words' tiles, as Origin's fields say); ``columns(text, True)``: the word columns
        alone (asked for first by many errors)."""
        origin = object.__new__(cls)
        _put_text(origin, text)
        _put_notation(origin, notation)
        _put_raw(origin, columns)
        return origin

    if not TYPE_CHECKING:  # (type checkers see the fields: no attribute of Origin is Any)

        def __getattr__(self, name: str) -> Any:
            # (called only for a slot not set yet: a field of an origin made by ``later``, made alone)
            make = _LATER.get(name)
            if make is None:
                raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")
            raw = object.__getattribute__(self, "_raw")
            if callable(raw):
                if name == "word_columns":  # (alone, as a refused word's message asks: a lighter pass)
                    value = raw(self.text, True)
                    _SLOT[name](self, value)
                    return value
                raw = raw(self.text)  # (the reader finds every column)
                _SLOT["_raw"](self, raw)
            value = make(raw)
            _SLOT[name](self, value)
            return value

    def name_of(self, tile: Tile) -> str:
        """The tile as this line wrote it: ``m2`` in a prefix-form line, ``W2`` in a line of Botzone
        codes, ``2m`` otherwise."""
        if self.notation == "botzone":
            return BOTZONE_CODES[tile]
        n = tile_name(tile)
        return n[::-1] if self.notation == "prefix" and len(n) == 2 else n

    def column_of_tile(self, tile: Tile) -> int | None:
        return next((c for t, c in self.tile_columns if t == tile), None)

    def column_of_word(self, key: str) -> int | None:
        return next((c for k, c in self.word_columns if k == key), None)


# The setter of each slot of an origin: what stores the fields of one made by ``later``, when made.
_SLOT = {n: Origin.__dict__[n].__set__ for n in getattr(Origin, "__slots__")}
_put_text, _put_notation, _put_raw = _SLOT["text"], _SLOT["notation"], _SLOT["_raw"]


# How each field of an origin made by Origin.later is made from the reader's lists, ``raw``: (tiles,
# their columns, (meld, column) pairs, (key, column) per word, (flower, column) pairs, red fives'
# columns, the tile-list words' tiles).
_LATER = {
    "tile_columns": lambda raw: tuple(zip(raw[0], raw[1])),
    "meld_columns": lambda raw: tuple([c for _, c in raw[2]]),
    "word_columns": lambda raw: tuple(raw[3]),
    "flower_columns": lambda raw: tuple(raw[4]),
    "red_columns": lambda raw: tuple(raw[5]),
    "word_tiles": lambda raw: tuple(raw[6]),
}


@record
class Hand:
    """A hand: concealed tiles (the winning tile included), declared melds, conditions, flowers.

    ``tiles`` is sorted. ``win`` is the winning tile, or None for a 13-tile hand waiting to win.
    """

    # (sorted, whatever order they come in: the shapes read a hand's tiles as runs by suit)
    tiles: tuple[Tile, ...] = field(converter=lambda tiles: tuple(sorted(tiles)))
    win: Tile | None = None
    melds: tuple[Meld, ...] = ()
    conditions: Conditions = Conditions()
    flowers: tuple[int, ...] = ()  # flower numbers 1-8, written as f tiles
    red: tuple[Tile, ...] = ()  # red fives among the concealed tiles (with multiplicity)
    win_red: bool = False  # the winning tile itself is a red five
    origin: Origin | None = field(default=None, compare=False, repr=False)

    @property
    def counts(self) -> list[int]:
        """34-slot counts of the concealed tiles (winning tile included)."""
        return counts_of(self.tiles)

    @property
    def all_counts(self) -> list[int]:
        """34-slot counts of every tile: concealed tiles and melds (a kong counts four)."""
        c = counts_of(self.tiles)
        for m in self.melds:
            for t in m.tiles:
                c[t] += 1
        return c

    @property
    def size(self) -> int:
        """Tiles toward the 14 (a meld, kongs included, counts three)."""
        return len(self.tiles) + 3 * len(self.melds)

    @property
    def is_closed(self) -> bool:
        """No claimed meld (concealed kongs keep a hand closed)."""
        for m in self.melds:
            if not m.concealed:
                return False
        return True

    @property
    def flower_count(self) -> int:
        if self.conditions.flowers is not None:
            return self.conditions.flowers
        return len(self.flowers)

    @property
    def has_red(self) -> bool:
        """A red five anywhere: among the concealed tiles or in a meld."""
        if self.red:
            return True
        for m in self.melds:
            if m.red:
                return True
        return False

    @property
    def red_count(self) -> int:
        """Red fives in the whole hand (concealed tiles and melds)."""
        return len(self.red) + sum(m.red for m in self.melds)
