"""The README and docs/ link only to what exists: relative markdown links, their #anchors, bare file
references such as `docs/cli.md`, and no specification file the repository does not hold
(NOTATION.md, CLI.md, MCR.md, …: the project's reference is docs/)."""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PAGES = sorted([ROOT / "README.md", ROOT / "CHANGELOG.md", *(ROOT / "docs").glob("*.md"), ROOT / "benchmarks" / "README.md"])

LINK = re.compile(r"(?<!!)\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
# A file named in running text or code: `docs/cli.md`, benchmarks/README.md, NOTATION.md.
BARE = re.compile(r"(?<![\w/.\-(])((?:\.\./|\./)?(?:[\w.\-]+/)*[\w.\-]+\.md)\b(?!\()")
SPEC_NAMES = ("NOTATION", "CLI", "MCR", "YAOCHU", "FLIOSEN", "RIICHI")
HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
FENCE = re.compile(r"^\s*(```|~~~)")


def slug(heading: str) -> str:
    """The anchor GitHub gives a heading: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # a link in a heading keeps its text
    text = text.replace("`", "").strip().lower()
    kept = "".join(c for c in text if c in " -_" or unicodedata.category(c)[0] in "LNM")
    return kept.replace(" ", "-")


def anchors(text: str) -> set[str]:
    """Every heading anchor of a page (repeated headings get -1, -2, … as on GitHub)."""
    seen: dict[str, int] = {}
    out = set()
    in_code = False
    for line in text.splitlines():
        if FENCE.match(line):
            in_code = not in_code
            continue
        m = None if in_code else HEADING.match(line)
        if m:
            base = slug(m.group(2))
            n = seen.get(base, 0)
            out.add(base if n == 0 else f"{base}-{n}")
            seen[base] = n + 1
    return out


def problems(page: Path, text: str, root: Path = ROOT) -> list[str]:
    """What is wrong with the links and file references of ``text`` (the page ``page``)."""
    found = []
    for target in LINK.findall(text):
        if re.match(r"[a-z][a-z0-9+.-]*:", target):  # https:, mailto:
            continue
        path, _, anchor = target.partition("#")
        dest = (page.parent / path).resolve() if path else page
        if not dest.exists():
            found.append(f"link to a missing file: {target}")
            continue
        try:
            dest.relative_to(root)
        except ValueError:
            found.append(f"link outside the repository: {target}")
            continue
        if anchor and dest.suffix == ".md" and anchor not in anchors(dest.read_text(encoding="utf-8")):
            found.append(f"link to a missing heading: {target}")
    for name in BARE.findall(text):
        base = Path(name).stem
        if base in SPEC_NAMES and not any(root.rglob(Path(name).name)):
            found.append(f"names a specification file that is not in the repository: {name}")
        elif not ((page.parent / name).exists() or (root / name).exists()):
            found.append(f"names a missing file: {name}")
    if "../shared" in text or "shared/spec" in text:
        found.append("points outside the project (../shared)")
    return found


@pytest.mark.parametrize("page", PAGES, ids=lambda p: str(p.relative_to(ROOT)))
def test_links_and_file_references_resolve(page):
    assert page.exists(), f"{page.relative_to(ROOT)} is missing"
    assert problems(page, page.read_text(encoding="utf-8")) == []


def test_readme_links_every_docs_page():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    linked = {Path(t.partition("#")[0]).name for t in LINK.findall(readme) if t.startswith("docs/")}
    pages = {p.name for p in (ROOT / "docs").glob("*.md")}
    assert pages <= linked | {"index.md"} and "index.md" in linked


def test_docs_index_links_every_page():
    index = (ROOT / "docs" / "index.md").read_text(encoding="utf-8")
    linked = {t.partition("#")[0] for t in LINK.findall(index)}
    assert {p.name for p in (ROOT / "docs").glob("*.md")} - {"index.md"} <= linked


# The checker itself: each case is a page text and the problems it must report.
CHECKER_CASES = [
    ("[the notation](docs/notation.md)", []),
    ("[the notation](docs/notation.md#conditions)", []),
    ("[gone](docs/gone.md)", ["link to a missing file: docs/gone.md"]),
    ("[anchor](docs/cli.md#no-such-heading)", ["link to a missing heading: docs/cli.md#no-such-heading"]),
    ("[here](#no-such-heading)", ["link to a missing heading: #no-such-heading"]),
    ("[site](https://example.org/x.md)", []),
    ("see `docs/cli.md` for the fields", []),
    ("see `docs/missing.md` for the fields", ["names a missing file: docs/missing.md"]),
    ("The full contract is in NOTATION.md.",
     ["names a specification file that is not in the repository: NOTATION.md"]),
    ("as CLI.md says", ["names a specification file that is not in the repository: CLI.md"]),
    ("read ../shared/spec/MCR.md",
     ["names a specification file that is not in the repository: ../shared/spec/MCR.md",
      "points outside the project (../shared)"]),
    ("benchmarks/README.md has the figures", []),
]


@pytest.mark.parametrize("text, expected", CHECKER_CASES, ids=[c[0][:40] for c in CHECKER_CASES])
def test_checker_reports_broken_references(text, expected):
    assert problems(ROOT / "README.md", text + "\n\n# A heading\n") == expected


@pytest.mark.parametrize("heading, anchor", [
    ("Conditions for every line", "conditions-for-every-line"),
    ("`--explain` (score)", "--explain-score"),
    ("Chinese Official rules (MCR, 国标麻将) — `--rules mcr`", "chinese-official-rules-mcr-国标麻将----rules-mcr"),
    ("The 1998 variant", "the-1998-variant"),
])
def test_heading_anchor_as_github_makes_it(heading, anchor):
    assert slug(heading) == anchor
