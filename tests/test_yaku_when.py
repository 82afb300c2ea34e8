"""The yaku engine tests an entry only when the facts its test needs are present (engine.NEEDS, a
speed measure): every need must be a necessary condition of its test. On generated complete hands
(closed and open, every shape and situation), each decomposition and reading runs every entry of
the standard and Fliosen tables; an entry whose test says yes must have all of its needed facts."""

from __future__ import annotations

import random

import pytest

from mjscore.rules.fliosen.table import TABLE as FLIOSEN
from mjscore.rules.yaku_engine import STANDARD
from mjscore.rules.yaku_engine.engine import NEEDS, facts_of, need_of, score_features
from mjscore.rules.yaku_engine.features import features
from mjscore.analysis.shapes import RIICHI_SHAPES, decompose, readings

from tests._riichi_hands import random_hand

N_HANDS = 6000


def test_every_need_names_a_standard_entry():
    assert set(NEEDS) <= set(STANDARD.ids)


def test_renamed_entries_keep_their_needs():
    assert need_of(FLIOSEN["ilyangtong"]) == NEEDS["ittsu"] != 0


def generated_readings(seed: int, n: int, yaochu: bool):
    """(hand, features) of every decomposition and reading of ``n`` generated complete hands."""
    rng = random.Random(seed)
    made = 0
    while made < n:
        hand = random_hand(rng, yaochu=yaochu)
        if hand is None:
            continue
        made += 1
        for d in decompose(hand.counts, hand.melds, RIICHI_SHAPES):
            for r in readings(d, hand.win):
                yield hand, features(hand, d, r)


@pytest.mark.parametrize("yaochu", [False, True], ids=["riichi-tiles", "yaochu-tiles"])
def test_needs_are_necessary_on_generated_hands(yaochu):
    seen_true: set[str] = set()
    for hand, f in generated_readings(20261201 + yaochu, N_HANDS, yaochu):
        facts = facts_of(f)
        for table in (STANDARD, FLIOSEN):
            for y in table.entries:
                if y.test(f):
                    seen_true.add(y.id)
                    assert need_of(y) & facts == need_of(y), (y.id, hand)
            score_features(f, table)
    if not yaochu:  # the riichi-tile hands make every entry that has a need (four kongs aside: rare)
        assert set(NEEDS) - seen_true <= {"suukantsu"}, set(NEEDS) - seen_true
