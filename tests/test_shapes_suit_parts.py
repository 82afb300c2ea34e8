"""A suit's parts read from the characters of the same shape, moved up to the suit, against the
suit's own reading at its base: its part in the decompositions (blocks.part: its sets moved up,
against blocks.block_parts) and in the waits of a 13-tile hand (blocks.wait_part: its waits moved
up, against blocks.block_wait_parts). Every shape of up to six tiles, and a fixed sample of larger
ones."""

from __future__ import annotations

import random
from itertools import product

import pytest

from mjscore.analysis.shapes import blocks


def _shapes_up_to(total: int):
    for counts in product(range(5), repeat=9):
        if sum(counts) <= total:
            yield bytes(counts)


def _sampled_shapes(n: int, seed: int, sizes=(9, 10, 11, 12, 13, 14)):
    rng = random.Random(seed)
    out = []
    while len(out) < n:
        counts = [0] * 9
        for _ in range(rng.choice(sizes)):
            t = rng.randrange(9)
            if counts[t] < 4:
                counts[t] += 1
        out.append(bytes(counts))
    return out


@pytest.mark.parametrize("suit", [1, 2], ids=["dots", "bamboos"])
def test_a_suits_part_is_the_characters_part_moved_up(suit):
    checked = 0
    for block in list(_shapes_up_to(6)) + _sampled_shapes(3000, seed=7 + suit):
        for table in blocks.PARTS:
            table.clear()
        moved = blocks.part(suit, block)
        assert moved == blocks.block_parts(block, 9 * suit), list(block)
        # (the same shared groups, not equal copies: the tables hand out one Group value per set)
        for got, own in zip(_groups(moved), _groups(blocks.block_parts(block, 9 * suit))):
            assert got is own
        checked += 1
    assert checked > 3000


def _groups(part):
    yield from part[blocks.SETS] + part[blocks.PAIR_OF]
    r, splits = part[blocks.COUNT] % 3, part[blocks.SPLITS]
    if r == 0:
        for split in splits:
            yield from split
    elif r == 2:
        for pair, rest in splits:
            yield pair
            for split in rest:
                yield from split


@pytest.mark.parametrize("suit", [1, 2], ids=["dots", "bamboos"])
def test_a_suits_wait_part_is_the_characters_wait_part_moved_up(suit):
    checked = waiting = 0
    for block in list(_shapes_up_to(6)) + _sampled_shapes(3000, seed=11 + suit, sizes=(8, 9, 10, 11, 12, 13)):
        for table in blocks.WAIT_PARTS:
            table.clear()
        moved = blocks.wait_part(suit, block)
        own = blocks.block_wait_parts(block, 9 * suit)
        assert moved == own, list(block)
        assert blocks.WAIT_PARTS[suit][block] == own
        checked += 1
        waiting += bool(own[2])
    assert checked > 3000 and waiting > 1000


def test_the_characters_and_honors_wait_parts_are_their_own():
    for i, base in ((0, 0), (3, 27)):
        for block in ([bytes((1, 1, 0, 0, 0, 0, 0, 0, 0)), bytes((2, 0, 0, 0, 0, 3, 1, 1, 0))] if i == 0
                      else [bytes((1, 0, 0, 0, 0, 0, 0)), bytes((2, 2, 0, 0, 0, 0, 0))]):
            for table in blocks.WAIT_PARTS:
                table.clear()
            assert blocks.wait_part(i, block) == blocks.block_wait_parts(block, base)
            assert blocks.wait_part(i, block)[2], list(block)
