"""The per-suit tables of the shape engine on large blocks: the pair waits of a suit (the tile that
makes it sets and a pair) and the splits of a suit without a pung, each against a plain search, on
suits of up to 13 and 12 tiles (test_shapes checks every block of up to 8 tiles)."""

from __future__ import annotations

import pytest

from mjscore import shapes
from tests.test_shapes import _block_ok_reference, _blocks


def _with(block: bytes, k: int) -> bytes:
    return block[:k] + bytes((block[k] + 1,)) + block[k + 1:]


@pytest.mark.parametrize("start", range(0, 7), ids=lambda s: f"every-7th-from-{s}")
def test_pair_waits_of_a_suit_match_a_plain_search(start):
    """The places whose tile makes a suit of 10 to 13 tiles (1 modulo 3) into sets and a pair: the
    waits read off each copy and each pair the suit holds agree with trying every tile."""
    checked = 0
    for i, block in enumerate(b for b in _blocks(9, 13) if sum(b) >= 10 and sum(b) % 3 == 1):
        if i % 7 != start or i % 5:
            continue
        want = tuple(k for k in range(9) if _block_ok_reference(_with(block, k), True, True))
        assert shapes._block_waits.__wrapped__(block, True, True) == want, block
        checked += 1
    assert checked > 300


def test_splits_of_a_suit_match_the_search():
    """A suit holding no tile three times splits into chows one way at most: the direct pass gives
    the search's split (the same chows, in the same order) or none; every suit of up to 12 tiles
    (a multiple of 3) gets the search's splits, in each of the three suits."""
    checked = 0
    for block in _blocks(9, 12):
        if sum(block) % 3:
            continue
        for base in (0, 9, 18):
            searched: list = []
            shapes._split_block(list(block) + [0, 0], 0, 9, base, True, [], searched)
            assert shapes._block_splits.__wrapped__(block, base) == tuple(searched), (block, base)
        checked += 1
    assert checked > 1000
