"""Yaochu rule set: docs/yaochu.md's examples, each addition and ladder, options, and invalid hands; through the
public API every row of the point table and every ladder, flat scoring, --calls, the tile set and the
condition words, and waits on hands of our own."""

from __future__ import annotations


import pytest

from mjscore.errors import MjscoreError
from mjscore.hand import Hand
from mjscore.notation import parse_hand as parse
from mjscore import validate
from mjscore.rules import get

from tests.api_calls import error, fields, waits_by_tile
from tests.values import copy_with

RULES = get("yaochu")


def score(line: str, **options):
    # The checks of the engine (mjscore.api): the catalog's (words, contradictions, seats), the rule set's.
    hand = parse(line, check=False)
    validate.check(hand, "yaochu", options)
    RULES.check(hand, options)
    return RULES.score(hand, options)


def breakdown(s) -> dict[str, int]:
    return {r.id: r.points * r.count for r in s.items}


def outcome(line: str, **options) -> str:
    """'ok', or the error kind, whichever layer (notation or rule set) refused the line."""
    try:
        score(line, **options)
    except MjscoreError as e:
        assert "\n" not in e.message and e.message
        return e.kind
    return "ok"


# (id, line, options, expected total, expected breakdown {item id: points x count})
CASES = [
    # -- docs/yaochu.md's examples table
    ("doc-sanankou-ron", "m111999p111s99EEE ron", {}, 5, {"toitoi_honroutou": 3, "sanankou": 2}),
    ("doc-suuankou-tsumo", "m111999p111s99EEE tsumo", {}, 7, {"toitoi_honroutou": 3, "suuankou": 4}),
    ("doc-tanki-winds", "EEESSSWWWNNNCC tsumo", {}, 18,
     {"toitoi_honroutou": 3, "suuankou_tanki": 7, "daisuushii": 5, "tsuuiisou": 3}),
    ("doc-honitsu-dora-miss", "p11WWPPPW[SSS][p999] ron dora=s1", {}, 5, {"toitoi_honroutou": 3, "honitsu": 2}),
    ("doc-kokushi", "m19p19s19ESWNPFCE ron", {}, 3, {"kokushi": 3}),
    ("doc-seven-pairs-honors", "EESSWWNNPPFFCC tsumo", {}, 7, {"chiitoitsu_honroutou": 3, "tsuuiisou": 4}),
    # -- each All Pungs addition
    ("rinshan-sanankou", "m111p99EEE[SSS](CCCC) tsumo rinshan", {}, 6,
     {"toitoi_honroutou": 3, "sanankou": 2, "rinshan_kaihou": 1}),
    ("shousangen", "m111PPPCC[FFF][p999] ron", {}, 4, {"toitoi_honroutou": 3, "shousangen": 1}),
    ("shousangen-tanki", "m111p999PPPFFFCC ron", {}, 11,
     {"toitoi_honroutou": 3, "suuankou_tanki": 7, "shousangen": 1}),
    ("sankantsu", "EEECC[m1111][p9999](s1111) ron", {}, 5, {"toitoi_honroutou": 3, "sankantsu": 2}),
    ("daisangen-honitsu", "m11EEE[PPP][FFF][CCC] ron", {}, 7,
     {"toitoi_honroutou": 3, "daisangen": 2, "honitsu": 2}),
    ("shousuushii-honitsu", "EEESSSNN[WWW][p999] ron", {}, 8,
     {"toitoi_honroutou": 3, "shousuushii": 3, "honitsu": 2}),
    ("tsuuiisou-shousangen", "EEESSSPP[FFF][CCC] ron", {}, 7,
     {"toitoi_honroutou": 3, "tsuuiisou": 3, "shousangen": 1}),
    ("chinroutou-sanankou", "m111999p111p99[s999] ron", {}, 9,
     {"toitoi_honroutou": 3, "chinroutou": 4, "sanankou": 2}),
    ("suukantsu", "CC[m1111][p9999](s1111)(EEEE) tsumo", {}, 8, {"toitoi_honroutou": 3, "suukantsu": 5}),
    ("suukantsu-rinshan", "CC[m1111][p9999](s1111)(EEEE) tsumo rinshan", {}, 9,
     {"toitoi_honroutou": 3, "suukantsu": 5, "rinshan_kaihou": 1}),
    ("daisuushii-sanankou-honitsu", "EEESSSWWWm99[NNN] ron", {}, 12,
     {"toitoi_honroutou": 3, "daisuushii": 5, "sanankou": 2, "honitsu": 2}),
    ("tanki-ron", "m111999p111EEEs99 ron", {}, 10, {"toitoi_honroutou": 3, "suuankou_tanki": 7}),
    ("tanki-concealed-kongs", "m111EEE(p9999)(CCCC)s9s9 ron", {}, 10, {"toitoi_honroutou": 3, "suuankou_tanki": 7}),
    ("suuankou-with-kong", "m111s99EEE(CCCC)p999 tsumo", {}, 7, {"toitoi_honroutou": 3, "suuankou": 4}),
    ("suuankou-ron-is-sanankou", "m111s99EEE(CCCC)p999 ron", {}, 5, {"toitoi_honroutou": 3, "sanankou": 2}),
    ("two-concealed-only", "m111s99EE[SSS][p999]E ron", {}, 3, {"toitoi_honroutou": 3}),
    ("claimed-kong-not-concealed", "m111s99EEE[CCCC]p999 tsumo", {}, 5, {"toitoi_honroutou": 3, "sanankou": 2}),
    # -- ladders (only the highest)
    ("ladder-kongs-3-not-4", "CC[m1111][p9999][s1111]NNN tsumo", {}, 5, {"toitoi_honroutou": 3, "sankantsu": 2}),
    ("ladder-dragons-and-concealed", "PPPFFFCCCm111EE tsumo", {}, 14,
     {"toitoi_honroutou": 3, "daisangen": 2, "suuankou_tanki": 7, "honitsu": 2}),
    ("ladder-winds", "EEESSSWWWNNNm11 ron", {}, 17,
     {"toitoi_honroutou": 3, "daisuushii": 5, "suuankou_tanki": 7, "honitsu": 2}),
    # -- Seven Pairs family
    ("seven-pairs", "m1199p1199s11EEPP ron", {}, 3, {"chiitoitsu_honroutou": 3}),
    ("seven-pairs-honitsu", "m1199EESSWWNNPP tsumo", {}, 5, {"chiitoitsu_honroutou": 3, "honitsu": 2}),
    # -- Thirteen Orphans family
    ("kokushi-chankan", "m119p19s19ESWNPFC ron chankan", {}, 5, {"kokushi": 3, "chankan": 2}),
    ("kokushi-tsumo-dora", "m19p19s19ESWNPFCC tsumo dora=FFF", {}, 5, {"kokushi": 3, "dora": 2}),
    # -- dora: one point per 3 dora tiles; 1<->9; E>S>W>N>E; P>F>C>P; kongs 4; indicators separately
    ("dora-1-for-9", "m111999p111s99EEE ron dora=m9", {}, 6, {"toitoi_honroutou": 3, "sanankou": 2, "dora": 1}),
    ("dora-9-for-1-pair", "m111999p111s99EEE ron dora=s1", {}, 5, {"toitoi_honroutou": 3, "sanankou": 2}),
    ("dora-two-indicators", "m111999p111s99EEE ron dora=s1p9", {}, 6,
     {"toitoi_honroutou": 3, "sanankou": 2, "dora": 1}),
    ("dora-N-is-E", "m111999p111s99EEE ron dora=N", {}, 6, {"toitoi_honroutou": 3, "sanankou": 2, "dora": 1}),
    ("dora-C-is-P", "m11EEE[PPP][FFF][CCC] ron dora=C", {}, 8,
     {"toitoi_honroutou": 3, "daisangen": 2, "honitsu": 2, "dora": 1}),
    ("dora-P-F-W", "m11EEE[PPP][FFF][CCC] ron dora=PFWN", {}, 10,
     {"toitoi_honroutou": 3, "daisangen": 2, "honitsu": 2, "dora": 3}),
    ("dora-kong-counts-4", "EEECC[m1111][p9999](s1111) ron dora=m9", {}, 6,
     {"toitoi_honroutou": 3, "sankantsu": 2, "dora": 1}),
    ("dora-same-indicator-twice", "EEECC[m1111][p9999](s1111) ron dora=m9m9", {}, 7,
     {"toitoi_honroutou": 3, "sankantsu": 2, "dora": 2}),
    ("dora-12-tiles", "EEECC[m1111][p9999](s1111) ron dora=m9p1s9", {}, 9,
     {"toitoi_honroutou": 3, "sankantsu": 2, "dora": 4}),
    ("dora-seven-pairs", "m1199p1199s11EEPP ron dora=m9p1", {}, 4, {"chiitoitsu_honroutou": 3, "dora": 1}),
    # -- tenhou / chiihou; last-draw scores nothing
    # tenhou has no last tile: the best reading counts (here the pair, a single wait)
    ("tenhou", "m111999p111s99EEE tsumo tenhou", {}, 14, {"toitoi_honroutou": 3, "suuankou_tanki": 7, "tenhou": 4}),
    ("tenhou-pair-written-last", "m111999p111EEEs99 tsumo tenhou", {}, 14,
     {"toitoi_honroutou": 3, "suuankou_tanki": 7, "tenhou": 4}),
    ("chiihou", "m111999p111s99EEE tsumo chiihou seat=S", {}, 11,
     {"toitoi_honroutou": 3, "suuankou": 4, "chiihou": 4}),
    ("tenhou-seven-pairs", "EESSWWNNPPFFCC tsumo tenhou", {}, 11,
     {"chiitoitsu_honroutou": 3, "tsuuiisou": 4, "tenhou": 4}),
    ("chiihou-kokushi", "m19p19s19ESWNPFCE tsumo chiihou seat=S", {}, 7, {"kokushi": 3, "chiihou": 4}),
    ("last-draw-nothing", "m111999p111s99EEE tsumo last-draw", {}, 7, {"toitoi_honroutou": 3, "suuankou": 4}),
    # -- calls options that allow the meld
    ("calls-kong-exposed-kong", "EEECC[m1111][p9999](s1111) ron", {"calls": "kong"}, 5,
     {"toitoi_honroutou": 3, "sankantsu": 2}),
    ("calls-none-concealed-kong", "m111s99EEE(CCCC)p999 tsumo", {"calls": "none"}, 7,
     {"toitoi_honroutou": 3, "suuankou": 4}),
    ("calls-all-pung", "p11WWPPPW[SSS][p999] ron", {"calls": "all"}, 5, {"toitoi_honroutou": 3, "honitsu": 2}),
]


@pytest.mark.parametrize("line,options,total,items", [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_points(line, options, total, items):
    s = score(line, **options)
    assert breakdown(s) == items
    assert s.total == total == sum(items.values())
    assert s.to_dict()["total"] == total


def test_families():
    assert score("m111999p111s99EEE ron").family == "all_pungs"
    assert score("EESSWWNNPPFFCC tsumo").family == "seven_pairs"
    assert score("m19p19s19ESWNPFCE ron").family == "thirteen_orphans"


def test_to_dict_fields_and_order():
    d = score("EEESSSWWWNNNCC tsumo").to_dict()
    assert list(d) == ["family", "items", "total", "scoring"]
    assert d["scoring"] == "points"
    assert d["items"][0] == {"id": "toitoi_honroutou", "name": "All Pungs + All Terminals and Honors",
                             "native": "対々和 + 混老頭", "points": 3, "count": 1}
    # base first, then the additions highest first
    assert [i["id"] for i in d["items"]] == ["toitoi_honroutou", "suuankou_tanki", "daisuushii", "tsuuiisou"]
    assert all(set(i) == {"id", "name", "native", "points", "count"} for i in d["items"])


def test_dora_item_counts_points():
    s = score("EEECC[m1111][p9999](s1111) ron dora=m9p1s9")
    (dora,) = [r for r in s.items if r.id == "dora"]
    assert (dora.points, dora.count) == (1, 4)
    assert s.dora_tiles == 12
    assert any("12 tiles" in line for line in s.verdict())


def test_flat_scoring_lists_items_total_one():
    s = score("EEESSSWWWNNNCC tsumo", scoring="flat")
    d = s.to_dict()
    assert d["total"] == 1 and d["scoring"] == "flat"
    assert sum(i["points"] * i["count"] for i in d["items"]) == 18
    assert "1 point" in s.verdict()[0]


def test_riichi_scoring_gives_han_fu_value():
    # --scoring riichi (engine: mjscore.rules.yaochu.riichi_scoring; cases in test_yaochu_riichi.py)
    d = score("m111999p111s99EEE ron", scoring="riichi").to_dict()
    assert d["scoring"] == "riichi" and (d["han"], d["fu"], d["value"]) == (8, 60, 24000)
    assert d["total"] == d["value"]
    assert {i["id"] for i in d["items"]} == {"yakuhai_seat", "yakuhai_round", "toitoi", "sanankou", "honroutou"}
    assert {e.id for e in RULES.table({"scoring": "riichi"})} >= {"toitoi", "suuankou_tanki", "dora"}


def test_unknown_option_value():
    with pytest.raises(MjscoreError):
        score("m111999p111s99EEE ron", calls="some")


def _with(line: str, **conditions) -> Hand:
    """A parsed hand with conditions the notation would refuse as contradictory (to test the rule set
    on its own)."""
    h = parse(line)
    return copy_with(h, conditions=copy_with(h.conditions, **conditions))


@pytest.mark.parametrize("line", ["m111999p111s99EEE ron", "EESSWWNNPPFFCC ron"], ids=["all-pungs", "seven-pairs"])
def test_chankan_scores_nothing_outside_thirteen_orphans(line):
    plain = RULES.score(parse(line), {})
    robbed = RULES.score(_with(line, chankan=True), {})
    assert robbed.total == plain.total
    assert "chankan" not in breakdown(robbed)


def test_rule_set_attributes():
    assert RULES.name == "yaochu"
    assert RULES.options == {"calls": ("all", "kong", "none"), "scoring": ("points", "flat", "riichi")}
    assert RULES.conditions == frozenset(  # (seen= is a word of every rule set)
        {"tsumo", "seat", "round", "win", "last_draw", "rinshan", "chankan", "tenhou", "chiihou", "dora", "seen"})
    assert not RULES.shapes.four_as_two_pairs and not RULES.shapes.knitted


def test_table():
    entries = RULES.table({})
    ids = [e.id for e in entries]
    assert ids.count("honitsu") == 2 and ids.count("tsuuiisou") == 2
    assert {e.id: e.points for e in entries}["suuankou_tanki"] == "+7"
    assert [e.points for e in entries if e.id == "tsuuiisou"] == ["+3", "+4"]
    assert len(RULES.table({"scoring": "flat"})) == 1


# (id, line, options, message fragment or None): every one is an error of kind "invalid"
INVALID = [
    ("a-two", "m112999p111s99EEE ron", {}, None),
    ("a-five-in-meld", "m111999s99EEE[p555] ron", {}, None),
    ("a-dora-indicator", "m111999p111s99EEE ron dora=s2", {}, None),
    ("a-chow", "m111999s99EEE[m123] ron", {}, None),
    ("five-copies", "m11111999p111s99E ron", {}, None),
    ("five-copies-with-meld", "m1EEESSSWWWNN[m1111] ron", {}, None),
    ("pung-under-calls-kong", "p11WWPPPW[SSS][p999] ron", {"calls": "kong"}, "--calls kong"),
    ("pung-under-calls-none", "p11WWPPPW[SSS][p999] ron", {"calls": "none"}, "--calls none"),
    ("exposed-kong-under-calls-none", "EEECC[m1111][p9999](s1111) ron", {"calls": "none"}, "--calls none"),
    ("tenhou-ron", "m111999p111s99EEE ron tenhou", {}, None),
    ("tenhou-seat-S", "m111999p111s99EEE tsumo tenhou seat=S", {}, None),
    ("chiihou-seat-E", "m111999p111s99EEE tsumo chiihou", {}, None),
    ("chiihou-ron", "m111999p111s99EEE ron chiihou seat=S", {}, None),
    ("tenhou-claimed-meld", "m111p99EEE[CCC]p9 tsumo tenhou", {}, None),
    ("tenhou-concealed-kong", "m111s99EEE(CCCC)p999 tsumo tenhou", {}, "tenhou"),
    ("chiihou-concealed-kong", "m111s99EEE(CCCC)p999 tsumo chiihou seat=S", {}, "chiihou"),
    ("rinshan-ron", "m111p99EEE[SSS](CCCC) ron rinshan", {}, None),
    ("rinshan-no-kong", "m111999p111s99EEE tsumo rinshan", {}, None),
    ("rinshan-last-draw", "m111p99EEE[SSS](CCCC) tsumo rinshan last-draw", {}, None),
    ("unknown-condition", "m111999p111s99EEE ron riichi", {}, None),
]


@pytest.mark.parametrize("line,options,fragment", [c[1:] for c in INVALID], ids=[c[0] for c in INVALID])
def test_invalid(line, options, fragment):
    try:
        score(line, **options)
    except MjscoreError as e:
        assert e.kind == "invalid", e.message
        assert "\n" not in e.message
        if fragment:
            assert fragment in e.message
    else:
        pytest.fail("accepted")


def test_not_yaochu_tile_message_and_column():
    with pytest.raises(MjscoreError) as e:
        RULES.check(parse("m112999p111s99EEE ron"), {})
    assert e.value.message == ("yaochu: m112999p111s99EEE ron: m2 (characters 2) is not a Yaochu tile at column 4; "
                               "only 1, 9 and honors are used")
    assert e.value.column == 4


def test_forbidden_meld_is_named_with_its_column():
    with pytest.raises(MjscoreError) as e:
        RULES.check(parse("p11WWPPPW[SSS][p999] ron"), {"calls": "kong"})
    assert "[SSS]" in e.value.message and e.value.column == 10


def test_chow_is_named():
    # a chow needs a 2 to 8, but the chow itself is what is named
    with pytest.raises(MjscoreError) as e:
        RULES.check(parse("m111999s99EEE[m123] ron"), {})
    assert e.value.message.startswith("yaochu: m111999s99EEE[m123] ron: the chow [m123] is not possible at column 14")
    assert e.value.column == 14


def test_contradictions_refused_by_the_rule_set_itself():
    # the notation layer refuses these too; the rule set must not rely on it
    for line, cond in [("m111999p111s99EEE ron", dict(tenhou=True)),
                       ("m111999p111s99EEE tsumo", dict(tenhou=True, seat=28)),
                       ("m111999p111s99EEE tsumo", dict(chiihou=True)),
                       ("m111999p111s99EEE tsumo", dict(tenhou=True, chiihou=True)),
                       ("m111s99EEE[CCC]p999 tsumo", dict(tenhou=True)),
                       ("m111999p111s99EEE tsumo", dict(rinshan=True)),
                       ("m111p99EEE[SSS](CCCC) tsumo", dict(rinshan=True, last_draw=True)),
                       ("m19p19s19ESWNPFCE tsumo", dict(chankan=True))]:
        with pytest.raises(MjscoreError) as e:
            RULES.check(_with(line, **cond), {})
        assert e.value.kind == "invalid"


@pytest.mark.parametrize("line", ["m111999p119s99EEE ron", "m1111p99s11EESSWW ron", "m19p19s19ESWNPFF ron"],
                         ids=["no-shape", "four-as-two-pairs", "orphans-missing-C"])
def test_not_a_win(line):
    assert outcome(line) == "not-a-win"


@pytest.mark.parametrize("line,what,column", [
    ("111999m99sEEE[555p] ron", "(dots 5)", 14),
    ("111999m111p99sEEE ron dora=2s", "(bamboo 2)", 28),
], ids=["meld-tile", "dora-indicator"])
def test_not_yaochu_tile_columns(line, what, column):
    with pytest.raises(MjscoreError) as e:
        RULES.check(parse(line), {})
    assert what in e.value.message and "is not a Yaochu tile" in e.value.message
    assert e.value.column == column


# docs/yaochu.md's point table, entry by entry: (family, id) -> points
DOC_TABLE = {
    ("all_pungs", "toitoi_honroutou"): 3, ("all_pungs", "rinshan_kaihou"): 1, ("all_pungs", "shousangen"): 1,
    ("all_pungs", "sanankou"): 2, ("all_pungs", "sankantsu"): 2, ("all_pungs", "daisangen"): 2,
    ("all_pungs", "honitsu"): 2, ("all_pungs", "shousuushii"): 3, ("all_pungs", "tsuuiisou"): 3,
    ("all_pungs", "chinroutou"): 4, ("all_pungs", "suuankou"): 4, ("all_pungs", "suukantsu"): 5,
    ("all_pungs", "daisuushii"): 5, ("all_pungs", "suuankou_tanki"): 7,
    ("seven_pairs", "chiitoitsu_honroutou"): 3, ("seven_pairs", "honitsu"): 2, ("seven_pairs", "tsuuiisou"): 4,
    ("thirteen_orphans", "kokushi"): 3, ("thirteen_orphans", "chankan"): 2,
    ("any", "dora"): 1, ("any", "tenhou"): 4, ("any", "chiihou"): 4,
}
DOC_LADDERS = [("sanankou", "suuankou", "suuankou_tanki"), ("sankantsu", "suukantsu"),
               ("shousangen", "daisangen"), ("shousuushii", "daisuushii")]


def test_item_table_is_the_documented_table():
    from mjscore.rules.yaochu.items import ITEMS
    assert {(i.family, i.id): i.points for i in ITEMS} == DOC_TABLE
    assert len(ITEMS) == len(DOC_TABLE)
    assert all(i.native and i.name for i in ITEMS)
    ladders: dict[str, list] = {}
    for i in ITEMS:
        if i.ladder:
            ladders.setdefault(i.ladder[0], []).append((i.ladder[1], i.id))
    assert sorted(tuple(i for _, i in sorted(v)) for v in ladders.values()) == sorted(DOC_LADDERS)


DOC_EXAMPLES = [c for c in CASES if c[0].startswith("doc-")]


@pytest.mark.parametrize("line,total", [(c[1], c[3]) for c in DOC_EXAMPLES], ids=[c[0] for c in DOC_EXAMPLES])
def test_documented_examples_end_to_end(line, total):
    from mjscore import api

    r = api.score(line, rules="yaochu")
    assert r.ok and r.fields["total"] == total
    assert list(r.to_dict())[:5] == ["line", "input", "rules", "ok", "hand"]


def test_calls_option_end_to_end():
    from mjscore import api

    r = api.Engine("yaochu", calls="kong").result("p11WWPPPW[SSS][p999] ron")
    assert not r.ok and r.error["kind"] == "invalid" and "[SSS]" in r.error["message"]
    assert api.Engine("yaochu", calls="none").result("m111s99EEE(CCCC)p999 tsumo").fields["total"] == 7


# -- through the public API: every row of the point table and every ladder, flat scoring, calls, tile set

# id, line, total, item ids (checked by hand against docs/yaochu.md)
POINT_TABLE = [
 ("base", "p11EEE[m111][m999][s999] ron", 3, {"toitoi_honroutou"}),
 ("rinshan", "m99EEE[m1111][p111][s999] tsumo rinshan", 4, {"toitoi_honroutou", "rinshan_kaihou"}),
 ("shousangen", "CCm111[PPP][FFF][p999] ron", 4, {"toitoi_honroutou", "shousangen"}),
 ("sanankou-east-on-a-discard", "m111999p111s99EEE ron", 5, {"toitoi_honroutou", "sanankou"}),
 ("sankantsu-open", "m99EE[m1111][p1111][s1111] E ron", 5, {"toitoi_honroutou", "sankantsu"}),
 ("sankantsu-concealed-and-sanankou", "m99EE(m1111)(p1111)(s1111) E ron", 7, {"toitoi_honroutou", "sankantsu", "sanankou"}),
 ("daisangen", "m11p999[PPP][FFF][CCC] ron", 5, {"toitoi_honroutou", "daisangen"}),
 ("honitsu", "p11WWPPPW[SSS][p999] ron dora=s1", 5, {"toitoi_honroutou", "honitsu"}),
 ("shousuushii-and-honitsu", "NNm111[EEE][SSS][WWW] ron", 8, {"toitoi_honroutou", "shousuushii", "honitsu"}),
 ("tsuuiisou-and-shousangen", "EEESSSC[PPP][FFF] C ron", 7, {"toitoi_honroutou", "tsuuiisou", "shousangen"}),
 ("chinroutou", "m11p999[m999][p111][s111] ron", 7, {"toitoi_honroutou", "chinroutou"}),
 ("suuankou-tsumo", "m111999p111s99EEE tsumo", 7, {"toitoi_honroutou", "suuankou"}),
 ("suukantsu", "E[m1111][m9999][p1111][s9999] E ron", 8, {"toitoi_honroutou", "suukantsu"}),
 ("daisuushii-and-tsuuiisou", "EEEC[SSS][WWW][NNN] C ron", 11, {"toitoi_honroutou", "daisuushii", "tsuuiisou"}),
 ("suuankou-tanki-ron", "m111999p111EEEs99 ron", 10, {"toitoi_honroutou", "suuankou_tanki"}),
 ("tanki-suukantsu-rinshan", "E(m1111)(m9999)(p1111)(s9999) E tsumo rinshan", 16,
  {"toitoi_honroutou", "suuankou_tanki", "suukantsu", "rinshan_kaihou"}),
 ("seed-18", "EEESSSWWWNNNCC tsumo", 18, {"toitoi_honroutou", "suuankou_tanki", "daisuushii", "tsuuiisou"}),
 ("seven-pairs", "m1199p1199s1199EE", 3, {"chiitoitsu_honroutou"}),
 ("seven-pairs-honitsu", "m1199EESSWWNNPP", 5, {"chiitoitsu_honroutou", "honitsu"}),
 ("seven-pairs-tsuuiisou-4", "EESSWWNNPPFFCC tsumo", 7, {"chiitoitsu_honroutou", "tsuuiisou"}),
 ("kokushi", "m19p19s19ESWNPFCE ron", 3, {"kokushi"}),
 ("kokushi-chankan", "m19p19s19SWNPFCCE ron chankan", 5, {"kokushi", "chankan"}),
 ("dora-m9-points-at-m1", "m111999p111s99EEE ron dora=m9", 6, {"toitoi_honroutou", "sanankou", "dora"}),
 ("dora-twice-6-tiles", "m111999p111s99EEE ron dora=m9m9", 7, {"toitoi_honroutou", "sanankou", "dora"}),
 ("dora-N-points-at-E", "m111999p111s99EEE ron dora=N", 6, {"toitoi_honroutou", "sanankou", "dora"}),
 ("dora-s9-points-at-s1-none", "m111999p111s99EEE ron dora=s9", 5, {"toitoi_honroutou", "sanankou"}),
 ("dora-kong-four-tiles", "m999p111s99EEE[m1111] ron dora=m9", 4, {"toitoi_honroutou", "dora"}),
 ("dora-C-points-at-P", "p11WWPPPW[SSS][p999] ron dora=C", 6, {"toitoi_honroutou", "honitsu", "dora"}),
 ("dora-p1-points-at-p9", "p11WWPPPW[SSS][p999] ron dora=p1", 6, {"toitoi_honroutou", "honitsu", "dora"}),
 ("dora-E-points-at-S", "p11WWPPPW[SSS][p999] ron dora=E", 6, {"toitoi_honroutou", "honitsu", "dora"}),
 ("dora-p9-two-tiles-nothing", "p11WWPPPW[SSS][p999] ron dora=p9", 5, {"toitoi_honroutou", "honitsu"}),
 ("dora-W-points-at-N-none", "p11WWPPPW[SSS][p999] ron dora=W", 5, {"toitoi_honroutou", "honitsu"}),
 ("dora-F-points-at-C", "m19p19s19SWNPFCCE ron dora=FF", 4, {"kokushi", "dora"}),
 ("dora-S-points-at-W-twice", "p11WWPPPW[SSS][p999] ron dora=SS", 7, {"toitoi_honroutou", "honitsu", "dora"}),
 ("dora-P-points-at-F-three-times", "m1199EESSWWNNFF ron dora=PPP", 7, {"chiitoitsu_honroutou", "honitsu", "dora"}),
 ("tenhou-read-as-tanki", "m111999p111s99EEE tsumo tenhou", 14, {"toitoi_honroutou", "suuankou_tanki", "tenhou"}),
 ("chiihou", "m111999p111s99EEE tsumo chiihou seat=S", 11, {"toitoi_honroutou", "suuankou", "chiihou"}),
 ("tenhou-seven-pairs", "m1199p1199s1199EE tsumo tenhou", 7, {"chiitoitsu_honroutou", "tenhou"}),
 ("chiihou-kokushi", "m19p19s19SWNPFCCE tsumo chiihou seat=S", 7, {"kokushi", "chiihou"}),
]


@pytest.mark.parametrize("line,total,ids", [c[1:] for c in POINT_TABLE], ids=[c[0] for c in POINT_TABLE])
def test_yaochu_point_table(line, total, ids):
    f = fields(line, "yaochu")
    assert f["total"] == total and {i["id"] for i in f["items"]} == ids
    assert f["scoring"] == "points"
    assert total == sum(i["points"] * i["count"] for i in f["items"])
    assert list(f)[:4] == ["family", "items", "total", "scoring"]


@pytest.mark.parametrize("line", [c[1] for c in POINT_TABLE[:6]])
def test_yaochu_flat_is_one_point(line):
    f = fields(line, "yaochu", scoring="flat")
    assert f["total"] == 1 and f["scoring"] == "flat" and f["items"]


@pytest.mark.parametrize("line,calls,ok", [
    ("p11EEE[m111][m999][s999] tsumo", "all", True),
    ("p11EEE[m111][m999][s999] tsumo", "kong", False),
    ("p11EEE[m1111][m9999](s9999) tsumo rinshan", "kong", True),
    ("p11EEE[m1111][m9999](s9999) tsumo rinshan", "none", False),
    ("p11EEE(m1111)(m9999)(s9999) tsumo rinshan", "none", True),
])
def test_yaochu_calls(line, calls, ok):
    if ok:
        fields(line, "yaochu", calls=calls)
    else:
        e = error(line, "yaochu", calls=calls)
        assert e.kind == "invalid" and f"--calls {calls}" in str(e) and e.column == 7


@pytest.mark.parametrize("line,message", [
    ("m111222p111s99EEE", "m111222p111s99EEE: m2 (characters 2) is not a Yaochu tile at column 5; only 1, 9 and"),
    ("m111999p111s99EEE dora=m5", "dora=m5: m5 (characters 5) is not a Yaochu tile at column 24; only 1, 9"),
    ("m111999p11s99E[m2222]", "[m2222]: m2 (characters 2) is not a Yaochu tile at column 15; only 1, 9 and"),
    ("m111999p10s99EEE", "red five"),
    ("m111999p111s99EEE f1", "flower"),
    ("m111999p111s99EEE riichi", "unknown condition word 'riichi' for yaochu"),
])
def test_yaochu_tile_set_and_words(line, message):
    e = error(line, "yaochu")
    assert e.kind == "invalid" and message in str(e) and e.column is not None


def test_yaochu_waits():
    w, f = waits_by_tile("m111999p111s99EE", "yaochu")
    assert set(w) == {"9s", "E"} and f["tenpai"] is True
    assert {t: (x["ron"]["total"], x["tsumo"]["total"]) for t, x in w.items()} == {"9s": (5, 7), "E": (5, 7)}
    w, _ = waits_by_tile("m111999p111s99EE dora=N", "yaochu")  # N points at E: the East pung is 3 dora
    assert (w["E"]["ron"]["total"], w["9s"]["ron"]["total"]) == (6, 5)
    w, _ = waits_by_tile("m19p19s19ESWNPFC", "yaochu")  # no 13-sided bonus in Yaochu
    assert len(w) == 13 and {x["ron"]["total"] for x in w.values()} == {3}
    w, f = waits_by_tile("m111999p111EEEE", "yaochu")  # the fifth East does not exist
    assert not w and f["tenpai"] is False and f["shanten"] == 1 and "foul" not in f
    w, _ = waits_by_tile("m111999p111s99EE", "yaochu", scoring="riichi")
    assert w["E"]["tsumo"]["han"] == 13 and w["9s"]["ron"]["fu"] == 70  # 20+10+3x8+4+4 (double East pair)


# -- every Yaochu error names the line, the text written and its exact column (text output too) -----------

NAMED_ERRORS = [
    # args, the error line printed by `mjscore score -r yaochu -f text`
    ("dora-red-five", ("m111999p111s99EEE dora=m0",),
     "error: yaochu: m111999p111s99EEE dora=m0: m0 (red characters 5) is not a Yaochu tile at column 24; "
     "only 1, 9 and honors are used"),
    ("dora-second-group", ("m111999p111s99EEE dora=m1m5",),
     "error: yaochu: m111999p111s99EEE dora=m1m5: m5 (characters 5) is not a Yaochu tile at column 26; "
     "only 1, 9 and honors are used"),
    ("dora-inside-a-group", ("m111999p111s99EEE dora=Em159",),  # named in the line's form at its digit
     "error: yaochu: m111999p111s99EEE dora=Em159: m5 (characters 5) is not a Yaochu tile at column 27; "
     "only 1, 9 and honors are used"),
    ("dora-suffix-form", ("111999m111p99sEEE dora=E5p",),
     "error: yaochu: 111999m111p99sEEE dora=E5p: 5p (dots 5) is not a Yaochu tile at column 25; "
     "only 1, 9 and honors are used"),
    ("dora-default", ("--dora", "m5", "m111999p111s99EEE"),
     "error: yaochu: m111999p111s99EEE: m5 of --dora (characters 5) is not a Yaochu tile; "
     "only 1, 9 and honors are used"),
    ("ura-indicator", ("--scoring", "riichi", "m111999p111s99EEE riichi ura=Es2"),
     "error: yaochu: m111999p111s99EEE riichi ura=Es2: s2 (bamboo 2) is not a Yaochu tile at column 31; "
     "only 1, 9 and honors are used"),
    ("concealed-tile", ("m111222p111s99EEE",),
     "error: yaochu: m111222p111s99EEE: m2 (characters 2) is not a Yaochu tile at column 5; "
     "only 1, 9 and honors are used"),
    ("calls-kong", ("--calls", "kong", "p11WWPPPW[SSS][p999]"),
     "error: yaochu: p11WWPPPW[SSS][p999]: the claimed pung [SSS] is not allowed with --calls kong at column 10; "
     "kongs only"),
    ("calls-none", ("--calls", "none", "p11EEE[m1111](m9999)(s9999) tsumo"),
     "error: yaochu: p11EEE[m1111](m9999)(s9999) tsumo: the exposed kong [m1111] is not allowed with --calls none "
     "at column 7; no calls; concealed kongs only"),
    ("chow", ("m111999s99EEE[m123] ron",),
     "error: yaochu: m111999s99EEE[m123] ron: the chow [m123] is not possible at column 14; "
     "Yaochu has only 1, 9 and honors, so no chows"),
]


@pytest.mark.parametrize("args,printed", [c[1:] for c in NAMED_ERRORS], ids=[c[0] for c in NAMED_ERRORS])
def test_yaochu_errors_name_the_line_the_text_and_its_column(args, printed):
    from typer.testing import CliRunner

    from mjscore.cli import app as cli

    r = CliRunner().invoke(cli.app, ["score", "-r", "yaochu", "-f", "text", *args], env={"NO_COLOR": "1"})
    assert r.exit_code == 1
    assert "line 1: " + printed in r.stderr.splitlines()  # (text: errors on standard error, numbered)
