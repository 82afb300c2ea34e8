"""`--ascii`, a terminal that cannot show UTF-8 and `TERM=dumb`, through the real command line (issue 24
item 8): text output in ASCII alone (no tile glyphs, no native names, no `·` or `×`) with `--ascii`,
under `LC_ALL=C` and when standard output's encoding is not UTF-8; no colour under `TERM=dumb`."""

from __future__ import annotations

import os
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest

LOG = str(Path(__file__).parent / "data" / "logs" / "tenhou-xml" / "2010081709gm-00a9-0000-fe3371ad.mjlog")

# Each command, with lines whose UTF-8 text shows glyphs, native names (CJK, Korean), `·`, `×` or `南`.
COMMANDS = {
    "score-mcr": ["score", "123m456p789s55m[EEE] tsumo"],
    "score-riichi": ["score", "-r", "riichi", "123m456p789s55m456p tsumo seat=S round=S"],
    "score-fliosen": ["score", "-r", "fliosen", "123m456p789s55m[EEE] tsumo"],
    "score-yaochu": ["score", "-r", "yaochu", "111m999m111p99sEEE"],
    "waits-mcr": ["waits", "123m456p78sEE[CCC] seen=9s9s9s"],
    "waits-riichi": ["waits", "-r", "riichi", "123m456p789s5m456p seat=S"],
    "discard": ["discard", "123m456p789s55mECC"],
    "rules-mcr": ["rules", "-r", "mcr"],
    "rules-yaochu": ["rules", "-r", "yaochu"],
    "rules-fliosen": ["rules", "-r", "fliosen"],
    "rules-riichi": ["rules", "-r", "riichi"],
    "points": ["points"],
    "points-one": ["points", "30", "4"],
    "log": ["log", LOG],
}


def run(args: list[str], **env: str) -> subprocess.CompletedProcess:
    environment = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "FORCE_COLOR", "LC_ALL", "LC_CTYPE")}
    environment.update(LANG="C.UTF-8", PYTHONIOENCODING="utf-8")
    environment.update(env)
    return subprocess.run([sys.executable, "-m", "mjscore", *args, "-f", "text"], capture_output=True,
                          env=environment, timeout=120)


@cache
def ascii_output(command: str) -> bytes:
    """The text of ``COMMANDS[command]`` with ``--ascii`` in a UTF-8 environment: what every environment
    without UTF-8 must write. One run per command and test worker, shared by the tests below (the
    command's output does not depend on which test asks)."""
    p = run([*COMMANDS[command], "--ascii"])
    assert p.returncode == 0, p.stderr
    return p.stdout


ALREADY_ASCII = ("points-one",)  # (one entry of the point table is ASCII in any case)


@pytest.mark.parametrize("args", [a for k, a in COMMANDS.items() if k not in ALREADY_ASCII],
                         ids=[k for k in COMMANDS if k not in ALREADY_ASCII])
def test_utf8_output_is_not_ascii(args):
    """The lines above do show non-ASCII text without the option (else the tests below prove nothing)."""
    p = run(args)
    assert p.returncode == 0, p.stderr
    assert not p.stdout.isascii()


@pytest.mark.parametrize("command", COMMANDS)
def test_ascii_option_writes_only_ascii(command):
    out = ascii_output(command)
    assert out.isascii(), [line for line in out.decode().splitlines() if not line.isascii()][:3]
    assert out.strip()


ENVIRONMENTS = {
    "LC_ALL=C": {"LC_ALL": "C"},
    "LC_ALL=POSIX": {"LC_ALL": "POSIX"},
    "LC_ALL=en_US.ISO-8859-1": {"LC_ALL": "en_US.ISO-8859-1"},
    "PYTHONIOENCODING=ascii": {"PYTHONIOENCODING": "ascii"},
    "PYTHONIOENCODING=latin-1": {"PYTHONIOENCODING": "latin-1"},
}


@pytest.mark.parametrize("env", ENVIRONMENTS.values(), ids=ENVIRONMENTS.keys())
@pytest.mark.parametrize("command", COMMANDS)
def test_a_terminal_without_utf8_gets_ascii(command, env):
    p = run(COMMANDS[command], **env)
    assert p.returncode == 0, p.stderr
    assert p.stdout == ascii_output(command)


def test_ascii_drops_native_names_and_empty_brackets():
    out = ascii_output("score-riichi").decode()
    assert "seat South, round South" in out  # (not "South (南)", nor "South ()")
    assert "- seat South" in out  # the `·` between the total and the seat
    assert "Pinfu" in out or "All chows" in out or "pinfu" in out.lower()


def test_utf8_text_is_unchanged_by_a_utf8_locale():
    assert run(COMMANDS["score-riichi"], LC_ALL="en_US.UTF-8").stdout == run(COMMANDS["score-riichi"]).stdout


def test_json_is_the_same_under_ascii():
    args = ["score", "123m456p789s55m[EEE] tsumo"]
    env = {k: v for k, v in os.environ.items() if k != "LC_ALL"}
    plain = subprocess.run([sys.executable, "-m", "mjscore", *args, "-f", "jsonl"], capture_output=True, env=env)
    ascii = subprocess.run([sys.executable, "-m", "mjscore", *args, "-f", "jsonl", "--ascii"], capture_output=True,
                           env=dict(env, LC_ALL="C"))
    assert plain.stdout == ascii.stdout
    assert "花龙".encode() in plain.stdout  # (the native names stay in JSON)


def _on_a_terminal(args: list[str], **env: str) -> bytes:
    """Standard output of the command when it is a pseudo-terminal."""
    environment = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "FORCE_COLOR")}
    environment.update(env)
    main, side = os.openpty()
    try:
        p = subprocess.Popen([sys.executable, "-m", "mjscore", *args], stdout=side, stderr=subprocess.DEVNULL,
                             stdin=subprocess.DEVNULL, env=environment)
    finally:
        os.close(side)
    data = b""
    while True:
        try:
            chunk = os.read(main, 65536)
        except OSError:  # (the other end closed: Linux says EIO)
            break
        if not chunk:
            break
        data += chunk
    p.wait(timeout=120)
    os.close(main)
    return data


COLOURED = {
    "score": ["score", "123m456p789s55m[EEE] tsumo", "--color", "auto"],
    "rules": ["rules", "--color", "auto"],
}


@pytest.mark.skipif(not hasattr(os, "openpty"), reason="no pseudo-terminals here")
@pytest.mark.parametrize("args", COLOURED.values(), ids=COLOURED.keys())
def test_term_dumb_gets_no_colour_on_a_terminal(args):
    assert b"\x1b[" in _on_a_terminal(args, TERM="xterm-256color")
    dumb = _on_a_terminal(args, TERM="dumb")
    assert dumb.strip() and b"\x1b[" not in dumb
    assert b"\x1b[" in _on_a_terminal([*args, "--color", "always"], TERM="dumb")  # (asked for: given)
