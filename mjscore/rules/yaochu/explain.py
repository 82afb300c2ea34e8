"""--explain for Yaochu: which sets or tiles make each item that counted (read off the item rows,
items.py), and why an item whose pattern is present did not count. With ``--scoring riichi``, the
yaku engine's explanation (mjscore.rules.yaku_engine.explain) with Yaochu's yaku table and dora order,
fu item by item, han and points; one Yaochu ruling of its own: a 13-sided Thirteen Orphans is a
single yakuman here.

Built only on request, after scoring, from the readings the scorer tried (nothing here runs when
explain is off). The JSON shape matches the other rule sets: ``counted``, ``not_counted``,
``arrangements`` and ``notes``.

Rulings named in ``not_counted[].rule``:

- ``ladder``: a lower rung of a ladder (sanankou < suuankou < suuankou_tanki, sankantsu < suukantsu,
  shousangen < daisangen, shousuushii < daisuushii); ``by`` names the higher item that counts.
- ``completed_by_discard``: a concealed-pungs item lost because the discard (ron) completed one of the
  pungs, which is then not concealed; ``tiles`` names that pung, ``by`` the item counted instead.
- ``claimed``: a concealed-pungs item lost to the hand's only claimed meld (a claimed pung or an exposed
  kong); ``tiles`` names that meld.
- ``only_thirteen_orphans``: robbing a kong (chankan) scores only with Thirteen Orphans.
- ``per_three``: dora indicators are given, but fewer than three dora tiles are in the hand.

``notes``: ``--scoring flat``; for tenhou, the reading chosen when readings score differently; and the
riichi yaku Yaochu does not use although the hand has their pattern (yakuhai, menzen tsumo, haitei).
"""

from __future__ import annotations

from typing import Any, Final

from ...formatting import plural
from ...hand import Hand
from ...notation.writer import format_group, format_tiles
from ...analysis.shapes import KONG, PAIR, PUNG_WAIT, SINGLE, Decomposition, Reading
from ...tiles import DRAGONS, WINDS, name
from .. import explaining
from ..explaining import Counted, NotCounted, arrangement_lines, ruling_lines
from ..riichi import explain as riichi_explain
from ..riichi import table as riichi_table
from ..yaku_engine import explain as engine
from ..yaku_engine.classic import fu_of
from ..yaku_engine.engine import candidates
from ..yaku_engine.yaku import STANDARD
from .items import ALL_PUNGS, FAMILY_NAMES, ITEMS, THIRTEEN_ORPHANS, Facts, Item, Set, applicable, dora_said
from .riichi_scoring import TABLE as RIICHI_TABLE

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Collection, Iterable

    from ...analysis.shapes import Group
    from .score import Tried, YaochuScore

__all__ = ["Counted", "NotCounted", "Arrangement", "Explanation", "explain"]

_BY_KEY = {(i.family, i.id): i for i in ITEMS}


def _item(item_id: str, family: str) -> Item:
    return _BY_KEY.get((family, item_id)) or next(i for i in ITEMS if i.id == item_id)


def _named(item: Item) -> str:
    return f"{item.name} ({item.points})"


class Arrangement:
    """One reading of the hand that the scorer tried (several only for tenhou)."""

    def __init__(self, decomposition: tuple[str, ...], win: str, total: int,
                 items: tuple[tuple[str, int], ...], chosen: bool) -> None:
        self.decomposition: Final = decomposition
        self.win: Final = win  # how the winning tile was read, e.g. "on the pair 99s"
        self.total: Final = total
        self.items: Final = items
        self.chosen: Final = chosen

    def to_dict(self) -> dict[str, Any]:
        return {"decomposition": list(self.decomposition), "win": self.win, "total": self.total,
                "items": [{"id": i, "count": n} for i, n in self.items], "chosen": self.chosen}


class Explanation(explaining.Explanation[Arrangement]):
    """The Yaochu explanation: the shared fields, read out in the Yaochu words."""

    def lines(self) -> tuple[str, ...]:
        out = ruling_lines("Why these items:", self.counted, self.not_counted)
        # The readings are listed when they score differently (tenhou: which tile is read as the last).
        if len({a.total for a in self.arrangements}) > 1:
            out += arrangement_lines("Readings considered (the highest total counts):", self.arrangements, _reading)
        out += list(self.notes)
        return tuple(out)


def _reading(a: Arrangement) -> str:
    items = ", ".join(_item(i, ALL_PUNGS).name + (f" ×{n}" if n > 1 else "") for i, n in a.items)
    return f"{' '.join(a.decomposition)}, won {a.win}: {plural(a.total, 'point')}: {items}"


class View:
    """The chosen reading of the hand, read for explanation: the sets an item's ``made_of`` picks and
    the words its ``why`` uses (every family; only All Pungs hands have pungs)."""

    def __init__(self, hand: Hand, d: Decomposition, r: Reading, win: int, facts: Facts) -> None:
        self.hand: Hand = hand
        self.d: Decomposition = d
        self.r: Reading = r
        self.win: int = win
        self.facts: Facts = facts
        self.set_groups: list[tuple[int, Group]] = [(i, g) for i, g in enumerate(d.groups) if g.kind != PAIR]
        self.pair: Group | None = d.pair
        self.win_group: Group | None = d.groups[r.group] if r.group is not None else None
        # The pung completed by a discard (ron on a pung wait): not concealed.
        self.ron_pung: Group | None = (self.win_group if r.wait == PUNG_WAIT and not hand.conditions.tsumo
                                       else None)

    def text(self, groups: Iterable[Group]) -> tuple[str, ...]:
        return tuple(format_group(g, brackets=True) for g in groups)

    def sets(self, tiles: Collection[int] | None = None) -> list[Group]:
        return [g for _, g in self.set_groups if tiles is None or g.tile in tiles]

    def concealed(self) -> list[Group]:
        return [g for (_, g), s in zip(self.set_groups, self.facts.sets) if s.concealed]

    def kongs(self) -> list[Group]:
        return [g for g in self.sets() if g.kind == KONG]

    def pair_group(self) -> list[Group]:
        """The pair, as a list of groups (none outside an All Pungs hand)."""
        return [self.pair] if self.pair is not None else []

    def won_group(self) -> list[Group]:
        """The group the winning tile completed, as a list of groups (none for thirteen orphans)."""
        return [self.win_group] if self.win_group is not None else []

    def with_pair(self, groups: Iterable[Group]) -> tuple[str, ...]:
        return self.text(list(groups) + self.pair_group())

    def whole(self) -> tuple[str, ...]:
        """The sets, or the fourteen tiles of thirteen orphans."""
        return self.text(self.d.groups) or (format_tiles(sorted(self.hand.tiles)),)


def _why(item: Item, x: View) -> str:
    why = item.why
    return why if isinstance(why, str) else why(x)


def _counted(hits: list[tuple[Item, int]], x: View) -> tuple[Counted, ...]:
    """Each item that counted, with the sets that make it and why (both from its row)."""
    out = [(item, Counted(item.id, item.name, item.points, n, item.made_of(x), _why(item, x))) for item, n in hits]
    # The order of the score's rows: base first, then the additions, highest first.
    out.sort(key=lambda p: (not p[0].base, -p[0].points * p[1].count))
    return tuple(c for _, c in out)


def _ladder_steps(line: str) -> list[Item]:
    return sorted((i for i in ITEMS if i.ladder and i.ladder[0] == line), key=_rung)


def _ladder_tiles(line: str, x: View | None) -> tuple[str, ...]:
    """The sets a ladder is about: the concealed sets, the kongs, the dragon or the wind sets."""
    if x is None:
        return ()
    sets_of: dict[str, Callable[[], list[Group]]] = {"concealed": x.concealed, "kongs": x.kongs,
                                                     "dragons": lambda: x.sets(DRAGONS), "winds": lambda: x.sets(WINDS)}
    groups = sets_of[line]()
    return x.text(groups)


def _ladders(hits: list[tuple[Item, int]], x: View | None) -> list[NotCounted]:
    """Lower rungs of every ladder whose higher rung counts."""
    out: list[NotCounted] = []
    for item, _ in hits:
        if not item.ladder:
            continue
        line, rung = item.ladder
        steps = _ladder_steps(line)
        chain = " < ".join(i.id for i in steps)
        for lower in steps:
            if _rung(lower) < rung:
                out.append(NotCounted(
                    lower.id, lower.name, "ladder",
                    f"{_named(item)} counts instead: on the ladder {chain} only the highest rung counts",
                    _ladder_tiles(line, x), item.id))
    return out


def _concealed_top(facts: Facts) -> Item | None:
    hits = [i for i, _ in applicable(facts) if i.ladder and i.ladder[0] == "concealed"]
    return hits[0] if hits else None


def _rung(item: Item | None) -> int:
    """An item's rung on its ladder (0: none)."""
    return item.ladder[1] if item is not None and item.ladder is not None else 0


def _concealed_rulings(x: View, hits: list[tuple[Item, int]]) -> list[NotCounted]:
    """A concealed-pungs item lost to the discard that completed a pung, or to one claimed meld."""
    out: list[NotCounted] = []
    facts = x.facts
    real = next((i for i, _ in hits if i.ladder and i.ladder[0] == "concealed"), None)
    by = real.id if real else None
    instead = f"; {_named(real)} counts instead" if real else ""

    def relaxed(indices: Collection[int]) -> Facts:
        sets = tuple(Set(tile=s.tile, kong=s.kong, concealed=True) if j in indices else s for j,
                     s in enumerate(facts.sets))
        return facts.with_sets(sets)

    ron_at = next((j for j, (_, g) in enumerate(x.set_groups) if g is x.ron_pung), None)
    best = real
    if ron_at is not None:
        j = ron_at
        top = _concealed_top(relaxed({j}))
        if top is not None and _rung(top) > _rung(real):
            n = facts.concealed_sets
            assert x.ron_pung is not None, "the set found at ron_at is the ron's pung"
            pung = format_group(x.ron_pung, brackets=True)
            out.append(NotCounted(
                top.id, top.name, "completed_by_discard",
                f"{pung} was completed by the discarded {name(x.win)} (ron), so it is not a concealed pung: "
                f"only {plural(n, 'concealed pung')}{instead}", (pung,), by))
            best = top
    # Only a hand with a single claimed meld has the pattern "present": the one claim lost it.
    claimed = [(j, g) for j, (_, g) in enumerate(x.set_groups) if not g.concealed]
    if len(claimed) == 1:
        j, g = claimed[0]
        top = _concealed_top(relaxed({j} | ({ron_at} if ron_at is not None else set())))
        if top is not None and _rung(top) > _rung(best):
            meld = format_group(g, brackets=True)
            also = (f" (and {format_group(x.ron_pung, brackets=True)} was completed by the discarded {name(x.win)})"
                    if x.ron_pung is not None else "")
            out.append(NotCounted(
                top.id, top.name, "claimed",
                f"{meld} was claimed{also}: a claimed pung or exposed kong is not concealed, so only "
                f"{plural(facts.concealed_sets, 'concealed pung')}{instead}", (meld,), by))
    return out


def _unused_notes(hand: Hand, x: View | None) -> list[str]:
    """What a player of riichi mahjong may expect to score, which Yaochu does not use (docs/yaochu.md)."""
    c = hand.conditions
    out: list[str] = []
    if x is not None:
        valued = [g for g in x.sets() if g.tile in DRAGONS or g.tile in (c.seat, c.round)]
        if valued:
            out.append(f"no yakuhai in Yaochu: a pung of a dragon or of the seat / round wind "
                       f"({' '.join(x.text(valued))}) scores nothing by itself")
    if c.tsumo and hand.is_closed and not (c.tenhou or c.chiihou):
        out.append("no menzen tsumo in Yaochu: a self-drawn win with a concealed hand scores nothing by itself")
    if c.last_draw:
        out.append("no haitei / houtei in Yaochu: winning on the last tile scores nothing by itself")
    return out


def _win_text(d: Decomposition, r: Reading, win: int) -> str:
    if r.group is None:
        return f"on {name(win)}"
    g = d.groups[r.group]
    if r.wait == SINGLE:
        return f"on the pair {format_group(g, brackets=True)}"
    return f"on {name(win)}, completing {format_group(g, brackets=True)}"


def explain(hand: Hand, score: YaochuScore, tried: list[Tried], chosen: int) -> Explanation:
    """The explanation of ``score`` (a YaochuScore): ``tried`` lists the readings the scorer tried as
    (decomposition, reading, winning tile, facts, hits, points); ``tried[chosen]`` is the one that counts."""
    d, r, win, facts, hits, _ = tried[chosen]
    family = facts.family
    view = View(hand, d, r, win, facts)
    x = view if family == ALL_PUNGS else None  # the rulings about sets: All Pungs hands only
    counted = _counted(hits, view)
    by_id = {c.id: c for c in counted}
    not_counted: list[NotCounted] = _ladders(hits, x)
    if x is not None:
        not_counted += _concealed_rulings(x, hits)
    c = hand.conditions
    if c.chankan and family != THIRTEEN_ORPHANS:
        item = _item("chankan", THIRTEEN_ORPHANS)
        not_counted.append(NotCounted(
            item.id, item.name, "only_thirteen_orphans",
            f"the hand was won by robbing a kong, but {item.name} counts only with Thirteen Orphans; this is "
            f"a {FAMILY_NAMES[family]} hand"))
    if c.dora and "dora" not in by_id:
        item = _item("dora", "any")
        tiles, said, total = dora_said(hand)
        not_counted.append(NotCounted(
            item.id, item.name, "per_three",
            f"{said}: {plural(total, 'dora tile')}; dora scores one point per three tiles, so nothing here",
            tiles))
    notes: list[str] = []
    if score.scoring == "flat":
        notes.append(f"--scoring flat: every win is 1 point; the items above are shown for information "
                     f"(the point table would give {score.points})")
    notes += _unused_notes(hand, x)
    if c.tenhou and len({t[-1] for t in tried}) > 1:
        notes.append(f"tenhou: no tile of a dealt hand is the last one, so each may be read as the winning "
                     f"tile; the best reading counts: won {_win_text(d, r, win)}")
    orphans = (format_tiles(sorted(hand.tiles)),)
    arrangements = tuple(
        Arrangement(tuple(format_group(g, brackets=True) for g in td.groups) or orphans, _win_text(td, tr, tw),
                    tp, tuple((i.id, n) for i, n in th), k == chosen)
        for k, (td, tr, tw, _, th, tp) in enumerate(tried))
    return Explanation(counted, tuple(not_counted), arrangements, tuple(notes))


# -- --scoring riichi: the yaku engine's explanation, with Yaochu's yaku table and dora order ---------

class RiichiExplanation(engine.Explanation):
    """``--scoring riichi``: each yaku with the sets that make it, fu item by item, han and points;
    named as riichi names them (romaji, the English gloss beside it, a yakuman as "double yakuman")."""

    choice = "the most points count"

    def yaku_name(self, yaku_id: str) -> str:
        return RIICHI_TABLE[yaku_id].name

    def worth(self, c: explaining.Counted) -> str:
        """A yakuman's line says ``double yakuman``, not its 26 han, as riichi's does."""
        if c.points >= riichi_table.YAKUMAN_HAN:
            return riichi_table.yakuman_words(c.points // riichi_table.YAKUMAN_HAN)
        return super().worth(c)

    gloss = riichi_explain.Explanation.gloss  # the English beside a romaji name (none for Riichi, Dora)
    english = riichi_explain.Explanation.english  # the JSON's english, as the score's rows have it


def explain_riichi(hand: Hand, score: YaochuScore) -> RiichiExplanation:
    """The explanation of a ``--scoring riichi`` score (``score.riichi``: the ClassicResult)."""
    result = score.riichi
    if result is None:
        raise ValueError("the riichi explanation of a score without its riichi result")
    chosen = result.candidate
    words = riichi_explain.WORDS  # (a yakuman said as players say it; dora named as riichi's are)
    x = engine.View(hand, chosen, words)
    not_counted = engine.not_counted(x, RIICHI_TABLE)
    if not result.han:
        counted: tuple[explaining.Counted, ...] = ()
        not_counted += engine.dora_not_counted(hand, RIICHI_TABLE, words, "no_yaku", terminals_only=True, red=False)
    else:
        counted = tuple(engine.counted(x, score.items)
                        + engine.counted_dora(hand, score.items, words, terminals_only=True))
        if chosen.yakuman:
            y = next(y for y, _ in chosen.yaku if y.yakuman)
            not_counted += engine.dora_not_counted(hand, RIICHI_TABLE, words, words.alone_rule, y.id, y.name,
                                                   terminals_only=True, red=False)
    notes: list[str] = []
    f = chosen.features
    if STANDARD["kokushi_13"].test(f):  # docs/yaochu.md: not a separate (double) yakuman here
        notes.append("a 13-sided wait on Thirteen Orphans is no double yakuman in Yaochu: it counts as "
                     "Thirteen Orphans")
    notes += engine.classic_notes(result, hand, riichi_table.yakuman_words)
    tried = candidates(hand, RIICHI_TABLE, any_win=hand.conditions.tenhou)
    marked = False
    arrangements: list[engine.Arrangement] = []
    for k in tried:
        is_chosen = not marked and k == chosen
        marked = marked or is_chosen
        arrangements.append(engine.arrangement(engine.View(hand, k, words), is_chosen,
                                               fu=fu_of(k.features)))
    return RiichiExplanation(tuple(counted), tuple(not_counted), tuple(arrangements), tuple(notes))
