"""Fliosen mahjong (플리오센 마작), `--rules fliosen`: riichi-like yaku, no fu, the Izah ... Liviat
tiers, the 暗流 draw pot and the fouls of docs/fliosen.md."""

from __future__ import annotations

from ...errors import InvalidHandError
from ...formatting import thousands
from ...hand import Hand
from ...analysis.shapes import RIICHI_SHAPES
from ..base import TableEntry
from ..rule_set import RuleSet
from ..yaku_engine.checks import first_turn_conflict
from .score import FOULS, FliosenScore, false_riichi, foul_score, score, tier_of
from .table import TABLE

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ..base import Options


__all__ = ["RULE_SET", "FliosenRules", "FliosenScore", "score", "false_riichi", "foul_score", "tier_of", "TABLE"]


def _fail(hand: Hand, key: str | None, message: str) -> InvalidHandError:
    text = hand.origin.text if hand.origin is not None else ""
    column = hand.origin.column_of_word(key) if (hand.origin is not None and key) else None
    return InvalidHandError(f"fliosen: {text}: {message}" if text else f"fliosen: {message}", column, text or None)


def _check_first_turn(hand: Hand) -> None:
    """Tenhou / chiihou come before any kong and before 前和 (the yaku engine's shared check)."""
    conflict = first_turn_conflict(hand, "前和")
    if conflict is not None:
        raise _fail(hand, *conflict)


def _scoring_entries() -> list[TableEntry]:
    """How han become points (docs/fliosen.md, "Scoring"): the tiers, the dealer bonus, payments, the pot."""
    bounds = [1, 12, 19, 24, 48, 72, 96, 120]
    out = []
    for low, high in zip(bounds, bounds[1:]):
        tier, value = tier_of(low)
        points = f"han × {value // low}" if low < 24 else thousands(value)
        out.append(TableEntry(f"tier_{tier.lower()}", f"{tier} ({low}–{high - 1} han)", tier, points, "hand value"))
    out += [
        TableEntry("tier_k_liviat", "k×Liviat (120 han and up, each further 24 han)", "5xLiviat, 6xLiviat…",
                   "+12 000", "5xLiviat 72 000, 6xLiviat 84 000…"),
        TableEntry("dealer", "The dealer (seat 목 = E)", "목작사", "× 1.5", "the hand value after the tier"),
        TableEntry("payment_ron", "Win on a discard", "Sønévanzie (론화)", "discarder pays all", ""),
        TableEntry("payment_tsumo", "Self-drawn win", "Odigévanzie (쯔모화)", "each other pays ⅓",
                   "each share rounded up to 100"),
        TableEntry("draw_pot", "Draw pot after draws=N consecutive exhaustive draws (暗流)", "暗流点", "+ N × 4 000",
                   "N × 1 000 from each of the four players"),
    ]
    return out


class FliosenRules(RuleSet):
    name = "fliosen"
    shapes = RIICHI_SHAPES

    def check(self, hand: Hand, options: Options) -> None:
        """Fliosen's own validity: tenhou / chiihou after a kong or 前和. The contradictions among
        conditions (前和 with a claimed meld, ura= without 前和, ippatsu with rinshan, rinshan with
        last-draw...) and the red fives (one dora each, one per suit) are mjscore.validate's checks,
        run on every line."""
        _check_first_turn(hand)

    def score(self, hand: Hand, options: Options) -> FliosenScore:
        return score(hand, bool((options or {}).get("explain")))

    def not_ready_foul(self, hand: Hand) -> FliosenScore | None:
        """For `mjscore waits`: the false_jeonhwa foul of a 13-tile 前和 hand that is not ready."""
        return false_riichi(hand)

    def table(self, options: Options) -> tuple[TableEntry, ...]:
        out = list(TABLE.listing(yakuman_word="Liviat"))
        out += [
            TableEntry("dora", "Dora (indicators, kong dora included)", "도라", "+1 per tile", "only with a yaku; not with Liviat hands"),
            TableEntry("ura_dora", "Ura dora (with 前和)", "뒷도라", "+1 per tile", "only with a yaku; not with Liviat hands"),
            TableEntry("aka_dora", "Red five", "적도라", "+1 per tile", "only with a yaku; not with Liviat hands"),
        ]
        out += _scoring_entries()
        for f in FOULS.values():
            out.append(TableEntry(f.id, f.name, f.native, f"foul: {f.han} han",
                                  f"pays {thousands(f.each)} to each other player"))
        return tuple(out)


RULE_SET = FliosenRules()
