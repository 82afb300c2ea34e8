"""tests/needs.py: a test dependency that is missing fails the test that needs it (no skip); each
dependency of the ``test`` extra is installed here."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.needs import needed

ROOT = Path(__file__).resolve().parent.parent


def test_a_missing_dependency_fails_naming_the_extra():
    with pytest.raises(pytest.fail.Exception, match=r"no_such_module_of_mjscore is a test dependency .*\[test\]"):
        needed("no_such_module_of_mjscore")


# The module each dependency of the extra is imported as.
MODULES = {"pytest": "pytest", "pytest-xdist": "xdist", "hypothesis": "hypothesis", "pymahjonggb": "MahjongGB",
           "mahjong": "mahjong", "mypy": "mypy", "dask[bag]": "dask.bag", "riichienv": "riichienv"}


def _extra() -> list[str]:
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    line = re.search(r"^test = \[(.*)\]$", text, re.M)
    assert line, "pyproject.toml has no test extra"
    return [re.split(r"[<>=!~]", d.strip().strip('"'))[0] for d in line.group(1).split(",")]


@pytest.mark.parametrize("dependency", _extra())
def test_each_dependency_of_the_test_extra_is_installed(dependency):
    assert dependency in MODULES, f"{dependency}: add the module it is imported as to MODULES"
    assert needed(MODULES[dependency]) is not None
