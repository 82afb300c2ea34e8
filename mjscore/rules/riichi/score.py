"""Riichi scoring (docs/riichi.md): han and fu of every arrangement, limits by name, the payments of ron,
dealer tsumo and non-dealer tsumo rounded up to 100, honba and riichi deposits.

The arrangement that counts is the one worth the most points, then the one with more han, then
more fu (a real yakuman before a counted one on equal points), as a riichi table scores a hand.
"""

from __future__ import annotations


from ... import jsontext
from ...errors import InvalidHandError, NotAWinError
from ...formatting import plural, thousands
from ...hand import Conditions, Hand
from ...analysis.shapes import RIICHI_SHAPES, decompose
from ...tiles import EAST, WINDS, describe, name
from .. import catalog
from ..base import Row, Situation
from ..yaku_engine.classic import KAZOE, LIMITS, best_arrangement, fu_parts
from ..yaku_engine.engine import Candidate, candidates, yaku_rows
from ..yaku_engine.yaku import YakuTable
from .table import DORA, ENGLISH, YAKUMAN_HAN, table_for, yakuman_words

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, ClassVar, Final

    from ..base import Options
    from ..yaku_engine.classic import Scored

MANGAN: Final = 2000  # basic points of a mangan (the limits by han and kazoe: yaku_engine.classic)
KIRIAGE: Final = ((4, 30), (3, 60))  # (han, fu) whose 1,920 basic points kiriage rounds up to mangan
HONBA_RON: Final = 300
HONBA_TSUMO: Final = 100
STICK: Final = 1000
# Three players (docs/riichi.md, "Three players"): a counter is 200 on a ron (100 from each of the two
# payers on a tsumo, as with four players).
HONBA_RON_BY_PLAYERS: Final = {4: HONBA_RON, 3: 200}
WIND_NATIVE: Final = dict(zip(WINDS, ("東", "南", "西", "北")))


# The room options are this rule set's options in its catalog row; the first value of each is the
# room's default (what a room gets when the option is not given).
ROOM_DEFAULTS: Final[dict[str, Any]] = {
    o.name: o.values[0] for o in next(r for r in catalog.ROWS if r.module == __package__).options}


def _english(row: Row) -> str:
    """A yaku row's English gloss (its romaji ``name`` is the one shown), for the JSON's ``english``."""
    return ENGLISH.get(row.id, row.name)


class Room:
    """The room options (docs/riichi.md, "Options"), their defaults from the catalog row."""

    def __init__(self, *, kuitan: bool = ROOM_DEFAULTS["kuitan"], aka: bool = ROOM_DEFAULTS["aka"],
                 double_yakuman: bool = ROOM_DEFAULTS["double_yakuman"], kazoe: str = ROOM_DEFAULTS["kazoe"],
                 kiriage: bool = ROOM_DEFAULTS["kiriage"], pao_scope: str = ROOM_DEFAULTS["pao_scope"],
                 players: int = ROOM_DEFAULTS["players"]) -> None:
        self.kuitan: Final = kuitan
        self.aka: Final = aka
        self.double_yakuman: Final = double_yakuman
        self.kazoe: Final = kazoe
        self.kiriage: Final = kiriage
        self.pao_scope: Final = pao_scope  # what a liable player pays: "hand" or "yakuman"
        self.players: Final = players  # 3: three-player riichi (三麻)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Room):
            return NotImplemented
        return (self.kuitan == other.kuitan and self.aka == other.aka and
                self.double_yakuman == other.double_yakuman and self.kazoe == other.kazoe and
                self.kiriage == other.kiriage and self.pao_scope == other.pao_scope and
                self.players == other.players)

    def basic_points(self, han: int, fu: int, yakuman: int) -> tuple[int, str | None, bool]:
        """(basic points, the limit's name or None, whether kiriage made the mangan) in this room. Basic
        points are fu x 2^(2+han), capped at mangan; 5 han and more are limits by han; a yakuman is
        8,000 per multiple; 13 han of ordinary yaku are kazoe yakuman (or sanbaiman, by the room)."""
        if yakuman:
            return 8000 * yakuman, ("yakuman" if yakuman == 1 else f"{yakuman}x yakuman"), False
        if han >= YAKUMAN_HAN:
            base, limit = KAZOE[self.kazoe]
            return base, limit, False
        limited = _LIMIT_OF_HAN[han]
        if limited is not None:
            return limited
        base = fu * 2 ** (2 + han)
        if base > MANGAN:
            return MANGAN, "mangan", False
        if self.kiriage and (han, fu) in KIRIAGE:
            return MANGAN, "mangan", True
        return base, None, False

    @classmethod
    def of(cls, options: Options | None) -> Room:
        """The room of the options given (an option not given takes its default)."""
        given = map((options or _NONE).get, _ROOM_NAMES, _ROOM_VALUES)
        values = [type(default)(v) for (_, default), v in zip(_ROOM_OPTIONS, given)]
        return cls(**dict(zip(ROOM_DEFAULTS, values)))


_ROOM_OPTIONS: Final = tuple(ROOM_DEFAULTS.items())
_ROOM_NAMES: Final = tuple(ROOM_DEFAULTS)
_ROOM_VALUES: Final = tuple(ROOM_DEFAULTS.values())
_NONE: Final[dict[str, Any]] = {}  # (no options given)


# (basic points, limit, False) of the limit that ``han`` (below 13) reaches, by han; None below mangan
_LIMIT_OF_HAN: Final = tuple(next(((base, limit, False) for least, base, limit in LIMITS if han >= least), None)
                             for han in range(YAKUMAN_HAN))


def payments(base: int, dealer: bool, tsumo: bool, honba: int = 0, players: int = 4) -> dict[str, int]:
    """Ron: the discarder pays 6x (dealer) or 4x basic points, +300 per honba (+200 with three
    players). Tsumo: a dealer's win, each pays 2x; a non-dealer's win, the dealer 2x and the others
    1x; +100 per honba from each payer. Each payment is rounded up to 100 (before the honba). With
    three players a tsumo has two payers, each paying what it would with four: the missing North's
    share is paid by no one (the tsumo loss, ツモ損), so the keys are the same."""
    # (rounded up to 100: -(-x // 100) * 100)
    if not tsumo:
        return {"discarder": -(-base * (6 if dealer else 4) // 100) * 100 + HONBA_RON_BY_PLAYERS[players] * honba}
    if dealer:
        return {"each": -(-2 * base // 100) * 100 + HONBA_TSUMO * honba}
    return {"dealer": -(-2 * base // 100) * 100 + HONBA_TSUMO * honba,
            "others": -(-base // 100) * 100 + HONBA_TSUMO * honba}


def paid(pay: dict[str, int], players: int = 4) -> int:
    """What the payers pay together (the players but the winner), the liable player's ``pao``
    included."""
    if "discarder" in pay:
        total = pay["discarder"]
    elif "each" in pay:
        total = (players - 1) * pay["each"]
    else:
        total = pay["dealer"] + (players - 2) * pay["others"]
    return total + pay["pao"] if "pao" in pay else total


# The yakuman whose last set makes its feeder liable (pao=, 責任払い): Tenhou's two.
PAO_YAKUMAN: Final = ("daisangen", "daisuushii")
PAO_YAKUMAN_NAMES: Final = "big three dragons or big four winds"


def pao_payments(base: int, liable: int, dealer: bool, tsumo: bool, honba: int = 0,
                 players: int = 4) -> dict[str, int]:
    """The payments when a liable player (pao=) is named, for a hand worth ``base`` basic points of
    which the liable player answers for ``liable`` (the whole hand as Tenhou pays it, LOGS.md "Pao";
    only the big three dragons or big four winds as Mahjong Soul pays it, ``--pao-scope yakuman``).
    Tsumo: the liable player pays that part alone, as a ron, and the counters (``pao``); the rest of
    the hand is an ordinary tsumo in the usual keys (0 when nothing is left). Ron: the discarder and
    the liable player each pay half of that part, the discarder the rest of the hand, the liable
    player the counters. (A ron by the liable player's own discard is an ordinary ron: the line
    writes no pao=.) Three players: the same, the counters a three-player ron's (200 each)."""
    ron = payments(liable, dealer, False)["discarder"]
    rest = payments(base - liable, dealer, tsumo)
    counters = HONBA_RON_BY_PLAYERS[players] * honba
    if tsumo:
        rest["pao"] = ron + counters
        return rest
    half = ron // 2  # (a yakuman's ron is 32,000 or 48,000 per multiple: halves are whole hundreds)
    return {"discarder": rest["discarder"] + half, "pao": half + counters}


def _liable_part(rows: tuple[Row, ...], hand: Hand, base: int, scope: str) -> int:
    """The basic points the liable player answers for: the whole hand (``scope`` "hand"), or its
    pao yakuman alone ("yakuman"); InvalidHandError naming pao= on a hand without a pao yakuman."""
    for r in rows:
        if r.id in PAO_YAKUMAN:
            return base if scope == "hand" else 8000 * (r.points // YAKUMAN_HAN) * r.count
    from ...validate import invalid_hand

    raise invalid_hand(hand, "pao", None, f"pao= is paid only for {PAO_YAKUMAN_NAMES}, which this hand is not")


class RiichiScore(Situation):
    def __init__(self, *, yaku: tuple[Row, ...], han: int, fu: int | None, limit: str | None,
                 payments: dict[str, int] | None, total: int, is_win: bool = True,
                 conditions: Conditions = Conditions(), kiriage: bool = False, players: int = 4,
                 basic: int = 0, yakuman: int = 0, candidate: Candidate | None = None,
                 explained: Any = None) -> None:
        super().__init__(conditions, explained)
        self.yaku: Final = yaku  # yaku rows (han per occurrence), highest first; dora rows last
        self.han: Final = han
        self.fu: Final = fu  # None for a yakuman, and for a hand with no yaku
        self.limit: Final = limit
        self.payments: Final = payments  # None when the hand has no yaku: no one pays
        self.total: Final = total  # the payments and the deposits
        # False for a complete hand with no yaku (docs/riichi.md, "No yaku"): a result, not an error, as
        # an MCR hand under 8 points is; then han 0, no yaku rows, no payments, total 0.
        self.is_win: Final = is_win
        self.kiriage: Final = kiriage  # the mangan came from kiriage
        self.players: Final = players  # 3: three-player riichi (two payers; docs/riichi.md, "Three players")
        self.basic: Final = basic  # basic points
        self.yakuman: Final = yakuman  # the yakuman multiple (0: an ordinary hand)
        self.candidate: Final = candidate

    def with_explanation(self, explained: Any) -> RiichiScore:
        """The same score, carrying ``explained``."""
        return RiichiScore(yaku=self.yaku, han=self.han, fu=self.fu, limit=self.limit,
                           payments=self.payments, total=self.total, is_win=self.is_win,
                           conditions=self.conditions, kiriage=self.kiriage, players=self.players,
                           basic=self.basic, yakuman=self.yakuman, candidate=self.candidate, explained=explained)

    @property
    def honba(self) -> int:
        return self.conditions.honba

    @property
    def pao(self) -> int | None:
        """The liable player's seat wind (pao=), or None."""
        return self.conditions.pao

    @property
    def sticks(self) -> int:
        """Points from the riichi deposits taken (1,000 each); none by a hand that is not a win."""
        return STICK * self.conditions.sticks if self.is_win else 0

    @property
    def fu_items(self) -> tuple[tuple[str, int], ...]:
        """The fu of the scoring arrangement item by item, before rounding (for --explain)."""
        return tuple(fu_parts(self.candidate.features)) if self.candidate is not None else ()

    JSON: ClassVar[jsontext.Spec] = jsontext.Spec(
        ("yaku", jsontext.rows_of("han", gloss=_english)), ("han", jsontext.INT),
        ("fu", jsontext.INT_OR_NULL), ("limit", jsontext.STR_OR_NULL), ("is_win", jsontext.BOOL),
        ("dealer", jsontext.BOOL), ("payments", jsontext.COUNTS_OR_NULL), ("players", jsontext.INT),
        ("sticks", jsontext.INT), ("total", jsontext.INT))

    def to_dict(self) -> dict[str, Any]:
        out = super().to_dict()
        if "explain" in out:
            # the fu of the scoring arrangement item by item, before rounding (none for a yakuman, nor
            # for a hand with no yaku, which scores nothing)
            counted = self.is_win and not self.yakuman
            out["explain"]["fu"] = [{"item": i, "fu": v} for i, v in self.fu_items] if counted else []
        return out

    @property
    def no_yaku(self) -> bool:
        """A complete hand with no yaku: not a win (the text says "no yaku")."""
        return not self.is_win

    def rows(self) -> tuple[Row, ...]:
        return self.yaku

    @property
    def value(self) -> int:
        """What the payers pay together (honba included, deposits not); 0 with no yaku."""
        return 0 if self.payments is None else paid(self.payments, self.players)

    def headline(self, worth: str | None = None) -> str:
        """As players say it: ``30 fu 4 han: 7,700``, ``20 fu 5 han: mangan, 8,000``, ``yakuman: 32,000``,
        ``double yakuman: 64,000`` (a yakuman's han are no number a player counts); ``worth`` in
        place of the points when given. A hand with no yaku: ``no yaku``."""
        if self.payments is None:
            return NO_YAKU
        if worth is None:
            worth = _n(self.value - self._honba_part())
        if self.yakuman:
            return f"{yakuman_words(self.yakuman)}: {worth}"
        hand = f"{self.fu} fu {self.han} han"
        if self.kiriage:
            return f"{hand}: {worth} (mangan with kiriage)"
        if self.limit is not None:
            return f"{hand}: {self.limit}, {worth}"
        return f"{hand}: {worth}"

    def points_cell(self, row: Row) -> str:
        """A row's han in the text table; a yakuman's row says ``yakuman`` / ``double yakuman``."""
        return yakuman_words(row.points // YAKUMAN_HAN) if self.yakuman else str(row.points)

    def wait_cell(self) -> str:
        """The completion in a cell of the `waits` table: the headline, a tsumo's points written as
        what each player pays, as `mjscore points` writes them (``20 fu 2 han: 400/700``, ``20 fu 2
        han: 700 all`` for the dealer); honba left out, as the headline leaves them out."""
        p = self.payments
        if p is None or "discarder" in p or "pao" in p:
            return self.headline()
        h = HONBA_TSUMO * self.honba
        if "each" in p:
            return self.headline(f"{_n(p['each'] - h)} all")
        return self.headline(f"{_n(p['others'] - h)}/{_n(p['dealer'] - h)}")

    @property
    def honba_ron(self) -> int:
        """What a counter adds to a ron: 300, or 200 with three players."""
        return HONBA_RON_BY_PLAYERS[self.players]

    @property
    def won(self) -> dict[str, int]:
        """The payments of a win (a hand with no yaku, whose ``payments`` are None, has none: {})."""
        return {} if self.payments is None else self.payments

    def _honba_part(self) -> int:
        if not self.honba or self.payments is None:
            return 0
        return (self.honba_ron if "discarder" in self.payments else (self.players - 1) * HONBA_TSUMO) * self.honba

    def verdict(self) -> tuple[str, ...]:
        seat = f"{'dealer, ' if self.dealer else ''}seat {describe(self.seat)} ({WIND_NATIVE[self.seat]}), " \
               f"round {describe(self.round)} ({WIND_NATIVE[self.round]})"
        p = self.payments
        if p is None:  # no yaku: judged, not won (as MCR's "false win: 7 points, 8 needed")
            return (f"{NO_YAKU}: not a win",
                    "the hand is complete, but no arrangement has a yaku (dora are no yaku): nothing is paid",
                    f"total: 0 · {seat}")
        lines = [self.headline()]
        per = f" (with {self.honba} honba: +{_n(self.honba_ron * self.honba if 'discarder' in p else HONBA_TSUMO * self.honba)}" \
              f"{'' if 'discarder' in p else ' each'})" if self.honba else ""
        if "pao" in p:
            lines += self._pao_lines(per)
        elif "discarder" in p:
            lines.append(f"ron: the discarder pays {_n(p['discarder'])}{per}")
        elif "each" in p:
            lines.append(f"tsumo by the dealer: each other player pays {_n(p['each'])}{per}")
        elif self.players == 3:  # (one other player: the North's share is paid by no one, ツモ損)
            lines.append(f"tsumo: the dealer pays {_n(p['dealer'])}, the other player {_n(p['others'])}{per}")
        else:
            lines.append(f"tsumo: the dealer pays {_n(p['dealer'])}, the others {_n(p['others'])} each{per}")
        if self.sticks:
            n = self.sticks // STICK
            lines.append(f"riichi deposits: {plural(n, 'stick')}, +{_n(self.sticks)}")
        lines.append(f"total: {_n(self.total)} · {seat}")
        return tuple(lines)

    def _pao_lines(self, per: str) -> list[str]:
        """How the payments are shared when a liable player (pao=) is named."""
        p = self.won
        liable = f"the liable player (pao, seat {describe(self.pao)})"  # type: ignore[arg-type]  # (_pao_lines is read only with pao= named)
        counters = f" and the counters ({_n(self.honba_ron * self.honba)})" if self.honba else ""
        whole = not any(p.get(k) for k in ("dealer", "others", "each"))   # (nothing left to the others)
        if "discarder" in p:
            if p["discarder"] + self.honba_ron * self.honba == p["pao"]:
                return [f"ron: the discarder pays {_n(p['discarder'])}, half of the hand",
                        f"pao: {liable} pays {_n(p['pao'])}, the other half{counters}"]
            return [f"ron: the discarder pays {_n(p['discarder'])}, half of the pao yakuman and the rest of the hand",
                    f"pao: {liable} pays {_n(p['pao'])}, the other half of the pao yakuman{counters}"]
        if whole:
            return [f"tsumo with pao: {liable} pays {_n(p['pao'])}, the whole hand as a ron{counters}"]
        out = [f"tsumo with pao: {liable} pays {_n(p['pao'])}, the pao yakuman as a ron{counters}"]
        if "each" in p:
            out.append(f"the rest: each other player pays {_n(p['each'])}")
        else:
            out.append(f"the rest: the dealer pays {_n(p['dealer'])}, the others {_n(p['others'])} each")
        return out


def points_text(x: int) -> str:
    """Points as riichi writes them: ``7,700``."""
    return thousands(x, ",")


_n: Final = points_text


def _text(hand: Hand) -> str:
    return hand.origin.text if hand.origin is not None else "hand"


NO_YAKU: Final = "no yaku"  # what the text says of a complete hand with no yaku


def _no_arrangement(hand: Hand) -> None:
    """Raise why a hand has no arrangement: NotAWinError without a winning shape, else its winning
    tile stands only in a declared meld."""
    if not decompose(hand.counts, hand.melds, RIICHI_SHAPES):
        raise NotAWinError(f"{_text(hand)}: not a winning hand (no four sets and a pair, seven pairs or "
                           "thirteen orphans)")
    win = name(hand.win) if hand.win is not None else "?"
    raise InvalidHandError(f"{_text(hand)}: the winning tile {win} is not among the concealed tiles")


def _room_and_table(options: Options | None) -> tuple[Room, YakuTable, bool]:
    """The room of the options, its yaku table and whether the options ask for an explanation, kept
    for the options of the last line (most lines of a batch share theirs: one comparison of dicts)."""
    global _LAST_TABLE
    room = Room.of(options)
    out = (room, table_for(room.kuitan, room.double_yakuman), bool(options and options.get("explain")))
    _LAST_TABLE = (dict(options) if options else options, out)  # (a copy: the caller may change its own)
    return out


# the options of the last line (a copy) and (its room, its table, explain or not)
_LAST_TABLE: tuple[object, tuple[Room, YakuTable, bool] | None] = (object(), None)


# The kinds of dora a riichi score shows, in this order: the Norths set aside (three players) after
# the indicators' dora.
_DORA_KINDS: Final = ("dora", "kita", "aka_dora", "ura_dora")


def _key(scored: Scored) -> tuple[int, bool, int, int, int]:
    """How a riichi table ranks an arrangement: its payments (without honba), a real yakuman before
    a counted one, han, fu, the fu before rounding."""
    c, han, fu, raw_fu, _, base, _, _ = scored
    cond = c.features.cond
    # (the same order with three players: a tsumo's two payers pay in the same proportion for any
    # hand, so the arrangement worth more with four is worth more with three)
    return paid(payments(base, cond.seat == EAST, cond.tsumo)), c.yakuman > 0, han, fu, raw_fu


def score(hand: Hand, options: Options | None = None, explain: bool | None = None) -> RiichiScore:
    """Score a complete 14-tile hand. NotAWinError without a winning shape; a hand with no yaku is a
    score with ``is_win`` false (:func:`_no_yaku`). ``explain``: add the explanation (by default, as
    the options say)."""
    last = _LAST_TABLE  # (the last line's room and table, when its options are this line's)
    known = last[1]
    room, table, explained = known if known is not None and options == last[0] else _room_and_table(options)
    # every (decomposition, reading) with its yaku under the room's table; a tenhou hand has no drawn
    # tile, so it is read at its best, any of its tiles as the last one (docs/riichi.md)
    cands = candidates(hand, table, any_win=hand.conditions.tenhou)
    if not cands:
        _no_arrangement(hand)
    # what decides between arrangements: the payments without honba, then a real yakuman, han, fu
    three = room.players == 3
    top, dora = best_arrangement(cands, room.basic_points, _key, hand, room.aka, False, False, three)
    if top is None:
        result = _no_yaku(hand, cands, room.players)
        if explain or (explain is None and explained):
            from .explain import explain as _explain
            result = result.with_explanation(_explain(hand, result, cands, room))
        return result
    c, han, fu, _, _, base, limit, kiriage = top
    yaku, yakuman = c.yaku, c.yakuman
    rows = yaku_rows(yaku)
    if not yakuman and dora is not None and dora.total:  # (the kinds of dora held: a row each)
        rows += dora.rows(_DORA_KINDS, DORA)
    cond = hand.conditions
    dealer = cond.seat == EAST
    tsumo = cond.tsumo
    players = room.players
    if cond.pao is None:
        pay = payments(base, dealer, tsumo, cond.honba, players)
    else:
        pay = pao_payments(base, _liable_part(rows, hand, base, room.pao_scope), dealer, tsumo, cond.honba,
                           players)
    result = RiichiScore(yaku=rows, han=han, fu=None if yakuman else fu, limit=limit, payments=pay,
                         total=paid(pay, players) + STICK * cond.sticks, conditions=cond, kiriage=kiriage,
                         players=players, basic=base, yakuman=yakuman, candidate=c)
    if explain or (explain is None and explained):
        from .explain import explain as _explain
        result = result.with_explanation(_explain(hand, result, cands, room))
    return result


def _no_yaku(hand: Hand, cands: list[Candidate], players: int) -> RiichiScore:
    """The score of a complete hand none of whose arrangements has a yaku (docs/riichi.md, "No yaku"):
    not a win, so han 0, no rows (dora are no yaku), no fu, nothing paid and no deposits taken. The
    first arrangement is kept for --explain, which says what each arrangement lacks."""
    cond = hand.conditions
    if cond.pao is not None:  # (pao= names the feeder of a yakuman: refused as on any hand without one)
        _liable_part((), hand, 0, "hand")  # (raises: no pao yakuman among no rows)
    return RiichiScore(yaku=(), han=0, fu=None, limit=None, payments=None, total=0, is_win=False,
                       conditions=cond, players=players, candidate=cands[0])
