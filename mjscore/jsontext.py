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
           "STR", "STR_OR_NULL", "COUNTS", "COUNTS_OR_NULL", "STRINGS", "rows_of", "object_or_null"]

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
    """One JSON value: the common scalars directly, anything else through the encoder."""
    t = type(v)
    if t is int:
        return int.__repr__(v)
    if t is str:
        return string(v)
    if v is None:
        return "null"
    if t is bool:
        return "true" if v else "false"
    if t is dict and all(type(k) is str for k in v):  # (payments: a few names and numbers)
        return "{" + ",".join([string(k) + ":" + value(x) for k, x in v.items()]) + "}"
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
    """How one field is written: ``plain(v)``, its value in ``to_dict()``; ``text(v)``, its JSON."""

    def __init__(self, plain: Callable[[Any], Any] | None, text: Callable[[Any], str]) -> None:
        self.plain: Final = plain  # (None: the value itself)
        self.text: Final = text


def _or_null(text: Callable[[Any], str]) -> Callable[[Any], str]:
    return lambda v: "null" if v is None else text(v)


_BOOL: Final = {True: "true", False: "false"}.__getitem__
INT: Final = Kind(None, int.__repr__)
INT_OR_NULL: Final = Kind(None, _or_null(int.__repr__))
BOOL: Final = Kind(None, _BOOL)
STR: Final = Kind(None, string)
STR_OR_NULL: Final = Kind(None, _or_null(string))
COUNTS: Final = Kind(dict, counts)  # names -> whole numbers (payments)
COUNTS_OR_NULL: Final = Kind(lambda v: None if v is None else dict(v), _or_null(counts))
STRINGS: Final = Kind(list, lambda v: "[" + ",".join(map(string, v)) + "]")


def rows_of(worth: str = "points", native: str = "native", gloss: Callable[[Any], str] | None = None) -> Kind:
    """A tuple of breakdown rows (see :func:`row`). Each row's text is kept by the row (a few hundred
    rows occur, from tables; bounded): a score's rows are joined, not encoded."""
    # (kept, with _COUNTS: removing both costs 6-14% of the instructions of a batch of MCR, riichi or
    # Fliosen hands, compiled)
    kept: dict[Any, str] = {}

    def text(items: tuple[Any, ...]) -> str:
        out = []
        for r in items:
            got = kept.get(r)
            if got is None:
                if len(kept) >= 4096:
                    kept.clear()
                got = kept[r] = _row_text(r, worth, native, gloss)
            out.append(got)
        return "[" + ",".join(out) + "]"

    return Kind(lambda v: [row(r, worth, native, gloss) for r in v], text)


def object_or_null(spec: Spec) -> Kind:
    """A value written as the object of its own ``spec``, or None."""
    return Kind(lambda v: None if v is None else spec.to_dict(v),
                lambda v: "null" if v is None else "{" + spec.text(v) + "}")


class Spec:
    """The JSON fields of one kind of result, declared once: ``(key, kind)`` or ``(key, kind,
    attribute)`` each, in order. ``to_dict(obj)`` makes them as a dictionary; ``text(obj)`` writes
    the same object's fields as JSON without the braces (the same text as encoding ``to_dict(obj)``
    with ``json.JSONEncoder(ensure_ascii=False, separators=(",", ":"))``), for the result lines of a
    batch."""

    def __init__(self, *fields: tuple[str, Kind] | tuple[str, Kind, str]) -> None:
        # (key, kind, attribute) per field, in order
        self.fields: Final = tuple((f[0], f[1], f[2] if len(f) == 3 else f[0]) for f in fields)
        self.heads: Final = tuple(string(key) + ":" for key, _, _ in self.fields)  # '"key":' per field

    def to_dict(self, obj: Any) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for key, kind, attr in self.fields:
            v = getattr(obj, attr)
            out[key] = v if kind.plain is None else kind.plain(v)
        return out

    def text(self, obj: Any) -> str:
        pieces = []
        for head, (_, kind, attr) in zip(self.heads, self.fields):
            pieces.append(head + kind.text(getattr(obj, attr)))
        return ",".join(pieces)
