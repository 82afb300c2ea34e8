"""The riichi yaku as data: one entry per yaku, with its han, its test and what it replaces.

``STANDARD`` is the table of ordinary (Japanese) riichi mahjong with standard han values and
yakuman worth 13 han; rule sets derive their own tables from it with :meth:`YakuTable.adjust`
(other han, names, ids), :meth:`YakuTable.select` (a subset) and :meth:`YakuTable.add`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Callable, Iterable

from ...shapes import REGULAR, SEVEN_PAIRS, SINGLE, THIRTEEN_ORPHANS, TWO_SIDED
from ..base import TableEntry
from ...tiles import DRAGONS, GREEN, GREENS, HONORS, RED, SIMPLES, TERMINALS, TERMINALS_AND_HONORS, WHITE
from .features import WIND_TILES, Features

Test = Callable[[Features], bool]


@dataclass(frozen=True, slots=True)
class Yaku:
    id: str
    name: str  # English
    native: str  # the rulebook's own name
    han_closed: int
    han_open: int | None  # None: closed hands only
    test: Test
    replaces: tuple[str, ...] = ()  # yaku that do not count when this one does
    yakuman: int = 0  # 0: an ordinary yaku; k: a k-fold yakuman (its han = k x the table's unit)
    note: str = ""

    def han(self, closed: bool, unit: int) -> int | None:
        """Han on a closed / open hand; None when it does not count on an open hand."""
        if self.yakuman:
            return self.yakuman * unit if closed or self.han_open is not None else None
        return self.han_closed if closed else self.han_open


@dataclass(frozen=True, slots=True)
class YakuTable:
    entries: tuple[Yaku, ...]
    yakuman_unit: int = 13  # han of one yakuman (Fliosen: 24, the Liviat unit)

    def __getitem__(self, yaku_id: str) -> Yaku:
        return next(y for y in self.entries if y.id == yaku_id)

    @property
    def ids(self) -> tuple[str, ...]:
        return tuple(y.id for y in self.entries)

    def adjust(self, **changes: dict) -> "YakuTable":
        """A table with some entries changed: ``adjust(ittsu={"id": "ilyangtong", "han_closed": 2})``.
        A renamed id is renamed in every ``replaces`` too."""
        renames = {old: c["id"] for old, c in changes.items() if "id" in c}
        out = []
        for y in self.entries:
            y = replace(y, **changes.get(y.id, {}))
            if renames and any(r in renames for r in y.replaces):
                y = replace(y, replaces=tuple(renames.get(r, r) for r in y.replaces))
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
            out.append(TableEntry(y.id, y.name, y.native, points, note))
        return tuple(out)


# -- tests -------------------------------------------------------------------------------------

def _same_in_three_suits(tiles: tuple[int, ...]) -> bool:
    return any(n in tiles and n + 9 in tiles and n + 18 in tiles for n in range(9))


def _pure_straight(f: Features) -> bool:
    return any(s in f.chows and s + 3 in f.chows and s + 6 in f.chows for s in (0, 9, 18))


_CHUUREN_BASE = (3, 1, 1, 1, 1, 1, 1, 1, 3)


def _chuuren(f: Features) -> bool:
    if f.has_melds or f.honors or len(f.suits) != 1:
        return False
    s = next(iter(f.suits)) * 9
    return all(f.hand_counts[s + i] >= _CHUUREN_BASE[i] for i in range(9))


def _chuuren_nine_sided(f: Features) -> bool:
    """The 13 tiles before the win were exactly 1112345678999: any tile of the suit won."""
    if not _chuuren(f):
        return False
    s = next(iter(f.suits)) * 9
    return all(f.hand_counts[s + i] - (s + i == f.win) == _CHUUREN_BASE[i] for i in range(9))


def Y(id, name, native, closed, open_, test, replaces=(), yakuman=0, note=""):  # noqa: N802 - a table row
    return Yaku(id, name, native, closed, open_, test, tuple(replaces), yakuman, note)


# fmt: off
STANDARD = YakuTable((
    # situational yaku
    Y("riichi", "Riichi", "立直", 1, None, lambda f: f.cond.riichi or f.cond.double_riichi),
    Y("double_riichi", "Double riichi", "両立直", 2, None, lambda f: f.cond.double_riichi, ["riichi"]),
    Y("ippatsu", "Ippatsu", "一発", 1, None, lambda f: f.cond.ippatsu),
    Y("menzen_tsumo", "Fully concealed self-draw", "門前清自摸和", 1, None, lambda f: f.cond.tsumo),
    Y("haitei", "Last tile drawn", "海底摸月", 1, 1, lambda f: f.cond.last_draw and f.cond.tsumo),
    Y("houtei", "Last discard", "河底撈魚", 1, 1, lambda f: f.cond.last_draw and not f.cond.tsumo),
    Y("rinshan", "After a kong", "嶺上開花", 1, 1, lambda f: f.cond.rinshan),
    Y("chankan", "Robbing a kong", "搶槓", 1, 1, lambda f: f.cond.chankan),
    # shape yaku
    Y("pinfu", "All chows, two-sided wait", "平和", 1, None,
      lambda f: f.shape == REGULAR and len(f.chows) == 4 and f.wait == TWO_SIDED and not f.value_tile(f.pair),
      note="no value pair"),
    Y("iipeikou", "Two identical chows", "一盃口", 1, None, lambda f: f.peikou() >= 1),
    Y("tanyao", "All simples", "断幺九", 1, 1, lambda f: f.kinds <= SIMPLES),
    Y("yakuhai_seat", "Seat wind", "自風牌", 1, 1, lambda f: f.cond.seat in f.pungs),
    Y("yakuhai_round", "Round wind", "場風牌", 1, 1, lambda f: f.cond.round in f.pungs),
    Y("yakuhai_white", "White dragon", "白", 1, 1, lambda f: WHITE in f.pungs),
    Y("yakuhai_green", "Green dragon", "發", 1, 1, lambda f: GREEN in f.pungs),
    Y("yakuhai_red", "Red dragon", "中", 1, 1, lambda f: RED in f.pungs),
    Y("chiitoitsu", "Seven pairs", "七対子", 2, None, lambda f: f.shape == SEVEN_PAIRS),
    Y("toitoi", "All pungs", "対々和", 2, 2, lambda f: f.shape == REGULAR and len(f.pungs) == 4),
    Y("sanankou", "Three concealed pungs", "三暗刻", 2, 2, lambda f: f.concealed_pungs >= 3),
    Y("sanshoku_doukou", "Triple pung", "三色同刻", 2, 2, lambda f: _same_in_three_suits(f.pungs)),
    Y("sankantsu", "Three kongs", "三槓子", 2, 2, lambda f: len(f.kongs) == 3),
    Y("shousangen", "Little three dragons", "小三元", 2, 2,
      lambda f: f.pair in DRAGONS and sum(d in f.pungs for d in DRAGONS) == 2),
    Y("honroutou", "All terminals and honors", "混老頭", 2, 2,
      lambda f: f.shape != THIRTEEN_ORPHANS and f.kinds <= TERMINALS_AND_HONORS),
    Y("sanshoku", "Mixed triple chow", "三色同順", 2, 1, lambda f: _same_in_three_suits(f.chows)),
    Y("ittsu", "Pure straight", "一気通貫", 2, 1, _pure_straight),
    Y("chanta", "Outside hand", "混全帯幺九", 2, 1,
      lambda f: f.shape == REGULAR and bool(f.chows) and f.every_group_has(TERMINALS_AND_HONORS)),
    Y("ryanpeikou", "Twice two identical chows", "二盃口", 3, None, lambda f: f.peikou() == 2, ["iipeikou"]),
    Y("junchan", "Terminals in all sets", "純全帯幺九", 3, 2,
      lambda f: f.shape == REGULAR and bool(f.chows) and f.every_group_has(TERMINALS), ["chanta"]),
    Y("honitsu", "Half flush", "混一色", 3, 2, lambda f: len(f.suits) == 1 and f.honors),
    Y("chinitsu", "Full flush", "清一色", 6, 5, lambda f: len(f.suits) == 1 and not f.honors, ["honitsu"]),
    # yakuman
    Y("kokushi", "Thirteen orphans", "国士無双", 0, None, lambda f: f.shape == THIRTEEN_ORPHANS, yakuman=1),
    Y("kokushi_13", "Thirteen orphans, 13-sided wait", "国士無双十三面待ち", 0, None,
      lambda f: f.shape == THIRTEEN_ORPHANS and f.hand_counts[f.win] == 2, ["kokushi"], yakuman=2),
    Y("suuankou", "Four concealed pungs", "四暗刻", 0, None, lambda f: f.concealed_pungs == 4, yakuman=1),
    Y("suuankou_tanki", "Four concealed pungs, won on the pair", "四暗刻単騎", 0, None,
      lambda f: f.concealed_pungs == 4 and f.wait == SINGLE, ["suuankou"], yakuman=2),
    Y("daisangen", "Big three dragons", "大三元", 0, 0, lambda f: all(d in f.pungs for d in DRAGONS), yakuman=1),
    Y("shousuushii", "Little four winds", "小四喜", 0, 0,
      lambda f: f.pair in WIND_TILES and sum(w in f.pungs for w in WIND_TILES) == 3, yakuman=1),
    Y("daisuushii", "Big four winds", "大四喜", 0, 0,
      lambda f: all(w in f.pungs for w in WIND_TILES), ["shousuushii"], yakuman=2),
    Y("tsuuiisou", "All honors", "字一色", 0, 0, lambda f: f.kinds <= HONORS, yakuman=1),
    Y("chinroutou", "All terminals", "清老頭", 0, 0, lambda f: f.kinds <= TERMINALS, yakuman=1),
    Y("ryuuiisou", "All green", "緑一色", 0, 0, lambda f: f.kinds <= GREENS, yakuman=1),
    Y("chuuren", "Nine gates", "九蓮宝燈", 0, None, _chuuren, yakuman=1),
    Y("chuuren_9", "Nine gates, 9-sided wait", "純正九蓮宝燈", 0, None, _chuuren_nine_sided, ["chuuren"], yakuman=2),
    Y("suukantsu", "Four kongs", "四槓子", 0, 0, lambda f: len(f.kongs) == 4, yakuman=1),
    Y("tenhou", "Blessing of heaven", "天和", 0, None, lambda f: f.cond.tenhou, yakuman=1),
    Y("chiihou", "Blessing of earth", "地和", 0, None, lambda f: f.cond.chiihou, yakuman=1),
), yakuman_unit=13)
# fmt: on

# Dora are not yaku: they add han only to a hand that has one, and never to a yakuman.
DORA_NAMES = {
    "dora": ("Dora", "ドラ"),
    "ura_dora": ("Ura dora", "裏ドラ"),
    "aka_dora": ("Red five", "赤ドラ"),
}
