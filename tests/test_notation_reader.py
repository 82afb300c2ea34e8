"""Differential test of the direct reader (mjscore.notation.reader) against the full reader (Lark on
grammars/hand.lark, then mjscore.notation.line's meaning and checks).

For every line the fast reader answers, the full reader gives the same Hand, field by field and
type by type, origin columns included; for every line the full reader refuses, the fast reader
declines (so errors keep their messages and columns). Through ``parse_hand`` the two paths give the
same Hand or the same error (kind, message, column). The lines: generated hands of every rule set
(MCR, Fliosen / riichi-table, Yaochu; winning and waiting) written in many styles (prefix and
suffix, honor letters, z digits, Unicode, red fives, melds anywhere, flowers, every condition word
in any case and alias, win=), their one- to three-character mutations, and random strings of the
notation's pieces; the same for lines of Botzone codes. The reader's tokens are the grammar's own
terminals (checked against the grammar Lark reads), and the fast reader takes the common forms.
"""

from __future__ import annotations

import random
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mjscore import conditions as cw
from mjscore import notation, validate
from mjscore.errors import MjscoreError
from mjscore.hand import Conditions, Hand, Origin
from mjscore.notation import format_hand, parse_hand
from mjscore.notation import diagnosis, reader, tokens
from mjscore.notation.botzone import BotzoneLine
from mjscore.notation.reader import read
from mjscore.notation.line import Line
from mjscore.tiles import FLOWER_UNICODE, HONOR_LETTERS, SOUTH, WEST

from tests import handgen
from tests.conftest import SUMMARY
from tests import line_cover
from tests.line_cover import chosen, features
from tests.test_notation_roundtrip import add_tile
from tests.values import copy_with, same_fields

# -- the two readers ---------------------------------------------------------------------------------


def _full(text: str, codes: str = "notation"):
    """The full reader alone (Lark's parse given meaning by Line): a Hand or the error."""
    try:
        if codes == "botzone":
            line = BotzoneLine(text)
            line.read(diagnosis.items(text, "botzone"))
        else:
            line = Line(text)
            line.read(notation._items(text))
        return line.hand()
    except MjscoreError as err:
        return err


def _full_parse_hand(text: str, defaults=None, hand=None):
    """parse_hand without the fast path: the Hand or the error (``hand``: what _full gave)."""
    hand = _full(text) if hand is None else hand
    if isinstance(hand, MjscoreError):
        return hand
    try:
        if defaults:
            hand = validate.with_defaults(hand, defaults)
        validate.check_consistency(hand)
    except MjscoreError as err:
        return err
    return hand


def _outcome(value):
    if isinstance(value, MjscoreError):
        return ("error", type(value).__name__, value.kind, value.message, value.column)
    return value


def compare(text: str, tally: dict, defaults=None) -> None:
    """The fast reader answers as the full reader does, or declines; parse_hand agrees either way."""
    fast = read(text)
    full = _full(text)
    if fast is None:
        tally["declined"] = tally.get("declined", 0) + 1
    else:
        assert not isinstance(full, MjscoreError), (text, full.message)
        same_fields(fast, full, text)  # every field, the origin included (Hand's == skips it)
        # the word columns asked for first are found by a lighter pass: the same
        assert read(text).origin.word_columns == full.origin.word_columns, text
        tally["taken"] = tally.get("taken", 0) + 1
    kind = "valid" if not isinstance(full, MjscoreError) else full.kind
    tally[kind] = tally.get(kind, 0) + 1
    new, old = parse_hand_outcome(text, defaults), _full_parse_hand(text, defaults, full)
    if isinstance(old, MjscoreError):
        assert _outcome(new) == _outcome(old), text
    else:
        same_fields(new, old, text)


def parse_hand_outcome(text: str, defaults=None):
    try:
        return parse_hand(text, defaults)
    except MjscoreError as err:
        return err


# -- writing hands in many styles ---------------------------------------------------------------------


def _render(rng: random.Random, units, form: str, plain: bool, uni: bool = False) -> list[str]:
    """(tile, red) units as tile groups: honors as letters, z digits or (with ``uni``) Unicode; runs
    of one suit sometimes merged into one group (always, when ``plain``)."""
    pieces: list[str] = []
    prev = None
    for tile, red in units:
        r = rng.random()
        if tile >= 27:
            style = "letter" if plain or r < 0.75 else ("z" if r < 0.92 or not uni else "uni")
        else:
            style = "num" if plain or red or r < 0.94 or not uni else "uni"
        key = (style, tile // 9 if tile < 27 else 3)
        add_tile(pieces, tile, red, style, form, bool(pieces) and key == prev and (plain or rng.random() < 0.8))
        prev = key
    return pieces


def _cased(rng: random.Random, word: str, plain: bool) -> str:
    if plain:
        return word
    key, eq, value = word.partition("=")
    r = rng.random()
    key = key if r < 0.7 else (key.upper() if r < 0.85 else key.title())
    return key + eq + value


def _words(rng: random.Random, hand: Hand, form: str, plain: bool, uni: bool) -> list[str]:
    """Condition words for the hand's conditions: every field set or given, in random aliases."""
    c = hand.conditions
    words: list[str] = []
    for entry in cw.TABLE:
        key = entry.key
        if key == "win":
            continue
        value = getattr(c, key)
        if key not in c.given and value == cw.DEFAULTS[key] and (plain or rng.random() < 0.85):
            continue
        spelling = rng.choice(entry.words)
        if entry.kind == cw.FLAG:
            if value:
                words.append(spelling)
            elif entry.false_words:
                words.append(rng.choice(entry.false_words))
        elif entry.kind == cw.WIND:
            if value is None:  # (pao= has no default seat: not written)
                continue
            letter = HONOR_LETTERS[value - 27]
            words.append(f"{spelling}={letter if plain or rng.random() < 0.7 else letter.lower()}")
        elif entry.kind == cw.NUMBER:
            if value is not None:
                words.append(f"{spelling}={'0' if not plain and rng.random() < 0.05 else ''}{value}")
        elif value:
            words.append(f"{spelling}=" + "".join(_render(rng, [(t, False) for t in value], form, plain, uni)))
    return [_cased(rng, w, plain) for w in words]


def write(rng: random.Random, hand: Hand, *, plain: bool = False) -> str:
    """One line for ``hand``. ``plain``: the common forms (one notation, grouped suits, honor
    letters, melds after the tiles, single spaces, lower-case words); else any style at random."""
    form = rng.choice(("prefix", "suffix"))
    uni = not plain and rng.random() < 0.3  # Unicode tiles in some lines (the fast path declines them)
    size = len(hand.tiles) + 3 * len(hand.melds)
    reds = list(hand.red)
    units = []
    for t in hand.tiles:
        red = t in reds
        if red:
            reds.remove(t)
        units.append((t, red))
    win_word = None
    if hand.win is not None and size == 14 and (hand.win, hand.win_red) in units:
        units.remove((hand.win, hand.win_red))
        if not plain and rng.random() < 0.1:  # win= names it; it stands anywhere among the tiles
            units.insert(rng.randrange(len(units) + 1), (hand.win, hand.win_red))
            win_word = _cased(rng, "win=" + "".join(_render(rng, [(hand.win, hand.win_red)], form, True)),
                              plain)
        else:
            units.append((hand.win, hand.win_red))
    if not plain and rng.random() < 0.15:  # written in any order (the winning tile stays last)
        last = [] if win_word else units[-1:]
        units = units[:len(units) - len(last)]
        rng.shuffle(units)
        units += last
    body = _render(rng, units, form, plain, uni)
    melds = []
    for m in hand.melds:
        tiles = list(m.tiles)
        if not plain:
            rng.shuffle(tiles)
        left, inner = m.red, []
        for t in tiles:
            red = left > 0 and t < 27 and t % 9 == 4
            left -= red
            inner.append((t, red))
        text = "".join(_render(rng, inner, form, plain, uni))
        melds.append(f"({text})" if m.concealed else f"[{text}]")
    words = _words(rng, hand, form, plain, uni)
    if win_word:
        words.append(win_word)
    if hand.flowers:
        flowers = "".join(FLOWER_UNICODE[f] for f in hand.flowers) if uni else \
            "f" + "".join(map(str, hand.flowers))
        melds.append(flowers + " ")  # a space after f13, so that 2m cannot join it
    if not plain:
        rng.shuffle(words)
    tail: list[str] = []
    if plain:
        body = ["".join(body) + "".join(melds[:len(hand.melds)])] + [p.strip() for p in melds[len(hand.melds):]]
    else:
        for piece in melds:
            if words and rng.random() < 0.2:
                tail.insert(rng.randrange(len(tail) + 1), piece.strip())
            else:
                body.insert(rng.randrange(len(body) + 1), piece)
    if plain:
        return " ".join(body + words)
    seps = ["", "", " ", "  ", "\t"]
    line = "".join(p + rng.choice(seps) for p in body).rstrip()
    lead = " " if rng.random() < 0.05 else ""
    return lead + " ".join([line] + words + tail)


def _hands(rule_set: str, n: int, seed: int) -> list[Hand]:
    """Generated hands of one rule set: winning and waiting, with conditions."""
    rng = random.Random(seed)
    if rule_set == "mcr":
        wins = list(handgen.mcr_scoring_corpus(n, seed))
        flowered = []
        for h in wins[: n // 4]:  # flowers as f tiles rather than flowers=
            k = rng.randint(1, 4)
            flowered.append(copy_with(h, conditions=copy_with(h.conditions, flowers=None),
                                      flowers=tuple(sorted(rng.sample(range(1, 9), k)))))
        return wins + flowered + handgen.mcr_waiting_corpus(seed, n // 4, n // 4)
    if rule_set == "fliosen":
        return handgen.riichi_wins(seed, n) + [handgen.fliosen_thirteen(rng) for _ in range(n // 2)]
    return ([h for h, _ in handgen.yaochu_corpus(n, seed)] + handgen.riichi_wins(seed, n // 4, yaochu=True)
            + [handgen.yaochu_thirteen(rng)[0] for _ in range(n // 2)])


# A few more words the generated hands seldom carry (every condition word appears somewhere).
_EXTRA_WORDS = ["honba=3", "sticks=2", "seen=m19E", "draws=4", "tong", "last-tile", "chiihou", "tenhou",
                "double-riichi", "ippatsu", "riichi", "ura=p4", "rinshan", "chankan", "last-draw", "discard"]

PIECES = [
    "m", "p", "s", "z", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "E", "S", "W", "N", "P", "F",
    "C", "f", "r", " ", "  ", "\t", "[", "]", "(", ")", "=", "-", "x", "🀄", "🀇", "🀢", "\ufe0f", "\u3000",
    "\x1c", "é", "tsumo", "ron", "TSUMO", "seat=", "round=", "prevalent=", "win=", "dora=", "ura=",
    "seen=", "flowers=", "draws=", "honba=", "sticks=", "riichi", "rinshan", "chankan", "last-tile",
    "tenhou", "chiihou", "ippatsu", "tong", "zimo", "self-drawn",
]


def _mutate(rng: random.Random, line: str) -> str:
    chars = list(line)
    for _ in range(rng.randrange(1, 4)):
        op = rng.randrange(4)
        i = rng.randrange(len(chars) + 1)
        if op == 0 and chars:
            del chars[min(i, len(chars) - 1)]
        elif op == 1:
            chars.insert(i, rng.choice(PIECES))
        elif op == 2 and len(chars) > 1:
            j = min(i, len(chars) - 2)
            chars[j], chars[j + 1] = chars[j + 1], chars[j]
        elif chars:
            chars[min(i, len(chars) - 1)] = rng.choice(PIECES)
    return "".join(chars)


def _corpus(rule_set: str, seed: int) -> list[str]:
    rng = random.Random(seed)
    lines = []
    for hand in _hands(rule_set, 1200, seed):
        lines.append(format_hand(hand))
        lines.append(write(rng, hand, plain=True))
        for _ in range(3):
            line = write(rng, hand)
            if rng.random() < 0.1:
                line += " " + _cased(rng, rng.choice(_EXTRA_WORDS), False)
            lines.append(line)
    return lines


RULE_SETS = ("mcr", "fliosen", "yaochu")
_SEEDS = {"mcr": 101, "fliosen": 202, "yaochu": 303}


@pytest.fixture(scope="module")
def corpora() -> dict[str, list[str]]:
    return {r: _corpus(r, _SEEDS[r]) for r in RULE_SETS}


# -- the differential ----------------------------------------------------------------------------------


@pytest.mark.parametrize("rule_set", RULE_SETS)
def test_written_hands_read_alike(rule_set, corpora):
    tally: dict = {}
    lines = chosen(corpora[rule_set], 1500)
    for line in lines:
        compare(line, tally)
    SUMMARY.append(f"notation_fast {rule_set} written lines: {len(lines)} of {len(corpora[rule_set])}, {tally}")
    assert tally["taken"] > len(lines) // 2  # the fast path reads most of them
    # Every condition word the rule set's hands carry is among them, in lower and upper case.
    spelt = {f for line in lines for f in features(line) if "/" in f}
    assert len(spelt) >= 2 * (len(line_cover.SPELLINGS) - 2), sorted(spelt)


@pytest.mark.parametrize("rule_set", RULE_SETS)
def test_mutated_lines_read_alike(rule_set, corpora):
    rng = random.Random(_SEEDS[rule_set] + 1)
    tally: dict = {}
    lines = corpora[rule_set]
    mutated = chosen([_mutate(rng, rng.choice(lines)) for _ in range(8_000)], 1500)
    for line in mutated:
        compare(line, tally)
    SUMMARY.append(f"notation_fast {rule_set} mutated lines: {len(mutated)} of 8000, {tally}")
    # The mutations reach every outcome, and the fast path still reads some of the valid ones.
    assert tally["taken"] > 0 and tally["syntax"] > 0 and tally["invalid"] > 0


def test_random_pieces_read_alike():
    rng = random.Random(404)
    tally: dict = {}
    for _ in range(6_000):
        compare("".join(rng.choice(PIECES) for _ in range(rng.randrange(0, 30))), tally)
    SUMMARY.append(f"notation_fast random pieces: {tally}")
    assert tally["syntax"] > 0 and tally["invalid"] > 0


def test_defaults_apply_alike(corpora):
    """Command-line defaults (seat, dora, flowers) after either reader give the same Hand or error."""
    rng = random.Random(505)
    # (as the API converts the command line's: tiles as Tile values)
    defaults = [{"seat": SOUTH}, {"dora": notation.parse_tiles("m1E"), "round": WEST}, {"flowers": 3}, {"tsumo": True}]
    tally: dict = {}
    for line in rng.sample(corpora["mcr"] + corpora["fliosen"], 2000):
        compare(line, tally, rng.choice(defaults))
    assert tally["taken"] > 0


# Lines the grammar reads in ways the fast path must not guess (each declined, or read alike).
EDGE_LINES = [
    "m123p456s789EEEC C", "m123p456s789EEECC tsumo", "m123p456s789EEECC TSUMO Seat=s ROUND=w",
    "m123p456s789EEECCtsumo", "m123p456s789EEECC tsumox", "m123p456s789EEECC seat=Stsumo",
    "m123p456s789EEECC dora=m1 E", "m123p456s789EEECC dora= m1", "m123p456s789EEECC win= C",
    "m123p456s789EEECC win=CE", "m123p456s789EEEC win=C C", "m123p456s789EEECC tsumo C",
    "m123p456s789EEE[CCC]", "m123p456s789EEE[CCC", "m123p456s789EEE[ CCC]", "m123p456s789EEE[]CCC",
    "m123p456s789EE(EE)CC", "m123p456s789EEE(CCCC) C", "m1234p56s789EEECC", "m123 456p s789EEECC",
    "123m456p789sEEECC", "123m456p789sEEECC f13", "123m456p789sEEECC f1 f1", "123m456p789sEEECC f9",
    "123m456p789sEEECC f13 flowers=2", "123m456p789sEEECC flowers=9", "123m456p789sEEECC flowers=0008",
    "123m456p789sEEECC draws=1234567", "123m456p789sEEECC honba=100", "123m456p789sEEECC sticks=99",
    "m406p55s678s78(z7777)s9 riichi ippatsu tsumo ura=m1 draws=2", "m406p55s678s78(z7777)s0 win=s0",
    "m406p55s678s78(z7777)s5 win=s0", "m456p55s678s78(z7777)s5r", "m123p456s789z1110z88",
    "m123p456s789EEE[p555]C win=C", "m11112345678999 tsumo", "m1112345678999m9 tsumo ron",
    "m1112345678999m9 tsumo tsumo", "m1112345678999m9 seat=E seat=E", "m1112345678999m9 prevalent=S round=S",
    "m1112345678999m9\x1cseat=S", "m1112345678999m9\u3000seat=S", "🀇🀈🀉🀙🀚🀛🀐🀑🀒🀀🀀🀀🀄🀄",
    "m123p456s789EEE 🀄🀄", "m1112345678999m9 win=m9 win=m9", "m1112345678999 win=m9", "", "   ",
    "m1112345678999m9 chankan", "m1112345678999m9 rinshan tsumo", "m1112345678999m9 dora=m1m2m3m4m5m6",
    "[m123][p456][s789][EEE]CC", "[m123][p456][s789][EEE] C C", "[m124]p456s789EEECC", "[EEEE]m123p456s789CC",
    "[EEEE](SSSS)[WWWW](NNNN)C C", "[EEEE](SSSS)[WWWW](NNNN)CC", "CC[EEEE](SSSS)[WWWW](NNNN)",
    "m1112345678999m9 seen=E seen=S", "m1112345678999m9 dora=z8", "m111234567899m9 9m", "self-drawn m123",
    "m123p456s789EEECC chan\u212aan", "m123p456s789EEECC \u017feat=S", "m123p456s789EEECC flowers=\uff13",
    "m123p456s789EEECC dora=🀇🀢", "🀇🀈🀉🀙🀚🀛🀐🀑🀒🀀🀀🀀🀄🀄 🀢🀢", "45mr6m123p789sEEECC", "4m5mr6m123p789sEEECC win=5mr",
    "4m5mr6m123p789sEEECC win=5m", "[4m5mr6m]123p789sEEECC", "(5mr5m5m5m)123p789sEEECC", "5mr5mron123p",
]


@pytest.mark.parametrize("line", EDGE_LINES, ids=range(len(EDGE_LINES)))
def test_edge_lines_read_alike(line):
    compare(line, {})


@given(st.lists(st.sampled_from(PIECES), max_size=25).map("".join))
@settings(max_examples=1500)  # the fixed profile of tests/conftest.py, more examples
def test_any_string_of_pieces_reads_alike(line):
    compare(line, {})


# The round-trip test's own writer (another author of lines) is compared there, on the cases it
# generates for its own checks (tests/test_notation_roundtrip.py): one generation for both.


# -- the fast path takes the common forms -----------------------------------------------------------------


@pytest.mark.parametrize("rule_set", RULE_SETS)
def test_fast_path_takes_the_common_forms(rule_set):
    """Every valid canonical line, and every valid line in the common style (one notation, grouped
    suits, honor letters, melds, f tiles, lower-case condition words), is read by the fast path."""
    rng = random.Random(_SEEDS[rule_set] + 2)
    valid = taken = 0
    for hand in _hands(rule_set, 400, _SEEDS[rule_set] + 2):
        for line in (format_hand(hand), write(rng, hand, plain=True)):
            if isinstance(_full(line), MjscoreError):
                continue
            valid += 1
            fast = read(line)
            assert fast is not None, line
            taken += 1
    assert valid > 600 and taken == valid


def _every_word() -> list[str]:
    """Each spelling of each condition word of the table, with a value, in two letter cases."""
    out = []
    for entry in cw.TABLE:
        value = {cw.FLAG: "", cw.WIND: "S", cw.NUMBER: "2", cw.TILES: "m1E", cw.TILE: "C"}[entry.kind]
        for spelling in entry.spellings:
            out += [spelling + value, spelling.upper() + value]
    return out


@pytest.mark.parametrize("word", _every_word())
def test_fast_path_takes_every_condition_word(word):
    """Every word of the conditions table is read by the fast path and, alike, by the grammar (a word
    added to the table but not to grammars/hand.lark fails here)."""
    line = f"m123p456s789EEECC {word}"
    assert read(line) is not None
    compare(line, {})


def test_fast_path_declines_what_it_does_not_know():
    """Rare forms (variation selectors, a space inside a meld or after dora=) and every refused line."""
    for line in ("m123p456s789EEECC\ufe0f", "🀇🀈🀉🀙🀚🀛🀐🀑🀒🀀🀀🀀🀄\ufe0f🀄", "m123p456s789EEE[ CCC]",
                 "m123p456s789EEECC dora= m1", "m123p456s789EEECC tsumo tsumo", "m123p456s789EEECCC",
                 "m123p456s789EEECC x", "m123p456s789EEECC chan\u212aan", "m123p456s789EEECC flowers=\uff13"):
        assert read(line) is None, line


def test_fast_path_takes_unicode_tiles_and_red_fives():
    """Unicode tiles and flowers, MJAI's red fives and Botzone codes are the direct reader's too."""
    for line in ("🀇🀈🀉🀙🀚🀛🀐🀑🀒🀀🀀🀀🀄🀄", "🀇🀈🀉🀙🀚🀛🀐🀑🀒🀀🀀🀀🀄🀄 🀢🀣 tsumo dora=🀇",
                 "4m5mr6m 123p 789s EEE CC", "m123p456s789EEECC\u3000tsumo"):
        assert read(line) is not None, line
        compare(line, {})
    assert read("W1W2W3B4B5B6T7T8T9F1F1F1J1J1 H1 tsumo dora=F1", reader.BOTZONE) is not None
    assert read("W1,W2,W3,B4B5B6T7T8T9F1F1F1J1J1 dora=W1,F1", reader.BOTZONE) is not None
    for line in ("W1, W2,W3,B4B5B6T7T8T9F1F1F1J1J1", "W1,,W2W3B4B5B6T7T8T9F1F1F1J1J1", "W1W2W3B4B5B6T7T8T9F1F1F1J1J1,"):
        assert read(line, reader.BOTZONE) is None, line  # (a comma beside a space, two, or last: Lark's)
        _botzone_compare(line, {})


def test_the_readers_terminals_are_the_grammars():
    """The direct reader's tokens are the terminals of grammars/hand.lark, pattern for pattern."""
    for start, terminals in (("start", tokens.TERMINALS), ("botzone", tokens.BOTZONE_TERMINALS)):
        grammar = {t.name: t for t in diagnosis.lark_parser(start).terminals}
        for name, pattern in terminals.items():
            assert name in grammar, name
            # (Lark reads the grammar's \U escapes into the characters they name)
            written = re.sub(r"\\U([0-9A-Fa-f]{8})", lambda m: chr(int(m.group(1), 16)), pattern)
            assert grammar[name].pattern.value == written and not grammar[name].pattern.flags, name
    separator = {t.name: t for t in diagnosis.lark_parser("botzone").terminals}["_COMMA"].pattern.value
    assert separator == reader.BOTZONE.separator
    # Lark tries RED_FIVE (priority 2) before SUFFIX, as the reader's scanner does.
    assert list(tokens.TERMINALS).index("RED_FIVE") < list(tokens.TERMINALS).index("SUFFIX")


def _botzone_compare(text: str, tally: dict) -> None:
    fast = read(text, reader.BOTZONE)
    full = _full(text, "botzone")
    if fast is None:
        tally["declined"] = tally.get("declined", 0) + 1
    else:
        assert not isinstance(full, MjscoreError), (text, full.message)
        same_fields(fast, full, text)
        assert read(text, reader.BOTZONE).origin.word_columns == full.origin.word_columns, text
        tally["taken"] = tally.get("taken", 0) + 1
    try:
        new = parse_hand(text, tiles="botzone", check=False)
    except MjscoreError as err:
        new = err
    if isinstance(full, MjscoreError):
        assert _outcome(new) == _outcome(full), text
    else:
        same_fields(new, full, text)


_BZ_PIECES = ["W1", "B9", "T5", "F4", "J2", "J9", "H3", "H9", "W0", "W", "1", ",", ",", ",", " ", "[", "]", "(", ")",
              " tsumo", " seat=S", " win=", " win=J1", " dora=", " dora=F1", " flowers=2", "W1W2W3",
              "F1F1F1", "m1", "E", "🀄", "\t", "x"]


def test_botzone_lines_read_alike():
    """Lines of Botzone codes: written hands (from the notation's corpus), mutated, and random."""
    from tests.test_notation_botzone import SAME_AS_NOTATION

    rng = random.Random(606)
    lines = [codes for _, codes, _ in SAME_AS_NOTATION]
    tally: dict = {}
    for line in lines:
        _botzone_compare(line, tally)
    for _ in range(2000):
        line = rng.choice(lines)
        chars = [line[i:i + 2] for i in range(0, len(line), 2)]
        for _ in range(rng.randrange(1, 3)):
            chars[rng.randrange(len(chars))] = rng.choice(_BZ_PIECES)
        _botzone_compare("".join(chars), tally)
    for _ in range(2000):
        _botzone_compare("".join(rng.choice(_BZ_PIECES) for _ in range(rng.randrange(0, 16))), tally)
    SUMMARY.append(f"direct reader, Botzone codes: {tally}")
    assert tally["taken"] > 50 and tally["declined"] > 50


# The same tile-list word in lines of both suit forms, one after the other: the fast reader keeps a
# word's value by its text (notation_fast._VALUED), and the form the word's tiles fix must still
# agree with each line's own (a prefix line with a suffix dora= is refused by the grammar).
KEPT_WORDS = [
    ("suffix-then-prefix", ["123456789m1234p 5p dora=5p", "m123456789p1234 p5 dora=5p"]),
    ("prefix-then-suffix", ["m123456789p1234 p5 dora=p5", "123456789m1234p 5p dora=p5"]),
    ("honors-either-form", ["123456789m1234p 5p dora=E", "m123456789p1234 p5 dora=E"]),
    ("form-from-the-word", ["EEESSSWWWNNNP P dora=p5", "EEESSSWWWNNNP P dora=5p"]),
    ("number-word", ["123456789m1234p5p flowers=3", "m123456789p12345 flowers=3"]),
]


@pytest.mark.parametrize("lines", [c for _, c in KEPT_WORDS], ids=[i for i, _ in KEPT_WORDS])
def test_a_kept_word_agrees_with_each_lines_suit_form(lines):
    tally: dict = {}
    for _ in range(2):  # (the second time round, every word is a kept one)
        for line in lines:
            compare(line, tally)
    assert tally.get("taken", 0) >= 2, tally


# The same condition words after the one tile word of other lines: the fast reader keeps what a
# line's closing condition words make by their text (notation_fast._RESTS); the next line that ends
# with them reads its first word alone, and must still agree with the full reader: the suit form of
# the words' tiles against the line's, flowers= against f tiles, a condition word first.
KEPT_TAILS = [
    ("suffix-then-prefix", ["123456789m12345p dora=5p tsumo", "m123456789p12345 dora=5p tsumo"]),
    ("prefix-then-suffix", ["m123456789p12345 dora=p5 riichi", "123456789m12345p dora=p5 riichi"]),
    ("honors-either-form", ["123456789m12345p seat=S dora=E", "m123456789p12345 seat=S dora=E"]),
    ("form-from-the-words", ["EEESSSWWWNNNPP dora=p5 tsumo", "EEESSSWWWNNNPP dora=5p tsumo",
                             "p55EEESSSWWWNNN dora=5p tsumo"]),
    ("flowers-word-and-tiles", ["m123p456s789EEECC flowers=3 tsumo", "m123p456s789EEECCf12 flowers=3 tsumo"]),
    ("implied-tsumo", ["m123p456s789EEECC rinshan", "m123p456s789EEEPP rinshan", "m11p456s789EEE[m999] rinshan"]),
    ("condition-word-first", ["m123p456s789EEECC riichi", "tsumo riichi", "seat=S riichi"]),
    ("spacing-and-case", ["m123p456s789EEECC  TSUMO\tseat=s ", "m123p456s789EEECC tsumo seat=S",
                          "m123p456s789EEEPP  TSUMO\tseat=s "]),
    ("win-word-not-kept", ["m123p456s789EEECC win=C tsumo", "m123p456s789EEECC win=C tsumo",
                           "m123p456s789EEEC1m win=C tsumo"]),
    ("meld-after-words", ["m123p456s789EEC tsumo [m123]", "p456s789EEECC tsumo [m123]"]),
]


@pytest.mark.parametrize("lines", [c for _, c in KEPT_TAILS], ids=[i for i, _ in KEPT_TAILS])
def test_kept_condition_words_agree_with_each_line(lines):
    tally: dict = {}
    for _ in range(2):  # (the second time round, the condition words of each line are kept ones)
        for line in lines:
            compare(line, tally)
    assert tally.get("taken", 0) >= 2, tally


def test_fast_path_conditions_and_word_columns():
    """The same condition words in another order and case give equal Conditions (the fast path keeps
    one per set of values); the columns are where each word starts."""
    a = read("m123p456s789EEECC tsumo seat=S")
    b = read("m123p456s789EEEPP seat=s TSUMO")
    assert a is not None and b is not None
    assert a.conditions == b.conditions == Conditions(tsumo=True, seat=28, given=frozenset({"tsumo", "seat"}))
    assert isinstance(a.origin, Origin) and a.origin.word_columns == (("tsumo", 19), ("seat", 25))


def test_fast_origin_finds_its_columns_when_asked():
    """The fast reader's origin holds the text, its form and how to find its columns; asked, it gives
    the full reader's columns, field by field, also after pickling (a worker process sends hands)."""
    import pickle

    text = "m1230p456s7EE [s406] s8 tsumo dora=m0E"
    fast, full = read(text), _full(text)
    assert fast is not None and not isinstance(full, MjscoreError) and full.origin is not None
    lazy = fast.origin
    assert type(lazy) is Origin and lazy.text == text and lazy.notation == full.origin.notation
    same_fields(lazy, full.origin, text)
    same_fields(pickle.loads(pickle.dumps(lazy)), full.origin, text)
    for name in ("tile_columns", "meld_columns", "word_columns", "flower_columns", "red_columns", "word_tiles"):
        assert getattr(lazy, name) == getattr(full.origin, name), name
    assert lazy.column_of_word("dora") == text.index("dora=") + 1
    with pytest.raises(AttributeError):
        lazy.no_such_field
