"""`-i a.txt -i b.txt` (issue 24, item 10; issue 34, item 3): every input is read, in the order given,
each as one input is read (its own byte-order mark, its last line ended by its end), and each line is
named by its file and its line number within that file, as compilers and linters name a place
(`b.txt:2: error: ...` in text, a `file` field in JSON). One input names no file, as before. Through
the real command line (docs/cli.md, "Reading hands")."""

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data" / "two_inputs"
A, B = str(DATA / "a.txt"), str(DATA / "b.txt")  # a.txt: 4 lines (a win, a blank, a comment, an error)
WIN = "m123p456s789EEECC"


def mjscore(*args: str, input: str = "") -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    for key in ("NO_COLOR", "FORCE_COLOR", "_MJSCORE_COMPLETE"):
        env.pop(key, None)
    return subprocess.run([sys.executable, "-m", "mjscore", *args], input=input, capture_output=True, text=True,
                          encoding="utf-8", cwd=ROOT, env=env, timeout=120)


def seen(done) -> list:
    """(file, line, input, ok) of each JSON line printed (file: None when the object has none)."""
    return [(o.get("file"), o["line"], o["input"], o["ok"]) for o in map(json.loads, done.stdout.splitlines())]


CASES = [
    ("a-then-b", ["-i", A, "-i", B], "",
     [(A, 1, WIN, True), (A, 4, "m123 x", False), (B, 1, WIN + " seat=S", True), (B, 2, "m1", False)]),
    ("b-then-a", ["-i", B, "--input", A], "",
     [(B, 1, WIN + " seat=S", True), (B, 2, "m1", False), (A, 1, WIN, True), (A, 4, "m123 x", False)]),
    ("the-same-file-twice", ["-i", A, "-i", A], "",
     [(A, 1, WIN, True), (A, 4, "m123 x", False), (A, 1, WIN, True), (A, 4, "m123 x", False)]),
    ("standard-input-between", ["-i", A, "-i", "-", "-i", B], WIN + " tsumo\n\nm1 x\n",
     [(A, 1, WIN, True), (A, 4, "m123 x", False), ("-", 1, WIN + " tsumo", True), ("-", 3, "m1 x", False),
      (B, 1, WIN + " seat=S", True), (B, 2, "m1", False)]),
    ("one-file-as-before", ["-i", B], "", [(None, 1, WIN + " seat=S", True), (None, 2, "m1", False)]),
]


@pytest.mark.parametrize("args,stdin,expected", [c[1:] for c in CASES], ids=[c[0] for c in CASES])
@pytest.mark.parametrize("jobs", ["1", "2"])
def test_several_inputs_are_read_in_order_each_line_named_by_its_file(args, stdin, expected, jobs):
    done = mjscore("score", "-f", "jsonl", "--jobs", jobs, *args, input=stdin)
    assert done.returncode == 1 and done.stderr == ""
    assert seen(done) == expected


def test_the_file_field_follows_the_line_field():
    done = mjscore("score", "-f", "json", "-i", A, "-i", B)
    for o in json.loads(done.stdout):
        assert list(o)[:3] == ["line", "file", "input"]


def test_a_last_line_without_its_end_is_not_joined_to_the_next_file(tmp_path):
    head, tail = tmp_path / "head.txt", tmp_path / "tail.txt"
    head.write_bytes(b"m123p456s789EEE")  # (no line end: with tail.txt's "CC" it would be a win)
    tail.write_bytes(b"CC\n")
    done = mjscore("score", "-f", "jsonl", "-i", str(head), "-i", str(tail))
    assert seen(done) == [(str(head), 1, "m123p456s789EEE", False), (str(tail), 1, "CC", False)]


@pytest.mark.parametrize("command", ["score", "waits", "discard"])
def test_text_errors_of_several_inputs_say_file_and_line(command):
    done = mjscore(command, "-f", "text", "-i", A, "-i", B)
    assert done.returncode == 1
    places = [line.split(": error: ")[0] for line in done.stderr.splitlines()]
    assert f"{A}:4" in places and places[-1] == f"{B}:2"  # (waits and discard refuse more lines)
    assert all(re.fullmatch(rf"({re.escape(A)}|{re.escape(B)}):\d+", place) for place in places)
    assert "error" not in done.stdout


def test_text_error_of_one_input_is_numbered_as_before():
    done = mjscore("score", "-f", "text", "-i", B)
    assert done.stderr.splitlines()[0].startswith("line 2: error: ")
    assert "file" not in done.stdout


def test_a_line_that_cannot_be_read_names_its_file(tmp_path):
    bad = tmp_path / "latin1.txt"
    bad.write_bytes(WIN.encode() + b"\n" + "m123 é\n".encode("latin-1"))
    done = mjscore("score", "-f", "text", "-i", A, "-i", str(bad))
    assert done.stderr.splitlines()[-1].startswith(f"{bad}:2: error: the line is not UTF-8 text")
    done = mjscore("score", "-f", "jsonl", "-i", A, "-i", str(bad))
    assert seen(done)[-1] == (str(bad), 2, "m123 \ufffd", False)


@pytest.mark.parametrize("args", [
    ["-i", A, "-i", "/nonexistent/hands.txt"],
    ["-i", "/nonexistent/hands.txt", "-i", A],
], ids=["second-missing", "first-missing"])
def test_a_missing_input_among_several_is_a_usage_error_before_any_output(args):
    done = mjscore("score", *args)
    assert (done.returncode, done.stdout) == (2, "")
    assert "/nonexistent/hands.txt" in done.stderr


def test_several_inputs_and_line_arguments_are_a_usage_error():
    done = mjscore("score", "-i", A, "-i", B, WIN)
    assert (done.returncode, done.stdout) == (2, "") and "not both" in done.stderr


@pytest.mark.parametrize("command", ["waits", "discard"])
def test_waits_and_discard_read_several_inputs_too(command):
    done = mjscore(command, "-f", "jsonl", "-i", A, "-i", B)
    assert [(file, line) for file, line, _, _ in seen(done)] == [(A, 1), (A, 4), (B, 1), (B, 2)]
