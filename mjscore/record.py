"""Values: the one way mjscore declares a data object.

A value's fields are listed once, as the class's annotations (with defaults, or ``field(...)``)::

    @record
    class Meld:
        kind: str
        tile: Tile
        concealed: bool = False

and ``@record`` makes the class frozen and slotted, with what ``@dataclass(frozen=True, slots=True,
kw_only=True)`` would write: an ``__init__`` taking the fields by keyword (``Meld(kind=PUNG,
tile=5)``), ``__eq__`` and ``__hash__`` on the compared fields (the same tuples a dataclass compares
and hashes, so sets and dicts of values behave the same), ``__repr__``, ``__match_args__``, pickling,
and assignment that raises ``FrozenInstanceError``. The rows of a rule table, written one call per
row and read as a table, may take their fields by position too: ``@record(kw_only=False)``.
``field()`` takes ``default``, ``default_factory``, ``compare``, ``repr`` and ``converter`` (applied
to the value given, as Hand sorts its tiles). ``replace()`` and ``fields()`` work on values and on
dataclasses alike, and the ``dataclasses`` functions work on values (``__dataclass_fields__`` is
made when first asked for). A class may name private slots that are not fields in
``__extra_slots__`` (Origin keeps how to find its columns in one). Inheriting fields is not supported.

Caches of what a value gives (its canonical text, its JSON, the checks it needs) are keyed by the
value itself. A value that such a cache meets on every line and whose hash walks many fields
(Conditions, Meld, Group, a yaku table) is declared ``@record(cache_hash=True)``, as attrs has it:
its hash is computed once and kept with it, so a lookup by value costs about what one by identity
did.

Why not ``dataclasses`` itself: the plain ``score`` path makes about thirty such classes, and the
module imports ``inspect`` (with its own imports) and compiles five or six methods per class.
Measured on this package, frozen dataclasses cost 12-24% of batch throughput (their ``__init__``
assigns through ``object.__setattr__``) and 4.8x the start-up of ``python -c pass``; this module's
``__init__``, which stores each field through its slot's own setter, costs -4..+3% against
hand-written code. The same start-up reason keeps ``typing`` out of the package at run time: each
module imports it only for type checkers, under ``TYPE_CHECKING = False``.
"""

from __future__ import annotations

from operator import attrgetter

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Callable, TypeVar, dataclass_transform

    T = TypeVar("T")
else:

    def dataclass_transform(**_kw):
        return lambda f: f


__all__ = ["record", "field", "replace", "fields", "is_record", "FrozenInstanceError"]


class FrozenInstanceError(AttributeError):
    """Assigning to (or deleting) a field of a value."""


_MISSING = object()


class Field:
    """One field of a value, in the order of the class's annotations."""

    __slots__ = ("name", "default", "default_factory", "compare", "repr", "converter")

    def __init__(self, default: Any = _MISSING, default_factory: Any = _MISSING, compare: bool = True,
                 repr: bool = True, converter: Any = None) -> None:
        self.name = ""
        self.default = default
        self.default_factory = default_factory
        self.compare = compare
        self.repr = repr
        self.converter = converter


def field(*, default: Any = _MISSING, default_factory: Any = _MISSING, compare: bool = True,
          repr: bool = True, converter: Callable[[Any], Any] | None = None) -> Any:
    """A field with options, as ``dataclasses.field``: ``x: int = field(compare=False)``;
    ``converter``: what ``__init__`` stores is ``converter(value)``."""
    return Field(default, default_factory, compare, repr, converter)


class _DataclassFields:
    """``__dataclass_fields__`` of a value class, made on first use (importing ``dataclasses`` then):
    so ``dataclasses.is_dataclass``, ``fields``, ``replace`` and ``asdict`` work on values too."""

    def __init__(self, fs: tuple[Field, ...], annotations: dict[str, Any]) -> None:
        self.fs, self.annotations = fs, annotations
        self.made: dict[str, Any] | None = None

    def __get__(self, obj: Any, owner: Any = None) -> dict[str, Any]:
        if self.made is None:
            import dataclasses

            made = {}
            for f in self.fs:
                d = dataclasses.field(
                    default=dataclasses.MISSING if f.default is _MISSING else f.default,
                    default_factory=dataclasses.MISSING if f.default_factory is _MISSING else f.default_factory,
                    compare=f.compare, repr=f.repr)
                d.name, d.type = f.name, self.annotations[f.name]
                d._field_type = dataclasses._FIELD  # type: ignore[attr-defined]
                made[f.name] = d
            self.made = made
        return self.made


def _init(cls: type, fs: tuple[Field, ...], kw_only: bool) -> Callable[..., None]:
    """``__init__`` taking the fields (by keyword; in order too unless ``kw_only``), defaults as given
    (a factory is called per instance). Each field is stored by its slot's setter: the class's own
    ``__setattr__`` refuses every assignment."""
    env: dict[str, Any] = {"_MISSING": _MISSING}
    params, body = [], []
    for f in fs:
        n = f.name
        env[f"_s_{n}"] = cls.__dict__[n].__set__
        given = n
        if f.default_factory is not _MISSING:
            env[f"_f_{n}"] = f.default_factory
            params.append(f"{n}=_MISSING")
            given = f"(_f_{n}() if {n} is _MISSING else {n})"
        elif f.default is not _MISSING:
            env[f"_d_{n}"] = f.default
            params.append(f"{n}=_d_{n}")
        else:
            params.append(n)
        if f.converter is not None:
            env[f"_c_{n}"] = f.converter
            given = f"_c_{n}({given})"
        body.append(f"    _s_{n}(self, {given})\n")
    star = "*, " if kw_only and params else ""
    src = f"def __init__(self, {star}{', '.join(params)}):\n" + ("".join(body) or "    pass\n")
    return _function(src, env, f"<record {cls.__qualname__}>")


def _values(names: tuple[str, ...]) -> Callable[[Any], tuple[Any, ...]]:
    """The values of ``names`` as a tuple (also for one name, or none)."""
    if not names:
        return lambda _self: ()
    if len(names) == 1:
        one = attrgetter(names[0])
        return lambda self: (one(self),)
    return attrgetter(*names)


@dataclass_transform(frozen_default=True, kw_only_default=True, field_specifiers=(field,))
def record(cls: type[T] | None = None, *, kw_only: bool = True, cache_hash: bool = False) -> Any:
    """The frozen, slotted value class of ``cls`` (a new class, as ``slots=True`` makes);
    ``@record(kw_only=False)`` for the rows of a table, which may be written by position;
    ``cache_hash``: the hash is kept with the value once computed."""
    if cls is None:
        return lambda c: _record(c, kw_only, cache_hash)
    return _record(cls, kw_only, cache_hash)


def _fields_of(ns: dict[str, Any]) -> tuple[Field, ...]:
    """The fields of a class body, its annotations in order (their defaults taken out of ``ns``)."""
    fs = []
    for name in ns.get("__annotations__", {}):
        value = ns.pop(name, _MISSING)
        f = value if isinstance(value, Field) else Field(default=value)
        if f.default is not _MISSING and f.default.__class__ in (list, dict, set):
            raise ValueError(f"mutable default {type(f.default).__name__} for field {name!r}")
        f.name = name
        fs.append(f)
    return tuple(fs)


def _record(cls: type[T], kw_only: bool, cache_hash: bool = False) -> type[T]:
    ns = dict(cls.__dict__)
    all_fields = _fields_of(ns)
    names = tuple(f.name for f in all_fields)
    for base in cls.__mro__[1:]:
        if "__record_fields__" in base.__dict__:
            raise TypeError(f"{cls.__name__}: inheriting the fields of record {base.__name__}")
    if "__init__" in ns:
        raise TypeError(f"{cls.__name__}: a record's __init__ is generated from its fields")
    ns.pop("__dict__", None)
    ns.pop("__weakref__", None)
    ns["__slots__"] = names + tuple(ns.pop("__extra_slots__", ())) + (("_hash",) if cache_hash else ())
    ns["__record_fields__"] = all_fields
    ns["__dataclass_fields__"] = _DataclassFields(all_fields, ns.get("__annotations__", {}))
    ns["__match_args__"] = () if kw_only else names  # (as a dataclass: keyword fields match by name)
    for fn in _methods(all_fields):
        fn.__qualname__ = f"{cls.__qualname__}.{fn.__name__}"
        if fn.__name__ not in ns or fn.__name__ in ("__setattr__", "__delattr__", "__getstate__",
                                                    "__setstate__"):
            ns[fn.__name__] = fn
    new = type(cls)(cls.__name__, cls.__bases__, ns)
    new.__qualname__ = cls.__qualname__
    new.__init__ = _init(new, all_fields, kw_only)  # type: ignore[misc]
    if cache_hash:
        _keep_hash(new)
    return new


def _keep_hash(cls: type) -> None:
    """``__hash__`` of ``cls`` computed once per value and kept in its ``_hash`` slot."""
    of_fields, keep = cls.__hash__, cls.__dict__["_hash"].__set__

    def __hash__(self: Any) -> int:
        try:
            return self._hash  # type: ignore[no-any-return]
        except AttributeError:  # (not computed yet)
            h = of_fields(self)
            keep(self, h)
            return h

    __hash__.__qualname__ = f"{cls.__qualname__}.__hash__"
    cls.__hash__ = __hash__  # type: ignore[method-assign]


def _methods(all_fields: tuple[Field, ...]) -> tuple[Callable[..., Any], ...]:
    """Equality, hash, repr, the refusal of assignment and pickling, for the fields ``all_fields``."""
    names = tuple(f.name for f in all_fields)
    key = _values(tuple(f.name for f in all_fields if f.compare))

    def __eq__(self: Any, other: Any) -> Any:
        if other.__class__ is self.__class__:
            return key(self) == key(other)
        return NotImplemented

    def __hash__(self: Any) -> int:
        return hash(key(self))

    shown = tuple(f.name for f in all_fields if f.repr)

    def __repr__(self: Any) -> str:
        inner = ", ".join(f"{n}={getattr(self, n)!r}" for n in shown)
        return f"{self.__class__.__qualname__}({inner})"

    def __setattr__(self: Any, name: str, value: Any) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self: Any, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")

    get_all = _values(names)

    def __getstate__(self: Any) -> tuple[Any, ...]:
        return get_all(self)

    def __setstate__(self: Any, state: tuple[Any, ...]) -> None:
        for n, v in zip(names, state):
            object.__setattr__(self, n, v)

    return (__eq__, __hash__, __repr__, __setattr__, __delattr__, __getstate__, __setstate__)


def _function(src: str, env: dict[str, Any], where: str) -> Any:
    """The one function defined by the source ``src`` (run with the globals ``env``), its code
    named ``where`` (what tracebacks and profiles show). The source is run by exec() itself, not
    compile(): compile's first call in a process builds the classes of Python's ``ast`` module
    (~1.5 ms of start-up), which exec() of a string never needs."""
    ns: dict[str, Any] = {}
    exec(src, env, ns)
    (fn,) = ns.values()
    fn.__code__ = fn.__code__.replace(co_filename=where)
    return fn


def is_record(obj: Any) -> bool:
    """True for a value class or instance."""
    return hasattr(obj, "__record_fields__")


def fields(obj: Any) -> tuple[Any, ...]:
    """The fields of a value (or dataclass) class or instance, in order; each has a ``name``."""
    if is_record(obj):
        return obj.__record_fields__  # type: ignore[no-any-return]
    import dataclasses

    return dataclasses.fields(obj)


def replace(obj: T, **changes: Any) -> T:
    """A copy of the value (or dataclass) ``obj`` with ``changes``, made by its ``__init__``."""
    if not is_record(obj):
        import dataclasses

        return dataclasses.replace(obj, **changes)  # type: ignore[type-var]
    for f in obj.__record_fields__:  # type: ignore[attr-defined]
        if f.name not in changes:
            changes[f.name] = getattr(obj, f.name)
    return obj.__class__(**changes)
