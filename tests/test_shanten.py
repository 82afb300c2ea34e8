"""Shanten against two oracles and against its own definition.

- MCR shapes vs ``MahjongGB.MahjongShanten`` (PyMahjongGB) on 13-tile hands with and without melds,
  and shape by shape vs its per-form calculators (shanten and useful tiles). PyMahjongGB ignores the
  four-copy limit, so these run with ``limit_copies=False``.
- Riichi shapes vs ``mahjong.shanten.Shanten`` (mahjong 2.1.0), which knows no melds: exact on
  concealed hands, and on hands whose melds are away from the concealed tiles.
- The definition itself (four-copy limit on): ready exactly when ``winning_tiles`` finds a tile,
  complete exactly when ``decompose`` finds a decomposition, and one tile swap never moves the number
  by more than one while some swap lowers it by one.
"""

from __future__ import annotations

import random
from collections import Counter

import MahjongGB
import pytest
from mahjong.shanten import Shanten

from mjscore.hand import CHOW, KONG, PUNG, Hand, Meld
from mjscore.rules import shanten_for
from mjscore.analysis.shanten import (
    discard_options,
    improving_tiles,
    shanten,
    shanten_and_improving,
    shanten_by_shape,
)
from mjscore.analysis.shapes import (
    HONORS_KNITTED,
    KNITTED_STRAIGHT,
    MCR_SHAPES,
    REGULAR,
    RIICHI_SHAPES,
    SEVEN_PAIRS,
    THIRTEEN_ORPHANS,
    decompose,
    winning_tiles,
)
from mjscore.tiles import YAOCHU_TILE_SET

from tests.handgen import GenHand, random_deal, shanten_corpus, waiting_corpus, winning_corpus
from tests.test_shapes import counts, meld

# PyMahjongGB names: W characters, B dots, T bamboo, F1-F4 winds; dragons J1 red, J2 green, J3 white
# (checked: J2 makes all green, J3 is a reversible tile), so White(31) J3, Green(32) J2, Red(33) J1.
GB_NAMES = ([f"W{i}" for i in range(1, 10)] + [f"B{i}" for i in range(1, 10)] + [f"T{i}" for i in range(1, 10)]
            + ["F1", "F2", "F3", "F4", "J3", "J2", "J1"])
GB_INDEX = {n: i for i, n in enumerate(GB_NAMES)}
GB_FORMS = {
    REGULAR: MahjongGB.RegularShanten,
    SEVEN_PAIRS: MahjongGB.SevenPairsShanten,
    THIRTEEN_ORPHANS: MahjongGB.ThirteenOrphansShanten,
    HONORS_KNITTED: MahjongGB.HonorsAndKnittedTilesShanten,
    KNITTED_STRAIGHT: MahjongGB.KnittedStraightShanten,
}


def gb_pack(m: Meld) -> tuple[str, str, int]:
    """A chow is named by its middle tile; offer 0 is a concealed kong."""
    kind = {CHOW: "CHI", PUNG: "PENG", KONG: "GANG"}[m.kind]
    return kind, GB_NAMES[m.tile + 1 if m.kind == CHOW else m.tile], 0 if m.concealed else 1


def gb_shanten(h: GenHand) -> int:
    return MahjongGB.MahjongShanten(pack=tuple(gb_pack(m) for m in h.melds), hand=tuple(GB_NAMES[t] for t in h.tiles))


MCR_CORPUS = shanten_corpus(3000, seed=41)
RIICHI_CORPUS = shanten_corpus(3000, seed=42) + [h for h in waiting_corpus(6000, seed=43, mcr=False) if not h.melds]


# --- oracles ----------------------------------------------------------------------------------------


def test_mcr_matches_pymahjonggb():
    seen = Counter()
    for h in MCR_CORPUS:
        want = gb_shanten(h)
        assert shanten(h.counts, h.melds, MCR_SHAPES, limit_copies=False) == want, h
        seen[want] += 1
    assert all(seen[k] >= 20 for k in range(0, 6)), seen
    assert sum(1 for h in MCR_CORPUS if h.melds) >= 600


def test_mcr_shapes_one_by_one_match_pymahjonggb():
    """Each form's shanten and useful tiles (a tile held four times cannot be drawn: PyMahjongGB
    lists it or not, so it is left out of the comparison)."""
    for h in MCR_CORPUS[:600]:
        if h.melds:
            continue
        mine = shanten_by_shape(h.counts, h.melds, MCR_SHAPES, limit_copies=False)
        assert set(mine) == set(GB_FORMS)
        for shape, form in GB_FORMS.items():
            want, useful = form(hand=tuple(GB_NAMES[t] for t in h.tiles))
            assert mine[shape] == want, (shape, h)
            drawable = [t for t in range(34) if h.counts[t] < 4]
            got = improving_tiles(h.counts, h.melds, MCR_SHAPES, limit_copies=False, shape=shape)
            assert set(got) & set(drawable) == {GB_INDEX[u] for u in useful} & set(drawable), (shape, h)


def _melds_away(h: GenHand) -> bool:
    """No meld tile within two ranks of a concealed tile (so the copies the melds take cannot
    matter to the concealed part)."""
    near = set()
    for t in range(34):
        if h.counts[t]:
            near.update(u for u in range(t - 2, t + 3) if 0 <= u < 34 and (u >= 27) == (t >= 27)
                        and (u >= 27 or u // 9 == t // 9) and (t < 27 or u == t))
    return not any(t in near for m in h.melds for t in m.tiles)


def test_riichi_matches_mahjong_library():
    seen = Counter()
    compared_with_melds = 0
    for h in RIICHI_CORPUS:
        mine = shanten(h.counts, h.melds, RIICHI_SHAPES)
        want = Shanten.calculate_shanten(h.counts)
        if not h.melds or _melds_away(h):
            assert mine == want, h
            seen[want] += 1
            compared_with_melds += bool(h.melds)
        else:
            assert mine >= want, h  # melds only take tiles away
    assert all(seen[k] >= 20 for k in range(0, 7)), seen
    assert compared_with_melds >= 100


# --- the definition ---------------------------------------------------------------------------------


@pytest.mark.parametrize("rules", ["mcr", "riichi"])
def test_complete_hands_are_minus_one(rules):
    shapes = MCR_SHAPES if rules == "mcr" else RIICHI_SHAPES
    rng = random.Random(5)
    hands = winning_corpus(600, seed=6, mcr=rules == "mcr")
    from tests.handgen import swap_tiles

    hands += [swap_tiles(rng, h, 1) for h in hands[:300]]
    for h in hands:
        complete = bool(decompose(h.counts, h.melds, shapes))
        s = shanten(h.counts, h.melds, shapes)
        assert (s == -1) == complete, h
        assert s >= 0 or complete


@pytest.mark.parametrize("rules", ["mcr", "riichi"])
def test_ready_exactly_when_winning_tiles(rules):
    shapes = MCR_SHAPES if rules == "mcr" else RIICHI_SHAPES
    ready = 0
    for h in (MCR_CORPUS if rules == "mcr" else RIICHI_CORPUS)[:1500]:
        waits = winning_tiles(h.counts, h.melds, shapes)
        s = shanten(h.counts, h.melds, shapes)
        assert (s == 0) == bool(waits), h
        if s == 0:
            ready += 1
            assert improving_tiles(h.counts, h.melds, shapes) == waits, h
    assert ready >= 300


def _swaps(h: GenHand, tile_set=None):
    """Every hand one swap away: a concealed tile out, another tile in (no fifth copy)."""
    used = h.all_counts
    kinds = range(34) if tile_set is None else sorted(tile_set)
    for out in {t for t in range(34) if h.counts[t]}:
        for t in kinds:
            if t != out and used[t] < 4:
                c = list(h.counts)
                c[out] -= 1
                c[t] += 1
                yield c


def _check_one_step(h: GenHand, shapes, tile_set=None):
    s = shanten(h.counts, h.melds, shapes, tile_set=tile_set)
    if s <= 0:
        return
    after = [shanten(c, h.melds, shapes, tile_set=tile_set) for c in _swaps(h, tile_set)]
    assert min(after) == s - 1, h
    # The improving tiles are exactly the draws after which some discard is one step closer.
    imp = improving_tiles(h.counts, h.melds, shapes, tile_set=tile_set)
    assert imp, h
    for t in imp:
        c = list(h.counts)
        c[t] += 1
        assert shanten(c, h.melds, shapes, tile_set=tile_set) == s - 1


@pytest.mark.parametrize("rules", ["mcr", "riichi"])
def test_one_swap_moves_shanten_by_one(rules):
    """With ready = has a winning tile, this makes shanten the exact distance (by induction)."""
    shapes = MCR_SHAPES if rules == "mcr" else RIICHI_SHAPES
    rng = random.Random(17)
    hands = [h for h in (MCR_CORPUS if rules == "mcr" else RIICHI_CORPUS)[:3000:25]]
    hands += [random_deal(rng, rng.randint(1, 3)) for _ in range(20)]
    for h in hands:
        _check_one_step(h, shapes)


def test_yaochu_tile_set():
    """Terminals and honors only: no chow can ever form."""
    rng = random.Random(23)
    orphans = tuple(sorted(YAOCHU_TILE_SET))
    for _ in range(60):
        h = random_deal(rng, rng.choice((0, 0, 1, 2)), tiles=orphans)
        s = shanten(h.counts, h.melds, RIICHI_SHAPES, tile_set=YAOCHU_TILE_SET)
        assert (s == 0) == bool(winning_tiles(h.counts, h.melds, RIICHI_SHAPES))
        assert s >= shanten(h.counts, h.melds, RIICHI_SHAPES)
        _check_one_step(h, RIICHI_SHAPES, YAOCHU_TILE_SET)


@pytest.mark.parametrize("rules", ["mcr", "riichi"])
def test_improving_tiles_by_definition_and_by_shape(rules):
    """The fast improving tiles (the union over the shapes at the minimum) are the tiles whose draw
    lowers the shanten, tile by tile, and the union of each shape's own improving tiles."""
    shapes = MCR_SHAPES if rules == "mcr" else RIICHI_SHAPES
    for h in (MCR_CORPUS if rules == "mcr" else RIICHI_CORPUS)[:3000:10]:
        s, fast = shanten_and_improving(h.counts, h.melds, shapes)
        used = h.all_counts
        by_draw = []
        for t in range(34):
            if used[t] >= 4:
                continue
            c = list(h.counts)
            c[t] += 1
            if shanten(c, h.melds, shapes) < s:
                by_draw.append(t)
        assert fast == tuple(by_draw), h
        by_shape = shanten_by_shape(h.counts, h.melds, shapes)
        union = set()
        for shape, v in by_shape.items():
            if v == s:
                union.update(improving_tiles(h.counts, h.melds, shapes, shape=shape))
        assert fast == tuple(sorted(union)), h


def test_discard_options_are_the_kept_hands():
    for h in winning_corpus(60, seed=9):
        options = discard_options(h.counts, h.melds, MCR_SHAPES)
        assert [t for t, _, _ in options] == [t for t in range(34) if h.counts[t]]
        for t, s, imp in options:
            c = list(h.counts)
            c[t] -= 1
            assert (s, imp) == shanten_and_improving(c, h.melds, MCR_SHAPES)
            assert s == 0  # a complete hand less any tile is ready


# --- table ------------------------------------------------------------------------------------------

TABLE = [
    # id, concealed, melds, rules, shanten (four-copy limit on), shanten without the limit
    ("complete", "m123 p234 s567 s888 EE", "", "riichi", -1, -1),
    ("ready_two_sided", "m23 p234 s567 s888 EE", "", "riichi", 0, 0),
    ("fifth_copy_wait", "m1111 p234 s567 s888", "", "riichi", 1, 0),
    ("fifth_copy_in_meld", "m9 p234 s567 s888", "[m999]", "riichi", 1, 0),
    ("ready_pair_after_melds", "E", "[m123] [p555] (s9999) [CCCC]", "mcr", 0, 0),
    ("seven_pairs_ready", "m11 p22 p33 s44 s55 EE C", "", "riichi", 0, 0),
    ("seven_pairs_with_four_mcr", "m1111 p22 p33 s44 EE C", "", "mcr", 0, 0),
    ("seven_pairs_with_four_riichi", "m1111 p22 p33 s44 EE C", "", "riichi", 2, 2),
    ("thirteen_orphans_13_sided", "m19 p19 s19 ESWN PFC", "", "riichi", 0, 0),
    ("thirteen_orphans_one_away", "m19 p19 s19 ESWN PF m5", "", "riichi", 1, 1),
    ("lesser_knitted_ready", "m147 p258 s36 ESWNP", "", "mcr", 0, 0),
    ("lesser_knitted_is_far_in_riichi", "m147 p258 s36 ESWNP", "", "riichi", 6, 6),
    ("greater_knitted_ready", "m14 p25 s36 ESWNPFC", "", "mcr", 0, 0),
    ("knitted_straight_ready", "m147 p258 s36 s234 EE", "", "mcr", 0, 0),
    ("knitted_straight_with_meld", "m147 p258 s369 E", "[p777]", "mcr", 0, 0),
    ("nine_gates", "m1112345678999", "", "riichi", 0, 0),
    ("worst_seven_pairs_bound", "m147 p258 s369 ESWN", "", "riichi", 6, 6),
]


@pytest.mark.parametrize("hand,melds,rules,want,unlimited", [c[1:] for c in TABLE], ids=[c[0] for c in TABLE])
def test_table(hand, melds, rules, want, unlimited):
    shapes = MCR_SHAPES if rules == "mcr" else RIICHI_SHAPES
    ms = tuple(meld(m) for m in melds.split())
    c = counts(hand)
    assert shanten(c, ms, shapes) == want
    assert shanten(c, ms, shapes, limit_copies=False) == unlimited


def test_shanten_for_hand():
    c = counts("m147 p258 s36 ESWNP")
    h = Hand(tiles=tuple(t for t in range(34) for _ in range(c[t])))
    assert shanten_for(h, "mcr") == 0
    assert shanten_for(h, "fliosen") == 6
    assert shanten(h, shapes=MCR_SHAPES) == 0
    y = Hand(tiles=tuple(sorted(counts_list("m1 m1 m1 m9 m9 m9 p1 p1 p9 s1 s9 E S"))))
    assert shanten_for(y, "yaochu") >= shanten_for(y, "fliosen")


def counts_list(text: str) -> list[int]:
    c = counts(text.replace(" ", ""))
    return [t for t in range(34) for _ in range(c[t])]


def test_too_many_tiles():
    with pytest.raises(ValueError):
        shanten(counts("m123 p234 s567 s888 EE E"))
