"""The tile writer (``format_tiles``): each suit's digits closed by its letter, honors as letters,
red fives as ``0``; the canonical hands it writes are checked in test_notation_roundtrip.py."""

from __future__ import annotations

import pytest

from mjscore.notation import writer as nw


@pytest.mark.parametrize("tiles, red, text", [
    ((4, 4, 13, 22, 22, 22), (4, 22, 22), "05m5p005s"),
    ((0, 1, 2, 27, 27, 33), (), "123mEEC"),
    ((13,), (13, 13), "0p"),  # more red marks than fives: every five is red
    ((), (), ""),
    ((0, 27, 1), (), "1mE2m"),  # (in the order given: a run of one suit closes at each change)
], ids=["reds-in-three-suits", "no-red", "more-reds-than-fives", "empty", "order-given"])
def test_format_tiles_examples(tiles, red, text):
    assert nw.format_tiles(tiles, red) == text


# The condition words: each field that differs from its default or that the line wrote, in the
# table's order; a default from the command line (seat=S below, not written) still shows.
CONDITION_WORDS = [
    ("written-and-differ", dict(tsumo=True, seat=28, given=frozenset({"tsumo", "seat"})), "tsumo seat=S"),
    ("default-not-written", dict(tsumo=True, seat=28, given=frozenset({"tsumo"})), "tsumo seat=S"),
    ("written-default-value", dict(seat=27, given=frozenset({"seat"})), "seat=E"),
    ("written-then-more-differ", dict(seat=27, round=29, ippatsu=False, given=frozenset({"seat"})),
     "seat=E round=W"),
    ("tile-lists", dict(riichi=True, dora=(3,), ura=(21, 0), round=28,
                        given=frozenset({"riichi", "dora", "ura", "round"})), "round=S riichi dora=4m ura=1m4s"),
    ("nothing-written", dict(tsumo=True), "tsumo"),
    ("nothing", dict(), ""),
]


@pytest.mark.parametrize("fields, words", [(f, w) for _, f, w in CONDITION_WORDS],
                         ids=[i for i, _, _ in CONDITION_WORDS])
def test_condition_words_of_written_and_default_fields(fields, words):
    from mjscore.hand import Conditions

    assert " ".join(nw._condition_words(Conditions(**fields))) == words
