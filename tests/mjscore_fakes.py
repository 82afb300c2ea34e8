"""Test doubles for the command-line tests: fake rule sets, and a minimal stand-in for the notation
parser and validator used only while the real ``mjscore.notation`` / ``mjscore.validate`` are absent.

The fakes keep the CLI tests independent of the real rule sets (and of their scores).
"""

from __future__ import annotations

import dataclasses
import re
import sys
import types

from mjscore.errors import HandSyntaxError, InvalidHandError, NotAWinError
from mjscore.hand import CHOW, KONG, PUNG, Conditions, Hand, Meld
from mjscore.rules.base import Row, TableEntry
from mjscore.shapes import RIICHI_SHAPES, decompose
from mjscore.tiles import NORTH, from_name, name

# -- fake rule sets ------------------------------------------------------------------------------------


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
        rows = [Row("win", "Win", "和", 1)]
        if hand.conditions.tsumo:
            rows.append(Row("self_drawn", "Self-drawn", "自摸", 1))
        if pungs:
            rows.append(Row("pung", "Pung", "刻子", 1, pungs))
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


# -- stand-in notation and validation (only while the real modules are missing) ------------------------

_WORDS = {"tsumo": ("tsumo", True), "zimo": ("tsumo", True), "self-drawn": ("tsumo", True),
          "ron": ("tsumo", False), "discard": ("tsumo", False), "riichi": ("riichi", True)}
_TILE = re.compile(r"(?P<prefix>[mpsz]\d+)|(?P<suffix>\d+[mpsz])|(?P<honor>[ESWNPFC])|(?P<meld>[\[(][^\])]*[\])])|(?P<space>\s+)")


def _tiles_of(text: str, start: int) -> list[tuple[int, int]]:
    out, pos = [], 0
    while pos < len(text):
        m = _TILE.match(text, pos)
        if not m:
            raise HandSyntaxError(f"{text}: unexpected {text[pos]!r} at column {start + pos}", start + pos)
        g = m.group()
        if m.lastgroup == "prefix":
            out += [(from_name(g[0] + d), start + pos) for d in g[1:]]
        elif m.lastgroup == "suffix":
            out += [(from_name(d + g[-1]), start + pos) for d in g[:-1]]
        elif m.lastgroup == "honor":
            out.append((from_name(g), start + pos))
        elif m.lastgroup == "meld":
            out.append((("meld", g), start + pos))
        pos = m.end()
    return out


def parse_hand(text: str) -> Hand:
    words = text.split()
    i = next((k for k, w in enumerate(words) if "=" in w or w.lower() in _WORDS), len(words))
    tile_text = " ".join(words[:i])
    if not tile_text:
        raise HandSyntaxError(f"{text}: no tiles", 1)
    concealed, melds = [], []
    for t, col in _tiles_of(tile_text, text.index(tile_text) + 1):
        if isinstance(t, tuple):
            inner = [x for x, _ in _tiles_of(t[1][1:-1], col + 1)]
            kind = KONG if len(inner) == 4 else (CHOW if inner[0] != inner[1] else PUNG)
            melds.append(Meld(kind, min(inner), concealed=t[1][0] == "("))
        else:
            concealed.append(t)
    values, given = {}, set()
    for w in words[i:]:
        key, _, v = w.partition("=")
        key = key.lower()
        if key in _WORDS:
            f, val = _WORDS[key]
        elif key in ("seat", "round"):
            if v not in ("E", "S", "W", "N"):
                raise InvalidHandError(f"{text}: {key}={v} is not a wind", text.index(w) + 1)
            f, val = key, from_name(v)
        elif key in ("flowers", "draws"):
            f, val = key, int(v)
        elif key == "dora":
            f, val = key, tuple(t for t, _ in _tiles_of(v, 1))
        else:
            raise InvalidHandError(f"{text}: unknown condition {w!r}", text.index(w) + 1)
        values[f] = val
        given.add(f)
    size = len(concealed) + 3 * len(melds)
    win = concealed[-1] if size == 14 else None
    return Hand(tuple(sorted(concealed)), win, tuple(melds), Conditions(**values, given=frozenset(given)))


def format_tiles(tiles) -> str:
    out, suit = [], None
    for t in sorted(tiles):
        n = name(t)
        out.append(n if len(n) == 1 else n[0])
        if len(n) == 2:
            suit = n[1]
        nxt = [x for x in sorted(tiles) if x > t]
        if len(n) == 2 and (not nxt or len(name(nxt[0])) == 1 or name(nxt[0])[1] != suit):
            out.append(suit)
    return "".join(out)


def format_hand(hand: Hand) -> str:
    rest = list(hand.tiles)
    if hand.win is not None:
        rest.remove(hand.win)
    text = format_tiles(rest)
    for m in hand.melds:
        inner = format_tiles(m.tiles)
        text += f"({inner})" if m.concealed else f"[{inner}]"
    if hand.win is not None:
        text += name(hand.win)
    return text


def check(hand: Hand, rules_name: str) -> None:
    if hand.size not in (13, 14):
        raise InvalidHandError(f"{hand.size} tiles: a hand has 14 (13 waiting)")
    for t, c in enumerate(hand.all_counts):
        if c > 4:
            raise InvalidHandError(f"five copies of {name(t)}")


def _coerce(key, value):
    if key in ("seat", "round") and isinstance(value, str):
        if value not in ("E", "S", "W", "N"):
            raise InvalidHandError(f"{key}={value}: expected a wind E, S, W or N")
        return from_name(value)
    if key in ("dora", "ura") and isinstance(value, str):
        return tuple(t for t, _ in _tiles_of(value, 1))
    return value


def with_defaults(hand: Hand, defaults: dict) -> Hand:
    c = hand.conditions
    new = {k: _coerce(k, v) for k, v in defaults.items() if k not in c.given}
    return dataclasses.replace(hand, conditions=dataclasses.replace(c, **new))


apply_defaults = with_defaults


def standin_modules() -> dict[str, types.ModuleType]:
    """``mjscore.notation`` / ``mjscore.validate`` stand-ins for those not importable yet."""
    out = {}
    try:
        import mjscore.notation  # noqa: F401
    except ImportError:
        m = types.ModuleType("mjscore.notation")
        m.parse_hand, m.format_hand, m.format_tiles = parse_hand, format_hand, format_tiles
        out["mjscore.notation"] = m
    try:
        import mjscore.validate  # noqa: F401
    except ImportError:
        m = types.ModuleType("mjscore.validate")
        m.check, m.apply_defaults, m.with_defaults = check, apply_defaults, with_defaults
        out["mjscore.validate"] = m
    return out


def install(monkeypatch) -> None:
    """Register the fake rule sets (as ``mcr`` and ``yaochu``) and any needed stand-ins."""
    import mjscore
    from mjscore import api, rules

    for name_, module in standin_modules().items():
        monkeypatch.setitem(sys.modules, name_, module)
        monkeypatch.setattr(mjscore, name_.split(".")[1], module, raising=False)
    for rs in (FAKE_MCR, FAKE_YAOCHU):
        m = fake_module(rs)
        monkeypatch.setitem(sys.modules, m.__name__, m)
        monkeypatch.setitem(rules.REGISTRY, rs.name, m.__name__)
    monkeypatch.setitem(rules.REGISTRY, "fliosen", "mjscore.rules.no_such_module")
    api._engine.cache_clear()
