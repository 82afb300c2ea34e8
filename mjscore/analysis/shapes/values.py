"""The values of a hand's shape: its groups, decompositions and readings, which shapes a rule set
admits, the names of the shapes and the waits, and the groups and knitted places made once (every
one an immutable value, so the engine shares them instead of making them per hand)."""

from __future__ import annotations

from itertools import permutations
from operator import itemgetter

from ...hand import CHOW, KONG, PUNG, Meld
from ...tiles import ORPHANS, Tile

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Final

PAIR: Final = "pair"

# Shapes of a decomposition.
REGULAR: Final = "regular"
SEVEN_PAIRS: Final = "seven_pairs"
THIRTEEN_ORPHANS: Final = "thirteen_orphans"
HONORS_KNITTED: Final = "honors_knitted"  # 全不靠 (lesser) and 七星不靠 (greater, all seven honors)
KNITTED_STRAIGHT: Final = "knitted_straight"  # 组合龙 + one set + a pair

# Waits: how the winning tile completed its group.
TWO_SIDED: Final = "two_sided"  # 23 waiting on 1 or 4
EDGE: Final = "edge"  # 12 waiting on 3, 89 waiting on 7
CLOSED: Final = "closed"  # 13 waiting on 2
SINGLE: Final = "single"  # a lone tile waiting for its pair
PUNG_WAIT: Final = "pung"  # two pairs, one becomes a pung (shanpon)
KNITTED: Final = "knitted"  # the tile filled a place of a knitted straight or knitted honors shape
ORPHAN: Final = "orphan"  # the tile completed thirteen orphans


class Group:
    """One set or pair of a decomposition."""

    def __init__(self, *, kind: str, tile: Tile, declared: bool = False, concealed: bool = True) -> None:
        self.kind: Final = kind  # CHOW, PUNG, KONG or PAIR
        self.tile: Final = tile  # lowest tile
        self.declared: Final = declared  # a meld written in the line, not formed from the concealed tiles
        self.concealed: Final = concealed  # not claimed (hand tiles or a concealed kong); the ron rule is the scorer's

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Group):
            return NotImplemented
        return (self.kind == other.kind and self.tile == other.tile and self.declared == other.declared and
                self.concealed == other.concealed)

    def __hash__(self) -> int:
        # (a key of the rule sets' caches of a group's text)
        return hash((self.kind, self.tile, self.declared, self.concealed))

    def __repr__(self) -> str:
        return (f"Group(kind={self.kind!r}, tile={self.tile!r}, declared={self.declared!r}, "
                f"concealed={self.concealed!r})")

    @property
    def tiles(self) -> tuple[Tile, ...]:
        if self.kind == CHOW:
            return (self.tile, self.tile + 1, self.tile + 2)
        return (self.tile,) * {PAIR: 2, PUNG: 3, KONG: 4}[self.kind]

    @property
    def is_set(self) -> bool:
        return self.kind != PAIR

    @property
    def is_pung_or_kong(self) -> bool:
        return self.kind == PUNG or self.kind == KONG


class Decomposition:
    """One arrangement of a complete hand.

    ``groups``: regular, the four sets then the pair; seven pairs, the seven pairs; knitted straight,
    its one set then the pair; thirteen orphans and honors-knitted, empty. ``knitted``: the nine
    tiles of the knitted straight, or the fourteen singles of an honors-knitted hand (sorted).
    """

    def __init__(self, *, shape: str, groups: tuple[Group, ...] = (), knitted: tuple[Tile, ...] = ()) -> None:
        self.shape: Final = shape
        self.groups: Final = groups
        self.knitted: Final = knitted

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Decomposition):
            return NotImplemented
        return self.shape == other.shape and self.groups == other.groups and self.knitted == other.knitted

    def __hash__(self) -> int:
        return hash((self.shape, self.groups, self.knitted))

    def __repr__(self) -> str:
        return f"Decomposition(shape={self.shape!r}, groups={self.groups!r}, knitted={self.knitted!r})"

    @property
    def sets(self) -> tuple[Group, ...]:
        return tuple(g for g in self.groups if g.kind != PAIR)

    @property
    def pair(self) -> Group | None:
        return next((g for g in self.groups if g.kind == PAIR), None) if self.shape != SEVEN_PAIRS else None


class Reading:
    """The winning tile read as completing ``groups[group]`` (None: a knitted place or orphans)."""

    def __init__(self, *, group: int | None, wait: str) -> None:
        self.group: Final = group
        self.wait: Final = wait

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Reading):
            return NotImplemented
        return self.group == other.group and self.wait == other.wait

    def __hash__(self) -> int:
        return hash((self.group, self.wait))

    def __repr__(self) -> str:
        return f"Reading(group={self.group!r}, wait={self.wait!r})"


class ShapeRules:
    """Which winning shapes a rule set admits."""

    def __init__(self, *, seven_pairs: bool = True, four_as_two_pairs: bool = False,
                 thirteen_orphans: bool = True, knitted: bool = False) -> None:
        self.seven_pairs: Final = seven_pairs
        self.four_as_two_pairs: Final = four_as_two_pairs  # may a seven-pairs hand hold four of a kind as two pairs (MCR)
        self.thirteen_orphans: Final = thirteen_orphans
        self.knitted: Final = knitted  # 全不靠, 七星不靠 and 组合龙 (MCR)


MCR_SHAPES: Final = ShapeRules(four_as_two_pairs=True, knitted=True)
RIICHI_SHAPES: Final = ShapeRules()

# The six knitted straights: 147, 258, 369 spread over the three suits in every order.
KNITTED_STRAIGHTS: Final[tuple[tuple[Tile, ...], ...]] = tuple(
    tuple(sorted(s * 9 + start + k for s, start in zip(suits, (0, 1, 2)) for k in (0, 3, 6)))
    for suits in permutations(range(3))
)


# The concealed groups of each tile, made once (groups are immutable values).
PUNGS: Final = tuple(Group(kind=PUNG, tile=t) for t in range(34))
CHOWS: Final = tuple(Group(kind=CHOW, tile=t) for t in range(34))
PAIRS: Final = tuple(Group(kind=PAIR, tile=t) for t in range(34))


def meld_group(m: Meld) -> Group:
    return group_of_meld(m.kind, m.tile, m.concealed)


def group_of_meld(kind: str, tile: Tile, concealed: bool) -> Group:
    return Group(kind=kind, tile=tile, declared=True, concealed=concealed)


# Counts read at the places of a shape: the orphans', each knitted straight's, and the suited tiles
# outside each knitted straight (an honors-knitted hand holds none of them).
orphan_counts = itemgetter(*ORPHANS)
TILE_KINDS: Final = range(34)
KNITTED_COUNTS: Final = tuple(itemgetter(*ks) for ks in KNITTED_STRAIGHTS)
OUTSIDE_KNITTED: Final = tuple(itemgetter(*(t for t in range(27) if t not in ks)) for ks in KNITTED_STRAIGHTS)
