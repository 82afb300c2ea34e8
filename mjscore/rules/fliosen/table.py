"""Fliosen's yaku table (docs/fliosen.md): the riichi table with Fliosen's ids and words, the declared
straight 告一樣通, and Liviat hands (yakuman) worth 24 han each."""

from __future__ import annotations

from ...analysis.shapes import SINGLE
from ...tiles import SUIT_NAMES
from ..yaku_engine.yaku import STANDARD, Yaku

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Final
    from collections.abc import Collection

    from ...tiles import Tile
    from ..yaku_engine.explain import View
    from ..yaku_engine.features import YakuFacts

LIVIAT_HAN: Final = 24  # one Liviat hand (yakuman): the unit of the seed's 24 / 48 / 72 / 96 han ladder
# The tiers below a Liviat hand: (least han, tier, points per han).
TIERS: Final = (
    (1, "Izah", 500),
    (12, "Liviatizah", 600),
    (19, "Taic", 1000),
)
LIVIAT_TIERS: Final = ("Liviat", "Liliviat", "Soliviat", "Faliviat")  # 24, 48, 72, 96 han
DRAW_POT_PER_DRAW: Final = 4000  # each of the four players pays 1000 per consecutive 暗流


def _straight(chows: Collection[Tile]) -> int | None:
    return next((s for s in (0, 9, 18) if s in chows and s + 3 in chows and s + 6 in chows), None)


def _declared_straight(f: YakuFacts) -> bool:
    return f.cond.tong and f.wait == SINGLE and _straight(f.chows) is not None


def _straight_and_pair(x: View) -> tuple[str, ...]:
    s = _straight(x.f.chows)
    if s is None:  # (the declared straight counts only with its straight)
        return ()
    return x.text(x.chows([s, s + 3, s + 6]) + x.pair_group())


def _straight_suit(x: View) -> str:
    s = _straight(x.f.chows)
    return SUIT_NAMES[s // 9] if s is not None else ""


GO_ILYANGTONG: Final = Yaku(
    "go_ilyangtong", "Declared pure straight, won on the pair", "告一樣通 (고일양통)", 3, 3,
    _declared_straight, ("ilyangtong",),
    note="`tong`: the straight was shown (Dino-oposézenuks); the hand stays closed",
    made_of=_straight_and_pair,
    why=lambda x: (f"the straight of {_straight_suit(x)} was declared to the table (告一樣通, "
                   f"`tong`) and the hand won on its pair {x.pair_text()} (a single wait); it replaces ilyangtong "
                   "and keeps the hand closed"),
)

# Fliosen's han equal the standard riichi han for every shared yaku (checked against the table in
# docs/fliosen.md); only ids, names, the words of some explanations and the yakuman unit differ.
TABLE: Final = STANDARD.adjust(
    riichi={"id": "jeonhwa", "name": "Riichi (前和 declared)", "native": "前和 (전화)",
            "why": "前和 (riichi) was declared on a concealed ready hand"},
    double_riichi={"id": "double_jeonhwa", "name": "Double riichi", "native": "double 前和 (더블 전화)",
                   "why": "前和 was declared on the first turn: double 前和 (it replaces jeonhwa)"},
    ippatsu={"why": "won within one turn of the 前和 declaration, with no call in between"},
    ittsu={"id": "ilyangtong", "name": "Pure straight (not declared)", "native": "一樣通 (일양통)"},
    menzen_tsumo={"name": "Closed Odigévanzie (self-drawn)",
                  "why": lambda x: "a self-drawn win (Odigévanzie) with a concealed hand" + (
                      " (the declared straight keeps the hand closed)" if x.f.cond.tong else "")},
).add(GO_ILYANGTONG, after="ilyangtong").with_unit(LIVIAT_HAN)
