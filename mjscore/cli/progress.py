"""A progress line on standard error for long work: `score` / `waits` / `discard -i FILE` and `mjscore
log` over a directory of records (docs/cli.md, "Progress").

Shown only when standard error is a terminal, standard output is not (results on the terminal are
their own progress, and a line redrawn among them would garble both), the total is known (regular
files: their lines counted first; records: the files listed), and ``--quiet`` is not given. It is
one line, redrawn in place with a carriage return at most a few times a second:

    mjscore: 12,800/100,000 lines (12%), 8,540 lines/s, 0:11 left

always narrower than the terminal (in a narrow one, a shorter form: ``12,800/100,000 (12%) 0:11
left``; a line that wrapped would leave a line behind at each redrawing), and erased when the work
ends. Written plainly (no progress library; nothing here is loaded unless
a line is to be shown), with no terminal escape sequences (``TERM=dumb`` shows it as well).
"""

from __future__ import annotations

import os
import sys
import time

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Callable, Iterable, Iterator, Sequence, TextIO

    from ..logs.run import LogResult, RecordInput
    from .guard import Writer
    from .reading import Item

INTERVAL = 0.25  # seconds between two drawings of the line
FIRST = 0.5  # nothing is drawn before this: a short run shows no progress at all


def _is_tty(stream: Any) -> bool:
    try:
        return stream is not None and bool(stream.isatty())
    except (AttributeError, ValueError):
        return False


def wanted(p: dict[str, Any], out: Any, err: Any) -> bool:
    """Whether a progress line may be shown on ``err`` (see the module docstring), by the options
    ``p`` (``--quiet``) and the streams."""
    return not p.get("quiet") and _is_tty(err) and not _is_tty(out)


def count_lines(paths: Iterable[str]) -> list[int] | None:
    """The number of lines of each of the regular files ``paths`` (a last line without a line end
    counted); None when one of them is standard input or not a regular file (a pipe: no total)."""
    import stat

    counts = []
    for path in paths:
        if path == "-":
            return None
        total = 0
        try:
            if not stat.S_ISREG(os.stat(path).st_mode):
                return None
            with open(path, "rb") as f:
                last = b"\n"
                while block := f.read(1 << 20):
                    total += block.count(b"\n")
                    last = block[-1:]
                total += last != b"\n"
        except OSError:
            return None  # (the reading itself names the file that cannot be read)
        counts.append(total)
    return counts


def _duration(seconds: float) -> str:
    s = int(seconds + 0.5)
    h, m = divmod(s // 60, 60)
    return f"{h}:{m:02}:{s % 60:02}" if h else f"{m}:{s % 60:02}"


class Progress:
    """The progress line of ``total`` units (``unit``: "lines", "records") on the terminal ``err``."""

    def __init__(self, total: int, unit: str, err: TextIO, clock: Callable[[], float] = time.monotonic) -> None:
        self.total, self.unit, self.err, self.clock = total, unit, err, clock
        self.start = clock()
        self.next = self.start + FIRST
        self.shown = 0  # the width of the line on the terminal (0: nothing shown)
        self.counts: list[int] | None = None  # the lines of each file, when several are read (lines)

    def text(self, done: int, now: float, columns: int | None = None) -> str:
        """The line for ``done`` units at ``now``, in fewer than ``columns`` columns when given: the
        longest of its forms that fits (a line as wide as the terminal, or wider, would wrap, and
        each redrawing would leave a line behind), at worst its start."""
        elapsed = now - self.start
        rate = done / elapsed if elapsed > 0 else 0.0
        pct = 100 * done // self.total if self.total else 100
        left = _duration((self.total - done) / rate) if rate > 0 and done <= self.total else "?"
        count, unit = f"{done:,}/{self.total:,}", self.unit
        forms = (f"mjscore: {count} {unit} ({pct}%), {rate:,.0f} {unit}/s, {left} left",
                 f"{count} {unit} ({pct}%), {rate:,.0f} {unit}/s, {left} left",
                 f"{count} {unit} ({pct}%), {left} left",
                 f"{count} ({pct}%) {left} left",
                 f"{pct}% {left} left",
                 f"{pct}%")
        if columns is None:
            return forms[0]
        return next((f for f in forms if len(f) < columns), forms[-1][:max(columns - 1, 0)])

    def columns(self) -> int:
        """The terminal's width now (it may change while the work runs); COLUMNS or 80 when the
        terminal does not say (a pseudo-terminal whose size was never set says 0)."""
        try:
            width = os.get_terminal_size(self.err.fileno()).columns
        except (AttributeError, OSError, ValueError):
            width = 0
        if width <= 0:
            given = os.environ.get("COLUMNS", "")
            width = int(given) if given.isdigit() and int(given) > 0 else 80
        return width

    def update(self, done: int) -> None:
        """Redraw the line for ``done`` units done, if it is time to."""
        now = self.clock()
        if now < self.next:
            return
        self.next = now + INTERVAL
        line = self.text(done, now, self.columns())
        self._write("\r" + line + " " * max(self.shown - len(line), 0) + "\r")
        self.shown = len(line)

    def clear(self) -> None:
        """Erase the line (before an error line is written to the terminal, and at the end)."""
        if self.shown:
            self._write("\r" + " " * self.shown + "\r")
            self.shown = 0

    def _write(self, text: str) -> None:
        try:
            self.err.write(text)
            self.err.flush()
        except (OSError, ValueError):  # (a terminal gone: the work goes on without progress)
            self.total = 0
            self.next = float("inf")

    def lines(self, items: Iterable[Item], counts: list[int] | None = None) -> Iterator[Item]:
        """The items of mjscore.cli.reading.input_lines, passed through: each one's line number is
        the lines done (blank and comment lines are counted by the next line's number). Several
        files (``counts``: their lines): an item's number is within its file, so the lines of the
        files before it are added (a file's lines begin again at a number not above the last)."""
        update = self.update
        if not counts or len(counts) < 2:
            for item in items:
                update(item[0])
                yield item
            return
        base, last, index = 0, 0, 0
        for item in items:
            line = item[0]
            while line <= last and index + 1 < len(counts):  # (the next file: the lines before it are done)
                base += counts[index]
                index += 1
                last = 0
            last = line
            update(base + line)
            yield item

    def records(self, results: Iterable[LogResult]) -> Iterator[LogResult]:
        """The results of `mjscore log`, passed through: a record is done when the results of the
        next one begin (each result names its ``file``); the line is erased after the last."""
        done, current = -1, None
        try:
            for r in results:
                if r.file != current:
                    done, current = done + 1, r.file
                    self.update(done)
                yield r
        finally:
            self.clear()

    def errors(self, err: Writer) -> _Erasing:
        """``err`` for the error lines of a text batch: the progress line is erased first."""
        return _Erasing(self, err)


class _Erasing:
    def __init__(self, progress: Progress, err: Writer) -> None:
        self.progress, self.err = progress, err

    def write(self, text: str) -> object:
        self.progress.clear()
        return self.err.write(text)

    def flush(self) -> None:
        self.err.flush()


def for_lines(p: dict[str, Any], paths: Sequence[str], out: Any, err: TextIO) -> Progress | None:
    """The Progress of a batch that reads the files ``paths`` (-i), or None when none is shown."""
    if not paths or not wanted(p, out, err):
        return None
    counts = count_lines(paths)
    if not counts or not sum(counts):
        return None
    progress = Progress(sum(counts), "lines", err)
    progress.counts = counts
    return progress


def for_records(p: dict[str, Any], paths: Sequence[str], inputs: Iterable[RecordInput], out: Any,
                err: TextIO | None = None
                ) -> tuple[Iterable[RecordInput], Callable[[Iterable[LogResult]], Iterator[LogResult]] | None]:
    """(inputs, a function that passes the results through a progress line) for `mjscore log`: a
    progress over the record files when a directory or several files are read (the files are
    listed first, for the total); the function is None when no line is shown."""
    err = sys.stderr if err is None else err
    if not paths or "-" in paths or not wanted(p, out, err):
        return inputs, None
    if len(paths) < 2 and not any(os.path.isdir(path) for path in paths):
        return inputs, None
    inputs = list(inputs)
    if not inputs:
        return inputs, None
    return inputs, Progress(len(inputs), "records", err).records
