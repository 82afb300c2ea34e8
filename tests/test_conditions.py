"""Situation conditions across the rule sets (NOTATION.md, YAOCHU.md, FLIOSEN.md, MCR.md): situations no
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
