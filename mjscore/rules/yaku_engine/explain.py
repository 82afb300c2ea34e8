"""--explain for a hand scored with the yaku engine, shared by every rule set built on it (Fliosen,
Yaochu's ``--scoring riichi``, riichi): which sets make each yaku that counted and why it counts (both
read off the yaku's row: ``Yaku.made_of`` and ``Yaku.why``), why a yaku whose pattern is present did
not count, the dora, the arrangements tried, and fu item by item for the classic point table.

Built only on request, after scoring, from a :class:`~.engine.Candidate`. A rule set supplies its
own :class:`Words` and adds the rulings that are its own (Fliosen's declared straight, its tiers...).

Rulings named in ``not_counted[].rule``:

- ``replaced``: a larger yaku that counts replaces it (iipeikou by ryanpeikou, chanta by junchan,
  honitsu by chinitsu, suuankou by suuankou_tanki...); ``by`` names it.
- ``needs_concealed``: a closed-only yaku (pinfu, iipeikou, menzen tsumo...) on a hand with a claimed
  meld; ``tiles`` names the claimed melds.
- ``not_two_sided``: all chows and a plain pair, but the winning tile completed an edge, closed or
  single wait; ``others`` names the other tiles the hand waited on.
- ``value_pair``: all chows and a two-sided wait, but the pair is a dragon or the seat / round wind.
- ``completed_by_discard``: sanankou / suuankou lost because the discard (ron) completed one of the
  pungs, which is then not concealed; ``by`` names what counts instead.
- ``Words.alone_rule`` (``yakuman_alone``; Fliosen ``liviat_alone``): a yaku or dora the hand has, left
  out because a yakuman counts alone.
- ``no_yaku``: dora with no yaku: dora are no yaku.
"""

from __future__ import annotations

from typing import Any, Callable, Final, Mapping

from ...formatting import join_words, plural
from ...hand import CHOW, KONG, Hand
from ...notation.writer import format_group, format_tiles
from ...analysis.shapes import (
    CLOSED,
    EDGE,
    PAIR,
    PUNG_WAIT,
    RIICHI_SHAPES,
    SEVEN_PAIRS,
    SINGLE,
    THIRTEEN_ORPHANS,
    TWO_SIDED,
    Decomposition,
    winning_tiles,
)
from ...tiles import DRAGONS, FIVES, SUIT_NAMES, describe, dora_after, name
from .. import explaining
from ..explaining import NotCounted, arrangement_lines, ruling_lines
from .classic import base_points, fu_of, fu_parts
from .engine import Candidate, score_features
from .features import CONCEALED_PUNG_FACTS, YakuFacts
from .yaku import Yaku, YakuTable, pinfu_misses

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Collection, Iterable, Sequence

    from ...analysis.shapes import Group, Reading
    from ...tiles import Tile
    from ..base import Row
    from .classic import ClassicResult

TEXT_ARRANGEMENTS = 6  # the text lists the first arrangements; the JSON lists all of them
WAIT_WORDS = {TWO_SIDED: "a two-sided wait", EDGE: "an edge wait", CLOSED: "a closed wait",
              SINGLE: "a single wait on the pair", PUNG_WAIT: "a pung wait on two pairs"}


def _wind(t: int) -> str:
    return f"{name(t)} ({describe(t)})"


# The names of the dora rows, as the shared rulings say them (a rule set may give its own).
DORA_NAMES: Mapping[str, str] = {"dora": "Dora", "ura_dora": "Ura dora", "aka_dora": "Red five"}


class Words:
    """What a rule set calls the things the shared rulings name."""

    def __init__(self, yakuman: str = "a yakuman", alone_rule: str = "yakuman_alone", ron: str = "ron",
                 riichi: str = "riichi", wind: Callable[[int], str] = _wind,
                 dora_names: Mapping[str, str] = DORA_NAMES) -> None:
        self.yakuman: Final = yakuman  # Fliosen: "a Liviat hand"
        self.alone_rule: Final = alone_rule  # the ruling's id; Fliosen: "liviat_alone"
        self.ron: Final = ron  # a win on a discard; Fliosen: "Sønévanzie, ron"
        self.riichi: Final = riichi  # the declaration; Fliosen: 前和
        self.wind: Final[Callable[[int], str]] = wind  # a wind tile in a sentence; Fliosen adds its Korean word
        self.dora_names: Final = dora_names  # what each dora row is called

    def yakuman_worth(self, han: int) -> str:
        """A yakuman and its han, as --explain says it (``a yakuman: 13 han``; riichi: ``a double yakuman``)."""
        return f"{self.yakuman}: {han} han"


class Counted(explaining.Counted):
    """A yaku (or dora) that counted: the shared ``explaining.Counted`` with its ``points`` named
    ``han`` in the JSON, as the score's rows of yaku count han."""

    worth = "han"


class Arrangement:
    """One (decomposition, reading) the scorer tried."""

    def __init__(self, decomposition: tuple[str, ...], win: str, han: int, yaku: tuple[str, ...],
                 chosen: bool, note: str = "", fu: int | None = None) -> None:
        self.decomposition: Final = decomposition
        self.win: Final = win  # how the winning tile was read, e.g. "on 3m, completing 123m (an edge wait)"
        self.han: Final = han  # dora not included
        self.yaku: Final = yaku
        self.chosen: Final = chosen
        self.note: Final = note  # why the reading was refused (Fliosen's `tong`)
        self.fu: Final = fu  # the classic point table only

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"decomposition": list(self.decomposition), "win": self.win, "han": self.han}
        if self.fu is not None:
            d["fu"] = self.fu
        d |= {"yaku": list(self.yaku), "chosen": self.chosen}
        if self.note:
            d["note"] = self.note
        return d


class Explanation(explaining.Explanation[Arrangement]):
    """An explanation of yaku: the shared fields; arrangements are listed when they score differently."""

    choice = "the most han counts"  # how the scorer picked the arrangement

    def lines(self) -> tuple[str, ...]:
        out = ruling_lines("Why these yaku:" if self.counted else "No yaku counted.", self.counted,
                           self.not_counted, worth=self.worth, gloss=self.gloss)
        if len({(a.han, a.fu, a.note) for a in self.arrangements}) > 1:
            out += arrangement_lines(f"Arrangements considered ({self.choice}):", self.arrangements,
                                     self._arrangement, TEXT_ARRANGEMENTS)
        out += list(self.notes)
        return tuple(out)

    def _arrangement(self, a: Arrangement) -> str:
        yaku = ", ".join(self.yaku_name(i) for i in a.yaku) or "no yaku"
        fu = f" {a.fu} fu" if a.fu is not None else ""
        note = f" ({a.note})" if a.note else ""
        return f"{' '.join(a.decomposition)}, won {a.win}: {a.han} han{fu}: {yaku}{note}"

    def yaku_name(self, yaku_id: str) -> str:
        """The name of a yaku id in the arrangement lines (a rule set's subclass knows its table)."""
        return yaku_id

    def worth(self, c: explaining.Counted) -> str:
        """What a counted yaku adds, in the brackets of its line."""
        return f"{c.points * c.count} han"

    def gloss(self, yaku_id: str) -> str:
        """The English gloss shown beside a yaku's name that is not English (riichi's romaji); "" for none."""
        return ""


# -- reading a candidate ------------------------------------------------------------------------

def straight_start(chows: Collection[Tile]) -> int | None:
    """The first tile of a pure straight among the chows (1-2-3, 4-5-6, 7-8-9 of one suit)."""
    return next((s for s in (0, 9, 18) if s in chows and s + 3 in chows and s + 6 in chows), None)


def same_in_three(tiles: Collection[Tile]) -> int | None:
    """The rank (0-8) that the tiles show in all three suits."""
    return next((n for n in range(9) if n in tiles and n + 9 in tiles and n + 18 in tiles), None)


class View:
    """One candidate of the hand, read for explanation: the groups a yaku row's ``made_of`` picks and
    the words its ``why`` uses."""

    def __init__(self, hand: Hand, cand: Candidate, words: Words = Words()) -> None:
        self.hand: Hand = hand
        self.c: Candidate = cand
        self.f: YakuFacts = cand.features
        self.words: Words = words
        self.d: Decomposition = cand.decomposition
        self.r: Reading = cand.reading
        self.win: Tile = self.f.win
        self.groups: tuple[Group, ...] = self.d.groups
        self.sets: list[Group] = [g for g in self.groups if g.kind != PAIR]
        self.pair: Group | None = (self.groups[-1] if self.d.shape not in (SEVEN_PAIRS, THIRTEEN_ORPHANS)
                                   and self.groups else None)
        self.win_group: Group | None = self.groups[self.r.group] if self.r.group is not None else None

    def text(self, groups: Iterable[Group]) -> tuple[str, ...]:
        return tuple(format_group(g, brackets=True) for g in groups)

    def pair_group(self) -> list[Group]:
        """The pair, as a list of groups (none in seven pairs or thirteen orphans)."""
        return [self.pair] if self.pair is not None else []

    def won_group(self) -> list[Group]:
        """The group the winning tile completed, as a list of groups (none for thirteen orphans)."""
        return [self.win_group] if self.win_group is not None else []

    def whole(self) -> tuple[str, ...]:
        if self.d.shape == THIRTEEN_ORPHANS:
            return (format_tiles(sorted(self.hand.tiles)),)
        return self.text(self.groups)

    def pair_text(self) -> str:
        return format_group(self.pair, brackets=True) if self.pair is not None else ""

    def pungs(self, tiles: Collection[Tile] | None = None) -> list[Group]:
        return [g for g in self.sets if g.kind != CHOW and (tiles is None or g.tile in tiles)]

    def kongs(self) -> list[Group]:
        return [g for g in self.sets if g.kind == KONG]

    def chows(self, starts: Iterable[Tile]) -> list[Group]:
        out: list[Group] = []
        want = list(starts)
        for g in self.sets:
            if g.kind == CHOW and g.tile in want:
                want.remove(g.tile)
                out.append(g)
        return out

    def concealed_pungs(self) -> list[Group]:
        return [g for i, g in enumerate(self.groups) if g.kind not in (CHOW, PAIR) and self.f.concealed_at(i)]

    def claimed(self) -> list[Group]:
        return [g for g in self.groups if g.declared and not g.concealed]

    def suit_word(self) -> str:
        return SUIT_NAMES[next(iter(self.f.suits))] if len(self.f.suits) == 1 else ""

    def wait_text(self) -> str:
        """``on 3m, completing 123m (an edge wait)``."""
        g = self.win_group
        if g is None:
            return f"on {name(self.win)}"
        if self.r.wait == SINGLE:
            return f"on the pair {format_group(g, brackets=True)}"
        return f"on {name(self.win)}, completing {format_group(g, brackets=True)} ({WAIT_WORDS[self.r.wait]})"

    def partial(self) -> str:
        """What was waiting before the win: ``23m``, a lone ``5p``, the pair ``99s``."""
        rest = [t for g in self.won_group() for t in g.tiles]
        rest.remove(self.win)
        return format_tiles(sorted(rest))


# -- counted yaku: the sets and a sentence, from the rows -----------------------------------------

def _why(y: Yaku, x: View) -> str:
    return y.why(x) if callable(y.why) else (y.why or y.note or y.name)


def _reduced(y: Yaku, x: View) -> str:
    """An open hand counts some yaku at fewer han (ittsu, sanshoku, chanta 2 -> 1...)."""
    if x.f.closed or y.yakuman or y.han_open is None or y.han_open >= y.han_closed:
        return ""
    melds = " ".join(x.text(x.claimed()))
    return f"; an open hand ({melds} claimed): {y.han_open} han instead of {y.han_closed} closed"


def counted(x: View, rows: Iterable[Row]) -> list[Counted]:
    """The yaku rows of a score (``Row``: id, name, han as points, count) that the candidate counts,
    each with the sets that make it and why, in the rows' order; then its dora rows."""
    han_of = {y.id: (y, h) for y, h in x.c.yaku}
    out: list[Counted] = []
    for row in rows:
        if row.id in han_of:
            y, h = han_of[row.id]
            why = _why(y, x)
            if y.yakuman:
                why += f"; {x.words.yakuman_worth(h)}, counted alone"
            out.append(Counted(row.id, row.name, row.points, row.count, y.made_of(x), why + _reduced(y, x)))
    return out


def counted_dora(hand: Hand, rows: Iterable[Row], words: Words, *, terminals_only: bool = False) -> list[Counted]:
    """The dora rows of a score, with the tiles and the indicators that make them."""
    dora = {i: (tiles, said) for i, _, tiles, said in dora_rows(hand, words, terminals_only=terminals_only)}
    return [Counted(row.id, row.name, row.points, row.count, dora[row.id][0],
                    f"{dora[row.id][1]}: {row.count} han (dora add han to a hand that has a yaku)")
            for row in rows if row.id in dora]


def dora_rows(hand: Hand, words: Words, *, terminals_only: bool = False,
              red: bool = True) -> list[tuple[str, int, tuple[str, ...], str]]:
    """(id, count, tiles, sentence) for each kind of dora in the hand."""
    counts, c = hand.all_counts, hand.conditions
    out: list[tuple[str, int, tuple[str, ...], str]] = []

    def indicators(ids: list[Tile], word: str) -> tuple[int, tuple[str, ...], str]:
        parts: list[str] = []
        tiles: list[str] = []
        total = 0
        for ind in dict.fromkeys(ids):
            times = ids.count(ind)
            t = dora_after(ind, terminals_only=terminals_only)
            k = counts[t] * times
            total += k
            twice = f" ×{times}" if times > 1 else ""
            parts.append(f"{word} {name(ind)}{twice} makes {name(t)} dora ({counts[t]} in the hand)")
            if counts[t]:
                tiles.append(f"{name(t)} ×{counts[t]}" + (f" (×{times})" if times > 1 else ""))
        return total, tuple(tiles), "; ".join(parts)

    n, tiles, said = indicators(list(c.dora), "indicator")
    if n:
        out.append(("dora", n, tiles, said))
    if c.riichi or c.double_riichi:
        n, tiles, said = indicators(list(c.ura), "ura indicator")
        if n:
            out.append(("ura_dora", n, tiles, said + f" (ura dora count with {words.riichi})"))
    reds = list(hand.red) + [next(t for t in m.tiles if t in FIVES) for m in hand.melds for _ in range(m.red)]
    if reds and red:
        out.append(("aka_dora", len(reds), tuple(f"red {name(t)}" for t in sorted(reds)),
                    "each red five is one dora"))
    return out


# -- yaku not counted -----------------------------------------------------------------------------

def _nc(table: YakuTable, words: Words, yaku_id: str, rule: str, why: str, tiles: Iterable[str] = (),
        by: str | None = None, others: Iterable[str] = ()) -> NotCounted:
    label = words.dora_names.get(yaku_id) or table[yaku_id].name
    return NotCounted(yaku_id, label, rule, why, tuple(tiles), by, tuple(others))


def _other_waits(hand: Hand, win: int) -> tuple[int, ...]:
    counts = list(hand.counts)
    counts[win] -= 1
    return tuple(t for t in winning_tiles(counts, hand.melds, RIICHI_SHAPES) if t != win)


def not_counted(x: View, table: YakuTable) -> list[NotCounted]:
    """The yaku whose pattern the candidate has but that did not count, each with its ruling."""
    f, words = x.f, x.words
    counted_ = {y.id: y for y, _ in x.c.yaku}
    present = [y for y in table.entries if y.test(f)]  # whatever the hand's openness
    present_ids = {y.id for y in present}
    claimed = x.text(x.claimed())
    yakuman = next((y for y, _ in x.c.yaku if y.yakuman), None)
    out: list[NotCounted] = []
    for y in present:
        if y.id in counted_:
            continue
        by = next((z for z in counted_.values() if y.id in z.replaces), None)
        if by is not None:
            out.append(_nc(table, words, y.id, "replaced", f"{by.name} counts instead: it replaces {y.name}", (),
                           by.id))
            continue
        if any(y.id in z.replaces for z in present if z.id != y.id):
            continue  # a larger yaku of the same family is present and explained instead
        if y.han(f.closed, table.yakuman_unit) is None:
            if not f.closed:
                out.append(_nc(table, words, y.id, "needs_concealed",
                               f"{y.name} needs a concealed hand; {join_words(claimed)} "
                               f"{'was' if len(claimed) == 1 else 'were'} claimed", claimed))
            continue
        if yakuman is not None and not y.yakuman:
            out.append(_nc(table, words, y.id, words.alone_rule,
                           f"{yakuman.name} is {words.yakuman}: it counts alone, without the other yaku", (),
                           yakuman.id))
    if yakuman is None and "pinfu" not in present_ids and f.closed and "pinfu" in table.ids:
        out += _pinfu(x, table)
    out += _by_discard(x, table, counted_)
    return out


def _pinfu(x: View, table: YakuTable) -> list[NotCounted]:
    """Pinfu's pattern with four chows: lost to the wait or to a value pair."""
    f = x.f
    if len(f.chows) != 4 or x.win_group is None:  # (four chows: a regular shape)
        return []
    misses = pinfu_misses(f)  # (the yaku's own statement of its shape: yaku.py)
    if not misses:
        return []
    rule = misses[0]
    reasons: list[str] = []
    others: tuple[str, ...] = ()
    if "not_two_sided" in misses:
        others = tuple(name(t) for t in _other_waits(x.hand, x.win))
        also = (f"; the hand also waited on {join_words(others)}, but {name(x.win)} completed it this way"
                if others else f"; {name(x.win)} was the only tile it waited on")
        shape = (f"{x.partial()} waiting on {name(x.win)}" if x.win_group.kind != PAIR else f"a lone {name(x.win)}")
        reasons.append(f"won {x.wait_text()}: {shape} is {WAIT_WORDS[f.wait]}, and pinfu needs a two-sided "
                       f"wait{also}")
    if "value_pair" in misses:
        c = f.cond
        what = ("a dragon" if f.pair in DRAGONS else
                " and ".join(w for w, t in (("the seat wind", c.seat), ("the round wind", c.round)) if t == f.pair))
        reasons.append(f"the pair {x.pair_text()} is {what}, a value tile: pinfu needs a pair that scores nothing")
    tiles = (format_group(x.win_group, brackets=True),) if rule == "not_two_sided" else (x.pair_text(),)
    return [_nc(table, x.words, "pinfu", rule, "; ".join(reasons), tiles, None, others)]


def _by_discard(x: View, table: YakuTable, counted_: dict[str, Yaku]) -> list[NotCounted]:
    """Sanankou / suuankou lost because a discard completed one of the pungs (ron on a pung wait)."""
    f = x.f
    if f.cond.tsumo or x.r.wait != PUNG_WAIT or x.win_group is None:  # (a pung wait's reading has its group)
        return []
    n = f.concealed_pungs + 1
    relaxed = f.relaxed(n, f.facts | CONCEALED_PUNG_FACTS[n])
    hits = {y.id for y, _ in score_features(relaxed, table)[0]}
    lost = next((i for i in ("suuankou", "sanankou") if i in hits and i not in counted_), None)
    if lost is None:
        return []
    pung = format_group(x.win_group, brackets=True)
    by = "sanankou" if "sanankou" in counted_ else None
    instead = f"; {table['sanankou'].name} counts instead" if by else ""
    return [_nc(table, x.words, lost, "completed_by_discard",
                f"{pung} was completed by the discarded {name(x.win)} ({x.words.ron}), so it is not a "
                f"concealed pung: only {plural(f.concealed_pungs, 'concealed pung')}{instead}", (pung,), by)]


def dora_not_counted(hand: Hand, table: YakuTable, words: Words, rule: str, by: str | None = None,
                     by_name: str = "", *, terminals_only: bool = False, red: bool = True) -> list[NotCounted]:
    """The dora of a hand that has no yaku (``no_yaku``) or a yakuman (``words.alone_rule``)."""
    out: list[NotCounted] = []
    for i, n, tiles, said in dora_rows(hand, words, terminals_only=terminals_only, red=red):
        if rule == "no_yaku":
            why = (f"{said}: dora are no yaku; {plural(n, 'dora tile')} would add {n} han only to a "
                   "hand that has a yaku")
        else:
            why = f"{said}: {by_name} is {words.yakuman}, counted alone: dora add nothing to it"
        out.append(_nc(table, words, i, rule, why, tiles, by))
    return out


def arrangement(x: View, chosen: bool, note: str = "", fu: int | None = None) -> Arrangement:
    return Arrangement(x.whole(), x.wait_text(), x.c.han, x.c.ids, chosen, note, fu)


# -- the classic point table: fu item by item, han, points ------------------------------------------

def fu_line(f: YakuFacts) -> str:
    """``fu: base 20 + closed ron 10 + concealed pung 8 = 38, rounded up to 40``."""
    parts = fu_parts(f)
    if not parts:
        return "fu: none (thirteen orphans is a yakuman: fu do not matter)"
    raw = sum(v for _, v in parts)
    fu = fu_of(f)
    items = " + ".join(f"{what} {v}" for what, v in parts)
    if len(parts) == 1:
        return f"fu: {items}" + ("" if fu == raw else f", rounded up to {fu}")
    return f"fu: {items} = {raw}" + ("" if fu == raw else f", rounded up to {fu}")


def classic_notes(result: ClassicResult, hand: Hand, yakuman_words: Callable[[int], str] | None = None) -> list[str]:
    """How a ``ClassicResult`` became its points: fu item by item, the han, the basic points (or the
    limit) and who pays what. ``yakuman_words``: a k-fold yakuman as players say it (riichi's
    ``double yakuman``), then without its han, which no player counts; else the limit and its han."""
    out: list[str] = []
    c = result.candidate
    if result.han == 0:
        return ["no yaku: the hand is complete but scores nothing (dora are no yaku)"]
    yaku_han = c.han
    extra = result.han - yaku_han
    if result.yakuman and yakuman_words is not None:
        out.append(f"{yakuman_words(result.yakuman)}: fu and dora do not matter")
    elif result.yakuman:
        out.append(f"{result.level}: {yaku_han} han; fu and dora do not matter")
    else:
        out.append(fu_line(c.features))
        dora = f" + {extra} dora = {result.han} han" if extra else ""
        out.append(f"han: {yaku_han} from the yaku{dora}")
    base, level = base_points(result.han, result.fu, result.yakuman)
    if not result.yakuman:
        if level:
            out.append(f"{result.han} han {result.fu} fu: {level}, basic points {base}")
        else:
            out.append(f"{result.han} han {result.fu} fu: basic points {result.fu} × 2^(2 + {result.han}) = {base}")
    dealer = hand.conditions.seat == 27
    who = "the dealer" if dealer else "a non-dealer"
    pay = result.payments
    if "discarder" in pay:
        out.append(f"ron by {who}: the discarder pays {base} × {6 if dealer else 4}, rounded up to 100: "
                   f"{pay['discarder']}")
    elif dealer:
        out.append(f"tsumo by the dealer: each other player pays {base} × 2, rounded up to 100: {pay['each']}")
    else:
        out.append(f"tsumo by a non-dealer: the dealer pays {base} × 2 and each other player {base}, rounded up "
                   f"to 100: {pay['dealer']} and {pay['each']}")
    out.append(f"total: {result.value} points")
    return out
