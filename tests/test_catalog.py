"""The rule-set catalog (mjscore/rules/catalog.py) and the option table (mjscore/options.py): every
fact about a rule set stated once, read by the rest of mjscore.

- Each row matches the rule set it names (module, RuleSet, option values, condition words).
- No module outside a rule set's package and the catalog names a rule set; the module imports have
  no cycle; the catalog and the option table import nothing heavy.
- The option table drives both front ends, bool pairs (--x / --no-x) and choices of a rule set to
  come included; a rule set's check runs once per line.
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

from mjscore import api, conditions, rules
from mjscore import options
from mjscore.rules import catalog
from mjscore.rules.rule_set import RuleSet
from tests.module_graph import all_imports, module_level_imports, modules

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "mjscore"
WIN = "m123p456s789EEECC"


# -- the rows -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("row", catalog.ROWS, ids=catalog.NAMES)
def test_each_row_names_a_rule_set_of_that_name(row):
    rule_set = rules.get(row.name)
    assert isinstance(rule_set, RuleSet) and rule_set.name == row.name
    assert rule_set.title == row.title and rule_set.conditions == row.conditions
    assert row.conditions <= set(conditions.BY_KEY)
    assert {"tsumo", "seat", "round", "win", "seen"} <= row.conditions  # words of every rule set
    assert row.tile_set in (catalog.ALL_TILES, catalog.TERMINALS_AND_HONORS)
    assert row.row_word in ("fans", "items", "yaku")


def test_rule_option_values_are_the_rule_sets_own():
    from mjscore.rules.mcr.features import VARIANTS
    from mjscore.rules.yaochu.check import CALLS
    from mjscore.rules.yaochu.score import SCORINGS

    assert rules.get("mcr").options == {"variant": tuple(VARIANTS)}
    assert rules.get("yaochu").options == {"calls": CALLS, "scoring": SCORINGS}
    assert rules.get("fliosen").options == {}


def test_facts_read_from_the_rows():
    from mjscore.tiles import YAOCHU_TILE_SET

    assert [r.name for r in catalog.ROWS if r.flowers] == ["mcr"]
    assert [r.name for r in catalog.ROWS if r.red_fives] == ["fliosen", "riichi"]
    assert [r.name for r in catalog.ROWS if catalog.RINSHAN_LAST_DRAW in r.allows] == ["mcr"]
    assert rules.get("yaochu").tile_set == YAOCHU_TILE_SET and rules.get("mcr").tile_set is None
    assert catalog.DEFAULT == "mcr"


# -- one place per fact ---------------------------------------------------------------------------------

def _strings(tree: ast.AST):
    """The string constants of a module, docstrings left out."""
    docstrings = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                docstrings.add(id(body[0].value))
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
            yield node


def test_no_module_outside_its_package_and_the_catalog_names_a_rule_set():
    """A rule-set name in a string outside mjscore/rules/<name>/ and the catalog is a fact stated
    twice. (A name that is also a condition word, such as riichi, cannot be told apart by text.)"""
    import re

    names = [n for n in catalog.NAMES if n not in conditions.BY_WORD]
    word = re.compile(r"\b(" + "|".join(names) + r")\b", re.IGNORECASE)
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(PACKAGE)
        if rel == Path("rules/catalog.py") or (rel.parts[0] == "rules" and rel.parts[1] in catalog.NAMES):
            continue
        if rel == Path("cli/build.py"):  # the modules the compiled build compiles, by their dotted names
            continue
        if rel == Path("api_types.py"):  # the names as a Literal for type checkers, which cannot read
            continue                     # the catalog (tests/test_typing_api.py: they are catalog.NAMES)
        for node in _strings(ast.parse(path.read_text(encoding="utf-8"))):
            m = word.search(node.value)
            if m:
                found.append(f"{rel}:{node.lineno}: {node.value!r}")
    assert found == []


def _imports(all_levels: bool) -> dict[str, set[str]]:
    """Module -> the mjscore modules it imports (at module level, or anywhere with ``all_levels``);
    imports under ``if TYPE_CHECKING`` are not run and are left out (tests/module_graph.py)."""
    return {m: set(all_imports(m) if all_levels else module_level_imports(m)) for m in modules()}


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    out = []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                out.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def test_module_level_imports_have_no_cycle():
    assert _cycles(_imports(all_levels=False)) == []


def test_imports_in_functions_add_no_cycle_either():
    assert _cycles(_imports(all_levels=True)) == []


def test_catalog_and_option_table_import_nothing_heavy():
    code = ("import sys\nimport mjscore.options, mjscore.cli.launch\n"
            "print([m for m in sys.modules if m in ('typer', 'lark', 'mjscore.notation', 'mjscore.api')"
            " or m.startswith(('mjscore.rules.mcr', 'mjscore.rules.yaochu', 'mjscore.rules.fliosen'))])\n")
    p = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert p.stdout.strip() == "[]", p.stderr


# -- the option table -------------------------------------------------------------------------------------

def test_condition_options_come_from_the_condition_words():
    cond = [o for o in options.TABLE if o.group == options.CONDITION]
    assert [o.name for o in cond] == [w.key for w in conditions.TABLE if w.option]
    by_name = {o.name: o for o in cond}
    assert by_name["last_tile"].help == "The winning tile is the last of its kind (mcr)."
    assert by_name["tsumo"].help == "Self-drawn (default: ron, on a discard)."
    assert by_name["dora"].help == "Dora indicators, e.g. m1E (yaochu, fliosen, riichi)."
    assert by_name["seat"].values == tuple("ESWN") and by_name["draws"].kind == options.NUMBER


def test_each_flag_names_one_option():
    for command in options.ALL_COMMANDS:
        flags = [f for o in options.for_command(command) for f in o.flags]
        assert len(flags) == len(set(flags)), command


def test_rule_options_know_their_rule_sets():
    assert options.takers("calls") == ("yaochu",) and options.takers("variant") == ("mcr",)
    assert options.takers("explain") == ()  # every rule set's


# A rule set to come: one row with bool pairs and a choice, added to the catalog before the front ends
# are imported (the option table and the Typer commands are built from the rows).
_FUTURE = '''
import json, sys
from dataclasses import replace
from mjscore.rules import catalog
from mjscore.rules.catalog import BOOL, CHOICE, Option, RuleSetInfo
row = RuleSetInfo("future", "mjscore.rules.future", "Future", "Future", "the Future rules", "yaku",
                  catalog.ROWS[0].conditions,
                  options=(Option("kuitan", ("--kuitan", "--no-kuitan"), BOOL, "Open tanyao.", values=(True, False)),
                           Option("kazoe", ("--kazoe",), CHOICE, "Counted yakuman.",
                                  values=("yakuman", "sanbaiman"))))
catalog.ROWS += (row,)
catalog.BY_NAME[row.name] = row
catalog.NAMES = tuple(catalog.BY_NAME)
from mjscore import api
from mjscore.cli import app as cli, launch
from unittest import mock

def typer_parse(argv):
    got = {}
    def capture(command, p):
        got.update({k: v for k, v in p.items() if k != "ctx"}, command=command)
        return 0
    with mock.patch.object(cli, "execute", capture):
        try:
            cli.app(list(argv), prog_name="mjscore", standalone_mode=False)
        except Exception as e:
            return repr(e)
    return got

out = {}
for argv in (["score", "-r", "future", "--no-kuitan", "--kazoe", "sanbaiman", "x"],
             ["score", "-r", "future", "--kuitan", "x"], ["score", "x"]):
    command, p = launch.plain_command_line(argv)
    t = typer_parse(argv)
    out[" ".join(argv)] = [p["kuitan"], p["kazoe"], t["kuitan"], t["kazoe"], t["command"] == command]
out["bad choice"] = launch.plain_command_line(["score", "-r", "future", "--kazoe", "no", "x"])
try:
    api.Engine("mcr", kuitan=False)
except api.OptionError as e:
    out["wrong rule set"] = str(e)
print(json.dumps(out))
'''


def test_bool_pairs_and_choices_of_a_new_rule_set_reach_both_front_ends():
    p = subprocess.run([sys.executable, "-c", _FUTURE], cwd=ROOT, capture_output=True, text=True)
    assert p.returncode == 0, p.stderr
    out = json.loads(p.stdout)
    assert out["score -r future --no-kuitan --kazoe sanbaiman x"] == [False, "sanbaiman", False, "sanbaiman", True]
    assert out["score -r future --kuitan x"] == [True, None, True, None, True]
    assert out["score x"] == [None, None, None, None, True]
    assert out["bad choice"] is None  # left to Typer, which says it with the usage
    assert out["wrong rule set"] == "--no-kuitan is not an option of the mcr rules; it is an option of --rules riichi / future"


# -- a rule set's check runs once per line -------------------------------------------------------------------

CHECKED = [
    pytest.param("yaochu", "m19p19s19ESWNCFPP", id="yaochu"),
    pytest.param("fliosen", WIN, id="fliosen"),
    pytest.param("mcr", WIN, id="mcr"),
]


@pytest.mark.parametrize("name, line", CHECKED)
def test_check_runs_once_per_line(monkeypatch, name, line):
    rule_set = rules.get(name)
    calls = []
    check = type(rule_set).check
    monkeypatch.setattr(rule_set, "check", lambda hand, opts: calls.append(hand) or check(rule_set, hand, opts))
    api._engine.cache_clear()
    assert api.score(line, rules=name).ok
    assert len(calls) == 1
    calls.clear()
    found = api.waits(line[:-1], rules=name).detail
    assert len(calls) == 1 + 2 * len(found.waits)  # the line, then each completion by ron and by tsumo
    api._engine.cache_clear()
