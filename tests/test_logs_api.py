"""mjscore.log (docs/logs.md, "Python API"): the kinds of source it takes, typed results, options;
and the driver's payments to each seat (deltas) and its comparison with the record, on wins written
here (riichi and MCR, ron and tsumo, dealer and not, counters and deposits)."""

from __future__ import annotations

import gzip
import io
from pathlib import Path

import pytest

import mjscore
from mjscore.logs.model import Place, RecordProblem, Recorded, Win
from mjscore.logs.run import LogResult, Scorer, detect

ROOT = Path(__file__).resolve().parent.parent
LOGS = ROOT / "tests" / "data" / "logs"
FIRST = LOGS / "tenhou-xml" / "2010081709gm-00a9-0000-fe3371ad.mjlog"
TWIN = LOGS / "tenhou-json" / "2010081709gm-00a9-0000-fe3371ad.json"


def _lines(results):
    return [r.line for r in results]


@pytest.mark.parametrize("make", [
    lambda: str(FIRST),
    lambda: FIRST,
    lambda: FIRST.read_text(encoding="utf-8"),
    lambda: FIRST.read_bytes(),
    lambda: gzip.compress(FIRST.read_bytes()),
    lambda: io.BytesIO(FIRST.read_bytes()),
    lambda: io.StringIO(FIRST.read_text(encoding="utf-8")),
    lambda: [FIRST],
], ids=["path-str", "pathlib", "text", "bytes", "gzip-bytes", "binary-file", "text-file", "list"])
def test_every_kind_of_source_gives_the_same_wins(make):
    results = list(mjscore.log(make()))
    assert len(results) == 13 and all(isinstance(r, LogResult) and r.ok and r.agree for r in results)
    assert _lines(results) == _lines(mjscore.log(TWIN))  # (the tenhou.net/6 twin of the same game)


def test_a_directory_is_walked_and_jobs_keep_the_order():
    one = list(mjscore.log(LOGS / "tenhou-xml"))
    assert len(one) == 59 and [r.file for r in one] == sorted(r.file for r in one)   # (54 + the sanma sample's 5)
    assert list(mjscore.log(LOGS / "tenhou-xml", jobs=2)) == one


def test_name_and_file_of_text_sources():
    text = FIRST.read_text(encoding="utf-8")
    assert {r.file for r in mjscore.log(text)} == {"<text>"}
    assert {r.file for r in mjscore.log(text, name="mine.mjlog")} == {"mine.mjlog"}


def test_options_win_over_the_room_and_bad_options_raise():
    results = list(mjscore.log(FIRST, kiriage=True))
    assert all(r.options["kiriage"] is True for r in results)
    assert [r.agree for r in results].count(False) == 2
    with pytest.raises(mjscore.OptionError, match="unknown rule option 'tsumo'"):
        mjscore.log(FIRST, tsumo=True)
    with pytest.raises(mjscore.OptionError, match="log format"):
        mjscore.log(FIRST, log_format="mjlog")
    with pytest.raises(mjscore.OptionError):
        mjscore.log(FIRST, kazoe="plenty")


def test_to_dict_has_the_fields_of_logs_md():
    r = next(iter(mjscore.log(FIRST)))
    d = r.to_dict()
    assert list(d)[:12] == ["game", "players", "file", "round", "honba", "sticks", "winner", "from", "line", "rules",
                            "options", "ok"]
    assert d["game"] == "2010081709gm-00a9-0000-fe3371ad" and d["round"] == "E1" and d["from"] == 2
    # the players' names, as the UN tag gives them (percent-encoded UTF-8), in seat order
    assert d["players"] == ["反陽子さん", "ASAPIN", "でこじ", "デジタル仙人"]
    # the round's counters and deposits as it began (the line's sticks=1 is this round's riichi)
    assert (d["honba"], d["sticks"]) == (0, 0) and d["line"].endswith("sticks=1")
    assert d["hand"] and d["yaku"] and d["deltas"] == [0, 8700, -7700, 0] and d["agree"] is True


@pytest.mark.parametrize("text, fmt", [
    ('<mjloggm ver="2.3"><GO type="169"/>', "tenhou-xml"),
    ('{"title": ["x"], "log": [[[0, 0, 0]]]}\n', "tenhou-json"),
    ('{\n  "title": "x",\n  "log": []\n}\n', "tenhou-json"),
    ('{"type":"start_game","names":["a","b","c","d"]}\n{"type":"end_game"}\n', "mjai"),
    ("Match 1234\nWind 0\n", "botzone"),
    ("\ufeffMatch 1\n", "botzone"),
    ("<html></html>", None),
    ('{"other": 1}', None),
    ("hello", None),
], ids=["xml", "json", "json-pretty", "mjai", "botzone", "bom", "html", "json-other", "text"])
def test_detect(text, fmt):
    assert detect(text) == fmt


# -- payments to each seat and the comparison, on wins written here ----------------------------------

def _win(line, winner, from_seat, dealer, rules="riichi", recorded=None, **place):
    return Win(place=Place(file="f", game="g", round="E1", **place), winner=winner, from_seat=from_seat,
               dealer=dealer, line=line, rules=rules, recorded=recorded)


@pytest.mark.parametrize("win, deltas", [
    # riichi: dealer (seat 1) tsumo: each 2,600 + 100 a counter; the deposit to the winner
    (_win("m123p456s789EEE NN tsumo seat=E honba=1 sticks=1", 1, None, 1), (-2700, 9100, -2700, -2700)),
    # a non-dealer tsumo: the dealer (seat 1) pays more
    (_win("m123p456s789EEE NN tsumo seat=S honba=1 sticks=1", 2, None, 1), (-800, -1400, 4000, -800)),
    # ron: the discarder alone, with the counters
    (_win("m123p456s789EEE NN ron seat=S honba=2", 0, 3, 3), (1900, 0, 0, -1900)),
    # MCR: a discard: the discarder 8 + total, the others 8
    (_win("m123p456s789EEECC ron seat=S", 1, 2, 0, rules="mcr"), (-8, 43, -27, -8)),
    # MCR: self-drawn: each 8 + total
    (_win("m123p456s789EEECC tsumo seat=S", 1, None, 0, rules="mcr"), (-29, 87, -29, -29)),
    # pao (big three dragons fed by seat W = index 2, the dealer being seat 0): by tsumo the liable
    # player pays it all; by ron the discarder and the liable player pay half each
    (_win("m123p11[PPP][FFF][CCC] tsumo seat=S pao=W", 1, None, 0), (0, 32000, -32000, 0)),
    (_win("m123p11[PPP][FFF][CCC] ron seat=S pao=W", 1, 3, 0), (0, 32000, -16000, -16000)),
    (_win("m123p11[PPP][FFF][CCC] tsumo seat=E pao=W honba=1", 0, None, 0), (48300, 0, -48300, 0)),
], ids=["riichi-dealer-tsumo", "riichi-tsumo", "riichi-ron", "mcr-discard", "mcr-self-drawn",
        "pao-tsumo", "pao-ron", "pao-dealer-tsumo"])
def test_deltas_come_from_mjscores_payments(win, deltas):
    r = Scorer().result(win)
    assert r.ok and r.deltas == deltas and r.agree is None  # (no record scores: nothing to agree with)


RON = "m123p456s789EEE NN ron seat=S honba=2"  # the round wind's pung: 1 han 40 fu, 1,300 + 600


@pytest.mark.parametrize("recorded, agree, differs", [
    (Recorded(han=1, fu=40, points=1300, deltas=(1900, 0, 0, -1900), yaku=(("yakuhai_round", 1),)), True, ()),
    (Recorded(han=2, fu=40, points=1300), False, ("han",)),
    (Recorded(han=1, fu=30, points=1000), False, ("fu", "points")),
    (Recorded(han=1, limit="mangan"), False, ("limit",)),
    (Recorded(yaku=(("yakuhai_round", 1), ("dora", 1))), False, ("yaku",)),
    (Recorded(deltas=(2000, 0, 0, -2000)), False, ("deltas",)),
    (Recorded(), None, ()),
], ids=["all-agree", "han", "fu-points", "limit", "yaku", "deltas", "nothing-written"])
def test_comparison_with_the_record(recorded, agree, differs):
    r = Scorer().result(_win(RON, 0, 3, 3, recorded=recorded))
    assert (r.agree, r.differs) == (agree, differs)


@pytest.mark.parametrize("recorded, agree, differs", [
    (Recorded(total=19, deltas=(-8, 43, -27, -8)), True, ()),
    (Recorded(total=20), False, ("total",)),
    (Recorded(total=19, fans=(("???", 1),)), True, ()),  # names not written: not compared
], ids=["agree", "total", "unwritten-fan-names"])
def test_mcr_comparison(recorded, agree, differs):
    r = Scorer().result(_win("m123p456s789EEECC ron seat=S", 1, 2, 0, rules="mcr", recorded=recorded))
    assert (r.agree, r.differs) == (agree, differs)


def test_a_record_problem_keeps_its_place():
    p = RecordProblem(place=Place(file="f", game="g", round="S3", honba=1, sticks=2), message="tile 5m is not in the hand",
                      event="<D52/>", position=40, winner=2)
    d = Scorer().result(p).to_dict()
    assert (d["game"], d["round"], d["honba"], d["sticks"], d["winner"], d["ok"]) == ("g", "S3", 1, 2, 2, False)
    assert d["error"] == {"kind": "record", "message": "tile 5m is not in the hand", "column": None,
                          "position": 40, "event": "<D52/>"}


def test_a_line_that_does_not_score_is_an_error_result():
    r = Scorer().result(_win("m123p456s789EEE NP ron seat=S", 0, 3, 3))
    assert not r.ok and r.error["kind"] == "not-a-win" and r.line and r.deltas is None
