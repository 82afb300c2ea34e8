"""MCR waits read what ``seen=`` implies (issue 24 item 3), through the real command line: a wait
whose other three copies are visible (``seen=`` and the hand's own melds, none concealed) is scored
with Last Tile (和绝张), exactly as the completed hand scored with ``last-tile``; its ``left`` count
stays what it is, 1 (the copy that wins). Two seen copies, a concealed copy, ``chankan`` or a rule
set without the word change nothing.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def mjscore(*args: str) -> list[dict]:
    p = subprocess.run([sys.executable, "-m", "mjscore", *args], capture_output=True, text=True,
                       env=dict(os.environ, PYTHONPATH=ROOT), timeout=60)
    assert p.returncode == 0, p.stderr
    return [json.loads(line) for line in p.stdout.splitlines()]


def waits_of(line: str, rules: str = "mcr") -> dict[str, dict]:
    [obj] = mjscore("waits", "-r", rules, "-f", "jsonl", line)
    return {w["tile"]: w for w in obj["waits"]}


def fan_ids(result: dict) -> list[str]:
    return [f["id"] for f in result["fans"]]


# (id, 13-tile line, the wait, whether Last Tile counts, its left count)
CASES = [
    ("three-seen", "m123p456s78EE[CCC] seen=s9s9s9", "9s", True, 1),
    ("two-seen", "m123p456s78EE[CCC] seen=s9s9", "9s", False, 2),
    ("none-seen", "m123p456s78EE[CCC]", "9s", False, 4),
    ("other-wait-unchanged", "m123p456s78EE[CCC] seen=s9s9s9", "6s", False, 4),
    ("closed-wait-seen", "m13p456s789EE[CCC] seen=m2m2m2", "2m", True, 1),
    ("own-meld-holds-three", "m123p456s78EE[s999]", "9s", True, 1),
    ("concealed-copy", "m123p456EEPP[CCC] seen=P", "P", False, 1),
]


@pytest.mark.parametrize("line, tile, last, left", [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_mcr_wait_counts_last_tile_when_three_copies_are_visible(line, tile, last, left):
    waits = waits_of(line)
    w = waits[tile]
    assert w["left"] == left
    for how in ("ron", "tsumo"):
        assert ("last_tile" in fan_ids(w[how])) is last, (how, fan_ids(w[how]))


def test_chankan_written_keeps_the_robbed_kongs_copies_out_of_last_tile():
    """With ``chankan`` the three other copies are the kong being robbed: Robbing the Kong, not Last
    Tile (the self-drawn completion contradicts chankan, as before)."""
    w = waits_of("m123p456s78EE[CCC] seen=s9s9s9 chankan")["9s"]
    assert "robbing_the_kong" in fan_ids(w["ron"]) and "last_tile" not in fan_ids(w["ron"])
    assert w["tsumo"]["ok"] is False and w["tsumo"]["error"]["kind"] == "invalid"


def test_last_tile_wait_scores_as_the_hand_scored_with_last_tile():
    """The issue's hand: 9s with the three others seen is 20 points by ron, as `score ... last-tile`
    says (16 without), and the self-draw is the same hand self-drawn with last-tile."""
    w = waits_of("m123p456s78EE[CCC] seen=s9s9s9")["9s"]
    [ron] = mjscore("score", "m123p456s78EE[CCC]s9 last-tile")
    [tsumo] = mjscore("score", "m123p456s78EE[CCC]s9 last-tile tsumo")
    assert (w["ron"]["total"], w["ron"]["fans"]) == (20, ron["fans"])
    assert (w["tsumo"]["total"], w["tsumo"]["fans"]) == (tsumo["total"], tsumo["fans"])


def test_discard_values_a_last_copy_wait_with_last_tile():
    """`discard` scores its waits as `waits` does: the ready discard's 9s wait includes Last Tile."""
    [obj] = mjscore("discard", "-f", "jsonl", "m123p456s78EE[CCC]N seen=s9s9s9")
    best = obj["discards"][0]
    assert best["tile"] == "N"
    nine = next(w for w in best["waits"] if w["tile"] == "9s")
    assert "last_tile" in fan_ids(nine["ron"])


@pytest.mark.parametrize("rules, line", [
    ("riichi", "m123p456s78EE[CCC] seen=s9s9s9"),
    ("fliosen", "m123p456s78EE[CCC] seen=s9s9s9 seat=S"),
], ids=["riichi", "fliosen"])
def test_rule_sets_without_last_tile_score_the_wait_as_before(rules, line):
    seen = waits_of(line, rules)["9s"]
    unseen = waits_of(line.replace(" seen=s9s9s9", ""), rules)["9s"]
    assert (seen["left"], seen["ron"], seen["tsumo"]) == (1, unseen["ron"], unseen["tsumo"])
