"""The facts the fan tests look at, computed once per hand, once per decomposition and once per
reading of the winning tile (the cheap reading-level part is refreshed in place)."""

from __future__ import annotations

from bisect import bisect_left
from functools import lru_cache
from itertools import compress

from ...hand import CHOW, KONG, Hand
from ..facts import Facts
from ...analysis.shapes import (
    CLOSED,
    EDGE,
    HONORS_KNITTED,
    KNITTED,
    KNITTED_STRAIGHT,
    PAIR,
    PUNG_WAIT,
    REGULAR,
    SEVEN_PAIRS,
    SINGLE,
    THIRTEEN_ORPHANS,
    Decomposition,
    Reading,
)
from ...tiles import NINE_GATES_COUNTS, REVERSIBLE, TERMINALS_AND_HONORS
from .chows import FOUR_FANS, PAIR_FANS, TRIPLE_FANS, chow_fans

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Iterable
    from typing import Final

    from ...analysis.shapes import Group
    from ...hand import Conditions, Meld

class Variant:
    """Where the rulebooks disagree: which reading a score follows."""

    def __init__(self, name: str = "reference", mixed_kong_fan: bool = True,
                 knitted_waits: bool = False) -> None:
        self.name: Final[str] = name
        self.mixed_kong_fan: Final[bool] = mixed_kong_fan  # 明暗杠 (5) for one concealed + one melded kong, else 暗杠 + 明杠
        self.knitted_waits: Final[bool] = knitted_waits  # a unique wait on a place of the knitted straight counts a wait fan


VARIANTS: Final = {
    "reference": Variant(),
    "1998": Variant("1998", mixed_kong_fan=False, knitted_waits=True),
}

# The wait fans by the wait a reading is read as, in the order principle 8 prefers them (one winning
# tile read two ways: edge before closed before single wait). Each fan's fact bears its id.
WAIT_FANS: Final = {EDGE: "edge_wait", CLOSED: "closed_wait", SINGLE: "single_wait"}

# Facts: cheap yes/no properties of a hand, decomposition and reading, one bit each, declared here
# once, in order (the registry gives the bits). A fan row names the facts its test needs (``when=``,
# fans.py); the evaluator tests a fan only when they are all present.
FACTS: Final = Facts()
_fact: Final = FACTS.fact
# hand
HONORS: Final = _fact("honors", "an honor tile anywhere in the hand")
NO_HONORS: Final = _fact("no_honors", "no honor tile")
NO_SUITED: Final = _fact("no_suited", "no suited tile (honors only)")
ONE_SUIT: Final = _fact("one_suit", "tiles of exactly one suit (honors aside)")
TWO_SUITS: Final = _fact("two_suits", "tiles of exactly two suits")
THREE_SUITS: Final = _fact("three_suits", "tiles of all three suits")
NO_CHARACTERS: Final = _fact("no_characters", "no character tile")
WINDS_AND_DRAGONS: Final = _fact("winds_and_dragons", "a wind and a dragon")
NO_ONE_TO_THREE: Final = _fact("no_one_to_three", "no suited tile of rank 1, 2 or 3")
NO_FOUR_TO_SIX: Final = _fact("no_four_to_six", "no suited tile of rank 4, 5 or 6 (a group holding one has no terminal)")
NO_SEVEN_TO_NINE: Final = _fact("no_seven_to_nine", "no suited tile of rank 7, 8 or 9")
NO_TERMINALS: Final = _fact("no_terminals", "no suited tile of rank 1 or 9")
ONLY_TERMINALS_AND_HONORS: Final = _fact("only_terminals_and_honors", "every tile a terminal (1, 9) or an honor")
ONLY_REVERSIBLE: Final = _fact("only_reversible", "every tile one that looks the same upside down")
CLOSED_HAND: Final = _fact("closed_hand", "no claimed meld")
TSUMO: Final = _fact("tsumo", "the winning tile self-drawn")
RON: Final = _fact("ron", "the winning tile a discard")
LAST_DRAW: Final = _fact("last_draw", "won on the last tile of the wall")
RINSHAN: Final = _fact("rinshan", "self-drawn as the replacement tile of a kong")
CHANKAN: Final = _fact("chankan", "won on a tile added to a melded pung, the only copy in the hand")
LAST_TILE: Final = _fact("last_tile", "won on the last copy of a tile")
MELDED_HAND: Final = _fact("melded_hand", "four claimed melds, won on a discard")
TILE_HOG: Final = _fact("tile_hog", "four copies of a tile, not as a kong")
NINE_GATES: Final = _fact("nine_gates", "1112345678999 of one suit concealed before the winning tile")
FLOWERS: Final = _fact("flowers", "a flower")
# decomposition
REGULAR_SHAPE: Final = _fact("regular_shape", "four sets and a pair")
SEVEN_PAIRS_SHAPE: Final = _fact("seven_pairs_shape", "seven pairs")
ORPHANS_SHAPE: Final = _fact("orphans_shape", "thirteen orphans")
HONORS_KNITTED_SHAPE: Final = _fact("honors_knitted_shape", "honors and knitted tiles")
KNITTED_SHAPE: Final = _fact("knitted_shape", "a knitted straight: its own shape or nine suited tiles of honors-knitted")
HAS_PAIR: Final = _fact("has_pair", "a pair beside the sets (regular or knitted straight)")
PUNGS_1: Final = _fact("pungs_1", "at least one pung or kong")
PUNGS_2: Final = _fact("pungs_2", "at least two pungs or kongs")
PUNGS_3: Final = _fact("pungs_3", "at least three pungs or kongs")
PUNGS_4: Final = _fact("pungs_4", "four pungs or kongs")
NO_PUNGS: Final = _fact("no_pungs", "no pung or kong")
KONGS_1: Final = _fact("kongs_1", "at least one kong")
KONGS_2: Final = _fact("kongs_2", "at least two kongs")
KONGS_3: Final = _fact("kongs_3", "at least three kongs")
WIND_PUNG: Final = _fact("wind_pung", "at least one wind pung")
WIND_PUNGS_3: Final = _fact("wind_pungs_3", "at least three wind pungs")
DRAGON_PUNG: Final = _fact("dragon_pung", "at least one dragon pung")
DRAGON_PUNGS_2: Final = _fact("dragon_pungs_2", "at least two dragon pungs")
TERMINAL_PUNG: Final = _fact("terminal_pung", "a pung or kong of a terminal or honor")
ROUND_WIND_PUNG: Final = _fact("round_wind_pung", "a pung or kong of the round wind")
SEAT_WIND_PUNG: Final = _fact("seat_wind_pung", "a pung or kong of the seat wind")
PUNGS_IN_THREE_SUITS: Final = _fact("pungs_in_three_suits", "suited pungs (or kongs) in each of the three suits")
SAME_RANK_PUNGS: Final = _fact("same_rank_pungs", "two suited pungs of one rank")
THREE_PUNGS_IN_A_SUIT: Final = _fact("three_pungs_in_a_suit", "three suited pungs in one suit")
FOUR_CHOWS: Final = _fact("four_chows", "four chows")
CHOW_FANS_4: Final = _fact("chow_fans_4", "a fan of four chows counts (chows.py: then no other chow fan does)")
CHOW_FANS_3: Final = _fact("chow_fans_3", "a fan of three chows counts")
CHOW_FANS_2: Final = _fact("chow_fans_2", "a fan of two chows counts")
# reading: the wait fan in question (the reading's edge, closed or single wait, unique or not)
EDGE_WAIT: Final = _fact("edge_wait", "read as an edge wait")
CLOSED_WAIT: Final = _fact("closed_wait", "read as a closed wait")
SINGLE_WAIT: Final = _fact("single_wait", "read as a single wait")
# reading: the concealed pungs (principle 9: won on a discard, the pung it completed is not concealed)
CONCEALED_PUNGS_2: Final = _fact("concealed_pungs_2", "at least two concealed pungs")
CONCEALED_PUNGS_3: Final = _fact("concealed_pungs_3", "at least three concealed pungs")
CONCEALED_PUNGS_4: Final = _fact("concealed_pungs_4", "four concealed pungs")
TWO_CONCEALED_PUNGS: Final = _fact("two_concealed_pungs", "exactly two concealed pungs")
THREE_CONCEALED_PUNGS: Final = _fact("three_concealed_pungs", "exactly three concealed pungs")

_WAIT_FACT: Final = {fan: FACTS.bits[fan] for fan in WAIT_FANS.values()}
_REGULAR_FACTS: Final = REGULAR_SHAPE | HAS_PAIR  # (four sets and a pair)
_SHAPE_FACT: Final = {REGULAR: REGULAR_SHAPE, SEVEN_PAIRS: SEVEN_PAIRS_SHAPE, THIRTEEN_ORPHANS: ORPHANS_SHAPE,
                      HONORS_KNITTED: HONORS_KNITTED_SHAPE, KNITTED_STRAIGHT: KNITTED_SHAPE}


def _count_facts(n: int, one: int, two: int, three: int = 0, four: int = 0) -> int:
    """The facts of a count: ``one`` when n >= 1, ``two`` when n >= 2 ..."""
    return (one if n >= 1 else 0) | (two if n >= 2 else 0) | (three if n >= 3 else 0) | (four if n >= 4 else 0)


# (a decomposition has at most four pungs and kongs)
_PUNG_COUNT_FACTS: Final = tuple(_count_facts(n, PUNGS_1, PUNGS_2, PUNGS_3, PUNGS_4) for n in range(5))
_CONCEALED_PUNG_FACTS: Final = tuple(_count_facts(n, 0, CONCEALED_PUNGS_2, CONCEALED_PUNGS_3, CONCEALED_PUNGS_4)
                                     | (TWO_CONCEALED_PUNGS if n == 2 else 0) | (THREE_CONCEALED_PUNGS if n == 3 else 0)
                                     for n in range(5))
_KONG_COUNT_FACTS: Final = tuple(_count_facts(n, KONGS_1, KONGS_2, KONGS_3) for n in range(5))
_WIND_PUNG_FACTS: Final = tuple(_count_facts(n, WIND_PUNG, 0, WIND_PUNGS_3) for n in range(5))
_DRAGON_PUNG_FACTS: Final = tuple(_count_facts(n, DRAGON_PUNG, DRAGON_PUNGS_2) for n in range(5))
_TILE_KINDS: Final = range(34)
_ONE_SUIT_ONLY: Final = (1, 2, 4)  # (the kinds of tiles of one suit and no honor: below)
# The suits present, by a 3-bit mask (characters 1, dots 2, bamboos 4), and their facts: how many
# suits (none: NO_SUITED), and whether the characters are missing.
_SUIT_SETS: Final = tuple(frozenset(s for s in range(3) if mask >> s & 1) for mask in range(8))
_SUIT_FACTS: Final = tuple(((ONE_SUIT, TWO_SUITS, THREE_SUITS)[len(suits) - 1] if suits else NO_SUITED)
                           | (0 if 0 in suits else NO_CHARACTERS) for suits in _SUIT_SETS)
# The kinds of tiles held, by a 5-bit mask (the suits' three bits, then winds 8 and dragons 16), and
# their facts: the suits' (above), honors or none, a wind and a dragon.
_WINDS_HELD: Final = 8
_DRAGONS_HELD: Final = 16
_KIND_FACTS: Final = tuple(_SUIT_FACTS[kinds & 7] | (HONORS if kinds >= _WINDS_HELD else NO_HONORS)
                           | (WINDS_AND_DRAGONS if kinds & _WINDS_HELD and kinds & _DRAGONS_HELD else 0)
                           for kinds in range(32))


def _tiles_mask(tiles: Iterable[int]) -> int:
    """The bytes of these tiles in a hand's counts as one int (FanFacts.for_hand), all bits set."""
    mask = 0
    for t in tiles:
        mask |= 0xFF << 8 * t
    return mask


_CHARACTERS: Final = _tiles_mask(range(0, 9))
_DOTS: Final = _tiles_mask(range(9, 18))
_BAMBOOS: Final = _tiles_mask(range(18, 27))
_WINDS: Final = _tiles_mask(range(27, 31))
_DRAGONS: Final = _tiles_mask(range(31, 34))
_FOUR_TO_SIX: Final = _tiles_mask(t for t in range(27) if 3 <= t % 9 <= 5)
_ONE_TO_THREE: Final = _tiles_mask(t for t in range(27) if t % 9 <= 2)
_SEVEN_TO_NINE: Final = _tiles_mask(t for t in range(27) if t % 9 >= 6)
_TERMINALS: Final = _tiles_mask(t for t in range(27) if t % 9 in (0, 8))
_NOT_TERMINALS_OR_HONORS: Final = _tiles_mask(t for t in range(34) if t not in TERMINALS_AND_HONORS)
_NOT_REVERSIBLE: Final = _tiles_mask(t for t in range(34) if t not in REVERSIBLE)
_FOURS: Final = int.from_bytes(bytes([4] * 34), "little")  # (bit 2 of every count)
_CHOW_BYTES: Final = 0x010101  # (a chow's three tiles, from its lowest)


class FanFacts:
    """Everything a fan test reads. Hand-level fields are set by :meth:`for_hand`, decomposition-level
    ones by :meth:`set_decomposition`, reading-level ones by :meth:`set_reading`."""

    __slots__ = (
        # hand
        "variant", "win", "held", "kinds", "present",
        "tsumo", "seat", "round", "flowers", "tile_hog", "unique_wait", "hand_facts",
        # decomposition
        "shape", "dec", "chows", "pungs", "pair", "groups", "kongs", "concealed_kongs",
        "wind_pungs", "dragon_pungs", "terminal_pungs", "chow_fans", "knitted", "_concealed_pungs", "dec_facts",
        # reading
        "reading", "concealed_pungs", "wait_candidate", "facts",
    )

    # hand
    variant: Variant
    win: int  # the winning tile
    held: int  # every count (melds included) as one byte of an int, tile 0 lowest
    kinds: int  # the kinds of tiles held: the suits' three bits, then winds 8 and dragons 16
    present: frozenset[int] | None  # the tile kinds held (made by all_in when first asked)
    tsumo: bool
    seat: int
    round: int
    flowers: int
    tile_hog: int  # tiles held four times, not as a kong
    unique_wait: Callable[[], bool]  # computed once, only if a wait fan is in question
    hand_facts: int
    # decomposition
    shape: str
    dec: Decomposition
    chows: tuple[int, ...]  # the chows' lowest tiles, sorted
    pungs: tuple[int, ...]  # the pungs' and kongs' tiles
    pair: int | None  # the pair's tile (regular or knitted straight)
    groups: tuple[Group, ...]  # a regular decomposition's groups, else ()
    kongs: int
    concealed_kongs: int
    wind_pungs: tuple[int, ...]
    dragon_pungs: tuple[int, ...]
    terminal_pungs: int  # pungs and kongs of a terminal or honor
    chow_fans: dict[str, int]  # the chow fans that count (chows.py), by fan id: read only
    knitted: tuple[int, ...]
    _concealed_pungs: int  # before the reading (principle 9)
    dec_facts: int
    # reading
    reading: Reading
    concealed_pungs: int
    wait_candidate: str | None  # the reading's wait fan, before the unique-wait test
    facts: int

    @classmethod
    def for_hand(cls, hand: Hand, variant: Variant, unique_wait: Callable[[], bool],
                 counts: list[int] | None = None, key: bytes | None = None) -> FanFacts:
        """``counts``: the hand's concealed counts, when the caller has them (not changed); ``key``:
        the same as bytes, when the caller has them. The hand has its winning tile."""
        win = hand.win
        if win is None:
            raise ValueError("the features of a hand without a winning tile")
        f = cls()
        c = hand.conditions
        conc = hand.counts if counts is None else counts
        # Every count (melds included) as one byte of an int, tile 0 lowest: the questions below
        # (which suits, ranks or honors are held, which tiles four times) are each one mask.
        held = int.from_bytes(bytes(conc) if key is None else key, "little")
        melds = hand.melds
        f.win = win
        f.variant = variant
        tsumo = f.tsumo = c.tsumo
        f.seat = c.seat
        f.round = c.round
        flowers = f.flowers = c.flowers if c.flowers is not None else len(hand.flowers)  # (hand.flower_count)
        last_draw = c.last_draw
        if melds:
            held, closed, last_tile, rinshan, melded_hand, tile_hog = _with_melds(melds, held, conc, win, c)
        else:
            closed = True
            last_tile = c.last_tile and conc[win] == 1
            rinshan = False  # (a replacement tile: a kong is a meld)
            melded_hand = False
            tile_hog = (held & _FOURS).bit_count() if held & _FOURS else 0
        # (0-2 the suits, 3 the honors; winds 27-30, dragons 31-33: tiles.py)
        kinds = f.kinds = ((1 if held & _CHARACTERS else 0) | (2 if held & _DOTS else 0)
                           | (4 if held & _BAMBOOS else 0) | (_WINDS_HELD if held & _WINDS else 0)
                           | (_DRAGONS_HELD if held & _DRAGONS else 0))
        # (nine gates: no melds, one suit and no honors)
        nine_gates = not melds and kinds in _ONE_SUIT_ONLY and _nine_gates(hand, conc)
        f.tile_hog = tile_hog
        f.held = held
        f.present = None  # (made by all_in when first asked)
        # 抢杠和: the robbed tile is the only copy in the winner's hand, melds included.
        chankan = c.chankan and not tsumo and held >> 8 * win & 0xFF == 1
        f.unique_wait = unique_wait  # a callable: computed once, only if a wait fan is in question
        facts = (
            _KIND_FACTS[kinds] | (CLOSED_HAND if closed else 0) | (TSUMO if tsumo else RON)
            | (LAST_DRAW if last_draw else 0) | (RINSHAN if rinshan else 0) | (CHANKAN if chankan else 0)
            | (LAST_TILE if last_tile else 0) | (MELDED_HAND if melded_hand else 0)
            | (TILE_HOG if tile_hog else 0) | (NINE_GATES if nine_gates else 0)
            | (FLOWERS if flowers else 0)
            | (0 if held & _FOUR_TO_SIX else NO_FOUR_TO_SIX)
            | (0 if held & _NOT_TERMINALS_OR_HONORS else ONLY_TERMINALS_AND_HONORS)
            | (0 if held & _NOT_REVERSIBLE else ONLY_REVERSIBLE))
        if kinds < _WINDS_HELD:  # (no honor: the fans that read which ranks are held have none)
            facts |= ((0 if held & _ONE_TO_THREE else NO_ONE_TO_THREE)
                      | (0 if held & _SEVEN_TO_NINE else NO_SEVEN_TO_NINE)
                      | (0 if held & _TERMINALS else NO_TERMINALS))
        f.hand_facts = facts
        return f

    # Hand facts that only a few fan tests (most of them counted without their tests: ``sure`` rows)
    # and --explain read: read off the hand's facts, not stored.
    @property
    def suits(self) -> frozenset[int]:
        """Which suits are held (0-2)."""
        return _SUIT_SETS[self.kinds & 7]

    @property
    def honors(self) -> bool:
        return self.kinds >= _WINDS_HELD

    @property
    def has_winds(self) -> bool:
        return self.kinds & _WINDS_HELD != 0

    @property
    def has_dragons(self) -> bool:
        return self.kinds & _DRAGONS_HELD != 0

    @property
    def closed(self) -> bool:
        return self.hand_facts & CLOSED_HAND != 0

    @property
    def last_draw(self) -> bool:
        return self.hand_facts & LAST_DRAW != 0

    @property
    def last_tile(self) -> bool:
        return self.hand_facts & LAST_TILE != 0

    @property
    def rinshan(self) -> bool:
        return self.hand_facts & RINSHAN != 0

    @property
    def chankan(self) -> bool:
        return self.hand_facts & CHANKAN != 0

    @property
    def melded_hand(self) -> bool:
        return self.hand_facts & MELDED_HAND != 0

    @property
    def nine_gates(self) -> bool:
        return self.hand_facts & NINE_GATES != 0

    @property
    def melded_kongs(self) -> int:
        """(read by the kong fans' tests)"""
        return self.kongs - self.concealed_kongs

    @property
    def counts(self) -> list[int]:
        """The count of each tile kind in the whole hand, melds included (a kong counts four)."""
        return list(self.held.to_bytes(34, "little"))

    def all_in(self, tiles: frozenset[int]) -> bool:
        """Every tile of the hand (melds included) is one of ``tiles``."""
        present = self.present
        if present is None:
            present = self.present = frozenset(compress(_TILE_KINDS, self.counts))
        return present.issubset(tiles)

    def set_decomposition(self, d: Decomposition) -> None:
        self.dec = d
        shape = self.shape = d.shape
        self.knitted = d.knitted
        chow_tiles: list[int] = []
        pung_tiles: list[int] = []
        kongs = ck = 0
        concealed = 0
        tally = 0  # (of the pungs: _PUNG_TALLY)
        groups = d.groups
        for g in groups:
            kind = g.kind
            if kind == CHOW:
                chow_tiles.append(g.tile)
            elif kind != PAIR:
                pung_tiles.append(g.tile)
                tally += _PUNG_TALLY[g.tile]
                if kind == KONG:
                    kongs += 1
                    ck += g.concealed
                concealed += g.concealed
        if len(chow_tiles) > 1:
            chow_tiles.sort()
        chows = self.chows = tuple(chow_tiles)
        pungs = self.pungs = tuple(pung_tiles)
        # (the pair of a regular or knitted-straight decomposition is its last group)
        if shape == REGULAR:
            self.groups = groups
            self.pair = groups[-1].tile
            shape_facts = _REGULAR_FACTS
        else:
            self.groups = ()
            last = groups[-1] if shape == KNITTED_STRAIGHT else None
            pair = last.tile if last is not None and last.kind == PAIR else None
            self.pair = pair
            shape_facts = _SHAPE_FACT[shape] | (HAS_PAIR if pair is not None else 0)
            if shape == HONORS_KNITTED and bisect_left(d.knitted, 27) == 9:  # (nine suited tiles; sorted)
                shape_facts |= KNITTED_SHAPE
        self.kongs = kongs
        self.concealed_kongs = ck
        self.terminal_pungs = tally >> _OUTSIDE_FIELD & 0xF  # (pungs and kongs of a terminal or honor)
        if pungs:
            pung_facts, winds, dragons = _pung_facts(pungs, tally)
            self.wind_pungs = winds
            self.dragon_pungs = dragons
            if winds:  # (the wind pungs are the pungs that can be of the round or seat wind)
                if self.round in winds:
                    pung_facts |= ROUND_WIND_PUNG
                if self.seat in winds:
                    pung_facts |= SEAT_WIND_PUNG
        else:
            pung_facts = NO_PUNGS
            self.wind_pungs = self.dragon_pungs = ()
        chow_facts, chow_fan_counts = _chow_facts(chows) if len(chows) >= 2 else _NO_CHOW_FACTS
        self.chow_fans = chow_fan_counts
        self._concealed_pungs = concealed
        self.dec_facts = shape_facts | pung_facts | chow_facts | _KONG_COUNT_FACTS[kongs]

    def set_reading(self, r: Reading) -> None:
        self.reading = r
        cp = self._concealed_pungs
        read_as = r.wait
        # Principle 9: won on a discard, the pung the winning tile completed is not concealed.
        if read_as == PUNG_WAIT and not self.tsumo:
            cp -= 1
        self.concealed_pungs = cp
        wait = WAIT_FANS.get(read_as)
        if read_as == KNITTED and self.shape == KNITTED_STRAIGHT and self.variant.knitted_waits:
            wait = _knitted_wait(self.knitted, self.win)
        self.wait_candidate = wait
        if wait is None:
            self.facts = self.hand_facts | self.dec_facts | _CONCEALED_PUNG_FACTS[cp]
        else:
            self.facts = self.hand_facts | self.dec_facts | _WAIT_FACT[wait] | _CONCEALED_PUNG_FACTS[cp]

    @property
    def wait(self) -> str | None:
        """The wait fan of this reading (edge, closed or single wait), when the hand waits on one tile
        kind only. The unique-wait test runs once per hand, and only when a wait fan is asked about."""
        w = self.wait_candidate
        return w if w and self.unique_wait() else None


def _with_melds(melds: tuple[Meld, ...], held: int, conc: list[int], win: int, c: Conditions
                ) -> tuple[int, bool, bool, bool, bool, int]:
    """The hand facts its melds decide: (the counts with the melds' tiles added, closed, last tile,
    rinshan, melded hand, tile hogs), for :meth:`FanFacts.for_hand`."""
    all_claimed = all_concealed = True
    in_melds = 0  # copies of the winning tile in claimed melds
    kongs = 0
    for m in melds:  # (their tiles added to the counts: a chow's three, a pung's or kong's copies)
        t = m.tile
        kind = m.kind
        if kind == CHOW:
            held += _CHOW_BYTES << 8 * t
            copies = 1 if t <= win <= t + 2 else 0
        else:
            n = 4 if kind == KONG else 3
            held += n << 8 * t
            copies = n if win == t else 0
            if n == 4:
                kongs += 1
        if m.concealed:
            all_claimed = False
        else:
            all_concealed = False
            in_melds += copies
    tsumo = c.tsumo
    # 和绝张: declared, or evident: the other three copies stand in the winner's claimed melds.
    last_tile = (c.last_tile and conc[win] == 1) or in_melds == 3
    rinshan = c.rinshan and tsumo and kongs > 0
    melded_hand = len(melds) == 4 and all_claimed and not tsumo
    # 四归一: four copies of a tile, not as a kong (a kong holds all four of its tile)
    tile_hog = 0
    if held & _FOURS:  # (a count is at most 4: its bit 2 is set only by 4)
        tile_hog = (held & _FOURS).bit_count() - kongs
    return held, all_concealed, last_tile, rinshan, melded_hand, tile_hog


_NO_CHOW_FACTS: Final[tuple[int, dict[str, int]]] = (0, {})  # (the maps are read only)
_FOUR_CHOW_FANS: Final = frozenset(FOUR_FANS)
_TRIPLE_CHOW_FANS: Final = frozenset(TRIPLE_FANS)
_PAIR_CHOW_FANS: Final = frozenset(PAIR_FANS)


# (kept: removing it costs 9.6% of the instructions of a batch of real MCR wins, 0.7% of varied
# hands, compiled)
@lru_cache(maxsize=4096)
def _chow_facts(chows: tuple[int, ...]) -> tuple[int, dict[str, int]]:
    """The facts of two or more chows (sorted lowest tiles), and the chow fans that count for them
    (chows.py) by fan id: one shared map per chows (cached; the fan tests only read it)."""
    fans = dict(chow_fans(chows))
    return ((CHOW_FANS_4 if not _FOUR_CHOW_FANS.isdisjoint(fans) else 0)
            | (CHOW_FANS_3 if not _TRIPLE_CHOW_FANS.isdisjoint(fans) else 0)
            | (CHOW_FANS_2 if not _PAIR_CHOW_FANS.isdisjoint(fans) else 0)
            | (FOUR_CHOWS if len(chows) == 4 else 0)), fans


# What each pung (or kong) adds to a decomposition's tally of its pungs, by tile, in 4-bit fields:
# wind pungs (bits 0-3), dragon pungs (4-7), pungs of a terminal or honor (8-11), suited pungs in
# each suit (12-15, 16-19, 20-23) and of each rank (24-59). A decomposition has at most four pungs,
# so no field overflows; the tally of its pungs is the sum of theirs.
_WIND_FIELD: Final = 0
_DRAGON_FIELD: Final = 4
_OUTSIDE_FIELD: Final = 8
_PUNG_TALLY: Final = tuple(
    (1 << _WIND_FIELD if 27 <= t <= 30 else 0) | (1 << _DRAGON_FIELD if t >= 31 else 0)
    | (1 << _OUTSIDE_FIELD if t in TERMINALS_AND_HONORS else 0)
    | ((1 << 12 + 4 * (t // 9)) | (1 << 24 + 4 * (t % 9)) if t < 27 else 0)
    for t in range(34))
_SUIT_FIELDS: Final = 0xFFF << 12
_RANK_TWO_OR_MORE: Final = 0xEEEEEEEEE << 24  # (a rank field of 2 or more: one of its upper bits set)
_pung_tally: Final = _PUNG_TALLY.__getitem__


def _pung_facts(pungs: tuple[int, ...], tally: int | None = None) -> tuple[int, tuple[int, ...], tuple[int, ...]]:
    """The facts of a decomposition's pungs and kongs (their tiles), with its wind pungs and dragon
    pungs, read off the sum of their tallies (above; ``tally``: that sum, when the caller has it).
    Not cached: a decomposition's pungs are rarely another's, and the reading is a few operations."""
    if tally is None:
        tally = sum(map(_pung_tally, pungs))
    facts = _PUNG_COUNT_FACTS[len(pungs)]
    if tally >> _OUTSIDE_FIELD & 0xF:
        facts |= TERMINAL_PUNG
    if tally & 0xFF:  # (wind or dragon pungs)
        winds: list[int] = []
        dragons: list[int] = []
        for t in pungs:
            if t >= 31:
                dragons.append(t)
            elif t >= 27:
                winds.append(t)
        wind_pungs, dragon_pungs = tuple(winds), tuple(dragons)
        facts |= _WIND_PUNG_FACTS[tally >> _WIND_FIELD & 0xF] | _DRAGON_PUNG_FACTS[tally >> _DRAGON_FIELD & 0xF]
    else:
        wind_pungs = dragon_pungs = ()
    suits = tally & _SUIT_FIELDS
    if suits:
        # Suited pungs in each suit; three in one suit (a field of 3 or 4: bit 2, or bits 0 and 1);
        # two of one rank.
        suits >>= 12
        if suits & 0xF and suits & 0xF0 and suits & 0xF00:
            facts |= PUNGS_IN_THREE_SUITS
        if suits & 0x444 or suits & (suits >> 1) & 0x111:
            facts |= THREE_PUNGS_IN_A_SUIT
        if tally & _RANK_TWO_OR_MORE:
            facts |= SAME_RANK_PUNGS
    return facts, wind_pungs, dragon_pungs


def _knitted_wait(knitted: tuple[int, ...], win: int) -> str:
    """The 1998-variant reading of a knitted place: its 147 / 258 / 369 triple's middle tile is a
    closed wait, an end tile an edge wait."""
    return "closed_wait" if win % 9 in (3, 4, 5) else "edge_wait"


def _nine_gates(hand: Hand, c: list[int] | None = None) -> bool:
    """九莲宝灯: no melds, and the 13 tiles before the winning tile are 1112345678999 of one suit.
    (``c``: the concealed counts, when the caller has them; not changed.)"""
    win = hand.win
    if hand.melds or win is None or win >= 27:
        return False
    s = win // 9 * 9
    if c is None:
        c = hand.counts
    suit = c[s:s + 9]
    suit[win - s] -= 1
    return sum(c) == 14 and suit == _NINE_GATES_SUIT


_NINE_GATES_SUIT: Final = list(NINE_GATES_COUNTS)  # (a list: compared with a slice of the counts)
