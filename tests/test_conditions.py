"""Situation conditions across the rule sets (docs/notation.md, docs/yaochu.md, docs/fliosen.md, docs/mcr.md): situations no
game can produce are refused (robbing a kong whose copy sits in the winner's meld; tenhou / chiihou with
a kong or a riichi), possible ones still score; at most five dora (and five ura) indicators; a tenhou hand
reads the same whichever tile the line writes last, and scores its best reading. Through the public API."""

from __future__ import annotations

import pytest

from tests.api_calls import error, fields

# ---------------------------------------------------------------- impossible and possible situations

INVALID = [
    # robbing a kong: the kong holds the other three copies, so none can sit in the winner's own meld
    ("chankan-copy-in-own-chow-fliosen", "m234p234s67NN[s678]s8 ron chankan seat=S", "fliosen", "a meld of the hand"),
    ("chankan-copy-in-own-chow-mcr", "m234p234s67NN[s678]s8 ron chankan seat=S", "mcr", "a meld of the hand"),
    # tenhou / chiihou come before any kong and before any discard (so before 前和)
    ("fliosen-tenhou-concealed-kong", "m234567p55s678(CCCC) tenhou tsumo", "fliosen", "with a kong"),
    ("fliosen-chiihou-concealed-kong", "m234567p55s678(CCCC) chiihou tsumo seat=S", "fliosen", "with a kong"),
    ("fliosen-tenhou-riichi", "m123456789p12355 tenhou tsumo riichi", "fliosen", "前和 is declared with a discard"),
    ("fliosen-chiihou-double-riichi", "m123456789p12355 chiihou tsumo seat=S double-riichi", "fliosen",
     "前和 is declared with a discard"),
]


@pytest.mark.parametrize("line,rules,words", [c[1:] for c in INVALID], ids=[c[0] for c in INVALID])
def test_impossible_situations_are_invalid(line, rules, words):
    e = error(line, rules)
    assert e.kind == "invalid" and words in str(e) and e.column is not None


VALID = [
    ("chankan-other-suit-meld", "m234p234s67NN[s123]s8 ron chankan seat=S", "fliosen", 1),
    ("tenhou-without-melds", "m123456789p12355 tenhou tsumo", "fliosen", 24),
]


@pytest.mark.parametrize("line,rules,han", [c[1:] for c in VALID], ids=[c[0] for c in VALID])
def test_possible_situations_still_score(line, rules, han):
    assert fields(line, rules)["han"] == han


# ---------------------------------------------------------------- dora indicators: the first + one per kong
@pytest.mark.parametrize("line,rules,ok", [
    ("EESSWWNNPPFFCC ron dora=CCCCC", "yaochu", True),
    ("EESSWWNNPPFFCC ron dora=CCCCCC", "yaochu", False),
    ("m234567p345s678EE riichi ron seat=S dora=NNNNN ura=NNNNN", "fliosen", True),
    ("m234567p345s678EE riichi ron seat=S dora=NNNNNN", "fliosen", False),
    ("m234567p345s678EE riichi ron seat=S ura=m1m1m1m1m1m1", "fliosen", False),
], ids=["yaochu-5", "yaochu-6", "fliosen-5-and-5", "fliosen-6-dora", "fliosen-6-ura"])
def test_at_most_five_indicators(line, rules, ok):
    if ok:
        fields(line, rules)
    else:
        e = error(line, rules)
        assert e.kind == "invalid" and "more than 5" in str(e) and e.column is not None


# ---------------------------------------------------------------- tenhou: no tile is the last one
# A dealt hand has no winning tile: the same tiles score the same whichever tile the line writes last,
# under Fliosen, Yaochu's point table and Yaochu --scoring riichi.
TENHOU_ORDERS = [
    ("suuankou", ["m111999p111s99EEE tsumo tenhou", "m111999p111EEEs99 tsumo tenhou"]),
    ("kokushi", ["m19p19s19EESWNPFC tsumo tenhou", "m19p19s19ESWNPFCE tsumo tenhou"]),
    ("chuuren", ["m11123456789999 tsumo tenhou", "m99911123456789 tsumo tenhou", "m11112345678999 tsumo tenhou"]),
]


RULES = {"fliosen": ("fliosen", {}), "yaochu-points": ("yaochu", {}), "yaochu-riichi": ("yaochu", {"scoring": "riichi"})}
TENHOU_PARAMS = [pytest.param(lines, *RULES[r], id=f"{what}-{r}") for what, lines in TENHOU_ORDERS for r in RULES
                 if r == "fliosen" or what != "chuuren"]


@pytest.mark.parametrize("lines,rules,options", TENHOU_PARAMS)
def test_tenhou_does_not_depend_on_the_written_order(lines, rules, options):
    seen = set()
    for line in lines:
        f = fields(line, rules, **options)
        seen.add((f.get("han"), f.get("total"), tuple(sorted(y["id"] for y in f.get("yaku", f.get("items", []))))))
    assert len(seen) == 1, seen


@pytest.mark.parametrize("line,rules,options,ids,value", [
    ("m111999p111s99EEE tsumo tenhou", "fliosen", {}, {"suuankou_tanki", "tenhou"}, 72000),
    ("m19p19s19EESWNPFC tsumo tenhou", "fliosen", {}, {"kokushi_13", "tenhou"}, 72000),
    ("m111999p111s99EEE tsumo tenhou", "yaochu", {"scoring": "riichi"}, {"suuankou_tanki", "tenhou"}, 144000),
    ("m19p19s19EESWNPFC tsumo tenhou", "yaochu", {"scoring": "riichi"}, {"kokushi", "tenhou"}, 96000),
])
def test_tenhou_reads_the_best_tile(line, rules, options, ids, value):
    f = fields(line, rules, **options)
    assert {y["id"] for y in f.get("yaku", f.get("items", []))} == ids and f["value"] == value


# ---------------------------------------------------------------- the first message is the right one
# A word the rule set does not know is reported before any contradiction or range check (docs/notation.md).

def _cli(*args: str):
    """The real command line (in process): (exit code, the JSON objects it printed)."""
    import json

    from typer.testing import CliRunner

    from mjscore import api
    from mjscore.cli import app as cli

    api._engine.cache_clear()
    r = CliRunner().invoke(cli.app, [*args, "-f", "jsonl"])
    return r.exit_code, [json.loads(line) for line in r.stdout.splitlines()]


UNKNOWN_FIRST = [
    ("mcr-ura-without-riichi", "m123p456s789EEECC ura=m1", "mcr", (), "unknown condition word 'ura=m1' for mcr", 19),
    ("mcr-ippatsu-without-riichi", "m123p456s789EEECC ippatsu", "mcr", (), "unknown condition word 'ippatsu'", 19),
    ("mcr-tenhou-on-ron", "m123p456s789EEECC tenhou", "mcr", (), "unknown condition word 'tenhou'", 19),
    ("mcr-riichi-then-ura", "m123p456s789EEECC ura=m1 riichi", "mcr", (), "unknown condition word 'ura=m1'", 19),
    ("fliosen-honba-out-of-range", "m234567p234s23554 honba=100", "fliosen", (), "unknown condition word 'honba=100'",
     19),
    ("fliosen-sticks-out-of-range", "m234567p234s23554 sticks=100 seat=S", "fliosen", (),
     "unknown condition word 'sticks=100'", 19),
    ("yaochu-points-riichi", "m111999p111s99EEE ron riichi", "yaochu", (), "(known with --scoring riichi)", 23),
    ("yaochu-flat-ura", "m111999p111s99EEE ura=m1", "yaochu", ("--scoring", "flat"),
     "unknown condition word 'ura=m1' for yaochu", 19),
    # Where the word is known, the range and the contradictions still speak.
    ("riichi-honba-out-of-range", "m234567p234s23554 honba=100", "riichi", (), "0 to 99", 19),
    ("riichi-ura-without-riichi", "m234567p234s23554 ura=m1 seat=S", "riichi", (), "ura= (ura-dora) without riichi", 19),
]


@pytest.mark.parametrize("line,rules,options,words,column", [c[1:] for c in UNKNOWN_FIRST],
                         ids=[c[0] for c in UNKNOWN_FIRST])
def test_unknown_word_is_reported_before_contradictions(line, rules, options, words, column):
    code, (r,) = _cli("score", "-r", rules, *options, line)
    assert code == 1 and r["error"]["kind"] == "invalid", r
    assert words in r["error"]["message"] and r["error"]["column"] == column, r


# ---------------------------------------------------------------- self-drawn words imply tsumo

IMPLIED_TSUMO = [
    # line, rules, canonical hand (tsumo written: the hand is self-drawn)
    ("rinshan-riichi", "m123p456s789E(s5555) E rinshan", "riichi", "123m456p789sE(5555s) E tsumo rinshan"),
    ("rinshan-mcr", "m123p456s789E(CCCC) E rinshan", "mcr", "123m456p789sE(CCCC) E tsumo rinshan"),
    ("tenhou-fliosen", "m123456789p12355 tenhou", "fliosen", "123456789m1235p 5p tsumo tenhou"),
    ("chiihou-yaochu", "m111999p111s99EEE chiihou seat=S", "yaochu", "111999m111p99sEE E tsumo seat=S chiihou"),
    ("tenhou-yaochu", "m111999p111s99EEE tenhou", "yaochu", "111999m111p99sEE E tsumo tenhou"),
]


@pytest.mark.parametrize("line,rules,hand", [c[1:] for c in IMPLIED_TSUMO], ids=[c[0] for c in IMPLIED_TSUMO])
def test_self_drawn_words_imply_tsumo(line, rules, hand):
    code, (r,) = _cli("score", "-r", rules, line)
    assert code == 0 and r["ok"], r
    assert r["hand"] == hand
    # The canonical hand reads back to the same result.
    assert _cli("score", "-r", rules, hand)[1][0]["hand"] == hand


def test_self_drawn_default_implies_tsumo():
    code, (r,) = _cli("score", "-r", "riichi", "--rinshan", "m123p456s789E(s5555) E")
    assert code == 0 and r["hand"] == "123m456p789sE(5555s) E tsumo rinshan", r


RON_CONTRADICTS = [
    ("ron-rinshan", "m123p456s789E(s5555) E ron rinshan", "riichi", "rinshan", 28),
    ("ron-tenhou", "m123456789p12355 ron tenhou", "fliosen", "tenhou", 22),
    ("ron-chiihou", "m111999p111s99EEE ron chiihou seat=S", "yaochu", "chiihou", 23),
]


@pytest.mark.parametrize("line,rules,word,column", [c[1:] for c in RON_CONTRADICTS],
                         ids=[c[0] for c in RON_CONTRADICTS])
def test_written_ron_contradicts_a_self_drawn_word(line, rules, word, column):
    code, (r,) = _cli("score", "-r", rules, line)
    assert code == 1 and r["error"]["column"] == column, r
    assert f"'{word}'" in r["error"]["message"] and "not with ron" in r["error"]["message"], r


# ---------------------------------------------------------------- riichi family: ippatsu, red fives

RIICHI_FAMILY = [
    ("riichi-ippatsu-rinshan", "m123p456s789E(s5555) E riichi ippatsu rinshan", "riichi", (), 31,
     "ippatsu with rinshan"),
    ("fliosen-ippatsu-rinshan", "m123p456s789E(s5555) E riichi ippatsu rinshan", "fliosen", (), 31,
     "ippatsu with rinshan"),
    ("yaochu-riichi-ippatsu-rinshan", "m11p99EEE[SSS](CCCC) riichi ippatsu rinshan", "yaochu",
     ("--scoring", "riichi"), 29, "ippatsu with rinshan"),
    ("riichi-second-red-five", "m34005p456s789EEE", "riichi", (), 5, "a second red five of characters"),
    ("fliosen-second-red-five", "m34005p456s789EEE", "fliosen", (), 5, "a second red five of characters"),
    ("fliosen-second-red-five-in-meld", "m340p456s789E[m505] E", "fliosen", (), 14,
     "a second red five of characters"),
]


@pytest.mark.parametrize("line,rules,options,column,words", [c[1:] for c in RIICHI_FAMILY],
                         ids=[c[0] for c in RIICHI_FAMILY])
def test_riichi_family_refuses(line, rules, options, column, words):
    code, (r,) = _cli("score", "-r", rules, *options, line)
    assert code == 1 and r["error"]["kind"] == "invalid", r
    assert words in r["error"]["message"] and r["error"]["column"] == column, r


def test_one_red_five_per_suit_is_one_shared_check():
    import inspect

    from mjscore import validate
    from mjscore.rules.fliosen import FliosenRules
    from mjscore.rules.riichi import RiichiRules

    assert "check_red_fives" in validate.__all__
    for rules in (FliosenRules, RiichiRules):
        assert "FIVES" not in inspect.getsource(rules.check)


def test_red_fives_of_each_suit_still_score():
    code, (r,) = _cli("score", "-r", "fliosen", "m340p406s789EEE CC")
    assert code == 0 and r["ok"], r


# ---------------------------------------------------------------- Yaochu: two players, seats E and S

YAOCHU_SEATS = [
    ("seat-W", ("m111999p111s99EEE seat=W",), "'seat=W'", 19),
    ("seat-N", ("m111999p111s99EEE seat=N tsumo",), "'seat=N'", 19),
    ("seat-N-default", ("--seat", "N", "m111999p111s99EEE"), "seat=N (the --seat default)", None),
    ("seat-W-default-riichi", ("--seat", "W", "--scoring", "riichi", "m111999p111s99EEE"), "seat=W", None),
]


@pytest.mark.parametrize("args,what,column", [c[1:] for c in YAOCHU_SEATS], ids=[c[0] for c in YAOCHU_SEATS])
def test_yaochu_has_seats_east_and_south_only(args, what, column):
    code, (r,) = _cli("score", "-r", "yaochu", *args)
    assert code == 1 and r["error"]["kind"] == "invalid", r
    assert what in r["error"]["message"] and "two-player game" in r["error"]["message"], r
    assert r["error"]["column"] == column


def test_yaochu_seat_south_scores_and_other_rules_keep_four_seats():
    assert _cli("score", "-r", "yaochu", "m111999p111s99EEE seat=S")[1][0]["ok"]
    assert _cli("score", "-r", "mcr", "m123p456s789EEECC seat=W")[1][0]["ok"]
    code, (r,) = _cli("waits", "-r", "yaochu", "m111999p111s99EE seat=N")
    assert code == 1 and "two-player game" in r["error"]["message"]


# ---------------------------------------------------------------- Yaochu --scoring riichi: riichi words count

YAOCHU_RIICHI_WORDS = [
    ("riichi", "m111999p111s99EEE riichi seat=S", {"riichi"}),
    ("ippatsu", "m111999p111s99EEE riichi ippatsu seat=S", {"riichi", "ippatsu"}),
    ("double-riichi", "m111999p111s99EEE double-riichi seat=S", {"double_riichi"}),
    ("ura", "m111999p111s99EEE riichi seat=S ura=m9", {"riichi", "ura_dora"}),
]


@pytest.mark.parametrize("line,ids", [c[1:] for c in YAOCHU_RIICHI_WORDS], ids=[c[0] for c in YAOCHU_RIICHI_WORDS])
def test_yaochu_riichi_scoring_counts_the_riichi_words(line, ids):
    code, (r,) = _cli("score", "-r", "yaochu", "--scoring", "riichi", line)
    assert code == 0 and r["ok"], r
    assert ids <= {i["id"] for i in r["items"]}
    for scoring in ("points", "flat"):  # unknown words there
        code, (r,) = _cli("score", "-r", "yaochu", "--scoring", scoring, line)
        assert code == 1 and "unknown condition word" in r["error"]["message"], r


def test_yaochu_riichi_scoring_takes_the_riichi_default():
    code, (r,) = _cli("score", "-r", "yaochu", "--scoring", "riichi", "--riichi", "m111999p111s99EEE seat=S")
    assert code == 0 and "riichi" in {i["id"] for i in r["items"]}, r
    code, out = _cli("score", "-r", "yaochu", "--riichi", "m111999p111s99EEE seat=S")
    assert code == 2 or (out and not out[0]["ok"])


# ---------------------------------------------------------------- the contradiction table's shortcut

def test_a_contradiction_needs_the_condition_it_blames():
    """validate.check_consistency tests only the contradictions whose blamed condition is set (not
    its default): so each test must be false whenever that condition has its default value, whatever
    the other conditions and the tiles are. Checked over seeded random conditions on varied hands."""
    import random

    from mjscore import conditions as cw
    from mjscore.hand import Conditions, Hand, Meld
    from mjscore.validate import CONTRADICTIONS

    rng = random.Random(12)
    hands = [
        Hand(tiles=(0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 9, 27), win=27),
        Hand(tiles=(0, 0, 9, 10, 11, 27, 27, 27, 28, 28, 28), win=0,
             melds=(Meld(kind="kong", tile=30, concealed=True),)),
        Hand(tiles=(4, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13), win=4, melds=(Meld(kind="pung", tile=31),)),
        Hand(tiles=(4, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13), win=4, melds=(Meld(kind="kong", tile=5),), flowers=(1, 2)),
    ]
    values = {cw.FLAG: (False, True), cw.WIND: (27, 28, 29, 30), cw.NUMBER: (None, 0, 1, 3, 9, 100, -1),
              cw.TILES: ((), (0,), (0, 1, 2, 3, 4, 5))}
    entries = [e for e in cw.TABLE if e.key != "win"]
    checked = 0
    for _ in range(3000):
        chosen = {e.key: rng.choice(values[e.kind]) for e in entries}
        for key in chosen:
            if cw.BY_KEY[key].kind == cw.NUMBER and key != "flowers" and chosen[key] is None:
                chosen[key] = 0
        base = rng.choice(hands)
        hand = Hand(tiles=base.tiles, win=base.win, melds=base.melds, conditions=Conditions(**chosen),
                    flowers=base.flowers)
        for key, test, _ in CONTRADICTIONS:
            if getattr(hand.conditions, key) == cw.DEFAULTS[key]:
                assert not test(hand), (key, chosen)
                checked += 1
    assert checked > 10_000


# Conditions built in code may set a condition without writing it (``given`` says what a line
# wrote): check_consistency finds the contradictions of what is set, not only of what is written.
UNWRITTEN = [
    ("riichi, nothing written", {"riichi": True}, frozenset(), "riichi with a claimed meld"),
    ("riichi, only seat written", {"riichi": True, "seat": 28}, frozenset({"seat"}), "riichi with a claimed meld"),
    ("ura without riichi, tsumo written", {"ura": (3,), "tsumo": True}, frozenset({"tsumo"}), "ura-dora"),
    ("honba out of range, unwritten", {"honba": 100}, frozenset(), "honba="),
]


@pytest.mark.parametrize("values, given, says", [c[1:] for c in UNWRITTEN], ids=[c[0] for c in UNWRITTEN])
def test_a_condition_set_but_not_written_is_checked(values, given, says):
    from mjscore.errors import InvalidHandError
    from mjscore.hand import Conditions, Hand, Meld
    from mjscore.validate import check_consistency

    hand = Hand(tiles=(4, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13), win=4, melds=(Meld(kind="pung", tile=31),),
                conditions=Conditions(**values, given=given))
    with pytest.raises(InvalidHandError, match=says):
        check_consistency(hand)


# A line after another with the same condition words (one shared Conditions object): the checks of
# its tiles still run, and a line whose words fail fails again, as it does alone.
SHARED_WORDS = [
    ("riichi", "m123p456s789EEEC C tsumo seat=S", "m123p456s789EEEC f1 C tsumo seat=S", "flower"),
    ("mcr", "m123p456s789EEEC C tsumo seat=S", "m123p406s789EEEC C tsumo seat=S", "red five"),
    ("riichi", "m123p456s789EEEC C tsumo riichi", "m123p456s789C[EEE] C tsumo riichi", "claimed meld"),
    ("riichi", "m123p456s789EEEC C tsumo seat=S", "m123p400s789EEEC C tsumo seat=S", "second red five"),
    ("yaochu", "m111999p111999EE tsumo seat=N", "m111999p111999EE tsumo seat=N", "player game"),
]


@pytest.mark.parametrize("rules, first, second, says", SHARED_WORDS,
                         ids=[f"{r}: {s}" for r, _, _, s in SHARED_WORDS])
def test_a_line_sharing_its_words_with_the_line_before_is_checked_alike(rules, first, second, says):
    from mjscore.api import Engine
    from mjscore.errors import MjscoreError

    def outcome(engine, line):
        try:
            engine.score(line)
            return None
        except MjscoreError as e:
            return e.to_dict()

    engine = Engine(rules)
    outcome(engine, first)
    after = outcome(engine, second)
    alone = outcome(Engine(rules), second)
    assert after == alone and after is not None and says in after["message"]
