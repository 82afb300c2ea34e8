"""Values are frozen: every class of the package that keeps data on its instances declares each
attribute once, in ``__init__``, as ``self.name: Final = value`` (mypy refuses any later assignment,
and mypyc compiles the attribute read-only), and no other method of the class assigns to an attribute
of ``self``. The classes read are found by walking the package's source with ``ast``.

The exceptions are the objects of one run or of one piece of work, which no line carries as a
value: their state changes (a reader's place in its line, a round being replayed, a progress line),
or they are made once per run around other objects (an engine, a worker, an input). Each is named
below with why. No value is declared as a dataclass or a namedtuple, nor with hand-written slots.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "mjscore"

# module:class -> why its instances change (working state, not a value).
WORKING_STATE = {
    "mjscore.api:Engine": "one engine of a run: a rule set with its options, parser and checker (made once)",
    "mjscore.cli.batch:_Job": "one batch run: its engine is made when the first line asks",
    "mjscore.cli.guard:GuardedStream": "the output stream of a run, written through",
    "mjscore.pool:_Worker": "a worker process of a run and its pipes",
    "mjscore.pool:Blocks": "the blocks of lines a pool has sent and received, as they go by",
    "mjscore.cli.progress:Progress": "the progress line of a run, redrawn as lines go by",
    "mjscore.cli.progress:_Erasing": "a stream of a run that erases the progress line before writing",
    "mjscore.cli.reading:RawReader": "an input file of a run, read as bytes",
    "mjscore.logs.botzone:_Round": "a Botzone round being replayed (its readers fill it)",
    "mjscore.logs.replay:Round": "a round being replayed, event by event",
    "mjscore.logs.run:Scorer": "scores the wins of a run, keeping the engines it made",
    "mjscore.logs.tenhou_json:_Readings": "the choices one reading of a round makes, as it meets them",
    "mjscore.logs.tenhou_xml:_Game": "a Tenhou game being read, tag by tag",
    "mjscore.notation.line:Line": "the full reader's place in its line",
    "mjscore.notation.botzone:BotzoneLine": "the full reader's place in a line of Botzone codes",
    "mjscore.notation.reader:_Line": "the direct reader's place in its line (its functions fill it)",
    "mjscore.rules.mcr.features:FanFacts": "filled in three steps (hand, decomposition, reading) for each reading",
    "mjscore.rules.mcr.text:_Texts": "a dict of the texts made so far",
    "mjscore.rules.mcr.explain:Context": "what one --explain answer reads, made for it alone",
    "mjscore.rules.yaku_engine.explain:View": "what one --explain answer reads, made for it alone",
    "mjscore.rules.yaochu.explain:View": "what one --explain answer reads, made for it alone",
}


def _modules() -> list[tuple[str, ast.Module]]:
    out = []
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        out.append((name, ast.parse(path.read_text(encoding="utf-8"), str(path))))
    return out


def _self_targets(node: ast.AST) -> list[ast.Attribute]:
    """The ``self.<attr>`` that ``node`` (a statement) assigns, deletes or augments."""
    if isinstance(node, ast.Assign):
        targets = node.targets
    elif isinstance(node, (ast.AnnAssign, ast.AugAssign)):
        targets = [node.target]
    elif isinstance(node, ast.Delete):
        targets = node.targets
    else:
        return []
    found = []
    for t in targets:
        for e in ast.walk(t):
            if isinstance(e, ast.Attribute) and isinstance(e.value, ast.Name) and e.value.id == "self" \
                    and isinstance(e.ctx, (ast.Store, ast.Del)):
                found.append(e)
    return found


def _is_exception(cls: ast.ClassDef) -> bool:
    return any(isinstance(b, ast.Name) and (b.id.endswith("Error") or b.id in ("Exception", "WorkerDied"))
               for b in cls.bases)


def problems(module: str, tree: ast.Module, working_state: dict[str, str] | None = None) -> list[str]:
    """What breaks the rule in one module's source: an attribute set in ``__init__`` without
    ``Final``, a method other than ``__init__`` assigning to ``self.<attr>``, slots declared by
    hand, a dataclass or a namedtuple."""
    working_state = WORKING_STATE if working_state is None else working_state
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, (ast.Name, ast.Attribute)):
            called = node.func.id if isinstance(node.func, ast.Name) else node.func.attr
            if called == "namedtuple":
                out.append(f"{module}:{node.lineno}: a namedtuple")
        if not isinstance(node, ast.ClassDef):
            continue
        where = f"{module}:{node.name}"
        for d in node.decorator_list:
            if "dataclass" in ast.unparse(d):
                out.append(f"{where}: a dataclass")
        if where in working_state or _is_exception(node):
            continue
        for item in node.body:
            if isinstance(item, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "__slots__"
                                                    for t in item.targets):
                if not (isinstance(item.value, ast.Tuple) and not item.value.elts):
                    out.append(f"{where}: __slots__ written by hand")
            if not isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            for stmt in ast.walk(item):
                for target in _self_targets(stmt):
                    if item.name != "__init__":
                        out.append(f"{where}.{item.name}: assigns self.{target.attr}")
                    elif not (isinstance(stmt, ast.AnnAssign) and "Final" in ast.unparse(stmt.annotation)):
                        out.append(f"{where}.__init__: self.{target.attr} is not Final")
    return out


MODULES = _modules()


@pytest.mark.parametrize("module, tree", MODULES, ids=[m for m, _ in MODULES])
def test_values_are_frozen(module, tree):
    assert problems(module, tree) == []


def test_the_working_state_classes_exist():
    """Each exception names a class that is there (a renamed class does not leave a stale pass)."""
    classes = {f"{m}:{n.name}" for m, tree in MODULES for n in ast.walk(tree) if isinstance(n, ast.ClassDef)}
    assert set(WORKING_STATE) - classes == set()


# A small module, and what the check says of it.
_CASES = [
    ("final", "class A:\n    def __init__(self, x: int) -> None:\n        self.x: Final = x\n", []),
    ("not final", "class A:\n    def __init__(self, x: int) -> None:\n        self.x = x\n",
     ["m:A.__init__: self.x is not Final"]),
    ("annotated, not final", "class A:\n    def __init__(self, x: int) -> None:\n        self.x: int = x\n",
     ["m:A.__init__: self.x is not Final"]),
    ("set later", "class A:\n    def __init__(self) -> None:\n        self.x: Final = 1\n"
                  "    def grow(self) -> None:\n        self.x += 1\n", ["m:A.grow: assigns self.x"]),
    ("tuple target", "class A:\n    def __init__(self) -> None:\n        self.x, self.y = 1, 2\n",
     ["m:A.__init__: self.x is not Final", "m:A.__init__: self.y is not Final"]),
    ("slots", "class A:\n    __slots__ = ('x',)\n", ["m:A: __slots__ written by hand"]),
    ("dataclass", "@dataclass(frozen=True)\nclass A:\n    x: int\n", ["m:A: a dataclass"]),
    ("namedtuple", "class A(namedtuple('A', 'x y')):\n    pass\n", ["m:1: a namedtuple"]),
    ("working state", "class W:\n    def __init__(self) -> None:\n        self.n = 0\n"
                      "    def step(self) -> None:\n        self.n += 1\n", []),
    ("exception", "class BadLine(ValueError):\n    pass\nclass E(Exception):\n"
                  "    def __init__(self, m: str) -> None:\n        self.m = m\n", []),
]


@pytest.mark.parametrize("source, expected", [c[1:] for c in _CASES], ids=[c[0] for c in _CASES])
def test_the_check_catches(source, expected):
    assert problems("m", ast.parse(source), {"m:W": "a test's working state"}) == expected


def test_condition_keys_are_the_fields_of_conditions():
    """hand.CONDITION_KEYS (conditions.DEFAULTS and api.CONDITION_FIELDS read it) names Conditions'
    fields, in order: a field added to Conditions is added there too."""
    from mjscore.hand import CONDITION_KEYS, Conditions

    from tests.values import field_names

    assert CONDITION_KEYS + ("given",) == field_names(Conditions())
