"""A riichi hand that is complete but has no yaku is a result, not an error (issue 34 item 4; RIICHI.md,
CLI.md's riichi table; docs/riichi.md "No yaku"): ``ok`` true, ``is_win`` false, ``han`` 0, no yaku,
``fu`` and ``payments`` null, ``sticks`` and ``total`` 0, exit status 0, the text verdict "no yaku: not a
win"; the Python API returns it. An incomplete hand stays ``not-a-win``. In ``waits`` a tile that
completes the hand with no yaku is still a wait, scored with ``is_win`` false, after the waits that win.
Through the real command line, as a user runs it."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "mjscore", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=120)


def objects(p: subprocess.CompletedProcess[str]) -> list[dict]:
    return [json.loads(line) for line in p.stdout.splitlines()]


NO_YAKU_FIELDS = {"yaku": [], "han": 0, "fu": None, "limit": None, "is_win": False, "payments": None,
                  "sticks": 0, "total": 0}
FIELD_ORDER = ["line", "input", "rules", "ok", "hand", "yaku", "han", "fu", "limit", "is_win", "dealer",
               "payments", "players", "sticks", "total"]

# line, options, whether the winner is the dealer
NO_YAKU = [
    ("m123p456s789EE[s234] seat=S", (), False),
    ("m123p456s789EE[s234] seat=E", (), True),
    ("m234p567s2[s345][p678] s2 seat=S", ("--no-kuitan",), False),  # open tanyao in a room without kuitan
    ("m123p456s789EE[s234] seat=S dora=m1 s0", (), False),  # dora and a red five are no yaku
    ("m123p456s789EE[s234] seat=S honba=2 sticks=3", (), False),  # the deposits are not taken
]
NO_YAKU_IDS = ["open", "dealer", "no-kuitan", "dora-and-red-five", "honba-and-sticks"]


@pytest.mark.parametrize("line, options, dealer", NO_YAKU, ids=NO_YAKU_IDS)
def test_no_yaku_is_a_result_with_is_win_false(line, options, dealer):
    p = run("score", "-r", "riichi", "-f", "jsonl", *options, line)
    assert (p.returncode, p.stderr) == (0, ""), p.stderr
    (o,) = objects(p)
    assert o["ok"] is True and "error" not in o
    assert list(o) == FIELD_ORDER
    assert {k: o[k] for k in NO_YAKU_FIELDS} == NO_YAKU_FIELDS
    assert o["dealer"] is dealer


def test_a_win_has_is_win_true_in_the_same_place():
    (o,) = objects(run("score", "-r", "riichi", "-f", "jsonl", "m234567p234s23554 tsumo seat=S"))
    assert list(o) == FIELD_ORDER and o["is_win"] is True and o["total"] == 8000


@pytest.mark.parametrize("lines, status, oks", [
    (["m123p456s789EE[s234] seat=S", "m234567p234s23554 tsumo seat=S"], 0, [True, True]),
    (["m123p456s789EE[s234] seat=S", "m123p456s789ESWNN seat=S"], 1, [True, False]),
], ids=["no-yaku-and-a-win-exit-0", "an-incomplete-hand-still-exits-1"])
def test_exit_status_counts_no_yaku_as_scored(lines, status, oks):
    p = run("score", "-r", "riichi", "-f", "jsonl", *lines)
    assert p.returncode == status, p.stderr
    out = objects(p)
    assert [o["ok"] for o in out] == oks
    for o in out:
        if not o["ok"]:  # an incomplete hand stays not-a-win
            assert o["error"]["kind"] == "not-a-win" and "not a winning hand" in o["error"]["message"]


def test_text_says_no_yaku_not_a_win():
    p = run("score", "-r", "riichi", "-f", "text", "--ascii", "m123p456s789EE[s234] seat=S dora=m1")
    assert (p.returncode, p.stderr) == (0, ""), p.stderr
    assert p.stdout.splitlines() == [
        "123m456p789sE[234s] E seat=S dora=1m",
        "  no yaku: not a win",
        "  the hand is complete, but no arrangement has a yaku (dora are no yaku): nothing is paid",
        "  total: 0 - seat South, round East",
    ]


def test_explain_counts_nothing_and_says_why():
    p = run("score", "-r", "riichi", "-f", "jsonl", "--explain", "m123p456s789EE[s234] seat=S dora=m1")
    (o,) = objects(p)
    ex = o["explain"]
    assert o["is_win"] is False and ex["counted"] == [] and ex["fu"] == []
    dora = [e for e in ex["not_counted"] if e["id"] == "dora"]
    assert [e["rule"] for e in dora] == ["no_yaku"] and "dora are no yaku" in dora[0]["why"]
    assert ex["arrangements"] and not any(a["chosen"] for a in ex["arrangements"])
    assert any("no arrangement has a yaku" in n for n in ex["notes"])


def test_pao_on_a_hand_with_no_yaku_is_still_refused():
    (o,) = objects(run("score", "-r", "riichi", "-f", "jsonl", "m123p456s789EE[s234] seat=S pao=W"))
    assert o["ok"] is False and o["error"]["kind"] == "invalid" and "pao=" in o["error"]["message"]


def test_python_api_returns_the_no_yaku_result():
    from mjscore import NotAWinError, score

    r = score("m123p456s789EE[s234] seat=S", rules="riichi")
    assert r.ok and r.to_dict()["is_win"] is False and r.fields["payments"] is None and r.fields["total"] == 0
    assert r.to_dict() == {"line": 1, "input": "m123p456s789EE[s234] seat=S", "rules": "riichi", "ok": True,
                           "hand": r.hand, **r.fields}
    with pytest.raises(NotAWinError):
        score("m123p456s789ESWNN seat=S", rules="riichi")


# -- waits and discard ---------------------------------------------------------------------------------

OPEN_TANYAO_WAIT = "[m234]p456s678m55s23 seat=S"  # 4s: tanyao (kuitan); 1s: no yaku


def test_a_no_yaku_completion_is_still_a_wait_scored_not_a_win():
    (o,) = objects(run("waits", "-r", "riichi", "-f", "jsonl", OPEN_TANYAO_WAIT))
    assert (o["tenpai"], o["shanten"]) == (True, 0)
    by_tile = {w["tile"]: w for w in o["waits"]}
    assert list(by_tile) == ["1s", "4s"]  # (tile order in JSON)
    for how in ("ron", "tsumo"):
        assert {k: by_tile["1s"][how][k] for k in NO_YAKU_FIELDS} == NO_YAKU_FIELDS
        assert by_tile["4s"][how]["is_win"] is True and by_tile["4s"][how]["total"] > 0


def test_waits_text_puts_the_no_yaku_wait_last_and_says_so():
    p = run("waits", "-r", "riichi", "-f", "text", "--ascii", OPEN_TANYAO_WAIT)
    assert (p.returncode, p.stderr) == (0, "")
    rows = p.stdout.splitlines()
    assert rows[1] == "  waiting on 1s 4s"
    assert rows[3].split()[0] == "4s" and "no yaku" not in rows[3]
    assert rows[4].split()[:2] == ["1s", "4"] and rows[4].count("no yaku") == 2


def test_discard_counts_a_no_yaku_wait_0():
    (o,) = objects(run("discard", "-r", "riichi", "-f", "jsonl", "[m234]p456s678m55s23E seat=S"))
    best = o["discards"][0]
    assert best["tile"] == "E"
    score = {w["tile"]: w["score"]["ron"] for w in best["waits"]}
    assert score["1s"] == 0 and score["4s"] > 0
    assert best["value"] == pytest.approx(score["4s"] * 4 / (4 + 4))  # the average over the tiles left
