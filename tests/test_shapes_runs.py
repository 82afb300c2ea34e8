"""shapes.decompose given a hand's sorted tiles (each block's part looked up by its run of tiles, the
counts made only for a special shape) against decompose given its counts: the same decompositions,
in the same order, of winning hands of every shape, of hands a few tiles off and of random deals,
with the riichi and the MCR shape rules, from empty and from filled tables."""

from __future__ import annotations

import random

import pytest

from mjscore.analysis import shapes
from mjscore.analysis.shapes import blocks
from tests import handgen


def _hands(seed: int):
    rng = random.Random(seed)
    out = handgen.winning_corpus(1500, seed=seed)
    out += [handgen.swap_tiles(rng, h, rng.randint(1, 2)) for h in handgen.winning_corpus(300, seed=seed + 1)]
    out += [handgen.random_deal(rng, rng.randint(0, 4), size=14) for _ in range(300)]
    out += [handgen.remove_one(rng, h) for h in handgen.winning_corpus(100, seed=seed + 2)]  # (13 tiles)
    return out


@pytest.mark.parametrize("rules", [shapes.RIICHI_SHAPES, shapes.MCR_SHAPES], ids=["riichi", "mcr"])
@pytest.mark.parametrize("fresh", [True, False], ids=["empty-tables", "filled-tables"])
def test_decompose_by_tiles_is_decompose_by_counts(rules, fresh):
    found = 0
    for h in _hands(seed=11):
        if fresh:
            for table in blocks.PARTS_BY_RUN + blocks.PARTS:
                table.clear()
        tiles = tuple(h.tiles)
        by_tiles = shapes.decompose(None, h.melds, rules, tiles=tiles)
        by_counts = shapes.decompose(list(h.counts), h.melds, rules)
        assert by_tiles == by_counts, (h.shape, tiles, h.melds)
        found += bool(by_counts)
    assert found > 1000  # (most winning hands: some shapes are MCR's only)


def test_a_runs_part_is_its_counts_part():
    rng = random.Random(5)
    for _ in range(2000):
        i = rng.randrange(4)
        base, end, _ = blocks.BLOCKS[i]
        run = tuple(sorted(rng.choice(range(base, end)) for _ in range(rng.randint(0, 14))))
        counts = [0] * (end - base)
        for t in run:
            counts[t - base] += 1
        blocks.PARTS_BY_RUN[i].clear()
        assert blocks.run_part(i, run) == blocks.block_parts(bytes(counts), base), (i, run)


@pytest.mark.parametrize("rules", ["riichi", "mcr", "fliosen"])
def test_a_hand_made_with_its_tiles_in_any_order_scores_as_sorted(rules):
    """decompose reads a Hand's tiles as runs by suit: a Hand made in code from tiles in any order
    holds them sorted (Hand's own constructor sorts them), and scores as the sorted hand."""
    from mjscore.api import load_rule_set
    from mjscore.errors import MjscoreError
    from mjscore.hand import Hand
    from mjscore.notation import parse_hand

    def outcome(hand):
        try:
            return rule_set.score(hand, {}).to_dict()
        except MjscoreError as e:  # (the same refusal, for a hand that does not score)
            return e.to_dict()

    rule_set = load_rule_set(rules)
    rng = random.Random(5)
    scored = 0
    for line in ["m123p456s789EEECC tsumo", "m111222333p99s78 s9 tsumo", "m19p19s19ESWNPFCC",
                 "m22p33s4455778WW s8 tsumo", "m123p456s789[EEE] C C", "p1112345678999 p5 tsumo"]:
        hand = parse_hand(line)
        shuffled = list(hand.tiles)
        rng.shuffle(shuffled)
        made = Hand(tiles=tuple(shuffled), win=hand.win, melds=hand.melds, conditions=hand.conditions)
        assert made.tiles == hand.tiles
        assert outcome(made) == outcome(hand), line
        scored += "kind" not in outcome(hand)
    assert scored >= 3
