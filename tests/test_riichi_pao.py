"""Pao (責任払い, ``pao=SEAT``) in the riichi rule set (docs/riichi.md, "Pao"), as Tenhou pays it
(LOGS.md, "Pao"): on a tsumo the liable player pays the whole hand alone (as a ron, every yakuman of
it included, and the counters); on a ron the discarder and the liable player each pay half of the
hand, the liable player the counters; pao= without a big three dragons or big four winds, or naming
the winner, is invalid; the other rule sets refuse the word."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from mjscore.api import score
from mjscore.errors import HandSyntaxError, InvalidHandError

DRAGONS = "m11p22[PPP][FFF][CCC] p2"  # daisangen alone (13 han)
WINDS_HONORS = "EEESSSWWW[NNN]P P"  # daisuushii (2x) and tsuuiisou (1x)
NO_PAO_YAKUMAN = "m123456p2[PPP][FFF] p2"  # yakuhai, no daisangen

CASES = [
    # (id, line, payments, total)
    ("tsumo-non-dealer", f"{DRAGONS} tsumo seat=S pao=W", {"dealer": 0, "others": 0, "pao": 32000}, 32000),
    ("tsumo-dealer", f"{DRAGONS} tsumo seat=E pao=N", {"each": 0, "pao": 48000}, 48000),
    ("tsumo-counters-to-pao", f"{DRAGONS} tsumo seat=S pao=E honba=2 sticks=1",
     {"dealer": 0, "others": 0, "pao": 32600}, 33600),
    ("tsumo-dealer-counters", f"{DRAGONS} tsumo seat=E pao=S honba=3",
     {"each": 0, "pao": 48900}, 48900),
    ("ron-by-other-non-dealer", f"{DRAGONS} ron seat=S pao=W", {"discarder": 16000, "pao": 16000}, 32000),
    ("ron-by-other-dealer", f"{DRAGONS} ron seat=E pao=W honba=2 sticks=2",
     {"discarder": 24000, "pao": 24600}, 50600),
    # LOGS.md's example: a non-dealer's yakuman with one counter, 16,000 and 16,300.
    ("ron-counters-to-pao", f"{DRAGONS} ron seat=S pao=W honba=1", {"discarder": 16000, "pao": 16300}, 32300),
    # The liable player discarded: an ordinary ron, written without pao=.
    ("ron-by-pao-player", f"{DRAGONS} ron seat=S honba=1", {"discarder": 32300}, 32300),
    # Every yakuman of the hand goes the pao way: the liable player pays all of a tsumo (LOGS.md's
    # big three dragons + all honors tsumo: all 64,000 from the liable player).
    ("double-yakuman-tsumo", f"{WINDS_HONORS} tsumo seat=S honba=1 pao=E",
     {"dealer": 0, "others": 0, "pao": 96300}, 96300),
    ("daisangen-tsuuiisou-tsumo", "EESS[PPP][FFF][CCC] S tsumo seat=S pao=W",
     {"dealer": 0, "others": 0, "pao": 64000}, 64000),
    ("double-yakuman-ron", f"{WINDS_HONORS} ron seat=S honba=1 pao=E",
     {"discarder": 48000, "pao": 48300}, 96300),
    ("double-yakuman-dealer-tsumo", f"{WINDS_HONORS} tsumo seat=E pao=W",
     {"each": 0, "pao": 144000}, 144000),
]


@pytest.mark.parametrize("line,payments,total", [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_pao_payments(line, payments, total):
    d = score(line, rules="riichi").to_dict()
    assert d["ok"], d
    assert d["payments"] == payments
    assert d["total"] == total


# --pao-scope yakuman (Mahjong Soul): the liable player answers for the pao yakuman alone; another
# yakuman of the hand is paid as usual (the liable player pays its share of it too, on a tsumo).
SCOPED = [
    ("composite-tsumo", "EESS[PPP][FFF][CCC] S tsumo seat=S pao=W", {"dealer": 16000, "others": 8000, "pao": 32000}),
    ("composite-ron", "EESS[PPP][FFF][CCC] S ron seat=S pao=W honba=1", {"discarder": 48000, "pao": 16300}),
    ("composite-dealer-tsumo", "EESS[PPP][FFF][CCC] S tsumo seat=E pao=W", {"each": 16000, "pao": 48000}),
    ("single-yakuman-as-tenhou", f"{DRAGONS} ron seat=S pao=W honba=1", {"discarder": 16000, "pao": 16300}),
]


@pytest.mark.parametrize("line,payments", [c[1:] for c in SCOPED], ids=[c[0] for c in SCOPED])
def test_pao_scope_yakuman_pays_the_pao_yakuman_alone(line, payments):
    d = score(line, rules="riichi", pao_scope="yakuman").to_dict()
    assert d["payments"] == payments
    assert d["total"] == score(line, rules="riichi").to_dict()["total"]   # (the same points, shared otherwise)


def test_no_double_yakuman_room_pays_big_four_winds_once():
    d = score(f"{WINDS_HONORS} tsumo seat=S pao=E", rules="riichi", double_yakuman=False).to_dict()
    assert d["payments"] == {"dealer": 0, "others": 0, "pao": 64000}


def test_pao_line_round_trips():
    d = score(f"{DRAGONS} tsumo seat=S PAO=w honba=1", rules="riichi").to_dict()
    assert d["hand"] == "11m22p[PPP][FFF][CCC] 2p tsumo seat=S honba=1 pao=W"


INVALID = [
    # (id, rules, line, what the message says)
    ("no-pao-yakuman", "riichi", f"{NO_PAO_YAKUMAN} tsumo seat=S pao=W", "big three dragons or big four winds"),
    ("names-the-winner", "riichi", f"{DRAGONS} ron seat=S pao=S", "winner's own seat"),
    ("names-the-dealer-winner", "riichi", f"{DRAGONS} tsumo pao=E", "winner's own seat"),
    ("mcr-refuses", "mcr", f"{DRAGONS} tsumo seat=S pao=W", "unknown condition word 'pao=W' for mcr"),
    ("fliosen-refuses", "fliosen", f"{DRAGONS} tsumo seat=S pao=W", "unknown condition word 'pao=W' for fliosen"),
    ("yaochu-refuses", "yaochu", "EEE[SSS][WWW][NNN]P P tsumo seat=S pao=W", "unknown condition word"),
]


@pytest.mark.parametrize("rules,line,says", [c[1:] for c in INVALID], ids=[c[0] for c in INVALID])
def test_pao_invalid(rules, line, says):
    with pytest.raises(InvalidHandError) as err:
        score(line, rules=rules)
    assert says in str(err.value)
    assert err.value.column == line.lower().index("pao=") + 1


def test_yaochu_riichi_scoring_refuses_pao():
    with pytest.raises(InvalidHandError, match="unknown condition word 'pao=W'"):
        score("EEE[SSS][WWW][NNN]P P tsumo seat=S pao=W", rules="yaochu", scoring="riichi")


def test_bad_pao_seat_is_a_syntax_error():
    with pytest.raises(HandSyntaxError, match="expected a wind"):
        score(f"{DRAGONS} tsumo seat=S pao=X", rules="riichi")


def _cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "mjscore", *args], capture_output=True, text=True, timeout=60)


def test_cli_json_has_the_pao_key():
    p = _cli("score", "-r", "riichi", f"{DRAGONS} ron seat=S pao=W honba=1")
    assert p.returncode == 0, p.stderr
    assert json.loads(p.stdout)["payments"] == {"discarder": 16000, "pao": 16300}


def test_cli_text_names_the_liable_player():
    p = _cli("score", "-r", "riichi", "-f", "text", f"{WINDS_HONORS} tsumo seat=S honba=1 pao=E")
    assert p.returncode == 0, p.stderr
    assert "the liable player (pao, seat East) pays 96,300, the whole hand as a ron and the counters (300)" \
        in p.stdout
    assert "the rest" not in p.stdout
    assert "total: 96,300" in p.stdout


def test_cli_explain_shares_the_hand():
    p = _cli("score", "-r", "riichi", "-f", "text", "--explain", f"{DRAGONS} ron seat=E pao=W honba=2")
    assert p.returncode == 0, p.stderr
    assert "ron: the discarder pays half, 24,000; the liable player the other half, +600 for 2 honba: 24,600" \
        in p.stdout


def test_cli_invalid_pao_exits_1():
    p = _cli("score", "-r", "riichi", f"{NO_PAO_YAKUMAN} tsumo seat=S pao=W")
    assert p.returncode == 1
    assert json.loads(p.stdout)["error"]["kind"] == "invalid"
