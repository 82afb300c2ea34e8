"""Typed results (issue 34 item 10): a result's fields are typed per rule set and command
(``mjscore.api_types``: ``RiichiFields``, ``McrWaitsFields``, ``FliosenDiscardFields``, …, with nested
``RiichiPayments`` and rows), ``score`` / ``waits`` / ``discard`` are overloaded on the ``rules``
Literal (the default ``rules="mcr"`` included) and return ``Result[RiichiFields]`` and so on, so that
``mypy --strict`` rejects ``r.fields["hann"]`` or ``["payments"]["dealr"]`` as it rejects
``rules="richi"``.

- A script of such mistakes: each is the type error named (mypy --strict, this checkout on MYPYPATH).
- A script that reads the fields rightly passes mypy --strict and runs.
- The TypedDicts are the JSON objects, key for key: real results of every rule set and command (wins,
  false wins, fouls, no yaku, refused completions, --explain) have every required key and no key the
  TypedDict lacks, nested rows and payments included, with values of the declared types.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import types
import typing
from pathlib import Path
from typing import Any, Literal, Union

import pytest

from mjscore import api, api_types

ROOT = Path(__file__).resolve().parent.parent
WIN = "m234567p234s23554 tsumo seat=S"

# (id, code, what mypy says)
MISTAKES = [
    ("misspelt-field", f'score("{WIN}", rules="riichi").fields["hann"]', r'"RiichiFields" has no key "hann"'),
    ("misspelt-payment", f'p = score("{WIN}", rules="riichi").fields["payments"]\nassert p\np["dealr"]',
     r'"RiichiPayments" has no key "dealr"'),
    ("payments-may-be-null", f'score("{WIN}", rules="riichi").fields["payments"]["dealer"]',
     r'"RiichiPayments \| None" is not indexable'),
    ("default-rules-are-mcr", 'score("m123p456s789EEECC").fields["yaku"]', r'"McrFields" has no key "yaku"'),
    ("old-name-zh", 'score("m123p456s789EEECC").fields["fans"][0]["zh"]', r'"McrFan" has no key "zh"'),
    ("old-name-result", 'waits("m123p456s789EEEC").fields["waits"][0]["result"]', r'"McrWait" has no key "result"'),
    ("old-name-in-discard", 'discard("m147p258s369ESWNm5").fields["discards"][0]["waits"][0]["result"]',
     r'"McrDiscardWait" has no key "result"'),
    ("refused-read-as-score", 'waits("m234567p234s2355", rules="riichi").fields["waits"][0]["ron"]["total"]',
     r'"Refused" has no key "total"'),
    ("key-of-another-rule-set", f'score("{WIN}", rules="fliosen").fields["total"]',
     r'"FliosenFields" has no key "total"'),
    ("yaku-han-not-points", f'score("{WIN}", rules="riichi").fields["yaku"][0]["points"]',
     r'"RiichiYaku" has no key "points"'),
    ("wrong-value-type", f't: str = score("{WIN}", rules="fliosen").fields["value"]',
     r'expression has type "int", variable has type "str"'),
    ("no-such-family", 'score("p11WWPPPW[SSS][p999]", rules="yaochu").fields["family"] == "all_pung"',
     r"Non-overlapping equality check"),
    ("misspelt-rule-set-still", f'score("{WIN}", rules="richi")', r'No overload variant of "score" matches'),
]

# The same fields read rightly: passes mypy --strict, and runs.
CORRECT = f'''from mjscore import Result, discard, score, waits
from mjscore.api_types import McrFields, RiichiFields, RuleName

r: Result[RiichiFields] = score("{WIN}", rules="riichi")
han: int = r.fields["han"]
pay = r.fields["payments"]
dealer: int = pay["dealer"] if pay is not None and "dealer" in pay else 0
names: list[str] = [y["english"] for y in r.fields["yaku"]]
untyped: Result = r  # (a Result of any fields)
named: RuleName = "riichi"
total_any: object = score("{WIN}", rules=named).fields["total"]  # (a rule set named at run time)
m: Result[McrFields] = score("m123p456s789EEECC")
native: str = m.fields["fans"][0]["native"]
kinds: list[str] = []
for w in waits("m234567p234s2355 seat=S", rules="riichi").fields["waits"]:
    ron = w["ron"]
    if "error" in ron:  # a completion the rules refuse
        kinds.append(ron["error"]["kind"])
    elif not ron["is_win"]:  # complete, no yaku
        kinds.append("no yaku")
    else:
        kinds.append(str(ron["total"]))
shanten: int = waits("m123p456s789EEEC").fields["shanten"]
best = discard("m147p258s369ESWNm5", seen="PPF").fields["discards"][0]
value: float | None = best["value"]
foul = score("m123p456s789s111EE ron seat=S", rules="fliosen").fields["foul"]
each: int = foul["each"] if foul is not None else 0
family = score("p11WWPPPW[SSS][p999]", rules="yaochu").fields["family"]
assert (han, dealer, each, family, shanten, kinds) == (5, 4000, 2000, "all_pungs", 0, ["1000", "7700"])
print("ok")
'''


def _file(key: str) -> str:
    return f"mistake_{key.replace('-', '_')}.py"


@pytest.fixture(scope="module")
def mypy_lines(tmp_path_factory) -> list[str]:
    """One `mypy --strict` run over the mistakes and the correct script, this checkout's mjscore on
    MYPYPATH (its own modules' messages silenced, as for an installed package)."""
    pytest.importorskip("mypy")
    directory = tmp_path_factory.mktemp("typed_results")
    files = {"correct.py": CORRECT}
    for key, code, _ in MISTAKES:
        files[_file(key)] = f"from mjscore import discard, score, waits\n{code}\n"
    for name, code in files.items():
        (directory / name).write_text(code, encoding="utf-8")
    env = {**os.environ, "MYPYPATH": str(ROOT)}
    env.pop("PYTHONPATH", None)
    p = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--follow-imports=silent", "--no-error-summary",
                        "--hide-error-context", "--no-pretty", "--cache-dir", str(directory / ".mypy_cache"), *files],
                       cwd=directory, env=env, capture_output=True, text=True, timeout=600)
    assert p.returncode == 1 and not p.stderr, p.stdout + p.stderr  # (the mistakes make it 1; no crash)
    lines = p.stdout.splitlines()
    assert all(line.split(":", 1)[0] in files for line in lines), p.stdout
    return lines


@pytest.mark.parametrize("key, message", [(m[0], m[2]) for m in MISTAKES], ids=[m[0] for m in MISTAKES])
def test_reading_a_result_wrongly_is_a_type_error(mypy_lines, key, message):
    said = [line for line in mypy_lines if line.startswith(_file(key) + ":") and ": error: " in line]
    assert said and all(re.search(message, line) for line in said), (key, said)


def test_reading_results_rightly_type_checks(mypy_lines):
    assert [line for line in mypy_lines if line.startswith("correct.py:")] == []


def test_reading_results_rightly_runs(tmp_path):
    (tmp_path / "correct.py").write_text(CORRECT, encoding="utf-8")
    p = subprocess.run([sys.executable, "correct.py"], cwd=tmp_path, capture_output=True, text=True,
                       env={**os.environ, "PYTHONPATH": str(ROOT)}, timeout=120)
    assert (p.returncode, p.stdout) == (0, "ok\n"), p.stderr


# -- the TypedDicts are the JSON objects ----------------------------------------------------------------

def _conforms(value: Any, hint: Any, where: str) -> list[str]:
    """Where ``value`` is not of the type ``hint`` (TypedDicts key by key: every required key, no other
    key; unions, lists, Literals, None, int/float/str/bool)."""
    origin = typing.get_origin(hint)
    if typing.is_typeddict(hint):
        if not isinstance(value, dict):
            return [f"{where}: {value!r} is not an object ({hint.__name__})"]
        hints = typing.get_type_hints(hint)
        out = [f"{where}: missing {k!r} ({hint.__name__})" for k in hint.__required_keys__ if k not in value]
        out += [f"{where}: extra {k!r} ({hint.__name__})" for k in value if k not in hints]
        for k, v in value.items():
            if k in hints:
                out += _conforms(v, hints[k], f"{where}.{k}")
        return out
    if origin in (Union, types.UnionType):
        tries = [_conforms(value, h, where) for h in typing.get_args(hint)]
        return [] if any(not t for t in tries) else min(tries, key=len)
    if origin is list:
        if not isinstance(value, list):
            return [f"{where}: {value!r} is not a list"]
        (item,) = typing.get_args(hint)
        return [p for i, v in enumerate(value) for p in _conforms(v, item, f"{where}[{i}]")]
    if origin is dict:
        return [] if isinstance(value, dict) else [f"{where}: {value!r} is not an object"]
    if origin is Literal:
        return [] if value in typing.get_args(hint) else [f"{where}: {value!r} not in {typing.get_args(hint)}"]
    if hint is type(None):
        return [] if value is None else [f"{where}: {value!r} is not null"]
    if hint is float:
        return [] if type(value) in (int, float) else [f"{where}: {value!r} is not a number"]
    if hint in (int, str, bool):
        return [] if type(value) is hint else [f"{where}: {value!r} is not {hint.__name__}"]
    return [f"{where}: no check for {hint!r}"]


T = api_types
# command, rules, options, line, the TypedDict of its fields
RESULTS = [
    ("score", "mcr", {}, "m123p456s789EEECC tsumo", T.McrFields),
    ("score", "mcr", {}, "[m234][p345][s678][m567]EE", T.McrFields),  # a false win: payments null
    ("score", "mcr", {"explain": True}, "m123p456s789EEECC", T.McrFields),
    ("score", "yaochu", {}, "p11WWPPPW[SSS][p999] dora=s1", T.YaochuFields),
    ("score", "yaochu", {"scoring": "riichi"}, "p11WWPPPW[SSS][p999] dora=s1", T.YaochuFields),
    ("score", "yaochu", {"scoring": "flat"}, "p11WWPPPW[SSS][p999]", T.YaochuFields),
    ("score", "fliosen", {}, "m234567p55s678(CCCC) riichi tsumo seat=E draws=2", T.FliosenFields),
    ("score", "fliosen", {}, "m123p456s789s111EE ron seat=S", T.FliosenFields),  # a foul
    ("score", "riichi", {}, WIN, T.RiichiFields),
    ("score", "riichi", {}, "m123p456s789EE[s234] seat=S", T.RiichiFields),  # no yaku
    ("score", "riichi", {"explain": True}, "m1239[PPP][FFF][CCC]m9 tsumo seat=S pao=W", T.RiichiFields),
    ("waits", "mcr", {}, "m123p456s789EEEC", T.McrWaitsFields),
    ("waits", "mcr", {}, "m159p159s159EWSP", T.McrWaitsFields),  # not ready
    ("waits", "mcr", {}, "m123p456s78EE[CCC] chankan", T.McrWaitsFields),  # tsumo refused
    ("waits", "yaochu", {}, "p11WWPPP[SSS][p999]", T.YaochuWaitsFields),
    ("waits", "fliosen", {}, "m234567p34s678EE seat=S", T.FliosenWaitsFields),
    ("waits", "fliosen", {}, "m123456789p1357 riichi seat=S", T.FliosenWaitsFields),  # not ready, a foul
    ("waits", "riichi", {}, "[m234]p456s678m55s23 seat=S", T.RiichiWaitsFields),  # one wait with no yaku
    ("discard", "mcr", {}, "m147p258s369ESWNm5", T.McrDiscardFields),
    ("discard", "yaochu", {}, "m111999p9s111EEEN", T.YaochuDiscardFields),
    ("discard", "fliosen", {}, "123m456p789sEEEEC riichi", T.FliosenDiscardFields),
    ("discard", "riichi", {}, "[m234]p456s678m55s23E seat=S", T.RiichiDiscardFields),
]


@pytest.mark.parametrize("command, rules, options, line, fields", RESULTS,
                         ids=[f"{r[0]}-{r[1]}-{r[3]}{'-' + '-'.join(r[2]) if r[2] else ''}" for r in RESULTS])
def test_typed_fields_are_the_json_fields(command, rules, options, line, fields):
    result = getattr(api, command)(line, rules=rules, **options)
    assert _conforms(dict(result.fields), fields, command) == []
    assert result.to_dict() == {"line": 1, "input": line, "rules": rules, "ok": True, "hand": result.hand,
                                **result.fields}
