"""`mjscore rules` in the terminal's width (docs/cli.md, "mjscore rules"), through the real command line:
the notes are wrapped to COLUMNS, or to the terminal's width on a terminal; in a pipe without COLUMNS
every row stays one whole line; JSON is never wrapped; no word of a note is lost."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _env(columns: str | None) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("COLUMNS", "NO_COLOR", "FORCE_COLOR")}
    env.update(LC_ALL="C.UTF-8", PYTHONIOENCODING="utf-8")
    if columns is not None:
        env["COLUMNS"] = columns
    return env


def rules(*args: str, columns: str | None = None) -> str:
    done = subprocess.run([sys.executable, "-m", "mjscore", "rules", *args], cwd=ROOT, capture_output=True,
                          text=True, encoding="utf-8", env=_env(columns), timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout


def width(line: str) -> int:
    from mjscore.cli.report import width as columns_of

    return columns_of(line)


def words(text: str) -> list[str]:
    return [w.rstrip(";") for w in text.split()]


# rule set arguments, COLUMNS, where the notes go: "beside" their row or "under" it
WRAPPED = [
    pytest.param(["-r", "mcr"], "120", "beside", id="mcr-120-beside"),
    pytest.param(["-r", "mcr"], "60", "under", id="mcr-60-under"),
    pytest.param(["-r", "riichi"], "200", "beside", id="riichi-200-gloss-column"),
    pytest.param(["-r", "riichi"], "120", "beside", id="riichi-120-gloss-in-notes"),
    pytest.param(["-r", "riichi"], "80", "under", id="riichi-80-under"),
    pytest.param(["-r", "fliosen"], "100", "under", id="fliosen-100-under"),
    pytest.param(["-r", "yaochu", "--ascii"], "90", "beside", id="yaochu-ascii-90"),
]


@pytest.mark.parametrize("args, columns, where", WRAPPED)
def test_notes_fit_the_width_and_lose_no_word(args, columns, where):
    whole = rules(*args, "-f", "text")
    wrapped = rules(*args, "-f", "text", columns=columns)
    lines = wrapped.splitlines()
    rows = [line for line in lines if re.match(r"  \S", line)]
    # every line fits (issue 34: a row too wide is wrapped at spaces too, never inside a word)
    assert max(width(line) for line in lines) <= int(columns)
    assert len(lines) > len(whole.splitlines())
    under = [line for line in lines if re.match(r" {6}\S", line)]  # (a note under its row: 6 spaces in)
    assert bool(under) == (where == "under")
    if "riichi" in args and columns != "200" or "fliosen" in args:
        # (the glosses, or where the rows are too wide the native names, lead their notes: the same
        # words, in another order)
        assert sorted(words(wrapped)) == sorted(words(whole))
    else:
        assert words(wrapped) == words(whole)


def test_riichi_keeps_its_gloss_column_where_it_fits():
    wide = rules("-r", "riichi", "-f", "text", columns="200")
    assert re.search(r"\n  Pinfu +平和 +All chows, two-sided wait +1 / closed only  no value pair\n", wide)
    narrow = rules("-r", "riichi", "-f", "text", columns="120")
    assert re.search(r"\n  Pinfu +平和 +1 / closed only  All chows, two-sided wait; no value pair\n", narrow)


@pytest.mark.parametrize("columns", [None, "", "abc", "0"], ids=["unset", "empty", "not-a-number", "zero"])
def test_a_pipe_without_columns_keeps_whole_lines(columns):
    table = json.loads(rules("-r", "mcr", "-f", "json"))
    out = rules("-r", "mcr", "-f", "text", columns=columns).splitlines()
    assert len([line for line in out if re.match(r"  \S", line)]) == len(table) + 2  # (+ the two variants)
    assert not any(line.startswith("      ") for line in out)


def test_json_is_never_wrapped():
    assert rules("-r", "riichi", "-f", "json", columns="40") == rules("-r", "riichi", "-f", "json")
    assert rules("-r", "mcr", "-f", "jsonl", columns="40") == rules("-r", "mcr", "-f", "jsonl")


@pytest.mark.skipif(sys.platform == "win32", reason="a pseudo-terminal (POSIX)")
def test_a_terminal_gives_its_own_width():
    import fcntl
    import pty
    import struct
    import termios

    leader, follower = pty.openpty()
    fcntl.ioctl(follower, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 90, 0, 0))  # 40 rows, 90 columns
    try:
        done = subprocess.run([sys.executable, "-m", "mjscore", "rules", "-r", "mcr", "--color", "never"], cwd=ROOT,
                              stdout=follower, stderr=subprocess.PIPE, env=_env(None), timeout=120)
        os.close(follower)
        out = b""
        while True:
            try:
                chunk = os.read(leader, 65536)
            except OSError:  # (the terminal closed: everything was read)
                break
            if not chunk:
                break
            out += chunk
    finally:
        os.close(leader)
    assert done.returncode == 0, done.stderr
    lines = out.decode("utf-8").replace("\r\n", "\n").splitlines()
    assert max(width(line) for line in lines) <= 90 and any(line.startswith("      ") for line in lines)
