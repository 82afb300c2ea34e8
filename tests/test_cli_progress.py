"""The progress line of long work (issue 24 item 6), through the real command line: with standard
error on a pseudo-terminal (python's ``pty``) and standard output in a file, `score -i FILE` and
`mjscore log DIR` draw "done/total, rate, time left" on standard error and erase it at the end;
standard error in a pipe, ``--quiet``, standard input, or standard output on the terminal get none;
the results are the same bytes either way. Every run has a time bound (``timeout``).
"""

from __future__ import annotations

import fcntl
import os
import pty
import re
import select
import shutil
import struct
import subprocess
import sys
import termios
import time

import pytest

from mjscore.logs.run import walk

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LOGS = os.path.join(ROOT, "tests", "data", "logs")
HANDS = ["m123p456s789EEECC tsumo", "m19p19s19ESWNCFPP", "m234567p234s23554 seat=S", "# a comment", ""]
# Enough lines that their results are more than a pipe holds (run_with_tty_stderr's ``hold``).
MANY = 20_000
PROGRESS = re.compile(r"mjscore: [\d,]+/([\d,]+) (lines|records) \(\d+%\), [\d,]+ \2/s, (\d+:\d\d|\?) left")
TIMEOUT = 120
HOLD = 1.0  # seconds a held standard output stays unread: twice the wait before the first drawing


def run_with_tty_stderr(args: list[str], stdout_path: str, stdin_data: bytes | None = None,
                        tty_stdout: bool = False, hold: bool = False, columns: int | None = None,
                        env: dict[str, str] | None = None) -> tuple[int, str]:
    """Run mjscore with standard error (and, if asked, standard output) on a pseudo-terminal; the exit
    status and everything written to the terminal. Standard output goes to ``stdout_path``; with
    ``hold``, through a pipe left unread for HOLD seconds: the run, stopped by the full pipe, then
    lasts past the first drawing however fast the machine is (its results are more than a pipe
    holds), and the drawing comes once the pipe is read. ``columns``: the terminal's width (set
    as a terminal sets it: TIOCSWINSZ; COLUMNS is not set)."""
    master, slave = pty.openpty()
    if columns is not None:
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, columns, 0, 0))
    env = dict(os.environ, PYTHONPATH=ROOT, TERM="xterm", **(env or {}))
    for key in ("NO_COLOR", "COLUMNS", "LINES"):
        env.pop(key, None)
    with open(stdout_path, "wb") as out:
        p = subprocess.Popen([sys.executable, "-m", "mjscore", *args],
                             stdout=slave if tty_stdout else subprocess.PIPE if hold else out,
                             stderr=slave, stdin=subprocess.PIPE if stdin_data is not None else subprocess.DEVNULL,
                             env=env)
        os.close(slave)
        if stdin_data is not None:
            p.stdin.write(stdin_data)
            p.stdin.close()
        seen = bytearray()
        streams = {master: seen}
        start = time.monotonic()
        deadline = start + TIMEOUT
        held = hold  # (standard output not read yet)
        while (streams or held) and time.monotonic() < deadline:
            if held and time.monotonic() >= start + HOLD:
                streams[p.stdout.fileno()] = bytearray()
                held = False
            ready, _, _ = select.select(list(streams), [], [], 0.1)
            for fd in ready:
                try:
                    chunk = os.read(fd, 65536)
                except OSError:  # (the child closed the terminal: Linux says EIO)
                    chunk = b""
                if chunk:
                    streams[fd] += chunk
                else:
                    if fd != master:
                        out.write(streams[fd])
                    del streams[fd]
            if not ready and p.poll() is not None and not hold:
                break
        code = p.wait(timeout=TIMEOUT)
    os.close(master)
    return code, seen.decode("utf-8", "replace")


@pytest.fixture(scope="module")
def many(tmp_path_factory) -> str:
    path = tmp_path_factory.mktemp("progress") / "hands.txt"
    path.write_text("".join(HANDS[i % len(HANDS)] + "\n" for i in range(MANY)))
    return str(path)


@pytest.fixture(scope="module")
def expected(many, tmp_path_factory) -> bytes:
    """The results of the file, standard error in a pipe."""
    out = tmp_path_factory.mktemp("expected") / "out.jsonl"
    with open(out, "wb") as f:
        p = subprocess.run([sys.executable, "-m", "mjscore", "score", "-f", "jsonl", "-i", many], stdout=f,
                           stderr=subprocess.PIPE, env=dict(os.environ, PYTHONPATH=ROOT), timeout=TIMEOUT)
    assert (p.returncode, p.stderr) == (0, b"")  # (a pipe gets no progress)
    return out.read_bytes()


def test_score_file_draws_progress_on_a_terminal_and_erases_it(many, expected, tmp_path):
    code, tty = run_with_tty_stderr(["score", "-f", "jsonl", "-i", many], str(tmp_path / "out"), hold=True)
    assert code == 0
    drawn = PROGRESS.findall(tty)
    assert drawn, repr(tty[:300])
    assert {total for total, unit, _ in drawn} == {f"{MANY:,}"} and {u for _, u, _ in drawn} == {"lines"}
    assert tty.endswith("\r") and tty.rsplit("\r", 2)[-2].strip() == ""  # erased at the end
    assert "\x1b" not in tty  # plain text, no escape sequences
    assert (tmp_path / "out").read_bytes() == expected  # the results are untouched


def screen(written: str, columns: int) -> list[str]:
    """What a terminal of ``columns`` columns shows after ``written``: a carriage return goes to the
    start of the line, a line feed down, and a character past the last column first wraps to the
    next line (as xterm and the Linux console do). ASCII text only (the progress line)."""
    rows = [[]]
    row = col = 0
    for ch in written:
        if ch == "\r":
            col = 0
        elif ch == "\n":
            row += 1
        else:
            if col >= columns:  # (the wrap a line as wide as the terminal, or wider, makes)
                row, col = row + 1, 0
            while len(rows) <= row:
                rows.append([])
            line = rows[row]
            line.extend(" " * (col + 1 - len(line)))
            line[col] = ch
            col += 1
        while len(rows) <= row:
            rows.append([])
    return ["".join(r) for r in rows]


# A shorter form of the line where the whole one does not fit (docs/cli.md, "Progress").
SHORT = re.compile(r"(?:mjscore: )?[\d,]+/[\d,]+(?: lines)? \(\d+%\),(?: [\d,]+ lines/s,)? (?:\d+:\d\d|\?) left"
                   r"|[\d,]+/[\d,]+ \(\d+%\) (?:\d+:\d\d|\?) left|\d+% (?:\d+:\d\d|\?) left")


@pytest.mark.parametrize("columns", [40, 60, 120])
def test_progress_fits_the_terminal_and_leaves_no_line_behind(many, expected, tmp_path, columns):
    """Issue 34, item 1: in a terminal of ``columns`` columns every drawing is narrower than the
    terminal (shortened, never wrapped) and, at the end, the screen holds nothing of it."""
    code, tty = run_with_tty_stderr(["score", "-f", "jsonl", "-i", many], str(tmp_path / "out"), hold=True,
                                    columns=columns)
    assert code == 0
    drawings = [d.strip() for d in tty.split("\r") if d.strip()]
    assert drawings, repr(tty[:300])
    for d in drawings:
        assert len(d) < columns and SHORT.fullmatch(d), (columns, d)
    assert all(row.strip() == "" for row in screen(tty, columns)), screen(tty, columns)
    if columns >= 120:  # (the whole line where it fits)
        assert all(PROGRESS.fullmatch(d) for d in drawings)
    elif columns <= 40:  # (the whole line is 50 columns or more: a shorter form)
        assert not any(d.startswith("mjscore: ") for d in drawings)
    assert (tmp_path / "out").read_bytes() == expected


def test_the_screen_model_shows_what_a_wrapped_line_leaves():
    """(The test's terminal model: a line wider than the terminal, redrawn, leaves a line behind.)"""
    line = "x" * 70
    assert sum(bool(r.strip()) for r in screen(("\r" + line + "\r") * 3 + "\r" + " " * 70 + "\r", 60)) > 0
    assert all(not r.strip() for r in screen(("\r" + "x" * 50) * 3 + "\r" + " " * 50 + "\r", 60))


@pytest.mark.parametrize("args, stdin, tty_stdout", [
    (["--quiet"], None, False),
    (["-q"], None, False),
    ([], None, True),  # the results go to the terminal: no line redrawn among them
    (["-i", "-"], "stdin", False),  # standard input: no total
], ids=["quiet", "q", "stdout-on-the-terminal", "standard-input"])
def test_no_progress_when_quiet_or_no_total(many, tmp_path, args, stdin, tty_stdout):
    data = open(many, "rb").read() if stdin else None
    base = ["score", "-f", "jsonl"] + ([] if stdin else ["-i", many])
    code, tty = run_with_tty_stderr(base + args, str(tmp_path / "out"), data, tty_stdout)
    assert code == 0
    assert "lines/s" not in tty


def test_text_errors_on_the_terminal_erase_the_line_first(tmp_path):
    """`-f text` writes error lines to standard error, the terminal: each starts on a clean line."""
    path = tmp_path / "bad.txt"
    path.write_text("".join(("m123p456s789EEECCx" if i % 1000 == 0 else HANDS[0]) + "\n" for i in range(MANY)))
    code, tty = run_with_tty_stderr(["score", "-f", "text", "--ascii", "-i", str(path)], str(tmp_path / "out"),
                                    hold=True)
    assert code == 1
    # What the terminal shows of each line: what follows its last carriage return.
    shown = [line.rsplit("\r", 1)[-1] for line in tty.replace("\r\n", "\n").split("\n")]
    errors = [line for line in shown if "error:" in line]
    assert len(errors) == MANY // 1000
    for line in errors:
        assert line.startswith("line "), repr(line)


def test_log_directory_draws_record_progress(tmp_path):
    records = tmp_path / "records"
    # (several copies of the sample records: their results must be more than a pipe holds, so that a
    # held standard output stops the run past the first drawing)
    for copy in range(8):
        shutil.copytree(LOGS, records / f"copy{copy}")
    n = len(list(walk(str(records))))  # (the record files of the directory, as `mjscore log` lists them)
    out = tmp_path / "wins.jsonl"
    code, tty = run_with_tty_stderr(["log", "-f", "jsonl", str(records)], str(out), hold=True)
    quiet_code, quiet_tty = run_with_tty_stderr(["log", "-q", "-f", "jsonl", str(records)], str(tmp_path / "q"),
                                                 hold=True)
    assert (quiet_code, quiet_tty) == (code, "")
    assert out.read_bytes() == (tmp_path / "q").read_bytes()
    drawn = PROGRESS.findall(tty)
    assert drawn, repr(tty[:300])
    assert {(total, unit) for total, unit, _ in drawn} == {(f"{n:,}", "records")}
    assert tty.rsplit("\r", 2)[-2].strip() == ""  # erased at the end
