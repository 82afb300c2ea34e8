"""Which build of mjscore runs: ``compiled`` (the hot modules are extension modules, compiled by
mypyc when ``pip install .`` found a C compiler) or ``pure`` (every module is Python source: an
editable install, ``MJSCORE_PURE=1``, or no C compiler at install time).

:data:`COMPILED` is the one list of the modules the compiled build compiles: ``setup.py`` reads it
(as a file, without importing mjscore) and :func:`build` checks the same modules at run time.
"""

import os

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Final

# The modules mypyc compiles (dotted names): the hot path of every command. A module joins when it
# type-checks as mypyc reads it (--follow-imports=silent) and every class that subclasses one of its
# classes is compiled too (a module left in Python cannot subclass a compiled class). Left in Python:
# the command line (Typer, the batch runner and its signal handling: start-up and I/O, no measured
# gain compiled), mjscore.api and mjscore._generic (Result is a typing.Generic to type checkers, its
# run-time base _generic's stand-in; compiled, it would import typing at start, ~2 ms, and
# typing_extensions for its TypeVar's default, ~6 ms more), rules/rule_set.py and the rule sets'
# packages (a RuleSet is subclassed by the tests' fake rule sets), the explanations (--explain
# only), the Lark reading (notation.diagnosis: rare lines), logs.run (its RecordInput and LogResult
# cross to worker processes by pickle) and mjscore.api_types (typing.get_type_hints reads it at run
# time).
COMPILED: "Final[tuple[str, ...]]" = (
    # values, words and errors
    "mjscore.tiles",
    "mjscore.conditions",
    "mjscore.hand",
    "mjscore.errors",
    "mjscore.options",
    "mjscore.formatting",
    "mjscore.jsontext",
    # the notation
    "mjscore.notation.tokens",
    "mjscore.notation.reader",
    "mjscore.notation.line",
    "mjscore.notation.botzone",
    "mjscore.notation.columns",
    "mjscore.notation.writer",
    "mjscore.validate",
    # shapes, shanten, waits, discards
    "mjscore.analysis.shapes.values",
    "mjscore.analysis.shapes.blocks",
    "mjscore.analysis.shapes.decompose",
    "mjscore.analysis.shapes.completion",
    "mjscore.analysis.shanten",
    "mjscore.analysis.waits",
    "mjscore.analysis.discard",
    # the rule sets
    "mjscore.rules.catalog",
    "mjscore.rules.facts",
    "mjscore.rules.base",
    "mjscore.rules.written",
    "mjscore.rules.mcr.chows",
    "mjscore.rules.mcr.evaluator",
    "mjscore.rules.mcr.fans",
    "mjscore.rules.mcr.features",
    "mjscore.rules.mcr.score",
    "mjscore.rules.mcr.text",
    "mjscore.rules.yaku_engine.checks",
    "mjscore.rules.yaku_engine.features",
    "mjscore.rules.yaku_engine.yaku",
    "mjscore.rules.yaku_engine.engine",
    "mjscore.rules.yaku_engine.classic",
    "mjscore.rules.riichi.points",
    "mjscore.rules.riichi.table",
    "mjscore.rules.riichi.three",
    "mjscore.rules.riichi.score",
    "mjscore.rules.fliosen.table",
    "mjscore.rules.fliosen.score",
    "mjscore.rules.yaochu.items",
    "mjscore.rules.yaochu.riichi_scoring",
    "mjscore.rules.yaochu.score",
    # game records
    "mjscore.logs.model",
    "mjscore.logs.replay",
    "mjscore.logs.tenhou_xml",
    "mjscore.logs.tenhou_json",
    "mjscore.logs.mjai",
    "mjscore.logs.botzone",
)


def build() -> str:
    """``compiled`` when every module of :data:`COMPILED` is an extension module, ``pure`` when none
    is, and ``partly compiled (N of M modules)`` otherwise (an install whose files were mixed by
    hand). A module not imported yet is looked up as the import system would find it (an extension
    module before a source file), without importing it or its package: `--version` stays light."""
    import sys
    from importlib.machinery import EXTENSION_SUFFIXES, PathFinder

    top = sys.modules["mjscore"].__path__
    native = 0
    for name in COMPILED:
        module = sys.modules.get(name)
        if module is not None:
            origin = getattr(module, "__file__", None)
        else:
            *packages, leaf = name.split(".")[1:]
            spec = PathFinder.find_spec(leaf, [os.path.join(entry, *packages) for entry in top])
            origin = spec.origin if spec is not None else None
        native += bool(origin and origin.endswith(tuple(EXTENSION_SUFFIXES)))
    if native == len(COMPILED):
        return "compiled"
    if native == 0:
        return "pure"
    return f"partly compiled ({native} of {len(COMPILED)} modules)"
