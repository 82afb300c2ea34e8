"""--explain for riichi: the yaku engine's explanation (:mod:`mjscore.rules.yaku_engine.explain`: the
sets that make each yaku and why, read off the rows of the table; why a yaku whose pattern is present
did not count; the dora; the arrangements tried), plus the rulings that are riichi's own: the room
options, the fu item by item, the limits and how han and fu became the payments, honba and deposits.

Built only on request, after scoring, from the candidates the scorer already evaluated. The JSON
shape is the one of the other rule sets: ``counted``, ``not_counted``, ``arrangements``, ``notes``;
the score adds ``fu`` (the items of the scoring arrangement, before rounding).

Rulings named in ``not_counted[].rule``: the shared ones (``replaced``, ``needs_concealed``,
``not_two_sided``, ``value_pair``, ``completed_by_discard``, ``yakuman_alone``; see the engine's
explain), and riichi's room options:

- ``no_kuitan``: tanyao on an open hand in a room without kuitan (--no-kuitan).
- ``aka_off``: red fives in a room without red dora (--no-aka).
"""

from __future__ import annotations

from ...formatting import join_words, thousands
from ...hand import CHOW, Hand
from ...notation.writer import format_group
from ...analysis.shapes import PAIR
from ...tiles import name
from .. import explaining
from ..explaining import NotCounted
from ..yaku_engine import explain as engine
from ..yaku_engine.classic import fu_of
from ..yaku_engine.engine import Candidate
from ..yaku_engine.explain import Arrangement, Counted, View
from .table import DORA, ENGLISH, ROMAJI, YAKUMAN_HAN, table_for, yakuman_words

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ..yaku_engine.yaku import YakuTable
    from .score import RiichiScore, Room

__all__ = ["Explanation", "Counted", "NotCounted", "Arrangement", "explain"]

class _Words(engine.Words):
    """Riichi is the engine's own vocabulary, but a yakuman is said as players say it, not in han."""

    def yakuman_worth(self, han: int) -> str:
        return f"a {yakuman_words(han // YAKUMAN_HAN)}"


# the dora named in romaji, as the score's rows are
WORDS = _Words(dora_names={kind: romaji for kind, (romaji, _) in DORA.items()})
_FU_WORDS = {"base": "base (futei)", "closed ron": "closed hand won by ron", "tsumo": "tsumo",
             "edge wait": "edge wait", "closed wait": "closed wait", "single wait": "single wait on the pair",
             "value pair": "pair of a value tile", "open pinfu shape": "open hand with no fu: counted as 30",
             "chiitoitsu": "seven pairs (fixed, not rounded)"}


def _n(x: int) -> str:
    return thousands(x, ",")  # points as riichi writes them: 7,700 (score.points_text; no import of score)


class Explanation(engine.Explanation):
    """The riichi explanation: the engine's, the arrangements chosen as a riichi table chooses."""

    choice = "the most points count, then han, then fu"

    def yaku_name(self, yaku_id: str) -> str:
        return ROMAJI.get(yaku_id, yaku_id)

    def worth(self, c: explaining.Counted) -> str:
        """A yakuman's line says ``double yakuman``, not its 26 han (no yaku but a yakuman reaches 13)."""
        return yakuman_words(c.points // YAKUMAN_HAN) if c.points >= YAKUMAN_HAN else super().worth(c)

    def gloss(self, yaku_id: str) -> str:
        """The English gloss of a romaji name (none where it is the same: Riichi, Ippatsu, Dora)."""
        english = ENGLISH.get(yaku_id, "")
        return "" if english == ROMAJI.get(yaku_id) else english

    def english(self, item_id: str, name: str) -> str:
        """The JSON's ``english``, as the score's rows have it."""
        return ENGLISH.get(item_id, name)


# -- the room's rulings -------------------------------------------------------------------------------

def _room_rulings(hand: Hand, x: View, room: Room, table: YakuTable) -> list[NotCounted]:
    """The engine's rulings, tanyao's read as the room's (no kuitan), and the dora a yakuman or the
    room (no red dora) leaves out."""
    out: list[NotCounted] = []
    for ruled in engine.not_counted(x, table):
        if ruled.id == "tanyao" and ruled.rule == "needs_concealed":  # only in a room without kuitan
            were = "was" if len(ruled.tiles) == 1 else "were"
            ruled = NotCounted(ruled.id, ruled.name, "no_kuitan",
                               f"this room has no kuitan (--no-kuitan): tanyao needs a concealed hand; "
                               f"{join_words(ruled.tiles)} {were} claimed", ruled.tiles)
        out.append(ruled)
    yakuman = next((y for y, _ in x.c.yaku if y.yakuman), None)
    if yakuman is not None:
        out += engine.dora_not_counted(hand, table, WORDS, WORDS.alone_rule, yakuman.id, yakuman.name, red=room.aka)
    if not room.aka and hand.red_count:
        reds = next((tiles for i, _, tiles, _ in engine.dora_rows(hand, WORDS) if i == "aka_dora"), ())
        out.append(NotCounted("aka_dora", WORDS.dora_names["aka_dora"], "aka_off",
                              "this room has no red dora (--no-aka): a red five is a plain five", reds))
    return out


# -- fu, limits and payments ----------------------------------------------------------------------------

def _fu_lines(score: RiichiScore, x: View) -> list[str]:
    if score.yakuman:
        return ["Fu: not counted for a yakuman"]
    items = score.fu_items
    raw = sum(v for _, v in items)
    # the set items come in the order of the arrangement's pungs and kongs
    sets = iter(x.text(g for g in x.groups if g.kind not in (CHOW, PAIR)))
    out = ["Fu:"]
    for item, v in items:
        what = _FU_WORDS.get(item, item)
        if item.endswith(("pung", "kong")):
            what += f" {next(sets, '')}"
        elif item.endswith("wait") and x.win_group is not None:
            what += f" ({format_group(x.win_group, brackets=True)} on {name(x.win)})"
        elif item == "value pair" and x.pair is not None:
            what += f" ({x.pair_text()})"
        out.append(f"  {what}: +{v}")
    if raw != score.fu and not any(item == "chiitoitsu" for item, _ in items):
        out.append(f"  = {raw}, rounded up to {score.fu} fu")
    else:
        out.append(f"  = {score.fu} fu")
    return out


def _point_notes(score: RiichiScore, room: Room) -> list[str]:
    out: list[str] = []
    if score.yakuman:
        out.append(f"{yakuman_words(score.yakuman)}: basic points 8,000 × {score.yakuman} = {_n(score.basic)}")
    elif score.limit is not None and not score.kiriage and score.han >= 5:
        out.append(f"{score.han} han: {score.limit}, basic points {_n(score.basic)}"
                   + (f" (kazoe: --kazoe {room.kazoe})" if score.han >= 13 else ""))
    else:
        raw = score.fu * 2 ** (2 + score.han)
        out.append(f"basic points: {score.fu} fu × 2^({score.han} + 2) = {_n(raw)}"
                   + (", capped at mangan: 2,000" if score.limit == "mangan" and not score.kiriage else "")
                   + (", rounded up to mangan (kiriage): 2,000" if score.kiriage else ""))
    b, p = score.basic, score.won
    if "pao" in p:
        out += _pao_notes(score)
    elif "discarder" in p:
        k = 6 if score.dealer else 4
        out.append(f"ron: the discarder pays {k} × {_n(b)} = {_n(k * b)}, rounded up to 100: "
                   f"{_n(p['discarder'] - 300 * score.honba)}")
    elif "each" in p:
        out.append(f"dealer's tsumo: each pays 2 × {_n(b)} = {_n(2 * b)}, rounded up to 100: "
                   f"{_n(p['each'] - 100 * score.honba)}")
    else:
        out.append(f"tsumo: the dealer pays 2 × {_n(b)}, the others 1 × {_n(b)}, each rounded up to 100: "
                   f"{_n(p['dealer'] - 100 * score.honba)} and {_n(p['others'] - 100 * score.honba)}")
    if score.honba and "pao" not in p:
        out.append(f"{score.honba} honba: +{_n(300 * score.honba)} on a ron" if "discarder" in p
                   else f"{score.honba} honba: +{_n(100 * score.honba)} from each payer")
    if score.sticks:
        out.append(f"riichi deposits: +{_n(score.sticks)}")
    return out


def _pao_notes(score: RiichiScore) -> list[str]:
    """How pao (pao=) shares the payments: the part the liable player answers for (the whole hand,
    as Tenhou pays it; the pao yakuman alone with --pao-scope yakuman) paid as a ron by the liable
    player alone (tsumo) or half by them and half by the discarder (ron), the liable player paying
    the counters; the rest of the hand as usual."""
    p, k = score.won, 6 if score.dealer else 4
    counters = 300 * score.honba
    part = p["pao"] - counters if "discarder" not in p else 2 * (p["pao"] - counters)
    rest = score.basic - part // k
    what = "the hand" if not rest else "the pao yakuman"
    honba = f", +{_n(counters)} for {score.honba} honba" if score.honba else ""
    out = [f"pao: {what} is worth a ron of {k} × {_n(part // k)} = {_n(part)}"]
    if "discarder" in p:
        out.append(f"ron: the discarder pays half, {_n(part // 2)}"
                   + (f", and {k} × {_n(rest)} for the rest of the hand: {_n(p['discarder'])}" if rest else "")
                   + f"; the liable player the other half{honba}: {_n(p['pao'])}")
    else:
        out.append(f"tsumo: the liable player pays it all{honba}: {_n(p['pao'])}")
        if rest:
            out.append(f"the rest, {_n(rest)} basic points, as a tsumo: "
                       + (f"each pays {_n(p['each'])}" if "each" in p
                          else f"the dealer pays {_n(p['dealer'])}, the others {_n(p['others'])}"))
    return out


# -- the explanation ------------------------------------------------------------------------------------

def explain(hand: Hand, score: RiichiScore, cands: list[Candidate], room: Room) -> Explanation:
    """The explanation of ``score`` (a RiichiScore); ``cands``: every candidate the scorer tried."""
    table = table_for(room.kuitan, room.double_yakuman)
    chosen = score.candidate
    if chosen is None:
        raise ValueError("the explanation of a riichi score without its candidate")
    x = View(hand, chosen, WORDS)
    if not score.is_win:  # no yaku: nothing counted; why each yaku near it did not, and the dora
        arrangements = tuple(engine.arrangement(View(hand, k, WORDS), False, fu=fu_of(k.features)) for k in cands)
        ruled = _room_rulings(hand, x, room, table)
        ruled += engine.dora_not_counted(hand, table, WORDS, "no_yaku", red=room.aka)
        return Explanation((), tuple(ruled), arrangements, (NO_YAKU_NOTE,))
    counted = engine.counted(x, score.yaku) + engine.counted_dora(hand, score.yaku, WORDS)
    arrangements = tuple(engine.arrangement(View(hand, k, WORDS), k is chosen, fu=0 if k.yakuman else fu_of(k.features))
                         for k in cands)
    notes = _fu_lines(score, x) + _point_notes(score, room)
    if hand.conditions.tenhou and len({k.han for k in cands}) > 1:  # (the readings differ: say which counted)
        notes.append(f"tenhou: no tile of a dealt hand is the last one, so each may be read as the winning "
                     f"tile; the best reading counts: won {x.wait_text()}")
    return Explanation(tuple(counted), tuple(_room_rulings(hand, x, room, table)), arrangements, tuple(notes))


NO_YAKU_NOTE = ("no yaku: the hand is complete, but no arrangement has a yaku, so it is not a win and "
                "nothing is paid (dora are no yaku)")
