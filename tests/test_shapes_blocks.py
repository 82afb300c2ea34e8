"""The per-block tables of the shape engine on large blocks: the pair waits of a suit (the tile that
makes it sets and a pair) and the splits of a block into sets, each against a search of its own, on
suits of up to 13 and 12 tiles (test_shapes checks every block of up to 8 tiles)."""

from __future__ import annotations

import functools
from itertools import product

import pytest

from mjscore.analysis.shapes import blocks
from tests.test_shapes import _block_ok_reference, _blocks


def _splits_by_pungs(block: bytes, base: int, suited: bool) -> list[tuple]:
    """Every split of one block into pungs and chows, found otherwise than the shape engine's
    search: for each choice of pungs among the tiles held three times or more (lowest tile first, a
    pung before none: the search's order), what is left must be chows, and they are forced (the
    lowest tile left starts as many chows as it has copies). Sets listed by tile, a chow before a
    pung of the same tile."""
    held = [i for i, c in enumerate(block) if c >= 3]
    out = []
    for choice in product((1, 0), repeat=len(held)):
        pungs = {i for i, take in zip(held, choice) if take}
        rest = [c - 3 * (i in pungs) for i, c in enumerate(block)] + [0, 0]
        groups: list = []
        for i in range(len(block)):
            k = rest[i]
            if k < 0 or (k and not (suited and i <= 6 and rest[i + 1] >= k and rest[i + 2] >= k)):
                break
            rest[i + 1] -= k
            rest[i + 2] -= k
            groups += [blocks.CHOWS[base + i]] * k
            if i in pungs:
                groups.append(blocks.PUNGS[base + i])
        else:
            out.append(tuple(groups))
    return out


def _with(block: bytes, k: int) -> bytes:
    return block[:k] + bytes((block[k] + 1,)) + block[k + 1:]


@functools.cache
def _waiting_suits() -> tuple[bytes, ...]:
    """The suits of 10 to 13 tiles (1 modulo 3), listed once for the seven tests below (listing them
    was half of each test's time)."""
    return tuple(b for b in _blocks(9, 13) if sum(b) >= 10 and sum(b) % 3 == 1)


@pytest.mark.parametrize("start", range(0, 7), ids=lambda s: f"every-7th-from-{s}")
def test_pair_waits_of_a_suit_match_a_plain_search(start):
    """The places whose tile makes a suit of 10 to 13 tiles (1 modulo 3) into sets and a pair: the
    waits read off each copy and each pair the suit holds agree with trying every tile."""
    checked = 0
    for i, block in enumerate(_waiting_suits()):
        if i % 7 != start or i % 5:
            continue
        want = tuple(k for k in range(9) if _block_ok_reference(_with(block, k), True, True))
        assert blocks.block_waits(block, True, True) == want, block
        checked += 1
    assert checked > 300


def test_splits_of_a_block_match_the_search():
    """A block's splits into sets (the engine's search, or one pass when no tile is held three
    times) are those found by choosing the pungs first, the same sets in the same order, on every suit of up to 12 tiles in each of the three suits and every
    honors block of up to 14 tiles."""
    checked = 0
    for size, most, bases in ((9, 12, (0, 9, 18)), (7, 14, (27,))):
        for block in _blocks(size, most):
            if sum(block) % 3:
                continue
            for base in bases:
                want = tuple(_splits_by_pungs(block, base, base < 27))
                assert blocks.block_splits(block, base) == want, (block, base)
            checked += 1
    assert checked > 1000
