"""Yaochu's ``--scoring riichi`` (docs/yaochu.md): the hand scored as ordinary riichi mahjong would, with
han, fu and the classic point table, using only the yaku the Yaochu seed lists as possible.

The yaku: the ones Yaochu adopts (toitoi, honroutou, chiitoitsu, sanankou, sankantsu, shousangen,
honitsu, rinshan, chankan and the yakuman) and the ones it lists as "possible but not adopted"
(riichi with ippatsu — the seed's "리치(일발)" —, menzen tsumo, yakuhai, haitei, houtei, double riichi,
sanshoku doukou). Not used: the 13-sided Thirteen Orphans as a separate (double) yakuman. Dora and
ura-dora follow Yaochu's order (1<->9). The words riichi, double-riichi, ippatsu and ura= are known in
this scoring only (the catalog's option_conditions).

Names: as riichi players say them (docs/riichi.md, "Names"), this being riichi's scoring: the yaku
rows of riichi's own table, named in romaji (Toitoi, Sanankou, Yakuhai: seat wind), with the English
gloss in `--explain`, `mjscore rules` and the JSON's ``english``; a yakuman row says "yakuman" or
"double yakuman".
"""

from __future__ import annotations

from ...hand import Hand
from ..riichi.table import TABLE as RIICHI_TABLE
from ..yaku_engine.classic import ClassicResult, score_classic

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Final

ADOPTED: Final = ("toitoi", "honroutou", "chiitoitsu", "sanankou", "sankantsu", "shousangen", "honitsu", "rinshan",
                  "chankan", "kokushi", "suuankou", "suuankou_tanki", "daisangen", "shousuushii", "daisuushii",
                  "tsuuiisou", "chinroutou", "suukantsu", "tenhou", "chiihou")
POSSIBLE_NOT_ADOPTED: Final = ("riichi", "ippatsu", "double_riichi", "menzen_tsumo", "yakuhai_seat", "yakuhai_round",
                               "yakuhai_white", "yakuhai_green", "yakuhai_red", "haitei", "houtei", "sanshoku_doukou")
YAKU_IDS: Final = ADOPTED + POSSIBLE_NOT_ADOPTED
TABLE: Final = RIICHI_TABLE.select(YAKU_IDS)  # (riichi's rows: romaji names, the standard han)


def score_riichi(hand: Hand) -> ClassicResult | None:
    """The riichi score of a Yaochu hand (None: no winning shape; ``han`` 0: no yaku)."""
    # Tenhou reads any dealt tile as the winning one, as the point table does (score.py).
    return score_classic(hand, TABLE, red=False, terminals_only=True, tenhou_any_win=True)
