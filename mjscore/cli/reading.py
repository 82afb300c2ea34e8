"""How `mjscore score` / `waits` / `discard` read their lines: the inputs opened (arguments,
standard input, ``--input`` files in order), lines read as bytes in blocks and split on ``\\n``
only, a line bounded (LINE_LIMIT) and its encoding errors named, and whether the input is live
(a pipe, a terminal) or a regular file. docs/cli.md ("Lines, encodings and limits") is the contract.
"""

from __future__ import annotations

import os
import sys

from ..options import UsageError

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Generator, Iterable, Iterator, Sequence
    from typing import IO, Any, Literal, Protocol, Union, overload

    # The error of a line that cannot be read (as a result's ``error``: kind, message, column).
    LineError = dict[str, Any]
    # A line to score: (line number, text), or (line number, text, its error) when it cannot be read;
    # of several files (chained_lines), (line number within its file, text, error or None, file name).
    Item = Union[tuple[int, str], tuple[int, str, LineError], tuple[int, str, Union[LineError, None], str]]

    class ByteReader(Protocol):
        """What lines are read from as bytes: a binary stream, or a file descriptor's RawReader."""

        def read(self, size: int, /) -> bytes: ...


LINE_LIMIT = 65536  # the most bytes a line may hold (docs/cli.md); a longer one is not read whole
_BOMS = ((b"\xff\xfe", "UTF-16 (little-endian)"), (b"\xfe\xff", "UTF-16 (big-endian)"))


def open_input(path: str | None) -> IO[Any]:
    """The stream of lines to read: standard input without ``--input`` or with ``--input -``, else
    the file (opened as bytes: mjscore splits and decodes its lines itself, read_lines). UsageError
    when it cannot be opened (before any output)."""
    if path is None or path == "-":
        return sys.stdin
    try:
        return open(path, "rb")
    except OSError as e:
        raise UsageError(f"Invalid value for '--input': cannot read {path!r}: {e.strerror or e}") from None


def open_inputs(paths: Iterable[str | None]) -> list[IO[Any]]:
    """The streams of several --input values, all opened before any line is read (a file that
    cannot be read is a usage error before any output; those already opened are closed)."""
    streams: list[IO[Any]] = []
    try:
        for path in paths:
            streams.append(open_input(path))
    except UsageError:
        close(streams)
        raise
    return streams


def close(streams: Iterable[IO[Any] | None]) -> None:
    for stream in streams:
        if stream is not None and stream is not sys.stdin:
            stream.close()


if TYPE_CHECKING:  # (without ``marks`` every item is a line; with them, None comes before each read)
    @overload
    def input_lines(lines: Sequence[str] | None, stream: IO[Any] | None = None,
                    marks: Literal[False] = ...) -> Generator[Item, None, int | None]: ...

    @overload
    def input_lines(lines: Sequence[str] | None, stream: IO[Any] | None,
                    marks: bool) -> Generator[Item | None, None, int | None]: ...


def input_lines(lines: Sequence[str] | None, stream: IO[Any] | None = None,
                marks: bool = False) -> Generator[Item | None, None, int | None]:
    """(line number, text) for every line to score, or (line number, text, error) for a line that
    cannot be read (too long, not UTF-8): arguments as given; else the lines of ``stream`` (standard
    input, or the --input file) read lazily (so results stream), skipping blank and # lines but
    counting them. Returns the number of lines of ``stream`` (chained_lines)."""
    if lines:
        for n, text in enumerate(lines, 1):
            bad = None if text.isascii() else _not_utf8(text)
            if bad is not None:
                yield n, text.encode("utf-8", "surrogateescape").decode("utf-8", "replace"), bad
            elif len(text) > LINE_LIMIT // 4 and len(text.encode("utf-8")) > LINE_LIMIT:
                yield n, _head(text), _too_long(len(text.encode("utf-8")))
            else:
                yield n, text
        return None
    if stream is None:  # the shell closed stdin (`<&-`): no lines
        return None
    binary = getattr(stream, "buffer", stream)
    if not hasattr(binary, "read") or isinstance(binary.read(0), str):  # (a test's stand-in: text lines)
        n = 0
        for n, raw in enumerate(stream, 1):
            text = raw.removesuffix("\n").removesuffix("\r")
            s = text.strip()
            if s and not s.startswith("#"):
                yield n, text
        return n
    return (yield from read_lines(binary, marks))


if TYPE_CHECKING:
    @overload
    def read_lines(binary: ByteReader, marks: Literal[False] = ...) -> Generator[Item, None, int]: ...

    @overload
    def read_lines(binary: ByteReader, marks: bool) -> Generator[Item | None, None, int]: ...


def read_lines(binary: ByteReader, marks: bool = False) -> Generator[Item | None, None, int]:
    r"""The lines of a binary stream, split on ``\n`` only (a ``\r`` before it dropped), read in
    blocks of at most LINE_LIMIT bytes as they arrive (``read1``: a pipe's lines are scored as they
    come): a line longer than LINE_LIMIT is skipped to its end without being kept, and is an error;
    so is a line that is not UTF-8, and a UTF-16 input (one error, then nothing more is read).
    ``marks``: None is yielded before each read (mjscore.pool: whether a line is ready without one)."""
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
            utf16 = _utf16(block)
            if utf16 is not None:
                yield 1, "", utf16
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
        n = yield from _whole_lines(parts, n)
        if len(rest) > LINE_LIMIT + 1:  # no line end in sight: skip the line to its end, keeping nothing
            skipped, head, rest = len(rest), _head(rest), b""
    if skipped >= 0:
        yield n + 1, head, _too_long(skipped)
        return n + 1
    if rest:  # a last line with no line end
        last = _last_line(n + 1, rest)
        if last is not None:
            yield last
        return n + 1
    return n


def _whole_lines(parts: list[bytes], n: int) -> Generator[Item, None, int]:
    """The items of the whole lines ``parts`` of a block (line ends removed), numbered after line
    ``n``; returns the last line's number."""
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
    return n


def _utf16(block: bytes) -> LineError | None:
    """The error of an input that starts with a UTF-16 byte-order mark (one error, then nothing more
    is read), else None."""
    for bom, name in _BOMS:
        if block.startswith(bom):
            return _encoding_error(f"the input is {name} (it starts with the byte-order mark "
                                   f"{bom.hex(' ').upper()}); mjscore reads UTF-8 text: convert "
                                   f"it first (iconv -f UTF-16 -t UTF-8)")
    return None


def _last_line(n: int, rest: bytes) -> Item | None:
    """The item of line ``n``, the input's last, which has no line end; None when blank or a comment."""
    try:
        text = rest.decode("utf-8")
    except UnicodeDecodeError as e:
        return _refused(n, rest, e)
    if len(rest) > LINE_LIMIT or "\x00" in text:
        return _refused(n, rest)
    if text.strip() and not text.lstrip().startswith("#"):
        return n, text
    return None


def chained_lines(streams: Iterable[IO[Any] | None], names: Iterable[str]) -> Iterator[Item]:
    """The lines of several inputs (-i a.txt -i b.txt), one after the other, each read as one input
    is read (its own byte-order mark, its last line ended by its end). Each item is ``(line number
    within its file, text, error or None, file name)``: the place of a line as compilers name it
    (``b.txt:2``); ``names`` are the files as given (``-`` for standard input)."""
    for stream, name in zip(streams, names):
        for item in input_lines(None, stream):
            yield item[0], item[1], item[2] if len(item) == 3 else None, name


def _refused(n: int, raw: bytes, e: UnicodeDecodeError | None = None) -> tuple[int, str, LineError]:
    """(line number, text, error) of a line that is not read: not UTF-8, too long, or with NUL bytes."""
    if len(raw) > LINE_LIMIT:
        return n, _head(raw), _too_long(len(raw))
    if e is not None:
        return n, raw.decode("utf-8", "replace"), _bad_bytes(raw, e)
    text = raw.decode("utf-8")
    return n, text, _encoding_error("the line holds NUL bytes (\\x00): the input looks like UTF-16 or binary "
                                    "data; mjscore reads UTF-8 text", text.index("\x00") + 1)


def _first_block(block: bytes, read: Callable[[int], bytes]) -> bytes:
    """The first block, with a byte-order mark whole when it starts with one."""
    while len(block) < 3 and (b"\xef\xbb\xbf".startswith(block) or block in (b"\xff", b"\xfe")):
        more = read(LINE_LIMIT)
        if not more:
            break
        block += more
    return block


def _head(raw: bytes | str) -> str:
    """The start of a line too long to show whole (its ``input``): its first 80 characters and ``…``."""
    if isinstance(raw, bytes):
        raw = raw[:400].decode("utf-8", "replace")
    return raw[:80] + "…"


def _too_long(size: int) -> LineError:
    return _encoding_error(f"line too long: {size} bytes; a line holds at most {LINE_LIMIT} bytes (64 KiB)")


def _encoding_error(message: str, column: int | None = None) -> LineError:
    from ..errors import INVALID

    return {"kind": INVALID, "message": message, "column": column}


def _bad_bytes(raw: bytes, e: UnicodeDecodeError) -> LineError:
    """The error of a line that is not UTF-8: which byte, and where."""
    column = len(raw[:e.start].decode("utf-8", "replace")) + 1
    byte = raw[e.start:e.start + 1].hex().upper()
    return _encoding_error(f"the line is not UTF-8 text: byte 0x{byte} at column {column} is not valid UTF-8 "
                           "(mjscore reads UTF-8: convert the file first, e.g. iconv -f LATIN1 -t UTF-8)", column)


def _not_utf8(text: str) -> LineError | None:
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



class RawReader:
    """A file descriptor read with os.read (no buffer in between: what select() says is readable is
    what the next read gets)."""

    def __init__(self, fd: int) -> None:
        self.fd = fd

    def read1(self, size: int) -> bytes:
        return os.read(self.fd, size)

    read = read1


def jobs_for(value: int | str, lines: Sequence[str] | None, stream: IO[Any] | None) -> int:
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


def live_input(lines: Sequence[str] | None, stream: IO[Any] | None = None) -> bool:
    """Whether lines arrive over time (a terminal, a pipe): then each result is flushed as soon as
    it is ready. Lines given as arguments or read from a regular file are not live: their results
    are written in the stream's buffered blocks (one write per block, not per line)."""
    if lines:
        return False
    if stream is None:  # (no stream: as a test's stand-in, live)
        return True
    try:
        import stat

        return not stat.S_ISREG(os.fstat(stream.fileno()).st_mode)
    except (AttributeError, OSError, ValueError):  # not a real file (a test's stand-in): live
        return True
