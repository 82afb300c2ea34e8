"""The rule tables of docs/ are the code's: each marked table equals what `mjscore rules` prints
(rebuild them with `python tools/build_tables.py`)."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("build_tables", ROOT / "tools" / "build_tables.py")
build_tables = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(build_tables)

MARKED = [
    (page.name, m.group(2))
    for page in sorted((ROOT / "docs").glob("*.md"))
    for m in build_tables.MARK.finditer(page.read_text(encoding="utf-8"))
]


def test_every_rule_set_page_has_a_generated_table():
    assert {args.split()[0] for _, args in MARKED} == {"mcr", "yaochu", "fliosen", "riichi"}


@pytest.mark.parametrize("page, args", MARKED, ids=[f"{p}:{a}" for p, a in MARKED])
def test_docs_table_matches_mjscore_rules(page, args):
    text = (ROOT / "docs" / page).read_text(encoding="utf-8")
    block = next(m.group(3) for m in build_tables.MARK.finditer(text) if m.group(2) == args)
    table = build_tables.entries(args)
    if table is None:  # a rule set documented before its code: the page's table is the contract
        pytest.skip(f"`mjscore rules -r {args}` is not in this build yet")
    assert block == build_tables.render_entries(table, args), (
        f"docs/{page}: the table of `mjscore rules -r {args}` is stale; run python tools/build_tables.py")


def test_points_rendering_keeps_text_and_marks_additions():
    assert build_tables.points({"points": "1 / 1 open"}) == "1 / 1 open"
    assert build_tables.points({"points": 88}) == "88"
    assert build_tables.points({"points": 2, "addition": True}) == "+2"
    assert build_tables.points({"points": 1, "additive": True, "per": "tile"}) == "+1 per tile"
    assert build_tables.points({"points": 24000}, " ") == "24 000"
    assert build_tables.cell("a | b") == "a \\| b"


@pytest.mark.parametrize("entry, rules, text", [
    ({"han": 1, "han_open": None}, "riichi", "1 / closed only"),
    ({"han": 3, "han_open": 2}, "riichi", "3 / 2 open"),
    ({"han": 26, "han_open": None, "yakuman": 2}, "riichi", "double yakuman, closed only"),
    ({"han": 13, "han_open": 13, "yakuman": 1}, "yaochu", "yakuman"),
    ({"han": 48, "han_open": 48, "yakuman": 2}, "fliosen", "48 (double Liviat)"),
], ids=["closed-only", "open", "double-yakuman", "yakuman", "liviat"])
def test_yaku_rows_han_rendered_as_the_table_prints_them(entry, rules, text):
    assert build_tables.points(entry, ",", rules) == text
