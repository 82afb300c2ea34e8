"""The per-block tables of the shape engine on large blocks: the pair waits of a suit (the tile that
makes it sets and a pair) and the splits of a block into sets, each against a plain search, on
suits of up to 13 and 12 tiles (test_shapes checks every block of up to 8 tiles)."""

from __future__ import annotations

import pytest

from mjscore import shapes
from tests.test_shapes import _block_ok_reference, _blocks


def _search_splits(counts: list[int], i: int, n: int, base: int, suited: bool, acc: list,
                   out: list) -> None:
    """Every split of ``counts[i:n]`` (one block padded with two zeros) into pungs and chows, by a
    plain search from the lowest tile: it is in a pung (at most one) or only in chows starting
    there, so every copy beyond the pung starts a chow; a pung tried before none."""
    while i < n and counts[i] == 0:
        i += 1
    if i == n:
        out.append(tuple(acc))
        return
    c = counts[i]
    for pungs in (1, 0):
        chows = c - 3 * pungs
        if chows < 0:
            continue
        if chows and not (suited and i <= 6 and counts[i + 1] >= chows and counts[i + 2] >= chows):
            continue
        counts[i] = 0
        counts[i + 1] -= chows
        counts[i + 2] -= chows
        _search_splits(counts, i + 1, n, base, suited,
                       acc + [shapes._CHOWS[base + i]] * chows + [shapes._PUNGS[base + i]] * pungs, out)
        counts[i] = c
        counts[i + 1] += chows
        counts[i + 2] += chows


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


def test_splits_of_a_block_match_the_search():
    """A block's splits into sets (one pass per choice of pungs) are the plain search's, the same
    sets in the same order, on every suit of up to 12 tiles in each of the three suits and every
    honors block of up to 14 tiles."""
    checked = 0
    for size, most, bases in ((9, 12, (0, 9, 18)), (7, 14, (27,))):
        for block in _blocks(size, most):
            if sum(block) % 3:
                continue
            for base in bases:
                searched: list = []
                _search_splits(list(block) + [0, 0], 0, size, base, base < 27, [], searched)
                assert shapes._block_splits.__wrapped__(block, base) == tuple(searched), (block, base)
            checked += 1
    assert checked > 1000
