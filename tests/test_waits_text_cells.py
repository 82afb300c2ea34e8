"""The cells of the `waits` and `discard` text tables (issue 24 item 2), through the real command line
(``python -m mjscore`` in a subprocess): a yakuless wait says "no yaku" (its score has ``is_win``
false); a riichi tsumo says what each player pays, in `mjscore points`' words ("700/1,300": the
others / the dealer; "1,300 all": the dealer's); an MCR cell is the points alone (no "Total ... points");
`discard`'s value has the rule set's thousands separator and a no-yaku wait shows "no yaku", not 0.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def mjscore(*args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=ROOT)
    env.pop("NO_COLOR", None)
    return subprocess.run([sys.executable, "-m", "mjscore", *args], capture_output=True, text=True,
                          env=env, timeout=60)


def text_rows(command: str, rules: str, line: str) -> list[str]:
    p = mjscore(command, "-r", rules, "-f", "text", "--ascii", line)
    assert (p.returncode, p.stderr) == (0, ""), p.stderr
    return p.stdout.splitlines()


def cells(row: str) -> list[str]:
    """A table row's cells (columns are two spaces or more apart; a cell holds single spaces)."""
    return re.split(r"\s{2,}", row.strip())


NO_YAKU = "m123p456m11s23[s789]"  # open, no yaku on either wait (1s, 4s)
PINFU = "m234p456s678m55s23 riichi"  # 4s: riichi pinfu tanyao; 1s: riichi pinfu


# --- waits: no yaku -----------------------------------------------------------------------------------

@pytest.mark.parametrize("line", [NO_YAKU, NO_YAKU + " seat=S"], ids=["dealer", "non-dealer"])
def test_waits_yakuless_wait_says_no_yaku(line):
    rows = text_rows("waits", "riichi", line)
    assert rows[1] == "  waiting on 1s 4s"
    for row in rows[3:]:
        assert cells(row)[2:] == ["no yaku", "no yaku"]
        assert "not-a-win" not in row and len(row) < 40


def test_waits_json_gives_the_no_yaku_score():
    p = mjscore("waits", "-r", "riichi", "-f", "jsonl", NO_YAKU)
    (o,) = [json.loads(line) for line in p.stdout.splitlines()]
    assert (o["tenpai"], o["shanten"], [w["tile"] for w in o["waits"]]) == (True, 0, ["1s", "4s"])
    for w in o["waits"]:
        for outcome in (w["ron"], w["tsumo"]):
            assert (outcome["is_win"], outcome["han"], outcome["yaku"], outcome["payments"], outcome["total"]) == \
                (False, 0, [], None, 0)


# --- waits: the riichi tsumo column -------------------------------------------------------------------

@pytest.mark.parametrize("line,tile,ron,tsumo", [
    (PINFU + " seat=S", "4s", "30 fu 3 han: 3,900", "20 fu 4 han: 1,300/2,600"),
    (PINFU + " seat=S", "1s", "30 fu 2 han: 2,000", "20 fu 3 han: 700/1,300"),
    (PINFU + " seat=E", "4s", "30 fu 3 han: 5,800", "20 fu 4 han: 2,600 all"),
    (PINFU + " seat=E", "1s", "30 fu 2 han: 2,900", "20 fu 3 han: 1,300 all"),
    # honba are left out of the cells, ron and tsumo alike (the headline's points)
    (PINFU + " seat=S honba=2", "1s", "30 fu 2 han: 2,000", "20 fu 3 han: 700/1,300"),
], ids=["non-dealer-4s", "non-dealer-1s", "dealer-4s", "dealer-1s", "honba"])
def test_waits_riichi_tsumo_is_what_each_player_pays(line, tile, ron, tsumo):
    rows = {cells(r)[0]: cells(r) for r in text_rows("waits", "riichi", line)[3:]}
    assert rows[tile][2:4] == [ron, tsumo]


@pytest.mark.parametrize("fu,han,who,row_tile", [(20, 4, "non-dealer", "4s"), (20, 3, "non-dealer", "1s"),
                                                 (20, 4, "dealer", "4s"), (20, 3, "dealer", "1s")],
                         ids=["non-dealer-4-han", "non-dealer-3-han", "dealer-4-han", "dealer-3-han"])
def test_waits_tsumo_cell_uses_the_words_of_mjscore_points(fu, han, who, row_tile):
    entry = mjscore("points", str(fu), str(han), "-f", "text").stdout
    said = re.search(rf"(?<!non-){who} ron [^,]*, tsumo ([^;]+)", entry)[1].strip()
    seat = "seat=S" if who == "non-dealer" else "seat=E"
    rows = {cells(r)[0]: cells(r) for r in text_rows("waits", "riichi", f"{PINFU} {seat}")[3:]}
    assert rows[row_tile][3] == f"{fu} fu {han} han: {said}"


# --- waits: MCR points alone --------------------------------------------------------------------------

@pytest.mark.parametrize("line,expected", [
    ("m123p456s78EE[CCC]", {"9s": ["16", "17"], "6s": ["8", "9"]}),
    ("m123p456s78EE[CCC] flowers=2", {"9s": ["18 (2 flowers)", "19 (2 flowers)"],
                                      "6s": ["10 (2 flowers)", "11 (2 flowers)"]}),
    # a false win (under 8) still says so
    ("m12345p456s55[EEE]", {"6m": ["false win: 6 points, 8 needed", "false win: 7 points, 8 needed"],
                            "3m": ["false win: 4 points, 8 needed", "false win: 5 points, 8 needed"]}),
], ids=["points", "flowers", "false-win"])
def test_waits_mcr_cells_are_the_points_alone(line, expected):
    rows = text_rows("waits", "mcr", line)
    assert all("Total" not in r for r in rows)
    assert {cells(r)[0]: cells(r)[2:4] for r in rows[3:]} == expected


# --- discard: the value -------------------------------------------------------------------------------

@pytest.mark.parametrize("rules,line,value,best", [
    ("riichi", "m123p456s789m11s23E", "1,500", "1s 1,500"),
    ("riichi", "m234p456s678m55s23E riichi seat=S", "2,950", "4s 3,900"),
    ("riichi", "m123p456m11s23E[s789]", "no yaku", "1s no yaku"),
    ("fliosen", "123m456p789sEEEEC riichi", "2 250", "C 2 250"),
    ("mcr", "m123p456s78EES[CCC]", "12", "9s 16"),
], ids=["riichi-thousands", "riichi-average", "riichi-no-yaku", "fliosen-space", "mcr"])
def test_discard_value_text(rules, line, value, best):
    rows = text_rows("discard", rules, line)
    assert cells(rows[3])[3:5] == [value, best]


def test_discard_json_value_of_a_no_yaku_wait_stays_0():
    p = mjscore("discard", "-r", "riichi", "-f", "jsonl", "m123p456m11s23E[s789]")
    (o,) = [json.loads(line) for line in p.stdout.splitlines()]
    first = o["discards"][0]
    assert (first["tile"], first["value"]) == ("E", 0.0)
    assert [w["score"]["ron"] for w in first["waits"]] == [0, 0]
