"""The types of the API's arguments (issue 24, items 13-14): the README's Python snippet passes
``mypy --strict`` as written; ``rules`` is a Literal and the keyword options a TypedDict, so that
mistakes are type errors; at run time a flag given as text is refused and the rule set's name is
read in any case, as the command line reads it; and mypy finds mjscore from outside the repository
(the development install is a static path entry, not setuptools' import-hook finder).

mypy runs here with no MYPYPATH, from a temporary directory: mjscore is found as installed.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import typing
from pathlib import Path

import pytest

import mjscore
from mjscore import api, api_types
from mjscore import options as cli_options
from mjscore.rules import catalog

ROOT = Path(__file__).resolve().parent.parent


def readme_python_snippet() -> str:
    """The README's Python example, exactly as written (the first ```python block of "## Python")."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("\n## Python\n", 1)[1]
    found = re.search(r"^```python\n(.*?)^```$", section, re.M | re.S)
    assert found, "README.md: no ```python block under ## Python"
    return found.group(1)


def test_readme_snippet_passes_mypy_strict_outside_the_repository(mypy_said):
    assert mypy_said("readme_snippet.py") == [], mypy_said.output


def test_readme_snippet_runs(tmp_path):
    (tmp_path / "snippet.py").write_text(readme_python_snippet(), encoding="utf-8")
    p = subprocess.run([sys.executable, "snippet.py"], cwd=tmp_path, capture_output=True, text=True)
    assert p.returncode == 0, p.stderr


def test_installed_package_is_found_by_mypy_outside_the_repository(mypy_said):
    said = mypy_said("user.py")
    assert len(said) == 1 and ": note: " in said[0] and "mjscore.api.Result" in said[0], mypy_said.output


def test_development_install_is_a_static_path_entry():
    # setuptools' default editable install for this layout is an import hook that type checkers cannot
    # follow; `mode = "compat"` makes it a .pth naming the checkout.
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert re.search(r'^\[tool\.distutils\.editable_wheel\]\nmode = "compat"$', text, re.M)


# Code a type checker must refuse: (id, code, what mypy says)
# (score, waits and discard are overloaded on the rules Literal, their results typed per rule set: mypy
# then says no variant matches; tests/test_typing_results.py)
MISTAKES = [
    ("misspelt-rule-set", 'score("m123p456s789EEECC", rules="richi")',
     r'Argument "rules" to "score"|No overload variant of "score" matches argument types "str", "str"'),
    ("misspelt-option", 'score("m123p456s789EEECC", tsumoo=True)', r'Unexpected keyword argument "tsumoo"'),
    ("flag-as-text", 'score("m123p456s789EEECC", tsumo="false")',
     r'Argument "tsumo" to "score"|No overload variant of "score" matches argument types "str", "str"'),
    ("unknown-choice", 'score("m123p456s789EEECC", rules="riichi", kazoe="x")',
     r'Argument "kazoe"|No overload variant of "score" matches argument types "str", "str", "str"'),
    ("bad-seat", 'waits("m123p456s789EEEC", seat="X")',
     r'Argument "seat" to "waits"|No overload variant of "waits" matches argument types "str", "str"'),
    ("engine-rule-set", 'Engine("MCR")', r'Argument 1 to "Engine"'),
]

CORRECT_OPTIONS = (
    "from mjscore import Engine, discard, results, score, waits\n"
    'r = score("m234567p234s23554", rules="riichi", seat="S", dora="m1", kiriage=True, explain=True)\n'
    't: int = r.fields["total"]\n'
    'waits("m123p456s789EEEC", seen=[0, 0], flowers=2)\n'
    'discard("m147p258s369ESWNm5", seen="PPF")\n'
    'list(results(["m123p456s789EEECC"], "mcr", "score", tsumo=True))\n'
    'Engine("yaochu", tiles="botzone", scoring="flat", calls="none")\n')


class MypySaid:
    """One ``mypy --strict`` run on every file of the tests below, in an empty directory with mjscore
    found as installed (no MYPYPATH): one analysis of mjscore instead of one per file (each costs a
    second or more). Calling it with a file's name gives the lines mypy wrote about that file."""

    def __init__(self, directory: Path, files: dict[str, str]):
        pytest.importorskip("mypy")
        for name, code in files.items():
            (directory / name).write_text(code, encoding="utf-8")
        env = {k: v for k, v in os.environ.items() if k not in ("MYPYPATH", "PYTHONPATH")}
        command = [sys.executable, "-m", "mypy", "--strict", "--no-error-summary", "--hide-error-context",
                   "--no-pretty", "--cache-dir", str(directory / ".mypy_cache"), *files]
        p = subprocess.run(command, cwd=directory, env=env, capture_output=True, text=True)
        self.output = p.stdout + p.stderr
        self.lines = p.stdout.splitlines()
        # A crash, or a message about any other file (mjscore's own modules included), fails every test
        # that reads this run, as its own run's exit status did; the mistakes make the status 1.
        assert p.returncode == 1 and not p.stderr, self.output
        assert all(line.split(":", 1)[0] in files for line in self.lines), self.output

    def __call__(self, name: str) -> list[str]:
        return [line for line in self.lines if line.startswith(name + ":")]


@pytest.fixture(scope="module")
def mypy_said(tmp_path_factory) -> MypySaid:
    files = {"readme_snippet.py": readme_python_snippet(), "user.py": "import mjscore\nreveal_type(mjscore.score)\n",
             "ok.py": CORRECT_OPTIONS}
    for key, code, _ in MISTAKES:
        files[f"mistake_{key.replace('-', '_')}.py"] = f"from mjscore import Engine, score, waits\n{code}\n"
    return MypySaid(tmp_path_factory.mktemp("mypy"), files)


@pytest.mark.parametrize("key, message", [(m[0], m[2]) for m in MISTAKES], ids=[m[0] for m in MISTAKES])
def test_mistakes_are_type_errors(mypy_said, key, message):
    said = mypy_said(f"mistake_{key.replace('-', '_')}.py")
    assert any(": error: " in line and re.search(message, line) for line in said), mypy_said.output


def test_correct_options_type_check(mypy_said):
    assert mypy_said("ok.py") == [], mypy_said.output


def test_types_name_the_catalogs_values():
    assert typing.get_args(api_types.RuleName) == catalog.NAMES
    hints = typing.get_type_hints(api_types.Options)
    rule_options = {o.name: o for o in cli_options.TABLE if o.group == catalog.RULE}
    assert set(hints) == set(rule_options) | set(api.CONDITION_FIELDS)
    for name, o in rule_options.items():
        if o.kind == catalog.CHOICE:
            assert typing.get_args(hints[name]) == o.values, name
        else:
            assert hints[name] is bool, name


# At run time: (id, call, what happens)
RUN_TIME = [
    ("flag-as-text-refused", lambda: mjscore.score("m123p456s789EEECC", tsumo="false"),
     "tsumo='false': expected True or False"),
    ("flag-as-number-refused", lambda: mjscore.waits("m123p456s789EEEC", last_tile=1), "expected True or False"),
    ("explain-as-text-refused", lambda: mjscore.score("m123p456s789EEECC", explain="no"),
     "--explain: expected True or False"),
    ("unknown-rule-set", lambda: mjscore.score("m123p456s789EEECC", rules="richi"), "unknown rule set 'richi'"),
    ("seat-as-small-number-refused", lambda: mjscore.score("m123p456s789EEECC", seat=3),
     "seat=3: expected a wind E, S, W or N"),
    ("pao-as-flag-refused", lambda: mjscore.score("m1239[PPP][FFF][CCC]m9", rules="riichi", pao=True),
     "pao=True: expected a wind E, S, W or N"),
]


@pytest.mark.parametrize("call, message", [r[1:] for r in RUN_TIME], ids=[r[0] for r in RUN_TIME])
def test_bad_options_are_refused_at_run_time(call, message):
    with pytest.raises(mjscore.OptionError, match=re.escape(message)):
        call()


@pytest.mark.parametrize("written", ["RIICHI", "Riichi", "riichi"])
def test_rule_set_name_is_read_in_any_case(written):
    r = mjscore.score("m234567p234s23554 seat=S", rules=written)  # type: ignore[arg-type]
    assert r.rules == "riichi" and r.to_dict() == mjscore.score("m234567p234s23554 seat=S", rules="riichi").to_dict()
    cli = subprocess.run([sys.executable, "-m", "mjscore", "score", "-r", written, "-f", "json",
                          "m234567p234s23554 seat=S"], capture_output=True, text=True)
    assert cli.returncode == 0, cli.stderr
    import json
    assert json.loads(cli.stdout) == [r.to_dict()]


def test_an_error_result_has_an_empty_hand_and_fields():
    r = mjscore.Engine().result("m123")
    assert (r.ok, r.hand, dict(r.fields)) == (False, "", {}) and r.error
