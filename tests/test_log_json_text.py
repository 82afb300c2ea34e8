"""A log result's JSON text (``LogResult.json_text``: the score's fields from their pre-encoded
pieces) is what encoding its ``to_dict()`` writes, for every result of every sample record: wins,
wins that disagree, and parts of a record that cannot be read."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import mjscore

LOGS = Path(__file__).resolve().parent / "data" / "logs"
RECORDS = sorted(p for p in LOGS.rglob("*") if p.is_file() and not p.name.startswith(("NOTICE", "README")))


@pytest.mark.parametrize("record", RECORDS, ids=[str(p.relative_to(LOGS)) for p in RECORDS])
def test_json_text_is_the_encoded_dict(record):
    results = list(mjscore.log(str(record)))
    assert results
    for r in results:
        assert r.json_text() == json.dumps(r.to_dict(), ensure_ascii=False, separators=(",", ":"))
    if any(r.ok and r.score is not None for r in results):
        assert any(r.score_text is not None for r in results)  # (the pieces were used)
