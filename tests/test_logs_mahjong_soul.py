"""Mahjong Soul rooms (docs/logs.md, "Mahjong Soul rooms"): a tenhou.net/6 record whose ``rule.disp``
names a room of Mahjong Soul is scored under Mahjong Soul's rules where they differ from Tenhou's
(double yakuman, pao on a composite yakuman), and the command line's room options win."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any, Dict, List

import pytest

from mjscore.logs import tenhou_json

ROOT = Path(__file__).resolve().parent.parent
RECORD = ROOT / "tests" / "data" / "logs" / "cases" / "mahjong-soul.json"


def log(*args: str) -> List[Dict[str, Any]]:
    p = subprocess.run([sys.executable, "-m", "mjscore", "log", "-f", "jsonl", *args, str(RECORD)],
                       capture_output=True, cwd=ROOT, timeout=120)
    assert p.returncode == 0, p.stderr.decode()
    return [json.loads(line) for line in p.stdout.decode("utf-8").splitlines()]


@pytest.mark.parametrize("disp,room", [
    ("玉の間南喰赤", True), ("三玉の間南喰赤", True), ("王座の間東喰赤", True), ("銅の間東喰", True),
    ("銀の間南喰赤", True), ("金の間南喰赤", True), ("玉之间四人南", True), ("Jade Room South", True),
    ("鳳南喰赤", False), ("三鳳南喰赤", False), ("般南", False), ("銀南喰赤", False), ("", False),
], ids=lambda v: str(v) or "empty")
def test_mahjong_soul_rooms_are_told_by_rule_disp(disp, room):
    assert tenhou_json.mahjong_soul_room({"disp": disp}) is room
    options = tenhou_json.room_options({"disp": disp, "aka": 1})
    assert (options["double_yakuman"], options.get("pao_scope")) == ((True, "yakuman") if room else (False, None))


def test_a_mahjong_soul_record_is_scored_under_its_rules_and_agrees():
    kokushi, pao = log()
    assert kokushi["options"]["double_yakuman"] is True and pao["options"]["pao_scope"] == "yakuman"
    assert (kokushi["limit"], kokushi["payments"], kokushi["deltas"]) == ("2x yakuman", {"discarder": 64000},
                                                                         [-64000, 64000, 0, 0])
    # the liable player (seat 0) pays the big three dragons alone, as a ron (32,000), and its share of
    # the all honors, paid as an ordinary tsumo (the dealer 16,000, the others 8,000)
    assert pao["payments"] == {"dealer": 16000, "others": 8000, "pao": 32000}
    assert pao["deltas"] == [-40000, -16000, 64000, -8000]
    assert [r["agree"] for r in (kokushi, pao)] == [True, True]


@pytest.mark.parametrize("option,index,differs", [
    ("--no-double-yakuman", 0, ["han", "points", "limit", "yaku", "deltas"]),
    ("--pao-scope=hand", 1, ["deltas"]),
], ids=["no-double-yakuman", "pao-scope-hand"])
def test_the_command_line_wins_over_the_room(option, index, differs):
    r = log(option)[index]
    assert r["agree"] is False and sorted(r["differs"]) == sorted(differs)
