"""Test doubles for the command-line tests: fake rule sets, registered as ``mcr`` and ``yaochu``. Lines are
read by the real notation parser; the fakes keep the CLI tests independent of the real rule sets' scores.
"""

from __future__ import annotations

import dataclasses
import sys
import types

from mjscore.errors import InvalidHandError, NotAWinError
from mjscore.hand import KONG, PUNG
from mjscore.rules.base import Row, TableEntry
from mjscore.analysis.shapes import RIICHI_SHAPES, decompose
from mjscore.tiles import NORTH, name

@dataclasses.dataclass(frozen=True)
class FakeScore:
    rows_: tuple
    fields: dict
    explain: bool

    def to_dict(self):
        d = dict(self.fields)
        if self.explain:
            d["explain"] = ["fake explanation"]
        return d

    def rows(self):
        return self.rows_

    def verdict(self):
        return (f"total: {self.fields['total']} points",)

    def explanation(self):
        return ("because the fake rules say so",)


@dataclasses.dataclass(frozen=True)
class FakeRules:
    """Scores 1 point for a win, +1 self-drawn, +1 per pung; refuses North as the winning tile.
    ``boom`` tiles raise a plain exception (a bug) so that the batch layer's safety net is tested."""

    name: str
    title: str
    options: dict
    conditions: frozenset = frozenset({"tsumo", "seat", "round", "flowers", "dora"})
    shapes: object = RIICHI_SHAPES
    tile_set: object = None  # all 34 kinds

    def not_ready_foul(self, hand):
        return None

    def check(self, hand, options):
        for k, values in self.options.items():
            assert options.get(k) in values, (k, options)
        if hand.win == NORTH:
            raise InvalidHandError("fake: North may not win", None)
        if hand.conditions.flowers == 7:
            raise RuntimeError("boom")

    def score(self, hand, options):
        ds = decompose(hand.counts, hand.melds, self.shapes)
        if not ds:
            raise NotAWinError("fake: no winning shape")
        pungs = sum(1 for g in ds[0].groups if g.kind in (PUNG, KONG))
        rows = [Row(id="win", name="Win", native="和", points=1)]
        if hand.conditions.tsumo:
            rows.append(Row(id="self_drawn", name="Self-drawn", native="自摸", points=1))
        if pungs:
            rows.append(Row(id="pung", name="Pung", native="刻子", points=1, count=pungs))
        total = sum(r.points * r.count for r in rows)
        fields = {
            "fans": [{"id": r.id, "name": r.name, "points": r.points, "count": r.count} for r in rows],
            "total": total,
            "seat": name(hand.conditions.seat),
            "options": dict(sorted(options.items())),
        }
        return FakeScore(tuple(rows), fields, bool(options.get("explain")))

    def table(self, options):
        if options.get("variant") == "other":
            raise InvalidHandError("fake: no table for the other variant")
        return (TableEntry("win", "Win", "和", "1"), TableEntry("pung", "Pung", "刻子", "1", "each"))


FAKE_MCR = FakeRules("mcr", "Fake MCR", {"variant": ("standard", "other")})
FAKE_YAOCHU = FakeRules("yaochu", "Fake Yaochu", {"calls": ("all", "kong", "none"),
                                                 "scoring": ("points", "flat", "riichi")})


def fake_module(rule_set) -> types.ModuleType:
    m = types.ModuleType(f"fake_rules_{rule_set.name}")
    m.RULE_SET = rule_set
    return m


def install(monkeypatch) -> None:
    """Register the fake rule sets (as ``mcr`` and ``yaochu``)."""
    from mjscore import api, rules

    for rs in (FAKE_MCR, FAKE_YAOCHU):
        m = fake_module(rs)
        monkeypatch.setitem(sys.modules, m.__name__, m)
        monkeypatch.setitem(rules.REGISTRY, rs.name, m.__name__)
    monkeypatch.setitem(rules.REGISTRY, "fliosen", "mjscore.rules.no_such_module")
    api._engine.cache_clear()
