"""`mjscore points [FU HAN]` (docs/cli.md): the riichi point table, or one entry of it, in the room
the options give. The numbers are the riichi rule set's (mjscore.rules.riichi.points); this module
reads the command line's values and writes text or JSON. Shared by both front ends (launch.py's
plain path and the Typer application)."""

from __future__ import annotations

import sys

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Sequence, TextIO

from ..options import POINTS, POINTS_OPTIONS, UsageError, check_values

USAGE_NUMBERS = "give FU and HAN (e.g. `mjscore points 30 4`, or han first: 4 30), or nothing for the whole table"
MOST_HAN = 13  # the han a table entry can name (13 and more: kazoe yakuman); every fu is 20 or more


def _whole(text: str, what: str) -> int:
    if not text.isascii() or not text.isdigit():
        raise UsageError(f"{what} must be a whole number, not {text!r}: {USAGE_NUMBERS}")
    return int(text)


def parse_numbers(numbers: Sequence[str] | None) -> tuple[int, int] | None:
    """(fu, han) of the arguments, None for none; UsageError for anything else. The two numbers come
    in either order (`30 4`, as the table is read, or `4 30`, as players say "4 han 30 fu"): a fu is
    20 or more and a han 13 at most, so the one that is a hand's fu is the fu. Two fu (`20 25`,
    `30 30`) say no han: a usage error, as is a number that is neither."""
    numbers = list(numbers or ())
    if not numbers:
        return None
    if len(numbers) != 2:
        raise UsageError(f"{len(numbers)} number{'s' if len(numbers) != 1 else ''} given: {USAGE_NUMBERS}")
    first, second = _whole(numbers[0], "FU"), _whole(numbers[1], "HAN")
    from ..rules.riichi.points import FU, check_fu

    if first in FU and second in FU:
        raise UsageError(f"{first} and {second} are both fu: one of them must be the han (1 to {MOST_HAN}; "
                         f"13 and more is kazoe yakuman): {USAGE_NUMBERS}")
    fu, han = (second, first) if second in FU else (first, second)
    if fu not in FU and han > MOST_HAN >= fu:  # (neither is a fu: the larger is the fu meant)
        fu, han = han, fu
    try:
        check_fu(fu)
    except ValueError as e:
        raise UsageError(str(e)) from None
    if han < 1:
        raise UsageError("HAN must be 1 or more (a hand without a yaku is not a win)")
    return fu, han


def execute(p: dict[str, Any], out: TextIO | None = None) -> int:
    """Run `mjscore points` with the parameters ``p`` (``numbers``, ``fmt``, ``color``, the room
    options); UsageError before any output for a bad value."""
    check_values(p, POINTS)
    rules = p.get("rules") or "riichi"
    if rules != "riichi":
        raise UsageError(f"Invalid value for '--rules': {rules!r} has no table of fu and han; "
                         "mjscore points is riichi's (-r riichi)")
    wanted = parse_numbers(p.get("numbers"))
    from ..rules.riichi.score import Room
    from ..rules.yaku_engine.classic import KAZOE

    if p.get("kazoe") is not None and p["kazoe"] not in KAZOE:
        from ..options import did_you_mean

        raise UsageError(f"Invalid value for '--kazoe': {p['kazoe']!r} is not one of "
                         f"{', '.join(KAZOE)}{did_you_mean(p['kazoe'], tuple(KAZOE))}")
    room = Room.of({k: p[k] for k in POINTS_OPTIONS if p.get(k) is not None})
    from . import report
    from ..rules.riichi import points
    from .batch import _is_tty

    out = out or sys.stdout
    fmt = p.get("fmt") or ("text" if _is_tty(out) else "jsonl")
    if wanted is not None:
        fu, han = wanted
        entries = [points.entry(room, han, fu)]
    else:
        entries = points.table(room)
    if fmt == "text":
        from ..formatting import to_ascii, wants_ascii
        from .width import columns, fit_tables

        text = points.entry_text(entries[0], room.players) if wanted else points.table_text(room)
        text = to_ascii(text) if wants_ascii(p.get("ascii"), out) else text
        out.write(fit_tables(text, columns(out)) + "\n")  # (the grid cut into fewer han a table)
    elif fmt == "json":
        out.write("[" + ",\n".join(report.dumps(e) for e in entries) + "]\n")
    else:
        out.write("".join(report.dumps(e) + "\n" for e in entries))
    return 0
