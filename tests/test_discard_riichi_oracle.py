"""`mjscore discard` on the riichi shapes (Fliosen, riichi) against the `mahjong` library's Shanten.

For each generated 14-tile hand (complete, a few tiles off, random deals with 0-3 melds; a seen=
list on every other hand), :func:`mjscore.analysis.discard.analyse` lists each discard; for each, the shanten
of the 13 tiles kept must be the library's (which knows no melds: it takes the concealed tiles and
counts the rest as melds), and the improving tiles — the tiles whose draw lowers the library's
shanten — must be the same, each with its copies left as written out from the definition in the
test. The improving tiles are compared for every discard on one hand in ``FULL_EVERY`` and for the
best discard on every hand (each costs 34 calls of the library).

The library ignores the four-copy limit (a fifth copy can complete its hands); mjscore never counts
a fifth copy (concealed tiles and melds together; the library does refuse a fifth copy of a tile the
hand holds four of). A discard on which the two differ must then agree with mjscore's shanten
without the limit; such hands are counted apart (mjscore's number is never lower).
"""

from __future__ import annotations

import random

from mahjong.shanten import Shanten

from mjscore.analysis.discard import analyse
from mjscore.analysis.shanten import discard_options
from mjscore.analysis.shapes import RIICHI_SHAPES

from tests.conftest import SUMMARY
from tests.discard_corpus import ShapesOnly, expected_left, random_seen, shared_corpus, to_hand

RIICHI = ShapesOnly("riichi-shapes", RIICHI_SHAPES)
CORPUS = shared_corpus()  # (the MCR-only shapes among them are just more hands here)
FULL_EVERY = 20


def oracle_improving(kept: list[int], before: int) -> list[int]:
    out = []
    for t in range(34):
        if kept[t] >= 4:
            continue
        kept[t] += 1
        if Shanten.calculate_shanten(kept) < before:
            out.append(t)
        kept[t] -= 1
    return out


def order(found):
    """docs/cli.md's order, written out: lower shanten, more tiles left, higher value, tile order."""
    by_tile = {d.tile: d for d in found.discards}
    return lambda t: (by_tile[t].shanten, -by_tile[t].left, -(by_tile[t].value or 0), t)


def test_every_discard_agrees_with_the_mahjong_library():
    rng = random.Random(7)
    exact = limited = discards = improving_checked = with_melds = complete = 0
    for i, h in enumerate(CORPUS):
        seen = random_seen(rng, h, rng.randint(1, 6)) if i % 2 else ()
        found = analyse(to_hand(h, seen), RIICHI)
        left = expected_left(h, seen)
        meld_copies = [sum(m.tiles.count(t) for m in h.melds) for t in range(34)]
        assert [d.tile for d in found.discards] == sorted([d.tile for d in found.discards], key=order(found))
        assert {d.tile for d in found.discards} == {t for t in range(34) if h.counts[t]}
        unlimited = None  # (mjscore without the four-copy limit, when needed)
        agree = True
        for n, d in enumerate(found.discards):
            kept = list(h.counts)
            kept[d.tile] -= 1
            want = Shanten.calculate_shanten(kept)
            assert d.shanten >= want, (h, d.tile)
            # Tiles left of each improving tile, and their total.
            assert [i.left for i in d.improving] == [left[i.tile] for i in d.improving], (h, seen)
            assert d.left == sum(i.left for i in d.improving)
            discards += 1
            same = d.shanten == want
            want_tiles = None
            if not n or not i % FULL_EVERY:
                want_tiles = oracle_improving(kept, want)
                drawable = [t for t in want_tiles if kept[t] + meld_copies[t] < 4]
                same &= [i.tile for i in d.improving] == drawable
                improving_checked += 1
            if not same:  # where the four-copy limit decides, mjscore without it is the library's count
                if unlimited is None:
                    unlimited = {t: (s, imp) for t, s, imp in discard_options(h.counts, h.melds, RIICHI_SHAPES,
                                                                               limit_copies=False)}
                assert unlimited[d.tile][0] == want, (h, d.tile)
                if want_tiles is not None:
                    assert [t for t in unlimited[d.tile][1] if kept[t] < 4] == want_tiles, (h, d.tile)
            agree &= same
        whole = Shanten.calculate_shanten(h.counts)
        if whole == -1:
            complete += 1
            assert found.shanten == -1 or not agree, h
        elif agree:
            assert found.shanten == whole, h
        exact += agree
        limited += not agree
        with_melds += bool(h.melds) and agree
    SUMMARY.append(f"discard, riichi shapes vs mahjong: {exact} hands agree exactly ({with_melds} with melds, "
                   f"{complete} complete), {limited} differ by the four-copy limit; {discards} discards, "
                   f"improving tiles of {improving_checked} compared")
    assert exact >= len(CORPUS) * 9 // 10 and with_melds >= 500 and complete >= 300
    assert 0 < limited <= len(CORPUS) // 20  # (the four-copy limit is met, and seldom)
