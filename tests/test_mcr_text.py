"""The MCR decomposition text (rules/mcr/text.py): each group's text as the notation writer makes it,
and the order of a decomposition's sets (concealed sets, declared melds, the pair last)."""

from __future__ import annotations

import pytest

from mjscore.analysis.shapes import KNITTED_STRAIGHT, PAIR, REGULAR, SEVEN_PAIRS, Decomposition, Group
from mjscore.hand import CHOW, KONG, PUNG
from mjscore.notation.writer import format_group
from mjscore.rules.mcr.text import write_decomposition, write_group

GROUPS = [
    pytest.param(Group(kind=CHOW, tile=0), "123m", id="chow-characters"),
    pytest.param(Group(kind=CHOW, tile=24), "789s", id="chow-bamboos-top"),
    pytest.param(Group(kind=PUNG, tile=13), "555p", id="pung-dots"),
    pytest.param(Group(kind=KONG, tile=27), "EEEE", id="kong-east"),
    pytest.param(Group(kind=PAIR, tile=33), "CC", id="pair-red-dragon"),
    pytest.param(Group(kind=CHOW, tile=3, declared=True, concealed=False), "[456m]", id="claimed-chow"),
    pytest.param(Group(kind=PUNG, tile=31, declared=True, concealed=False), "[PPP]", id="claimed-pung"),
    pytest.param(Group(kind=KONG, tile=8, declared=True, concealed=False), "[9999m]", id="claimed-kong"),
    pytest.param(Group(kind=KONG, tile=18, declared=True, concealed=True), "(1111s)", id="concealed-kong"),
]


@pytest.mark.parametrize("group, text", GROUPS)
def test_write_group_is_the_writers_text(group, text):
    assert write_group(group) == text == format_group(group, brackets=True)
    assert write_group(group) == text  # (the second time from the table)


DECOMPOSITIONS = [
    pytest.param(Decomposition(shape=REGULAR, groups=(
        Group(kind=CHOW, tile=0), Group(kind=PUNG, tile=13), Group(kind=CHOW, tile=18),
        Group(kind=KONG, tile=27), Group(kind=PAIR, tile=33))), (), ("123m", "555p", "123s", "EEEE", "CC"),
        id="regular-concealed"),
    pytest.param(Decomposition(shape=REGULAR, groups=(
        Group(kind=PUNG, tile=31, declared=True, concealed=False),
        Group(kind=KONG, tile=18, declared=True, concealed=True),
        Group(kind=CHOW, tile=0), Group(kind=CHOW, tile=9), Group(kind=PAIR, tile=4))), (),
        ("123m", "123p", "[PPP]", "(1111s)", "55m"), id="regular-melds-after-concealed-sets"),
    pytest.param(Decomposition(shape=SEVEN_PAIRS, groups=tuple(Group(kind=PAIR, tile=t)
                                                                for t in (0, 2, 9, 11, 20, 27, 33))), (),
                 ("11m", "33m", "11p", "33p", "33s", "EE", "CC"), id="seven-pairs"),
    pytest.param(Decomposition(shape=KNITTED_STRAIGHT, groups=(Group(kind=PUNG, tile=28), Group(kind=PAIR, tile=32)),
                               knitted=(0, 3, 6, 10, 13, 16, 20, 23, 26)), (),
                 ("147m258p369s", "SSS", "FF"), id="knitted-straight"),
]


@pytest.mark.parametrize("decomposition, tiles, texts", DECOMPOSITIONS)
def test_write_decomposition_orders_sets_melds_and_pair(decomposition, tiles, texts):
    assert write_decomposition(decomposition, tiles) == texts
