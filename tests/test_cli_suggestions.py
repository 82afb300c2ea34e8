"""Usage mistakes that name what was meant (issue 24, item 9, its command-line part): a choice
near one allowed gets "did you mean …?", and `-` as a LINE says how to read standard input. Through
the real command line: usage errors, exit status 2, nothing on stdout."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "mjscore", *args], capture_output=True, text=True,
                          input="m123p456s789EEECC tsumo\n")


# (id, arguments, the last line of stderr)
MISTAKES = [
    ("rules-misspelt", ["score", "-r", "richi", "m19p19s19ESWNCFPP"],
     "Error: Invalid value for '--rules': 'richi' is not one of mcr, yaochu, fliosen, riichi; did you mean riichi?"),
    ("rules-uppercase-misspelt", ["score", "--rules", "YAOCHOU", "m19p19s19ESWNCFPP"],
     "Error: Invalid value for '--rules': 'YAOCHOU' is not one of mcr, yaochu, fliosen, riichi; did you mean yaochu?"),
    ("rules-far", ["score", "-r", "xyz", "m19p19s19ESWNCFPP"],
     "Error: Invalid value for '--rules': 'xyz' is not one of mcr, yaochu, fliosen, riichi."),
    ("format-txt", ["score", "--format", "txt", "m19p19s19ESWNCFPP"],
     "Error: Invalid value for '--format': 'txt' is not one of text, json, jsonl; did you mean text?"),
    ("rule-option-near", ["score", "--mcr-variant", "199", "m19p19s19ESWNCFPP"],
     "Error: --mcr-variant: '199' is not one of reference, 1998 (mcr rules); did you mean 1998?"),
    ("dora-tiles-bad", ["score", "-r", "riichi", "--dora", "xx", "m234567p234s23554 seat=S"],
     "Error: --dora: xx: unexpected 'x' at column 1"),
    ("seen-tiles-bad", ["waits", "--seen", "m0q", "m123p456s789EEEC"],
     "Error: --seen: m0q: unexpected 'q' at column 3"),
    ("dash-as-line-score", ["score", "-"], "Error: '-' is not a hand: to read standard input use -i - (or give no LINE)"),
    ("dash-as-line-waits", ["waits", "m123p456s789EEEC", "-"],
     "Error: '-' is not a hand: to read standard input use -i - (or give no LINE)"),
]


@pytest.mark.parametrize("args, message", [m[1:] for m in MISTAKES], ids=[m[0] for m in MISTAKES])
def test_usage_mistake_names_what_was_meant(args, message):
    p = _run(*args)
    assert (p.returncode, p.stdout) == (2, "")
    assert p.stderr.strip().splitlines()[-1] == message


def test_dash_as_the_input_file_reads_standard_input():
    p = _run("score", "-f", "jsonl", "-i", "-")
    assert p.returncode == 0 and '"ok":true' in p.stdout


@pytest.mark.parametrize("command", ["score", "waits", "discard", "rules"])
def test_help_lists_the_mcr_variants(command):
    """`--mcr-variant` shows its choices in each command's help, as the other choices do (item 12)."""
    p = subprocess.run([sys.executable, "-m", "mjscore", command, "--help"], capture_output=True, text=True,
                       env={**os.environ, "COLUMNS": "200", "NO_COLOR": "1"})
    assert p.returncode == 0 and "--mcr-variant reference|1998" in p.stdout, p.stdout
