"""--explain for Fliosen: which sets or tiles make each yaku that counted, why a yaku whose pattern is
present did not count, the arrangements tried, and how the han became the payment.

Built only on request, after scoring, from the candidates the scorer already evaluated (nothing here
runs when explain is off). The JSON shape matches the other rule sets: ``counted``, ``not_counted``,
``arrangements`` and ``notes``.

Rulings named in ``not_counted[].rule`` (the shared ones come from the yaku engine,
mjscore.rules.yaku_engine.explain, in Fliosen's words; the yaku's sets and reasons are on the rows of
its table):

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

from ...formatting import plural, thousands
from ...hand import Hand
from ...tiles import WINDS, describe, name
from ..explaining import NotCounted
from ..yaku_engine import explain as engine
from ..yaku_engine.engine import Candidate
from ..yaku_engine.explain import Arrangement, Counted, View, straight_start
from .table import DRAW_POT_PER_DRAW, LIVIAT_HAN, TABLE, TIERS

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterable

    from ..explaining import Counted as SharedCounted
    from .score import FliosenScore

__all__ = ["Counted", "NotCounted", "Arrangement", "Explanation", "explain"]

_WIND_WORDS = dict(zip(WINDS, ("목", "화", "초", "지")))


def _wind(t: int) -> str:
    return f"{name(t)} ({_WIND_WORDS[t]}, {describe(t)})"


WORDS = engine.Words(yakuman="a Liviat hand", alone_rule="liviat_alone", ron="Sønévanzie, ron", riichi="前和",
                     wind=_wind,
                     dora_names={"dora": "Dora", "ura_dora": "Ura dora (with 前和)", "aka_dora": "Red five"})


class Explanation(engine.Explanation):
    """The Fliosen explanation: the shared fields, read out in the Fliosen words."""

    def yaku_name(self, yaku_id: str) -> str:
        return TABLE[yaku_id].name


def _nc(yaku_id: str, rule: str, why: str, tiles: Iterable[str] = ()) -> NotCounted:
    return NotCounted(yaku_id, TABLE[yaku_id].name, rule, why, tuple(tiles))


def _hahwa(hand: Hand, cands: list[Candidate]) -> list[NotCounted]:
    straight = [k for k in cands if straight_start(k.features.chows) is not None]
    if not straight:
        return [_nc("go_ilyangtong", "hahwa",
                    "`tong` says a straight was declared, but no arrangement of the hand holds a pure "
                    "straight: 下和 (hahwa), a foul")]
    x = View(hand, straight[0], WORDS)
    s = straight_start(x.f.chows)
    chows = x.text(x.chows([s, s + 3, s + 6])) if s is not None else ()  # (straight[0] holds one)
    return [_nc("go_ilyangtong", "hahwa",
                f"the declared straight {' '.join(chows)} stands, but the hand won {x.wait_text()}, not on "
                "the pair: a declared straight must win on its pair (single wait); otherwise it is "
                "下和 (hahwa), a foul", chows)]


# -- notes: han -> tier -> value -> payment ----------------------------------------------------------

def _tier_notes(score: FliosenScore) -> list[str]:
    if score.foul is not None:
        fl = score.foul
        return [f"foul {fl.native}: {fl.name}; a foul of {fl.han} han costs 1 000 per han, paid "
                f"to each other player: {thousands(fl.each)} each"]
    han = score.han
    if han is None:  # (only a foul has no han)
        return []
    out: list[str] = []
    if han >= LIVIAT_HAN:
        k = han // LIVIAT_HAN
        base = 24000 + 12000 * (k - 1)
        out.append(f"{han} han → {score.tier}: {k} × 24 han; a Liviat is 24 000 and each further 24 han adds "
                   f"12 000: {thousands(base)}")
    else:
        least, tier, rate = next(t for t in reversed(TIERS) if han >= t[0])
        upper = {1: 11, 12: 18, 19: 23}[least]
        base = han * rate
        out.append(f"{han} han → {tier} ({least}–{upper} han: han × {rate}): {han} × {rate} = {thousands(base)}")
    if score.dealer:
        out.append(f"the dealer (목작사, seat 목) gets 1.5 × the value: {thousands(base)} × 1.5 = "
                   f"{thousands(score.value)}")
    if "discarder" in score.payments:
        out.append(f"Sønévanzie (won on a discard): the discarder pays the whole {thousands(score.value)}")
    else:
        each = score.payments["each"]
        third = score.value / 3
        exact = thousands(third, decimals=0 if third == int(third) else 1)
        rounded = "" if each == third else f", rounded up to the next 100: {thousands(each)}"
        out.append(f"Odigévanzie (self-drawn): each other player pays a third: {thousands(score.value)} / 3 = "
                   f"{exact}{rounded}")
    if score.pot:
        draws = score.pot // DRAW_POT_PER_DRAW
        out.append(f"draw pot 暗流点: {plural(draws, 'consecutive draw')} × 1 000 from each of the four players "
                   f"= {thousands(score.pot)}, on top")
    return out


# -- the explanation ------------------------------------------------------------------------------

def _arrangements(hand: Hand, cands: list[Candidate], chosen: Candidate | None,
                  refused: list[Candidate]) -> tuple[Arrangement, ...]:
    refused_note = "refused: `tong` needs the declared straight won on its pair"
    return tuple(engine.arrangement(View(hand, k, WORDS), k is chosen, refused_note if k in refused else "")
                 for k in cands)


def explain(hand: Hand, score: FliosenScore, cands: list[Candidate], chosen: Candidate | None,
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
    x = View(hand, view_of, WORDS)
    not_counted = engine.not_counted(x, TABLE)
    if score.foul is not None:  # 無役和: no yaku; dora are no yaku
        counted: tuple[SharedCounted, ...] = ()
        not_counted += engine.dora_not_counted(hand, TABLE, WORDS, "no_yaku")
        notes.append("無役和 (Skadin dé Vanzie, SV): the hand is complete but no arrangement has a yaku")
    else:
        counted = tuple(engine.counted(x, score.yaku) + engine.counted_dora(hand, score.yaku, WORDS))
        if chosen is not None and chosen.yakuman:  # (no foul: a candidate counts)
            ly = next(y for y, _ in chosen.yaku if y.yakuman)
            not_counted += engine.dora_not_counted(hand, TABLE, WORDS, WORDS.alone_rule, ly.id, ly.name)
    notes += _tier_notes(score)
    return Explanation(counted, tuple(not_counted), _arrangements(hand, cands, chosen, refused), tuple(notes))
