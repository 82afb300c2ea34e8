"""Every error example of docs/notation.md and one case per validation rule: the error kind, the column,
and a one-line message that names the text."""

from __future__ import annotations

import pytest

from mjscore.errors import INVALID, SYNTAX, HandSyntaxError, InvalidHandError, MjscoreError
from mjscore.notation import parse_hand
from mjscore.tiles import SOUTH, WEST
from mjscore.api import apply_defaults
from mjscore.validate import check

H = "m123p456s789EEEC C"  # a valid 14-tile hand; conditions start at column 20

# (id, line, kind, column, a fragment of the message)
PARSE_ERRORS = [
    # docs/notation.md's examples.
    ("spec-unexpected-x", "m123p45s789EEEC[p999x]", SYNTAX, 21, "unexpected 'x' at column 21"),
    ("spec-five-copies", "m1111m1p456s789EEE", INVALID, 7, "m1111m1p456s789EEE: five copies of m1 (characters 1)"),
    ("spec-ambiguous", "m12 3p", SYNTAX, 5, "ambiguous"),
    # Syntax.
    ("bare-digits", "m123 456", SYNTAX, 6, "unexpected '4' at column 6; digits need a suit letter"),
    ("suit-without-digits", "m123p456s789EEEC m", SYNTAX, 18, "unexpected 'm'"),
    ("ambiguous-in-meld", "m123p456s789EE[999s]", SYNTAX, 16, "ambiguous"),
    ("ambiguous-in-dora", H + " dora=1m", SYNTAX, 25, "ambiguous"),
    ("honor-z8", "z1238 m123p456s789E", SYNTAX, 5, "'z8' is not a tile"),
    ("honor-z0-suffix", "120z m123p456s789E", SYNTAX, 3, "'0z' is not a tile"),
    ("flower-f9", H + " f19", SYNTAX, 22, "'f9' is not a flower"),
    ("flower-f0", H + " f0", SYNTAX, 21, "'f0' is not a flower"),
    ("lowercase-wind-is-not-a-tile", "m123p456s789eee C", SYNTAX, 13, "unexpected 'e'"),
    ("unclosed-meld", "m123p456s789EEE[CC", SYNTAX, 19, "end of line"),
    ("empty-meld", "m123p456s789EEE[]CC", SYNTAX, 17, "unexpected ']'"),
    ("flower-in-meld", "m123p456s789EEC[f1]", SYNTAX, 17, "unexpected 'f1' at column 17; a flower"),
    ("unicode-flower-in-meld", "m123p456s789EEC[🀢]", SYNTAX, 17, "unexpected '🀢' at column 17; a flower"),
    ("tile-after-conditions", H + " tsumo E", SYNTAX, 26, "unexpected 'E'"),
    ("seat-bad-wind", H + " seat=X", SYNTAX, 25, "expected a wind"),
    ("seat-missing-wind", H + " seat=", SYNTAX, 25, "end of line"),
    ("flowers-not-number", H + " flowers=x", SYNTAX, 28, "expected a number"),
    ("number-then-junk", H + " flowers=3x", SYNTAX, 29, "unexpected 'x'"),
    ("wind-then-more", H + " seat=SE", SYNTAX, 26, "unexpected 'E'"),
    ("space-after-equals", H + " round= S", SYNTAX, 26, "unexpected ' '"),
    ("dora-empty", H + " dora=", SYNTAX, 25, "expected a tile"),
    ("stray-character", H + " #", SYNTAX, 20, "unexpected '#'"),
    ("win-flower", H + " win=🀢", SYNTAX, 24, "a flower is not a tile here"),
    # Unknown words (invalid, as docs/cli.md classes them), naming every known word.
    ("unknown-word", H + " foo", INVALID, 20, "unknown condition word 'foo'"),
    ("unknown-key", H + " seet=S", INVALID, 20, "unknown condition word 'seet=S'"),
    ("unknown-capital-word", H + " Tsumoo", INVALID, 20, "unknown condition word 'Tsumoo'"),
    # Validity.
    ("too-few-tiles", "m123p456", INVALID, None, "6 tiles"),
    ("too-many-tiles", "m123p456s789EEE[p999]C tsumo", INVALID, None, "16 tiles"),
    ("no-tiles", "tsumo", INVALID, None, "no tiles"),
    ("empty-line", "", INVALID, None, "no tiles"),
    ("five-in-melds", "[m1111]m1p456s789EEE", INVALID, 9, "five copies of m1"),
    ("five-suffix-name", "1111m1m456p789sEEE", INVALID, 6, "five copies of 1m (characters 1)"),
    ("five-red-counts-as-five", "m5550m5p456s789EEE", INVALID, 7, "five copies of m5"),
    ("dora-not-counted", "m1111p456s789EEEC dora=m1", None, None, None),
    ("meld-not-a-set", "[m124]m123p456s789EE", INVALID, 1, "[m124] is not a chow, pung or kong"),
    ("meld-honor-run", "[ESW]m123p456s789PP", INVALID, 1, "[ESW] is not a chow"),
    ("meld-wraps-suit", "[m891]m123p456s789PP", INVALID, 1, "is not a chow"),
    ("meld-mixed-suits", "[m12p3]m123p456s789PP", INVALID, 1, "is not a chow"),
    ("meld-too-long", "[m11111]p123p456s789PP", INVALID, 1, "is not a chow"),
    ("concealed-pung", "(m555)m123p456s789PP", INVALID, 1, "(m555) is not a concealed kong"),
    ("concealed-chow", "(m1234)p123p456s789PP", INVALID, 1, "is not a concealed kong"),
    ("duplicate-flower", H + " f131", INVALID, 23, "flower 'f1' written twice"),
    ("duplicate-flower-unicode", H + " f1🀢", INVALID, 22, "written twice"),
    ("flowers-out-of-range", H + " flowers=9", INVALID, 20, "flowers=9"),
    ("flowers-and-f-tiles", H + " f1 flowers=1", INVALID, 23, "flowers="),
    ("huge-number", H + " draws=99999999999999999999", INVALID, 20, "too large"),
    ("repeated-word", H + " tsumo zimo", INVALID, 26, "'zimo' repeats a condition"),
    ("ron-and-tsumo", H + " ron tsumo", INVALID, 24, "repeats"),
    ("round-twice", H + " round=S prevalent=W", INVALID, 28, "repeats"),
    ("win-twice", H + " win=E win=C", INVALID, 26, "repeats"),
    ("win-not-concealed", H + " win=N", INVALID, 20, "no N among the concealed tiles"),
    ("win-not-red", "m46p55s678(z7777)s888 m0 win=m5", INVALID, 26, "no m5 among"),
    ("win-not-red-2", "m456p55s678(z7777)s888 win=m0", INVALID, 24, "no red m5"),
    ("win-two-tiles", H + " win=EE", INVALID, 20, "win= takes one tile"),
    ("win-on-13", "m123p456s789EEEC win=C", INVALID, 18, "13-tile"),
    # Contradictions (docs/notation.md, "Conditions").
    ("tsumo-chankan", H.replace("C C", "E C") + " tsumo chankan", INVALID, 26, "'chankan'"),
    ("ron-rinshan", "m123p456s789E(CCCC) E ron rinshan", INVALID, 27, "'rinshan'"),
    ("ron-rinshan-says-why", "m123p456s789E(CCCC) E ron rinshan", INVALID, 27, "self-drawn: not with ron"),
    ("rinshan-no-kong", H + " tsumo rinshan", INVALID, 26, "needs a kong"),
    ("chankan-with-copy", H + " chankan", INVALID, 20, "another copy"),
    ("last-tile-with-copy", "m123p456s789ECCC E last-tile", INVALID, 20, "another copy"),
    ("tenhou-claimed", "m123p456s789E[CCC] E tsumo tenhou", INVALID, 28, "claimed meld"),
    ("chiihou-claimed", "m123p456s789E[CCC] E tsumo seat=S chiihou", INVALID, 35, "claimed meld"),
    ("tenhou-ron", H + " ron tenhou", INVALID, 24, "not with ron"),
    ("chiihou-ron", H + " seat=S ron chiihou", INVALID, 31, "not with ron"),
    ("chiihou-dealer", H + " tsumo seat=E chiihou", INVALID, 33, "non-dealer"),
    ("chiihou-default-dealer", H + " tsumo chiihou", INVALID, 26, "non-dealer"),
    ("tenhou-off-east", H + " tsumo seat=W tenhou", INVALID, 33, "seat=E"),
    ("ippatsu-no-riichi", H + " ippatsu", INVALID, 20, "ippatsu without riichi"),
    ("ura-no-riichi", H + " ura=m1", INVALID, 20, "without riichi"),
    ("riichi-claimed", "m123p456s789E[CCC] E riichi", INVALID, 22, "riichi with a claimed meld"),
    ("double-riichi-claimed", "m123p456s789E[CCC] E double-riichi", INVALID, 22, "claimed meld"),
]


@pytest.mark.parametrize("line,kind,column,fragment", [c[1:] for c in PARSE_ERRORS],
                         ids=[c[0] for c in PARSE_ERRORS])
def test_parse_error(line, kind, column, fragment):
    if kind is None:  # a near miss that must parse
        parse_hand(line)
        return
    with pytest.raises(MjscoreError) as info:
        parse_hand(line)
    err = info.value
    assert isinstance(err, HandSyntaxError if kind == SYNTAX else InvalidHandError)
    assert (err.kind, err.column) == (kind, column), err.message
    assert fragment in err.message
    # (an empty line is named as such: "(empty line): no tiles")
    assert err.message.startswith((line.rstrip() or "(empty line)") + ": ") if line.isprintable() else True
    assert "\n" not in err.message and "Traceback" not in err.message
    if column is not None:
        assert f"at column {column}" in err.message


def test_spec_messages_exactly():
    with pytest.raises(HandSyntaxError) as info:
        parse_hand("m123p45s789EEEC[p999x]")
    assert info.value.message == "m123p45s789EEEC[p999x]: unexpected 'x' at column 21"
    with pytest.raises(InvalidHandError) as info:
        parse_hand("m1111m1p456s789EEE")
    assert info.value.message.startswith("m1111m1p456s789EEE: five copies of m1 (characters 1)")


def test_control_characters_stay_on_one_line():
    with pytest.raises(HandSyntaxError) as info:
        parse_hand("m123\n\x00p456")
    assert "\n" not in info.value.message and "\\n" in info.value.message


# Rule-specific checks: (id, line, rules, column or None, fragment); fragment None = accepted.
RINSHAN_LAST_DRAW = "m123p456s789E(CCCC) E tsumo rinshan last-draw"
RULE_CHECKS = [
    ("riichi-unknown-in-mcr", H + " riichi", "mcr", 20, "unknown condition word 'riichi' for mcr"),
    ("riichi-known-in-fliosen", H + " riichi", "fliosen", None, None),
    ("dora-unknown-in-mcr", H + " dora=m1", "mcr", 20, "'dora=m1'"),
    ("dora-known-in-yaochu", H + " dora=m1", "yaochu", None, None),
    ("last-tile-only-mcr", "m123p456s78EEECC s9 last-tile", "fliosen", 21, "'last-tile'"),
    ("flowers-word-only-mcr", H + " flowers=2", "yaochu", 20, "'flowers=2'"),
    ("tenhou-unknown-in-mcr", H + " tsumo tenhou", "mcr", 26, "'tenhou'"),
    ("tong-only-fliosen", H + " tong", "yaochu", 20, "'tong'"),
    ("draws-only-fliosen", H + " draws=1", "mcr", 20, "'draws=1'"),
    ("alias-named-as-written", H + " zimo prevalent=S", "mcr", None, None),
    ("message-lists-known-words", H + " ura=m1 riichi", "yaochu", 20, "yaochu knows: ron, discard, tsumo"),
    ("flower-tiles-outside-mcr", H + " f2", "yaochu", 21, "flower f2"),
    ("flower-tiles-in-mcr", H + " f2", "mcr", None, None),
    ("red-five-outside-fliosen", "m406p55s678s78(z7777)s9", "mcr", 3, "red five"),
    ("red-five-in-meld-outside-fliosen", "[m406]p55s678s78(z7777)s9", "yaochu", 1, "red five"),
    ("red-five-in-fliosen", "m406p55s678s78(z7777)s9", "fliosen", None, None),
    ("rinshan-last-draw-yaochu", RINSHAN_LAST_DRAW, "yaochu", 37, "rinshan and last-draw"),
    ("rinshan-last-draw-fliosen", RINSHAN_LAST_DRAW, "fliosen", 37, "rinshan and last-draw"),
    ("rinshan-last-draw-mcr", RINSHAN_LAST_DRAW, "mcr", None, None),
]


@pytest.mark.parametrize("line,rules,column,fragment", [c[1:] for c in RULE_CHECKS],
                         ids=[c[0] for c in RULE_CHECKS])
def test_rule_check(line, rules, column, fragment):
    hand = parse_hand(line)
    if fragment is None:
        check(hand, rules)
        return
    with pytest.raises(InvalidHandError) as info:
        check(hand, rules)
    err = info.value
    assert err.column == column and fragment in err.message, err.message
    assert err.message.startswith(line + ": ")


def test_check_unknown_rules_name():
    with pytest.raises(ValueError):
        check(parse_hand(H), "riichi-club")


def test_apply_defaults_line_wins():
    hand = parse_hand(H + " seat=S ron")
    out = apply_defaults(hand, {"seat": WEST, "tsumo": True, "round": "s", "dora": "m1E"})
    c = out.conditions
    assert c.seat == SOUTH and not c.tsumo and c.round == SOUTH and len(c.dora) == 2
    assert c.given == {"seat", "tsumo", "round", "dora"}


def test_apply_defaults_rechecks_contradictions():
    hand = parse_hand(H.replace("C C", "E C") + " chankan")
    with pytest.raises(InvalidHandError, match="chankan"):
        apply_defaults(hand, {"tsumo": True})
    hand = parse_hand(H + " f1")
    assert apply_defaults(hand, {"flowers": 3}).flower_count == 1  # f tiles on the line win


def test_apply_defaults_rejects_bad_values():
    with pytest.raises(InvalidHandError):
        apply_defaults(parse_hand(H), {"seat": "X"})
    with pytest.raises(InvalidHandError, match="flowers"):
        apply_defaults(parse_hand(H), {"flowers": 12})
    with pytest.raises(KeyError):
        apply_defaults(parse_hand(H), {"no_such_field": 1})
