"""Differential test of three-player riichi (`--rules riichi --players 3`, docs/riichi.md "Three
players") against both references (test-only): the `mahjong` library 2.1
(``OptionalRules(is_three_player=True)``, ``HandConfig(num_nuki_dora=N)``) and RiichiEnv
(``HandEvaluator3P``, ``Conditions(is_sanma=True, kita_count=N)``), on 20,000 seeded three-player hands
(tests/sanma_gen.py: kita 0-4, tsumo and ron, dealer and not, honba and deposits, yakuman, seven
pairs, kongs, dora across the 1m/9m wrap and North dora with kita, red 0p/0s).

Each hand is checked as a line is (mjscore.validate and the riichi rule set's check under
``players=3``: no generated hand may be refused), then scored. With the library (in a random room,
its options mapped to OptionalRules) the two must agree on whether the hand has a yaku, and then on
the han, the fu (null for a yakuman), the multiset of yaku with their han (the library counts the
Norths set aside inside its dora, so our ``kita`` entry is added to ``dora`` for it), the limit, each
payment, the deposits and the total. With RiichiEnv (whose rules are fixed: the default room) they
must agree on whether the hand has a yaku, the han, the fu, the set of yaku ids (its 抜きドラ is our
``kita``) and each payment, honba included.

A tenhou hand has no last tile: it is read at its best (any tile as the last one: a tenhou kokushi is
13-sided), as RIICHI.md says ("Conditions"). The library reads the tile it is given, so it is asked
at every tile of a tenhou hand and its best answer counts (on a tie of value, ours must be one of its
readings of that value). RiichiEnv 0.4.11 reads a tenhou thirteen orphans at its best (13-sided,
whichever tile is written last), but a tenhou nine gates at the written tile and a tenhou four
concealed pungs never as won on the pair: one difference, known and asserted as such, not skipped
(issue 33). Every RiichiEnv disagreement must be a tenhou hand that RiichiEnv scores below our best
reading, its answer being our own score of the hand with some tile as the last one, and the two
differing only by suuankou for suuankou_tanki or chuuren for chuuren_9 (KNOWN_ENV_TENHOU).

The test asserts its corpus covers every form it claims (each kita count, each situation, each yaku
three players can have) on enough hands.
"""

from __future__ import annotations

import collections
import random

import pytest

from mjscore import validate
from mjscore.errors import InvalidHandError
from mjscore.hand import KONG, PUNG, Hand
from mjscore.rules.riichi import RULE_SET
from mjscore.rules.riichi.table import TABLE
from mjscore.tiles import EAST, NORTH, WEST
from tests.conftest import SUMMARY
from tests.oracles import LIBRARY_IDS, to_library
from tests.sanma_gen import sanma_hands
from tests.values import copy_with

mahjong = pytest.importorskip("mahjong")
riichienv = pytest.importorskip("riichienv")
from mahjong.hand_calculating.hand import HandCalculator  # noqa: E402
from mahjong.hand_calculating.hand_config import HandConfig, OptionalRules  # noqa: E402
from riichienv import _riichienv as env  # noqa: E402  (the evaluator itself: see env_view)

N_HANDS = 20_000
SEED = 20261207
MIN_HITS = 20  # hands per form
MIN_YAKU_HITS = 5  # hands per yaku (the rarest yakuman are a few per 20,000)
DORA_IDS = ("dora", "aka_dora", "ura_dora", "kita")
# Yaku three players cannot have: sanshoku needs a chow of characters 2-8 (a character ittsu too,
# which the ittsu of dots and bamboo leaves in the table).
IMPOSSIBLE = {"sanshoku"}

# The library's yaku_level -> our limit (as tests/test_riichi_rules_oracle.py reads it).
LEVELS = {"": None, "mangan": "mangan", "kiriage mangan": "mangan", "haneman": "haneman", "baiman": "baiman",
          "sanbaiman": "sanbaiman", "kazoe sanbaiman": "sanbaiman"}

# RiichiEnv's yaku ids (riichienv.get_all_yaku()) -> ours.
ENV_IDS = {
    1: "menzen_tsumo", 2: "riichi", 3: "chankan", 4: "rinshan", 5: "haitei", 6: "houtei", 7: "yakuhai_white",
    8: "yakuhai_green", 9: "yakuhai_red", 10: "yakuhai_seat", 11: "yakuhai_round", 12: "tanyao", 13: "iipeikou",
    14: "pinfu", 15: "chanta", 16: "ittsu", 17: "sanshoku", 18: "double_riichi", 19: "sanshoku_doukou",
    20: "sankantsu", 21: "toitoi", 22: "sanankou", 23: "shousangen", 24: "honroutou", 25: "chiitoitsu",
    26: "junchan", 27: "honitsu", 28: "ryanpeikou", 29: "chinitsu", 30: "ippatsu", 31: "dora", 32: "aka_dora",
    33: "ura_dora", 34: "kita", 35: "tenhou", 36: "chiihou", 37: "daisangen", 38: "suuankou", 39: "tsuuiisou",
    40: "ryuuiisou", 41: "chinroutou", 42: "kokushi", 43: "shousuushii", 44: "suukantsu", 45: "chuuren",
    47: "chuuren_9", 48: "suuankou_tanki", 49: "kokushi_13", 50: "daisuushii",
}
DEFAULT_ROOM = {"kuitan": True, "aka": True, "double_yakuman": True, "kazoe": "yakuman", "kiriage": False}


def random_room(rng: random.Random) -> dict:
    """A room: the default half the time, else each option switched now and then."""
    if rng.random() < 0.5:
        return dict(DEFAULT_ROOM)
    return {"kuitan": rng.random() < 0.75, "aka": rng.random() < 0.8, "double_yakuman": rng.random() < 0.75,
            "kazoe": "sanbaiman" if rng.random() < 0.3 else "yakuman", "kiriage": rng.random() < 0.3}


def our_score(hand: Hand, room: dict) -> dict | None:
    """Our score of ``hand`` under three players and ``room`` (None: no yaku), checked as a line is."""
    options = dict(room, players=3)
    validate.check(hand, "riichi", options)
    RULE_SET.check(hand, options)
    d = RULE_SET.score(hand, options).to_dict()
    if not d["is_win"]:  # a complete hand with no yaku: judged, nothing paid (docs/riichi.md, "No yaku")
        assert (d["han"], d["yaku"], d["payments"], d["total"]) == (0, [], None, 0), d
        return None
    return d


# -- the mahjong library ----------------------------------------------------------------------------------

def library_view(hand: Hand, room: dict):
    tiles, win, melds, dora, ura, config = to_library(hand)
    c = hand.conditions
    rules = OptionalRules(is_three_player=True, has_open_tanyao=room["kuitan"], has_aka_dora=room["aka"],
                          has_double_yakuman=room["double_yakuman"],
                          kazoe_limit=HandConfig.KAZOE_SANBAIMAN if room["kazoe"] == "sanbaiman" else HandConfig.KAZOE_LIMITED,
                          kiriage=room["kiriage"], limit_to_sextuple_yakuman=False)
    res = HandCalculator.estimate_hand_value(
        tiles, win, melds=melds, dora_indicators=dora, ura_dora_indicators=ura,
        config=HandConfig(options=rules, tsumi_number=c.honba, kyoutaku_number=c.sticks, num_nuki_dora=c.kita,
                          **config))
    if res.error == HandCalculator.ERR_NO_YAKU:
        return ("no yaku",)
    assert res.error is None, (res.error, hand)
    opened = any(not m.concealed for m in hand.melds)
    yaku: collections.Counter = collections.Counter()
    for y in res.yaku:
        yaku[LIBRARY_IDS[y.yaku_id]] += y.han_open if opened and y.han_open else y.han_closed
    yakuman = any(y.is_yakuman for y in res.yaku)
    cost = res.cost
    level = cost["yaku_level"]
    limit = level if yakuman else "kazoe yakuman" if level == "yakuman" else LEVELS[level]
    if limit is None and not yakuman and res.fu * 2 ** (2 + res.han) > 2000:
        limit = "mangan"  # (with kiriage on, the library leaves a capped hand's label empty)
    main = cost["main"] + cost["main_bonus"]
    extra = cost["additional"] + cost["additional_bonus"]
    if not c.tsumo:
        pay = {"discarder": main}
    elif c.seat == EAST:
        pay = {"each": main}
    else:
        pay = {"dealer": main, "others": extra}
    return (res.han, None if yakuman else res.fu, dict(sorted(yaku.items())), limit, pay, cost["kyoutaku_bonus"],
            cost["total"])


def value(view) -> tuple:
    """What a library reading is worth: total, han, fu, limit, payments, deposits (not the yaku)."""
    if view == ("no yaku",):
        return (-1,)
    han, fu, _, limit, pay, sticks, total = view
    return (total, han, fu or 0, limit, tuple(sorted(pay.items())), sticks)


def library_best(hand: Hand, room: dict):
    """The library's best reading of ``hand`` and every reading of that value: the written tile, or
    for a tenhou hand (no tile of the dealt hand is the last one) each tile of the hand in turn."""
    if not hand.conditions.tenhou:
        view = library_view(hand, room)
        return view, [view]
    readings = [library_view(copy_with(hand, win=t), room) for t in sorted(set(hand.tiles))]
    top = max(value(v) for v in readings)
    ties = [v for v in readings if value(v) == top]
    return ties[0], ties


def ours_for_library(d: dict | None):
    if d is None:
        return ("no yaku",)
    yaku: collections.Counter = collections.Counter()
    for y in d["yaku"]:  # (the library counts the Norths set aside inside its dora)
        yaku["dora" if y["id"] == "kita" else y["id"]] += y["han"] * y["count"]
    return (d["han"], d["fu"], dict(sorted(yaku.items())), d["limit"], d["payments"], d["sticks"], d["total"])


# -- RiichiEnv -------------------------------------------------------------------------------------------------

WINDS = (env.Wind.East, env.Wind.South, env.Wind.West, env.Wind.North)


def env_view(hand: Hand):
    """RiichiEnv's HandEvaluator3P on ``hand`` (the evaluator of its Rust core: the Python wrapper adds
    the winning tile again to a hand whose kongs make its count 1 modulo 3)."""
    tiles, win, melds, dora, ura, _ = to_library(hand)
    c = hand.conditions
    in_melds = {t for lm in melds for t in lm.tiles}
    ours = []
    for m, lm in zip(hand.melds, melds):
        kind = env.MeldType.Pon if m.kind == PUNG else env.MeldType.Ankan if m.concealed else env.MeldType.Daiminkan
        assert m.kind in (PUNG, KONG)
        ours.append(env.Meld(kind, list(lm.tiles), not m.concealed, -1 if m.concealed else 1))
    riichi = c.riichi or c.double_riichi
    cond = env.Conditions(tsumo=c.tsumo, riichi=c.riichi and not c.double_riichi, double_riichi=c.double_riichi,
                          ippatsu=c.ippatsu, haitei=c.last_draw and c.tsumo, houtei=c.last_draw and not c.tsumo,
                          rinshan=c.rinshan, chankan=c.chankan, tsumo_first_turn=c.tenhou or c.chiihou,
                          player_wind=WINDS[c.seat - EAST], round_wind=WINDS[c.round - EAST], riichi_sticks=c.sticks,
                          honba=c.honba, kita_count=c.kita, is_sanma=True, num_players=3)
    res = env.HandEvaluator3P([t for t in tiles if t not in in_melds], ours).calc(win, dora, ura if riichi else [], cond)
    if not res.is_win:
        return ("no yaku",)
    if not c.tsumo:
        pay = {"discarder": res.ron_agari}
    elif c.seat == EAST:
        pay = {"each": res.tsumo_agari_ko}
    else:
        pay = {"dealer": res.tsumo_agari_oya, "others": res.tsumo_agari_ko}
    return (res.han, None if res.yakuman else res.fu, tuple(sorted(ENV_IDS[i] for i in res.yaku)), pay)


def ours_for_env(d: dict | None):
    if d is None:
        return ("no yaku",)
    return (d["han"], d["fu"], tuple(sorted(y["id"] for y in d["yaku"])), d["payments"])


# RiichiEnv's readings of a tenhou hand below its best: (our yaku, its yaku) of the one yakuman it reads
# otherwise (see the module's docstring).
KNOWN_ENV_TENHOU = {("suuankou_tanki", "suuankou"), ("chuuren_9", "chuuren")}


def tenhou_at(hand: Hand, t: int) -> tuple:
    """Our score of the tenhou ``hand`` read with ``t`` as the last tile, as RiichiEnv shows it: the
    hand as a plain dealer's tsumo on ``t`` (which reads the written tile), plus the tenhou yakuman
    (13 han; a dealer's yakuman tsumo: each pays 16,000 per yakuman, and 100 per counter)."""
    c = hand.conditions
    plain = our_score(copy_with(hand, win=t, conditions=copy_with(c, tenhou=False)), DEFAULT_ROOM)
    han = (plain["han"] if plain else 0) + 13
    ids = [y["id"] for y in plain["yaku"]] if plain else []
    return (han, None, tuple(sorted(ids + ["tenhou"])), {"each": 16000 * (han // 13) + 100 * c.honba})


def env_reads_tenhou_below_best(hand: Hand, ours: tuple, got: tuple) -> bool:
    """The known difference: ``hand`` is a tenhou hand, RiichiEnv's answer ``got`` is worth less than
    ``ours`` (our best reading), it is our reading of the hand with one of its tiles as the last one,
    and the yaku differ by one pair of KNOWN_ENV_TENHOU."""
    if not hand.conditions.tenhou or got == ("no yaku",) or got[0] >= ours[0]:
        return False
    changed = (set(ours[2]) - set(got[2]), set(got[2]) - set(ours[2]))
    if not any(changed == ({mine}, {theirs}) for mine, theirs in KNOWN_ENV_TENHOU):
        return False
    return any(tenhou_at(hand, t) == got for t in sorted(set(hand.tiles)))


# -- the test ---------------------------------------------------------------------------------------------

def _forms(hand: Hand, d: dict | None) -> set[str]:
    """The forms of a hand that the corpus must cover."""
    c = hand.conditions
    held = list(hand.tiles) + [t for m in hand.melds for t in m.tiles]
    forms = {f"kita={c.kita}", "tsumo" if c.tsumo else "ron", "dealer" if c.seat == EAST else "non-dealer",
             f"seat={'ESW'[c.seat - EAST]}"}
    forms |= {k for k in ("riichi", "double_riichi", "ippatsu", "last_draw", "rinshan", "chankan", "tenhou",
                          "chiihou") if getattr(c, k)}
    if c.honba:
        forms.add("honba tsumo" if c.tsumo else "honba ron")
    if c.sticks:
        forms.add("sticks")
    if not hand.is_closed:
        forms.add("open")
    if any(m.kind == KONG for m in hand.melds):
        forms.add("kong")
    if hand.red_count:
        forms.add("red five")
    if d is None:
        forms.add("no yaku")
        return forms
    ids = {y["id"] for y in d["yaku"]}
    if d["fu"] is None:
        forms.add("yakuman")
    if 0 in c.dora and 8 in held and "dora" in ids:
        forms.add("1m indicator, 9m held")
    if 8 in c.dora and 0 in held and "dora" in ids:
        forms.add("9m indicator, 1m held")
    if WEST in c.dora and c.kita and "kita" in ids:
        forms.add("North dora with kita")
    if WEST in c.ura and c.kita and "ura_dora" in ids:
        forms.add("North ura-dora with kita")
    if NORTH in held and c.kita:
        forms.add("North in the hand with kita")
    return forms


FORMS = ({f"kita={n}" for n in range(5)} | {"tsumo", "ron", "dealer", "non-dealer", "seat=E", "seat=S", "seat=W"}
         | {"riichi", "double_riichi", "ippatsu", "last_draw", "rinshan", "chankan", "tenhou", "chiihou"}
         | {"honba tsumo", "honba ron", "sticks", "open", "kong", "red five", "no yaku", "yakuman",
            "1m indicator, 9m held", "9m indicator, 1m held", "North dora with kita", "North ura-dora with kita",
            "North in the hand with kita"})


def test_three_players_agree_with_both_references_on_20000_hands():
    rng = random.Random(SEED)
    hands = sanma_hands(SEED, N_HANDS)
    forms: collections.Counter = collections.Counter()
    coverage: collections.Counter = collections.Counter()
    refused, lib_mismatches, env_mismatches = [], [], []
    env_compared = tenhou = env_tenhou = ties_named = env_known = 0
    from mjscore.notation import format_hand

    for hand in hands:
        room = random_room(rng)
        try:
            mine = our_score(hand, room)
        except InvalidHandError as e:
            refused.append(f"{format_hand(hand)}: {e.message}")
            continue
        forms.update(_forms(hand, mine))
        coverage.update({y["id"] for y in mine["yaku"]} if mine else ())
        tenhou += hand.conditions.tenhou
        lib, ties = library_best(hand, room)
        ours = ours_for_library(mine)
        if ours != lib and ours in ties:  # (a reading of the same value under another yaku's name)
            ties_named += 1
        elif ours != lib:
            lib_mismatches.append(f"{format_hand(hand)} {room}\n    ours    {ours}\n    library {lib}")
        if room == DEFAULT_ROOM:
            env_compared += 1
            env_tenhou += hand.conditions.tenhou
            got = env_view(hand)
            if ours_for_env(mine) != got and env_reads_tenhou_below_best(hand, ours_for_env(mine), got):
                env_known += 1
            elif ours_for_env(mine) != got:
                env_mismatches.append(f"{format_hand(hand)}\n    ours     {ours_for_env(mine)}\n    riichienv {got}")
    compared = N_HANDS - len(refused)
    SUMMARY.append(f"three-player riichi vs mahjong 2.1: {compared} hands ({tenhou} tenhou, the library asked at "
                   f"every tile of each; {ties_named} read under another yaku of the same value), "
                   f"{len(lib_mismatches)} mismatches; vs RiichiEnv {riichienv_version()}: {env_compared} hands "
                   f"(default room; {env_tenhou} tenhou), {len(env_mismatches)} mismatches, {env_known} tenhou hands "
                   f"RiichiEnv reads below their best (suuankou for suuankou_tanki, chuuren for chuuren_9)")
    SUMMARY.append("  three-player hands per form: " + " ".join(f"{k}={forms[k]}" for k in sorted(FORMS)))
    yaku_ids = [i for i in TABLE.ids if i not in IMPOSSIBLE] + list(DORA_IDS)
    SUMMARY.append("  three-player hands per yaku: " + " ".join(f"{i}={coverage[i]}" for i in yaku_ids))
    assert not refused, f"{len(refused)} generated hands refused:\n" + "\n".join(refused[:10])
    assert not lib_mismatches, f"{len(lib_mismatches)} of {compared} differ:\n" + "\n".join(lib_mismatches[:10])
    assert not env_mismatches, f"{len(env_mismatches)} of {env_compared} differ:\n" + "\n".join(env_mismatches[:10])
    assert env_compared > N_HANDS * 0.4 and env_tenhou > 20  # (the tenhou hands RiichiEnv read at their best)
    thin = {f: forms[f] for f in FORMS if forms[f] < MIN_HITS}
    assert not thin, f"forms on fewer than {MIN_HITS} hands: {thin}"
    rare = {i: coverage[i] for i in yaku_ids if coverage[i] < MIN_YAKU_HITS}
    assert not rare, f"yaku counted on fewer than {MIN_YAKU_HITS} hands: {rare}"


def riichienv_version() -> str:
    from importlib.metadata import version

    return version("riichienv")
