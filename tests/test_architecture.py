"""The layers of docs/architecture.md, checked on the source: no import cycle, and each layer
imports only the layers beneath it when its modules are loaded."""

from __future__ import annotations

import pytest

from tests.module_graph import module_level_imports, modules

# A layer's modules (by dotted prefix), lowest first; a module may import its own layer and those
# listed before it.
LAYERS = [
    ("values", ["mjscore.errors", "mjscore.tiles", "mjscore.record", "mjscore.hand", "mjscore.conditions",
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
