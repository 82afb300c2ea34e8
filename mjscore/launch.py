"""Running the command line: the work behind `mjscore score` / `mjscore waits`, and the entry point.

Start-up is what a user feels on every call, so this module imports neither Typer nor the grammar
nor the rule sets. :func:`main` reads a plain command line (``score`` or ``waits``, hands, and the
options of OPTIONS with valid values) itself and runs it; anything else (``--help``, ``rules``, a
bad value, an unknown option) goes to the Typer application in :mod:`mjscore.cli`, which parses
the same options and reports errors with its usage text. Both paths run :func:`execute`.
"""

import os
import sys

from .rules import NAMES as RULE_NAMES

FORMATS = ("text", "json", "jsonl")
CHUNK = 256  # lines per task with --jobs
CHOICES = {  # parameter -> (flag, allowed values)
    "rules": ("--rules", RULE_NAMES),
    "fmt": ("--format", FORMATS),
    "calls": ("--calls", ("all", "kong", "none")),
    "scoring": ("--scoring", ("points", "flat", "riichi")),
    "kazoe": ("--kazoe", ("yakuman", "sanbaiman")),
    "seat": ("--seat", tuple("ESWN")),
    "round": ("--round", tuple("ESWN")),
}
# The parameters of the scoring commands that are condition defaults (parameter name = Conditions field).
CONDITION_PARAMS = ("tsumo", "seat", "round", "last_tile", "last_draw", "rinshan", "chankan", "flowers", "riichi",
                    "double_riichi", "ippatsu", "tenhou", "chiihou", "dora", "ura", "tong", "draws", "honba", "sticks")
# Riichi's room switches (--kuitan/--no-kuitan...) with their defaults; an option is passed on only
# when it differs from its default, so that other rule sets never see it. (Temporary: the catalog
# will declare the options of each rule set.)
SWITCHES = {"kuitan": True, "aka": True, "double_yakuman": True, "kiriage": False}

# The options of `score` / `waits` (as declared in cli.py; a test checks they agree):
# option -> (parameter, kind): FLAG (a switch), TEXT, NUMBER (a whole number), JOBS (a number >= 1).
FLAG, TEXT, NUMBER, JOBS = "flag", "text", "number", "jobs"
OPTIONS = {
    "--rules": ("rules", TEXT), "-r": ("rules", TEXT),
    "--format": ("fmt", TEXT), "-f": ("fmt", TEXT),
    "--calls": ("calls", TEXT), "--scoring": ("scoring", TEXT), "--mcr-variant": ("variant", TEXT),
    "--explain": ("explain", FLAG),
    "--jobs": ("jobs", JOBS), "-j": ("jobs", JOBS),
    "--tsumo": ("tsumo", FLAG), "--seat": ("seat", TEXT), "--round": ("round", TEXT),
    "--last-tile": ("last_tile", FLAG), "--last-draw": ("last_draw", FLAG), "--rinshan": ("rinshan", FLAG),
    "--chankan": ("chankan", FLAG), "--flowers": ("flowers", NUMBER), "--riichi": ("riichi", FLAG),
    "--double-riichi": ("double_riichi", FLAG), "--ippatsu": ("ippatsu", FLAG), "--tenhou": ("tenhou", FLAG),
    "--chiihou": ("chiihou", FLAG), "--dora": ("dora", TEXT), "--ura": ("ura", TEXT), "--tong": ("tong", FLAG),
    "--draws": ("draws", NUMBER), "--honba": ("honba", NUMBER), "--sticks": ("sticks", NUMBER),
    "--kuitan": ("kuitan", FLAG), "--aka": ("aka", FLAG), "--double-yakuman": ("double_yakuman", FLAG),
    "--kiriage": ("kiriage", FLAG), "--kazoe": ("kazoe", TEXT),
}
COMMANDS = ("score", "waits")


class UsageError(Exception):
    """A command-line mistake (not a bad hand): printed with the usage, exit status 2."""


def _is_tty(stream) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


def _use_color(fmt: str, stream) -> bool:
    return fmt == "text" and _is_tty(stream) and not os.environ.get("NO_COLOR")


def _input_lines(lines):
    """(line number, text) for every line to score: arguments as given; standard input read lazily
    (one line at a time, so results stream), skipping blank and # lines but counting them."""
    if lines:
        yield from enumerate(lines, 1)
        return
    for n, raw in enumerate(sys.stdin or (), 1):  # (None when the shell closed it: `<&-`, no lines)
        text = raw.rstrip("\r\n")
        s = text.strip()
        if s and not s.startswith("#"):
            yield n, text


class _Job:
    """Everything needed to turn one input line into one output text, picklable for --jobs."""

    def __init__(self, command: str, rules: str, options: dict, fmt: str, color: bool, explain: bool):
        self.command, self.rules, self.options = command, rules, options
        self.fmt, self.color, self.explain = fmt, color, explain
        self._engine = None

    def __getstate__(self):
        return {k: v for k, v in self.__dict__.items() if k != "_engine"} | {"_engine": None}

    def engine(self):
        if self._engine is None:
            from .api import Engine

            self._engine = Engine(self.rules, **self.options)
        return self._engine

    def renderer(self):
        """A function (line number, line) -> (ok, output text), with everything bound once."""
        from . import report

        result = self.engine().result
        command, color, explain = self.command, self.color, self.explain
        if self.fmt != "text":
            to_json = report.to_json

            def render(item):
                r = result(item[1], item[0], command)
                return r.ok, to_json(r)
        elif command == "waits":
            def render(item):
                r = result(item[1], item[0], command)
                return r.ok, report.waits_text(r, color)
        else:
            def render(item):
                r = result(item[1], item[0], command)
                return r.ok, report.score_text(r, color, explain)
        return render


_WORKER_JOB = None


def _worker_init(job):
    global _WORKER_JOB
    _WORKER_JOB = job


def _worker_chunk(items):
    render = _WORKER_JOB.renderer()
    return [render(i) for i in items]


def _chunks(items, size):
    block = []
    for i in items:
        block.append(i)
        if len(block) == size:
            yield block
            block = []
    if block:
        yield block


def _rendered(job: _Job, items, jobs: int):
    """(ok, text) per item, in input order; with jobs > 1, a pool of processes scores blocks of lines
    with a bounded number of blocks in flight (constant memory)."""
    if jobs <= 1:
        render = job.renderer()
        for i in items:
            yield render(i)
        return
    import multiprocessing as mp
    from collections import deque

    ctx = mp.get_context("fork") if "fork" in mp.get_all_start_methods() else mp.get_context()
    with ctx.Pool(jobs, initializer=_worker_init, initargs=(job,)) as pool:
        pending = deque()
        for block in _chunks(items, CHUNK):
            pending.append(pool.apply_async(_worker_chunk, (block,)))
            if len(pending) >= 2 * jobs:
                yield from pending.popleft().get()
        while pending:
            yield from pending.popleft().get()


def _live_input(lines) -> bool:
    """Whether lines arrive over time (a terminal, a pipe): then each result is flushed as soon as
    it is ready. Lines given as arguments or read from a regular file are not live: their results
    are written in the stream's buffered blocks (one write per block, not per line)."""
    if lines:
        return False
    try:
        import stat

        return not stat.S_ISREG(os.fstat(sys.stdin.fileno()).st_mode)
    except (AttributeError, OSError, ValueError):  # not a real file (a test's stand-in): live
        return True


def _emit(outputs, fmt: str, out, live: bool = True) -> bool:
    """Write each output as soon as it is ready (flushed when ``live``); True when every line was ok."""
    all_ok = True
    first = True
    write = out.write
    flush = out.flush if live else (lambda: None)
    if fmt == "json":
        write("[")
    for ok, text in outputs:
        all_ok &= ok
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
        flush()
    return all_ok


def defaults() -> dict:
    """The parameters of `score` / `waits` with every option left out."""
    p = {name: (False if kind == FLAG else None) for name, kind in OPTIONS.values()}
    p.update(SWITCHES)
    p.update(rules="mcr", jobs=1, lines=None)
    return p


def check_choices(p: dict) -> None:
    for key in ("seat", "round"):  # winds are case-insensitive, as the words on a line are (seat=s)
        if isinstance(p.get(key), str):
            p[key] = p[key].upper()
    for key, (flag, choices) in CHOICES.items():
        value = p[key]
        if value is not None and value not in choices:
            raise UsageError(f"Invalid value for '{flag}': {value!r} is not one of {', '.join(choices)}.")


def execute(command: str, p: dict) -> int:
    """Score the lines of ``p`` (the command's parameters) and write the results; the exit status.
    Raises UsageError before any output for a bad option."""
    check_choices(p)
    rules, fmt = p["rules"], p["fmt"]
    options = {k: v for k, v in (("calls", p["calls"]), ("scoring", p["scoring"]), ("variant", p["variant"]))
               if v is not None}
    for key, default in SWITCHES.items():
        if p.get(key, default) != default:
            options[key] = p[key]
    if p.get("kazoe") is not None:
        options["kazoe"] = p["kazoe"]
    if p["explain"]:
        options["explain"] = True
    for key in CONDITION_PARAMS:
        v = p[key]
        if v is not None and v is not False:
            options[key] = v
    out = sys.stdout
    fmt = fmt or ("text" if _is_tty(out) else "jsonl")
    job = _Job(command, rules, options, fmt, _use_color(fmt, out), bool(p["explain"]))
    from .api import OptionError

    try:
        job.engine()  # checks the options before any line is read
    except OptionError as e:
        raise UsageError(str(e)) from None
    except ImportError as e:  # a part of mjscore missing from this build
        print(f"error: mjscore is incomplete: {e}", file=sys.stderr)
        return 1
    ok = _emit(_rendered(job, _input_lines(p["lines"]), p["jobs"]), fmt, out, _live_input(p["lines"]))
    return 0 if ok else 1


def plain_command_line(argv: list):
    """(command, parameters) when ``argv`` is a `score` / `waits` command line whose every option
    is in OPTIONS with a valid value; None for anything else (Typer handles it)."""
    if not argv or argv[0] not in COMMANDS:
        return None
    p = defaults()
    lines: list = []
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
        found = OPTIONS.get(flag)
        if found is None:
            return None
        name, kind = found
        if kind == FLAG:
            if eq:
                return None
            p[name] = True
            continue
        if not eq:
            if i == n:
                return None
            value = argv[i]
            i += 1
        if kind != TEXT:
            if not value.isascii() or not value.isdigit():
                return None
            value = int(value)
            if kind == JOBS and value < 1:
                return None
        p[name] = value
    p["lines"] = lines or None
    try:
        check_choices(p)
    except UsageError:
        return None
    return argv[0], p


def main() -> None:
    """Console entry point."""
    try:  # behave like other Unix filters when the reader goes away (`mjscore score < x | head`)
        import signal

        signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    except (AttributeError, ValueError):
        pass
    # Hands are UTF-8 text (Unicode tiles, native names); bytes that are not become U+FFFD and then
    # a syntax error on that line, never a crash. Standard input may start with a byte-order mark (a
    # file saved by Windows editors): utf-8-sig drops it, so that line 1 reads like any other.
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
        sys.stderr.write(f"mjscore: cannot write the output: {err.strerror or err}\n")
        sys.exit(1)


def _dispatch(argv: list[str]) -> None:
    plain = plain_command_line(argv)
    if plain is not None:
        try:
            sys.exit(execute(*plain))
        except UsageError:
            pass  # (before any output) Typer says it with the usage text
    from .cli import app

    app(prog_name="mjscore")
