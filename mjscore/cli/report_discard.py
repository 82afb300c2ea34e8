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

from ..formatting import thousands, to_ascii
from .report import BOLD, DIM, RED, RESET, draw_hand, is_no_yaku, table
from .width import fit
from ..tiles import name as tile_name, to_unicode

HEADER = ("discard", "shanten", "left", "value", "best wait", "improving")


def _style(text: str, code: str, color: bool) -> str:
    return f"{code}{text}{RESET}" if color and text else text


def _number(v: float | None, sep: str = " ") -> str:
    """A value with its thousands grouped by ``sep`` (riichi ``1,500``; the other rule sets ``1 500``,
    as their verdicts write points); up to two decimals."""
    if v is None:
        return ""
    if float(v).is_integer():
        return thousands(int(v), sep)
    return thousands(float(f"{v:.2f}"), sep)


def _separator(rules: str | None) -> str:
    return "," if rules == "riichi" else " "


def _verdict(shanten: int) -> str:
    if shanten == -1:
        return "the 14 tiles already win (shanten -1); each discard below leaves them ready"
    if shanten == 0:
        return "ready after the best discard (shanten 0)"
    return f"{shanten} from ready after the best discard (shanten {shanten})"


def discard_lines(found: Any, color: bool = False, ascii: bool = False, rules: str | None = None,
                  columns: int | None = None) -> list[str]:
    """The verdict line and the table of a :class:`mjscore.analysis.discard.Discards`, best row first. Each
    row starts with the discarded tile's glyph (not with ``ascii``), outside the aligned columns:
    terminals disagree on the width of the tile glyphs, and one glyph per row keeps the rows aligned."""
    lines = ["  " + _style(_verdict(found.shanten), BOLD, color)]
    sep = _separator(rules)
    rows = [HEADER]
    for d in found.discards:
        best = d.best_wait
        # A ready discard none of whose waits has a yaku is worth "no yaku", not 0.
        no_yaku = bool(d.waits) and all(is_no_yaku(w.ron) for w in d.waits)
        rows.append((
            tile_name(d.tile),
            str(d.shanten),
            str(d.left),
            "no yaku" if no_yaku else _number(d.value, sep),
            "" if best is None else
            f"{tile_name(best.tile)} {'no yaku' if is_no_yaku(best.ron) else _number(best.ron_score, sep)}",
            " ".join(f"{tile_name(i.tile)}×{i.left}" for i in d.improving),
        ))
    if ascii:  # (the improving tiles' × is an x)
        rows = [tuple(to_ascii(cell) for cell in row) for row in rows]
    glyph_room = "" if ascii else "   "  # a glyph and a space (a glyph takes two columns at most)
    # (``columns``: the improving tiles wrapped beside the row, the room of the indent and glyph left)
    body = table(rows, "lrrrll", indent="", wrap=None if columns is None else columns - 2 - len(glyph_room),
                 least=12)  # (three improving tiles a line, at least)
    out = ["  " + glyph_room + _style(body[0], DIM, color)]
    # (a row whose improving tiles were wrapped takes several lines: the glyph leads its first)
    starts = [i for i, text in enumerate(body) if i and not text.startswith(" ")]
    firsts = dict(zip(starts, found.discards))
    best = starts[0] if starts else None
    for i, text in enumerate(body[1:], 1):
        d = firsts.get(i)
        glyph = "" if ascii else (to_unicode(d.tile) + " " if d is not None else glyph_room)
        out.append("  " + glyph + (_style(text, BOLD, color) if i == best else text))
    return lines + out


def discard_text(result: Any, color: bool = False, ascii: bool = False, columns: int | None = None) -> str:
    """A `mjscore discard` result (``ok``, ``parsed``, ``hand``, ``detail`` the Discards, ``error``)
    as text: the tiles, the verdict, the table."""
    if not result.ok:
        return f"{_style('error:', RED, color)} {result.error['message']}"
    header = ""
    if result.parsed is not None:
        drawing = draw_hand(result.parsed) if not ascii else ""
        header = f"{_style(drawing, BOLD, color)}   {_style(result.hand or '', DIM, color)}".strip()
    lines = discard_lines(result.detail, color, ascii, getattr(result, "rules", None), columns)
    text = "\n".join(([header] if header else []) + lines)
    return fit(to_ascii(text) if ascii else text, columns)
