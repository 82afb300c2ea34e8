"""The Dask example of docs/logs.md ("Past one machine"), run as written with dask's local
synchronous scheduler over the sample records (dask is a test-only dependency)."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest

from tests.needs import needed

ROOT = Path(__file__).resolve().parent.parent
LOGS = ROOT / "tests" / "data" / "logs"

dask = needed("dask")
needed("dask.bag")


def _example() -> str:
    page = (ROOT / "docs" / "logs.md").read_text(encoding="utf-8")
    section = page[page.index("## Past one machine"):]
    return re.search(r"```python\n(.*?)```", section, re.S).group(1)


@pytest.mark.parametrize("folder, wins", [("tenhou-xml", 54), ("tenhou-json", 54)])
def test_the_docs_dask_example_scores_every_record_of_a_directory(folder, wins):
    out = io.StringIO()
    namespace = {"RECORDS": str(LOGS / folder), "__name__": "dask_example"}
    with dask.config.set(scheduler="synchronous"), contextlib.redirect_stdout(out):
        exec(compile(_example(), "docs/logs.md", "exec"), namespace)
    printed = out.getvalue().splitlines()
    assert printed[0] == str({"agree": wins})
    assert printed[1] == "[]"  # no win disagrees
    rows = namespace["wins"].compute(scheduler="synchronous")
    assert len(rows) == wins and all(r["agree"] for r in rows)
