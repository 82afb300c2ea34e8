"""The facts of a decomposition's pungs (features._pung_facts, read off a sum of per-tile tallies)
against their plain definitions, on every set of one to four pungs of distinct tiles, in both
orders."""

from __future__ import annotations

from itertools import combinations

from mjscore.rules.mcr import features as F
from mjscore.tiles import TERMINALS_AND_HONORS


def _at_least(n: int, *facts_by_count: tuple[int, int]) -> int:
    return sum(fact for least, fact in facts_by_count if n >= least)


def _plain_facts(pungs: tuple[int, ...]) -> tuple[int, tuple[int, ...], tuple[int, ...]]:
    winds = tuple(t for t in pungs if 27 <= t <= 30)
    dragons = tuple(t for t in pungs if 31 <= t <= 33)
    suited = [t for t in pungs if t < 27]
    per_suit = [sum(1 for t in suited if t // 9 == s) for s in range(3)]
    ranks = [t % 9 for t in suited]
    facts = _at_least(len(pungs), (1, F.PUNGS_1), (2, F.PUNGS_2), (3, F.PUNGS_3), (4, F.PUNGS_4))
    facts |= _at_least(len(winds), (1, F.WIND_PUNG), (3, F.WIND_PUNGS_3))
    facts |= _at_least(len(dragons), (1, F.DRAGON_PUNG), (2, F.DRAGON_PUNGS_2))
    if any(t in TERMINALS_AND_HONORS for t in pungs):
        facts |= F.TERMINAL_PUNG
    if all(per_suit):
        facts |= F.PUNGS_IN_THREE_SUITS
    if max(per_suit) >= 3:
        facts |= F.THREE_PUNGS_IN_A_SUIT
    if len(set(ranks)) < len(ranks):
        facts |= F.SAME_RANK_PUNGS
    return facts, winds, dragons


def test_pung_facts_match_their_definitions_on_every_set_of_pungs():
    checked = 0
    for n in range(1, 5):
        for tiles in combinations(range(34), n):
            for pungs in (tiles, tiles[::-1]):
                assert F._pung_facts(pungs) == _plain_facts(pungs), pungs
                checked += 1
    assert checked > 100_000
