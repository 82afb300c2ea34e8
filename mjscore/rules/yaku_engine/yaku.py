"""The riichi yaku as data: one entry per yaku, with its han, its test, what it replaces, the facts
its test needs (``when``: the engine tests it only when they are all present; ``sure=True``: they
suffice, the test is not run; tests/test_yaku_when.py and test_yaku_sure.py check both), and for
--explain the sets it is made of and why it counts (read by :mod:`.explain`).

``STANDARD`` is the table of ordinary (Japanese) riichi mahjong with standard han values and
yakuman worth 13 han; rule sets derive their own tables from it with :meth:`YakuTable.adjust`
(other han, names, ids), :meth:`YakuTable.select` (a subset) and :meth:`YakuTable.add`.
"""

from __future__ import annotations

from ...analysis.shapes import REGULAR, SEVEN_PAIRS, SINGLE, THIRTEEN_ORPHANS, TWO_SIDED
from ..base import TableEntry
from ...tiles import (
    DRAGONS,
    GREEN,
    GREENS,
    HONORS,
    NINE_GATES_COUNTS,
    RED,
    SIMPLES,
    SUIT_NAMES,
    TERMINALS,
    TERMINALS_AND_HONORS,
    WHITE,
    WINDS,
    describe,
    name,
)
from .features import WIND_TILES, YakuFacts

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Collection
    from typing import Any, Callable, Final, Iterable, Mapping

    from ...tiles import Tile
    from .explain import View

    Test = Callable[[YakuFacts], bool]
    # --explain: a yaku's sets and its reason are functions of an explain.View (one candidate of the hand):
    # the sets that make it, and why it counts: a sentence, or a function of the View for a sentence that
    # names the hand's tiles.
    MadeOf = Callable[[View], tuple[str, ...]]
    Why = str | Callable[[View], str]


def _nothing(x: View) -> tuple[str, ...]:
    """A situation (riichi, self-draw...): no set makes it."""
    return ()


def _whole(x: View) -> tuple[str, ...]:
    """A yaku of the whole hand (all simples, a flush...)."""
    return x.whole()


class Yaku:
    def __init__(self, id: str, name: str, native: str, han_closed: int, han_open: int | None, test: Test,
                 replaces: tuple[str, ...] = (), yakuman: int = 0, note: str = "", made_of: MadeOf = _nothing,
                 why: Any = "", when: tuple[str, ...] = (), sure: bool = False) -> None:
        self.id: Final = id
        self.name: Final = name  # English
        self.native: Final = native  # the rulebook's own name
        self.han_closed: Final = han_closed
        self.han_open: Final = han_open  # None: closed hands only
        self.test: Final = test
        self.replaces: Final = replaces  # yaku that do not count when this one does
        self.yakuman: Final = yakuman  # 0: an ordinary yaku; k: a k-fold yakuman (its han = k x the table's unit)
        self.note: Final = note
        # --explain: the sets that make it (explain.View -> texts), and why it counts: a sentence, or a
        # function of the View for a sentence that names the hand's tiles.
        self.made_of: Final = made_of
        self.why: Final = why
        self.when: Final = when  # the facts (features.FACTS) without which the test cannot say yes
        self.sure: Final = sure  # those facts suffice: present, the yaku counts (its test is not run)

    # (compared and hashed by identity, the same entry only, so that cached rows can be keyed on it)

    def adjusted(self, change: Mapping[str, Any]) -> Yaku:
        """The entry with the fields ``change`` names (field name -> new value) changed."""
        unknown = set(change) - _YAKU_FIELDS
        if unknown:
            raise TypeError(f"not a field of Yaku: {', '.join(sorted(unknown))}")
        get = change.get
        return Yaku(get("id", self.id), get("name", self.name), get("native", self.native),
                    get("han_closed", self.han_closed), get("han_open", self.han_open), get("test", self.test),
                    get("replaces", self.replaces), get("yakuman", self.yakuman), get("note", self.note),
                    get("made_of", self.made_of), get("why", self.why), get("when", self.when),
                    get("sure", self.sure))

    def han(self, closed: bool, unit: int) -> int | None:
        """Han on a closed / open hand; None when it does not count on an open hand."""
        if self.yakuman:
            return self.yakuman * unit if closed or self.han_open is not None else None
        return self.han_closed if closed else self.han_open


# The fields of a Yaku (the names :meth:`Yaku.adjusted` takes).
_YAKU_FIELDS: Final = frozenset(("id", "name", "native", "han_closed", "han_open", "test", "replaces", "yakuman", "note",
                                 "made_of", "why", "when", "sure"))


class YakuTable:
    def __init__(self, entries: tuple[Yaku, ...], yakuman_unit: int = 13) -> None:
        self.entries: Final = entries
        self.yakuman_unit: Final = yakuman_unit  # han of one yakuman (Fliosen: 24, the Liviat unit)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, YakuTable):
            return NotImplemented
        return self.entries == other.entries and self.yakuman_unit == other.yakuman_unit

    def __hash__(self) -> int:
        # (a key of the engine's prepared entries)
        return hash((self.entries, self.yakuman_unit))

    def __getitem__(self, yaku_id: str) -> Yaku:
        return next(y for y in self.entries if y.id == yaku_id)

    @property
    def ids(self) -> tuple[str, ...]:
        return tuple(y.id for y in self.entries)

    def adjust(self, **changes: dict[str, Any]) -> YakuTable:
        """A table with some entries changed: ``adjust(ittsu={"id": "ilyangtong", "han_closed": 2})``.
        A renamed id is renamed in every ``replaces`` too. A new test drops the facts the old one
        needed, unless the change names them (``when``, ``sure``)."""
        renames = {old: c["id"] for old, c in changes.items() if "id" in c}
        out = []
        for y in self.entries:
            change = changes.get(y.id, {})
            if "test" in change and "when" not in change:
                change = {"when": (), "sure": False, **change}
            y = y.adjusted(change)
            if renames and any(r in renames for r in y.replaces):
                y = y.adjusted({"replaces": tuple(renames.get(r, r) for r in y.replaces)})
            out.append(y)
        return YakuTable(tuple(out), self.yakuman_unit)

    def select(self, ids: Iterable[str]) -> "YakuTable":
        keep = set(ids)
        return YakuTable(tuple(y for y in self.entries if y.id in keep), self.yakuman_unit)

    def add(self, *entries: Yaku, after: str | None = None) -> "YakuTable":
        lst = list(self.entries)
        at = lst.index(self[after]) + 1 if after else len(lst)
        return YakuTable(tuple(lst[:at]) + entries + tuple(lst[at:]), self.yakuman_unit)

    def with_unit(self, unit: int) -> "YakuTable":
        return YakuTable(self.entries, unit)

    def listing(self, yakuman_word: str = "yakuman") -> tuple[TableEntry, ...]:
        """The table for `mjscore rules`: han closed / open, yakuman as their han, what each replaces."""
        out = []
        for y in self.entries:
            if y.yakuman:
                word = yakuman_word if y.yakuman == 1 else f"{'double' if y.yakuman == 2 else f'{y.yakuman}x'} {yakuman_word}"
                points = f"{y.yakuman * self.yakuman_unit} ({word})" + ("" if y.han_open is not None else ", closed only")
            elif y.han_open is None:
                points = f"{y.han_closed} / closed only"
            else:
                points = f"{y.han_closed} / {y.han_open} open"
            note = "; ".join(filter(None, (f"instead of {', '.join(y.replaces)}" if y.replaces else "", y.note)))
            out.append(TableEntry(y.id, y.name, y.native, points, note, han=y.han(True, self.yakuman_unit),
                                  han_open=y.han(False, self.yakuman_unit), yakuman=y.yakuman))
        return tuple(out)


# -- tests -------------------------------------------------------------------------------------

def _same_in_three_suits(tiles: tuple[int, ...]) -> bool:
    """The same number in all three suits (a characters tile n with n + 9 and n + 18 beside it)."""
    for n in tiles:
        if n < 9 and n + 9 in tiles and n + 18 in tiles:
            return True
    return False


def _pure_straight(f: YakuFacts) -> bool:
    chows = f.chows
    for s in (0, 9, 18):
        if s in chows and s + 3 in chows and s + 6 in chows:
            return True
    return False


def pinfu_misses(f: YakuFacts) -> tuple[str, ...]:
    """What keeps a reading of four chows from 平和 (pinfu), by --explain's rule names:
    ``not_two_sided`` (won on an edge, closed or single wait) and ``value_pair`` (the pair is a dragon
    or the seat or round wind); () when it is pinfu."""
    return (() if f.wait == TWO_SIDED else ("not_two_sided",)) + (("value_pair",) if f.value_tile(f.pair) else ())


def pinfu_shape(f: YakuFacts) -> bool:
    """平和's shape: four chows and a pair that is no value tile, won on a two-sided wait (a hand with
    no fu but the base; four chows make a regular shape)."""
    return len(f.chows) == 4 and not pinfu_misses(f)


def _chuuren(f: YakuFacts) -> bool:
    if f.has_melds or f.honors or len(f.suits) != 1:
        return False
    s = next(iter(f.suits)) * 9
    counts = f.hand_counts
    return all(counts[s + i] >= NINE_GATES_COUNTS[i] for i in range(9))


def _chuuren_nine_sided(f: YakuFacts) -> bool:
    """The 13 tiles before the win were exactly 1112345678999: any tile of the suit won."""
    if not _chuuren(f):
        return False
    s = next(iter(f.suits)) * 9
    counts = f.hand_counts
    return all(counts[s + i] - (s + i == f.win) == NINE_GATES_COUNTS[i] for i in range(9))


def Y(id: str, name: str, native: str, closed: int, open_: int | None, test: Test,  # noqa: N802 - a table row
      replaces: Iterable[str] = (), yakuman: int = 0, note: str = "", *, made_of: MadeOf = _nothing, why: Why = "",
      when: tuple[str, ...] = (), sure: bool = False) -> Yaku:
    return Yaku(id, name, native, closed, open_, test, tuple(replaces), yakuman, note, made_of, why, when, sure)


# -- explain: the sets of a yaku and its sentence (x: an explain.View of one candidate) ----------------

def _kongs(x: View) -> tuple[str, ...]:
    return x.text(x.kongs())


def _pungs_of(tiles: Collection[Tile]) -> MadeOf:
    return lambda x: x.text(x.pungs(tiles))


def _pungs_and_pair(tiles: Collection[Tile]) -> MadeOf:
    return lambda x: x.text(x.pungs(tiles) + x.pair_group())


def _concealed(x: View) -> tuple[str, ...]:
    return x.text(x.concealed_pungs())


def _peikou(x: View) -> tuple[str, ...]:
    t = next(t for t in set(x.f.chows) if x.f.chows.count(t) >= 2)
    return x.text(x.chows([t, t]))


def _straight(x: View) -> tuple[str, ...]:
    s = _straight_at(x.f.chows)
    return x.text(x.chows([s, s + 3, s + 6]))


def _straight_at(chows: Collection[Tile]) -> int:
    return next(s for s in (0, 9, 18) if s in chows and s + 3 in chows and s + 6 in chows)


def _rank_in_three(tiles: Collection[Tile]) -> int:
    return next(n for n in range(9) if n in tiles and n + 9 in tiles and n + 18 in tiles)


def _triple_pung(x: View) -> tuple[str, ...]:
    n = _rank_in_three(x.f.pungs)
    return x.text(x.pungs([n, n + 9, n + 18]))


def _triple_chow(x: View) -> tuple[str, ...]:
    n = _rank_in_three(x.f.chows)
    return x.text(x.chows([n, n + 9, n + 18]))


def _triple_chow_why(x: View) -> str:
    n = _rank_in_three(x.f.chows)
    return f"the chow {n + 1}-{n + 2}-{n + 3} in all three suits"


def _dragon(t: Tile) -> str:
    return f"a pung of the {describe(t)} ({name(t)})"


def _kokushi_why(x: View) -> str:
    counts = x.f.hand_counts
    extra = next((t for t in range(34) if counts[t] == 2), x.win)
    return f"one of each of the 13 terminals and honors and a second {name(extra)}"


def _suuankou_why(x: View) -> str:
    return (f"four concealed pungs or kongs; {name(x.win)} completed {x.text(x.won_group())[0]} by self-draw (by "
            f"ron that pung would not be concealed)")


# fmt: off
STANDARD: Final = YakuTable((
    # situational yaku
    Y("riichi", "Riichi", "立直", 1, None, lambda f: f.cond.riichi or f.cond.double_riichi,
      when=("riichi",), sure=True,
      why="riichi was declared on a concealed ready hand"),
    Y("double_riichi", "Double riichi", "両立直", 2, None, lambda f: f.cond.double_riichi, ["riichi"],
      when=("double_riichi",), sure=True,
      why="riichi was declared on the first turn: double riichi (it replaces riichi)"),
    Y("ippatsu", "Ippatsu", "一発", 1, None, lambda f: f.cond.ippatsu,
      when=("ippatsu",), sure=True,
      why="won within one turn of the riichi declaration, with no call in between"),
    Y("menzen_tsumo", "Fully concealed self-draw", "門前清自摸和", 1, None, lambda f: f.cond.tsumo,
      when=("tsumo",), sure=True,
      why="a self-drawn win with a concealed hand"),
    Y("haitei", "Last tile drawn", "海底摸月", 1, 1, lambda f: f.cond.last_draw and f.cond.tsumo,
      when=("last_draw", "tsumo"), sure=True,
      why="self-drawn on the last tile of the wall"),
    Y("houtei", "Last discard", "河底撈魚", 1, 1, lambda f: f.cond.last_draw and not f.cond.tsumo,
      when=("last_draw",),
      why="won on the last discard of the hand"),
    Y("rinshan", "After a kong", "嶺上開花", 1, 1, lambda f: f.cond.rinshan,
      when=("rinshan",), sure=True,
      made_of=_kongs, why="self-drawn as the replacement tile after a kong"),
    Y("chankan", "Robbing a kong", "搶槓", 1, 1, lambda f: f.cond.chankan,
      when=("chankan",), sure=True,
      why=lambda x: f"won on the {name(x.win)} another player added to a pung to make a kong (robbing a kong)"),
    # shape yaku
    Y("pinfu", "All chows, two-sided wait", "平和", 1, None, pinfu_shape, note="no value pair",
      when=("chows_4",), made_of=_whole,
      why=lambda x: (f"four chows and a pair that is no value tile ({x.pair_text()}), won on {name(x.win)} with "
                            f"a two-sided wait ({x.partial()} waiting on both ends)")),
    Y("iipeikou", "Two identical chows", "一盃口", 1, None, lambda f: f.peikou() >= 1,
      when=("chows_2",),
      made_of=_peikou, why="two identical chows in a concealed hand"),
    Y("tanyao", "All simples", "断幺九", 1, 1, lambda f: f.kinds <= SIMPLES, when=("no_honors",), made_of=_whole,
      why=lambda x: "only simples (2 to 8): no terminal, no honor" + (" (open tanyao is allowed)" if not x.f.closed
                                                                      else "")),
    Y("yakuhai_seat", "Seat wind", "自風牌", 1, 1, lambda f: f.cond.seat in f.pungs,
      when=("wind_pung",),
      made_of=lambda x: x.text(x.pungs([x.f.cond.seat])),
      why=lambda x: f"a pung of the seat wind {x.words.wind(x.f.cond.seat)}"),
    Y("yakuhai_round", "Round wind", "場風牌", 1, 1, lambda f: f.cond.round in f.pungs,
      when=("wind_pung",),
      made_of=lambda x: x.text(x.pungs([x.f.cond.round])),
      why=lambda x: f"a pung of the round wind {x.words.wind(x.f.cond.round)}"),
    Y("yakuhai_white", "White dragon", "白", 1, 1, lambda f: WHITE in f.pungs,
      when=("dragon_pung",),
      made_of=_pungs_of([WHITE]), why=_dragon(WHITE)),
    Y("yakuhai_green", "Green dragon", "發", 1, 1, lambda f: GREEN in f.pungs,
      when=("dragon_pung",),
      made_of=_pungs_of([GREEN]), why=_dragon(GREEN)),
    Y("yakuhai_red", "Red dragon", "中", 1, 1, lambda f: RED in f.pungs,
      when=("dragon_pung",),
      made_of=_pungs_of([RED]), why=_dragon(RED)),
    Y("chiitoitsu", "Seven pairs", "七対子", 2, None, lambda f: f.shape == SEVEN_PAIRS,
      when=("seven_pairs_shape",), sure=True,
      made_of=_whole, why="seven different pairs, concealed"),
    Y("toitoi", "All pungs", "対々和", 2, 2, lambda f: f.shape == REGULAR and len(f.pungs) == 4,
      when=("pungs_4",), sure=True,
      made_of=_whole, why="four pungs or kongs and a pair, no chow"),
    Y("sanankou", "Three concealed pungs", "三暗刻", 2, 2, lambda f: f.concealed_pungs >= 3,
      when=("concealed_pungs_3",), sure=True,
      made_of=_concealed,
      why="three pungs or kongs that were neither claimed nor completed by a discard (a concealed kong counts)"),
    Y("sanshoku_doukou", "Triple pung", "三色同刻", 2, 2, lambda f: _same_in_three_suits(f.pungs),
      when=("suited_pungs_3",),
      made_of=_triple_pung, why=lambda x: f"the pung of {_rank_in_three(x.f.pungs) + 1} in all three suits"),
    Y("sankantsu", "Three kongs", "三槓子", 2, 2, lambda f: len(f.kongs) == 3,
      when=("kongs_3",),
      made_of=_kongs, why="three kongs, concealed or not"),
    Y("shousangen", "Little three dragons", "小三元", 2, 2,
      lambda f: f.pair in DRAGONS and sum(d in f.pungs for d in DRAGONS) == 2,
      when=("dragon_pungs_2",),
      made_of=_pungs_and_pair(DRAGONS), why="two dragon pungs and a pair of the third dragon"),
    Y("honroutou", "All terminals and honors", "混老頭", 2, 2,
      lambda f: f.shape != THIRTEEN_ORPHANS and f.kinds <= TERMINALS_AND_HONORS,
      when=("no_four_to_six",),
      made_of=_whole, why="only terminals (1 and 9) and honors"),
    Y("sanshoku", "Mixed triple chow", "三色同順", 2, 1, lambda f: _same_in_three_suits(f.chows),
      when=("chows_3",),
      made_of=_triple_chow,
      why=_triple_chow_why),
    Y("ittsu", "Pure straight", "一気通貫", 2, 1, _pure_straight, when=("chows_3",), made_of=_straight,
      why=lambda x: f"1-2-3, 4-5-6 and 7-8-9 of {SUIT_NAMES[_straight_at(x.f.chows) // 9]}: a pure straight"),
    Y("chanta", "Outside hand", "混全帯幺九", 2, 1,
      lambda f: f.shape == REGULAR and bool(f.chows) and f.every_group_has(TERMINALS_AND_HONORS),
      when=("chows_1", "no_four_to_six"),
      made_of=_whole, why="every set and the pair hold a terminal or an honor, with at least one chow"),
    Y("ryanpeikou", "Twice two identical chows", "二盃口", 3, None, lambda f: f.peikou() == 2, ["iipeikou"],
      when=("chows_4",),
      made_of=lambda x: x.text(x.chows(x.f.chows)),
      why="two pairs of identical chows in a concealed hand (it replaces iipeikou)"),
    Y("junchan", "Terminals in all sets", "純全帯幺九", 3, 2,
      lambda f: f.shape == REGULAR and bool(f.chows) and f.every_group_has(TERMINALS), ["chanta"],
      when=("chows_1", "no_four_to_six", "no_honors"),
      made_of=_whole,
      why="every set and the pair hold a terminal (1 or 9), no honor, with at least one chow (it replaces chanta)"),
    Y("honitsu", "Half flush", "混一色", 3, 2, lambda f: len(f.suits) == 1 and f.honors,
      when=("one_suit", "honors"),
      made_of=_whole, why=lambda x: f"one suit ({x.suit_word()}) and honors"),
    Y("chinitsu", "Full flush", "清一色", 6, 5, lambda f: len(f.suits) == 1 and not f.honors, ["honitsu"],
      when=("one_suit", "no_honors"),
      made_of=_whole, why=lambda x: f"one suit only ({x.suit_word()}), no honor (it replaces honitsu)"),
    # yakuman
    Y("kokushi", "Thirteen orphans", "国士無双", 0, None, lambda f: f.shape == THIRTEEN_ORPHANS, yakuman=1,
      when=("orphans_shape",), sure=True,
      made_of=_whole, why=_kokushi_why),
    Y("kokushi_13", "Thirteen orphans, 13-sided wait", "国士無双十三面待ち", 0, None,
      lambda f: f.shape == THIRTEEN_ORPHANS and f.hand_tiles.count(f.win) == 2, ["kokushi"], yakuman=2,
      when=("orphans_shape",), made_of=_whole,
      why=lambda x: (f"the 13 tiles before the win held one of each terminal and honor, so any of the 13 "
                            f"completed it (13-sided wait; won on {name(x.win)})")),
    Y("suuankou", "Four concealed pungs", "四暗刻", 0, None, lambda f: f.concealed_pungs == 4, yakuman=1,
      when=("concealed_pungs_3",),
      made_of=_concealed, why=_suuankou_why),
    Y("suuankou_tanki", "Four concealed pungs, won on the pair", "四暗刻単騎", 0, None,
      lambda f: f.concealed_pungs == 4 and f.wait == SINGLE, ["suuankou"], yakuman=2,
      when=("concealed_pungs_3",),
      made_of=lambda x: x.text(x.concealed_pungs() + x.pair_group()),
      why=lambda x: (f"four concealed pungs or kongs, won on the pair {x.pair_text()} (a single wait: it counts "
                            "by ron or tsumo)")),
    Y("daisangen", "Big three dragons", "大三元", 0, 0, lambda f: all(d in f.pungs for d in DRAGONS), yakuman=1,
      when=("dragon_pungs_3",),
      made_of=_pungs_of(DRAGONS), why="a pung or kong of each of the three dragons"),
    Y("shousuushii", "Little four winds", "小四喜", 0, 0,
      lambda f: f.pair in WIND_TILES and sum(w in f.pungs for w in WIND_TILES) == 3, yakuman=1,
      when=("wind_pungs_3",),
      made_of=_pungs_and_pair(WINDS), why="three wind pungs and a pair of the fourth wind"),
    Y("daisuushii", "Big four winds", "大四喜", 0, 0,
      lambda f: all(w in f.pungs for w in WIND_TILES), ["shousuushii"], yakuman=2,
      when=("wind_pungs_3", "pungs_4"),
      made_of=_pungs_of(WINDS), why="a pung or kong of each of the four winds"),
    Y("tsuuiisou", "All honors", "字一色", 0, 0, lambda f: f.kinds <= HONORS, yakuman=1,
      when=("honors", "no_suited"),
      made_of=_whole, why="honors only"),
    Y("chinroutou", "All terminals", "清老頭", 0, 0, lambda f: f.kinds <= TERMINALS, yakuman=1,
      when=("no_honors", "no_four_to_six"),
      made_of=_whole, why="only 1s and 9s, no honor"),
    Y("ryuuiisou", "All green", "緑一色", 0, 0, lambda f: f.kinds <= GREENS, yakuman=1,
      when=("one_suit",),  # (four Green dragons cannot make a hand alone)
      made_of=_whole, why="only green tiles: 2, 3, 4, 6, 8 of bamboo and the Green dragon"),
    Y("chuuren", "Nine gates", "九蓮宝燈", 0, None, _chuuren, yakuman=1,
      when=("one_suit", "no_honors"), made_of=_whole,
      why=lambda x: f"1112345678999 of {x.suit_word()} and one more tile of the suit, concealed"),
    Y("chuuren_9", "Nine gates, 9-sided wait", "純正九蓮宝燈", 0, None, _chuuren_nine_sided, ["chuuren"],
      yakuman=2, when=("one_suit", "no_honors"), made_of=_whole,
      why=lambda x: (f"the 13 tiles before the win were exactly 1112345678999 of {x.suit_word()}, so any tile of "
                            f"the suit completed it (9-sided wait)")),
    Y("suukantsu", "Four kongs", "四槓子", 0, 0, lambda f: len(f.kongs) == 4, yakuman=1,
      when=("kongs_3",),
      made_of=_kongs, why="four kongs"),
    Y("tenhou", "Blessing of heaven", "天和", 0, None, lambda f: f.cond.tenhou, yakuman=1,
      when=("tenhou",), sure=True,
      why="the dealer won on the 14 tiles dealt, before any call"),
    Y("chiihou", "Blessing of earth", "地和", 0, None, lambda f: f.cond.chiihou, yakuman=1,
      when=("chiihou",), sure=True,
      why="a non-dealer won on the first self-drawn tile, before any call"),
), yakuman_unit=13)
# fmt: on

# Dora are not yaku: they add han only to a hand that has one, and never to a yakuman.
DORA_NAMES: Final = {
    "dora": ("Dora", "ドラ"),
    "ura_dora": ("Ura dora", "裏ドラ"),
    "aka_dora": ("Red five", "赤ドラ"),
    "kita": ("North set aside", "抜きドラ"),  # three-player riichi: each North set aside (kita=N) is a dora
}
