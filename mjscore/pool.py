"""The worker processes of ``--jobs N``: blocks of lines scored in N forked processes, their results
given back in input order as each block completes.

Built on ``os.fork`` and two pipes per worker rather than ``multiprocessing.Pool``, whose workers
outlive a parent that dies (they wait on the pool's queue lock forever), whose ``terminate`` can hang
on Ctrl-C, and which never notices a worker killed mid-task (the batch waits for its answer forever).
Here:

- a worker reads its next block from its task pipe and writes its results to its result pipe; when
  the parent is gone (killed, a closed pipe, SIGTERM) the worker's read ends (end of file) or its
  write fails (SIGPIPE), so no worker outlives its parent by more than the block it is scoring;
- the parent kills and reaps every worker whenever the batch stops (its end, an error, Ctrl-C,
  SIGTERM: mjscore.cli.batch turns SIGTERM into SystemExit);
- a worker that dies (its result pipe ends early) has its block scored again, once, in a new worker;
  when that one dies too the batch stops with :class:`WorkerDied`, saying how many lines were not
  scored (or, given ``lost``, that block's results are what ``lost`` makes of it and the batch goes
  on: `mjscore log`, where a block is one record file, gives an error result for that file);
- at most ``2 * jobs`` blocks are in flight or waiting for their turn (constant memory), and a live
  input's block is sent as soon as no more lines have arrived for a moment (results stream).

Imported only with ``--jobs`` > 1 (start-up of the single-process path).
"""

from __future__ import annotations

import os
import pickle
import select
import struct

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Iterator
    from typing import Any

    # What a worker calls to get its function of one item (called in the worker, after the fork).
    RenderFactory = Callable[[], Callable[[Any], Any]]
    # The results of a block whose worker died twice: lost(items, how the worker ended).
    Lost = Callable[[list[Any], str], list[Any]]

__all__ = ["WorkerDied", "scored_blocks"]

_HEADER = struct.Struct("<Q")


class WorkerDied(Exception):
    """A block of lines could not be scored: its worker died twice. ``lines`` is how many lines
    read were not scored (that block and those after it)."""

    def __init__(self, message: str, lines: int):
        super().__init__(message)
        self.lines = lines


def _read_exactly(fd: int, size: int) -> bytes | None:
    parts = []
    while size:
        got = os.read(fd, min(size, 1 << 20))
        if not got:
            return None
        parts.append(got)
        size -= len(got)
    return b"".join(parts)


def _receive(fd: int) -> Any:
    """One message from ``fd``; None at end of file (the other side is gone)."""
    head = _read_exactly(fd, _HEADER.size)
    if head is None:
        return None
    body = _read_exactly(fd, _HEADER.unpack(head)[0])
    return None if body is None else pickle.loads(body)


def _send(fd: int, value: object) -> None:
    body = pickle.dumps(value, pickle.HIGHEST_PROTOCOL)
    data = memoryview(_HEADER.pack(len(body)) + body)
    while data:
        data = data[os.write(fd, data):]


class _Worker:
    """One forked worker: its pid, the parent's ends of its pipes, the block it is scoring."""

    def __init__(self, render_factory: RenderFactory, others: list[_Worker]) -> None:
        task_r, task_w = os.pipe()
        result_r, result_w = os.pipe()
        pid = os.fork()
        if pid == 0:  # the worker
            try:
                os.close(task_w)
                os.close(result_r)
                for w in others:  # (the other workers' pipes: only the parent may hold them)
                    for fd in (w.task, w.results):
                        try:
                            os.close(fd)
                        except OSError:
                            pass
                _serve(render_factory, task_r, result_w)
            finally:
                os._exit(0)
        os.close(task_r)
        os.close(result_w)
        self.pid: int = pid
        self.task: int = task_w  # (the parent's end of the worker's task pipe)
        self.results: int = result_r  # (the parent's end of its result pipe)
        self.block: tuple[int, list[Any], int] | None = None  # (block index, items, attempt) being scored

    def stop(self) -> None:
        """Kill the worker and reap it (it may be gone already)."""
        for fd in (self.task, self.results):
            try:
                os.close(fd)
            except OSError:
                pass
        try:
            os.kill(self.pid, 9)
        except OSError:
            pass
        self.status()

    def status(self) -> str:
        """How the worker ended (it is reaped), for a message."""
        try:
            _, status = os.waitpid(self.pid, 0)
        except ChildProcessError:
            return "it ended"
        if os.WIFSIGNALED(status):
            return f"it was killed by signal {os.WTERMSIG(status)}"
        return f"it exited with status {os.WEXITSTATUS(status)}"


def _serve(render_factory: RenderFactory, tasks: int, results: int) -> None:
    """A worker's life: blocks in, results out, until the parent closes the task pipe or is gone."""
    import signal

    # Ctrl-C reaches the whole process group: the parent stops the batch; a worker ends quietly.
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    devnull = os.open(os.devnull, os.O_RDWR)
    os.dup2(devnull, 0)  # (the parent reads the input and writes the output)
    os.dup2(devnull, 1)
    render = render_factory()
    while True:
        items = _receive(tasks)
        if items is None:
            return
        _send(results, [render(i) for i in items])


class Blocks:
    """Lists of at most ``size`` items from ``items``, taken when a worker is free. ``fd``: for a
    live input (a pipe, a terminal), the input's file descriptor, and ``items`` yields None before
    each read of it (mjscore.cli.batch._read_lines with ``marks``): a block is then sent as soon as no
    more lines are ready, so a slow stream's results come out as its lines arrive."""

    def __init__(self, items: Iterable[Any], size: int, fd: int | None = None) -> None:
        self.items, self.size, self.fd = iter(items), size, fd
        self.ended = False
        self._ready = False  # (live) whether ``items`` holds split lines not yet given (no read needed)
        self._pending: list[Any] = []

    def take(self) -> list[Any] | None:
        """The next block, or None when no line is ready now (live input only) or at the end."""
        if self.fd is None:
            block: list[Any] = []
            for item in self.items:
                block.append(item)
                if len(block) == self.size:
                    return block
            self.ended = True
            return block or None
        pending = self._pending
        while len(pending) < self.size and not self.ended:
            if not self._ready and not _readable(self.fd):
                break
            item = next(self.items, _END)
            if item is _END:
                self.ended = True
            elif item is None:  # (the reader is about to read the input: is there something?)
                self._ready = False
            else:
                self._ready = True
                pending.append(item)
        if not pending:
            return None
        block, self._pending = pending, []
        return block


_END = object()


def _readable(fd: int) -> bool:
    return bool(select.select([fd], [], [], 0)[0])


def scored_blocks(render_factory: RenderFactory, blocks: Blocks, jobs: int, lost: Lost | None = None) -> Iterator[Any]:
    """(ok, text) for every item of ``blocks``, in order, scored by ``jobs`` workers;
    ``render_factory()`` (called in each worker) gives the function of one item. Raises WorkerDied
    when a block's worker died twice; with ``lost``, ``lost(items, how)`` (how: the way the second
    worker ended) gives that block's results instead and the batch goes on."""
    workers: list[_Worker] = []
    try:
        for _ in range(jobs):
            workers.append(_Worker(render_factory, workers))
        yield from _run(render_factory, blocks, workers, jobs, lost)
    finally:
        for w in workers:
            w.stop()


def _give(w: _Worker, index: int, items: list[Any], attempt: int) -> None:
    """Send a block to a worker. A worker that is gone is seen by its result pipe's end (so a
    closed task pipe must not end the parent by SIGPIPE, which the parent leaves at its default
    for its standard output)."""
    import signal

    w.block = (index, items, attempt)
    previous = signal.signal(signal.SIGPIPE, signal.SIG_IGN)
    try:
        _send(w.task, items)
    except BrokenPipeError:
        pass
    finally:
        signal.signal(signal.SIGPIPE, previous)


def _run(render_factory: RenderFactory, blocks: Blocks, workers: list[_Worker], jobs: int,
         lost: Lost | None = None) -> Iterator[Any]:
    done: dict[int, list[Any]] = {}  # block index -> its results, waiting for their turn
    sizes: dict[int, int] = {}  # block index -> lines, of blocks sent and not yet given back
    sent = 0  # blocks sent
    given = 0  # blocks given back
    while True:
        # Send blocks to idle workers, keeping at most 2 * jobs blocks ahead of the output.
        for w in workers:
            if w.block is None and not blocks.ended and sent - given < 2 * jobs:
                items = blocks.take()
                if items is None:
                    break
                sizes[sent] = len(items)
                _give(w, sent, items, 1)
                sent += 1
        busy = [w for w in workers if w.block is not None]
        waiting = [w.results for w in busy]
        if not blocks.ended and blocks.fd is not None and len(busy) < len(workers) and sent - given < 2 * jobs:
            waiting.append(blocks.fd)
        if not waiting:
            return
        ready, _, _ = select.select(waiting, [], [])
        for w in busy:
            if w.results not in ready:
                continue
            assert w.block is not None, "a busy worker has its block"
            index, items, attempt = w.block
            got = _receive(w.results)
            if got is None:  # the worker died: its block again, in a new worker
                how = w.status()
                workers.remove(w)
                for fd in (w.task, w.results):
                    os.close(fd)
                if attempt == 2:
                    if lost is not None:
                        done[index] = lost(items, how)
                        workers.append(_Worker(render_factory, workers))
                        continue
                    unscored = sum(n for i, n in sizes.items() if i >= index)
                    raise WorkerDied(f"a worker process died twice while scoring lines {items[0][0]}-{items[-1][0]} "
                                     f"({how}); {unscored} lines read were not scored", unscored)
                new = _Worker(render_factory, workers)
                workers.append(new)
                _give(new, index, items, 2)
                continue
            w.block = None
            done[index] = got
        while given in done:
            yield from done.pop(given)
            del sizes[given]
            given += 1
