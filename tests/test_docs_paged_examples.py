"""The examples of README.md and docs/ that page text (`mjscore ... | less`) say `-f text`: through a
pipe the default format is JSON lines (CLI.md), so without it the pager shows JSON (issue 34, item
12). Each such example is run as written (the pager left out) through the real command line: its
output is text, every line within the example's COLUMNS."""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
PAGED = re.compile(r"^(?P<env>(?:[A-Z_]+=\S+ )*)(?P<command>mjscore [^|#]*?)\s*\|\s*(?:less|more)\b")


def paged_examples() -> list:
    found = []
    for page in PAGES:
        for n, line in enumerate(page.read_text(encoding="utf-8").splitlines(), 1):
            m = PAGED.match(line.strip())
            if m and m["command"].split()[1] != "help":  # (`mjscore help PAGE` prints Markdown: no format)
                found.append(pytest.param(m["env"], m["command"], id=f"{page.name}:{n}"))
    return found


EXAMPLES = paged_examples()


def test_the_pages_have_paged_examples():
    assert len(EXAMPLES) >= 2  # (README and docs/cli.md: a test that finds none would pass for nothing)


@pytest.mark.parametrize("env, command", EXAMPLES)
def test_a_paged_example_asks_for_text(env, command):
    args = shlex.split(command)
    assert "-f" in args and args[args.index("-f") + 1] == "text", command
    environment = {k: v for k, v in os.environ.items() if k not in ("COLUMNS", "NO_COLOR", "FORCE_COLOR")}
    environment.update(dict(item.split("=", 1) for item in env.split()), PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-m", "mjscore", *args[1:]], cwd=ROOT, env=environment,
                          capture_output=True, text=True, encoding="utf-8", timeout=120)
    assert done.returncode == 0, done.stderr
    assert not done.stdout.startswith(("{", "[")), done.stdout[:200]  # text, not JSON
    from mjscore.cli.report import width

    columns = int(environment.get("COLUMNS", "100000"))
    assert max(width(line) for line in done.stdout.splitlines()) <= columns
