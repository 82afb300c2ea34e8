"""Plain immutable records: what ``@dataclass(frozen=True, slots=True)`` makes, without the cost of
the ``dataclasses`` module at start-up (it imports ``inspect``, and compiles five or six methods per
class; the plain ``score`` path creates about twenty such classes).

``@record`` reads the class's annotations in order, like a dataclass, and gives it ``__slots__``,
``__init__`` (unless the class writes its own, as the package's records do with ``set_field``: the
generated one is compiled, which costs time at start-up), ``__eq__`` and ``__hash__`` on the
compared fields (the same tuples a dataclass compares and hashes, so sets and dicts of records
behave the same), ``__repr__``, ``__match_args__``, pickling, and assignment that raises
``FrozenInstanceError``. ``field()`` takes ``default``, ``default_factory``, ``compare`` and
``repr``. ``replace()`` and ``fields()`` work on records and on dataclasses alike, and the
``dataclasses`` functions work on records (``__dataclass_fields__`` is made when first asked for).
Inheriting a record's fields is not supported (no record here does it). A class may name private
slots that are not fields in ``__extra_slots__`` (Origin keeps the reader's raw lists in one).
"""

from __future__ import annotations

from operator import attrgetter

TYPE_CHECKING = False  # (typing is not imported at run time: start-up)
if TYPE_CHECKING:
    from typing import Any, Callable, TypeVar, dataclass_transform

    T = TypeVar("T")
else:

    def dataclass_transform(**_kw):
        return lambda f: f


__all__ = ["record", "field", "replace", "fields", "is_record", "set_field", "maker", "assignable",
           "FrozenInstanceError"]

# What a record's own ``__init__`` sets its fields with (assignment is refused).
set_field = object.__setattr__


class FrozenInstanceError(AttributeError):
    """Assigning to (or deleting) a field of a record."""


_MISSING = object()


class Field:
    """One field of a record, in the order of the class's annotations."""

    __slots__ = ("name", "default", "default_factory", "compare", "repr")

    def __init__(self, default: Any = _MISSING, default_factory: Any = _MISSING, compare: bool = True,
                 repr: bool = True) -> None:
        self.name = ""
        self.default = default
        self.default_factory = default_factory
        self.compare = compare
        self.repr = repr


def field(*, default: Any = _MISSING, default_factory: Any = _MISSING, compare: bool = True,
          repr: bool = True) -> Any:
    """A field with options, as ``dataclasses.field``: ``x: int = field(compare=False)``."""
    return Field(default, default_factory, compare, repr)


class _DataclassFields:
    """``__dataclass_fields__`` of a record, made on first use (importing ``dataclasses`` then): so
    ``dataclasses.is_dataclass``, ``fields``, ``replace`` and ``asdict`` work on records too."""

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


def _init(cls_name: str, fs: tuple[Field, ...]) -> Callable[..., None]:
    """``__init__`` taking the fields in order, defaults as given (a factory is called per instance)."""
    env: dict[str, Any] = {"_set": object.__setattr__, "_MISSING": _MISSING}
    params, body = [], []
    for f in fs:
        n = f.name
        if f.default_factory is not _MISSING:
            env[f"_f_{n}"] = f.default_factory
            params.append(f"{n}=_MISSING")
            body.append(f"    _set(self, {n!r}, _f_{n}() if {n} is _MISSING else {n})")
        else:
            if f.default is not _MISSING:
                env[f"_d_{n}"] = f.default
                params.append(f"{n}=_d_{n}")
            else:
                params.append(n)
            body.append(f"    _set(self, {n!r}, {n})")
    src = f"def __init__(self, {', '.join(params)}):\n" + ("\n".join(body) or "    pass") + "\n"
    return _function(src, env, f"<record {cls_name}>")


def _values(names: tuple[str, ...]) -> Callable[[Any], tuple[Any, ...]]:
    """The values of ``names`` as a tuple (also for one name, or none)."""
    if not names:
        return lambda _self: ()
    if len(names) == 1:
        one = attrgetter(names[0])
        return lambda self: (one(self),)
    return attrgetter(*names)


@dataclass_transform(frozen_default=True, field_specifiers=(field,))
def record(cls: type[T]) -> type[T]:
    """The frozen, slotted record class of ``cls`` (a new class, as ``slots=True`` makes)."""
    ns = dict(cls.__dict__)
    fs = []
    for name in ns.get("__annotations__", {}):
        value = ns.pop(name, _MISSING)
        f = value if isinstance(value, Field) else Field(default=value)
        if f.default is not _MISSING and f.default.__class__ in (list, dict, set):
            raise ValueError(f"mutable default {type(f.default).__name__} for field {name!r}")
        f.name = name
        fs.append(f)
    all_fields = tuple(fs)
    names = tuple(f.name for f in all_fields)
    for base in cls.__mro__[1:]:
        if "__record_fields__" in base.__dict__:
            raise TypeError(f"{cls.__name__}: inheriting the fields of record {base.__name__}")
    ns.pop("__dict__", None)
    ns.pop("__weakref__", None)
    ns["__slots__"] = names + tuple(ns.pop("__extra_slots__", ()))  # (private slots, not fields)
    ns["__record_fields__"] = all_fields
    ns["__dataclass_fields__"] = _DataclassFields(all_fields, ns.get("__annotations__", {}))
    ns["__match_args__"] = names
    if "__init__" not in ns:  # (the package's records write theirs: no code compiled at start-up)
        ns["__init__"] = _init(cls.__qualname__, all_fields)

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

    for fn in (__eq__, __hash__, __repr__, __setattr__, __delattr__, __getstate__, __setstate__):
        fn.__qualname__ = f"{cls.__qualname__}.{fn.__name__}"
        if fn.__name__ not in ns or fn.__name__ in ("__setattr__", "__delattr__", "__getstate__",
                                                    "__setstate__"):
            ns[fn.__name__] = fn
    new = type(cls)(cls.__name__, cls.__bases__, ns)
    new.__qualname__ = cls.__qualname__
    return new


def assignable(cls: type[T]) -> Any:  # (Any: its fields are assigned, which a frozen record forbids)
    """The twin of the record class ``cls`` whose fields may be assigned: a subclass with the same
    slots. Code that makes a record once per line makes it as the twin (``object.__new__(twin)``),
    assigns its fields, and then sets its ``__class__`` to ``cls``: it is then a frozen ``cls`` like
    any other. (Both __setattr__ and __delattr__ are object's own: then Python stores to a slot
    directly, about a third of the cost of calling the slot's setter.)"""
    twin = _TWINS.get(cls)
    if twin is None:
        twin = _TWINS[cls] = type(f"_{cls.__name__}_being_made", (cls,), {
            "__slots__": (), "__setattr__": object.__setattr__, "__delattr__": object.__delattr__})
    return twin


_TWINS: dict[type, type] = {}


def maker(cls: type[T]) -> Callable[..., T]:
    """``make(*values)``: an instance of the record class ``cls`` with every field given, in the order
    of its fields (what ``cls(*values)`` makes, with no defaults), for a record made once or more per
    scored line. The function is written out for the class, one plain assignment per field: the
    instance is made as the :func:`assignable` twin of ``cls``, then becomes a ``cls``."""
    names = tuple(f.name for f in cls.__record_fields__)  # type: ignore[attr-defined]
    env: dict[str, Any] = {"_new": object.__new__, "_twin": assignable(cls), "_cls": cls}
    params = [f"v{i}" for i in range(len(names))]
    body = [f"    obj.{n} = v{i}" for i, n in enumerate(names)]
    src = (f"def make({', '.join(params)}):\n    obj = _new(_twin)\n" + "".join(line + "\n" for line in body)
           + "    obj.__class__ = _cls\n    return obj\n")
    return _function(src, env, f"<record {cls.__qualname__} maker>")  # type: ignore[no-any-return]


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
    """True for a record class or instance."""
    return hasattr(obj, "__record_fields__")


def fields(obj: Any) -> tuple[Any, ...]:
    """The fields of a record (or dataclass) class or instance, in order; each has a ``name``."""
    if is_record(obj):
        return obj.__record_fields__  # type: ignore[no-any-return]
    import dataclasses

    return dataclasses.fields(obj)


def replace(obj: T, **changes: Any) -> T:
    """A copy of the record (or dataclass) ``obj`` with ``changes``, made by its ``__init__``."""
    if not is_record(obj):
        import dataclasses

        return dataclasses.replace(obj, **changes)  # type: ignore[type-var]
    for f in obj.__record_fields__:  # type: ignore[attr-defined]
        if f.name not in changes:
            changes[f.name] = getattr(obj, f.name)
    return obj.__class__(**changes)
