"""JSON text from pre-encoded pieces, for the result lines of a batch (the same bytes as
``json.JSONEncoder(ensure_ascii=False, separators=(",", ":"))`` would write for the same values).

Rows of a breakdown (a fan, yaku or item counted n times) come from fixed tables, so each row's
JSON is encoded once and kept (keyed on the row's own small values, bounded); a result line is then
joined from its pieces instead of being built as dictionaries and encoded whole.
"""

from __future__ import annotations

try:  # string -> "...": the json encoder's own C function, taken without loading the json package
    from _json import encode_basestring as string  # (json and its regular expressions: ~1 ms of start-up)
except ImportError:  # (a Python without the C accelerator)
    from json.encoder import encode_basestring as string

TYPE_CHECKING = False  # (typing is not imported at run time: start-up)
if TYPE_CHECKING:
    from typing import Any

__all__ = ["string", "value", "counts", "rows", "dumps"]

_encode = None


def dumps(v: Any) -> str:
    """Any value as the encoder writes it (``json.JSONEncoder(ensure_ascii=False,
    separators=(",", ":"))``, made with the first value that needs it)."""
    global _encode
    if _encode is None:
        import json

        _encode = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode
    return _encode(v)


_ROWS: dict[tuple, str] = {}
_ROWS_MAX = 4096  # rows are (table entry, count, worth): a few hundred occur


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
    """An object of names and whole numbers (payments by payer), as the encoder writes it."""
    return "{" + ",".join([string(k) + ":" + int.__repr__(n) for k, n in named.items()]) + "}"


def rows(items, worth: str = "points", native: str = "native") -> str:
    """A list of breakdown rows (objects with id, name, a native name, points and count) as JSON:
    ``[{"id":..,"name":..,NATIVE:..,WORTH:..,"count":..},...]``; ``native``: the attribute holding
    the native name, also its key (``native`` for :class:`mjscore.rules.base.Row`, ``zh`` for MCR)."""
    out = []
    for r in items:
        n = getattr(r, native)
        key = (r.id, r.name, n, native, worth, r.points, r.count)
        piece = _ROWS.get(key)
        if piece is None:
            piece = (f'{{"id":{value(r.id)},"name":{value(r.name)},{string(native)}:{value(n)},'
                     f'{string(worth)}:{value(r.points)},"count":{value(r.count)}}}')
            if len(_ROWS) >= _ROWS_MAX:
                _ROWS.clear()
            _ROWS[key] = piece
        out.append(piece)
    return "[" + ",".join(out) + "]"
