"""The canonical hand text's one-pass writer of sorted tiles (red fives included) writes what the
general tile writer writes, on generated hands of every rule set."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from mjscore import notation_write as nw
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
