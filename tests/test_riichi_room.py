"""Room.of makes the room of the options given: a changed dict, None, an empty dict and equal values
give the room their values say."""

from __future__ import annotations

import importlib

riichi_score = importlib.import_module("mjscore.rules.riichi.score")
Room = riichi_score.Room


def test_room_follows_the_options_not_the_dict():
    options = {"kuitan": False}
    assert Room.of(options).kuitan is False
    options["kuitan"] = True  # (the caller changes its own dict between two lines)
    assert Room.of(options).kuitan is True
    options["aka"] = False
    assert (Room.of(options).kuitan, Room.of(options).aka) == (True, False)


def test_room_of_no_options_is_the_default_room():
    for options in (None, {}, {"kuitan": False}, None, {}):
        expected = Room() if not options else Room(kuitan=False)
        assert Room.of(options) == expected


def test_equal_values_give_one_room():
    assert Room.of({"kiriage": 1}) == Room.of({"kiriage": True})
    assert Room.of({"kiriage": 1}).kiriage is True
