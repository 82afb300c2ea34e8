"""The text table of `mjscore discard`: one row per discard, best first. Pure functions (no I/O).

    🀄🀄🀇🀈🀉 …   123m456p789s55mECC
      ready after the best discard (shanten 0)
         discard  shanten  left  value  best wait  improving
      🀀  E             0     4  11     C 12       5m×2 C×2
      🀋  5m            1    22                    3m×3 4m×4 …

``value`` is the average ron score over the tiles left (ready discards); ``best wait`` the wait worth
most by ron; ``improving`` each tile that lowers the shanten with its copies left.
"""

from __future__ import annotations

from typing import Any

from .formatting import to_ascii
from .report import BOLD, DIM, RED, RESET, draw_hand, table
from .tiles import name as tile_name, to_unicode

HEADER = ("discard", "shanten", "left", "value", "best wait", "improving")


def _style(text: str, code: str, color: bool) -> str:
    return f"{code}{text}{RESET}" if color and text else text


def _number(v: float | None) -> str:
    if v is None:
        return ""
    return str(int(v)) if float(v).is_integer() else f"{v:.2f}".rstrip("0")


def _verdict(shanten: int) -> str:
    if shanten == -1:
        return "the 14 tiles already win (shanten -1); each discard below leaves them ready"
    if shanten == 0:
        return "ready after the best discard (shanten 0)"
    return f"{shanten} from ready after the best discard (shanten {shanten})"


def discard_lines(found: Any, color: bool = False, ascii: bool = False) -> list[str]:
    """The verdict line and the table of a :class:`mjscore.discard.Discards`, best row first. Each
    row starts with the discarded tile's glyph (not with ``ascii``), outside the aligned columns:
    terminals disagree on the width of the tile glyphs, and one glyph per row keeps the rows aligned."""
    lines = ["  " + _style(_verdict(found.shanten), BOLD, color)]
    rows = [HEADER]
    for d in found.discards:
        best = d.best_wait
        rows.append((
            tile_name(d.tile),
            str(d.shanten),
            str(d.left),
            _number(d.value),
            f"{tile_name(best.tile)} {_number(best.ron_score)}" if best is not None else "",
            " ".join(f"{tile_name(i.tile)}×{i.left}" for i in d.improving),
        ))
    if ascii:  # (the improving tiles' × is an x)
        rows = [tuple(to_ascii(cell) for cell in row) for row in rows]
    body = table(rows, "lrrrll", indent="")
    glyph_room = "" if ascii else "   "  # a glyph and a space (a glyph takes two columns at most)
    out = ["  " + glyph_room + _style(body[0], DIM, color)]
    for i, (d, text) in enumerate(zip(found.discards, body[1:])):
        glyph = "" if ascii else to_unicode(d.tile) + " "
        out.append("  " + glyph + (_style(text, BOLD, color) if i == 0 else text))
    return lines + out


def discard_text(result: Any, color: bool = False, ascii: bool = False) -> str:
    """A `mjscore discard` result (``ok``, ``parsed``, ``hand``, ``detail`` the Discards, ``error``)
    as text: the tiles, the verdict, the table."""
    if not result.ok:
        return f"{_style('error:', RED, color)} {result.error['message']}"
    header = ""
    if result.parsed is not None:
        drawing = draw_hand(result.parsed) if not ascii else ""
        header = f"{_style(drawing, BOLD, color)}   {_style(result.hand or '', DIM, color)}".strip()
    text = "\n".join(([header] if header else []) + discard_lines(result.detail, color, ascii))
    return to_ascii(text) if ascii else text
