"""Yaochu's --scoring riichi names its yaku as riichi does (issue 24 item 1; docs/yaochu.md, "Scorings",
and docs/riichi.md, "Names"), through the real command line: romaji beside the native name in the text,
the English gloss in `--explain`, `mjscore rules` and the JSON's ``english``; `rules` notes that name the
yaku the table shows, never an id; a yakuman row and total said as players say them ("double yakuman",
not "26 han 60 fu (2x yakuman)"). And the ``english`` of the `--explain` entries of the rule sets that
name yaku in romaji (riichi, Yaochu's --scoring riichi), the score rows' own."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
YAOCHU_RIICHI = ["-r", "yaochu", "--scoring", "riichi"]
# Hands of every kind of row: ordinary yaku, a single and a double yakuman (one run of each format)
LINES = ["m111999p111s99EEE ron", "m111999p111s111EE tsumo seat=S", "m19p19s19ESWNPFCE ron",
         "m111999PPPCC[p999] tsumo"]


def run(*args: str, stdin: str | None = None) -> str:
    env = {k: v for k, v in os.environ.items() if k not in ("COLUMNS", "NO_COLOR", "FORCE_COLOR")}
    env.update(LC_ALL="C.UTF-8", PYTHONIOENCODING="utf-8")
    done = subprocess.run([sys.executable, "-m", "mjscore", *args], cwd=ROOT, capture_output=True, text=True,
                          encoding="utf-8", env=env, input=stdin, timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout


@pytest.fixture(scope="module")
def texts() -> list[str]:
    """The text score of each of LINES (one run: the lines on standard input)."""
    out = run("score", *YAOCHU_RIICHI, "-f", "text", "-i", "-", stdin="\n".join(LINES) + "\n")
    blocks = out.rstrip("\n").split("\n\n")
    assert len(blocks) == len(LINES), out
    return blocks


@pytest.fixture(scope="module")
def explained() -> list[dict]:
    """The JSON score of each of LINES with --explain (one run)."""
    out = run("score", *YAOCHU_RIICHI, "--explain", "-f", "jsonl", "-i", "-", stdin="\n".join(LINES) + "\n")
    return [json.loads(line) for line in out.splitlines()]


def rows_of(block: str) -> list[list[str]]:
    return [re.split(r"\s{2,}", line.strip()) for line in block.splitlines()[1:] if not line.startswith("  total")
            and not line.startswith("  riichi point table")]


@pytest.mark.parametrize("at, rows, verdict", [
    (0, [["Toitoi", "対々和", "2"], ["Sanankou", "三暗刻", "2"], ["Honroutou", "混老頭", "2"],
         ["Yakuhai: seat wind", "自風牌", "1"], ["Yakuhai: round wind", "場風牌", "1"]],
     "total: 24000 points — 8 han 60 fu (baiman)"),
    (1, [["Suuankou tanki", "四暗刻単騎", "double yakuman"]], "total: 64000 points — double yakuman"),
    (2, [["Kokushi musou", "国士無双", "yakuman"]], "total: 48000 points — yakuman"),
], ids=["ordinary", "double-yakuman", "yakuman"])
def test_text_rows_in_romaji_and_yakuman_in_words(texts, at, rows, verdict):
    block = texts[at]
    assert rows_of(block) == rows
    assert f"\n  {verdict}\n" in block
    assert not re.search(r"\d+ han \d+ fu \(\S* ?yakuman\)", block)  # (no "26 han 60 fu (2x yakuman)")


def test_json_rows_have_the_romaji_name_and_the_english_gloss(explained):
    rows = {r["id"]: r for s in explained for r in s["items"]}
    assert {k: rows["toitoi"][k] for k in ("name", "native", "english", "points")} == \
        {"name": "Toitoi", "native": "対々和", "english": "All pungs", "points": 2}
    assert (rows["suuankou_tanki"]["name"], rows["suuankou_tanki"]["english"], rows["suuankou_tanki"]["points"]) == \
        ("Suuankou tanki", "Four concealed pungs, won on the pair", 26)  # (the JSON keeps the han)
    assert all(r["english"] for r in rows.values())


def test_explain_entries_carry_the_score_rows_english(explained):
    for s in explained:
        glosses = {r["id"]: r["english"] for r in s["items"]}
        ex = s["explain"]
        for e in ex["counted"]:
            assert e["english"] == glosses[e["id"]], e
        for e in ex["not_counted"]:
            assert e["english"], e
    ordinary, _, _, open_hand = explained
    suuankou = next(e for e in ordinary["explain"]["not_counted"] if e["id"] == "suuankou")
    assert (suuankou["name"], suuankou["english"]) == ("Suuankou", "Four concealed pungs")
    menzen = next(e for e in open_hand["explain"]["not_counted"] if e["id"] == "menzen_tsumo")
    assert (menzen["name"], menzen["english"]) == ("Menzen tsumo", "Fully concealed self-draw")


def test_explain_text_names_in_romaji_with_the_gloss():
    out = run("score", *YAOCHU_RIICHI, "--explain", "-f", "text", "m111999p111s111EE tsumo seat=S")
    assert "    + Suuankou tanki (Four concealed pungs, won on the pair, double yakuman) from " in out
    assert "    - Suuankou (Four concealed pungs): Suuankou tanki counts instead: it replaces Suuankou" in out
    assert "26 han" not in out.split("Why these yaku:")[1].split("\n  ")[1]


def test_riichi_explain_entries_carry_the_english_too():
    s = json.loads(run("score", "-r", "riichi", "--explain", "-f", "jsonl", "m123456789p123EE ron seat=S riichi"))
    glosses = {r["id"]: r["english"] for r in s["yaku"]}
    assert [(e["id"], e["name"], e["english"]) for e in s["explain"]["counted"]] == \
        [("ittsu", "Ittsu", "Pure straight"), ("riichi", "Riichi", "Riichi")]
    assert all(e["english"] == glosses[e["id"]] for e in s["explain"]["counted"])
    assert [(e["id"], e["english"]) for e in s["explain"]["not_counted"]] == [("pinfu", "All chows, two-sided wait")]


def test_rules_name_the_yaku_and_say_yakuman():
    table = json.loads(run("rules", *YAOCHU_RIICHI, "-f", "json"))
    rows = {e["id"]: e for e in table}
    names = {e["name"] for e in table}
    for e in table:
        for named in re.findall(r"instead of ([^;]+)", e["note"]):
            assert set(named.split(", ")) <= names, e  # a name of the table, not an id
        assert e["english"], e
        if e["id"] != "dora":  # (the dora row: "+1 han per tile", points added per tile)
            assert "points" not in e and type(e["han"]) is int, e  # (a number is a number: han, han_open)
            assert e["han_open"] is None or type(e["han_open"]) is int, e
    assert {k: rows["double_riichi"][k] for k in ("name", "english", "note")} == \
        {"name": "Double riichi", "english": "Double riichi", "note": "instead of Riichi"}
    assert {k: rows["suuankou_tanki"][k] for k in ("name", "english", "han", "han_open", "yakuman", "note")} == \
        {"name": "Suuankou tanki", "english": "Four concealed pungs, won on the pair",
         "han": 26, "han_open": None, "yakuman": 2, "note": "instead of Suuankou"}
    assert (rows["daisangen"]["han"], rows["daisangen"]["han_open"], rows["daisangen"]["yakuman"]) == (13, 13, 1)
    assert rows["menzen_tsumo"]["english"] == "Fully concealed self-draw"
    text = run("rules", *YAOCHU_RIICHI, "-f", "text")
    assert re.search(r"\n  Daisuushii +大四喜 +Big four winds +double yakuman  instead of Shousuushii\n", text)
