#!/usr/bin/env python3
"""Hit rates of mjscore's caches on the benchmark's hands (in process, through the API).

    python benchmarks/cache_stats.py [--n 10000] [--rules mcr]

Every cache in mjscore is keyed on a hand's SHAPE (one suit's tile counts, a group, a set of chows),
never on the input line: distinct lines still do all their own work. This prints each cache's hits,
misses and size after scoring N distinct generated hands, so the throughput figures can be read
knowing how much the caches saved.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))
from gen_hands import generate  # noqa: E402


def caches():
    """The functools.lru_cache functions of the product (each module that holds one)."""
    from mjscore.analysis import shanten
    from mjscore.analysis.shapes import blocks, values
    from mjscore.rules.mcr import features
    from mjscore.rules.riichi import table

    found = {}
    for module in (blocks, values, shanten, features, table):
        for name, obj in vars(module).items():
            if hasattr(obj, "cache_info") and getattr(obj, "__module__", None) == module.__name__:
                found[f"{module.__name__}.{name}"] = obj
    return found


def dict_caches() -> dict[str, int]:
    """Sizes of the caches kept in plain dicts (bounded by clearing when full)."""
    from mjscore import jsontext, validate
    from mjscore.notation import reader, writer
    from mjscore.rules.mcr import evaluator, text
    from mjscore.rules.yaku_engine import engine
    from mjscore.rules.yaochu import score as yaochu

    texts = list(text._FORMED.values()) + [t for kinds in text._DECLARED.values() for t in kinds.values()]
    return {"mjscore.notation.reader NOTATION.groups (tokens)": len(reader.NOTATION.groups),
            "mjscore.notation.reader NOTATION.words": len(reader.NOTATION.words),
            "mjscore.notation.reader NOTATION.rests": len(reader.NOTATION.rests),
            "mjscore.notation.reader._GIVEN": len(reader._GIVEN),
            "mjscore.notation.writer._MELD_TEXT": len(writer._MELD_TEXT),
            "mjscore.notation.writer._FIELDS (words)": sum(len(words) for _, _, _, words, _ in writer._FIELDS),
            "mjscore.validate._BY_GIVEN": len(validate._BY_GIVEN),
            "mjscore.jsontext._COUNTS": len(jsontext._COUNTS),
            "mjscore.rules.mcr.text group texts": sum(len(t) for t in texts),
            "mjscore.rules.mcr.evaluator fan tests by facts":
                len(evaluator._HIGH_TESTS) + len(evaluator._MIDDLE_TESTS) + len(evaluator._LOW_TESTS),
            "mjscore.rules.yaku_engine.engine._BY_TABLE (combinations)":
                sum(len(prepared) for _, prepared in engine._BY_TABLE.values()),
            "mjscore.rules.yaku_engine.engine._YAKU_ROWS": len(engine._YAKU_ROWS),
            "mjscore.rules.yaochu.score._GROUP_TEXT": len(yaochu._GROUP_TEXT)}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=10000)
    ap.add_argument("--rules", default="mcr")
    ap.add_argument("--waiting", action="store_true", help="13-tile hands through `waits`")
    a = ap.parse_args()
    from mjscore.api import Engine

    engine = Engine(a.rules)
    command = "waits" if a.waiting else "score"
    lines = generate(a.n, a.rules, waiting=a.waiting)
    assert len(set(lines)) == len(lines)
    ok = sum(engine.result(line, i, command).ok for i, line in enumerate(lines, 1))
    print(f"{a.rules} {command}: {len(lines)} distinct lines, {ok} ok")
    for name, fn in caches().items():
        info = fn.cache_info()
        calls = info.hits + info.misses
        if calls:
            print(f"  {name:42s} {info.hits / calls:6.1%} hits of {calls:8d} calls, "
                  f"{info.currsize:6d} entries (max {info.maxsize})")
    for name, size in dict_caches().items():
        if size:
            print(f"  {name:42s} {size:6d} entries")


if __name__ == "__main__":
    main()
