"""Fliosen mahjong (플리오센 마작), `--rules fliosen`: riichi-like yaku, no fu, the Izah ... Liviat
tiers, the 暗流 draw pot and the fouls of FLIOSEN.md."""

from __future__ import annotations

from ...errors import InvalidHandError
from ...hand import KONG, Hand
from ...shapes import RIICHI_SHAPES
from ...tiles import EAST, FIVES, name
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
        """Fliosen's own validity: red fives are fives; 前和 needs a closed hand; what the flow of a
        Fliosen hand makes impossible (the common contradictions are the notation's)."""
        c = hand.conditions
        counts = hand.all_counts
        for f in FIVES:
            reds = hand.red.count(f) + sum(m.red for m in hand.melds if f in m.tiles)
            if reds > counts[f]:
                raise _fail(hand, None, f"more red fives than fives of {name(f)}")
        for m in hand.melds:
            if m.red and not any(t in FIVES for t in m.tiles):
                raise _fail(hand, None, "a red five in a meld without a five")
        riichi = c.riichi or c.double_riichi
        if riichi and not hand.is_closed:
            raise _fail(hand, "double_riichi" if c.double_riichi else "riichi", "前和 (riichi) needs a closed hand")
        if c.ippatsu and not riichi:
            raise _fail(hand, "ippatsu", "ippatsu needs 前和 (riichi)")
        if c.ura and not riichi:
            raise _fail(hand, "ura", "ura dora need 前和 (riichi)")
        if c.rinshan and not any(m.kind == KONG for m in hand.melds):
            raise _fail(hand, "rinshan", "rinshan needs a kong")
        if c.rinshan and c.last_draw:
            raise _fail(hand, "rinshan", "rinshan and last-draw cannot both hold (the replacement tile is not the wall's last)")
        if c.rinshan and not c.tsumo:
            raise _fail(hand, "rinshan", "rinshan is self-drawn (tsumo)")
        if c.chankan and c.tsumo:
            raise _fail(hand, "chankan", "chankan is a win on another player's kong, not tsumo")
        for key, on in (("tenhou", c.tenhou), ("chiihou", c.chiihou)):
            if on and (not c.tsumo or hand.melds):
                raise _fail(hand, key, f"{key} is self-drawn on the first draw, with no meld")
        if c.tenhou and c.seat != EAST:
            raise _fail(hand, "tenhou", "tenhou is the dealer's (seat E, 목) win")
        if c.chiihou and c.seat == EAST:
            raise _fail(hand, "chiihou", "chiihou is a non-dealer's win (not seat E, 목)")
        if c.draws < 0:
            raise _fail(hand, "draws", "draws must be 0 or more")

    def score(self, hand: Hand, options: Options) -> FliosenScore:
        self.check(hand, options)
        return score(hand)

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
