"""Basic points and limits by han (docs/riichi.md, "Points"): riichi's room (``Room.basic_points``) and
the classic table Yaochu's ``--scoring riichi`` uses (``classic.base_points``). Both read the limit
of a hand from a table by han made of the one LIMITS table (classic.py); these tests check the table against the
rows themselves (every han up to 40) and name the limits a player knows."""

from __future__ import annotations

import pytest

from mjscore.rules.riichi.score import KAZOE, LIMITS, Room
from mjscore.rules.yaku_engine import classic


def _by_rows(han: int, rows) -> tuple | None:
    """The first row of ``rows`` (highest first) whose least han ``han`` reaches."""
    return next(((base, name) for least, base, name in rows if han >= least), None)


@pytest.mark.parametrize("han, fu, expected", [
    (1, 30, (240, None, False)),
    (3, 30, (960, None, False)),
    (4, 30, (1920, None, False)),
    (3, 70, (2000, "mangan", False)),
    (4, 40, (2000, "mangan", False)),
    (5, 30, (2000, "mangan", False)),
    (6, 30, (3000, "haneman", False)),
    (7, 40, (3000, "haneman", False)),
    (8, 30, (4000, "baiman", False)),
    (10, 30, (4000, "baiman", False)),
    (11, 30, (6000, "sanbaiman", False)),
    (12, 30, (6000, "sanbaiman", False)),
    (13, 30, (8000, "kazoe yakuman", False)),
    (20, 30, (8000, "kazoe yakuman", False)),
], ids=lambda v: str(v))
def test_riichi_limits_by_han(han, fu, expected):
    assert Room().basic_points(han, fu, 0) == expected


@pytest.mark.parametrize("room, han, fu, expected", [
    (Room(kazoe="sanbaiman"), 13, 30, (6000, "sanbaiman", False)),
    (Room(kiriage=True), 4, 30, (2000, "mangan", True)),
    (Room(kiriage=True), 3, 60, (2000, "mangan", True)),
    (Room(kiriage=False), 4, 30, (1920, None, False)),
], ids=["kazoe-sanbaiman", "kiriage-4-30", "kiriage-3-60", "no-kiriage-4-30"])
def test_riichi_room_options_change_the_points(room, han, fu, expected):
    assert room.basic_points(han, fu, 0) == expected


@pytest.mark.parametrize("yakuman, expected", [(1, (8000, "yakuman", False)), (2, (16000, "2x yakuman", False))],
                         ids=["single", "double"])
def test_riichi_yakuman_points_ignore_han_and_fu(yakuman, expected):
    assert Room().basic_points(26, 0, yakuman) == expected


@pytest.mark.parametrize("kazoe", sorted(KAZOE))
def test_riichi_table_by_han_is_the_limits_rows(kazoe):
    room = Room(kazoe=kazoe)
    for han in range(41):
        for fu in (20, 25, 30, 40, 50, 70, 110):
            base, limit, _ = room.basic_points(han, fu, 0)
            if han >= 13:
                assert (base, limit) == KAZOE[kazoe], han
            elif (row := _by_rows(han, LIMITS)) is not None:
                assert (base, limit) == row, han
            else:
                assert base == min(fu * 2 ** (2 + han), 2000), (han, fu)


def test_classic_table_by_han_is_the_limits_rows():
    for han in range(41):
        for fu in (20, 25, 30, 40, 50, 70, 110):
            row = _by_rows(han, ((classic.KAZOE_HAN, *classic.KAZOE["yakuman"]),) + classic.LIMITS)
            if row is not None:
                assert classic.base_points(han, fu) == row, han
            else:
                base = fu * 2 ** (2 + han)
                assert classic.base_points(han, fu) == ((2000, "mangan") if base > 2000 else (base, "")), (han, fu)


def test_riichi_and_classic_share_one_limits_table():
    assert LIMITS is classic.LIMITS and KAZOE is classic.KAZOE
