"""Random input never escapes as anything but an MjscoreError (no Lark exception, no traceback).

Three streams, fixed seeds: random bytes decoded with errors='replace'; random strings over the
notation's own pieces (tiles, brackets, words); and one-character mutations of valid lines, which
reach the deeper checks. Set MJSCORE_FUZZ_SMALL=1 (or CI=1) for a tenth of the counts.

Each stream runs its first lines, then every later line whose character classes stand side by side in
a way no earlier line had (tests/line_cover.py): the lines run cover every such form of the whole
stream (asserted), for a fraction of it (most random lines only repeat forms the first ones had).
"""

from __future__ import annotations

import os
import random

from mjscore.errors import MjscoreError
from mjscore.notation import format_hand, parse_hand
from mjscore.validate import check

from tests.line_cover import chosen

SMALL = bool(os.environ.get("MJSCORE_FUZZ_SMALL") or os.environ.get("CI"))
SCALE = 10 if SMALL else 1

PIECES = [
    "m", "p", "s", "z", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "E", "S", "W", "N", "P", "F",
    "C", "f", " ", "  ", "[", "]", "(", ")", "🀄", "🀇", "🀢", "\u00e9", "tsumo", "ron", "seat=", "round=",
    "win=", "dora=", "ura=", "flowers=", "draws=", "riichi", "rinshan", "chankan", "last-tile", "tenhou",
    "chiihou", "ippatsu", "tong", "x", "=", "-", "\t", "\n", "\ufffd",
]

VALID = [
    "m123p456s789EEEC C",
    "123m456p789sEEECC tsumo seat=S round=W",
    "m1112345678999m5 tsumo",
    "m19p19s19ESWNCFPP",
    "p11WWPPPW[SSS][p999] ron dora=s1",
    "m234p55s678[s345](z7777) tsumo dora=s2",
    "m406p55s678s78(z7777)s9 riichi ippatsu tsumo ura=m1 draws=2",
    "m123p456s789E(CCCC) E tsumo rinshan last-draw f13",
    "🀇🀈🀉🀙🀚🀛🀐🀑🀒🀀🀀🀀🀄🀄 win=E flowers=2",
]


def _run(line: str, outcomes: dict) -> None:
    try:
        hand = parse_hand(line)
    except MjscoreError as err:
        assert "\n" not in err.message
        outcomes[err.kind] = outcomes.get(err.kind, 0) + 1
        return
    outcomes["ok"] = outcomes.get("ok", 0) + 1
    assert parse_hand(format_hand(hand)) == hand
    for rules in ("mcr", "yaochu", "fliosen"):
        try:
            check(hand, rules)
        except MjscoreError:
            pass


def test_random_bytes():
    rng = random.Random(20261129)
    outcomes: dict = {}
    lines = [rng.randbytes(rng.randrange(0, 40)).decode("utf-8", errors="replace") for _ in range(100_000 // SCALE)]
    for line in chosen(lines, 10_000 // SCALE):
        _run(line, outcomes)
    assert outcomes.get("syntax", 0) > 0


def test_random_pieces():
    rng = random.Random(7)
    outcomes: dict = {}
    lines = ["".join(rng.choice(PIECES) for _ in range(rng.randrange(0, 30))) for _ in range(40_000 // SCALE)]
    for line in chosen(lines, 8_000 // SCALE):
        _run(line, outcomes)
    assert outcomes.get("syntax", 0) > 0 and outcomes.get("invalid", 0) > 0


def test_mutations_of_valid_lines():
    rng = random.Random(11)
    outcomes: dict = {}
    lines = []
    for _ in range(40_000 // SCALE):
        line = list(rng.choice(VALID))
        for _ in range(rng.randrange(1, 4)):
            op = rng.randrange(3)
            i = rng.randrange(len(line) + (op == 1))
            if op == 0 and line:
                del line[min(i, len(line) - 1)]
            elif op == 1:
                line.insert(i, rng.choice(PIECES))
            elif line:
                line[min(i, len(line) - 1)] = rng.choice(PIECES)
        lines.append("".join(line))
    for line in chosen(lines, 8_000 // SCALE):
        _run(line, outcomes)
    assert outcomes.get("ok", 0) > 0 and outcomes.get("syntax", 0) > 0 and outcomes.get("invalid", 0) > 0
