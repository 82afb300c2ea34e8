"""The options of the command line, one table: how to run, the rule sets' options, and a default
for every condition word that has an option.

Rule options come from the rule sets' rows (``mjscore.rules.catalog``), condition defaults from
the table of condition words (``mjscore.conditions``). The plain fast path (``mjscore.cli.launch``)
parses a command line from this table and the Typer application (``mjscore.cli.app``) is built from it,
so an option is declared once. This module is cheap to import (no Typer, no grammar, no rule set).
"""

from __future__ import annotations

from . import conditions as cw
from .rules import catalog
from .tiles import TILE_CODES
# (the option kinds and groups of the catalog, re-exported: the front ends read them here)
from .rules.catalog import BOOL as BOOL, CHOICE as CHOICE, CONDITION as CONDITION, GENERAL as GENERAL
from .rules.catalog import NUMBER as NUMBER, RULE as RULE, SWITCH as SWITCH, TEXT as TEXT, Option as Option

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterable
    from typing import Any

FORMATS = ("text", "json", "jsonl")
COLORS = ("auto", "always", "never")
COMMANDS = ("score", "waits", "discard")  # the commands that read lines (`rules` takes fewer options)
ALL_COMMANDS = ("score", "waits", "discard", "rules")
POINTS = "points"  # `mjscore points [FU HAN]`: the riichi point table (its room options below)
POINTS_OPTIONS = ("kiriage", "kazoe", "players")  # the riichi room options that change what fu and han pay
LOG_RULES = catalog.RECORD_RULES  # the rule sets of game records (`mjscore log`)


class UsageError(Exception):
    """A command-line mistake (not a bad hand): printed with the usage, exit status 2."""


# NUMBER options that also take the word `auto` (--jobs auto).
AUTO_NUMBERS = frozenset({"jobs"})
# TEXT options that may be given more than once, each value kept in order (-i a.txt -i b.txt): their
# value is a list (None when not given).
MULTIPLE = frozenset({"input"})


def _choices(values: Iterable[object]) -> str:
    return "|".join(str(v) for v in values)


_GENERAL = (
    Option("rules", ("--rules", "-r"), CHOICE, "Rule set.", values=catalog.NAMES, default=catalog.DEFAULT,
           metavar=_choices(catalog.NAMES), group=GENERAL, commands=ALL_COMMANDS),
    # `mjscore points` takes -r as the other commands do: riichi, the one rule set whose points come
    # from fu and han (any other is refused by name, mjscore.cli.points)
    Option("rules", ("--rules", "-r"), CHOICE, "Rule set: riichi, the only one paid by fu and han.",
           values=catalog.NAMES, default="riichi", metavar="riichi", group=GENERAL, commands=(POINTS,)),
    Option("fmt", ("--format", "-f"), CHOICE, "Output format [default: text on a terminal, jsonl otherwise].",
           values=FORMATS, metavar=_choices(FORMATS), group=GENERAL, commands=ALL_COMMANDS + ("log", POINTS)),
    Option("color", ("--color",), CHOICE,
           "Colour in text output; auto: on a terminal, off under NO_COLOR, on under FORCE_COLOR.",
           values=COLORS, default="auto", metavar=_choices(COLORS), group=GENERAL,
           commands=ALL_COMMANDS + ("log", POINTS)),
)
# How lines come in and how tiles are drawn (the commands that read hands).
_READING = (
    Option("input", ("--input", "-i"), TEXT,
           "Read the lines of FILE (- is standard input); a LINE is never taken for a file name. "
           "Several -i: the files in order, each line named by its file (b.txt:2: error: ...; JSON: a file field).",
           metavar="FILE", group=GENERAL, commands=COMMANDS),
    Option("tiles", ("--tiles",), CHOICE,
           "How the lines write tiles: the notation, or Botzone / PyMahjongGB codes (W1 B5 T9 F1 J3 H1).",
           values=TILE_CODES, default=TILE_CODES[0], metavar=_choices(TILE_CODES), group=GENERAL, commands=COMMANDS),
    Option("ascii", ("--ascii",), SWITCH,
           "Text output in ASCII alone: tiles as text (123m), no native names or other non-ASCII signs.",
           default=False, group=GENERAL, commands=ALL_COMMANDS + ("log", POINTS)),
    Option("quiet", ("--quiet", "-q"), SWITCH,
           "Nothing on standard error but errors: no progress line (shown for -i FILE when standard "
           "error is a terminal) and no hint when reading a terminal.",
           default=False, group=GENERAL, commands=COMMANDS),
    # (the same option for `mjscore log`, said in its terms: it has no -i)
    Option("quiet", ("--quiet", "-q"), SWITCH,
           "Nothing on standard error but errors: no progress line (shown for a directory or several "
           "record files when standard error is a terminal) and no hint when reading a terminal.",
           default=False, group=GENERAL, commands=("log",)),
)
# Options every rule set takes (presentation, not rules): passed to the rule set like a rule option.
_EVERY_RULE_SET = (
    Option("explain", ("--explain",), SWITCH,
           "Explain each fan / yaku (text: extra lines; JSON: an `explain` field).", default=False),
)
# `mjscore log` (docs/logs.md): how records are read and what is written of them.
LOG_FORMATS = ("auto", "tenhou-xml", "tenhou-json", "mjai", "botzone")
_LOG = (
    Option("log_format", ("--log-format",), CHOICE, "The records' format; auto: decided from each file's content.",
           values=LOG_FORMATS, default="auto", metavar=_choices(LOG_FORMATS), group=GENERAL, commands=("log",)),
    Option("lines_only", ("--lines",), SWITCH, "Print only each win's notation line (ready for `mjscore score`).",
           default=False, group=GENERAL, commands=("log",)),
    Option("check", ("--check",), SWITCH, "Exit with status 1 when any win disagrees with its record.",
           default=False, group=GENERAL, commands=("log",)),
    Option("jobs", ("--jobs", "-j"), NUMBER, "Read N files at a time in N processes, or auto: the cores for several files (output order kept).",
           default=1, metavar="N", group=GENERAL, minimum=1, commands=("log",)),
)
_RUNNING = (
    Option("jobs", ("--jobs", "-j"), NUMBER,
           "Score with N processes, or auto: the cores for a large file or pipe, 1 otherwise (output order "
           "kept; mjscore help cli says what happens on faults).",
           default=1, metavar="N", group=GENERAL, minimum=1, commands=COMMANDS),
)


def _rule_options() -> tuple[Option, ...]:
    """The options of the rule sets' rows, one per name: the rule sets that take it, and the values
    any of them allows (each rule set checks its own)."""
    merged: dict[str, Option] = {}
    for row in catalog.ROWS:
        for o in row.options:
            seen = merged.get(o.name)
            if seen is None:
                merged[o.name] = o.widened(group=RULE, rules=(row.name,), commands=ALL_COMMANDS,
                                           metavar=o.metavar or (_choices(o.values) if o.kind == CHOICE else None))
            else:
                values = seen.values + tuple(v for v in o.values if v not in seen.values)
                merged[o.name] = seen.widened(values=values, rules=seen.rules + (row.name,))
    # `mjscore log` takes the options of the rule sets game records are scored with.
    # `mjscore points` takes the riichi room options that change the point table.
    out = (o.widened(commands=o.commands + ("log",)) if set(o.rules) & set(LOG_RULES) else o for o in merged.values())
    return tuple(o.widened(commands=o.commands + (POINTS,)) if o.name in POINTS_OPTIONS else o for o in out)


_KINDS = {cw.FLAG: SWITCH, cw.WIND: CHOICE, cw.NUMBER: NUMBER, cw.TILES: TEXT}
_METAVARS = {cw.WIND: "E|S|W|N", cw.NUMBER: "N", cw.TILES: "TILES"}


def _flag(row: catalog.RuleSetInfo, name: str) -> str:
    """The command-line flag of the rule option ``name`` of ``row``."""
    return next((o.flag for o in row.options if o.name == name), "--" + name)


def _condition_options() -> tuple[Option, ...]:
    """A default for each condition word with an option help; the rule sets that know the word are
    named in its help unless every rule set does."""
    out = []
    for w in cw.TABLE:
        if w.option is None:
            continue
        knowing = [r.name for r in catalog.ROWS if w.key in r.conditions]
        # A rule set that knows the word under one value of its option (yaochu --scoring riichi).
        under = [f"{r.name} {_flag(r, name)} {value}" for r in catalog.ROWS if w.key not in r.conditions
                 for name, value, keys in r.option_conditions if w.key in keys]
        names = ", ".join(knowing + under)
        text = w.option
        if "{rules}" in text:
            text = text.replace("{rules}", names)
        elif len(knowing) < len(catalog.ROWS):
            text = text[:-1] + f" ({names})" + text[-1:] if text.endswith(".") else f"{text} ({names})"
        kind = _KINDS[w.kind]
        out.append(Option(w.key, ("--" + w.words[0],), kind, text, metavar=_METAVARS.get(w.kind),
                          values=tuple("ESWN") if w.kind == cw.WIND else (),
                          default=False if kind == SWITCH else None, group=CONDITION,
                          upper=w.kind == cw.WIND, rules=tuple(knowing), commands=COMMANDS))
    return tuple(out)


RULE_OPTIONS: tuple[Option, ...] = _rule_options()
TABLE: tuple[Option, ...] = _GENERAL + _READING + _LOG + RULE_OPTIONS + _EVERY_RULE_SET + _RUNNING + _condition_options()
BY_NAME: dict[str, Option] = {o.name: o for o in TABLE}


# The condition defaults a command refuses, with the reason: `discard` is asked before a win, so the
# words that describe a win (--tsumo, --rinshan, ...) make no sense there (mjscore.conditions says
# which). They are options of the command all the same, so that the refusal can say why.
REFUSED: dict[str, dict[str, str]] = {
    "discard": {w.key: f"what to discard is asked before the win; {w.after_win}"
                for w in cw.TABLE if w.after_win and w.option is not None},
    # waits scores each wait both ways: `tsumo` would be ignored (the other words score the waits)
    "waits": {"tsumo": f"the waits are asked before the win; {cw.BY_KEY['tsumo'].after_win}"},
}


def check_refused(p: dict[str, Any], command: str) -> None:
    """UsageError for a condition default that ``command`` refuses (REFUSED), naming the flag."""
    for name, why in REFUSED.get(command, {}).items():
        value = p.get(name)
        if value is not None and value is not False:
            raise UsageError(f"{flag_of(name)} is refused by `mjscore {command}`: {why}")


def for_command(command: str) -> tuple[Option, ...]:
    return tuple(o for o in TABLE if command in o.commands)


def by_flag(command: str) -> dict[str, tuple[Option, Any]]:
    """Each spelling of the options of ``command`` -> (option, the value a bare flag gives: True
    for a SWITCH (any of its spellings: ``--quiet``, ``-q``) or ``--x``, False for ``--no-x``; None
    for an option that takes a value)."""
    out: dict[str, tuple[Option, Any]] = {}
    for o in for_command(command):
        for i, flag in enumerate(o.flags):
            out[flag] = (o, True if o.kind == SWITCH else (i == 0) if o.kind == BOOL else None)
    return out


def defaults(command: str) -> dict[str, Any]:
    """The parameters of ``command`` with every option left out (and no lines)."""
    p: dict[str, Any] = {o.name: o.default for o in for_command(command)}
    if command in COMMANDS:
        p["lines"] = None
    return p


def _canonical(o: Option, value: Any) -> Any:
    """A CHOICE value written in any case, as the table spells it (``MCR`` -> ``mcr``, ``s`` -> ``S``);
    a value that is none of the choices is returned as given."""
    if not isinstance(value, str) or value in o.values or not value.isascii():
        return value  # (ASCII letters only: `--seat ſ` is not S)
    folded = value.casefold()
    for v in o.values:
        if str(v).casefold() == folded:
            return v
    return value


def check_values(p: dict[str, Any], command: str = "score") -> None:
    """CHOICE values are read in any case (``--rules MCR``, ``--seat s``: as on a line) and written
    as the table spells them; a value not allowed raises UsageError (a rule option's value for its
    own rule set is checked by the engine)."""
    for o in for_command(command):
        value = p.get(o.name)
        if value is None or o.kind != CHOICE:
            continue
        p[o.name] = value = _canonical(o, value)
        if o.usage_check and value not in o.values:
            raise UsageError(f"Invalid value for '{o.flag}': {value!r} is not one of "
                             f"{', '.join(str(v) for v in o.values)}{did_you_mean(value, o.values)}")
    if command in COMMANDS and "-" in (p.get("lines") or ()):
        raise UsageError("'-' is not a hand: to read standard input use -i - (or give no LINE)")


def did_you_mean(value: Any, choices: tuple[Any, ...]) -> str:
    """``"; did you mean riichi?"`` for the nearest choice when one is near, else ``"."`` (the end of
    the message; difflib is imported for a mistake's message only)."""
    from difflib import get_close_matches

    near = get_close_matches(str(value).lower(), [str(c) for c in choices], n=1, cutoff=0.6)
    return f"; did you mean {near[0]}?" if near else "."


def engine_options(p: dict[str, Any], command: str = "score") -> dict[str, Any]:
    """The options for the engine (``api.Engine``): rule options given, ``explain``, and condition
    defaults that differ from the built-in ones (a switch left out, a value not given)."""
    out: dict[str, Any] = {}
    for o in for_command(command):
        if o.group == GENERAL:
            continue
        value = p.get(o.name)
        if value is None or (o.kind == SWITCH and value is False):
            continue
        out[o.name] = value
    return out


def flag_of(name: str, value: Any = None) -> str:
    """The flag that gives option ``name`` (``--no-x`` for a BOOL given as False), for messages."""
    o = BY_NAME.get(name)
    if o is None:
        return "--" + name.replace("_", "-")
    return o.flags[1] if o.kind == BOOL and value is False else o.flag


def takers(name: str) -> tuple[str, ...]:
    """The rule sets that take the rule option ``name`` (empty: every rule set, or no such option)."""
    o = BY_NAME.get(name)
    return o.rules if o is not None and o.group == RULE else ()
