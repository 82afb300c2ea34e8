"""What the yaku tests look at: one decomposition of a hand, one reading of its winning tile, and
the situation of the win, precomputed once so that every yaku test is a cheap expression."""

from __future__ import annotations

from ...hand import CHOW, KONG, Hand
from ...analysis.shapes import PAIR, REGULAR, SEVEN_PAIRS, THIRTEEN_ORPHANS, Decomposition, Reading
from ...tiles import DRAGONS, HONORS, WINDS, Tile, counts_of
from ..facts import Facts

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Collection
    from typing import Final

    from ...analysis.shapes import Group
    from ...hand import Conditions

    # What the features of every reading of a hand share (hand_part): closed, the tile kinds, the
    # suits, honors, the concealed tiles, has melds, the hand's facts.
    HandPart = tuple[bool, frozenset[Tile], frozenset[int], bool, tuple[Tile, ...], bool, int]

WIND_TILES: Final = frozenset(WINDS)

# Facts: cheap yes/no properties of a hand or of one reading, one bit each, declared here once, in
# order (the registry gives the bits). A yaku row names the facts its test needs (``when=``, yaku.py);
# the engine tests an entry only when they are all present.
FACTS: Final = Facts()
_fact: Final = FACTS.fact
# -- of the reading:
REGULAR_SHAPE: Final = _fact("regular_shape", "four sets and a pair")
SEVEN_PAIRS_SHAPE: Final = _fact("seven_pairs_shape", "seven pairs")
ORPHANS_SHAPE: Final = _fact("orphans_shape", "thirteen orphans")
CHOWS_1: Final = _fact("chows_1", "at least one chow")
CHOWS_2: Final = _fact("chows_2", "at least two chows")
CHOWS_3: Final = _fact("chows_3", "at least three chows")
CHOWS_4: Final = _fact("chows_4", "four chows")
PUNGS_2: Final = _fact("pungs_2", "at least two pungs or kongs")
PUNGS_3: Final = _fact("pungs_3", "at least three pungs or kongs")
PUNGS_4: Final = _fact("pungs_4", "four pungs or kongs")
KONGS_3: Final = _fact("kongs_3", "at least three kongs")
CONCEALED_PUNGS_3: Final = _fact("concealed_pungs_3", "at least three concealed pungs (a pung a discard completed is not)")
DRAGON_PUNG: Final = _fact("dragon_pung", "at least one pung or kong of dragons")
DRAGON_PUNGS_2: Final = _fact("dragon_pungs_2", "at least two pungs or kongs of dragons")
DRAGON_PUNGS_3: Final = _fact("dragon_pungs_3", "pungs or kongs of all three dragons")
WIND_PUNG: Final = _fact("wind_pung", "at least one pung or kong of winds")
WIND_PUNGS_3: Final = _fact("wind_pungs_3", "at least three pungs or kongs of winds")
SUITED_PUNGS_3: Final = _fact("suited_pungs_3", "at least three pungs or kongs of suited tiles")
# -- of the hand's tiles:
ONE_SUIT: Final = _fact("one_suit", "tiles of exactly one suit (honors aside)")
HONORS_FACT: Final = _fact("honors", "an honor tile")  # (HONORS is the tile set)
NO_HONORS: Final = _fact("no_honors", "no honor tile")
NO_FOUR_TO_SIX: Final = _fact("no_four_to_six", "no suited 4, 5 or 6 (a group holding one has no terminal or honor)")
NO_SUITED: Final = _fact("no_suited", "honors only")
# -- of the situation (conditions):
RIICHI: Final = _fact("riichi", "riichi or double riichi declared")
DOUBLE_RIICHI: Final = _fact("double_riichi", "double riichi declared")
IPPATSU: Final = _fact("ippatsu", "ippatsu declared")
TSUMO: Final = _fact("tsumo", "the winning tile self-drawn")
LAST_DRAW: Final = _fact("last_draw", "won on the last tile of the wall or the last discard")
RINSHAN: Final = _fact("rinshan", "won on a kong's replacement tile")
CHANKAN: Final = _fact("chankan", "won by robbing a kong")
TENHOU: Final = _fact("tenhou", "tenhou declared")
CHIIHOU: Final = _fact("chiihou", "chiihou declared")

_FOUR_TO_SIX: Final = frozenset(t for t in range(27) if 3 <= t % 9 <= 5)
_SUIT_FACTS: Final = (NO_SUITED, ONE_SUIT, 0, 0)  # by the number of suits


class YakuFacts:
    """What the yaku tests read: one reading of one decomposition of a hand and the situation of the
    win, made once per reading (never changed: a changed copy is a new one)."""

    def __init__(self, shape: str, closed: bool, cond: Conditions, win: Tile, wait: str, win_group: int | None,
                 groups: tuple[Group, ...], chows: tuple[Tile, ...], pungs: tuple[Tile, ...],
                 kongs: tuple[Tile, ...], concealed_pungs: int, claimed: Group | None, pair: Tile | None,
                 kinds: frozenset[Tile], suits: frozenset[int], honors: bool, hand_tiles: tuple[Tile, ...],
                 has_melds: bool, hand_facts: int, facts: int) -> None:
        self.shape: Final = shape  # REGULAR, SEVEN_PAIRS or THIRTEEN_ORPHANS
        # no claimed meld (concealed kongs and a declared straight keep a hand closed)
        self.closed: Final = closed
        self.cond: Final = cond  # the hand's Conditions
        self.win: Final = win  # the winning tile
        self.wait: Final = wait  # the reading's wait (shapes.TWO_SIDED ...)
        # index into groups of the group the winning tile completed (None: orphans)
        self.win_group: Final = win_group
        # the decomposition's groups (shapes.Group); pair last (regular) / seven pairs
        self.groups: Final = groups
        self.chows: Final = chows  # lowest tile of each chow, sorted
        self.pungs: Final = pungs  # pungs and kongs, sorted
        self.kongs: Final = kongs  # sorted
        self.concealed_pungs: Final = concealed_pungs  # pungs/kongs not claimed and not completed by a discard
        # the group of groups that a discard completed when it is a concealed pung (ron), else None
        self.claimed: Final = claimed
        self.pair: Final = pair  # the pair's tile (regular shape), else None
        self.kinds: Final = kinds  # tile kinds of the whole hand
        self.suits: Final = suits  # suits 0-2 present
        self.honors: Final = honors  # any honor tile
        # the concealed tiles, winning tile included, sorted (their counts: hand_counts)
        self.hand_tiles: Final = hand_tiles
        self.has_melds: Final = has_melds  # any declared meld, concealed kongs included
        self.hand_facts: Final = hand_facts  # the facts of the hand's tiles and situation (bits above)
        self.facts: Final = facts  # the facts of the reading: the hand's and its own (FACTS)

    # Equal when every field is (Yaochu's --scoring riichi explanation finds the chosen reading among
    # the readings made again).
    def _values(self) -> tuple[object, ...]:
        return (self.shape, self.closed, self.cond, self.win, self.wait, self.win_group, self.groups, self.chows,
                self.pungs, self.kongs, self.concealed_pungs, self.claimed, self.pair, self.kinds, self.suits,
                self.honors, self.hand_tiles, self.has_melds, self.hand_facts, self.facts)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, YakuFacts):
            return NotImplemented
        return self._values() == other._values()

    def __hash__(self) -> int:
        return hash(self._values())

    def relaxed(self, concealed_pungs: int, facts: int) -> YakuFacts:
        """The same reading with other concealed pungs and facts (--explain: had the discard not
        completed a pung)."""
        return YakuFacts(self.shape, self.closed, self.cond, self.win, self.wait, self.win_group, self.groups,
                        self.chows, self.pungs, self.kongs, concealed_pungs, self.claimed, self.pair, self.kinds,
                        self.suits, self.honors, self.hand_tiles, self.has_melds, self.hand_facts, facts)

    @property
    def hand_counts(self) -> tuple[int, ...]:
        """34 counts of the concealed tiles, winning tile included (made when asked: few tests read
        them)."""
        return tuple(counts_of(self.hand_tiles))

    # -- derived tests shared by several yaku -------------------------------------------------
    def value_tile(self, t: Tile | None) -> bool:
        """Dragons and the seat and round winds: a pung scores yakuhai; as a pair, no pinfu."""
        return t in DRAGONS or t == self.cond.seat or t == self.cond.round

    def every_group_has(self, pool: Collection[Tile]) -> bool:
        """Every set and the pair hold a tile of ``pool`` (chanta, junchan)."""
        return all(any(x in pool for x in _tiles(g.kind, g.tile)) for g in self.groups)

    def concealed_at(self, i: int) -> bool:
        """Whether group ``i`` counts as concealed: not claimed, and not a pung that a discard
        completed (won by ron, that pung was claimed to win)."""
        g = self.groups[i]
        return g.concealed and g is not self.claimed  # (a pung is the only group of its tile)

    def peikou(self) -> int:
        """How many pairs of identical chows (iipeikou 1, ryanpeikou 2)."""
        chows = self.chows
        distinct = set(chows)
        if len(distinct) == len(chows):  # (no chow twice: the usual case)
            return 0
        return sum([chows.count(t) // 2 for t in distinct])


def _tiles(kind: str, t: Tile) -> tuple[Tile, ...]:
    return (t, t + 1, t + 2) if kind == CHOW else (t,)


def hand_part(hand: Hand) -> HandPart:
    """What the features of every reading of ``hand`` share: (closed, tile kinds, suits, honors,
    concealed tiles, has melds, the hand's facts). Computed once per hand by the engine."""
    melds = hand.melds
    closed = True
    if melds:
        held = set(hand.tiles)
        for m in melds:
            t = m.tile
            held.add(t)
            if m.kind == CHOW:
                held.add(t + 1)
                held.add(t + 2)
            if not m.concealed:
                closed = False
        kinds = frozenset(held)
    else:
        kinds = frozenset(hand.tiles)
    suits = _SUITS[(not kinds.isdisjoint(_SUIT_0)) | (not kinds.isdisjoint(_SUIT_1)) << 1
                   | (not kinds.isdisjoint(_SUIT_2)) << 2]
    honors = not kinds.isdisjoint(HONORS)
    c = hand.conditions
    facts = ((HONORS_FACT if honors else NO_HONORS) | _SUIT_FACTS[len(suits)]
             | (NO_FOUR_TO_SIX if kinds.isdisjoint(_FOUR_TO_SIX) else 0))
    if c.riichi or c.double_riichi:
        facts |= RIICHI | (DOUBLE_RIICHI if c.double_riichi else 0) | (IPPATSU if c.ippatsu else 0)
    if c.tsumo:
        facts |= TSUMO
    if c.last_draw:
        facts |= LAST_DRAW
    if c.rinshan or c.chankan or c.tenhou or c.chiihou or c.ippatsu:  # (rare: tested one by one)
        facts |= ((RINSHAN if c.rinshan else 0) | (CHANKAN if c.chankan else 0) | (TENHOU if c.tenhou else 0)
                  | (CHIIHOU if c.chiihou else 0) | (IPPATSU if c.ippatsu else 0))
    return (closed, kinds, suits, honors,
            hand.tiles, True if melds else False, facts)


# the tiles of each suit
_SUIT_0: Final = frozenset(range(0, 9))
_SUIT_1: Final = frozenset(range(9, 18))
_SUIT_2: Final = frozenset(range(18, 27))
_SUITS: Final = tuple(frozenset(s for s in range(3) if mask >> s & 1) for mask in range(8))  # by a mask of suits


def features(hand: Hand, d: Decomposition, r: Reading, win: Tile | None = None,
             shared: HandPart | None = None) -> YakuFacts:
    """The features of ``hand`` read as decomposition ``d`` with the winning tile (``win``, by
    default the hand's) completing ``r``. A pung completed by a discard is not concealed (it was
    claimed to win). ``shared``: :func:`hand_part` of the hand, when the caller has it."""
    cond = hand.conditions
    if win is None:
        win = hand.win
        if win is None:
            raise ValueError("the features of a hand without a winning tile, none given")
    closed, kinds, suits, honors, hand_tiles, has_melds, hand_facts = shared or hand_part(hand)
    chows: list[Tile] = []
    pungs: list[Tile] = []
    kongs: tuple[Tile, ...] = ()  # (rare: grown when a kong comes)
    concealed_pungs = 0
    pair: Tile | None = None
    groups = d.groups
    for g in groups:
        kind = g.kind
        if kind == CHOW:
            chows.append(g.tile)
        elif kind == PAIR:
            pair = g.tile
        else:
            t = g.tile
            pungs.append(t)
            if g.concealed:
                concealed_pungs += 1
            if kind == KONG:
                kongs += (t,)
    won = r.group
    claimed: Group | None = None
    if won is not None and pungs and not cond.tsumo:
        # won by a discard (ron): a concealed pung the winning tile completed was claimed to win
        g = groups[won]
        if g.concealed and g.kind != CHOW and g.kind != PAIR:
            claimed = g
            concealed_pungs -= 1
    if len(chows) > 1:
        chows.sort()
    if len(pungs) > 1:
        pungs.sort()
        if len(kongs) > 1:
            kongs = tuple(sorted(kongs))
    shape = d.shape
    facts = hand_facts | _SHAPE_FACTS.get(shape, 0) | _CHOW_FACTS[len(chows)]  # (the reading's facts)
    n = len(pungs)
    if n:
        suited = n
        if pungs[-1] >= 27:  # (sorted: honors last)
            dragons = winds = 0
            for t in pungs:
                if t >= 31:
                    dragons += 1
                elif t >= 27:
                    winds += 1
            suited -= dragons + winds
            facts |= _DRAGON_PUNG_FACTS[dragons] | _WIND_PUNG_FACTS[winds]
        facts |= (_PUNG_FACTS[n] | (SUITED_PUNGS_3 if suited >= 3 else 0) | (KONGS_3 if len(kongs) >= 3 else 0)
                  | CONCEALED_PUNG_FACTS[concealed_pungs])
    return YakuFacts(shape, closed, cond, win, r.wait, won, groups, tuple(chows), tuple(pungs), kongs,
                    concealed_pungs, claimed, pair if shape == REGULAR else None, kinds, suits, honors, hand_tiles,
                    has_melds, hand_facts, facts)

_SHAPE_FACTS: Final = {REGULAR: REGULAR_SHAPE, SEVEN_PAIRS: SEVEN_PAIRS_SHAPE, THIRTEEN_ORPHANS: ORPHANS_SHAPE}
# n -> the first n of four "at least" bits, as a mask (CHOWS_1-4 and PUNGS_2-4 are declared in a row,
# so their bits follow each other)
_AT_LEAST: Final = (0, 1, 3, 7, 15)
_CHOW_FACTS: Final = tuple(_AT_LEAST[min(n, 4)] * CHOWS_1 for n in range(8))  # n chows -> their "at least" bits
_PUNG_FACTS: Final = tuple((_AT_LEAST[min(n, 4)] >> 1) * PUNGS_2 for n in range(8))
_DRAGON_PUNG_FACTS: Final = (0, DRAGON_PUNG, DRAGON_PUNG | DRAGON_PUNGS_2, DRAGON_PUNG | DRAGON_PUNGS_2 | DRAGON_PUNGS_3)
_WIND_PUNG_FACTS: Final = (0, WIND_PUNG, WIND_PUNG, WIND_PUNG | WIND_PUNGS_3, WIND_PUNG | WIND_PUNGS_3)
# concealed pungs -> their fact (explain.py reads it for a reading with one more concealed pung)
CONCEALED_PUNG_FACTS: Final = (0, 0, 0, CONCEALED_PUNGS_3, CONCEALED_PUNGS_3)
