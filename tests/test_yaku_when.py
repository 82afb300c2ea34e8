"""The yaku engine tests an entry only when the facts its row needs (``when=``, yaku.py) are present
(a speed measure): every such fact must be a necessary condition of its test. On generated complete hands
(closed and open, every shape and situation), each decomposition and reading runs every entry of
the standard and Fliosen tables; an entry whose test says yes must have all of its needed facts."""

from __future__ import annotations

import random

import pytest

from mjscore.rules.fliosen.table import TABLE as FLIOSEN
from mjscore.rules.yaku_engine import STANDARD
from mjscore.rules.yaku_engine.engine import score_features
from mjscore.rules.yaku_engine.features import FACTS, features
from mjscore.analysis.shapes import RIICHI_SHAPES, decompose, readings

from tests._riichi_hands import random_hand

N_HANDS = 6000


NEEDING = {y.id for y in STANDARD.entries if y.when}


def need_of(y) -> int:
    return FACTS.mask(y.when)


@pytest.mark.parametrize("y", [y for y in STANDARD.entries if y.when], ids=lambda y: y.id)
def test_when_names_declared_facts_once(y):
    assert set(y.when) <= set(FACTS.bits), y.when
    assert len(set(y.when)) == len(y.when)


def test_facts_bits_follow_the_registry_order():
    assert list(FACTS.bits.values()) == [1 << i for i in range(len(FACTS.bits))]
    assert all(FACTS.descriptions[n] for n in FACTS.bits)


def test_renamed_entries_keep_their_facts():
    assert FLIOSEN["ilyangtong"].when == STANDARD["ittsu"].when != ()
    assert FLIOSEN["jeonhwa"].sure and FLIOSEN["jeonhwa"].when == STANDARD["riichi"].when


def test_a_new_test_drops_the_old_facts():
    changed = STANDARD.adjust(riichi={"test": lambda f: False})["riichi"]
    assert changed.when == () and not changed.sure


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
def test_when_facts_are_necessary_on_generated_hands(yaochu):
    seen_true: set[str] = set()
    for hand, f in generated_readings(20261201 + yaochu, N_HANDS, yaochu):
        facts = f.facts
        for table in (STANDARD, FLIOSEN):
            for y in table.entries:
                if y.test(f):
                    seen_true.add(y.id)
                    assert need_of(y) & facts == need_of(y), (y.id, hand)
            score_features(f, table)
    if not yaochu:  # the riichi-tile hands make every entry that needs facts (four kongs aside: rare)
        assert NEEDING - seen_true <= {"suukantsu"}, NEEDING - seen_true
