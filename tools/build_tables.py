"""Rebuild the rule tables of the docs/ pages from the code (`mjscore rules ... -f json`).

A page marks a generated table with a pair of HTML comments:

    <!-- table: mcr -->            (the arguments of `mjscore rules`, after `-r`)
    ...generated...
    <!-- /table -->

Usage, from the repository root:

    python tools/build_tables.py           # rewrite the tables in place
    python tools/build_tables.py --check   # exit 1 when a page's table differs from the code

tests/test_docs_tables.py runs the check, so the pages cannot drift from `mjscore rules`.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"  # (the pages; this script lives apart, as docs/ ships whole with the package)
MARK = re.compile(r"(<!-- table: ([^>]*?) -->\n)(.*?)(<!-- /table -->)", re.S)
KNOWN = {"id", "name", "native", "english", "points", "note", "per", "han", "han_open", "yakuman"}
# Rule sets documented before their code is merged: while `mjscore rules` does not know them, their
# page keeps the table as written (from the rule set's contract).
PENDING = {"riichi"}


def entries(args: str) -> list[dict] | None:
    """The JSON table of `mjscore rules -r ARGS`; None when this build has no such rule set (the
    page's table is then left as written)."""
    run = subprocess.run(
        [sys.executable, "-m", "mjscore", "rules", "-r", *args.split(), "-f", "json"],
        cwd=ROOT, capture_output=True, text=True,
    )
    if run.returncode == 2 and args.split()[0] in PENDING:
        return None
    if run.returncode != 0:
        raise SystemExit(f"mjscore rules -r {args} failed: {run.stderr.strip()}")
    return json.loads(run.stdout)


# How each rule set groups thousands when it prints points (Fliosen "24 000", riichi "2,000").
THOUSANDS = {"fliosen": " "}


# How a rule set says a k-fold yakuman (its ``han`` in the JSON): riichi in words alone (its 13 han are
# no number a player counts), Fliosen its han with the tier it reaches.
_TIMES = {1: "", 2: "double ", 3: "triple "}
YAKUMAN_WORDS = {"fliosen": "{han} ({times}Liviat)"}


def han(e: dict, rules: str = "") -> str:
    """A yaku row's ``han`` and ``han_open`` (null: closed only) as the table prints them: ``1 / 1
    open``, ``2 / closed only``, ``double yakuman, closed only``, ``24 (Liviat)``."""
    closed_only = e["han_open"] is None
    k = e.get("yakuman")
    if k:
        times = _TIMES.get(k, f"{k}x ")
        text = YAKUMAN_WORDS.get(rules, "{times}yakuman").format(han=e["han"], times=times)
        return text + (", closed only" if closed_only else "")
    return f"{e['han']} / closed only" if closed_only else f"{e['han']} / {e['han_open']} open"


def points(e: dict, sep: str = ",", rules: str = "") -> str:
    """Points as a reader writes them: as printed by the table; a number marked as an addition to a
    base (a boolean field besides the known ones) gets its '+'; a yaku row's han as :func:`han`."""
    if "han" in e:
        return han(e, rules)
    p = e["points"]
    if isinstance(p, str):
        return p
    extra_flag = any(v is True for k, v in e.items() if k not in KNOWN)
    text = f"{p:,}".replace(",", sep)
    text = f"+{text}" if extra_flag else text
    return f"{text} per {e['per']}" if e.get("per") else text


def cell(text: str) -> str:
    return str(text).replace("|", "\\|").replace("\n", " ")


def render_entries(table: list[dict], args: str = "") -> str:
    """The markdown table of `mjscore rules -r ARGS` (``args`` names the rule set first)."""
    rules = args.split()[0] if args else ""
    sep = THOUSANDS.get(rules, ",")
    glossed = any("english" in e for e in table)  # (riichi: romaji names, with their English gloss)
    if glossed:
        rows = ["| id | name | native | english | points | note |", "|---|---|---|---|---|---|"]
    else:
        rows = ["| id | name | native | points | note |", "|---|---|---|---|---|"]
    for e in table:
        english = [cell(e.get("english", ""))] if glossed else []
        rows.append("| " + " | ".join(
            [f"`{e['id']}`", cell(e["name"]), cell(e["native"]), *english, cell(points(e, sep, rules)), cell(e.get("note", ""))]
        ) + " |")
    return "\n".join(rows) + "\n"


def rebuild(text: str) -> str:
    def table(m: re.Match) -> str:
        found = entries(m.group(2))
        return m.group(0) if found is None else m.group(1) + render_entries(found, m.group(2)) + m.group(4)

    return MARK.sub(table, text)


def main(argv: list[str]) -> int:
    check = "--check" in argv
    stale = []
    for page in sorted(DOCS.glob("*.md")):
        text = page.read_text(encoding="utf-8")
        new = rebuild(text)
        if new != text:
            stale.append(page.name)
            if not check:
                page.write_text(new, encoding="utf-8")
    if check and stale:
        print("stale tables (run python tools/build_tables.py): " + ", ".join(stale))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
