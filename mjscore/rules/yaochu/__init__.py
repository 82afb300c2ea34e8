"""Yaochu mahjong (幺九麻雀): two players, only the 52 terminal and honor tiles (docs/yaochu.md).

Options: ``calls`` (``all`` / ``kong`` / ``none``: which claims the table allows) and ``scoring``
(``points``: the seed's point table; ``flat``: every win is 1 point; ``riichi``: classic riichi
han / fu / points with the yaku the seed lists as possible, see ``mjscore.rules.yaochu.riichi_scoring``).
"""

from __future__ import annotations

from ...errors import INVALID, MjscoreError
from ...hand import Hand
from ...analysis.shapes import RIICHI_SHAPES
from ..base import TableEntry
from ..rule_set import RuleSet
from . import check as _check
from . import score as _score
from .items import ANY, FAMILY_NAMES, ITEMS, Item
from .score import FLAT, RIICHI, SCORINGS, YaochuScore

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ..base import Options


__all__ = ["RULE_SET", "YaochuRules", "YaochuScore"]


def _option(options: Options, key: str, allowed: tuple[str, ...]) -> str:
    value = options.get(key) or allowed[0]
    if value not in allowed:
        raise MjscoreError(INVALID, f"yaochu: --{key} {value!r} is not one of {', '.join(allowed)}")
    return value


class YaochuRules(RuleSet):
    name = "yaochu"
    shapes = RIICHI_SHAPES

    def check(self, hand: Hand, options: Options) -> None:
        _check.check(hand, _option(options, "calls", _check.CALLS))
        _option(options, "scoring", SCORINGS)

    def score(self, hand: Hand, options: Options) -> YaochuScore:
        scoring = _option(options, "scoring", SCORINGS)
        return _score.score(hand, scoring, bool((options or {}).get("explain")))

    def table(self, options: Options) -> tuple[TableEntry, ...]:
        scoring = _option(options, "scoring", SCORINGS)
        if scoring == RIICHI:
            # riichi's listing: romaji names with their English gloss, "yakuman" rows, notes by name
            from ..riichi.table import ENGLISH, listing
            from .riichi_scoring import TABLE as RIICHI_TABLE

            return listing(RIICHI_TABLE) + (
                TableEntry("dora", "Dora", "ドラ", "+1 han per tile", "Yaochu order 1<->9; only with a yaku, not with yakuman",
                           ENGLISH["dora"]),)
        if scoring == FLAT:
            return (TableEntry("win", "Any win", "和了", "1", "--scoring flat: every win is 1 point"),)
        entries = []
        for item in ITEMS:
            family = "any hand" if item.family == ANY else FAMILY_NAMES[item.family]
            points = str(item.points) if item.base else (
                f"+{item.points} per 3 tiles" if item.id == "dora" else f"+{item.points}")
            notes = [f"{family}{' base' if item.base else ''}"]
            if item.note:
                notes.append(item.note)
            ladder = _ladder_note(item)
            if ladder:
                notes.append(ladder)
            entries.append(TableEntry(item.id, item.name, item.native, points, "; ".join(notes)))
        return tuple(entries)


def _ladder_note(item: Item) -> str:
    if not item.ladder:
        return ""
    line = item.ladder[0]
    steps = sorted((i.ladder[1], i.id) for i in ITEMS if i.ladder and i.ladder[0] == line)
    return "only the highest of " + " < ".join(i for _, i in steps)


RULE_SET = YaochuRules()
