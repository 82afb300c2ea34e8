"""`mjscore log`: the results of mjscore.logs.run written as JSON, JSON lines, notation lines or a
table per game with a summary (docs/logs.md); the exit status.

Loaded only by the `log` command (mjscore.cli.app), never at the other commands' start-up.
"""

from __future__ import annotations

import sys
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Callable, Iterable, Iterator, TextIO

    from ..logs.run import RecordInput
    from .guard import Writer

    # What passes the results through a progress line (mjscore.cli.progress.for_records).
    Shown = Callable[[Iterable[LogResult]], Iterator[LogResult]]

from ..options import UsageError, check_values, engine_options
from ..formatting import thousands
from ..logs.run import LOG_FORMATS, LogResult, Scorer, record_inputs, run

MARK_OK, MARK_BAD = "✓", "✗"


def execute(p: dict[str, Any], stdin: TextIO | None = None, out: TextIO | None = None) -> int:
    """Run `mjscore log` with the parameters ``p`` (the option table's, mjscore.options); the exit
    status: 1 when a record could not be read or a line not scored, or, with ``--check``, when a
    win disagrees with its record; else 0. UsageError (before any output) for a bad option."""
    check_values(p, "log")
    log_format = p.get("log_format") or "auto"
    if log_format not in LOG_FORMATS:
        raise UsageError(f"Invalid value for '--log-format': {log_format!r} is not one of {', '.join(LOG_FORMATS)}.")
    _check_files(p.get("files") or [])
    from ..api import OptionError
    from .batch import _is_tty, _quiet_collector

    out = out or sys.stdout
    try:
        scorer = Scorer(engine_options(p, "log"), score=bool(p.get("check")) or not p.get("lines_only"))
    except OptionError as e:
        raise UsageError(str(e)) from None
    files = p.get("files") or []
    if sys.stdin is not None and stdin is None and (not files or "-" in files) and _is_tty(sys.stdin) \
            and sys.stderr is not None and not p.get("quiet"):
        sys.stderr.write("mjscore: reading a game record from standard input (end with Ctrl-D; "
                         "`mjscore log --help` for more)\n")
    _quiet_collector()
    inputs: Iterable[RecordInput] = record_inputs(files, stdin)
    progress: Shown | None = None
    if files and not p.get("quiet") and _is_tty(sys.stderr):  # (a progress line over the records)
        from .progress import for_records

        inputs, progress = for_records(p, files, inputs, out)
    jobs = _jobs(p.get("jobs") or 1, files)
    if jobs > 1:  # (worker processes: signals and writes as `score --jobs` has them)
        return _with_workers(p, _shown(run(inputs, scorer, log_format, jobs), progress), out)
    return _write(p, _shown(run(inputs, scorer, log_format, jobs), progress), out)


def _check_files(files: list[str]) -> None:
    """UsageError (status 2, before any output) for a FILE given that does not exist or cannot be
    read, as `score -i FILE` has it. (A record inside a directory that cannot be read, or that is not
    a record, is an error result of its own: the run goes on.)"""
    import os

    for path in files:
        if path == "-":
            continue
        try:
            os.stat(path)
            readable = os.access(path, os.R_OK)
        except OSError as e:
            raise UsageError(f"Invalid value for 'FILE': cannot read {path!r}: {e.strerror or e}") from None
        if not readable:
            raise UsageError(f"Invalid value for 'FILE': cannot read {path!r}: Permission denied")


def _shown(results: Iterable[LogResult], progress: Shown | None) -> Iterable[LogResult]:
    """The results, passed through the progress line when one is shown."""
    return results if progress is None else progress(results)


def _with_workers(p: dict[str, Any], results: Iterable[LogResult], out: TextIO) -> int:
    """`mjscore log --jobs N` (N > 1): Ctrl-C and SIGTERM stop the run, every worker ended, after the
    result being written (mjscore.cli.guard: a result is written whole)."""
    from .guard import GuardedStream, catch_signals, restore_signals

    before = catch_signals()
    try:
        return _write(p, results, GuardedStream(out), out)
    finally:
        restore_signals(before)


def _write(p: dict[str, Any], results: Iterable[LogResult], out: Writer, shown: Writer | None = None) -> int:
    """Write the results as ``p`` asks; the exit status. ``shown``: the stream the output goes to
    when ``out`` writes to it for another (its colors and terminal)."""
    from .batch import _is_tty, _use_color

    shown = shown or out
    fmt = p.get("fmt") or ("text" if _is_tty(shown) else "jsonl")
    lines_only, check = bool(p.get("lines_only")), bool(p.get("check"))
    if lines_only:
        summary = _write_lines(results, out)
    elif fmt == "text":
        from ..formatting import wants_ascii
        from .width import columns

        summary = _write_text(results, out, _use_color(fmt, shown, p.get("color") or "auto"),
                              wants_ascii(p.get("ascii"), shown), columns(shown))
    else:
        summary = _write_json(results, out, fmt == "json")
    out.flush()
    errors, differing = summary
    return 1 if errors or (check and differing) else 0


def _counted(results: Iterable[LogResult], tally: list[int]) -> Iterator[LogResult]:
    """The results, counting errors (tally[0]) and wins that disagree (tally[1]) on the way."""
    for r in results:
        if not r.ok:
            tally[0] += 1
        elif r.agree is False:
            tally[1] += 1
        yield r


def _write_json(results: Iterable[LogResult], out: Writer, array: bool) -> tuple[int, ...]:
    tally = [0, 0]
    first = True
    if array:
        out.write("[")
    for r in _counted(results, tally):
        text = r.json_text()
        if array:
            out.write(("\n" if first else ",\n") + text)
        else:
            out.write(text + "\n")
        first = False
    if array:
        out.write("]\n" if first else "\n]\n")
    return tuple(tally)


def _error_line(r: LogResult) -> str:
    where = " ".join(str(x) for x in (r.file, r.game if r.game != r.file else None, r.round) if x is not None)
    e = r.error or {}
    text = f"error: {where}: {e.get('message')}"
    if e.get("event") is not None:
        text += f" (event {e.get('position')}: {e['event']})" if e.get("position") is not None else f" ({e['event']})"
    elif e.get("position") is not None:
        text += f" (event {e['position']})"
    return text


def _write_lines(results: Iterable[LogResult], out: Writer) -> tuple[int, ...]:
    tally = [0, 0]
    for r in _counted(results, tally):
        if r.line is not None:
            out.write(r.line + "\n")
        if not r.ok and sys.stderr is not None:
            sys.stderr.write(_error_line(r) + "\n")
    return tuple(tally)


def _value(r: LogResult) -> str:
    """mjscore's score of the win, short: ``3 han 40 fu 7,700``, ``3 han mangan 8,000``, ``24 points``
    (points with the thousands separator, as the riichi tables write them)."""
    s = r.score or {}
    if "fans" in s:  # (MCR: points, no han)
        return f"{s.get('total')} points"
    han, fu, limit = s.get("han"), s.get("fu"), s.get("limit")
    if not limit:
        head = f"{han} han {fu} fu"
    elif limit.endswith("yakuman") and "kazoe" not in limit:
        head = limit
    else:
        head = f"{han} han {limit}"
    return f"{head} {thousands(_points(r), ',')}"


def _points(r: LogResult) -> int:
    """The hand's value without counters and deposits (as the record's ``points``): a counter is 300
    in all, 200 with three players."""
    s = r.score or {}
    per = 200 if (r.options or {}).get("players") == 3 else 300
    return (s.get("total") or 0) - 1000 * _line_number(r.line, "sticks") - per * _line_number(r.line, "honba")


def _line_number(line: str | None, word: str) -> int:
    import re

    m = re.search(rf"(?<![\w-]){word}=(\d+)", line or "", re.I)
    return int(m.group(1)) if m else 0


def _record_value(r: LogResult) -> str:
    rec = r.recorded or {}
    if not rec:
        return "-"
    if "han" not in rec and "total" in rec:  # (MCR)
        return f"{rec['total']} points"
    parts = []
    if rec.get("limit"):
        if rec.get("han") is not None and not rec["limit"].endswith("yakuman"):
            parts.append(f"{rec['han']} han")
        parts.append(rec["limit"])
    elif rec.get("han") is not None:
        parts.append(f"{rec['han']} han {rec.get('fu')} fu")
    if rec.get("points") is not None:
        parts.append(thousands(rec["points"], ","))
    return " ".join(parts) if parts else "deltas only"


def _drawn(r: LogResult, ascii: bool) -> str:
    hand = (r.score or {}).get("hand") or r.line or ""
    if ascii:
        return _tiles_part(hand)
    try:
        from ..notation import parse_hand
        from .report import draw_hand

        return draw_hand(parse_hand(hand, check=False))
    except Exception:  # (the line could not be scored: its tiles as written)
        return _tiles_part(hand)


def _tiles_part(hand: str) -> str:
    """The tiles of a notation line (the words before its first condition word)."""
    words = []
    for w in hand.split():
        if "=" in w or w.isalpha() and w.lower() == w and len(w) > 2:
            break
        words.append(w)
    return " ".join(words)


def _write_text(results: Iterable[LogResult], out: Writer, color: bool, ascii: bool,
                cols: int | None = None) -> tuple[int, ...]:
    """A table per game, then the summary; fitted to ``cols`` when given (mjscore.cli.width: a row
    too wide goes on, indented, on the next lines)."""
    from ..formatting import plural, to_ascii
    from .report import GREEN, RED, _style, table
    from .width import fit

    tally = [0, 0]
    games = wins = agreeing = 0
    current: tuple[str, str | None] | None = None  # (file, game) of the game being written
    rows: list[tuple[str, ...]] = []

    def flush_game() -> None:
        if rows:
            if ascii:
                rows[:] = [tuple(to_ascii(cell) for cell in row) for row in rows]
            out.write(fit("\n".join(table(rows, "lllllll")), cols) + "\n")
            rows.clear()

    for r in _counted(results, tally):
        key = (r.file, r.game)
        if key != current:
            flush_game()
            if r.game is not None:
                games += 1
                head = f"game {r.game}  ({r.file})" + _players_text(r.players)
                out.write(("" if current is None else "\n") + fit(to_ascii(head) if ascii else head, cols) + "\n")
            current = key
        if not r.ok:
            if r.line is not None:
                wins += 1
            if sys.stderr is not None:
                sys.stderr.write(_error_line(r) + "\n")
            continue
        wins += 1
        seat = f"seat {r.winner}" + (" tsumo" if r.from_seat is None else f" ron from {r.from_seat}")
        if r.agree is None:
            mark = "·"
        elif r.agree:  # (the mark is the last column: its colour does not shift the others)
            mark, agreeing = _style(MARK_OK, GREEN, color), agreeing + 1
        else:
            mark = _style(MARK_BAD + " " + ", ".join(r.differs), RED, color)
        round_ = f"{r.round or '?'}-{r.honba or 0}"
        rows.append((round_, seat, _drawn(r, ascii), _value(r), "record:", _record_value(r), mark))
    flush_game()
    errors, differing = tally
    out.write(fit(f"{plural(games, 'game')}, {plural(wins, 'win')}: {agreeing} agree, {differing} differ, "
                  f"{plural(errors, 'error')}", cols) + "\n")
    return tuple(tally)


def _players_text(players: Any) -> str:
    """The players of a game's heading, in seat order (``-`` for a seat the record does not name);
    nothing when the record names no one."""
    if not players:
        return ""
    return "  players: " + ", ".join(p if p is not None else "-" for p in players)


def _jobs(value: int | str, files: list[str]) -> int:
    """``--jobs N``, or for ``auto`` the cores when several files or a directory are given (one file a
    task: a single file or standard input is read in this process)."""
    if value != "auto":
        return int(value)
    import os

    many = len(files) > 1 or any(f != "-" and os.path.isdir(f) for f in files)
    return (os.cpu_count() or 1) if many else 1
