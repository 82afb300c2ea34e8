"""Three-player riichi (`--players 3`, docs/riichi.md "Three players") through the real command line:
the examples of the spec, the Norths set aside (kita=N), the dora order of the characters, the tsumo
loss and 200 a counter, every kind of line the three-player rules refuse (kind, column, message, and
nothing else), `waits` / `discard` that never offer a 2m-8m, `rules` and `points`, and the Python API.
Each group of lines runs in one `python -m mjscore` process."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
MISSING = "no 2m–8m in three-player mahjong"


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "mjscore", *args], cwd=ROOT, input=stdin, capture_output=True,
                          text=True, timeout=120)


def score(lines, *options: str, players: str = "3") -> list[dict]:
    """The JSON results of ``lines`` scored with ``-r riichi --players 3`` and ``options``, in input order."""
    p = run("score", "-r", "riichi", "--players", players, "-f", "json", *options, stdin="\n".join(lines) + "\n")
    assert p.returncode in (0, 1), p.stderr
    out = json.loads(p.stdout)
    assert len(out) == len(lines)
    return out


def yaku(r) -> dict[str, int]:
    return {y["id"]: y["count"] for y in r["yaku"]}


# -- the examples of the rules, "Three players" (Tenhou records) ------------------------------------------

# line, yaku ids, han, fu, limit, payments, total. The second example is written in the spec without
# kita=2; its two dora can only be the record's Norths set aside (8p -> 9p and Red -> White point at no
# tile of the hand), which Tenhou counts inside ドラ: docs/riichi.md, "Rulings the project took".
EXAMPLES = [
    ("p1113356799[p222]p9 ron seat=E dora=s4", {"chinitsu": 1}, 5, 40, "mangan", {"discarder": 12000}, 12000),
    ("m99p5566s113366FF tsumo seat=E dora=p8C honba=1 sticks=1 kita=2",
     {"menzen_tsumo": 1, "chiitoitsu": 1, "kita": 2}, 5, 25, "mangan", {"each": 4100}, 9200),
]


@pytest.fixture(scope="module")
def documented():
    return score([e[0] for e in EXAMPLES])


@pytest.mark.parametrize("i", range(len(EXAMPLES)), ids=[e[0] for e in EXAMPLES])
def test_spec_example(documented, i):
    line, ids, han, fu, limit, payments, total = EXAMPLES[i]
    r = documented[i]
    assert r["ok"], r
    assert list(r)[5:] == ["yaku", "han", "fu", "limit", "is_win", "dealer", "payments", "players", "sticks", "total"]
    assert (yaku(r), r["han"], r["fu"], r["limit"], r["payments"], r["players"], r["total"]) == \
        (ids, han, fu, limit, payments, 3, total)


def test_the_second_example_as_written_has_no_dora():
    r, = score(["m99p5566s113366FF tsumo seat=E dora=p8C honba=1 sticks=1"])
    assert (yaku(r), r["han"], r["fu"], r["payments"], r["total"]) == \
        ({"menzen_tsumo": 1, "chiitoitsu": 1}, 3, 25, {"each": 1700}, 4400)


def test_spec_examples_as_text():
    p = run("score", "-r", "riichi", "--players", "3", "-f", "text", *[e[0] for e in EXAMPLES])
    assert p.returncode == 0, p.stderr
    for words in ("40 fu 5 han: mangan, 12,000", "ron: the discarder pays 12,000",
                  "tsumo by the dealer: each other player pays 4,100 (with 1 honba: +100 each)",
                  "25 fu 5 han: mangan, 8,000", "total: 9,200", "Kita", "抜きドラ"):
        assert words in p.stdout, words


# -- kita, dora, payments -----------------------------------------------------------------------------------

@pytest.mark.parametrize("line, want", [
    pytest.param("m99p5566s113366NN tsumo seat=S dora=W kita=2 riichi ura=W",
                 ({"chiitoitsu": 1, "riichi": 1, "menzen_tsumo": 1, "dora": 4, "kita": 2, "ura_dora": 4}, 14,
                  {"dealer": 16000, "others": 8000}, 24000),
                 id="kita-north-dora-and-ura-count-again"),
    pytest.param("m11p5566s113366FF tsumo seat=S dora=m9",
                 ({"chiitoitsu": 1, "menzen_tsumo": 1, "dora": 2}, 5, {"dealer": 4000, "others": 2000}, 6000),
                 id="9m-indicator-points-at-1m-tsumo-loss"),
    pytest.param("m99p5566s113366FF seat=S dora=m1 honba=2",
                 ({"chiitoitsu": 1, "dora": 2}, 4, {"discarder": 6800}, 6800), id="1m-indicator-points-at-9m-200-a-counter"),
    pytest.param("m99p5566s113366FF tsumo seat=S honba=3 kita=4",
                 ({"chiitoitsu": 1, "menzen_tsumo": 1, "kita": 4}, 7, {"dealer": 6300, "others": 3300}, 9600),
                 id="four-kita-100-a-counter-from-each-payer"),
    pytest.param("p123s123456NNFF F seat=S round=S",
                 ({"yakuhai_green": 1}, 1, {"discarder": 1300}, 1300), id="north-in-the-hand-is-a-guest-wind"),
    pytest.param("m111p234s234567NN seat=S kita=1 dora=W",
                 ({}, None, None, None), id="no-yaku-kita-is-no-yaku"),
    pytest.param("m19p19s19ESWNPCCF seat=S kita=0 dora=W",
                 ({"kokushi": 1}, 13, {"discarder": 32000}, 32000), id="yakuman-no-dora"),
    pytest.param("p22334455s667788 tsumo seat=S kita=1",
                 ({"menzen_tsumo": 1, "pinfu": 1, "tanyao": 1, "ryanpeikou": 1, "kita": 1}, 7,
                  {"dealer": 6000, "others": 3000}, 9000), id="kita-keeps-tanyao"),
    pytest.param("m9p19s19ESWNPFCCm1 tenhou",  # (written on its single 1m; a dealt hand has no last tile)
                 ({"kokushi_13": 1, "tenhou": 1}, 39, {"each": 48000}, 96000), id="tenhou-read-at-its-best-13-sided"),
    pytest.param("m9p19s19ESWNPFCCm1 chiihou seat=S",  # (won on the 1m drawn: a single wait)
                 ({"kokushi": 1, "chiihou": 1}, 26, {"dealer": 32000, "others": 16000}, 48000),
                 id="chiihou-read-at-the-tile-drawn"),
])
def test_three_player_scoring(line, want):
    r, = score([line])
    ids, han, payments, total = want
    if han is None:  # a hand whose only han are dora: no yaku, a result that is not a win (nothing paid)
        assert r["ok"] and (r["is_win"], r["han"], r["yaku"], r["payments"], r["total"], r["players"]) == \
            (False, 0, [], None, 0, 3), r
        return
    assert r["ok"], r
    assert (yaku(r), r["han"], r["payments"], r["total"], r["players"]) == (ids, han, payments, total, 3)


def test_four_players_keep_their_dora_order_and_payments_and_say_so():
    line = "m99p5566s113366FF tsumo seat=S dora=m1 honba=1"  # (1m points at 2m with four, at 9m with three)
    four, = score([line], players="4")
    assert (four["han"], four["payments"], four["total"], four["players"]) == \
        (3, {"dealer": 1700, "others": 900}, 3500, 4)
    three, = score([line])
    assert (yaku(three)["dora"], three["payments"], three["total"]) == (2, {"dealer": 4100, "others": 2100}, 6200)


def test_tsumo_loss_as_text():
    p = run("score", "-r", "riichi", "--players", "3", "-f", "text", "m11p5566s113366FF tsumo seat=S dora=m9")
    assert "tsumo: the dealer pays 4,000, the other player 2,000" in p.stdout and "total: 6,000" in p.stdout


# -- lines the three-player rules refuse: each gets its invalid error and nothing else ----------------

REFUSED = [
    ("m5p556s113366FFp6", 2, "m5 (characters 5) at column 2; " + MISSING),
    ("m1p123456789s11m2 F", 17, "m2 (characters 2) at column 17; " + MISSING),
    ("p123456789s11m8m2 F", 15, "m8 (characters 8) at column 15"),  # (the first written, not the lowest)
    ("p12340s11FFF p6789", None, None),  # (a red 0p is in the game: this line scores)
    ("s1FFFp456789p123 m0", 19, "m0 (red characters 5)"),
    ("p123456s11FF F[m555]", 15, "the meld [m555] at column 15; characters 5: " + MISSING),
    ("p123456s11FF F(m4444)", 15, "the meld (m4444)"),
    ("p123456s11FF F[p123]", 15, "the claimed chow [p123] at column 15; no chow in three-player mahjong"),
    ("p123456s11FF F[m123]", 15, "the claimed chow [m123]"),
    ("p123456789s11FF F dora=m5", 24, "m5 (characters 5) at column 24; " + MISSING),
    ("p123456789s11FF F riichi ura=m8", 30, "m8 (characters 8)"),
    ("p123456789s11FF F seen=s1m3", 26, "m3 (characters 3)"),
    ("p123456789s11FF F seat=N", 19, "'seat=N' at column 19; Riichi --players 3 is a three-player game: the seats are E and S and W"),
    ("p123456s11[NNN]FF F kita=2", 21, "kita=2 at column 21; the hand holds 3 Norths and sets aside 2: there are 4 Norths"),
    ("p123456s11(NNNN)FF F kita=1", 22, "kita=1"),
    ("p123456789s11FF F kita=5", 19, "kita= takes a whole number from 0 to 4"),
]


@pytest.fixture(scope="module")
def refused():
    return score([r[0] for r in REFUSED])


@pytest.mark.parametrize("i", range(len(REFUSED)), ids=[r[0] for r in REFUSED])
def test_refused_line(refused, i):
    line, column, words = REFUSED[i]
    r = refused[i]
    if words is None:
        assert r["ok"], r
        return
    assert not r["ok"] and set(r) == {"line", "input", "rules", "ok", "error"}, r
    assert r["error"]["kind"] == "invalid" and r["error"]["column"] == column, r
    assert words in r["error"]["message"], r
    assert "Traceback" not in r["error"]["message"] and "\n" not in r["error"]["message"]


def test_refused_lines_as_text_go_to_standard_error_one_line_each():
    p = run("score", "-r", "riichi", "--players", "3", "-f", "text",
            *(r[0] for r in REFUSED if r[2] is not None))
    assert p.returncode == 1 and p.stdout == ""
    errors = p.stderr.splitlines()
    assert len(errors) == sum(r[2] is not None for r in REFUSED)
    assert all(": error: " in e for e in errors) and "Traceback" not in p.stderr


@pytest.mark.parametrize("rules, players, word", [
    pytest.param("riichi", "4", "unknown condition word 'kita=1' for riichi (known with --players 3)", id="riichi-4"),
    pytest.param("mcr", None, "unknown condition word 'kita=1' for mcr", id="mcr"),
    pytest.param("fliosen", None, "unknown condition word 'kita=1' for fliosen", id="fliosen"),
    pytest.param("yaochu", None, "unknown condition word 'kita=1' for yaochu", id="yaochu"),
])
def test_kita_outside_three_player_riichi_is_an_unknown_word(rules, players, word):
    args = ["score", "-r", rules, "-f", "jsonl"] + (["--players", players] if players else [])
    p = run(*args, "p123456789s11FF F kita=1")
    r = json.loads(p.stdout)
    assert p.returncode == 1 and r["error"]["kind"] == "invalid" and r["error"]["column"] == 19, r
    assert word in r["error"]["message"]


@pytest.mark.parametrize("args, named", [
    pytest.param(("--players", "5"), "--players", id="five-players"),
    pytest.param(("--players", "two"), "--players", id="not-a-number"),
    pytest.param(("--kita", "1"), "known with --players 3", id="kita-default-under-four-players"),
    pytest.param(("--players", "3", "--kita", "7"), "kita", id="kita-default-out-of-range"),
])
def test_bad_three_player_option_is_a_usage_error(args, named):
    p = run("score", "-r", "riichi", *args, "p123456789s11FF F")
    assert p.returncode == 2 and named in p.stderr, p.stderr


def test_players_is_a_riichi_option_only():
    p = run("score", "-r", "mcr", "--players", "3", "m123p456s789EEECC")
    assert p.returncode == 2 and "--players" in p.stderr and "riichi" in p.stderr


def test_seat_default_n_under_three_players_names_the_default():
    r, = score(["p123456789s11FF F"], "--seat", "N")
    assert not r["ok"] and "seat=N (the --seat default)" in r["error"]["message"]


def test_kita_default_applies_to_every_line():
    a, b = score(["m99p5566s113366FF tsumo seat=S", "m99p5566s113366FF tsumo seat=S kita=0"], "--kita", "2")
    assert yaku(a)["kita"] == 2 and "kita" not in yaku(b)


# -- waits, discard, rules, points --------------------------------------------------------------------

def _no_missing(tiles) -> bool:
    return not any(t[-1] == "m" and t[0] in "2345678" for t in tiles)


def test_waits_never_offer_2m_to_8m():
    p = run("waits", "-r", "riichi", "--players", "3", "-f", "json",
            "m11p123456s123EE seat=S", "m19p123456s1239E seat=S", "m99p5566s113366F seat=S kita=1")
    ready, not_ready, seven = json.loads(p.stdout)
    assert [w["tile"] for w in ready["waits"]] == ["1m", "E"]
    assert not_ready["shanten"] >= 1 and _no_missing(not_ready["improving"]), not_ready
    assert [w["tile"] for w in seven["waits"]] == ["F"]
    assert yaku(seven["waits"][0]["tsumo"])["kita"] == 1 and seven["waits"][0]["tsumo"]["players"] == 3


def test_waits_count_the_norths_set_aside():
    p = run("waits", "-r", "riichi", "--players", "3", "-f", "json",
            "m11p123456s123NN seat=S kita=2", "m11p123456s123NN seat=S kita=1")
    every, one_left = json.loads(p.stdout)
    assert [w["tile"] for w in every["waits"]] == ["1m"]  # (the four Norths are held or set aside)
    assert [(w["tile"], w["left"]) for w in one_left["waits"]] == [("1m", 2), ("N", 1)]


def test_discard_never_offers_2m_to_8m_and_counts_four_copies():
    p = run("discard", "-r", "riichi", "--players", "3", "-f", "json", "m19p123456s1239EE")
    r, = json.loads(p.stdout)
    assert r["ok"] and r["discards"]
    for d in r["discards"]:
        tiles = [i["tile"] for i in d["improving"]]
        assert _no_missing(tiles), d
        assert all(i["left"] <= 4 for i in d["improving"])
    four = json.loads(run("discard", "-r", "riichi", "-f", "json", "m19p123456s1239EE").stdout)[0]
    assert not _no_missing([i["tile"] for d in four["discards"] for i in d["improving"]])  # (with four: 2m 3m 7m 8m)


def test_rules_table_under_three_players():
    rows = {e["id"]: e for e in json.loads(run("rules", "-r", "riichi", "--players", "3", "-f", "json").stdout)}
    assert rows["kita"]["native"] == "抜きドラ" and rows["kita"]["name"] == "Kita"
    assert (rows["honba"]["points"], rows["honba"]["per"]) == (200, "honba") and "1m indicator 9m" in rows["dora"]["note"]
    assert "tsumo loss" in rows["payment_tsumo"]["note"] and rows["option_players"]["points"] == 3
    assert "no 2m-8m" in rows["three_players"]["note"]
    four = {e["id"]: e for e in json.loads(run("rules", "-r", "riichi", "-f", "json").stdout)}
    assert "kita" not in four and four["honba"]["points"] == 300 and four["option_players"]["points"] == 4


def test_points_under_three_players():
    p = run("points", "30", "4", "--players", "3", "-f", "jsonl")
    e = json.loads(p.stdout)
    assert e["non_dealer"]["tsumo"] == {"dealer": 3900, "others": 2000} and e["dealer"]["tsumo"] == {"each": 3900}
    text = run("points", "--players", "3", "-f", "text").stdout
    assert "three players (--players 3)" in text and "tsumo loss" in text
    one = run("points", "30", "4", "--players", "3", "-f", "text").stdout
    assert "tsumo 2,000/3,900 (5,900 in all, two payers)" in one and "tsumo 3,900 all (7,800 in all, two payers)" in one
    assert "in all" not in run("points", "30", "4", "-f", "text").stdout


# -- the Python API -------------------------------------------------------------------------------------

def test_python_api_players_and_kita():
    from mjscore import score as api_score
    from mjscore.api import OptionError
    from mjscore.errors import InvalidHandError

    r = api_score("m99p5566s113366FF tsumo seat=E dora=p8C honba=1 sticks=1", rules="riichi", players=3, kita=2)
    d = r.to_dict()
    assert (d["players"], d["total"], {y["id"]: y["count"] for y in d["yaku"]}["kita"]) == (3, 9200, 2)
    assert r.hand.endswith("kita=2")
    with pytest.raises(InvalidHandError, match="no 2m–8m"):
        api_score("m5p556s113366FFp6", rules="riichi", players=3)
    with pytest.raises(OptionError):
        api_score("p123456789s11FF F", rules="riichi", players=5)  # type: ignore[arg-type]
    with pytest.raises(OptionError, match="known with --players 3"):
        api_score("p123456789s11FF F", rules="riichi", kita=1)
