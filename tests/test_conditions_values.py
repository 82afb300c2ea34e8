"""``Conditions.values()`` and ``Conditions.with_values`` name every field of Conditions (they list
them one by one): a field added to Conditions and missed there fails here."""

from __future__ import annotations

import pytest

from mjscore.hand import CONDITION_KEYS, Conditions

# A value for each field that differs from its default (mjscore.conditions.DEFAULTS).
CHANGED = {"tsumo": True, "seat": 28, "round": 29, "last_tile": True, "last_draw": True, "rinshan": True,
           "chankan": True, "flowers": 2, "riichi": True, "double_riichi": True, "ippatsu": True, "tenhou": True,
           "chiihou": True, "tong": True, "dora": (3,), "ura": (4,), "draws": 1, "honba": 2, "sticks": 3,
           "seen": (5, 6), "pao": 30, "kita": 1}


def test_changed_values_cover_every_field():
    assert set(CHANGED) == set(CONDITION_KEYS)


@pytest.mark.parametrize("key", CONDITION_KEYS)
def test_with_values_changes_one_field(key):
    base = Conditions()
    changed = base.with_values({key: CHANGED[key]}, frozenset({key}))
    assert getattr(changed, key) == CHANGED[key]
    assert changed.given == frozenset({key})
    for other in CONDITION_KEYS:
        if other != key:
            assert getattr(changed, other) == getattr(base, other), other


@pytest.mark.parametrize("key", CONDITION_KEYS)
def test_values_are_the_fields_in_key_order(key):
    c = Conditions(**{key: CHANGED[key]})
    assert c.values() == tuple(getattr(c, k) for k in CONDITION_KEYS)
    assert c != Conditions() and hash(c) == hash(Conditions(**{key: CHANGED[key]}))


def test_given_is_compared():
    assert Conditions(given=frozenset({"tsumo"})) != Conditions()
