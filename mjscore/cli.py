"""The command line (CLI.md): arguments and presentation only; the work is in api.py and report.py.

Start-up is kept lean: this module imports Typer and nothing heavy; the grammar (lark) and the rule
sets are imported when the first line is scored.
"""

import os
import sys
from typing import Annotated, List, Optional

import typer

from . import __version__
from .rules import NAMES as RULE_NAMES

FORMATS = ("text", "json", "jsonl")
CHUNK = 64  # lines per task with --jobs


class _LeanValue:
    """Converts one option's text the plain way. Recent Typer versions convert every non-flag
    value through pydantic, whose import alone costs about 0.1 s of start-up; our options are only
    text, whole numbers and lists of text, which need none of it."""

    def __init__(self, kind, minimum=None):
        self.kind, self.minimum = kind, minimum

    def coerce(self, value, param, ctx):
        if value is None:
            return () if param.multiple or param.nargs == -1 else None
        if self.kind is list:
            return [str(v) for v in value]
        if self.kind is int:
            try:
                value = int(value)
            except (TypeError, ValueError):
                raise typer.BadParameter(f"{value!r} is not a whole number.", ctx=ctx, param=param) from None
            if self.minimum is not None and value < self.minimum:
                raise typer.BadParameter(f"{value} is less than {self.minimum}.", ctx=ctx, param=param)
            return value
        return bool(value) if self.kind is bool else str(value)


def _lean_kind(annotation):
    if annotation in (str, int, bool):
        return annotation
    if getattr(annotation, "__origin__", None) is list and getattr(annotation, "__args__", None) == (str,):
        return list
    return None


def _lean(params) -> None:
    for p in params:
        desc = getattr(p, "type_descriptor", None)
        if desc is None or getattr(p, "_runtime_param", False) is not None:
            continue  # not a Typer parameter, or a Typer without this conversion: leave it alone
        kind = _lean_kind(desc.annotation)
        if kind is not None:
            p._runtime_param = _LeanValue(kind, getattr(desc.parameter_info, "min", None))


class _LeanMixin:
    """A Typer command or group whose option values skip Typer's pydantic conversion (see
    _LeanValue). Where Typer has no such conversion (older versions), nothing changes."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        _lean(self.params)

    def get_help_option(self, ctx):
        option = super().get_help_option(ctx)
        if option is not None:
            _lean([option])
        return option


try:
    from typer.core import TyperCommand, TyperGroup

    class _LeanCommand(_LeanMixin, TyperCommand):
        pass

    class _LeanGroup(_LeanMixin, TyperGroup):
        pass
except ImportError:  # pragma: no cover - a Typer without these classes: its own defaults
    _LeanCommand = _LeanGroup = None


app = typer.Typer(
    name="mjscore",
    cls=_LeanGroup,
    help="Score mahjong hands written as text (Chinese Official / MCR, Yaochu, Fliosen).\n\n"
    "Example: mjscore score \"m123p456s789EEECC tsumo\"",
    add_completion=False,
    no_args_is_help=True,
    rich_markup_mode=None,
    pretty_exceptions_enable=False,
    context_settings={"help_option_names": ["-h", "--help"]},
)

COND = "Conditions (defaults for every line; a word on the line wins)"
RULE = "Rule options"

Lines = Annotated[Optional[List[str]], typer.Argument(
    metavar="LINE", show_default=False,
    help="Hands in the notation (quote each one). Without LINE, hands are read from standard input, "
         "one per line; blank lines and lines starting with # are skipped.")]
Rules = Annotated[str, typer.Option("--rules", "-r", metavar="mcr|yaochu|fliosen", help="Rule set.")]
Format = Annotated[Optional[str], typer.Option(
    "--format", "-f", metavar="text|json|jsonl", show_default=False,
    help="Output format [default: text on a terminal, jsonl otherwise].")]
Calls = Annotated[Optional[str], typer.Option(
    "--calls", metavar="all|kong|none", rich_help_panel=RULE, show_default=False,
    help="Yaochu: which calls are allowed [default: all].")]
Scoring = Annotated[Optional[str], typer.Option(
    "--scoring", metavar="points|flat|riichi", rich_help_panel=RULE, show_default=False,
    help="Yaochu: how a win is counted [default: points].")]
Variant = Annotated[Optional[str], typer.Option(
    "--mcr-variant", metavar="NAME", rich_help_panel=RULE, show_default=False,
    help="MCR: a variant of the Chinese Official rules (see `mjscore rules --rules mcr`).")]
Jobs = Annotated[int, typer.Option(
    "--jobs", "-j", min=1, metavar="N",
    help="Score with N processes (output order kept; reads ahead in blocks, so use 1 for live streams).")]
Explain = Annotated[bool, typer.Option("--explain", help="Explain each fan / yaku (text: extra lines; JSON: an `explain` field).")]


def _flag(name: str, help: str):
    return Annotated[bool, typer.Option(f"--{name}", help=help, rich_help_panel=COND, show_default=False)]


def _value(name: str, metavar: str, help: str, kind=str):
    return Annotated[Optional[kind], typer.Option(f"--{name}", metavar=metavar, help=help, rich_help_panel=COND,
                                                  show_default=False)]


Tsumo = _flag("tsumo", "Self-drawn (default: ron, on a discard).")
Seat = _value("seat", "E|S|W|N", "The winner's seat wind (default E, the dealer).")
Round = _value("round", "E|S|W|N", "The prevalent wind (default E).")
LastTile = _flag("last-tile", "The winning tile is the last of its kind (mcr).")
LastDraw = _flag("last-draw", "Won on the wall's last tile / the last discard.")
Rinshan = _flag("rinshan", "Self-drawn on a kong's replacement tile.")
Chankan = _flag("chankan", "Won by robbing a kong.")
Flowers = _value("flowers", "N", "Number of flowers, 0-8 (mcr).", int)
Riichi = _flag("riichi", "Riichi declared (fliosen).")
DoubleRiichi = _flag("double-riichi", "Riichi on the first turn (fliosen).")
Ippatsu = _flag("ippatsu", "Won within one turn of riichi (fliosen).")
Tenhou = _flag("tenhou", "Dealer's win on the initial deal (yaochu, fliosen).")
Chiihou = _flag("chiihou", "Non-dealer's win on the first draw (yaochu, fliosen).")
Dora = _value("dora", "TILES", "Dora indicators, e.g. m1E (yaochu, fliosen).")
Ura = _value("ura", "TILES", "Ura-dora indicators (fliosen, needs riichi).")
Tong = _flag("tong", "The straight was declared (fliosen).")
Draws = _value("draws", "N", "Consecutive drawn hands before this one (fliosen).", int)

# The parameters of the scoring commands that are condition defaults (parameter name = Conditions field).
CONDITION_PARAMS = ("tsumo", "seat", "round", "last_tile", "last_draw", "rinshan", "chankan", "flowers", "riichi",
                    "double_riichi", "ippatsu", "tenhou", "chiihou", "dora", "ura", "tong", "draws")


def _version(value: bool):
    if value:
        typer.echo(f"mjscore {__version__}")
        raise typer.Exit()


@app.callback()
def _main(version: Annotated[bool, typer.Option("--version", "-V", callback=_version, is_eager=True,
                                                help="Print the version and exit.")] = False):
    """Score mahjong hands written as text (Chinese Official / MCR, Yaochu, Fliosen)."""


# -- helpers ------------------------------------------------------------------------------------------

def _usage_error(ctx: typer.Context, message: str):
    """Print the usage and the message on standard error; exit status 2."""
    ctx.fail(message)


def _check_choice(ctx: typer.Context, flag: str, value: Optional[str], choices) -> None:
    if value is not None and value not in choices:
        _usage_error(ctx, f"Invalid value for '{flag}': {value!r} is not one of {', '.join(choices)}.")


def _is_tty(stream) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


def _use_color(fmt: str, stream) -> bool:
    return fmt == "text" and _is_tty(stream) and not os.environ.get("NO_COLOR")


def _input_lines(lines: Optional[List[str]]):
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


def _emit(outputs, fmt: str, out) -> bool:
    """Write each output as soon as it is ready; True when every line was ok."""
    all_ok = True
    first = True
    write, flush = out.write, out.flush
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


def _run(command: str, p: dict) -> None:
    ctx, rules, fmt = p["ctx"], p["rules"], p["fmt"]
    _check_choice(ctx, "--rules", rules, RULE_NAMES)
    _check_choice(ctx, "--format", fmt, FORMATS)
    _check_choice(ctx, "--calls", p["calls"], ("all", "kong", "none"))
    _check_choice(ctx, "--scoring", p["scoring"], ("points", "flat", "riichi"))
    _check_choice(ctx, "--seat", p["seat"], tuple("ESWN"))
    _check_choice(ctx, "--round", p["round"], tuple("ESWN"))
    options = {k: v for k, v in (("calls", p["calls"]), ("scoring", p["scoring"]), ("variant", p["variant"]))
               if v is not None}
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
        _usage_error(ctx, str(e))
    except ImportError as e:  # a part of mjscore missing from this build
        typer.echo(f"error: mjscore is incomplete: {e}", err=True)
        raise typer.Exit(1)
    ok = _emit(_rendered(job, _input_lines(p["lines"]), p["jobs"]), fmt, out)
    if not ok:
        raise typer.Exit(1)


def _make_command(command: str, help: str):
    def cmd(
        ctx: typer.Context,
        lines: Lines = None,
        rules: Rules = "mcr",
        fmt: Format = None,
        calls: Calls = None,
        scoring: Scoring = None,
        variant: Variant = None,
        explain: Explain = False,
        jobs: Jobs = 1,
        tsumo: Tsumo = False,
        seat: Seat = None,
        round: Round = None,
        last_tile: LastTile = False,
        last_draw: LastDraw = False,
        rinshan: Rinshan = False,
        chankan: Chankan = False,
        flowers: Flowers = None,
        riichi: Riichi = False,
        double_riichi: DoubleRiichi = False,
        ippatsu: Ippatsu = False,
        tenhou: Tenhou = False,
        chiihou: Chiihou = False,
        dora: Dora = None,
        ura: Ura = None,
        tong: Tong = False,
        draws: Draws = None,
    ):
        _run(command, dict(locals()))

    cmd.__doc__ = help
    cmd.__name__ = command
    return app.command(command, cls=_LeanCommand)(cmd)


score = _make_command("score", "Score complete (14-tile) hands: one result per line.")
waits = _make_command("waits", "For 13-tile hands: every tile that completes the hand, and its score by ron and tsumo.")


@app.command("rules", cls=_LeanCommand)
def rules_command(ctx: typer.Context, rules: Rules = "mcr", fmt: Format = None, calls: Calls = None, scoring: Scoring = None,
                  variant: Variant = None):
    """Print the rule set's table of fans / yaku / points."""
    _check_choice(ctx, "--rules", rules, RULE_NAMES)
    _check_choice(ctx, "--format", fmt, FORMATS)
    from . import report
    from .api import OptionError, check_options, load_rule_set

    rule_set = load_rule_set(rules)
    try:
        options = check_options(rules, rule_set, {"calls": calls, "scoring": scoring, "variant": variant})
    except OptionError as e:
        _usage_error(ctx, str(e))
    if rule_set is None:
        typer.echo(f"error: the {rules} rules are not available in this build", err=True)
        raise typer.Exit(1)
    out = sys.stdout
    fmt = fmt or ("text" if _is_tty(out) else "jsonl")
    from .errors import MjscoreError

    try:
        entries = rule_set.table(options)
    except MjscoreError as e:  # e.g. a scoring the rule set does not offer yet
        typer.echo(f"error: {e.message}", err=True)
        raise typer.Exit(1)
    if fmt == "text":
        out.write(report.rules_text(getattr(rule_set, "title", rules), entries, _use_color(fmt, out)) + "\n")
    elif fmt == "json":
        out.write("[" + ",\n".join(report.dumps(report.entry_dict(e)) for e in entries) + "]\n")
    else:
        out.write("".join(report.dumps(report.entry_dict(e)) + "\n" for e in entries))


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
    app(prog_name="mjscore")
