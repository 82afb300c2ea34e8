"""`mjscore log` through the real command line (docs/logs.md): the sample records of
tests/data/logs/ (see their NOTICE.md files) in every output format, --lines, --check, directories,
standard input, gzip, --log-format, a bad record among good ones, --jobs keeping input order."""

from __future__ import annotations

import gzip
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
LOGS = ROOT / "tests" / "data" / "logs"
XML = LOGS / "tenhou-xml"
FIRST = XML / "2010081709gm-00a9-0000-fe3371ad.mjlog"  # 13 wins, one of them 4 han 30 fu
GZ = XML / "2011020414gm-00a9-0000-ef18f336.mjlog.gz"
FIELDS = ["game", "players", "file", "round", "honba", "sticks", "winner", "from", "line", "rules", "options", "ok"]
TAIL = ["deltas", "recorded", "agree", "differs"]


def mjscore(*args, stdin: bytes | None = None):
    p = subprocess.run([sys.executable, "-m", "mjscore", "log", *map(str, args)], input=stdin,
                       capture_output=True, cwd=ROOT)
    return p.returncode, p.stdout.decode("utf-8"), p.stderr.decode("utf-8")


def jsonl(*args, stdin: bytes | None = None):
    code, out, err = mjscore("-f", "jsonl", *args, stdin=stdin)
    return code, [json.loads(x) for x in out.splitlines()], err


@pytest.mark.parametrize("folder, wins, games, rules", [
    ("tenhou-xml", 59, 7, "riichi"), ("tenhou-json", 54, 6, "riichi"), ("mjai", 24, 3, "riichi"),
    ("botzone", 4, 4, "mcr")], ids=["tenhou-xml", "tenhou-json", "mjai", "botzone"])
def test_every_sample_win_is_found_scored_and_agrees(folder, wins, games, rules):
    code, results, _ = jsonl(LOGS / folder)
    scored = [r for r in results if r["ok"]]
    assert len(scored) == wins
    assert all(r["agree"] is True and r["differs"] == [] for r in scored)
    assert len({r["game"] for r in results}) == games
    for r in scored:  # the fields of LOGS.md, in its order, then mjscore's score, then the comparison
        assert list(r)[:len(FIELDS)] == FIELDS and list(r)[-len(TAIL):] == TAIL
        assert r["rules"] == rules and r["hand"] and r["payments"]
        # (the deposits on the table, this round's riichi included, go to the winner: its line's sticks=)
        assert sum(r["deltas"]) == 1000 * int((re.findall(r"\bsticks=(\d+)", r["line"]) or ["0"])[0])
        # the players' names in seat order: Tenhou's and the mjai server's records name them, Botzone's not
        assert r["players"] is None if folder == "botzone" else (
            len(r["players"]) == r["options"].get("players", 4) and all(r["players"]))
        assert r["deltas"] == r["recorded"]["deltas"]
    # The mjai sample that ends at the server's error event: one error result naming the place; exit 1.
    errors = [r for r in results if not r["ok"]]
    assert code == (1 if errors else 0)
    if folder == "mjai":
        (e,) = errors
        assert e["game"] == "2026-06-18-160903" and e["round"] == "E4" and e["error"]["kind"] == "record"
        assert "error event" in e["error"]["message"] and e["error"]["position"] > 0


def test_json_is_one_array_of_the_jsonl_objects():
    code, out, _ = mjscore("-f", "json", FIRST)
    _, lines, _ = jsonl(FIRST)
    assert code == 0 and json.loads(out) == lines and len(lines) == 13


def test_text_prints_a_row_per_win_and_a_summary():
    code, out, _ = mjscore("-f", "text", XML)
    assert code == 0
    assert out.count("✓") == 59 and "✗" not in out   # (the six four-player games and the sanma sample)
    assert out.count("\ngame ") + out.startswith("game ") == 7
    assert out.rstrip().splitlines()[-1] == "7 games, 59 wins: 59 agree, 0 differ, 0 errors"
    code, out, _ = mjscore("-f", "text", "--ascii", FIRST)
    assert "E1-0  seat 1 ron from 2  78mEE[345m][SSS][WWW] 6m  4 han 30 fu 7,700" in out


def test_text_game_heading_names_the_players_in_seat_order():
    code, out, _ = mjscore("-f", "text", FIRST)
    assert code == 0
    assert out.splitlines()[0] == (f"game 2010081709gm-00a9-0000-fe3371ad  ({FIRST})  "
                                   "players: 反陽子さん, ASAPIN, でこじ, デジタル仙人")
    code, out, _ = mjscore("-f", "text", LOGS / "botzone")   # a record that names no one: no players
    assert code == 0 and "players:" not in out


def test_lines_prints_each_wins_line_ready_for_score():
    code, out, _ = mjscore("--lines", FIRST)
    _, results, _ = jsonl(FIRST)
    assert code == 0 and out.splitlines() == [r["line"] for r in results]
    p = subprocess.run([sys.executable, "-m", "mjscore", "score", "--rules", "riichi", "-f", "jsonl"],
                       input=out.encode(), capture_output=True, cwd=ROOT)
    scored = [json.loads(x) for x in p.stdout.splitlines()]
    assert p.returncode == 0 and [s["total"] for s in scored] == [r["total"] for r in results]


@pytest.mark.parametrize("args, code", [
    (["--check"], 0),                      # every win agrees
    (["--kiriage"], 0),                    # a rule option changes a score: still no error
    (["--kiriage", "--check"], 1),         # ... and with --check the disagreement is the status
    (["--lines", "--kiriage", "--check"], 1),
], ids=["check-agree", "option-no-check", "option-check", "lines-check"])
def test_check_exit_status(args, code):
    assert mjscore(*args, FIRST)[0] == code


def test_command_line_rule_options_win_over_the_room():
    code, results, _ = jsonl("--kiriage", FIRST)
    assert all(r["options"]["kiriage"] is True and r["options"]["aka"] is True for r in results)
    rounded = [r for r in results if r["han"] == 4 and r["fu"] == 30]
    assert len(rounded) == 2
    assert all(r["limit"] == "mangan" and r["agree"] is False and set(r["differs"]) == {"points", "deltas"}
               for r in rounded)
    assert all(r["agree"] for r in results if r not in rounded)


def test_standard_input_and_dash():
    data = FIRST.read_bytes()
    _, from_file, _ = jsonl(FIRST)
    for args in ([], ["-"]):
        code, results, _ = jsonl(*args, stdin=data)
        assert code == 0 and [r["line"] for r in results] == [r["line"] for r in from_file]
        assert {r["file"] for r in results} == {"-"}


def test_gzip_files_and_gzip_on_standard_input(tmp_path):
    code, results, _ = jsonl(GZ)
    assert code == 0 and results and all(r["agree"] for r in results)
    assert {r["game"] for r in results} == {"2011020414gm-00a9-0000-ef18f336"}
    code, again, _ = jsonl(stdin=GZ.read_bytes())
    assert code == 0 and [r["line"] for r in again] == [r["line"] for r in results]
    twin = tmp_path / "twin.json.gz"  # a tenhou.net/6 file gzipped
    twin.write_bytes(gzip.compress((LOGS / "tenhou-json" / "2011020414gm-00a9-0000-ef18f336.json").read_bytes()))
    code, json_twin, _ = jsonl(twin)
    assert code == 0 and [r["line"] for r in json_twin] == [r["line"] for r in results]


def test_directories_are_walked_in_path_order(tmp_path):
    (tmp_path / "b").mkdir()
    (tmp_path / "a").mkdir()
    (tmp_path / "b" / "x.mjlog").write_bytes(FIRST.read_bytes())
    (tmp_path / "a" / "y.mjlog.gz").write_bytes(GZ.read_bytes())
    (tmp_path / "README.txt").write_text("not a record\n")  # passed over
    (tmp_path / "notes.md").write_text("# no\n")            # not a record suffix
    code, results, err = jsonl(tmp_path)
    files = list(dict.fromkeys(r["file"] for r in results))
    assert code == 0 and files == [str(tmp_path / "a" / "y.mjlog.gz"), str(tmp_path / "b" / "x.mjlog")]


@pytest.mark.parametrize("fmt, code", [("tenhou-xml", 0), ("auto", 0), ("mjai", 1), ("botzone", 1)])
def test_log_format(fmt, code):
    got, results, _ = jsonl("--log-format", fmt, FIRST)
    assert got == code
    if code:
        assert results and not any(r["ok"] for r in results)
        assert all(r["error"]["kind"] == "record" and r["file"] == str(FIRST) for r in results)
    else:
        assert len(results) == 13


@pytest.mark.parametrize("args, named", [
    (["--log-format", "mjlog"], "--log-format"),
    (["--kazoe", "plenty"], "--kazoe"),
    (["--mcr-variant", "1999"], "--mcr-variant"),
    (["--jobs", "0"], "--jobs"),
    (["--tsumo"], "--tsumo"),  # (conditions come from the play: no condition defaults)
], ids=["log-format", "rule-value", "mcr-value", "jobs", "condition"])
def test_usage_errors(args, named):
    code, out, err = mjscore(*args, FIRST)
    assert code == 2 and named in err and out == "" and "Traceback" not in err


def test_a_bad_record_gives_an_error_result_and_the_rest_goes_on(tmp_path):
    text = FIRST.read_text(encoding="utf-8")
    cut = tmp_path / "cut.mjlog"
    cut.write_text(text[: text.index("<AGARI", text.index("<AGARI") + 10) + 20], encoding="utf-8")
    unknown = tmp_path / "unknown.mjlog"
    unknown.write_text("hello\n")
    code, results, err = jsonl(unknown, cut, FIRST)
    assert code == 1
    assert results[0]["ok"] is False and results[0]["file"] == str(unknown) and "known format" in results[0]["error"]["message"]
    cut_results = [r for r in results if r["file"] == str(cut)]
    assert [r["ok"] for r in cut_results][:1] == [True] and cut_results[-1]["ok"] is False
    assert cut_results[-1]["game"] == "cut" and cut_results[-1]["error"]["kind"] == "record"
    assert len([r for r in results if r["file"] == str(FIRST) and r["agree"]]) == 13
    assert "Traceback" not in err
    code, out, err = mjscore("-f", "text", cut)  # text: errors on standard error, counted in the summary
    n = err.count("error: ")
    errors = "1 error" if n == 1 else f"{n} errors"
    assert code == 1 and n >= 1 and out.rstrip().endswith(f"1 win: 1 agree, 0 differ, {errors}")


def test_a_missing_file_is_a_usage_error_before_any_output():
    """As `score -i FILE` has it (issue 34, item 8): exit status 2, the file named, nothing written."""
    for args in ([str(ROOT / "no-such-record.mjlog")], [str(FIRST), str(ROOT / "no-such-record.mjlog")]):
        code, results, err = jsonl(*args)
        assert (code, results) == (2, []) and "cannot read" in err and "no-such-record.mjlog" in err


def test_a_record_of_a_directory_that_cannot_be_read_is_an_error_result(tmp_path):
    """A directory's records are read one by one: one that is not a record is an error result of
    its own, and the others are read (status 1, not a usage error)."""
    shutil.copy(FIRST, tmp_path)
    (tmp_path / "broken.mjlog").write_text("<mjloggm ver", encoding="utf-8")
    code, results, _ = jsonl(tmp_path)
    assert code == 1 and any(not r["ok"] for r in results) and any(r["ok"] for r in results)


def test_jobs_keeps_input_order():
    files = sorted(XML.glob("*.mjlog*")) + sorted((LOGS / "tenhou-json").glob("*.json"))
    _, one, _ = jsonl(*files)
    code, two, _ = jsonl("--jobs", "2", *files)
    assert code == 0 and two == one and len(one) == 108


@pytest.mark.parametrize("args", [["--jobs", "auto", str(XML)], ["--jobs", "auto", str(FIRST)]],
                         ids=["directory", "one-file"])
def test_jobs_auto_reads_records_like_one_job(args):
    _, one, _ = jsonl(*args[2:])
    code, auto, err = jsonl(*args)
    assert code == 0 and auto == one and "Traceback" not in err


@pytest.mark.parametrize("args", [
    ["-f", "jsonl", "--kiriage", str(FIRST)],
    ["--lines", "--check", str(FIRST)],
    ["-f", "text", "--ascii", "--log-format", "tenhou-xml", "--", str(FIRST)],
], ids=["jsonl-option", "lines-check", "text-dashdash"])
def test_the_plain_path_and_typer_give_the_same_output(args):
    """`mjscore log` runs without Typer when its command line is plain (mjscore.cli.launch); the Typer
    application gives the same output and status."""
    plain = subprocess.run([sys.executable, "-m", "mjscore", "log", *args], capture_output=True, cwd=ROOT)
    script = "import sys\nfrom mjscore.cli.app import app\napp(sys.argv[1:], prog_name='mjscore')\n"
    typer = subprocess.run([sys.executable, "-c", script, "log", *args], capture_output=True, cwd=ROOT)
    assert (plain.returncode, plain.stdout) == (typer.returncode, typer.stdout) and plain.stdout


def test_plain_log_does_not_import_typer():
    code = ("import sys\nsys.argv = ['mjscore', 'log', '--lines', %r]\n"
            "from mjscore.cli.launch import main\n"
            "try:\n    main()\nexcept SystemExit:\n    pass\n"
            "print('typer' in sys.modules)\n" % str(FIRST))
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert p.stdout.splitlines()[-1] == "False"


def test_text_summary_says_one_game_and_points_with_the_thousands_separator():
    """Issue 34, item 8: "1 game" (not "1 games"), "1 error"; points written 7,700 as the riichi
    tables write them, mjscore's and the record's."""
    code, out, _ = mjscore("-f", "text", "--ascii", FIRST)
    assert code == 0
    assert out.rstrip().splitlines()[-1] == "1 game, 13 wins: 13 agree, 0 differ, 0 errors"
    assert re.search(r"  4 han 30 fu 7,700 +record:  4 han 30 fu 7,700 ", out)
    assert not re.search(r"\b\d{4,}\b", out.split("\n", 1)[1]), out  # (no 7700 left, the game's heading aside)


def test_log_help_names_no_input_option():
    p = subprocess.run([sys.executable, "-m", "mjscore", "log", "--help"], capture_output=True, text=True, cwd=ROOT)
    assert p.returncode == 0
    assert not re.search(r"(^|\s)-i\b|--input", p.stdout), p.stdout
    assert "--quiet" in p.stdout and "several" in p.stdout
