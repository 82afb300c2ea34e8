"""`mjscore discard` through the real command line (``python -m mjscore`` in a subprocess: the plain
launcher, and Typer for usage errors), and the Python API's ``discard``.

What the engine computes (shanten, improving tiles, the oracles' agreement) is tested in
test_discard_*.py; here: every rule set in every format, the copies left with ``seen=`` and
``--seen``, the words refused before a win (on the line: an error with its column; as a default: a
usage error), a 14-tile line that already wins, a 13-tile line, a batch that goes on after an error,
the exit statuses, and the ``left`` counts that `waits` now shows.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys

import pytest

from mjscore import api
from mjscore.api import OptionError
from mjscore.errors import MjscoreError

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def mjscore(*args: str, input: str | None = None) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=ROOT)
    env.pop("NO_COLOR", None)
    return subprocess.run([sys.executable, "-m", "mjscore", *args], input=input, capture_output=True,
                          text=True, encoding="utf-8", cwd=ROOT, env=env, timeout=120)


def objects(out: str) -> list[dict]:
    return [json.loads(line) for line in out.splitlines()]


# --- each rule set, each format -------------------------------------------------------------------------
# (rules, line, canonical hand, best discard, its waits as (tile, left, ron score), the completed line
# of the first wait for `mjscore score`)
READY = [
    # MCR: knitted straight + honors: throw the 5m, wait on any missing dragon (Lesser Honors and Knitted).
    ("mcr", "147m258p369s1234z5m", "1457m258p369sESWN", "5m",
     [("P", 4, 24), ("F", 4, 24), ("C", 4, 24)], "147m258p369s1234z5z"),
    # Yaochu: four pungs and two odd honors: E and W are worth the same; tile order puts E first.
    ("yaochu", "111m999m111p999pEW", "111999m111999pEW", "E", [("W", 3, 10)], "111m999m111p999pWW"),
    ("fliosen", "123m456p789sEEEEC riichi", "123m456p789sEEEEC riichi", "E", [("C", 3, 2250)],
     "123m456p789sEEECC riichi"),
    ("riichi", "234m456p678sEEEEC dora=1m", "234m456p678sEEEEC dora=1m", "E", [("C", 3, 9600)],
     "234m456p678sEEECC dora=1m"),
]


@pytest.mark.parametrize("rules,line,hand,best,waits,completed", READY, ids=[r[0] for r in READY])
def test_each_rule_set_in_every_format(rules, line, hand, best, waits, completed):
    jl = mjscore("discard", "-r", rules, "-f", "jsonl", line)
    assert (jl.returncode, jl.stderr) == (0, "")
    (o,) = objects(jl.stdout)
    assert list(o)[:5] == ["line", "input", "rules", "ok", "hand"]
    assert (o["rules"], o["ok"], o["hand"], o["shanten"]) == (rules, True, hand, 0)
    first = o["discards"][0]
    assert (first["tile"], first["shanten"]) == (best, 0)
    assert [(w["tile"], w["left"], w["score"]["ron"]) for w in first["waits"]] == waits
    assert first["left"] == sum(w[1] for w in waits) == sum(i["left"] for i in first["improving"])
    assert first["value"] == waits[0][2]  # every wait is worth the same here
    # A wait's ron is what `mjscore score` gives for the hand completed with it, by ron.
    scored = api.score(completed, rules=rules).fields
    assert first["waits"][0]["ron"] == dict(scored)
    # Best first: shanten never decreases down the list; every tile kind of the hand appears once.
    assert [d["shanten"] for d in o["discards"]] == sorted(d["shanten"] for d in o["discards"])
    assert len({d["tile"] for d in o["discards"]}) == len(o["discards"])

    js = mjscore("discard", "-r", rules, "-f", "json", line)
    assert js.returncode == 0 and json.loads(js.stdout) == [o]

    text = mjscore("discard", "-r", rules, "-f", "text", line)
    assert text.returncode == 0
    rows = text.stdout.splitlines()
    assert rows[0].endswith(hand)
    assert rows[1].strip() == "ready after the best discard (shanten 0)"
    assert rows[2].split() == ["discard", "shanten", "left", "value", "best", "wait", "improving"]
    cells = rows[3].split()  # the tile's glyph, then the columns
    best_wait = waits[0]
    # The value with the rule set's thousands separator (riichi 9,600; Fliosen 2 250, as its verdicts).
    value = f"{waits[0][2]:,}".replace(",", "," if rules == "riichi" else " ")
    assert cells[1:4] == [best, "0", str(first["left"])]
    assert f"  {value}  {best_wait[0]} {value}  " in rows[3]
    assert len(rows) == 3 + len(o["discards"])


# --- tiles left: seen= on the line, --seen as the default ---------------------------------------------

KNITTED = "147m258p369s1234z5m"


@pytest.mark.parametrize("args,line,left", [
    ((), KNITTED + " seen=PPF", {"P": 2, "F": 3, "C": 4}),
    (("--seen", "PPF"), KNITTED, {"P": 2, "F": 3, "C": 4}),
    (("--seen", "CCCC"), KNITTED, {"P": 4, "F": 4, "C": 0}),
    (("--seen", "C"), KNITTED + " seen=PPF", {"P": 2, "F": 3, "C": 4}),  # the word on the line wins
], ids=["line", "default", "all-copies-seen", "line-wins"])
def test_seen_tiles_are_not_left(args, line, left):
    r = mjscore("discard", *args, line)
    assert r.returncode == 0, r.stderr
    (o,) = objects(r.stdout)
    best = o["discards"][0]
    assert best["tile"] == "5m"
    assert {w["tile"]: w["left"] for w in best["waits"]} == left
    assert {i["tile"]: i["left"] for i in best["improving"]} == left
    assert best["left"] == sum(left.values())
    # value is the ron score averaged over the tiles left (each is worth 24 here; none left: 0)
    assert best["value"] == (24 if sum(left.values()) else 0)


def test_waits_show_the_copies_left_in_json_and_text():
    # 1112345678999m waits on 1m-9m; the hand holds three 1m and three 9m; seen=5m5m and one more 9m.
    line = "1112345678999m seen=559m"
    (o,) = objects(mjscore("waits", line).stdout)
    assert [(w["tile"], w["left"]) for w in o["waits"]] == [
        ("1m", 1), ("2m", 3), ("3m", 3), ("4m", 3), ("5m", 1), ("6m", 3), ("7m", 3), ("8m", 3), ("9m", 0)]
    assert list(o["waits"][0]) == ["tile", "left", "ron", "tsumo"]
    (d,) = objects(mjscore("waits", "--seen", "559m", "1112345678999m").stdout)
    assert d["waits"] == o["waits"]
    text = mjscore("waits", "-f", "text", line).stdout.splitlines()
    assert text[2].split()[:3] == ["tile", "left", "ron"]
    assert {row.split()[0]: row.split()[1] for row in text[3:]} == {
        "1m": "1", "2m": "3", "3m": "3", "4m": "3", "5m": "1", "6m": "3", "7m": "3", "8m": "3", "9m": "0"}


# --- the words refused before a win ----------------------------------------------------------------------

REFUSED_ON_THE_LINE = [
    ("mcr", KNITTED + " tsumo", "tsumo"),
    ("mcr", KNITTED + " ron", "ron"),
    ("mcr", KNITTED + " zimo seat=S", "zimo"),
    ("mcr", KNITTED + " last-tile", "last-tile"),
    ("mcr", KNITTED + " win=5m", "win=5m"),
    ("yaochu", "111m999m111p999pEW rinshan", "rinshan"),
    ("fliosen", "123m456p789sEEEEC riichi ippatsu", "ippatsu"),
    ("fliosen", "123m456p789sEEEEC chankan", "chankan"),
    ("riichi", "234m456p678sEEEEC riichi ura=1m", "ura=1m"),
    ("riichi", "234m456p678sEEEEC tenhou", "tenhou"),
    ("riichi", "234m456p678sEEEEC last-draw", "last-draw"),
]


@pytest.mark.parametrize("rules", ["mcr", "yaochu", "fliosen", "riichi"])
def test_words_about_the_win_on_a_line_are_errors_with_their_column(rules):
    cases = [c for c in REFUSED_ON_THE_LINE if c[0] == rules]
    good = next(r[1] for r in READY if r[0] == rules)
    lines = [c[1] for c in cases] + [good]  # the batch goes on after the errors
    r = mjscore("discard", "-r", rules, input="\n".join(lines) + "\n")
    assert r.returncode == 1 and "Traceback" not in r.stderr
    out = objects(r.stdout)
    assert [o["line"] for o in out] == list(range(1, len(lines) + 1))
    for o, (_, line, word) in zip(out, cases):
        e = o["error"]
        assert (o["ok"], e["kind"], e["column"]) == (False, "invalid", line.index(word) + 1)
        assert f"{word!r} at column {e['column']}" in e["message"]
        assert "asked before the win" in e["message"] and "\n" not in e["message"]
    assert out[-1]["ok"] is True


@pytest.mark.parametrize("rules,flag", [
    ("mcr", ["--tsumo"]), ("mcr", ["--last-tile"]), ("mcr", ["--last-draw"]), ("mcr", ["--rinshan"]),
    ("yaochu", ["--chankan"]), ("fliosen", ["--ippatsu"]), ("riichi", ["--tenhou"]), ("riichi", ["--chiihou"]),
    ("riichi", ["--ura", "1m"]),
], ids=lambda v: v if isinstance(v, str) else " ".join(v))
def test_defaults_about_the_win_are_usage_errors(rules, flag):
    r = mjscore("discard", "-r", rules, *flag, KNITTED)
    assert (r.returncode, r.stdout) == (2, "")
    assert f"{flag[0]} is refused by `mjscore discard`: what to discard is asked before the win" in r.stderr
    assert "Traceback" not in r.stderr


def test_the_help_of_discard_offers_seen_but_not_the_refused_defaults():
    r = mjscore("discard", "--help")
    assert r.returncode == 0
    assert "--seen" in r.stdout and "--seat" in r.stdout and "--dora" in r.stdout
    for flag in ("--tsumo", "--rinshan", "--chankan", "--last-tile", "--ippatsu", "--ura"):
        assert not re.search(rf"{flag}\b", r.stdout), flag


# --- a hand that already wins; a 13-tile hand; a batch; exit statuses ----------------------------------------

def test_a_winning_14_tile_line_says_shanten_minus_one_and_lists_the_discards():
    r = mjscore("discard", "-f", "jsonl", "11123455678999m")  # Nine Gates with an extra 5m
    (o,) = objects(r.stdout)
    assert r.returncode == 0 and o["shanten"] == -1
    assert all(d["shanten"] == 0 and d["waits"] for d in o["discards"])
    assert o["discards"][0]["tile"] == "5m" and o["discards"][0]["value"] == 91.55
    text = mjscore("discard", "-f", "text", "11123455678999m").stdout.splitlines()
    assert text[1].strip().startswith("the 14 tiles already win (shanten -1)")


def test_a_13_tile_line_is_refused_with_a_clear_message():
    r = mjscore("discard", "-f", "jsonl", "147m258p369s1234z")
    (o,) = objects(r.stdout)
    assert r.returncode == 1
    assert o["error"] == {"kind": "invalid", "column": None, "message":
                          "147m258p369s1234z: 13 tiles; discard is asked of a 14-tile hand "
                          "(`mjscore waits` for a 13-tile one)"}


def test_a_batch_with_errors_goes_on_and_keeps_line_numbers():
    stdin = "\n".join([KNITTED, "", "# a comment", "147m258p369s1234z5x", "147m258p369s1234z",
                       "111m999m111p999pEW", KNITTED + " tsumo", KNITTED]) + "\n"
    r = mjscore("discard", "-f", "json", input=stdin)
    assert r.returncode == 1 and r.stderr == ""
    out = json.loads(r.stdout)
    assert [(o["line"], o["ok"]) for o in out] == [(1, True), (4, False), (5, False), (6, True), (7, False),
                                                 (8, True)]
    assert (out[1]["error"]["kind"], out[1]["error"]["column"]) == ("syntax", 18)  # at "5x"
    assert "13 tiles" in out[2]["error"]["message"] and out[4]["error"]["column"] == len(KNITTED) + 2
    assert out[3]["discards"][0]["tile"] == "E" and out[5] == dict(out[0], line=8)
    text = mjscore("discard", "-f", "text", input=stdin)
    assert text.returncode == 1 and "error:" not in text.stdout
    assert [l.split(": ", 1)[0] for l in text.stderr.splitlines()] == ["line 4", "line 5", "line 7"]


@pytest.mark.parametrize("args,status", [
    (("discard", KNITTED, "111m999m111p999pEW"), 0),
    (("discard", KNITTED, "147m258p369s1234z"), 1),
    (("discard", "-r", "nope", KNITTED), 2),
    (("discard", "--explain", KNITTED), 2),  # (the fans of a score: not an option of discard)
    (("discard", "--tsumo", KNITTED), 2),
    (("discard", "-r", "mcr", "--calls", "kong", KNITTED), 2),
], ids=["all-ok", "one-error", "unknown-rule-set", "not-an-option", "refused-default", "other-rules-option"])
def test_exit_status(args, status):
    r = mjscore(*args)
    assert r.returncode == status and "Traceback" not in r.stderr
    if status == 2:
        assert r.stdout == "" and "Usage: mjscore discard" in r.stderr


def test_yaochu_refuses_a_simple_tile():
    (o,) = objects(mjscore("discard", "-r", "yaochu", "111m999m111p999pE5m").stdout)
    assert o["ok"] is False and o["error"]["kind"] == "invalid"


# --- the Python API --------------------------------------------------------------------------------------------


def test_api_discard_gives_the_command_lines_object():
    r = api.discard(KNITTED + " seen=PPF")
    (o,) = objects(mjscore("discard", KNITTED + " seen=PPF").stdout)
    assert r.ok and r.to_dict() == o
    assert r.detail.best.tile == 4 and r.detail.shanten == 0  # 5m
    assert api.discard("111m999m111p999pEW", rules="yaochu").to_dict()["discards"][0]["tile"] == "E"


def test_api_discard_seen_default_and_refusals():
    assert api.discard(KNITTED, seen="PPF").to_dict() == api.discard(KNITTED + " seen=PPF").to_dict() | {
        "input": KNITTED}
    with pytest.raises(OptionError, match="tsumo: what to discard is asked before the win"):
        api.discard(KNITTED, tsumo=True)
    with pytest.raises(MjscoreError) as e:
        api.discard(KNITTED + " rinshan")
    assert e.value.column == len(KNITTED) + 2
    with pytest.raises(OptionError):  # a batch refuses the default before its first line
        list(api.results([KNITTED], command="discard", tsumo=True))
    assert [r.ok for r in api.results([KNITTED, "147m258p369s1234z"], command="discard")] == [True, False]


def test_discard_is_the_api_function_not_the_submodule():
    code = ("import mjscore.analysis.discard, mjscore.api\nfrom mjscore import discard\nimport sys\n"
            "print(callable(discard), discard('147m258p369s1234z5m').to_dict()['discards'][0]['tile'])\n"
            "print(sys.modules['mjscore.analysis.discard'].analyse.__name__, 'discard' in __import__('mjscore').__all__)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT,
                          env=dict(os.environ, PYTHONPATH=ROOT), timeout=120)
    assert done.stdout.split("\n")[:2] == ["True 5m", "analyse True"], done.stderr


def test_waits_of_a_discard_are_checked_under_the_rule_options():
    """Yaochu --scoring riichi knows `riichi`: each completion of a ready discard is checked with the
    same options as the line, so the waits score (they were refused as unknown words)."""
    p = mjscore("discard", "-r", "yaochu", "--scoring", "riichi", "-f", "jsonl", "m111999p9s111EEEN riichi")
    (obj,) = objects(p.stdout)
    assert obj["ok"] and obj["shanten"] == 0, obj
    ready = [d for d in obj["discards"] if d["waits"]]
    assert {d["tile"] for d in ready} == {"9p", "N"}
    for d in ready:
        for w in d["waits"]:
            assert "error" not in w["ron"] and w["score"]["ron"] > 0, w
