"""Three-player records (docs/logs.md, "Three players"): Tenhou XML (GO type 0x10, kita as ``N`` tags),
tenhou.net/6 (an empty fourth seat, ``f44`` among the discards) and MJAI (``nukidora`` / ``kita``
events), replayed and scored under ``players=3`` with the Norths set aside as ``kita=N``; the real
sample ``tenhou-xml/sanma-dnovikoff.xml`` and the hand-written ``cases/sanma.*``; the replay's
three-player rules; and bad input of each new kind (one error result naming the place and the event)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any, Dict, List

import pytest

from mjscore.logs import mjai, tenhou_json, tenhou_xml
from mjscore.logs.model import RecordProblem, Win
from mjscore.logs.replay import ReplayError, Round
from tests.logs_check import DATA, text_of

ROOT = Path(__file__).resolve().parent.parent
SANMA = DATA / "tenhou-xml" / "sanma-dnovikoff.xml"
CASES = DATA / "cases"


def log(*args: Any) -> List[Dict[str, Any]]:
    p = subprocess.run([sys.executable, "-m", "mjscore", "log", "-f", "jsonl", *map(str, args)],
                       capture_output=True, cwd=ROOT, timeout=120)
    return [json.loads(line) for line in p.stdout.decode("utf-8").splitlines()]


# -- the real sample: every win found, and agreeing with the record (kita counted inside ドラ) ----------

SANMA_WINS = [  # (round, honba, winner, from, line)
    ("E1", 0, 1, None, "p123777s23478EEs9 tsumo seat=S round=E riichi dora=p9 ura=s3 kita=1 sticks=1"),
    ("E2", 0, 1, 2, "p1113356799[p222]p9 ron seat=E round=E dora=s4 sticks=1"),
    ("E2", 2, 1, None, "p1179s123406789p8 tsumo seat=E round=E dora=p6 kita=1 honba=2 sticks=1"),
    ("E2", 3, 0, None, "p2347s234567888p7 tsumo seat=W round=E dora=N kita=1 honba=3"),
    ("E3", 0, 1, 2, "p45066s44678FFFp4 ron seat=W round=E riichi ippatsu dora=p3 ura=S kita=1 sticks=2"),
]


def test_the_sanma_sample_gives_every_win_with_its_kita():
    got = list(tenhou_xml.read(text_of(SANMA), str(SANMA)))
    assert all(isinstance(g, Win) for g in got), got
    assert [(w.place.round, w.place.honba, w.winner, w.from_seat, w.line) for w in got] == SANMA_WINS
    assert all(w.options["players"] == 3 for w in got)
    assert got[0].place.players == ("Ｘｅｐｈｅｒ", "水＠氷", "九鳳院紫")
    assert got[0].recorded.deltas == (-4000, 7000, -2000)   # (three seats: the empty fourth left out)


def test_every_sanma_sample_win_agrees_with_its_record():
    results = log(SANMA)
    assert len(results) == 5 and all(r["ok"] for r in results), results
    assert [(r["round"], r["agree"], r["differs"]) for r in results] == [(w[0], True, []) for w in SANMA_WINS]
    assert all(r["deltas"] == r["recorded"]["deltas"] and len(r["deltas"]) == 3 for r in results)
    assert results[1]["payments"] == {"discarder": 12000}    # RIICHI.md's example: chinitsu, dealer ron


# -- the hand-written records: tenhou.net/6 and MJAI, the same three rounds -------------------------

HAND_WRITTEN = [  # (round, honba, sticks, winner, from, line, deltas)
    ("E1", 1, 0, 0, None, "p12345699s12379s8 tsumo seat=E round=E rinshan dora=E kita=1 honba=1",
     [4200, -2100, -2100]),
    ("E1", 2, 0, 2, 1, "p123789s456NPPPN ron seat=W round=E dora=E honba=2", [0, -1700, 1700]),
    ("E2", 0, 0, 1, None, "m11p123456s12356s7 tsumo seat=E round=E double-riichi dora=P ura=C sticks=1",
     [-2600, 6200, -2600]),
]


@pytest.mark.parametrize("name", ["sanma.json", "sanma.mjson"], ids=["tenhou-json", "mjai"])
def test_hand_written_three_player_records(name):
    results = log(CASES / name)
    assert all(r["ok"] for r in results), results
    assert [(r["round"], r["honba"], r["sticks"], r["winner"], r["from"], r["line"], r["deltas"])
            for r in results] == HAND_WRITTEN
    assert all(r["agree"] is True and r["options"]["players"] == 3 for r in results)
    assert all(len(r["players"]) == 3 for r in results)
    # the tsumo loss: the dealer's 30 fu 3 han tsumo is 2,000 from each of two (not 2,000 all of three),
    # each payer adding 100 a counter; a ron's counter is 200
    assert results[0]["payments"] == {"each": 2100}
    assert results[1]["payments"] == {"discarder": 1700}


def test_a_ron_on_a_north_set_aside_is_not_chankan_and_a_kita_ends_ippatsu():
    tsumo, ron, riichi = log(CASES / "sanma.json")
    assert "rinshan" in tsumo["line"] and "tenhou" not in tsumo["line"]   # (a kita ends the first go-around)
    assert "chankan" not in ron["line"] and "rinshan" not in ron["line"]
    assert "ippatsu" not in riichi["line"]


# -- the replay's three-player rules ------------------------------------------------------------------

N, P1 = (30, False), (9, False)


def three(hands: List[List[Any]], dealer: int = 0) -> Round:
    return Round(0, 0, 0, dealer, [(27, False)], hands, True, 3)


def dealt(*extra: Any) -> List[Any]:
    return [*extra] + [None] * (13 - len(extra))


def test_a_kita_draws_a_replacement_on_which_a_tsumo_is_rinshan():
    r = three([dealt(N), dealt(), dealt()])
    r.draw(0, P1)
    r.set_north_aside(0, N)
    assert r.kita == [1, 0, 0] and r.pending_replacement == 0
    r.draw(0, P1)
    assert r.rinshan_draw


@pytest.mark.parametrize("act,says", [
    (lambda r: r.set_north_aside(0, P1), "only a North is set aside"),
    (lambda r: r.draw(0, (1, False)), "no 2m-8m in three-player mahjong"),
    (lambda r: r.draw(3, P1), "seat 3 is not 0-2"),
    (lambda r: r.chi(1, 0, P1, [(10, False), (11, False)]), "no chow in three-player mahjong"),
], ids=["kita-of-a-non-north", "a-2m", "a-fourth-seat", "a-chow"])
def test_three_player_play_refuses(act, says):
    r = three([dealt(N), dealt(), dealt()])
    with pytest.raises(ReplayError, match=says):
        act(r)


def test_a_kita_in_a_four_player_game_is_refused():
    r = Round(0, 0, 0, 0, [(27, False)], [dealt(N) for _ in range(4)])
    with pytest.raises(ReplayError, match="in a four-player game"):
        r.set_north_aside(0, N)


def test_three_player_wall_has_55_live_draws():
    r = three([dealt(), dealt(), dealt()])
    for i in range(55):   # (108 tiles - 39 dealt - 14 in the dead wall; the hands only grow here)
        r.draw(i % 3, None)
    with pytest.raises(ReplayError, match="after the wall's last tile"):
        r.draw(0, None)


# -- bad input of each new kind: one error result naming the file, game, round and event ----------------

def _xml_kita_in_four_players() -> str:
    text = text_of(DATA / "tenhou-xml" / "2010081709gm-00a9-0000-fe3371ad.mjlog")
    first = text.index("<T", text.index("<INIT"))
    return text[:first] + '<N who="0" m="31008" />' + text[first:]


def _xml_three_players_with_hai3() -> str:
    return text_of(SANMA).replace('hai3=""', 'hai3="1,2,3"', 1)


def _json_sanma(change) -> str:
    g = json.loads(text_of(CASES / "sanma.json"))
    change(g)
    return json.dumps(g, ensure_ascii=False)


def _set(g: Dict[str, Any], path: List[Any], value: Any) -> None:
    for k in path[:-1]:
        g = g[k]
    g[path[-1]] = value


BAD = [
    ("xml-kita-in-a-four-player-game", tenhou_xml, _xml_kita_in_four_players, "x.mjlog",
     "sets a North aside (kita) in a four-player game", "E1", '<N who="0" m="31008" />'),
    ("xml-a-fourth-hand-in-three", tenhou_xml, _xml_three_players_with_hai3, "x.xml",
     "INIT deals a fourth hand (hai3) in a three-player game", "E1", "<INIT"),
    ("json-kita-of-a-non-north", tenhou_json, lambda: _json_sanma(lambda g: _set(g, ["log", 0, 6, 0], "f45")),
     "x.json", "only a North is set aside", "E1", "[[0, 1, 0]"),
    ("json-a-2m-in-three", tenhou_json, lambda: _json_sanma(lambda g: _set(g, ["log", 1, 4, 0], 12)),
     "x.json", "no 2m-8m in three-player mahjong", "E1", "[[0, 2, 0]"),
    ("json-a-fourth-seat-in-three", tenhou_json, lambda: _json_sanma(lambda g: _set(g, ["log", 2, 13], [11] * 13)),
     "x.json", "a three-player round with a fourth seat's hand", "E2", "[[1, 0, 0]"),
]


@pytest.mark.parametrize("reader,text,file,says,round_,event", [b[1:] for b in BAD], ids=[b[0] for b in BAD])
def test_bad_three_player_input_gives_one_problem_naming_the_place(reader, text, file, says, round_, event):
    got = list(reader.read(text(), file))
    problems = [g for g in got if isinstance(g, RecordProblem)]
    assert len(problems) == 1, problems
    (p,) = problems
    assert says in p.message
    assert (p.place.file, p.place.round) == (file, round_) and p.place.game
    assert p.event is not None and p.event.startswith(event) and p.position is not None


def _mjai(*events: Dict[str, Any], names: int = 3) -> str:
    hands = [["1p", "2p", "3p", "4p", "6p", "7p", "8p", "9p", "1s", "2s", "3s", "N", "N"]] + [["?"] * 13] * (names - 1)
    head = [{"type": "start_game", "names": [f"p{i}" for i in range(names)]},
            {"type": "start_kyoku", "bakaze": "E", "kyoku": 1, "honba": 0, "kyotaku": 0, "oya": 0,
             "dora_marker": "E", "scores": [35000] * names, "tehais": hands}]
    return "\n".join(json.dumps(e) for e in head + list(events)) + "\n"


MJAI_BAD = [
    ("nukidora-in-a-four-player-game", _mjai({"type": "tsumo", "actor": 0, "pai": "5s"},
                                              {"type": "nukidora", "actor": 0, "pai": "N"}, names=4),
     "in a four-player game", 4),
    ("kita-of-a-non-north", _mjai({"type": "tsumo", "actor": 0, "pai": "5s"},
                                  {"type": "kita", "actor": 0, "pai": "5s"}), "only a North is set aside", 4),
    ("a-2m-in-three", _mjai({"type": "tsumo", "actor": 0, "pai": "2m"}), "no 2m-8m in three-player mahjong", 3),
    ("nukidora-without-actor", _mjai({"type": "tsumo", "actor": 0, "pai": "5s"}, {"type": "nukidora", "pai": "N"}),
     "field 'actor' is missing", 4),
    ("kita-of-a-north-not-held", _mjai(*[{"type": "tsumo", "actor": 0, "pai": "5s"},
                                         {"type": "nukidora", "actor": 0, "pai": "N"}] * 3),
     "tile N is not in seat 0's hand", 8),
    ("a-chi-in-three", _mjai({"type": "tsumo", "actor": 0, "pai": "5s"}, {"type": "dahai", "actor": 0, "pai": "5s"},
                             {"type": "chi", "actor": 1, "target": 0, "pai": "5s", "consumed": ["4s", "6s"]}),
     "no chow in three-player mahjong", 5),
]


@pytest.mark.parametrize("text,says,position", [b[1:] for b in MJAI_BAD], ids=[b[0] for b in MJAI_BAD])
def test_bad_three_player_mjai_gives_one_problem_naming_the_event(text, says, position):
    got = list(mjai.read(text, "x.mjson"))
    problems = [g for g in got if isinstance(g, RecordProblem)]
    assert len(problems) == 1 and says in problems[0].message, got
    p = problems[0]
    assert (p.place.round, p.position) == ("E1", position) and p.event
