"""Text output in the terminal's width (issue 34, item 2; docs/cli.md, "Text in the terminal's width"),
through the real command line: with COLUMNS=60 or 120 (a pipe), and in a pseudo-terminal of 60 or
120 columns (COLUMNS not set), no line of `rules` (every rule set), `score --explain`, `waits`,
`discard`, `log` or `points` is wider than that, and no word is split: the words are those of the
whole output (in a pipe without COLUMNS, where every line stays whole). Tile glyphs and CJK names
are measured by their display width (mjscore.cli.width: two columns each).
"""

from __future__ import annotations

import fcntl
import os
import pty
import select
import struct
import subprocess
import sys
import termios
import time
from collections import Counter
from pathlib import Path

import pytest

from mjscore.cli.width import fit, fold, width

ROOT = Path(__file__).resolve().parent.parent
RECORDS = ROOT / "tests" / "data" / "logs" / "tenhou-xml"  # (the log is read from there: a short file name)
RECORD = "2010081709gm-00a9-0000-fe3371ad.mjlog"
TIMEOUT = 120

# (id, arguments): every text output the issue names, of every rule set where it differs
OUTPUTS = [
    ("rules-mcr", ["rules", "-r", "mcr"]),
    ("rules-yaochu", ["rules", "-r", "yaochu"]),
    ("rules-fliosen", ["rules", "-r", "fliosen"]),
    ("rules-riichi", ["rules", "-r", "riichi"]),
    ("rules-riichi-ascii", ["rules", "-r", "riichi", "--ascii"]),
    ("explain-mcr", ["score", "--explain", "m123p456s789EEECC tsumo", "m19p19s19ESWNCFPP"]),
    ("explain-riichi", ["score", "-r", "riichi", "--explain", "m234567p234s23554 tsumo seat=S riichi dora=m1"]),
    ("explain-fliosen", ["score", "-r", "fliosen", "--explain", "m123p456s789EEECC tsumo"]),
    ("explain-yaochu", ["score", "-r", "yaochu", "--explain", "m111999p111s99EEE"]),
    ("waits-mcr", ["waits", "m1112345678999", "m123p456s789EEEC"]),
    ("waits-riichi", ["waits", "-r", "riichi", "m234567p234s2355 seat=S"]),
    ("discard-mcr", ["discard", "m147p258s369ESWNm5 seen=PPF"]),
    ("discard-riichi", ["discard", "-r", "riichi", "--seen", "s1s1E", "m234567p234s2359E"]),
    ("log", ["log", RECORD]),
    ("points-table", ["points"]),
    ("points-entry", ["points", "30", "4", "--kiriage"]),
]


def _env(columns: str | None) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("COLUMNS", "NO_COLOR", "FORCE_COLOR")}
    env.update(PYTHONPATH=str(ROOT), LC_ALL="C.UTF-8", PYTHONIOENCODING="utf-8")
    if columns is not None:
        env["COLUMNS"] = columns
    return env


def _cwd(args: list[str]) -> Path:
    return RECORDS if args[0] == "log" else ROOT


def text_of(args: list[str], columns: str | None) -> str:
    done = subprocess.run([sys.executable, "-m", "mjscore", *args, "-f", "text"], cwd=_cwd(args), env=_env(columns),
                          capture_output=True, text=True, encoding="utf-8", timeout=TIMEOUT)
    assert done.returncode == 0, done.stderr
    return done.stdout


def words(text: str) -> Counter[str]:
    """The words of a text (a split word would be two others), ``;`` at a word's end left out (riichi's
    narrow `rules` joins a native name and its note with one)."""
    return Counter(w.rstrip(";") for w in text.split())


def assert_fits(text: str, whole: str, columns: int, name: str) -> None:
    lines = text.splitlines()
    too_wide = [line for line in lines if width(line) > columns]
    assert not too_wide, too_wide[:3]
    if name == "points-table":  # (a grid cut into narrower grids repeats its row and column labels)
        assert set(words(text)) == set(words(whole))
    else:
        assert words(text) == words(whole)


@pytest.fixture(scope="module")
def whole() -> dict[str, str]:
    """Each output in a pipe without COLUMNS: whole lines."""
    return {name: text_of(args, None) for name, args in OUTPUTS}


@pytest.mark.parametrize("columns", [60, 120])
@pytest.mark.parametrize("name, args", OUTPUTS, ids=[n for n, _ in OUTPUTS])
def test_text_fits_columns_and_splits_no_word(whole, name, args, columns):
    text = text_of(args, str(columns))
    assert_fits(text, whole[name], columns, name)
    if max(width(line) for line in whole[name].splitlines()) <= columns:
        assert text == whole[name]  # (what fits is not touched)


def test_the_whole_outputs_are_wider_than_60():
    """(The test above checks something: every output named runs past 60 columns when whole.)"""
    for name, args in OUTPUTS:
        if name != "points-entry":
            assert max(width(line) for line in text_of(args, None).splitlines()) > 60, name


def run_on_terminal(args: list[str], columns: int) -> str:
    """Standard output on a pseudo-terminal of ``columns`` columns (its size set as a terminal sets it,
    COLUMNS not set): what the terminal got, its line ends as written (a terminal's \\r\\n made \\n)."""
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, columns, 0, 0))
    env = _env(None)
    env.pop("PYTHONIOENCODING")
    p = subprocess.Popen([sys.executable, "-m", "mjscore", *args, "--color", "never"], cwd=_cwd(args), env=env,
                         stdin=subprocess.DEVNULL, stdout=slave, stderr=slave)
    os.close(slave)
    seen = bytearray()
    deadline = time.monotonic() + TIMEOUT
    while time.monotonic() < deadline:
        ready, _, _ = select.select([master], [], [], 0.1)
        if ready:
            try:
                chunk = os.read(master, 65536)
            except OSError:  # (Linux: EIO once the child closed the terminal)
                chunk = b""
            if not chunk:
                break
            seen += chunk
        elif p.poll() is not None:
            break
    assert p.wait(timeout=TIMEOUT) == 0
    os.close(master)
    return seen.decode("utf-8").replace("\r\n", "\n")


@pytest.mark.parametrize("columns", [60, 120])
@pytest.mark.parametrize("name, args", [o for o in OUTPUTS if o[0] in
                                        ("rules-riichi", "explain-mcr", "waits-mcr", "discard-riichi", "log",
                                         "points-table")], ids=lambda v: v if isinstance(v, str) else None)
def test_text_fits_the_terminal_width(whole, name, args, columns):
    text = run_on_terminal(args, columns)
    assert "\x1b" not in text  # (--color never: no codes to measure)
    assert_fits(text, whole[name], columns, name)


# -- the measure and the wrapping themselves -------------------------------------------------------------

@pytest.mark.parametrize("text, columns", [
    ("abc", 3), ("南", 2), ("平和", 4), ("\U0001F000", 2), ("\U0001F004", 2), ("\U0001F02B", 2),
    ("🀇🀈🀉 123m", 11), ("\x1b[1mabc\x1b[0m", 3), ("×·–", 3),
], ids=["ascii", "cjk", "cjk-2", "east-glyph", "red-dragon-glyph", "last-glyph", "glyphs-and-text", "colour",
        "ambiguous"])
def test_display_width(text, columns):
    assert width(text) == columns


def test_fit_breaks_between_cells_before_words_and_never_inside_a_word():
    row = "  E1-0  seat 1 ron from 2  4 han 30 fu 7,700  record:  4 han 30 fu 7,700"
    assert fit(row, 40).splitlines() == ["  E1-0  seat 1 ron from 2",
                                         "    4 han 30 fu 7,700  record:",
                                         "    4 han 30 fu 7,700"]
    assert fit("  " + "x" * 50 + " y", 20).splitlines() == ["  " + "x" * 50, "    y"]  # a long word alone
    assert fit(row, None) == row and fit(row, 200) == row


def test_fold_cuts_a_wide_grid_into_grids_led_by_the_labels():
    grid = ["fu     1 han   2 han   3 han", "30 fu  1,000   2,000   3,900", "40 fu  1,300   2,600   5,200"]
    assert fold(grid, 16) == ["fu     1 han", "30 fu  1,000", "40 fu  1,300", "",
                              "fu     2 han", "30 fu  2,000", "40 fu  2,600", "",
                              "fu     3 han", "30 fu  3,900", "40 fu  5,200"]
    assert fold(grid, 80) == grid
