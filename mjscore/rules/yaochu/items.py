"""The Yaochu point table (docs/yaochu.md): one declarative entry per item.

Every winning hand belongs to one of three families, each with a base item; additions of its own
family and the additions for any hand are added to it. An entry's ``test`` looks at the :class:`Facts`
of one reading of the hand and says how many times the item counts (0: it does not). Items on one
``ladder`` line exclude each other: only the highest rung that applies counts. For --explain, an
entry's ``made_of`` picks the sets that make it and ``why`` says why it counts, from an
:class:`~.explain.View` of the reading.
"""

from __future__ import annotations


from ...formatting import plural
from ...hand import Conditions
from ...analysis.shapes import PUNG_WAIT, SINGLE
from ...tiles import DRAGONS, SUIT_NAMES, WINDS, Tile, dora_after, name, suit

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Collection
    from typing import Any, Final

    from ...hand import Hand
    from .explain import View

    # --explain: the sets that make an item, and why it counts: a sentence, or a function of the View
    # for a sentence that names the hand's tiles.
    MadeOf = Callable[[View], tuple[str, ...]]
    Why = str | Callable[[View], str]

ALL_PUNGS: Final = "all_pungs"
SEVEN_PAIRS: Final = "seven_pairs"
THIRTEEN_ORPHANS: Final = "thirteen_orphans"
ANY: Final = "any"  # additions for a hand of any family
FAMILY_NAMES: Final = {ALL_PUNGS: "All Pungs", SEVEN_PAIRS: "Seven Pairs", THIRTEEN_ORPHANS: "Thirteen Orphans"}
FAMILIES: Final = (ALL_PUNGS, SEVEN_PAIRS, THIRTEEN_ORPHANS)


class Set:
    """A pung or kong of an All Pungs hand, as the scorer sees it."""

    def __init__(self, *, tile: Tile, kong: bool, concealed: bool) -> None:
        self.tile: Final = tile
        self.kong: Final = kong
        self.concealed: Final = concealed  # not claimed, and not completed by the winning tile on a discard


class Facts:
    """One reading of one winning arrangement: everything the items test."""

    def __init__(self, *, family: str, kinds: frozenset[Tile], conditions: Conditions, dora_tiles: int,
                 sets: tuple[Set, ...] = (), pair: Tile | None = None, wait: str | None = None) -> None:
        self.family: Final = family
        self.kinds: Final = kinds  # the tile kinds in the hand (melds included)
        self.conditions: Final = conditions
        self.dora_tiles: Final = dora_tiles  # dora in the hand: per indicator, the copies of the tile it points at
        self.sets: Final = sets  # All Pungs: the four pungs / kongs
        self.pair: Final = pair  # All Pungs: the pair
        self.wait: Final = wait  # All Pungs: SINGLE (the pair) or PUNG_WAIT; else None

    def with_sets(self, sets: tuple[Set, ...]) -> Facts:
        """The same reading with the pungs / kongs ``sets`` (the explanation's "had it been concealed")."""
        return Facts(family=self.family, kinds=self.kinds, conditions=self.conditions, dora_tiles=self.dora_tiles,
                     sets=sets, pair=self.pair, wait=self.wait)

    # -- derived facts the tests share
    @property
    def concealed_sets(self) -> int:
        return sum(s.concealed for s in self.sets)

    @property
    def kongs(self) -> int:
        return sum(s.kong for s in self.sets)

    def sets_of(self, group: tuple[Tile, ...]) -> int:
        return sum(s.tile in group for s in self.sets)

    @property
    def honors_only(self) -> bool:
        return all(suit(t) == 3 for t in self.kinds)

    @property
    def no_honors(self) -> bool:
        return all(suit(t) < 3 for t in self.kinds)

    @property
    def honors_and_one_suit(self) -> bool:
        suits = {suit(t) for t in self.kinds}
        return 3 in suits and len(suits) == 2


def _no_sets(x: View) -> tuple[str, ...]:
    """An item no set makes (a situation, dora)."""
    return ()


class Item:
    """One line of the point table."""

    def __init__(self, id: str, name: str, native: str, points: int, family: str,
                 test: Callable[[Facts], int], ladder: tuple[str, int] | None = None, base: bool = False,
                 note: str = "", made_of: MadeOf = _no_sets, why: Why = "") -> None:
        self.id: Final = id
        self.name: Final = name  # English
        self.native: Final = native  # the rulebook's name (Japanese terms, as the seed writes them)
        self.points: Final = points  # per occurrence
        self.family: Final = family  # ALL_PUNGS, SEVEN_PAIRS, THIRTEEN_ORPHANS or ANY
        self.test: Final = test  # occurrences in this reading (0 or False: does not count)
        self.ladder: Final = ladder  # (line, rung): on one line only the highest rung counts
        self.base: Final = base  # the family's base item
        self.note: Final = note
        # --explain: the sets that make it (explain.View -> texts), and why it counts: a sentence, or a
        # function of the View for a sentence that names the hand's tiles.
        self.made_of: Final = made_of
        self.why: Final = why


def _always(f: Facts) -> int:
    return 1


def _dora(f: Facts) -> int:
    # One point per three dora tiles; a kong is four tiles and every indicator counts on its own.
    return f.dora_tiles // 3


def _tenhou(f: Facts) -> int:
    # Validity (tsumo, seat E, no calls) is checked before scoring; see check.py.
    return f.conditions.tenhou


def _chiihou(f: Facts) -> int:
    return f.conditions.chiihou


# -- explain: the sets of an item and its sentence (x: an explain.View of one reading) ---------------

def _whole(x: View) -> tuple[str, ...]:
    return x.whole()


def _kongs(x: View) -> tuple[str, ...]:
    return x.text(x.kongs())


def _concealed(x: View) -> tuple[str, ...]:
    return x.text(x.concealed())


def _suit_word(kinds: Collection[Tile]) -> str:
    suits = {suit(t) for t in kinds if suit(t) < 3}
    return SUIT_NAMES[suits.pop()] if len(suits) == 1 else ""


def _honitsu_why(x: View) -> str:
    return f"only honors and one suit ({_suit_word(x.facts.kinds)})"


def dora_said(hand: Hand) -> tuple[tuple[str, ...], str, int]:
    """The dora tiles as ``9s ×2`` and a sentence naming each indicator; the number of dora tiles.
    Each indicator counts on its own: an indicator given twice counts its dora tiles twice."""
    counts = hand.all_counts
    indicators = hand.conditions.dora
    parts: list[str] = []
    tiles: list[str] = []
    total = 0
    for ind in dict.fromkeys(indicators):
        times = indicators.count(ind)
        t = dora_after(ind, terminals_only=True)
        k = counts[t]
        total += k * times
        twice = f", counted {times} times" if times > 1 else ""
        parts.append(f"indicator {name(ind)}{f' ×{times}' if times > 1 else ''} makes {name(t)} dora "
                     f"({k} in the hand{twice})")
        if k:
            tiles.append(f"{name(t)} ×{k}")
    return tuple(tiles), "; ".join(parts), total


def _dora_why(x: View) -> str:
    _, said, total = dora_said(x.hand)
    n, rest = divmod(total, 3)
    left = (f", {plural(rest, 'tile')} left over ({'it scores' if rest == 1 else 'they score'} nothing)"
            if rest else "")
    return f"{said}: {plural(total, 'dora tile')}, one point per three: {plural(n, 'point')}{left}"


def _kokushi_why(x: View) -> str:
    pair = next((name(t) for t in range(34) if x.hand.counts[t] == 2), "")
    return f"one of each of the 13 terminal and honor kinds, and a second {pair}"


ITEMS: Final[tuple[Item, ...]] = (
    # (1) All Pungs family: four pungs or kongs + a pair.
    Item("toitoi_honroutou", "All Pungs + All Terminals and Honors", "対々和 + 混老頭", 3, ALL_PUNGS,
         _always, base=True, made_of=_whole,
         why="four pungs or kongs and a pair, every tile a 1, a 9 or an honor: the base of every All Pungs hand"),
    Item("rinshan_kaihou", "After a Kong", "嶺上開花", 1, ALL_PUNGS,
         lambda f: f.conditions.rinshan, note="self-drawn on a kong replacement (rinshan)",
         made_of=_kongs, why="the winning tile was self-drawn as the replacement tile after a kong"),
    Item("shousangen", "Little Three Dragons", "小三元", 1, ALL_PUNGS,
         lambda f: f.sets_of(DRAGONS) == 2 and f.pair in DRAGONS, ladder=("dragons", 1),
         note="two dragon pungs + a dragon pair", made_of=lambda x: x.with_pair(x.sets(DRAGONS)),
         why="two dragon pungs and a pair of the third dragon"),
    Item("sanankou", "Three Concealed Pungs", "三暗刻", 2, ALL_PUNGS,
         lambda f: f.concealed_sets >= 3, ladder=("concealed", 1),
         note="three concealed pungs/kongs; a pung completed on a discard is not concealed", made_of=_concealed,
         why="three pungs or kongs that were neither claimed nor completed by a discard (a concealed kong counts)"),
    Item("sankantsu", "Three Kongs", "三槓子", 2, ALL_PUNGS,
         lambda f: f.kongs >= 3, ladder=("kongs", 1), made_of=_kongs, why="three kongs, concealed or not"),
    Item("daisangen", "Big Three Dragons", "大三元", 2, ALL_PUNGS,
         lambda f: f.sets_of(DRAGONS) == 3, ladder=("dragons", 2), made_of=lambda x: x.text(x.sets(DRAGONS)),
         why="a pung or kong of each of the three dragons"),
    Item("honitsu", "Half Flush", "混一色", 2, ALL_PUNGS,
         lambda f: f.honors_and_one_suit, note="honors + one suit only", made_of=_whole, why=_honitsu_why),
    Item("shousuushii", "Little Four Winds", "小四喜", 3, ALL_PUNGS,
         lambda f: f.sets_of(WINDS) == 3 and f.pair in WINDS, ladder=("winds", 1),
         note="three wind pungs + a wind pair", made_of=lambda x: x.with_pair(x.sets(WINDS)),
         why="three wind pungs and a pair of the fourth wind"),
    Item("tsuuiisou", "All Honors", "字一色", 3, ALL_PUNGS,
         lambda f: f.honors_only, made_of=_whole, why="honors only (+3 with pungs; +4 as seven pairs)"),
    Item("chinroutou", "All Terminals", "清老頭", 4, ALL_PUNGS,
         lambda f: f.no_honors, note="no honors at all", made_of=_whole, why="only 1s and 9s, no honor at all"),
    Item("suuankou", "Four Concealed Pungs", "四暗刻", 4, ALL_PUNGS,
         lambda f: f.concealed_sets == 4 and f.wait == PUNG_WAIT, ladder=("concealed", 2),
         note="completed on a pung wait by self-draw (on a discard it is three concealed pungs)", made_of=_concealed,
         why=lambda x: (f"four concealed pungs or kongs; {name(x.win)} completed {x.text(x.won_group())[0]} by "
                        "self-draw on a pung wait (by ron it would be only Three Concealed Pungs)")),
    Item("suukantsu", "Four Kongs", "四槓子", 5, ALL_PUNGS,
         lambda f: f.kongs == 4, ladder=("kongs", 2), made_of=_kongs, why="four kongs"),
    Item("daisuushii", "Big Four Winds", "大四喜", 5, ALL_PUNGS,
         lambda f: f.sets_of(WINDS) == 4, ladder=("winds", 2), made_of=lambda x: x.text(x.sets(WINDS)),
         why="a pung or kong of each of the four winds"),
    Item("suuankou_tanki", "Four Concealed Pungs, Single Wait", "四暗刻単騎", 7, ALL_PUNGS,
         lambda f: f.concealed_sets == 4 and f.wait == SINGLE, ladder=("concealed", 3),
         note="won on the pair, ron or tsumo", made_of=lambda x: x.with_pair(x.concealed()),
         why=lambda x: (f"four concealed pungs or kongs, won on the pair {x.text(x.pair_group())[0]} (a single wait: it "
                        "counts by ron or tsumo)")),
    # (2) Seven Pairs family: seven different pairs.
    Item("chiitoitsu_honroutou", "Seven Pairs + All Terminals and Honors", "七対子 + 混老頭", 3, SEVEN_PAIRS,
         _always, base=True, made_of=_whole, why="seven different pairs, every tile a 1, a 9 or an honor"),
    Item("honitsu", "Half Flush", "混一色", 2, SEVEN_PAIRS,
         lambda f: f.honors_and_one_suit, note="honors + one suit only", made_of=_whole, why=_honitsu_why),
    Item("tsuuiisou", "All Honors", "字一色", 4, SEVEN_PAIRS,
         lambda f: f.honors_only, note="seven pairs of the seven honors (+3 with pungs, +4 here)", made_of=_whole,
         why="seven pairs of the seven honors (+4 in the Seven Pairs family; +3 with pungs)"),
    # (3) Thirteen Orphans family.
    Item("kokushi", "Thirteen Orphans", "国士無双", 3, THIRTEEN_ORPHANS, _always, base=True,
         made_of=_whole, why=_kokushi_why),
    Item("chankan", "Robbing a Kong", "槍槓", 2, THIRTEEN_ORPHANS,
         lambda f: f.conditions.chankan, note="counts only with Thirteen Orphans",
         why="won by robbing another player's kong, with Thirteen Orphans (the only hand it counts with)"),
    # Additions for any hand.
    Item("dora", "Dora", "ドラ", 1, ANY, _dora,
         note="one point per three dora tiles, melds included (a kong is four tiles); "
              "each indicator counts; order 1<->9, E>S>W>N>E, White>Green>Red>White",
         made_of=lambda x: dora_said(x.hand)[0], why=_dora_why),
    Item("tenhou", "Blessing of Heaven", "天和", 4, ANY, _tenhou,
         note="dealer wins on the initial 14 tiles: tsumo, seat E, no calls",
         why="the dealer (seat E) won on the 14 tiles dealt, before any call or kong"),
    Item("chiihou", "Blessing of Earth", "地和", 4, ANY, _chiihou,
         note="non-dealer wins on the first draw: tsumo, not seat E, no calls",
         why="a non-dealer won on the first self-drawn tile, before any call or kong"),
)

BASE: Final[dict[str, Item]] = {i.family: i for i in ITEMS if i.base}


# Each family's items and the additions for any hand, in table order.
_OF_FAMILY: Final[dict[str, tuple[Item, ...]]] = {f: tuple(i for i in ITEMS if i.family in (f, ANY)) for f in FAMILIES}


def applicable(facts: Facts) -> list[tuple[Item, int]]:
    """The items that count for ``facts`` with their occurrences, ladders applied, in table order."""
    hits = []
    for item in _OF_FAMILY[facts.family]:
        n = int(item.test(facts))
        if n > 0:
            hits.append((item, n))
    top: dict[str, int] = {}
    for item, _ in hits:
        if item.ladder:
            line, rung = item.ladder
            top[line] = max(top.get(line, 0), rung)
    return [(item, n) for item, n in hits if not item.ladder or item.ladder[1] == top[item.ladder[0]]]
