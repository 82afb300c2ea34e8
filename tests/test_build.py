"""The two builds (setup.py, mjscore/cli/build.py): which one runs, what `mjscore --version` says,
and how setup.py chooses between the compiled and the pure package.

.ci/run runs the whole suite twice, with MJSCORE_EXPECT_BUILD=pure on the checkout and with
MJSCORE_EXPECT_BUILD=compiled on the package `pip install .` built from it; the first test holds
each run to its build.
"""

from __future__ import annotations

import ast
import os
import re
import runpy
import subprocess
import sys
from importlib.machinery import EXTENSION_SUFFIXES
from importlib.util import find_spec
from pathlib import Path

import pytest

import mjscore
from mjscore.cli.build import COMPILED, build

ROOT = Path(__file__).resolve().parent.parent
BUILDS = ("pure", "compiled")


def test_the_build_is_the_one_the_run_expects():
    expected = os.environ.get("MJSCORE_EXPECT_BUILD")
    assert build() == (expected or build()) and build() in BUILDS, f"{build()}, expected {expected or BUILDS}"


@pytest.mark.parametrize("name", COMPILED)
def test_a_compiled_module_is_all_extension_or_all_source_with_the_build(name):
    origin = find_spec(name).origin
    assert origin is not None
    assert origin.endswith(tuple(EXTENSION_SUFFIXES)) == (build() == "compiled"), origin
    # (the source is installed beside the extension module: tests and tracebacks read it)
    assert (Path(origin).parent / (name.rpartition(".")[2] + ".py")).is_file()


def test_the_version_line_names_the_build():
    done = subprocess.run([sys.executable, "-m", "mjscore", "--version"], capture_output=True, text=True,
                          cwd=ROOT, env=dict(os.environ, PYTHONPATH=str(ROOT)), timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout == f"mjscore {mjscore.__version__} ({build()})\n"
    assert re.fullmatch(r"mjscore \d+\.\d+\.\d+ \((pure|compiled)\)\n", done.stdout)


def test_the_compiled_modules_are_not_the_front_end():
    # The package's __init__ files and the command line stay Python: their work is start-up, and a
    # package __init__ compiled by mypyc would load the whole compiled library on `import mjscore`.
    for name in COMPILED:
        assert not name.startswith("mjscore.cli."), name
        assert not (ROOT.joinpath(*name.split(".")) / "__init__.py").exists(), name


# -- setup.py's choices --------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def setup_py():
    """setup.py's functions (loaded without running setup(), which runs only as __main__)."""
    return runpy.run_path(str(ROOT / "setup.py"), run_name="mjscore_setup")


WHEEL_COMMANDS = [  # (the command lines setuptools' build backend runs setup.py with)
    pytest.param(["setup.py", "bdist_wheel", "--dist-dir", "/tmp/x"], True, id="wheel"),
    pytest.param(["setup.py", "build_ext", "--inplace"], True, id="build_ext"),
    pytest.param(["setup.py", "editable_wheel", "--dist-dir", "/tmp/x"], False, id="editable"),
    pytest.param(["setup.py", "egg_info"], False, id="egg_info"),
    pytest.param(["setup.py", "dist_info", "--output-dir", "/tmp/x"], False, id="dist_info"),
    pytest.param(["setup.py", "sdist", "--dist-dir", "/tmp/x"], False, id="sdist"),
]


@pytest.mark.parametrize("argv, compiles", WHEEL_COMMANDS)
def test_only_a_wheel_is_compiled_never_an_editable_install(setup_py, monkeypatch, argv, compiles):
    monkeypatch.setattr(sys, "argv", argv)
    assert setup_py["_building_a_wheel"]() is compiles


def test_setup_compiles_the_listed_modules(setup_py):
    paths = setup_py["_compiled_modules"]()
    assert paths == [str(Path(*name.split("."))) + ".py" for name in COMPILED]
    assert all((ROOT / p).is_file() for p in paths)


@pytest.mark.parametrize("env, said", [
    pytest.param({"MJSCORE_PURE": "1"}, "MJSCORE_PURE is set: building the pure package", id="MJSCORE_PURE"),
    pytest.param({"CC": "/nonexistent/cc"}, "no C compiler found: building the pure package (not compiled)",
                 id="no-compiler"),
])
def test_the_pure_package_is_chosen_with_one_line(setup_py, monkeypatch, capsys, env, said):
    monkeypatch.delenv("MJSCORE_PURE", raising=False)
    for key, value in env.items():
        monkeypatch.setenv(key, value)
    assert setup_py["_extensions"]() == []
    assert capsys.readouterr().err == f"mjscore: {said}\n"


def test_a_failing_c_compiler_leaves_the_pure_package(setup_py, tmp_path, capsys):
    from setuptools import Distribution, Extension

    (tmp_path / "broken.c").write_text("this is not C;\n")
    dist = Distribution({"name": "broken", "ext_modules": [Extension("broken", [str(tmp_path / "broken.c")])]})
    command = setup_py["BuildExt"](dist)
    command.build_lib, command.build_temp = str(tmp_path / "lib"), str(tmp_path / "temp")
    command.ensure_finalized()
    command.run()
    assert not list((tmp_path / "lib").glob("broken*")) and dist.ext_modules == []
    lines = [line for line in capsys.readouterr().err.splitlines() if line.startswith("mjscore:")]
    assert len(lines) == 1 and lines[0].startswith("mjscore: the C compiler failed (")
    assert lines[0].endswith("): building the pure package (not compiled)")


def test_pyproject_stays_the_packaging_file():
    # setup.py only adds what pyproject.toml cannot declare: the extension modules and their build.
    tree = ast.parse((ROOT / "setup.py").read_text(encoding="utf-8"))
    calls = [node for node in ast.walk(tree) if isinstance(node, ast.Call)
             and isinstance(node.func, ast.Name) and node.func.id == "setup"]
    assert len(calls) == 1 and not calls[0].args
    assert {k.arg for k in calls[0].keywords} == {"ext_modules", "cmdclass"}
    assert not (ROOT / "setup.cfg").exists()
    assert re.search(r'^requires = \[.*"mypy[^"]*".*\]$', (ROOT / "pyproject.toml").read_text(), re.M)
