"""Riichi's names (docs/riichi.md, "Names") through the real command line: yaku in romaji with the
native name beside them, the English gloss in --explain, `rules` and the JSON's ``english``; limits
and yakuman rows as players say them; `rules` notes that name what the table shows (riichi and MCR);
Fliosen and Yaochu's point table keeping their own names."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def run(*args: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k not in ("COLUMNS", "NO_COLOR", "FORCE_COLOR")}
    env.update(LC_ALL="C.UTF-8", PYTHONIOENCODING="utf-8")  # (the text output in UTF-8, as on a terminal)
    done = subprocess.run([sys.executable, "-m", "mjscore", *args], cwd=ROOT, capture_output=True, text=True,
                          encoding="utf-8", env=env, timeout=120)
    assert done.returncode == 0, done.stderr
    return done


def text_rows(out: str) -> list[list[str]]:
    """The breakdown rows of a text score: the cells between the header line and the verdict lines."""
    rows = []
    for line in out.splitlines()[1:]:
        if re.match(r"  \S", line) and re.search(r"\s{2,}", line.strip()):
            rows.append(re.split(r"\s{2,}", line.strip()))
    return rows


# -- the text table --------------------------------------------------------------------------------------

# line, the rows of its text table (name, native, han), its first verdict line
TEXT_CASES = [
    pytest.param("m234567p234s23554 tsumo seat=S",
                 [["Sanshoku", "三色同順", "2"], ["Menzen tsumo", "門前清自摸和", "1"], ["Pinfu", "平和", "1"],
                  ["Tanyao", "断幺九", "1"]], "20 fu 5 han: mangan, 8,000", id="mangan-tsumo"),
    pytest.param("m234p456s678m55s23s4 riichi seat=S",
                 [["Riichi", "立直", "1"], ["Pinfu", "平和", "1"], ["Tanyao", "断幺九", "1"]],
                 "30 fu 3 han: 3,900", id="ron-below-mangan"),
    pytest.param("m123p123s123789EE ron seat=E",
                 [["Sanshoku", "三色同順", "2"], ["Chanta", "混全帯幺九", "2"]], "40 fu 4 han: mangan, 12,000",
                 id="sanshoku-chanta"),
    pytest.param("m123456789p11EEE ron seat=E",
                 [["Ittsu", "一気通貫", "2"], ["Yakuhai: seat wind", "自風牌", "1"],
                  ["Yakuhai: round wind", "場風牌", "1"]], "40 fu 4 han: mangan, 12,000", id="ittsu-yakuhai"),
    pytest.param("m1133p5599s2244EE ron seat=S", [["Chiitoitsu", "七対子", "2"]], "25 fu 2 han: 1,600",
                 id="chiitoitsu"),
    pytest.param("p111999s111E[CCC] E tsumo seat=S",
                 [["Toitoi", "対々和", "2"], ["Sanankou", "三暗刻", "2"], ["Honroutou", "混老頭", "2"],
                  ["Yakuhai: chun", "中", "1"]], "60 fu 7 han: haneman, 12,000", id="haneman"),
    pytest.param("m234p0s678p55m678s22 seat=S riichi",
                 [["Riichi", "立直", "1"], ["Tanyao", "断幺九", "1"], ["Aka dora", "赤ドラ", "1"]],
                 "40 fu 3 han: 5,200", id="aka-dora"),
    pytest.param("m19p19s19ESWNCFPP ron seat=S",
                 [["Kokushi musou juusanmen", "国士無双十三面待ち", "double yakuman"]], "double yakuman: 64,000",
                 id="double-yakuman"),
    pytest.param("EEESSSWWWNNNCC tsumo seat=S",
                 [["Suuankou tanki", "四暗刻単騎", "double yakuman"], ["Daisuushii", "大四喜", "double yakuman"],
                  ["Tsuuiisou", "字一色", "yakuman"]], "5x yakuman: 160,000", id="yakuman-rows-add-up"),
]


@pytest.mark.parametrize("line, rows, verdict", TEXT_CASES)
def test_text_shows_romaji_native_and_players_limits(line, rows, verdict):
    out = run("score", "-r", "riichi", "-f", "text", line).stdout
    assert text_rows(out)[:len(rows)] == rows
    assert f"\n  {verdict}\n" in out


def test_single_yakuman_in_a_room_without_double_yakuman():
    out = run("score", "-r", "riichi", "-f", "text", "--no-double-yakuman", "m11122233344455 tsumo seat=E").stdout
    assert text_rows(out)[0] == ["Suuankou tanki", "四暗刻単騎", "yakuman"]
    assert "\n  yakuman: 48,000\n" in out and "13" not in out


def test_ascii_text_keeps_the_romaji_and_drops_the_native_name():
    out = run("score", "-r", "riichi", "-f", "text", "--ascii", "m234567p234s23554 tsumo seat=S").stdout
    assert text_rows(out)[:2] == [["Sanshoku", "2"], ["Menzen tsumo", "1"]]


def test_waits_list_the_yaku_by_their_romaji():
    out = run("waits", "-r", "riichi", "-f", "text", "m234p456s678m55s23 riichi seat=S").stdout
    assert "Riichi, Pinfu, Tanyao" in out


# -- JSON ------------------------------------------------------------------------------------------------

def test_json_keeps_id_and_native_names_in_romaji_and_adds_english():
    r = json.loads(run("score", "-r", "riichi", "-f", "jsonl", "m234p0s678p55m678s22 seat=S riichi dora=m1").stdout)
    assert r["yaku"] == [
        {"id": "riichi", "name": "Riichi", "native": "立直", "english": "Riichi", "han": 1, "count": 1},
        {"id": "tanyao", "name": "Tanyao", "native": "断幺九", "english": "All simples", "han": 1, "count": 1},
        {"id": "dora", "name": "Dora", "native": "ドラ", "english": "Dora", "han": 1, "count": 1},
        {"id": "aka_dora", "name": "Aka dora", "native": "赤ドラ", "english": "Red five", "han": 1, "count": 1},
    ]


def test_json_limit_and_han_keep_their_contract_words():
    r = json.loads(run("score", "-r", "riichi", "-f", "jsonl", "m19p19s19ESWNCFPP ron seat=S").stdout)
    assert (r["han"], r["fu"], r["limit"]) == (26, None, "2x yakuman")
    assert r["yaku"][0]["name"] == "Kokushi musou juusanmen" and r["yaku"][0]["english"].startswith("Thirteen orphans")


def test_every_yaku_of_the_standard_table_has_a_romaji_name():
    from mjscore.rules.riichi.table import ENGLISH, ROMAJI, TABLE
    from mjscore.rules.yaku_engine.yaku import STANDARD

    assert [y.name for y in TABLE.entries] == [ROMAJI[y.id] for y in STANDARD.entries]
    assert all(ENGLISH[y.id] == y.name for y in STANDARD.entries)


# -- --explain -------------------------------------------------------------------------------------------

EXPLAIN_CASES = [
    pytest.param("m123456789p123EE ron seat=S riichi",
                 ["+ Ittsu (Pure straight, 2 han) from 123m 456m 789m:", "+ Riichi (1 han):",
                  "- Pinfu (All chows, two-sided wait; EE):"], id="gloss-beside-romaji"),
    pytest.param("m111999p111s111EE ron seat=S",
                 ["+ Suuankou tanki (Four concealed pungs, won on the pair, double yakuman) from",
                  "a double yakuman, counted alone", "- Toitoi (All pungs): Suuankou tanki is a yakuman",
                  "double yakuman: basic points 8,000 × 2 = 16,000"], id="yakuman-in-words"),
    pytest.param("m22334455p667788 ron seat=E",
                 ["Arrangements considered", "5 han 30 fu: Pinfu, Tanyao, Ryanpeikou", "3 han 25 fu: Tanyao, Chiitoitsu"],
                 id="arrangements-by-name"),
]


@pytest.mark.parametrize("line, wanted", EXPLAIN_CASES)
def test_explain_gives_the_english_gloss(line, wanted):
    out = run("score", "-r", "riichi", "-f", "text", "--explain", line).stdout
    for words in wanted:
        assert words in out, words
    assert "26 han" not in out


# -- `mjscore rules` -------------------------------------------------------------------------------------

def _rules(*args: str) -> list[dict]:
    return json.loads(run("rules", *args, "-f", "json").stdout)


def test_riichi_rules_name_only_yaku_the_table_shows():
    table = _rules("-r", "riichi")
    names = {e["name"] for e in table}
    for e in table:
        for named in re.findall(r"instead of ([^;]+)", e["note"]):
            assert set(named.split(", ")) <= names, e
    rows = {e["id"]: e for e in table}
    assert rows["pinfu"] == {"id": "pinfu", "name": "Pinfu", "native": "平和", "english": "All chows, two-sided wait",
                             "han": 1, "han_open": None, "note": "no value pair"}
    assert rows["ryanpeikou"]["note"] == "instead of Iipeikou"
    assert "Kokushi musou juusanmen, Suuankou tanki, Daisuushii and Junsei chuuren poutou" in \
        rows["option_double_yakuman"]["note"]
    assert {k: rows["suuankou_tanki"][k] for k in ("han", "han_open", "yakuman")} == \
        {"han": 26, "han_open": None, "yakuman": 2}


def test_riichi_rules_text_has_romaji_native_and_gloss():
    out = run("rules", "-r", "riichi", "-f", "text").stdout
    assert re.search(r"\n  Pinfu +平和 +All chows, two-sided wait +1 / closed only  no value pair\n", out)
    assert re.search(r"\n  Daisuushii +大四喜 +Big four winds +double yakuman  instead of Shousuushii\n", out)


MCR_NOTES = [
    pytest.param("big_four_winds", "not with: Big Three Winds, All Pungs, Prevalent Wind, Seat Wind, "
                 "Pung of Terminals or Honors (of its pungs)", id="shared-pungs"),
    pytest.param("nine_gates", "not with: Full Flush, No Honors, 1 Pung of Terminals or Honors, "
                 "Fully Concealed Hand, Concealed Hand", id="limited"),
    pytest.param("all_green", "not with: Half Flush", id="plain"),
]


@pytest.mark.parametrize("fan, note", MCR_NOTES)
def test_mcr_rules_notes_name_the_fans(fan, note):
    rows = {e["id"]: e for e in _rules("-r", "mcr")}
    assert rows[fan]["note"] == note
    assert "english" not in rows[fan]


# -- the rule sets that keep their own names -------------------------------------------------------------

def test_fliosen_and_yaochu_points_keep_their_names():
    """Fliosen's and Yaochu's point table's names are English already: no ``english`` anywhere (Yaochu's
    --scoring riichi is riichi's scoring, named as riichi: tests/test_yaochu_riichi_names.py)."""
    fliosen = json.loads(run("score", "-r", "fliosen", "-f", "jsonl", "--explain", "m234567p234s23554 tsumo seat=S").stdout)
    assert [y["name"] for y in fliosen["yaku"]][:2] == ["Mixed triple chow", "Closed Odigévanzie (self-drawn)"]
    assert all("english" not in y for y in fliosen["yaku"])
    ex = fliosen["explain"]
    assert ex["counted"] and all("english" not in e for e in ex["counted"] + ex["not_counted"])
    yaochu = json.loads(run("score", "-r", "yaochu", "-f", "jsonl", "m111999p111s111EE tsumo seat=S").stdout)
    assert yaochu["items"][0]["name"] == "All Pungs + All Terminals and Honors"
    assert all("english" not in i for i in yaochu["items"])
    assert all("english" not in e for e in _rules("-r", "fliosen") + _rules("-r", "yaochu"))


# -- the docs --------------------------------------------------------------------------------------------

def test_the_names_example_of_docs_riichi_is_the_output():
    page = (ROOT / "docs" / "riichi.md").read_text(encoding="utf-8")
    block = page.split("## Names", 1)[1].split("```text\n", 1)[1].split("```", 1)[0]
    for command in re.findall(r"^\$ mjscore (.*)$", block, re.M):
        args = [a.strip('"') for a in re.findall(r'"[^"]*"|\S+', command)]
        shown = block.split(f"$ mjscore {command}\n", 1)[1].split("\n$ ", 1)[0]
        assert run(*args).stdout == shown.rstrip("\n") + "\n", command
