"""Differential test of `mjscore waits` for MCR: on 6,000 generated 13-tile hands (seeded), the waiting
tiles and each completion's score agree with "add each of the 34 tiles and score the 14-tile hand with
the reference calculator" (pymahjonggb, module ``MahjongGB``, test-only).

The oracle's ERROR_NOT_WIN means "not a wait". A tile the hand already holds four of cannot be drawn:
mjscore does not list it, and the oracle is not asked about it. Both ron and tsumo completions are
compared: the total, and the exact multiset of fans. Run with ``-s`` for the numbers."""

from __future__ import annotations

import collections
import time

import pytest

from mjscore.hand import Hand
from mjscore.rules.mcr import RULE_SET
from mjscore.rules.mcr.text import write_tiles
from mjscore.analysis.waits import find_waits

from tests.handgen import mcr_waiting_corpus
from tests.oracles import _oracle_ids, oracle_name

MahjongGB = pytest.importorskip("MahjongGB")

SEED = 20261129
N_READY = 4_000  # MCR winning hands of tests/handgen.py minus one concealed tile (mostly ready)
N_MIXED = 2_000  # tests/handgen.py's waiting corpus (ready, near-ready and random deals)


_PACK = {"chow": "CHI", "pung": "PENG", "kong": "GANG"}


def _oracle(h: Hand):
    """A function (tile, tsumo) -> {fan id: count} of the reference calculator, or its error string."""
    from MahjongGB import MahjongFanCalculator

    packs = tuple((_PACK[m.kind], oracle_name(m.tile + 1 if m.kind == "chow" else m.tile), 0 if m.concealed else 1)
                  for m in h.melds)
    concealed = tuple(oracle_name(t) for t in h.tiles)
    c = h.conditions
    ids = _oracle_ids()

    def ask(tile: int, tsumo: bool):
        try:
            res = MahjongFanCalculator(
                pack=packs, hand=concealed, winTile=oracle_name(tile), flowerCount=h.flower_count,
                isSelfDrawn=tsumo, is4thTile=False, isAboutKong=False, isWallLast=False,
                seatWind=c.seat - 27, prevalentWind=c.round - 27, verbose=True)
        except TypeError as e:
            return str(e)
        return {ids[zh]: n for _, n, zh, _en in res}, sum(p * n for p, n, _zh, _en in res)

    return ask


def _show(h: Hand) -> str:
    melds = " ".join(("(" if m.concealed else "[") + write_tiles(m.tiles) + (")" if m.concealed else "]")
                     for m in h.melds)
    c = h.conditions
    return f"{write_tiles(h.tiles)} {melds} seat={c.seat - 27} round={c.round - 27} flowers={h.flower_count}"


def _mine(score) -> tuple[dict[str, int], int]:
    return {fc.id: fc.count for fc in score.fans}, score.total


def test_waits_agree_with_the_reference_on_6000_hands():
    generated = mcr_waiting_corpus(SEED, N_READY, N_MIXED)
    assert len(generated) >= 5_000
    start = time.perf_counter()
    ours = [find_waits(h, RULE_SET, {}, "mcr") for h in generated]
    elapsed = time.perf_counter() - start
    mismatches, oracle_errors = [], []
    stats = collections.Counter()
    for h, found in zip(generated, ours):
        ask = _oracle(h)
        held = h.all_counts
        ref_waits = {}
        for t in range(34):
            if held[t] >= 4:
                continue
            got = ask(t, False)
            if got == "ERROR_NOT_WIN":
                continue
            if isinstance(got, str):
                oracle_errors.append(f"{_show(h)} + {oracle_name(t)}: {got}")
                continue
            ref_waits[t] = got
        mine = {w.tile: w for w in found.waits}
        stats["ready" if mine else "not ready"] += 1
        stats["waits"] += len(mine)
        if set(mine) != set(ref_waits):
            mismatches.append(f"{_show(h)}: waits ours {sorted(mine)} reference {sorted(ref_waits)}")
            continue
        for t, w in mine.items():
            ron, tsumo = _mine(w.ron), _mine(w.tsumo)
            ref_tsumo = ask(t, True)
            if ron != ref_waits[t] or tsumo != ref_tsumo:
                mismatches.append(f"{_show(h)} + {write_tiles([t])}: ron ours {ron} reference {ref_waits[t]}; "
                                  f"tsumo ours {tsumo} reference {ref_tsumo}")
            stats["win of 8+"] += w.ron.is_win
        if not mine:
            assert found.shanten is not None and found.shanten >= 1 and found.improving, _show(h)
    print(f"\nMCR waits differential: {len(generated)} hands ({dict(stats)}), {len(mismatches)} mismatches, "
          f"{len(generated) / elapsed:.0f} hands/s")
    assert not oracle_errors, "\n".join(oracle_errors[:10])
    assert not mismatches, f"{len(mismatches)} mismatches:\n" + "\n".join(mismatches[:15])
    # The corpus must exercise both sides well.
    assert stats["ready"] >= 3_000 and stats["not ready"] >= 1_000 and stats["waits"] >= 6_000


def test_a_tile_held_four_times_is_not_a_wait():
    # 1111234m 567p 789s: 111m 234m + 1m waits on a fifth 1m (there is none), 111m 123m + 4m on 4m.
    h = Hand(tiles=(0, 0, 0, 0, 1, 2, 3, 13, 14, 15, 24, 25, 26), win=None)
    assert [w.tile for w in find_waits(h, RULE_SET, {}, "mcr").waits] == [3]


def test_not_ready_lists_improving_tiles():
    h = Hand(tiles=(0, 1, 9, 10, 18, 19, 27, 28, 29, 30, 31, 32, 33), win=None)
    w = find_waits(h, RULE_SET, {}, "mcr")
    assert not w.tenpai and w.shanten is not None and w.shanten >= 1
    d = w.fields()
    assert d["tenpai"] is False and d["waits"] == [] and d["shanten"] == w.shanten
    assert d["improving"] and all(isinstance(t, str) for t in d["improving"])


def test_sorted_by_value():
    # 23m + pair waits 1m/4m; with 4m the hand is All Simples
    h = Hand(tiles=(1, 2, 10, 11, 12, 14, 15, 16, 21, 22, 23, 24, 24), win=None)
    w = find_waits(h, RULE_SET, {}, "mcr")
    assert [x.tile for x in w.waits] == [0, 3]
    totals = [x.ron.total for x in w.by_value()]
    assert totals == sorted(totals, reverse=True)



# -- through the API and the text report ---------------------------------------------------------------

def test_api_waits_fields_and_text_table_sorted_by_value():
    from mjscore import api
    from mjscore.cli import report

    r = api.waits("m1112345678999")
    d = r.to_dict()
    assert d["tenpai"] is True and d["shanten"] == 0 and "improving" not in d
    assert [w["tile"] for w in d["waits"]] == [f"{n}m" for n in range(1, 10)]  # JSON: tile order
    assert d["waits"][0]["ron"]["total"] == 106 and d["waits"][0]["tsumo"]["total"] == 107
    text = report.waits_text(r).splitlines()
    assert text[1] == "  waiting on 1m 2m 3m 4m 5m 6m 7m 8m 9m"
    assert text[2].split() == ["tile", "left", "ron", "tsumo", "fans", "(ron)"]
    rows = [line.split()[:2] for line in text[3:]]
    # 106, 106, 92, 92, 91, 89...; the hand holds three 1m and three 9m: one of each is left
    assert rows == [["1m", "1"], ["9m", "1"], ["2m", "3"], ["8m", "3"], ["5m", "3"], ["3m", "3"], ["4m", "3"],
                    ["6m", "3"], ["7m", "3"]]
    assert [w["left"] for w in d["waits"]] == [1, 3, 3, 3, 3, 3, 3, 3, 1]
    assert text[3].split()[2:4] == ["106", "107"] and "Nine Gates" in text[3]  # the points alone (issue 24)


def test_api_waits_false_wins_sort_after_wins():
    from mjscore import api
    from mjscore.cli import report

    # 12345m 456p 55s [EEE]: 6m and 3m are both false wins (under 8 points); 6m is worth more.
    r = api.waits("m12345p456s55[EEE]")
    text = report.waits_text(r).splitlines()
    assert [line.split()[0] for line in text[3:]] == ["6m", "3m"]
    assert "false win: 6 points, 8 needed" in text[3]


def test_api_not_ready_shows_shanten_and_improving_tiles():
    from mjscore import api
    from mjscore.cli import report

    r = api.waits("m159p159s159EWSP")
    d = r.to_dict()
    assert d["tenpai"] is False and d["waits"] == [] and d["shanten"] == 3
    assert d["improving"] == ["1m", "9m", "1p", "9p", "1s", "9s", "E", "S", "W", "N", "P", "F", "C"]
    assert report.waits_text(r).splitlines()[1] == (
        "  not ready (shanten 3); tiles that bring it closer: 1m 9m 1p 9p 1s 9s E S W N P F C")
