"""`score --explain`, what every rule set shares: the JSON shape, no explanation unless asked, the text
paragraph only with --explain, a score that explaining does not change; and the explanations that live
on the table rows (a fan's, an item's or a yaku's ``why`` and ``made_of``), carried through a derived
table. Each rule set's rulings: tests/test_explain_<rule set>.py, through tests/explain_harness.py."""

from __future__ import annotations

import json

import pytest

from mjscore import api
from mjscore.cli import report
from mjscore.rules.fliosen.table import TABLE as FLIOSEN_TABLE
from mjscore.rules.mcr.fans import FANS
from mjscore.rules.yaku_engine.yaku import STANDARD
from mjscore.rules.yaochu.items import ITEMS
from mjscore.rules.yaochu.riichi_scoring import TABLE as YAOCHU_RIICHI_TABLE

RIICHI = {"scoring": "riichi"}

# id, rules, options, a line, the key of a counted entry's worth, the heading of the text, a line of the text
RULE_SETS = [
    ("mcr", "mcr", {}, "m123456p789s55[EEE]", "points", "Why these fans:",
     "    - Concealed Hand ([EEE]): needs a hand with no claimed meld; [EEE] was claimed"),
    ("yaochu", "yaochu", {}, "m111999p111s99EEE ron dora=s1", "points", "Why these items:",
     "    - Four Concealed Pungs (EEE): EEE was completed by the discarded E (ron)"),
    ("yaochu-riichi", "yaochu", RIICHI, "m111999p111s99EEE ron dora=s1", "han", "Why these yaku:",
     "    - Suuankou (Four concealed pungs; EEE): EEE was completed by the discarded E (ron)"),
    ("fliosen", "fliosen", {}, "m111333p555s99EEE ron seat=S", "han", "Why these yaku:",
     "    - Four concealed pungs (EEE): EEE was completed by the discarded E"),
    ("riichi", "riichi", {}, "m123456789p123EE ron seat=S riichi", "han", "Why these yaku:",
     "    - Pinfu (All chows, two-sided wait; EE): won on the pair EE"),
]


def glossed(rules: str, options: dict) -> bool:
    """The rule sets that name yaku in romaji (riichi, Yaochu's --scoring riichi): their score rows and
    their explanation's entries carry the English gloss, ``english``; the others' names are English."""
    return rules == "riichi" or options.get("scoring") == "riichi"
params = pytest.mark.parametrize("rules, options, line, worth, heading, sample", [r[1:] for r in RULE_SETS],
                                 ids=[r[0] for r in RULE_SETS])


@params
def test_json_shape_is_the_same_in_every_rule_set(rules, options, line, worth, heading, sample):
    out = api.score(line, rules=rules, explain=True, **options).to_dict()
    ex = out["explain"]
    # (riichi adds the fu of the scoring arrangement, item by item)
    assert set(ex) == {"counted", "not_counted", "arrangements", "notes"} | ({"fu"} if rules == "riichi" else set())
    assert ex["counted"] and ex["not_counted"]
    english = {"english"} if glossed(rules, options) else set()
    for c in ex["counted"]:
        assert set(c) == {"id", "name", worth, "count", "tiles", "why"} | english
    required = {"id", "name", "rule", "by", "tiles", "why"} | english
    for n in ex["not_counted"]:
        assert required <= set(n) <= required | {"others"}
    # the gloss of a counted entry is its score row's (the rows are "fans", "items" or "yaku")
    rows = {r["id"]: r for key in ("fans", "items", "yaku") for r in out.get(key, ())}
    for c in ex["counted"]:
        assert c.get("english") == rows[c["id"]].get("english"), c["id"]
    json.dumps(ex)


@params
def test_no_explain_field_unless_asked(rules, options, line, worth, heading, sample):
    r = api.score(line, rules=rules, **options)
    assert "explain" not in r.to_dict()
    assert r.detail.explanation() == ()
    assert r.detail.explained is None


@params
def test_text_report_has_the_paragraph_only_with_explain(rules, options, line, worth, heading, sample):
    r = api.score(line, rules=rules, explain=True, **options)
    with_it = report.score_text(r, explain=True)
    assert "  " + heading in with_it and "  Not counted:" in with_it
    assert sample in with_it
    assert heading not in report.score_text(r, explain=False)


@pytest.mark.parametrize("rules, options, line", [
    ("mcr", {}, "m111222333p456s55"),
    ("yaochu", {}, "m111999p111s99EEE tsumo seat=E tenhou"),
    ("yaochu", RIICHI, "m111999p111s99EEE tsumo seat=E tenhou"),
    ("fliosen", {}, "m234567p234s6788s8 riichi ron dora=s7 ura=s7"),
], ids=["mcr", "yaochu", "yaochu-riichi", "fliosen"])
def test_explain_does_not_change_the_score(rules, options, line):
    plain = api.score(line, rules=rules, **options).to_dict()
    explained = api.score(line, rules=rules, explain=True, **options).to_dict()
    assert {k: v for k, v in explained.items() if k != "explain"} == plain


# -- the explanations live on the rows -----------------------------------------------------------------

@pytest.mark.parametrize("rows", [FANS, ITEMS, STANDARD.entries, FLIOSEN_TABLE.entries],
                         ids=["mcr-fans", "yaochu-items", "riichi-yaku", "fliosen-yaku"])
def test_every_row_says_why_it_counts(rows):
    assert all(r.why for r in rows), [r.id for r in rows if not r.why]
    assert all(callable(r.made_of) for r in rows)


def test_a_derived_yaku_table_carries_the_explanations_through_renames():
    # Fliosen renames ittsu to ilyangtong: its sets and its reason come along; a subset keeps them too.
    assert FLIOSEN_TABLE["ilyangtong"].made_of is STANDARD["ittsu"].made_of
    assert FLIOSEN_TABLE["ilyangtong"].why is STANDARD["ittsu"].why
    assert YAOCHU_RIICHI_TABLE["toitoi"].why == STANDARD["toitoi"].why == "four pungs or kongs and a pair, no chow"
    renamed = STANDARD.adjust(toitoi={"id": "all_pungs", "why": "four pungs"}).select(["all_pungs"])
    assert renamed["all_pungs"].why == "four pungs" and renamed["all_pungs"].made_of is STANDARD["toitoi"].made_of


def test_a_rule_set_words_its_own_explanation_on_its_rows():
    # Fliosen says 前和 where riichi says riichi: the same row, adjusted.
    assert STANDARD["riichi"].why == "riichi was declared on a concealed ready hand"
    assert FLIOSEN_TABLE["jeonhwa"].why == "前和 (riichi) was declared on a concealed ready hand"
