"""The comparison the game-record tests make: a win's line scored by mjscore against what the
record says (han, fu, yaku, points without counters, limit, the winner's delta)."""

from __future__ import annotations

import gzip
import re
from pathlib import Path
from typing import List

import mjscore.api as api
from mjscore.logs.model import Win

DATA = Path(__file__).parent / "data" / "logs"


def text_of(path: Path) -> str:
    data = path.read_bytes()
    if path.name.endswith(".gz"):
        data = gzip.decompress(data)
    return data.decode("utf-8")


def _number(line: str, word: str) -> int:
    m = re.search(rf"\b{word}=(\d+)", line)
    return int(m.group(1)) if m else 0


def differs(win: Win) -> List[str]:
    """The fields where mjscore's score of ``win.line`` and the record disagree ([] when they agree)."""
    fields = api.score(win.line, rules="riichi", **win.options).fields
    rec = win.recorded
    out: List[str] = []
    if rec is None:
        return out
    counters = 300 * _number(win.line, "honba") + 1000 * _number(win.line, "sticks")
    if rec.han is not None and rec.han != fields["han"]:
        out.append("han")
    if rec.fu is not None and rec.fu != fields["fu"]:
        out.append("fu")
    if rec.yaku is not None and sorted(rec.yaku) != sorted((y["id"], y["han"] * y["count"]) for y in fields["yaku"]):
        out.append("yaku")
    if rec.points is not None and rec.points != fields["total"] - counters:
        out.append("points")
    if rec.limit is not None and rec.limit != fields["limit"]:
        out.append("limit")
    if rec.deltas is not None and rec.deltas[win.winner] != fields["total"]:
        out.append("deltas")
    return out
