"""The output of a batch written under a guard against Ctrl-C and SIGTERM: a result being written is
written whole, then the run stops (_Signals, GuardedStream; docs/cli.md)."""

from __future__ import annotations

import os

TYPE_CHECKING = False
if TYPE_CHECKING:
    from types import FrameType, ModuleType
    from typing import Any, Protocol, TextIO

    class Writer(Protocol):
        """What results and messages are written to: a text stream, or what writes to one (the
        guarded output, the errors beside a progress line)."""

        def write(self, text: str, /) -> object: ...

        def flush(self) -> object: ...


class _Signals:
    """Ctrl-C (SIGINT) and SIGTERM while the batch runs: a result being written is written whole (the
    signal waits for the write to end, then stops the run), otherwise the run stops at once: Ctrl-C
    as KeyboardInterrupt (exit 130, mjscore.cli.launch), SIGTERM as exit 143. A second signal while a
    write is stuck stops the process at once."""

    writing = False
    pending: int | None = None

    @classmethod
    def handle(cls, signum: int, frame: FrameType | None) -> None:
        if cls.writing:
            if cls.pending != signum:
                cls.pending = signum
                return
            _signal().signal(signum, _signal().SIG_DFL)  # (the second one: now)
            os.kill(os.getpid(), signum)
        cls.stop(signum)

    @classmethod
    def stop(cls, signum: int) -> None:
        cls.pending = None
        if signum == 2:
            raise KeyboardInterrupt
        raise SystemExit(128 + signum)


def _signal() -> ModuleType:
    try:  # (the C module itself: `signal` builds its enums at import, ~0.5 ms of start-up)
        import _signal  # type: ignore[import-not-found]  # (signal's C module: no stub of its own)

        module: ModuleType = _signal
    except ImportError:
        import signal

        module = signal
    return module


def catch_signals() -> dict[int, Any]:
    """Install _Signals for SIGINT and SIGTERM (left as they are when the program set its own); the
    handlers they replace, to put back."""
    signal = _signal()
    before: dict[int, Any] = {}
    for signum in (signal.SIGINT, signal.SIGTERM):
        try:
            current = signal.getsignal(signum)
            if current in (signal.SIG_DFL, signal.default_int_handler):
                signal.signal(signum, _Signals.handle)
                before[signum] = current
        except (ValueError, OSError):  # (not the main thread)
            pass
    return before


def restore_signals(before: dict[int, Any]) -> None:
    signal = _signal()
    for signum, handler in before.items():
        try:
            signal.signal(signum, handler)
        except (ValueError, OSError):
            pass


class GuardedStream:
    """The output stream, written under _Signals: each write is whole (a signal during it stops the
    run after it). A real file is written with os.write, the text encoded here (UTF-8, as
    mjscore.cli.launch set standard output), in a loop that writes what a signal left of a partial
    write (io's buffered writer can drop it); a stand-in (a test's StringIO) through its own write."""

    def __init__(self, out: TextIO) -> None:
        self.out = out
        self.fd: int | None = None  # (None: a stand-in, written through its own write)
        self.encoding = "utf-8"
        try:
            fd = out.fileno()
            encoding = out.encoding
            out.flush()
        except (AttributeError, OSError, ValueError):
            pass
        else:
            self.fd, self.encoding = fd, encoding

    def write(self, text: str) -> None:
        """Write ``text`` whole: a block of one part (a stand-in through its own write)."""
        if self.fd is None:
            self.out.write(text)
            return
        self.write_block([text])

    def write_block(self, parts: list[str], lines: bool = False) -> None:
        """Write ``parts`` joined (``lines``: each part a line without its line end, which is added)
        as one block, and empty ``parts``. The block is taken from ``parts`` under the guard, so a
        signal finds the parts either all still there (the caller writes what is left when the run
        stops) or all written; taken outside it, a signal between joining and emptying left them
        to be written twice, or with an empty line after them (a stray empty line in the output
        after SIGTERM), and one between emptying and writing lost the block."""
        state = _Signals
        state.writing = True
        try:
            if lines:
                parts.append("")  # (the last line end, joined in: no second copy of the block)
            text = ("\n" if lines else "").join(parts)
            parts.clear()
            if self.fd is None:
                self.out.write(text)
            else:
                data, fd, write = memoryview(text.encode(self.encoding, "replace")), self.fd, os.write
                while data:
                    data = data[write(fd, data):]
        finally:
            state.writing = False
        if state.pending is not None:
            state.stop(state.pending)

    def flush(self) -> None:
        if self.fd is None:
            self.out.flush()
