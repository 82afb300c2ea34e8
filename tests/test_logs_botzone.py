"""The Botzone reader (mjscore.logs.botzone, LOGS.md "Botzone"): every win of the sample found and
scored by the MCR rules as the record's Fan line says; the tile codes, Chi's middle tile, the Ignore
claims, added and concealed kongs, flowers, last draws, a malformed record and a drawn round."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from mjscore.api import score
from mjscore.errors import MjscoreError
from mjscore.logs import botzone
from mjscore.logs.model import RecordProblem, Win

SAMPLE = Path(__file__).parent / "data" / "logs" / "botzone" / "sample-4.txt"

# Four deals; the tests add the moves. (The reader does not count copies across hands.)
DEALS = """\
Match test-{n}
Wind 0
Player 0 Deal W1 W1 W1 W2 W3 W4 W5 W6 W7 B5 B5 B7 B8
Player 1 Deal T1 T2 T3 T4 T5 T6 T7 T8 T9 B2 B3 J1 J1
Player 2 Deal B3 B4 T1 T2 T3 T4 T5 T6 T7 T8 T9 F2 F2
Player 3 Deal F3 F3 F4 F4 J2 J2 J3 J3 W8 W8 T9 B5 B5
"""


def record(moves: str, n: int = 1) -> str:
    return DEALS.format(n=n) + "\n".join(line.strip() for line in moves.strip().splitlines()) + "\n"


def only_win(text: str) -> Win:
    (got,) = list(botzone.read(text, "t.txt"))
    assert isinstance(got, Win), got
    return got


# -- the sample ---------------------------------------------------------------------------------------

SAMPLE_WINS = list(botzone.read(SAMPLE.read_text(encoding="utf-8"), str(SAMPLE)))


def test_sample_has_every_win():
    assert [type(w) for w in SAMPLE_WINS] == [Win] * 4
    assert [w.place.game for w in SAMPLE_WINS] == ["61602cb45ddc087351c04358", "61602cb45ddc087351c0435d",
                                                 "61602cb45ddc087351c04362", "61602cb45ddc087351c04367"]
    assert [(w.winner, w.from_seat) for w in SAMPLE_WINS] == [(1, 2), (1, 2), (2, None), (3, None)]


@pytest.mark.parametrize("win", SAMPLE_WINS, ids=[w.place.game for w in SAMPLE_WINS])
def test_sample_win_scores_the_recorded_total(win):
    d = score(win.line, rules="mcr").to_dict()
    assert d["ok"], d
    assert d["total"] == win.recorded.total
    # the record's fans as written: as many entries (name*count) as mjscore's rows, same counts
    assert sorted(c for _, c in win.recorded.fans) == sorted(f["count"] for f in d["fans"])
    assert win.rules == "mcr" and win.dealer == 0


def test_sample_records_the_scores_as_deltas():
    assert SAMPLE_WINS[0].recorded.deltas == (-8, 33, -17, -8)
    assert SAMPLE_WINS[2].recorded.deltas == (-22, -22, 66, -22)
    assert SAMPLE_WINS[0].recorded.fans == (("???", 1), ("??", 1), ("???", 1))


def test_sample_last_tile_is_derived_from_the_table():
    assert "last-tile" in SAMPLE_WINS[2].line.split()
    assert "tsumo" in SAMPLE_WINS[2].line.split()
    assert SAMPLE_WINS[2].line.endswith("seat=W round=N")


# -- tile codes ---------------------------------------------------------------------------------------

CODES = [("W1", 0), ("W9", 8), ("B1", 9), ("B9", 17), ("T1", 18), ("T9", 26), ("F1", 27), ("F4", 30),
         ("J3", 31), ("J2", 32), ("J1", 33)]


@pytest.mark.parametrize("code,tile", CODES, ids=[c for c, _ in CODES])
def test_tile_codes(code, tile):
    assert botzone.tile_of(code) == tile


@pytest.mark.parametrize("code", ["W0", "F5", "J4", "X1", "w1"])
def test_bad_tile_code_is_a_problem(code):
    text = record(f"Player 0 Draw {code}")
    (got,) = list(botzone.read(text, "t.txt"))
    assert isinstance(got, RecordProblem)
    assert code in got.message and got.position == 7


# -- moves -------------------------------------------------------------------------------------------

def test_chi_names_the_middle_tile_and_ignore_claims_are_lost():
    win = only_win(record("""
        Player 0 Draw B4
        Player 0 Play B4
        Player 1 Chi B3 Ignore Player 2 Chi B3
        Player 1 Play J1
        Player 2 Draw J1
        Player 2 Play J1
        Player 1 Hu J1 Ignore Player 3 Peng J1
        Fan 24 a*1+b*1
        Score -8 40 -24 -8
    """))
    assert win.line == "123456789sC[234p] C seat=S round=E"
    assert (win.winner, win.from_seat) == (1, 2)
    assert win.recorded.total == 24 and win.recorded.fans == (("a", 1), ("b", 1))
    assert score(win.line, rules="mcr").to_dict()["ok"]


def test_chi_of_a_tile_the_chow_cannot_hold_is_a_problem():
    (got,) = list(botzone.read(record("""
        Player 0 Draw B4
        Player 0 Play B4
        Player 1 Chi B7
    """), "t.txt"))
    assert isinstance(got, RecordProblem) and "B7" in got.message and got.event == "Player 1 Chi B7"


def test_concealed_kong_and_its_replacement_win():
    win = only_win(record("""
        Player 0 Draw W1
        Player 0 AnGang W1
        Player 0 Draw B6
        Player 0 Hu B6
    """))
    assert win.line == "234567m5578p(1111m) 6p tsumo rinshan seat=E round=E"
    assert win.from_seat is None and win.recorded is None
    assert score(win.line, rules="mcr").to_dict()["ok"]


ADDED_KONG = """
    Player 0 Draw T1
    Player 0 Play B5
    Player 3 Peng B5
    Player 3 Play T9
    Player 0 Draw T2
    Player 0 Play T2
    Player 1 Draw F1
    Player 1 Play F1
    Player 2 Draw F1
    Player 2 Play F1
    Player 3 Draw B5
    Player 3 BuGang B5
"""


def test_robbing_an_added_kong():
    win = only_win(record(ADDED_KONG + "Player 2 Hu B5\nFan 13 x*1\nScore -8 -8 42 -26"))
    # the other three fives are on the table, yet robbing a kong is not also last-tile
    assert win.line == "34p123456789sSS 5p chankan seat=W round=E"
    assert (win.winner, win.from_seat) == (2, 3)


def test_added_kong_turns_the_pung_into_a_kong():
    win = only_win(record(ADDED_KONG + "Player 3 Draw W8\nPlayer 3 Hu W8"))
    assert "[5555p]" in win.line and win.line.endswith("8m tsumo rinshan seat=N round=E")


def test_added_kong_without_a_pung_is_a_problem():
    (got,) = list(botzone.read(record("Player 0 Draw B5\nPlayer 0 BuGang B5"), "t.txt"))
    assert isinstance(got, RecordProblem) and "no pung" in got.message


def test_flowers_drawn_and_dealt_are_counted():
    win = only_win(record("""
        Player 0 Draw H3
        Player 0 Draw W1
        Player 0 AnGang W1
        Player 0 Draw H1
        Player 0 Draw B6
        Player 0 Hu B6
    """))
    assert win.line == "234567m5578p(1111m) 6p f13 tsumo rinshan seat=E round=E"
    assert score(win.line, rules="mcr").to_dict()["ok"]
    dealt = record("Player 0 Draw W9\nPlayer 0 Hu W9").replace("Player 0 Deal W1 W1 W1", "Player 0 Deal H5 W1 W1", 1)
    assert " f5 " in only_win(dealt).line


def _long_round(last: str, before: int = 83) -> str:
    """``before`` draws and discards (each by the next player), then ``last``. The wall has 136 - 52 =
    84 draws."""
    moves = []
    for i in range(before):
        p = i % 4
        moves += [f"Player {p} Draw T9", f"Player {p} Play T9"]
    return record("\n".join(moves) + "\n" + last)


def test_tsumo_on_the_last_tile_of_the_wall():
    win = only_win(_long_round("Player 3 Draw W9\nPlayer 3 Hu W9"))
    assert "last-draw" in win.line.split() and "tsumo" in win.line.split()


def test_ron_on_the_last_discard():
    win = only_win(_long_round("Player 3 Draw W9\nPlayer 3 Play W9\nPlayer 0 Hu W9"))
    assert "last-draw" in win.line.split() and "tsumo" not in win.line.split()


@pytest.mark.parametrize("last", ["Player 2 Draw W9\nPlayer 2 Hu W9",
                                  "Player 2 Draw W9\nPlayer 2 Play W9\nPlayer 3 Hu W9"], ids=["tsumo", "ron"])
def test_the_draw_before_the_last_is_no_last_draw(last):
    win = only_win(_long_round(last, before=82))
    assert "last-draw" not in win.line.split()


# -- rounds and problems ------------------------------------------------------------------------------

def test_a_drawn_round_gives_no_result():
    text = record("Player 0 Draw W9\nPlayer 0 Play W9\nHuang\nScore 0 0 0 0", 1) + \
        record("Player 0 Draw W9\nPlayer 0 Play W9\nPlayer 3 Hu W9\nFan 8 x*1\nScore -8 -8 -8 24", 2)
    got = list(botzone.read(text, "t.txt"))
    assert [type(g) for g in got] == [Win] and got[0].place.game == "test-2"


def test_malformed_round_is_one_problem_and_the_next_round_is_read():
    bad = record("Player 0 Draw W9\nPlayer 0 Play J1\nPlayer 1 Draw W9\nPlayer 1 Play W9", 1)
    good = record("Player 0 Draw W9\nPlayer 0 Play W9\nPlayer 3 Hu W9\nFan 8 x*1\nScore -8 -8 -8 24", 2)
    got = list(botzone.read(bad + good, "t.txt"))
    assert [type(g) for g in got] == [RecordProblem, Win]
    problem = got[0]
    assert problem.place.file == "t.txt" and problem.place.game == "test-1" and problem.place.round == "E1"
    assert problem.event == "Player 0 Play J1" and problem.position == 8
    assert "J1" in problem.message and "player 0" in problem.message
    assert got[1].place.game == "test-2" and got[1].from_seat == 0


@pytest.mark.parametrize("text,says", [
    ("Player 0 Draw W9\nPlayer 0 Pong W9", "unknown action"),
    ("Player 7 Draw W9", "Player 0-3"),
    ("Player 0 Draw W9\nPlayer 1 Peng W9", "no discard"),
    ("Player 0 Draw W9\nPlayer 0 Play W9\nPlayer 1 Peng W8", "the discard is W9"),
    ("Player 0 Draw W9\nPlayer 1 Hu W9", "neither"),
    ("Player 0 Draw W9\nPlayer 0 Play W9\nPlayer 3 Hu W9\nFan x", "Fan takes"),
    ("Player 0 Draw W9\nPlayer 0 Play W9\nPlayer 3 Hu W9\nPlayer 0 Draw W1", "after the round ended"),
    ("Bogus line", "unknown line"),
], ids=["unknown-action", "bad-player", "claim-without-discard", "claim-of-another-tile", "hu-out-of-turn",
        "bad-fan", "move-after-win", "unknown-line"])
def test_malformed_events(text, says):
    got = list(botzone.read(record(text), "t.txt"))
    assert len(got) == 1 and isinstance(got[0], RecordProblem)
    assert says in got[0].message


def test_text_before_any_match_is_a_problem():
    got = list(botzone.read("Wind 0\n" + record("Player 0 Draw W9\nPlayer 0 Play W9\nPlayer 3 Hu W9"), "t.txt"))
    assert [type(g) for g in got] == [RecordProblem, Win]


def test_a_cut_record_keeps_the_win_before_the_cut():
    got = list(botzone.read(record("Player 0 Draw W9\nPlayer 0 Play W9\nPlayer 3 Hu W9"), "t.txt"))
    assert [type(g) for g in got] == [Win] and got[0].recorded is None


def test_mangled_records_give_results_or_problems_never_an_exception():
    """Seeded mutations of the sample (words replaced, lines cut, dropped, repeated): the reader yields
    only Wins and RecordProblems, and every line it writes is read by the notation."""
    lines = SAMPLE.read_text(encoding="utf-8").splitlines()
    rng = random.Random(22)
    kinds = set()
    for _ in range(300):
        mangled = list(lines)
        for _ in range(rng.randint(1, 4)):
            k = rng.randrange(len(mangled))
            words = mangled[k].split()
            r = rng.random()
            if r < 0.3 and words:
                words[rng.randrange(len(words))] = rng.choice(["W0", "H9", "J1", "Player", "9", "Ignore", "*",
                                                               "Fan", "Score", "Huang", "Match"])
            elif r < 0.5:
                del mangled[k]
                continue
            elif r < 0.7:
                mangled.insert(k, mangled[rng.randrange(len(mangled))])
                continue
            else:
                words = words[:rng.randrange(len(words) + 1)]
            mangled[k] = " ".join(words)
        for got in botzone.read("\n".join(mangled), "m.txt"):
            kinds.add(type(got))
            if isinstance(got, Win):
                try:
                    score(got.line, rules="mcr")
                except MjscoreError:
                    pass
    assert kinds == {Win, RecordProblem}
