"""The typed Python API (PEP 561): mjscore ships ``py.typed``, and type checkers see the real types
of its public names, not the ``Any`` that the package's lazy module ``__getattr__`` would give.

- ``mypy --strict`` passes on a user's script of the API (tests/typing_user_script.py), which also
  runs; mjscore is found the way an installed package is (its own modules' errors not reported).
- Each public name of ``mjscore.__all__`` has its real type for mypy (``reveal_type``), table-driven.
- The typed modules themselves (the package, api, errors, hand, tiles) pass ``mypy --strict``, and
  so does the whole package, ``mypy --strict mjscore`` (issue 32): any error in any module fails;
  a ``# type: ignore[code]`` says why on its line.
- The names type checkers see (the ``TYPE_CHECKING`` imports) are those loaded at run time
  (``_LAZY``) and those of ``__all__``; ``import mjscore`` still loads none of them.
"""

from __future__ import annotations

import ast
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

import mjscore
from tests.needs import needed

ROOT = Path(__file__).resolve().parent.parent
USER_SCRIPT = ROOT / "tests" / "typing_user_script.py"
# The modules that pass `mypy --strict` on their own (the others are checked as their users see them).
STRICT_MODULES = ["mjscore/__init__.py", "mjscore/api.py", "mjscore/api_types.py", "mjscore/errors.py",
                  "mjscore/hand.py",
                  "mjscore/tiles.py"]


def _mypy(args: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    """``mypy --strict`` with mjscore found on MYPYPATH, its modules' own errors silenced (as for an
    installed package), from ``cwd`` (no configuration file there)."""
    try:
        import mypy  # noqa: F401
    except ModuleNotFoundError:
        pytest.fail("mypy is not installed: pip install -e '.[test]'")
    env = {**os.environ, "MYPYPATH": str(ROOT)}
    command = [sys.executable, "-m", "mypy", "--strict", "--follow-imports=silent", "--no-error-summary",
               "--cache-dir", str(cwd / ".mypy_cache"), "--hide-error-context", "--no-pretty", *args]
    return subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True)


def test_py_typed_marker_ships_with_the_package():
    assert (ROOT / "mjscore" / "py.typed").is_file()
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    block = re.search(r"^\[tool\.setuptools\.package-data\]\n((?:.+\n)*)", text, re.M)
    assert block and re.search(r'^"mjscore"\s*=\s*\[[^]]*"py\.typed"', block.group(1), re.M)


def test_user_script_passes_mypy_strict(tmp_path):
    p = _mypy([str(USER_SCRIPT)], tmp_path)
    assert p.returncode == 0, p.stdout + p.stderr


def test_user_script_runs():
    p = subprocess.run([sys.executable, str(USER_SCRIPT)], cwd=ROOT, capture_output=True, text=True)
    assert (p.returncode, p.stdout) == (0, "ok\n"), p.stderr


# A user's assignments to the fields of values (frozen: every field is Final), and what mypy says.
_ASSIGNMENTS = """\
import mjscore
from mjscore.hand import Conditions, Meld
r = mjscore.score("m123456789p11s123 tsumo", rules="mcr")
r.ok = False
r.parsed.conditions.tsumo = False  # type: ignore[union-attr]
Meld(kind="pung", tile=0).red = 1
"""


def test_a_value_s_fields_cannot_be_assigned(tmp_path):
    (tmp_path / "assign.py").write_text(_ASSIGNMENTS, encoding="utf-8")
    p = _mypy(["assign.py"], tmp_path)
    refused = re.findall(r"^assign\.py:(\d+): error: Cannot assign to final attribute \"(\w+)\"", p.stdout, re.M)
    assert refused == [("4", "ok"), ("5", "tsumo"), ("6", "red")], p.stdout + p.stderr


def test_typed_modules_pass_mypy_strict():
    p = _mypy(STRICT_MODULES, ROOT)
    assert p.returncode == 0, p.stdout + p.stderr


def test_the_package_passes_mypy_strict(tmp_path):
    """``mypy --strict mjscore``, run from the checkout (its own configuration, none given here), finds
    no error in any module of the package (status 0: 1 is an error found, 2 a crash or bad usage)."""
    needed("mypy")
    env = {k: v for k, v in os.environ.items() if k not in ("MYPYPATH", "PYTHONPATH")}
    p = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--no-error-summary", "--hide-error-context",
                        "--no-pretty", "--cache-dir", str(tmp_path / ".mypy_cache"), "mjscore"],
                       cwd=ROOT, env=env, capture_output=True, text=True)
    assert p.returncode == 0, p.stdout + p.stderr


# A silenced error says which one and why, on its own line: ``# type: ignore[code]  # (reason)``.
_IGNORE = re.compile(r"#\s*type:\s*ignore(?!\[[a-z-]+(?:,\s*[a-z-]+)*\]\s+#\s*\S)")


def test_every_type_ignore_names_its_error_and_says_why():
    found = [f"{path.relative_to(ROOT)}:{n}: {line.strip()}"
             for path in sorted((ROOT / "mjscore").rglob("*.py"))
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if _IGNORE.search(line)]
    assert not found, "\n".join(found)


def test_the_ignore_check_finds_a_bare_ignore_and_one_without_a_reason():
    assert _IGNORE.search("x = f()  # type: ignore")
    assert _IGNORE.search("x = f()  # type: ignore[arg-type]")
    assert not _IGNORE.search("x = f()  # type: ignore[arg-type]  # (a stand-in)")
    assert not _IGNORE.search("x = f()  # type: ignore[union-attr, misc]  # (checked above)")


# Public name -> what mypy must reveal for it (a regular expression searched in the revealed type).
# A name added to __all__ (discard, issue 13: `discard(line, rules="mcr", **options) -> Result`) is
# checked to be no Any without a row here; a row pins its signature.
EXPECTED = {
    "__version__": r"^str$",
    # (overloaded on the rules Literal, the default "mcr" first: each rule set's typed fields, then a
    # Result of a mapping for a rule set named at run time; issue 34 item 10)
    "score": r"^Overload\(def \(line: str, rules: Literal\['mcr'\] =, \*\*options: \*\*TypedDict\(mjscore\.api_types\.Options, .*\)\) "
             r"-> mjscore\.api\.Result\[TypedDict\(mjscore\.api_types\.McrFields, .*"
             r"def \(line: str, rules: Literal\['yaochu'\], .* -> mjscore\.api\.Result\[TypedDict\(mjscore\.api_types\.YaochuFields, .*"
             r"def \(line: str, rules: Literal\['fliosen'\], .* -> mjscore\.api\.Result\[TypedDict\(mjscore\.api_types\.FliosenFields, .*"
             r"def \(line: str, rules: Literal\['riichi'\], .* -> mjscore\.api\.Result\[TypedDict\(mjscore\.api_types\.RiichiFields, .*"
             r"def \(line: str, rules: Literal\['mcr'\] \| Literal\['yaochu'\] \| Literal\['fliosen'\] \| Literal\['riichi'\], "
             r".*\) -> mjscore\.api\.Result\[typing\.Mapping\[str, Any\]\]\)$",
    "waits": r"^Overload\(def \(line: str, rules: Literal\['mcr'\] =, \*\*options: \*\*TypedDict\(mjscore\.api_types\.Options, .*\)\) "
             r"-> mjscore\.api\.Result\[TypedDict\(mjscore\.api_types\.McrWaitsFields, .*"
             r"def \(line: str, rules: Literal\['yaochu'\], .* -> mjscore\.api\.Result\[TypedDict\(mjscore\.api_types\.YaochuWaitsFields, .*"
             r"def \(line: str, rules: Literal\['fliosen'\], .* -> mjscore\.api\.Result\[TypedDict\(mjscore\.api_types\.FliosenWaitsFields, .*"
             r"def \(line: str, rules: Literal\['riichi'\], .* -> mjscore\.api\.Result\[TypedDict\(mjscore\.api_types\.RiichiWaitsFields, .*"
             r"def \(line: str, rules: Literal\['mcr'\] \| Literal\['yaochu'\] \| Literal\['fliosen'\] \| Literal\['riichi'\], "
             r".*\) -> mjscore\.api\.Result\[typing\.Mapping\[str, Any\]\]\)$",
    "discard": r"^Overload\(def \(line: str, rules: Literal\['mcr'\] =, \*\*options: \*\*TypedDict\(mjscore\.api_types\.Options, .*\)\) "
             r"-> mjscore\.api\.Result\[TypedDict\(mjscore\.api_types\.McrDiscardFields, .*"
             r"def \(line: str, rules: Literal\['yaochu'\], .* -> mjscore\.api\.Result\[TypedDict\(mjscore\.api_types\.YaochuDiscardFields, .*"
             r"def \(line: str, rules: Literal\['fliosen'\], .* -> mjscore\.api\.Result\[TypedDict\(mjscore\.api_types\.FliosenDiscardFields, .*"
             r"def \(line: str, rules: Literal\['riichi'\], .* -> mjscore\.api\.Result\[TypedDict\(mjscore\.api_types\.RiichiDiscardFields, .*"
             r"def \(line: str, rules: Literal\['mcr'\] \| Literal\['yaochu'\] \| Literal\['fliosen'\] \| Literal\['riichi'\], "
             r".*\) -> mjscore\.api\.Result\[typing\.Mapping\[str, Any\]\]\)$",
    "results": r"^def \(lines: typing\.Iterable\[str\], .*\) -> typing\.Iterator\[mjscore\.api\.Result\[typing\.Mapping\[str, Any\]\]\]$",
    "Result": r"-> mjscore\.api\.Result\[F\]$",  # (generic in its fields, a mapping by default)
    "Engine": r"^def \(rules: Literal\['mcr'\] \| Literal\['yaochu'\] \| Literal\['fliosen'\] \| Literal\['riichi'\] =, \*, tiles: str =, "
              r"\*\*options: \*\*TypedDict\(mjscore\.api_types\.Options, .*\)\) -> mjscore\.api\.Engine$",
    "OptionError": r"-> mjscore\.api\.OptionError$",
    "MjscoreError": r"^def \(kind: str, message: str, column: int \| None =, text: str \| None =\) -> "
                    r"mjscore\.errors\.MjscoreError$",
    "HandSyntaxError": r"^def \(message: str, .*\) -> mjscore\.errors\.HandSyntaxError$",
    "InvalidHandError": r"^def \(message: str, .*\) -> mjscore\.errors\.InvalidHandError$",
    "NotAWinError": r"^def \(message: str, .*\) -> mjscore\.errors\.NotAWinError$",
    "parse_hand": r"^def \(text: str, .*\) -> mjscore\.hand\.Hand$",
    "format_hand": r"^def \(hand: mjscore\.hand\.Hand\) -> str$",
    "format_tiles": r"-> str$",
    "Hand": r"-> mjscore\.hand\.Hand$",
    "Meld": r"-> mjscore\.hand\.Meld$",
    "Conditions": r"-> mjscore\.hand\.Conditions$",
    "log": r"^def \(source: .*\) -> typing\.Iterator\[mjscore\.logs\.run\.LogResult\]$",
    "LogResult": r"-> mjscore\.logs\.run\.LogResult$",
}
# What a user reads off a result or an error.
EXPECTED_ATTRIBUTES = {
    "mjscore.score('').ok": r"^bool$",
    "mjscore.score('').hand": r"^str$",
    "mjscore.score('').fields": r"^TypedDict\(mjscore\.api_types\.McrFields, ",
    "mjscore.score('', rules='riichi').fields['payments']": r"^TypedDict\(mjscore\.api_types\.RiichiPayments, .*\) \| None$",
    "mjscore.Engine().score('').fields": r"^typing\.Mapping\[str, Any\]$",
    "mjscore.score('').to_dict()": r"^dict\[str, Any\]$",
    "mjscore.Engine().result('')": r"^mjscore\.api\.Result\[typing\.Mapping\[str, Any\]\]$",
    "mjscore.MjscoreError('', '').column": r"^int \| None$",
    "mjscore.MjscoreError('', '').kind": r"^str$",
    "mjscore.MjscoreError('', '').to_dict()": r"^dict\[str, Any\]$",
}


@pytest.fixture(scope="module")
def revealed(tmp_path_factory):
    """What mypy reveals for each public name and each expression above."""
    where = tmp_path_factory.mktemp("reveal")
    expressions = [f"mjscore.{name}" for name in mjscore.__all__] + list(EXPECTED_ATTRIBUTES)
    (where / "reveal.py").write_text("import mjscore\n" + "".join(f"reveal_type({e})\n" for e in expressions))
    p = _mypy(["reveal.py"], where)
    found = re.findall(r'^reveal\.py:(\d+): note: Revealed type is "(.*)"$', p.stdout, re.M)
    by_line = {int(n): t for n, t in found}
    assert len(by_line) == len(expressions), p.stdout + p.stderr
    return {e: by_line[i] for i, e in enumerate(expressions, 2)}


@pytest.mark.parametrize("name", mjscore.__all__)
def test_public_name_has_its_real_type(revealed, name):
    got = revealed[f"mjscore.{name}"]
    assert got != "Any" and "module" not in got, got
    if name in EXPECTED:
        assert re.search(EXPECTED[name], got), got


@pytest.mark.parametrize("expression", list(EXPECTED_ATTRIBUTES))
def test_what_a_user_reads_has_its_real_type(revealed, expression):
    got = revealed[expression]
    assert re.search(EXPECTED_ATTRIBUTES[expression], got), got


def _type_checking_imports() -> set[str]:
    tree = ast.parse((ROOT / "mjscore" / "__init__.py").read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in tree.body:
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING":
            for imp in node.body:
                assert isinstance(imp, ast.ImportFrom)
                for alias in imp.names:
                    assert alias.asname == alias.name, "an explicit re-export: `from .m import X as X`"
                    names.add(alias.name)
    return names


def test_type_checkers_see_the_names_loaded_at_run_time():
    assert _type_checking_imports() == set(mjscore._LAZY) == set(mjscore.__all__) - {"__version__"}
    for name in mjscore.__all__:
        assert getattr(mjscore, name) is not None


def test_import_mjscore_stays_lazy():
    code = ("import sys\nalready = 'typing' in sys.modules\nimport mjscore\n"
            "print(sorted(m for m in sys.modules if m.startswith('mjscore')),"
            " 'typing' in sys.modules and not already, mjscore.TYPE_CHECKING)\n")
    p = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert p.stdout.strip() == "['mjscore'] False False", p.stderr
