"""Command-line conventions, through the real command line (``python -m mjscore`` in a new process):
files with --input, colour and --ascii, shell completion, case-insensitive choices, numbered errors
in a batch, the hint on a terminal, the help and the `rules` table, the empty line, --tiles."""

from __future__ import annotations

import functools
import json
import os
import pty
import re
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WIN = "m123p456s789EEECC"
WIN_TSUMO = WIN + " tsumo"
BAD = "m123 x"  # unexpected 'x' at column 6
GLYPHS = re.compile("[\U0001F000-\U0001F02F]")  # the Unicode mahjong tiles block
ANSI = "\x1b["


def mjscore(*args: str, input: str | None = None, env: dict | None = None, cwd: str = ROOT,
            stdin=None) -> subprocess.CompletedProcess:
    environment = dict(os.environ, PYTHONPATH=ROOT)
    for key in ("NO_COLOR", "FORCE_COLOR", "_MJSCORE_COMPLETE", "COLUMNS"):  # (COLUMNS: `rules` wraps to it)
        environment.pop(key, None)
    environment.update(env or {})
    return subprocess.run([sys.executable, "-m", "mjscore", *args], input=input, stdin=stdin,
                          capture_output=True, text=True, encoding="utf-8", cwd=cwd, env=environment,
                          timeout=120)


def objects(done: subprocess.CompletedProcess) -> list[dict]:
    return [json.loads(line) for line in done.stdout.splitlines()]


# -- 1. --input FILE / -i FILE ------------------------------------------------------------------------------

HANDS = f"# a game\n{WIN}\n\n{BAD}\n{WIN_TSUMO}\n"


@pytest.fixture
def hands(tmp_path):
    path = tmp_path / "hands.txt"
    path.write_text(HANDS, encoding="utf-8")
    return path


@pytest.mark.parametrize("flag", ["--input", "-i"])
def test_input_file_gives_what_standard_input_gives(hands, flag):
    from_file = mjscore("score", flag, str(hands))
    from_stdin = mjscore("score", input=HANDS)
    assert from_file.returncode == from_stdin.returncode == 1
    assert from_file.stdout == from_stdin.stdout
    assert [(o["line"], o["ok"]) for o in objects(from_file)] == [(2, True), (4, False), (5, True)]


def test_input_file_longer_than_a_written_block_keeps_one_line_per_input_line(tmp_path):
    # A regular file's results are written in blocks (not live): across block edges, each
    # input line still gets its one output line, in order, and one refused line sets the status.
    lines = [WIN if n % 7 else BAD for n in range(1, 301)]
    path = tmp_path / "many.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    done = mjscore("score", "--input", str(path), "--format", "jsonl")
    assert done.returncode == 1 and done.stdout.endswith("}\n")
    assert [(o["line"], o["ok"]) for o in objects(done)] == [(n, n % 7 != 0) for n in range(1, 301)]
    path.write_text("\n".join([WIN] * 300) + "\n", encoding="utf-8")
    assert mjscore("score", "-i", str(path), "-f", "jsonl").returncode == 0


def test_input_file_with_byte_order_mark_and_crlf(tmp_path):
    path = tmp_path / "windows.txt"
    path.write_bytes(("\ufeff" + WIN + "\r\n" + WIN_TSUMO + "\r\n").encode("utf-8"))
    done = mjscore("score", "--input", str(path))
    assert done.returncode == 0 and [o["input"] for o in objects(done)] == [WIN, WIN_TSUMO]


@pytest.mark.parametrize("args", [["-i", "-"], ["--input", "-"], ["--input=-"]], ids=["-i -", "--input -", "--input=-"])
def test_input_dash_is_standard_input(args):
    done = mjscore("score", *args, input=HANDS)
    assert done.returncode == 1
    assert [o["line"] for o in objects(done)] == [2, 4, 5]


def test_a_line_is_never_taken_for_a_file_name(hands):
    done = mjscore("score", "hands.txt", cwd=str(hands.parent))  # the file exists, but this is a LINE
    (o,) = objects(done)
    assert done.returncode == 1 and o["input"] == "hands.txt" and o["error"]["kind"] == "syntax"


def test_input_file_that_cannot_be_read_is_a_usage_error(tmp_path):
    missing = str(tmp_path / "nope.txt")
    done = mjscore("score", "-i", missing)
    assert done.returncode == 2 and done.stdout == ""
    assert missing in done.stderr and "No such file" in done.stderr and "Traceback" not in done.stderr


def test_input_file_and_line_arguments_together_is_a_usage_error(hands):
    done = mjscore("score", "-i", str(hands), WIN)
    assert done.returncode == 2 and done.stdout == "" and "--input" in done.stderr


def test_waits_reads_an_input_file_too(tmp_path):
    path = tmp_path / "waiting.txt"
    path.write_text("m123p456s789EEEC\n", encoding="utf-8")
    (o,) = objects(mjscore("waits", "-i", str(path)))
    assert [w["tile"] for w in o["waits"]] == ["C"]


# -- 2. --color and --ascii ---------------------------------------------------------------------------------

COLOUR = [
    pytest.param([], {}, False, id="auto-off-a-terminal"),
    pytest.param(["--color", "always"], {}, True, id="always"),
    pytest.param(["--color", "always"], {"NO_COLOR": "1"}, True, id="always-beats-NO_COLOR"),
    pytest.param([], {"FORCE_COLOR": "1"}, True, id="auto-FORCE_COLOR"),
    pytest.param(["--color", "auto"], {"FORCE_COLOR": "1", "NO_COLOR": "1"}, True, id="FORCE_COLOR-beats-NO_COLOR"),
    pytest.param([], {"FORCE_COLOR": ""}, False, id="empty-FORCE_COLOR-is-unset"),
    pytest.param(["--color", "never"], {"FORCE_COLOR": "1"}, False, id="never-beats-FORCE_COLOR"),
]


@pytest.mark.parametrize("args, env, coloured", COLOUR)
def test_colour_of_text_output(args, env, coloured):
    done = mjscore("score", "-f", "text", *args, WIN, env=env)
    assert done.returncode == 0
    assert (ANSI in done.stdout) is coloured


def test_json_is_never_coloured():
    assert ANSI not in mjscore("score", "-f", "jsonl", "--color", "always", WIN).stdout


def test_rules_table_takes_color():
    assert ANSI in mjscore("rules", "-f", "text", "--color", "always").stdout
    assert ANSI not in mjscore("rules", "-f", "text", "--color", "never", env={"FORCE_COLOR": "1"}).stdout


def _on_a_terminal(*args: str, env: dict | None = None, stdin_text: str | None = None) -> tuple[str, str]:
    """Run mjscore with standard output (or, with ``stdin_text``, standard input) on a terminal:
    (what the terminal shows, standard error)."""
    master, slave = pty.openpty()
    environment = dict(os.environ, PYTHONPATH=ROOT)
    for key in ("NO_COLOR", "FORCE_COLOR"):
        environment.pop(key, None)
    environment.update(env or {})
    if stdin_text is None:
        p = subprocess.Popen([sys.executable, "-m", "mjscore", *args], cwd=ROOT, env=environment,
                             stdin=subprocess.DEVNULL, stdout=slave, stderr=subprocess.PIPE)
    else:
        p = subprocess.Popen([sys.executable, "-m", "mjscore", *args], cwd=ROOT, env=environment,
                             stdin=slave, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        os.write(master, (stdin_text + "\n").encode() + b"\x04")  # a line, then Ctrl-D (end of input)
    os.close(slave)
    shown = b""
    if stdin_text is None:
        while True:
            try:
                chunk = os.read(master, 4096)
            except OSError:  # the program ended (Linux: EIO once the terminal has no writer)
                break
            if not chunk:
                break
            shown += chunk
        err = p.communicate(timeout=120)[1]
    else:
        out, err = p.communicate(timeout=120)
        shown = out
    os.close(master)
    return shown.decode("utf-8", "replace"), err.decode("utf-8", "replace")


@pytest.mark.parametrize("args, env, coloured", [
    ([], {}, True), ([], {"NO_COLOR": "1"}, False), (["--color", "never"], {}, False)],
    ids=["auto-on-a-terminal", "NO_COLOR", "never"])
def test_colour_on_a_terminal(args, env, coloured):
    shown, _ = _on_a_terminal("score", *args, WIN, env=env)
    assert "Mixed Straight" in shown  # text is the default on a terminal
    assert (ANSI in shown) is coloured


def test_ascii_draws_the_tiles_as_text():
    plain = mjscore("score", "-f", "text", "--ascii", WIN_TSUMO).stdout
    assert not GLYPHS.search(plain)
    assert plain.splitlines()[0] == "123m456p789sEEEC C tsumo"
    drawn = mjscore("score", "-f", "text", WIN_TSUMO).stdout
    assert GLYPHS.search(drawn)
    # (the same rows, without the native-name column: --ascii writes ASCII alone, issue 24 item 8)
    rows = [line.split()[:2] for line in drawn.splitlines()[1:]]
    assert rows == [line.split()[:2] for line in plain.splitlines()[1:]]
    assert "花龙" in drawn and plain.isascii()


def test_ascii_in_waits():
    out = mjscore("waits", "-f", "text", "--ascii", "m1112345678999").stdout
    assert not GLYPHS.search(out) and "waiting on 1m 2m 3m 4m 5m 6m 7m 8m 9m" in out


# -- 3. shell completion --------------------------------------------------------------------------------------

def test_help_offers_completion():
    out = mjscore("--help").stdout
    assert "--install-completion" in out and "--show-completion" in out


# The shell named after the option, and a sign of that shell's own script (Typer's scripts).
SHELL_SCRIPTS = [
    pytest.param("bash", "_MJSCORE_COMPLETE=complete_bash", id="bash"),
    pytest.param("zsh", "#compdef mjscore", id="zsh"),
    pytest.param("fish", "complete --command mjscore", id="fish"),
    pytest.param("powershell", "Register-ArgumentCompleter", id="powershell"),
]


@pytest.mark.parametrize("shell, sign", SHELL_SCRIPTS)
@pytest.mark.parametrize("written", ["apart", "joined"])
def test_show_completion_prints_the_named_shells_script(shell, sign, written):
    args = ["--show-completion", shell] if written == "apart" else [f"--show-completion={shell}"]
    done = mjscore(*args)
    assert done.returncode == 0, done.stderr
    assert sign in done.stdout
    others = [s.values[1] for s in SHELL_SCRIPTS if s.values[0] != shell]
    assert not any(other in done.stdout for other in others)  # that shell's script, not another's


def test_show_completion_refuses_a_shell_it_does_not_know():
    done = mjscore("--show-completion", "tcsh")
    assert done.returncode == 2
    assert "'tcsh' is not a shell mjscore completes" in done.stderr and "zsh" in done.stderr


@pytest.mark.parametrize("shell, installed", [
    ("zsh", ".zfunc/_mjscore"),
    ("fish", ".config/fish/completions/mjscore.fish"),
], ids=["zsh", "fish"])
def test_install_completion_installs_the_named_shells_script(tmp_path, shell, installed):
    done = mjscore("--install-completion", shell, env={"HOME": str(tmp_path)})
    assert done.returncode == 0, done.stderr
    assert f"{shell} completion installed" in done.stdout
    script = (tmp_path / installed).read_text(encoding="utf-8")
    assert script.strip() == mjscore("--show-completion", shell).stdout.strip()
    assert not (tmp_path / ".bashrc").exists()


@pytest.mark.parametrize("words, cword, expected", [
    ("mjscore sc", 1, ["score"]),
    ("mjscore score --rules y", 3, ["yaochu"]),
    ("mjscore score --format j", 3, ["json", "jsonl"]),
    ("mjscore waits --tiles b", 3, ["botzone"]),
], ids=["command", "rules", "format", "tiles"])
def test_completion_of_commands_and_choices(words, cword, expected):
    done = mjscore(env={"_MJSCORE_COMPLETE": "complete_bash", "COMP_WORDS": words, "COMP_CWORD": str(cword)})
    assert done.returncode == 0 and done.stdout.split() == expected, done.stderr


# -- 4. choices in any case -----------------------------------------------------------------------------------

CASES = [
    pytest.param(["--rules", "MCR"], ["--rules", "mcr"], WIN, id="rules"),
    pytest.param(["-f", "JSON"], ["-f", "json"], WIN, id="format"),
    pytest.param(["-r", "Yaochu", "--calls", "KONG"], ["-r", "yaochu", "--calls", "kong"], "m111999p111s99EEE", id="calls"),
    pytest.param(["-r", "yaochu", "--scoring", "Flat"], ["-r", "yaochu", "--scoring", "flat"], "m111999p111s99EEE", id="scoring"),
    pytest.param(["--mcr-variant", "REFERENCE"], ["--mcr-variant", "reference"], WIN, id="mcr-variant"),
    pytest.param(["-r", "riichi", "--kazoe", "SanBaiman"], ["-r", "riichi", "--kazoe", "sanbaiman"], WIN + " seat=S", id="kazoe"),
    pytest.param(["--seat", "s"], ["--seat", "S"], WIN, id="seat"),
    pytest.param(["--tiles", "NOTATION"], [], WIN, id="tiles"),
    pytest.param(["-f", "text", "--color", "NEVER"], ["-f", "text", "--color", "never"], WIN, id="color"),
]


@pytest.mark.parametrize("written, canonical, line", CASES)
def test_choices_are_case_insensitive(written, canonical, line):
    got, expected = mjscore("score", *written, line), mjscore("score", *canonical, line)
    assert got.returncode == expected.returncode == 0, got.stderr
    assert got.stdout == expected.stdout


def test_rules_command_choices_are_case_insensitive():
    assert mjscore("rules", "-r", "YAOCHU", "-f", "JSONL").stdout == mjscore("rules", "-r", "yaochu", "-f", "jsonl").stdout


def test_an_unknown_choice_is_still_a_usage_error():
    done = mjscore("score", "--rules", "MCRX", WIN)
    assert done.returncode == 2 and "MCRX" in done.stderr


# -- 5. text errors: on standard error, with their line number (CLI.md) -------------------------------------------

def test_text_batch_error_names_its_line_number_on_stderr():
    done = mjscore("score", "-f", "text", input=f"# hands\n{WIN}\n\n{BAD}\n")
    assert done.returncode == 1
    assert done.stderr == "line 4: error: m123 x: unexpected 'x' at column 6\n"
    assert "error" not in done.stdout and done.stdout == mjscore("score", "-f", "text", WIN).stdout


def test_text_errors_of_several_arguments_are_numbered_on_stderr():
    done = mjscore("score", "-f", "text", BAD, WIN, "m1")
    assert done.returncode == 1 and done.stdout == mjscore("score", "-f", "text", WIN).stdout
    assert [l.split(": error: ")[0] for l in done.stderr.splitlines()] == ["line 1", "line 3"]


def test_text_error_of_a_single_argument_is_line_1_on_stderr():
    done = mjscore("score", "-f", "text", BAD)
    assert (done.returncode, done.stdout) == (1, "")
    assert done.stderr == "line 1: error: m123 x: unexpected 'x' at column 6\n"


@pytest.mark.parametrize("command,good", [("score", WIN), ("waits", "m123p456s789EEEC"),
                                          ("discard", "m123p456s789EEECC")], ids=["score", "waits", "discard"])
def test_text_results_are_separated_on_stdout_only(command, good):
    done = mjscore(command, "-f", "text", input=f"{good}\n{BAD}\n{good}\n")
    one = mjscore(command, "-f", "text", good).stdout
    assert done.returncode == 1 and done.stdout == one + "\n" + one
    assert done.stderr == "line 2: error: m123 x: unexpected 'x' at column 6\n"


def test_text_errors_with_jobs_are_on_stderr_too():
    done = mjscore("score", "-f", "text", "--jobs", "2", input=f"{BAD}\n{WIN}\n")
    assert done.returncode == 1 and done.stdout == mjscore("score", "-f", "text", WIN).stdout
    assert done.stderr == "line 1: error: m123 x: unexpected 'x' at column 6\n"


def test_waits_text_batch_error_is_numbered_on_stderr():
    done = mjscore("waits", "-f", "text", input=f"m123p456s789EEEC\n{BAD}\n")
    assert done.stderr == "line 2: error: m123 x: unexpected 'x' at column 6\n" and "error" not in done.stdout


def test_json_errors_are_unchanged_by_numbering():
    (o,) = objects(mjscore("score", "-f", "jsonl", input=f"\n{BAD}\n"))
    assert (o["line"], o["error"]["message"]) == (2, "m123 x: unexpected 'x' at column 6")


# -- 6. the hint when standard input is a terminal --------------------------------------------------------------

def test_hint_on_stderr_when_reading_a_terminal():
    out, err = _on_a_terminal("score", "-f", "jsonl", stdin_text=WIN)
    assert err.strip() == ("mjscore: reading hands from standard input, one per line "
                           "(end with Ctrl-D; `mjscore score --help` for more)")
    assert json.loads(out.splitlines()[-1])["ok"]


@pytest.mark.parametrize("args, input", [([], WIN + "\n"), (["-i", "-"], WIN + "\n"), ([WIN], None)],
                         ids=["pipe", "input-dash-pipe", "argument"])
def test_no_hint_when_not_reading_a_terminal(args, input):
    done = mjscore("score", *args, input=input, stdin=None if input is not None else subprocess.DEVNULL)
    assert done.returncode == 0 and done.stderr == ""


def test_no_hint_when_lines_are_arguments_even_on_a_terminal():
    out, err = _on_a_terminal("waits", "-f", "jsonl", "m123p456s789EEEC", stdin_text="")
    assert err == "" and json.loads(out)["tenpai"] is True


# -- 7. help, the MCR variants, points as numbers ---------------------------------------------------------------

@pytest.mark.parametrize("command", ["score", "waits"])
def test_help_shows_line_without_its_python_type(command):
    out = mjscore(command, "--help").stdout
    assert "[LINE]..." in out and "list[str]" not in out and "<" not in out.split("Options:")[0]


def test_rules_mcr_lists_the_variants_and_what_each_changes():
    out = mjscore("rules", "-r", "mcr", "-f", "text").stdout
    tail = out.split("--mcr-variant")[1]
    assert tail.startswith(" (this table: reference)")
    rows = {line.split()[0]: line for line in tail.splitlines()[1:] if line.strip()}
    assert set(rows) == {"reference", "1998"}
    assert "明暗杠" in rows["reference"] and "明暗杠" in rows["1998"] and "knitted" in rows["1998"]
    assert "(this table: 1998)" in mjscore("rules", "--mcr-variant", "1998", "-f", "text").stdout


def test_rules_of_other_rule_sets_list_no_variants():
    assert "--mcr-variant" not in mjscore("rules", "-r", "yaochu", "-f", "text").stdout


@functools.cache
def _rules_text(*args: str) -> str:
    """`mjscore rules ARGS -f json`, run once per worker (the table does not depend on which test asks)."""
    done = mjscore("rules", *args, "-f", "json")
    assert done.returncode == 0, done.stderr
    return done.stdout


def _rules_json(*args):
    return json.loads(_rules_text(*args))  # (a new copy for each test)


def test_rules_json_points_are_numbers():
    table = _rules_json("-r", "mcr")
    assert all(type(e["points"]) is int for e in table) and table[0]["points"] == 88
    assert not any("additive" in e for e in table)


def test_rules_json_marks_additions():
    by_id = {e["id"]: e for e in _rules_json("-r", "yaochu")}
    base = by_id["toitoi_honroutou"]
    assert base["points"] == 3 and "additive" not in base
    additions = [e for e in by_id.values() if e.get("additive")]
    assert additions and all(type(e["points"]) is int for e in additions)
    assert list(by_id["rinshan_kaihou"]) == ["id", "name", "native", "points", "additive", "note"]


@pytest.mark.parametrize("rule_id, fields", [
    ("dora", {"points": 1, "additive": True, "per": "tile"}),
    ("tier_liviat", {"points": 24000}),
    ("tier_k_liviat", {"points": 12000, "additive": True}),
    ("tier_izah", {"points": "han × 500"}),
], ids=["per-tile", "thousands", "additive-thousands", "formula-stays-text"])
def test_rules_json_fliosen_points(rule_id, fields):
    entry = next(e for e in _rules_json("-r", "fliosen") if e["id"] == rule_id)
    assert {k: entry.get(k) for k in fields} == fields
    if "additive" not in fields:
        assert "additive" not in entry


def test_rules_json_every_entry_has_a_number_or_its_text():
    for args in (["-r", "fliosen"], ["-r", "riichi"], ["-r", "yaochu", "--scoring", "riichi"]):
        for e in _rules_json(*args):
            if "han" in e:  # a yaku row: han closed and open as numbers, never a "1 / closed only" text
                assert "points" not in e, e
                continue
            assert type(e["points"]) in (int, str), e
            if e.get("additive") or type(e["points"]) is str:
                continue
            assert e["points"] >= 0


@pytest.mark.parametrize("args, rule_id, fields", [
    (["-r", "riichi"], "pinfu", {"han": 1, "han_open": None}),
    (["-r", "riichi"], "chinitsu", {"han": 6, "han_open": 5}),
    (["-r", "riichi"], "kokushi_13", {"han": 26, "han_open": None, "yakuman": 2}),
    (["-r", "riichi", "--no-kuitan"], "tanyao", {"han": 1, "han_open": None}),
    (["-r", "fliosen"], "jeonhwa", {"han": 1, "han_open": None}),
    (["-r", "fliosen"], "daisangen", {"han": 24, "han_open": 24, "yakuman": 1}),
    (["-r", "yaochu", "--scoring", "riichi"], "toitoi", {"han": 2, "han_open": 2}),
], ids=["riichi-closed-only", "riichi-open", "riichi-double-yakuman", "riichi-no-kuitan", "fliosen-closed-only",
        "fliosen-liviat", "yaochu-riichi"])
def test_rules_json_yaku_rows_give_han_and_han_open(args, rule_id, fields):
    entry = next(e for e in _rules_json(*args) if e["id"] == rule_id)
    assert {k: entry.get(k) for k in fields} == fields and "points" not in entry
    assert list(entry)[-1] == "note" and ("yakuman" in entry) == ("yakuman" in fields)


def test_rules_json_points_stay_mcrs_and_yaochus():
    for args in (["-r", "mcr"], ["-r", "yaochu"]):
        assert all("points" in e and "han" not in e for e in _rules_json(*args)), args


def test_rules_text_keeps_the_points_as_printed():
    out = mjscore("rules", "-r", "fliosen", "-f", "text").stdout
    assert "24 000" in out and "+1 per tile" in out


# -- 8. the empty line ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("line", ["", "   "], ids=["empty", "blank"])
def test_empty_line_is_named(line):
    (o,) = objects(mjscore("score", line))
    assert o["error"]["message"] == "(empty line): no tiles" and o["input"] == line
    done = mjscore("score", "-f", "text", line)
    assert (done.stdout, done.stderr) == ("", "line 1: error: (empty line): no tiles\n")


# -- 17. --tiles botzone ----------------------------------------------------------------------------------------

BOTZONE = "W1W2W3B4B5B6T7T8T9F1F1F1J1J1"  # the same hand as WIN (J1 is the red dragon)


def test_tiles_botzone_reads_botzone_codes():
    got, expected = objects(mjscore("score", "--tiles", "botzone", BOTZONE)), objects(mjscore("score", WIN))
    assert got[0]["ok"] and got[0]["input"] == BOTZONE
    assert {k: v for k, v in got[0].items() if k != "input"} == {k: v for k, v in expected[0].items() if k != "input"}


def test_tiles_botzone_option_values_are_read_as_botzone_tiles():
    line = "W2W3W4W5W6W7B2B3B4T2T3T5T5T4 seat=S"
    got = objects(mjscore("score", "-r", "riichi", "--tiles", "botzone", "--dora", "W1", line))
    expected = objects(mjscore("score", "-r", "riichi", "--dora", "m1", "m234567p234s23554 seat=S"))
    assert got[0]["ok"] and got[0]["total"] == expected[0]["total"] and got[0]["hand"].endswith("dora=1m")


def test_tiles_botzone_in_waits_and_from_a_file(tmp_path):
    path = tmp_path / "botzone.txt"
    path.write_text("W1W2W3B4B5B6T7T8T9F1F1F1J1\n", encoding="utf-8")
    (o,) = objects(mjscore("waits", "--tiles", "botzone", "-i", str(path)))
    assert [w["tile"] for w in o["waits"]] == ["C"]


def test_tiles_botzone_option_value_in_the_notation_is_a_usage_error():
    done = mjscore("score", "-r", "riichi", "--tiles", "botzone", "--dora", "m1", "W1W2W3B4B5B6T7T8T9F1F1F1J1J1 seat=S")
    assert done.returncode == 2 and "m1" in done.stderr and done.stdout == ""


def test_notation_line_under_tiles_botzone_is_an_error_line():
    done = mjscore("score", "--tiles", "botzone", WIN)
    (o,) = objects(done)
    assert done.returncode == 1 and o["ok"] is False and o["error"]["column"] is not None


def test_unknown_tile_codes_is_a_usage_error():
    done = mjscore("score", "--tiles", "mjai", WIN)
    assert done.returncode == 2 and "mjai" in done.stderr


# -- README and docs/cli.md: every option of the table, with an example -----------------------------------------

def _page(name: str) -> str:
    with open(os.path.join(ROOT, name), encoding="utf-8") as f:
        return f.read()


def _option_flags():
    from mjscore import options

    return [o.flag for o in options.TABLE]


@pytest.mark.parametrize("flag", _option_flags())
def test_every_option_has_a_readme_row_with_an_example(flag):
    rows = [line for line in _page("README.md").splitlines() if line.startswith("| `")]
    row = next((r for r in rows if r.startswith("| `" + flag)), None)
    assert row is not None and "`mjscore " in row, f"README.md: no row with an example for {flag}"


@pytest.mark.parametrize("flag", _option_flags())
def test_every_option_is_in_the_command_line_page(flag):
    lines = _page("docs/cli.md").splitlines()
    assert any(line.startswith(("| `" + flag, "### `" + flag)) for line in lines)


def test_api_reads_botzone_tiles_too():
    from mjscore import score

    got = score("W2W3W4W5W6W7B2B3B4T2T3T5T5T4 seat=S", rules="riichi", tiles="botzone", dora="W1").to_dict()
    expected = score("m234567p234s23554 seat=S", rules="riichi", dora="m1").to_dict()
    assert got.pop("input") != expected.pop("input") and got == expected
