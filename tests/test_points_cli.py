"""`mjscore points [FU HAN]` through the real command line: known values of the riichi point table
(checked by hand against the usual printed tables), the room's --kiriage and --kazoe, the formats,
and bad arguments (a usage error, exit status 2)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def mjscore(*args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=ROOT)
    for key in ("NO_COLOR", "FORCE_COLOR", "_MJSCORE_COMPLETE"):
        env.pop(key, None)
    return subprocess.run([sys.executable, "-m", "mjscore", *args], capture_output=True, text=True,
                          encoding="utf-8", cwd=ROOT, env=env, timeout=120)


def entry(*args: str) -> dict:
    done = mjscore("points", *args, "-f", "jsonl")
    assert done.returncode == 0, done.stderr
    (line,) = done.stdout.splitlines()
    return json.loads(line)


# (fu, han, options) -> non-dealer ron, non-dealer tsumo (others, dealer), dealer ron, dealer tsumo each
KNOWN = [
    pytest.param("30", "4", (), 7700, (2000, 3900), 11600, 3900, id="30fu4han"),
    pytest.param("30", "4", ("--kiriage",), 8000, (2000, 4000), 12000, 4000, id="30fu4han-kiriage"),
    pytest.param("60", "3", ("--kiriage",), 8000, (2000, 4000), 12000, 4000, id="60fu3han-kiriage"),
    pytest.param("60", "3", (), 7700, (2000, 3900), 11600, 3900, id="60fu3han"),
    pytest.param("30", "1", (), 1000, (300, 500), 1500, 500, id="30fu1han"),
    pytest.param("40", "2", (), 2600, (700, 1300), 3900, 1300, id="40fu2han"),
    pytest.param("110", "2", (), 7100, (1800, 3600), 10600, 3600, id="110fu2han"),
    pytest.param("40", "4", (), 8000, (2000, 4000), 12000, 4000, id="40fu4han-mangan"),
    pytest.param("30", "6", (), 12000, (3000, 6000), 18000, 6000, id="haneman"),
    pytest.param("30", "13", (), 32000, (8000, 16000), 48000, 16000, id="kazoe-yakuman"),
    pytest.param("30", "13", ("--kazoe", "sanbaiman"), 24000, (6000, 12000), 36000, 12000, id="kazoe-sanbaiman"),
]


@pytest.mark.parametrize("fu,han,options,ron,tsumo,dealer_ron,dealer_each", KNOWN)
def test_one_entry_pays_the_known_points(fu, han, options, ron, tsumo, dealer_ron, dealer_each):
    e = entry(fu, han, *options)
    assert (e["fu"], e["han"]) == (int(fu), int(han))
    assert e["non_dealer"]["ron"] == {"discarder": ron}
    assert e["non_dealer"]["tsumo"] == {"others": tsumo[0], "dealer": tsumo[1]}
    assert e["dealer"] == {"ron": {"discarder": dealer_ron}, "tsumo": {"each": dealer_each}}


def test_kiriage_is_marked_only_where_it_rounds_up():
    assert entry("30", "4", "--kiriage")["kiriage"] is True
    assert entry("30", "4")["kiriage"] is False and entry("30", "4")["limit"] is None
    assert entry("40", "4", "--kiriage")["kiriage"] is False  # a mangan without kiriage


@pytest.mark.parametrize("fu,han,none", [
    pytest.param("20", "2", [("non_dealer", "ron"), ("dealer", "ron")], id="20fu-no-ron"),
    pytest.param("25", "2", [("non_dealer", "tsumo"), ("dealer", "tsumo")], id="25fu2han-no-tsumo"),
])
def test_payments_no_hand_can_have_are_null(fu, han, none):
    e = entry(fu, han)
    for who, way in none:
        assert e[who][way] is None
    assert all(e[who][way] is not None for who in ("non_dealer", "dealer") for way in ("ron", "tsumo")
               if (who, way) not in none)


@pytest.mark.parametrize("args,text", [
    pytest.param(("30", "4"), "30 fu 4 han: non-dealer ron 7,700, tsumo 2,000/3,900; "
                 "dealer ron 11,600, tsumo 3,900 all", id="30fu4han"),
    pytest.param(("30", "1"), "30 fu 1 han: non-dealer ron 1,000, tsumo 300/500; dealer ron 1,500, tsumo 500 all",
                 id="30fu1han"),
    pytest.param(("30", "4", "--kiriage"), "30 fu 4 han mangan (kiriage): non-dealer ron 8,000, tsumo 2,000/4,000; "
                 "dealer ron 12,000, tsumo 4,000 all", id="kiriage"),
])
def test_one_entry_as_text(args, text):
    done = mjscore("points", *args, "-f", "text")
    assert done.returncode == 0 and done.stdout == text + "\n"


def test_table_as_text_has_both_tables_and_the_limits():
    out = mjscore("points", "-f", "text").stdout
    rows = out.splitlines()
    thirty = [r for r in rows if r.startswith("30 fu")]
    assert len(thirty) == 2  # non-dealer, then dealer
    assert "1,000 (300/500)" in thirty[0] and "7,700 (2,000/3,900)" in thirty[0]
    assert "1,500 (500 all)" in thirty[1] and "11,600 (3,900 all)" in thirty[1]
    assert any(r.startswith("haneman") and "12,000 (3,000/6,000)" in r and "18,000 (6,000 all)" in r for r in rows)
    assert "kiriage off" in out
    kiriage = mjscore("points", "-f", "text", "--kiriage").stdout
    assert "8,000 (2,000/4,000)" in [r for r in kiriage.splitlines() if r.startswith("30 fu")][0]
    assert "kiriage on" in kiriage


def test_table_as_json_is_every_fu_by_han_then_the_limits():
    done = mjscore("points", "-f", "json")
    entries = json.loads(done.stdout)
    assert done.returncode == 0 and len(entries) == 11 * 4 + 6
    assert {(e["fu"], e["han"]) for e in entries[:44]} == {(fu, han) for fu in (20, 25, *range(30, 111, 10))
                                                           for han in (1, 2, 3, 4)}
    assert [e["limit"] for e in entries[44:]] == ["mangan", "haneman", "baiman", "sanbaiman", "kazoe yakuman",
                                                  "yakuman"]
    lines = mjscore("points", "-f", "jsonl").stdout.splitlines()
    assert [json.loads(line) for line in lines] == entries


def test_one_entry_as_json_is_a_list_of_one():
    assert json.loads(mjscore("points", "30", "4", "-f", "json").stdout) == [entry("30", "4")]


@pytest.mark.parametrize("args,message", [
    pytest.param(("30",), "1 number given", id="one-number"),
    pytest.param(("30", "4", "5"), "3 numbers given", id="three-numbers"),
    pytest.param(("x", "4"), "FU must be a whole number, not 'x'", id="fu-not-a-number"),
    pytest.param(("30", "four"), "HAN must be a whole number, not 'four'", id="han-not-a-number"),
    pytest.param(("35", "4"), "35 fu is not a hand's fu", id="fu-not-a-hands"),
    pytest.param(("30", "0"), "HAN must be 1 or more", id="no-han"),
    pytest.param(("30", "4", "--kazoe", "nope"), "'nope' is not one of yakuman, sanbaiman", id="bad-kazoe"),
    pytest.param(("--tsumo",), "No such option: --tsumo", id="unknown-option"),
])
def test_bad_arguments_are_a_usage_error(args, message):
    done = mjscore("points", *args)
    assert done.returncode == 2 and done.stdout == ""
    errors = [line for line in done.stderr.splitlines() if line.startswith("Error:")]
    assert len(errors) == 1 and message in errors[0], done.stderr
    assert "Traceback" not in done.stderr


@pytest.mark.parametrize("argv", [
    ["points"], ["points", "30", "4"], ["points", "30", "4", "--kiriage", "-f", "json"],
    ["points", "--no-kiriage", "--kazoe=sanbaiman", "--color", "never", "60", "3"],
], ids=lambda a: " ".join(a))
def test_plain_launch_path_reads_what_typer_reads(argv, monkeypatch):
    """`mjscore points` runs without Typer (launch.py) with the parameters Typer would give."""
    from mjscore.cli import app as cli, launch, points

    got: dict = {}
    monkeypatch.setattr(points, "execute", lambda p: got.update({k: v for k, v in p.items() if k != "ctx"}) or 0)
    cli.app(list(argv), prog_name="mjscore", standalone_mode=False)
    got["numbers"] = list(got["numbers"]) if got["numbers"] else None
    assert launch.plain_command_line(argv) == ("points", got)
