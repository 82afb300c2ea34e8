"""Checks of a parsed hand that need no scoring, and the condition defaults of a line.

- :func:`check_consistency`: conditions that contradict each other or the tiles, and values out of
  their range (any rule set); ``parse_hand`` runs it on every line unless told not to.
- :func:`check`: what one rule set refuses before scoring, from its row of the catalog, in this
  order: condition words it does not know (under its options: Yaochu's ``--scoring riichi`` knows
  ``riichi``), so that the first message is the right one (docs/notation.md); then the contradictions
  (:func:`check_consistency`); seats it has no player for; flowers and red fives where they do not
  exist, and one red five per suit where they do; the contradictions only some rule sets allow
  (``rinshan last-draw``). (A tile set such as Yaochu's 52 tiles is checked by the rule set itself.)
- :func:`with_defaults`: default values for the condition words a line does not write (the engine,
  mjscore.api, converts the command line's text to these values once).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from operator import attrgetter

from . import conditions as cw
from .errors import InvalidHandError, message
from .hand import KONG, Conditions, Hand
from .tiles import EAST, FIVES, HONOR_LETTERS, describe
from .rules import catalog

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Final
    # A contradiction: (the condition key blamed, the test that is True for a contradictory hand,
    # the reason); a rule set's: (the catalog's word for it, the key blamed, the test of the
    # conditions, the reason).
    Contradiction = tuple[str, Callable[[Hand], bool], str]
    RuleContradiction = tuple[str, str, Callable[[Conditions], bool], str]
    # What a set of written keys needs (see _by_given): the contradictions blaming them, the getter
    # of the blamed conditions not written, and their defaults.
    ByGiven = tuple[tuple[Contradiction, ...], Callable[[Conditions], object], object]


def _text(hand: Hand) -> str:
    return hand.origin.text if hand.origin is not None else ""


def _column(hand: Hand, key: str) -> int | None:
    return hand.origin.column_of_word(key) if hand.origin is not None else None


def invalid_hand(hand: Hand, key: str | None, what: str | None, note: str | None = None,
                 column: int | None = None) -> InvalidHandError:
    """An InvalidHandError naming ``what`` (default: the word written for ``key``) and its column."""
    if column is None and key is not None:
        column = _column(hand, key)
    if what is None:
        written = _written_word(hand, column)
        if not written:
            assert key is not None, "the word is named by its key when not by what"
            written = cw.BY_KEY[key].spellings[-1]
        what = repr(written)
    text = _text(hand)
    if text:
        return InvalidHandError(message(text, what, column, note), column, text)
    return InvalidHandError(what + (f"; {note}" if note else ""), column)


# --------------------------------------------------------------------------------------------
# Contradictions (every rule set). Each entry: the condition key blamed, a test that is True when
# the hand is contradictory, and the reason. The rule behind each is in docs/notation.md, "Conditions".


def _other_copy(hand: Hand) -> bool:
    """The concealed hand holds another copy of the winning tile (so it was not the last one, and
    no one could have added it to a kong)."""
    return hand.win is not None and hand.tiles.count(hand.win) > 1


def _robbed_copy(hand: Hand) -> bool:
    """Robbing a kong: the kong being made holds the other three copies of the winning tile, so the
    winner can hold no other copy at all, neither concealed nor in a meld of their own."""
    w = hand.win
    return w is not None and (hand.tiles.count(w) > 1 or any(w in m.tiles for m in hand.melds))


def _riichi(hand: Hand) -> bool:
    return hand.conditions.riichi or hand.conditions.double_riichi


def _claimed(hand: Hand) -> bool:
    return not hand.is_closed


MAX_INDICATORS: Final = 5
# The ranges of the number words (docs/notation.md), stated here only: (lowest, highest or None).
# The direct reader leaves a number above its range to the full reader; the checks below refuse it
# (after a rule set's word check); the API and the MCR rules refuse a default or a count outside it.
FLOWERS_LOW: Final = 0
FLOWERS_HIGH: Final = 8
# honba=, sticks=
COUNTER_LOW: Final = 0
MAX_COUNTER: Final = 99
# kita= (Norths set aside, three-player riichi)
KITA_LOW: Final = 0
KITA_HIGH: Final = 4
NUMBER_RANGES: Final[dict[str, tuple[int, int | None]]] = {"flowers": (FLOWERS_LOW, FLOWERS_HIGH),
                                                           "honba": (COUNTER_LOW, MAX_COUNTER),
                                                           "sticks": (COUNTER_LOW, MAX_COUNTER), "draws": (0, None),
                                                           "kita": (KITA_LOW, KITA_HIGH)}
MAX_NUMBER_DIGITS: Final = 6  # a longer number is refused, not converted
DRAWS_LOW: Final = NUMBER_RANGES["draws"][0]

CONTRADICTIONS: Final[tuple[Contradiction, ...]] = (
    ("chankan", lambda h: h.conditions.chankan and h.conditions.tsumo,
     "chankan (robbing a kong) is a win on another player's tile, not tsumo"),
    # rinshan, tenhou and chiihou imply tsumo (mjscore.conditions.SELF_DRAWN): only a written ron is left.
    ("rinshan", lambda h: h.conditions.rinshan and not h.conditions.tsumo,
     "rinshan (the kong replacement tile) is self-drawn: not with ron"),
    # (three players: a North set aside draws a replacement too, so kita=N allows rinshan without a kong)
    ("rinshan", lambda h: h.conditions.rinshan and not h.conditions.kita and not any(m.kind == KONG for m in h.melds),
     "rinshan needs a kong among the melds (or, with three players, a North set aside: kita=N)"),
    ("chankan", lambda h: h.conditions.chankan and _other_copy(h),
     "chankan, but the hand holds another copy of the winning tile"),
    ("chankan", lambda h: h.conditions.chankan and _robbed_copy(h),
     "chankan, but a meld of the hand holds another copy of the winning tile (the robbed kong has the "
     "other three)"),
    ("last_tile", lambda h: h.conditions.last_tile and _other_copy(h),
     "last-tile, but the hand holds another copy of the winning tile"),
    ("tenhou", lambda h: h.conditions.tenhou and _claimed(h), "tenhou with a claimed meld"),
    ("chiihou", lambda h: h.conditions.chiihou and _claimed(h), "chiihou with a claimed meld"),
    ("tenhou", lambda h: h.conditions.tenhou and not h.conditions.tsumo,
     "tenhou is a self-drawn win: not with ron"),
    ("chiihou", lambda h: h.conditions.chiihou and not h.conditions.tsumo,
     "chiihou is a self-drawn win: not with ron"),
    ("tenhou", lambda h: h.conditions.tenhou and h.conditions.seat != 27,
     "tenhou is the dealer's win: it needs seat=E"),
    ("chiihou", lambda h: h.conditions.chiihou and h.conditions.seat == 27,
     "chiihou is a non-dealer's win: not with seat=E"),
    ("ippatsu", lambda h: h.conditions.ippatsu and not _riichi(h), "ippatsu without riichi"),
    ("ura", lambda h: bool(h.conditions.ura) and not _riichi(h), "ura= (ura-dora) without riichi"),
    # Any kong after riichi, the winner's own included, ends ippatsu (the words exist only in the
    # riichi family: Fliosen, riichi, Yaochu --scoring riichi).
    ("ippatsu", lambda h: h.conditions.ippatsu and h.conditions.rinshan,
     "ippatsu with rinshan: declaring a kong after riichi ends ippatsu"),
    ("riichi", lambda h: h.conditions.riichi and _claimed(h), "riichi with a claimed meld"),
    ("double_riichi", lambda h: h.conditions.double_riichi and _claimed(h),
     "double-riichi with a claimed meld"),
    # pao= names the player who fed the winner's last dragon / wind set: never the winner. (Whether
    # the hand holds the yakuman is the riichi scorer's check.)
    ("pao", lambda h: h.conditions.pao is not None and h.conditions.pao == h.conditions.seat,
     "pao= names the winner's own seat: the liable player is the one who fed the last dragon or wind set"),
    # Ranges of the number words (after the word check, so honba=100 in Fliosen is an unknown word).
    ("flowers", lambda h: h.conditions.flowers is not None and not FLOWERS_LOW <= h.conditions.flowers <= FLOWERS_HIGH,
     f"there are {FLOWERS_LOW} to {FLOWERS_HIGH} flowers"),
    ("honba", lambda h: not COUNTER_LOW <= h.conditions.honba <= MAX_COUNTER,
     f"honba= takes a whole number from {COUNTER_LOW} to {MAX_COUNTER}"),
    ("sticks", lambda h: not COUNTER_LOW <= h.conditions.sticks <= MAX_COUNTER,
     f"sticks= takes a whole number from {COUNTER_LOW} to {MAX_COUNTER}"),
    ("kita", lambda h: not KITA_LOW <= h.conditions.kita <= KITA_HIGH,
     f"kita= takes a whole number from {KITA_LOW} to {KITA_HIGH}: there are four Norths"),
    ("flowers", lambda h: h.conditions.flowers is not None and bool(h.flowers),
     "flowers= and f tiles both given; write one of them"),
    ("draws", lambda h: h.conditions.draws < DRAWS_LOW, f"draws= must be {DRAWS_LOW} or more"),
    # One indicator is shown at the start and one more per kong; a game has at most four kongs.
    ("dora", lambda h: len(h.conditions.dora) > MAX_INDICATORS,
     f"more than {MAX_INDICATORS} dora indicators: the first one and one per kong, at most four kongs"),
    ("ura", lambda h: len(h.conditions.ura) > MAX_INDICATORS,
     f"more than {MAX_INDICATORS} ura-dora indicators: one under each dora indicator"),
)


# Every contradiction needs the condition it blames to be set (its test is False while the blamed
# condition holds its default): running the entry of a condition at its default changes nothing. So
# the entries a hand needs are found from the keys its line wrote (``given``: a few dozen sets occur,
# whatever their values), once the conditions it did not write are seen to hold their defaults (as
# they do on every line read; a Conditions built in code may set any of them).
_BLAMED: Final = tuple(dict.fromkeys(k for k, _, _ in CONTRADICTIONS))


def check_consistency(hand: Hand) -> None:
    """Raise InvalidHandError for the first contradiction among the conditions and the tiles."""
    c = hand.conditions
    found = _BY_GIVEN.get(c.given)
    if found is None:
        found = _by_given(c.given)
    entries, unwritten, defaults = found
    if unwritten(c) != defaults:  # (a condition set but not written: the entries of what is set)
        entries = _entries(frozenset(k for k in _BLAMED if getattr(c, k) != cw.DEFAULTS[k]))
    for key, test, reason in entries:
        if test(hand):
            raise invalid_hand(hand, key, None, reason)


def _by_given(given: frozenset[str]) -> ByGiven:
    """(the entries of the blamed keys in ``given``, the getter of the blamed conditions not in it,
    their defaults), kept by the set of keys (bounded)."""
    names = tuple(k for k in _BLAMED if k not in given)
    unwritten: Callable[[Conditions], object] = attrgetter(*names) if names else (lambda _c: ())
    found = (_entries(given), unwritten, unwritten(_DEFAULT_CONDITIONS))
    if len(_BY_GIVEN) >= 1024:
        _BY_GIVEN.clear()
    _BY_GIVEN[given] = found
    return found


def _entries(keys: frozenset[str]) -> tuple[Contradiction, ...]:
    """The entries of CONTRADICTIONS that blame one of ``keys``, in table order."""
    return tuple(e for e in CONTRADICTIONS if e[0] in keys)


_DEFAULT_CONDITIONS: Final = Conditions()
# (kept: removing it costs 4-6% of the instructions of a batch of every rule set, compiled)
_BY_GIVEN: Final[dict[frozenset[str], ByGiven]] = {}


# --------------------------------------------------------------------------------------------
# Rule-specific checks


def _where(fact: str, named: bool = False) -> str:
    """The rule sets whose catalog row has ``fact`` (flowers, red_fives), as messages name them:
    "the Chinese Official rules (mcr)" with ``named``, else "the Fliosen rules"."""
    rows = [r for r in catalog.ROWS if getattr(r, fact)]
    return " and ".join(f"{r.called} ({r.name})" if named else r.called for r in rows)


# Contradictions some rule sets allow (catalog: RuleSetInfo.allows), by the words written. 妙手回春 +
# 杠上开花: only the Chinese Official rules count both when the replacement tile was the wall's last.
RULE_CONTRADICTIONS: Final[tuple[RuleContradiction, ...]] = (
    (catalog.RINSHAN_LAST_DRAW, "last_draw", lambda c: c.rinshan and c.last_draw,
     "rinshan and last-draw together: {rules} counts one or the other (only {allowed} count both)"),
)


def check_words(hand: Hand, rules: str, options: Mapping[str, object] | None = None) -> None:
    """Raise InvalidHandError for the first condition word (in the order written; then the ones a
    default gave) that the rule set ``rules`` does not know under its rule ``options``."""
    row = _row(rules)
    known = row.conditions_with(options)
    if hand.conditions.given <= known and "win" in known:
        return  # (every word written is in ``given``, but win=)
    origin = hand.origin
    written = [k for k, _ in origin.word_columns] if origin is not None else []
    for key in written + sorted(k for k in hand.conditions.given if k not in written):
        if key not in known:
            entry = cw.BY_KEY[key]
            col = _column(hand, key)
            word = _written_word(hand, col) or entry.spellings[-1]
            words = ", ".join(cw.words_for(known))
            raise invalid_hand(hand, None, f"unknown condition word {word!r} for {rules}"
                                           f"{_under(row, key, options) or _elsewhere(rules, key)}",
                        f"{rules} knows: {words}", col)


def unknown_word_error(text: str, chunk: str, column: int | None, rules: str | None = None,
                       options: Mapping[str, object] | None = None) -> InvalidHandError:
    """The error of a word the notation does not know (``tsmo``, ``seet=S``) at ``column``: the
    words ``rules`` knows under its ``options`` (every word of the notation when no rule set is
    chosen yet), and the nearest of them when one is near ("did you mean tsumo?"). The notation's
    reader (notation.diagnosis) makes it without a rule set; the engine (mjscore.api) says it again
    for its own (the error's ``word``)."""
    if rules is None:
        words, what, note = cw.all_words(), f"unknown condition word {chunk!r}", "the words are: "
    else:
        words = cw.words_for(_row(rules).conditions_with(options))
        what, note = f"unknown condition word {chunk!r} for {rules}", f"{rules} knows: "
    near = _nearest_word(chunk, words)
    note += ", ".join(words) + (f"; did you mean {near}?" if near else "")
    error = InvalidHandError(message(text, what, column, note), column, text)
    setattr(error, "word", chunk)  # (read by the engine, which says the error again for its rules)
    return error


def _nearest_word(chunk: str, words: tuple[str, ...]) -> str | None:
    """The word of ``words`` nearest to ``chunk`` (similarity 0.6 or more; on a tie, the first in
    table order: ``seet=`` is ``seat=`` rather than ``seen=``); a bare word is matched against the
    flags, ``key=value`` against the words that take a value."""
    from difflib import SequenceMatcher

    key, eq, _ = chunk.partition("=")
    target = key.lower() + eq
    best, best_ratio = None, 0.6
    for w in words:
        if w.endswith("=") == bool(eq):
            ratio = SequenceMatcher(None, target, w).ratio()
            if ratio > best_ratio or (ratio == best_ratio and best is None):
                best, best_ratio = w, ratio
    return best


def suit_case_hint(text: str, pos: int) -> str | None:
    """The hint for a refused character at ``pos`` when the line writes a suit in capitals (``123M``,
    ``M123``, ``45P``): "suits are lowercase", with the group as it should be; None otherwise. (The
    capitals S and P are South and White, and ``m123S`` is a hand: only a letter the grammar refused,
    or that stands by digits that have no suit, is taken for a suit.)"""
    n = len(text)
    start = end = pos
    while start > 0 and text[start - 1].isdigit():
        start -= 1
    while end < n and text[end].isdigit():
        end += 1
    if end > start:  # digits with no suit: a capital right after them (123M), else right before (M123)
        if end < n and text[end] in "MPSZ":
            written = text[start:end + 1]
        elif start > 0 and text[start - 1] in "MPSZ" and _lone_capital(text, start - 1):
            written = text[start - 1:end]
        else:
            return _capital_suit(text)
    elif pos < n and text[pos] in "MZ":  # (M and Z are no tile at all; S and P are honors)
        while end + 1 < n and text[end + 1].isdigit():
            end += 1
        written = text[pos:end + 1]
        if len(written) < 2:
            return None
    else:
        return None
    return f"suits are lowercase: write {written.lower()!r}, not {written!r}"


def _capital_suit(text: str) -> str | None:
    """suit_case_hint for digits refused away from the mistake (``m123P456s789``: P read as White):
    the first capital M, P, S or Z of the tiles that stands before digits or after them."""
    tiles = text.split(" ", 1)[0]
    for i, ch in enumerate(tiles):
        if ch in "MPSZ":
            j = i + 1
            while j < len(tiles) and tiles[j].isdigit():
                j += 1
            k = i
            while k > 0 and tiles[k - 1].isdigit():
                k -= 1
            if (j > i + 1 or k < i) and _lone_capital(tiles, i):
                return suit_case_hint(text, i + 1 if j > i + 1 else i - 1)
    return None


def _lone_capital(text: str, i: int) -> bool:
    """Whether the capital at ``i`` may be a suit: M and Z always (no tile has them), S and P only
    when no other honor letter stands next to them (``SSS12`` is three Souths, then a mistake)."""
    if text[i] in "MZ":
        return True
    return not any(0 <= j < len(text) and text[j] in HONOR_LETTERS for j in (i - 1, i + 1))


def _under(row: catalog.RuleSetInfo, key: str, options: Mapping[str, object] | None) -> str:
    """" (known with --scoring riichi)" when another value of a rule option makes ``key`` known."""
    for name, value, keys in row.option_conditions:
        if key in keys:
            flag = next((o.flag for o in row.options if o.name == name), name)
            return f" (known with {flag} {value})"
    return ""


def _elsewhere(rules: str, key: str) -> str:
    """" (a riichi word: use -r riichi)" when other rule sets know the word ``key``: a first mistake is
    a riichi word (riichi, dora=, ippatsu, honba=) under the default rules. Riichi is named first
    when it knows the word (the rule set those words come from), else the first that does."""
    knowing = [r.name for r in catalog.ROWS if r.name != rules and key in r.conditions]
    if not knowing:
        return ""
    use = "riichi" if "riichi" in knowing else knowing[0]
    return f" (a word of {', '.join(knowing)}: use -r {use})"


def _row(rules: str) -> catalog.RuleSetInfo:
    row = catalog.BY_NAME.get(rules)
    if row is None:
        raise ValueError(f"unknown rule set {rules!r}")
    return row


def check(hand: Hand, rules: str, options: Mapping[str, object] | None = None) -> None:
    """Raise InvalidHandError if the rule set ``rules`` (with its rule ``options``) refuses the hand
    before any scoring (the order: see the module docstring)."""
    checker(rules, options)(hand)


def checker(rules: str, options: Mapping[str, object] | None = None) -> Callable[[Hand], None]:
    """:func:`check` for one rule set and its options, what depends only on them found once (an
    engine checks each of its lines with one)."""
    row = _row(rules)
    known = row.conditions_with(options)
    knows_win = "win" in known  # (win= is not in ``given``: a rule set that does not know it is asked each time)
    seat_winds = row.seats_with(options)  # (riichi --players 3: E, S and W)
    seats = frozenset(EAST + HONOR_LETTERS.index(s) for s in seat_winds)
    contradictions = tuple(entry for entry in RULE_CONTRADICTIONS if entry[0] not in row.allows)

    def check_hand(hand: Hand) -> None:
        c = hand.conditions
        if not (knows_win and c.given <= known):
            check_words(hand, rules, options)
        check_consistency(hand)
        if c.seat not in seats:
            col = _column(hand, "seat")
            written = _written_word(hand, col)
            what = repr(written) if written else f"seat={HONOR_LETTERS[c.seat - EAST]} (the --seat default)"
            players = " and ".join(seat_winds)
            game = f"{row.short} is a" if seat_winds == row.seats else f"{row.short} {_options_text(row, options)} is a"
            raise invalid_hand(hand, None, what, f"{game} {_PLAYERS.get(len(seat_winds), len(seat_winds))}-player "
                                                 f"game: the seats are {players}", col)
        if hand.flowers or hand.red or hand.melds:
            _check_tiles(hand)
        for words, key, test, reason in contradictions:
            if test(c):
                allowed = " and ".join(r.called for r in catalog.ROWS if words in r.allows)
                raise invalid_hand(hand, key, None, reason.format(rules=rules, allowed=allowed))

    def _check_tiles(hand: Hand) -> None:
        """Flowers and red fives, where the rule set has them."""
        origin = hand.origin
        if not row.flowers and hand.flowers:
            col = origin.flower_columns[0][1] if origin is not None and origin.flower_columns else None
            raise invalid_hand(hand, None, f"flower f{hand.flowers[0]}",
                        f"flowers exist only in {_where('flowers', True)}, not in {rules}", col)
        if hand.has_red:
            if not row.red_fives:
                col = origin.red_columns[0] if origin is not None and origin.red_columns else None
                if col is None and origin is not None:
                    col = origin.meld_columns[next(i for i, m in enumerate(hand.melds) if m.red)] \
                        if any(m.red for m in hand.melds) else None
                raise invalid_hand(hand, None, "red five (0)",
                            f"red fives exist only in {_where('red_fives')}, not in {rules}", col)
            check_red_fives(hand)

    return check_hand


_PLAYERS: Final = {2: "two", 3: "three", 4: "four"}


def _options_text(row: catalog.RuleSetInfo, options: Mapping[str, object] | None) -> str:
    """The rule options that changed the seats, as the command line writes them (``--players 3``)."""
    return " ".join(f"{o.flag} {(options or {}).get(name)}" for name, _, _ in row.option_seats
                    for o in row.options if o.name == name)


def _red_columns(hand: Hand, five: int) -> list[int | None]:
    """The columns of the red fives of ``five``'s suit as written (concealed tiles, then melds)."""
    o = hand.origin
    if o is None:
        return []
    at = dict((c, t) for t, c in o.tile_columns)  # column -> the tile written there
    out: list[int | None] = [c for c in o.red_columns if at.get(c) == five]
    for i, m in enumerate(hand.melds):
        if m.red and five in m.tiles:
            out += [o.meld_columns[i] if i < len(o.meld_columns) else None] * m.red
    return out


def check_red_fives(hand: Hand) -> None:
    """Where red fives exist (Fliosen, riichi): a set has one red five per suit, and a red five is
    one of the fives (a red mark on a meld without a five, or more red fives than fives, is refused;
    the notation cannot write them, a Hand built in code can)."""
    melds = hand.melds
    red = hand.red
    if len(red) == 1 and red[0] in hand.tiles and not (melds and any(m.red for m in melds)):
        return  # (the usual hand: one red five, among its tiles)
    for f in FIVES:
        reds = red.count(f) + (sum([m.red for m in melds if m.red and f in m.tiles]) if melds else 0)
        if not reds or (reds == 1 and (f in hand.tiles or any(f in m.tiles for m in melds))):
            continue  # (none, or one and a five to wear it)
        counts = hand.all_counts
        cols = _red_columns(hand, f)  # (only to say where the error is)
        if reds > 1:
            raise invalid_hand(hand, None, f"a second red five of {describe(f).split()[0]}",
                        "a set has one red five per suit", cols[1] if len(cols) > 1 else None)
        if reds > counts[f]:
            raise invalid_hand(hand, None, f"more red fives than fives of {describe(f).split()[0]}", None,
                        cols[0] if cols else None)
    for i, m in enumerate(hand.melds):
        if m.red and not any(t in FIVES for t in m.tiles):
            o = hand.origin
            col = o.meld_columns[i] if o is not None and i < len(o.meld_columns) else None
            raise invalid_hand(hand, None, "a red five in a meld without a five", None, col)


def _written_word(hand: Hand, column: int | None) -> str | None:
    """The word as written at ``column`` (``zimo``, ``prevalent=E``)."""
    if hand.origin is None or column is None:
        return None
    rest = hand.origin.text[column - 1:]
    if not rest or rest[0].isspace():
        return ""
    return rest.split(None, 1)[0]


# --------------------------------------------------------------------------------------------
# Condition defaults


def with_defaults(hand: Hand, defaults: Mapping[str, object]) -> Hand:
    """The hand with ``defaults`` (Conditions field -> a value of the field's own type, as
    ``mjscore.api.convert_defaults`` gives) applied to the conditions the line did not write
    (unchecked).

    A default that differs from the built-in default joins ``given`` (so the canonical form writes
    it and the rule set's word check sees it); flowers= is not applied to a line with f tiles.
    """
    c = hand.conditions
    changes: dict[str, object] = {}
    for key, value in defaults.items():
        if key not in cw.DEFAULTS:
            raise KeyError(f"not a condition: {key!r}")
        if key in c.given or (key == "flowers" and hand.flowers):
            continue
        changes[key] = value
    if "tsumo" not in c.given and cw.implies_tsumo(changes):  # a default of rinshan, tenhou, chiihou
        changes["tsumo"] = True
    if not changes:
        return hand
    added = {k for k, v in changes.items() if v != cw.DEFAULTS[k]}
    return hand.with_conditions(c.with_values(changes, c.given | added))


__all__ = ["check", "check_words", "check_red_fives", "check_consistency", "with_defaults", "CONTRADICTIONS",
           "RULE_CONTRADICTIONS"]
