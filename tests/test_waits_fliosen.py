"""Fliosen waits through the API against the `mahjong` library (test-only): for generated 13-tile riichi
lines, `mjscore.api.waits(line, rules="fliosen")` lists exactly the tiles that complete the hand (the
library's agari check, "add each of the 34 tiles"), and each completion's han by ron and by tsumo is the library's han
(Liviat hands: 24 han per 13-han yakuman; no yaku: the SV foul), the library configured as
tests/test_riichi_oracle.py configures it.

The hands (tests/handgen.py, fliosen_thirteen): winning riichi-table hands less one concealed tile (closed and open, with
chows, pungs, claimed and concealed kongs, seven pairs, thirteen orphans, nine gates), some with a tile
swapped (not ready, or other waits); riichi, double riichi, ippatsu, ura on closed hands; dora, red
fives, every seat and round; last-draw. A riichi hand that is not ready is the false_jeonhwa foul. A tile
the hand already holds four times cannot be drawn and is not a wait.
"""

from __future__ import annotations

import random
import subprocess
import sys
from collections import Counter
from pathlib import Path


from mjscore import api
from mjscore.errors import MjscoreError
from mjscore.hand import Hand, Meld
from mjscore.tiles import FIVES
from tests.handgen import fliosen_thirteen

ROOT = Path(__file__).resolve().parent.parent
from tests.oracles import LIBRARY_IDS, to_library
from tests.needs import needed

mahjong = needed("mahjong")
from mahjong.agari import Agari  # noqa: E402
from mahjong.hand_calculating.hand import HandCalculator  # noqa: E402
from mahjong.hand_calculating.hand_config import HandConfig, OptionalRules  # noqa: E402
from mahjong.shanten import Shanten  # noqa: E402
from tests.values import copy_with

OPTIONS = OptionalRules(has_open_tanyao=True, has_aka_dora=True, has_double_yakuman=True,
                        limit_to_sextuple_yakuman=False)
N = 5000
SEED = 20261131
LETTERS = "ESWNPFC"
LIVIAT = {"kokushi", "kokushi_13", "suuankou", "suuankou_tanki", "daisangen", "shousuushii", "daisuushii",
          "tsuuiisou", "chinroutou", "ryuuiisou", "chuuren", "chuuren_9", "suukantsu", "tenhou", "chiihou"}
AGARI = Agari()


# ---------------------------------------------------------------- writing a Hand as a line (no product code)

def tile_text(tiles, red=()) -> str:
    """Prefix form, ``m2340p55E``; ``red`` fives written 0."""
    out = []
    reds = Counter(red)
    for s, letter in enumerate("mps"):
        digits = []
        for t in sorted(t for t in tiles if t < 27 and t // 9 == s):
            if reds[t]:
                reds[t] -= 1
                digits.append("0")
            else:
                digits.append(str(t % 9 + 1))
        if digits:
            out.append(letter + "".join(digits))
    out.append("".join(LETTERS[t - 27] for t in sorted(tiles) if t >= 27))
    return "".join(out)


def meld_text(m: Meld) -> str:
    five = [t for t in m.tiles if t in FIVES][:1] * m.red
    body = tile_text(m.tiles, five)
    return f"({body})" if m.concealed else f"[{body}]"


def line_of(hand: Hand) -> str:
    c = hand.conditions
    words = [tile_text(hand.tiles, hand.red) + "".join(meld_text(m) for m in hand.melds),
             f"seat={LETTERS[c.seat - 27]}", f"round={LETTERS[c.round - 27]}"]
    for key, tiles in (("dora", c.dora), ("ura", c.ura)):
        if tiles:
            words.append(f"{key}=" + "".join(tile_text([t]) for t in tiles))
    if c.double_riichi:
        words.append("double-riichi")
    elif c.riichi:
        words.append("riichi")
    for flag, word in (("ippatsu", "ippatsu"), ("last_draw", "last-draw")):
        if getattr(c, flag):
            words.append(word)
    return " ".join(words)


# ---------------------------------------------------------------- the library's answer

def complete(hand: Hand, t: int, tsumo: bool = False) -> Hand:
    return copy_with(hand, tiles=tuple(sorted(hand.tiles + (t,))), win=t, win_red=False,
                               conditions=copy_with(hand.conditions, tsumo=tsumo))


def library_han(hand: Hand):
    """The library's han of a completed hand in Fliosen's terms: han (Liviat: 24 per 13), or "SV"."""
    tiles, win, melds, dora, ura, config = to_library(hand)
    res = HandCalculator.estimate_hand_value(tiles, win, melds=melds, dora_indicators=dora,
                                             ura_dora_indicators=ura, config=HandConfig(options=OPTIONS, **config))
    if res.error == HandCalculator.ERR_NO_YAKU:
        return "skadin_de_vanzie"
    assert res.error is None, (res.error, hand)
    ids = {LIBRARY_IDS[y.yaku_id] for y in res.yaku}
    return res.han // 13 * 24 if ids & LIVIAT else res.han


def expected_waits(hand: Hand) -> dict[int, object]:
    held = Counter(hand.tiles + tuple(t for m in hand.melds for t in m.tiles))
    c34 = [0] * 34
    for t in hand.tiles + tuple(x for m in hand.melds for x in m.tiles[:3]):  # a kong as 3 tiles for agari
        c34[t] += 1
    open_sets = [list(m.tiles[:3]) for m in hand.melds]
    out = {}
    for t in range(34):
        if held[t] >= 4:
            continue  # cannot be drawn
        c34[t] += 1
        wins = AGARI.is_agari(c34, open_sets)
        c34[t] -= 1
        if wins:
            out[t] = (library_han(complete(hand, t)), library_han(complete(hand, t, True)))
    return out


def product_waits(line: str) -> tuple[dict[int, object], dict]:
    r = api.waits(line, rules="fliosen")
    d = r.to_dict()

    def han(outcome):
        if isinstance(outcome, MjscoreError):
            return outcome
        return outcome.foul.id if outcome.foul is not None else outcome.han

    return {w.tile: (han(w.ron), han(w.tsumo)) for w in r.detail.waits}, d


def test_waits_agree_with_the_mahjong_library():
    rng = random.Random(SEED)
    stats = Counter()
    hans = Counter()
    for k in range(N):
        hand = fliosen_thirteen(rng)
        line = line_of(hand)
        want = expected_waits(hand)
        got, d = product_waits(line)
        assert got == want, (k, line, want, got)
        assert d["tenpai"] == bool(want)
        riichi = hand.conditions.riichi or hand.conditions.double_riichi
        if want:
            stats["ready"] += 1
            stats["waits"] += len(want)
            stats["multi-sided"] += len(want) > 1
            stats["SV"] += sum(v[0] == "skadin_de_vanzie" for v in want.values())
            stats["SV by ron only"] += sum(v[0] == "skadin_de_vanzie" != v[1] for v in want.values())
            hans.update(v[0] for v in want.values() if isinstance(v[0], int))
            stats["ready riichi"] += riichi
        else:
            stats["not ready"] += 1
            foul = d.get("foul")
            assert (foul or {}).get("id") == ("false_jeonhwa" if riichi else None), (line, d)
            stats["false_jeonhwa"] += riichi
            assert d["shanten"] >= 1
            held = Counter(hand.tiles)
            if not hand.melds and max(held.values()) < 4:  # the library knows no melds nor the 4-copy limit
                c34 = [held[t] for t in range(34)]
                assert d["shanten"] == Shanten().calculate_shanten(c34), (line, d)
                stats["shanten vs library"] += 1
        stats["with melds"] += bool(hand.melds)
        stats["open"] += any(not m.concealed for m in hand.melds)
        held = Counter(hand.tiles + tuple(t for m in hand.melds for t in m.tiles))
        stats["a kind held four times"] += 4 in held.values()
    print("\n", dict(stats), "\nhan", dict(sorted(hans.items())))
    assert stats["ready"] >= 3000 and stats["not ready"] >= 500, stats
    assert stats["with melds"] >= 1000 and stats["open"] >= 500 and stats["multi-sided"] >= 500, stats
    assert stats["ready riichi"] >= 500 and stats["false_jeonhwa"] >= 100 and stats["SV"] >= 200, stats
    assert stats["shanten vs library"] >= 200, stats
    assert max(hans) >= 48 and len(hans) >= 15, hans


def test_a_tile_held_four_times_is_not_a_wait():
    # 1111m 234p 567p 789s: the shape waits on a pair of 1m, but all four 1m are in the hand.
    got, d = product_waits("m1111p234567s789")
    assert got == {} and d["tenpai"] is False and "foul" not in d, d
    # With 前和 declared, a hand whose only wait is held four times is not ready: false_jeonhwa.
    got, d = product_waits("m1111p234567s789 riichi")
    assert got == {} and d["foul"]["id"] == "false_jeonhwa", d
    # Three 1m and a lone E: the pair must be East (a fourth 1m completes nothing).
    got, _ = product_waits("m111p234567s789E riichi")
    assert got == {27: (1, 2)}  # jeonhwa alone: a pair of E (seat and round wind) is no yakuhai


def test_waits_text_says_a_foul_once_per_row_in_short():
    """A wait that would be a foul (here no yaku: 無役和) is said once per row, briefly; the full
    foul is in the score of that line (issue: rows of ~250 characters)."""
    p = subprocess.run([sys.executable, "-m", "mjscore", "waits", "-r", "fliosen", "-f", "text", "--color", "never",
                        "m123p456s78[p999]CC"], capture_output=True, text=True, cwd=ROOT)
    rows = [line for line in p.stdout.splitlines() if line.lstrip().startswith(("6s", "9s"))]
    assert len(rows) == 2, p.stdout
    for row in rows:
        assert row.count("Skadin dé Vanzie") == 1
        assert "foul Skadin dé Vanzie: 2 han, 2 000 to each" in row and "the same foul" in row
        assert len(row) < 100
