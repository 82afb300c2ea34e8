"""The entry point of the command line, and its plain fast path.

Start-up is what a user feels on every call, so this module imports neither Typer nor the grammar
nor the rule sets. :func:`main` reads a plain command line (``score`` or ``waits``, hands, and options
of the option table, mjscore.options, with valid values) itself and runs it (mjscore.cli.batch); anything
else (``--help``, ``rules``, a bad value, an unknown option) goes to the Typer application in
:mod:`mjscore.cli.app`, which is built from the same table and reports errors with its usage text.
"""

from __future__ import annotations

import gc
import os
import sys

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, NoReturn

from ..options import (
    AUTO_NUMBERS,
    BOOL,
    COMMANDS,
    MULTIPLE,
    NUMBER,
    POINTS,
    SWITCH,
    UsageError,
    by_flag,
    check_values,
    defaults,
)
from .batch import execute

LOG = "log"  # `mjscore log` (game records): its plain command line runs mjscore.cli.log_command
_FLAGS = {command: by_flag(command) for command in COMMANDS + (LOG, POINTS)}


def plain_command_line(argv: list[str]) -> tuple[str, dict[str, Any]] | None:
    """(command, parameters) when ``argv`` is a `score` / `waits` / `discard` / `log` / `points` command line
    whose every option is in the option table with a valid value; None for anything else (Typer
    handles it). `log`'s positional arguments are its ``files``."""
    if not argv or argv[0] not in _FLAGS:
        return None
    command = argv[0]
    flags = _FLAGS[command]
    p = defaults(command)
    lines: list[str] = []
    i, n = 1, len(argv)
    while i < n:
        arg = argv[i]
        i += 1
        if arg == "--":
            lines.extend(argv[i:])
            break
        if not arg.startswith("-") or arg == "-":
            lines.append(arg)
            continue
        flag, eq, value = arg.partition("=") if arg.startswith("--") else (arg, "", "")
        found = flags.get(flag)
        if found is None:
            return None
        option, bare = found
        if option.kind in (SWITCH, BOOL):
            if eq:
                return None
            p[option.name] = bare
            continue
        if not eq:
            if i == n:
                return None
            value = argv[i]
            i += 1
        given: str | int = value  # (a NUMBER option's value: the number)
        if option.kind == NUMBER and not (value == "auto" and option.name in AUTO_NUMBERS):
            if not value.isascii() or not value.isdigit():
                return None
            given = int(value)
            if option.minimum is not None and given < option.minimum:
                return None
        if option.name in MULTIPLE:  # (-i a.txt -i b.txt: both, in order)
            p[option.name] = (p.get(option.name) or []) + [given]
            continue
        p[option.name] = given
    if command == LOG:
        p["files"] = lines or None
    elif command == POINTS:  # (its FU HAN are read by mjscore.cli.points, which refuses bad ones)
        p["numbers"] = lines or None
    else:
        p["lines"] = lines or None
    try:  # (on a copy: the values are made canonical by run.execute, for both front ends)
        check_values(dict(p), command)
    except UsageError:
        return None
    return command, p


STDOUT_ENCODING = None  # standard output's encoding before main() makes it UTF-8 (formatting.wants_ascii)


def main() -> None:
    """Console entry point."""
    try:  # behave like other Unix filters when the reader goes away (`mjscore score < x | head`)
        from .guard import _signal  # (the C module itself when there is one: ~0.5 ms less start-up)

        signal = _signal()
        signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    except (AttributeError, ValueError):
        pass
    # Hands are UTF-8 text (Unicode tiles, native names); bytes that are not become U+FFFD and then
    # a syntax error on that line, never a crash. Standard input may start with a byte-order mark (a
    # file saved by Windows editors): utf-8-sig drops it, so that line 1 reads like any other.
    # (what standard output was opened with is kept: text output that it cannot show is ASCII)
    global STDOUT_ENCODING
    STDOUT_ENCODING = getattr(sys.stdout, "encoding", None)
    for stream, encoding in ((sys.stdin, "utf-8-sig"), (sys.stdout, "utf-8")):
        if hasattr(stream, "reconfigure"):
            stream.reconfigure(encoding=encoding, errors="replace")
    if sys.stdout is None:  # the shell closed standard output (`>&-`): nowhere to write results
        if sys.stderr is not None:
            sys.stderr.write("mjscore: standard output is closed\n")
        sys.exit(1)
    try:
        _dispatch(sys.argv[1:])
    except KeyboardInterrupt:  # Ctrl-C: stop quietly, with the shell's status for SIGINT
        sys.exit(130)
    except OSError as err:  # the output cannot be written (a full disk, a closed stdout)
        _cannot_write(err.strerror or str(err))


def entry() -> None:
    """The program itself (the ``mjscore`` script, ``python -m mjscore``): :func:`main`, then, when
    the command ran to its end (status 0 or 1), the output is flushed and the process ends at once.
    Tearing down what a batch built (tens of thousands of kept tile groups, shapes and condition
    sets) would take about 10 ms and change nothing. Any other ending (a usage error, Ctrl-C) is
    Python's usual exit. Output that cannot be written at the end (a full disk: `mjscore --version >
    /dev/full`, whose few bytes wait in the buffer until then) is said in one line, status 1, as when
    it fails during the run; the process then ends without Python's own last flush, which would fail
    again with "Exception ignored" and status 120.

    Python's cyclic garbage collector is off during start-up: the imports make tens of thousands of
    objects that live as long as the program, and its passes over them would find nothing (~1 ms).
    mjscore.cli.batch turns it on, tuned, before the first line; Typer's path turns it on as usual."""
    gc.disable()
    try:
        try:
            main()
            code = 0
        except SystemExit as e:
            status = e.code or 0
            if status not in (0, 1):  # (a usage error, Ctrl-C, SIGTERM: what is buffered is written first)
                _flush()
                raise
            code = 1 if status else 0
        _flush()
        os._exit(code)
    finally:  # (reached when the process goes on: an exit that is not os._exit)
        gc.enable()


def _flush() -> None:
    """Flush standard output and error. When that fails (a full disk, a closed output), one line on
    standard error and the process ends with status 1 at once (nothing left to flush at exit).
    Ctrl-C meanwhile ends the program quietly (status 130)."""
    try:
        for stream in (sys.stdout, sys.stderr):
            if stream is not None:
                stream.flush()
    except (OSError, ValueError) as err:
        _cannot_write((err.strerror or str(err)) if isinstance(err, OSError) else "standard output is closed")
    except KeyboardInterrupt:
        raise SystemExit(130) from None


def _cannot_write(why: str) -> NoReturn:
    """The output cannot be written: one line on standard error, and the process ends with status 1
    at once, without flushing the output again (what waits in its buffer would fail once more, and
    Python would say so in an "Exception ignored" message with status 120). Worker processes of
    --jobs end when their task pipe closes with this process."""
    try:
        os.write(2, f"mjscore: cannot write the output: {why}\n".encode())
    except OSError:
        pass  # (standard error is gone too: the status says it)
    os._exit(1)


def _dispatch(argv: list[str]) -> None:
    # Shell completion (Typer's, set up by `mjscore --install-completion`) calls mjscore with this
    # variable set: always Typer's work.
    plain = None if "_MJSCORE_COMPLETE" in os.environ else plain_command_line(argv)
    if plain is not None:
        try:
            if plain[0] == LOG:  # (the game-record package loads for this command only)
                from .log_command import execute as execute_log

                sys.exit(execute_log(plain[1]))
            if plain[0] == POINTS:
                from .points import execute as execute_points

                sys.exit(execute_points(plain[1]))
            sys.exit(execute(*plain))
        except UsageError:
            pass  # (before any output) Typer says it with the usage text
    gc.enable()  # (Typer's path: the collector as usual)
    from .app import app, completion_arguments

    args = completion_arguments(argv)
    if args != argv:  # (else Typer reads the command line itself, as shell completion needs)
        app(args=args, prog_name="mjscore")
    app(prog_name="mjscore")
