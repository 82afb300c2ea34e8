"""`mjscore discard` under MCR against PyMahjongGB (test-only).

For each generated 14-tile hand (the shared corpus: complete hands of every MCR shape — knitted
straight, honors and knitted, seven pairs with four of a kind among them — then the same a few tiles
off, and random deals with 0-3 melds), each discard's shanten must be PyMahjongGB's
(``MahjongShanten`` with the melds as packs). For the best discard of every hand, and every discard
of one hand in ``FULL_EVERY``, the shape-by-shape calculators (``RegularShanten``,
``SevenPairsShanten``, ``ThirteenOrphansShanten``, ``HonorsAndKnittedTilesShanten``,
``KnittedStraightShanten``, on the standing tiles) give the shanten as their minimum over the shapes
the melds allow, and the improving tiles as the union of the useful tiles of the shapes that reach
it; mjscore's improving tiles must be those, each with its copies left.

PyMahjongGB ignores the four-copy limit; a discard where the two differ must agree with mjscore's
shanten without the limit, and such hands are counted apart.
"""

from __future__ import annotations

import random

import MahjongGB

from mjscore.analysis.discard import analyse
from mjscore.analysis.shanten import discard_options
from mjscore.analysis.shapes import (
    HONORS_KNITTED,
    KNITTED_STRAIGHT,
    MCR_SHAPES,
    REGULAR,
    SEVEN_PAIRS,
    THIRTEEN_ORPHANS,
)

from tests.conftest import SUMMARY
from tests.discard_corpus import ShapesOnly, expected_left, random_seen, shared_corpus, to_hand
from tests.test_shanten import GB_FORMS, GB_INDEX, GB_NAMES, gb_pack

MCR = ShapesOnly("mcr-shapes", MCR_SHAPES)
FULL_EVERY = 8


def forms_allowed(melds) -> list[str]:
    """The shapes a hand with these melds can still make (a concealed kong is a meld too)."""
    if not melds:
        return [REGULAR, SEVEN_PAIRS, THIRTEEN_ORPHANS, HONORS_KNITTED, KNITTED_STRAIGHT]
    return [REGULAR, KNITTED_STRAIGHT] if len(melds) == 1 else [REGULAR]


def oracle_by_shape(kept: list[int], melds) -> tuple[int, list[int]]:
    standing = tuple(GB_NAMES[t] for t in range(34) for _ in range(kept[t]))
    results = {shape: GB_FORMS[shape](hand=standing) for shape in forms_allowed(melds)}
    best = min(s for s, _ in results.values())
    useful = set()
    for s, tiles in results.values():
        if s == best:
            useful.update(GB_INDEX[u] for u in tiles)
    return best, sorted(useful)


def test_every_discard_agrees_with_pymahjonggb():
    rng = random.Random(11)
    exact = limited = discards = improving_checked = with_melds = 0
    shapes_seen: dict[str, int] = {}
    for i, h in enumerate(shared_corpus()):
        seen = random_seen(rng, h, rng.randint(1, 6)) if i % 2 == 0 else ()
        found = analyse(to_hand(h, seen), MCR)
        left = expected_left(h, seen)
        meld_copies = [sum(m.tiles.count(t) for m in h.melds) for t in range(34)]
        pack = tuple(gb_pack(m) for m in h.melds)
        unlimited = None
        agree = True
        for n, d in enumerate(found.discards):
            kept = list(h.counts)
            kept[d.tile] -= 1
            want = MahjongGB.MahjongShanten(pack=pack, hand=tuple(GB_NAMES[t] for t in range(34)
                                                                  for _ in range(kept[t])))
            assert d.shanten >= want, (h, d.tile)
            assert [i.left for i in d.improving] == [left[i.tile] for i in d.improving], (h, seen)
            assert d.left == sum(i.left for i in d.improving)
            discards += 1
            same = d.shanten == want
            want_tiles = None
            if not n or not i % FULL_EVERY:
                by_shape, want_tiles = oracle_by_shape(kept, h.melds)
                assert by_shape == want, (h, d.tile)
                drawable = [t for t in want_tiles if kept[t] + meld_copies[t] < 4]
                same &= [i.tile for i in d.improving] == drawable
                improving_checked += 1
            if not same:  # where the four-copy limit decides, mjscore without it is PyMahjongGB's count
                if unlimited is None:
                    unlimited = {t: (s, imp) for t, s, imp in discard_options(h.counts, h.melds, MCR_SHAPES,
                                                                               limit_copies=False)}
                assert unlimited[d.tile][0] == want, (h, d.tile)
                if want_tiles is not None:
                    assert [t for t in unlimited[d.tile][1] if kept[t] < 4] == \
                        [t for t in want_tiles if kept[t] < 4], (h, d.tile)
            agree &= same
        if agree:
            exact += 1
            with_melds += bool(h.melds)
            shapes_seen[h.shape.split("+")[0]] = shapes_seen.get(h.shape.split("+")[0], 0) + 1
        else:
            limited += 1
    SUMMARY.append(f"discard, MCR vs PyMahjongGB: {exact} hands agree exactly ({with_melds} with melds), "
                   f"{limited} differ by the four-copy limit; {discards} discards, improving tiles of "
                   f"{improving_checked} compared; by shape: "
                   + ", ".join(f"{k} {v}" for k, v in sorted(shapes_seen.items())))
    corpus = len(shared_corpus())
    assert exact >= corpus * 9 // 10 and with_melds >= 500
    for shape in ("knitted_straight", "lesser_knitted", "greater_knitted", "seven_pairs_four", "thirteen_orphans",
                  "nine_gates", "seven_pairs", "one_suit", "regular"):
        assert shapes_seen.get(shape, 0) >= 30, shapes_seen
    assert 0 < limited <= corpus // 20  # (the four-copy limit is met, and seldom)
