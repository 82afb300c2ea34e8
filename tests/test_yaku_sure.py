"""The yaku engine counts a SURE entry without calling its test (engine.SURE, a speed measure):
its need must be sufficient as well as necessary. On generated complete hands (closed and open,
every shape and situation), each decomposition and reading whose facts hold a SURE entry's need
must pass that entry's test, and the engine's yaku must be those of every test called."""

from __future__ import annotations

import pytest

from mjscore.rules.fliosen.table import TABLE as FLIOSEN
from mjscore.rules.yaku_engine import STANDARD
from mjscore.rules.yaku_engine.engine import NEEDS, SURE, _outcome, is_sure, need_of, score_features

from tests.test_yaku_needs import generated_readings

N_HANDS = 4000


def test_every_sure_entry_has_a_need():
    assert SURE <= set(NEEDS)
    assert all(is_sure(STANDARD[i]) for i in SURE)
    assert not any(is_sure(y) for y in STANDARD.entries if y.id not in SURE)


def _by_every_test(f, table):
    """score_features' answer with every entry's test called (no need or sureness read)."""
    hits = []
    for y in table.entries:
        han = y.han(f.closed, table.yakuman_unit)
        if han is not None and y.test(f):
            hits.append((y, han))
    if not hits:
        return (), 0, 0
    return _outcome(tuple(hits))


@pytest.mark.parametrize("yaochu", [False, True], ids=["riichi-tiles", "yaochu-tiles"])
def test_sure_needs_are_sufficient_on_generated_hands(yaochu):
    seen: set[str] = set()
    for hand, f in generated_readings(20261202 + yaochu, N_HANDS, yaochu):
        for table in (STANDARD, FLIOSEN):
            for y in table.entries:
                need = need_of(y)
                if is_sure(y) and need & f.facts == need:
                    seen.add(y.id)
                    assert y.test(f), (y.id, hand)
            assert score_features(f, table) == _by_every_test(f, table), hand
    if not yaochu:  # the riichi-tile hands meet every sure entry's need
        assert SURE - seen == set(), SURE - seen
