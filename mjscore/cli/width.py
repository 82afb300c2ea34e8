"""Text output in the terminal's width (docs/cli.md, "Text in the terminal's width"): the columns a
string takes, the width to fit (``COLUMNS``, else the terminal's), and lines wrapped to it at spaces.

One measure for every text output: a character East Asian wide or full-width (CJK names, kana)
takes two columns, and so does each mahjong tile glyph (U+1F000-U+1F02B). Unicode gives the tiles
a narrow width except the red dragon (U+1F004), but terminals draw them as wide as a CJK character or
wider, and a line measured short would wrap: two columns is the width that fits on every terminal
seen (the rows of `mjscore discard` leave that room for a glyph). Colour codes take none.
"""

from __future__ import annotations

import re
from unicodedata import east_asian_width

_ANSI = re.compile(r"\x1b\[[0-9;]*m")
_TILES = range(0x1F000, 0x1F02C)  # the mahjong tiles block's glyphs


def width(text: str) -> int:
    """Columns a string takes in a terminal (see the module docstring)."""
    if "\x1b" in text:
        text = _ANSI.sub("", text)
    if text.isascii():
        return len(text)
    return sum(2 if east_asian_width(ch) in "WF" or ord(ch) in _TILES else 1 for ch in text)


def columns(stream: object = None) -> int | None:
    """The width text output is fitted to: ``COLUMNS`` when it is a whole number above 0, else the
    terminal's when ``stream`` is one; None otherwise (a pipe: lines stay whole for scripts)."""
    import os

    given = os.environ.get("COLUMNS", "").strip()
    if given.isascii() and given.isdigit() and int(given) > 0:
        return int(given)
    try:
        if stream is not None and stream.isatty():  # type: ignore[attr-defined]  # (any stream: a test's too)
            size = os.get_terminal_size(stream.fileno()).columns  # type: ignore[attr-defined]  # (as above)
            return size if size > 0 else None
    except (AttributeError, OSError, ValueError):
        pass
    return None


def fit(text: str, cols: int | None, hang: int = 2) -> str:
    """``text`` with each line wider than ``cols`` wrapped at spaces, never inside a word: what does
    not fit goes on the next lines, indented ``hang`` columns more than the line. A table row (cells
    apart by two spaces or more) is broken between its cells first, so that a cell (``4 han 30 fu
    7,700``) stays whole where it fits on a line; prose is broken between words. A word wider than
    the line stands alone on its line. ``cols`` None: the text as it is."""
    if cols is None or (text.isascii() and max(map(len, text.split("\n"))) <= cols):
        return text
    out: list[str] = []
    for line in text.split("\n"):
        if width(line) <= cols:
            out.append(line)
            continue
        body = line.lstrip(" ")
        lead = len(line) - len(body)
        more = " " * min(lead + hang, max(cols // 3, 0))
        rows = [" " * lead]
        for cell in _CELL.finditer(body):
            gap, words = cell.group(1), cell.group(2)
            current = rows[-1]
            if current.strip() and width(current) + len(gap) + width(words) > cols:
                rows.append(more)  # (the cell on the next line)
                gap = ""
            elif not current.strip():
                gap = ""
            rows[-1:] = _words(rows[-1] + gap, words, cols, more)
        out += rows
    return "\n".join(out)


_CELL = re.compile(r"((?:^| {2,}))((?:[^ ]+ ?)*[^ ]+)")  # a cell (words apart by one space) and the gap before it


def _words(current: str, text: str, cols: int, more: str) -> list[str]:
    """The lines of ``text`` (words apart by one space) written after ``current``: its first words on
    that line while they fit, the others on new lines that start with ``more``."""
    lines = [current]
    gap = ""  # (the first word goes right after ``current``: its gap is already there)
    for word in text.split(" "):
        if not lines[-1].strip() or width(lines[-1]) + len(gap) + width(word) <= cols:
            lines[-1] += gap + word
        else:
            lines.append(more + word)
        gap = " "
    return lines


def fold(block: list[str], cols: int) -> list[str]:
    """An aligned table too wide for ``cols`` columns (rows of cells apart by two spaces or more, as
    the riichi point table's) cut into tables of its columns side by side that fit, one under the
    other (apart by an empty line), each led by the first column (the rows' labels). A block whose
    characters are not one column each, or that has no two columns to part, is returned as it is
    (:func:`fit` then wraps its lines)."""
    if not block or max(map(width, block)) <= cols or any(width(line) != len(line) for line in block):
        return block
    size = max(map(len, block))
    lines = [line.ljust(size) for line in block]
    blank = [all(line[i] == " " for line in lines) for i in range(size)]
    # the columns: runs of positions that are not blank in every row; a gutter is two blanks or more
    spans: list[tuple[int, int]] = []
    i = 0
    while i < size:
        if blank[i]:
            i += 1
            continue
        start = i
        while i < size and not (blank[i] and (i + 1 >= size or blank[i + 1])):
            i += 1
        spans.append((start, i))
    if len(spans) < 3:
        return block
    label, cells = spans[0], spans[1:]
    lead = label[1] - label[0]
    groups: list[list[tuple[int, int]]] = [[]]
    used = lead
    for span in cells:
        need = 2 + span[1] - span[0]
        if groups[-1] and used + need > cols:
            groups.append([])
            used = lead
        groups[-1].append(span)
        used += need
    if len(groups) == 1:
        return block
    out: list[str] = []
    for n, group in enumerate(groups):
        if n:
            out.append("")
        for line in lines:
            out.append((line[label[0]:label[1]] + "".join("  " + line[a:b] for a, b in group)).rstrip())
    return out


def fit_tables(text: str, cols: int | None) -> str:
    """``text`` fitted to ``cols``: each block (lines apart by empty lines) wider than that folded
    (:func:`fold`) when it is a table, then every line still wider wrapped at spaces (:func:`fit`)."""
    if cols is None:
        return text
    blocks = text.split("\n\n")
    return fit("\n\n".join("\n".join(fold(b.split("\n"), cols)) for b in blocks), cols)
