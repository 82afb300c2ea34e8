"""The types of the Python API's arguments, for type checkers: the rule sets' names and the keyword
options of ``score``, ``waits``, ``discard``, ``results`` and ``Engine``, so that ``rules="richi"`` or
``tsumoo=True`` is a type error (mypy, pyright). :mod:`mjscore.api` imports this module only when type
checking (start-up); a user may import it to annotate their own code. tests/test_typing.py checks
that these names and values are the catalog's and the condition words' own.
"""

from __future__ import annotations

from typing import Any, Iterable, Literal, TypedDict, Union, final

# The rule sets (mjscore.rules.catalog.NAMES; the first is the default). At run time any ASCII case is
# read, as the command line reads ``--rules``; type checkers take the names as written here.
RuleName = Literal["mcr", "yaochu", "fliosen", "riichi"]
# Each name alone, for the overloads of score / waits / discard (mjscore.api): one result type each.
McrName = Literal["mcr"]
YaochuName = Literal["yaochu"]
FliosenName = Literal["fliosen"]
RiichiName = Literal["riichi"]
Wind = Literal["E", "S", "W", "N"]
# Tiles as the notation writes them ("m1E"), or as tile numbers (mjscore.tiles).
Tiles = Union[str, Iterable[int]]


class Options(TypedDict, total=False):
    """The keyword options: rule options (each for the rule sets ``mjscore rules`` names) and a
    default for any condition word (a word written on the line wins)."""

    # rule options
    explain: bool
    variant: Literal["reference", "1998"]  # mcr
    calls: Literal["all", "kong", "none"]  # yaochu
    scoring: Literal["points", "flat", "riichi"]  # yaochu
    kuitan: bool  # riichi
    aka: bool  # riichi
    double_yakuman: bool  # riichi
    kazoe: Literal["yakuman", "sanbaiman"]  # riichi
    kiriage: bool  # riichi
    players: Literal[4, 3]  # riichi: 3 is three-player riichi (docs/riichi.md, "Three players")
    pao_scope: Literal["hand", "yakuman"]  # riichi: what a liable player pays (docs/riichi.md, "Pao")
    # condition defaults (docs/notation.md)
    tsumo: bool
    seat: Wind | int
    round: Wind | int
    last_tile: bool
    last_draw: bool
    rinshan: bool
    chankan: bool
    flowers: int | str
    riichi: bool
    double_riichi: bool
    ippatsu: bool
    tenhou: bool
    chiihou: bool
    tong: bool
    dora: Tiles
    ura: Tiles
    draws: int | str
    honba: int | str
    sticks: int | str
    pao: Wind | int  # riichi: the seat that pays a big three dragons / big four winds (docs/riichi.md)
    kita: int | str  # riichi players=3: Norths set aside (抜きドラ), 0-4
    seen: Tiles


# -- the fields of a result, per rule set (docs/cli.md, "JSON fields") -----------------------------------
#
# ``score(line, rules="riichi")`` returns a ``Result[RiichiFields]``, so that ``r.fields["hann"]`` or
# ``r.fields["payments"]["dealr"]`` is a type error, as ``rules="richi"`` is; ``waits`` and ``discard``
# the same with their own fields. Each TypedDict is the JSON object of its command, key for key
# (tests/test_typing_results.py checks them against real results). A key present only sometimes (the
# ``explain`` of --explain, Yaochu's riichi scoring's ``han``) comes from a ``total=False`` base, which
# Python 3.10 reads as well as NotRequired. The score fields and ``Refused`` are ``@final``, so that
# ``"error" in w["ron"]`` tells a type checker a refused completion from a score.


class Error(TypedDict):
    """A line (or a completion) the rules refuse: ``MjscoreError.to_dict()``."""

    kind: Literal["syntax", "invalid", "not-a-win"]
    message: str
    column: int | None


@final
class Refused(TypedDict):
    """A completion of a wait the rules refuse, in place of its ``ron`` / ``tsumo`` score."""

    ok: Literal[False]
    error: Error


class _Explained(TypedDict, total=False):
    explain: dict[str, Any]  # with explain=True: counted, not_counted, arrangements, notes (docs/cli.md)


# MCR

class McrFan(TypedDict):
    id: str
    name: str
    native: str  # the Chinese name
    points: int  # per occurrence
    count: int


class McrPayments(TypedDict, total=False):
    discarder: int  # on a discard: 8 + total
    others: int  # on a discard: 8 each
    each: int  # self-drawn: 8 + total from each


@final
class McrFields(_Explained):
    fans: list[McrFan]
    total: int
    flowers: int
    is_win: bool
    payments: McrPayments | None  # None for a false win (under 8 points)
    decomposition: list[str]


# Yaochu

class _Gloss(TypedDict, total=False):
    english: str  # with --scoring riichi: the English gloss of the romaji name


class YaochuItem(_Gloss):
    id: str
    name: str
    native: str
    points: int  # per occurrence (with --scoring riichi: han)
    count: int


class _YaochuRiichi(_Explained, total=False):
    han: int  # with --scoring riichi only
    fu: int | None
    value: int


@final
class YaochuFields(_YaochuRiichi):
    family: Literal["all_pungs", "seven_pairs", "thirteen_orphans"]
    items: list[YaochuItem]
    total: int
    scoring: Literal["points", "flat", "riichi"]


# Fliosen

class FliosenYaku(TypedDict):
    id: str
    name: str
    native: str
    han: int  # per occurrence (dora: per tile)
    count: int


class FliosenPayments(TypedDict, total=False):
    discarder: int  # on a discard: the value
    each: int  # self-drawn: a third of the value, rounded up to 100


class FliosenFoul(TypedDict):
    id: Literal["skadin_de_vanzie", "hahwa", "false_jeonhwa"]
    name: str
    han: int
    each: int  # what the offender pays each other player


@final
class FliosenFields(_Explained):
    yaku: list[FliosenYaku]
    han: int | None  # None on a foul
    tier: str | None  # None on a foul
    value: int
    dealer: bool
    payments: FliosenPayments  # {} on a foul
    pot: int
    foul: FliosenFoul | None


# riichi

class RiichiYaku(TypedDict):
    id: str
    name: str  # the romaji
    native: str
    english: str
    han: int  # per occurrence (dora: per tile)
    count: int


class RiichiPayments(TypedDict, total=False):
    discarder: int  # on a discard
    dealer: int  # a non-dealer's tsumo: what the dealer pays
    others: int  # a non-dealer's tsumo: what each other player pays
    each: int  # the dealer's tsumo
    pao: int  # with pao=: what the liable player pays


@final
class RiichiFields(_Explained):
    yaku: list[RiichiYaku]
    han: int
    fu: int | None  # None for a yakuman and with no yaku
    limit: str | None
    is_win: bool  # False: complete, but no yaku
    dealer: bool
    payments: RiichiPayments | None  # None when is_win is false
    players: Literal[4, 3]  # 3 under --players 3 (docs/riichi.md, "Three players")
    sticks: int
    total: int


# waits (docs/cli.md, "waits"): per rule set, the completions being that rule set's fields

class _NotReady(TypedDict, total=False):
    improving: list[str]  # when not ready: the tiles that lower the shanten


class McrWait(TypedDict):
    tile: str
    left: int
    ron: McrFields | Refused
    tsumo: McrFields | Refused


class McrWaitsFields(_NotReady):
    tenpai: bool
    shanten: int
    waits: list[McrWait]


class YaochuWait(TypedDict):
    tile: str
    left: int
    ron: YaochuFields | Refused
    tsumo: YaochuFields | Refused


class YaochuWaitsFields(_NotReady):
    tenpai: bool
    shanten: int
    waits: list[YaochuWait]


class FliosenWait(TypedDict):
    tile: str
    left: int
    ron: FliosenFields | Refused
    tsumo: FliosenFields | Refused


class _FliosenNotReady(_NotReady, total=False):
    foul: FliosenFoul  # riichi (前和) declared on a hand that is not ready


class FliosenWaitsFields(_FliosenNotReady):
    tenpai: bool
    shanten: int
    waits: list[FliosenWait]


class RiichiWait(TypedDict):
    tile: str
    left: int
    ron: RiichiFields | Refused
    tsumo: RiichiFields | Refused


class RiichiWaitsFields(_NotReady):
    tenpai: bool
    shanten: int
    waits: list[RiichiWait]


# discard (docs/cli.md, "discard")

class Improving(TypedDict):
    tile: str
    left: int


class WaitScore(TypedDict):
    ron: float  # what the completion is worth (0 for a false win, a foul, no yaku or a refusal)
    tsumo: float


class McrDiscardWait(McrWait):
    score: WaitScore


class YaochuDiscardWait(YaochuWait):
    score: WaitScore


class FliosenDiscardWait(FliosenWait):
    score: WaitScore


class RiichiDiscardWait(RiichiWait):
    score: WaitScore


class _Discard(TypedDict):
    tile: str
    shanten: int
    improving: list[Improving]
    left: int
    value: float | None  # ready discards: the average ron score over the tiles left


class McrDiscard(_Discard):
    waits: list[McrDiscardWait]


class YaochuDiscard(_Discard):
    waits: list[YaochuDiscardWait]


class FliosenDiscard(_Discard):
    waits: list[FliosenDiscardWait]


class RiichiDiscard(_Discard):
    waits: list[RiichiDiscardWait]


class McrDiscardFields(TypedDict):
    shanten: int
    discards: list[McrDiscard]


class YaochuDiscardFields(TypedDict):
    shanten: int
    discards: list[YaochuDiscard]


class FliosenDiscardFields(TypedDict):
    shanten: int
    discards: list[FliosenDiscard]


class RiichiDiscardFields(TypedDict):
    shanten: int
    discards: list[RiichiDiscard]
