"""The riichi round replay (mjscore.logs.replay): every condition of a win's line derived from the
play, on small rounds written by hand for what the sample records lack."""

from __future__ import annotations

import re

import pytest

import mjscore.api as api
from mjscore.logs.replay import ReplayError, Round, tile_text, tiles_text

HONORS = "ESWNPFC"


def tiles(text: str):
    """'m123E' -> [(0, False), (1, False), (2, False), (27, False)]; '0' is a red five."""
    out, suit = [], None
    for ch in text:
        if ch in "mps":
            suit = "mps".index(ch)
        elif ch in HONORS:
            out.append((27 + HONORS.index(ch), False))
        else:
            n = int(ch)
            out.append((suit * 9 + (4 if n == 0 else n - 1), n == 0))
    return out


def T(text: str):
    return tiles(text)[0]


def hand(text: str):
    """13 tiles: the ones written, the rest unknown."""
    t = tiles(text)
    return t + [None] * (13 - len(t))


def new_round(hands, dealer=0, honba=0, sticks=0, dora="m1", index=0):
    hands = list(hands) + [""] * (4 - len(hands))
    return Round(index, honba, sticks, dealer, tiles(dora), [hand(h) for h in hands])


def score(line: str):
    return api.score(line, rules="riichi").fields


def yaku_ids(line: str):
    return {y["id"] for y in score(line)["yaku"]}


@pytest.mark.parametrize("t,text", [((0, False), "m1"), ((4, True), "m0"), ((13, False), "p5"),
                                    ((26, False), "s9"), ((27, False), "E"), ((33, False), "C")],
                         ids=["m1", "red-m5", "p5", "s9", "east", "red-dragon"])
def test_tile_text(t, text):
    assert tile_text(t) == text


def test_tiles_text_groups_by_suit_in_order():
    assert tiles_text(tiles("EpЗ".replace("З", "1") + "m9m1s0C")) == "m19p1s0EC"


def test_double_ron_gives_counters_and_deposits_to_the_first_winner_only():
    r = new_round(["s1", "m123456789p11s23", "p123456789m11s23", ""], honba=2, sticks=1)
    r.draw(0, T("E"))
    r.discard(0, T("s1"))
    first, second = r.win(1, 0), r.win(2, 0)
    assert first.line == "m123456789p11s23s1 ron seat=S round=E dora=m1 honba=2 sticks=1"
    assert second.line == "m11p123456789s23s1 ron seat=W round=E dora=m1"
    assert (first.honba, first.sticks, second.honba, second.sticks) == (2, 1, 0, 0)
    plain = score(first.line.replace(" honba=2 sticks=1", ""))["total"]
    assert score(first.line)["total"] == plain + 600 + 1000


def _big_dragons(r: Round):
    """Seat 1 pons white from seat 0, green from seat 2, red from seat 3 (who feeds the last)."""
    for feeder, dragon in ((0, "P"), (2, "F"), (3, "C")):
        r.discard(feeder, T(dragon))
        r.pon(1, feeder, T(dragon), tiles(dragon * 2))
        r.discard(1, T("S"))


def test_pao_by_ron_names_the_feeder_of_the_last_dragon_pung():
    r = new_round(["P", "PPFFCCm1239SSS", "F", "C"])
    _big_dragons(r)
    r.discard(0, T("m9"))
    assert r.win(1, 0).line == "m1239[PPP][FFF][CCC]m9 ron seat=S round=E dora=m1 pao=N"


def test_a_ron_on_the_liable_players_own_discard_is_an_ordinary_ron():
    r = new_round(["P", "PPFFCCm1239SSS", "F", "Cm9"])
    _big_dragons(r)
    r.draw(3, T("E"))
    r.discard(3, T("m9"))
    assert r.win(1, 3).line == "m1239[PPP][FFF][CCC]m9 ron seat=S round=E dora=m1"


def test_pao_by_tsumo():
    r = new_round(["P", "PPFFCCm1239SSS", "F", "C"], dealer=3)
    _big_dragons(r)
    r.draw(1, T("m9"))
    assert r.win(1, None).line == "m1239[PPP][FFF][CCC]m9 tsumo seat=W round=E dora=m1 pao=E"


def test_no_pao_before_the_third_dragon():
    r = new_round(["PS", "PPFFm123999SSS", "F", ""])
    for feeder, dragon in ((0, "P"), (2, "F")):
        r.discard(feeder, T(dragon))
        r.pon(1, feeder, T(dragon), tiles(dragon * 2))
        r.discard(1, T("S"))
    r.discard(0, T("S"))
    line = r.win(1, 0).line
    assert line == "m123999S[PPP][FFF]S ron seat=S round=E dora=m1"
    assert {"yakuhai_white", "yakuhai_green"} <= yaku_ids(line)


def _kong_to_rob(riichi: bool):
    r = new_round(["m5", "m34p123456s789EE", "m555", ""])
    r.discard(0, T("m5"))
    r.pon(2, 0, T("m5"), tiles("m55"))
    r.discard(2, T("N"))
    if riichi:
        r.draw(1, T("W"))
        r.declare_riichi(1)
        r.discard(1, T("W"))
        r.accept_riichi(1)
    r.draw(2, T("S"))
    r.added_kong(2, T("m5"))
    return r


def test_chankan_robs_an_added_kong_and_keeps_ippatsu():
    line = _kong_to_rob(riichi=True).win(1, 2).line
    assert line == "m34p123456s789EEm5 ron seat=S round=E riichi ippatsu chankan dora=m1 sticks=1"
    assert {"riichi", "ippatsu", "chankan"} <= yaku_ids(line)


def test_chankan_without_riichi():
    line = _kong_to_rob(riichi=False).win(1, 2).line
    assert line == "m34p123456s789EEm5 ron seat=S round=E chankan dora=m1"
    assert yaku_ids(line) == {"chankan"}


def test_rinshan_after_a_concealed_kong_with_its_new_dora():
    r = new_round(["m1111p123456s78E"])
    r.draw(0, T("E"))
    r.concealed_kong(0, tiles("m1111"))
    r.new_dora(T("W"))
    r.draw(0, T("s9"))
    line = r.win(0, None).line
    assert line == "p123456s78EE(m1111)s9 tsumo seat=E round=E rinshan dora=m1W"
    assert {"rinshan", "menzen_tsumo"} <= yaku_ids(line)


def _to_the_last_tile(r: Round, draws: int):
    r.draw(1, T("W"))          # the winner's first draw (no chiihou later)
    r.discard(1, T("W"))
    for _ in range(draws - 1):
        r.draw(3, None)
        r.discard(3, T("E"))


def test_haitei_is_a_tsumo_on_the_last_live_tile():
    r = new_round(["", "m123456789p12EE"])
    _to_the_last_tile(r, 69)
    r.draw(1, T("p3"))
    line = r.win(1, None).line
    assert line == "m123456789p12EEp3 tsumo seat=S round=E last-draw dora=m1"
    assert "haitei" in yaku_ids(line)


def test_houtei_is_a_ron_on_the_discard_after_the_last_tile():
    r = new_round(["", "m123456789p12EE", "", "p3"])
    _to_the_last_tile(r, 69)
    r.draw(3, None)
    r.discard(3, T("p3"))
    line = r.win(1, 3).line
    assert line.endswith("ron seat=S round=E last-draw dora=m1")
    assert "houtei" in yaku_ids(line)


def test_a_kong_takes_one_tile_off_the_live_wall():
    r = new_round(["", "m123456789p12EE", "NNN"])
    r.draw(2, T("N"))
    r.concealed_kong(2, tiles("NNNN"))
    r.draw(2, T("S"))            # the replacement
    r.discard(2, T("S"))
    _to_the_last_tile(r, 67)     # 2 + 67 = 69 draws: the live wall's last tile is the next
    r.draw(1, T("p3"))
    assert "last-draw" in r.win(1, None).line
    with pytest.raises(ReplayError):
        r.discard(1, T("p3"))
        r.draw(3, None)


def test_the_next_to_last_tile_is_no_last_draw():
    r = new_round(["", "m123456789p12EE"])
    _to_the_last_tile(r, 68)
    r.draw(1, T("p3"))
    assert "last-draw" not in r.win(1, None).line


def _riichi_then(call: bool):
    r = new_round(["N", "m123456789p12EE", "NN", "p3"])
    r.draw(1, T("W"))
    r.declare_riichi(1)
    r.discard(1, T("W"))
    r.accept_riichi(1)
    if call:
        r.discard(0, T("N"))
        r.pon(2, 0, T("N"), tiles("NN"))
        r.discard(2, T("S"))
    r.discard(3, T("p3"))
    return r.win(1, 3).line


def test_ippatsu_within_the_turn():
    assert " double-riichi ippatsu " in _riichi_then(call=False)


def test_ippatsu_broken_by_a_call():
    line = _riichi_then(call=True)
    assert " double-riichi " in line and "ippatsu" not in line
    assert "ippatsu" not in yaku_ids(line)


def _riichi_on_the_first_discard_won_a_turn_later() -> str:
    """Seat 1 declares riichi on its first discard, discards once more, then wins on seat 3's p3."""
    r = new_round(["", "m123456789p12EE", "", "p3"])
    r.draw(1, T("W"))
    r.declare_riichi(1)
    r.discard(1, T("W"))
    r.accept_riichi(1)
    r.draw(1, T("S"))
    r.discard(1, T("S"))
    r.discard(3, T("p3"))
    return r.win(1, 3).line


def test_ippatsu_ends_with_the_winners_next_discard():
    assert "ippatsu" not in _riichi_on_the_first_discard_won_a_turn_later()


def test_double_riichi_on_the_first_go_around_without_a_call():
    assert " double-riichi " in _riichi_on_the_first_discard_won_a_turn_later()


def test_no_double_riichi_after_a_call():
    r = new_round(["N", "m123456789p12EE", "NN", "p3"])
    r.discard(0, T("N"))
    r.pon(2, 0, T("N"), tiles("NN"))
    r.discard(2, T("S"))
    r.draw(1, T("W"))
    r.declare_riichi(1)
    r.discard(1, T("W"))
    r.accept_riichi(1)
    r.discard(3, T("p3"))
    line = r.win(1, 3).line
    assert " riichi " in line and "double" not in line


@pytest.mark.parametrize("winner,word", [(0, "tenhou"), (1, "chiihou")], ids=["dealer", "non-dealer"])
def test_tenhou_and_chiihou_on_the_first_draw(winner, word):
    hands = ["", "", "", ""]
    hands[winner] = "m123456789p12EE"
    r = new_round(hands)
    if winner:
        r.draw(0, None)
        r.discard(0, T("S"))
    r.draw(winner, T("p3"))
    line = r.win(winner, None).line
    assert line.endswith(f"tsumo seat={'ESWN'[winner]} round=E {word} dora=m1")
    assert word in yaku_ids(line)


def test_no_chiihou_after_a_call():
    r = new_round(["N", "m123456789p12EE", "NN", ""])
    r.draw(0, None)
    r.discard(0, T("N"))
    r.pon(2, 0, T("N"), tiles("NN"))
    r.discard(2, T("S"))
    r.draw(1, T("p3"))
    assert "chiihou" not in r.win(1, None).line


def test_red_fives_and_round_wind():
    r = new_round(["", "m406p123s789EEWW"], index=5, dealer=2)   # S2, seat 1 is North
    r.draw(1, T("S"))
    r.discard(1, T("S"))
    r.draw(1, T("W"))
    line = r.win(1, None).line
    assert line == "m406p123s789EEWWW tsumo seat=N round=S dora=m1"
    assert "aka_dora" in {y["id"] for y in score(line)["yaku"]}


def test_ura_indicators_only_with_riichi_and_one_per_dora_indicator():
    r = new_round(["", "m123456789p12EE", "", "p3"])
    r.draw(1, T("W"))
    r.declare_riichi(1)
    r.discard(1, T("W"))
    r.accept_riichi(1)
    r.discard(3, T("p3"))
    assert re.search(r" ura=E$| ura=E ", r.win(1, 3, ura=tiles("ES")).line)
    r2 = new_round(["", "m123456789p12EE", "", "p3"])
    r2.discard(3, T("p3"))
    assert "ura=" not in r2.win(1, 3, ura=tiles("E")).line


@pytest.mark.parametrize("steps,words", [
    (lambda r: r.discard(1, T("C")), "not in seat 1's hand"),
    (lambda r: r.pon(2, 0, T("N"), tiles("NN")), "has not just discarded"),
    (lambda r: r.win(1, None), "without a drawn tile"),
    (lambda r: r.accept_riichi(1), "was not declared"),
], ids=["discard-not-held", "call-of-nothing", "tsumo-without-draw", "riichi-not-declared"])
def test_impossible_events_raise(steps, words):
    r = new_round(["", "m123456789p12EE"])
    with pytest.raises(ReplayError, match=words):
        steps(r)


def test_a_win_of_a_seat_whose_tiles_are_unknown_is_refused():
    r = new_round(["", "", "", "p3"])
    r.discard(3, T("p3"))
    with pytest.raises(ReplayError, match="not in the record"):
        r.win(1, 3)


@pytest.mark.parametrize("fmt", ["tenhou-xml", "tenhou-json", "mjai"])
def test_damaged_records_never_raise(fmt):
    """Sample records with characters cut, inserted or changed (seeded): every reader yields wins
    and problems, never an exception."""
    import random

    from mjscore.logs import mjai, tenhou_json, tenhou_xml
    from mjscore.logs.model import RecordProblem, Win
    from tests.logs_check import DATA, text_of

    reader = {"tenhou-xml": tenhou_xml, "tenhou-json": tenhou_json, "mjai": mjai}[fmt]
    files = sorted(p for p in (DATA / fmt).iterdir() if p.name != "NOTICE.md")
    rng = random.Random(fmt)
    for _ in range(60):
        f = rng.choice(files)
        t = text_of(f)[:60000]
        for _ in range(rng.randint(1, 5)):
            p = rng.randrange(len(t))
            op = rng.randrange(3)
            if op == 0:
                t = t[:p] + t[p + rng.randint(1, 20):]
            elif op == 1:
                t = t[:p] + rng.choice('0123456789",[]{}<>/=amkcpr?') + t[p:]
            else:
                t = t[:p] + str(rng.randint(0, 200)) + t[p + 1:]
        got = list(reader.read(t, f.name))
        assert all(isinstance(g, (Win, RecordProblem)) for g in got)


def test_ippatsu_broken_by_the_winners_own_concealed_kong():
    r = new_round(["", "m111234567p99EE", "", ""])
    r.draw(1, T("W"))
    r.declare_riichi(1)
    r.discard(1, T("W"))
    r.accept_riichi(1)
    r.draw(1, T("m1"))
    r.concealed_kong(1, tiles("m1111"))
    r.draw(1, T("E"))
    line = r.win(1, None).line
    assert line == "m234567p99EE(m1111)E tsumo seat=S round=E double-riichi rinshan dora=m1 sticks=1"
    assert "ippatsu" not in yaku_ids(line) and "rinshan" in yaku_ids(line)
