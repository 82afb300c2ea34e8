"""`mjscore points [FU HAN]` (docs/cli.md): the riichi point table, or one entry of it, in the room
the options give. The numbers are the riichi rule set's (mjscore.rules.riichi.points); this module
reads the command line's values and writes text or JSON. Shared by both front ends (launch.py's
plain path and the Typer application)."""

from __future__ import annotations

import sys

from ..options import POINTS, POINTS_OPTIONS, UsageError, check_values

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterable
    from typing import Any, TextIO

USAGE_NUMBERS = "give FU and HAN (e.g. `mjscore points 30 4`), or nothing for the whole table"


def _whole(text: str, what: str) -> int:
    if not text.isascii() or not text.isdigit():
        raise UsageError(f"{what} must be a whole number, not {text!r}: {USAGE_NUMBERS}")
    return int(text)


def parse_numbers(numbers: Iterable[str] | None) -> tuple[int, int] | None:
    """(fu, han) of the arguments, None for none; UsageError for anything else."""
    given = list(numbers or ())
    if not given:
        return None
    if len(given) != 2:
        raise UsageError(f"{len(given)} number{'s' if len(given) != 1 else ''} given: {USAGE_NUMBERS}")
    fu, han = _whole(given[0], "FU"), _whole(given[1], "HAN")
    from ..rules.riichi.points import check_fu

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

        text = points.entry_text(entries[0], room.players) if wanted else points.table_text(room)
        out.write((to_ascii(text) if wants_ascii(p.get("ascii"), out) else text) + "\n")
    elif fmt == "json":
        out.write("[" + ",\n".join(report.dumps(e) for e in entries) + "]\n")
    else:
        out.write("".join(report.dumps(e) + "\n" for e in entries))
    return 0
