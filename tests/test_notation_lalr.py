"""The table-driven notation parser (mjscore.notation.lalr) against Lark on the same grammar.

- The shipped tables (mjscore/notation/_hand_tables.py) are what mjscore.notation.build_tables makes of
  grammars/hand.lark: the grammar file stays the single source.
- On every line, the table driver either accepts with exactly Lark's items (token types, texts,
  positions, nesting) or refuses a line that Lark refuses too (then Lark's error is reported).
  Lines: valid hands of every form, and random strings over the notation's pieces (fixed seed).
"""

from __future__ import annotations

import random

import pytest

from mjscore.notation import (
    _hand_tables,
    lalr as hand_parser,
    diagnosis as notation_errors,
    build_tables as parser_build,
)
from tests.test_fuzz import PIECES, VALID

LINES = VALID + [
    "",
    "   ",
    "m123p456s789EEECC tsumo",
    "123m456p789sEEEC[999p] C tsumo seat=S round=W",
    "m11[m123](p5555)[s999]E E f1234 seat=E prevalent=S",
    "z1112223334445 win=z1 dora=m19p1 ura=S",
    "m1112345678999 m5 TSUMO SEAT=s Round=e Flowers=3 draws=12 double-riichi ippatsu",
    "🀇🀈🀉 [🀙🀚🀛] 🀐🀑🀒🀀🀀🀀🀄\ufe0f🀄 🀢🀣",
    "m123 tsumo [p123] f1 seat=N (s1111) 🀢",
    "m123 tsumox", "m123 seat=X", "m123[m12", "m123]", "m123 win=", "f9", "m", "1", "EEEX",
]


def _shape(items):
    """Lark's items and ours as comparable plain data."""
    def tok(t):
        return (t.type, str(t.value), t.start_pos, t.end_pos)

    out = []
    for item in items:
        if type(item) is tuple:
            out.append((item[0], [tok(t) for t in item[1]]))
        else:
            out.append(tok(item))
    return out


def _lark(text):
    try:
        return _shape(notation_errors.lark_parser().parse(text))
    except Exception:
        return None


def _ours(text):
    try:
        return _shape(hand_parser.parse(text))
    except hand_parser.Refused:
        return None


def test_shipped_tables_match_the_grammar():
    text = parser_build.grammar_text()
    assert _hand_tables.GRAMMAR_SHA256 == parser_build.grammar_digest(text), \
        "grammars/hand.lark changed: run python -m mjscore.notation.build_tables"
    import lark

    if lark.__version__ == _hand_tables.LARK_VERSION:  # the same analysis gives the same file
        assert parser_build.build(text) == parser_build.TABLES.read_text(encoding="utf-8")


@pytest.mark.parametrize("text", LINES, ids=range(len(LINES)))
def test_same_items_as_lark(text):
    assert _ours(text) == _lark(text)


def test_random_piece_strings_agree_with_lark():
    rng = random.Random(11)
    accepted = 0
    for _ in range(3000):
        text = "".join(rng.choice(PIECES) for _ in range(rng.randint(1, 12)))
        want = _lark(text)
        assert _ours(text) == want, text
        accepted += want is not None
    assert accepted > 100  # the stream reaches accepted lines too


def test_generated_hands_agree_with_lark():
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
    from gen_hands import generate

    for rules in ("mcr", "yaochu", "fliosen"):
        for text in generate(300, rules, seed=3):
            want = _lark(text)
            assert want is not None and _ours(text) == want, text
