"""The yaku engine counts an entry whose row says ``sure=True`` without calling its test (a speed
measure): the facts its row needs (``when=``) must be sufficient as well as necessary. On generated
complete hands (closed and open, every shape and situation), each decomposition and reading whose
facts hold a sure entry's facts must pass that entry's test, and the engine's yaku must be those of
every test called."""

from __future__ import annotations

import pytest

from mjscore.rules.fliosen.table import TABLE as FLIOSEN
from mjscore.rules.yaku_engine import STANDARD
from mjscore.rules.yaku_engine.engine import _outcome, score_features

from tests.test_yaku_when import generated_readings, need_of

N_HANDS = 4000
SURE = frozenset(y.id for y in STANDARD.entries if y.sure)


def test_every_sure_entry_needs_facts():
    assert SURE
    assert all(STANDARD[i].when for i in SURE)


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
                if y.sure and need & f.facts == need:
                    seen.add(y.id)
                    assert y.test(f), (y.id, hand)
            assert score_features(f, table) == _by_every_test(f, table), hand
    if not yaochu:  # the riichi-tile hands meet every sure entry's need
        assert SURE - seen == set(), SURE - seen
