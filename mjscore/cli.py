"""The command line (CLI.md) as a Typer application: help, usage errors, `rules`, and every
`score` / `waits` command line that launch.py does not run directly (its plain fast path).
The work is in launch.py (running), api.py (scoring) and report.py (presentation).

Start-up is kept lean: this module imports Typer and nothing heavy; the grammar and the rule sets
are imported when the first line is scored.
"""

import sys
from typing import Annotated, List, Optional

import typer

from . import __version__
from .launch import FORMATS, UsageError, _is_tty, _use_color, execute
from .launch import main as main  # noqa: F401  (`mjscore.cli:main` stays an entry point)
from .rules import NAMES as RULE_NAMES



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
    help="Score mahjong hands written as text (Chinese Official / MCR, Yaochu, Fliosen, riichi).\n\n"
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
Rules = Annotated[str, typer.Option("--rules", "-r", metavar="mcr|yaochu|fliosen|riichi", help="Rule set.")]
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
Kuitan = Annotated[bool, typer.Option("--kuitan/--no-kuitan", rich_help_panel=RULE,
                                      help="Riichi: tanyao counts on an open hand.")]
Aka = Annotated[bool, typer.Option("--aka/--no-aka", rich_help_panel=RULE,
                                   help="Riichi: red fives are dora (off: a 0 is a plain five).")]
DoubleYakuman = Annotated[bool, typer.Option("--double-yakuman/--no-double-yakuman", rich_help_panel=RULE,
                                             help="Riichi: the four double yakuman count 2x (off: 1x).")]
Kazoe = Annotated[Optional[str], typer.Option(
    "--kazoe", metavar="yakuman|sanbaiman", rich_help_panel=RULE, show_default=False,
    help="Riichi: what 13+ han of ordinary yaku is worth [default: yakuman].")]
Kiriage = Annotated[bool, typer.Option("--kiriage/--no-kiriage", rich_help_panel=RULE,
                                       help="Riichi: 4 han 30 fu and 3 han 60 fu are mangan.")]
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
Riichi = _flag("riichi", "Riichi declared (fliosen, riichi).")
DoubleRiichi = _flag("double-riichi", "Riichi on the first turn (fliosen, riichi).")
Ippatsu = _flag("ippatsu", "Won within one turn of riichi (fliosen, riichi).")
Tenhou = _flag("tenhou", "Dealer's win on the initial deal (yaochu, fliosen, riichi).")
Chiihou = _flag("chiihou", "Non-dealer's win on the first draw (yaochu, fliosen, riichi).")
Dora = _value("dora", "TILES", "Dora indicators, e.g. m1E (yaochu, fliosen, riichi).")
Ura = _value("ura", "TILES", "Ura-dora indicators (fliosen, riichi; needs riichi).")
Tong = _flag("tong", "The straight was declared (fliosen).")
Draws = _value("draws", "N", "Consecutive drawn hands before this one (fliosen).", int)
Honba = _value("honba", "N", "Counters on the table, 0-99 (riichi).", int)
Sticks = _value("sticks", "N", "Riichi deposits on the table, 0-99 (riichi).", int)

def _version(value: bool):
    if value:
        typer.echo(f"mjscore {__version__}")
        raise typer.Exit()


@app.callback()
def _main(version: Annotated[bool, typer.Option("--version", "-V", callback=_version, is_eager=True,
                                                help="Print the version and exit.")] = False):
    """Score mahjong hands written as text (Chinese Official / MCR, Yaochu, Fliosen, riichi)."""


# -- helpers ------------------------------------------------------------------------------------------

def _usage_error(ctx: typer.Context, message: str):
    """Print the usage and the message on standard error; exit status 2."""
    ctx.fail(message)


def _check_choice(ctx: typer.Context, flag: str, value: Optional[str], choices) -> None:
    if value is not None and value not in choices:
        _usage_error(ctx, f"Invalid value for '{flag}': {value!r} is not one of {', '.join(choices)}.")


def _run(command: str, p: dict) -> None:
    try:
        code = execute(command, p)
    except UsageError as e:
        _usage_error(p["ctx"], str(e))
    if code:
        raise typer.Exit(code)


def _make_command(command: str, help: str):
    def cmd(
        ctx: typer.Context,
        lines: Lines = None,
        rules: Rules = "mcr",
        fmt: Format = None,
        calls: Calls = None,
        scoring: Scoring = None,
        variant: Variant = None,
        kuitan: Kuitan = True,
        aka: Aka = True,
        double_yakuman: DoubleYakuman = True,
        kazoe: Kazoe = None,
        kiriage: Kiriage = False,
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
        honba: Honba = None,
        sticks: Sticks = None,
    ):
        _run(command, dict(locals()))

    cmd.__doc__ = help
    cmd.__name__ = command
    return app.command(command, cls=_LeanCommand)(cmd)


score = _make_command("score", "Score complete (14-tile) hands: one result per line.")
waits = _make_command("waits", "For 13-tile hands: every tile that completes the hand, and its score by ron and tsumo.")


@app.command("rules", cls=_LeanCommand)
def rules_command(ctx: typer.Context, rules: Rules = "mcr", fmt: Format = None, calls: Calls = None, scoring: Scoring = None,
                  variant: Variant = None, kuitan: Kuitan = True, aka: Aka = True,
                  double_yakuman: DoubleYakuman = True, kazoe: Kazoe = None, kiriage: Kiriage = False):
    """Print the rule set's table of fans / yaku / points."""
    _check_choice(ctx, "--rules", rules, RULE_NAMES)
    _check_choice(ctx, "--format", fmt, FORMATS)
    from . import report
    from .api import OptionError, check_options, load_rule_set

    rule_set = load_rule_set(rules)
    try:
        given = {"calls": calls, "scoring": scoring, "variant": variant, "kazoe": kazoe}
        from .launch import SWITCHES

        switches = {"kuitan": kuitan, "aka": aka, "double_yakuman": double_yakuman, "kiriage": kiriage}
        given.update({k: v for k, v in switches.items() if v != SWITCHES[k]})
        options = check_options(rules, rule_set, given)
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
