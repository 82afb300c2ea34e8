"""JSON text from pre-encoded pieces, for the result lines of a batch (the same bytes as
``json.JSONEncoder(ensure_ascii=False, separators=(",", ":"))`` would write for the same values).

A result's JSON fields are declared once per class, as a :class:`Spec` (key, kind, attribute per
field): its ``to_dict()`` and its JSON text are both made from it. Rows of a breakdown (a fan, yaku
or item counted n times) and payments come from fixed tables, so their JSON is encoded once and kept
by their values (bounded); a result line is then joined from its pieces instead of being built as
dictionaries and encoded whole.
"""

from __future__ import annotations

try:  # string -> "...": the json encoder's own C function, taken without loading the json package
    from _json import encode_basestring as string  # (json and its regular expressions: ~1 ms of start-up)
except ImportError:  # (a Python without the C accelerator)
    from json.encoder import encode_basestring as string

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Callable, Final

__all__ = ["string", "value", "counts", "row", "dumps", "Spec", "Kind", "INT", "INT_OR_NULL", "BOOL",
           "STR", "STR_OR_NULL", "COUNTS", "COUNTS_OR_NULL", "LIST", "BOOL_OR_NULL", "LIST_OR_NULL", "OBJECT",
           "OBJECT_OR_NULL", "rows_of", "object_or_null"]

# (typed, not inferred from None: compiled, a global inferred as None could hold nothing else)
_encode: Callable[[Any], str] | None = None


def dumps(v: Any) -> str:
    """Any value as the encoder writes it (``json.JSONEncoder(ensure_ascii=False,
    separators=(",", ":"))``, made with the first value that needs it). The values written are
    results made fresh from plain data, never cyclic, so the encoder does not look for cycles
    (``check_circular=False``: the same text in half the time; a game record's result line, ~1 kB,
    17 -> 9 us)."""
    global _encode
    if _encode is None:
        import json

        _encode = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"), check_circular=False).encode
    return _encode(v)


def value(v: Any) -> str:
    """One JSON value: the common scalars, and dictionaries and lists of them (payments, a record's
    room options and figures), directly; anything else through the encoder."""
    t = type(v)
    if t is int:
        return str(v)
    if t is str:
        return string(v)
    if v is None:
        return "null"
    if t is bool:
        return "true" if v else "false"
    if t is dict:
        items = []
        for k, x in v.items():
            if type(k) is not str:  # (the encoder's own way with other keys)
                return dumps(v)
            items.append(string(k) + ":" + value(x))
        return "{" + ",".join(items) + "}"
    if t is list or t is tuple:
        return "[" + ",".join([value(x) for x in v]) + "]"
    return dumps(v)


def counts(named: dict[str, int]) -> str:
    """An object of names and whole numbers (payments by payer), as the encoder writes it; kept by
    the names and numbers (a few hundred payments occur; bounded)."""
    key = tuple(named.items())
    text = _COUNTS.get(key)
    if text is None:
        if len(_COUNTS) >= 4096:
            _COUNTS.clear()
        text = _COUNTS[key] = "{" + ",".join([string(k) + ":" + int.__repr__(n) for k, n in named.items()]) + "}"
    return text


# (kept: removing it costs 3% of the instructions of a Fliosen batch of real wins, 2% of MCR, compiled)
_COUNTS: Final[dict[tuple[tuple[str, int], ...], str]] = {}


def row(r: Any, worth: str = "points", native: str = "native", gloss: Callable[[Any], str] | None = None
        ) -> dict[str, Any]:
    """A breakdown row (an object with id, name, a native name, points and count) as its JSON object:
    ``{"id":..,"name":..,NATIVE:..,WORTH:..,"count":..}``; ``native``: the attribute holding the
    native name, also its key (``native``: every rule set's rows);
    ``gloss``: the row's English name when its ``name`` is not English (riichi's romaji), written
    as ``"english"`` after the native name."""
    out = {"id": r.id, "name": r.name, native: getattr(r, native)}
    if gloss is not None:
        out["english"] = gloss(r)
    out[worth] = r.points
    out["count"] = r.count
    return out


def _row_text(r: Any, worth: str, native: str, gloss: Callable[[Any], str] | None) -> str:
    """A breakdown row's JSON text (what :func:`row` makes, encoded)."""
    english = "" if gloss is None else f'"english":{value(gloss(r))},'
    return (f'{{"id":{value(r.id)},"name":{value(r.name)},{string(native)}:{value(getattr(r, native))},'
            f'{english}{string(worth)}:{value(r.points)},"count":{value(r.count)}}}')


class Kind:
    """How one field is written: :meth:`plain`, its value in ``to_dict()``; :meth:`text`, its JSON.
    One subclass per kind of value (compiled, a method call is direct where a stored function's is
    not)."""

    def plain(self, v: Any) -> Any:
        return v

    def text(self, v: Any) -> str:
        raise NotImplementedError


class _Int(Kind):
    def text(self, v: Any) -> str:
        return str(v)


class _Bool(Kind):
    def text(self, v: Any) -> str:
        return "true" if v else "false"


class _Str(Kind):
    def text(self, v: Any) -> str:
        return string(v)


class _Counts(Kind):
    """Names -> whole numbers (payments)."""

    def plain(self, v: Any) -> Any:
        return dict(v)

    def text(self, v: Any) -> str:
        return counts(v)


class _List(Kind):
    """A list (or tuple) of values: numbers, strings, None, lists of them (jsontext.value)."""

    def plain(self, v: Any) -> Any:
        return list(v)

    def text(self, v: Any) -> str:
        return value(v)


class _Object(Kind):
    """A dictionary of names and values (numbers, strings, None, lists of them)."""

    def plain(self, v: Any) -> Any:
        return dict(v)

    def text(self, v: Any) -> str:
        return value(dict(v))


class _OrNull(Kind):
    """Another kind's value, or None (``null``)."""

    def __init__(self, kind: Kind) -> None:
        self.kind: Final = kind

    def plain(self, v: Any) -> Any:
        return None if v is None else self.kind.plain(v)

    def text(self, v: Any) -> str:
        return "null" if v is None else self.kind.text(v)


INT: Final = _Int()
INT_OR_NULL: Final = _OrNull(INT)
BOOL: Final = _Bool()
STR: Final = _Str()
STR_OR_NULL: Final = _OrNull(STR)
COUNTS: Final = _Counts()
COUNTS_OR_NULL: Final = _OrNull(COUNTS)
LIST: Final = _List()
BOOL_OR_NULL: Final = _OrNull(BOOL)
LIST_OR_NULL: Final = _OrNull(LIST)
OBJECT: Final = _Object()
OBJECT_OR_NULL: Final = _OrNull(OBJECT)


class _Rows(Kind):
    """A tuple of breakdown rows (see :func:`row`). Each row's text is kept by the row (a few hundred
    rows occur, from tables; bounded): a score's rows are joined, not encoded."""

    def __init__(self, worth: str, native: str, gloss: Callable[[Any], str] | None) -> None:
        self.worth: Final = worth
        self.native: Final = native
        self.gloss: Final = gloss
        # (kept, with _COUNTS: removing both costs 6-14% of the instructions of a batch of MCR, riichi or
        # Fliosen hands, compiled)
        # (by the fields of the row its text shows, as a tuple: hashed and compared without calling
        # the row's own methods)
        self.kept: Final[dict[tuple[str, str, str, int, int], str]] = {}

    def plain(self, v: Any) -> Any:
        return [row(r, self.worth, self.native, self.gloss) for r in v]

    def text(self, v: Any) -> str:
        kept = self.kept
        out = []
        for r in v:
            key = (r.id, r.name, getattr(r, self.native), r.points, r.count)
            got = kept.get(key)
            if got is None:
                if len(kept) >= 4096:
                    kept.clear()
                got = kept[key] = _row_text(r, self.worth, self.native, self.gloss)
            out.append(got)
        return "[" + ",".join(out) + "]"


def rows_of(worth: str = "points", native: str = "native", gloss: Callable[[Any], str] | None = None) -> Kind:
    """A tuple of breakdown rows (see :func:`row`), ``worth``, ``native`` and ``gloss`` as there."""
    return _Rows(worth, native, gloss)


class _SpecObject(Kind):
    """A value written as the object of its own spec."""

    def __init__(self, spec: Spec) -> None:
        self.spec: Final = spec

    def plain(self, v: Any) -> Any:
        return self.spec.to_dict(v)

    def text(self, v: Any) -> str:
        return "{" + self.spec.text(v) + "}"


def object_or_null(spec: Spec) -> Kind:
    """A value written as the object of its own ``spec``, or None."""
    return _OrNull(_SpecObject(spec))


class Spec:
    """The JSON fields of one kind of result, declared once: ``(key, kind)`` or ``(key, kind,
    attribute)`` each, in order. ``to_dict(obj)`` makes them as a dictionary; ``text(obj)`` writes
    the same object's fields as JSON without the braces (the same text as encoding ``to_dict(obj)``
    with ``json.JSONEncoder(ensure_ascii=False, separators=(",", ":"))``), for the result lines of a
    batch."""

    def __init__(self, *fields: tuple[str, Kind] | tuple[str, Kind, str]) -> None:
        # (key, kind, attribute) per field, in order
        self.fields: Final = tuple((f[0], f[1], f[2] if len(f) == 3 else f[0]) for f in fields)
        # (key, '"key":', kind, attribute) per field
        self.pieces: Final = tuple((key, string(key) + ":", kind, attr) for key, kind, attr in self.fields)

    def to_dict(self, obj: Any) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for key, kind, attr in self.fields:
            out[key] = kind.plain(getattr(obj, attr))
        return out

    def text(self, obj: Any, skip: frozenset[str] = frozenset()) -> str:
        """The fields of ``obj`` as JSON without the braces; ``skip``: keys left out."""
        out: list[str] = []
        for key, head, kind, attr in self.pieces:
            if key in skip:
                continue
            if out:
                out.append(",")
            out.append(head)
            out.append(kind.text(getattr(obj, attr)))
        return "".join(out)
