"""--explain for Fliosen: which sets or tiles make each yaku that counted, why a yaku whose pattern is
present did not count, the arrangements tried, and how the han became the payment.

Built only on request, after scoring, from the candidates the scorer already evaluated (nothing here
runs when explain is off). The JSON shape matches the other rule sets: ``counted``, ``not_counted``,
``arrangements`` and ``notes``.

Rulings named in ``not_counted[].rule``:

- ``replaced``: a larger yaku that counts replaces it (jeonhwa by double_jeonhwa, iipeikou by
  ryanpeikou, chanta by junchan, honitsu by chinitsu, ilyangtong by go_ilyangtong, and the Liviat
  pairs such as suuankou by suuankou_tanki); ``by`` names it.
- ``needs_concealed``: a closed-only yaku (pinfu, iipeikou, ryanpeikou, menzen_tsumo...) on a hand
  with a claimed meld; ``tiles`` names the claimed melds.
- ``not_two_sided``: all chows and a plain pair, but the winning tile completed an edge, closed or
  single wait; ``others`` names the other tiles the hand waited on.
- ``value_pair``: all chows and a two-sided wait, but the pair is a dragon or the seat / round wind.
- ``completed_by_discard``: sanankou / suuankou lost because the discard (ron) completed one of the
  pungs, which is then not concealed; ``by`` names what counts instead.
- ``liviat_alone``: a yaku or dora the hand has, left out because a Liviat hand counts alone.
- ``no_yaku``: dora with no yaku (the 無役和 SV foul): dora are no yaku.
- ``hahwa``: the declared straight (`tong`) not won on its pair: the 下和 foul.

Open hands count some yaku at reduced han (ilyangtong 2 -> 1...): the counted entry says so.
``notes``: the tier, the dealer bonus, the payment rounding and the draw pot, or the foul's cost.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from ...notation_write import format_group, format_tiles
from ...hand import CHOW, KONG, Hand
from ...shapes import (CLOSED, EDGE, PAIR, PUNG_WAIT, RIICHI_SHAPES, SEVEN_PAIRS, SINGLE, THIRTEEN_ORPHANS,
                       TWO_SIDED, Decomposition, winning_tiles)
from ...tiles import DRAGONS, FIVES, GREEN, RED, SUIT_NAMES, WHITE, WINDS, describe, dora_after, name
from .. import explaining
from ..explaining import NotCounted, ruling_lines
from ..yaku_engine.engine import Candidate, score_features
from ..yaku_engine.features import Features
from .table import LIVIAT_HAN, TABLE

__all__ = ["Counted", "NotCounted", "Arrangement", "Explanation", "explain"]

_TEXT_ARRANGEMENTS = 6
_WAIT_WORDS = {TWO_SIDED: "a two-sided wait", EDGE: "an edge wait", CLOSED: "a closed wait",
               SINGLE: "a single wait on the pair", PUNG_WAIT: "a pung wait on two pairs"}
_WIND_WORDS = dict(zip(WINDS, ("목", "화", "초", "지")))
_DORA_NAMES = {"dora": "Dora", "ura_dora": "Ura dora (with 前和)", "aka_dora": "Red five"}
_DRAGON_YAKU = {"yakuhai_white": WHITE, "yakuhai_green": GREEN, "yakuhai_red": RED}


def _n(x: int) -> str:
    return f"{x:,}".replace(",", " ")


def _join(words) -> str:
    words = list(words)
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'s' * (n != 1)}"


def _name(yaku_id: str) -> str:
    return _DORA_NAMES.get(yaku_id) or TABLE[yaku_id].name


@dataclass(frozen=True, slots=True)
class Counted:
    """A yaku (or dora) that counted. Like the shared ``explaining.Counted``, with ``han`` in place of
    ``points``: Fliosen counts han, as its score's ``yaku`` rows do."""

    id: str
    name: str
    han: int
    count: int
    tiles: tuple[str, ...]  # the sets / tiles that make it (empty for a situation such as 前和)
    why: str

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "name": self.name, "han": self.han, "count": self.count,
                "tiles": list(self.tiles), "why": self.why}


def _nc(yaku_id: str, rule: str, why: str, tiles=(), by: str | None = None, others=()) -> NotCounted:
    return NotCounted(yaku_id, _name(yaku_id), rule, why, tuple(tiles), by, tuple(others))


@dataclass(frozen=True, slots=True)
class Arrangement:
    """One (decomposition, reading) the scorer tried."""

    decomposition: tuple[str, ...]
    win: str  # how the winning tile was read, e.g. "on 3m, completing 123m (an edge wait)"
    han: int  # dora not included
    yaku: tuple[str, ...]
    chosen: bool
    note: str = ""  # `tong`: why the reading was refused

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"decomposition": list(self.decomposition), "win": self.win, "han": self.han,
                             "yaku": list(self.yaku), "chosen": self.chosen}
        if self.note:
            d["note"] = self.note
        return d


class Explanation(explaining.Explanation):
    """The Fliosen explanation: the shared fields, read out in the Fliosen words."""

    __slots__ = ()

    def lines(self) -> tuple[str, ...]:
        out = ruling_lines("Why these yaku:" if self.counted else "No yaku counted.", self.counted,
                           self.not_counted, worth=lambda c: f"{c.han * c.count} han")
        # The arrangements are listed when they score differently (or when `tong` refused some).
        if len({(a.han, a.note) for a in self.arrangements}) > 1:
            out.append("Arrangements considered (the most han counts):")
            for a in self.arrangements[:_TEXT_ARRANGEMENTS]:
                mark = "*" if a.chosen else " "
                yaku = ", ".join(_name(i) for i in a.yaku) or "no yaku"
                note = f" ({a.note})" if a.note else ""
                out.append(f"  {mark} {' '.join(a.decomposition)}, won {a.win}: {a.han} han: "
                           f"{yaku}{note}")
            more = len(self.arrangements) - _TEXT_ARRANGEMENTS
            if more > 0:
                out.append(f"    … and {more} more (all of them in the JSON output)")
        out += list(self.notes)
        return tuple(out)


# -- reading a candidate ------------------------------------------------------------------------

def _straight_start(chows) -> int | None:
    return next((s for s in (0, 9, 18) if s in chows and s + 3 in chows and s + 6 in chows), None)


def _same_in_three(tiles) -> int | None:
    return next((n for n in range(9) if n in tiles and n + 9 in tiles and n + 18 in tiles), None)


class _View:
    """One candidate of the hand, read for explanation."""

    def __init__(self, hand: Hand, cand: Candidate):
        self.hand, self.c, self.f = hand, cand, cand.features
        self.d: Decomposition = cand.decomposition
        self.r = cand.reading
        self.win = self.f.win
        self.groups = self.d.groups
        self.sets = [g for g in self.groups if g.kind != PAIR]
        self.pair = self.groups[-1] if self.d.shape not in (SEVEN_PAIRS, THIRTEEN_ORPHANS) and self.groups else None
        self.win_group = self.groups[self.r.group] if self.r.group is not None else None

    def text(self, groups) -> tuple[str, ...]:
        return tuple(format_group(g, brackets=True) for g in groups)

    def whole(self) -> tuple[str, ...]:
        if self.d.shape == THIRTEEN_ORPHANS:
            return (format_tiles(sorted(self.hand.tiles)),)
        return self.text(self.groups)

    def of(self, tiles, kinds=None) -> list:
        return [g for g in self.sets if g.tile in tiles and (kinds is None or g.kind in kinds)]

    def pungs(self, tiles=None) -> list:
        return [g for g in self.sets if g.kind != CHOW and (tiles is None or g.tile in tiles)]

    def chows(self, starts) -> list:
        out, want = [], list(starts)
        for g in self.sets:
            if g.kind == CHOW and g.tile in want:
                want.remove(g.tile)
                out.append(g)
        return out

    def concealed_pungs(self) -> list:
        return [g for i, (k, _, c) in enumerate(self.f.groups) if k not in (CHOW, PAIR) and c
                for g in (self.groups[i],)]

    def claimed(self) -> list:
        return [g for g in self.groups if g.declared and not g.concealed]

    def wait_text(self) -> str:
        """``on 3m, completing 123m (an edge wait)``."""
        g = self.win_group
        if g is None:
            return f"on {name(self.win)}"
        if self.r.wait == SINGLE:
            return f"on the pair {format_group(g, brackets=True)}"
        return f"on {name(self.win)}, completing {format_group(g, brackets=True)} ({_WAIT_WORDS[self.r.wait]})"

    def partial(self) -> str:
        """What was waiting before the win: ``23m``, a lone ``5p``, the pair ``99s``."""
        g = self.win_group
        rest = list(g.tiles)
        rest.remove(self.win)
        return format_tiles(sorted(rest))


def _suit_word(f: Features) -> str:
    return SUIT_NAMES[next(iter(f.suits))] if len(f.suits) == 1 else ""


def _wind(t: int) -> str:
    return f"{name(t)} ({_WIND_WORDS[t]}, {describe(t)})"


# -- counted yaku: the sets and a sentence ------------------------------------------------------

def _counted_yaku(y, han: int, x: _View) -> tuple[tuple[str, ...], str]:  # noqa: C901 - one branch per yaku
    f, c, i = x.f, x.f.cond, y.id
    pair = format_group(x.pair, brackets=True) if x.pair is not None else ""
    if i == "jeonhwa":
        return (), "前和 (riichi) was declared on a concealed ready hand"
    if i == "double_jeonhwa":
        return (), "前和 was declared on the first turn: double 前和 (it replaces jeonhwa)"
    if i == "ippatsu":
        return (), "won within one turn of the 前和 declaration, with no call in between"
    if i == "menzen_tsumo":
        kept = " (the declared straight keeps the hand closed)" if c.tong else ""
        return (), f"a self-drawn win (Odigévanzie) with a concealed hand{kept}"
    if i == "haitei":
        return (), "self-drawn on the last tile of the wall"
    if i == "houtei":
        return (), "won on the last discard of the hand"
    if i == "rinshan":
        return x.text([g for g in x.sets if g.kind == KONG]), "self-drawn as the replacement tile after a kong"
    if i == "chankan":
        return (), f"won on the {name(x.win)} another player added to a pung to make a kong (robbing a kong)"
    if i == "pinfu":
        return x.whole(), (f"four chows and a pair that is no value tile ({pair}), won on {name(x.win)} with "
                           f"a two-sided wait ({x.partial()} waiting on both ends)")
    if i == "iipeikou":
        t = next(t for t in set(f.chows) if f.chows.count(t) >= 2)
        return x.text(x.chows([t, t])), "two identical chows in a concealed hand"
    if i == "ryanpeikou":
        return x.text(x.chows(f.chows)), "two pairs of identical chows in a concealed hand (it replaces iipeikou)"
    if i == "tanyao":
        open_ = " (open tanyao is allowed)" if not f.closed else ""
        return x.whole(), f"only simples (2 to 8): no terminal, no honor{open_}"
    if i == "yakuhai_seat":
        return x.text(x.pungs([c.seat])), f"a pung of the seat wind {_wind(c.seat)}"
    if i == "yakuhai_round":
        return x.text(x.pungs([c.round])), f"a pung of the round wind {_wind(c.round)}"
    if i in _DRAGON_YAKU:
        t = _DRAGON_YAKU[i]
        return x.text(x.pungs([t])), f"a pung of the {describe(t)} ({name(t)})"
    if i == "chiitoitsu":
        return x.whole(), "seven different pairs, concealed"
    if i == "toitoi":
        return x.whole(), "four pungs or kongs and a pair, no chow"
    if i == "sanankou":
        return x.text(x.concealed_pungs()), ("three pungs or kongs that were neither claimed nor completed by a "
                                             "discard (a concealed kong counts)")
    if i == "sanshoku_doukou":
        n = _same_in_three(f.pungs)
        return x.text(x.pungs([n, n + 9, n + 18])), f"the pung of {n + 1} in all three suits"
    if i == "sankantsu":
        return x.text([g for g in x.sets if g.kind == KONG]), "three kongs, concealed or not"
    if i == "shousangen":
        return x.text(x.pungs(DRAGONS) + [x.pair]), "two dragon pungs and a pair of the third dragon"
    if i == "honroutou":
        return x.whole(), "only terminals (1 and 9) and honors"
    if i == "sanshoku":
        n = _same_in_three(f.chows)
        return x.text(x.chows([n, n + 9, n + 18])), f"the chow {n + 1}-{n + 2}-{n + 3} in all three suits"
    if i == "ilyangtong":
        s = _straight_start(f.chows)
        return x.text(x.chows([s, s + 3, s + 6])), f"1-2-3, 4-5-6 and 7-8-9 of {SUIT_NAMES[s // 9]}: a pure straight"
    if i == "go_ilyangtong":
        s = _straight_start(f.chows)
        return x.text(x.chows([s, s + 3, s + 6]) + [x.pair]), (
            f"the straight of {SUIT_NAMES[s // 9]} was declared to the table (告一樣通, `tong`) and the hand won on "
            f"its pair {pair} (a single wait); it replaces ilyangtong and keeps the hand closed")
    if i == "chanta":
        return x.whole(), "every set and the pair hold a terminal or an honor, with at least one chow"
    if i == "junchan":
        return x.whole(), ("every set and the pair hold a terminal (1 or 9), no honor, with at least one chow "
                           "(it replaces chanta)")
    if i == "honitsu":
        return x.whole(), f"one suit ({_suit_word(f)}) and honors"
    if i == "chinitsu":
        return x.whole(), f"one suit only ({_suit_word(f)}), no honor (it replaces honitsu)"
    # Liviat hands
    if i == "kokushi":
        extra = next((t for t in range(34) if f.hand_counts[t] == 2), x.win)
        return x.whole(), f"one of each of the 13 terminals and honors and a second {name(extra)}"
    if i == "kokushi_13":
        return x.whole(), (f"the 13 tiles before the win held one of each terminal and honor, so any of the 13 "
                           f"completed it (13-sided wait; won on {name(x.win)})")
    if i == "suuankou":
        return x.text(x.concealed_pungs()), (f"four concealed pungs or kongs; {name(x.win)} completed "
                                             f"{format_group(x.win_group, brackets=True)} by self-draw (by ron that pung would "
                                             f"not be concealed)")
    if i == "suuankou_tanki":
        return x.text(x.concealed_pungs() + [x.pair]), (f"four concealed pungs or kongs, won on the pair {pair} "
                                                        "(a single wait: it counts by ron or tsumo)")
    if i == "daisangen":
        return x.text(x.pungs(DRAGONS)), "a pung or kong of each of the three dragons"
    if i == "shousuushii":
        return x.text(x.pungs(WINDS) + [x.pair]), "three wind pungs and a pair of the fourth wind"
    if i == "daisuushii":
        return x.text(x.pungs(WINDS)), "a pung or kong of each of the four winds"
    if i == "tsuuiisou":
        return x.whole(), "honors only"
    if i == "chinroutou":
        return x.whole(), "only 1s and 9s, no honor"
    if i == "ryuuiisou":
        return x.whole(), "only green tiles: 2, 3, 4, 6, 8 of bamboo and the Green dragon"
    if i == "chuuren":
        return x.whole(), f"1112345678999 of {_suit_word(f)} and one more tile of the suit, concealed"
    if i == "chuuren_9":
        return x.whole(), (f"the 13 tiles before the win were exactly 1112345678999 of {_suit_word(f)}, so any "
                           f"tile of the suit completed it (9-sided wait)")
    if i == "suukantsu":
        return x.text([g for g in x.sets if g.kind == KONG]), "four kongs"
    if i == "tenhou":
        return (), "the dealer won on the 14 tiles dealt, before any call"
    if i == "chiihou":
        return (), "a non-dealer won on the first self-drawn tile, before any call"
    return (), y.note or y.name  # pragma: no cover - every yaku of the table is handled above


def _reduced(y, x: _View) -> str:
    """An open hand counts some yaku at fewer han (ilyangtong, sanshoku, chanta 2 -> 1...)."""
    if x.f.closed or y.yakuman or y.han_open is None or y.han_open >= y.han_closed:
        return ""
    melds = " ".join(x.text(x.claimed()))
    return f"; an open hand ({melds} claimed): {y.han_open} han instead of {y.han_closed} closed"


def _dora_rows(hand: Hand) -> list[tuple[str, int, tuple[str, ...], str]]:
    """(id, count, tiles, sentence) for each kind of dora in the hand."""
    counts, c = hand.all_counts, hand.conditions
    out = []

    def indicators(ids, word):
        parts, tiles, total = [], [], 0
        for ind in dict.fromkeys(ids):
            times = ids.count(ind)
            t = dora_after(ind)
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
            out.append(("ura_dora", n, tiles, said + " (ura dora count with 前和)"))
    reds = list(hand.red) + [next(t for t in m.tiles if t in FIVES) for m in hand.melds for _ in range(m.red)]
    if reds:
        out.append(("aka_dora", len(reds), tuple(f"red {name(t)}" for t in sorted(reds)),
                    "each red five is one dora"))
    return out


def _counted(hand: Hand, score, x: _View) -> tuple[Counted, ...]:
    han_of = {y.id: (y, h) for y, h in x.c.yaku}
    out = []
    for row in score.yaku:
        if row.id in han_of:
            y, h = han_of[row.id]
            tiles, why = _counted_yaku(y, h, x)
            if y.yakuman:
                why += f"; a Liviat hand: {h} han, counted alone"
            out.append(Counted(row.id, row.name, row.points, row.count, tiles, why + _reduced(y, x)))
    dora = {i: (tiles, said) for i, _, tiles, said in _dora_rows(hand)}
    for row in score.yaku:
        if row.id in dora:
            tiles, said = dora[row.id]
            out.append(Counted(row.id, row.name, row.points, row.count, tiles,
                               f"{said}: {row.count} han (dora add han to a hand that has a yaku)"))
    return tuple(out)


# -- yaku not counted -----------------------------------------------------------------------------

def _present(f: Features) -> list:
    """Every yaku whose pattern the reading has, whatever the hand's openness."""
    return [y for y in TABLE.entries if y.test(f)]


def _other_waits(hand: Hand, win: int) -> tuple[int, ...]:
    counts = list(hand.counts)
    counts[win] -= 1
    return tuple(t for t in winning_tiles(counts, hand.melds, RIICHI_SHAPES) if t != win)


def _not_counted(hand: Hand, x: _View) -> list[NotCounted]:
    f = x.f
    counted = {y.id: y for y, _ in x.c.yaku}
    present = _present(f)
    present_ids = {y.id for y in present}
    claimed = x.text(x.claimed())
    liviat = next((y for y in x.c.yaku if y[0].yakuman), None)
    out: list[NotCounted] = []
    for y in present:
        if y.id in counted:
            continue
        by = next((z for z in counted.values() if y.id in z.replaces), None)
        if by is not None:
            out.append(_nc(y.id, "replaced", f"{by.name} counts instead: it replaces {y.name}", (), by.id))
            continue
        if any(y.id in z.replaces for z in present if z.id != y.id):
            continue  # a larger yaku of the same family is present and explained instead
        if y.han(f.closed, TABLE.yakuman_unit) is None:
            if not f.closed:
                out.append(_nc(y.id, "needs_concealed",
                                      f"{y.name} needs a concealed hand; {_join(claimed)} "
                                      f"{'was' if len(claimed) == 1 else 'were'} claimed", claimed))
            continue
        if liviat is not None and not y.yakuman:
            ly = liviat[0]
            out.append(_nc(y.id, "liviat_alone",
                                  f"{ly.name} is a Liviat hand: it counts alone, without the other yaku", (), ly.id))
    if liviat is None and "pinfu" not in present_ids and f.closed:
        out += _pinfu(hand, x)
    out += _by_discard(hand, x, counted)
    return out


def _pinfu(hand: Hand, x: _View) -> list[NotCounted]:
    """Pinfu's pattern with four chows: lost to the wait or to a value pair."""
    f = x.f
    if f.shape == SEVEN_PAIRS or f.shape == THIRTEEN_ORPHANS or len(f.chows) != 4 or x.win_group is None:
        return []
    reasons, rule, others = [], "", ()
    if f.wait != TWO_SIDED:
        rule = "not_two_sided"
        waits = _other_waits(hand, x.win)
        others = tuple(name(t) for t in waits)
        also = (f"; the hand also waited on {_join(others)}, but {name(x.win)} completed it this way" if others
                else f"; {name(x.win)} was the only tile it waited on")
        g = x.win_group
        shape = (f"{x.partial()} waiting on {name(x.win)}" if g.kind != PAIR else f"a lone {name(x.win)}")
        reasons.append(f"won {x.wait_text()}: {shape} is {_WAIT_WORDS[f.wait]}, and pinfu needs a two-sided "
                       f"wait{also}")
    if f.value_tile(f.pair):
        rule = rule or "value_pair"
        c = f.cond
        what = ("a dragon" if f.pair in DRAGONS else
                " and ".join(w for w, t in (("the seat wind", c.seat), ("the round wind", c.round)) if t == f.pair))
        reasons.append(f"the pair {format_group(x.pair, brackets=True)} is {what}, a value tile: pinfu needs a pair that scores "
                       "nothing")
    if not reasons:
        return []
    tiles = (format_group(x.win_group, brackets=True),) if rule == "not_two_sided" else (format_group(x.pair, brackets=True),)
    return [_nc("pinfu", rule, "; ".join(reasons), tiles, None, others)]


def _by_discard(hand: Hand, x: _View, counted) -> list[NotCounted]:
    """Sanankou / suuankou lost because a discard completed one of the pungs (ron on a pung wait)."""
    f = x.f
    if f.cond.tsumo or x.r.wait != PUNG_WAIT:
        return []
    relaxed = dataclasses.replace(f, concealed_pungs=f.concealed_pungs + 1)
    hits = {y.id for y, _ in score_features(relaxed, TABLE)[0]}
    lost = next((i for i in ("suuankou", "sanankou") if i in hits and i not in counted), None)
    if lost is None:
        return []
    pung = format_group(x.win_group, brackets=True)
    by = "sanankou" if "sanankou" in counted else None
    instead = f"; {TABLE['sanankou'].name} counts instead" if by else ""
    return [_nc(lost, "completed_by_discard",
                       f"{pung} was completed by the discarded {name(x.win)} (Sønévanzie, ron), so it is not a "
                       f"concealed pung: only {_plural(f.concealed_pungs, 'concealed pung')}{instead}",
                       (pung,), by)]


def _dora_not_counted(hand: Hand, rule: str, by: str | None = None, by_name: str = "") -> list[NotCounted]:
    out = []
    for i, n, tiles, said in _dora_rows(hand):
        if rule == "liviat_alone":
            why = f"{said}: {by_name} is a Liviat hand, counted alone: dora add nothing to it"
        else:
            why = (f"{said}: dora are no yaku; {_plural(n, 'dora tile')} would add {n} han only to a "
                   "hand that has a yaku")
        out.append(_nc(i, rule, why, tiles, by))
    return out


def _hahwa(hand: Hand, cands: list[Candidate]) -> list[NotCounted]:
    straight = [k for k in cands if _straight_start(k.features.chows) is not None]
    if not straight:
        return [_nc("go_ilyangtong", "hahwa",
                           "`tong` says a straight was declared, but no arrangement of the hand holds a pure "
                           "straight: 下和 (hahwa), a foul")]
    x = _View(hand, straight[0])
    s = _straight_start(x.f.chows)
    chows = x.text(x.chows([s, s + 3, s + 6]))
    return [_nc("go_ilyangtong", "hahwa",
                       f"the declared straight {' '.join(chows)} stands, but the hand won {x.wait_text()}, not on "
                       "the pair: a declared straight must win on its pair (single wait); otherwise it is "
                       "下和 (hahwa), a foul", chows)]


# -- notes: han -> tier -> value -> payment ----------------------------------------------------------

def _tier_notes(score) -> list[str]:
    from .table import DRAW_POT_PER_DRAW, TIERS

    if score.foul is not None:
        fl = score.foul
        return [f"foul {fl.native}: {fl.name}; a foul of {fl.han} han costs 1 000 per han, paid "
                f"to each other player: {_n(fl.each)} each"]
    han = score.han
    out = []
    if han >= LIVIAT_HAN:
        k = han // LIVIAT_HAN
        base = 24000 + 12000 * (k - 1)
        out.append(f"{han} han → {score.tier}: {k} × 24 han; a Liviat is 24 000 and each further 24 han adds "
                   f"12 000: {_n(base)}")
    else:
        least, tier, rate = next(t for t in reversed(TIERS) if han >= t[0])
        upper = {1: 11, 12: 18, 19: 23}[least]
        base = han * rate
        out.append(f"{han} han → {tier} ({least}–{upper} han: han × {rate}): {han} × {rate} = {_n(base)}")
    if score.dealer:
        out.append(f"the dealer (목작사, seat 목) gets 1.5 × the value: {_n(base)} × 1.5 = {_n(score.value)}")
    if "discarder" in score.payments:
        out.append(f"Sønévanzie (won on a discard): the discarder pays the whole {_n(score.value)}")
    else:
        each = score.payments["each"]
        third = score.value / 3
        exact = f"{third:,.0f}".replace(",", " ") if third == int(third) else f"{third:,.1f}".replace(",", " ")
        rounded = "" if each == third else f", rounded up to the next 100: {_n(each)}"
        out.append(f"Odigévanzie (self-drawn): each other player pays a third: {_n(score.value)} / 3 = "
                   f"{exact}{rounded}")
    if score.pot:
        draws = score.pot // DRAW_POT_PER_DRAW
        out.append(f"draw pot 暗流点: {_plural(draws, 'consecutive draw')} × 1 000 from each of the four players "
                   f"= {_n(score.pot)}, on top")
    return out


# -- the explanation ------------------------------------------------------------------------------

def _arrangements(hand: Hand, cands: list[Candidate], chosen: Candidate | None, refused) -> tuple[Arrangement, ...]:
    out = []
    for k in cands:
        x = _View(hand, k)
        note = "refused: `tong` needs the declared straight won on its pair" if k in refused else ""
        out.append(Arrangement(x.whole(), x.wait_text(), k.han, k.ids, k is chosen, note))
    return tuple(out)


def explain(hand: Hand, score, cands: list[Candidate], chosen: Candidate | None,
            admitted: list[Candidate] | None = None) -> Explanation:
    """The explanation of ``score`` (a FliosenScore). ``cands``: every candidate the scorer tried;
    ``chosen``: the one that counts (None for a foul); ``admitted``: with `tong`, the candidates that
    keep the declared straight and win on its pair."""
    admitted = cands if admitted is None else admitted
    refused = [k for k in cands if k not in admitted]
    notes: list[str] = []
    if score.foul is not None and score.foul.id == "hahwa":
        return Explanation((), tuple(_hahwa(hand, cands)), _arrangements(hand, cands, None, refused),
                           tuple(_tier_notes(score)))
    view_of = chosen if chosen is not None else (admitted[0] if admitted else cands[0])
    x = _View(hand, view_of)
    not_counted = _not_counted(hand, x)
    if score.foul is not None:  # 無役和: no yaku; dora are no yaku
        counted: tuple[Counted, ...] = ()
        not_counted += _dora_not_counted(hand, "no_yaku")
        notes.append("無役和 (Skadin dé Vanzie, SV): the hand is complete but no arrangement has a yaku")
    else:
        counted = _counted(hand, score, x)
        if chosen.yakuman:
            ly = next(y for y, _ in chosen.yaku if y.yakuman)
            not_counted += _dora_not_counted(hand, "liviat_alone", ly.id, ly.name)
    notes += _tier_notes(score)
    return Explanation(counted, tuple(not_counted), _arrangements(hand, cands, chosen, refused), tuple(notes))
