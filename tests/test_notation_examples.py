"""Every example of docs/notation.md (copied here) parses to the right hand; both notations, Unicode,
red fives, flowers, melds anywhere, win=, condition words and their aliases."""

from __future__ import annotations

import pytest

from mjscore.errors import HandSyntaxError, InvalidHandError
from mjscore.hand import CHOW, KONG, PUNG, Conditions, Meld
from mjscore.notation import format_group, format_hand, format_meld, format_tiles, parse_hand, parse_tiles
from mjscore.tiles import EAST, NORTH, RED, SOUTH, WEST, WHITE, from_name


def tiles(spec: str) -> tuple[int, ...]:
    """``"1m 2m E"`` -> sorted tile kinds."""
    return tuple(sorted(from_name(x) for x in spec.split()))


def t(name: str) -> int:
    return from_name(name)


# (id, line, canonical form). The canonical form pins the tiles, melds, winning tile and conditions.
EXAMPLES = [
    # The "Examples" block of docs/notation.md.
    ("mcr-ron-on-C", "m123p456s789EEEC C", "123m456p789sEEEC C"),
    ("suffix-tsumo", "123m456p789sEEECC tsumo", "123m456p789sEEEC C tsumo"),
    ("nine-gates", "m1112345678999m5 tsumo", "1112345678999m 5m tsumo"),
    ("thirteen-orphans", "m19p19s19ESWNCFPP", "19m19p19sESWNPFC P"),
    ("yaochu", "p11WWPPPW[SSS][p999] ron dora=s1", "11pWWPPP[999p][SSS] W ron dora=1s"),
    # Tiles table.
    ("prefix-and-suffix-same", "m123 p99 s2345 z1234", "123m99p2345sESWN"),
    ("suffix-z", "123m99p2345s567z EE", "123m99p2345sEPFC E"),
    ("z-prefix", "z1234567 m123 s99 p1", "123m1p99sESWNPFC"),
    ("honor-letters", "EEE PFC m123 p99 s234", "123m99p23sEEEPFC 4s"),
    ("spaces-mean-nothing", "m123 p456 s789 EEE C C", "123m456p789sEEEC C"),
    ("no-spaces", "m123p456s789EEECC", "123m456p789sEEEC C"),
    ("letters-mix-with-suffix", "EEE 123m C 456p 789s C", "123m456p789sEEEC C"),
    # Case: s bamboo, S South; P white.
    ("case-sensitive-s-S", "s111SSS p99 m123 s789", "123m99p11178sSSS 9s"),
    # Unicode (the block orders dragons red, green, white; bamboo before dots).
    ("unicode", "🀇🀈🀉🀙🀚🀛🀐🀑🀒🀀🀀🀀🀄🀄", "123m123p123sEEEC C"),
    ("unicode-dragons", "🀄🀄🀄🀅🀅🀅🀆🀆🀆🀇🀇🀇🀏🀏", "1119mPPPFFFCCC 9m"),
    ("unicode-variation-selectors", "🀇🀈🀉🀙🀚🀛🀐🀑🀒🀀🀀🀀🀄\ufe0f🀄\ufe0e",
     "123m123p123sEEEC C"),
    ("unicode-mixed-prefix", "m123🀙🀚🀛 s123 EEE 🀄🀄", "123m123p123sEEEC C"),
    # Melds.
    ("claimed-chow-prefix", "[m123]p456s789EEECC", "456p789sEEEC[123m] C"),
    ("claimed-chow-suffix", "[123m]456p789sEEECC", "456p789sEEEC[123m] C"),
    ("claimed-pungs", "[p555][EEE]m123s789CC", "123m789sC[555p][EEE] C"),
    ("exposed-kongs", "[s9999][CCCC] m123 p456 EE", "123m456pE[9999s][CCCC] E"),
    ("concealed-kong", "(m5555) p123 s456 EEE CC", "123p456sEEEC(5555m) C"),
    ("melds-anywhere", "m12[p999]m3(CCCC) EE s78 s9", "123m78sEE[999p](CCCC) 9s"),
    ("meld-after-conditions", "m123s789EEECC tsumo [p999]", "123m789sEEEC[999p] C tsumo"),
    ("melds-sorted", "[EEE][s123][m999] p55 s4 s4 s4", "55p44s[999m][123s][EEE] 4s"),
    # Red fives (Fliosen).
    ("red-five-prefix", "m406p55s678s78(z7777)s9 tsumo", "406m55p67788s(CCCC) 9s tsumo"),
    ("red-five-suffix", "406m05p678s78s(7777z)9s", "406m05p67788s(CCCC) 9s"),
    ("red-win-tile", "m46p55s678(z7777)s888 m0", "46m55p678888s(CCCC) 0m"),
    ("red-in-meld", "[m406][p0555] s678 EE C C C", "678sEECC[406m][0555p] C"),
    # Flowers (Chinese Official).
    ("flowers", "m123p456s789EEEC C f13", "123m456p789sEEEC C f13"),
    ("flowers-first", "f13 m123p456s789EEEC C", "123m456p789sEEEC C f13"),
    ("flowers-unicode", "m123p456s789EEEC C 🀢🀤", "123m456p789sEEEC C f13"),
    ("flowers-count", "m123p456s789EEEC C flowers=3", "123m456p789sEEEC C flowers=3"),
    # The winning tile.
    ("win-override", "m123p456s789EEECC win=E tsumo", "123m456p789sEECC E tsumo"),
    ("win-override-suffix-tile", "123m456p789sEEECC win=5p", "123m46p789sEEECC 5p"),
    ("win-override-unicode", "m123p456s789EEECC win=🀀", "123m456p789sEECC E"),
    ("waiting-13", "m123p456s789EEEC", "123m456p789sEEEC"),
    ("waiting-13-melds", "m123[p456](s7777)EEEC", "123mEEEC[456p](7777s)"),
    # Conditions: case-insensitive, any order, aliases, canonical order on output.
    ("conditions-order", "m123p456s789EEEC C round=S tsumo seat=W",
     "123m456p789sEEEC C tsumo seat=W round=S"),
    ("conditions-case", "m123p456s789EEEC C TSUMO Seat=w PREVALENT=s", "123m456p789sEEEC C tsumo seat=W round=S"),
    ("alias-discard", "m123p456s789EEEC C discard", "123m456p789sEEEC C ron"),
    ("alias-self-drawn", "m123p456s789EEEC C self-drawn", "123m456p789sEEEC C tsumo"),
    ("alias-zimo", "m123p456s789EEEC C zimo", "123m456p789sEEEC C tsumo"),
    ("defaults-written-stay", "m123p456s789EEEC C ron seat=E round=E", "123m456p789sEEEC C ron seat=E round=E"),
    ("mcr-words", "m123p456s78EEECC s9 last-tile last-draw", "123m456p78sEEECC 9s last-tile last-draw"),
    ("kong-words", "m123p456s789E(CCCC) E tsumo rinshan last-draw",
     "123m456p789sE(CCCC) E tsumo last-draw rinshan"),
    ("chankan", "m123p45s789EEECC p6 ron chankan", "123m45p789sEEECC 6p ron chankan"),
    ("fliosen-words", "m234567p55s678(CCCC) riichi ippatsu tsumo seat=S ura=m1 dora=m1E draws=2 tong",
     "234567m55p67s(CCCC) 8s tsumo seat=S riichi ippatsu dora=1mE ura=1m tong draws=2"),
    ("double-riichi", "m234567p55s678(CCCC) double-riichi ippatsu",
     "234567m55p67s(CCCC) 8s double-riichi ippatsu"),
    ("tenhou", "m123p456s789EEEC C tsumo tenhou", "123m456p789sEEEC C tsumo tenhou"),
    ("chiihou", "m123p456s789EEEC C tsumo chiihou seat=N", "123m456p789sEEEC C tsumo seat=N chiihou"),
    ("dora-sorted", "m123p456s789EEEC C dora=E s9 m1", "123m456p789sEEEC C dora=1m9sE"),
]


@pytest.mark.parametrize("line,canonical", [e[1:] for e in EXAMPLES], ids=[e[0] for e in EXAMPLES])
def test_canonical_form(line, canonical):
    hand = parse_hand(line)
    assert format_hand(hand) == canonical
    assert parse_hand(canonical) == hand


def test_mcr_example_details():
    h = parse_hand("m123p456s789EEEC C")
    assert h.tiles == tiles("1m 2m 3m 4p 5p 6p 7s 8s 9s E E E C C")
    assert h.win == RED and h.melds == () and h.conditions == Conditions()
    assert h.size == 14 and h.origin.notation == "prefix"


def test_prefix_and_suffix_read_alike():
    assert parse_hand("m123p456s789EEECC tsumo") == parse_hand("123m456p789sEEECC tsumo")
    assert parse_hand("z1234567m123s99p11") == parse_hand("1234567z123m99s11p") == parse_hand("ESWNPFCm123s99p11")


def test_yaochu_example_details():
    h = parse_hand("p11WWPPPW[SSS][p999] ron dora=s1")
    assert h.tiles == tiles("1p 1p W W W P P P")
    assert h.win == WEST
    assert h.melds == (Meld(kind=PUNG, tile=t("9p")), Meld(kind=PUNG, tile=SOUTH))
    assert h.conditions.dora == (t("1s"),) and not h.conditions.tsumo
    assert h.conditions.given == {"tsumo", "dora"}


def test_fliosen_example_is_well_formed():
    # docs/notation.md's Fliosen example declares riichi with a claimed chow, which its own contradiction
    # list forbids ("riichi with a claimed meld"); the line is grammatical, and without riichi it reads:
    with pytest.raises(InvalidHandError, match="riichi"):
        parse_hand("m234p55s678[s345](z7777) riichi tsumo dora=s2")
    h = parse_hand("m234p55s678[s345](z7777) tsumo dora=s2")
    assert h.melds == (Meld(kind=CHOW, tile=t("3s")), Meld(kind=KONG, tile=RED, concealed=True))
    assert h.win == t("8s") and h.conditions.tsumo and h.conditions.dora == (t("2s"),)


def test_header_diagram_is_grammatical():
    # The diagram at the top of docs/notation.md has 16 tiles: the grammar reads it, the count refuses it.
    with pytest.raises(InvalidHandError, match="16 tiles"):
        parse_hand("m123p456s789EEE[p999]C tsumo seat=S round=E")


def test_thirteen_orphans_and_nine_gates():
    h = parse_hand("m19p19s19ESWNCFPP")
    assert h.win == WHITE and h.tiles.count(WHITE) == 2
    h = parse_hand("m1112345678999m5 tsumo")
    assert h.win == t("5m") and h.tiles.count(t("5m")) == 2 and h.conditions.tsumo


def test_unicode_order():
    h = parse_hand("🀀🀁🀂🀃🀄🀅🀆🀇🀏🀐🀘🀙🀡🀆")
    assert h.tiles == tiles("E S W N C F P P 1m 9m 1s 9s 1p 9p")
    assert h.win == WHITE
    assert parse_hand("m123p456s789EEEC C 🀢🀣🀤🀥🀦🀧🀨🀩").flowers == (1, 2, 3, 4, 5, 6, 7, 8)


def test_red_fives():
    h = parse_hand("m406p0055s678(z7777)")
    assert h.red == (t("5m"), t("5p"), t("5p")) and h.win is None and not h.win_red
    h = parse_hand("m46p55s678(z7777)s888 m0")
    assert h.win == t("5m") and h.win_red and h.red == (t("5m"),)
    h = parse_hand("m46p55s678(z7777)s888 m0 win=s8")
    assert h.win == t("8s") and not h.win_red and h.red == (t("5m"),)
    h = parse_hand("[m406][p0555] s678 EE C C C")
    assert h.melds[0].red == 1 and h.melds[1].red == 1 and h.red_count == 2
    assert format_meld(h.melds[1]) == "[0555p]"
    h = parse_hand("m455p55s678(z7777)s88 m0 win=m5")
    assert h.win == t("5m") and not h.win_red


def test_flowers_and_flower_count():
    h = parse_hand("m123p456s789EEEC C f13")
    assert h.flowers == (1, 3) and h.flower_count == 2 and h.conditions.flowers is None
    h = parse_hand("m123p456s789EEEC C flowers=3")
    assert h.flowers == () and h.flower_count == 3


def test_conditions_values_and_given():
    h = parse_hand("m123p456s789EEEC C zimo PREVALENT=s seat=w last-draw")
    c = h.conditions
    assert c.tsumo and c.round == SOUTH and c.seat == WEST and c.last_draw
    assert c.given == {"tsumo", "round", "seat", "last_draw"}
    assert dict(h.origin.word_columns) == {"tsumo": 20, "round": 25, "seat": 37, "last_draw": 44}
    h = parse_hand("m123p456s789EEEC C seat=N")
    assert h.conditions.seat == NORTH and h.conditions.round == EAST and h.conditions.given == {"seat"}


def test_origin_columns():
    h = parse_hand("m12[p999]m3(CCCC) EE s78 s9 f2")
    o = h.origin
    assert o.tile_columns[:3] == ((t("1m"), 2), (t("2m"), 3), (t("3m"), 11))
    assert o.meld_columns == (4, 12)
    assert o.flower_columns == ((2, 30),)
    assert o.column_of_tile(EAST) == 19 and o.name_of(t("3m")) == "m3"
    assert parse_hand("123m456p789sEEEC C").origin.name_of(t("3m")) == "3m"


def test_defaults_argument():
    h = parse_hand("m123p456s789EEEC C seat=S", defaults={"tsumo": True, "seat": WEST})
    assert h.conditions.tsumo and h.conditions.seat == SOUTH
    h = parse_hand("m123p456s789E(CCCC) E rinshan", defaults={"tsumo": True})
    assert h.conditions.rinshan and h.conditions.tsumo
    # rinshan implies tsumo, from a line or from a default; a written ron contradicts it.
    assert parse_hand("m123p456s789E(CCCC) E", defaults={"rinshan": True}).conditions.tsumo
    with pytest.raises(InvalidHandError, match="rinshan"):
        parse_hand("m123p456s789E(CCCC) E ron rinshan")


def test_format_tiles_and_groups():
    assert format_tiles((0, 1, 2)) == "123m"
    assert format_tiles(tiles("5p 5p 5p"), red=(t("5p"),)) == "055p"
    assert format_tiles((0, 27, 1)) == "1mE2m"
    assert format_tiles(()) == ""
    from mjscore.analysis.shapes import PAIR, Group

    assert [format_group(g) for g in (Group(kind=CHOW, tile=0), Group(kind=PUNG, tile=EAST), Group(kind=PAIR, tile=t("5p")))] == \
        ["123m", "EEE", "55p"]
    assert format_group(Group(kind=KONG, tile=RED, declared=True, concealed=True), brackets=True) == "(CCCC)"
    assert format_group(Group(kind=CHOW, tile=0, declared=True, concealed=False), brackets=True) == "[123m]"


def test_parse_tiles():
    assert parse_tiles("m1E") == (t("1m"), EAST)
    assert parse_tiles("1m 9p🀄") == (t("1m"), t("9p"), RED)
    with pytest.raises(HandSyntaxError):
        parse_tiles("m1 tsumo")
    with pytest.raises(HandSyntaxError):
        parse_tiles("")


# Every spelling of the condition table (mjscore/conditions.py) is read by the grammar, as its field.
from mjscore import conditions as cw  # noqa: E402

_VALUE = {cw.FLAG: "", cw.WIND: "S", cw.TILES: "m1", cw.NUMBER: "2", cw.TILE: "E"}
_SPELLINGS = [(w.key, s) for w in cw.TABLE for s in w.spellings]


@pytest.mark.parametrize("key,spelling", _SPELLINGS, ids=[s for _, s in _SPELLINGS])
def test_every_table_word_is_in_the_grammar(key, spelling):
    value = _VALUE[cw.BY_KEY[key].kind]
    base = "m123p456s789E(CCCC) E" if key == "rinshan" else "m123p45s789EEECC p6"
    extra = {"rinshan": " tsumo", "tenhou": " tsumo", "chiihou": " tsumo seat=S", "ippatsu": " riichi",
             "ura": " riichi"}.get(key, "")
    for written in (spelling + value, spelling.upper() + value):  # tile values stay case-sensitive
        h = parse_hand(f"{base} {written}{extra}")
        if key == "win":
            assert h.win == EAST
        else:
            assert key in h.conditions.given
            assert dict(h.origin.word_columns)[key] == len(base) + 2


def test_parser_is_built_lazily():
    import subprocess
    import sys

    # Valid lines are read by the table-driven parser (no Lark at all); Lark's parser is built for
    # the first line the tables refuse, to give its detailed error.
    # The diagnosis of refused lines (mjscore.notation.diagnosis) is not even imported for valid ones.
    code = ("import sys, mjscore.notation as n; from mjscore.errors import MjscoreError\n"
            "assert 'lark' not in sys.modules and 'mjscore.notation.diagnosis' not in sys.modules\n"
            "n.parse_hand('m123p456s789EEEC C')\n"
            "assert 'lark' not in sys.modules and 'mjscore.notation.diagnosis' not in sys.modules\n"
            "try: n.parse_hand('m123p456s789EEEC C x')\n"
            "except MjscoreError: pass\n"
            "assert sys.modules['mjscore.notation.diagnosis']._parser is not None")
    subprocess.run([sys.executable, "-c", code], check=True)
