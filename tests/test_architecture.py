"""The layers of docs/architecture.md, checked on the source: no import cycle when modules are
loaded; each layer imports only the layers beneath it, at module level and inside functions alike; no
private name (``_x``) is used outside its package; and no value is found or changed by the back doors
issue 21 closed (identity-keyed caches, class swaps, field setters). Each check is shown to catch what
it is for, on small sources written here."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tests.module_graph import (all_imports, imports_of, module_level_imports, modules, private_crossings,
                                private_names_from_other_packages)

# A layer's modules (by dotted prefix), lowest first; a module may import its own layer and those
# listed before it.
LAYERS = [
    ("values", ["mjscore.errors", "mjscore.tiles", "mjscore.hand", "mjscore.conditions",
                "mjscore.formatting", "mjscore.jsontext", "mjscore.api_types", "mjscore._generic"]),
    ("catalog", ["mjscore.rules.catalog"]),
    ("notation", ["mjscore.notation", "mjscore.validate"]),
    ("analysis", ["mjscore.analysis.shapes", "mjscore.analysis.shanten"]),
    ("rules", ["mjscore.rules"]),
    ("analysis by the rules", ["mjscore.analysis.waits", "mjscore.analysis.discard", "mjscore.analysis"]),
    ("options and workers", ["mjscore.options", "mjscore.pool"]),
    ("api", ["mjscore.api", "mjscore.logs"]),
    ("front ends", ["mjscore.cli", "mjscore.__main__", "mjscore"]),
]


def layer_of(module: str) -> int:
    best = None
    for rank, (_, prefixes) in enumerate(LAYERS):
        for prefix in prefixes:
            if module == prefix or module.startswith(prefix + "."):
                if best is None or len(prefix) > best[1]:
                    best = (rank, len(prefix))
    assert best is not None, f"{module} is in no layer of LAYERS"
    return best[0]


def upward_imports(module: str, imported: frozenset[str]) -> list[str]:
    """The modules of ``imported`` that lie in a layer above that of ``module``."""
    rank = layer_of(module)
    return sorted(m for m in imported if layer_of(m) > rank)


@pytest.mark.parametrize("module", sorted(modules()))
def test_a_module_imports_only_its_own_layer_and_those_beneath(module):
    """At module level and inside functions: an import deferred to a function for start-up is still
    a dependency (only ``if TYPE_CHECKING:`` imports, which never run, are left out)."""
    above = upward_imports(module, all_imports(module))
    assert not above, f"{module} ({LAYERS[layer_of(module)][0]}) imports {above}"


# A small module of each kind, as it would be written in the package: the layer check must catch an
# upward import wherever it stands, and pass the same import under TYPE_CHECKING.
UPWARD = {
    "module level": ("mjscore.logs.run", "from ..cli.batch import execute\n"),
    "inside a function": ("mjscore.logs.run", "def f():\n    from ..cli import batch\n    return batch\n"),
    "inside a method": ("mjscore.api", "class E:\n    def f(self):\n        from .cli.report import table\n"),
    "inside a try in a function": ("mjscore.rules.mcr.score",
                                   "def f():\n    try:\n        import mjscore.api\n    except ImportError:\n        pass\n"),
    "an absolute import": ("mjscore.notation.reader", "def f():\n    from mjscore.analysis import shanten\n"),
}


@pytest.mark.parametrize("where", list(UPWARD))
def test_the_layer_check_finds_an_upward_import(where):
    module, source = UPWARD[where]
    assert upward_imports(module, imports_of(module, ast.parse(source), in_functions=True)) != []


def test_the_layer_check_passes_imports_beneath_and_type_checking_ones():
    source = ("TYPE_CHECKING = False\nif TYPE_CHECKING:\n    from ..cli.batch import execute\n"
              "def f():\n    from ..api import Engine\n    from .. import options\n")
    imported = imports_of("mjscore.logs.run", ast.parse(source), in_functions=True)
    assert sorted(imported) == ["mjscore.api", "mjscore.options"]
    assert upward_imports("mjscore.logs.run", imported) == []


@pytest.mark.parametrize("module", sorted(modules()))
def test_no_private_name_is_used_outside_its_package(module):
    found = private_names_from_other_packages(module)
    assert not found, f"{module}: " + ", ".join(f"line {n}: {what}" for n, what in found)


# Each way a private name can cross a package, in a module of mjscore.logs; the definitions the check
# knows are given here (package -> its private names).
DEFINED = {"mjscore.cli": {"_is_tty", "_style"}, "mjscore": {"_format", "_fail"}, "mjscore.logs": {"_inputs"}}
CROSSINGS = {
    "imported by name": ("from ..cli.batch import _is_tty\n", [(1, "_is_tty from mjscore.cli.batch")]),
    "imported inside a function": ("def f():\n    from ..validate import _fail as fail\n",
                                   [(2, "_fail from mjscore.validate")]),
    "an attribute of a module of another package": (
        "from ..cli import report\nreport._style('x', '', False)\n", [(2, "report._style of mjscore.cli.report")]),
    "an attribute of an object, defined in another package only": (
        "def f(engine):\n    return engine._format\n", [(2, "._format, defined in another package")]),
}


@pytest.mark.parametrize("how", list(CROSSINGS))
def test_the_private_name_check_finds_each_crossing(how):
    source, expected = CROSSINGS[how]
    assert private_crossings("mjscore.logs.run", ast.parse(source), DEFINED) == expected


def test_the_private_name_check_passes_names_of_the_same_package():
    source = ("from .model import _helper\nfrom . import tenhou_xml\ntenhou_xml._read(1)\n"
              "def f(self, x):\n    return self._format, x._inputs, x._replace()\n")
    assert private_crossings("mjscore.logs.run", ast.parse(source), DEFINED) == []


def test_no_import_cycle():
    graph = {m: module_level_imports(m) for m in modules()}
    state: dict[str, int] = {}
    path: list[str] = []

    def visit(m: str) -> None:
        state[m] = 1
        path.append(m)
        for n in sorted(graph.get(m, ())):
            if state.get(n) == 1:
                raise AssertionError("import cycle: " + " -> ".join(path[path.index(n):] + [n]))
            if n not in state:
                visit(n)
        path.pop()
        state[m] = 2

    for m in sorted(graph):
        if m not in state:
            visit(m)


def test_at_most_twelve_modules_flat_at_the_top():
    """The values, errors, formatting, validation, the API, the option table and the worker pool; the
    rest lives in packages (``__init__`` and ``__main__`` not counted)."""
    top = [m for m, (_, is_package) in modules().items()
           if m.count(".") == 1 and not is_package and not m.endswith(".__main__")]
    assert len(top) <= 12, sorted(top)


PACKAGE = Path(__file__).resolve().parent.parent / "mjscore"
SOURCES = sorted(PACKAGE.rglob("*.py"))


def _back_doors(tree: ast.AST) -> list[tuple[int, str]]:
    """(line, what) for each use of the builtin ``id`` (a cache keyed by identity: ``id(x)``,
    ``map(id, xs)``), each assignment to ``__class__`` and each ``set_field`` / assignable twin."""
    found = []
    shadowed = set()  # (the names inside a function with a parameter named id: not the builtin)
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.Lambda)) and "id" in [a.arg for a in ast.walk(node.args)
                                                                       if isinstance(a, ast.arg)]:
            shadowed.update(id_ for id_ in ast.walk(node) if isinstance(id_, ast.Name))
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and node.id == "id" and isinstance(node.ctx, ast.Load) and node not in shadowed:
            found.append((node.lineno, "the builtin id"))
        elif isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for t in targets:
                if isinstance(t, ast.Attribute) and t.attr == "__class__":
                    found.append((node.lineno, "an assignment to __class__"))
        elif isinstance(node, (ast.Name, ast.Attribute)):
            name = node.id if isinstance(node, ast.Name) else node.attr
            if name == "set_field" or name.startswith("assignable"):
                found.append((node.lineno, name))
    return found


@pytest.mark.parametrize("path", SOURCES, ids=[str(p.relative_to(PACKAGE)) for p in SOURCES])
def test_no_value_is_found_by_its_identity_or_changed_in_place(path):
    found = _back_doors(ast.parse(path.read_text(encoding="utf-8")))
    assert not found, f"{path.relative_to(PACKAGE)}: " + ", ".join(f"line {n}: {what}" for n, what in found)


def test_the_back_door_check_finds_each_back_door():
    source = "k = tuple(map(id, xs))\nv = cache[id(x)]\nobj.__class__ = Twin\nset_field(obj, 'a', 1)\n"
    source += "def row(id, name):\n    return Row(id=id, name=name)\n"  # (a parameter named id: no back door)
    assert sorted(_back_doors(ast.parse(source))) == [
        (1, "the builtin id"), (2, "the builtin id"), (3, "an assignment to __class__"), (4, "set_field")]
