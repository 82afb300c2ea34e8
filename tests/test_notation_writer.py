"""The canonical hand text's one-pass writer of sorted tiles (red fives included) writes what the
general tile writer writes, on generated hands of every rule set."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from mjscore.notation import writer as nw
from mjscore.errors import MjscoreError
from mjscore.notation import parse_hand

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
from gen_hands import generate  # noqa: E402


@pytest.mark.parametrize("rules", ["mcr", "yaochu", "fliosen", "riichi"])
def test_sorted_writer_equals_general_writer(rules):
    seen_red = 0
    for line in generate(1500, rules):
        try:
            h = parse_hand(line, check=False)
        except MjscoreError:
            continue
        concealed, red = list(h.tiles), list(h.red)
        if h.win is not None:
            concealed.remove(h.win)
            if h.win_red and h.win in red:
                red.remove(h.win)
        seen_red += bool(red)
        assert nw._sorted_tiles(concealed, red) == nw.format_tiles(concealed, red), line
    if rules == "riichi":
        assert seen_red > 50


@pytest.mark.parametrize("tiles, red, text", [
    ((4, 4, 13, 22, 22, 22), (4, 22, 22), "05m5p005s"),
    ((0, 1, 2, 27, 27, 33), (), "123mEEC"),
    ((13,), (13, 13), "0p"),  # more red marks than fives: every five is red
    ((), (), ""),
], ids=["reds-in-three-suits", "no-red", "more-reds-than-fives", "empty"])
def test_sorted_writer_examples(tiles, red, text):
    assert nw._sorted_tiles(tiles, red) == text == nw.format_tiles(tiles, red)


# The condition words: each field that differs from its default or that the line wrote, in the
# table's order. Lines with the same written keys share what the writer keeps for those keys; a
# default from the command line (seat=S below, not written) still shows.
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

    for _ in range(2):  # (a new object each time: the second finds its written keys kept)
        assert " ".join(nw._condition_words(Conditions(**fields))) == words
