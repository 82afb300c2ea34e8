"""A player's QA pass over Yaochu and Fliosen (YAOCHU.md, FLIOSEN.md, CLI.md, NOTATION.md): every row of
the Yaochu point table and every ladder, the tile set, calls, dora, tenhou/chiihou, the scorings; every
Fliosen yaku row closed and open, Liviat hands, dora gating, tier boundaries, payments, the pot, `tong`,
fouls; and the validity fixes this pass made. Table-driven, through the public API."""

from __future__ import annotations

import pytest

from mjscore import api
from mjscore.errors import MjscoreError


def fields(line, rules, **options):
    r = api.score(line, rules=rules, **options)
    assert r.ok, r.to_dict()
    return r.fields


def error(line, rules, **options):
    try:
        api.score(line, rules=rules, **options)
    except MjscoreError as e:  # kind, message, column
        return e
    raise AssertionError(f"{line!r} scored under {rules}")


# ---------------------------------------------------------------- validity fixes

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
