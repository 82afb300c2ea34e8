"""The import graph of the mjscore package, read from its source: which mjscore modules each module
imports when it is loaded (module level, outside functions and ``if TYPE_CHECKING:`` blocks)."""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "mjscore"


@cache
def modules() -> dict[str, tuple[Path, bool]]:
    """Every module of the package: dotted name -> (its file, whether it is a package)."""
    found = {}
    for path in PACKAGE.rglob("*.py"):
        parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        is_package = parts[-1] == "__init__"
        found[".".join(parts[:-1] if is_package else parts)] = (path, is_package)
    return found


def _statements(body: list[ast.stmt]):
    for node in body:
        if isinstance(node, ast.If):
            if not (isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING"):
                yield from _statements(node.body)
                yield from _statements(node.orelse)
        elif isinstance(node, ast.Try):
            yield from _statements(node.body)
        else:
            yield node


@cache
def module_level_imports(name: str) -> frozenset[str]:
    """The mjscore modules ``name`` imports at module level (a package's name when the import names
    one of its attributes, the submodule's when it names a submodule)."""
    path, is_package = modules()[name]
    here = name.split(".") if is_package else name.split(".")[:-1]
    found: set[str] = set()
    for node in _statements(ast.parse(path.read_text(encoding="utf-8")).body):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = here[: len(here) - (node.level - 1)]
                source = ".".join(base + ([node.module] if node.module else []))
            else:
                source = node.module or ""
            if source.split(".")[0] != "mjscore":
                continue
            for alias in node.names:
                sub = f"{source}.{alias.name}"
                found.add(sub if sub in modules() else source)
        elif isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name.split(".")[0] == "mjscore")
    found.discard(name)
    return frozenset(found)
