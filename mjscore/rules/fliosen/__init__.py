"""Fliosen mahjong (플리오센 마작), `--rules fliosen`: riichi-like yaku, no fu, the Izah ... Liviat
tiers, the 暗流 draw pot and the fouls of FLIOSEN.md."""

from __future__ import annotations

from ...errors import InvalidHandError
from ...hand import Hand
from ...shapes import RIICHI_SHAPES
from ...tiles import FIVES, name
from ..base import Options, TableEntry
from .score import FOULS, FliosenScore, false_riichi, foul_score, score, tier_of
from .table import TABLE

__all__ = ["RULE_SET", "FliosenRules", "FliosenScore", "score", "false_riichi", "foul_score", "tier_of", "TABLE"]


def _fail(hand: Hand, key: str | None, message: str) -> InvalidHandError:
    text = hand.origin.text if hand.origin is not None else ""
    column = hand.origin.column_of_word(key) if (hand.origin is not None and key) else None
    return InvalidHandError(f"fliosen: {text}: {message}" if text else f"fliosen: {message}", column, text or None)


class FliosenRules:
    name = "fliosen"
    title = "Fliosen (플리오센 마작)"
    conditions = frozenset({"tsumo", "seat", "round", "win", "last_draw", "rinshan", "chankan", "riichi",
                            "double_riichi", "ippatsu", "tenhou", "chiihou", "dora", "ura", "tong", "draws"})
    options: dict = {}
    shapes = RIICHI_SHAPES

    def check(self, hand: Hand, options: Options) -> None:
        """Fliosen's own validity. Red fives are allowed (one dora each); a red mark must sit on a
        five. The contradictions among conditions (前和 with a claimed meld, ura= without 前和,
        rinshan with last-draw...) are the notation's checks (mjscore.validate), run on every line."""
        counts = hand.all_counts
        for f in FIVES:
            reds = hand.red.count(f) + sum(m.red for m in hand.melds if f in m.tiles)
            if reds > counts[f]:
                raise _fail(hand, None, f"more red fives than fives of {name(f)}")
        for m in hand.melds:
            if m.red and not any(t in FIVES for t in m.tiles):
                raise _fail(hand, None, "a red five in a meld without a five")

    def score(self, hand: Hand, options: Options) -> FliosenScore:
        self.check(hand, options)
        return score(hand, bool((options or {}).get("explain")))

    def false_riichi(self, hand: Hand) -> FliosenScore | None:
        """For `mjscore waits`: the false_jeonhwa foul of a 13-tile 前和 hand that is not ready."""
        return false_riichi(hand)

    def table(self, options: Options) -> tuple[TableEntry, ...]:
        out = list(TABLE.listing(yakuman_word="Liviat"))
        out += [
            TableEntry("dora", "Dora (indicators, kong dora included)", "도라", "+1 per tile", "only with a yaku; not with Liviat hands"),
            TableEntry("ura_dora", "Ura dora (with 前和)", "뒷도라", "+1 per tile", "only with a yaku; not with Liviat hands"),
            TableEntry("aka_dora", "Red five", "적도라", "+1 per tile", "only with a yaku; not with Liviat hands"),
        ]
        for f in FOULS.values():
            out.append(TableEntry(f.id, f.name, f.native, f"foul: {f.han} han", f"pays {f.each} to each other player"))
        return tuple(out)


RULE_SET = FliosenRules()
