"""Each command's ``--help`` (issue 24 item 12), through the real command line: examples, the
notation's summary for the commands that read hands, and a list of commands whose descriptions are
whole at 80 columns (none cut with "..."); every example that needs no file runs and exits 0.
"""

from __future__ import annotations

import os
import shlex
import subprocess
import sys

import pytest

from mjscore.cli.helptext import HELP

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
COMMANDS = ["score", "waits", "discard", "rules", "log", "points", "help"]
READING = ["score", "waits", "discard"]


def mjscore(*args: str, columns: int = 80) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=ROOT, COLUMNS=str(columns), NO_COLOR="1")
    return subprocess.run([sys.executable, "-m", "mjscore", *args], capture_output=True, text=True, env=env,
                          timeout=60)


@pytest.fixture(scope="module")
def helps() -> dict[str, str]:
    out = {}
    for command in COMMANDS:
        p = mjscore(command, "--help")
        assert p.returncode == 0, p.stderr
        out[command] = p.stdout
    return out


def examples(help_text: str) -> list[str]:
    """The lines of the help's "Examples:" block, comments cut."""
    block = help_text.split("Examples:\n", 1)[1].split("\n\n", 1)[0]
    return [line.split("  #", 1)[0].strip() for line in block.splitlines() if line.strip()]


def test_command_list_says_each_command_whole():
    p = mjscore("--help")
    listed = p.stdout.split("Commands:\n", 1)[1].splitlines()
    assert [line.split()[0] for line in listed if line.strip()] == COMMANDS
    assert not [line for line in listed if line.rstrip().endswith("...")], p.stdout


@pytest.mark.parametrize("command", COMMANDS)
def test_help_has_examples_of_its_command(helps, command):
    found = examples(helps[command])
    assert found and all(line.startswith(f"mjscore {command}") for line in found), found


@pytest.mark.parametrize("command", READING)
def test_help_of_a_command_that_reads_hands_summarises_the_notation(helps, command):
    text = helps[command]
    assert "The notation (in full: mjscore help notation):" in text
    for piece in ("characters (p dots, s bamboo)", "claimed melds", "concealed kong", "the last tile outside brackets",
                  "tsumo seat=S"):
        assert piece in text, piece


def test_help_of_log_says_what_records_it_reads(helps):
    assert "Records: Tenhou mjlog XML" in helps["log"]


def test_help_lines_fit_eighty_columns(helps):
    wide = [(command, line) for command, text in helps.items() for line in text.splitlines() if len(line) > 80]
    assert not wide, wide


# (the examples as the help module writes them, so that collecting the tests runs nothing)
RUNNABLE = [(command, line) for command in COMMANDS if command != "log"
            for line in examples(HELP[command][1].replace("\b\n", "")) if ">" not in line and ".txt" not in line]


@pytest.mark.parametrize("command, line", RUNNABLE, ids=[line for _, line in RUNNABLE])
def test_help_example_runs(command, line):
    p = mjscore(*shlex.split(line)[1:])
    assert (p.returncode, p.stderr) == (0, ""), p.stderr
    assert p.stdout
