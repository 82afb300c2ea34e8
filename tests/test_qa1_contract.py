"""Contract checks from a QA pass over CLI.md, NOTATION.md, MCR.md and the README: each test pins a
behaviour that was wrong (or unpinned) when the pass found it. The command line runs as a user runs
it (``python -m mjscore`` in a subprocess), so both the fast launcher and the Typer path are covered.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WIN = "m123p456s789EEECC"


def cli(*args: str, input: str | None = None) -> subprocess.CompletedProcess:
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
    "import mjscore.api",  # the API module loaded first (it imports the submodule mjscore/waits.py)
    "import mjscore.waits",  # the submodule itself loaded first
], ids=["readme-import", "after-api", "after-submodule"])
def test_waits_is_the_api_function_not_the_submodule(first):
    out = python(f"{first}\nfrom mjscore import score, waits, MjscoreError\n"
                 "print(callable(waits), [w['tile'] for w in waits('m123p456s789EEEC').fields['waits']])\n"
                 "import mjscore.waits as m, sys\nprint(sys.modules['mjscore.waits'].find_waits.__name__)")
    assert out.split("\n")[:2] == ["True ['C']", "find_waits"]


# -- CLI.md: a bad option value is a usage error (exit 2), before any line ------------------------------

@pytest.mark.parametrize("args", [
    ("--flowers", "9"),
    ("--flowers=-1",),
    ("-r", "fliosen", "--draws=-1"),
], ids=["flowers-9", "flowers-negative", "draws-negative"])
def test_out_of_range_number_option_is_a_usage_error(args):
    done = cli("score", *args, WIN)
    assert done.returncode == 2, done.stdout
    assert done.stdout == ""
    assert "flowers" in done.stderr or "draws" in done.stderr


def test_out_of_range_number_default_is_an_option_error_in_the_api():
    from mjscore import score
    from mjscore.api import OptionError

    with pytest.raises(OptionError, match="0 to 8 flowers"):
        score(WIN, flowers=9)
    assert score(WIN, flowers=8).fields["flowers"] == 8


# -- CLI.md, text format: the total is shown, also under a false win with flowers ------------------------

@pytest.mark.parametrize("line, verdict", [
    ("[m234][p345][s678][m567]EE", ("false win: 7 points, 8 needed",)),
    ("[m234][p345][s678][m567]EE f1",
     ("false win: 7 points, 8 needed; total 8 points (including 1 flower)",)),
    ("[m234][p345][s678][m567]EE flowers=2",
     ("false win: 7 points, 8 needed; total 9 points (including 2 flowers)",)),
    ("[m123][p345][s678]EEm567 f12",
     ("Total 10 points (including 2 flowers)", "Win: the discarder pays 18, the others pay 8 each")),
], ids=["false-win", "false-win-1-flower", "false-win-2-flowers", "chicken-hand-2-flowers"])
def test_mcr_verdict_shows_the_total(line, verdict):
    from mjscore import score

    r = score(line)
    assert r.detail.verdict() == verdict
    assert r.fields["is_win"] is verdict[0].startswith("Total")


# -- CLI.md: the message is one line that names the offending text ----------------------------------------

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


# -- CLI.md, standard input: a file from a Windows editor (byte-order mark, CRLF) reads like any other -----

def test_stdin_with_byte_order_mark_and_crlf():
    data = "\ufeff# hands\r\nm123p456s789EEECC tsumo\r\n\r\n" + WIN + "\r\n"
    done = cli("score", input=data)
    assert done.returncode == 0, done.stdout
    objects = [json.loads(line) for line in done.stdout.splitlines()]
    assert [(o["line"], o["input"], o["ok"]) for o in objects] == [
        (2, "m123p456s789EEECC tsumo", True), (4, WIN, True)]


# -- "No traceback ever": Ctrl-C ends a live stream (`tail -f game.log | mjscore score`) quietly -----------

def test_interrupt_while_reading_stdin_prints_no_traceback():
    import signal

    env = dict(os.environ, PYTHONPATH=ROOT)
    p = subprocess.Popen([sys.executable, "-m", "mjscore", "score"], cwd=ROOT, env=env, stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, encoding="utf-8")
    try:
        p.stdin.write(WIN + "\n")
        p.stdin.flush()
        assert json.loads(p.stdout.readline())["ok"]  # the first result is out: now waiting on stdin
        p.send_signal(signal.SIGINT)
        _, err = p.communicate(timeout=60)
    finally:
        p.kill()
    assert "Traceback" not in err, err
    assert p.returncode != 0


# -- NOTATION.md: a key=value word written without its value, or a flag with one, is named as such ----------

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


# -- CLI.md, jsonl: one object per input line, for any reader of lines -------------------------------------

def test_json_line_escapes_unicode_line_breaks():
    from mjscore import report
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
    done = cli("score", "-f", "jsonl", *args, WIN)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["hand"].endswith("seat=S round=W")
