"""Reading other programs' tile codes: Botzone / PyMahjongGB codes (``parse_hand(text,
tiles="botzone")``) and MJAI's red five ``5mr`` (part of the notation itself).

- Every code family, melds, kongs, flowers and condition values in codes read to the same Hand as
  the notation line written with the notation's tiles; errors name the codes as written, with the
  column in the user's own text.
- A random valid hand written in codes reads to the same Hand as its notation text (Hypothesis,
  fixed profile), and every column of the reading points at the code it came from.
- Codes read as PyMahjongGB reads them: the same codes given to its calculator and to mjscore as
  a line give the same MCR fans (the calculator has no hand-string reader of its own).
- The notation's parser holds nothing of the codes; nothing of the Botzone reading is loaded until
  a line is read that way.
"""

from __future__ import annotations

import subprocess
import sys

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mjscore.notation import (
    botzone as notation_botzone,
    diagnosis as notation_errors,
)
from mjscore.errors import INVALID, SYNTAX, MjscoreError
from mjscore.hand import CHOW, KONG, PUNG, Meld
from mjscore.notation import TILE_CODES, format_hand, parse_hand, parse_tiles
from tests.needs import needed

BZ = "botzone"


def bz(text: str, **kw):
    return parse_hand(text, tiles=BZ, **kw)


# --------------------------------------------------------------------------------------------
# Codes read as the notation's tiles: (id, line in codes, the same line in the notation)

SAME_AS_NOTATION = [
    # Every code family.
    ("characters-W1-W9", "W1W2W3W4W5W6W7W8W9 F1F1F1 J1J1", "123456789m EEE CC"),
    ("dots-B1-B9", "B1B2B3B4B5B6B7B8B9 F2F2F2 J2J2", "123456789p SSS FF"),
    ("bamboo-T1-T9", "T1T2T3T4T5T6T7T8T9 F3F3F3 J3J3", "123456789s WWW PP"),
    ("winds-F1-F4-east-south-west-north", "F1F1F1F2F2F2F3F3F3F4F4F4W5W5", "EEESSSWWWNNN55m"),
    ("dragons-J1-red-J2-green-J3-white", "J1J1J1J2J2J2J3J3J3W1W2W3B9B9", "CCCFFFPPP123m99p"),
    ("thirteen-orphans", "W1W9B1B9T1T9F1F2F3F4J1J2J3J3", "19m19p19sESWNCFPP"),
    # Separators: concatenated, spaces, one comma (with or without spaces around it).
    ("spaces", "W1 W2 W3 B4 B5 B6 T7 T8 T9 F1 F1 F1 J1 J1", "123m456p789sEEECC"),
    ("commas", "W1,W2,W3,B4,B5,B6,T7,T8,T9,F1,F1,F1,J1,J1", "123m456p789sEEECC"),
    ("comma-and-spaces", "W1, W2 ,W3 , B4B5B6 T7T8T9 F1F1F1 J1 J1", "123m456p789sEEECC"),
    ("thirteen-tiles-waiting", "W1W2W3B4B5B6T7T8T9F1F1F1J1", "123m456p789sEEEC"),
    # Melds: claimed chow, pung, kong in [...], a concealed kong in (...), commas inside too.
    ("claimed-chow", "[W1W2W3] B4B5B6 T7T8T9 F1F1F1 J1J1", "[123m] 456p789sEEECC"),
    ("claimed-pung-and-kong", "W1W2W3 [F2,F2,F2] [J3 J3 J3 J3] T7T8T9 J1J1", "123m[SSS][PPPP]789sCC"),
    ("concealed-kong", "W1W2W3 (B5B5B5B5) T7T8T9 F1F1F1 J1J1", "123m(5555p)789sEEECC"),
    ("meld-after-the-winning-tile", "W1W2W3 B4B5B6 T7T8T9 J1J1,[F1,F1,F1]", "123m456p789sCC[EEE]"),
    ("meld-after-words", "W1W2W3 B4B5B6 T7T8T9 J1J1 tsumo [F1F1F1]", "123m456p789sCC tsumo [EEE]"),
    # Flowers H1-H8 (f1-f8), anywhere among the tiles or after the words.
    ("flowers", "H1H3 W1W2W3B4B5B6T7T8T9F1F1F1J1J1 H8", "f13 123m456p789sEEECC f8"),
    ("flowers-after-words", "W1W2W3B4B5B6T7T8T9F1F1F1J1J1 tsumo H2,H5", "123m456p789sEEECC tsumo f25"),
    # Condition words as the notation's; their tile values in codes.
    ("words", "W1W2W3B4B5B6T7T8T9F1F1F1J1J1 TSUMO seat=S round=W flowers=2",
     "123m456p789sEEECC TSUMO seat=S round=W flowers=2"),
    ("win-in-codes", "W1W2W3B4B5B6T7T8T9F1F1F1J1J1 win=W3", "123m456p789sEEECC win=3m"),
    ("dora-ura-seen-in-codes", "W2W3W4B4B5B6T2T3T4T6T6W5W5W5 riichi dora=W1,F1 ura=J3 seen=B9B9T1",
     "234m456p234s66s555m riichi dora=1mE ura=P seen=99p1s"),
]


@pytest.mark.parametrize("case", SAME_AS_NOTATION, ids=lambda c: c[0])
def test_codes_read_as_the_notation_line(case):
    _, codes, notation_text = case
    hand = bz(codes)
    assert hand == parse_hand(notation_text)
    assert hand.conditions.given == parse_hand(notation_text).conditions.given
    assert hand.origin.text == codes and hand.origin.notation == BZ


def test_the_winning_tile_is_the_last_code_outside_brackets():
    assert bz("W1W2W3 B4B5B6 T7T8T9 [F1F1F1] J1 J2").win == 32  # J2: the Green dragon
    assert bz("W1W2W3 B4B5B6 T7T8T9 J1 J2 [F1F1F1]").win == 32
    assert bz("W1W2W3 B4B5B6 T7T8T9 F1F1F1 J1").win is None  # 13 tiles: waiting


def test_a_tile_after_the_words_is_refused_as_in_the_notation():
    with pytest.raises(MjscoreError) as err:
        bz("W1W2W3 B4B5B6 T7T8T9 J1 tsumo [F1F1F1] J1")
    assert err.value.kind == SYNTAX and err.value.column == 40
    assert "unexpected 'J1' at column 40; tiles come before the condition words" in err.value.message


def test_canonical_output_is_the_notation():
    hand = bz("W1,W2,W3 [F2F2F2] (J3J3J3J3) B9 B9 T5 T6 T7 tsumo seat=S dora=W9")
    assert format_hand(hand) == "123m99p56s[SSS](PPPP) 7s tsumo seat=S dora=9m"


def test_parse_tiles_reads_codes():
    assert parse_tiles("W1F1J1", tiles=BZ) == parse_tiles("1mEC")
    assert parse_tiles("B5, T9", tiles=BZ) == parse_tiles("5p9s")
    with pytest.raises(MjscoreError) as err:
        parse_tiles("W1H1", tiles=BZ)
    assert err.value.kind == SYNTAX and err.value.column == 3


def test_the_ways_of_writing_tiles():
    assert TILE_CODES == ("notation", "botzone")
    assert parse_hand("m123p456s789EEEC C", tiles="notation") == parse_hand("m123p456s789EEEC C")
    with pytest.raises(ValueError, match="unknown tile codes 'mjai'"):
        parse_hand("m123p456s789EEEC C", tiles="mjai")


def test_defaults_apply_to_a_codes_line():
    hand = bz("W1W2W3B4B5B6T7T8T9F1F1F1J1J1", defaults={"tsumo": True})
    assert hand.conditions.tsumo


# --------------------------------------------------------------------------------------------
# Errors: the codes as written and their column in the user's text.
# (id, line, kind, column, a fragment of the message)

H = "W1W2W3B4B5B6T7T8T9F1F1F1J1J1"  # 14 tiles; a condition word starts at column 30

ERRORS = [
    ("W0-not-a-tile", "W0W2W3B4B5B6T7T8T9F1F1F1J1J1", SYNTAX, 1, "'W0' is not a tile at column 1; characters are W1-W9"),
    ("B0-not-a-tile", "W1W2W3B0", SYNTAX, 7, "'B0' is not a tile at column 7; dots are B1-B9"),
    ("T0-not-a-tile", "T0", SYNTAX, 1, "bamboo are T1-T9"),
    ("F5-not-a-wind", H + " [F5F5F5]", SYNTAX, 31, "'F5' is not a tile at column 31; winds are F1-F4"),
    ("J4-not-a-dragon", "W1W2W3 J4", SYNTAX, 8, "'J4' is not a tile at column 8; dragons are J1-J3"),
    ("H9-not-a-flower", H + " H1H9", SYNTAX, 32, "'H9' is not a flower at column 32; flowers are H1-H8"),
    ("H0-not-a-flower", "H0 " + H, SYNTAX, 1, "'H0' is not a flower"),
    ("letter-without-number", "W1W2W3 B", SYNTAX, 8, "unexpected 'B' at column 8; a code letter needs its number"),
    ("number-without-letter", "W1W2W3 4", SYNTAX, 8, "a number needs its code letter"),
    ("two-digit-number", "W10", SYNTAX, 3, "unexpected '0' at column 3"),
    ("lower-case-code", "W1W2W3 b4", SYNTAX, 8, "codes are written in capitals"),
    ("notation-tiles-in-codes-mode", "m123p456s789EEECC", SYNTAX, 1, "unexpected 'm' at column 1; tiles are Botzone codes"),
    ("honor-letters-in-codes-mode", "W1W2W3 EEE", SYNTAX, 8, "tiles are Botzone codes here"),
    ("double-comma", "W1W2W3,,B4", SYNTAX, 8, "unexpected ',' at column 8; one comma stands between two tiles"),
    ("leading-comma", ",W1", SYNTAX, 1, "unexpected ','"),
    ("comma-before-a-word", H + ", tsumo", SYNTAX, 31, "unexpected 'tsumo' at column 31"),
    ("flower-in-meld", "W1W2W3 [H1H1H1]", SYNTAX, 9, "unexpected 'H1H1H1' at column 9; a flower"),
    ("unclosed-meld", "W1W2W3 [F1F1", SYNTAX, 13, "end of line at column 13; expected a tile or a closing bracket"),
    ("tile-after-words", H + " tsumo W1", SYNTAX, 36, "unexpected 'W1' at column 36; tiles come before"),
    ("win-missing-tile", H + " win=", SYNTAX, 34, "end of line at column 34; expected a tile"),
    ("unknown-word", H + " foo", INVALID, 30, "unknown condition word 'foo'"),
    ("seat-bad-wind", H + " seat=F1", SYNTAX, 35, "expected a wind"),
    ("five-copies-named-in-codes", "W1W1W1W1 B4B5B6 T7T8T9 [W1W2W3] J1", INVALID, 25, "five copies of W1 (characters 1) at column 25"),
    ("five-dragons", "J1J1J1J1J1 B4B5B6 T7T8T9 W1W2W3", INVALID, 9, "five copies of J1 (Red dragon)"),
    ("flower-twice", H + " H2 H2", INVALID, 33, "flower 'H2' written twice at column 33; H2 is already at column 30"),
    ("win-not-concealed", H + " win=J3", INVALID, 30, "win=J3 at column 30; no J3 among the concealed tiles"),
    ("win-takes-one-tile", H + " win=J1J1", INVALID, 30, "win= takes one tile"),
    ("not-a-meld", "W1W2W3B4B5B6T7T8T9J1J1 [F1F2F3]", INVALID, 24, "[F1F2F3] is not a chow, pung or kong"),
    ("not-a-concealed-kong", "W1W2W3B4B5B6T7T8T9J1J1 (F1F1F1)", INVALID, 24, "(F1F1F1) is not a concealed kong"),
    ("too-few-tiles", "W1W2W3", INVALID, None, "3 tiles"),
    ("no-tiles", "", INVALID, None, "no tiles"),
    ("repeated-word", H + " tsumo zimo", INVALID, 36, "repeats a condition"),
    ("contradiction", H + " ron rinshan", INVALID, None, "rinshan"),
]


@pytest.mark.parametrize("case", ERRORS, ids=lambda c: c[0])
def test_errors_name_the_codes_and_their_column(case):
    _, text, kind, column, fragment = case
    with pytest.raises(MjscoreError) as err:
        bz(text)
    e = err.value
    assert e.kind == kind
    if column is not None:
        assert e.column == column
    assert fragment in e.message
    assert e.message.startswith(text.rstrip() + ":") if text else e.message.startswith("(empty line):")
    assert "\n" not in e.message


def test_a_rule_sets_check_names_the_codes_as_written():
    """A rule set's own check (Yaochu's 52 tiles) names a tile of a codes line by its code."""
    from mjscore.api import Engine

    r = Engine("yaochu", tiles="botzone").result("W1W1W1W9W9W9B1B1B1F1F1F1F2W2")
    assert not r.ok and r.error["column"] == 27
    assert "W2 (characters 2) is not a Yaochu tile" in r.error["message"], r.error["message"]


# --------------------------------------------------------------------------------------------
# MJAI's red five: 5mr 5pr 5sr in the notation (the suffix form's 0m 0p 0s)

MJAI_SAME = [
    ("red-man", "5mr 6m 7m 1p 2p 3p 4s 5s 6s 7s 8s 9s E E", "067m123p456789sEE"),
    ("red-pin-concatenated", "1m2m3m4p5pr6p7s8s9sEEECC", "123m406p789sEEECC"),
    ("red-sou-and-its-five", "123m456p5sr5s678sEEE", "123m456p05678sEEE"),
    ("red-in-a-meld", "123m[4p5pr6p]789sEEECC", "123m[406p]789sEEECC"),
    ("red-in-a-concealed-kong", "123m(5sr5s5s5s)789pEEECC", "123m(0555s)789pEEECC"),
    ("red-winning-tile", "123m456p789sEE34m5mr", "123m456p789sEE340m"),
    ("win-is-red", "123m456p789sEEE5pr5p win=5pr", "123m456p789sEEE05p win=0p"),
    ("dora-red-reads-as-five", "123m456p789sEEECC dora=5mr", "123m456p789sEEECC dora=5m"),
    ("mjai-honors-are-the-notation-letters", "1m 2m 3m 4p 5pr 6p 7s 8s 9s E E E P P", "123m406p789sEEEPP"),
]


@pytest.mark.parametrize("case", MJAI_SAME, ids=lambda c: c[0])
def test_mjai_red_five_is_the_notation_zero(case):
    _, mjai, notation_text = case
    hand, same = parse_hand(mjai), parse_hand(notation_text)
    assert hand == same
    assert hand.red == same.red and hand.win_red == same.win_red


def test_mjai_red_five_columns_and_canonical_output():
    hand = parse_hand("1m2m3m 4p5pr6p 789s EEE CC")
    assert hand.origin.red_columns == (10,)  # the 5 of 5pr
    assert format_hand(hand) == "123m406p789sEEEC C"  # canonical output writes 0
    assert hand.red == (13,)


def test_5m_then_a_word_unspaced_stays_a_five():
    # A word may follow a tile with no space: `5mron` is 5m and ron, not a red five and `on`.
    hand = parse_hand("123m456p789sEE55mron")
    assert hand.red == () and hand.conditions.given == {"tsumo"} and not hand.conditions.tsumo


MJAI_ERRORS = [
    ("red-five-in-a-run", "123m456p789sEEE45mr", SYNTAX, 19,
     "unexpected 'r' at column 19; MJAI's red five is written 5mr, 5pr or 5sr, a tile on its own"),
    ("prefix-line-with-mjai", "m123p456s789EEE 5mr", SYNTAX, 17, "'5mr' is suffix form but 'm123'"),
    ("only-fives-are-red", "123m456p789sEEE6mr", SYNTAX, 18, "unexpected 'r'"),
    ("no-red-honors", "123m456p789sEEE5zr", SYNTAX, 18, "unexpected 'r'"),
    ("red-in-codes-mode", None, SYNTAX, 1, "a number needs its code letter"),
]


@pytest.mark.parametrize("case", MJAI_ERRORS, ids=lambda c: c[0])
def test_mjai_red_five_errors(case):
    _, text, kind, column, fragment = case
    with pytest.raises(MjscoreError) as err:
        if text is None:
            bz("5mr6m7m")
        else:
            parse_hand(text)
    assert (err.value.kind, err.value.column) == (kind, column)
    assert fragment in err.value.message


@pytest.mark.parametrize("rules, refused", [("mcr", True), ("yaochu", True), ("fliosen", False)])
def test_red_fives_only_where_the_rules_have_them(rules, refused):
    from mjscore import score

    line = "234m 5pr5p 678s 345s (7777z) riichi tsumo dora=2s" if rules == "fliosen" else "5mr 6m 7m 123p 456s 789s EE"
    if refused:
        with pytest.raises(MjscoreError) as err:
            score(line, rules=rules)
        assert err.value.kind == INVALID and "red five" in err.value.message
        if rules == "mcr":
            assert err.value.column == 1  # the 5 of 5mr
    else:  # the same result as the notation's 0p
        assert score(line, rules=rules).to_dict()["yaku"] == \
            score(line.replace("5pr5p", "05p"), rules=rules).to_dict()["yaku"]


# --------------------------------------------------------------------------------------------
# Property: a random valid hand written in codes reads to the same Hand as its notation text


_NOTATION_NAME = {**{t: f"{t % 9 + 1}{'mps'[t // 9]}" for t in range(27)},
                  **{27 + i: ch for i, ch in enumerate("ESWNPFC")}}
_CODE = {**{t: f"{'WBT'[t // 9]}{t % 9 + 1}" for t in range(27)},
         27: "F1", 28: "F2", 29: "F3", 30: "F4", 31: "J3", 32: "J2", 33: "J1"}  # (PyMahjongGB's)


@st.composite
def hands_in_both_writings(draw):
    """(notation text, codes text): one random valid hand, its pieces in the same order."""
    pool = [4] * 34
    melds = []
    for _ in range(draw(st.integers(0, 4))):
        kind = draw(st.sampled_from([CHOW, PUNG, KONG]))
        need = 4 if kind == KONG else 3
        if kind == CHOW:
            ok = [t for t in range(27) if t % 9 <= 6 and all(pool[t + i] for i in range(3))]
        else:
            ok = [t for t in range(34) if pool[t] >= need]
        tile = draw(st.sampled_from(ok))
        tiles = [tile, tile + 1, tile + 2] if kind == CHOW else [tile] * need
        for t in tiles:
            pool[t] -= 1
        melds.append((kind == KONG and draw(st.booleans()), draw(st.permutations(tiles))))
    size = draw(st.sampled_from([13, 14, 14])) - 3 * len(melds)
    concealed = []
    for _ in range(size):
        t = draw(st.sampled_from([t for t in range(34) if pool[t]]))
        pool[t] -= 1
        concealed.append(t)
    words_n, words_c = [], []
    for word in draw(st.lists(st.sampled_from(["tsumo", "seat", "round", "win", "dora", "seen", "flowers"]),
                              unique=True, max_size=5)):
        if word == "tsumo":
            w = draw(st.sampled_from(["tsumo", "ron", "zimo", "TSUMO"]))
            words_n.append(w), words_c.append(w)
        elif word in ("seat", "round"):
            w = f"{word}={draw(st.sampled_from('ESWNeswn'))}"
            words_n.append(w), words_c.append(w)
        elif word == "win" and size + 3 * len(melds) == 14:
            t = draw(st.sampled_from(concealed))
            words_n.append(f"win={_NOTATION_NAME[t]}"), words_c.append(f"win={_CODE[t]}")
        elif word in ("dora", "seen"):
            ts = draw(st.lists(st.integers(0, 33), min_size=1, max_size=3))
            sep = draw(st.sampled_from(["", ","]))
            words_n.append(f"{word}=" + "".join(_NOTATION_NAME[t] for t in ts))
            words_c.append(f"{word}=" + sep.join(_CODE[t] for t in ts))
        elif word == "flowers":
            words_n.append(f"flowers={draw(st.integers(0, 8))}"), words_c.append(words_n[-1])
    flowers = [] if any(w.startswith("flowers=") for w in words_n) else \
        draw(st.lists(st.integers(1, 8), unique=True, max_size=8))
    # Pieces: runs of concealed tiles (in order: the last one is the winning tile), melds, flowers.
    cuts = sorted(draw(st.lists(st.integers(1, max(1, len(concealed) - 1)), max_size=4, unique=True)))
    runs = [concealed[a:b] for a, b in zip([0] + cuts, cuts + [len(concealed)]) if concealed[a:b]]
    pieces = [("tiles", r) for r in runs]
    for m in melds:
        pieces.insert(draw(st.integers(0, len(pieces))), ("meld", m))
    if flowers:
        pieces.insert(draw(st.integers(0, len(pieces))), ("flowers", flowers))
    notation_parts, code_parts = [], []
    for kind, what in pieces:
        inner = draw(st.sampled_from(["", " ", ","]))
        if kind == "tiles":
            notation_parts.append("".join(_NOTATION_NAME[t] for t in what))
            code_parts.append(inner.join(_CODE[t] for t in what))
        elif kind == "flowers":
            notation_parts.append("".join(f"f{n}" for n in what))
            code_parts.append(inner.join(f"H{n}" for n in what))
        else:
            concealed_kong, tiles = what
            o, c = "()" if concealed_kong else "[]"
            notation_parts.append(o + "".join(_NOTATION_NAME[t] for t in tiles) + c)
            code_parts.append(o + inner.join(_CODE[t] for t in tiles) + c)
    seps = [draw(st.sampled_from(["", " ", ",", ", ", " , "])) for _ in code_parts[1:]]
    codes = code_parts[0] if code_parts else ""
    for sep, part in zip(seps, code_parts[1:]):
        codes += sep + part
    notation_text = " ".join(notation_parts + words_n)
    codes = " ".join([codes] + words_c) if words_c else codes
    return notation_text, codes


@given(hands_in_both_writings())
def test_a_hand_in_codes_reads_as_its_notation_text(case):
    notation_text, codes = case
    want = parse_hand(notation_text)
    hand = bz(codes)
    assert hand == want
    assert hand.conditions.given == want.conditions.given
    # Every column names the code it came from, in the user's own text.
    o = hand.origin
    assert o.text == codes
    for t, c in o.tile_columns:
        assert codes[c - 1:c + 1] == notation_botzone.code_of(t)
    for n, c in o.flower_columns:
        assert codes[c - 1:c + 1] == f"H{n}"
    for c in o.meld_columns:
        assert codes[c - 1] in "[("
    for key, c in o.word_columns:
        assert codes[c - 1:].lower().startswith({"tsumo": ("tsumo", "ron", "zimo")}.get(key, (key,)))


# --------------------------------------------------------------------------------------------
# The codes mean what PyMahjongGB means by them: the same codes, its fans and ours.
# (id, claimed/concealed packs as PyMahjongGB takes them, concealed codes, winning code,
#  flowers, self-drawn, seat wind 0-3, prevalent wind 0-3)

GB_HANDS = [
    # J2 is the green dragon: All Green.
    ("all-green-J2", (), "T2T3T4T2T3T4T6T6T6J2J2J2T8", "T8", 0, False, 0, 0),
    # J3 is the white dragon: Reversible Tiles (dots 1234589, bamboo 245689, white dragon).
    ("reversible-J3", (), "B1B2B3B3B4B5T4T5T6T8T8T8J3", "J3", 0, True, 1, 0),
    # F1-F4: seat and prevalent wind pungs follow the wind numbers.
    ("seat-F3-prevalent-F2", (("PENG", "F3", 1), ("PENG", "F2", 2)), "W1W2W3B7B8B9J1", "J1", 0, False, 2, 1),
    ("big-three-winds", (("PENG", "F1", 1),), "F2F2F2F4F4F4W5W6W7B9", "B9", 2, True, 0, 3),
    # J1 is the red dragon, with the other two: Little Three Dragons; a concealed kong.
    ("little-three-dragons", (("GANG", "J1", 0),), "J2J2J2J3J3W1W2W3T7T8", "T9", 1, False, 3, 3),
    # W characters: Nine Gates in characters.
    ("nine-gates-W", (), "W1W1W1W2W3W4W5W6W7W8W9W9W9", "W5", 0, True, 0, 0),
    # Claimed chow (the middle tile names it), an exposed kong, flowers.
    ("chow-kong-flowers", (("CHI", "B5", 1), ("GANG", "T9", 3)), "W4W5W6F4F4F4J3", "J3", 4, False, 1, 1),
]


def _codes(s: str) -> list[str]:
    return [s[i:i + 2] for i in range(0, len(s), 2)]


def _gb_pack_codes(pack) -> list[str]:
    kind, code, _ = pack
    if kind == "CHI":
        n = int(code[1])
        return [f"{code[0]}{n - 1}", code, f"{code[0]}{n + 1}"]
    return [code] * (4 if kind == "GANG" else 3)


@pytest.mark.parametrize("case", GB_HANDS, ids=lambda c: c[0])
def test_codes_mean_what_pymahjonggb_means(case):
    MahjongGB = needed("MahjongGB")
    from mjscore.rules.mcr import RULE_SET
    from tests.oracles import _oracle_ids

    _, packs, concealed, win, flowers, tsumo, seat, prevalent = case
    ref = MahjongGB.MahjongFanCalculator(
        pack=packs, hand=tuple(_codes(concealed)), winTile=win, flowerCount=flowers, isSelfDrawn=tsumo,
        is4thTile=False, isAboutKong=False, isWallLast=False, seatWind=seat, prevalentWind=prevalent,
        verbose=True)
    ids = _oracle_ids()
    want = {ids[zh]: n for _, n, zh, _en in ref}
    # The same codes as one line: melds in brackets, the winning tile last outside them.
    melds = " ".join(("(" if p[2] == 0 and p[0] == "GANG" else "[") + "".join(_gb_pack_codes(p))
                     + (")" if p[2] == 0 and p[0] == "GANG" else "]") for p in packs)
    line = (f"{melds} {concealed} {win} " + " ".join(f"H{n}" for n in range(1, flowers + 1))
            + (" tsumo" if tsumo else "") + f" seat={'ESWN'[seat]} round={'ESWN'[prevalent]}")
    score = RULE_SET.score(bz(line), {})
    assert {fc.id: fc.count for fc in score.fans} == want, line


# --------------------------------------------------------------------------------------------
# The Botzone codes in the grammar: apart from the notation's, loaded only when used


def test_the_notation_parser_holds_nothing_of_the_codes():
    # Lark drops the rules and terminals `start` does not reach, so the notation's automaton and
    # its error messages (Lark's root lexer included) are what they were before the codes.
    assert not {t.name for t in notation_errors.lark_parser().terminals if t.name.startswith("BZ_")}
    assert not {r.origin.name for r in notation_errors.lark_parser().rules if "bz" in str(r.origin.name)}
    with pytest.raises(MjscoreError, match="unexpected 'B' at column 17"):
        parse_hand("m123p456s789EEE B1")


def test_the_codes_reader_stays_in_its_layer():
    from tests.module_graph import module_level_imports

    assert module_level_imports("mjscore.notation.botzone") <= {
        "mjscore.errors", "mjscore.notation.line", "mjscore.tiles"}


def _fresh(code: str) -> list[str]:
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return done.stdout.split()


def test_the_codes_reading_is_loaded_only_when_used():
    code = (
        "import sys\n"
        "from mjscore.notation import parse_hand\n"
        "parse_hand('m123p456s789EEEC C')\n"
        "names = ('mjscore.notation.botzone', 'lark')\n"
        "print(*[n in sys.modules for n in names])\n"
        "parse_hand('W1W2W3B4B5B6T7T8T9F1F1F1J1J1', tiles='botzone')\n"
        "print(*[n in sys.modules for n in names])\n"
        "parse_hand('W1, W2, W3, B4B5B6T7T8T9F1F1F1J1J1', tiles='botzone')\n"
        "print(*[n in sys.modules for n in names])\n"
    )
    # (the direct reader reads the first line of codes; a comma before a space is Lark's)
    assert _fresh(code) == ["False", "False", "True", "False", "True", "True"]
