"""The MCR evaluator tests a fan only when the facts its row needs (``when=``, fans.py) are present
(a speed measure): every such fact must be a necessary condition of the fan's test. On generated
winning hands of every fan, each decomposition and reading runs the whole table; a fan whose test
says yes must have all of its row's facts, and the gated table must give the same counted fans as
the whole one."""

from __future__ import annotations

import pytest

from mjscore.rules.mcr.evaluator import _tests_for, apply_fans
from mjscore.rules.mcr.fans import FANS
from mjscore.rules.mcr.features import FACTS, VARIANTS, FanFacts
from mjscore.analysis.shapes import MCR_SHAPES, decompose, readings, winning_tiles

from tests.mcr_gen import hands

N_HANDS = 6000
SEED = 20261201


@pytest.mark.parametrize("fan", [f for f in FANS if f.when], ids=lambda f: f.id)
def test_when_names_declared_facts_once(fan):
    assert set(fan.when) <= set(FACTS.bits), fan.when
    assert len(set(fan.when)) == len(fan.when)


def test_facts_bits_follow_the_registry_order():
    assert list(FACTS.bits.values()) == [1 << i for i in range(len(FACTS.bits))]
    assert all(FACTS.descriptions[n] for n in FACTS.bits)


def generated_readings(variant: str, n: int, seed: int):
    """(hand, features) of every decomposition and reading of ``n`` generated hands, under the
    variant's rules; the features object is set to each reading in turn (read it before the next)."""
    for hand in hands(n, seed):
        counts = hand.counts
        counts[hand.win] -= 1
        unique = winning_tiles(counts, hand.melds, MCR_SHAPES, exhausted=[0] * 34) == (hand.win,)
        f = FanFacts.for_hand(hand, VARIANTS[variant], lambda: unique)
        for d in decompose(hand.counts, hand.melds, MCR_SHAPES):
            f.set_decomposition(d)
            for r in readings(d, hand.win):
                f.set_reading(r)
                yield hand, f


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_when_facts_are_necessary_on_generated_hands(variant):
    seen_true: set[str] = set()
    for hand, f in generated_readings(variant, N_HANDS, SEED):
        for fan in FANS:
            if fan.alone or not fan.test(f):
                continue
            seen_true.add(fan.id)
            need = FACTS.mask(fan.when)
            assert need & f.facts == need, (fan.id, hand)
        filtered = {entry[2] for entry in _tests_for(f.facts)}
        whole = {fan.id for fan in FANS if not fan.alone and fan.test(f)}
        assert whole <= filtered
        apply_fans(f)
    # the hands make every fan whose row needs facts (else the check above proves little); the
    # 1998 variant has no 明暗杠
    expected = {fan.id for fan in FANS if fan.when} - ({"concealed_and_melded_kong"} if variant == "1998" else set())
    assert expected <= seen_true
