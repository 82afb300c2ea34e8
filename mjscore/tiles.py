"""Tiles: the 34 kinds as small integers, suits, honors and the tile sets of each rule set.

A tile kind is an ``int`` from 0 to 33, so that a hand is a 34-slot count array:

    0-8    characters 1-9 (萬, ``m``)
    9-17   dots 1-9       (筒, ``p``)
    18-26  bamboo 1-9     (索, ``s``)
    27-30  winds East, South, West, North (``E S W N``, ``z1``-``z4``)
    31-33  dragons White, Green, Red      (``P F C``, ``z5``-``z7``)

Flowers (Chinese Official only) are not tile kinds: a hand keeps them apart as numbers 1-8.
Red fives (Fliosen only) are ordinary fives plus a mark kept by the hand.
"""

from __future__ import annotations

from collections.abc import Iterable

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Final

Tile = int

SUIT_LETTERS: Final = "mps"
SUIT_NAMES: Final = ("characters", "dots", "bamboo")
HONOR_LETTERS: Final = "ESWNPFC"
HONOR_NAMES: Final = ("East", "South", "West", "North", "White", "Green", "Red")

MAN: Final = 0
PIN: Final = 1
SOU: Final = 2
HONOR: Final = 3

# The ways a line may write its tiles (``notation.parse_hand(text, tiles=...)``, the CLI's --tiles):
# the notation's own, or Botzone / PyMahjongGB codes. Here (not in notation.py) so that the
# command line's option table lists them without loading the parser.
TILE_CODES: Final = ("notation", "botzone")

EAST: Final = 27
SOUTH: Final = 28
WEST: Final = 29
NORTH: Final = 30
WHITE: Final = 31
GREEN: Final = 32
RED: Final = 33
WINDS: Final = (EAST, SOUTH, WEST, NORTH)
DRAGONS: Final = (WHITE, GREEN, RED)

ALL_TILES: Final[tuple[Tile, ...]] = tuple(range(34))
HONORS: Final = frozenset(range(27, 34))
TERMINALS: Final = frozenset(t for t in range(27) if t % 9 in (0, 8))
TERMINALS_AND_HONORS: Final = TERMINALS | HONORS
SIMPLES: Final = frozenset(t for t in range(27) if t % 9 not in (0, 8))
FIVES: Final = (4, 13, 22)
# 绿一色 / ryuuiisou: bamboo 2 3 4 6 8 and the green dragon.
GREENS: Final = frozenset({19, 20, 21, 23, 25, GREEN})
# 推不倒 (reversible tiles): dots 1234589, bamboo 245689, white dragon.
REVERSIBLE: Final = frozenset({9, 10, 11, 12, 13, 16, 17, 19, 21, 22, 23, 25, 26, WHITE})
ORPHANS: Final[tuple[Tile, ...]] = tuple(sorted(TERMINALS_AND_HONORS))
# 九莲宝灯 / chuuren (nine gates): 1112345678999 of one suit, the count of each rank.
NINE_GATES_COUNTS: Final = (3, 1, 1, 1, 1, 1, 1, 1, 3)

# Each rule set's tile set (flowers and red fives are checked by the rule sets themselves).
STANDARD_TILE_SET: Final = frozenset(ALL_TILES)
YAOCHU_TILE_SET: Final = frozenset(ORPHANS)
# Three-player riichi (三麻): 108 tiles, the characters 2-8 taken out (1m and 9m stay).
THREE_PLAYER_MISSING: Final = frozenset(range(1, 8))
THREE_PLAYER_TILE_SET: Final = STANDARD_TILE_SET - THREE_PLAYER_MISSING


def suit(t: Tile) -> int:
    """0 characters, 1 dots, 2 bamboo, 3 honors."""
    return t // 9 if t < 27 else HONOR


def rank(t: Tile) -> int:
    """1-9 for suited tiles; 1-7 for honors (E S W N P F C)."""
    return t % 9 + 1 if t < 27 else t - 26


def is_honor(t: Tile) -> bool:
    return t >= 27


def is_terminal(t: Tile) -> bool:
    return t < 27 and t % 9 in (0, 8)


def is_terminal_or_honor(t: Tile) -> bool:
    return t >= 27 or t % 9 in (0, 8)


def make(suit_index: int, number: int) -> Tile:
    """The tile of a suit (0-2) and rank (1-9), or honor (suit 3) number 1-7."""
    return suit_index * 9 + number - 1 if suit_index < 3 else 26 + number


def name(t: Tile) -> str:
    """Canonical short name: ``3m``, ``9p``, ``1s``, ``E``, ``P`` (white), ``F`` (green), ``C`` (red)."""
    if t >= 27:
        return HONOR_LETTERS[t - 27]
    return f"{t % 9 + 1}{SUIT_LETTERS[t // 9]}"


# Each tile's Botzone / PyMahjongGB code: W1-W9 characters, B1-B9 dots, T1-T9 bamboo, F1-F4 the
# winds East to North, J1-J3 the dragons red, green, white (J counts down from the notation's C).
BOTZONE_CODES: Final[tuple[str, ...]] = (
    tuple(f"{letter}{n}" for letter in "WBT" for n in range(1, 10))
    + tuple(f"F{n}" for n in range(1, 5)) + ("J3", "J2", "J1"))


def describe(t: Tile) -> str:
    """Long English name: ``characters 3``, ``East``, ``Red dragon``."""
    if t >= 31:
        return f"{HONOR_NAMES[t - 27]} dragon"
    if t >= 27:
        return HONOR_NAMES[t - 27]
    return f"{SUIT_NAMES[t // 9]} {t % 9 + 1}"


def from_name(text: str) -> Tile:
    """Inverse of :func:`name` (also accepts ``m3`` and ``z1``-``z7``). Raises ``ValueError``."""
    if len(text) == 1 and text in HONOR_LETTERS:
        return 27 + HONOR_LETTERS.index(text)
    if len(text) == 2:
        a, b = text[0], text[1]
        if a.isdigit() and not b.isdigit():
            a, b = b, a
        if a in SUIT_LETTERS and b in "123456789":
            return SUIT_LETTERS.index(a) * 9 + int(b) - 1
        if a == "z" and b in "1234567":
            return 26 + int(b)
    raise ValueError(f"not a tile: {text!r}")


# Unicode mahjong block U+1F000-U+1F021: winds E S W N, dragons red green white,
# characters 1-9, bamboo 1-9, dots 1-9; U+1F022-U+1F029 flowers then seasons (f1-f8).
_UNICODE_ORDER: Final[tuple[Tile, ...]] = (
    (EAST, SOUTH, WEST, NORTH, RED, GREEN, WHITE)
    + tuple(range(0, 9))
    + tuple(range(18, 27))
    + tuple(range(9, 18))
)
UNICODE_TILE: Final[dict[str, Tile]] = {chr(0x1F000 + i): t for i, t in enumerate(_UNICODE_ORDER)}
UNICODE_FLOWER: Final[dict[str, int]] = {chr(0x1F022 + i): i + 1 for i in range(8)}
TILE_UNICODE: Final[dict[Tile, str]] = {t: c for c, t in UNICODE_TILE.items()}
FLOWER_UNICODE: Final[dict[int, str]] = {f: c for c, f in UNICODE_FLOWER.items()}


def to_unicode(t: Tile) -> str:
    return TILE_UNICODE[t]


def dora_after(indicator: Tile, *, terminals_only: bool = False, three_player: bool = False) -> Tile:
    """The dora an indicator points at.

    Suits run 1→2→…→9→1 (with ``terminals_only``, the Yaochu order 1↔9; with ``three_player``, the
    characters 1m→9m→1m, as three-player riichi has no 2m-8m); winds E→S→W→N→E;
    dragons White→Green→Red→White.
    """
    if indicator < 27:
        base, r = divmod(indicator, 9)
        if terminals_only or (three_player and base == MAN):
            return base * 9 + (8 if r == 0 else 0)
        return base * 9 + (r + 1) % 9
    if indicator < 31:
        return 27 + (indicator - 27 + 1) % 4
    return 31 + (indicator - 31 + 1) % 3


def counts_of(tiles: Iterable[Tile]) -> list[int]:
    """34-slot count array of an iterable of tiles."""
    c = [0] * 34
    for t in tiles:
        c[t] += 1
    return c
