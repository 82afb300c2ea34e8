"""--explain for riichi: the sets that make each yaku, why a yaku whose pattern is present did not
count, the fu item by item, the arrangements tried, and how han and fu became the payments.

Built only on request, after scoring, from the candidates the scorer already evaluated. The JSON
shape is the one of the other rule sets: ``counted``, ``not_counted``, ``arrangements``, ``notes``;
the score adds ``fu`` (the items of the scoring arrangement, before rounding).

Rulings named in ``not_counted[].rule``:

- ``replaced``: a larger yaku counts instead (riichi by double_riichi, iipeikou by ryanpeikou,
  chanta by junchan, honitsu by chinitsu, kokushi by kokushi_13...); ``by`` names it.
- ``needs_concealed``: a closed-only yaku (pinfu, iipeikou, menzen_tsumo...) on an open hand;
  ``no_kuitan``: tanyao on an open hand in a room without kuitan.
- ``not_two_sided`` / ``value_pair``: pinfu's four chows, but not won on a two-sided wait, or with
  a pair worth fu; ``completed_by_discard``: a pung completed by ron is not concealed (sanankou,
  suuankou).
- ``yakuman_alone``: a yaku or dora left out because a yakuman counts alone.
- ``aka_off``: red fives in a room without red dora (--no-aka).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from ...hand import CHOW, KONG, Hand
from ...notation_write import format_group, format_tiles
from ...shapes import (CLOSED, EDGE, PAIR, PUNG_WAIT, RIICHI_SHAPES, SEVEN_PAIRS, SINGLE, THIRTEEN_ORPHANS,
                       TWO_SIDED, winning_tiles)
from ...tiles import DRAGONS, FIVES, GREEN, RED, SUIT_NAMES, WHITE, WINDS, describe, dora_after, name
from .. import explaining
from ..explaining import NotCounted, ruling_lines
from ..yaku_engine.classic import fu_of
from ..yaku_engine.engine import Candidate, score_features
from ..yaku_engine.features import Features
from ..yaku_engine.yaku import DORA_NAMES
from .table import table_for

_TEXT_ARRANGEMENTS = 6
_WAIT_WORDS = {TWO_SIDED: "a two-sided wait", EDGE: "an edge wait", CLOSED: "a closed wait",
               SINGLE: "a single wait on the pair", PUNG_WAIT: "a pung wait on two pairs"}
_DRAGON_YAKU = {"yakuhai_white": WHITE, "yakuhai_green": GREEN, "yakuhai_red": RED}
_FU_WORDS = {"base": "base (futei)", "closed ron": "closed hand won by ron", "tsumo": "tsumo",
             "edge wait": "edge wait", "closed wait": "closed wait", "single wait": "single wait on the pair",
             "value pair": "pair of a value tile", "open pinfu shape": "open hand with no fu: counted as 30",
             "chiitoitsu": "seven pairs (fixed, not rounded)"}


def _n(x: int) -> str:
    return f"{x:,}"


def _join(words) -> str:
    words = list(words)
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


@dataclass(frozen=True, slots=True)
class Counted:
    """A yaku (or dora) that counted, with its han per occurrence (riichi counts han)."""

    id: str
    name: str
    han: int
    count: int
    tiles: tuple[str, ...]
    why: str

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "name": self.name, "han": self.han, "count": self.count,
                "tiles": list(self.tiles), "why": self.why}


@dataclass(frozen=True, slots=True)
class Arrangement:
    decomposition: tuple[str, ...]
    win: str
    han: int  # dora not included
    fu: int
    yaku: tuple[str, ...]
    chosen: bool

    def to_dict(self) -> dict[str, Any]:
        return {"decomposition": list(self.decomposition), "win": self.win, "han": self.han, "fu": self.fu,
                "yaku": list(self.yaku), "chosen": self.chosen}


class Explanation(explaining.Explanation):
    """The riichi explanation: the shared fields, plus the fu items of the scoring arrangement."""

    __slots__ = ()

    def lines(self) -> tuple[str, ...]:
        out = ruling_lines("Why these yaku:", self.counted, self.not_counted,
                           worth=lambda c: f"{c.han * c.count} han")
        if len({(a.han, a.fu) for a in self.arrangements}) > 1:
            out.append("Arrangements considered (the most points count, then han, then fu):")
            for a in self.arrangements[:_TEXT_ARRANGEMENTS]:
                mark = "*" if a.chosen else " "
                out.append(f"  {mark} {' '.join(a.decomposition)}, won {a.win}: {a.han} han {a.fu} fu: "
                           f"{', '.join(a.yaku) or 'no yaku'}")
            more = len(self.arrangements) - _TEXT_ARRANGEMENTS
            if more > 0:
                out.append(f"    … and {more} more (all of them in the JSON output)")
        out += list(self.notes)
        return tuple(out)


class _View:
    """The scoring candidate, read for explanation."""

    def __init__(self, hand: Hand, cand: Candidate):
        self.hand, self.c, self.f = hand, cand, cand.features
        self.d, self.r = cand.decomposition, cand.reading
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

    def pungs(self, tiles) -> list:
        return [g for g in self.sets if g.kind != CHOW and g.tile in tiles]

    def chows(self, starts) -> list:
        out, want = [], list(starts)
        for g in self.sets:
            if g.kind == CHOW and g.tile in want:
                want.remove(g.tile)
                out.append(g)
        return out

    def kongs(self) -> list:
        return [g for g in self.sets if g.kind == KONG]

    def concealed_pungs(self) -> list:
        return [self.groups[i] for i, (k, _, c) in enumerate(self.f.groups) if k not in (CHOW, PAIR) and c]

    def claimed(self) -> list:
        return [g for g in self.groups if g.declared and not g.concealed]

    def wait_text(self) -> str:
        g = self.win_group
        if g is None:
            return f"on {name(self.win)}"
        if self.r.wait == SINGLE:
            return f"on the pair {format_group(g, brackets=True)}"
        return f"on {name(self.win)}, completing {format_group(g, brackets=True)} ({_WAIT_WORDS[self.r.wait]})"


def _same_in_three(tiles) -> int:
    return next(n for n in range(9) if n in tiles and n + 9 in tiles and n + 18 in tiles)


def _suit_word(f: Features) -> str:
    return SUIT_NAMES[next(iter(f.suits))] if len(f.suits) == 1 else ""


def _counted_yaku(i: str, x: _View) -> tuple[tuple[str, ...], str]:  # noqa: C901 - one branch per yaku
    f, c = x.f, x.f.cond
    pair = format_group(x.pair, brackets=True) if x.pair is not None else ""
    situations = {
        "riichi": "riichi was declared on a concealed ready hand",
        "double_riichi": "riichi was declared on the first turn (it replaces riichi)",
        "ippatsu": "won within one turn of riichi, with no call in between",
        "menzen_tsumo": "a self-drawn win with a concealed hand",
        "haitei": "self-drawn on the last tile of the wall",
        "houtei": "won on the last discard of the hand",
        "chankan": f"won on the {name(x.win)} another player added to a pung (robbing a kong)",
        "tenhou": "the dealer won on the 14 tiles dealt",
        "chiihou": "a non-dealer won on the first self-drawn tile, before any call",
    }
    if i in situations:
        return (), situations[i]
    if i == "rinshan":
        return x.text(x.kongs()), "self-drawn as the replacement tile after a kong"
    if i == "pinfu":
        return x.whole(), (f"four chows and a pair worth no fu ({pair}), won {x.wait_text()}")
    if i == "iipeikou":
        t = next(t for t in set(f.chows) if f.chows.count(t) >= 2)
        return x.text(x.chows([t, t])), "two identical chows in a concealed hand"
    if i == "ryanpeikou":
        return x.text(x.chows(f.chows)), "two pairs of identical chows in a concealed hand (it replaces iipeikou)"
    if i == "tanyao":
        return x.whole(), "only simples (2 to 8)" + ("" if f.closed else "; open tanyao (kuitan) counts in this room")
    if i == "yakuhai_seat":
        return x.text(x.pungs([c.seat])), f"a pung of the seat wind {describe(c.seat)}"
    if i == "yakuhai_round":
        return x.text(x.pungs([c.round])), f"a pung of the round wind {describe(c.round)}"
    if i in _DRAGON_YAKU:
        t = _DRAGON_YAKU[i]
        return x.text(x.pungs([t])), f"a pung of the {describe(t)}"
    if i == "chiitoitsu":
        return x.whole(), "seven different pairs, concealed"
    if i == "toitoi":
        return x.whole(), "four pungs or kongs and a pair, no chow"
    if i == "sanankou":
        return x.text(x.concealed_pungs()), "three pungs or kongs neither claimed nor completed by a discard"
    if i == "sanshoku_doukou":
        n = _same_in_three(f.pungs)
        return x.text(x.pungs([n, n + 9, n + 18])), f"the pung of {n + 1} in all three suits"
    if i == "sankantsu":
        return x.text(x.kongs()), "three kongs"
    if i == "shousangen":
        return x.text(x.pungs(DRAGONS) + [x.pair]), "two dragon pungs and a pair of the third dragon"
    if i == "honroutou":
        return x.whole(), "only terminals and honors"
    if i == "sanshoku":
        n = _same_in_three(f.chows)
        return x.text(x.chows([n, n + 9, n + 18])), f"the chow {n + 1}-{n + 2}-{n + 3} in all three suits"
    if i == "ittsu":
        s = next(s for s in (0, 9, 18) if s in f.chows and s + 3 in f.chows and s + 6 in f.chows)
        return x.text(x.chows([s, s + 3, s + 6])), f"1-2-3, 4-5-6 and 7-8-9 of {SUIT_NAMES[s // 9]}"
    if i == "chanta":
        return x.whole(), "every set and the pair hold a terminal or an honor, with a chow"
    if i == "junchan":
        return x.whole(), "every set and the pair hold a terminal, no honor, with a chow (it replaces chanta)"
    if i == "honitsu":
        return x.whole(), f"one suit ({_suit_word(f)}) and honors"
    if i == "chinitsu":
        return x.whole(), f"one suit only ({_suit_word(f)}) (it replaces honitsu)"
    if i == "kokushi":
        return x.whole(), "one of each terminal and honor and a pair of one of them"
    if i == "kokushi_13":
        return x.whole(), f"the 13 tiles before the win held one of each terminal and honor: a 13-sided wait"
    if i == "suuankou":
        return x.text(x.concealed_pungs()), "four concealed pungs or kongs (the last one completed by tsumo)"
    if i == "suuankou_tanki":
        return x.text(x.concealed_pungs() + [x.pair]), f"four concealed pungs or kongs, won on the pair {pair}"
    if i == "daisangen":
        return x.text(x.pungs(DRAGONS)), "a pung or kong of each dragon"
    if i == "shousuushii":
        return x.text(x.pungs(WINDS) + [x.pair]), "three wind pungs and a pair of the fourth wind"
    if i == "daisuushii":
        return x.text(x.pungs(WINDS)), "a pung or kong of each wind"
    if i == "tsuuiisou":
        return x.whole(), "honors only"
    if i == "chinroutou":
        return x.whole(), "only 1s and 9s"
    if i == "ryuuiisou":
        return x.whole(), "only green tiles: 2, 3, 4, 6, 8 of bamboo and the Green dragon"
    if i == "chuuren":
        return x.whole(), f"1112345678999 of {_suit_word(f)} and one more tile of the suit, concealed"
    if i == "chuuren_9":
        return x.whole(), f"the 13 tiles before the win were 1112345678999 of {_suit_word(f)}: a 9-sided wait"
    if i == "suukantsu":
        return x.text(x.kongs()), "four kongs"
    return (), ""  # pragma: no cover - every yaku of the table is handled above


def _reduced(y, x: _View) -> str:
    if x.f.closed or y.yakuman or y.han_open is None or y.han_open >= y.han_closed:
        return ""
    return f"; an open hand ({' '.join(x.text(x.claimed()))} claimed): {y.han_open} han instead of {y.han_closed}"


def _dora_rows(hand: Hand) -> list[tuple[str, int, tuple[str, ...], str]]:
    counts, c = hand.all_counts, hand.conditions
    out = []

    def indicators(ids, word):
        parts, tiles, total = [], [], 0
        for ind in dict.fromkeys(ids):
            times = ids.count(ind)
            t = dora_after(ind)
            total += counts[t] * times
            parts.append(f"{word} {name(ind)}{f' ×{times}' if times > 1 else ''} makes {name(t)} dora "
                         f"({counts[t]} in the hand)")
            if counts[t]:
                tiles.append(f"{name(t)} ×{counts[t]}")
        return total, tuple(tiles), "; ".join(parts)

    n, tiles, said = indicators(list(c.dora), "indicator")
    if n:
        out.append(("dora", n, tiles, said))
    if c.riichi or c.double_riichi:
        n, tiles, said = indicators(list(c.ura), "ura indicator")
        if n:
            out.append(("ura_dora", n, tiles, said))
    reds = list(hand.red) + [next(t for t in m.tiles if t in FIVES) for m in hand.melds for _ in range(m.red)]
    if reds:
        out.append(("aka_dora", len(reds), tuple(f"red {name(t)}" for t in sorted(reds)), "each red five is one dora"))
    return out


def _counted(hand: Hand, score, x: _View) -> tuple[Counted, ...]:
    han_of = {y.id: y for y, _ in x.c.yaku}
    dora = {i: (tiles, said) for i, _, tiles, said in _dora_rows(hand)}
    out = []
    for row in score.yaku:
        if row.id in han_of:
            y = han_of[row.id]
            tiles, why = _counted_yaku(y.id, x)
            if y.yakuman:
                why += f"; a {'double ' if y.yakuman == 2 else ''}yakuman, counted alone"
            out.append(Counted(row.id, row.name, row.points, row.count, tiles, why + _reduced(y, x)))
        elif row.id in dora:
            tiles, said = dora[row.id]
            out.append(Counted(row.id, row.name, row.points, row.count, tiles,
                               f"{said}: {row.count} han (dora add han to a hand that has a yaku)"))
    return tuple(out)


def _nc(table, yaku_id: str, rule: str, why: str, tiles=(), by: str | None = None, others=()) -> NotCounted:
    label = DORA_NAMES[yaku_id][0] if yaku_id in DORA_NAMES else table[yaku_id].name
    return NotCounted(yaku_id, label, rule, why, tuple(tiles), by, tuple(others))


def _other_waits(hand: Hand, win: int) -> tuple[int, ...]:
    counts = list(hand.counts)
    counts[win] -= 1
    return tuple(t for t in winning_tiles(counts, hand.melds, RIICHI_SHAPES) if t != win)


def _not_counted(hand: Hand, x: _View, room) -> list[NotCounted]:
    table = table_for(room.kuitan, room.double_yakuman)
    f = x.f
    counted = {y.id: y for y, _ in x.c.yaku}
    present = [y for y in table.entries if y.test(f)]
    yakuman = next((y for y, _ in x.c.yaku if y.yakuman), None)
    claimed = x.text(x.claimed())
    out: list[NotCounted] = []
    for y in present:
        if y.id in counted:
            continue
        by = next((z for z in counted.values() if y.id in z.replaces), None)
        if by is not None:
            out.append(_nc(table, y.id, "replaced", f"{by.name} counts instead: it replaces {y.name}", (), by.id))
        elif any(y.id in z.replaces for z in present if z.id != y.id):
            continue  # a larger yaku of its family is present and explained instead
        elif y.han(f.closed, table.yakuman_unit) is None and not f.closed:
            were = "was" if len(claimed) == 1 else "were"
            if y.id == "tanyao":
                out.append(_nc(table, y.id, "no_kuitan", f"this room has no kuitan (--no-kuitan): tanyao needs a "
                                                          f"concealed hand; {_join(claimed)} {were} claimed", claimed))
            else:
                out.append(_nc(table, y.id, "needs_concealed",
                               f"{y.name} needs a concealed hand; {_join(claimed)} {were} claimed", claimed))
        elif yakuman is not None and not y.yakuman:
            out.append(_nc(table, y.id, "yakuman_alone", f"{yakuman.name} is a yakuman: it counts alone", (),
                           yakuman.id))
    if yakuman is None and f.closed and "pinfu" not in counted:
        out += _pinfu(hand, x, table)
    out += _by_discard(x, counted, table)
    dora = _dora_rows(hand)
    if yakuman is not None:
        out += [_nc(table, i, "yakuman_alone", f"{said}: dora never add to a yakuman", tiles, yakuman.id)
                for i, _, tiles, said in dora if i != "aka_dora" or room.aka]
    if not room.aka and hand.red_count:
        out.append(_nc(table, "aka_dora", "aka_off", "this room has no red dora (--no-aka): a red five is a plain five",
                       next((t for i, _, t, _ in dora if i == "aka_dora"), ())))
    return out


def _pinfu(hand: Hand, x: _View, table) -> list[NotCounted]:
    f = x.f
    if f.shape in (SEVEN_PAIRS, THIRTEEN_ORPHANS) or len(f.chows) != 4 or x.win_group is None:
        return []
    reasons, rule, others = [], "", ()
    if f.wait != TWO_SIDED:
        rule = "not_two_sided"
        others = tuple(name(t) for t in _other_waits(hand, x.win))
        also = (f"; the hand also waited on {_join(others)}, but this reading counts" if others
                else f"; {name(x.win)} was the only tile it waited on")
        reasons.append(f"won {x.wait_text()}: pinfu needs a two-sided wait{also}")
    if f.value_tile(f.pair):
        rule = rule or "value_pair"
        reasons.append(f"the pair {format_group(x.pair, brackets=True)} is a value tile (a dragon, the seat or the "
                       "round wind): pinfu needs a pair worth no fu")
    if not reasons:
        return []
    tiles = (format_group(x.win_group if rule == "not_two_sided" else x.pair, brackets=True),)
    return [_nc(table, "pinfu", rule, "; ".join(reasons), tiles, None, others)]


def _by_discard(x: _View, counted, table) -> list[NotCounted]:
    f = x.f
    if f.cond.tsumo or x.r.wait != PUNG_WAIT:
        return []
    relaxed = dataclasses.replace(f, concealed_pungs=f.concealed_pungs + 1)
    hits = {y.id for y, _ in score_features(relaxed, table)[0]}
    lost = next((i for i in ("suuankou", "sanankou") if i in hits and i not in counted), None)
    if lost is None:
        return []
    pung = format_group(x.win_group, brackets=True)
    return [_nc(table, lost, "completed_by_discard",
                f"{pung} was completed by the discarded {name(x.win)} (ron), so it is not a concealed pung",
                (pung,), "sanankou" if "sanankou" in counted else None)]


def _fu_lines(score, x: _View) -> list[str]:
    if score.yakuman:
        return ["Fu: not counted for a yakuman"]
    items = score.fu_items
    raw = sum(v for _, v in items)
    # the set items come in the order of the arrangement's pungs and kongs
    sets = iter(x.text(g for g, (k, _, _) in zip(x.groups, x.f.groups) if k not in (CHOW, PAIR)))
    out = ["Fu:"]
    for item, v in items:
        what = _FU_WORDS.get(item, item)
        if item.endswith(("pung", "kong")):
            what += f" {next(sets, '')}"
        elif item.endswith("wait") and x.win_group is not None:
            what += f" ({format_group(x.win_group, brackets=True)} on {name(x.win)})"
        elif item == "value pair" and x.pair is not None:
            what += f" ({format_group(x.pair, brackets=True)})"
        out.append(f"  {what}: +{v}")
    if any(item == "chiitoitsu" for item, _ in items):
        out.append(f"  = {score.fu} fu")
    elif raw != score.fu:
        out.append(f"  = {raw}, rounded up to {score.fu} fu")
    else:
        out.append(f"  = {score.fu} fu")
    return out


def _point_notes(score, room) -> list[str]:
    out = []
    if score.yakuman:
        out.append(f"{score.limit}: basic points 8,000 × {score.yakuman} = {_n(score.basic)}")
    elif score.limit is not None and not score.kiriage and score.han >= 5:
        out.append(f"{score.han} han: {score.limit}, basic points {_n(score.basic)}"
                   + (f" (kazoe: --kazoe {room.kazoe})" if score.han >= 13 else ""))
    else:
        raw = score.fu * 2 ** (2 + score.han)
        out.append(f"basic points: {score.fu} fu × 2^({score.han} + 2) = {_n(raw)}"
                   + (", capped at mangan: 2,000" if score.limit == "mangan" and not score.kiriage else "")
                   + (", rounded up to mangan (kiriage): 2,000" if score.kiriage else ""))
    b, p = score.basic, score.payments
    if "discarder" in p:
        k = 6 if score.dealer else 4
        out.append(f"ron: the discarder pays {k} × {_n(b)} = {_n(k * b)}, rounded up to 100: "
                   f"{_n(p['discarder'] - 300 * score.honba)}")
    elif "each" in p:
        out.append(f"dealer's tsumo: each pays 2 × {_n(b)} = {_n(2 * b)}, rounded up to 100: "
                   f"{_n(p['each'] - 100 * score.honba)}")
    else:
        out.append(f"tsumo: the dealer pays 2 × {_n(b)}, the others 1 × {_n(b)}, each rounded up to 100: "
                   f"{_n(p['dealer'] - 100 * score.honba)} and {_n(p['others'] - 100 * score.honba)}")
    if score.honba:
        out.append(f"{score.honba} honba: +{_n(300 * score.honba)} on a ron" if "discarder" in p
                   else f"{score.honba} honba: +{_n(100 * score.honba)} from each payer")
    if score.sticks:
        out.append(f"riichi deposits: +{_n(score.sticks)}")
    return out


def explain(hand: Hand, score, cands: list[Candidate], room) -> Explanation:
    """The explanation of ``score`` (a RiichiScore); ``cands``: every candidate the scorer tried."""
    chosen = score.candidate
    x = _View(hand, chosen)
    arrangements = tuple(
        Arrangement(_View(hand, k).whole(), _View(hand, k).wait_text(), k.han, 0 if k.yakuman else
                    _rounded(k), tuple(k.ids), k is chosen) for k in cands)
    notes = tuple(_fu_lines(score, x) + _point_notes(score, room))
    return Explanation(_counted(hand, score, x), tuple(_not_counted(hand, x, room)), arrangements, notes)


def _rounded(k: Candidate) -> int:
    return fu_of(k.features)


__all__ = ["Explanation", "Counted", "Arrangement", "explain"]
