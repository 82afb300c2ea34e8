"""The Python API: score one line, list the waits of a 13-tile line, or run a batch of lines.

    >>> from mjscore import score
    >>> r = score("m123p456s789EEECC tsumo")          # the default rule set (catalog.DEFAULT)
    >>> r.ok, r.to_dict()["total"]

The pipeline of one line: ``notation.parse_hand`` with the condition defaults (such as ``tsumo=True``,
converted once by :func:`convert_defaults`; a word written on the line wins) -> ``validate.check``
(what the rule set's catalog row refuses: unknown condition words first, then the contradiction
checks, seats, flowers, red fives) -> ``RULE_SET.check`` -> ``RULE_SET.score``.

``score`` and ``waits`` raise :class:`MjscoreError` for a line that cannot be scored; :meth:`Engine.result`
(the batch layer used by the command line) turns the error into a result object instead.
Options that are not about one line (an unknown rule set, a rule option the rule set does not take,
a malformed default condition) raise :class:`OptionError`, a ``ValueError``.
"""

from __future__ import annotations

import functools
from functools import lru_cache

from . import conditions as cw
from . import options as _options
from . import rules as _rules
from ._generic import F, Generic
from .errors import EXCERPT, INVALID, InvalidHandError, MjscoreError, _one_line, excerpt
from .hand import CONDITION_KEYS, Conditions, Hand
from .rules import catalog
from .rules.rule_set import RuleSet
from .tiles import TILE_CODES

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Callable, Final, Iterable, Iterator, Mapping, overload

    # (typing.Unpack from Python 3.11: type checkers ship typing_extensions)
    from typing_extensions import TypeVar, Unpack

    from .api_types import (FliosenDiscardFields, FliosenFields, FliosenName, FliosenWaitsFields, McrDiscardFields,
                            McrFields, McrName, McrWaitsFields, Options, RiichiDiscardFields, RiichiFields,
                            RiichiName, RiichiWaitsFields, RuleName, YaochuDiscardFields, YaochuFields, YaochuName,
                            YaochuWaitsFields)

    T = TypeVar("T")

    # (the types of what waits and discard return: their modules load with the first such hand)
    from .analysis.discard import Discards
    from .analysis.waits import Wait, Waits

__all__ = ["Result", "OptionError", "Engine", "score", "waits", "discard", "results",
           "CONDITION_FIELDS", "convert_defaults", "apply_defaults"]

# The condition fields that can be given as defaults, with their notation word (docs/notation.md).
CONDITION_FIELDS: dict[str, str] = {k: k.replace("_", "-") for k in CONDITION_KEYS}
# Options every rule set accepts (they change presentation, not the rules): ``explain``.
GENERIC_OPTIONS = frozenset(o.name for o in _options.TABLE if o.group == catalog.RULE and not o.rules)


# The default rule set, catalog.DEFAULT, as type checkers see it: one of api_types.RuleName (whose
# names tests/test_typing_api.py checks against the catalog's).
DEFAULT_RULES: RuleName = catalog.DEFAULT  # type: ignore[assignment]  # (a catalog name: one of RuleName)


class OptionError(ValueError):
    """A bad option (not a bad line): unknown rule set, option for another rule set, bad default."""


class Result(Generic[F]):
    """The outcome of one line. ``to_dict()`` is the JSON object of docs/cli.md.

    ``fields`` are the rule set's fields (``Score.to_dict()``) for ``score``, or ``tenpai``/``waits``/
    ``shanten`` for ``waits``, typed per rule set and command for type checkers (``score(line,
    rules="riichi")`` is a ``Result[RiichiFields]``: mjscore.api_types); ``error`` is ``{"kind", "message", "column"}`` when ``ok`` is false
    (``hand`` is then ``""`` and ``fields`` empty). ``score``, ``waits`` and ``discard`` raise instead
    of returning such a result, so the ``hand`` and ``fields`` a user reads are never optional.
    ``parsed`` (the Hand) and ``detail`` (the Score, or the waits' scores) feed the text report.
    """

    def __init__(self, *, line: int, input: str, rules: str, ok: bool, hand: str = "",
                 fields: F | None = None, error: Mapping[str, Any] | None = None,
                 parsed: Hand | None = None, detail: Any = None) -> None:
        self.line: Final = line
        self.input: Final = input
        self.rules: Final = rules
        self.ok: Final = ok
        self.hand: Final = hand
        # (an error result has no fields, whatever its type's fields: {})
        self.fields: Final[F] = {} if fields is None else fields  # type: ignore[assignment]  # (see above)
        self.error: Final = error
        self.parsed: Final = parsed
        self.detail: Final = detail

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Result):
            return NotImplemented
        return (self.line == other.line and self.input == other.input and self.rules == other.rules and
                self.ok == other.ok and self.hand == other.hand and self.fields == other.fields and
                self.error == other.error)

    def __repr__(self) -> str:
        return (f"Result(line={self.line!r}, input={self.input!r}, rules={self.rules!r}, ok={self.ok!r}, "
                f"hand={self.hand!r}, fields={self.fields!r}, error={self.error!r})")

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"line": self.line, "input": self.input, "rules": self.rules, "ok": self.ok}
        if self.ok:
            out["hand"] = self.hand
            if self.fields:
                out.update(self.fields)
        else:
            out["error"] = dict(self.error or {})
        return out


def _convert(key: str, value: Any, tiles: str = "notation") -> Any:
    """A default given as text (``"S"``, ``"m1E"``, ``"3"``; tiles written as ``tiles`` says) or as
    the field's own type, as the field's own type; InvalidHandError for a value the notation would
    refuse."""
    kind = cw.BY_KEY[key].kind
    if kind == cw.FLAG:
        if not isinstance(value, bool):  # ("false" would be true)
            raise InvalidHandError(f"{key}={value!r}: expected True or False")
        return value
    if kind == cw.WIND:
        if isinstance(value, str):
            letters = "ESWN"
            if len(value) != 1 or not value.isascii() or value.upper() not in letters:
                raise InvalidHandError(f"{key}={value}: expected a wind E, S, W or N")
            return 27 + letters.index(value.upper())
        # the field's own type: a wind's tile code, 27 (E) to 30 (N)
        if isinstance(value, bool) or not isinstance(value, int) or not 27 <= value <= 30:
            raise InvalidHandError(f"{key}={value!r}: expected a wind E, S, W or N")
        return value
    if kind == cw.NUMBER:
        from .validate import MAX_NUMBER_DIGITS, NUMBER_RANGES

        if isinstance(value, str):
            if not value.isdigit() or len(value) > MAX_NUMBER_DIGITS:
                raise InvalidHandError(f"{key}={value}: expected a number")
            value = int(value)
        # The ranges of the notation. Checked here so that a bad default is refused once, as an
        # option, not on every line.
        low, high = NUMBER_RANGES[key]
        if key == "flowers" and not low <= value <= high:
            raise InvalidHandError(f"{key}={value}: there are {low} to {high} flowers")
        if key == "draws" and value < low:
            raise InvalidHandError(f"{key}={value}: draws must be {low} or more")
        if key in ("honba", "sticks", "kita") and not low <= value <= high:
            raise InvalidHandError(f"{key}={value}: expected a whole number from {low} to {high}")
        return value
    if kind == cw.TILES:
        if isinstance(value, str):
            from .notation import parse_tiles

            value = parse_tiles(value, tiles=tiles)
        return tuple(sorted(value))
    return value


def convert_defaults(defaults: Mapping[str, Any], tiles: str = "notation") -> dict[str, Any]:
    """Condition defaults (Conditions field -> text or value) as values of the fields' own types, for
    ``parse_hand(text, defaults)``. KeyError for a name that is no condition, InvalidHandError for a
    malformed value."""
    out: dict[str, Any] = {}
    for key, value in defaults.items():
        if key not in cw.DEFAULTS:
            raise KeyError(f"not a condition: {key!r}")
        out[key] = _convert(key, value, tiles)
    return out


def apply_defaults(hand: Hand, defaults: Mapping[str, Any]) -> Hand:
    """Condition defaults (as :func:`convert_defaults` takes them) for the fields the line does not
    write (a word on the line wins), then the contradiction checks again."""
    from .validate import check_consistency, with_defaults

    hand = with_defaults(hand, convert_defaults(defaults))
    check_consistency(hand)
    return hand


def check_defaults(defaults: Mapping[str, Any], tiles: str = "notation") -> dict[str, Any]:
    """The default condition values converted once, before any line (``seat="X"`` is an OptionError)."""
    out: dict[str, Any] = {}
    for key, value in defaults.items():
        try:
            out.update(convert_defaults({key: value}, tiles))
        except MjscoreError as e:
            # (a message that does not already start with the word, such as the notation's own error
            # about the tiles of --dora, is said to be the option's)
            said = e.message if e.message.startswith(f"{key}=") else f"{_options.flag_of(key)}: {e.message}"
            raise OptionError(said) from None
        except (KeyError, ValueError, TypeError) as e:
            raise OptionError(f"bad condition default: {e}") from None
    return out


def rule_set_name(rules: str) -> RuleName:
    """``rules`` as the catalog names it: read in any ASCII case, as the command line reads ``--rules``
    (``"RIICHI"`` is ``"riichi"``); OptionError for a name that is not a rule set."""
    name = rules.lower() if isinstance(rules, str) and rules.isascii() else rules
    if name not in _rules.REGISTRY:
        raise OptionError(f"unknown rule set {rules!r}; choose one of {', '.join(_rules.REGISTRY)}")
    return name  # type: ignore[return-value]  # (a name of the registry: one of RuleName)


def load_rule_set(rules: str) -> RuleSet:
    """The rule set called ``rules``; OptionError for an unknown name."""
    if rules not in _rules.REGISTRY:
        raise OptionError(f"unknown rule set {rules!r}; choose one of {', '.join(_rules.REGISTRY)}")
    return _rules.get(rules)


def check_options(rules: str, rule_set: RuleSet, given: Mapping[str, Any]) -> dict[str, Any]:
    """The rule options for ``rule_set``: ``given`` checked against the rule set's ``options``
    mapping (name -> allowed values, the first the default), defaults filled in. Raises OptionError
    for an option of another rule set or a value not allowed."""
    known: Mapping[str, tuple[Any, ...]] = rule_set.options
    out: dict[str, Any] = {}
    for key, value in given.items():
        if value is None:
            continue
        flag = _options.flag_of(key, value)
        if key in GENERIC_OPTIONS:
            if not isinstance(value, bool):
                raise OptionError(f"{flag}: expected True or False, not {value!r}")
            out[key] = value
        elif key in known:
            if value not in known[key]:
                near = _options.did_you_mean(value, known[key])
                raise OptionError(f"{flag}: {value!r} is not one of {', '.join(map(str, known[key]))} "
                                  f"({rules} rules){near if near != '.' else ''}")
            out[key] = value
        else:
            takers = [r for r in _options.takers(key) if r != rules]
            where = f"; it is an option of --rules {' / '.join(takers)}" if takers else ""
            raise OptionError(f"{flag} is not an option of the {rules} rules{where}")
    for key, values in known.items():
        out.setdefault(key, values[0])
    return out


class Engine:
    """One rule set with its options and default conditions, ready to score many lines.

    ``options``: rule options (the rule set's catalog row lists them; ``explain``) and condition defaults
    (any Conditions field: ``tsumo=True``, ``seat="S"``, ``dora="m1E"``, ``flowers=2``).
    ``tiles``: how lines and tile defaults write tiles, one of ``notation.TILE_CODES``
    (``"botzone"``: ``W1``, ``B5``, ``F1``...).
    """

    def __init__(self, rules: RuleName = DEFAULT_RULES, *, tiles: str = "notation", **options: Unpack[Options]) -> None:
        if tiles not in TILE_CODES:
            raise OptionError(f"unknown tile codes {tiles!r}; choose one of {', '.join(TILE_CODES)}")
        rules = rule_set_name(rules)
        self.rules: str = rules
        self.rule_set = load_rule_set(rules)
        rule_options = {k: v for k, v in options.items() if k not in CONDITION_FIELDS}
        # Condition defaults: a false flag or None is the built-in default already.
        defaults = {k: v for k, v in options.items()
                    if k in CONDITION_FIELDS and v is not None and v is not False}
        self.options = check_options(rules, self.rule_set, rule_options)
        self._check_conditions(defaults)
        self.defaults = check_defaults(defaults, tiles)
        from . import notation, validate

        self._parse = notation.parse_hand
        if tiles != TILE_CODES[0]:  # the notation itself
            self._parse = functools.partial(notation.parse_hand, tiles=tiles)
        self.format_hand = notation.format_hand  # (the canonical text of a hand read by this engine)
        # validate.check under this engine's rule set and options (the contradiction checks included,
        # after the word check)
        self._validate = validate.checker(rules, self.options)

    def _check_conditions(self, defaults: Mapping[str, Any]) -> None:
        known = self.rule_set.conditions
        row = catalog.BY_NAME.get(self.rules)
        if row is not None:  # words known under this engine's options (Yaochu --scoring riichi: riichi)
            known = known | row.conditions_with(self.options)
        for key in defaults:
            if key not in known:
                words = ", ".join(sorted(CONDITION_FIELDS[k] for k in known if k in CONDITION_FIELDS))
                # (a word known under another value of a rule option: riichi's kita= with --players 3)
                under = next((f" (known with {_options.flag_of(name)} {value})" for name, value, keys
                              in (row.option_conditions if row is not None else ()) if key in keys), "")
                raise OptionError(f"the {self.rules} rules do not know the condition {CONDITION_FIELDS[key]!r}"
                                  f"{under}; they know: {words}")

    # -- one line --------------------------------------------------------------------------------

    def _prepare(self, text: str) -> Hand:
        # parse_hand applies the defaults; validate.check then runs the rule set's word check before
        # the contradiction checks (an unknown word is the first message, docs/notation.md).
        try:
            hand = self._parse(text, self.defaults, check=False) if self.defaults else self._parse(text, check=False)
        except InvalidHandError as e:  # a word the notation does not know: the words of these rules
            word = getattr(e, "word", None)
            if word is None:
                raise
            from .validate import unknown_word_error

            raise unknown_word_error(text, word, e.column, self.rules, self.options) from None
        self._validate(hand)
        self.rule_set.check(hand, self.options)
        return hand

    def score(self, text: str, line: int = 1) -> Result:
        """Score one line (a 14-tile hand). Raises MjscoreError."""
        return self.result_of(text, line, *self._scored(text))

    def _scored(self, text: str, line: int = 1) -> tuple[Hand, Any]:
        """The hand of a line and the rule set's score of it. Raises MjscoreError."""
        hand = self._prepare(text)
        if hand.win is None or hand.size != 14:
            raise InvalidHandError(f"{text.strip()}: {hand.size} tiles and no winning tile; "
                                   f"`mjscore waits` shows what completes a 13-tile hand")
        return hand, self.rule_set.score(hand, self.options)

    def scored(self, text: str, line: int = 1) -> tuple[Hand, Any] | dict[str, Any]:
        """For a batch's JSON: (hand, score) of a line that scores, else its error (the ``error`` of
        the Result :meth:`result` gives), without building a Result."""
        try:
            return self._scored(text, line)
        except OptionError:  # not about this line
            raise
        except Exception as e:
            return _error_of(e, text)

    def result_of(self, text: str, line: int, hand: Hand, score: Any) -> Result:
        """The Result of a line that :meth:`scored` scored."""
        return Result(line=line, input=text, rules=self.rules, ok=True, hand=self.format_hand(hand),
                      fields=score.to_dict(), error=None, parsed=hand, detail=score)

    def waits(self, text: str, line: int = 1) -> Result:
        """The waits of a 13-tile line: each tile that completes it, scored by ron and by tsumo; when
        not ready, the shanten and the tiles that lower it. Raises MjscoreError."""
        self.check_defaults_for("waits")
        _refuse_words(text, _options.REFUSED["waits"])
        hand = self._prepare(text)
        if hand.size != 13:
            raise InvalidHandError(f"{text.strip()}: {hand.size} tiles; waits are for a 13-tile hand "
                                   f"(`mjscore score` scores a complete one)")
        found = self.waits_of(hand)
        return Result(line=line, input=text, rules=self.rules, ok=True, hand=self.format_hand(hand),
                      fields=found.fields(), error=None, parsed=hand, detail=found)

    def waits_of(self, hand: Hand) -> Waits:
        """:func:`mjscore.analysis.waits.find_waits` for a parsed 13-tile hand, with this engine's checks (the
        contradiction checks of the parser and the generic validation re-run on each completion)."""
        from .analysis.waits import find_waits  # (the waits machinery loads with the first 13-tile hand)

        return find_waits(hand, self.rule_set, self.options, self.rules, self._completion_checks())

    def _completion_checks(self) -> tuple[Any, ...]:
        """What each completion of a 13-tile hand must pass, as the line itself did: the rule set's
        words and the contradictions under this engine's options (validate.check)."""
        return (self._validate,)

    def discard(self, text: str, line: int = 1) -> Result:
        """What to discard from a 14-tile line (docs/cli.md, "discard"): each discard's shanten, improving
        tiles with the copies left and, when ready, its waits scored by ron and by tsumo. Words that
        describe a win are refused (on the line: MjscoreError; as defaults: OptionError)."""
        from .analysis.discard import analyse, check_words, discard_hand

        self.check_defaults_for("discard")
        check_words(text)  # before the parser, whose checks of those words would speak of a win
        hand = discard_hand(self._prepare(text))
        found: Discards = analyse(hand, self.rule_set, self.options, self.rules, self._completion_checks())
        return Result(line=line, input=text, rules=self.rules, ok=True, hand=self.format_hand(hand),
                      fields=found.to_dict(), error=None, parsed=hand, detail=found)

    def check_defaults_for(self, command: str) -> None:
        """OptionError for a condition default that ``command`` refuses (``discard``: the words that
        describe a win, such as ``tsumo=True``)."""
        refused = _options.REFUSED.get(command, {})
        for key in self.defaults:
            if key in refused:
                raise OptionError(f"{CONDITION_FIELDS[key]}: {refused[key]}")

    def result(self, text: str, line: int = 1, command: str = "score") -> Result:
        """Like :meth:`score` / :meth:`waits` / :meth:`discard`, but an error becomes a Result with
        ``ok`` false."""
        run = self.discard if command == "discard" else self.waits if command == "waits" else self.score
        return self._guarded(run, text, line)

    def _guarded(self, run: Callable[[str, int], T], text: str, line: int) -> T | Result:
        """``run(text, line)``, with an error of the line turned into a Result with ``ok`` false."""
        try:
            return run(text, line)
        except OptionError:  # not about this line (a default the command refuses)
            raise
        except Exception as e:
            return Result(line=line, input=text, rules=self.rules, ok=False, error=_error_of(e, text))


def _refuse_words(text: str, refused: Mapping[str, str]) -> None:
    """InvalidHandError naming the first condition word of ``text`` whose field is in ``refused``
    (field -> why), with its column; claimed melds and kongs are not words."""
    from .errors import message

    start = 0
    for token in text.split():
        start = text.index(token, start)
        word = token.lower().partition("=")[0]
        entry = cw.BY_WORD.get(word)
        # (a paired word, haitei / houtei, writes its fields: refused with the first of them refused)
        keys = [k for k, _ in cw.PAIRED[word]] if word in cw.PAIRED else [entry[0].key] if entry is not None else []
        key = next((k for k in keys if k in refused), None)
        if key is not None and not token.startswith(("[", "(")):
            column = start + 1
            raise InvalidHandError(message(text, repr(token), column, refused[key]), column, text)
        start += len(token)


def _error_of(e: Exception, text: str) -> dict[str, Any]:
    """The error of a line as Result.error has it: an MjscoreError's own; any other exception is a bug,
    not the user's fault: it is reported on this line, and the batch goes on."""
    if isinstance(e, MjscoreError):
        found = e.to_dict()
        if len(text) > EXCERPT:  # (a message that quotes a long line whole: its excerpt instead)
            line = text.strip()
            message = found["message"]
            if len(line) > EXCERPT and line in message:
                found["message"] = message.replace(line, excerpt(line, e.column), 1)
        return found
    detail = _one_line(str(e))[:200]
    message = f"{excerpt(text.strip())}: internal error, please report: {type(e).__name__}: {detail}"
    return {"kind": INVALID, "message": message, "column": None}


@lru_cache(maxsize=32)
def _engine(rules: RuleName, options: tuple[tuple[str, Any], ...]) -> Engine:
    return Engine(rules, **dict(options))


def _engine_for(rules: str, options: Options) -> Engine:
    key = tuple(sorted(options.items()))
    try:
        return _engine(rule_set_name(rules), key)
    except TypeError:  # an unhashable option value (a list of dora tiles): no caching
        return Engine(rule_set_name(rules), **options)


# The rule set's typed fields (mjscore.api_types) for type checkers: ``score(line)`` is a
# ``Result[McrFields]`` (MCR, the default), ``score(line, rules="riichi")`` a ``Result[RiichiFields]``;
# a rule set named by a variable of type RuleName gives a Result of a mapping.
if TYPE_CHECKING:
    @overload
    def score(line: str, rules: McrName = ..., **options: Unpack[Options]) -> Result[McrFields]: ...

    @overload
    def score(line: str, rules: YaochuName, **options: Unpack[Options]) -> Result[YaochuFields]: ...

    @overload
    def score(line: str, rules: FliosenName, **options: Unpack[Options]) -> Result[FliosenFields]: ...

    @overload
    def score(line: str, rules: RiichiName, **options: Unpack[Options]) -> Result[RiichiFields]: ...

    @overload  # (a rule set named at run time: its fields are a mapping)
    def score(line: str, rules: RuleName, **options: Unpack[Options]) -> Result: ...


def score(line: str, rules: RuleName = DEFAULT_RULES, **options: Unpack[Options]) -> Result[Any]:
    """Score one hand written in the notation (under the first rule set of the catalog by default).
    Raises MjscoreError (``kind``, ``message``, ``column``) when the line cannot be scored,
    OptionError for a bad option.

    ``options``: the rule set's options (``mjscore rules`` and the catalog list them), ``explain=True``, and any condition
    as a default for the line: ``tsumo=True``, ``seat="S"``, ``round="S"``, ``dora="m1E"``, ``flowers=2``.
    """
    return _engine_for(rules, options).score(line)


if TYPE_CHECKING:
    @overload
    def waits(line: str, rules: McrName = ..., **options: Unpack[Options]) -> Result[McrWaitsFields]: ...

    @overload
    def waits(line: str, rules: YaochuName, **options: Unpack[Options]) -> Result[YaochuWaitsFields]: ...

    @overload
    def waits(line: str, rules: FliosenName, **options: Unpack[Options]) -> Result[FliosenWaitsFields]: ...

    @overload
    def waits(line: str, rules: RiichiName, **options: Unpack[Options]) -> Result[RiichiWaitsFields]: ...

    @overload  # (a rule set named at run time: its fields are a mapping)
    def waits(line: str, rules: RuleName, **options: Unpack[Options]) -> Result: ...


def waits(line: str, rules: RuleName = DEFAULT_RULES, **options: Unpack[Options]) -> Result[Any]:
    """What completes a 13-tile hand, and the score of each completion by ron and by tsumo."""
    return _engine_for(rules, options).waits(line)


if TYPE_CHECKING:
    @overload
    def discard(line: str, rules: McrName = ..., **options: Unpack[Options]) -> Result[McrDiscardFields]: ...

    @overload
    def discard(line: str, rules: YaochuName, **options: Unpack[Options]) -> Result[YaochuDiscardFields]: ...

    @overload
    def discard(line: str, rules: FliosenName, **options: Unpack[Options]) -> Result[FliosenDiscardFields]: ...

    @overload
    def discard(line: str, rules: RiichiName, **options: Unpack[Options]) -> Result[RiichiDiscardFields]: ...

    @overload  # (a rule set named at run time: its fields are a mapping)
    def discard(line: str, rules: RuleName, **options: Unpack[Options]) -> Result: ...


def discard(line: str, rules: RuleName = DEFAULT_RULES, **options: Unpack[Options]) -> Result[Any]:
    """What to discard from a 14-tile hand: for each tile kind that can go, the shanten left, the
    tiles that improve it (with the copies left, after ``seen=``) and, when ready, the waits scored by
    ron and by tsumo with ``value``, best first. OptionError for a default that describes a win."""
    return _engine_for(rules, options).discard(line)


def results(lines: Iterable[str], rules: RuleName = DEFAULT_RULES, command: str = "score",
            **options: Unpack[Options]) -> Iterator[Result]:
    """Score many lines lazily; errors become results with ``ok`` false. Blank and ``#`` lines are
    skipped but counted, so ``Result.line`` is the 1-based input line number."""
    engine = _engine_for(rules, options)
    for n, raw in enumerate(lines, 1):
        text = raw.rstrip("\r\n")
        s = text.strip()
        if not s or s.startswith("#"):
            continue
        yield engine.result(text, n, command)
