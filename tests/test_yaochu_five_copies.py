"""Yaochu's own check refuses a tile kind held five times (melds included) on a Hand made in code
(the notation reader refuses it in a line first). Its test on the sorted concealed tiles and on
each meld's kind must agree with counting every tile."""

from __future__ import annotations

import random

import pytest

from mjscore.errors import InvalidHandError
from mjscore.hand import KONG, PUNG, Hand, Meld
from mjscore.rules.yaochu import check
from mjscore.tiles import YAOCHU_TILE_SET



@pytest.mark.parametrize("tiles, melds, five", [
    ((0, 0, 0, 0, 0, 8, 8, 8, 9, 9, 9, 17, 17, 17), (), True),
    ((0, 0, 0, 0, 8, 8, 8, 9, 9, 9, 17, 17, 17, 27), (), False),
    ((27, 27, 8, 8, 8, 9, 9, 9, 17, 17, 17), ((KONG, 27),), True),
    ((0, 0, 0, 8, 8, 8, 9, 9, 9, 17, 17), ((KONG, 27),), False),
    ((0, 0, 0, 8, 8, 9, 9, 9), ((PUNG, 31), (PUNG, 31)), True),
    ((31, 31, 8, 8, 8), ((PUNG, 31), (PUNG, 0), (KONG, 9)), True),
], ids=["five-concealed", "four-concealed", "kong-and-two", "kong-alone", "two-pungs-same", "pung-and-pair"])
def test_five_copies(tiles, melds, five):
    hand = Hand(tiles=tuple(sorted(tiles)), win=tiles[-1], melds=tuple(Meld(kind=k, tile=t) for k, t in melds))
    assert check._five_copies(hand) is five
    if five:
        with pytest.raises(InvalidHandError, match="five copies"):
            check.check(hand, "all")


def test_five_copies_agrees_with_counting_every_tile():
    rng = random.Random(20261201)
    tiles_set = sorted(YAOCHU_TILE_SET)
    for _ in range(20000):
        k = rng.randrange(5)
        tiles = tuple(sorted(rng.choice(tiles_set) for _ in range(14 - 3 * k)))
        melds = tuple(Meld(kind=rng.choice((PUNG, KONG)), tile=rng.choice(tiles_set)) for _ in range(k))
        hand = Hand(tiles=tiles, win=tiles[-1], melds=melds)
        assert check._five_copies(hand) is (max(hand.all_counts) > 4), hand
