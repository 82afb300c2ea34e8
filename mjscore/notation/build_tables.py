"""Builds the parser tables from ``grammars/hand.lark`` (the single source of the notation).

    python -m mjscore.notation.build_tables          # rewrite mjscore/notation/_hand_tables.py and _botzone_tables.py
    python -m mjscore.notation.build_tables --check  # exit 1 when the shipped tables are stale

The grammar has two start symbols: ``start`` (the notation, ``mjscore/notation/_hand_tables.py``) and
``botzone`` (the same line with Botzone / PyMahjongGB tile codes, ``mjscore/notation/_botzone_tables.py``,
loaded only when a line is read that way). Lark drops the rules and terminals a start symbol does
not reach, so each file holds its own automaton only.

Lark analyses the grammar (LALR(1) tables, the contextual lexer's terminal sets, the order in which
its scanner tries terminals); this module writes that analysis out as plain Python data, so that
reading a hand needs neither importing Lark nor building its parser (cold start), and the small
driver in :mod:`mjscore.notation.lalr` runs the same automaton with less overhead per token.
tests/test_notation_lalr.py and tests/test_notation_botzone.py check that the shipped files are what
this module builds from the grammar.
"""

from __future__ import annotations

import hashlib
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
TABLES = HERE / "_hand_tables.py"
BOTZONE_TABLES = HERE / "_botzone_tables.py"
# start symbol -> (the file of its tables, what they read)
TARGETS = {
    "start": (TABLES, "the notation"),
    "botzone": (BOTZONE_TABLES, "the Botzone tile codes"),
}


def grammar_text() -> str:
    # the installed package's mjscore/grammars/, or the repository's top-level grammars/
    for candidate in (HERE.parent / "grammars" / "hand.lark", HERE.parent.parent / "grammars" / "hand.lark"):
        if candidate.is_file():
            return candidate.read_text(encoding="utf-8")
    from importlib.resources import files

    return files("mjscore.grammars").joinpath("hand.lark").read_text(encoding="utf-8")


def grammar_digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def build(text: str | None = None, start: str = "start") -> str:
    """The source of the tables file of the start symbol ``start`` (``_hand_tables.py`` for
    ``start``, ``_botzone_tables.py`` for ``botzone``) for the grammar ``text`` (default:
    grammars/hand.lark)."""
    import lark
    from lark import Lark
    from lark.lexer import _create_unless
    from lark.parsers.lalr_analysis import Shift

    text = grammar_text() if text is None else text
    parser = Lark(text, parser="lalr", lexer="contextual", start=start)
    frontend = parser.parser
    table = frontend.parser.parser.parse_table
    # Lark numbers states and orders rules through sets (it varies with the hash seed): number them
    # canonically, so that the same grammar always gives the same file.
    rules = sorted(parser.rules, key=lambda r: (str(r.origin.name), [str(s.name) for s in r.expansion]))
    rule_index = {id(r): i for i, r in enumerate(rules)}
    number = {table.start_states[start]: 0}
    queue = [table.start_states[start]]
    for state in queue:  # breadth first, symbols in name order
        for sym, (act, arg) in sorted(table.states[state].items()):
            if act is Shift and arg not in number:
                number[arg] = len(number)
                queue.append(arg)

    # Actions: symbol -> state (a shift, >= 0) or ~rule index (a reduce, < 0).
    actions = {}
    for state, row in table.states.items():
        actions[number[state]] = {str(sym): (number[arg] if act is Shift else ~rule_index[id(arg)])
                                  for sym, (act, arg) in row.items()}

    # Rules: (name of the rule reduced to, number of values popped, kept children as
    # (index, spliced), the transformer method or None for an inlined rule whose children splice).
    rule_rows = []
    for r in rules:
        kept = tuple((i, (not s.is_term) and s.name.startswith("_"))
                     for i, s in enumerate(r.expansion) if not (s.is_term and s.filter_out))
        name = r.alias or r.origin.name
        if r.options and (r.options.expand1 or r.options.keep_all_tokens):
            raise SystemExit(f"rule {name}: ?rule / !rule are not supported by the table driver")
        rule_rows.append((str(r.origin.name), len(r.expansion), kept, None if name.startswith("_") else str(name)))

    # The contextual lexer: per parser state, the scanner (one regex of named groups, tried in Lark's
    # order) of the terminals acceptable there plus the ignored ones.
    lexer = frontend.lexer
    scanners: list = []
    state_scanner = {}
    for state, basic in sorted(lexer.lexers.items(), key=lambda item: number[item[0]]):
        _, callbacks = _create_unless(basic.terminals, basic.g_regex_flags, basic.re, basic.use_bytes)
        if callbacks:
            raise SystemExit("string terminals that a regexp terminal also matches are not supported")
        patterns = tuple(m.pattern for m in basic.scanner._mres)
        key = (patterns, basic.g_regex_flags)
        if key not in scanners:
            scanners.append(key)
        state_scanner[number[state]] = scanners.index(key)
    ignore = sorted(parser.lexer_conf.ignore)

    reads = TARGETS[start][1]
    out = [
        "# Generated by `python -m mjscore.notation.build_tables` from grammars/hand.lark: do not edit.",
        f"# The LALR(1) automaton and contextual-lexer scanners of {reads}, for mjscore.notation.lalr.",
        f"GRAMMAR_SHA256 = {grammar_digest(text)!r}",
        f"LARK_VERSION = {lark.__version__!r}",
        f"START = {number[table.start_states[start]]!r}",
        f"END = {number[table.end_states[start]]!r}",
        f"IGNORE = frozenset({[str(i) for i in ignore]!r})",
        "# (regexp patterns tried in order, re flags)",
        "SCANNERS = (",
        *(f"    (({', '.join(ascii(x) for x in p)},), {f!r})," for p, f in scanners),
        ")",
        "# parser state -> index in SCANNERS",
        f"STATE_SCANNER = {dict(sorted(state_scanner.items()))!r}",
        "# (rule name, values popped, kept children (index, spliced), transformer method or None)",
        "RULES = (",
        *(f"    {row!r}," for row in rule_rows),
        ")",
        "# parser state -> {symbol: next state (shift) or ~rule index (reduce)}",
        "ACTIONS = {",
        *(f"    {s!r}: {dict(sorted(row.items()))!r}," for s, row in sorted(actions.items())),
        "}",
    ]
    return "\n".join(out) + "\n"


def main() -> None:
    text = grammar_text()
    stale = False
    for start, (path, _) in TARGETS.items():
        source = build(text, start)
        if "--check" in sys.argv[1:]:
            current = path.read_text(encoding="utf-8") if path.is_file() else ""
            if current != source:
                print(f"{path} is stale: run python -m mjscore.notation.build_tables", file=sys.stderr)
                stale = True
            continue
        path.write_text(source, encoding="utf-8")
        print(f"wrote {path}")
    if stale:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
