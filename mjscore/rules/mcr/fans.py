"""The 81 fans of the Chinese Official rules (and 明暗杠), as one declarative table.

Each entry: id, points per occurrence, rulebook name (zh), English name, the test (a function of the
:class:`~.features.FanFacts` of one decomposition + reading + situation, returning how many times the
fan occurs) and ``excludes``: the fans it does not count with (不计, docs/mcr.md). An exclusion is

- a fan id: that fan is not counted at all;
- ``Shared(id)``: the pungs this fan uses (``uses``) give no occurrence of ``id`` (a dragon pung is
  not also a pung of terminals or honors);
- ``Limit(id, n)``: n occurrences of ``id`` per occurrence of this fan are not counted.

``when`` names the facts (features.FACTS) without which the test cannot say yes: the evaluator
tests a fan only when they are all present (the gated table is compiled from these rows at import).
``sure=True``: those facts suffice, the fan counts once and its test is not run.
tests/test_mcr_when.py and tests/test_mcr_sure.py check both claims on generated hands.

The evaluator walks the table in order (highest fans first); a fan excluded by an earlier fan
excludes nothing itself. ``alone`` marks Chicken Hand: it counts only when no other fan does
(flowers aside).

For --explain, ``why`` says what the fan's pattern is, in one short phrase, and ``made_of`` picks the
sets or tiles that make it (one text per occurrence) from an explain context of the chosen
arrangement (:class:`~.explain.Context`); by default the whole hand.
"""

from __future__ import annotations

from bisect import bisect_left

from ...hand import CHOW, KONG
from ...analysis.shapes import HONORS_KNITTED, KNITTED_STRAIGHT, REGULAR, SEVEN_PAIRS, THIRTEEN_ORPHANS
from ...tiles import GREENS, HONORS, REVERSIBLE, SIMPLES, TERMINALS, TERMINALS_AND_HONORS
from ..base import Row

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Collection
    from typing import Final, TypeAlias

    from ...analysis.shapes import Group
    from .explain import Context
    from .features import FanFacts

    # A fan test: how many times the fan occurs in one decomposition + reading (yes: True, no: 0).
    Test = Callable[[FanFacts], int]
    # The pung tiles a fan is made of (for Shared exclusions).
    Uses = Callable[[FanFacts], tuple[int, ...]]
    # --explain: the sets or tiles that make a fan, one text per occurrence.
    MadeOf = Callable[[Context], list[str]]
    # What a fan excludes (below).
    Exclusion: TypeAlias = "str | Shared | Limit"


class Shared:
    """Exclude the occurrences of ``fan`` made by the pungs the excluding fan uses."""

    def __init__(self, fan: str) -> None:
        self.fan: Final = fan

    # (compared: the explanation asks whether a fan's exclusions hold ``Shared(POT)``)
    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Shared):
            return NotImplemented
        return self.fan == other.fan

    def __hash__(self) -> int:
        return hash((self.fan,))


class Limit:
    """Exclude ``n`` occurrences of ``fan`` per occurrence of the excluding fan."""

    def __init__(self, fan: str, n: int = 1) -> None:
        self.fan: Final = fan
        self.n: Final = n

    # (compared: the explanation asks whether a fan's exclusions hold ``Limit(POT)``)
    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Limit):
            return NotImplemented
        return self.fan == other.fan and self.n == other.n

    def __hash__(self) -> int:
        return hash((self.fan, self.n))


def _whole(c: Context) -> list[str]:
    """A fan of the whole hand (a flush, all simples...): the arrangement's sets."""
    return [c.whole]


class Fan:
    def __init__(self, id: str, points: int, zh: str, name: str, test: Test,
                 excludes: tuple[Exclusion, ...] = (), uses: Uses | None = None, alone: bool = False,
                 made_of: MadeOf = _whole, why: str = "", when: tuple[str, ...] = (),
                 sure: bool = False) -> None:
        self.id: Final = id
        self.points: Final = points
        self.zh: Final = zh
        self.name: Final = name
        self.test: Final = test
        self.excludes: Final = excludes
        self.uses: Final = uses  # the pung tiles the fan is made of (for Shared exclusions)
        self.alone: Final = alone
        self.made_of: Final = made_of  # --explain: the sets that make it
        self.why: Final = why  # --explain: the pattern, in one short phrase
        self.when: Final = when  # the facts (features.FACTS) without which the test cannot say yes
        self.sure: Final = sure  # those facts suffice: present, the fan counts once (its test is not run)
        self.once: Final = Row(id=id, name=name, native=zh, points=points)  # its breakdown row, counted once

    def row(self, count: int) -> Row:
        """Its row in a breakdown, counted ``count`` times."""
        return self.once if count == 1 else Row(id=self.id, name=self.name, native=self.zh, points=self.points,
                                                   count=count)


# Tile sets for the composition fans.
_UPPER: Final = frozenset(t for t in range(27) if t % 9 >= 6)
_MIDDLE: Final = frozenset(t for t in range(27) if 3 <= t % 9 <= 5)
_LOWER: Final = frozenset(t for t in range(27) if t % 9 <= 2)
_UPPER_FOUR: Final = frozenset(t for t in range(27) if t % 9 >= 5)
_LOWER_FOUR: Final = frozenset(t for t in range(27) if t % 9 <= 3)
_EVEN: Final = frozenset(t for t in range(27) if t % 9 % 2 == 1)
_SUITED: Final = frozenset(range(27))

POT: Final = "pung_of_terminals_or_honors"
# The fans of a hand with no claimed meld (self-drawn, won on a discard): a fan whose pattern can only
# be concealed excludes both.
CONCEALED_FANS: Final = ("fully_concealed_hand", "concealed_hand")


def _regular(f: FanFacts) -> bool:
    return f.shape == REGULAR


def _seven_shifted(f: FanFacts) -> bool:
    if f.shape != SEVEN_PAIRS or f.honors or len(f.suits) != 1:
        return False
    ranks = sorted(g.tile for g in f.dec.groups)
    return all(b - a == 1 for a, b in zip(ranks, ranks[1:]))


def _pure_terminal_chows(f: FanFacts) -> bool:
    c = f.chows
    return (len(c) == 4 and f.pair is not None and c[0] % 9 == 0 and c[0] == c[1]
            and c[2] == c[3] == c[0] + 6 and f.pair == c[0] + 4)


def _three_suited_terminal_chows(f: FanFacts) -> bool:
    c = f.chows
    if len(c) != 4 or f.pair is None or f.pair >= 27 or f.pair % 9 != 4:
        return False
    a, b, x, y = c
    suits = {a // 9, x // 9, f.pair // 9}
    return (len(suits) == 3 and a // 9 == b // 9 and x // 9 == y // 9 and a % 9 == 0 and b == a + 6
            and x % 9 == 0 and y == x + 6)


def _shifted_pungs(pungs: tuple[int, ...], pure: bool, size: int) -> bool:
    suited = sorted(filter(_SUITED.__contains__, pungs))
    if pure:
        # (no two pungs share a tile: ``size`` sorted pungs are in sequence when the last is the
        # first + size - 1, in the same suit)
        for i in range(len(suited) - size + 1):
            first, last = suited[i], suited[i + size - 1]
            if last - first == size - 1 and last // 9 == first // 9:
                return True
        return False
    # mixed: pungs of ranks r, r + 1, r + 2 in three different suits
    held: set[tuple[int, int]] = set()
    for t in suited:
        held.add((t // 9, t % 9))
    for suit, rank in held:
        for second in range(3):
            if second != suit and (second, rank + 1) in held and (3 - suit - second, rank + 2) in held:
                return True
    return False


def _same_rank_pungs(pungs: tuple[int, ...]) -> list[int]:
    """How many suited pungs share each rank."""
    n = [0] * 9
    for t in pungs:
        if t < 27:
            n[t % 9] += 1
    return n


def _every_group_has(f: FanFacts, tiles: Collection[int]) -> bool:
    """Every set and the pair hold one of ``tiles`` (a regular decomposition)."""
    if not f.groups:
        return False
    for g in f.groups:
        t = g.tile
        if not (t in tiles or (g.kind == CHOW and (t + 1 in tiles or t + 2 in tiles))):
            return False
    return True


def _chow(fan_id: str) -> Test:
    return lambda f: f.chow_fans.get(fan_id, 0)


def _chow_fan(fan_id: str, points: int, zh: str, name: str, excludes: tuple[Exclusion, ...] = (), *,
              when: tuple[str, ...], why: str) -> Fan:
    """A fan made by chows: it counts as often as the account-once rule keeps it (chows.py, which
    finds its pattern among the chows), and --explain shows the chows of each occurrence."""
    return Fan(fan_id, points, zh, name, _chow(fan_id), excludes, made_of=_combos(fan_id), why=why, when=when)


def _wait(fan_id: str) -> Test:
    """A wait fan: the reading's wait is this one and the hand waits on that one tile kind only
    (the unique-wait test runs once per hand, only when a reading's wait is in question)."""
    return lambda f: f.wait_candidate == fan_id and f.unique_wait()


def _all_green(f: FanFacts) -> bool:
    return f.all_in(GREENS)


def _kongs(total: int, concealed: int | None = None) -> Test:
    if concealed is None:
        return lambda f: f.kongs == total
    return lambda f: f.kongs == total and f.concealed_kongs == concealed


def _wind_pungs(f: FanFacts) -> tuple[int, ...]:
    return f.wind_pungs


def _dragon_pungs(f: FanFacts) -> tuple[int, ...]:
    return f.dragon_pungs


# -- explain: the sets of a fan (c: an explain.Context of the chosen arrangement) --------------------

_WINDS: Final = tuple(range(27, 31))
_DRAGONS: Final = tuple(range(31, 34))


def _nothing(c: Context) -> list[str]:
    """A situation (self-drawn, last tile...): no set makes it."""
    return []


def _combos(fan_id: str) -> MadeOf:
    """A chow fan: the chows of each combination the account-once rule kept for it."""
    return lambda c: c.combos(fan_id)


def _on_win(c: Context) -> list[str]:
    """A wait fan: the group the winning tile completed, and the tile."""
    return [f"{c.one(c.win_group)} on {c.tiles([c.win])}"] if c.win_group is not None else []


def _wind_sets(c: Context) -> list[str]:
    return [c.text(c.pung_of(_WINDS))]


def _wind_sets_and_pair(c: Context) -> list[str]:
    return [c.text(c.pung_of(_WINDS) + c.pair())]


def _dragon_sets(c: Context) -> list[str]:
    return [c.text(c.pung_of(_DRAGONS))]


def _dragon_sets_and_pair(c: Context) -> list[str]:
    return [c.text(c.pung_of(_DRAGONS) + c.pair())]


def _each_dragon_pung(c: Context) -> list[str]:
    return [c.one(g) for g in c.pung_of(_DRAGONS)]


def _round_pung(c: Context) -> list[str]:
    return [c.text(c.pung_of((c.f.round,)))]


def _seat_pung(c: Context) -> list[str]:
    return [c.text(c.pung_of((c.f.seat,)))]


def _pot_made_of(c: Context) -> list[str]:
    # The pungs no larger pung fan uses (Nine Gates leaves one of its terminal pungs out: the first count).
    return [c.one(g) for g in c.pot_pungs() if g.tile not in c.pot_sharers()][:c.counted.get(POT) or None]


def _pungs_and_pair(c: Context) -> list[str]:
    return [c.text(c.pungs + c.pair())]


def _all_pungs(c: Context) -> list[str]:
    return [c.text(c.pungs)]


def _suited_pungs(c: Context) -> list[str]:
    return [c.text(g for g in c.pungs if g.tile < 27)]


def _same_rank(times: int) -> MadeOf:
    """Pungs of one number in ``times`` suits (Double / Triple Pung)."""
    def made_of(c: Context) -> list[str]:
        ranks: dict[int, list[Group]] = {}
        for g in c.pungs:
            if g.tile < 27:
                ranks.setdefault(g.tile % 9, []).append(g)
        return [c.text(gs) for gs in ranks.values() if len(gs) == times]
    return made_of


def _concealed_pungs(c: Context) -> list[str]:
    return [c.text(c.concealed_pungs())]


def _kongs_made_of(c: Context) -> list[str]:
    return [c.text(g for g in c.pungs if g.kind == KONG)]


def _tile_hogs(c: Context) -> list[str]:
    return [c.tiles([t] * 4) for t in range(34)
            if c.f.counts[t] == 4 and not any(g.kind == KONG and g.tile == t for g in c.pungs)]


def _knitted_suited(c: Context) -> list[str]:
    return [c.tiles([t for t in c.d.knitted if t < 27])]


def _melds(c: Context) -> list[str]:
    return [c.text(g for g in c.sets if g.declared)]


FANS: Final[tuple[Fan, ...]] = (
    # 88
    Fan("big_four_winds", 88, "大四喜", "Big Four Winds", lambda f: len(f.wind_pungs) == 4,
        ("big_three_winds", "all_pungs", "prevalent_wind", "seat_wind", Shared(POT)),
        when=("wind_pungs_3",), uses=_wind_pungs,
        made_of=_wind_sets, why="pungs of all four winds"),
    Fan("big_three_dragons", 88, "大三元", "Big Three Dragons", lambda f: len(f.dragon_pungs) == 3,
        ("two_dragon_pungs", "dragon_pung", Shared(POT)), when=("dragon_pungs_2",), uses=_dragon_pungs,
        made_of=_dragon_sets, why="pungs of all three dragons"),
    Fan("all_green", 88, "绿一色", "All Green", _all_green, ("half_flush",),
        when=("one_suit",),  # (four Green dragons cannot make a hand alone)
        why="only green tiles (23468s and Green Dragon)"),
    Fan("nine_gates", 88, "九莲宝灯", "Nine Gates", lambda f: f.nine_gates,
        ("full_flush", "no_honors", Limit(POT)) + CONCEALED_FANS,
        when=("nine_gates",),
        why="1112345678999 of one suit concealed, plus any tile of that suit"),
    Fan("four_kongs", 88, "四杠", "Four Kongs", _kongs(4), ("all_pungs", "single_wait"),
        when=("kongs_3", "kongs_1"),
        made_of=_kongs_made_of, why="four kongs"),
    Fan("seven_shifted_pairs", 88, "连七对", "Seven Shifted Pairs", _seven_shifted,
        ("full_flush", "seven_pairs", "no_honors", "single_wait") + CONCEALED_FANS,
        when=("seven_pairs_shape", "one_suit", "no_honors"),
        why="seven pairs in sequence in one suit"),
    Fan("thirteen_orphans", 88, "十三幺", "Thirteen Orphans", lambda f: f.shape == THIRTEEN_ORPHANS,
        ("all_terminals_and_honors", "all_types", "single_wait") + CONCEALED_FANS,
        when=("orphans_shape",), sure=True,
        why="one of each terminal and honor, plus a second of one of them"),
    # 64
    Fan("all_terminals", 64, "清幺九", "All Terminals", lambda f: f.all_in(TERMINALS),
        ("all_terminals_and_honors", "all_pungs", "outside_hand", "double_pung", POT, "no_honors"),
        when=("no_honors", "no_four_to_six"),
        why="only 1s and 9s"),
    Fan("little_four_winds", 64, "小四喜", "Little Four Winds",
        lambda f: len(f.wind_pungs) == 3 and f.pair is not None and 27 <= f.pair <= 30,
        ("big_three_winds", Shared(POT)), when=("wind_pungs_3", "has_pair"), uses=_wind_pungs,
        made_of=_wind_sets_and_pair, why="pungs of three winds and a pair of the fourth"),
    Fan("little_three_dragons", 64, "小三元", "Little Three Dragons",
        lambda f: len(f.dragon_pungs) == 2 and f.pair is not None and f.pair >= 31,
        ("two_dragon_pungs", "dragon_pung", Shared(POT)), when=("dragon_pungs_2", "has_pair"), uses=_dragon_pungs,
        made_of=_dragon_sets_and_pair, why="pungs of two dragons and a pair of the third"),
    Fan("all_honors", 64, "字一色", "All Honors", lambda f: f.all_in(HONORS),
        ("all_terminals_and_honors", "all_pungs", "outside_hand", POT), when=("no_suited",), why="only honor tiles"),
    Fan("four_concealed_pungs", 64, "四暗刻", "Four Concealed Pungs", lambda f: f.concealed_pungs == 4,
        ("all_pungs",) + CONCEALED_FANS,
        when=("concealed_pungs_4", "pungs_4"), sure=True,
        made_of=_concealed_pungs, why="four pungs made without claiming"),
    Fan("pure_terminal_chows", 64, "一色双龙会", "Pure Terminal Chows", _pure_terminal_chows,
        ("seven_pairs", "full_flush", "all_chows", "pure_double_chow", "two_terminal_chows", "no_honors"),
        when=("four_chows", "has_pair"),
        why="123 123 789 789 and a pair of 5s, all one suit"),
    # 48
    _chow_fan("quadruple_chow", 48, "一色四同顺", "Quadruple Chow",
              ("pure_triple_chow", "pure_shifted_pungs", "seven_pairs", "tile_hog", "pure_double_chow"),
              when=("chow_fans_4",), why="four identical chows"),
    Fan("four_pure_shifted_pungs", 48, "一色四节高", "Four Pure Shifted Pungs",
        lambda f: len(f.pungs) == 4 and _shifted_pungs(f.pungs, True, 4),
        ("pure_triple_chow", "pure_shifted_pungs", "all_pungs"),
        when=("pungs_4", "three_pungs_in_a_suit"),
        made_of=_all_pungs, why="four pungs of one suit in sequence"),
    # 32
    _chow_fan("four_pure_shifted_chows", 32, "一色四步高", "Four Pure Shifted Chows",
              ("pure_shifted_chows", "short_straight", "two_terminal_chows"),
              when=("chow_fans_4",), why="four chows of one suit each one or two higher than the last"),
    Fan("three_kongs", 32, "三杠", "Three Kongs", _kongs(3),
        when=("kongs_3", "kongs_1"), made_of=_kongs_made_of, why="three kongs"),
    Fan("all_terminals_and_honors", 32, "混幺九", "All Terminals and Honors",
        lambda f: f.all_in(TERMINALS_AND_HONORS), ("all_pungs", "outside_hand", POT),
        when=("only_terminals_and_honors",), sure=True,
        why="only terminals (1, 9) and honors"),
    # 24
    Fan("seven_pairs", 24, "七对", "Seven Pairs", lambda f: f.shape == SEVEN_PAIRS,
        ("single_wait",) + CONCEALED_FANS, when=("seven_pairs_shape",), sure=True, why="seven pairs"),
    Fan("greater_honors_and_knitted_tiles", 24, "七星不靠", "Greater Honors and Knitted Tiles",
        lambda f: f.shape == HONORS_KNITTED and len(f.knitted) - bisect_left(f.knitted, 27) == 7,  # (sorted)
        ("lesser_honors_and_knitted_tiles", "all_types", "single_wait") + CONCEALED_FANS,
        when=("honors_knitted_shape",),
        why="all seven honors and seven knitted tiles (147, 258, 369 of three suits)"),
    Fan("all_even_pungs", 24, "全双刻", "All Even Pungs",
        lambda f: len(f.pungs) == 4 and f.all_in(_EVEN), ("all_pungs", "all_simples", "no_honors"),
        when=("pungs_4", "no_honors", "no_terminals"),
        made_of=_pungs_and_pair, why="four pungs and a pair of even tiles (2, 4, 6, 8)"),
    Fan("full_flush", 24, "清一色", "Full Flush", lambda f: len(f.suits) == 1 and not f.honors, ("no_honors",),
        when=("one_suit", "no_honors"),
        why="only tiles of one suit"),
    _chow_fan("pure_triple_chow", 24, "一色三同顺", "Pure Triple Chow", ("pure_shifted_pungs", "pure_double_chow"),
              when=("chow_fans_3",), why="three identical chows"),
    Fan("pure_shifted_pungs", 24, "一色三节高", "Pure Shifted Pungs",
        lambda f: len(f.pungs) >= 3 and _shifted_pungs(f.pungs, True, 3), ("pure_triple_chow",),
        when=("pungs_3", "three_pungs_in_a_suit"),
        made_of=_suited_pungs, why="three pungs of one suit in sequence"),
    Fan("upper_tiles", 24, "全大", "Upper Tiles", lambda f: f.all_in(_UPPER), ("upper_four", "no_honors"),
        when=("no_honors", "no_one_to_three", "no_four_to_six"),
        why="only 7s, 8s and 9s"),
    Fan("middle_tiles", 24, "全中", "Middle Tiles", lambda f: f.all_in(_MIDDLE), ("all_simples", "no_honors"),
        when=("no_honors", "no_one_to_three", "no_seven_to_nine"),
        why="only 4s, 5s and 6s"),
    Fan("lower_tiles", 24, "全小", "Lower Tiles", lambda f: f.all_in(_LOWER), ("lower_four", "no_honors"),
        when=("no_honors", "no_four_to_six", "no_seven_to_nine"),
        why="only 1s, 2s and 3s"),
    # 16
    _chow_fan("pure_straight", 16, "清龙", "Pure Straight", ("short_straight", "two_terminal_chows"),
              when=("chow_fans_3",), why="123, 456 and 789 of one suit"),
    Fan("three_suited_terminal_chows", 16, "三色双龙会", "Three-Suited Terminal Chows", _three_suited_terminal_chows,
        ("all_chows", "two_terminal_chows", "mixed_double_chow", "no_honors"),
        when=("four_chows", "has_pair"),
        why="123 and 789 of one suit, 123 and 789 of another, a pair of 5s of the third"),
    _chow_fan("pure_shifted_chows", 16, "一色三步高", "Pure Shifted Chows",
              when=("chow_fans_3",), why="three chows of one suit each one or two higher than the last"),
    Fan("all_fives", 16, "全带五", "All Fives", lambda f: _every_group_has(f, (4, 13, 22)),
        ("all_simples", "no_honors"),
        when=("regular_shape", "no_honors", "no_terminals"),  # (every group holds a 5: no honor, 1 or 9)
        why="a 5 in every set and in the pair"),
    Fan("triple_pung", 16, "三同刻", "Triple Pung", lambda f: 3 in _same_rank_pungs(f.pungs), ("double_pung",),
        when=("pungs_3", "pungs_in_three_suits", "same_rank_pungs"),  # (one rank: three suits)
        made_of=_same_rank(3), why="pungs of the same number in all three suits"),
    Fan("three_concealed_pungs", 16, "三暗刻", "Three Concealed Pungs", lambda f: f.concealed_pungs == 3,
        when=("three_concealed_pungs",), sure=True,
        made_of=_concealed_pungs, why="three pungs made without claiming"),
    # 12
    Fan("lesser_honors_and_knitted_tiles", 12, "全不靠", "Lesser Honors and Knitted Tiles",
        lambda f: f.shape == HONORS_KNITTED, ("all_types", "single_wait") + CONCEALED_FANS,
        when=("honors_knitted_shape",), sure=True,
        why="fourteen single tiles: knitted tiles (147, 258, 369 of three suits) and honors"),
    Fan("knitted_straight", 12, "组合龙", "Knitted Straight",
        lambda f: f.shape == KNITTED_STRAIGHT
        or (f.shape == HONORS_KNITTED and sum(1 for t in f.knitted if t < 27) == 9),
        when=("knitted_shape",), sure=True,
        made_of=_knitted_suited, why="147, 258 and 369, each in a different suit"),
    Fan("upper_four", 12, "大于五", "Upper Four", lambda f: f.all_in(_UPPER_FOUR), ("no_honors",),
        when=("no_honors", "no_one_to_three"),  # (6789)
        why="only 6s, 7s, 8s and 9s"),
    Fan("lower_four", 12, "小于五", "Lower Four", lambda f: f.all_in(_LOWER_FOUR), ("no_honors",),
        when=("no_honors", "no_seven_to_nine"),  # (1234)
        why="only 1s, 2s, 3s and 4s"),
    Fan("big_three_winds", 12, "三风刻", "Big Three Winds", lambda f: len(f.wind_pungs) == 3,
        (Shared(POT),), when=("wind_pungs_3",), uses=_wind_pungs, made_of=_wind_sets, why="pungs of three winds"),
    # 8
    _chow_fan("mixed_straight", 8, "花龙", "Mixed Straight",
              when=("chow_fans_3",), why="123, 456 and 789, each in a different suit"),
    Fan("reversible_tiles", 8, "推不倒", "Reversible Tiles", lambda f: f.all_in(REVERSIBLE), ("one_voided_suit",),
        when=("only_reversible",), sure=True,
        why="only tiles that look the same upside down (1234589p, 245689s, White Dragon)"),
    _chow_fan("mixed_triple_chow", 8, "三色三同顺", "Mixed Triple Chow", ("mixed_double_chow",),
              when=("chow_fans_3",), why="the same chow in all three suits"),
    Fan("mixed_shifted_pungs", 8, "三色三节高", "Mixed Shifted Pungs",
        lambda f: len(f.pungs) >= 3 and _shifted_pungs(f.pungs, False, 3),
        when=("pungs_3", "pungs_in_three_suits"),
        made_of=_suited_pungs, why="pungs of three consecutive numbers, each in a different suit"),
    Fan("chicken_hand", 8, "无番和", "Chicken Hand", lambda f: True, alone=True,
        made_of=_nothing, why="a win with no other fan"),
    Fan("last_tile_draw", 8, "妙手回春", "Last Tile Draw", lambda f: f.last_draw and f.tsumo, ("self_drawn",),
        when=("last_draw", "tsumo"), sure=True,
        made_of=_nothing, why="self-drawn with the last tile of the wall"),
    Fan("last_tile_claim", 8, "海底捞月", "Last Tile Claim", lambda f: f.last_draw and not f.tsumo,
        when=("last_draw", "ron"), sure=True,
        made_of=_nothing, why="won on the last discard of the game"),
    Fan("out_with_replacement_tile", 8, "杠上开花", "Out with Replacement Tile", lambda f: f.rinshan, ("self_drawn",),
        when=("rinshan",), sure=True,
        made_of=_nothing, why="self-drawn with the replacement tile of a kong"),
    Fan("robbing_the_kong", 8, "抢杠和", "Robbing the Kong", lambda f: f.chankan, ("last_tile",),
        when=("chankan",), sure=True,
        made_of=_nothing, why="won on the tile another player adds to a melded pung"),
    # 6
    Fan("all_pungs", 6, "碰碰和", "All Pungs", lambda f: len(f.pungs) == 4,
        when=("pungs_4",), sure=True,
        made_of=_pungs_and_pair, why="four pungs or kongs and a pair"),
    Fan("half_flush", 6, "混一色", "Half Flush", lambda f: len(f.suits) == 1 and f.honors,
        when=("one_suit", "honors"), sure=True, why="one suit plus honors"),
    _chow_fan("mixed_shifted_chows", 6, "三色三步高", "Mixed Shifted Chows",
              when=("chow_fans_3",), why="three chows each one higher than the last, each in a different suit"),
    Fan("all_types", 6, "五门齐", "All Types", lambda f: len(f.suits) == 3 and f.has_winds and f.has_dragons,
        when=("three_suits", "winds_and_dragons"), sure=True,
        why="all three suits, winds and dragons"),
    Fan("melded_hand", 6, "全求人", "Melded Hand", lambda f: f.melded_hand, ("single_wait",),
        when=("melded_hand",), sure=True,
        made_of=_melds, why="four claimed melds, won on a discard with a single wait"),
    Fan("two_concealed_kongs", 6, "双暗杠", "Two Concealed Kongs", _kongs(2, 2),
        ("two_concealed_pungs", "concealed_kong"),
        when=("kongs_2", "kongs_1"), made_of=_kongs_made_of, why="two concealed kongs"),
    Fan("two_dragon_pungs", 6, "双箭刻", "Two Dragon Pungs", lambda f: len(f.dragon_pungs) == 2,
        ("dragon_pung", Shared(POT)),
        when=("dragon_pungs_2",), uses=_dragon_pungs, made_of=_dragon_sets, why="pungs of two dragons"),
    Fan("concealed_and_melded_kong", 5, "明暗杠", "Concealed Kong and Melded Kong",
        lambda f: f.variant.mixed_kong_fan and f.kongs == 2 and f.concealed_kongs == 1,
        ("concealed_kong", "melded_kong"),
        when=("kongs_2", "kongs_1"), made_of=_kongs_made_of, why="one concealed kong and one melded kong"),
    # 4
    Fan("outside_hand", 4, "全带幺", "Outside Hand", lambda f: _every_group_has(f, TERMINALS_AND_HONORS),
        when=("regular_shape", "no_four_to_six"),  # (a group holding a 4, 5 or 6 has no 1 or 9)
        why="a terminal or honor in every set and in the pair"),
    Fan("fully_concealed_hand", 4, "不求人", "Fully Concealed Hand", lambda f: f.closed and f.tsumo,
        ("self_drawn", "concealed_hand"),
        when=("closed_hand", "tsumo"), sure=True,
        made_of=_nothing, why="no claimed meld, and the winning tile self-drawn"),
    Fan("two_melded_kongs", 4, "双明杠", "Two Melded Kongs", _kongs(2, 0), ("melded_kong",),
        when=("kongs_2", "kongs_1"),
        made_of=_kongs_made_of, why="two melded kongs"),
    Fan("last_tile", 4, "和绝张", "Last Tile", lambda f: f.last_tile,
        when=("last_tile",), sure=True,
        made_of=_nothing, why="won on the last copy of a tile (the other three are visible)"),
    # 2
    Fan("dragon_pung", 2, "箭刻", "Dragon Pung", lambda f: len(f.dragon_pungs), (Shared(POT),),
        when=("dragon_pung",), uses=_dragon_pungs,
        made_of=_each_dragon_pung, why="a pung of dragons"),
    Fan("prevalent_wind", 2, "圈风刻", "Prevalent Wind", lambda f: f.round in f.pungs, (Shared(POT),),
        when=("round_wind_pung",), sure=True,
        uses=lambda f: (f.round,), made_of=_round_pung, why="a pung of the round wind"),
    Fan("seat_wind", 2, "门风刻", "Seat Wind", lambda f: f.seat in f.pungs, (Shared(POT),),
        when=("seat_wind_pung",), sure=True,
        uses=lambda f: (f.seat,), made_of=_seat_pung, why="a pung of the player's own seat wind"),
    Fan("concealed_hand", 2, "门前清", "Concealed Hand", lambda f: f.closed and not f.tsumo,
        when=("closed_hand", "ron"), sure=True,
        made_of=_nothing, why="no claimed meld, won on a discard"),
    Fan("all_chows", 2, "平和", "All Chows",
        lambda f: not f.pungs and f.pair is not None and f.pair < 27
        and (len(f.chows) == 4 or f.shape == KNITTED_STRAIGHT), ("no_honors",),
        when=("has_pair", "no_pungs"),
        why="four chows and a pair of suited tiles"),
    Fan("tile_hog", 2, "四归一", "Tile Hog", lambda f: f.tile_hog,
        when=("tile_hog",),
        made_of=_tile_hogs, why="all four copies of a tile used, not as a kong"),
    Fan("double_pung", 2, "双同刻", "Double Pung", lambda f: _same_rank_pungs(f.pungs).count(2),
        when=("pungs_2", "same_rank_pungs"),
        made_of=_same_rank(2), why="pungs of the same number in two suits"),
    Fan("two_concealed_pungs", 2, "双暗刻", "Two Concealed Pungs", lambda f: f.concealed_pungs == 2,
        when=("two_concealed_pungs",), sure=True,
        made_of=_concealed_pungs, why="two pungs made without claiming"),
    Fan("concealed_kong", 2, "暗杠", "Concealed Kong",
        lambda f: f.concealed_kongs == 1 and (f.kongs == 1 or (f.kongs == 2 and not f.variant.mixed_kong_fan)),
        when=("kongs_1",),
        made_of=_kongs_made_of, why="a concealed kong"),
    Fan("all_simples", 2, "断幺", "All Simples", lambda f: f.all_in(SIMPLES), ("no_honors",),
        when=("no_honors", "no_terminals"), sure=True,
        why="no terminals and no honors"),
    # 1
    _chow_fan("pure_double_chow", 1, "一般高", "Pure Double Chow",
              when=("chow_fans_2",), why="two identical chows"),
    _chow_fan("mixed_double_chow", 1, "喜相逢", "Mixed Double Chow",
              when=("chow_fans_2",), why="the same chow in two suits"),
    _chow_fan("short_straight", 1, "连六", "Short Straight",
              when=("chow_fans_2",), why="two chows of one suit that make 1-6, 2-7, 3-8 or 4-9"),
    _chow_fan("two_terminal_chows", 1, "老少副", "Two Terminal Chows",
              when=("chow_fans_2",), why="123 and 789 of one suit"),
    Fan(POT, 1, "幺九刻", "Pung of Terminals or Honors",
        lambda f: f.terminal_pungs,  # (pungs and kongs of a terminal or honor: features.py)
        made_of=_pot_made_of, when=("terminal_pung",), why="a pung of 1s, 9s, or of a wind not counted otherwise"),
    Fan("melded_kong", 1, "明杠", "Melded Kong",
        lambda f: f.melded_kongs == 1 and (f.kongs == 1 or (f.kongs == 2 and not f.variant.mixed_kong_fan)),
        when=("kongs_1",),
        made_of=_kongs_made_of, why="a melded kong"),
    Fan("one_voided_suit", 1, "缺一门", "One Voided Suit", lambda f: len(f.suits) == 2,
        when=("two_suits",), sure=True,
        why="one of the three suits missing"),
    Fan("no_honors", 1, "无字", "No Honors", lambda f: not f.honors,
        when=("no_honors",), sure=True, why="no honor tiles"),
    Fan("edge_wait", 1, "边张", "Edge Wait", _wait("edge_wait"),
        when=("edge_wait",),
        made_of=_on_win, why="won on 3 with 12 or on 7 with 89, the only tile that completes the hand"),
    Fan("closed_wait", 1, "坎张", "Closed Wait", _wait("closed_wait"),
        when=("closed_wait",),
        made_of=_on_win, why="won on the middle tile of a chow, the only tile that completes the hand"),
    Fan("single_wait", 1, "单钓将", "Single Wait", _wait("single_wait"),
        when=("single_wait",),
        made_of=_on_win, why="won on the second tile of the pair, the only tile that completes the hand"),
    Fan("self_drawn", 1, "自摸", "Self-Drawn", lambda f: f.tsumo,
        when=("tsumo",), sure=True,
        made_of=_nothing, why="the winning tile was drawn, not claimed"),
    Fan("flower_tiles", 1, "花牌", "Flower Tiles", lambda f: f.flowers,
        when=("flowers",),
        made_of=_nothing, why="each flower adds a point (never toward the 8-point minimum)"),
)

BY_ID: Final[dict[str, Fan]] = {fan.id: fan for fan in FANS}
ORDER: Final[dict[str, int]] = {fan.id: i for i, fan in enumerate(FANS)}
FLOWERS: Final = "flower_tiles"
CHICKEN: Final = "chicken_hand"
