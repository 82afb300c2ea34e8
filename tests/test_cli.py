"""The command line (docs/cli.md) and the Python API: mostly against fake rule sets (tests/fake_rules.py);
the last sections run the real command line as a user runs it (``python -m mjscore`` in a subprocess,
so both the fast launcher and the Typer path are covered) and the real API.

Hands used here: WIN is a complete 14-tile hand (ron on C), TENPAI a 13-tile hand waiting on C and
m1/m4... see the table below; the fake rules give 1 point for a win, +1 self-drawn, +1 per pung.
"""

import json
import os
import signal
import subprocess
import sys

import pytest
from typer.testing import CliRunner

from mjscore import api
from mjscore.cli import app as cli
from mjscore.cli.build import build
from mjscore.errors import MjscoreError
from tests import fake_rules

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WIN = "m123p456s789EEECC"  # 123m 456p 789s EEE CC: one pung
WIN_TSUMO = "m123p456s789EEECC tsumo"
TENPAI = "m123p456s789EEEC"  # waits on C (pair)
NOT_READY = "m159p159s159EWSP"  # 13 tiles, far from ready
BAD_SYNTAX = "m123p456s789EEEC[p99x]"
NORTH = "m123p456s789CCNNN"  # the fake rules refuse North as the winning tile
NOT_A_WIN = "m124p456s789EEECC"


@pytest.fixture
def fake(monkeypatch):
    fake_rules.install(monkeypatch)
    monkeypatch.delenv("NO_COLOR", raising=False)
    yield
    api._engine.cache_clear()


def run(args, input=None):
    return CliRunner().invoke(cli.app, args, input=input)


def jsonl(result):
    return [json.loads(line) for line in result.stdout.splitlines()]


# -- lines from arguments and from standard input ----------------------------------------------------

def test_arguments_and_stdin_give_the_same_objects(fake):
    by_args = jsonl(run(["score", WIN, WIN_TSUMO]))
    by_stdin = jsonl(run(["score"], input=f"{WIN}\n{WIN_TSUMO}\n"))
    assert by_args == by_stdin
    assert [r["line"] for r in by_args] == [1, 2]
    assert [r["total"] for r in by_args] == [2, 3]


def test_blank_and_comment_lines_are_skipped_but_counted(fake):
    text = f"# a comment\n\n{WIN}\n   \n  # indented comment\n{WIN_TSUMO}\n"
    r = run(["score"], input=text)
    assert r.exit_code == 0
    out = jsonl(r)
    assert [(o["line"], o["input"]) for o in out] == [(3, WIN), (6, WIN_TSUMO)]


def test_crlf_line_endings_are_stripped(fake):
    out = jsonl(run(["score"], input=f"{WIN}\r\n{WIN_TSUMO}\r\n"))
    assert [o["input"] for o in out] == [WIN, WIN_TSUMO]


def test_empty_stdin_prints_nothing_and_succeeds(fake):
    r = run(["score"], input="")
    assert (r.exit_code, r.stdout) == (0, "")


# -- one result object ---------------------------------------------------------------------------------

def test_result_object_common_fields_then_hand_then_rule_fields(fake):
    (o,) = jsonl(run(["score", WIN]))
    assert list(o)[:5] == ["line", "input", "rules", "ok", "hand"]
    assert o["line"] == 1 and o["input"] == WIN and o["rules"] == "mcr" and o["ok"] is True
    assert o["total"] == 2 and "error" not in o


ERROR_CASES = [
    pytest.param(BAD_SYNTAX, "syntax", id="syntax"),
    pytest.param(NORTH, "invalid", id="refused-by-rule-set"),
    pytest.param(NOT_A_WIN, "not-a-win", id="not-a-win"),
    pytest.param("m1111m1p456s789EEE", "invalid", id="five-copies"),
    pytest.param(TENPAI, "invalid", id="13-tiles-to-score"),
]


@pytest.mark.parametrize("line, kind", ERROR_CASES)
def test_error_object(fake, line, kind):
    r = run(["score", line])
    assert r.exit_code == 1
    (o,) = jsonl(r)
    assert list(o) == ["line", "input", "rules", "ok", "error"]
    assert o["ok"] is False and o["error"]["kind"] == kind
    assert set(o["error"]) == {"kind", "message", "column"}
    assert "\n" not in o["error"]["message"] and "Traceback" not in r.output


def test_thirteen_tiles_to_score_points_to_waits(fake):
    (o,) = jsonl(run(["score", TENPAI]))
    assert "mjscore waits" in o["error"]["message"]


def test_errors_mixed_with_valid_lines_one_output_each_batch_goes_on(fake):
    lines = [WIN, BAD_SYNTAX, NORTH, WIN_TSUMO, NOT_A_WIN, WIN]
    r = run(["score"], input="\n".join(lines) + "\n")
    assert r.exit_code == 1
    out = jsonl(r)
    assert [o["line"] for o in out] == [1, 2, 3, 4, 5, 6]
    assert [o["ok"] for o in out] == [True, False, False, True, False, True]


def test_a_bug_in_a_rule_set_becomes_an_error_line_not_a_traceback(fake):
    r = run(["score", WIN + " flowers=7", WIN])
    assert r.exit_code == 1
    first, second = jsonl(r)
    assert "internal error" in first["error"]["message"] and second["ok"]


# -- formats -------------------------------------------------------------------------------------------

def test_jsonl_is_the_default_when_stdout_is_not_a_terminal(fake):
    assert run(["score", WIN]).stdout == run(["score", "--format", "jsonl", WIN]).stdout


def test_json_prints_one_array(fake):
    r = run(["score", "--format", "json", WIN, BAD_SYNTAX, WIN_TSUMO])
    arr = json.loads(r.stdout)
    assert [o["ok"] for o in arr] == [True, False, True]
    assert arr == jsonl(run(["score", WIN, BAD_SYNTAX, WIN_TSUMO]))


def test_json_with_no_lines_is_an_empty_array(fake):
    assert json.loads(run(["score", "-f", "json"], input="# nothing\n").stdout) == []


def test_text_shows_tiles_rows_and_verdict(fake):
    r = run(["score", "--format", "text", WIN_TSUMO])
    assert r.exit_code == 0
    lines = r.stdout.splitlines()
    assert lines[0].startswith("🀇🀈🀉")  # the hand drawn with Unicode tiles
    assert any("Self-drawn" in l and "自摸" in l for l in lines)
    assert any("Pung" in l and "刻子" in l for l in lines)
    assert "total: 3 points" in r.stdout
    assert "\x1b[" not in r.stdout  # no colour off a terminal


def test_text_error_is_one_line(fake):
    r = run(["score", "-f", "text", BAD_SYNTAX])
    assert r.exit_code == 1
    assert r.stdout == ""  # (text: errors go to standard error, with their line number)
    assert r.stderr.startswith("line 1: error: ") and r.stderr.count("\n") == 1


def test_text_melds_are_drawn_in_brackets(fake):
    r = run(["score", "-f", "text", "m123p456s789CC[EEE]"])
    assert "[🀀🀀🀀]" in r.stdout.splitlines()[0]


def test_explain_is_passed_to_the_rule_set_and_shown_in_text(fake):
    (o,) = jsonl(run(["score", "--explain", WIN]))
    assert o["explain"] == ["fake explanation"] and o["options"]["explain"] is True
    assert "because the fake rules say so" in run(["score", "--explain", "-f", "text", WIN]).stdout
    assert "because" not in run(["score", "-f", "text", WIN]).stdout


# -- exit status and usage errors ------------------------------------------------------------------------

USAGE_ERRORS = [
    pytest.param(["nope"], "nope", id="unknown-command"),
    pytest.param(["score", "--rules", "hongkong", WIN], "hongkong", id="unknown-rule-set"),
    pytest.param(["score", "--format", "xml", WIN], "xml", id="unknown-format"),
    pytest.param(["score", "--frobnicate", WIN], "frobnicate", id="unknown-option"),
    pytest.param(["score", "--scoring", "flat", WIN], "--scoring", id="yaochu-option-with-mcr"),
    pytest.param(["score", "--calls", "kong", WIN], "--calls", id="calls-with-mcr"),
    pytest.param(["score", "--rules", "yaochu", "--mcr-variant", "other", WIN], "--mcr-variant",
                 id="mcr-option-with-yaochu"),
    pytest.param(["score", "--mcr-variant", "nonsense", WIN], "nonsense", id="unknown-variant"),
    pytest.param(["score", "--rules", "yaochu", "--scoring", "dice", WIN], "dice", id="unknown-scoring"),
    pytest.param(["score", "--riichi", WIN], "riichi", id="condition-the-rules-do-not-know"),
    pytest.param(["score", "--seat", "X", WIN], "seat", id="malformed-default-condition"),
    pytest.param(["score", "--jobs", "0", WIN], "jobs", id="jobs-zero"),
    pytest.param(["rules", "--rules", "nope"], "nope", id="rules-unknown-rule-set"),
    pytest.param(["rules", "--scoring", "flat"], "--scoring", id="rules-option-of-other-rule-set"),
]


@pytest.mark.parametrize("args, named", USAGE_ERRORS)
def test_usage_error_exits_2_and_names_the_problem(fake, args, named):
    r = run(args)
    assert r.exit_code == 2, r.output
    assert named in r.stderr and r.stdout == ""
    assert "Traceback" not in r.output


EXIT_CODES = [
    pytest.param([WIN, WIN_TSUMO], 0, id="all-ok"),
    pytest.param([WIN, BAD_SYNTAX], 1, id="one-error"),
    pytest.param([NOT_A_WIN], 1, id="only-errors"),
]


@pytest.mark.parametrize("lines, code", EXIT_CODES)
def test_exit_status(fake, lines, code):
    assert run(["score", *lines]).exit_code == code


def test_rule_set_options_reach_the_rule_set_with_defaults(fake):
    (o,) = jsonl(run(["score", "--rules", "yaochu", "--calls", "kong", WIN]))
    assert o["rules"] == "yaochu" and o["options"] == {"calls": "kong", "scoring": "points"}
    (o,) = jsonl(run(["score", "--mcr-variant", "other", WIN]))
    assert o["options"] == {"variant": "other"}


def test_rule_set_missing_from_the_install_is_one_error_not_a_crash(fake):
    r = run(["score", "--rules", "fliosen", WIN, BAD_SYNTAX])
    assert r.exit_code == 1 and r.stdout == ""
    assert "incomplete" in r.stderr and "Traceback" not in r.output


# -- condition defaults ---------------------------------------------------------------------------------

DEFAULTS = [
    pytest.param(["--tsumo"], WIN, 3, "E", id="tsumo-default"),
    pytest.param(["--tsumo"], WIN + " ron", 2, "E", id="ron-on-the-line-wins"),
    pytest.param([], WIN + " tsumo", 3, "E", id="word-on-the-line"),
    pytest.param(["--seat", "S"], WIN, 2, "S", id="seat-default"),
    pytest.param(["--seat", "S"], WIN + " seat=W", 2, "W", id="seat-on-the-line-wins"),
]


@pytest.mark.parametrize("opts, line, total, seat", DEFAULTS)
def test_condition_defaults_and_words_on_the_line(fake, opts, line, total, seat):
    (o,) = jsonl(run(["score", *opts, line]))
    assert (o["total"], o["seat"]) == (total, seat)


# -- waits ------------------------------------------------------------------------------------------------

def test_waits_lists_each_winning_tile_by_ron_and_tsumo(fake):
    r = run(["waits", TENPAI])
    assert r.exit_code == 0
    (o,) = jsonl(r)
    assert o["tenpai"] is True and o["shanten"] == 0  # (always present: 0 when ready)
    assert [w["tile"] for w in o["waits"]] == ["C"]
    (w,) = o["waits"]
    assert (w["ron"]["total"], w["tsumo"]["total"]) == (2, 3)


def test_waits_not_ready(fake):
    (o,) = jsonl(run(["waits", NOT_READY]))
    assert o["ok"] is True and o["tenpai"] is False and o["waits"] == []
    assert isinstance(o["shanten"], int) and o["shanten"] >= 1


def test_waits_refused_completion_gives_its_error(fake):
    # 123m 456p 789s CC + NN: waits on C or N; the fake rules refuse North
    (o,) = jsonl(run(["waits", "m123p456s789NNCC"]))
    by_tile = {w["tile"]: w for w in o["waits"]}
    assert set(by_tile) == {"N", "C"}
    # (a refused completion is {"ok": false, "error": ...} in place of its score, as a refused line is)
    for how in ("ron", "tsumo"):
        refused = by_tile["N"][how]
        assert list(refused) == ["ok", "error"] and refused["ok"] is False
        assert list(refused["error"]) == ["kind", "message", "column"] and refused["error"]["kind"] == "invalid"
    assert by_tile["C"]["ron"]["total"] == 2


def test_waits_on_a_14_tile_hand_is_an_error(fake):
    r = run(["waits", WIN])
    assert r.exit_code == 1 and jsonl(r)[0]["error"]["kind"] == "invalid"


def test_waits_text(fake):
    out = run(["waits", "-f", "text", TENPAI]).stdout
    assert "waiting on C" in out and "total: 2 points" in out and "total: 3 points" in out


# -- rules, version, python -m ----------------------------------------------------------------------------

def test_rules_command_formats(fake):
    text = run(["rules", "-f", "text"])
    assert text.exit_code == 0 and "Fake MCR" in text.stdout and "刻子" in text.stdout
    lines = jsonl(run(["rules"]))
    assert [e["id"] for e in lines] == ["win", "pung"]
    assert json.loads(run(["rules", "-f", "json"]).stdout) == lines


def test_rules_table_refused_by_the_rule_set(fake):
    r = run(["rules", "--mcr-variant", "other"])
    assert r.exit_code == 1 and "no table for the other variant" in r.stderr and "Traceback" not in r.output


def test_rules_of_a_rule_set_missing_from_the_install(fake):
    r = run(["rules", "--rules", "fliosen"])
    assert r.exit_code == 1 and "incomplete" in r.output and "Traceback" not in r.output


def test_version():
    r = run(["--version"])
    assert r.exit_code == 0 and r.stdout.strip() == f"mjscore {cli.__version__} ({build()})"


def test_help_lists_the_commands():
    r = run(["--help"])
    assert r.exit_code == 0 and all(c in r.stdout for c in ("score", "waits", "rules"))


LEAN_START = [
    pytest.param(["--version"], 0, id="version"),
    pytest.param(["score", "--help"], 0, id="score-help"),
    pytest.param(["score", "--format", "xml", "--jobs", "2", "--seat", "S", "--flowers", "1", "x"], 2,
                 id="options-parsed-then-usage-error"),
]


@pytest.mark.parametrize("args, code", LEAN_START)
def test_python_dash_m_starts_without_heavy_imports(args, code):
    """`python -m mjscore` works, and parsing the command line imports neither the grammar (lark),
    the rule sets, rich, nor pydantic (which recent Typer versions use to convert option values)."""
    # (the program ends with os._exit after a command that ran; here that raises SystemExit
    # instead, so that the script can look at what was imported)
    script = ("import os, sys, runpy\n"
              "os._exit = sys.exit\n"
              f"sys.argv = ['mjscore'] + {args!r}\n"
              "try:\n    runpy.run_module('mjscore', run_name='__main__')\n"
              "except SystemExit as e:\n    code = e.code or 0\n"
              "heavy = [m for m in ('lark', 'rich', 'pydantic', 'mjscore.api', 'mjscore.rules.mcr') if m in sys.modules]\n"
              "print('exit', code, 'heavy', heavy)\n")
    p = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True)
    assert p.stdout.splitlines()[-1] == f"exit {code} heavy []", p.stderr


def test_import_mjscore_is_cheap_and_lazy_names_work():
    code = ("import sys, mjscore\n"
            "assert 'mjscore.api' not in sys.modules and 'typer' not in sys.modules\n"
            "from mjscore import score, MjscoreError, Result\n"
            "print(Result.__module__, MjscoreError.__module__)\n")
    p = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert p.returncode == 0, p.stderr
    assert p.stdout.split() == ["mjscore.api", "mjscore.errors"]


# -- streaming and --jobs ---------------------------------------------------------------------------------

class _SpyStdin:
    """Yields lines one at a time, recording how many output lines existed when each was read."""

    def __init__(self, lines, out):
        self.lines, self.out, self.seen = lines, out, []

    def __iter__(self):
        for line in self.lines:
            self.seen.append(self.out.getvalue().count("\n"))
            yield line


def test_each_result_is_printed_before_the_next_line_is_read(fake, monkeypatch):
    import io

    out = io.StringIO()
    spy = _SpyStdin([WIN + "\n", "# skip\n", WIN_TSUMO + "\n", BAD_SYNTAX + "\n"], out)
    monkeypatch.setattr(sys, "stdin", spy)
    monkeypatch.setattr(sys, "stdout", out)
    with pytest.raises(SystemExit) as e:
        cli.app(["score", "-f", "jsonl"], prog_name="mjscore")
    assert e.value.code == 1
    assert spy.seen == [0, 1, 1, 2]
    assert out.getvalue().count("\n") == 3


def test_jobs_keeps_input_order(fake):
    lines = [WIN, WIN_TSUMO, BAD_SYNTAX, NORTH] * 50
    text = "\n".join(lines) + "\n"
    one = run(["score"], input=text)
    many = run(["score", "--jobs", "2"], input=text)
    assert many.exit_code == one.exit_code == 1
    assert many.stdout == one.stdout
    assert len(many.stdout.splitlines()) == 200


# -- the Python API ---------------------------------------------------------------------------------------

def test_api_score_returns_a_result(fake):
    r = api.score(WIN, tsumo=True)
    assert r.ok and r.rules == "mcr" and r.fields["total"] == 3
    d = r.to_dict()
    assert list(d)[:5] == ["line", "input", "rules", "ok", "hand"] and d["hand"] == r.hand


def test_api_score_raises_for_a_bad_line(fake):
    with pytest.raises(MjscoreError) as e:
        api.score(BAD_SYNTAX)
    assert e.value.kind == "syntax"


def test_api_option_errors(fake):
    with pytest.raises(api.OptionError):
        api.score(WIN, rules="nope")
    with pytest.raises(api.OptionError):
        api.score(WIN, scoring="flat")


def test_api_results_batch(fake):
    out = list(api.results([WIN, "", "# c", BAD_SYNTAX], rules="mcr"))
    assert [(r.line, r.ok) for r in out] == [(1, True), (4, False)]
    assert out[1].to_dict()["error"]["kind"] == "syntax"


def test_api_waits(fake):
    r = api.waits(TENPAI)
    assert r.fields["tenpai"] and [w["tile"] for w in r.fields["waits"]] == ["C"]


# -- colour and alignment -----------------------------------------------------------------------------------

class _Tty:
    def isatty(self):
        return True


COLOR_CASES = [
    pytest.param("text", _Tty(), {}, True, id="text-on-a-terminal"),
    pytest.param("text", _Tty(), {"NO_COLOR": "1"}, False, id="NO_COLOR-honoured"),
    pytest.param("text", object(), {}, False, id="not-a-terminal"),
    pytest.param("jsonl", _Tty(), {}, False, id="json-never-coloured"),
]


@pytest.mark.parametrize("fmt, stream, env, expected", COLOR_CASES)
def test_colour_only_on_a_terminal(monkeypatch, fmt, stream, env, expected):
    monkeypatch.delenv("NO_COLOR", raising=False)
    for k, v in env.items():
        monkeypatch.setenv(k, v)
    assert cli._use_color(fmt, stream) is expected


def test_coloured_text_uses_ansi_codes(fake):
    from mjscore.cli import report

    r = api.score(WIN)
    assert "\x1b[" in report.score_text(r, color=True) and "\x1b[" not in report.score_text(r)
    bad = api.Engine().result(BAD_SYNTAX)
    assert report.error_text(bad, color=True).startswith("\x1b[31merror:")


def test_table_aligns_wide_characters_and_ignores_colour_codes():
    from mjscore.cli import report

    rows = [("Seat Wind", "门风刻", "2"), ("Pung", "\x1b[1m刻\x1b[0m", "10")]
    a, b = report.table(rows, "llr")
    assert report.width(a) == report.width(b)


# -- with the real notation parser (the fake rule sets read lines through it) ------------------------------

def test_real_parser_error_names_the_text_and_column(fake):
    (o,) = jsonl(run(["score", "m123p45s789EEEC[p999x]"]))
    assert o["error"]["kind"] == "syntax" and o["error"]["column"] == 21
    assert "m123p45s789EEEC[p999x]" in o["error"]["message"]


def test_real_parser_prefix_suffix_and_unicode_give_one_canonical_hand(fake):
    out = jsonl(run(["score", "m123p456s789EEECC", "123m456p789sEEECC", "🀇🀈🀉🀜🀝🀞🀖🀗🀘🀀🀀🀀🀄🀄"]))
    assert all(o["ok"] for o in out), out
    assert len({o["hand"] for o in out}) == 1


def test_real_parser_defaults_apply_before_the_contradiction_checks(fake):
    # rinshan is self-drawn: with --tsumo or without (it implies tsumo) the line is consistent; a
    # written ron contradicts it
    (o,) = jsonl(run(["score", "--tsumo", "m123p456s78EE(CCCC)s9 rinshan"]))
    assert o["ok"], o
    (o,) = jsonl(run(["score", "m123p456s78EE(CCCC)s9 rinshan"]))
    assert o["ok"] and o["hand"].endswith("tsumo rinshan"), o
    (o,) = jsonl(run(["score", "m123p456s78EE(CCCC)s9 ron rinshan"]))
    assert o["error"]["kind"] == "invalid"


def test_real_parser_default_values_are_checked_up_front(fake):
    r = run(["score", "--rules", "yaochu", "--dora", "x9", WIN])
    assert r.exit_code == 2 and "x9" in r.stderr
    (o,) = jsonl(run(["score", "--rules", "yaochu", "--dora", "m1E", WIN]))
    assert o["ok"], o


# -- the real command line in a subprocess, and the real API ----------------------------------------------

def cli_process(*args: str, input: str | None = None) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=ROOT)
    env.pop("NO_COLOR", None)
    return subprocess.run([sys.executable, "-m", "mjscore", *args], input=input, capture_output=True,
                          text=True, encoding="utf-8", cwd=ROOT, env=env, timeout=120)


def python(code: str) -> str:
    """Run ``code`` in a fresh interpreter (import state matters) and return its standard output."""
    env = dict(os.environ, PYTHONPATH=ROOT)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, env=env,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout


# -- README, Python API: `from mjscore import score, waits` gives the functions -----------------------

@pytest.mark.parametrize("first", [
    "",  # the README's own line
    "import mjscore.api",  # the API module loaded first (it imports the submodule mjscore/analysis/waits.py)
    "import mjscore.analysis.waits",  # the submodule itself loaded first
], ids=["readme-import", "after-api", "after-submodule"])
def test_waits_is_the_api_function_not_the_submodule(first):
    out = python(f"{first}\nfrom mjscore import score, waits, MjscoreError\n"
                 "print(callable(waits), [w['tile'] for w in waits('m123p456s789EEEC').fields['waits']])\n"
                 "import mjscore.analysis.waits as m, sys\nprint(sys.modules['mjscore.analysis.waits'].find_waits.__name__)")
    assert out.split("\n")[:2] == ["True ['C']", "find_waits"]


# -- docs/cli.md: a bad option value is a usage error (exit 2), before any line ------------------------------

@pytest.mark.parametrize("args", [
    ("--flowers", "9"),
    ("--flowers=-1",),
    ("-r", "fliosen", "--draws=-1"),
], ids=["flowers-9", "flowers-negative", "draws-negative"])
def test_out_of_range_number_option_is_a_usage_error(args):
    done = cli_process("score", *args, WIN)
    assert done.returncode == 2, done.stdout
    assert done.stdout == ""
    assert "flowers" in done.stderr or "draws" in done.stderr


def test_out_of_range_number_default_is_an_option_error_in_the_api():
    from mjscore import score
    from mjscore.api import OptionError

    with pytest.raises(OptionError, match="0 to 8 flowers"):
        score(WIN, flowers=9)
    assert score(WIN, flowers=8).fields["flowers"] == 8


# -- docs/cli.md: the message is one line that names the offending text ----------------------------------------

@pytest.mark.parametrize("line, message", [
    ("m1", "m1: 1 tile; a hand has 13 (waiting) or 14 (won), each meld counting 3"),
    ("m12", "m12: 2 tiles; a hand has 13 (waiting) or 14 (won), each meld counting 3"),
    ("tsumo", "tsumo: no tiles"),
], ids=["one-tile", "two-tiles", "only-a-condition"])
def test_tile_count_messages(line, message):
    from mjscore import MjscoreError, score

    with pytest.raises(MjscoreError) as caught:
        score(line)
    assert (caught.value.kind, caught.value.message) == ("invalid", message)


# -- docs/cli.md, standard input: a file from a Windows editor (byte-order mark, CRLF) reads like any other -----

def test_stdin_with_byte_order_mark_and_crlf():
    data = "\ufeff# hands\r\nm123p456s789EEECC tsumo\r\n\r\n" + WIN + "\r\n"
    done = cli_process("score", input=data)
    assert done.returncode == 0, done.stdout
    objects = [json.loads(line) for line in done.stdout.splitlines()]
    assert [(o["line"], o["input"], o["ok"]) for o in objects] == [
        (2, "m123p456s789EEECC tsumo", True), (4, WIN, True)]


# -- "No traceback ever": Ctrl-C ends a live stream (`tail -f game.log | mjscore score`) quietly -----------

def test_interrupt_while_reading_stdin_prints_no_traceback():
    env = dict(os.environ, PYTHONPATH=ROOT)
    p = subprocess.Popen([sys.executable, "-m", "mjscore", "score"], cwd=ROOT, env=env, stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, encoding="utf-8")
    try:
        p.stdin.write(WIN + "\n")
        p.stdin.flush()
        assert json.loads(p.stdout.readline())["ok"]  # the first result is out: now waiting on stdin
        p.send_signal(signal.SIGINT)
        # Standard input stays open until the program has ended: it cannot see the end of its input
        # before it acts on the signal (closing it first, as communicate() does, made this flaky).
        p.wait(timeout=60)
        err = p.stderr.read()
    finally:
        p.kill()
        p.stdin.close()
    assert "Traceback" not in err, err
    assert p.returncode == 130


# -- docs/notation.md: a key=value word written without its value, or a flag with one, is named as such ----------

@pytest.mark.parametrize("line, message, column", [
    (WIN + " seat = S", "'seat' needs a value at column 19; write seat=E|S|W|N, with no spaces", 19),
    (WIN + " tsumo Seat", "'Seat' needs a value at column 25; write seat=E|S|W|N, with no spaces", 25),
    (WIN + " WIN C", "'WIN' needs a value at column 19; write win=TILE, with no spaces", 19),
    (WIN + " flowers 2", "'flowers' needs a value at column 19; write flowers=N, with no spaces", 19),
    (WIN + " dora", "'dora' needs a value at column 19; write dora=TILES, with no spaces", 19),
    (WIN + " tsumo=1", "'tsumo=1': tsumo takes no value at column 19; write tsumo alone", 19),
], ids=["seat-spaced", "seat-bare", "win-upper-spaced", "flowers-spaced", "dora-bare", "flag-with-value"])
def test_condition_word_without_its_value(line, message, column):
    from mjscore import MjscoreError, score

    with pytest.raises(MjscoreError) as caught:
        score(line)
    e = caught.value
    assert (e.kind, e.message, e.column) == ("syntax", f"{line}: {message}", column)


# -- docs/cli.md, jsonl: one object per input line, for any reader of lines -------------------------------------

def test_json_line_escapes_unicode_line_breaks():
    from mjscore.cli import report
    from mjscore.api import Engine

    text = "m123p456s789EEECC\u2028tsumo\x85\u2029"
    out = report.to_json(Engine("mcr").result(text, 1))
    assert len(out.splitlines()) == 1
    assert json.loads(out)["input"] == text


def test_closed_stdin_is_no_lines_not_a_traceback():
    env = dict(os.environ, PYTHONPATH=ROOT)
    done = subprocess.run([sys.executable, "-m", "mjscore", "score", "-f", "json"], cwd=ROOT, env=env,
                          stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=120,
                          preexec_fn=lambda: os.close(0))
    assert (done.returncode, done.stdout, done.stderr) == (0, "[]\n", "")


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
def test_output_that_cannot_be_written_is_one_line_not_a_traceback():
    env = dict(os.environ, PYTHONPATH=ROOT)
    with open("/dev/full", "w") as full:
        done = subprocess.run([sys.executable, "-m", "mjscore", "score", WIN], cwd=ROOT, env=env,
                              stdout=full, stderr=subprocess.PIPE, text=True, timeout=120)
    assert done.returncode == 1
    assert done.stderr.strip().splitlines() == ["mjscore: cannot write the output: No space left on device"]


def test_closed_stdout_is_one_line_not_a_traceback():
    env = dict(os.environ, PYTHONPATH=ROOT)
    done = subprocess.run([sys.executable, "-m", "mjscore", "score", WIN], cwd=ROOT, env=env,
                          stderr=subprocess.PIPE, text=True, timeout=120, preexec_fn=lambda: os.close(1))
    assert (done.returncode, done.stderr) == (1, "mjscore: standard output is closed\n")


@pytest.mark.parametrize("args", [("--seat", "s", "--round", "w"), ("--seat", "S", "--round", "W")],
                         ids=["lower-case", "upper-case"])
def test_wind_options_are_case_insensitive(args):
    done = cli_process("score", "-f", "jsonl", *args, WIN)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["hand"].endswith("seat=S round=W")
