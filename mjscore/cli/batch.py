"""Running `mjscore score` / `waits` / `discard`: the lines in, one output per line out (in input
order, with --jobs in a pool of processes: mjscore.pool). Both front ends run :func:`execute`: the
plain fast path (mjscore.cli.launch) and the Typer application (mjscore.cli.app).

Lines are read as bytes, in blocks, and split on ``\\n`` only (mjscore.cli.reading: bounded lines,
encoding errors named); results are written whole under a guard against Ctrl-C and SIGTERM
(mjscore.cli.guard). docs/cli.md ("Lines, encodings and limits", ``--jobs``) is the contract.

Cheap to import: the engine (mjscore.api) and the reports load with the first line.
"""

from __future__ import annotations

import os
import sys

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import IO, Any, Callable, Iterable, Iterator, Protocol, TextIO

    from ..api import Engine, Result
    from ..api_types import RuleName
    from .guard import Writer
    from .progress import Progress
    from .reading import Item

    # One line's output: (whether it scored, its text).
    Output = tuple[bool, str]

    class LineRenderer(Protocol):
        """The output of a line read, (line number, text); ``file``: the file it was read from, of
        several (its error names the place)."""

        def __call__(self, item: tuple[int, str], file: str | None = None, /) -> Output: ...

from .guard import GuardedStream, catch_signals, restore_signals
from ..options import UsageError, check_refused, check_values, engine_options
from .reading import (
    RawReader,
    chained_lines,
    close,
    input_lines,
    jobs_for,
    live_input,
    open_inputs,
    read_lines,
)

CHUNK = 256  # lines per task with --jobs
# When the input is not live (a regular file, arguments), results are written in blocks of about
# BLOCK characters, one write each. Kept small: the text of a block and its encoding then fit in
# memory the allocator reuses, while a larger block (its UTF-8 encoding is first sized at three bytes
# a character) is mapped fresh from the system at every write, a page fault per 4 KiB touched
# (128 MCR lines a block: 4,600 faults in 10,000 lines, ~3% of the run).
BLOCK = 16384

__all__ = ["execute", "UsageError"]


def _is_tty(stream: Any) -> bool:
    """Whether ``stream`` (a stream, a test's stand-in, or None) is a terminal."""
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):
        return False


def _use_color(fmt: str, stream: Any, mode: str = "auto") -> bool:
    """Colour for text output: ``--color always`` / ``never`` as said; ``auto`` follows the
    conventions of terminal programs: FORCE_COLOR (set, not empty) turns it on, else NO_COLOR (set,
    not empty) or TERM=dumb turns it off, else it is on for a terminal."""
    if fmt != "text" or mode == "never":
        return False
    if mode == "always" or os.environ.get("FORCE_COLOR"):
        return True
    return _is_tty(stream) and not os.environ.get("NO_COLOR") and os.environ.get("TERM") != "dumb"


HINT = ("mjscore: reading hands from standard input, one per line (end with Ctrl-D; "
        "`mjscore {command} --help` for more)\n")


class _Job:
    """Everything needed to turn one input line into one output text (--jobs: the forked workers
    inherit it, engine included)."""

    def __init__(self, command: str, rules: RuleName, options: dict[str, Any], fmt: str, color: bool, explain: bool,
                 tiles: str = "notation", ascii: bool = False, numbered: bool = False,
                 error_color: bool | None = None, columns: int | None = None) -> None:
        self.command, self.rules, self.options = command, rules, options
        self.fmt, self.color, self.explain = fmt, color, explain
        self.tiles, self.ascii, self.numbered = tiles, ascii, numbered
        # (text: errors go to standard error, coloured when that is a terminal)
        self.error_color = color if error_color is None else error_color
        # LINE arguments that are also the names of existing files (`mjscore score hands.txt`): their
        # error says "did you mean -i hands.txt?". Only their existence was checked (execute): a
        # LINE is never read as a file (CLI.md).
        self.file_names: frozenset[str] = frozenset()
        self.columns = columns  # (text) the width results are fitted to (mjscore.cli.width), None: whole lines
        self._engine: Engine | None = None

    def __getstate__(self) -> dict[str, Any]:
        return {k: v for k, v in self.__dict__.items() if k != "_engine"} | {"_engine": None}

    def engine(self) -> Engine:
        if self._engine is None:
            from ..api import Engine

            self._engine = Engine(self.rules, tiles=self.tiles, **self.options)
        return self._engine

    def renderer(self) -> Callable[[Item], Output]:
        """A function (line number, line) -> (ok, output text), with everything bound once; an item
        (line number, text, error) is a line that could not be read (input_lines): its error."""
        from . import report
        from ..api import Result

        render = self._renderer()
        rules, fmt, color, numbered = self.rules, self.fmt, self.error_color, self.numbered

        def refused(line: int, text: str, error: dict[str, Any], file: str | None = None) -> tuple[bool, str]:
            r = Result(line=line, input=text, rules=rules, ok=False, error=error)
            if fmt == "text":
                return False, report.error_text(r, color, numbered, file)
            out = report.to_json(r)
            return False, (out if file is None else report.with_file(out, file))

        file_names, result = self.file_names, self.engine().result

        def named_a_file(line: int, text: str) -> tuple[bool, str]:
            """A LINE that names a file: its result, its error with the hint."""
            r = result(text, line, self.command)
            if r.ok:
                return render((line, text))
            import shlex

            error = dict(r.error or {})
            error["message"] = (f"{error.get('message')}; {text!r} is a file name, not a hand: "
                                f"did you mean -i {shlex.quote(text)}?")
            return refused(line, text, error)

        def checked(item: Item) -> Output:
            if len(item) == 2:
                if file_names and item[1] in file_names:
                    return named_a_file(*item)
                return render(item)
            if len(item) == 3:
                return refused(*item)
            # a line of one of several files (reading.chained_lines): its place names the file
            line, text, error, file = item
            if error is not None:
                return refused(line, text, error, file)
            ok, out = render((line, text), file)
            return ok, (out if fmt == "text" else report.with_file(out, file))
        return checked

    def _renderer(self) -> LineRenderer:
        from . import report

        result = self.engine().result
        command, color, explain = self.command, self.color, self.explain
        if self.fmt != "text":
            to_json = report.to_json
            if command == "score" and not explain:
                return self._score_json()

            def render_json(item: tuple[int, str], file: str | None = None) -> Output:
                r = result(item[1], item[0], command)
                return r.ok, to_json(r)
            return render_json
        ascii, numbered, error_color, columns = self.ascii, self.numbered, self.error_color, self.columns
        if command == "waits":
            def text(r: Result[Any]) -> str:
                return report.waits_text(r, color, ascii=ascii, columns=columns)
        elif command == "discard":
            from .report_discard import discard_text

            def text(r: Result[Any]) -> str:
                return discard_text(r, color, ascii=ascii, columns=columns)
        else:
            def text(r: Result[Any]) -> str:
                return report.score_text(r, color, explain, ascii=ascii, columns=columns)

        def render(item: tuple[int, str], file: str | None = None) -> Output:
            r = result(item[1], item[0], command)
            if not r.ok:  # in a batch, the error says which line it was (and, of several files, which file)
                return False, report.error_text(r, error_color, numbered, file)
            return True, text(r)
        return render

    def _score_json(self) -> LineRenderer:
        """The renderer of ``score`` as JSON: a line that scores is written from the score's own
        pre-encoded pieces (no Result, no dictionaries: the same text as encoding its Result)."""
        from . import report

        engine = self.engine()
        rules = self.rules
        scored, result_of, hand_text, line_json, error_json, to_json = (
            engine.scored, engine.result_of, engine.format_hand, report.score_json_for(rules), report.error_json,
            report.to_json)

        def render(item: tuple[int, str], file: str | None = None) -> Output:
            line, text = item
            got = scored(text, line)
            if isinstance(got, dict):  # the line's error
                return False, error_json(line, text, rules, got)
            hand, s = got
            pieces = getattr(s, "json_fields", None)  # (a score without them: its to_dict encoded)
            body = pieces() if pieces is not None else None
            if body is None:
                return True, to_json(result_of(text, line, hand, s))
            return True, line_json(line, text, hand_text(hand), body)
        return render


def _rendered(job: _Job, items: Iterable[Item], jobs: int, stream: IO[Any] | None = None,
              live: bool = False) -> Iterator[Output]:
    """(ok, text) per item, in input order; with jobs > 1, blocks of lines are scored by a pool of
    worker processes (mjscore.pool), in constant memory. ``live``: the lines come from ``stream``,
    a pipe or a terminal, and a block goes as soon as no more lines are ready."""
    if jobs <= 1 or not hasattr(os, "fork"):  # (no fork, as on Windows: one process)
        return map(job.renderer(), items)
    from .. import pool

    fd: int | None = None
    lines: Iterable[Item | None] = items
    if live and stream is not None:
        try:
            fd = stream.fileno()
        except (AttributeError, OSError, ValueError):
            fd = None
        else:
            lines = read_lines(RawReader(fd), marks=True)
    return pool.scored_blocks(job.renderer, pool.Blocks(lines, CHUNK, fd), jobs)


def _emit(outputs: Iterable[Output], fmt: str, out: GuardedStream, live: bool = True,
          err: Writer | None = None) -> bool:
    """Write each output as soon as it is ready (flushed when ``live``); True when every line was ok.
    In text, an error line goes to ``err`` (standard error), after what is pending for ``out`` (on
    a terminal both show in input order); results are separated by a blank line on ``out``."""
    if fmt == "jsonl" and not live:  # (a batch's JSON lines: blocks of lines, one write each)
        return _emit_blocks(outputs, out)
    all_ok = True
    first = True
    write: Callable[[str], None] = out.write
    flush: Callable[[], None] = out.flush if live else (lambda: None)
    pending: list[str] = []
    if not live:  # one write per block of results (the stream may be unbuffered: python -u)
        size = 0

        def write_pending(text: str, _add: Callable[[str], None] = pending.append) -> None:
            nonlocal size
            _add(text)
            size += len(text)
            if size >= BLOCK:
                size = 0
                out.write_block(pending)
        write = write_pending
    try:
        if fmt == "json":
            write("[")
        for ok, text in outputs:
            all_ok &= ok
            if not ok and err is not None and fmt == "text":
                if pending:
                    size = 0
                    out.write_block(pending)
                out.flush()
                err.write(text + "\n")
                err.flush()
                continue
            if fmt == "json":
                write(("\n" if first else ",\n") + text)
            elif fmt == "text" and not first:
                write("\n" + text + "\n")
            else:
                write(text + "\n")
            first = False
            flush()
        if fmt == "json":
            write("]\n" if first else "\n]\n")
    finally:  # (what was scored is written, also when the run stops early)
        if pending:
            out.write_block(pending)
    flush()
    return all_ok


def _emit_blocks(outputs: Iterable[Output], out: GuardedStream) -> bool:
    """_emit for JSON lines that are not live: one write per block of about BLOCK characters."""
    all_ok = True
    pending: list[str] = []
    add = pending.append
    size = 0
    try:
        for ok, text in outputs:
            if not ok:
                all_ok = False
            add(text)
            size += len(text)
            if size >= BLOCK:
                size = 0
                out.write_block(pending, lines=True)  # (pending emptied under the signal guard)
    finally:  # (what was scored is written, also when the run stops early)
        if pending:
            out.write_block(pending, lines=True)
    out.flush()
    return all_ok


def _quiet_collector() -> None:
    """Make Python's cyclic garbage collector cheap over a batch. What exists before the first line
    (modules, rule tables, the engine) lives as long as the program: frozen, it is no longer walked
    by every full collection. A line makes no reference cycles (tests/test_launch.py checks lines of
    every rule set and command), so the young generation's collection, run every 700 new objects
    while the caches fill, finds nothing: it runs every 10,000 (a cycle made anyway is still
    collected, later). ~1% of a batch's instructions (riichi, 10,000 lines: 244.1k -> 242.1k a line,
    with fewer cache misses besides). (The program keeps the collector off
    during start-up, mjscore.cli.launch.entry: it is turned on here.)"""
    import gc

    gc.freeze()
    gc.set_threshold(10_000, 10, 10)
    gc.enable()


def execute(command: str, p: dict[str, Any]) -> int:
    """Score the lines of ``p`` (the command's parameters) and write the results; the exit status.
    Raises UsageError before any output for a bad option."""
    check_values(p, command)
    check_refused(p, command)
    lines, path = p["lines"], p.get("input")
    paths = [path] if isinstance(path, str) else list(path or ())  # (-i given more than once: a list)
    if lines and paths:
        raise UsageError("give hands as LINE arguments or with --input, not both")
    out: TextIO = sys.stdout
    err: TextIO | None = sys.stderr
    fmt = p["fmt"] or ("text" if _is_tty(out) else "jsonl")
    job = _job(command, p, fmt, out, err)
    if lines:
        job.file_names = frozenset(filter(_names_a_file, lines))
    from ..api import OptionError

    try:
        job.engine()  # checks the options before any line is read
    except OptionError as e:
        raise UsageError(str(e)) from None
    except ImportError as e:  # a part of mjscore missing from this install
        print(f"error: mjscore is incomplete: {e}", file=sys.stderr)
        return 1
    streams = [] if lines else open_inputs(paths or [None])
    if any(s is sys.stdin for s in streams) and _is_tty(sys.stdin) and err is not None and not p.get("quiet"):
        err.write(HINT.format(command=command))  # a person at a terminal: say why it waits
    stream = streams[0] if len(streams) == 1 else None
    jobs = max((jobs_for(p["jobs"], lines, s) for s in streams), default=jobs_for(p["jobs"], lines, None))
    live = any(live_input(lines, s) for s in streams) if streams else live_input(lines)
    items: Iterable[Item] = chained_lines(streams, paths) if len(streams) > 1 else input_lines(lines, stream)
    progress = None if lines else _progress(p, paths, out, err)
    errors: Writer | None = err  # (where error lines go in text: err, erasing the progress line first)
    if progress is not None and err is not None:  # (a progress line is shown on err only)
        items, errors = progress.lines(items, progress.counts), progress.errors(err)
    _quiet_collector()
    before = catch_signals()
    try:
        ok = _emit(_rendered(job, items, jobs, stream, live), fmt, GuardedStream(out), live, errors)
    except Exception as e:
        if type(e).__name__ != "WorkerDied":
            raise
        out.flush()
        sys.stderr.write(f"mjscore: {e}\n")
        return 1
    finally:
        restore_signals(before)
        close(streams)
        if progress is not None:
            progress.clear()
    return 0 if ok else 1


def _names_a_file(line: str) -> bool:
    """Whether a LINE argument is the name of an existing file (a first mistake: `mjscore score
    hands.txt`): checked (one stat of each argument), never read."""
    try:
        return os.path.isfile(line)
    except (OSError, ValueError):  # (a name the system refuses: a NUL byte)
        return False


def _job(command: str, p: dict[str, Any], fmt: str, out: TextIO, err: TextIO | None) -> _Job:
    """The _Job of a batch (its engine is made by the first call of ``engine``)."""
    from ..formatting import wants_ascii

    color_mode = p.get("color") or "auto"
    # Text output writes its errors to standard error with their line number (CLI.md), also a
    # single argument's (line 1): results and errors are then read apart.
    columns: int | None = None
    if fmt == "text":
        from .width import columns as width_of

        columns = width_of(out)
    job = _Job(command, p["rules"], engine_options(p, command), fmt, _use_color(fmt, out, color_mode),
               bool(p.get("explain")), p.get("tiles") or "notation",
               wants_ascii(p.get("ascii"), out) if fmt == "text" else False, True,
               _use_color(fmt, err, color_mode) if err is not None else False, columns)
    return job


def _progress(p: dict[str, Any], paths: list[str], out: TextIO, err: TextIO | None) -> Progress | None:
    """The progress line of a batch over -i files (mjscore.cli.progress, loaded only when standard
    error is a terminal), or None."""
    if not paths or p.get("quiet") or err is None or not _is_tty(err):
        return None
    from .progress import for_lines

    return for_lines(p, paths, out, err)
