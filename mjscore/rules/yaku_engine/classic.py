"""Classic riichi scoring: fu, the han/fu point table, limit hands, dealer bonus.

Used by Yaochu's ``--scoring riichi``; any rule set can pass its own yaku table (a subset of
``yaku.STANDARD`` with its own han). The scoring arrangement is the one worth the most points
(then: yakuman, more han, more fu), as a riichi table would score it.
"""

from __future__ import annotations

from ...hand import CHOW, KONG, PUNG, Hand
from ...analysis.shapes import CLOSED, EDGE, PAIR, SEVEN_PAIRS, SINGLE, THIRTEEN_ORPHANS
from ...tiles import DRAGONS, TERMINALS_AND_HONORS
from ..base import Row
from .engine import Candidate, DoraCount, candidates, dora_count, table_order_rows
from .features import YakuFacts
from .yaku import STANDARD, YakuTable, pinfu_shape

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Iterable
    from typing import Any, Final

    # An arrangement as a point table scores it (best_arrangement): (candidate, han, fu, fu before
    # rounding, fu items, *the points of the table (basic points, the limit's name...)).
    Scored = tuple[Any, ...]

# (least han, basic points, name): the limits by han of an ordinary hand, highest first.
LIMITS: Final = (
    (11, 6000, "sanbaiman"),
    (8, 4000, "baiman"),
    (6, 3000, "haneman"),
    (5, 2000, "mangan"),
)
# 13 han and more of ordinary yaku (kazoe): a yakuman, or sanbaiman where a room says so.
KAZOE_HAN: Final = 13
KAZOE: Final = {"yakuman": (8000, "kazoe yakuman"), "sanbaiman": (6000, "sanbaiman")}


def _up100(x: int) -> int:
    return -(-x // 100) * 100


def fu_parts(f: YakuFacts) -> list[tuple[str, int]]:
    """The fu of one reading, item by item (before rounding up)."""
    return fu_counted(f)[2]


def fu_of(f: YakuFacts) -> int:
    return fu_counted(f)[0]


def fu_counted(f: YakuFacts) -> tuple[int, int, list[tuple[str, int]]]:
    """(fu, fu before rounding, the fu item by item) of one reading. Fu round up to 10, but seven
    pairs' 25; thirteen orphans have none."""
    shape = f.shape
    if shape == SEVEN_PAIRS:
        return 25, 25, [("chiitoitsu", 25)]
    if shape == THIRTEEN_ORPHANS:
        return 0, 0, []
    cond = f.cond
    closed = f.closed
    tsumo = cond.tsumo
    # (the fu summed as the items come: no second walk of the items)
    if tsumo or not closed:
        parts = [_BASE]
        raw = 20
    else:
        parts = [_BASE, _CLOSED_RON]
        raw = 30
    wait_item = _WAIT_ITEMS.get(f.wait)  # edge, closed and single waits: 2
    if wait_item is not None:
        parts.append(wait_item)
        raw += 2
    p = f.pair
    if p is not None and p >= 27:  # (only an honor pair can be a value pair; a regular shape has its pair)
        pair_fu = 2 * ((p in DRAGONS) + (p == cond.seat) + (p == cond.round))
        if pair_fu:
            parts.append(("value pair", pair_fu))
            raw += pair_fu
    if f.pungs:
        claimed = f.claimed  # (a pung a discard completed: claimed to win, not concealed)
        for g in f.groups:
            kind = g.kind
            if kind != CHOW and kind != PAIR:  # (_set_fu)
                item = _SET_ITEMS[kind, g.concealed and g is not claimed, g.tile in TERMINALS_AND_HONORS]
                parts.append(item)
                raw += item[1]
    if tsumo and not (closed and pinfu_shape(f)):  # (pinfu's tsumo gets no fu)
        parts.append(_TSUMO)
        raw += 2
    if raw == 20 and not closed:  # (the base alone: 20 fu)
        parts.append(_OPEN_PINFU)  # an open hand is never worth less than 30 fu
        raw = 30
    return -(-raw // 10) * 10, raw, parts


_BASE: Final = ("base", 20)
_CLOSED_RON: Final = ("closed ron", 10)
_TSUMO: Final = ("tsumo", 2)
_OPEN_PINFU: Final = ("open pinfu shape", 10)
_WAIT_ITEMS: Final = {w: (f"{w} wait", 2) for w in (EDGE, CLOSED, SINGLE)}


def _set_fu(kind: str, concealed: bool, outside: bool) -> int:
    """An open simple pung is 2; x2 terminal or honor (``outside``), x2 concealed, x4 a kong."""
    return 2 * (2 if outside else 1) * (2 if concealed else 1) * (4 if kind == KONG else 1)


# The fu item of a pung or kong by (kind, concealed, terminal or honor).
_SET_ITEMS: Final = {(kind, concealed, outside): (f"{'concealed' if concealed else 'open'} {kind}",
                                                  _set_fu(kind, concealed, outside))
                     for kind in (PUNG, KONG) for concealed in (False, True) for outside in (False, True)}


def base_points(han: int, fu: int, yakuman: int = 0) -> tuple[int, str]:
    """Basic points and the limit's name: fu x 2^(2+han), capped at mangan; limits by han."""
    if yakuman:
        return 8000 * yakuman, ("yakuman" if yakuman == 1 else f"{yakuman}x yakuman")
    limited = _LIMIT_OF_HAN[han if han < _TOP else _TOP]
    if limited is not None:
        return limited
    base = fu * 2 ** (2 + han)
    return (2000, "mangan") if base > 2000 else (base, "")


# (base points, name) of the limit that ``han`` reaches, by han (the last: the highest limit and
# more); None below mangan
_TOP: Final = KAZOE_HAN
_LIMIT_OF_HAN: Final = tuple(next(((base, name) for least, base, name in ((KAZOE_HAN, *KAZOE["yakuman"]),) + LIMITS
                                   if han >= least), None)
                             for han in range(_TOP + 1))


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


class ClassicResult:
    def __init__(self, *, han: int, fu: int, value: int, payments: dict[str, int], yakuman: int, level: str,
                 rows: tuple[Row, ...], candidate: Candidate) -> None:
        self.han: Final = han
        self.fu: Final = fu
        self.value: Final = value  # what the winner collects (four players)
        self.payments: Final = payments
        self.yakuman: Final = yakuman  # total multiplier, 0 for an ordinary hand
        self.level: Final = level  # "", "mangan" ... "yakuman", "2x yakuman"
        self.rows: Final = rows
        self.candidate: Final = candidate

    @property
    def ids(self) -> tuple[str, ...]:
        return tuple(r.id for r in self.rows)


def best_arrangement(cands: Iterable[Candidate], points: Callable[[int, int, int], tuple[Any, ...]],
                     rank: Callable[[Scored], tuple[Any, ...]], hand: Hand, red: bool = True,
                     terminals_only: bool = False, yakuless: bool = True,
                     three_player: bool = False) -> tuple[Scored | None, DoraCount | None]:
    """The arrangement a classic point table scores among ``cands``, and the hand's dora.

    Each arrangement is scored as ``(candidate, han, fu, fu before rounding, fu items,
    *points(han, fu, yakuman))``: dora (``dora_count(hand, red, terminals_only, three_player)``, counted once, when
    first needed) add han to an arrangement with a yaku, never to a yakuman; ``yakuless``:
    arrangements without a yaku compete too (with 0 han). The first arrangement with the highest
    ``rank(scored)`` wins (ranked only when a second one comes: most hands have one). (None, None)
    when no arrangement competes."""
    dora: DoraCount | None = None
    top: Scored | None = None
    top_key: tuple[Any, ...] | None = None
    for c in cands:
        f, han, yakuman = c.features, c.han, c.yakuman
        if not han and not yakuless:
            continue
        if han and not yakuman:
            if dora is None:
                dora = dora_count(hand, red, terminals_only, three_player)
            han += dora.total  # (dora, ura dora, red fives and Norths set aside: a han each)
        fu, raw_fu, parts = fu_counted(f)
        scored = (c, han, fu, raw_fu, parts) + points(han, fu, yakuman)
        if top is None:
            top = scored
            continue
        if top_key is None:
            top_key = rank(top)
        key = rank(scored)
        if key > top_key:
            top, top_key = scored, key
    return top, dora


def _key(scored: Scored) -> tuple[int, bool, int, int, int]:
    """How an arrangement ranks: what the winner collects, a yakuman, han, fu, the fu before rounding."""
    c, han, fu, raw_fu, _, base, _ = scored
    cond = c.features.cond
    value = total_of(payments(base, cond.seat == 27, cond.tsumo)) if han else 0
    return value, c.yakuman > 0, han, fu, raw_fu


def score_classic(hand: Hand, table: YakuTable = STANDARD, *, red: bool = True,
                  terminals_only: bool = False, tenhou_any_win: bool = False) -> ClassicResult | None:
    """Score a complete hand as classic riichi would; None when it has no winning shape. A hand with
    no yaku gives a result with ``han`` 0 and ``value`` 0. ``terminals_only``: Yaochu's dora order.
    ``tenhou_any_win``: a tenhou hand may read any tile as the winning one (no tile was the last)."""
    cond = hand.conditions
    dealer = cond.seat == 27
    tsumo = cond.tsumo
    best, dora = best_arrangement(candidates(hand, table, any_win=tenhou_any_win and cond.tenhou), base_points,
                                  _key, hand, red, terminals_only)
    if best is None:
        return None
    c, han, fu, _, _, base, level = best
    yaku, yaku_han, yakuman = c.yaku, c.han, c.yakuman
    pay = payments(base, dealer, tsumo) if han else {}
    value = total_of(pay) if han else 0
    rows = table_order_rows(yaku)
    if yaku_han and not yakuman and dora is not None and dora.total:  # (the kinds of dora held: a row each)
        rows += dora.rows()
    return ClassicResult(han=han, fu=fu, value=value, payments=pay, yakuman=yakuman, level=level, rows=rows,
                         candidate=c)




