"""A suit's part in the decompositions (shapes._part) read from the characters of the same shape,
its sets moved up to the suit, against the suit's own reading (shapes._block_parts at its base):
every shape of up to eight tiles, and a fixed sample of larger ones."""

from __future__ import annotations

import random
from itertools import product

import pytest

from mjscore import shapes


def _shapes_up_to(total: int):
    for counts in product(range(5), repeat=9):
        if sum(counts) <= total:
            yield bytes(counts)


def _sampled_shapes(n: int, seed: int):
    rng = random.Random(seed)
    out = []
    while len(out) < n:
        counts = [0] * 9
        for _ in range(rng.choice((9, 10, 11, 12, 13, 14))):
            t = rng.randrange(9)
            if counts[t] < 4:
                counts[t] += 1
        out.append(bytes(counts))
    return out


@pytest.mark.parametrize("suit", [1, 2], ids=["dots", "bamboos"])
def test_a_suits_part_is_the_characters_part_moved_up(suit):
    checked = 0
    for block in list(_shapes_up_to(6)) + _sampled_shapes(3000, seed=7 + suit):
        for table in shapes._PARTS:
            table.clear()
        moved = shapes._part(suit, block)
        assert moved == shapes._block_parts(block, 9 * suit), list(block)
        # (the same shared groups, not equal copies: group texts are cached by the group object)
        for got, own in zip(_groups(moved), _groups(shapes._block_parts(block, 9 * suit))):
            assert got is own
        checked += 1
    assert checked > 3000


def _groups(part):
    r, splits = part[0], part[1]
    if r == 0:
        for split in splits:
            yield from split
    elif r == 2:
        for pair, rest in splits:
            yield pair
            for split in rest:
                yield from split
