"""Differential test of the riichi rule set (`--rules riichi`) against the `mahjong` library (2.1.0,
test-only) on 20,000 seeded random complete hands per run.

The hands (tests/_riichi_hands.py) are closed and open; chows, pungs, concealed and exposed kongs;
seven pairs, thirteen orphans, nine gates; riichi, double riichi, ippatsu, haitei, houtei, rinshan,
chankan, tenhou, chiihou; every seat and round wind; dora, ura and red fives; here each also gets
honba and riichi deposits, and a room (kuitan, aka, double yakuman, kazoe, kiriage) mapped to the
library's OptionalRules. For every hand the two must agree on whether it has a yaku, and then on
the han, the fu (not for a yakuman: null here), the multiset of yaku with their han (dora
included), the limit, each payment, the deposits and the total. The number of hands on which each
yaku counted is printed in the run summary.

A tenhou hand has no last tile: mjscore reads it at its best (RIICHI.md, "Conditions"), while the
library reads the tile it is given; so the library is asked at every tile of a tenhou hand and its
best answer counts. When several of its readings are worth the same (han, fu, limit, payments, total),
ours must be one of them, under whichever yaku's name (suuankou or suuankou_tanki are both one
yakuman under --no-double-yakuman).
"""

from __future__ import annotations

import collections
import random
import time


from mjscore.errors import InvalidHandError
from mjscore.hand import CHOW, KONG, PUNG, Conditions, Hand, Meld
from mjscore.rules.riichi import RULE_SET
from mjscore.rules.riichi.table import TABLE
from tests._riichi_hands import LIBRARY_IDS, random_hand, to_library
from tests.conftest import SUMMARY
from tests.needs import needed

mahjong = needed("mahjong")
from mahjong.hand_calculating.hand import HandCalculator  # noqa: E402
from mahjong.hand_calculating.hand_config import HandConfig, OptionalRules  # noqa: E402
from tests.values import copy_with

N_HANDS = 20_000
SEED = 20261201
MIN_HITS = 30
RARE_SHARE = 0.1  # of the hands come from rare_hand  # every yaku and yakuman of the table must count on at least this many hands
DORA_IDS = ("dora", "aka_dora", "ura_dora")

# The library's yaku_level -> our limit (its kazoe yakuman reads "yakuman"; see _limit).
LEVELS = {"": None, "mangan": "mangan", "kiriage mangan": "mangan", "haneman": "haneman", "baiman": "baiman",
          "sanbaiman": "sanbaiman", "kazoe sanbaiman": "sanbaiman"}


def random_room(rng: random.Random) -> dict:
    """A room: mostly the defaults, each option switched now and then."""
    return {
        "kuitan": rng.random() < 0.75,
        "aka": rng.random() < 0.8,
        "double_yakuman": rng.random() < 0.75,
        "kazoe": "sanbaiman" if rng.random() < 0.3 else "yakuman",
        "kiriage": rng.random() < 0.3,
    }


def library_rules(room: dict) -> OptionalRules:
    return OptionalRules(has_open_tanyao=room["kuitan"], has_aka_dora=room["aka"],
                         has_double_yakuman=room["double_yakuman"],
                         kazoe_limit=HandConfig.KAZOE_SANBAIMAN if room["kazoe"] == "sanbaiman" else HandConfig.KAZOE_LIMITED,
                         kiriage=room["kiriage"], limit_to_sextuple_yakuman=False)


# Sets for the rare hands the general generator seldom makes: kongs (sankantsu, suukantsu), only
# terminals (chinroutou), winds (shousuushii, daisuushii), dragons (shousangen, daisangen).
RARE_POOLS = {
    "kongs": tuple(range(34)),
    "terminals": (0, 8, 9, 17, 18, 26),
    "winds": (27, 28, 29, 30, 31, 0),
    "dragons": (31, 32, 33, 31, 32, 33, 4, 13, 22, 27),
}


def rare_hand(rng: random.Random) -> Hand | None:
    """Four pungs or kongs (a chow now and then) and a pair from one of RARE_POOLS; None: try again."""
    style = rng.choice(tuple(RARE_POOLS))
    pool = RARE_POOLS[style]
    counts = [0] * 34
    groups = []
    for t in rng.sample(sorted(set(pool)), min(5, len(set(pool)))):
        groups.append(t)
    if len(groups) < 5:
        return None
    pair, sets = groups[0], groups[1:]
    concealed = [pair, pair]
    counts[pair] += 2
    melds = []
    for t in sets:
        if style != "terminals" and t < 27 and t % 9 < 7 and rng.random() < 0.2:  # a chow
            for x in (t, t + 1, t + 2):
                counts[x] += 1
            if rng.random() < 0.4:
                melds.append(Meld(kind=CHOW, tile=t))
            else:
                concealed += [t, t + 1, t + 2]
            continue
        kong = rng.random() < (0.85 if style == "kongs" else 0.25)
        counts[t] += 4 if kong else 3
        if kong:
            melds.append(Meld(kind=KONG, tile=t, concealed=rng.random() < 0.5))
        elif rng.random() < 0.3:
            melds.append(Meld(kind=PUNG, tile=t))
        else:
            concealed += [t] * 3
    if max(counts) > 4 or 4 in (counts[4], counts[13], counts[22]):  # (four fives hold the red one:
        return None  # random_hand makes those)
    concealed.sort()
    win = rng.choice(concealed)
    tsumo = rng.random() < 0.5
    cond = dict(tsumo=tsumo, seat=rng.randrange(27, 31), round=rng.randrange(27, 31),
                dora=tuple(rng.randrange(34) for _ in range(rng.randrange(4))))
    if all(m.concealed for m in melds) and rng.random() < 0.3:
        cond.update(riichi=True, ura=tuple(rng.randrange(34) for _ in range(rng.randrange(3))))
    if tsumo and any(m.kind == KONG for m in melds) and rng.random() < 0.2:
        cond["rinshan"] = True
    return Hand(tiles=tuple(concealed), win=win, melds=tuple(melds), conditions=Conditions(**cond))


def riichi_hand(rng: random.Random):
    """A generated hand a riichi table accepts, with honba and deposits on the table."""
    while True:
        h = rare_hand(rng) if rng.random() < RARE_SHARE else random_hand(rng)
        if h is None:
            continue
        c = h.conditions
        if c.ippatsu and c.rinshan:  # a kong after riichi ends ippatsu: riichi refuses the line
            c = copy_with(c, ippatsu=False)
        if c.tenhou or c.chiihou:  # riichi is declared with a discard: never before a first-turn win
            c = copy_with(c, riichi=False, double_riichi=False, ippatsu=False, ura=())
        honba = rng.choice((0, 0, 0, 1, 2, 5))
        sticks = rng.choice((0, 0, 0, 1, 3))
        return copy_with(h, conditions=copy_with(c, honba=honba, sticks=sticks))


def library_view(hand, room: dict):
    """What the library says, in the shape of ours; ("no yaku",) when it finds none."""
    tiles, win, melds, dora, ura, config = to_library(hand)
    c = hand.conditions
    res = HandCalculator.estimate_hand_value(
        tiles, win, melds=melds, dora_indicators=dora, ura_dora_indicators=ura,
        config=HandConfig(options=library_rules(room), tsumi_number=c.honba, kyoutaku_number=c.sticks, **config))
    if res.error == HandCalculator.ERR_NO_YAKU:
        return ("no yaku",), ()
    assert res.error is None, (res.error, hand)
    opened = any(not m.concealed for m in hand.melds)
    yaku = []
    for y in res.yaku:
        han = y.han_open if opened and y.han_open else y.han_closed
        yaku.append((LIBRARY_IDS[y.yaku_id], han))
    yakuman = any(y.is_yakuman for y in res.yaku)
    cost = res.cost
    level = cost["yaku_level"]
    if yakuman:
        limit = level
    elif level == "yakuman":
        limit = "kazoe yakuman"
    else:
        limit = LEVELS[level]
    if limit is None and not yakuman and res.fu * 2 ** (2 + res.han) > 2000:
        # With kiriage on, the library pays a capped hand under 5 han as mangan but leaves its
        # label empty (it names the mangan only without kiriage): the points are the mangan's.
        limit = "mangan"
    main = cost["main"] + cost["main_bonus"]
    extra = cost["additional"] + cost["additional_bonus"]
    if not c.tsumo:
        pay = {"discarder": main}
    elif c.seat == 27:
        pay = {"each": main}
    else:
        pay = {"dealer": main, "others": extra}
    view = (res.han, None if yakuman else res.fu, tuple(sorted(yaku)), limit, pay, cost["kyoutaku_bonus"],
            cost["total"])
    return view, [i for i, _ in yaku]


def value(view) -> tuple:
    """What a reading is worth: the total (its honba and deposits are the same for every reading of
    a hand), then han, then fu; the yaku are not part of it."""
    if view == ("no yaku",):
        return (-1,)
    han, fu, _, limit, pay, sticks, total = view
    return (total, han, fu or 0, limit, tuple(sorted(pay.items())), sticks)


def library_readings(hand, room: dict):
    """The library's answers for ``hand``: one, at the written winning tile; for a tenhou hand (no tile
    of the dealt hand is the last one: RIICHI.md, "Conditions") one per tile of the hand as the winning
    one, as the library reads only the tile it is given."""
    if not hand.conditions.tenhou:
        return [library_view(hand, room)]
    return [library_view(copy_with(hand, win=t), room) for t in sorted(set(hand.tiles))]


def library_best(hand, room: dict):
    """The library's best reading of ``hand`` (the one worth the most: :func:`value`) and every reading
    of that same value (ties: the library and mjscore may name them differently, e.g. suuankou and
    suuankou_tanki are both one yakuman under --no-double-yakuman)."""
    readings = library_readings(hand, room)
    top = max(value(v) for v, _ in readings)
    ties = [(v, ids) for v, ids in readings if value(v) == top]
    return ties[0], [v for v, _ in ties]


def our_view(hand, room: dict):
    d = RULE_SET.score(hand, room).to_dict()
    if not d["is_win"]:  # a complete hand with no yaku: judged, nothing paid
        assert (d["han"], d["yaku"], d["payments"], d["sticks"], d["total"]) == (0, [], None, 0, 0), d
        return ("no yaku",)
    yaku = tuple(sorted((y["id"], y["han"] * y["count"]) for y in d["yaku"]))
    return (d["han"], d["fu"], yaku, d["limit"], d["payments"], d["sticks"], d["total"])


def _show(hand, room) -> str:
    from mjscore.notation import format_hand

    off = [f"{k}={v}" for k, v in room.items() if v != {"kazoe": "yakuman", "kiriage": False}.get(k, True)]
    return f"{format_hand(hand)}  [{' '.join(off) or 'default room'}]"


def test_riichi_rules_agree_with_mahjong_library_on_20000_hands():
    rng = random.Random(SEED)
    coverage: collections.Counter = collections.Counter()
    situations: collections.Counter = collections.Counter()
    limits: collections.Counter = collections.Counter()
    mismatches, refused = [], []
    no_yaku = tenhou = ties_named = 0
    ours_time = 0.0
    for _ in range(N_HANDS):
        hand = riichi_hand(rng)
        room = random_room(rng)
        start = time.perf_counter()
        try:
            mine = our_view(hand, room)
        except InvalidHandError as e:
            refused.append(f"{_show(hand, room)}: {e.message}")
            continue
        ours_time += time.perf_counter() - start
        (lib, ids), ties = library_best(hand, room)
        coverage.update(set(ids))
        c = hand.conditions
        tenhou += c.tenhou
        situations.update(k for k in ("tsumo", "riichi", "double_riichi", "ippatsu", "last_draw", "rinshan",
                                      "chankan", "tenhou", "chiihou", "honba", "sticks", "ura") if getattr(c, k))
        situations.update({"open": not hand.is_closed, "red": bool(hand.red_count), "dealer": c.seat == 27,
                           "no_kuitan": not room["kuitan"], "no_aka": not room["aka"],
                           "no_double_yakuman": not room["double_yakuman"], "kazoe_sanbaiman": room["kazoe"] == "sanbaiman",
                           "kiriage": room["kiriage"]})
        no_yaku += lib == ("no yaku",)
        if lib != ("no yaku",):
            limits[lib[3]] += 1
            limits["mangan with kiriage"] += room["kiriage"] and (lib[0], lib[1]) in ((4, 30), (3, 60))
        if mine != lib and mine in ties:  # (a reading of the same value under another yaku's name)
            ties_named += 1
        elif mine != lib:
            mismatches.append(f"{_show(hand, room)}\n    ours    {mine}\n    library {lib}")
    yaku_ids = [i for i in TABLE.ids] + list(DORA_IDS)
    report = " ".join(f"{i}={coverage[i]}" for i in yaku_ids)
    least = min(coverage[i] for i in yaku_ids)
    compared = N_HANDS - len(refused)
    SUMMARY.append(f"riichi rules vs mahjong {mahjong.__version__ if hasattr(mahjong, '__version__') else '2.1'}: "
                   f"{compared} hands ({no_yaku} without a yaku; {tenhou} tenhou hands, each asked at every winning "
                   f"tile, {ties_named} read under another yaku of the same value), {len(mismatches)} mismatches, "
                   f"{compared / ours_time:.0f} hands/s scored; fewest hands per yaku: {least}")
    SUMMARY.append(f"  hands per yaku: {report}")
    SUMMARY.append("  hands per limit: " + " ".join(f"{k}={v}" for k, v in sorted(limits.items(), key=str)))
    SUMMARY.append("  hands per situation / room: " + " ".join(f"{k}={v}" for k, v in sorted(situations.items())))
    assert not refused, f"{len(refused)} generated hands refused:\n" + "\n".join(refused[:10])
    assert not mismatches, f"{len(mismatches)} of {compared} differ:\n" + "\n".join(mismatches[:10])
    thin = {i: coverage[i] for i in yaku_ids if coverage[i] < MIN_HITS}
    assert not thin, f"yaku counted on fewer than {MIN_HITS} hands: {thin}\n{report}"
    assert no_yaku > 100 and compared - no_yaku > N_HANDS * 0.7
