"""The MJAI reader (mjscore.logs.mjai): the sample logs, tiles and ``consumed``, and bad logs."""

from __future__ import annotations

import json

import pytest

import mjscore.api as api

from mjscore.logs import mjai
from mjscore.logs.model import RecordProblem, Win
from tests.logs_check import DATA, differs, text_of

FILES = sorted((DATA / "mjai").glob("*.*json*"))
WINS = {"126_204_0_mjai.jsonl": 9, "2025-08-23-085608.mjson": 10, "2026-06-18-160903.mjson": 5}


def read(text: str, file: str = "x.jsonl"):
    return list(mjai.read(text, file))


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_every_sample_win_is_found_and_agrees(path):
    got = read(text_of(path), str(path))
    wins = [g for g in got if isinstance(g, Win)]
    assert len(wins) == WINS[path.name]
    assert [(w.place.round, w.line, differs(w)) for w in wins if differs(w)] == []
    problems = [g for g in got if isinstance(g, RecordProblem)]
    if path.name.startswith("2026"):     # this game ends at the server's error event
        assert len(problems) == 1 and problems[0] is got[-1]
        assert problems[0].message.startswith("the log ends at the server's error event")
    else:
        assert problems == []


def test_a_server_hora_is_recorded_in_riichi_ids():
    path = DATA / "mjai" / "2025-08-23-085608.mjson"
    w = next(g for g in read(text_of(path), str(path)) if isinstance(g, Win))
    assert w.line == "m66p45067s777[FFF]p3 ron seat=W round=E dora=F"
    assert (w.recorded.han, w.recorded.fu, w.recorded.points) == (2, 30, 2000)
    assert sorted(w.recorded.yaku) == [("aka_dora", 1), ("yakuhai_green", 1)]   # sangenpai: the F pung


@pytest.mark.parametrize("s,expected", [("1m", (0, False)), ("5mr", (4, True)), ("0p", (13, True)),
                                        ("5s", (22, False)), ("E", (27, False)), ("P", (31, False)),
                                        ("C", (33, False)), ("?", None)],
                         ids=["1m", "red-5m", "red-0p", "5s", "east", "white", "red-dragon", "unknown"])
def test_tiles(s, expected):
    assert mjai.tile(s) == expected


@pytest.mark.parametrize("s", ["10m", "4mr", "Z", "", 5, "5z"], ids=["10m", "red-4", "Z", "empty", "number", "5z"])
def test_bad_tiles(s):
    with pytest.raises(Exception):
        mjai.tile(s)


def _log(*events):
    start = {"type": "start_kyoku", "bakaze": "E", "kyoku": 1, "honba": 1, "kyotaku": 0, "oya": 0,
             "dora_marker": "1m",
             "tehais": [["?"] * 13, "1m 2m 3m 4m 5m 6m 7m 8m 9m 1p 2p E E".split(), ["?"] * 13,
                        "3p 4p 5m 5mr 5m 6s 6s 7s 8s 9s N N N".split()]}
    return "\n".join(json.dumps(e) for e in [{"type": "start_game"}, start, *events])


def test_chi_and_open_kong_from_consumed_then_rinshan():
    got = read(_log({"type": "tsumo", "actor": 2, "pai": "?"}, {"type": "dahai", "actor": 2, "pai": "5p"},
                    {"type": "chi", "actor": 3, "target": 2, "pai": "5p", "consumed": ["3p", "4p"]},
                    {"type": "dahai", "actor": 3, "pai": "N"},
                    {"type": "tsumo", "actor": 2, "pai": "?"}, {"type": "dahai", "actor": 2, "pai": "5m"},
                    {"type": "daiminkan", "actor": 3, "target": 2, "pai": "5m", "consumed": ["5m", "5mr", "5m"]},
                    {"type": "dora", "dora_marker": "S"},
                    {"type": "tsumo", "actor": 3, "pai": "N"},
                    {"type": "hora", "actor": 3, "target": 3, "pai": "N"}))
    assert [g.line for g in got] == ["s66789NN[p345][m5550]N tsumo seat=N round=E rinshan dora=m1S honba=1"]
    assert {"rinshan", "yakuhai_seat"} <= {y["id"] for y in api.score(got[0].line, rules="riichi").fields["yaku"]}


def test_pon_from_consumed():
    got = read(_log({"type": "tsumo", "actor": 0, "pai": "?"}, {"type": "dahai", "actor": 0, "pai": "N"},
                    {"type": "pon", "actor": 3, "target": 0, "pai": "N", "consumed": ["N", "N"]},
                    {"type": "dahai", "actor": 3, "pai": "N"},
                    {"type": "tsumo", "actor": 0, "pai": "?"}, {"type": "dahai", "actor": 0, "pai": "5p"},
                    {"type": "hora", "actor": 3, "target": 0, "pai": "5p"}))
    assert [g.line for g in got] == ["m550p34s66789[NNN]p5 ron seat=N round=E dora=m1 honba=1"]


def test_consumed_tiles_not_in_the_hand_are_a_problem():
    got = read(_log({"type": "tsumo", "actor": 0, "pai": "?"}, {"type": "dahai", "actor": 0, "pai": "N"},
                    {"type": "pon", "actor": 1, "target": 0, "pai": "N", "consumed": ["N", "N"]}))
    assert [(type(g), g.message, g.position) for g in got] == [(RecordProblem, "tile N is not in seat 1's hand", 5)]


@pytest.mark.parametrize("events,words,position", [
    (["{not json"], "JSON that cannot be read", 3),
    ([{"type": "dahai", "actor": 1, "pai": "C"}], "not in seat 1's hand", 3),
    ([{"kind": "x"}], "with a \"type\"", 3),
    ([{"type": "tsumo", "actor": 7, "pai": "1m"}], "seat 7 is not 0-3", 3),
    ([{"type": "hora", "actor": 1, "target": 0, "pai": "3p"}], "has not just given", 3),
], ids=["json", "tile-not-held", "no-type", "bad-seat", "ron-on-nothing"])
def test_malformed_events_name_the_event_and_the_next_round_goes_on(events, words, position):
    lines = _log().splitlines()
    lines += [e if isinstance(e, str) else json.dumps(e) for e in events]
    lines += _log({"type": "tsumo", "actor": 0, "pai": "?"}, {"type": "dahai", "actor": 0, "pai": "3p"},
                  {"type": "hora", "actor": 1, "target": 0, "pai": "3p"}).splitlines()[1:]
    got = read("\n".join(lines))
    assert isinstance(got[0], RecordProblem) and words in got[0].message
    assert got[0].position == position and got[0].event
    assert isinstance(got[-1], Win) and got[-1].line.startswith("m123456789p12EEp3 ron seat=S")


def test_extra_fields_are_ignored_and_an_error_event_ends_the_log():
    text = _log({"type": "tsumo", "actor": 0, "pai": "?", "logs": ["x"], "meta": {"a": 1}},
                {"type": "dahai", "actor": 0, "pai": "3p", "tsumogiri": True},
                {"type": "hora", "actor": 1, "target": 0, "pai": "3p", "deltas": [-1300, 1300, 0, 0]},
                {"type": "end_kyoku"}, {"type": "error", "message": "boom"},
                {"type": "start_kyoku"})
    got = read(text)
    assert isinstance(got[0], Win) and got[0].recorded.deltas == (-1300, 1300, 0, 0)
    assert isinstance(got[1], RecordProblem) and got[1].message.endswith("boom") and len(got) == 2


def test_a_hand_that_is_not_the_servers_hora_tehais_is_a_problem():
    path = DATA / "mjai" / "2025-08-23-085608.mjson"
    text = text_of(path).replace('"hora_tehais":["6m","6m","4p"', '"hora_tehais":["6m","7m","4p"', 1)
    got = read(text, str(path))
    problems = [g for g in got if isinstance(g, RecordProblem)]
    assert len(problems) == 1 and "not the record's hora_tehais" in problems[0].message
    assert sum(isinstance(g, Win) for g in got) == 9
