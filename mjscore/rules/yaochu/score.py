"""Scoring a Yaochu hand: every arrangement and every reading of the winning tile is tried, and the
one that scores highest is the score. This is the general principle; with only 1s, 9s and honors the
arrangement and the reading of a given winning tile are in fact unique (the pair's kind and each
pung's kind differ, and a hand holding four of a kind is neither four pungs + a pair nor seven
different pairs). The one place where readings really differ is tenhou, which has no winning tile."""

from __future__ import annotations

from itertools import compress

from ...errors import InvalidHandError, NotAWinError
from ...notation.writer import format_group
from ...hand import Hand
from ...analysis.shapes import PAIR, PUNG_WAIT, REGULAR, RIICHI_SHAPES, SEVEN_PAIRS as SEVEN_PAIRS_SHAPE
from ...analysis.shapes import Decomposition, Reading, decompose, readings
from ...tiles import Tile, dora_after, name
from ... import jsontext
from ..base import Explained, Row
from .items import ALL_PUNGS, BASE, FAMILY_NAMES, SEVEN_PAIRS, THIRTEEN_ORPHANS, Facts, Set, applicable

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterable
    from typing import Any, ClassVar, Final

    from ...analysis.shapes import Group
    from ..explaining import Explanation
    from ..yaku_engine.classic import ClassicResult
    from .items import Item

    # A reading the scorer tried (for --explain): (decomposition, reading, winning tile, facts, the
    # items that count with their occurrences, points).
    Tried = tuple[Decomposition, Reading, int, Facts, list[tuple[Item, int]], int]

POINTS: Final = "points"
FLAT: Final = "flat"
RIICHI: Final = "riichi"
_YAKUMAN_HAN: Final = 13  # the han of one yakuman in the classic table (--scoring riichi)
SCORINGS: Final = (POINTS, FLAT, RIICHI)

_FAMILY: Final = {REGULAR: ALL_PUNGS, SEVEN_PAIRS_SHAPE: SEVEN_PAIRS}


def _english(row: Row) -> str:
    """--scoring riichi: a yaku row's English gloss (its romaji ``name`` is the one shown), for the
    JSON's ``english``, as riichi's rows have it (riichi's table is loaded only by this scoring)."""
    from ..riichi.table import ENGLISH

    return ENGLISH.get(row.id, row.name)


def _yakuman_words(multiple: int) -> str:
    """``yakuman``, ``double yakuman``... as riichi says them (riichi's table, loaded on first use)."""
    from ..riichi.table import yakuman_words

    return yakuman_words(multiple)


class YaochuScore(Explained):
    """The score of one winning Yaochu hand."""

    def __init__(self, *, family: str, items: tuple[Row, ...], points: int, scoring: str, dora_tiles: int = 0,
                 decomposition: tuple[str, ...] = (), riichi: ClassicResult | None = None,
                 explained: Explanation[Any] | None = None) -> None:
        super().__init__(explained)
        self.family: Final = family  # all_pungs, seven_pairs, thirteen_orphans
        self.items: Final = items  # base first, then the additions, highest first
        self.points: Final = points  # the point table's sum
        self.scoring: Final = scoring  # points or flat
        self.dora_tiles: Final = dora_tiles
        self.decomposition: Final = decomposition  # the sets, in canonical notation (declared melds bracketed)
        self.riichi: Final = riichi  # --scoring riichi: the ClassicResult (han, fu, value, level, payments)

    def with_explanation(self, explained: Explanation[Any] | None) -> YaochuScore:
        """The same score, carrying ``explained``."""
        return YaochuScore(family=self.family, items=self.items, points=self.points, scoring=self.scoring,
                           dora_tiles=self.dora_tiles, decomposition=self.decomposition, riichi=self.riichi,
                           explained=explained)

    @property
    def total(self) -> int:
        # --scoring flat: every win is 1 point; the items are still listed, for information.
        return 1 if self.scoring == FLAT else self.points

    JSON: ClassVar[jsontext.Spec] = jsontext.Spec(
        ("family", jsontext.STR), ("items", jsontext.rows_of()), ("total", jsontext.INT),
        ("scoring", jsontext.STR))
    # --scoring riichi: the items are yaku with their han and English gloss (their names are riichi's
    # romaji), the total is the value; han, fu and value follow
    RIICHI_ITEMS_JSON: ClassVar[jsontext.Spec] = jsontext.Spec(
        ("family", jsontext.STR), ("items", jsontext.rows_of(gloss=_english)),
        ("total", jsontext.INT), ("scoring", jsontext.STR))
    RIICHI_JSON: ClassVar[jsontext.Spec] = jsontext.Spec(
        ("han", jsontext.INT), ("fu", jsontext.INT), ("value", jsontext.INT))

    def to_dict(self) -> dict[str, Any]:
        if self.riichi is None:
            return self.JSON.to_dict(self) | self.explain_field()
        return self.RIICHI_ITEMS_JSON.to_dict(self) | self.RIICHI_JSON.to_dict(self.riichi) | self.explain_field()

    def json_fields(self, skip: frozenset[str] = frozenset()) -> str | None:
        """``to_dict()`` as JSON without its braces, from pre-encoded pieces (None with --explain);
        ``skip``: keys left out."""
        if self.explained is not None:
            return None
        if self.riichi is None:
            return self.JSON.text(self, skip)
        parts = (self.RIICHI_ITEMS_JSON.text(self, skip), self.RIICHI_JSON.text(self.riichi, skip))
        return ",".join([p for p in parts if p])

    def rows(self) -> tuple[Row, ...]:
        return self.items

    def points_cell(self, row: Row) -> str:
        """A row's points in the text table; with --scoring riichi, a yakuman's row says ``yakuman`` /
        ``double yakuman`` (its 13 han are no number a player counts), as riichi's rows do."""
        if self.riichi is not None and self.riichi.yakuman:
            return _yakuman_words(row.points // _YAKUMAN_HAN)
        return str(row.points)

    def verdict(self) -> tuple[str, ...]:
        # The total comes first: a one-line summary (e.g. of each wait) shows the first line.
        if self.riichi is not None:
            r = self.riichi
            pays = ", ".join(f"{k} pays {v}" for k, v in r.payments.items())
            # a yakuman as riichi players say it (double yakuman), without han and fu
            worth = _yakuman_words(r.yakuman) if r.yakuman else \
                f"{r.han} han {r.fu} fu" + (f" ({r.level})" if r.level else "")
            return (f"total: {r.value} points — {worth}", f"riichi point table: {pays}")
        if self.scoring == FLAT:
            lines = [f"total: 1 point (--scoring flat: every win is 1; the table would give {self.points})"]
        else:
            lines = [f"total: {self.points} point{'s' * (self.points != 1)} ({FAMILY_NAMES[self.family]})"]
        if self.dora_tiles:
            n = self.dora_tiles
            lines.append(f"dora: {n} tile{'s' * (n != 1)}, {n // 3} point{'s' * (n // 3 != 1)} (one per three)")
        return tuple(lines)


def dora_tiles(hand: Hand, counts: list[int] | None = None) -> int:
    """Dora in the whole hand: for each indicator, the copies of the tile it points at (1<->9).
    ``counts``: the hand's ``all_counts`` when the caller has them."""
    if counts is None:
        counts = hand.all_counts
    return sum(counts[dora_after(i, terminals_only=True)] for i in hand.conditions.dora)


def _facts(hand: Hand, d: Decomposition, r: Reading, dora: int, kinds: frozenset[Tile]) -> Facts:
    c = hand.conditions
    if d.shape != REGULAR:
        family = SEVEN_PAIRS if d.shape == SEVEN_PAIRS_SHAPE else THIRTEEN_ORPHANS
        return Facts(family=family, kinds=kinds, conditions=c, dora_tiles=dora)
    sets = []
    for i, g in enumerate(d.groups):
        if g.kind == PAIR:
            continue
        # A pung completed by the winning tile on a discard is not concealed.
        won_on_discard = i == r.group and r.wait == PUNG_WAIT and not c.tsumo
        sets.append(Set(tile=g.tile, kong=g.kind == "kong", concealed=g.concealed and not won_on_discard))
    pair = d.pair.tile if d.pair else None
    return Facts(family=ALL_PUNGS, kinds=kinds, conditions=c, dora_tiles=dora, sets=tuple(sets), pair=pair, wait=r.wait)


def _group_texts(groups: Iterable[Group]) -> tuple[str, ...]:
    """The groups in canonical notation, declared melds bracketed."""
    kept = _GROUP_TEXT.get
    out: list[str] = []
    for g in groups:
        text = kept(g)
        out.append(_group_text(g) if text is None else text)
    return tuple(out)


def _group_text(g: Group) -> str:
    """One group in canonical notation, kept by the group (a few hundred occur; bounded): a new
    arrangement of known groups formats nothing."""
    if len(_GROUP_TEXT) >= _GROUP_TEXTS_MAX:
        _GROUP_TEXT.clear()
    text = _GROUP_TEXT[g] = format_group(g, brackets=True)
    return text


# (kept: removing it costs 4% of the instructions of a Yaochu batch, compiled)
_GROUP_TEXT: Final[dict[Group, str]] = {}  # bounded
_GROUP_TEXTS_MAX: Final = 4096


def _score_riichi(hand: Hand) -> ClassicResult | None:
    """riichi_scoring.score_riichi, imported when first used (the point table does not load the yaku
    engine)."""
    from .riichi_scoring import score_riichi

    return score_riichi(hand)


_BASE_IDS: Final = frozenset(b.id for b in BASE.values())


def _rows(hits: list[tuple[Item, int]]) -> tuple[Row, ...]:
    rows = [Row(id=item.id, name=item.name, native=item.native, points=item.points, count=n) for item, n in hits]
    base = [r for r in rows if r.id in _BASE_IDS]
    rest = sorted((r for r in rows if r not in base), key=lambda r: -r.points * r.count)
    return tuple(base + rest)


def score(hand: Hand, scoring: str, explain: bool = False) -> YaochuScore:
    """The Yaochu score of a valid 14-tile hand (validity is check.py's job). With ``explain``, the
    score carries an :class:`~.explain.Explanation` (built after scoring, from the readings tried)."""
    if scoring == RIICHI and (hand.win is not None or hand.conditions.tenhou):
        # (the riichi scorer decomposes the hand itself: none of its answers without a winning shape)
        riichi = _score_riichi(hand)
        if riichi is not None or decompose(hand.counts, hand.melds, RIICHI_SHAPES):
            return _riichi(hand, explain, riichi)
        decompositions: list[Decomposition] = []
    else:
        decompositions = decompose(hand.counts, hand.melds, RIICHI_SHAPES)
    if not decompositions:
        text = hand.origin.text.strip() if hand.origin else "".join(name(t) for t in hand.tiles)
        raise NotAWinError(f"{text}: not a Yaochu win: neither four pungs/kongs and a pair, seven different "
                           "pairs (four of a kind is not two pairs), nor thirteen orphans")
    if hand.win is None and not hand.conditions.tenhou:
        raise InvalidHandError("yaochu: the hand has no winning tile")
    counts = hand.all_counts
    dora = dora_tiles(hand, counts)
    kinds = frozenset(compress(range(34), counts))  # the tile kinds in the hand (melds included)
    # Tenhou: the dealer's fourteen tiles are dealt, none of them is the last one, so every tile may
    # be read as the winning tile (four concealed pungs are then read as a single wait when they can).
    win_tile = hand.win
    wins = sorted(set(hand.tiles)) if hand.conditions.tenhou or win_tile is None else [win_tile]
    best: YaochuScore | None = None
    tried: list[Tried] = []  # (decomposition, reading, winning tile, facts, hits, points), for --explain
    for d in decompositions:
        for win, r in ((win, r) for win in wins for r in readings(d, win)):
            facts = _facts(hand, d, r, dora, kinds)
            hits = applicable(facts)
            points = sum(item.points * n for item, n in hits)
            if explain:
                tried.append((d, r, win, facts, hits, points))
            if best is None or points > best.points:
                family = _FAMILY.get(d.shape, THIRTEEN_ORPHANS)
                best = YaochuScore(family=family, items=_rows(hits), points=points, scoring=scoring,
                                   dora_tiles=dora, decomposition=_group_texts(d.groups))
                chosen = len(tried) - 1
    if best is None:  # the winning tile is in no concealed group: only in a declared meld
        shown = name(hand.win) if hand.win is not None else "?"
        raise InvalidHandError(f"yaochu: the winning tile {shown} is not among the concealed tiles")
    if explain:
        from .explain import explain as _explain

        best = best.with_explanation(_explain(hand, best, tried, chosen))
    return best


def _riichi(hand: Hand, explain: bool = False, r: ClassicResult | None = None) -> YaochuScore:
    """--scoring riichi: the hand scored as classic riichi mahjong (han, fu, point table) with the
    yaku the seed lists as possible (mjscore.rules.yaochu.riichi_scoring); ``r``: that score."""
    if r is None:  # the winning tile is in no concealed group: only in a declared meld
        win = name(hand.win) if hand.win is not None else "?"
        raise InvalidHandError(f"yaochu: the winning tile {win} is not among the concealed tiles")
    d = r.candidate.decomposition
    family = _FAMILY.get(d.shape, THIRTEEN_ORPHANS)
    rows = _by_worth(r.rows)
    s = YaochuScore(family=family, items=rows, points=r.value, scoring=RIICHI,
                    decomposition=_group_texts(d.groups), riichi=r)
    if explain:
        from .explain import explain_riichi

        s = s.with_explanation(explain_riichi(hand, s))
    return s


def _by_worth(rows: tuple[Row, ...]) -> tuple[Row, ...]:
    """The rows, highest han first (each row's han x its count; table order on a tie)."""
    if len(rows) < 2:
        return rows
    return tuple(sorted(rows, key=_minus_worth))


def _minus_worth(row: Row) -> int:
    return -row.points * row.count
