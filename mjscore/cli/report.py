"""Presentation of results: one JSON line, or a readable text table. Pure functions (no I/O)."""

from __future__ import annotations

import re
from functools import lru_cache

from ..errors import MjscoreError
from ..formatting import thousands, to_ascii
from ..hand import Hand
from ..jsontext import dumps as _dumps, string as _string, value as _value
from ..rules import catalog
from ..tiles import FLOWER_UNICODE, name as tile_name, to_unicode
from .width import fit, width

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Callable, Iterable, Sequence

    from ..api import Result

# ANSI styles, used only when colour is on.
BOLD, DIM, RED, GREEN, YELLOW, RESET = "\x1b[1m", "\x1b[2m", "\x1b[31m", "\x1b[32m", "\x1b[33m", "\x1b[0m"


# Characters that JSON leaves unescaped but that many line readers take as a line break (Python's
# str.splitlines, some editors): escaped, so that one result is always one line of JSON lines.
_LINE_BREAKS = (("\x85", "\\u0085"), ("\u2028", "\\u2028"), ("\u2029", "\\u2029"))


def to_json(result: Result[Any]) -> str:
    """One result as one compact JSON line (no newline)."""
    if result.ok and result.fields:
        # A score's own JSON from pre-encoded pieces (the same text as encoding its to_dict()).
        pieces = getattr(result.detail, "json_fields", None)
        body = pieces() if pieces is not None else None
        if body is not None:
            return score_json(result.line, result.input, result.rules, result.hand, body)
    elif not result.ok and type(result.error) is dict:
        return error_json(result.line, result.input, result.rules, result.error)
    return _one_line(_dumps(result.to_dict()))


def error_json(line: int, input: str, rules: str, error: dict[str, Any]) -> str:
    """The JSON line of a line's error from its parts: the same text as encoding its Result's
    to_dict()."""
    if tuple(error) == _ERROR_KEYS:  # (every error of a line: MjscoreError.to_dict())
        kind, message, column = error["kind"], error["message"], error["column"]
        if type(kind) is str and type(message) is str and (column is None or type(column) is int):
            body = (f'{{"kind":{_string(kind)},"message":{_string(message)},'
                    f'"column":{"null" if column is None else int.__repr__(column)}}}')  # (as _value writes them)
        else:
            body = f'{{"kind":{_value(kind)},"message":{_value(message)},"column":{_value(column)}}}'
    else:
        body = _value(error)
    text = (f'{{"line":{int.__repr__(line) if type(line) is int else _value(line)},"input":{_string(input)},'
            f'"rules":{_string(rules)},"ok":false,"error":{body}}}')
    return text if text.isascii() else _one_line(text)


_ERROR_KEYS = ("kind", "message", "column")


def score_json(line: int, input: str, rules: str, hand: str, body: str) -> str:
    """The JSON line of a scored line from its parts, ``body`` being the score's pre-encoded fields:
    the same text as encoding its Result's to_dict()."""
    return score_json_for(rules)(line, input, hand, body)


@lru_cache(maxsize=None)  # (one per rule set name)
def score_json_for(rules: str) -> Callable[[int, str, str, str], str]:
    """:func:`score_json` for the lines of one rule set, ``(line, input, hand, body)``: what the
    rule set's name makes is encoded once (a batch writes it on every line)."""
    middle = f',"rules":{_string(rules)},"ok":true,"hand":'

    def line_json(line: int, input: str, hand: str, body: str) -> str:
        text = f'{{"line":{int.__repr__(line)},"input":{_string(input)}{middle}{_string(hand)},{body}}}'
        # (only the input can bring in a line break: the canonical text is ASCII, the rest the tables')
        return text if input.isascii() else _one_line(text)

    return line_json


def _one_line(text: str) -> str:
    if text.isascii():  # (the line breaks below are not ASCII)
        return text
    for ch, escaped in _LINE_BREAKS:
        if ch in text:  # (only an input line can bring them in)
            text = text.replace(ch, escaped)
    return text


def dumps(obj: Any) -> str:
    return _dumps(obj)



def pad(text: str, cols: int) -> str:
    return text + " " * max(0, cols - width(text))


def _style(text: str, code: str, color: bool) -> str:
    return f"{code}{text}{RESET}" if color and text else text


def draw_hand(hand: Hand) -> str:
    """The hand in Unicode tiles: concealed tiles, declared melds in brackets (``(...)`` for a
    concealed kong), flowers, then the winning tile apart."""
    concealed = list(hand.tiles)
    if hand.win is not None and hand.win in concealed:
        concealed.remove(hand.win)
    parts = ["".join(to_unicode(t) for t in concealed)]
    for m in hand.melds:
        tiles = "".join(to_unicode(t) for t in m.tiles)
        parts.append(f"({tiles})" if m.concealed else f"[{tiles}]")
    if hand.flowers:
        parts.append("".join(FLOWER_UNICODE[f] for f in hand.flowers))
    if hand.win is not None:
        parts.append(to_unicode(hand.win))
    return " ".join(p for p in parts if p)


def table(rows: Sequence[Sequence[str]], aligns: str, indent: str = "  ", wrap: int | None = None,
          least: int | None = None) -> list[str]:
    """Align columns of text (``aligns``: one ``l`` or ``r`` per column); wide characters count two.
    ``wrap``: the lines' width, which the last column is wrapped to (the notes of `mjscore rules`); when
    the other columns leave it fewer than ``least`` columns (default: a note's 30), it goes under its
    row, indented."""
    if not rows:
        return []
    cols = [max(width(r[i]) for r in rows) for i in range(len(aligns))]
    start = note_start(rows, indent)
    beside = wrap is not None and wrap - start >= (_LEAST_NOTE if least is None else least)
    out = []
    for r in rows:
        cells = []
        for i, a in enumerate(aligns):
            cell = r[i]
            fill = " " * (cols[i] - width(cell))
            cells.append(fill + cell if a == "r" else cell + fill)
        line = (indent + "  ".join(cells)).rstrip()
        if wrap is None or width(line) <= wrap or not r[-1]:
            out.append(line)
        elif beside:
            first, *more = _wrapped(r[-1], wrap - start)
            out.append((indent + "  ".join(cells[:-1] + [first])).rstrip())
            out += [" " * start + piece for piece in more]
        else:
            under = indent + "    "
            out.append((indent + "  ".join(cells[:-1])).rstrip())
            out += [under + piece for piece in _wrapped(r[-1], max(wrap - width(under), _LEAST_NOTE))]
    return out


def note_start(rows: Sequence[Sequence[str]], indent: str = "  ") -> int:
    """The column where :func:`table` starts the last column of these rows (the first is 0)."""
    n = len(rows[0])
    return width(indent) + sum(max(width(r[i]) for r in rows) for i in range(n - 1)) + 2 * (n - 1)


_LEAST_NOTE = 30  # columns a wrapped note needs beside its row; with fewer, it goes under the row


def _wrapped(text: str, cols: int) -> list[str]:
    """``text`` in lines of at most ``cols`` columns, broken between words (a longer word alone)."""
    lines: list[str] = []
    line = ""
    for word in text.split(" "):
        if line and width(line) + 1 + width(word) > cols:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    return lines + [line]


def _header(result: Result[Any], color: bool, ascii: bool = False) -> str:
    """The hand drawn in Unicode tiles, then in canonical notation; with ``ascii`` the notation alone
    (it already shows the melds in brackets and the winning tile apart)."""
    if ascii:
        return _style(result.hand or "", BOLD, color)
    drawing = draw_hand(result.parsed) if result.parsed is not None else ""
    return f"{_style(drawing, BOLD, color)}   {_style(result.hand or '', DIM, color)}".strip()


def error_text(result: Result[Any], color: bool = False, numbered: bool = False, file: str | None = None) -> str:
    """``error: MESSAGE``; ``numbered`` (a batch of lines) puts the line number first: ``line 3: error: ...``;
    with ``file`` (lines from several files), the place as compilers write it: ``b.txt:2: error: ...``."""
    where = f"{file}:{result.line}: " if file is not None else f"line {result.line}: " if numbered else ""
    assert result.error is not None  # (a result that is not ok has its error)
    return f"{where}{_style('error:', RED, color)} {result.error['message']}"


def with_file(json_line: str, file: str) -> str:
    """A result's JSON line with its ``file`` (lines from several -i files, CLI.md) after ``line``,
    its first field, whose value is a whole number: the field goes before the first comma."""
    cut = json_line.index(",")
    return f'{json_line[:cut]},"file":{_string(file)}{json_line[cut:]}'


def score_text(result: Result[Any], color: bool = False, explain: bool = False, ascii: bool = False,
               columns: int | None = None) -> str:
    """A scored line: the tiles, one row per fan / yaku / item, then the verdict lines; fitted to
    ``columns`` (mjscore.cli.width) when given."""
    if not result.ok:
        return error_text(result, color)
    s = result.detail
    lines = [_header(result, color, ascii)]
    worth = getattr(s, "points_cell", None) or _points  # (riichi: a yakuman's row says "yakuman")
    if ascii:  # (no native names: they are not ASCII)
        lines += table([(to_ascii(r.name), worth(r), f"x{r.count}" if r.count > 1 else "") for r in s.rows()],
                       "lrl")
    else:
        rows = [(r.name, r.native, worth(r), f"×{r.count}" if r.count > 1 else "") for r in s.rows()]
        lines += table(rows, "llrl")
    lines += ["  " + _style(v, BOLD, color) for v in s.verdict()]
    if explain:
        lines += ["  " + e for e in s.explanation()]
    return fit(to_ascii("\n".join(lines)) if ascii else "\n".join(lines), columns)


def _points(row: Any) -> str:
    return str(row.points)


def _summary(outcome: Any, color: bool, text: str = "") -> str:
    """One completion of a 13-tile hand in a few words: the first verdict line, or the error
    (without the hand's text, which the header already shows)."""
    if is_no_yaku(outcome):
        return _style("no yaku", RED, color)
    if not isinstance(outcome, MjscoreError):
        cell = getattr(outcome, "wait_cell", None)  # (riichi: what each pays; MCR: the total alone)
        if cell is not None:
            said: str = cell()
            return said
        v = outcome.verdict()
        return v[0] if v else ""
    message = outcome.message
    prefix = text.strip() + ": "
    if text and message.startswith(prefix):
        message = message[len(prefix):]
    return _style(f"{outcome.kind}: ", RED, color) + message


def is_no_yaku(outcome: Any) -> bool:
    """Whether a completion is complete but has no yaku (riichi's score with ``is_win`` false)."""
    return getattr(outcome, "no_yaku", False) is True


def _foul_short(outcome: Any) -> str | None:
    """A completion that is a foul (CLI.md's ``foul`` field), in a few words: ``foul Skadin dé
    Vanzie: 2 han, 2 000 to each`` (the score of the line says it in full); None for any other."""
    if isinstance(outcome, MjscoreError):
        return None
    foul = outcome.to_dict().get("foul")
    if not foul:
        return None
    return f"foul {foul['name'].split(':')[0]}: {foul['han']} han, {thousands(foul['each'])} to each"


def _fan_list(outcome: Any) -> str:
    """The rows of a completion in a few words: ``Pure Straight, Concealed Hand, Pung ×2``."""
    if isinstance(outcome, MjscoreError):
        return ""
    return ", ".join(r.name + (f" ×{r.count}" if r.count > 1 else "") for r in outcome.rows())


def waits_text(result: Result[Any], color: bool = False, ascii: bool = False, columns: int | None = None) -> str:
    """A 13-tile line: the tiles, then a table of the winning tiles sorted by value (highest first),
    each with its score by ron and by tsumo and the ron breakdown; when not ready, the shanten and
    the tiles that lower it. Fitted to ``columns`` when given (the breakdown wrapped beside or under
    its row)."""
    if not result.ok:
        return error_text(result, color)
    lines = [_header(result, color, ascii)]
    found = result.detail
    waits = found.by_value()
    if not waits:
        sh = result.fields.get("shanten")
        text = "  not ready" + (f" (shanten {sh})" if sh is not None else "")
        improving = result.fields.get("improving")
        if improving:
            text += f"; tiles that bring it closer: {' '.join(improving)}"
        lines.append(text)
        foul = result.fields.get("foul")
        if foul:  # what the rules count for declaring (前和, riichi) on a hand that is not ready
            each = thousands(foul["each"])  # as the verdicts write points: 3 000
            lines.append(_style(f"  foul: {foul['name']}: {foul['han']} han, pays {each} to each other player",
                                RED, color))
        return fit(to_ascii("\n".join(lines)) if ascii else "\n".join(lines), columns)
    lines.append("  waiting on " + " ".join(tile_name(w.tile) for w in sorted(waits, key=lambda w: w.tile)))
    # (Unicode tiles stay out of aligned columns: terminals disagree on their width.)
    # What the rule set calls the rows (its catalog row: fans, items, yaku).
    # ``left``: the copies of the tile still unseen (not in the hand, its melds or the seen= tiles).
    rows: list[tuple[str, ...]] = [("tile", "left", "ron", "tsumo", f"{catalog.get(result.rules).row_word} (ron)")]
    for w in waits:
        ron, tsumo = _foul_short(w.ron), _foul_short(w.tsumo)
        if ron is None:
            ron = _summary(w.ron, color, result.input)
        if tsumo is None:
            tsumo = _summary(w.tsumo, color, result.input)
        elif tsumo == ron:  # a foul is said once per row
            tsumo = "the same foul"
        rows.append((tile_name(w.tile), str(w.left), ron, tsumo, _fan_list(w.ron)))
    if ascii:
        rows = [tuple(to_ascii(cell) for cell in row) for row in rows]
    table_lines = table(rows, "lrlll", wrap=columns, least=20)  # (the fans: a few names a line)
    table_lines[0] = _style(table_lines[0], DIM, color)
    lines += table_lines
    return fit(to_ascii("\n".join(lines)) if ascii else "\n".join(lines), columns)


def rules_text(title: str, entries: Iterable[Any], color: bool = False,
               choices: Sequence[tuple[str, Sequence[tuple[str, str]]]] = (), ascii: bool = False,
               columns: int | None = None) -> str:
    """`mjscore rules` as a table: name, native name, the English gloss of a name that is not English
    (riichi's romaji), points, note; then, for each option that changes the table (``choices``:
    heading, then (value, what it changes) pairs), its values. ``ascii``: no native names, and only
    ASCII characters. ``columns``: the terminal's width, which the notes are wrapped to (None: whole
    lines, for a pipe)."""
    entries = list(entries)
    glosses = [e.english if e.english != e.name else "" for e in entries]
    notes = [e.note for e in entries]
    natives = not ascii  # (a column of native names)

    def rows_of(glossed: bool) -> list[tuple[str, ...]]:
        return [(e.name, *((e.native,) if natives else ()), *((g,) if glossed else ()), e.points, n)
                for e, g, n in zip(entries, glosses, notes)]

    if columns is not None and any(glosses) and note_start(rows_of(True)) + _LEAST_NOTE > columns:
        # too narrow for a column of glosses and the notes beside it: each gloss leads its note
        notes = ["; ".join(filter(None, (g, n))) for g, n in zip(glosses, notes)]
        glosses = [""] * len(entries)
    glossed = any(glosses)
    if columns is not None and natives and note_start(rows_of(glossed)) - 2 > columns:
        # too narrow for the name, the native name and the points on one line: the native name
        # leads the note (riichi at 60 columns: `Pinfu  1 / closed only` then `平和; All chows, ...`)
        notes = ["; ".join(filter(None, (e.native, n))) for e, n in zip(entries, notes)]
        natives = False
    rows = rows_of(glossed)
    aligns = ("ll" if natives else "l") + ("l" if glossed else "") + "rl"
    if ascii:
        rows, title = [tuple(map(to_ascii, r)) for r in rows], to_ascii(title)
    lines = [_style(title, BOLD, color)] + table(rows, aligns, wrap=columns)
    for heading, values in choices:
        pairs = [(to_ascii(v), to_ascii(text)) for v, text in values] if ascii else [(v, text) for v, text in values]
        lines += ["", _style(heading, BOLD, color)] + table(pairs, "ll", wrap=columns)
    return fit(to_ascii("\n".join(lines)) if ascii else "\n".join(lines), columns)


# The points of a table row as JSON: a number ("88", "24 000", "2,000"), or a number added to a base
# ("+1", "+12 000", "+1 per tile": "additive": true, and "per" the unit); anything else (a formula, a
# tier, closed / open han, "on") stays the text the table prints.
_NUMBER = r"\d{1,3}(?:[ ,]\d{3})+|\d+"
_POINTS = rf"(?P<plus>\+)?(?P<n>{_NUMBER})(?: per (?P<per>.+))?"


def points_fields(points: str) -> dict[str, Any]:
    """The ``points`` of a row of ``mjscore rules`` as JSON fields (see above)."""
    m = re.fullmatch(_POINTS, points)
    if m is None or (m["per"] and not m["plus"]):
        return {"points": points}
    out: dict[str, Any] = {"points": int(re.sub(r"[ ,]", "", m["n"]))}
    if m["plus"]:
        out["additive"] = True
        if m["per"]:
            out["per"] = m["per"]
    return out


def entry_dict(e: Any) -> dict[str, Any]:
    """A row of ``mjscore rules`` as JSON: a yaku row gives its ``han`` and ``han_open`` (null: closed
    hands only) as numbers, and a yakuman's multiple as ``yakuman``; any other row its ``points``
    (:func:`points_fields`)."""
    gloss = {"english": e.english} if e.english else {}  # (riichi's rows: their names are romaji)
    if e.han is None:
        worth = points_fields(e.points)
    else:
        worth = {"han": e.han, "han_open": e.han_open}
        if e.yakuman:
            worth["yakuman"] = e.yakuman
    return {"id": e.id, "name": e.name, "native": e.native, **gloss, **worth, "note": e.note}
