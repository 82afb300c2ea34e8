"""Running `mjscore score` / `waits` / `discard`: the lines in, one output per line out (in input
order, with --jobs in a pool of processes: mjscore.cli.pool). Both front ends run :func:`execute`: the
plain fast path (mjscore.cli.launch) and the Typer application (mjscore.cli.app).

Lines are read as bytes, in blocks, and split on ``\\n`` only (_read_lines: bounded lines, encoding
errors named); results are written whole under a guard against Ctrl-C and SIGTERM (_Signals,
_GuardedStream). docs/cli.md ("Lines, encodings and limits", ``--jobs``) is the contract.

Cheap to import: the engine (mjscore.api) and the reports load with the first line.
"""

import os
import sys

from .options import UsageError, check_refused, check_values, engine_options

CHUNK = 256  # lines per task with --jobs
# When the input is not live (a regular file, arguments), results are written in blocks of about
# BLOCK characters, one write each. Kept small: the text of a block and its encoding then fit in
# memory the allocator reuses, while a larger block (its UTF-8 encoding is first sized at three bytes
# a character) is mapped fresh from the system at every write, a page fault per 4 KiB touched
# (128 MCR lines a block: 4,600 faults in 10,000 lines, ~3% of the run).
BLOCK = 16384

__all__ = ["execute", "UsageError"]


def _is_tty(stream) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


def _use_color(fmt: str, stream, mode: str = "auto") -> bool:
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


LINE_LIMIT = 65536  # the most bytes a line may hold (docs/cli.md); a longer one is not read whole
_BOMS = ((b"\xff\xfe", "UTF-16 (little-endian)"), (b"\xfe\xff", "UTF-16 (big-endian)"))


def _open_input(path):
    """The stream of lines to read: standard input without ``--input`` or with ``--input -``, else
    the file (opened as bytes: mjscore splits and decodes its lines itself, _read_lines). UsageError
    when it cannot be opened (before any output)."""
    if path is None or path == "-":
        return sys.stdin
    try:
        return open(path, "rb")
    except OSError as e:
        raise UsageError(f"Invalid value for '--input': cannot read {path!r}: {e.strerror or e}") from None


def _open_inputs(paths) -> list:
    """The streams of several --input values, all opened before any line is read (a file that
    cannot be read is a usage error before any output; those already opened are closed)."""
    streams: list = []
    try:
        for path in paths:
            streams.append(_open_input(path))
    except UsageError:
        _close(streams)
        raise
    return streams


def _close(streams) -> None:
    for stream in streams:
        if stream is not None and stream is not sys.stdin:
            stream.close()


def _input_lines(lines, stream=None, marks: bool = False):
    """(line number, text) for every line to score, or (line number, text, error) for a line that
    cannot be read (too long, not UTF-8): arguments as given; else the lines of ``stream`` (standard
    input, or the --input file) read lazily (so results stream), skipping blank and # lines but
    counting them. Returns the number of lines of ``stream`` (mjscore.cli.batch._chained_lines)."""
    if lines:
        for n, text in enumerate(lines, 1):
            bad = None if text.isascii() else _not_utf8(text)
            if bad is not None:
                yield n, text.encode("utf-8", "surrogateescape").decode("utf-8", "replace"), bad
            elif len(text) > LINE_LIMIT // 4 and len(text.encode("utf-8")) > LINE_LIMIT:
                yield n, _head(text), _too_long(len(text.encode("utf-8")))
            else:
                yield n, text
        return
    if stream is None:  # the shell closed stdin (`<&-`): no lines
        return
    binary = getattr(stream, "buffer", stream)
    if not hasattr(binary, "read") or isinstance(binary.read(0), str):  # (a test's stand-in: text lines)
        n = 0
        for n, raw in enumerate(stream, 1):
            text = raw.removesuffix("\n").removesuffix("\r")
            s = text.strip()
            if s and not s.startswith("#"):
                yield n, text
        return n
    return (yield from _read_lines(binary, marks))


def _read_lines(binary, marks: bool = False):
    r"""The lines of a binary stream, split on ``\n`` only (a ``\r`` before it dropped), read in
    blocks of at most LINE_LIMIT bytes as they arrive (``read1``: a pipe's lines are scored as they
    come): a line longer than LINE_LIMIT is skipped to its end without being kept, and is an error;
    so is a line that is not UTF-8, and a UTF-16 input (one error, then nothing more is read).
    ``marks``: None is yielded before each read (mjscore.cli.pool: whether a line is ready without one)."""
    read = getattr(binary, "read1", binary.read)
    n = 0
    rest = b""
    first = True
    skipped = -1  # bytes of a too-long line skipped so far (-1: none being skipped)
    head = ""  # the start of that line, for its `input`
    while True:
        if marks:
            yield None
        block = read(LINE_LIMIT)
        if not block:
            break
        if first:
            first = False
            block = _first_block(block, read)
            for bom, name in _BOMS:
                if block.startswith(bom):
                    yield 1, "", _encoding_error(f"the input is {name} (it starts with the byte-order mark "
                                                 f"{bom.hex(' ').upper()}); mjscore reads UTF-8 text: convert "
                                                 f"it first (iconv -f UTF-16 -t UTF-8)")
                    return 1
            if block.startswith(b"\xef\xbb\xbf"):  # a UTF-8 byte-order mark (Windows editors): dropped
                block = block[3:]
        if skipped >= 0:  # inside a too-long line: to its end
            end = block.find(b"\n")
            if end < 0:
                skipped += len(block)
                continue
            n += 1
            yield n, head, _too_long(skipped + len(block[:end].removesuffix(b"\r")))
            skipped = -1
            block = block[end + 1:]
        elif rest:
            block = rest + block
        parts = block.split(b"\n")
        rest = parts.pop()
        for raw in parts:
            n += 1
            if raw.endswith(b"\r"):
                raw = raw[:-1]
            try:
                text = raw.decode("utf-8")
            except UnicodeDecodeError as e:
                yield _refused(n, raw, e)
                continue
            if len(raw) > LINE_LIMIT or "\x00" in text:
                yield _refused(n, raw)
                continue
            s = text.strip()
            if s and not s.startswith("#"):
                yield n, text
        if len(rest) > LINE_LIMIT + 1:  # no line end in sight: skip the line to its end, keeping nothing
            skipped, head, rest = len(rest), _head(rest), b""
    if skipped >= 0:
        yield n + 1, head, _too_long(skipped)
        return n + 1
    if rest:  # a last line with no line end
        try:
            text = rest.decode("utf-8")
        except UnicodeDecodeError as e:
            yield _refused(n + 1, rest, e)
            return n + 1
        if len(rest) > LINE_LIMIT or "\x00" in text:
            yield _refused(n + 1, rest)
        elif text.strip() and not text.lstrip().startswith("#"):
            yield n + 1, text
        return n + 1
    return n


def _chained_lines(streams):
    """The lines of several inputs (-i a.txt -i b.txt), one after the other, each read as one
    input is (its own byte-order mark, its last line ended by its end); line numbers go on from
    one input to the next (b.txt's first line is a.txt's line count + 1)."""
    offset = 0
    for stream in streams:
        lines = _input_lines(None, stream)
        while True:
            try:
                item = next(lines)
            except StopIteration as end:
                offset += end.value or 0
                break
            yield (item[0] + offset,) + item[1:]


def _refused(n: int, raw: bytes, e: UnicodeDecodeError | None = None) -> tuple:
    """(line number, text, error) of a line that is not read: not UTF-8, too long, or with NUL bytes."""
    if len(raw) > LINE_LIMIT:
        return n, _head(raw), _too_long(len(raw))
    if e is not None:
        return n, raw.decode("utf-8", "replace"), _bad_bytes(raw, e)
    text = raw.decode("utf-8")
    return n, text, _encoding_error("the line holds NUL bytes (\\x00): the input looks like UTF-16 or binary "
                                    "data; mjscore reads UTF-8 text", text.index("\x00") + 1)


def _first_block(block: bytes, read) -> bytes:
    """The first block, with a byte-order mark whole when it starts with one."""
    while len(block) < 3 and (b"\xef\xbb\xbf".startswith(block) or block in (b"\xff", b"\xfe")):
        more = read(LINE_LIMIT)
        if not more:
            break
        block += more
    return block


def _head(raw) -> str:
    """The start of a line too long to show whole (its ``input``): its first 80 characters and ``…``."""
    if isinstance(raw, bytes):
        raw = raw[:400].decode("utf-8", "replace")
    return raw[:80] + "…"


def _too_long(size: int) -> dict:
    return _encoding_error(f"line too long: {size} bytes; a line holds at most {LINE_LIMIT} bytes (64 KiB)")


def _encoding_error(message: str, column=None) -> dict:
    from ..errors import INVALID

    return {"kind": INVALID, "message": message, "column": column}


def _bad_bytes(raw: bytes, e: UnicodeDecodeError) -> dict:
    """The error of a line that is not UTF-8: which byte, and where."""
    column = len(raw[:e.start].decode("utf-8", "replace")) + 1
    byte = raw[e.start:e.start + 1].hex().upper()
    return _encoding_error(f"the line is not UTF-8 text: byte 0x{byte} at column {column} is not valid UTF-8 "
                           "(mjscore reads UTF-8: convert the file first, e.g. iconv -f LATIN1 -t UTF-8)", column)


def _not_utf8(text: str):
    """The error of an argument whose bytes were not UTF-8 (Python keeps them as surrogates), else None."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raw = text.encode("utf-8", "surrogateescape")
        try:
            raw.decode("utf-8")
        except UnicodeDecodeError as e:
            return _bad_bytes(raw, e)
        return _encoding_error("the line is not UTF-8 text")
    return None


class _Job:
    """Everything needed to turn one input line into one output text (--jobs: the forked workers
    inherit it, engine included)."""

    def __init__(self, command: str, rules: str, options: dict, fmt: str, color: bool, explain: bool,
                 tiles: str = "notation", ascii: bool = False, numbered: bool = False,
                 error_color: bool | None = None):
        self.command, self.rules, self.options = command, rules, options
        self.fmt, self.color, self.explain = fmt, color, explain
        self.tiles, self.ascii, self.numbered = tiles, ascii, numbered
        # (text: errors go to standard error, coloured when that is a terminal)
        self.error_color = color if error_color is None else error_color
        self._engine = None

    def __getstate__(self):
        return {k: v for k, v in self.__dict__.items() if k != "_engine"} | {"_engine": None}

    def engine(self):
        if self._engine is None:
            from ..api import Engine

            self._engine = Engine(self.rules, tiles=self.tiles, **self.options)
        return self._engine

    def renderer(self):
        """A function (line number, line) -> (ok, output text), with everything bound once; an item
        (line number, text, error) is a line that could not be read (_input_lines): its error."""
        from . import report
        from ..api import Result

        render = self._renderer(report)
        rules, fmt, color, numbered = self.rules, self.fmt, self.error_color, self.numbered

        def checked(item):
            if len(item) == 2:
                return render(item)
            line, text, error = item
            r = Result(line=line, input=text, rules=rules, ok=False, error=error)
            return False, (report.error_text(r, color, numbered) if fmt == "text" else report.to_json(r))
        return checked

    def _renderer(self, report):

        result = self.engine().result
        command, color, explain = self.command, self.color, self.explain
        if self.fmt != "text":
            to_json = report.to_json
            if command == "score" and not explain:
                return self._score_json(report)

            def render(item):
                r = result(item[1], item[0], command)
                return r.ok, to_json(r)
            return render
        ascii, numbered, error_color = self.ascii, self.numbered, self.error_color
        if command == "waits":
            def text(r):
                return report.waits_text(r, color, ascii=ascii)
        elif command == "discard":
            from .report_discard import discard_text

            def text(r):
                return discard_text(r, color, ascii=ascii)
        else:
            def text(r):
                return report.score_text(r, color, explain, ascii=ascii)

        def render(item):
            r = result(item[1], item[0], command)
            if not r.ok:  # in a batch, the error says which line it was
                return False, report.error_text(r, error_color, numbered)
            return True, text(r)
        return render

    def _score_json(self, report):
        """The renderer of ``score`` as JSON: a line that scores is written from the score's own
        pre-encoded pieces (no Result, no dictionaries: the same text as encoding its Result)."""
        engine = self.engine()
        rules = self.rules
        scored, result_of, hand_text, line_json, error_json, to_json = (
            engine.scored, engine.result_of, engine._format, report.score_json_for(rules), report.error_json,
            report.to_json)

        def render(item):
            line, text = item
            got = scored(text, line)
            if type(got) is not tuple:  # the line's error
                return False, error_json(line, text, rules, got)
            hand, s = got
            pieces = getattr(s, "json_fields", None)  # (a score without them: its to_dict encoded)
            body = pieces() if pieces is not None else None
            if body is None:
                return True, to_json(result_of(text, line, hand, s))
            return True, line_json(line, text, hand_text(hand), body)
        return render


def _rendered(job: _Job, items, jobs: int, stream=None, live: bool = False):
    """(ok, text) per item, in input order; with jobs > 1, blocks of lines are scored by a pool of
    worker processes (mjscore.cli.pool), in constant memory. ``live``: the lines come from ``stream``,
    a pipe or a terminal, and a block goes as soon as no more lines are ready."""
    if jobs <= 1 or not hasattr(os, "fork"):  # (no fork, as on Windows: one process)
        return map(job.renderer(), items)
    from . import pool

    fd = None
    if live and stream is not None:
        try:
            fd = stream.fileno()
        except (AttributeError, OSError, ValueError):
            fd = None
        else:
            items = _input_lines(None, _RawReader(fd), marks=True)
    return pool.scored_blocks(job.renderer, pool.Blocks(items, CHUNK, fd), jobs)


class _RawReader:
    """A file descriptor read with os.read (no buffer in between: what select() says is readable is
    what the next read gets)."""

    def __init__(self, fd: int):
        self.fd = fd

    def read1(self, size: int) -> bytes:
        return os.read(self.fd, size)

    read = read1


def _jobs(value, lines, stream) -> int:
    """The number of processes: ``--jobs N``, or for ``auto`` the cores when the input is a regular
    file of 64 KiB or more or a pipe already holding that much (a fast producer), else 1 (arguments,
    a terminal, a slow stream, a short input: a pool would only add its start)."""
    if value != "auto":
        return int(value)
    try:
        cores = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        cores = os.cpu_count() or 1
    if cores <= 1 or lines or stream is None:
        return 1
    try:
        import stat

        fd = stream.fileno()
        st = os.fstat(fd)
        if stat.S_ISREG(st.st_mode):
            return cores if st.st_size - os.lseek(fd, 0, os.SEEK_CUR) >= LINE_LIMIT else 1
        if stat.S_ISFIFO(st.st_mode):
            import fcntl
            import select
            import termios

            select.select([fd], [], [], 0.2)  # (a producer that is running writes at once)
            held = fcntl.ioctl(fd, termios.FIONREAD, b"\0\0\0\0")
            return cores if int.from_bytes(held, sys.byteorder) >= LINE_LIMIT // 2 else 1
    except (AttributeError, OSError, ValueError, ImportError):
        pass
    return 1


def _live_input(lines, stream=None) -> bool:
    """Whether lines arrive over time (a terminal, a pipe): then each result is flushed as soon as
    it is ready. Lines given as arguments or read from a regular file are not live: their results
    are written in the stream's buffered blocks (one write per block, not per line)."""
    if lines:
        return False
    try:
        import stat

        return not stat.S_ISREG(os.fstat(stream.fileno()).st_mode)
    except (AttributeError, OSError, ValueError):  # not a real file (a test's stand-in): live
        return True


def _emit(outputs, fmt: str, out, live: bool = True, err=None) -> bool:
    """Write each output as soon as it is ready (flushed when ``live``); True when every line was ok.
    In text, an error line goes to ``err`` (standard error), after what is pending for ``out`` (on
    a terminal both show in input order); results are separated by a blank line on ``out``."""
    if fmt == "jsonl" and not live:  # (a batch's JSON lines: blocks of lines, one write each)
        return _emit_blocks(outputs, out)
    all_ok = True
    first = True
    write = out.write
    flush = out.flush if live else (lambda: None)
    pending: list[str] = []
    if not live:  # one write per block of results (the stream may be unbuffered: python -u)
        size = 0

        def write(text: str, _write=out.write, _add=pending.append) -> None:
            nonlocal size
            _add(text)
            size += len(text)
            if size >= BLOCK:
                block = "".join(pending)
                pending.clear()
                size = 0
                _write(block)
    try:
        if fmt == "json":
            write("[")
        for ok, text in outputs:
            all_ok &= ok
            if not ok and err is not None and fmt == "text":
                if pending:
                    block, pending[:] = "".join(pending), []
                    size = 0
                    out.write(block)
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
            text, pending[:] = "".join(pending), []
            out.write(text)
    flush()
    return all_ok


def _emit_blocks(outputs, out) -> bool:
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
                add("")  # (the block's last newline, joined in: no second copy of the block)
                block = "\n".join(pending)
                pending.clear()
                size = 0
                out.write(block)
    finally:  # (what was scored is written, also when the run stops early)
        if pending:
            text, pending[:] = "\n".join(pending) + "\n", []
            out.write(text)
    out.flush()
    return all_ok


class _Signals:
    """Ctrl-C (SIGINT) and SIGTERM while the batch runs: a result being written is written whole (the
    signal waits for the write to end, then stops the run), otherwise the run stops at once: Ctrl-C
    as KeyboardInterrupt (exit 130, mjscore.cli.launch), SIGTERM as exit 143. A second signal while a
    write is stuck stops the process at once."""

    writing = False
    pending = None

    @classmethod
    def handle(cls, signum, frame) -> None:
        if cls.writing:
            if cls.pending != signum:
                cls.pending = signum
                return
            _signal().signal(signum, _signal().SIG_DFL)  # (the second one: now)
            os.kill(os.getpid(), signum)
        cls.stop(signum)

    @classmethod
    def stop(cls, signum) -> None:
        cls.pending = None
        if signum == 2:
            raise KeyboardInterrupt
        raise SystemExit(128 + signum)


def _signal():
    try:  # (the C module itself: `signal` builds its enums at import, ~0.5 ms of start-up)
        import _signal as signal
    except ImportError:
        import signal
    return signal


def _catch_signals() -> dict:
    """Install _Signals for SIGINT and SIGTERM (left as they are when the program set its own); the
    handlers they replace, to put back."""
    signal = _signal()
    before = {}
    for signum in (signal.SIGINT, signal.SIGTERM):
        try:
            current = signal.getsignal(signum)
            if current in (signal.SIG_DFL, signal.default_int_handler):
                signal.signal(signum, _Signals.handle)
                before[signum] = current
        except (ValueError, OSError):  # (not the main thread)
            pass
    return before


def _restore_signals(before: dict) -> None:
    signal = _signal()
    for signum, handler in before.items():
        try:
            signal.signal(signum, handler)
        except (ValueError, OSError):
            pass


class _GuardedStream:
    """The output stream, written under _Signals: each write is whole (a signal during it stops the
    run after it). A real file is written with os.write, the text encoded here (UTF-8, as
    mjscore.cli.launch set standard output), in a loop that writes what a signal left of a partial
    write (io's buffered writer can drop it); a stand-in (a test's StringIO) through its own write."""

    def __init__(self, out):
        self.out = out
        try:
            fd = out.fileno()
            encoding = out.encoding
            out.flush()
        except (AttributeError, OSError, ValueError):
            self.fd = None
            self.write, self.flush = out.write, out.flush
        else:
            self.fd, self.encoding = fd, encoding

    def write(self, text: str) -> None:
        data = memoryview(text.encode(self.encoding, "replace"))
        state, fd, write = _Signals, self.fd, os.write
        state.writing = True
        try:
            while data:
                data = data[write(fd, data):]
        finally:
            state.writing = False
        if state.pending is not None:
            state.stop(state.pending)

    def flush(self) -> None:
        pass


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


def execute(command: str, p: dict) -> int:
    """Score the lines of ``p`` (the command's parameters) and write the results; the exit status.
    Raises UsageError before any output for a bad option."""
    check_values(p, command)
    check_refused(p, command)
    rules, fmt, lines, path = p["rules"], p["fmt"], p["lines"], p.get("input")
    paths = [path] if isinstance(path, str) else list(path or ())  # (-i given more than once: a list)
    path = paths[0] if len(paths) == 1 else None if not paths else path
    if lines and paths:
        raise UsageError("give hands as LINE arguments or with --input, not both")
    options = engine_options(p, command)
    out = sys.stdout
    fmt = fmt or ("text" if _is_tty(out) else "jsonl")
    # Text output writes its errors to standard error with their line number (CLI.md), also a
    # single argument's (line 1): results and errors are then read apart.
    numbered = True
    err = sys.stderr
    color_mode = p.get("color") or "auto"
    from ..formatting import wants_ascii

    job = _Job(command, rules, options, fmt, _use_color(fmt, out, color_mode), bool(p.get("explain")),
               p.get("tiles") or "notation", wants_ascii(p.get("ascii"), out) if fmt == "text" else False, numbered,
               _use_color(fmt, err, color_mode) if err is not None else False)
    from ..api import OptionError

    try:
        job.engine()  # checks the options before any line is read
    except OptionError as e:
        raise UsageError(str(e)) from None
    except ImportError as e:  # a part of mjscore missing from this install
        print(f"error: mjscore is incomplete: {e}", file=sys.stderr)
        return 1
    if len(paths) > 1:  # several inputs, in order
        streams = [] if lines else _open_inputs(paths)
        stream = None
    else:
        stream = None if lines else _open_input(path)
        streams = [stream]
    if any(s is sys.stdin for s in streams) and _is_tty(sys.stdin) and sys.stderr is not None:
        sys.stderr.write(HINT.format(command=command))  # a person at a terminal: say why it waits
    if len(streams) > 1:
        jobs = max(_jobs(p["jobs"], lines, s) for s in streams)
        live = any(_live_input(lines, s) for s in streams)
        items = _chained_lines(streams)
    else:
        jobs = _jobs(p["jobs"], lines, stream)
        live = _live_input(lines, stream)
        items = _input_lines(lines, stream)
    _quiet_collector()
    before = _catch_signals()
    try:
        ok = _emit(_rendered(job, items, jobs, stream, live), fmt, _GuardedStream(out), live, err)
    except Exception as e:
        if type(e).__name__ != "WorkerDied":
            raise
        out.flush()
        sys.stderr.write(f"mjscore: {e}\n")
        return 1
    finally:
        _restore_signals(before)
        _close(streams)
    return 0 if ok else 1
