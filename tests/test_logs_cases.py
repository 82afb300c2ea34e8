"""Hand-written records (tests/data/logs/cases, NOTICE.md there), each showing one rule of the
readers or the payments through the real command line: pao as Tenhou pays it, a double ron whose
wins both name the round, and a tenhou.net/6 record whose pon could have taken either of two
identical discards (a record that replays is never refused)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any, Dict, List

import pytest

ROOT = Path(__file__).resolve().parent.parent
CASES = ROOT / "tests" / "data" / "logs" / "cases"


def results(name: str) -> List[Dict[str, Any]]:
    p = subprocess.run([sys.executable, "-m", "mjscore", "log", "-f", "jsonl", str(CASES / name)],
                       capture_output=True, cwd=ROOT, timeout=120)
    assert p.returncode == 0, p.stderr.decode()
    return [json.loads(line) for line in p.stdout.decode("utf-8").splitlines()]


# (id, file, win index, round, honba, sticks, winner, from, payments, deltas, line's end)
CASES_TABLE = [
    ("pao-ron-counters-to-the-liable-player", "pao.json", 0, "E1", 1, 0, 1, 0,
     {"discarder": 16000, "pao": 16300}, [-16000, 32300, 0, -16300], "honba=1 pao=N"),
    ("pao-tsumo-double-yakuman-all-from-the-liable-player", "pao.json", 1, "E2", 0, 0, 2, None,
     {"dealer": 0, "others": 0, "pao": 64000}, [-64000, 0, 64000, 0], "pao=N"),
    ("double-ron-first-winner-paid-the-counters", "double-ron.json", 0, "E1", 2, 1, 1, 0,
     {"discarder": 1900}, [-1900, 2900, 0, 0], "honba=2 sticks=1"),
    ("double-ron-second-winner-names-the-round", "double-ron.json", 1, "E1", 2, 1, 2, 0,
     {"discarder": 1300}, [-1300, 0, 1300, 0], "dora=E"),
    ("same-discard-twice-the-pon-takes-the-second", "same-discard-twice.json", 0, "E1", 0, 0, 2, None,
     {"dealer": 700, "others": 400}, [-700, -400, 1500, -400], "[s333]p9 tsumo seat=W round=E dora=s9"),
]


@pytest.mark.parametrize("name,index,round_,honba,sticks,winner,from_,payments,deltas,end",
                         [c[1:] for c in CASES_TABLE], ids=[c[0] for c in CASES_TABLE])
def test_hand_written_record(name, index, round_, honba, sticks, winner, from_, payments, deltas, end):
    got = results(name)
    assert all(r["ok"] for r in got), got
    r = got[index]
    assert (r["round"], r["honba"], r["sticks"], r["winner"], r["from"]) == (round_, honba, sticks, winner, from_)
    assert r["payments"] == payments
    assert r["deltas"] == deltas == r["recorded"]["deltas"]
    assert r["agree"] is True and r["differs"] == []
    assert r["line"].endswith(end)
    assert r["players"] == ["Ａさん", "Ｂさん", "Ｃさん", "Ｄさん"]


def test_the_second_winner_of_a_double_ron_is_not_paid_the_counters():
    first, second = results("double-ron.json")
    assert "honba=" not in second["line"] and "sticks=" not in second["line"]
    assert [first["round"], first["honba"], first["sticks"]] == [second["round"], second["honba"], second["sticks"]]
