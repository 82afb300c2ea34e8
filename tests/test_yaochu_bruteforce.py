"""Yaochu: a generated corpus checked against an independent brute-force scorer.

The scorer below is written straight from docs/yaochu.md's table. It uses nothing of the product but the
Hand / Meld / Conditions data types: it finds the winning shape itself (every pair, the rest must be
pungs; seven different pairs; thirteen orphans), reads the winning tile every way it can, applies the
table and the ladders with plain code, and keeps the best reading.
"""

from __future__ import annotations

from collections import Counter

from mjscore.errors import MjscoreError
from mjscore.hand import KONG, PUNG, Hand
from mjscore.rules import get

from tests.handgen import yaochu_corpus

corpus = yaochu_corpus  # the old name, still imported by tests/test_explain_yaochu.py

RULES = get("yaochu")

# Tile numbering of the Hand model: 0-26 suits (rank-1 + 9*suit), 27-30 E S W N, 31-33 P F C.
TERMS = [0, 8, 9, 17, 18, 26]
WINDS_ = [27, 28, 29, 30]
DRAGONS_ = [31, 32, 33]
HONORS_ = WINDS_ + DRAGONS_
YAOCHU = TERMS + HONORS_
E_SEAT = 27


def next_dora(t: int) -> int:
    if t >= 31:
        return {31: 32, 32: 33, 33: 31}[t]
    if t >= 27:
        return {27: 28, 28: 29, 29: 30, 30: 27}[t]
    return t + 8 if t % 9 == 0 else t - 8  # 1 <-> 9


def suit_of(t: int) -> int:
    return 3 if t >= 27 else t // 9


# ---------------------------------------------------------------- the independent scorer

def oracle_invalid(hand: Hand, calls: str) -> bool:
    c = hand.conditions
    every = list(hand.tiles) + [t for m in hand.melds for t in m.tiles]
    if any(t not in YAOCHU for t in every + list(c.dora)):
        return True
    if any(m.kind not in (PUNG, KONG) for m in hand.melds):
        return True
    if any(n > 4 for n in Counter(every).values()):
        return True
    for m in hand.melds:
        if not m.concealed and m.kind == PUNG and calls != "all":
            return True
        if not m.concealed and m.kind == KONG and calls == "none":
            return True
    if c.tenhou and (not c.tsumo or c.seat != E_SEAT or hand.melds or c.chiihou):
        return True
    if c.chiihou and (not c.tsumo or c.seat == E_SEAT or hand.melds):
        return True
    if c.rinshan and (not c.tsumo or not any(m.kind == KONG for m in hand.melds) or c.last_draw):
        return True
    if c.chankan and c.tsumo:
        return True
    return False


def any_hand_items(hand: Hand) -> dict[str, tuple[int, int]]:
    c = hand.conditions
    every = list(hand.tiles) + [t for m in hand.melds for t in m.tiles]
    dora = sum(every.count(next_dora(i)) for i in c.dora)
    out = {}
    if dora // 3:
        out["dora"] = (1, dora // 3)
    if c.tenhou:
        out["tenhou"] = (4, 1)
    if c.chiihou:
        out["chiihou"] = (4, 1)
    return out


def all_pungs_items(hand, sets, pair, wait) -> dict[str, tuple[int, int]]:
    """sets: list of (tile, is_kong, concealed) after the ron rule; wait 'pair' or 'pung'."""
    c = hand.conditions
    kinds = {t for t, _, _ in sets} | {pair}
    out = {"toitoi_honroutou": (3, 1)}
    if c.rinshan:
        out["rinshan_kaihou"] = (1, 1)
    concealed = sum(1 for _, _, conc in sets if conc)
    if concealed == 4 and wait == "pair":
        out["suuankou_tanki"] = (7, 1)
    elif concealed == 4 and wait == "pung":
        out["suuankou"] = (4, 1)
    elif concealed >= 3:
        out["sanankou"] = (2, 1)
    kongs = sum(1 for _, k, _ in sets if k)
    if kongs == 4:
        out["suukantsu"] = (5, 1)
    elif kongs == 3:
        out["sankantsu"] = (2, 1)
    dragon_sets = sum(1 for t, _, _ in sets if t in DRAGONS_)
    if dragon_sets == 3:
        out["daisangen"] = (2, 1)
    elif dragon_sets == 2 and pair in DRAGONS_:
        out["shousangen"] = (1, 1)
    wind_sets = sum(1 for t, _, _ in sets if t in WINDS_)
    if wind_sets == 4:
        out["daisuushii"] = (5, 1)
    elif wind_sets == 3 and pair in WINDS_:
        out["shousuushii"] = (3, 1)
    suits = {suit_of(t) for t in kinds}
    if suits == {3}:
        out["tsuuiisou"] = (3, 1)
    elif 3 in suits and len(suits) == 2:
        out["honitsu"] = (2, 1)
    if 3 not in suits:
        out["chinroutou"] = (4, 1)
    return out


def oracle(hand: Hand, calls: str):
    """('invalid'|'not-a-win', None, None) or ('ok', family, [possible item dicts of the best total])."""
    if oracle_invalid(hand, calls):
        return ("invalid", None, None)
    cnt = Counter(hand.tiles)
    c = hand.conditions
    # tenhou: the dealt hand has no last tile, so any of its tiles may be read as the winning one
    wins = set(cnt) if c.tenhou else {hand.win}
    results = []  # (family, items)
    # four pungs/kongs + a pair: try every pair
    for p, win in [(t, w) for t in cnt if cnt[t] >= 2 for w in wins]:
        rest = cnt.copy()
        rest[p] -= 2
        if all(v in (0, 3) for v in rest.values()):
            hand_pungs = [t for t, v in rest.items() if v == 3]
            if len(hand_pungs) + len(hand.melds) != 4:
                continue
            waits = (["pair"] if win == p else []) + (["pung"] if win in hand_pungs else [])
            for wait in waits:
                sets = [(m.tile, m.kind == KONG, m.concealed) for m in hand.melds]
                for t in hand_pungs:
                    ron_completed = wait == "pung" and t == win and not c.tsumo
                    sets.append((t, False, not ron_completed))
                results.append(("all_pungs", all_pungs_items(hand, sets, p, wait)))
    if not hand.melds and len(cnt) == 7 and all(v == 2 for v in cnt.values()):
        kinds = set(cnt)
        items = {"chiitoitsu_honroutou": (3, 1)}
        suits = {suit_of(t) for t in kinds}
        if suits == {3}:
            items["tsuuiisou"] = (4, 1)
        elif 3 in suits and len(suits) == 2:
            items["honitsu"] = (2, 1)
        results.append(("seven_pairs", items))
    if not hand.melds and set(cnt) == set(YAOCHU) and sum(cnt.values()) == 14:
        items = {"kokushi": (3, 1)}
        if c.chankan:
            items["chankan"] = (2, 1)
        results.append(("thirteen_orphans", items))
    if not results:
        return ("not-a-win", None, None)
    extra = any_hand_items(hand)
    scored = [(fam, {**items, **extra}) for fam, items in results]

    def total(items):
        return sum(p * n for p, n in items.values())

    best = max(total(i) for _, i in scored)
    return ("ok", {f for f, i in scored if total(i) == best}, [i for _, i in scored if total(i) == best])


def product(hand: Hand, calls: str):
    options = {"calls": calls}
    try:
        RULES.check(hand, options)
        s = RULES.score(hand, options)
    except MjscoreError as e:
        assert e.message and "\n" not in e.message
        return (e.kind, None, None)
    items = {r.id: (r.points, r.count) for r in s.items}
    assert s.total == sum(p * n for p, n in items.values())
    assert len(items) == len(s.items)  # no id twice
    return ("ok", s.family, items)



N = 8000


def test_bruteforce_agrees():
    coverage = Counter()
    outcomes = Counter()
    dora_counts = Counter()
    for k, (hand, calls) in enumerate(yaochu_corpus(N)):
        want = oracle(hand, calls)
        got = product(hand, calls)
        outcomes[want[0]] += 1
        assert got[0] == want[0], (k, hand, calls, want, got)
        if want[0] != "ok":
            continue
        assert got[1] in want[1], (k, hand, got, want)
        assert got[2] in want[2], (k, hand, calls, got, want)
        for item in got[2]:
            coverage[(got[1] if item in ("honitsu", "tsuuiisou") else "", item)] += 1
        every = list(hand.tiles) + [t for m in hand.melds for t in m.tiles]
        dora_counts[sum(every.count(next_dora(i)) for i in hand.conditions.dora)] += 1
        coverage[("", "melds:" + ",".join(sorted({("c" if m.concealed else "") + m.kind for m in hand.melds})))] += 1
    print("\noutcomes", dict(outcomes))
    print("coverage", dict(sorted(coverage.items())))
    print("dora tiles", dict(sorted(dora_counts.items())))
    expected_items = [
        ("", "toitoi_honroutou"), ("", "rinshan_kaihou"), ("", "shousangen"), ("", "sanankou"),
        ("", "sankantsu"), ("", "daisangen"), ("all_pungs", "honitsu"), ("", "shousuushii"),
        ("all_pungs", "tsuuiisou"), ("", "chinroutou"), ("", "suuankou"), ("", "suukantsu"),
        ("", "daisuushii"), ("", "suuankou_tanki"), ("", "chiitoitsu_honroutou"), ("seven_pairs", "honitsu"),
        ("seven_pairs", "tsuuiisou"), ("", "kokushi"), ("", "chankan"), ("", "dora"), ("", "tenhou"),
        ("", "chiihou"),
    ]
    for key in expected_items:
        assert coverage[key] >= 20, (key, coverage[key])
    for kind in ("ok", "invalid", "not-a-win"):
        assert outcomes[kind] >= 100, outcomes
    for n in range(13):
        assert dora_counts[n] >= 1, (n, dora_counts)
    for melds in ("pung", "kong", "ckong"):
        assert sum(v for (_, k), v in coverage.items() if k.startswith("melds:") and melds in k.split(":")[1].split(",")) >= 100
