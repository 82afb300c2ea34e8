"""The MCR evaluator counts the fans whose rows say ``sure=True`` without calling their tests (a speed
measure): for each of them, the facts its row needs (``when=``) must also be sufficient. On generated winning
hands of every fan, each decomposition and reading with a sure fan's facts present must pass its
test and count it once, and the counted fans must be those of the table run test by test."""

from __future__ import annotations

import pytest

from mjscore.rules.mcr.evaluator import apply_fans
from mjscore.rules.mcr.fans import BY_ID, FANS
from mjscore.rules.mcr.features import FACTS, VARIANTS

from tests.test_mcr_when import generated_readings

N_HANDS = 4000
SEED = 20261202
SURE = frozenset(fan.id for fan in FANS if fan.sure)


def test_every_sure_fan_needs_facts():
    for fan_id in SURE:
        assert BY_ID[fan_id].when, fan_id
        assert not BY_ID[fan_id].alone
    # (no fan shares or limits a sure fan: counted, it counts once)
    for fan in FANS:
        for ex in fan.excludes:
            if ex.__class__ is not str:
                assert ex.fan not in SURE, (fan.id, ex)


def _counted_test_by_test(f):
    """The counted fan ids as the table gives them with every test called (no fan taken as sure)."""
    out = []
    excluded: set[str] = set()
    for fan in FANS:
        if fan.alone or fan.id in excluded:
            continue
        n = fan.test(f)
        if n:
            out.append(fan.id)
            excluded |= {ex for ex in fan.excludes if ex.__class__ is str}
    return out


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_sure_fans_needs_are_sufficient_on_generated_hands(variant):
    seen: dict[str, int] = dict.fromkeys(SURE, 0)
    for hand, f in generated_readings(variant, N_HANDS, SEED):
        for fan_id in SURE:
            need = FACTS.mask(BY_ID[fan_id].when)
            if need & f.facts == need:
                n = BY_ID[fan_id].test(f)
                assert n is True or n == 1, (fan_id, n, hand)
                seen[fan_id] += 1
            else:
                assert not BY_ID[fan_id].test(f), (fan_id, hand)
        fans, _, _ = apply_fans(f)
        counted = {fan.id for fan, _ in fans}
        assert counted & SURE == set(_counted_test_by_test(f)) & SURE, hand
    # every sure fan met (else the check above proves little)
    assert all(seen.values()), {k: v for k, v in seen.items() if not v}
