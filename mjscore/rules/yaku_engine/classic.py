"""Classic riichi scoring: fu, the han/fu point table, limit hands, dealer bonus.

Used by Yaochu's ``--scoring riichi``; any rule set can pass its own yaku table (a subset of
``yaku.STANDARD`` with its own han). The scoring arrangement is the one worth the most points
(then: yakuman, more han, more fu), as a riichi table would score it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...hand import CHOW, KONG, Hand
from ...shapes import CLOSED, EDGE, PAIR, SEVEN_PAIRS, SINGLE, THIRTEEN_ORPHANS, TWO_SIDED
from ...tiles import DRAGONS, is_terminal_or_honor
from ..base import Row
from .engine import Candidate, candidates, dora_count
from .features import Features
from .yaku import DORA_NAMES, STANDARD, YakuTable

LIMITS = (  # (least han, base points, name)
    (13, 8000, "kazoe yakuman"),
    (11, 6000, "sanbaiman"),
    (8, 4000, "baiman"),
    (6, 3000, "haneman"),
    (5, 2000, "mangan"),
)


def _up100(x: int) -> int:
    return -(-x // 100) * 100


def pinfu_shape(f: Features) -> bool:
    """All chows, a pair worth no fu, a two-sided wait: a hand with no fu but the base."""
    return (f.shape != SEVEN_PAIRS and len(f.chows) == 4 and f.wait == TWO_SIDED
            and not f.value_tile(f.pair))


def fu_parts(f: Features) -> list[tuple[str, int]]:
    """The fu of one reading, item by item (before rounding up)."""
    if f.shape == SEVEN_PAIRS:
        return [("chiitoitsu", 25)]
    if f.shape == THIRTEEN_ORPHANS:
        return []
    parts = [("base", 20)]
    if f.closed and not f.cond.tsumo:
        parts.append(("closed ron", 10))
    if f.wait in (EDGE, CLOSED, SINGLE):
        parts.append((f"{f.wait} wait", 2))
    p = f.pair
    pair_fu = 2 * ((p in DRAGONS) + (p == f.cond.seat) + (p == f.cond.round))
    if pair_fu:
        parts.append(("value pair", pair_fu))
    for kind, t, concealed in f.groups:
        if kind == CHOW or kind == PAIR:
            continue
        # an open simple pung is 2; x2 terminal or honor, x2 concealed, x4 a kong
        fu = 2 * (2 if is_terminal_or_honor(t) else 1) * (2 if concealed else 1) * (4 if kind == KONG else 1)
        parts.append((f"{'concealed' if concealed else 'open'} {kind}", fu))
    if f.cond.tsumo and not (f.closed and pinfu_shape(f)):
        parts.append(("tsumo", 2))
    if not f.closed and sum(v for _, v in parts) == 20:
        parts.append(("open pinfu shape", 10))  # an open hand is never worth less than 30 fu
    return parts


def fu_of(f: Features) -> int:
    return _rounded_fu(f, sum(v for _, v in fu_parts(f)))


def _rounded_fu(f: Features, raw: int) -> int:
    """Fu round up to 10, but seven pairs' 25."""
    return raw if f.shape == SEVEN_PAIRS else -(-raw // 10) * 10


def base_points(han: int, fu: int, yakuman: int = 0) -> tuple[int, str]:
    """Basic points and the limit's name: fu x 2^(2+han), capped at mangan; limits by han."""
    if yakuman:
        return 8000 * yakuman, ("yakuman" if yakuman == 1 else f"{yakuman}x yakuman")
    for least, base, name in LIMITS:
        if han >= least:
            return base, name
    base = fu * 2 ** (2 + han)
    return (2000, "mangan") if base > 2000 else (base, "")


def payments(base: int, dealer: bool, tsumo: bool) -> dict[str, int]:
    """Ron: the discarder pays 4x basic points (dealer 6x). Tsumo: the dealer pays 2x and the others
    1x (a dealer's win: each pays 2x). Each payment rounds up to 100."""
    if not tsumo:
        return {"discarder": _up100(base * (6 if dealer else 4))}
    if dealer:
        return {"each": _up100(2 * base)}
    return {"dealer": _up100(2 * base), "each": _up100(base)}


def total_of(pay: dict[str, int], players: int = 4) -> int:
    if "discarder" in pay:
        return pay["discarder"]
    return pay.get("dealer", 0) + pay["each"] * (players - 1 - ("dealer" in pay))


@dataclass(frozen=True, slots=True)
class ClassicResult:
    han: int
    fu: int
    value: int  # what the winner collects (four players)
    payments: dict = field(hash=False)
    yakuman: int  # total multiplier, 0 for an ordinary hand
    level: str  # "", "mangan" ... "yakuman", "2x yakuman"
    rows: tuple[Row, ...]
    candidate: Candidate = field(compare=False, repr=False)

    @property
    def ids(self) -> tuple[str, ...]:
        return tuple(r.id for r in self.rows)


def _result(hand: Hand, c: Candidate, *, red: bool, terminals_only: bool, raw_fu: int | None = None) -> ClassicResult:
    rows = [Row(y.id, y.name, y.native, h) for y, h in c.yaku]
    han = c.han
    if c.han and not c.yakuman:  # dora only add to a hand that has a yaku, never to a yakuman
        d = dora_count(hand, red=red, terminals_only=terminals_only)
        for key, n in (("dora", d.dora), ("aka_dora", d.aka), ("ura_dora", d.ura)):
            if n:
                rows.append(Row(key, *DORA_NAMES[key], 1, n))
                han += n
    fu = fu_of(c.features) if raw_fu is None else _rounded_fu(c.features, raw_fu)
    dealer = hand.conditions.seat == 27
    base, level = base_points(han, fu, c.yakuman)
    pay = payments(base, dealer, hand.conditions.tsumo) if han else {}
    return ClassicResult(han, fu, total_of(pay) if han else 0, pay, c.yakuman, level, tuple(rows), c)


def score_classic(hand: Hand, table: YakuTable = STANDARD, *, red: bool = True,
                  terminals_only: bool = False, tenhou_any_win: bool = False) -> ClassicResult | None:
    """Score a complete hand as classic riichi would; None when it has no winning shape. A hand with
    no yaku gives a result with ``han`` 0 and ``value`` 0. ``terminals_only``: Yaochu's dora order.
    ``tenhou_any_win``: a tenhou hand may read any tile as the winning one (no tile was the last)."""
    best = None
    best_key = None
    for c in candidates(hand, table, any_win=tenhou_any_win and hand.conditions.tenhou):
        raw_fu = sum(v for _, v in fu_parts(c.features))
        r = _result(hand, c, red=red, terminals_only=terminals_only, raw_fu=raw_fu)
        key = (r.value, r.yakuman > 0, r.han, r.fu, raw_fu)
        if best is None or key > best_key:
            best, best_key = r, key
    return best
