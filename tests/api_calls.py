"""Scoring lines through the public API (``mjscore.api``), for the table-driven rule-set tests."""

from __future__ import annotations

from mjscore import api
from mjscore.errors import MjscoreError


def fields(line, rules, **options):
    """The result fields of a line that must score."""
    r = api.score(line, rules=rules, **options)
    assert r.ok, r.to_dict()
    return r.fields


def error(line, rules, **options):
    """The error of a line that must be refused (kind, message, column)."""
    try:
        api.score(line, rules=rules, **options)
    except MjscoreError as e:
        return e
    raise AssertionError(f"{line!r} scored under {rules}")


def waits_by_tile(line, rules, **options):
    """The waits of a line as {tile: wait object}, and the result fields."""
    r = api.waits(line, rules=rules, **options)
    return {w["tile"]: w for w in r.fields["waits"]}, r.fields
