"""The layers of docs/architecture.md, checked on the source: no import cycle, and each layer
imports only the layers beneath it when its modules are loaded; and no value is found or changed
by the back doors issue 21 closed (identity-keyed caches, class swaps, field setters)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tests.module_graph import module_level_imports, modules

# A layer's modules (by dotted prefix), lowest first; a module may import its own layer and those
# listed before it.
LAYERS = [
    ("values", ["mjscore.errors", "mjscore.tiles", "mjscore.hand", "mjscore.conditions",
                "mjscore.formatting", "mjscore.jsontext", "mjscore.api_types"]),
    ("catalog", ["mjscore.rules.catalog"]),
    ("notation", ["mjscore.notation", "mjscore.validate"]),
    ("analysis", ["mjscore.analysis.shapes", "mjscore.analysis.shanten"]),
    ("rules", ["mjscore.rules"]),
    ("analysis by the rules", ["mjscore.analysis.waits", "mjscore.analysis.discard", "mjscore.analysis"]),
    ("options", ["mjscore.cli.options"]),
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


@pytest.mark.parametrize("module", sorted(modules()))
def test_a_module_imports_only_its_own_layer_and_those_beneath(module):
    rank = layer_of(module)
    above = {m for m in module_level_imports(module) if layer_of(m) > rank}
    assert not above, f"{module} ({LAYERS[rank][0]}) imports {sorted(above)}"


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


def test_at_most_ten_modules_flat_at_the_top():
    top = [m for m, (_, is_package) in modules().items() if m.count(".") == 1 and not is_package]
    assert len(top) <= 12, sorted(top)  # ten modules, plus __init__ and __main__


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
