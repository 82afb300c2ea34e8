"""The Tenhou mjlog XML reader (mjscore.logs.tenhou_xml): the sample games, the tile and call
encodings, room options, and records it must refuse or read in part."""

from __future__ import annotations

import pytest

from mjscore.logs import tenhou_xml
from mjscore.logs.model import RecordProblem, Win
from tests.logs_check import DATA, differs, text_of

FILES = sorted((DATA / "tenhou-xml").glob("*.mjlog*"))
WINS_PER_GAME = {"2010081709gm-00a9-0000-fe3371ad": 13, "2011020414gm-00a9-0000-ef18f336": 8,
                 "2016052515gm-00a9-0000-c4d72066": 10, "2018010702gm-00a9-0000-5dd4f9b4": 9,
                 "2019060813gm-00a9-0000-08bb0ec3": 4, "2020051716gm-00a9-0000-7f8226dd": 10}


def read(text: str, file: str = "x.mjlog"):
    return list(tenhou_xml.read(text, file))


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_every_sample_win_is_found_and_agrees_with_its_record(path):
    got = read(text_of(path), str(path))
    assert not [g for g in got if isinstance(g, RecordProblem)]
    wins = [g for g in got if isinstance(g, Win)]
    assert len(wins) == WINS_PER_GAME[tenhou_xml.game_id(path.name)]
    assert {w.place.game for w in wins} == {tenhou_xml.game_id(path.name)}
    bad = [(w.place.round, w.line, differs(w)) for w in wins if differs(w)]
    assert bad == []


def test_the_six_games_hold_54_wins():
    assert sum(isinstance(g, Win) for p in FILES for g in read(text_of(p), str(p))) == 54


def test_a_sample_win_reads_as_its_line_and_record():
    wins = [g for g in read(text_of(FILES[0]), str(FILES[0])) if isinstance(g, Win)]
    w = wins[0]
    assert (w.place.round, w.winner, w.from_seat, w.dealer) == ("E1", 1, 2, 0)
    # AGARI hai m6 m7 m8 E E, m = chi m345, pon S, pon W, machi m6; E1's riichi deposit on the table
    assert w.line == "m78EE[WWW][SSS][m345]m6 ron seat=S round=E dora=m6 sticks=1"
    assert w.recorded.fu == 30 and w.recorded.points == 7700 and w.recorded.deltas == (0, 8700, -7700, 0)
    assert dict(w.recorded.yaku) == {"yakuhai_seat": 1, "honitsu": 2, "dora": 1}


@pytest.mark.parametrize("who,m,expected", [
    (1, 6367, ("chi", 0, [11, 14, 17], 11)),              # m3 m4 m5, m3 called from the left
    (3, 54431, ("chi", 2, [87, 88, 93], 93)),             # s4 s5(red id 88) s6
    (3, 46185, ("pon", 0, [120, 121, 122], 120)),         # N N N from the next seat
    (1, 16947, ("added_kong", 0, [44, 46, 47, 45], 45)),  # p3 added to a pung
    (0, 4608, ("concealed_kong", None, [16, 17, 18, 19], None)),   # m5 with the red id 16
    (2, (100 << 8) | 2, ("open_kong", 0, [100, 101, 102, 103], 100)),  # s8 claimed from opposite
], ids=["chi-low", "chi-red", "pon", "added-kong", "concealed-kong", "open-kong"])
def test_meld_bit_layout(who, m, expected):
    assert tenhou_xml.decode_meld(who, m) == expected


@pytest.mark.parametrize("i,aka,expected", [
    (0, True, (0, False)), (16, True, (4, True)), (17, True, (4, False)), (52, True, (13, True)),
    (88, True, (22, True)), (88, False, (22, False)), (135, True, (33, False)),
], ids=["m1", "red-m5", "plain-m5", "red-p5", "red-s5", "no-aka", "red-dragon"])
def test_tile_ids(i, aka, expected):
    assert tenhou_xml.tile(i, aka) == expected


@pytest.mark.parametrize("go,expected", [
    (169, {"aka": True, "kuitan": True, "kiriage": False}),
    (169 | 0x02, {"aka": False, "kuitan": True, "kiriage": False}),
    (169 | 0x04, {"aka": True, "kuitan": False, "kiriage": False}),
    (169 | 0x200, {"aka": True, "kuitan": True, "kiriage": True}),
], ids=["top-room", "no-red", "no-kuitan", "special-lobby"])
def test_room_options_from_go_type(go, expected):
    got = tenhou_xml.room_options(go)
    assert {k: got[k] for k in expected} == expected
    assert got["double_yakuman"] is False and got["kazoe"] == "yakuman"


def test_a_tile_not_in_the_hand_names_the_event_and_the_other_rounds_go_on():
    text = text_of(FILES[0])
    first = text.index("<D", text.index("<INIT"))
    end = text.index("/>", first)
    text = text[:first] + "<D135" + text[end:]           # seat 0's first discard: a tile it does not hold
    got = read(text)
    problems = [g for g in got if isinstance(g, RecordProblem)]
    assert len(problems) == 1
    p = problems[0]
    assert p.place.round == "E1" and p.event == "<D135/>" and "not in seat 0's hand" in p.message
    assert p.position is not None
    assert sum(isinstance(g, Win) for g in got) == 12     # E1's win lost, the 12 others read


@pytest.mark.parametrize("which", [0, 14, -1], ids=["first-discard", "fifteenth-discard", "last-discard"])
def test_a_discard_not_in_the_hand_is_a_problem_at_its_own_tag(which):
    """Seat 0's discards of the first round, each in turn made a tile it does not hold (id 135 is
    s9's last copy, which the dealt hands of this round do not hold): the problem names that tag and
    its number among the record's tags, wherever the discard stands in its row."""
    text = text_of(FILES[0])
    start, end = text.index("<INIT"), text.index("<AGARI")
    at = [i for i in range(start, end) if text.startswith("<D", i) and text[i + 2].isdigit()][which]
    text = text[:at] + "<D135" + text[text.index("/>", at):]
    problems = [g for g in read(text) if isinstance(g, RecordProblem)]
    assert len(problems) == 1
    p = problems[0]
    assert p.place.round == "E1" and p.event == "<D135/>" and "not in seat 0's hand" in p.message
    assert p.position == text[:at].count("<") + 1      # (every tag opens with the record's only "<"s)


def test_a_truncated_record_reports_the_wins_before_the_cut():
    text = text_of(FILES[0])
    cut = text[: text.index("<AGARI", text.index("<AGARI") + 1) + 10]
    got = read(cut)
    assert sum(isinstance(g, Win) for g in got) == 1
    assert isinstance(got[-1], RecordProblem) and "ends early" in got[-1].message


@pytest.mark.parametrize("text,words", [
    ('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><mjloggm ver="2.3"></mjloggm>', "DOCTYPE"),
    ("hello", "not a Tenhou mjlog"),
    ('<mjloggm ver="2.3"><GO type="169"/><INIT seed="0,0,0,1,2,x" ten="250,250,250,250" oya="0" '
     'hai0="1" hai1="" hai2="" hai3=""/></mjloggm>', "cannot be read"),
    ('<mjloggm ver="2.3"><GO type="169"/><D12/></mjloggm>', "outside a round"),
    ('<mjloggm ver="2.3"><GO type="169"/><N who="1" m="39465" /></mjloggm>', "N outside a round"),
    ('<mjloggm ver="2.3"><GO type="169"/><REACH who="1" step="1"/></mjloggm>', "REACH outside a round"),
    ('<mjloggm ver="2.3"><GO type="169"/><DORA hai="12" /></mjloggm>', "DORA outside a round"),
], ids=["doctype", "not-mjlog", "bad-number", "event-outside-round", "call-outside-round",
        "riichi-outside-round", "dora-outside-round"])
def test_malformed_records_give_a_problem(text, words):
    got = read(text)
    assert any(isinstance(g, RecordProblem) and words in g.message for g in got)


def test_a_four_kong_abort_gives_no_result_and_the_game_goes_on():
    path = DATA / "tenhou-xml" / "2016052515gm-00a9-0000-c4d72066.mjlog"
    text = text_of(path)
    abort = text.index('<RYUUKYOKU type="kan4"')
    start = text.rindex("<INIT", 0, abort)
    round_only = text[: text.index("<INIT")] + text[start: text.index(">", abort) + 1] + "</mjloggm>"
    assert text[start:abort].count("<N ") >= 4          # the four kongs are played, then the abort
    assert read(round_only) == []
    after = text[: text.index("<INIT")] + text[start:]
    assert [g for g in read(after) if isinstance(g, RecordProblem)] == []


@pytest.mark.parametrize("attrs,kiriage,limit", [
    ({"ten": "30,7700,0", "yaku": "1,1,52,3"}, False, None),
    ({"ten": "30,8000,0", "yaku": "1,1,52,3"}, True, "mangan"),   # Tenhou writes 0 for a kiriage mangan
    ({"ten": "40,8000,1", "yaku": "1,1,52,4"}, False, "mangan"),
    ({"ten": "30,32000,5", "yaku": "1,1,52,12"}, False, "kazoe yakuman"),
    ({"ten": "40,32000,5", "yakuman": "39"}, False, "yakuman"),
    ({"ten": "40,64000,5", "yakuman": "39,42"}, False, "2x yakuman"),
], ids=["no-limit", "kiriage-mangan", "mangan", "kazoe", "yakuman", "two-yakuman"])
def test_recorded_limit(attrs, kiriage, limit):
    assert tenhou_xml.recorded_of(attrs, kiriage).limit == limit


def test_recorded_yaku_ids_and_deltas():
    rec = tenhou_xml.recorded_of({"ten": "40,12000,5", "yakuman": "39", "sc": "250,320,250,-320,250,0,250,0"})
    assert (rec.han, rec.fu, rec.yaku, rec.deltas) == (13, None, (("daisangen", 13),), (32000, -32000, 0, 0))
    rec = tenhou_xml.recorded_of({"ten": "30,3900,0", "yaku": "10,1,14,1,53,0,54,1"})
    assert rec.yaku == (("yakuhai_seat", 1), ("yakuhai_round", 1), ("aka_dora", 1)) and rec.han == 3


def test_a_hand_that_is_not_the_records_hai_is_a_problem():
    text = text_of(FILES[0])
    at = text.index('hai="21,27,30,109,111"')
    got = read(text[:at] + 'hai="21,27,30,109,115"' + text[at + len('hai="21,27,30,109,111"'):])
    problems = [g for g in got if isinstance(g, RecordProblem)]
    assert len(problems) == 1 and "not the record's hai" in problems[0].message
    assert problems[0].event.startswith("<AGARI") and sum(isinstance(g, Win) for g in got) == 12


@pytest.mark.parametrize("tile_id,words", [
    ("136", "tile id 136 is not 0-135"),
    ("9" * 5000, "a number that cannot be read"),
], ids=["id-136", "5000-digits"])
def test_a_bad_draw_id_is_a_problem_of_its_round(tile_id, words):
    text = text_of(FILES[0])
    first = text.index("<D", text.index("<INIT"))
    end = text.index("/>", first)
    text = text[:first] + "<D" + tile_id + text[end:]    # seat 0's first discard
    got = read(text)
    problems = [g for g in got if isinstance(g, RecordProblem)]
    assert len(problems) == 1 and problems[0].place.round == "E1"
    assert words in problems[0].message
    assert sum(isinstance(g, Win) for g in got) == 12
