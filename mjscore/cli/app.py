"""The command line (docs/cli.md) as a Typer application: help, usage errors, `rules`, and every
`score` / `waits` / `discard` command line that launch.py does not run directly (its plain fast path).

The commands are built from the option table (mjscore.options): each command function's signature
is made from the table's rows, so an option is declared once. The work is in run.py (running),
api.py (scoring) and report.py (presentation). Start-up is kept lean: this module imports Typer and
nothing heavy; the grammar and the rule sets are imported when the first line is scored.
"""

import inspect
import sys
from types import MethodType
from typing import Annotated, Any, Callable, Iterable, List, NoReturn, Optional

import typer
import typer.completion
from typer.core import TyperCommand, TyperGroup

from .. import __version__
from ..options import (
    AUTO_NUMBERS,
    BOOL,
    CHOICE,
    COMMANDS,
    CONDITION,
    GENERAL,
    MULTIPLE,
    NUMBER,
    POINTS,
    REFUSED,
    RULE,
    SWITCH,
    Option,
    check_values,
    for_command,
)
from ..rules import catalog
from .batch import UsageError, _is_tty, _use_color, execute
from .helptext import HELP


# (``self``: a parameter, of the Click that Typer uses: recent versions bring their own copy of it)
def _lean_process_value(self: Any, ctx: typer.Context, value: Any) -> Any:
    """A parameter's value converted the plain way, from its row of the option table. Recent Typer
    versions convert every non-flag value through pydantic, whose import alone costs about 0.1 s of
    start-up; our values are only text, whole numbers and lists of text, which need none of it.
    (Click's own order: convert, then the callback; none of our parameters is required.)"""
    if value is None:
        value = () if self.multiple or self.nargs == -1 else None
    elif self.nargs == -1 or self.multiple:
        value = [str(v) for v in value]
    else:
        option = _BY_PARAM.get(self.name)
        if option is not None and option.kind == NUMBER:
            value = _whole_number(value, option, ctx, self)
        elif not isinstance(value, bool):
            value = str(value)
    if self.name in MULTIPLE:  # (-i given more than once: a list, as the plain path gives; None when not given)
        value = list(value) or None
    if self.callback is not None:
        value = self.callback(ctx, self, value)
    return value


def _whole_number(value: Any, option: Option, ctx: typer.Context, param: Any) -> int | str:
    if value == "auto" and option.name in AUTO_NUMBERS:
        return "auto"
    try:
        number = int(value)
    except (TypeError, ValueError):
        raise typer.BadParameter(f"{value!r} is not a whole number.", ctx=ctx, param=param) from None
    if option.minimum is not None and number < option.minimum:
        raise typer.BadParameter(f"{number} is less than {option.minimum}.", ctx=ctx, param=param)
    return number


def _argument_help_record(self: Any, ctx: typer.Context) -> tuple[str, str] | None:
    """The LINE argument in the help as the usage writes it (``[LINE]...``), without Typer's type
    (``<list[str]>``), which says nothing to a user."""
    if self.hidden:
        return None
    return f"[{self.metavar or self.name.upper()}]...", self.help or ""


def _lean(params: Iterable[Any]) -> None:
    """Each parameter's process_value made the plain one (an instance's own method: Click's public
    process_value, overridden on the parameter)."""
    for p in params:
        if "process_value" in vars(p):
            continue
        p.process_value = MethodType(_lean_process_value, p)
        if isinstance(p, typer.core.TyperArgument):
            p.get_help_record = MethodType(_argument_help_record, p)  # type: ignore[method-assign]  # (this argument's own, on purpose)


# A Typer command, and the group of the commands, whose parameters convert their values the plain way
# (_lean_process_value). (The same three methods in both classes: a mixin of them, whose super() is
# known only in the classes that use it, would not type-check. The context and the option are Click's,
# which recent Typer versions bring their own copy of: Any.)

class _LeanCommand(TyperCommand):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        _lean(self.params)

    def parse_args(self, ctx: Any, args: list[str]) -> list[str]:
        _lean(self.params)
        return super().parse_args(ctx, args)

    def get_help_option(self, ctx: Any) -> Any:
        option = super().get_help_option(ctx)
        if option is not None:
            _lean([option])
        return option


class _LeanGroup(TyperGroup):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        _lean(self.params)

    def parse_args(self, ctx: Any, args: list[str]) -> list[str]:
        _lean(self.params)  # (Typer appends the completion options after building the group)
        return super().parse_args(ctx, args)

    def get_help_option(self, ctx: Any) -> Any:
        option = super().get_help_option(ctx)
        if option is not None:
            _lean([option])
        return option


_TITLES = ", ".join(r.short for r in catalog.ROWS)
app = typer.Typer(
    name="mjscore",
    cls=_LeanGroup,
    help=f"Score mahjong hands written as text ({_TITLES}).\n\n"
    "Example: mjscore score \"m123p456s789EEECC tsumo\"\n\n"
    "The reference pages (the notation, each rule set, records): mjscore help.",
    add_completion=False,  # (--install-completion, --show-completion: ours, below, which take the shell)
    no_args_is_help=True,
    rich_markup_mode=None,
    pretty_exceptions_enable=False,
    context_settings={"help_option_names": ["-h", "--help"]},
)

_PANELS = {RULE: "Rule options", CONDITION: "Conditions (defaults for every line; a word on the line wins)"}
_BY_PARAM = {o.name: o for o in for_command("score") + for_command("rules") + for_command("log") + for_command(POINTS)}

LINES = inspect.Parameter(
    "lines", inspect.Parameter.POSITIONAL_OR_KEYWORD, default=None,
    annotation=Annotated[Optional[List[str]], typer.Argument(
        metavar="LINE", show_default=False,
        help="Hands in the notation (quote each one). Without LINE, hands are read from standard input, "
             "one per line; blank lines and lines starting with # are skipped.")])
FILES = inspect.Parameter(
    "files", inspect.Parameter.POSITIONAL_OR_KEYWORD, default=None,
    annotation=Annotated[Optional[List[str]], typer.Argument(
        metavar="FILE", show_default=False,
        help="Game records (Tenhou mjlog XML, tenhou.net/6 JSON, MJAI, Botzone; .gz read decompressed) or "
             "directories of them; without FILE, or with -, the record is read from standard input.")])
NUMBERS = inspect.Parameter(
    "numbers", inspect.Parameter.POSITIONAL_OR_KEYWORD, default=None,
    annotation=Annotated[Optional[List[str]], typer.Argument(
        metavar="FU HAN", show_default=False,
        help="Fu and han, in either order (mjscore points 30 4, or 4 30 as players say it: a fu is 20 or "
             "more, a han 13 at most): that one entry. Without them, the whole table.")])
CONTEXT = inspect.Parameter("ctx", inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=typer.Context)


def _parameter(o: Option, hidden: bool = False) -> inspect.Parameter:
    """The Typer parameter of one row of the option table (``hidden``: left out of the help)."""
    info: dict[str, Any] = {"help": o.help, "rich_help_panel": _PANELS.get(o.group)}
    if hidden:
        info["hidden"] = True
    if o.metavar:
        info["metavar"] = o.metavar
    show_default = o.group == GENERAL and o.default is not None
    if not show_default:
        info["show_default"] = False
    if o.minimum is not None:
        info["min"] = o.minimum
    if o.kind == CHOICE:  # shell completion of the choices
        values = tuple(str(v) for v in o.values)
        info["autocompletion"] = lambda incomplete: [v for v in values if v.lower().startswith(incomplete.lower())]
    flags = o.flags
    if o.kind == SWITCH:
        kind: Any = bool
    elif o.kind == BOOL:
        kind, flags = Optional[bool], (f"{o.flags[0]}/{o.flags[1]}",)
    elif o.name in MULTIPLE:  # (given more than once: every value, in order)
        kind = Optional[List[str]]
    else:
        kind = int if o.kind == NUMBER else str
        if o.default is None:
            kind = Optional[kind]
    return inspect.Parameter(o.name, inspect.Parameter.POSITIONAL_OR_KEYWORD, default=o.default,
                             annotation=Annotated[kind, typer.Option(*flags, **info)])


def _signature(command: str) -> inspect.Signature:
    params = [CONTEXT] + ([LINES] if command in COMMANDS else [FILES] if command == "log"
                          else [NUMBERS] if command == POINTS else [])
    # A default the command refuses (REFUSED: --tsumo for discard) is read, to be refused with its
    # reason, but not offered in the help.
    refused = REFUSED.get(command, {})
    return inspect.Signature(params + [_parameter(o, o.name in refused) for o in for_command(command)])


def _version(value: bool) -> None:
    if value:  # (the build: whether the hot modules run compiled, mjscore.cli.build)
        from .build import build

        typer.echo(f"mjscore {__version__} ({build()})")
        raise typer.Exit()


# Shell completion (Typer's scripts). Typer's own options are switches that find the shell from the
# processes above mjscore, and a shell named after them (`--show-completion zsh`) was left unread: every
# shell got the script of the shell found (bash). These options take the shell as their value; the
# command line gives them one always (completion_arguments: `--show-completion zsh` and a bare
# `--show-completion`, which means the shell mjscore runs in).
SHELLS = ("bash", "zsh", "fish", "powershell", "pwsh")
_COMPLETION_FLAGS = ("--show-completion", "--install-completion")


def completion_arguments(argv: list[str]) -> list[str]:
    """``argv`` with each completion option before the command given its value: ``--show-completion
    zsh`` -> ``--show-completion=zsh``, a bare ``--show-completion`` -> ``--show-completion=`` (the
    shell mjscore runs in). (Typer's options cannot have a value that may be left out.)"""
    out: list[str] = []
    i = 0
    while i < len(argv):
        arg = argv[i]
        i += 1
        if arg in _COMPLETION_FLAGS:
            value = argv[i] if i < len(argv) and not argv[i].startswith("-") else ""
            i += bool(value)
            out.append(f"{arg}={value}")
            continue
        out.append(arg)
        if not arg.startswith("-"):  # (the command: its own arguments follow)
            out += argv[i:]
            break
    return out


def _completion(action: str) -> Callable[[typer.Context, Any, Optional[str]], None]:
    def callback(ctx: typer.Context, param: Any, value: Optional[str]) -> None:
        if value is None or ctx.resilient_parsing:
            return
        shell = value.strip().lower()
        if shell and shell not in SHELLS:
            from ..options import did_you_mean

            raise typer.BadParameter(f"{value!r} is not a shell mjscore completes: one of {', '.join(SHELLS)}"
                                     f"{did_you_mean(shell, SHELLS)}", ctx=ctx, param=param)
        completion = typer.completion
        run = completion.show_callback if action == "show" else completion.install_callback
        run(ctx, param, shell or True)  # (True: Typer finds the shell; both end the program)
    return callback


def _completion_option(action: str, text: str) -> Any:
    return typer.Option(f"--{action}-completion", metavar="[SHELL]", callback=_completion(action), is_eager=True,
                        expose_value=False, show_default=False,
                        help=f"{text} for SHELL ({', '.join(SHELLS)}); without SHELL, for the shell mjscore "
                             "runs in.")


typer.completion.completion_init()  # type: ignore[attr-defined]  # (Typer exports it without __all__) its shell scripts registered, as its own options would


@app.callback()
def _main(version: Annotated[bool, typer.Option("--version", "-V", callback=_version, is_eager=True,
                                                help="Print the version and exit.")] = False,
          install_completion: Annotated[Optional[str], _completion_option("install", "Install completion")] = None,
          show_completion: Annotated[Optional[str], _completion_option("show", "Print the completion script")] = None
          ) -> None:
    """Score mahjong hands written as text."""


# -- helpers ------------------------------------------------------------------------------------------

def _usage_error(ctx: typer.Context, message: str) -> NoReturn:
    """Print the usage and the message on standard error; exit status 2."""
    ctx.fail(message)


def _run(command: str, p: dict[str, Any]) -> None:
    try:
        code = execute(command, p)
    except UsageError as e:
        _usage_error(p["ctx"], str(e))
    if code:
        raise typer.Exit(code)


def _command(command: str) -> Callable[[Callable[..., None]], Callable[..., None]]:
    """app.command for ``command``, with its help (mjscore.cli.helptext: the line in the list of
    commands, the description and examples, and the summary after the options)."""
    short, text, after = HELP[command]
    return app.command(command, cls=_LeanCommand, help=text, short_help=short, epilog=after)


def _signed(function: Callable[..., None], signature: inspect.Signature) -> Callable[..., None]:
    """``function`` with the signature Typer reads (``__signature__``, which inspect.signature gives
    first): its parameters are the option table's rows."""
    setattr(function, "__signature__", signature)  # (an attribute of the function mypy does not know)
    return function


def _make_command(command: str) -> Callable[..., None]:
    def cmd(ctx: typer.Context, **p: Any) -> None:
        _run(command, dict(p, ctx=ctx))

    _signed(cmd, _signature(command))
    cmd.__name__ = command
    return _command(command)(cmd)


score = _make_command("score")
waits = _make_command("waits")
discard = _make_command("discard")


def rules_command(ctx: typer.Context, **p: Any) -> None:
    """`mjscore rules` (its help: mjscore.cli.helptext)."""
    try:
        check_values(p, "rules")
    except UsageError as e:
        _usage_error(ctx, str(e))
    rules, fmt = p["rules"], p["fmt"]
    from . import report
    from ..api import OptionError, check_options, load_rule_set
    from ..errors import MjscoreError

    given = {o.name: p[o.name] for o in for_command("rules") if o.group == RULE}
    try:
        rule_set = load_rule_set(rules)
        options = check_options(rules, rule_set, given)
    except OptionError as e:
        _usage_error(ctx, str(e))
    except ImportError as e:  # a part of mjscore missing from this install
        typer.echo(f"error: mjscore is incomplete: {e}", err=True)
        raise typer.Exit(1)
    out = sys.stdout
    fmt = fmt or ("text" if _is_tty(out) else "jsonl")
    try:
        entries = rule_set.table(options)
    except MjscoreError as e:  # e.g. a scoring the rule set does not offer yet
        typer.echo(f"error: {e.message}", err=True)
        raise typer.Exit(1)
    if fmt == "text":
        # The options of this rule set that change the table, with what each value changes.
        choices = [(f"{o.flag} (this table: {options.get(o.name)})", o.value_help)
                   for o in for_command("rules") if o.value_help and rules in o.rules]
        from ..formatting import wants_ascii
        from .width import columns

        out.write(report.rules_text(rule_set.title, entries, _use_color(fmt, out, p["color"]), choices,
                                    ascii=wants_ascii(p.get("ascii"), out), columns=columns(out)) + "\n")
    elif fmt == "json":
        out.write("[" + ",\n".join(report.dumps(report.entry_dict(e)) for e in entries) + "]\n")
    else:
        out.write("".join(report.dumps(report.entry_dict(e)) + "\n" for e in entries))


rules_command = _command("rules")(_signed(rules_command, _signature("rules")))


def _run_command(ctx: typer.Context, execute: Callable[[dict[str, Any]], int], p: dict[str, Any]) -> None:
    """Run a command's ``execute(p)``: a UsageError is reported with the command's usage, a non-zero
    status is the exit status."""
    try:
        code = execute(p)
    except UsageError as e:
        _usage_error(ctx, str(e))
    if code:
        raise typer.Exit(code)


def log_command(ctx: typer.Context, **p: Any) -> None:
    """`mjscore log` (its help: mjscore.cli.helptext)."""
    from .log_command import execute

    _run_command(ctx, execute, p)


log_command = _command("log")(_signed(log_command, _signature("log")))


def points_command(ctx: typer.Context, **p: Any) -> None:
    """`mjscore points [FU HAN]` (its help: mjscore.cli.helptext)."""
    from .points import execute

    _run_command(ctx, execute, p)


points_command = _command(POINTS)(_signed(points_command, _signature(POINTS)))


from .pages import PAGES as _PAGES  # (the pages' names for the help: cheap, no page is read)

page_names = list(_PAGES)
PAGES = inspect.Parameter(
    "pages", inspect.Parameter.POSITIONAL_OR_KEYWORD, default=None,
    annotation=Annotated[Optional[List[str]], typer.Argument(
        metavar="PAGE", show_default=False,
        help=f"A reference page: {', '.join(page_names)}. Without PAGE, the list.")])


def help_command(ctx: typer.Context, **p: Any) -> None:
    """`mjscore help [PAGE]` (its help: mjscore.cli.helptext; the pages: mjscore.cli.pages)."""
    from .pages import execute

    _run_command(ctx, execute, p)


help_command = _command("help")(_signed(help_command, inspect.Signature([CONTEXT, PAGES])))
