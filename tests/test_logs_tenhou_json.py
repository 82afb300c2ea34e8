"""The tenhou.net/6 JSON reader (mjscore.logs.tenhou_json): the sample games (the twins of the mjlog
samples give the same lines), the tile numbers and call strings, and bad records."""

from __future__ import annotations

import json

import pytest

from mjscore.logs import tenhou_json, tenhou_xml
from mjscore.logs.model import RecordProblem, Recorded, Win
from tests.values import copy_with
from tests.logs_check import DATA, differs, text_of

FILES = sorted((DATA / "tenhou-json").glob("*.json"))


def read(text: str, file: str = "x.json"):
    return list(tenhou_json.read(text, file))


def twin(path):
    stem = path.name.split(".")[0]
    return next(p for p in (DATA / "tenhou-xml").iterdir() if p.name.split(".")[0] == stem)


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_every_sample_win_agrees_and_matches_its_mjlog_twin(path):
    got = read(text_of(path), str(path))
    assert not [g for g in got if isinstance(g, RecordProblem)]
    x = twin(path)
    xml_wins = [g for g in tenhou_xml.read(text_of(x), str(x)) if isinstance(g, Win)]
    assert [(w.place.round, w.winner, w.from_seat, w.line) for w in got] == \
        [(w.place.round, w.winner, w.from_seat, w.line) for w in xml_wins]
    assert [(w.place.game, w.options) for w in got] == [(w.place.game, w.options) for w in xml_wins]
    assert [(w, differs(w)) for w in got if differs(w)] == []
    for j, x in zip(got, xml_wins):     # the JSON writes no fu on a limit hand
        assert j.recorded == copy_with(x.recorded, fu=j.recorded.fu)
        assert j.recorded.fu in (None, x.recorded.fu)


def test_the_six_games_hold_54_wins():
    assert sum(isinstance(g, Win) for p in FILES for g in read(text_of(p), str(p))) == 54


@pytest.mark.parametrize("v,expected", [(11, (0, False)), (15, (4, False)), (51, (4, True)),
                                        (52, (13, True)), (53, (22, True)), (39, (26, False)),
                                        (41, (27, False)), (47, (33, False))],
                         ids=["m1", "m5", "red-m5", "red-p5", "red-s5", "s9", "east", "red-dragon"])
def test_tile_numbers(v, expected):
    assert tenhou_json.tile(v) == expected


@pytest.mark.parametrize("v", [10, 48, 60, 0, "11", None], ids=["10", "48", "60", "0", "string", "null"])
def test_bad_tile_numbers(v):
    with pytest.raises(Exception):
        tenhou_json.tile(v)


@pytest.mark.parametrize("text,who,expected", [
    ("c131415", 1, ("c", 0, [13, 14, 15], 13)),           # chi from the left
    ("p434343", 2, ("p", 1, [43, 43, 43], 43)),           # pon from the left
    ("43p4343", 2, ("p", 0, [43, 43, 43], 43)),           # from the seat opposite
    ("4444p44", 0, ("p", 1, [44, 44, 44], 44)),           # from the next seat
    ("m39393939", 0, ("m", 3, [39, 39, 39, 39], 39)),     # open kong from the left
    ("393939m39", 0, ("m", 1, [39, 39, 39, 39], 39)),     # open kong from the next seat
    ("151551k15", 3, ("k", None, [15, 15, 51, 15], 15)),  # added kong: the added tile follows k
    ("373737a37", 3, ("a", None, [37, 37, 37, 37], None)),  # concealed kong
    ("r24", 1, ("r", None, [24], 24)),                    # riichi discarding 24
    ("r60", 1, ("r", None, [60], 60)),                    # riichi on the drawn tile
], ids=["chi", "pon-left", "pon-opposite", "pon-right", "kong-left", "kong-right", "added-kong",
        "concealed-kong", "riichi", "riichi-tsumogiri"])
def test_call_strings(text, who, expected):
    assert tenhou_json.parse_call(text, who) == expected


@pytest.mark.parametrize("text", ["x1234", "c1314", "1p4343", "p4"], ids=["letter", "odd", "head", "short"])
def test_bad_call_strings(text):
    with pytest.raises(Exception):
        tenhou_json.parse_call(text, 0)


@pytest.mark.parametrize("details,deltas,expected", [
    ([1, 2, 1, "30符4飜7700点", "自風 南(1飜)", "混一色(2飜)", "ドラ(1飜)"], [0, 8700, -7700, 0],
     Recorded(han=4, fu=30, points=7700, limit=None,
              yaku=(("yakuhai_seat", 1), ("honitsu", 2), ("dora", 1)), deltas=(0, 8700, -7700, 0))),
    ([0, 0, 0, "満貫4000点∀", "立直(1飜)", "門前清自摸和(1飜)", "赤ドラ(3飜)", "裏ドラ(0飜)"], None,
     Recorded(han=5, fu=None, points=12000, limit="mangan",
              yaku=(("riichi", 1), ("menzen_tsumo", 1), ("aka_dora", 3)))),
    ([2, 2, 2, "30符2飜1000-2000点", "役牌 中(1飜)", "場風 東(1飜)"], None,
     Recorded(han=2, fu=30, points=4000, limit=None, yaku=(("yakuhai_red", 1), ("yakuhai_round", 1)))),
    ([3, 1, 0, "役満32000点", "大三元(役満)"], None,
     Recorded(han=13, fu=None, points=32000, limit="yakuman", yaku=(("daisangen", 13),))),
], ids=["ron", "dealer-tsumo-mangan", "tsumo", "yakuman"])
def test_result_details(details, deltas, expected):
    assert tenhou_json.recorded_of(deltas, details) == expected


def _game(path=None):
    return json.loads(text_of(path or FILES[0]).splitlines()[0])


def test_double_ron_results_give_two_wins():
    # E1 of the first game with 2 counters, then with a second result on the same discard (the same
    # hand again: the reader checks the discard, the scoring is the replay tests' part); the counters
    # and deposits go to the first winner only, but both wins name the round (its counters and deposits)
    g = _game()
    r = g["log"][0]
    r[0] = [0, 2, 1]
    res = r[-1]
    got = [w for w in read(json.dumps(g)) if isinstance(w, Win)]
    assert len(got) == 1 and got[0].line.endswith("honba=2 sticks=2")
    res += [res[1], [1, 2, 1, "30符4飜7700点", "混一色(2飜)"]]
    got = read(json.dumps(g))
    assert len(got) == 2 and [(w.place.honba, w.place.sticks) for w in got] == [(2, 1), (2, 1)]
    assert "honba=" not in got[1].line and "sticks=" not in got[1].line


def test_room_options_from_rule():
    assert tenhou_json.room_options({"disp": "鳳南喰赤", "aka": 1})["aka"] is True
    assert tenhou_json.room_options({"disp": "般南", "aka": 0}) == {
        "aka": False, "kuitan": False, "double_yakuman": False, "kazoe": "yakuman", "kiriage": False}
    assert tenhou_json.room_options({"aka51": 1, "aka52": 0, "aka53": 0})["aka"] is True


def test_one_object_with_every_round_reads_like_one_a_line():
    rounds = [json.loads(line) for line in text_of(FILES[0]).splitlines()]
    whole = dict(rounds[0], log=[r["log"][0] for r in rounds])
    assert [w.line for w in read(json.dumps(whole))] == [w.line for w in read(text_of(FILES[0]))]


def test_malformed_rounds_give_a_problem_and_the_rest_goes_on():
    lines = text_of(FILES[0]).splitlines()
    bad = json.loads(lines[0])
    bad["log"][0][5][0] = 99                       # seat 0's first draw: not a tile
    text = "\n".join([json.dumps(bad), "{not json", *lines[1:]])
    got = read(text)
    problems = [g for g in got if isinstance(g, RecordProblem)]
    assert [p.message.split(":")[0] for p in problems] == ["tile 99 is not a tenhou.net/6 tile",
                                                           "JSON that cannot be read"]
    assert problems[1].position == 2 and problems[1].event == "{not json"
    assert sum(isinstance(g, Win) for g in got) == 12


@pytest.mark.parametrize("text", ['{"title": "x"}', "[1, 2]", '{"log": [[1, 2, 3]]}'],
                         ids=["no-log", "not-object", "short-round"])
def test_not_a_record(text):
    got = read(text)
    assert len(got) == 1 and isinstance(got[0], RecordProblem)


@pytest.mark.parametrize("ref,game", [("2010081709gm-00a9-0000-fe3371ad", "2010081709gm-00a9-0000-fe3371ad"),
                                      ("../etc/passwd", "x"), (7, "x")], ids=["log-id", "not-an-id", "number"])
def test_the_records_own_log_id_names_the_game(ref, game):
    g = _game()
    g["ref"] = ref
    assert {w.place.game for w in read(json.dumps(g), "x.json")} == {game}
