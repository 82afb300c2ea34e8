"""`mjscore help [PAGE]` (issue 34, item 9; docs/cli.md, "mjscore help"): the reference pages ship with
the package and are printed from the command line, and `--help` names them instead of docs/ paths an
installed user does not have. Through the real command line, from the checkout and from a plain
(non-editable) build of the package, run away from the checkout."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PAGES = ["notation", "cli", "mcr", "yaochu", "fliosen", "riichi", "logs"]


def mjscore(*args: str, cwd: Path = ROOT, path: Path = ROOT) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k not in ("COLUMNS", "LINES")}
    env["PYTHONPATH"] = str(path)
    return subprocess.run([sys.executable, "-m", "mjscore", *args], cwd=cwd, env=env, capture_output=True,
                          text=True, encoding="utf-8", timeout=120)


def test_help_lists_the_pages():
    done = mjscore("help")
    assert done.returncode == 0, done.stderr
    listed = [line.split()[0] for line in done.stdout.splitlines() if line.startswith("  ")]
    assert listed == PAGES


@pytest.mark.parametrize("page", PAGES)
def test_help_page_prints_the_docs_page(page):
    done = mjscore("help", page)
    assert done.returncode == 0, done.stderr
    assert done.stdout == (ROOT / "docs" / f"{page}.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("args, said", [
    (["notaton"], "no help page 'notaton'; the pages are: notation, cli, mcr, yaochu, fliosen, riichi, logs; "
                  "did you mean notation?"),
    (["score"], "'score' is a command: its help is mjscore score --help"),
    (["notation", "cli"], "give one page"),
], ids=["misspelt", "a-command", "two-pages"])
def test_a_page_that_is_not_one_is_a_usage_error(args, said):
    done = mjscore("help", *args)
    assert done.returncode == 2 and said in done.stderr and done.stdout == ""


@pytest.mark.parametrize("command", ["", "score", "waits", "discard", "rules", "log", "points", "help"])
def test_help_names_no_docs_path_and_points_at_mjscore_help(command):
    done = mjscore(*([command] if command else []), "--help")
    assert done.returncode == 0
    text = " ".join(done.stdout.split())  # (Click wraps the help: words joined again)
    assert not re.search(r"docs/\w+\.md", text), text
    if command in ("", "score", "waits", "discard", "log"):
        assert "mjscore help" in text


def test_the_pages_ship_with_a_plain_install(tmp_path):
    """A build of the package as pip installs it (setuptools' build_py from pyproject.toml, no
    checkout beside it): `mjscore help notation` prints docs/notation.md from the package data."""
    source = tmp_path / "source"
    source.mkdir()
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, source / name)
    for name in ("mjscore", "grammars", "docs"):
        shutil.copytree(ROOT / name, source / name, ignore=shutil.ignore_patterns("__pycache__"))
    built = tmp_path / "lib"
    done = subprocess.run([sys.executable, "-c", "import setuptools; setuptools.setup()", "-q", "build_py",
                           "--build-lib", str(built)], cwd=source, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    shipped = sorted(p.name for p in (built / "mjscore" / "docs").iterdir())
    assert shipped == sorted(p.name for p in (ROOT / "docs").glob("*.md"))  # the pages, nothing else
    away = tmp_path / "elsewhere"
    away.mkdir()
    shutil.rmtree(source)  # (no checkout left to read)
    done = mjscore("help", "notation", cwd=away, path=built)
    assert done.returncode == 0, done.stderr
    assert done.stdout == (ROOT / "docs" / "notation.md").read_text(encoding="utf-8")
