"""Riichi's yaku table (docs/riichi.md, "Yaku"): the shared engine's standard table, named as riichi
players name the yaku, and adjusted by the room options that change what a yaku is worth (kuitan,
double yakuman).

Names (RIICHI.md, "Names"): a row's ``name`` is the romaji players say (Pinfu, Menzen tsumo,
Sanshoku); the English gloss is the standard table's own name (:data:`ENGLISH`), shown by
``--explain``, by `mjscore rules` and in the JSON's ``english``.

Every han of the standard table is the riichi han; the options only change rows:

- ``kuitan`` off: tanyao counts on a closed hand only (open: no han);
- ``double_yakuman`` off: kokushi_13, suuankou_tanki, daisuushii and chuuren_9 are single yakuman
  (they still replace the plain yakuman they contain).
"""

from __future__ import annotations

from functools import lru_cache

from ..base import TableEntry

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Final
from ..yaku_engine.yaku import DORA_NAMES, STANDARD, YakuTable

YAKUMAN_HAN: Final = 13
DOUBLE_YAKUMAN: Final = ("kokushi_13", "suuankou_tanki", "daisuushii", "chuuren_9")

# The romaji name of each yaku (the name column of the riichi table), and of the dora rows.
ROMAJI: Final = {
    "riichi": "Riichi", "double_riichi": "Double riichi", "ippatsu": "Ippatsu", "menzen_tsumo": "Menzen tsumo",
    "haitei": "Haitei", "houtei": "Houtei", "rinshan": "Rinshan kaihou", "chankan": "Chankan",
    "pinfu": "Pinfu", "iipeikou": "Iipeikou", "tanyao": "Tanyao",
    "yakuhai_seat": "Yakuhai: seat wind", "yakuhai_round": "Yakuhai: round wind",
    "yakuhai_white": "Yakuhai: haku", "yakuhai_green": "Yakuhai: hatsu", "yakuhai_red": "Yakuhai: chun",
    "chiitoitsu": "Chiitoitsu", "toitoi": "Toitoi", "sanankou": "Sanankou", "sanshoku_doukou": "Sanshoku doukou",
    "sankantsu": "Sankantsu", "shousangen": "Shousangen", "honroutou": "Honroutou", "sanshoku": "Sanshoku",
    "ittsu": "Ittsu", "chanta": "Chanta", "ryanpeikou": "Ryanpeikou", "junchan": "Junchan",
    "honitsu": "Honitsu", "chinitsu": "Chinitsu",
    "kokushi": "Kokushi musou", "kokushi_13": "Kokushi musou juusanmen", "suuankou": "Suuankou",
    "suuankou_tanki": "Suuankou tanki", "daisangen": "Daisangen", "shousuushii": "Shousuushii",
    "daisuushii": "Daisuushii", "tsuuiisou": "Tsuuiisou", "chinroutou": "Chinroutou", "ryuuiisou": "Ryuuiisou",
    "chuuren": "Chuuren poutou", "chuuren_9": "Junsei chuuren poutou", "suukantsu": "Suukantsu",
    "tenhou": "Tenhou", "chiihou": "Chiihou",
    "dora": "Dora", "ura_dora": "Ura dora", "aka_dora": "Aka dora", "kita": "Kita",
}
# The English gloss of each: the standard table's name ("All chows, two-sided wait" for pinfu).
ENGLISH: Final = {y.id: y.name for y in STANDARD.entries} | {k: english for k, (english, _) in DORA_NAMES.items()}
# The dora rows of a riichi score: (romaji, native) by kind, as the engine's dora rows take them.
DORA: Final = {k: (ROMAJI[k], native) for k, (_, native) in DORA_NAMES.items()}

TABLE: Final = STANDARD.adjust(**{y.id: {"name": ROMAJI[y.id]} for y in STANDARD.entries}).with_unit(YAKUMAN_HAN)


@lru_cache(maxsize=8)
def table_for(kuitan: bool = True, double_yakuman: bool = True) -> YakuTable:
    """The yaku table of a room with these options."""
    changes: dict[str, dict[str, Any]] = {}
    if not kuitan:
        changes["tanyao"] = {"han_open": None, "note": "closed hands only (no kuitan in this room)"}
    if not double_yakuman:
        for i in DOUBLE_YAKUMAN:
            changes[i] = {"yakuman": 1, "note": "a single yakuman in this room (no double yakuman)"}
    return TABLE.adjust(**changes) if changes else TABLE


_MULTIPLE: Final = {1: "yakuman", 2: "double yakuman", 3: "triple yakuman"}


def yakuman_words(multiple: int) -> str:
    """A k-fold yakuman as players say it: ``yakuman``, ``double yakuman``, ``triple yakuman``, then
    ``4x yakuman`` (the JSON's ``limit`` keeps ``2x yakuman``)."""
    return _MULTIPLE.get(multiple) or f"{multiple}x yakuman"


def listing(table: YakuTable) -> tuple[TableEntry, ...]:
    """The yaku rows of `mjscore rules -r riichi`: the romaji name with its English gloss, han closed /
    open, a yakuman as "yakuman" (its 13 han are no number a player counts), and what each replaces
    by the name the table shows."""
    out = []
    for entry, y in zip(table.listing(), table.entries):
        points = entry.points
        if y.yakuman:
            points = yakuman_words(y.yakuman) + ("" if y.han_open is not None else ", closed only")
        instead = f"instead of {', '.join(table[r].name for r in y.replaces)}" if y.replaces else ""
        out.append(TableEntry(entry.id, entry.name, entry.native, points, "; ".join(filter(None, (instead, y.note))),
                              ENGLISH[y.id], han=entry.han, han_open=entry.han_open, yakuman=entry.yakuman))
    return tuple(out)
