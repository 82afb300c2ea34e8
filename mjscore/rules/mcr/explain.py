"""--explain for MCR: why each fan counted, why a fan whose pattern is present did not, and the other
arrangements of the hand with their totals.

Built only on request, after scoring (nothing here runs on the hot path): the features of the chosen
arrangement are computed again and each fan's sets are read off them.

Rulings named in ``not_counted[].rule``:

- ``excluded``: a larger fan that counts implies it (non-repeat, 不重复); ``by`` names that fan. For a
  pung already counted by a larger pung fan (a dragon pung is not also a Pung of Terminals or Honors)
  ``by`` names the larger fan too.
- ``account_once``: a chow-pair fan the account-once principle (套算一次) leaves out: each chow combines
  with another only once, with a 3-chow fan the fourth chow adds at most one more pair fan.
- ``non_identical``: a chow that already made this chow-pair fan cannot make it again (不得相同).
- ``multi_sided_wait``: an edge / closed / single wait shape, but the hand waited on other tiles too;
  ``others`` names them.
- ``needs_concealed``: Concealed Hand / Fully Concealed Hand with a claimed meld.
- ``knitted_place``: a unique wait on a place of the knitted straight, which the reference rules do
  not count as a wait fan (the 1998 variant does).
- ``completed_by_discard``: a concealed-pungs fan lost because the discard completed one of the pungs.
- ``not_alone``: Chicken Hand, which counts only when no other fan does.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any, Final

from ...formatting import join_words
from ...hand import CHOW, Hand
from ...analysis.shapes import (
    CLOSED,
    EDGE,
    KNITTED,
    KNITTED_STRAIGHT,
    MCR_SHAPES,
    PAIR,
    PUNG_WAIT,
    SINGLE,
    Group,
    readings,
    winning_tiles,
)
from ...tiles import TERMINALS_AND_HONORS
from .. import explaining
from ..explaining import Counted, NotCounted, arrangement_lines, ruling_lines
from .chows import chow_combos, pair_fan, triple_fan
from .evaluator import Evaluation, Outcome
from .features import FACTS, VARIANTS, WAIT_FANS, FanFacts, _knitted_wait
from .fans import BY_ID, CHICKEN, CONCEALED_FANS, FLOWERS, ORDER, POT, Limit, Shared
from .text import write_decomposition, write_group, write_tiles

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Collection, Iterable

    from ...tiles import Tile
__all__ = ["Explanation", "explain"]

_WAIT_WORD = {EDGE: "an edge wait", CLOSED: "a closed wait", SINGLE: "a single wait"}
_CONCEALED_PUNG_FANS = {2: "two_concealed_pungs", 3: "three_concealed_pungs", 4: "four_concealed_pungs"}
_TEXT_ARRANGEMENTS = 6  # the text lists the chosen arrangement and the next best ones


def _dropped(fan_id: str, rule: str, why: str, tiles: tuple[str, ...] = (), by: str | None = None,
             others: tuple[str, ...] = ()) -> NotCounted:
    """A fan that did not count, under ``rule``."""
    return NotCounted(fan_id, BY_ID[fan_id].name, rule, why, tiles, by, others)


class Arrangement:
    def __init__(self, decomposition: tuple[str, ...], total: int, fans: tuple[tuple[str, int], ...],
                 chosen: bool, note: str = "") -> None:
        self.decomposition: Final = decomposition
        self.total: Final = total
        self.fans: Final = fans
        self.chosen: Final = chosen
        self.note: Final = note

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"decomposition": list(self.decomposition), "total": self.total,
                             "fans": [{"id": i, "count": n} for i, n in self.fans], "chosen": self.chosen}
        if self.note:
            d["note"] = self.note
        return d


class Explanation(explaining.Explanation[Arrangement]):
    """The MCR explanation: the shared fields, read out in the MCR words."""

    def lines(self) -> tuple[str, ...]:
        out = ruling_lines("Why these fans:", self.counted, self.not_counted, "; ")
        if len(self.arrangements) > 1:
            out += arrangement_lines("Arrangements considered (the highest total counts):", self.arrangements,
                                     _arrangement, _TEXT_ARRANGEMENTS)
        out += list(self.notes)
        return tuple(out)


def _arrangement(a: Arrangement) -> str:
    fans = ", ".join(BY_ID[i].name + (f" ×{n}" if n > 1 else "") for i, n in a.fans)
    tail = " (counted)" if a.chosen else ""
    note = f"; {a.note}" if a.note else ""
    return f"{' '.join(a.decomposition)}: {a.total} points{tail}: {fans}{note}"


def _name(fan_id: str) -> str:
    return BY_ID[fan_id].name


def _named(fan_id: str) -> str:
    return f"{_name(fan_id)} ({BY_ID[fan_id].points})"


class Context:
    """The chosen arrangement of one hand, read for explanation: what a fan row's ``made_of`` picks
    its sets from."""

    def __init__(self, hand: Hand, best: Evaluation, variant: str) -> None:
        win = hand.win
        if win is None:
            raise ValueError("the explanation of a hand without a winning tile")
        self.hand = hand
        self.best = best
        self.win = win
        counts = hand.counts
        counts[self.win] -= 1
        # The 13-tile hand's waits; a tile held four times still counts (as for the wait fans).
        self.waits = winning_tiles(counts, hand.melds, MCR_SHAPES, exhausted=[0] * 34)
        f = FanFacts.for_hand(hand, VARIANTS[variant], lambda: self.waits == (self.win,))
        f.set_decomposition(best.decomposition)
        f.set_reading(best.reading)
        self.f = f
        self.d = best.decomposition
        self.sets = [g for g in self.d.groups if g.kind != PAIR]
        self.pungs = [g for g in self.sets if g.is_pung_or_kong]
        self.chow_groups = sorted((g for g in self.sets if g.kind == CHOW), key=lambda g: g.tile)
        self.counted = {fan.id: n for fan, n in best.fans}
        self.whole = " ".join(write_decomposition(self.d, hand.tiles))
        r = best.reading
        self.win_group = self.d.groups[r.group] if r.group is not None else None

    def text(self, groups: Iterable[Group]) -> str:
        return " ".join(write_group(g) for g in groups)

    def one(self, g: Group) -> str:
        return write_group(g)

    def tiles(self, tiles: Iterable[Tile]) -> str:
        return write_tiles(tiles)

    def pung_of(self, tiles: Collection[Tile]) -> list[Group]:
        return [g for g in self.pungs if g.tile in tiles]

    def pair(self) -> list[Group]:
        p = self.d.pair
        return [p] if p is not None else []

    def concealed_pungs(self) -> list[Group]:
        out = [g for g in self.pungs if g.concealed]
        r = self.best.reading
        if r.wait == PUNG_WAIT and not self.f.tsumo and self.win_group in out:
            out.remove(self.win_group)
        return out

    def combos(self, fan_id: str) -> list[str]:
        return [self.text(self.chow_groups[i] for i in sorted(idx))
                for f, idx in chow_combos(self.f.chows) if f == fan_id]

    def pot_sharers(self) -> dict[int, str]:
        """Pung tile -> the counted fan whose pungs give no Pung of Terminals or Honors."""
        out: dict[int, str] = {}
        for fan, _n in self.best.fans:
            if Shared(POT) in fan.excludes and fan.uses is not None:
                for t in fan.uses(self.f):
                    out.setdefault(t, fan.id)
        return out

    def pot_pungs(self) -> list[Group]:
        return [g for g in self.pungs if g.tile in TERMINALS_AND_HONORS]


def _made_of(fan_id: str, ctx: Context) -> list[str]:
    """The sets or tiles that make ``fan_id`` in the chosen arrangement (one text per occurrence)."""
    return BY_ID[fan_id].made_of(ctx)


# -- counted -----------------------------------------------------------------------------------------

def _counted(ctx: Context) -> list[Counted]:
    out = []
    fans = sorted(ctx.best.fans, key=lambda fc: (-fc[0].points, ORDER[fc[0].id]))
    for fan, n in fans:
        why = fan.why
        if fan.id in ("edge_wait", "closed_wait") and ctx.best.reading.wait == KNITTED:
            place = "an end" if fan.id == "edge_wait" else "the middle"
            why = (f"the only winning tile, filling {place} place of a 147 / 258 / 369 run of the knitted "
                   f"straight (counted as a wait by the 1998 variant)")
            tiles = (f"{write_tiles(list(ctx.d.knitted))} on {write_tiles([ctx.win])}",)
            out.append(Counted(fan.id, fan.name, fan.points, n, tiles, why))
            continue
        if fan.id == CHICKEN:
            why = "no other fan applies, so the win counts 8 points as Chicken Hand"
        elif fan.id == "self_drawn" and ctx.f.closed:
            by = next((e for e in ctx.counted if e in _BY_NECESSITY), None)
            if by:
                why += f"; {_name(by)} can only be made concealed, so Fully Concealed Hand does not replace it"
        out.append(Counted(fan.id, fan.name, fan.points, n, tuple(_made_of(fan.id, ctx)), why))
    return out


# -- not counted -------------------------------------------------------------------------------------

# Fans whose shape can only be made concealed (they exclude Concealed Hand and Fully Concealed Hand).
_BY_NECESSITY = frozenset(f.id for f in BY_ID.values() if "fully_concealed_hand" in f.excludes)


def _excluded_why(fan_id: str, by: str) -> str:
    if fan_id == "self_drawn" and by == "fully_concealed_hand":
        return ("Fully Concealed Hand (4) already includes the self-draw (a concealed hand completed by "
                "drawing): it replaces Self-Drawn")
    if fan_id in CONCEALED_FANS and by in _BY_NECESSITY:
        return (f"{_named(by)} can only be made without claiming, so being concealed is already part "
                f"of its points")
    if fan_id == "single_wait" and by != "melded_hand" and by != "four_kongs":
        return f"every {_name(by)} hand is completed by pairing a single tile, so the wait is part of {_named(by)}"
    if fan_id == "single_wait":
        return f"{_named(by)} is always won on a single wait, so the wait is part of it"
    return (f"implied by {_named(by)}, which counts: a fan implied by a larger one is not counted "
            f"(non-repeat principle, 不重复)")


def _not_counted(ctx: Context) -> list[NotCounted]:
    out: list[NotCounted] = []
    excluded_ids = {fid for fid, by in ctx.best.excluded if by != "shared"}
    for fid, excluder in ctx.best.excluded:
        if fid == POT and excluder == "shared":
            continue  # pung by pung below
        by: str | None
        if excluder == "shared":
            by = next((fan.id for fan, _n in ctx.best.fans
                       if any(isinstance(x, (Shared, Limit)) and x.fan == fid for x in fan.excludes)), None)
            why = f"its sets already count for {_named(by)}" if by else "its sets already count for a larger fan"
        else:
            by = excluder
            why = _excluded_why(fid, excluder)
        out.append(_dropped(fid, "excluded", why, tuple(_made_of(fid, ctx)), by))
    if POT not in excluded_ids:
        out += _pot(ctx)
    out += _chow_relations(ctx, excluded_ids)
    out += _wait(ctx)
    out += _knitted_place(ctx)
    out += _concealed(ctx)
    out += _discarded_pung(ctx)
    if ctx.best.points < 8 and CHICKEN not in ctx.counted:
        names = join_words([_name(fan.id) for fan, _n in ctx.best.fans if fan.id != FLOWERS])
        flowers = ctx.counted.get(FLOWERS, 0)
        tail = f"; the {flowers} flower point{'s' if flowers > 1 else ''} do not count toward the 8" if flowers else ""
        out.append(_dropped(CHICKEN, "not_alone",
                              f"it counts only when no other fan applies; here {names} "
                              f"{'count' if len(ctx.best.fans) > 1 else 'counts'} for {ctx.best.points} "
                              f"point{'s' if ctx.best.points != 1 else ''}, less than the 8 a win needs{tail}"))
    seen: set[tuple[str, str, tuple[str, ...]]] = set()
    unique: list[NotCounted] = []
    for n in out:
        key = (n.id, n.rule, n.tiles)
        if key not in seen:
            seen.add(key)
            unique.append(n)
    return unique


def _pot(ctx: Context) -> list[NotCounted]:
    """Pungs of terminals or honors that did not count as such: a larger pung fan uses them, or (Nine
    Gates) one of them is part of the pattern."""
    out: list[NotCounted] = []
    sharers = ctx.pot_sharers()
    rest: list[Group] = []
    for g in ctx.pot_pungs():
        by = sharers.get(g.tile)
        if by:
            out.append(_dropped(POT, "excluded", f"the pung already counts for {_named(by)}",
                                  (write_group(g),), by))
        else:
            rest.append(g)
    counted = ctx.counted.get(POT, 0)
    if len(rest) > counted:
        limiter = next((fan.id for fan, _n in ctx.best.fans if Limit(POT) in fan.excludes), None)
        if limiter:
            out.append(_dropped(POT, "excluded", f"one pung of terminals is part of the {_named(limiter)} pattern",
                                  tuple(write_group(g) for g in rest[counted:]), limiter))
    return out


def _chow_relations(ctx: Context, excluded_ids: set[str]) -> list[NotCounted]:
    """Chow fans whose pattern two or three chows show but that did not count."""
    chows = ctx.f.chows
    combos = chow_combos(chows)
    if len(chows) < 2:
        return []
    chosen = {(f, tuple(sorted(idx))) for f, idx in combos}
    used_by: dict[tuple[int, str], int] = {}  # (chow index, pair fan) -> the other chow
    for f, idx in combos:
        if len(idx) == 2:
            used_by[(idx[0], f)] = idx[1]
            used_by[(idx[1], f)] = idx[0]
    triple, triple_idx = next(((f, idx) for f, idx in combos if len(idx) >= 3), (None, ()))
    counted_texts = {(f, ctx.text(ctx.chow_groups[i] for i in sorted(idx))) for f, idx in combos}
    out: list[NotCounted] = []
    relations: list[tuple[str, tuple[int, ...]]] = []
    for i, j in combinations(range(len(chows)), 2):
        two = pair_fan(min(chows[i], chows[j]), max(chows[i], chows[j]))
        if two:
            relations.append((two, (i, j)))
    for trio in combinations(range(len(chows)), 3):
        three = triple_fan(tuple(chows[i] for i in trio))
        if three:
            relations.append((three, trio))
    for f, idx in relations:
        if (f, idx) in chosen or f in excluded_ids:
            continue
        text = ctx.text(ctx.chow_groups[i] for i in idx)
        spare = next((i for i in idx if i not in triple_idx), idx[-1])
        by = next((c for c in ctx.counted if f in BY_ID[c].excludes), None)
        if by:
            out.append(_dropped(f, "excluded", _excluded_why(f, by), (text,), by))
            continue
        if f in ctx.counted and len(idx) == 2:
            same = next(((i, used_by[(i, f)]) for i in idx if (i, f) in used_by), None)
            if same:
                mine, other = same
                out.append(_dropped(
                    f, "non_identical",
                    f"{write_group(ctx.chow_groups[mine])} already makes {_name(f)} with "
                    f"{write_group(ctx.chow_groups[other])}; a set cannot make the same fan twice "
                    f"(non-identical principle, 不得相同)", (text,)))
                continue
        if len(idx) == 3 and (f, text) in counted_texts:
            why = (f"this would be {_name(f)} a second time, with the other {write_group(ctx.chow_groups[spare])}: "
                   f"with four chows only one 3-chow fan counts (account-once principle, 套算一次)")
        elif len(idx) == 3:
            why = ("only one 3-chow fan counts: its chows cannot be taken apart and combined again "
                   "(non-separation principle, 不拆移)")
        elif triple:
            why = (f"with a 3-chow fan ({_name(triple)}), the fourth chow adds at most one more chow-pair fan "
                   f"(account-once principle, 套算一次)")
        else:
            why = ("each chow combines with each other chow only once, and every new pair fan must bring in "
                   "a chow not yet combined: with four chows at most three pair fans count "
                   "(account-once principle, 套算一次)")
        out.append(_dropped(f, "account_once", why, (text,)))
    return out


def _wait(ctx: Context) -> list[NotCounted]:
    """Edge / closed / single wait shapes that gave no wait fan because the hand waited on more tiles."""
    if ctx.waits == (ctx.win,) or len(ctx.waits) <= 1:
        return []
    others = tuple(write_tiles([t]) for t in ctx.waits if t != ctx.win)
    out: list[NotCounted] = []
    win = write_tiles([ctx.win])
    for r in readings(ctx.d, ctx.win):
        fan = WAIT_FANS.get(r.wait)
        if fan is None or fan in ctx.counted or r.group is None:  # (a wait fan's reading has its group)
            continue
        g = ctx.d.groups[r.group]
        out.append(_dropped(
            fan, "multi_sided_wait",
            f"{win} completed {write_group(g)} as {_WAIT_WORD[r.wait]}, but the hand also won on "
            f"{join_words(others)}: a wait fan needs a hand waiting on one tile kind only",
            (f"{write_group(g)} on {win}",), None, others))
    return out


def _knitted_place(ctx: Context) -> list[NotCounted]:
    """A unique wait on a place of the knitted straight: the reference rules count no wait fan for it
    (the 1998 variant counts an edge or closed wait)."""
    r = ctx.best.reading
    if (r.wait != KNITTED or ctx.d.shape != KNITTED_STRAIGHT or ctx.f.variant.knitted_waits
            or ctx.waits != (ctx.win,)):
        return []
    fan = _knitted_wait(ctx.d.knitted, ctx.win)
    win = write_tiles([ctx.win])
    return [_dropped(fan, "knitted_place",
                       f"{win} was the only winning tile, but it filled a place of the knitted straight "
                       f"{write_tiles(list(ctx.d.knitted))}, not a chow or the pair: the reference rules give "
                       f"no wait fan for it (the 1998 variant, --mcr-variant 1998, counts {_named(fan)})",
                       (f"{write_tiles(list(ctx.d.knitted))} on {win}",))]


def _concealed(ctx: Context) -> list[NotCounted]:
    claimed = [m for m in ctx.hand.melds if m.claimed]
    if not claimed:
        return []
    fan = "fully_concealed_hand" if ctx.f.tsumo else "concealed_hand"
    texts = tuple(f"[{write_tiles(m.tiles)}]" for m in claimed)
    verb = "was" if len(claimed) == 1 else "were"
    # (the fact its row needs and the hand lacks, in the registry's words: "no claimed meld")
    return [_dropped(fan, "needs_concealed",
                       f"needs a hand with {FACTS.descriptions['closed_hand']}; {join_words(texts)} {verb} claimed",
                       texts)]


def _discarded_pung(ctx: Context) -> list[NotCounted]:
    """Won on a discard that completed a concealed pung: that pung counts as melded (principle 9)."""
    r = ctx.best.reading
    g = ctx.win_group
    if r.wait != PUNG_WAIT or ctx.f.tsumo or g is None:  # (a pung wait's reading has its group)
        return []
    kept = len(ctx.concealed_pungs())
    fan = _CONCEALED_PUNG_FANS.get(kept + 1)
    if fan is None or fan in ctx.counted:
        return []
    lost = f" (only {kept} count{'s' if kept == 1 else ''})" if kept >= 2 else ""
    return [_dropped(fan, "completed_by_discard",
                       f"{write_group(g)} was completed by the discarded {write_tiles([ctx.win])}, so it "
                       f"counts as a melded pung, not a concealed one{lost}",
                       (ctx.text(ctx.concealed_pungs() + [g]),))]


# -- arrangements ------------------------------------------------------------------------------------

def _arrangements(hand: Hand, outcome: Outcome) -> list[Arrangement]:
    best = outcome.best
    per: dict[Any, Evaluation] = {}
    for e in outcome.others:
        if e.decomposition == best.decomposition:
            continue
        old = per.get(e.decomposition)
        if old is None or e.points > old.points:
            per[e.decomposition] = e

    def total(e: Evaluation) -> int:
        return e.points + e.count(FLOWERS)

    def fans(e: Evaluation) -> tuple[tuple[str, int], ...]:
        return tuple((fan.id, n) for fan, n in sorted(e.fans, key=lambda fc: (-fc[0].points, ORDER[fc[0].id])))

    out = [Arrangement(tuple(write_decomposition(best.decomposition, hand.tiles)), total(best), fans(best), True)]
    for e in sorted(per.values(), key=lambda e: -e.points):
        note = ""
        if e.points == best.points:
            if best.count("pure_triple_chow") > e.count("pure_triple_chow"):
                note = "a tie: the rules prefer the arrangement with Pure Triple Chow"
            elif best.count("triple_pung") > e.count("triple_pung"):
                note = "a tie: the rules prefer the arrangement with Triple Pung"
            else:
                note = "a tie: either gives the same total"
        out.append(Arrangement(tuple(write_decomposition(e.decomposition, hand.tiles)), total(e), fans(e),
                               False, note))
    return out


def explain(hand: Hand, outcome: Outcome, variant: str = "reference") -> Explanation:
    """The explanation of a scored hand (``outcome`` evaluated with ``keep_others=True``)."""
    ctx = Context(hand, outcome.best, variant)
    notes: list[str] = []
    flowers = ctx.counted.get(FLOWERS, 0)
    if flowers and ctx.best.points < 8 <= ctx.best.points + flowers:
        notes.append(f"Flowers never count toward the 8-point minimum: {ctx.best.points} points without them.")
    return Explanation(tuple(_counted(ctx)), tuple(_not_counted(ctx)), tuple(_arrangements(hand, outcome)),
                       tuple(notes))
