"""The domain model: a hand, its declared melds and the conditions of the win. Immutable data."""

from __future__ import annotations

from .tiles import BOTZONE_CODES, EAST, Tile, counts_of
from .tiles import name as tile_name

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Callable, Final, Iterable, Mapping

    # How a reader finds a line's columns again: ``find(text, False)`` every column (a Columns),
    # ``find(text, True)`` the (key, column) of each condition word alone.
    ColumnFinder = Callable[[str, bool], "Columns | tuple[tuple[str, int], ...]"]

CHOW: Final = "chow"
PUNG: Final = "pung"
KONG: Final = "kong"


class Meld:
    """A set declared before the win: ``[m123]`` chow, ``[p555]`` pung, ``[s9999]`` exposed kong,
    ``(m5555)`` concealed kong (the only concealed meld)."""

    def __init__(self, *, kind: str, tile: Tile, concealed: bool = False, red: int = 0) -> None:
        self.kind: Final = kind  # CHOW, PUNG or KONG
        self.tile: Final = tile  # the lowest tile (the only tile of a pung or kong)
        self.concealed: Final = concealed  # True only for a concealed kong
        self.red: Final = red  # red fives among its tiles (Fliosen)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Meld):
            return NotImplemented
        return (self.kind == other.kind and self.tile == other.tile and self.concealed == other.concealed
                and self.red == other.red)

    def __hash__(self) -> int:
        # (a key of the canonical text's cache, on every line)
        return hash((self.kind, self.tile, self.concealed, self.red))

    def __repr__(self) -> str:
        return f"Meld(kind={self.kind!r}, tile={self.tile!r}, concealed={self.concealed!r}, red={self.red!r})"

    @property
    def tiles(self) -> tuple[Tile, ...]:
        if self.kind == CHOW:
            return (self.tile, self.tile + 1, self.tile + 2)
        return (self.tile,) * (4 if self.kind == KONG else 3)

    @property
    def claimed(self) -> bool:
        """A claimed (open) meld: every meld but a concealed kong."""
        return not self.concealed


class Conditions:
    """How the hand was won. Defaults: ron, seat East, round East, nothing else."""

    def __init__(self, *, tsumo: bool = False, seat: Tile = EAST, round: Tile = EAST, last_tile: bool = False,
                 last_draw: bool = False, rinshan: bool = False, chankan: bool = False, flowers: int | None = None,
                 riichi: bool = False, double_riichi: bool = False, ippatsu: bool = False, tenhou: bool = False,
                 chiihou: bool = False, tong: bool = False, dora: tuple[Tile, ...] = (), ura: tuple[Tile, ...] = (),
                 draws: int = 0, honba: int = 0, sticks: int = 0, seen: tuple[Tile, ...] = (),
                 pao: Tile | None = None, kita: int = 0, given: frozenset[str] = frozenset()) -> None:
        self.tsumo: Final = tsumo
        self.seat: Final = seat
        self.round: Final = round
        self.last_tile: Final = last_tile  # 和绝张: the winning tile was the last of its kind
        self.last_draw: Final = last_draw  # last tile of the wall (tsumo) / last discard (ron)
        self.rinshan: Final = rinshan  # self-drawn on a kong replacement tile
        self.chankan: Final = chankan  # robbing a kong
        self.flowers: Final = flowers  # flowers=N (instead of writing f tiles)
        self.riichi: Final = riichi
        self.double_riichi: Final = double_riichi
        self.ippatsu: Final = ippatsu
        self.tenhou: Final = tenhou
        self.chiihou: Final = chiihou
        self.tong: Final = tong  # 告一樣通: the straight was declared (Fliosen)
        self.dora: Final = dora  # dora indicators, kong dora included
        self.ura: Final = ura  # ura-dora indicators
        self.draws: Final = draws  # consecutive exhaustive draws before this hand (Fliosen pot)
        self.honba: Final = honba  # 本場 counters on the table (riichi)
        self.sticks: Final = sticks  # 供託 riichi deposits on the table (riichi)
        self.seen: Final = seen  # tiles visible elsewhere, for the tiles-left counts of waits / discard
        self.pao: Final = pao  # the seat wind of the player liable for a big three dragons / four winds (riichi)
        self.kita: Final = kita  # Norths set aside (抜きドラ), each a dora: three-player riichi (docs/riichi.md)
        # Which condition keys the line wrote explicitly (field names above), so that a rule set can
        # refuse words it does not know and command-line defaults apply only to the words not written.
        self.given: Final = given

    def values(self) -> tuple[object, ...]:
        """The conditions' values, in :data:`CONDITION_KEYS` order (``given`` is not one)."""
        return (self.tsumo, self.seat, self.round, self.last_tile, self.last_draw, self.rinshan, self.chankan,
                self.flowers, self.riichi, self.double_riichi, self.ippatsu, self.tenhou, self.chiihou, self.tong,
                self.dora, self.ura, self.draws, self.honba, self.sticks, self.seen, self.pao, self.kita)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Conditions):
            return NotImplemented
        return self is other or (self.values() == other.values() and self.given == other.given)

    def __hash__(self) -> int:
        return hash((self.values(), self.given))

    def __repr__(self) -> str:
        fields = [f"{k}={v!r}" for k, v in zip(CONDITION_KEYS, self.values())]
        return f"Conditions({', '.join(fields)}, given={self.given!r})"

    def with_values(self, values: Mapping[str, Any], given: frozenset[str] | None = None) -> Conditions:
        """These conditions with the fields ``values`` (field name -> a value of the field's type; a
        name that is no field is not read) changed; ``given``: the keys written instead of these
        conditions' own. (Each field by name: compiled, a call with its keywords spelled out is a
        direct call, where ``Conditions(**values)`` is parsed keyword by keyword: the Conditions of a
        reader's line, 20 k -> 6 k instructions.)"""
        get = values.get
        return Conditions(
            tsumo=get("tsumo", self.tsumo), seat=get("seat", self.seat), round=get("round", self.round),
            last_tile=get("last_tile", self.last_tile), last_draw=get("last_draw", self.last_draw),
            rinshan=get("rinshan", self.rinshan), chankan=get("chankan", self.chankan),
            flowers=get("flowers", self.flowers), riichi=get("riichi", self.riichi),
            double_riichi=get("double_riichi", self.double_riichi), ippatsu=get("ippatsu", self.ippatsu),
            tenhou=get("tenhou", self.tenhou), chiihou=get("chiihou", self.chiihou), tong=get("tong", self.tong),
            dora=get("dora", self.dora), ura=get("ura", self.ura), draws=get("draws", self.draws),
            honba=get("honba", self.honba), sticks=get("sticks", self.sticks), seen=get("seen", self.seen),
            pao=get("pao", self.pao), kita=get("kita", self.kita), given=self.given if given is None else given)


# The fields of Conditions that are conditions (all but ``given``), in order.
CONDITION_KEYS: Final[tuple[str, ...]] = ("tsumo", "seat", "round", "last_tile", "last_draw", "rinshan", "chankan",
                                          "flowers", "riichi", "double_riichi", "ippatsu", "tenhou", "chiihou", "tong",
                                          "dora", "ura", "draws", "honba", "sticks", "seen", "pao", "kita")


class Columns:
    """Where the parts of a hand stand in its source text (1-based columns), for error messages."""

    def __init__(self, *, tile_columns: tuple[tuple[Tile, int], ...] = (), meld_columns: tuple[int, ...] = (),
                 word_columns: tuple[tuple[str, int], ...] = (), flower_columns: tuple[tuple[int, int], ...] = (),
                 red_columns: tuple[int, ...] = (), word_tiles: tuple[tuple[str, Tile, int, str], ...] = ()) -> None:
        self.tile_columns: Final = tile_columns  # each concealed tile as written, in order
        self.meld_columns: Final = meld_columns  # each meld's opening bracket, in Hand.melds order
        self.word_columns: Final = word_columns  # each condition key and its column
        self.flower_columns: Final = flower_columns  # each flower number and its column
        self.red_columns: Final = red_columns  # each red five (0) among the concealed tiles
        # Each tile of a tile-list word (dora=, ura=, seen=): (key, tile, column, as written). A tile
        # alone in its group (``m5``, ``5mr``, ``🀋``) is its group, at the group's column; in a longer
        # group (``m15``) it is written in the line's form at its digit's column.
        self.word_tiles: Final = word_tiles


class Origin:
    """Where a hand was written: its source text, how the line wrote its suits, and where its parts
    stand (:class:`Columns`).

    The full reader knows the columns as it reads (``columns``); the fast reader gives instead how to
    find them (``find``), called each time they are asked for: only an error message reads columns,
    so a valid line never pays for them.
    """

    def __init__(self, text: str, notation: str = "suffix", columns: Columns | None = None,
                 find: ColumnFinder | None = None) -> None:
        self.text: Final = text
        self.notation: Final = notation  # "prefix" (m123), "suffix" (123m) or "botzone": how the line wrote its tiles
        self._columns: Final = columns  # the columns, when the reader knew them (else found by ``find``)
        self._find: Final = find

    def __reduce__(self) -> tuple[type[Origin], tuple[str, str, Columns | None, ColumnFinder | None]]:
        # (pickled as the arguments of its __init__: the compiled class has no other way)
        return (Origin, (self.text, self.notation, self._columns, self._find))

    def columns(self) -> Columns:
        """Where the parts of the hand stand (found again from the text by each call, for an origin
        made by the fast reader)."""
        if self._columns is not None:
            return self._columns
        found = self._find(self.text, False) if self._find is not None else Columns()
        assert isinstance(found, Columns)
        return found

    @property
    def tile_columns(self) -> tuple[tuple[Tile, int], ...]:
        return self.columns().tile_columns

    @property
    def meld_columns(self) -> tuple[int, ...]:
        return self.columns().meld_columns

    @property
    def word_columns(self) -> tuple[tuple[str, int], ...]:
        if self._columns is None and self._find is not None:  # (alone, as a refused word's message asks: a lighter pass)
            found = self._find(self.text, True)
            assert isinstance(found, tuple)
            return found
        return self.columns().word_columns

    @property
    def flower_columns(self) -> tuple[tuple[int, int], ...]:
        return self.columns().flower_columns

    @property
    def red_columns(self) -> tuple[int, ...]:
        return self.columns().red_columns

    @property
    def word_tiles(self) -> tuple[tuple[str, Tile, int, str], ...]:
        return self.columns().word_tiles

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


class Hand:
    """A hand: concealed tiles (the winning tile included), declared melds, conditions, flowers.

    ``tiles`` is sorted. ``win`` is the winning tile, or None for a 13-tile hand waiting to win.
    Two hands are equal when all but their origins are.
    """

    def __init__(self, *, tiles: Iterable[Tile], win: Tile | None = None, melds: tuple[Meld, ...] = (),
                 conditions: Conditions = Conditions(), flowers: tuple[int, ...] = (), red: tuple[Tile, ...] = (),
                 win_red: bool = False, origin: Origin | None = None) -> None:
        # (sorted, whatever order they come in: the shapes read a hand's tiles as runs by suit)
        self.tiles: Final = tuple(sorted(tiles))
        self.win: Final = win
        self.melds: Final = melds
        self.conditions: Final = conditions
        self.flowers: Final = flowers  # flower numbers 1-8, written as f tiles
        self.red: Final = red  # red fives among the concealed tiles (with multiplicity)
        self.win_red: Final = win_red  # the winning tile itself is a red five
        self.origin: Final = origin  # where it was written (not compared)

    def _key(self) -> tuple[object, ...]:
        return (self.tiles, self.win, self.melds, self.conditions, self.flowers, self.red, self.win_red)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Hand):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return (f"Hand(tiles={self.tiles!r}, win={self.win!r}, melds={self.melds!r}, conditions={self.conditions!r}, "
                f"flowers={self.flowers!r}, red={self.red!r}, win_red={self.win_red!r})")

    def with_conditions(self, conditions: Conditions) -> Hand:
        """The same hand won under ``conditions``."""
        return Hand(tiles=self.tiles, win=self.win, melds=self.melds, conditions=conditions, flowers=self.flowers,
                    red=self.red, win_red=self.win_red, origin=self.origin)

    def won_on(self, tile: Tile, conditions: Conditions) -> Hand:
        """This hand of 13 tiles completed by ``tile`` (not a red five), won under ``conditions``."""
        return Hand(tiles=self.tiles + (tile,), win=tile, melds=self.melds, conditions=conditions,
                    flowers=self.flowers, red=self.red, win_red=False, origin=self.origin)

    def before_win(self, tiles: tuple[Tile, ...] | None = None, red: tuple[Tile, ...] | None = None) -> Hand:
        """The hand without a winning tile (its concealed ``tiles`` and their red fives ``red``, when
        given: what is kept after a discard)."""
        return Hand(tiles=self.tiles if tiles is None else tiles, win=None, melds=self.melds,
                    conditions=self.conditions, flowers=self.flowers, red=self.red if red is None else red,
                    win_red=False, origin=self.origin)

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
