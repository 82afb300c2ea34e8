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

# The modules mypyc compiles (dotted names). A module joins when it type-checks clean, mypyc accepts
# it, and every class that subclasses one of its classes is compiled too (a module left in Python
# cannot subclass a compiled class); the hot path first: reading and writing the notation, shapes
# and shanten, the rule sets, JSON writing, the game-record readers and replay. Not yet here: the
# MCR rule set (compiled on the plain value classes, its commands ended in a segmentation fault: to
# be found before it joins again), the modules whose values are still `@record` classes (mjscore.record builds their classes at import,
# which mypyc's classes refuse) or that mypy does not pass yet. mjscore.api_types stays Python: its
# types are for type checkers, and typing.get_type_hints reads them from the module at run time.
COMPILED: "Final[tuple[str, ...]]" = (
    # values and words
    "mjscore.tiles",
    "mjscore.conditions",
    "mjscore.formatting",
    "mjscore.jsontext",
    # the notation
    "mjscore.notation.columns",
    # shapes, shanten, discards
    "mjscore.analysis.shapes.blocks",
    "mjscore.analysis.shapes.completion",
    "mjscore.analysis.shapes.values",
    "mjscore.analysis.shanten",
    "mjscore.analysis.discard",
    # the rule sets
    "mjscore.rules.catalog",
    "mjscore.rules.facts",
    "mjscore.rules.mcr.chows",
    "mjscore.rules.mcr.evaluator",
    "mjscore.rules.mcr.fans",
    "mjscore.rules.mcr.features",
    "mjscore.rules.mcr.score",
    "mjscore.rules.mcr.text",
    "mjscore.rules.riichi.points",
    "mjscore.rules.riichi.table",
    "mjscore.rules.riichi.three",
    "mjscore.rules.yaku_engine.checks",
    "mjscore.rules.yaku_engine.features",
    "mjscore.rules.yaochu.items",
    "mjscore.rules.yaochu.riichi_scoring",
    # game records
    "mjscore.logs.botzone",
    "mjscore.logs.tenhou_json",
    # batch 2
    "mjscore.hand",
    "mjscore.validate",
    "mjscore.errors",
    "mjscore.options",
    "mjscore.notation.reader",
    "mjscore.notation.writer",
    "mjscore.notation.tokens",
    "mjscore.notation.line",
    "mjscore.notation.botzone",
    "mjscore.analysis.shapes.decompose",
    "mjscore.analysis.waits",
    "mjscore.rules.base",
    "mjscore.rules.written",
    "mjscore.rules.yaku_engine.engine",
    "mjscore.rules.yaku_engine.yaku",
    "mjscore.rules.yaku_engine.classic",
    "mjscore.rules.riichi.score",
    "mjscore.rules.fliosen.score",
    "mjscore.rules.fliosen.table",
    "mjscore.rules.yaochu.score",
    "mjscore.logs.model",
    "mjscore.logs.replay",
    "mjscore.logs.tenhou_xml",
    "mjscore.logs.mjai",
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
