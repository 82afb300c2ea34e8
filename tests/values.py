"""Test helpers for mjscore's values (plain classes whose ``__init__`` takes their fields by name):
a copy with some fields changed, and the fields of a value, read from its ``__init__``'s signature."""

from __future__ import annotations

import ast
import functools
import sys
from pathlib import Path

from mjscore.hand import Origin


def field_names(value) -> tuple[str, ...]:
    """The fields of a value: the parameters of its class's ``__init__`` (each stored under its name)."""
    return _init_parameters(type(value))


@functools.cache
def _init_parameters(cls: type) -> tuple[str, ...]:
    """The parameters of ``cls.__init__`` but ``self``, read from the source of the class that defines
    it (the .py file beside a compiled module: a compiled class's signature cannot be inspected)."""
    for klass in cls.__mro__:
        if "__init__" not in vars(klass):
            continue
        path = Path(sys.modules[klass.__module__].__file__)
        tree = ast.parse(path.with_name(path.name.split(".")[0] + ".py").read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef) and node.name == klass.__name__:
                init = next(f for f in node.body if isinstance(f, ast.FunctionDef) and f.name == "__init__")
                a = init.args
                return tuple(x.arg for x in a.posonlyargs + a.args + a.kwonlyargs)[1:]
    raise AssertionError(f"{cls.__name__} has no __init__ of its own")


def copy_with(value, **changes):
    """``value`` with the fields ``changes`` changed (what ``dataclasses.replace`` did for dataclasses)."""
    names = field_names(value)
    unknown = set(changes) - set(names)
    assert not unknown, f"not fields of {type(value).__name__}: {sorted(unknown)}"
    return type(value)(**({n: getattr(value, n) for n in names} | changes))


def is_value(x) -> bool:
    """An instance of one of mjscore's value classes."""
    return type(x).__module__.startswith("mjscore.") and not isinstance(x, type) and hasattr(type(x), "__init__") \
        and "__init__" in vars(type(x))


def same_fields(a, b, text: str) -> None:
    """Equal and of the same types, field by field (a bool is not an int, a tuple not a list); an
    Origin by its text, form and columns."""
    assert type(a) is type(b), (text, a, b)
    if isinstance(a, Origin):
        assert (a.text, a.notation) == (b.text, b.notation), (text, a.text, b.text, a.notation, b.notation)
        same_fields(a.columns(), b.columns(), text)
        return
    for name in field_names(a):
        x, y = getattr(a, name), getattr(b, name)
        if is_value(x):
            same_fields(x, y, text)
        else:
            assert x == y and type(x) is type(y), (text, name, x, y)
            if isinstance(x, tuple):
                for u, v in zip(x, y):
                    assert type(u) is type(v), (text, name, x, y)
