"""Riichi (docs/riichi.md) through the real command line: every documented example, the room options,
lines the rules refuse (kind and column), a hand with no yaku, the waits' payments, --explain, and
`mjscore rules -r riichi`. Each group of lines runs in one `python -m mjscore` process."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "mjscore", *args], cwd=ROOT, input=stdin, capture_output=True,
                          text=True, timeout=120)


def score(lines, *options: str) -> list[dict]:
    """The JSON results of ``lines`` scored with ``-r riichi`` and ``options``, in input order."""
    p = run("score", "-r", "riichi", "-f", "json", *options, stdin="\n".join(lines) + "\n")
    assert p.returncode in (0, 1), p.stderr
    out = json.loads(p.stdout)
    assert len(out) == len(lines)
    return out


def yaku_ids(r) -> list[str]:
    return sorted(y["id"] for y in r["yaku"])


# -- the examples of docs/riichi.md --------------------------------------------------------------------

# line, yaku ids, han, fu, limit, payments, sticks, total
EXAMPLES = [
    ("m234567p234s23554 tsumo seat=S", ["menzen_tsumo", "pinfu", "sanshoku", "tanyao"], 5, 20, "mangan",
     {"dealer": 4000, "others": 2000}, 0, 8000),
    ("m22334455p667788 ron seat=E", ["pinfu", "ryanpeikou", "tanyao"], 5, 30, "mangan", {"discarder": 12000}, 0,
     12000),
    ("p111999s111EE[CCC] ron seat=S round=S", ["honroutou", "sanankou", "toitoi", "yakuhai_red"], 7, 50, "haneman",
     {"discarder": 12000}, 0, 12000),
    ("m123456789p123EE ron seat=S riichi ippatsu ura=E honba=2 sticks=1", ["ippatsu", "ittsu", "riichi"], 4, 40,
     "mangan", {"discarder": 8600}, 1000, 9600),
]


@pytest.fixture(scope="module")
def documented():
    return score([e[0] for e in EXAMPLES])


@pytest.mark.parametrize("i", range(len(EXAMPLES)), ids=[e[0] for e in EXAMPLES])
def test_documented_example(documented, i):
    line, ids, han, fu, limit, payments, sticks, total = EXAMPLES[i]
    r = documented[i]
    assert r["ok"] and r["rules"] == "riichi", r
    assert list(r)[5:] == ["yaku", "han", "fu", "limit", "is_win", "dealer", "payments", "players", "sticks", "total"]
    assert r["players"] == 4
    assert (yaku_ids(r), r["han"], r["fu"], r["limit"], r["payments"], r["sticks"], r["total"]) == \
        (ids, han, fu, limit, payments, sticks, total)
    assert r["dealer"] == ("seat=E" in line)


def test_ryanpeikou_beats_seven_pairs_and_the_ura_indicator_finds_nothing(documented):
    assert "chiitoitsu" not in yaku_ids(documented[1])
    assert "ura_dora" not in yaku_ids(documented[3])


def test_yaku_rows_carry_english_and_japanese_names(documented):
    rows = {y["id"]: y for y in documented[0]["yaku"]}
    assert rows["pinfu"]["native"] == "平和" and rows["sanshoku"]["native"] == "三色同順"
    assert rows["sanshoku"]["han"] == 2 and rows["sanshoku"]["name"].isascii()


def test_documented_examples_as_text():
    p = run("score", "-r", "riichi", "-f", "text", *[e[0] for e in EXAMPLES])
    assert p.returncode == 0, p.stderr
    text = p.stdout
    for words in ("20 fu 5 han: mangan, 8,000", "tsumo: the dealer pays 4,000, the others 2,000 each",
                  "ron: the discarder pays 12,000", "50 fu 7 han: haneman, 12,000",
                  "ron: the discarder pays 8,600 (with 2 honba: +600)", "riichi deposits: 1 stick, +1,000",
                  "total: 9,600", "平和", "二盃口"):
        assert words in text, words


# -- yakuman, dora, honba and deposits ----------------------------------------------------------------

def test_yakuman_double_yakuman_and_no_dora_on_a_yakuman():
    kokushi13, suuankou_tanki, daisangen_dora = score([
        "m19p19s19ESWNPFCC seat=S",
        "m111222333p999E E riichi dora=m1",
        "m2PPPFFFCCC[s999] m2 seat=S dora=P",
    ])
    assert (kokushi13["han"], kokushi13["fu"], kokushi13["limit"], kokushi13["total"]) == (26, None, "2x yakuman", 64000)
    assert yaku_ids(suuankou_tanki) == ["suuankou_tanki"] and suuankou_tanki["total"] == 96000
    assert yaku_ids(daisangen_dora) == ["daisangen"] and daisangen_dora["limit"] == "yakuman"
    assert daisangen_dora["payments"] == {"discarder": 32000}


def test_honba_and_sticks_as_command_line_defaults():
    r, = score(["m234567p234s23554 tsumo seat=S"], "--honba", "3", "--sticks", "2")
    assert r["payments"] == {"dealer": 4300, "others": 2300} and r["sticks"] == 2000 and r["total"] == 10900
    r, = score(["m234567p234s23554 tsumo seat=E honba=1"])
    assert r["payments"] == {"each": 4100} and r["total"] == 12300


def test_thirty_fu_four_han_is_7700_without_kiriage():
    p = run("score", "-r", "riichi", "-f", "text", "m234678p345s23554 seat=S riichi dora=m1")
    assert "30 fu 4 han: 7,700" in p.stdout and "kiriage" not in p.stdout


# -- tenhou: no drawn tile, the hand read at its best (RIICHI.md, "Conditions") ---------------------------

# line, options, yaku ids, han, limit, payments, total
FIRST_TURN = [
    pytest.param("m1112245678999m3 tenhou", (), ["chuuren_9", "tenhou"], 39, "3x yakuman", {"each": 48000}, 144000,
                 id="rules-example-tenhou-is-a-9-sided-nine-gates"),
    pytest.param("m1112245678999m3 tenhou", ("--no-double-yakuman",), ["chuuren_9", "tenhou"], 26, "2x yakuman",
                 {"each": 32000}, 96000, id="tenhou-no-double-yakuman"),
    pytest.param("m9p19s19ESWNPFCCm1 tenhou", (), ["kokushi_13", "tenhou"], 39, "3x yakuman", {"each": 48000}, 144000,
                 id="tenhou-thirteen-orphans-is-13-sided"),
    pytest.param("m1112245678999m3 tsumo seat=E", (), ["chuuren"], 13, "yakuman", {"each": 16000}, 48000,
                 id="a-later-tsumo-reads-the-tile-drawn"),
    pytest.param("m1112245678999m3 chiihou seat=S", (), ["chiihou", "chuuren"], 26, "2x yakuman",
                 {"dealer": 32000, "others": 16000}, 64000, id="chiihou-reads-the-tile-drawn"),
]


@pytest.mark.parametrize("line, options, ids, han, limit, payments, total", FIRST_TURN)
def test_first_turn_win(line, options, ids, han, limit, payments, total):
    r, = score([line], *options)
    assert r["ok"], r
    assert (yaku_ids(r), r["han"], r["fu"], r["limit"], r["payments"], r["total"]) == \
        (ids, han, None, limit, payments, total)


def test_explain_says_which_reading_of_a_tenhou_counted():
    tenhou, later = score(["m1112245678999m3 tenhou", "m1112245678999m3 tsumo seat=E"], "--explain")
    note = "tenhou: no tile of a dealt hand is the last one, so each may be read as the winning tile; " \
           "the best reading counts: won on the pair 22m"
    assert note in tenhou["explain"]["notes"]
    chosen = [a for a in tenhou["explain"]["arrangements"] if a["chosen"]]
    assert len(chosen) == 1 and len(tenhou["explain"]["arrangements"]) > 1
    assert not any(n.startswith("tenhou") for n in later["explain"]["notes"])


# -- room options ---------------------------------------------------------------------------------------

OPEN_TANYAO = "m234p234s234s0[p678] s5 seat=S dora=s4"
KOKUSHI_13 = "m19p19s19ESWNPFCC seat=S"
KAZOE = "m22334455667788 riichi tsumo dora=m1 seat=S"
KIRIAGE = "m234678p345s23554 seat=S riichi dora=m1"


@pytest.mark.parametrize("options, line, want", [
    pytest.param((), OPEN_TANYAO, (5, ["aka_dora", "dora", "sanshoku", "tanyao"], 8000), id="defaults-open-tanyao-red-five"),
    pytest.param(("--no-kuitan",), OPEN_TANYAO, (4, ["aka_dora", "dora", "sanshoku"], 7700), id="no-kuitan"),
    pytest.param(("--no-aka",), OPEN_TANYAO, (4, ["dora", "sanshoku", "tanyao"], 7700), id="no-aka"),
    pytest.param(("--no-double-yakuman",), KOKUSHI_13, (13, ["kokushi_13"], 32000), id="no-double-yakuman"),
    pytest.param((), KAZOE, (15, ["chinitsu", "dora", "menzen_tsumo", "pinfu", "riichi", "ryanpeikou", "tanyao"],
                             32000), id="kazoe-yakuman"),
    pytest.param(("--kazoe", "sanbaiman"), KAZOE, (15, ["chinitsu", "dora", "menzen_tsumo", "pinfu", "riichi",
                                                        "ryanpeikou", "tanyao"], 24000), id="kazoe-sanbaiman"),
    pytest.param(("--kiriage",), KIRIAGE, (4, ["dora", "pinfu", "riichi", "tanyao"], 8000), id="kiriage"),
    pytest.param(("--no-kiriage",), KIRIAGE, (4, ["dora", "pinfu", "riichi", "tanyao"], 7700), id="no-kiriage"),
])
def test_room_option(options, line, want):
    r, = score([line], *options)
    assert (r["han"], yaku_ids(r), r["total"]) == want


def test_room_option_limits_by_name():
    kazoe, = score([KAZOE])
    sanbaiman, = score([KAZOE], "--kazoe", "sanbaiman")
    kiriage, = score([KIRIAGE], "--kiriage")
    assert (kazoe["limit"], sanbaiman["limit"], kiriage["limit"]) == ("kazoe yakuman", "sanbaiman", "mangan")
    p = run("score", "-r", "riichi", "-f", "text", "--kiriage", KIRIAGE)
    assert "30 fu 4 han: 8,000 (mangan with kiriage)" in p.stdout


def test_open_tanyao_alone_is_no_yaku_without_kuitan():
    r, = score(["m234p567s2[s345][p678] s2 seat=S"], "--no-kuitan")
    assert r["ok"] and (r["is_win"], r["han"], r["yaku"], r["payments"], r["total"]) == (False, 0, [], None, 0)
    r, = score(["m234p567s2[s345][p678] s2 seat=S"])  # (kuitan: tanyao counts)
    assert r["is_win"] and [y["id"] for y in r["yaku"]] == ["tanyao"]


def test_room_options_through_the_python_api():
    from mjscore.api import OptionError, score as api_score

    assert api_score(OPEN_TANYAO, rules="riichi").to_dict()["total"] == 8000
    assert api_score(OPEN_TANYAO, rules="riichi", kuitan=False).to_dict()["total"] == 7700
    assert api_score(KAZOE, rules="riichi", kazoe="sanbaiman").to_dict()["limit"] == "sanbaiman"
    with pytest.raises(OptionError):
        api_score(OPEN_TANYAO, rules="riichi", kazoe="none")
    with pytest.raises(OptionError):
        api_score("m123p456s789EEECC", rules="mcr", kuitan=False)


@pytest.mark.parametrize("args, named", [
    pytest.param(("--kazoe", "double"), "--kazoe", id="bad-kazoe"),
    pytest.param(("-r", "mcr", "--no-kuitan"), "kuitan", id="option-of-another-rule-set"),
])
def test_bad_room_option_is_a_usage_error(args, named):
    p = run("score", "-r", "riichi", *args, "m234567p234s23554 tsumo seat=S")
    assert p.returncode == 2 and named in p.stderr, p.stderr


# -- lines the rules refuse -------------------------------------------------------------------------------

REFUSED = [
    ("m123p456s789E[CCC] E riichi", "invalid", 22, "riichi with a claimed meld"),
    ("m123456789p123EE ura=E", "invalid", 18, "without riichi"),
    ("m123p456s789EEE s0s0", "invalid", 20, "second red five"),
    ("m123p456s789E(s5555) E tsumo riichi ippatsu rinshan", "invalid", 37, "ippatsu with rinshan"),
    ("m234567p234s23554 seat=S chankan last-draw", "invalid", 34, "chankan"),
    ("m234567p234s23554 tsumo seat=S chiihou riichi", "invalid", 32, "chiihou with riichi"),
    ("m234567p234s23554 tenhou seat=S", "invalid", 19, "tenhou"),
    ("m234567p234s23554 seat=S tong", "invalid", 26, "unknown condition word 'tong'"),
    ("m234567p234s23554 draws=2", "invalid", 19, "unknown condition word 'draws=2'"),
    ("m234567p234s23554 honba=100", "invalid", 19, "honba= takes a whole number from 0 to 99"),
    ("m123p456s789ESWNN seat=S", "not-a-win", None, "not a winning hand"),
]


@pytest.fixture(scope="module")
def refused():
    return score([r[0] for r in REFUSED])


@pytest.mark.parametrize("i", range(len(REFUSED)), ids=[r[0] for r in REFUSED])
def test_refused_line(refused, i):
    line, kind, column, words = REFUSED[i]
    r = refused[i]
    assert not r["ok"], r
    assert r["error"]["kind"] == kind, r
    if column is not None:
        assert r["error"]["column"] == column, r
    assert words in r["error"]["message"], r
    assert "Traceback" not in r["error"]["message"] and "\n" not in r["error"]["message"]


def test_refused_lines_exit_1_and_the_others_still_score():
    p = run("score", "-r", "riichi", "-f", "jsonl", "m123p456s789ESWNN seat=S", EXAMPLES[0][0])
    assert p.returncode == 1
    first, second = (json.loads(x) for x in p.stdout.splitlines())
    assert not first["ok"] and second["ok"] and second["total"] == 8000


# -- waits ------------------------------------------------------------------------------------------------

def test_waits_give_ron_and_tsumo_payments():
    p = run("waits", "-r", "riichi", "-f", "json", "m234567p234s2355 seat=S riichi", "m123p456s789E[s234] seat=S")
    ready, no_yaku = json.loads(p.stdout)
    assert ready["tenpai"] and [w["tile"] for w in ready["waits"]] == ["1s", "4s"]
    one, four = ready["waits"]
    assert (one["ron"]["payments"], one["tsumo"]["payments"]) == ({"discarder": 2000}, {"dealer": 1300, "others": 700})
    assert (four["ron"]["limit"], four["ron"]["total"]) == ("mangan", 8000)
    assert (four["tsumo"]["limit"], four["tsumo"]["payments"]) == ("haneman", {"dealer": 6000, "others": 3000})
    # ready, but no yaku on its tile (an open hand waiting on the round wind's pair): still a wait, each
    # completion the no-yaku score (is_win false, nothing paid), not an error
    assert no_yaku["tenpai"] and no_yaku["shanten"] == 0 and [w["tile"] for w in no_yaku["waits"]] == ["E"]
    for how in ("ron", "tsumo"):
        judged = no_yaku["waits"][0][how]
        assert (judged["is_win"], judged["han"], judged["payments"], judged["total"]) == (False, 0, None, 0)


def test_waits_text_table():
    p = run("waits", "-r", "riichi", "-f", "text", "m234567p234s2355 seat=S riichi")
    assert "waiting on 1s 4s" in p.stdout and "30 fu 5 han: mangan, 8,000" in p.stdout
    assert "yaku (ron)" in p.stdout


# -- --explain ----------------------------------------------------------------------------------------

def test_explain_text_gives_fu_items_sets_and_rulings():
    p = run("score", "-r", "riichi", "-f", "text", "--explain", "p111999s111EE[CCC] ron seat=S round=S",
            "m123456789p123EE ron seat=S riichi", "m234p234s234s0[p678] s5 seat=S", "--no-kuitan")
    text = p.stdout
    for words in ("Why these yaku:", "Sanankou (Three concealed pungs, 2 han) from 111p 999p 111s",
                  "Fu:", "single wait on the pair (EE on E): +2", "open pung [CCC]: +4", "concealed pung 111p: +8",
                  "= 50 fu", "= 34, rounded up to 40 fu", "pinfu needs a two-sided wait",
                  "this room has no kuitan (--no-kuitan)", "an open hand ([678p] claimed): 1 han instead of 2",
                  "basic points: 40 fu × 2^(3 + 2) = 1,280", "ron: the discarder pays 4 × 1,280 = 5,120, rounded up to 100: 5,200",
                  "pair of a value tile (EE): +2"):
        assert words in text, words


def test_explain_json_fields():
    r, = score(["m111222333p999E E riichi dora=m1"], "--explain")
    e = r["explain"]
    assert set(e) == {"counted", "not_counted", "arrangements", "notes", "fu"}
    assert e["counted"][0]["id"] == "suuankou_tanki" and e["counted"][0]["tiles"][-1] == "EE"
    rules = {(n["id"], n["rule"]) for n in e["not_counted"]}
    assert {("riichi", "yakuman_alone"), ("suuankou", "replaced"), ("dora", "yakuman_alone")} <= rules
    assert sum(a["chosen"] for a in e["arrangements"]) == 1 and len(e["arrangements"]) == 2
    r, = score([EXAMPLES[0][0]], "--explain")
    assert r["explain"]["fu"] == [{"item": "base", "fu": 20}]


def test_explain_completed_by_discard():
    r, = score(["m111p222s44455EE s5 seat=S"], "--explain")
    ruled = {n["id"]: n for n in r["explain"]["not_counted"]}
    assert ruled["suuankou"]["rule"] == "completed_by_discard" and ruled["suuankou"]["by"] == "sanankou"
    assert "sanankou" in yaku_ids(r) and ruled["suuankou"]["tiles"] == ["555s"]


# -- rules ------------------------------------------------------------------------------------------------

def test_rules_table():
    p = run("rules", "-r", "riichi", "-f", "json")
    rows = {e["id"]: e for e in json.loads(p.stdout)}
    # (han on a closed hand, on an open one: null when closed only; a yakuman's multiple)
    want = {"riichi": (1, None, None), "double_riichi": (2, None, None), "tanyao": (1, 1, None),
            "sanshoku": (2, 1, None), "chinitsu": (6, 5, None), "ryanpeikou": (3, None, None),
            "kokushi_13": (26, None, 2), "daisuushii": (26, 26, 2), "tenhou": (13, None, 1)}
    assert {k: (rows[k]["han"], rows[k]["han_open"], rows[k].get("yakuman")) for k in want} == want
    assert all("points" not in rows[k] for k in want)
    for i in ("mangan", "haneman", "baiman", "sanbaiman", "kazoe", "yakuman", "honba", "sticks", "fu",
              "option_kuitan", "option_aka", "option_double_yakuman", "option_kazoe", "option_kiriage"):
        assert i in rows, i
    p = run("rules", "-r", "riichi", "-f", "json", "--no-kuitan", "--no-double-yakuman", "--kazoe", "sanbaiman")
    rows = {e["id"]: e for e in json.loads(p.stdout)}
    assert (rows["tanyao"]["han"], rows["tanyao"]["han_open"]) == (1, None)
    assert (rows["kokushi_13"]["han"], rows["kokushi_13"]["yakuman"]) == (13, 1)
    assert rows["option_kazoe"]["points"] == "sanbaiman" and rows["option_kuitan"]["points"] == "off"
    p = run("rules", "-r", "riichi", "-f", "text")
    assert "Riichi mahjong (立直麻雀)" in p.stdout and "平和" in p.stdout


def test_room_options_are_the_catalog_rows():
    """The room's options, their defaults and the kazoe choices are stated once, in the catalog row."""
    from mjscore import rules
    from mjscore.rules.riichi.score import KAZOE, Room

    options = rules.get("riichi").options
    assert Room() == Room.of(None) == Room(**{name: values[0] for name, values in options.items()})
    assert options["kazoe"] == tuple(KAZOE)
    assert Room.of({"kuitan": False, "kazoe": "sanbaiman"}) == Room(kuitan=False, kazoe="sanbaiman")
