"""Shared test configuration: a fixed Hypothesis profile (deterministic runs), a summary section
where the differential tests report what they covered (printed at the end of every pytest run), and
compiled bytecode for the command lines the tests start when the environment forbids writing it."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

# Every property test runs the same examples on every run and machine (no database, no deadline:
# the shared CI machine's timing must not decide a result).
settings.register_profile("mjscore", derandomize=True, database=None, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("mjscore")

# The width of text output is COLUMNS when set (docs/cli.md, "Text in the terminal's width"), and a
# test run exports one of its own: GNU readline, once loaded (pytest's debugger support loads it),
# sets COLUMNS=80 and LINES=24 in the process's environment (behind os.environ's back), and
# pytest-xdist's workers start with them. The command lines the tests start would then wrap their
# text to 80 columns. They are removed here, readline loaded first; a test that wants a width gives it.
try:
    import readline  # noqa: F401  (its start sets the variables: before they are removed)
except ImportError:
    pass
for _name in ("COLUMNS", "LINES"):
    os.environ.pop(_name, None)
    os.unsetenv(_name)

# Lines the tests add to the end-of-run summary (e.g. the per-fan coverage of the MCR differential).
SUMMARY: list[str] = []


def pytest_terminal_summary(terminalreporter) -> None:
    if SUMMARY:
        terminalreporter.section("coverage of the differential tests")
        for line in SUMMARY:
            terminalreporter.write_line(line)


# -- which build the suite tests ----------------------------------------------------------------------
#
# The same suite runs on the pure source (the checkout) and on the compiled build (.ci/run: a wheel
# built by `pip install .`, with the checkout's mjscore/ replaced by the installed package); the
# header says which build and which files were imported, and tests/test_build.py checks the build
# is the one MJSCORE_EXPECT_BUILD names.

def pytest_report_header(config) -> str:
    import mjscore
    from mjscore.cli.build import build

    return f"mjscore build: {build()} ({Path(mjscore.__file__).parent})"


# -- bytecode for the processes the tests start --------------------------------------------------------
#
# Hundreds of tests run the real command line (`python -m mjscore ...`). Where PYTHONDONTWRITEBYTECODE
# is set (as on the shared machines) no __pycache__ is ever written in the checkout, so each of those
# processes compiled all of mjscore from source first: about two thirds of its start. The test run
# compiles mjscore, and what a few typical command lines import, once into a directory of its own
# (PYTHONPYCACHEPREFIX, in the system's temporary directory), and the processes the tests start read
# their bytecode from there; nothing is written in the checkout, as the setting asks, and Python checks
# each file against its source, so an edited module is compiled anew. The test workers themselves keep
# the usual bytecode (the directory is named to their child processes only).

_ROOT = Path(__file__).resolve().parent.parent
_SHARED = "MJSCORE_TEST_PYCACHE"  # the directory, from the test run to its workers
_WARM_UP = [  # command lines whose imports (standard library included) are compiled into the directory
    ["score", "-f", "text", "-r", "riichi", "--explain", "m234567p234s23554 tsumo seat=S"],
    ["score", "-f", "json", "--jobs", "2", "m123p456s789EEECC", "m123p456s789EEECx"],
    ["waits", "-r", "yaochu", "--scoring", "riichi", "m111999p111s99EE"],
    ["discard", "-f", "text", "m123p456s789EEECCN"],
    ["rules", "-r", "fliosen"],
    ["points", "30", "4"],
    ["log", "--lines", str(_ROOT / "tests" / "data" / "logs")],
    ["score", "--help"],
]


def pytest_configure(config) -> None:
    if hasattr(config, "workerinput"):
        if os.environ.get(_SHARED):
            os.environ["PYTHONPYCACHEPREFIX"] = os.environ[_SHARED]
        return
    if not sys.flags.dont_write_bytecode or os.environ.get("PYTHONPYCACHEPREFIX"):
        return  # (bytecode is written as usual, or placed elsewhere already)
    prefix = tempfile.mkdtemp(prefix="mjscore-test-bytecode-")
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"} | {"PYTHONPYCACHEPREFIX": prefix}
    subprocess.run([sys.executable, "-c", "import compileall, sys; compileall.compile_dir(sys.argv[1], quiet=2)",
                    str(_ROOT / "mjscore")], env=env, cwd=_ROOT, check=True, timeout=300)
    for args in _WARM_UP:  # (what each fails to do is the tests' business: only its imports count here)
        subprocess.run([sys.executable, "-m", "mjscore", *args], env=env, cwd=_ROOT, capture_output=True,
                       timeout=300)
    os.environ[_SHARED] = prefix
    if not config.getoption("numprocesses", None):  # (no workers: this process starts the command lines)
        os.environ["PYTHONPYCACHEPREFIX"] = prefix
    config.stash[_PREFIX] = prefix


def pytest_unconfigure(config) -> None:
    prefix = config.stash.get(_PREFIX, None)
    if prefix is not None:
        for key in (_SHARED, "PYTHONPYCACHEPREFIX"):
            os.environ.pop(key, None)
        shutil.rmtree(prefix, ignore_errors=True)


_PREFIX = pytest.StashKey[str]()
