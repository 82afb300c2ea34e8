"""Riichi's yaku table (docs/riichi.md, "Yaku"): the shared engine's standard table, adjusted by the room
options that change what a yaku is worth (kuitan, double yakuman).

Every han of the standard table is the riichi han; the options only change rows:

- ``kuitan`` off: tanyao counts on a closed hand only (open: no han);
- ``double_yakuman`` off: kokushi_13, suuankou_tanki, daisuushii and chuuren_9 are single yakuman
  (they still replace the plain yakuman they contain).
"""

from __future__ import annotations

from functools import lru_cache

from ..yaku_engine.yaku import STANDARD, YakuTable

YAKUMAN_HAN = 13
DOUBLE_YAKUMAN = ("kokushi_13", "suuankou_tanki", "daisuushii", "chuuren_9")

TABLE = STANDARD.with_unit(YAKUMAN_HAN)


@lru_cache(maxsize=8)
def table_for(kuitan: bool = True, double_yakuman: bool = True) -> YakuTable:
    """The yaku table of a room with these options."""
    changes: dict = {}
    if not kuitan:
        changes["tanyao"] = {"han_open": None, "note": "closed hands only (no kuitan in this room)"}
    if not double_yakuman:
        for i in DOUBLE_YAKUMAN:
            changes[i] = {"yakuman": 1, "note": "a single yakuman in this room (no double yakuman)"}
    return TABLE.adjust(**changes) if changes else TABLE
