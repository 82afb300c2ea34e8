"""Packaging: pyproject.toml is the packaging file (setup.py adds only the compiled build's
extension modules: tests/test_build.py), and its package list is complete.

setuptools cannot both find packages and map ``mjscore.grammars`` to the top-level ``grammars/``
directory, so pyproject.toml lists the packages; these tests fail when a package under ``mjscore/``
(a new rule set) is missing from that list, which would otherwise only show in a non-editable
install.
"""

from __future__ import annotations

import re
from pathlib import Path

import mjscore

ROOT = Path(__file__).resolve().parent.parent


def _pyproject_packages() -> tuple[list[str], dict[str, str]]:
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    try:
        import tomllib
    except ModuleNotFoundError:  # Python 3.10: the two tables are simple enough to read directly
        block = re.search(r"^packages\s*=\s*\[(.*?)\]", text, re.S | re.M)
        packages = re.findall(r'"([^"]+)"', block.group(1)) if block else []
        dirs = re.search(r"^\[tool\.setuptools\.package-dir\]\n((?:.+\n)*)", text, re.M)
        mapping = dict(re.findall(r'"([^"]+)"\s*=\s*"([^"]+)"', dirs.group(1))) if dirs else {}
        return packages, mapping
    tool = tomllib.loads(text)["tool"]["setuptools"]
    return list(tool.get("packages", [])), dict(tool.get("package-dir", {}))


def _packages_on_disk() -> set[str]:
    return {
        ".".join(init.parent.relative_to(ROOT).parts)
        for init in (ROOT / "mjscore").rglob("__init__.py")
        if "__pycache__" not in init.parts
    }


def test_every_package_under_mjscore_is_listed_in_pyproject():
    listed, _ = _pyproject_packages()
    missing = sorted(_packages_on_disk() - set(listed))
    assert not missing, f"add {missing} to [tool.setuptools] packages in pyproject.toml"


def test_every_listed_package_exists():
    listed, mapping = _pyproject_packages()
    for name in listed:
        where = ROOT / mapping[name] if name in mapping else ROOT.joinpath(*name.split("."))
        assert where.is_dir(), f"{name}: no directory {where.relative_to(ROOT)}"


def test_grammar_is_shipped_as_mjscore_grammars():
    listed, mapping = _pyproject_packages()
    assert "mjscore.grammars" in listed
    assert mapping.get("mjscore.grammars") == "grammars"
    assert (ROOT / "grammars" / "hand.lark").is_file()
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert re.search(r'^"mjscore\.grammars"\s*=\s*\["\*\.lark"\]', text, re.M)


def test_docs_are_shipped_as_mjscore_docs():
    """The reference pages (`mjscore help PAGE`) are docs/ itself, mapped into the package as its data;
    docs/ holds the pages only (a script there would ship as a module: tools/ holds it)."""
    listed, mapping = _pyproject_packages()
    assert "mjscore.docs" in listed and mapping.get("mjscore.docs") == "docs"
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert re.search(r'^"mjscore\.docs"\s*=\s*\["\*\.md"\]', text, re.M)
    assert sorted(p.suffix for p in (ROOT / "docs").iterdir() if p.is_file()) == [".md"] * len(
        [p for p in (ROOT / "docs").iterdir() if p.is_file()])


def test_installed_mjscore_grammars_resource_is_the_grammar():
    """What the installed package reads: a plain install ships mjscore.grammars; the development
    install (a static path entry to the checkout, `mode = "compat"`) reads grammars/ beside mjscore/."""
    from importlib.resources import files
    from importlib.util import find_spec

    from mjscore.notation.diagnosis import grammar_text

    expected = (ROOT / "grammars" / "hand.lark").read_text(encoding="utf-8")
    assert grammar_text() == expected
    if find_spec("mjscore.grammars") is not None:
        assert files("mjscore.grammars").joinpath("hand.lark").read_text(encoding="utf-8") == expected
    else:
        assert (Path(mjscore.__file__).parent.parent / "grammars" / "hand.lark").is_file()


def _installed_dependencies(name: str) -> set[str]:
    """The distributions installing ``name`` brings (its requirements, recursively, markers applied)."""
    from importlib import metadata

    from packaging.requirements import Requirement

    seen: set[str] = set()
    todo = [name]
    while todo:
        for text in metadata.requires(todo.pop()) or []:
            req = Requirement(text)
            if req.marker is not None and not req.marker.evaluate({"extra": ""}):
                continue
            key = req.name.lower().replace("_", "-")
            if key not in seen:
                seen.add(key)
                todo.append(key)
    return seen


def test_readme_names_every_installed_runtime_package():
    """The README says what `pip install .` installs and why (issue 24, item 16)."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8").lower()
    missing = sorted(d for d in _installed_dependencies("mjscore") if f"`{d}`" not in readme)
    assert not missing, f"README.md does not name {missing}"
