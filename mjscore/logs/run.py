"""Running `mjscore log` and :func:`mjscore.log`: record files in, one result per win out (docs/logs.md).

The driver finds the inputs (files, directories walked in path order, standard input, ``.gz``
decompressed), decides each file's format from its content (docs/logs.md), hands the text to that
format's reader (a module of this package: ``read(text, file)`` yielding
:class:`~mjscore.logs.model.Win` and :class:`~mjscore.logs.model.RecordProblem`), scores each win's
line with the engine (mjscore.api) under the record's room rules (rule options given by the caller
win), pays it out seat by seat from mjscore's own ``payments`` and compares with what the record
says. Nothing in a record is executed or used as a path.

With ``jobs`` > 1 the files are shared out to worker processes (mjscore.pool, the pool of
`score --jobs`), one file a task, and the results come back in input order.
"""

from __future__ import annotations

import os
import re
import sys


TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import IO, Any, Callable, ClassVar, Final, Iterable, Iterator, Mapping, Optional, Sequence, Tuple, Union

    Source = Union[str, "os.PathLike[str]", bytes, IO[Any], Iterable[Union[str, "os.PathLike[str]"]]]

    from ..api import Engine, OptionError
    from ..hand import Hand

    # A record's reader: read(text, file), the items of the record in order.
    Reader = Callable[[str, str], Iterator[Union[Win, RecordProblem]]]
    # What a record's room gives (Scorer._room): the options applied, and the engine or the
    # OptionError of a room rule the rule set refuses (None when the wins are not scored).
    Room = Tuple[dict[str, Any], Union[Engine, OptionError, None]]

from .. import jsontext
from ..options import LOG_FORMATS
from .model import NO_OPTIONS, RecordProblem, Recorded, Win

_READERS = {"tenhou-xml": "tenhou_xml", "tenhou-json": "tenhou_json", "mjai": "mjai", "botzone": "botzone"}
# What a directory walk takes (each also as NAME.gz): the record files of the known formats.
SUFFIXES = (".mjlog", ".xml", ".json", ".mjson", ".jsonl", ".txt")
# A walked file with one of these suffixes whose content is none of the formats is not a record
# (a README.txt, a notes.json beside the logs): it is passed over instead of giving an error.
_LOOSE_SUFFIXES = (".txt", ".json")
SEATS = "ESWN"
RECORD = "record"  # the error kind of a part of a record that cannot be read
_PAO = r"(?<![\w=-])pao=([eswnESWN])(?![\w=-])"  # (compiled by re when a pao payment first needs it)
_OWN_KEYS = frozenset({"sticks", "players"})  # a score's keys that a result has as its own (LOGS.md)

__all__ = ["LogResult", "log", "detect", "LOG_FORMATS", "SUFFIXES"]


# -- one result ------------------------------------------------------------------------------------

class LogResult:
    """One win of a record, scored and compared, or a part of a record that cannot be read
    (``ok`` false, ``error`` set). ``to_dict()`` is the JSON object of docs/logs.md.

    ``score`` holds the fields of ``mjscore score``'s result for ``line`` (docs/cli.md: ``hand``,
    ``yaku``/``fans``, ``han``, ``fu``, ``limit``, ``payments``, ``total`` …) without the ones this
    result has itself (``line``, ``input``, ``rules``, ``ok``; ``sticks`` here is the count of
    deposits on the table, docs/logs.md).
    """

    def __init__(self, *, file: str, game: Optional[str] = None,
                 players: Optional[Tuple[Optional[str], ...]] = None, round: Optional[str] = None,
                 honba: Optional[int] = None, sticks: Optional[int] = None, winner: Optional[int] = None,
                 from_seat: Optional[int] = None, line: Optional[str] = None, rules: Optional[str] = None,
                 options: Mapping[str, Any] = NO_OPTIONS, ok: bool = False,
                 score: Optional[Mapping[str, Any]] = None, error: Optional[Mapping[str, Any]] = None,
                 deltas: Optional[Tuple[int, ...]] = None, recorded: Optional[Mapping[str, Any]] = None,
                 agree: Optional[bool] = None, differs: Tuple[str, ...] = (),
                 score_text: Optional[str] = None) -> None:
        self.file: Final = file
        self.game: Final = game
        self.players: Final = players  # the players' names, in seat order
        self.round: Final = round
        self.honba: Final = honba
        self.sticks: Final = sticks
        self.winner: Final = winner
        self.from_seat: Final = from_seat
        self.line: Final = line
        self.rules: Final = rules
        self.options: Final = options
        self.ok: Final = ok
        self.score: Final = score
        self.error: Final = error
        self.deltas: Final = deltas
        self.recorded: Final = recorded
        self.agree: Final = agree
        self.differs: Final = differs
        # ``score`` as JSON without its braces, from the score's pre-encoded pieces (None: encode
        # ``score``); made from ``score``, so not compared
        self.score_text: Final = score_text

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, LogResult):
            return NotImplemented
        return (self.file == other.file and self.game == other.game and self.players == other.players and
                self.round == other.round and
                self.honba == other.honba and self.sticks == other.sticks and self.winner == other.winner and
                self.from_seat == other.from_seat and self.line == other.line and
                self.rules == other.rules and self.options == other.options and self.ok == other.ok and
                self.score == other.score and self.error == other.error and self.deltas == other.deltas and
                self.recorded == other.recorded and self.agree == other.agree and
                self.differs == other.differs)

    # The fields before a result's score (or error), and after it (docs/logs.md), declared once for
    # to_dict() and the JSON text.
    HEAD: ClassVar[jsontext.Spec] = jsontext.Spec(
        ("game", jsontext.STR_OR_NULL), ("players", jsontext.LIST_OR_NULL), ("file", jsontext.STR),
        ("round", jsontext.STR_OR_NULL), ("honba", jsontext.INT_OR_NULL), ("sticks", jsontext.INT_OR_NULL),
        ("winner", jsontext.INT_OR_NULL), ("from", jsontext.INT_OR_NULL, "from_seat"),
        ("line", jsontext.STR_OR_NULL), ("rules", jsontext.STR_OR_NULL), ("options", jsontext.OBJECT),
        ("ok", jsontext.BOOL))
    TAIL: ClassVar[jsontext.Spec] = jsontext.Spec(
        ("deltas", jsontext.LIST_OR_NULL), ("recorded", jsontext.OBJECT_OR_NULL), ("agree", jsontext.BOOL_OR_NULL),
        ("differs", jsontext.LIST))

    def to_dict(self) -> dict[str, Any]:
        out = self.HEAD.to_dict(self)
        if self.ok:
            out.update(self.score or {})
        else:
            out["error"] = dict(self.error or {})
        out.update(self.TAIL.to_dict(self))
        return out

    def json_text(self) -> str:
        """``to_dict()`` as JSON text (the bytes ``jsontext.dumps(self.to_dict())`` writes), the
        score's fields from their pre-encoded pieces."""
        if not self.ok or self.score_text is None:
            return jsontext.dumps(self.to_dict())
        return "{" + self.HEAD.text(self) + "," + self.score_text + "," + self.TAIL.text(self) + "}"


def _recorded_dict(rec: Optional[Recorded]) -> Optional[dict[str, Any]]:
    if rec is None:
        return None
    out: dict[str, Any] = {}
    for name in ("han", "fu", "points", "limit", "yaku", "total", "fans", "deltas"):
        value = getattr(rec, name)
        if value is not None:
            out[name] = [list(v) if isinstance(v, tuple) else v for v in value] if isinstance(value, tuple) else value
    return out


def _problem_result(p: RecordProblem) -> LogResult:
    error: dict[str, Any] = {"kind": RECORD, "message": p.message, "column": None}
    if p.position is not None:
        error["position"] = p.position
    if p.event is not None:
        error["event"] = p.event
    pl = p.place
    return LogResult(file=pl.file, game=pl.game, players=pl.players, round=pl.round, honba=pl.honba,
                     sticks=pl.sticks, winner=p.winner, from_seat=p.from_seat, ok=False, error=error)


def _file_problem(file: str, message: str) -> LogResult:
    return LogResult(file=file, ok=False, error={"kind": RECORD, "message": message, "column": None})


# -- scoring a win ---------------------------------------------------------------------------------

class Scorer:
    """Scores the wins of records: one engine per rule set and room options, the caller's rule
    options over the record's."""

    def __init__(self, options: Mapping[str, Any] | None = None, score: bool = True) -> None:
        self.options = dict(options or {})
        self.score = score
        # (rule set, options) -> its engine; (rule set, room options) -> (the options applied, the
        # engine or the OptionError of a room rule the rule set refuses; None when not scoring)
        self._engines: dict[tuple[str, tuple[tuple[str, Any], ...]], Engine] = {}
        self._rooms: dict[tuple[str, tuple[tuple[str, Any], ...]], Room] = {}
        from .. import options as table

        unknown = [n for n in self.options if n not in _rule_option_names()]
        if unknown:
            from ..api import OptionError

            raise OptionError(f"unknown rule option {unknown[0]!r} for game records; the options are: "
                              + ", ".join(sorted(_rule_option_names())))
        self._takers = {n: table.takers(n) for n in self.options}
        for rules in table.LOG_RULES:  # a bad value is said once, before any record is read
            mine = self._for(rules, {})
            if any(self._takers[n] for n in mine):
                self.engine(rules, mine)

    def _for(self, rules: str, room: Mapping[str, Any]) -> dict[str, Any]:
        applied = {k: v for k, v in room.items()}
        applied.update({n: v for n, v in self.options.items() if not self._takers[n] or rules in self._takers[n]})
        return applied

    def engine(self, rules: str, options: Mapping[str, Any]) -> Engine:
        key = (rules, tuple(sorted(options.items())))
        e = self._engines.get(key)
        if e is None:
            from ..api import Engine, rule_set_name

            e = self._engines[key] = Engine(rule_set_name(rules), **options)
        return e

    def _room(self, rules: str, room: Mapping[str, Any]) -> Room:
        """(the options applied, the engine or the OptionError of a room rule the rule set refuses)
        for a record's room: worked out once per room (a record states the same room each win)."""
        key = (rules, tuple(room.items()))
        got = self._rooms.get(key)
        if got is None:
            from ..api import OptionError

            applied = self._for(rules, room)
            try:
                got = (applied, self.engine(rules, applied)) if self.score else (applied, None)
            except OptionError as e:
                got = (applied, e)
            self._rooms[key] = got
        return got

    def result(self, item: Union[Win, RecordProblem]) -> LogResult:
        if isinstance(item, RecordProblem):
            return _problem_result(item)
        w = item
        pl = w.place
        applied, engine = self._room(w.rules, w.options)
        base: dict[str, Any] = dict(file=pl.file, game=pl.game, players=pl.players, round=pl.round, honba=pl.honba, sticks=pl.sticks,
                                    winner=w.winner, from_seat=w.from_seat, line=w.line, rules=w.rules,
                                    options=dict(applied), recorded=_recorded_dict(w.recorded))
        if not self.score or engine is None:  # (no engine: the wins are not scored)
            return LogResult(ok=True, **base)
        if isinstance(engine, Exception):  # a room rule the record states that the rule set refuses
            return LogResult(ok=False, error={"kind": "invalid", "message": str(engine), "column": None}, **base)
        got = engine.scored(w.line)  # (the hand and its score, or the error of the line)
        if isinstance(got, dict):
            return LogResult(ok=False, error=got, **base)
        hand, s = got
        fields = s.to_dict()
        score = {"hand": engine.format_hand(hand)}
        score.update(fields)
        # (the result's own ``sticks`` and ``players`` are the deposits and the players' names, LOGS.md)
        for key in _OWN_KEYS:
            score.pop(key, None)
        deltas = _deltas(w, fields)
        agree, differs = _compare(w.rules, fields, deltas, w.recorded, hand)
        pieces = getattr(s, "json_fields", None)  # (a score without them: its fields encoded)
        fields_text = pieces(_OWN_KEYS) if pieces is not None else None
        score_text = None if fields_text is None else f'"hand":{jsontext.string(score["hand"])},{fields_text}'
        return LogResult(ok=True, score=score, deltas=deltas, agree=agree, differs=differs, score_text=score_text,
                         **base)


def _rule_option_names() -> frozenset[str]:
    from .. import options as table

    return frozenset(o.name for o in table.for_command("log") if o.group == table.RULE)


def _players(w: Win) -> int:
    """The players of a win's game: 3 when its room says so (a three-player record), else 4."""
    return 3 if w.options.get("players") == 3 else 4


def _seat_index(w: Win, wind: str) -> int:
    return (w.dealer + SEATS.index(wind.upper())) % _players(w)


def _deltas(w: Win, d: Mapping[str, Any]) -> Optional[Tuple[int, ...]]:
    """Each seat's change of points from this win, by mjscore's ``payments`` (docs/cli.md); one per
    player (three in a three-player game, whose tsumo has two payers)."""
    pay = d.get("payments")
    if pay is None:  # (an MCR false win: paid by no one)
        return None
    seats = _players(w)
    out = [0] * seats
    win = w.winner
    others = [s for s in range(seats) if s != win]
    if w.from_seat is not None:
        out[w.from_seat] -= pay.get("discarder", 0)
        if "others" in pay:  # MCR: the two players who did not discard pay the base
            for s in others:
                if s != w.from_seat:
                    out[s] -= pay["others"]
    elif "each" in pay:
        for s in others:
            out[s] -= pay["each"]
    else:
        for s in others:
            out[s] -= pay.get("dealer", 0) if s == w.dealer else pay.get("others", 0)
    if "pao" in pay:
        m = re.search(_PAO, w.line)
        if m is not None:
            out[_seat_index(w, m.group(1))] -= pay["pao"]
    out[win] = -sum(out) + (d.get("sticks") or 0)
    return tuple(out)


def _yaku_pairs(d: Mapping[str, Any]) -> list[list[Any]]:
    return _with_kita_in_dora([(e["id"], e["han"] * e.get("count", 1)) for e in d.get("yaku") or ()])


def _with_kita_in_dora(pairs: Iterable[Tuple[str, int]]) -> list[list[Any]]:
    """Yaku pairs ``[id, han]``, sorted, the Norths set aside (``kita``, three players) counted
    inside the dora: Tenhou's records count them in ドラ (docs/logs.md)."""
    out: dict[str, int] = {}
    for yid, han in pairs:
        key = "dora" if yid == "kita" else yid
        out[key] = out.get(key, 0) + han
    return sorted([k, v] for k, v in out.items())


def _fan_pairs(d: Mapping[str, Any]) -> list[list[Any]]:
    return sorted([e["native"], e.get("count", 1)] for e in d.get("fans") or ())


def _written_fans(fans: Iterable[Any]) -> Optional[list[list[Any]]]:
    """The record's fans as (name, count) pairs; None when the names are not written (``???``)."""
    pairs: list[list[Any]] = []
    for f in fans:
        if isinstance(f, str):  # ("name*count", as Botzone writes a fan)
            written, _, times = f.partition("*")
            name, count = written, int(times) if times.isdigit() else 1
        else:
            name, count = f[0], f[1] if len(f) > 1 else 1
        if not isinstance(name, str) or not name.strip("?"):
            return None
        pairs.append([name, count])
    return sorted(pairs)


def _compare(rules: str, d: Mapping[str, Any], deltas: Optional[Tuple[int, ...]], rec: Optional[Recorded],
             hand: Hand) -> tuple[Optional[bool], tuple[str, ...]]:
    """(agree, differs): True/False and the fields that differ; (None, ()) when the record holds no
    scores. A field the record does not write (None) is not compared."""
    if rec is None:
        return None, ()
    if rules == "riichi":
        honba = getattr(getattr(hand, "conditions", None), "honba", 0) or 0
        # what the counters add: 300 each on a ron or over a tsumo's three payers; 200 with three players
        per = 200 if d.get("players") == 3 else 300
        # (field, mjscore's value, the record's value)
        pairs: list[tuple[str, Any, Any]] = [
            ("han", d.get("han"), rec.han), ("fu", d.get("fu"), rec.fu if d.get("fu") is not None else None),
            ("points", d["total"] - (d.get("sticks") or 0) - per * honba, rec.points),
            ("limit", d.get("limit"), rec.limit)]
        if rec.yaku is not None:
            pairs.append(("yaku", _yaku_pairs(d), _with_kita_in_dora(rec.yaku)))
    else:
        pairs = [("total", d.get("total"), rec.total)]
        written = _written_fans(rec.fans) if rec.fans is not None else None
        if written is not None:
            pairs.append(("fans", _fan_pairs(d), written))
    if rec.deltas is not None:
        pairs.append(("deltas", list(deltas) if deltas is not None else None, list(rec.deltas)))
    compared = [(name, mine, theirs) for name, mine, theirs in pairs if theirs is not None]
    if not compared:
        return None, ()
    differs = tuple(name for name, mine, theirs in compared if mine != theirs)
    return not differs, differs


# -- reading the inputs ----------------------------------------------------------------------------

def detect(text: str) -> Optional[str]:
    """The format of a record's text by its content (docs/logs.md), or None."""
    s = text.lstrip("\ufeff \t\r\n")
    if s.startswith("<"):
        return "tenhou-xml" if "<mjloggm" in s[:4096] else None
    if s.startswith("Match "):
        return "botzone"
    if s.startswith("{"):
        import json

        first = s.split("\n", 1)[0]
        try:
            obj = json.loads(first)
        except ValueError:  # (one JSON object written over many lines)
            head = s[:65536]
            return "tenhou-json" if '"log"' in head else "mjai" if '"type"' in head else None
        if isinstance(obj, dict):
            if isinstance(obj.get("log"), list):
                return "tenhou-json"
            if "type" in obj:
                return "mjai"
    return None


def decode(data: bytes) -> Tuple[str, Optional[str]]:
    """(text, problem): gzip data decompressed (what a cut file holds, with a problem saying it is
    cut), then UTF-8 (a byte-order mark dropped; bytes that are not UTF-8 become U+FFFD)."""
    problem = None
    if data[:2] == b"\x1f\x8b":
        import zlib

        parts = []
        while data[:2] == b"\x1f\x8b":
            d = zlib.decompressobj(16 + zlib.MAX_WBITS)
            try:
                parts.append(d.decompress(data))
            except zlib.error as e:
                problem = f"the gzip data is damaged ({e})"
                break
            if not d.eof:
                problem = "the gzip file is cut short"
                break
            data = d.unused_data
        data = b"".join(parts)
    return data.decode("utf-8-sig", errors="replace"), problem


def _known(name: str) -> bool:
    low = name.lower()
    if low.endswith(".gz"):
        low = low[:-3]
    return low.endswith(SUFFIXES) and not name.startswith(".")


def walk(directory: str) -> list[str]:
    """The record files under ``directory`` (by suffix, SUFFIXES, plain or .gz), sorted by path."""
    found: list[str] = []
    for root, dirs, files in os.walk(directory):
        dirs[:] = [d for d in dirs if not d.startswith(".")]
        found.extend(os.path.join(root, f) for f in files if _known(f))
    return sorted(found)


class RecordInput:
    """One record file to read: its name as given, and its path, or its text already read."""

    def __init__(self, label: str, path: Optional[str] = None, data: Optional[bytes] = None,
                 walked: bool = False) -> None:
        self.label: Final = label
        self.path: Final = path
        self.data: Final = data  # (None: read from ``path``)
        self.walked: Final = walked  # found by walking a directory (a file of another kind is passed over)


def record_inputs(paths: Sequence[str], stdin: Optional[IO[Any]] = None) -> Iterator[RecordInput]:
    """The inputs of `mjscore log` FILE...: each file, each record file of a directory walked in path
    order, standard input for ``-`` (``stdin`` when given) or when no path is given."""
    for p in paths or ["-"]:
        if p == "-":
            stream = stdin if stdin is not None else sys.stdin
            raw = getattr(stream, "buffer", stream)
            data = raw.read() if raw is not None else b""
            yield RecordInput("-", data=data.encode("utf-8") if isinstance(data, str) else data)
        elif os.path.isdir(p):
            for f in walk(p):
                yield RecordInput(f, f, walked=True)
        else:
            yield RecordInput(p, p)


def _reader(fmt: str) -> Reader:
    module = f"mjscore.logs.{_READERS[fmt]}"
    __import__(module)  # (not importlib.import_module: importing importlib costs start-up time)
    read: Reader = sys.modules[module].read
    return read


def read_items(inp: RecordInput, log_format: str = "auto") -> Iterator[Union[Win, RecordProblem, LogResult]]:
    """The reader's items of one input, or a LogResult error for a file that cannot be read."""
    data = inp.data
    if data is None:
        try:
            with open(inp.path or inp.label, "rb") as f:
                data = f.read()
        except OSError as e:
            yield _file_problem(inp.label, f"cannot read {inp.label!r}: {e.strerror or e}")
            return
    text, problem = decode(data)
    fmt = log_format if log_format != "auto" else detect(text)
    if fmt is None:
        if inp.walked and inp.label.lower().removesuffix(".gz").endswith(_LOOSE_SUFFIXES):
            return
        yield _file_problem(inp.label, "not a game record of a known format (tenhou-xml, tenhou-json, mjai, "
                                       "botzone); --log-format names one")
        return
    try:
        read = _reader(fmt)
    except ImportError as e:
        yield _file_problem(inp.label, f"the {fmt} reader is missing from this install: {e}")
        return
    yield from read(text, inp.label)
    if problem is not None:
        yield _file_problem(inp.label, problem)


def results_of(inp: RecordInput, scorer: Scorer, log_format: str = "auto") -> Iterator[LogResult]:
    result = scorer.result
    for item in read_items(inp, log_format):
        yield item if isinstance(item, LogResult) else result(item)


# -- many files: worker processes, one file a task, results in input order ----------------------

def _died(items: list[RecordInput], how: str) -> list[list[LogResult]]:
    """The results of a file whose worker process died twice while reading it (mjscore.pool):
    one error result naming the file (a block is one file); the other files go on."""
    return [[_file_problem(inp.label, f"a worker process died twice while reading this file ({how})")]
            for inp in items]


def _pooled(inputs: Iterable[RecordInput], scorer: Scorer, log_format: str, jobs: int) -> Iterator[LogResult]:
    """The results of ``inputs`` read by ``jobs`` worker processes (mjscore.pool, as `score
    --jobs`: no worker outlives the run, a killed worker's file is read again once, then is an error
    result), in input order."""
    from .. import pool

    def factory() -> Callable[[RecordInput], list[LogResult]]:
        return lambda inp: list(results_of(inp, scorer, log_format))

    for results in pool.scored_blocks(factory, pool.Blocks(inputs, 1), jobs, lost=_died):
        yield from results


def _can_fork() -> bool:
    """Whether worker processes can be used here: os.fork exists and this is the main thread (the
    pool sets signal handlers, which only the main thread may)."""
    import threading

    return hasattr(os, "fork") and threading.current_thread() is threading.main_thread()


def run(inputs: Iterable[RecordInput], scorer: Scorer, log_format: str = "auto", jobs: int = 1) -> Iterator[LogResult]:
    """Every result of ``inputs``, in input order (with ``jobs`` > 1, files read in worker processes)."""
    if jobs <= 1 or not _can_fork():
        for inp in inputs:
            yield from results_of(inp, scorer, log_format)
        return
    yield from _pooled(inputs, scorer, log_format, jobs)


# -- the Python API --------------------------------------------------------------------------------


def _is_text(s: str) -> bool:
    head = s.lstrip("\ufeff \t\r\n")
    return "\n" in s or head.startswith(("<", "{", "Match "))


def _api_inputs(source: Any, name: Optional[str]) -> list[RecordInput]:
    if isinstance(source, bytes):
        return [RecordInput(name or "<bytes>", data=source)]
    if isinstance(source, str) and _is_text(source):
        return [RecordInput(name or "<text>", data=source.encode("utf-8"))]
    if isinstance(source, (str, os.PathLike)):
        path = os.fspath(source)
        if os.path.isdir(path):
            return [RecordInput(f, f, walked=True) for f in walk(path)]
        return [RecordInput(path, path)]
    if hasattr(source, "read"):
        data = source.read()
        label = name or str(getattr(source, "name", "<stream>"))
        return [RecordInput(label, data=data.encode("utf-8") if isinstance(data, str) else data)]
    out: list[RecordInput] = []
    for s in source:
        out.extend(_api_inputs(s, None))
    return out


def log(source: Source, *, log_format: str = "auto", jobs: int = 1, name: Optional[str] = None,
        **options: Any) -> Iterator[LogResult]:
    """Score every win of a game record; yields one :class:`LogResult` per win (and per part of
    the record that cannot be read), in record order.

    ``source``: a path (``str`` or ``os.PathLike``) of a record file (``.gz`` read decompressed)
    or of a directory (walked for record files, sorted by path); a ``str`` that holds the record
    itself (it has a line break, or begins with ``<``, ``{`` or ``Match ``); ``bytes`` (plain or
    gzip); a file object opened in text or binary mode; or a list of any of these. ``name`` is the
    ``file`` of the results for text, bytes and file objects (default ``<text>``, ``<bytes>``, the
    file's ``name``).

    ``log_format``: ``auto`` (from the content) or one of ``tenhou-xml``, ``tenhou-json``, ``mjai``,
    ``botzone``. ``options``: rule options as ``mjscore.score`` takes them (``kiriage=True``,
    ``aka=False``, ``variant="1998"`` …); they win over the room rules the record states.
    ``jobs``: processes for many files (results still in input order).

    Raises :class:`mjscore.OptionError` (a ``ValueError``) for an unknown option or a bad value;
    a record that cannot be read is a result with ``ok`` false, never an exception.
    """
    if log_format not in LOG_FORMATS:
        from ..api import OptionError

        raise OptionError(f"unknown log format {log_format!r}; the formats are: {', '.join(LOG_FORMATS)}")
    scorer = Scorer(options)
    inputs = _api_inputs(source, name)
    return run(inputs, scorer, log_format, jobs)
