"""Fliosen scoring (docs/fliosen.md): han -> tier -> hand value, dealer bonus, payments, the draw pot, fouls."""

from __future__ import annotations

from operator import itemgetter

from ...errors import InvalidHandError, NotAWinError
from ...formatting import thousands as _n
from ...hand import Conditions, Hand
from ...analysis.shapes import RIICHI_SHAPES, decompose, winning_tiles
from ...tiles import EAST, WINDS, name
from ... import jsontext
from ..base import Row, Situation
from ..yaku_engine.engine import best, candidates, dora_count, yaku_rows
from .table import DRAW_POT_PER_DRAW, LIVIAT_HAN, LIVIAT_TIERS, TABLE, TIERS

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterable
    from typing import Any, ClassVar, Final

    from ...analysis.shapes import Group
    from ..yaku_engine.engine import Candidate

    # A group put in words: (the group, (tile, is a pair): the order, suit, words).
    GroupWords = tuple[Group, tuple[int, bool], int, str]

WIND_WORDS: Final = dict(zip(WINDS, ("목", "화", "초", "지")))  # 목 · 화 · 초 · 지 = E · S · W · N
WIND_ENGLISH: Final = dict(zip(WINDS, ("East", "South", "West", "North")))
DEALER_WORD: Final = "목작사"
TSUMO_WORD: Final = "Odigévanzie"  # self-drawn win (쯔모화)
RON_WORD: Final = "Sønévanzie"  # win on a discard (론화)
POT_WORD: Final = "暗流点"
# The game's words for the sets and the suits (docs/fliosen.md, "Terms"): chow, pung, kong, pair; characters,
# dots, bamboo, winds, dragons.
SET_WORDS: Final = {"chow": "Zenuks", "pung": "Anroid", "kong": "Fânroid", "pair": "Inar"}
SUIT_WORDS: Final = ("Matikâravîta", "Oxa", "Aikif", "Aravîta", "Hinoc")


def tier_of(han: int) -> tuple[str, int]:
    """The tier and the hand value before the dealer bonus. From 24 han on: Liviat 24 000, then
    +12 000 per further 24 han (Liliviat 36 000, Soliviat 48 000, Faliviat 60 000, 5xLiviat 72 000...)."""
    if han >= LIVIAT_HAN:
        k = han // LIVIAT_HAN
        name = LIVIAT_TIERS[k - 1] if k <= len(LIVIAT_TIERS) else f"{k}xLiviat"
        return name, 24000 + 12000 * (k - 1)
    for least, name, rate in reversed(TIERS):
        if han >= least:
            return name, han * rate
    raise ValueError(f"no tier below {TIERS[0][0]} han: {han}")


def third_to_100(value: int) -> int:
    """A third of the value, rounded up to the next 100 (each payer's share of a self-drawn win)."""
    return -(-value // 300) * 100


class Foul:
    def __init__(self, id: str, name: str, native: str, han: int) -> None:
        self.id: Final = id
        self.name: Final = name
        self.native: Final = native
        self.han: Final = han

    @property
    def each(self) -> int:
        """The seed: 1000 points per han, paid by the offender to each other player."""
        return self.han * 1000

    JSON: ClassVar[jsontext.Spec] = jsontext.Spec(
        ("id", jsontext.STR), ("name", jsontext.STR), ("han", jsontext.INT), ("each", jsontext.INT))


FOULS: Final = {
    "skadin_de_vanzie": Foul("skadin_de_vanzie", "Skadin dé Vanzie: a win without any yaku", "無役和 (무역화)", 2),
    "hahwa": Foul("hahwa", "Hahwa: the declared straight won other than on the pair", "下和 (하화)", 2),
    "false_jeonhwa": Foul("false_jeonhwa", "False 前和: riichi declared on a hand that is not ready", "前和 반칙", 3),
}


# Dora are no yaku: rows of their own, ids dora / ura_dora / aka_dora, han 1 x count tiles.
DORA_NAMES_FLIOSEN: Final = {
    "dora": ("Dora", "도라 (ドラ)"),
    "ura_dora": ("Ura dora (with 前和)", "뒷도라 (裏ドラ)"),
    "aka_dora": ("Red five", "적도라 (赤ドラ)"),
}


class FliosenScore(Situation):
    def __init__(self, *, yaku: tuple[Row, ...], han: int | None, tier: str | None, value: int,
                 payments: dict[str, int], pot: int, foul: Foul | None, conditions: Conditions = Conditions(),
                 groups: tuple[Group, ...] = (), explained: Any = None) -> None:
        super().__init__(conditions, explained)
        self.yaku: Final = yaku  # yaku rows (han per occurrence), dora rows last
        self.han: Final = han
        self.tier: Final = tier
        self.value: Final = value  # after the dealer bonus
        self.payments: Final = payments
        self.pot: Final = pot
        self.foul: Final = foul
        # The groups of the scoring arrangement (for the text's line of sets; not part of the score)
        self.groups: Final = groups

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, FliosenScore):
            return NotImplemented
        return (self.yaku == other.yaku and self.han == other.han and self.tier == other.tier and
                self.value == other.value and self.payments == other.payments and self.pot == other.pot and
                self.foul == other.foul and self.conditions == other.conditions)

    def with_explanation(self, explained: Any) -> FliosenScore:
        """The same score, carrying ``explained``."""
        return FliosenScore(yaku=self.yaku, han=self.han, tier=self.tier, value=self.value,
                            payments=self.payments, pot=self.pot, foul=self.foul, conditions=self.conditions,
                            groups=self.groups, explained=explained)

    JSON: ClassVar[jsontext.Spec] = jsontext.Spec(
        ("yaku", jsontext.rows_of("han")), ("han", jsontext.INT_OR_NULL),
        ("tier", jsontext.STR_OR_NULL), ("value", jsontext.INT), ("dealer", jsontext.BOOL),
        ("payments", jsontext.COUNTS), ("pot", jsontext.INT),
        ("foul", jsontext.object_or_null(Foul.JSON)))

    def rows(self) -> tuple[Row, ...]:
        return self.yaku

    @property
    def sets(self) -> str:
        """The sets of the scoring arrangement in the game's words (text only), e.g. "Oxa: Inar 55";
        put in words when the text asks (JSON has no place for them)."""
        return sets_in_words(self.groups) if self.groups else ""

    def verdict(self) -> tuple[str, ...]:
        seat = f"seat {WIND_WORDS[self.seat]} ({WIND_ENGLISH[self.seat]})"
        rnd = f"round {WIND_WORDS[self.round]} ({WIND_ENGLISH[self.round]})"
        if self.foul is not None:
            f = self.foul
            return (f"foul {f.native} — {f.name}: {f.han} han, pays {_n(f.each)} to each other player",
                    f"{seat}, {rnd}")
        how = f"{TSUMO_WORD} (self-drawn)" if self.tsumo else f"{RON_WORD} (on a discard)"
        lines = [f"{self.han} han — {self.tier}: {_n(self.value)}"
                 + (f" ({DEALER_WORD} dealer ×1.5)" if self.dealer else ""),
                 f"{how}, {seat}, {rnd}"]
        if "discarder" in self.payments:
            lines.append(f"the discarder pays {_n(self.payments['discarder'])}")
        else:
            lines.append(f"each other player pays {_n(self.payments['each'])}")
        if self.pot:
            lines.append(f"draw pot {POT_WORD}: + {_n(self.pot)}")
        if self.sets:
            lines.append(self.sets)
        return tuple(lines)


def sets_in_words(groups: Iterable[Group]) -> str:
    """The sets grouped by suit in Fliosen's words: ``Matikâravîta: Zenuks 234, Zenuks 567 · Hinoc:
    Fânroid (CCCC)``; a claimed meld in brackets, a concealed kong in parentheses, as the notation."""
    # In the order of (tile, pairs after sets), stable (the groups' own order on a tie); the suit
    # only grows along the tiles, so each suit's words come together.
    out: list[str] = []
    last: int | None = None
    for _, _, s, word in sorted([_group_words(g) for g in groups], key=_ORDER):
        if s == last:
            out.append(", ")
        else:  # (a new suit: its name, after the previous suit's words)
            if last is not None:
                out.append(" · ")
            out.append(SUIT_WORDS[s])
            out.append(": ")
            last = s
        out.append(word)
    return "".join(out)


def _group_words(g: Group) -> GroupWords:
    """(the group, (tile, is a pair), suit, words) of one group: ``Zenuks 234``, ``Fânroid (CCCC)``."""
    s = g.tile // 9 if g.tile < 27 else (3 if g.tile < 31 else 4)
    body = "".join(name(t)[0] for t in g.tiles)
    if g.declared:
        body = f"({body})" if g.concealed else f"[{body}]"
    return (g, (g.tile, g.kind == "pair"), s, f"{SET_WORDS[g.kind]} {body}")


_ORDER: Final = itemgetter(1)


def foul_score(hand: Hand, foul_id: str) -> FliosenScore:
    c = hand.conditions
    return FliosenScore(yaku=(), han=None, tier=None, value=0, payments={}, pot=0, foul=FOULS[foul_id],
                        conditions=hand.conditions)


def score(hand: Hand, explain: bool = False) -> FliosenScore:
    """Score a complete 14-tile hand. Raises NotAWinError without a winning shape. With ``explain``,
    the score carries an explanation (built after scoring, from the candidates already evaluated)."""
    c = hand.conditions
    # Tenhou: the dealt tiles have no last one, so any tile may be read as the winning tile.
    cands = tried = candidates(hand, TABLE, any_win=c.tenhou)  # (none without a winning shape)
    if not cands and not decompose(hand.counts, hand.melds, RIICHI_SHAPES):
        raise NotAWinError(f"{_text(hand)}: not a winning hand (no four sets and a pair, seven pairs or "
                           "thirteen orphans)")
    if not cands:  # the winning tile stands only in a declared meld
        win = name(hand.win) if hand.win is not None else "?"
        raise InvalidHandError(f"{_text(hand)}: the winning tile {win} is not among the concealed tiles")

    if c.tong:  # 告一樣通: only readings that keep the declared straight and win on its pair count
        go = TABLE["go_ilyangtong"]
        cands = [k for k in cands if go.test(k.features)]
        if not cands:
            s = foul_score(hand, "hahwa")
            return _explained(s, hand, tried, None, cands) if explain else s
    top = cands[0] if len(cands) == 1 else best(cands, key=lambda k: k.han)
    if top is None or not top.han:  # (top None: no candidate, which the checks above exclude)
        s = foul_score(hand, "skadin_de_vanzie")
        return _explained(s, hand, tried, None, cands) if explain else s
    rows = yaku_rows(top.yaku)
    han = top.han
    if not top.yakuman:  # dora add han to a hand with a yaku; Liviat hands are counted alone
        d = dora_count(hand)
        if d.total:  # (dora, ura dora, red fives held)
            rows += d.rows(("dora", "ura_dora", "aka_dora"), DORA_NAMES_FLIOSEN)
            han += d.total
    tier, base = tier_of(han)
    dealer = c.seat == EAST
    value = base * 3 // 2 if dealer else base
    pay = {"each": third_to_100(value)} if c.tsumo else {"discarder": value}
    s = FliosenScore(yaku=rows, han=han, tier=tier, value=value, payments=pay, pot=c.draws * DRAW_POT_PER_DRAW,
                     foul=None, conditions=c, groups=top.decomposition.groups)
    return _explained(s, hand, tried, top, cands) if explain else s


def _explained(s: FliosenScore, hand: Hand, tried: list[Candidate], top: Candidate | None,
               cands: list[Candidate]) -> FliosenScore:
    """The score with its explanation (--explain), built from the candidates already evaluated."""
    from .explain import explain as _explain

    return s.with_explanation(_explain(hand, s, tried, top, cands))


def false_riichi(hand: Hand) -> FliosenScore | None:
    """For `mjscore waits`: a 13-tile hand with 前和 declared and no winning tile is the foul
    false_jeonhwa (3 han: 3 000 to each other player); None when the hand is ready or has no 前和."""
    c = hand.conditions
    if not (c.riichi or c.double_riichi) or hand.size != 13:
        return None
    if winning_tiles(hand.counts, hand.melds, RIICHI_SHAPES):
        return None
    return foul_score(hand, "false_jeonhwa")


def _text(hand: Hand) -> str:
    return hand.origin.text if hand.origin is not None else "hand"
