"""Property: a generated hand, written in a random notation (prefix or suffix, letters, z digits,
Unicode, melds anywhere, flowers, red fives, condition words in any order, case and alias), parses
to exactly that hand; and parse -> format -> parse is the identity (``given`` included: the
canonical form writes every condition the line wrote, plus any that differ from the defaults)."""

from __future__ import annotations

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from mjscore.errors import InvalidHandError
from mjscore.hand import CHOW, KONG, PUNG, Conditions, Hand, Meld
from mjscore.notation import format_hand, parse_hand
from mjscore.tiles import FLOWER_UNICODE, HONOR_LETTERS, SUIT_LETTERS, TILE_UNICODE
from tests.values import copy_with
from mjscore.validate import CONTRADICTIONS, check_consistency

PROFILE = settings(derandomize=True, max_examples=400, deadline=None, database=None,
                   suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])

WINDS = "ESWN"
RARE = st.integers(0, 7).map(lambda x: x == 0)  # a flag written in one hand out of eight


def pick(draw, options):
    """One of ``options``, as ``st.sampled_from`` would, through an index: ``st.integers`` strategies
    are built once and kept, a ``sampled_from`` of a new list is built (and validated) on every draw,
    which was most of this test's time."""
    return options[draw(st.integers(0, len(options) - 1))]


def _render_units(draw, units, form: str) -> list[str]:
    """Tiles (tile, red) as groups: each tile gets a style, runs of one style and suit may merge."""
    pieces: list[str] = []
    prev_key = None
    for tile, red in units:
        if tile >= 27:
            style = pick(draw, ["letter", "z", "uni"])
        else:
            style = "num" if red else pick(draw, ["num", "num", "uni"])
        key = (style, tile // 9 if tile < 27 else 3)
        add_tile(pieces, tile, red, style, form, bool(pieces) and key == prev_key and draw(st.booleans()))
        prev_key = key
    return pieces


def add_tile(pieces: list[str], tile: int, red: bool, style: str, form: str, merge: bool) -> None:
    """Write one tile in ``style`` (``letter``, ``uni``, ``num`` or ``z`` digits) and ``form``:
    merged into the last group (``merge``: a run of one style and suit) or as a group of its own."""
    if style == "letter":
        body = HONOR_LETTERS[tile - 27]
    elif style == "uni":
        body = TILE_UNICODE[tile]
    else:
        body = "0" if red else str(tile % 9 + 1 if tile < 27 else tile - 26)
    if merge:
        last = pieces[-1]
        if style in ("num", "z"):  # put the digit inside the group, next to the others
            pieces[-1] = last + body if form == "prefix" else last[:-1] + body + last[-1]
        else:
            pieces[-1] = last + body
    else:
        if style in ("num", "z"):
            letter = "z" if style == "z" else SUIT_LETTERS[tile // 9]
            body = letter + body if form == "prefix" else body + letter
        pieces.append(body)


@st.composite
def written_hands(draw):
    pool = [4] * 34
    melds: list[Meld] = []
    for _ in range(draw(st.integers(0, 4))):
        kind = pick(draw, [CHOW, PUNG, KONG])
        need = {CHOW: 1, PUNG: 3, KONG: 4}[kind]
        if kind == CHOW:
            candidates = [t for t in range(27) if t % 9 <= 6 and min(pool[t:t + 3]) > 0]
        else:
            candidates = [t for t in range(34) if pool[t] >= need]
        if not candidates:
            continue
        tile = pick(draw, candidates)
        meld = Meld(kind=kind, tile=tile, concealed=kind == KONG and draw(st.booleans()))
        for t in meld.tiles:
            pool[t] -= 1
        fives = sum(1 for t in meld.tiles if t < 27 and t % 9 == 4)
        red = draw(st.integers(0, fives)) if fives and draw(RARE) else 0
        melds.append(Meld(kind=meld.kind, tile=meld.tile, concealed=meld.concealed, red=red))
    size = pick(draw, [13, 14, 14])
    concealed: list[tuple[int, bool]] = []  # (tile, red) in written order
    for _ in range(size - 3 * len(melds)):
        tile = pick(draw, [t for t in range(34) if pool[t] > 0])
        pool[tile] -= 1
        red = tile < 27 and tile % 9 == 4 and draw(RARE)
        concealed.append((tile, red))

    form = pick(draw, ["prefix", "suffix"])
    pieces = _render_units(draw, concealed, form)

    # The winning tile: the last written, or win=.
    words: list[tuple[str, str]] = []  # (the condition it sets, the word)
    win, win_red = (concealed[-1] if size == 14 else (None, False))
    if size == 14 and draw(RARE):
        win, win_red = concealed[draw(st.integers(0, len(concealed) - 1))]
        words.append(("win", "win=" + "".join(_render_units(draw, [(win, win_red)], form))))

    # Conditions.
    values: dict[str, object] = {}
    tsumo_word = pick(draw, [None, None, "ron", "discard", "tsumo", "self-drawn", "zimo"])
    if tsumo_word:
        values["tsumo"] = tsumo_word not in ("ron", "discard")
        words.append(("tsumo", tsumo_word))
    for key, spellings in (("seat", ["seat"]), ("round", ["round", "prevalent"])):
        if draw(st.booleans()):
            wind = draw(st.integers(0, 3))
            values[key] = 27 + wind
            letter = WINDS[wind]
            words.append((key, f"{pick(draw, spellings)}={pick(draw, [letter, letter.lower()])}"))
    for key in ("last_tile", "last_draw", "rinshan", "chankan", "riichi", "double_riichi", "ippatsu",
                "tenhou", "chiihou", "tong"):
        if draw(RARE):
            values[key] = True
            words.append((key, key.replace("_", "-")))
    for key in ("dora", "ura"):
        if draw(RARE):
            ind = draw(st.lists(st.integers(0, 33), min_size=1, max_size=3))
            values[key] = tuple(sorted(ind))
            words.append((key, f"{key}=" + "".join(_render_units(draw, [(t, False) for t in ind], form))))
    if draw(RARE):
        values["draws"] = draw(st.integers(0, 20))
        words.append(("draws", f"draws={values['draws']}"))
    flowers: tuple[int, ...] = ()
    flower_pieces: list[str] = []
    how = pick(draw, ["none", "none", "tiles", "count"])
    if how == "tiles":
        flowers = tuple(draw(st.lists(st.integers(1, 8), min_size=1, max_size=8, unique=True)))
        if draw(st.booleans()):
            flower_pieces = ["f" + "".join(map(str, flowers))]
        else:
            flower_pieces = ["".join(FLOWER_UNICODE[f] for f in flowers)]
    elif how == "count":
        values["flowers"] = draw(st.integers(0, 8))
        words.append(("flowers", f"flowers={values['flowers']}"))

    expected = _consistent(values, words, Hand(
        tiles=tuple(sorted(t for t, _ in concealed)),
        win=win,
        melds=tuple(melds),
        flowers=tuple(sorted(flowers)),
        red=tuple(sorted(t for t, r in concealed if r)),
        win_red=bool(win_red),
    ))

    # Random case for the words (tile values stay as written: s is bamboo, S is South).
    cased = []
    for _, w in words:
        key, eq, value = w.partition("=")
        key = pick(draw, [key, key.upper(), key.title()])
        cased.append(key + eq + value)
    cased = draw(st.permutations(cased))

    # Melds and flowers anywhere: among the tile groups, or after the words.
    body = list(pieces)
    extras = []
    for m in melds:
        tiles = list(draw(st.permutations(m.tiles)))
        units, reds = [], m.red
        for t in tiles:
            red = reds > 0 and t % 9 == 4 and t < 27
            reds -= red
            units.append((t, red))
        inner = "".join(_render_units(draw, units, form))
        extras.append(f"({inner})" if m.concealed else f"[{inner}]")
    extras += [p + " " for p in flower_pieces]  # a space after f13, so 2m cannot join it
    tail: list[str] = []
    for piece in extras:
        if cased and draw(st.integers(0, 4)) == 0:
            tail.insert(draw(st.integers(0, len(tail))), piece)
        else:
            body.insert(draw(st.integers(0, len(body))), piece)
    sep = [pick(draw, ["", " ", "  "]) for _ in body]
    line = "".join(p + s for p, s in zip(body, sep)).rstrip()
    line = " ".join([line] + list(cased) + tail).strip()

    return line, expected


def _consistent(values: dict, words: list, hand: Hand) -> Hand:
    """``hand`` with the conditions ``values``, less the words that contradict the hand (riichi with a
    claimed meld, rinshan with ron, ippatsu without riichi...): each contradiction drops the condition
    it blames and its word, so that nearly every drawn case is a case (a rejected one costs Hypothesis
    a whole new draw). What is dropped is never written, so the line still says exactly the hand."""
    while True:
        conditions = Conditions(**values, given=frozenset(values)) if values else Conditions()
        expected = copy_with(hand, conditions=conditions)
        try:
            check_consistency(expected)
            return expected
        except InvalidHandError:
            blamed = next((key for key, test, _ in CONTRADICTIONS if key in values and test(expected)), None)
            assume(blamed is not None)  # (a contradiction of the tiles alone: draw again)
            del values[blamed]
            words[:] = [(key, w) for key, w in words if key != blamed]


# One generated case serves every check of it: generating a written hand is what costs (most of
# a run), so the three checks share 600 cases instead of drawing 400 + 400 + 600.
@settings(PROFILE, max_examples=600)
@given(written_hands())
def test_written_hand_parses_exactly_round_trips_and_reads_alike(case):
    line, expected = case
    check_parse_reads_what_was_written(line, expected)
    check_parse_format_parse_is_identity(line)
    # The readers agree on it too (the fast one and the grammar's; tests/test_notation_reader.py):
    # this writer is another author of lines than that test's own.
    test_notation_reader.compare(line, {})


def check_parse_reads_what_was_written(line: str, expected: Hand) -> None:
    hand = parse_hand(line)
    assert hand.tiles == expected.tiles
    assert (hand.win, hand.win_red) == (expected.win, expected.win_red), line
    assert sorted(hand.melds, key=repr) == sorted(expected.melds, key=repr)
    assert hand.flowers == expected.flowers
    assert hand.red == expected.red
    assert hand.conditions == expected.conditions


def check_parse_format_parse_is_identity(line: str) -> None:
    hand = parse_hand(line)
    canonical = format_hand(hand)
    again = parse_hand(canonical)
    assert again == hand, (line, canonical)
    assert format_hand(again) == canonical
    assert again.origin.notation == "suffix"


# (imported last, as a module: that module takes this one's tile writer, add_tile, at its own import,
# and either may be imported first)
from tests import test_notation_reader  # noqa: E402
