"""The harness the `score --explain` tests share: one ruling case is a line, the fan / item / yaku the
explanation must speak of, the ruling (``counted`` or the ``rule`` of a ``not_counted`` entry), the entry
named as counting instead (``by``), the sets or tiles shown (None: not checked) and words the explanation
must contain, in the JSON ``why`` and on the entry's own line of the text.

A rule set's test file keeps its table of cases (``CASES``: id first) and calls :func:`check_ruling`.
"""

from __future__ import annotations

import json

import pytest

from mjscore import api


def case_params(cases):
    """``@pytest.mark.parametrize`` arguments for a table of cases whose first column is the id."""
    return pytest.mark.parametrize("line, item, ruling, by, tiles, words", [c[1:] for c in cases],
                                   ids=[c[0] for c in cases])


def explained(line: str, rules: str, **options) -> api.Result:
    r = api.score(line, rules=rules, explain=True, **options)
    assert r.ok, r.error
    return r


def explanation(line: str, rules: str, **options) -> dict:
    """The JSON ``explain`` field of a line scored with --explain."""
    return explained(line, rules, **options).to_dict()["explain"]


def text(line: str, rules: str, **options) -> str:
    """The --explain text of a line (the lines under the verdict)."""
    return "\n".join(explained(line, rules, **options).detail.explanation())


def entry(ex: dict, item: str, ruling: str | None):
    """The counted entry of ``item``, or its not-counted entry under ``ruling`` (None: any ruling)."""
    if ruling == "counted":
        return next((c for c in ex["counted"] if c["id"] == item), None)
    return next((n for n in ex["not_counted"] if n["id"] == item and (ruling is None or n["rule"] == ruling)), None)


def check_ruling(rules: str, line: str, item: str, ruling: str, by: str | None, tiles, words: str, *,
                 joiner: str = " ", or_ruling: str | None = None, **options) -> dict:
    """The entry is there with its ``by``, ``tiles`` and ``words``; the same words are in the text on
    the entry's own line, with its sets (joined by ``joiner``, as the rule set writes them). With
    ``or_ruling``, the entry may stand under that ruling instead (two reasons in one entry)."""
    r = explained(line, rules, **options)
    ex = r.to_dict()["explain"]
    e = entry(ex, item, ruling)
    if e is None and or_ruling is not None:
        e = entry(ex, item, or_ruling)
    assert e is not None, json.dumps(ex, ensure_ascii=False, indent=1)
    if ruling != "counted":
        assert e["by"] == by
    if tiles is not None:
        assert e["tiles"] == tiles
    assert words in e["why"]
    lines = "\n".join(r.detail.explanation()).splitlines()
    mark = "+" if ruling == "counted" else "-"
    starts = tuple(f"{mark} {e['name']}{after}" for after in (" (", ":", " ×"))
    line_of_item = next((t for t in lines if t.lstrip().startswith(starts) and words in t), None)
    assert line_of_item is not None, "\n".join(lines)
    if tiles:
        assert joiner.join(tiles) in line_of_item
    return e
