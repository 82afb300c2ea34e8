"""`mjscore help [PAGE]`: the reference pages (docs/*.md) from the command line, so that an installed
mjscore, which has no docs/ directory of its own, can show them (docs/cli.md, "mjscore help").

The pages are docs/ itself: a checkout (and the development install, a path entry to the checkout)
reads them there; a plain install ships them as the package data ``mjscore.docs`` (pyproject.toml
maps docs/ to it, as it maps grammars/ to ``mjscore.grammars``). No copy is kept anywhere else.
"""

from __future__ import annotations

from pathlib import Path

from ..options import UsageError, did_you_mean
from ..rules import catalog

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, TextIO

# page -> (its file in docs/, what it holds): the pages `mjscore help` lists, in this order; a rule
# set's page is named as the rule set (docs/<name>.md), from the catalog
PAGES: dict[str, tuple[str, str]] = {
    "notation": ("notation.md", "the hand notation: tiles, melds, the winning tile, condition words"),
    "cli": ("cli.md", "the command line: commands, options, output formats, exit status, JSON fields"),
    **{row.name: (f"{row.name}.md", f"{row.title}: its table, how a hand is scored, its options")
       for row in catalog.ROWS},
    "logs": ("logs.md", "game records (`mjscore log`): formats read, checks, results"),
}


def page_text(name: str) -> str:
    """The text of page ``name`` (a key of PAGES); UsageError for a page that does not exist."""
    if name not in PAGES:
        raise UsageError(f"no help page {name!r}; the pages are: {', '.join(PAGES)}"
                         f"{did_you_mean(name, tuple(PAGES))}")
    file = PAGES[name][0]
    checkout = Path(__file__).resolve().parent.parent.parent / "docs" / file  # (a checkout: docs/ itself)
    if checkout.is_file():
        return checkout.read_text(encoding="utf-8")
    from importlib.util import find_spec

    # (the package data of a plain install: mjscore/docs/, a directory without __init__.py, read
    # through its import spec, as every Python from 3.10 reads such a package)
    spec = find_spec("mjscore.docs")
    for folder in (spec.submodule_search_locations or []) if spec is not None else []:
        shipped = Path(folder) / file
        if shipped.is_file():
            return shipped.read_text(encoding="utf-8")
    raise UsageError(f"the help page {name!r} is not installed with this mjscore (mjscore/docs/{file})")


def listing() -> str:
    """What `mjscore help` prints: the pages, each with what it holds, and how to read one."""
    wide = max(map(len, PAGES))
    rows = [f"  {name.ljust(wide)}  {what}" for name, (_, what) in PAGES.items()]
    return "\n".join(["The reference pages (mjscore help PAGE prints one; | less to page it):", *rows, "",
                      "Each command's own help: mjscore COMMAND --help."])


def execute(p: dict[str, Any], out: TextIO | None = None) -> int:
    """Run `mjscore help [PAGE]`: the list of pages, or one page (Markdown as written), its prose
    fitted to the terminal's width (code blocks and tables as they are); the exit status."""
    import sys

    from ..options import COMMANDS
    from .width import columns

    stream = out if out is not None else sys.stdout
    pages = [str(x) for x in (p.get("pages") or [])]
    if len(pages) > 1:
        raise UsageError(f"give one page, not {len(pages)}: mjscore help PAGE")
    if not pages:
        text = listing()
    elif pages[0] in COMMANDS + ("rules", "log", "points") and pages[0] not in PAGES:
        raise UsageError(f"{pages[0]!r} is a command: its help is mjscore {pages[0]} --help "
                         f"(the pages are: {', '.join(PAGES)})")
    else:
        text = page_text(pages[0].lower())
    cols = columns(stream)
    if cols is not None:
        text = _fit_prose(text, cols)
    stream.write(text if text.endswith("\n") else text + "\n")
    return 0


def _fit_prose(text: str, cols: int) -> str:
    """The page's prose lines wrapped to ``cols`` (mjscore.cli.width.fit); code blocks and table rows
    stay as written (wrapped, a command or a row would no longer read as one)."""
    from .width import fit

    out = []
    fenced = False
    for line in text.split("\n"):
        if line.lstrip().startswith("```"):
            fenced = not fenced
        out.append(line if fenced or line.lstrip().startswith(("|", "```")) else fit(line, cols, hang=0))
    return "\n".join(out)
