"""The import graph of the mjscore package, read from its source: which mjscore modules each module
imports, when it is loaded (module level) or at any time (inside functions too), and which private
names (``_name``) a module takes from another package.

Imports under ``if TYPE_CHECKING:`` are never run and are left out of the graph; the names they take
are still names a module uses, so the private-name check reads them.
"""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path
from typing import Iterator

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


def package_of(name: str) -> str:
    """The package a module belongs to: its directory (``mjscore.cli`` for ``mjscore.cli.batch`` and
    for ``mjscore.cli`` itself; ``mjscore`` for ``mjscore.api``)."""
    return name if modules()[name][1] else name.rpartition(".")[0]


def _is_type_checking(node: ast.AST) -> bool:
    return isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING"


def _statements(body: list[ast.stmt], in_functions: bool) -> Iterator[ast.stmt]:
    """The statements that run: at module level (every branch of an ``if`` or ``try``, but not an
    ``if TYPE_CHECKING:`` block), and with ``in_functions`` those of every function and class body."""
    for node in body:
        if _is_type_checking(node):
            continue
        yield node
        if isinstance(node, ast.If):
            yield from _statements(node.body, in_functions)
            yield from _statements(node.orelse, in_functions)
        elif isinstance(node, ast.Try):
            for block in (node.body, node.orelse, node.finalbody, *(h.body for h in node.handlers)):
                yield from _statements(block, in_functions)
        elif isinstance(node, (ast.With, ast.For, ast.While)):
            yield from _statements(node.body, in_functions)
            if not isinstance(node, ast.With):
                yield from _statements(node.orelse, in_functions)
        elif in_functions and isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            yield from _statements(node.body, in_functions)


def _source_of(name: str, node: ast.ImportFrom) -> str:
    """The dotted module an ``from ... import`` reads, relative imports resolved from ``name``."""
    if not node.level:
        return node.module or ""
    here = package_of(name).split(".")
    base = here[: len(here) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


def imports_of(name: str, tree: ast.Module, in_functions: bool) -> frozenset[str]:
    """The mjscore modules the module ``name`` (its source parsed: ``tree``) imports (a package's
    name when the import names one of its attributes, the submodule's when it names a submodule)."""
    found: set[str] = set()
    for node in _statements(tree.body, in_functions):
        if isinstance(node, ast.ImportFrom):
            source = _source_of(name, node)
            if source.split(".")[0] != "mjscore":
                continue
            for alias in node.names:
                sub = f"{source}.{alias.name}"
                found.add(sub if sub in modules() else source)
        elif isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name.split(".")[0] == "mjscore")
    found.discard(name)
    return frozenset(found)


def _tree(name: str) -> ast.Module:
    return ast.parse(modules()[name][0].read_text(encoding="utf-8"))


@cache
def module_level_imports(name: str) -> frozenset[str]:
    """The mjscore modules ``name`` imports when it is loaded (module level, outside functions and
    ``if TYPE_CHECKING:`` blocks)."""
    return imports_of(name, _tree(name), in_functions=False)


@cache
def all_imports(name: str) -> frozenset[str]:
    """The mjscore modules ``name`` imports at any time: when it is loaded or inside a function."""
    return imports_of(name, _tree(name), in_functions=True)


# -- private names ---------------------------------------------------------------------------------

def _is_private(name: str) -> bool:
    return name.startswith("_") and not name.endswith("__") and name != "_"


def _defined(tree: ast.Module) -> set[str]:
    """The private names a module defines: its functions, classes and assigned names at any level,
    and the attributes its methods assign (``self._x = ...``)."""
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            names.add(node.id)
        elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
            names.add(node.attr)
        elif isinstance(node, ast.alias) and node.asname:
            names.add(node.asname)
    return {n for n in names if _is_private(n)}


@cache
def _private_names_by_package() -> dict[str, set[str]]:
    """Package -> the private names its modules define."""
    out: dict[str, set[str]] = {}
    for name in modules():
        out.setdefault(package_of(name), set()).update(_defined(_tree(name)))
    return out


def private_crossings(name: str, tree: ast.Module, defined: dict[str, set[str]] | None = None) -> list[tuple[int, str]]:
    """(line, what) for each private name the module ``name`` (its source: ``tree``) takes from another
    package: ``from ..other import _x``, ``other_module._x`` for a module of another package bound by an
    import, and ``anything._x`` where ``_x`` is defined only in other packages (``defined``: package ->
    its private names, read from the source by default)."""
    defined = _private_names_by_package() if defined is None else defined
    here = package_of(name) if name in modules() else name.rpartition(".")[0]
    own = defined.get(here, set())
    elsewhere = set().union(*(names for package, names in defined.items() if package != here)) - own
    found: list[tuple[int, str]] = []
    bound: dict[str, str] = {}  # local name -> the mjscore module of another package it is bound to
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            source = _source_of(name, node) if name in modules() else (node.module or "")
            if source.split(".")[0] != "mjscore":
                continue
            for alias in node.names:
                sub = f"{source}.{alias.name}"
                module = sub if sub in modules() else source
                if module in modules() and package_of(module) == here:
                    continue
                if _is_private(alias.name):
                    found.append((node.lineno, f"{alias.name} from {source}"))
                elif sub in modules():
                    bound[alias.asname or alias.name] = sub
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] == "mjscore" and alias.asname and alias.name in modules() \
                        and package_of(alias.name) != here:
                    bound[alias.asname] = alias.name
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Attribute) and _is_private(node.attr)):
            continue
        owner = node.value.id if isinstance(node.value, ast.Name) else None
        if owner in ("self", "cls"):
            continue
        if owner in bound:
            found.append((node.lineno, f"{owner}.{node.attr} of {bound[owner]}"))
        elif node.attr in elsewhere:
            found.append((node.lineno, f".{node.attr}, defined in another package"))
    return sorted(found)


def private_names_from_other_packages(name: str) -> list[tuple[int, str]]:
    return private_crossings(name, _tree(name))
