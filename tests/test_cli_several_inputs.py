"""`-i a.txt -i b.txt` (issue 24, item 10): every input is read, in the order given, each as one input
is read (its own byte-order mark, its last line ended by its end), and line numbers go on from one
input to the next. Through the real command line (docs/cli.md, "Reading hands")."""

import json
import os
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
    """(line, input, ok) of each JSON line printed."""
    return [(o["line"], o["input"], o["ok"]) for o in map(json.loads, done.stdout.splitlines())]


CASES = [
    ("a-then-b", ["-i", A, "-i", B], "",
     [(1, WIN, True), (4, "m123 x", False), (5, WIN + " seat=S", True), (6, "m1", False)]),
    ("b-then-a", ["-i", B, "--input", A], "",
     [(1, WIN + " seat=S", True), (2, "m1", False), (3, WIN, True), (6, "m123 x", False)]),
    ("the-same-file-twice", ["-i", A, "-i", A], "",
     [(1, WIN, True), (4, "m123 x", False), (5, WIN, True), (8, "m123 x", False)]),
    ("standard-input-between", ["-i", A, "-i", "-", "-i", B], WIN + " tsumo\n\n",
     [(1, WIN, True), (4, "m123 x", False), (5, WIN + " tsumo", True), (7, WIN + " seat=S", True), (8, "m1", False)]),
    ("one-file-as-before", ["-i", B], "", [(1, WIN + " seat=S", True), (2, "m1", False)]),
]


@pytest.mark.parametrize("args,stdin,expected", [c[1:] for c in CASES], ids=[c[0] for c in CASES])
@pytest.mark.parametrize("jobs", ["1", "2"])
def test_several_inputs_are_read_in_order_with_line_numbers_going_on(args, stdin, expected, jobs):
    done = mjscore("score", "-f", "jsonl", "--jobs", jobs, *args, input=stdin)
    assert done.returncode == 1 and done.stderr == ""
    assert seen(done) == expected


def test_a_last_line_without_its_end_is_not_joined_to_the_next_file(tmp_path):
    head, tail = tmp_path / "head.txt", tmp_path / "tail.txt"
    head.write_bytes(b"m123p456s789EEE")  # (no line end: with tail.txt's "CC" it would be a win)
    tail.write_bytes(b"CC\n")
    done = mjscore("score", "-f", "jsonl", "-i", str(head), "-i", str(tail))
    assert seen(done) == [(1, "m123p456s789EEE", False), (2, "CC", False)]


def test_text_errors_of_several_inputs_say_their_continued_line_number():
    done = mjscore("score", "-f", "text", "-i", A, "-i", B)
    assert done.returncode == 1
    assert [l.split(": error: ")[0] for l in done.stderr.splitlines()] == ["line 4", "line 6"]
    assert done.stdout.count("Total") == 2 and "error" not in done.stdout


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
    assert [line for line, _, _ in seen(done)] == [1, 4, 5, 6]
