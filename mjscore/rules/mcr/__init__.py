"""The Chinese Official rules (MCR, 国标麻将): ``RULE_SET`` for the registry.

fans.py holds the table of the 81 fans (and 明暗杠), each row with the facts it needs; chows.py the
account-once rule for chow fans; features.py the facts (their registry) and what the tests look at;
evaluator.py the principles and the search over decompositions; score.py the result.
"""

from __future__ import annotations

from ...errors import InvalidHandError
from ...hand import Hand
from ...validate import FLOWERS_HIGH, FLOWERS_LOW
from ...analysis.shapes import MCR_SHAPES
from ..base import TableEntry
from ..rule_set import RuleSet
from .evaluator import evaluate
from .fans import BY_ID, FANS, Fan, Limit, Shared
from .features import VARIANTS
from .score import McrScore

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ..base import Options


VARIANT_NAMES = tuple(VARIANTS)  # ("reference", "1998")


def _variant(options: Options) -> str:
    v = (options or {}).get("variant") or "reference"
    if v not in VARIANTS:
        raise InvalidHandError(f"unknown MCR variant {v!r}; known: {', '.join(VARIANT_NAMES)}")
    return v


def _note(fan: Fan) -> str:
    """What a fan excludes, by the names the table shows (``not with: Big Three Winds, All Pungs``)."""
    parts = []
    for ex in fan.excludes:
        if isinstance(ex, str):
            parts.append(BY_ID[ex].name)
        elif isinstance(ex, Shared):
            parts.append(f"{BY_ID[ex.fan].name} (of its pungs)")
        elif isinstance(ex, Limit):
            parts.append(f"{ex.n} {BY_ID[ex.fan].name}")
    if fan.alone:
        return "only when no other fan counts (flowers aside)"
    return "not with: " + ", ".join(parts) if parts else ""


class McrRules(RuleSet):
    name = "mcr"
    shapes = MCR_SHAPES

    def check(self, hand: Hand, options: Options) -> None:
        """MCR uses all 34 tile kinds and flowers; nothing beyond the generic validation but the
        variant name and the flower count."""
        if options and (options.get("variant") or "reference") not in VARIANTS:
            _variant(options)  # (raises)
        if hand.win_red or hand.has_red:
            origin = hand.origin
            column = origin.column_of_tile(hand.red[0]) if origin and hand.red else None
            raise InvalidHandError("mcr: red fives (0) are not used in the Chinese Official rules", column)
        if not FLOWERS_LOW <= hand.flower_count <= FLOWERS_HIGH:
            origin = hand.origin
            column = origin.column_of_word("flowers") if origin else None
            raise InvalidHandError(f"flowers={hand.flower_count}: at most {FLOWERS_HIGH} flowers", column)

    def score(self, hand: Hand, options: Options) -> McrScore:
        if options:  # (the variant already checked by check(): read, and checked again only when unknown)
            variant = options.get("variant") or "reference"
            if variant not in VARIANTS:
                variant = _variant(options)  # (raises)
            explain_it = bool(options.get("explain"))
        else:  # (no options: the reference variant, no explanation)
            variant, explain_it = "reference", False
        outcome = evaluate(hand, VARIANTS[variant], keep_others=explain_it)
        explained = None
        if explain_it:
            from .explain import explain  # (only with --explain: start-up)

            explained = explain(hand, outcome, variant)
        return McrScore.from_outcome(outcome, hand.tiles, hand.conditions.tsumo, variant, explained)

    def table(self, options: Options) -> tuple[TableEntry, ...]:
        variant = VARIANTS[_variant(options)]
        out = []
        for fan in FANS:
            if fan.id == "concealed_and_melded_kong" and not variant.mixed_kong_fan:
                continue
            out.append(TableEntry(fan.id, fan.name, fan.zh, str(fan.points), _note(fan)))
        return tuple(out)


RULE_SET = McrRules()
