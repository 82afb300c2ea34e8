"""mjscore.analysis.waits with stand-in rule sets: the sort by value (a rule set's ``value``, else ``total``,
else ``han``), refused completions last, the rule set's tile set, and the fields of the waits object;
and the waits text of the real rule sets (each one's word for its rows)."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from mjscore import api
from mjscore.errors import InvalidHandError, NotAWinError
from mjscore.hand import Hand
from mjscore.analysis.shapes import RIICHI_SHAPES, decompose
from mjscore.analysis.waits import find_waits, value_of



@dataclass(frozen=True)
class _Score:
    value: int | None = None
    total: int | None = None
    han: int | None = None

    def to_dict(self):
        return {k: v for k, v in (("value", self.value), ("total", self.total), ("han", self.han)) if v is not None}


@dataclass(frozen=True)
class _Rules:
    attr: str  # which field the score carries
    refuse: int | None = None  # a winning tile the rules refuse
    tile_set: frozenset | None = None
    shapes: object = RIICHI_SHAPES

    def check(self, hand, options):
        if hand.win == self.refuse:
            raise InvalidHandError("refused")

    def score(self, hand, options):
        if not decompose(hand.counts, hand.melds, self.shapes):
            raise NotAWinError("no")
        v = hand.win * 10 + hand.conditions.tsumo  # worth more for a higher tile
        return _Score(**{self.attr: v})

    def not_ready_foul(self, hand):
        return None


# 23456m 456p 789s EE: waits on 1m, 4m, 7m
HAND = Hand(tiles=(1, 2, 3, 4, 5, 12, 13, 14, 24, 25, 26, 27, 27), win=None)


@pytest.mark.parametrize("attr", ["value", "total", "han"])
def test_sorted_by_the_rule_sets_value(attr):
    w = find_waits(HAND, _Rules(attr), {}, "test")
    assert [x.tile for x in w.waits] == [0, 3, 6]
    assert [x.tile for x in w.by_value()] == [6, 3, 0]
    assert value_of(w.waits[0].tsumo) == 1


def test_refused_completions_sort_last_and_keep_their_error():
    w = find_waits(HAND, _Rules("total", refuse=6), {}, "test")
    assert [x.tile for x in w.by_value()] == [3, 0, 6]
    assert isinstance(w.by_value()[-1].ron, InvalidHandError)
    assert w.fields()["waits"][2]["ron"] == {"ok": False, "error": w.by_value()[-1].ron.to_dict()}
    assert w.fields()["waits"][2]["ron"]["error"]["kind"] == "invalid"


def test_tiles_outside_the_rule_sets_tile_set_are_not_waits():
    w = find_waits(HAND, _Rules("total", tile_set=frozenset({0, 6, 27})), {}, "test")
    assert [x.tile for x in w.waits] == [0, 6]


def test_not_ready_fields():
    far = Hand(tiles=(0, 4, 8, 9, 13, 17, 18, 22, 26, 27, 28, 29, 31), win=None)
    w = find_waits(far, _Rules("total"), {}, "test")
    d = w.fields()
    assert d["tenpai"] is False and d["waits"] == [] and d["shanten"] >= 1 and d["improving"]


# -- the waits text of the real rule sets: their words for the rows, the foul amount

def test_waits_text_words_and_foul_amount():
    from mjscore.cli.report import waits_text

    text = waits_text(api.waits("m123456789p1357 riichi seat=S", rules="fliosen"))
    assert "pays 3 000 to each other player" in text and "False 前和" in text
    assert "yaku (ron)" in waits_text(api.waits("m234567p34s678EE seat=S riichi", rules="fliosen"))
    assert "items (ron)" in waits_text(api.waits("m111999p111s99EE", rules="yaochu"))
    assert "fans (ron)" in waits_text(api.waits("m123p456s789EEEC", rules="mcr"))


# --- the copies of each wait still unseen: 4 − the hand's (concealed and melds) − seen= ------------------

LEFT = [
    # 23456m 456p 789s EE: waits 1m, 4m, 7m; the hand holds one 4m
    ("mcr", "23456m456p789sEE", {"1m": 4, "4m": 3, "7m": 4}),
    ("mcr", "23456m456p789sEE seen=1147m", {"1m": 2, "4m": 2, "7m": 3}),
    # a declared pung of 1m (one copy left); the hand's 4m and three seen: none left, still listed
    ("riichi", "23456m789sEE [111m] seen=4m4m4m", {"1m": 1, "4m": 0, "7m": 4}),
    ("yaochu", "111999m1pEEE [WWW] seen=1p", {"1p": 2}),
    ("fliosen", "23456m456p789sEE riichi seen=77m", {"1m": 4, "4m": 3, "7m": 2}),
]


@pytest.mark.parametrize("rules,line,left", LEFT, ids=[f"{r}: {line}" for r, line, _ in LEFT])
def test_each_wait_has_the_copies_left(rules, line, left):
    r = api.waits(line, rules=rules)
    assert {w["tile"]: w["left"] for w in r.to_dict()["waits"]} == left
    assert {w.tile: w.left for w in r.detail.waits} == {w.tile: w.left for w in r.detail.by_value()}
