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
Measured on this package (issue 21), frozen dataclasses cost 12-24% of batch throughput (their
``__init__`` assigns through ``object.__setattr__``) and 4.8x the start-up of ``python -c pass``.
This module compiles nothing per class (each ``__init__`` is a shared code object renamed for its
class, stored by its slots' setters), so start-up is what it was with hand-written ``__init__``s.
The same start-up reason keeps ``typing`` out of the package at run time: each module imports it
only for type checkers, under ``TYPE_CHECKING = False``.
"""

from __future__ import annotations

from operator import attrgetter
from types import FunctionType

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
    ``__setattr__`` refuses every assignment. Its code is the shared one for as many fields
    (``_s0(self, f0)`` per field, at the end of this module), renamed for the class: compiling a
    function per class would cost start-up."""
    names = tuple(f.name for f in fs)
    if len(names) > _MOST_FIELDS:
        raise TypeError(f"{cls.__name__}: more than {_MOST_FIELDS} fields")
    shared = globals()[f"{'kw' if kw_only else 'pos'}{len(names)}"]
    env = {f"_s{i}": _store(cls.__dict__[f.name].__set__, f) for i, f in enumerate(fs)}
    code = shared.__code__.replace(co_varnames=("self",) + names, co_filename=f"<record {cls.__qualname__}>",
                                   co_name="__init__", co_qualname=f"{cls.__qualname__}.__init__")
    init = FunctionType(code, env, "__init__")
    given = {f.name: _MISSING if f.default_factory is not _MISSING else f.default
             for f in fs if f.default is not _MISSING or f.default_factory is not _MISSING}
    if kw_only:
        init.__kwdefaults__ = given or None
    elif given:
        trailing = names[len(names) - len(given):]
        if set(trailing) != set(given):
            raise TypeError(f"{cls.__name__}: a field without a default follows one with a default")
        init.__defaults__ = tuple(given[n] for n in trailing)
    return init  # type: ignore[no-any-return]


def _store(setter: Callable[[Any, Any], None], f: Field) -> Callable[[Any, Any], None]:
    """What stores the field ``f``: its slot's setter, after its factory (for a value not given) and
    its converter."""
    factory, convert = f.default_factory, f.converter
    if factory is _MISSING and convert is None:
        return setter
    if convert is None:
        return lambda self, v: setter(self, factory() if v is _MISSING else v)
    if factory is _MISSING:
        return lambda self, v: setter(self, convert(v))
    return lambda self, v: setter(self, convert(factory() if v is _MISSING else v))


_MOST_FIELDS = 24


def shared_source(most: int = _MOST_FIELDS) -> str:
    """The source of the shared ``__init__`` code at the end of this module, for 0 to ``most``
    fields, by keyword (``kw<n>``) and by position (``pos<n>``)."""
    lines = [SHARED_HEAD]
    for kw in (True, False):
        for n in range(most + 1):
            params = ", ".join(["self"] + (["*"] if kw and n else []) + [f"f{i}" for i in range(n)])
            body = "; ".join(f"_s{i}(self, f{i})" for i in range(n)) or "pass"
            lines.append(f"def {'kw' if kw else 'pos'}{n}({params}): {body}  # noqa: E704, F821")
    return "\n".join(lines) + "\n"


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


SHARED_HEAD = "# The shared code of the values' __init__ (see _init), written by shared_source(): tests check it."


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


# The shared code of the values' __init__ (see _init), written by shared_source(): tests check it.
def kw0(self): pass  # noqa: E704, F821
def kw1(self, *, f0): _s0(self, f0)  # noqa: E704, F821
def kw2(self, *, f0, f1): _s0(self, f0); _s1(self, f1)  # noqa: E704, F821
def kw3(self, *, f0, f1, f2): _s0(self, f0); _s1(self, f1); _s2(self, f2)  # noqa: E704, F821
def kw4(self, *, f0, f1, f2, f3): _s0(self, f0); _s1(self, f1); _s2(self, f2); _s3(self, f3)  # noqa: E704, F821
def kw5(self, *, f0, f1, f2, f3, f4): _s0(self, f0); _s1(self, f1); _s2(self, f2); _s3(self, f3); _s4(self, f4)  # noqa: E704, F821
def kw6(self, *, f0, f1, f2, f3, f4, f5): _s0(self, f0); _s1(self, f1); _s2(self, f2); _s3(self, f3); _s4(self, f4); _s5(self, f5)  # noqa: E704, F821
def kw7(self, *, f0, f1, f2, f3, f4, f5, f6): _s0(self, f0); _s1(self, f1); _s2(self, f2); _s3(self, f3); _s4(self, f4); _s5(self, f5); _s6(self, f6)  # noqa: E704, F821
def kw8(self, *, f0, f1, f2, f3, f4, f5, f6, f7): _s0(self, f0); _s1(self, f1); _s2(self, f2); _s3(self, f3); _s4(self, f4); _s5(self, f5); _s6(self, f6); _s7(self, f7)  # noqa: E704, F821
def kw9(self, *, f0, f1, f2, f3, f4, f5, f6, f7, f8): _s0(self, f0); _s1(self, f1); _s2(self, f2); _s3(self, f3); _s4(self, f4); _s5(self, f5); _s6(self, f6); _s7(self, f7); _s8(self, f8)  # noqa: E704, F821
def kw10(self, *, f0, f1, f2, f3, f4, f5, f6, f7, f8, f9): _s0(self, f0); _s1(self, f1); _s2(self, f2); _s3(self, f3); _s4(self, f4); _s5(self, f5); _s6(self, f6); _s7(self, f7); _s8(self, f8); _s9(self, f9)  # noqa: E704, F821
def kw11(self, *, f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10): _s0(self, f0); _s1(self, f1); _s2(self, f2); _s3(self, f3); _s4(self, f4); _s5(self, f5); _s6(self, f6); _s7(self, f7); _s8(self, f8); _s9(self, f9); _s10(self, f10)  # noqa: E704, F821
def kw12(self, *, f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11): _s0(self, f0); _s1(self, f1); _s2(self, f2); _s3(self, f3); _s4(self, f4); _s5(self, f5); _s6(self, f6); _s7(self, f7); _s8(self, f8); _s9(self, f9); _s10(self, f10); _s11(self, f11)  # noqa: E704, F821
def kw13(self, *, f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12): _s0(self, f0); _s1(self, f1); _s2(self, f2); _s3(self, f3); _s4(self, f4); _s5(self, f5); _s6(self, f6); _s7(self, f7); _s8(self, f8); _s9(self, f9); _s10(self, f10); _s11(self, f11); _s12(self, f12)  # noqa: E704, F821
def kw14(self, *, f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13): _s0(self, f0); _s1(self, f1); _s2(self, f2); _s3(self, f3); _s4(self, f4); _s5(self, f5); _s6(self, f6); _s7(self, f7); _s8(self, f8); _s9(self, f9); _s10(self, f10); _s11(self, f11); _s12(self, f12); _s13(self, f13)  # noqa: E704, F821
def kw15(self, *, f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14): _s0(self, f0); _s1(self, f1); _s2(self, f2); _s3(self, f3); _s4(self, f4); _s5(self, f5); _s6(self, f6); _s7(self, f7); _s8(self, f8); _s9(self, f9); _s10(self, f10); _s11(self, f11); _s12(self, f12); _s13(self, f13); _s14(self, f14)  # noqa: E704, F821
def kw16(self, *, f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15): _s0(self, f0); _s1(self, f1); _s2(self, f2); _s3(self, f3); _s4(self, f4); _s5(self, f5); _s6(self, f6); _s7(self, f7); _s8(self, f8); _s9(self, f9); _s10(self, f10); _s11(self, f11); _s12(self, f12); _s13(self, f13); _s14(self, f14); _s15(self, f15)  # noqa: E704, F821
def kw17(self, *, f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16): _s0(self, f0); _s1(self, f1); _s2(self, f2); _s3(self, f3); _s4(self, f4); _s5(self, f5); _s6(self, f6); _s7(self, f7); _s8(self, f8); _s9(self, f9); _s10(self, f10); _s11(self, f11); _s12(self, f12); _s13(self, f13); _s14(self, f14); _s15(self, f15); _s16(self, f16)  # noqa: E704, F821
def kw18(self, *, f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17): _s0(self, f0); _s1(self, f1); _s2(self, f2); _s3(self, f3); _s4(self, f4); _s5(self, f5); _s6(self, f6); _s7(self, f7); _s8(self, f8); _s9(self, f9); _s10(self, f10); _s11(self, f11); _s12(self, f12); _s13(self, f13); _s14(self, f14); _s15(self, f15); _s16(self, f16); _s17(self, f17)  # noqa: E704, F821
def kw19(self, *, f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17, f18): _s0(self, f0); _s1(self, f1); _s2(self, f2); _s3(self, f3); _s4(self, f4); _s5(self, f5); _s6(self, f6); _s7(self, f7); _s8(self, f8); _s9(self, f9); _s10(self, f10); _s11(self, f11); _s12(self, f12); _s13(self, f13); _s14(self, f14); _s15(self, f15); _s16(self, f16); _s17(self, f17); _s18(self, f18)  # noqa: E704, F821
def kw20(self, *, f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17, f18, f19): _s0(self, f0); _s1(self, f1); _s2(self, f2); _s3(self, f3); _s4(self, f4); _s5(self, f5); _s6(self, f6); _s7(self, f7); _s8(self, f8); _s9(self, f9); _s10(self, f10); _s11(self, f11); _s12(self, f12); _s13(self, f13); _s14(self, f14); _s15(self, f15); _s16(self, f16); _s17(self, f17); _s18(self, f18); _s19(self, f19)  # noqa: E704, F821
def kw21(self, *, f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17, f18, f19, f20): _s0(self, f0); _s1(self, f1); _s2(self, f2); _s3(self, f3); _s4(self, f4); _s5(self, f5); _s6(self, f6); _s7(self, f7); _s8(self, f8); _s9(self, f9); _s10(self, f10); _s11(self, f11); _s12(self, f12); _s13(self, f13); _s14(self, f14); _s15(self, f15); _s16(self, f16); _s17(self, f17); _s18(self, f18); _s19(self, f19); _s20(self, f20)  # noqa: E704, F821
def kw22(self, *, f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17, f18, f19, f20, f21): _s0(self, f0); _s1(self, f1); _s2(self, f2); _s3(self, f3); _s4(self, f4); _s5(self, f5); _s6(self, f6); _s7(self, f7); _s8(self, f8); _s9(self, f9); _s10(self, f10); _s11(self, f11); _s12(self, f12); _s13(self, f13); _s14(self, f14); _s15(self, f15); _s16(self, f16); _s17(self, f17); _s18(self, f18); _s19(self, f19); _s20(self, f20); _s21(self, f21)  # noqa: E704, F821
def kw23(self, *, f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17, f18, f19, f20, f21, f22): _s0(self, f0); _s1(self, f1); _s2(self, f2); _s3(self, f3); _s4(self, f4); _s5(self, f5); _s6(self, f6); _s7(self, f7); _s8(self, f8); _s9(self, f9); _s10(self, f10); _s11(self, f11); _s12(self, f12); _s13(self, f13); _s14(self, f14); _s15(self, f15); _s16(self, f16); _s17(self, f17); _s18(self, f18); _s19(self, f19); _s20(self, f20); _s21(self, f21); _s22(self, f22)  # noqa: E704, F821
def kw24(self, *, f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17, f18, f19, f20, f21, f22, f23): _s0(self, f0); _s1(self, f1); _s2(self, f2); _s3(self, f3); _s4(self, f4); _s5(self, f5); _s6(self, f6); _s7(self, f7); _s8(self, f8); _s9(self, f9); _s10(self, f10); _s11(self, f11); _s12(self, f12); _s13(self, f13); _s14(self, f14); _s15(self, f15); _s16(self, f16); _s17(self, f17); _s18(self, f18); _s19(self, f19); _s20(self, f20); _s21(self, f21); _s22(self, f22); _s23(self, f23)  # noqa: E704, F821
def pos0(self): pass  # noqa: E704, F821
def pos1(self, f0): _s0(self, f0)  # noqa: E704, F821
def pos2(self, f0, f1): _s0(self, f0); _s1(self, f1)  # noqa: E704, F821
def pos3(self, f0, f1, f2): _s0(self, f0); _s1(self, f1); _s2(self, f2)  # noqa: E704, F821
def pos4(self, f0, f1, f2, f3): _s0(self, f0); _s1(self, f1); _s2(self, f2); _s3(self, f3)  # noqa: E704, F821
def pos5(self, f0, f1, f2, f3, f4): _s0(self, f0); _s1(self, f1); _s2(self, f2); _s3(self, f3); _s4(self, f4)  # noqa: E704, F821
def pos6(self, f0, f1, f2, f3, f4, f5): _s0(self, f0); _s1(self, f1); _s2(self, f2); _s3(self, f3); _s4(self, f4); _s5(self, f5)  # noqa: E704, F821
def pos7(self, f0, f1, f2, f3, f4, f5, f6): _s0(self, f0); _s1(self, f1); _s2(self, f2); _s3(self, f3); _s4(self, f4); _s5(self, f5); _s6(self, f6)  # noqa: E704, F821
def pos8(self, f0, f1, f2, f3, f4, f5, f6, f7): _s0(self, f0); _s1(self, f1); _s2(self, f2); _s3(self, f3); _s4(self, f4); _s5(self, f5); _s6(self, f6); _s7(self, f7)  # noqa: E704, F821
def pos9(self, f0, f1, f2, f3, f4, f5, f6, f7, f8): _s0(self, f0); _s1(self, f1); _s2(self, f2); _s3(self, f3); _s4(self, f4); _s5(self, f5); _s6(self, f6); _s7(self, f7); _s8(self, f8)  # noqa: E704, F821
def pos10(self, f0, f1, f2, f3, f4, f5, f6, f7, f8, f9): _s0(self, f0); _s1(self, f1); _s2(self, f2); _s3(self, f3); _s4(self, f4); _s5(self, f5); _s6(self, f6); _s7(self, f7); _s8(self, f8); _s9(self, f9)  # noqa: E704, F821
def pos11(self, f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10): _s0(self, f0); _s1(self, f1); _s2(self, f2); _s3(self, f3); _s4(self, f4); _s5(self, f5); _s6(self, f6); _s7(self, f7); _s8(self, f8); _s9(self, f9); _s10(self, f10)  # noqa: E704, F821
def pos12(self, f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11): _s0(self, f0); _s1(self, f1); _s2(self, f2); _s3(self, f3); _s4(self, f4); _s5(self, f5); _s6(self, f6); _s7(self, f7); _s8(self, f8); _s9(self, f9); _s10(self, f10); _s11(self, f11)  # noqa: E704, F821
def pos13(self, f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12): _s0(self, f0); _s1(self, f1); _s2(self, f2); _s3(self, f3); _s4(self, f4); _s5(self, f5); _s6(self, f6); _s7(self, f7); _s8(self, f8); _s9(self, f9); _s10(self, f10); _s11(self, f11); _s12(self, f12)  # noqa: E704, F821
def pos14(self, f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13): _s0(self, f0); _s1(self, f1); _s2(self, f2); _s3(self, f3); _s4(self, f4); _s5(self, f5); _s6(self, f6); _s7(self, f7); _s8(self, f8); _s9(self, f9); _s10(self, f10); _s11(self, f11); _s12(self, f12); _s13(self, f13)  # noqa: E704, F821
def pos15(self, f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14): _s0(self, f0); _s1(self, f1); _s2(self, f2); _s3(self, f3); _s4(self, f4); _s5(self, f5); _s6(self, f6); _s7(self, f7); _s8(self, f8); _s9(self, f9); _s10(self, f10); _s11(self, f11); _s12(self, f12); _s13(self, f13); _s14(self, f14)  # noqa: E704, F821
def pos16(self, f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15): _s0(self, f0); _s1(self, f1); _s2(self, f2); _s3(self, f3); _s4(self, f4); _s5(self, f5); _s6(self, f6); _s7(self, f7); _s8(self, f8); _s9(self, f9); _s10(self, f10); _s11(self, f11); _s12(self, f12); _s13(self, f13); _s14(self, f14); _s15(self, f15)  # noqa: E704, F821
def pos17(self, f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16): _s0(self, f0); _s1(self, f1); _s2(self, f2); _s3(self, f3); _s4(self, f4); _s5(self, f5); _s6(self, f6); _s7(self, f7); _s8(self, f8); _s9(self, f9); _s10(self, f10); _s11(self, f11); _s12(self, f12); _s13(self, f13); _s14(self, f14); _s15(self, f15); _s16(self, f16)  # noqa: E704, F821
def pos18(self, f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17): _s0(self, f0); _s1(self, f1); _s2(self, f2); _s3(self, f3); _s4(self, f4); _s5(self, f5); _s6(self, f6); _s7(self, f7); _s8(self, f8); _s9(self, f9); _s10(self, f10); _s11(self, f11); _s12(self, f12); _s13(self, f13); _s14(self, f14); _s15(self, f15); _s16(self, f16); _s17(self, f17)  # noqa: E704, F821
def pos19(self, f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17, f18): _s0(self, f0); _s1(self, f1); _s2(self, f2); _s3(self, f3); _s4(self, f4); _s5(self, f5); _s6(self, f6); _s7(self, f7); _s8(self, f8); _s9(self, f9); _s10(self, f10); _s11(self, f11); _s12(self, f12); _s13(self, f13); _s14(self, f14); _s15(self, f15); _s16(self, f16); _s17(self, f17); _s18(self, f18)  # noqa: E704, F821
def pos20(self, f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17, f18, f19): _s0(self, f0); _s1(self, f1); _s2(self, f2); _s3(self, f3); _s4(self, f4); _s5(self, f5); _s6(self, f6); _s7(self, f7); _s8(self, f8); _s9(self, f9); _s10(self, f10); _s11(self, f11); _s12(self, f12); _s13(self, f13); _s14(self, f14); _s15(self, f15); _s16(self, f16); _s17(self, f17); _s18(self, f18); _s19(self, f19)  # noqa: E704, F821
def pos21(self, f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17, f18, f19, f20): _s0(self, f0); _s1(self, f1); _s2(self, f2); _s3(self, f3); _s4(self, f4); _s5(self, f5); _s6(self, f6); _s7(self, f7); _s8(self, f8); _s9(self, f9); _s10(self, f10); _s11(self, f11); _s12(self, f12); _s13(self, f13); _s14(self, f14); _s15(self, f15); _s16(self, f16); _s17(self, f17); _s18(self, f18); _s19(self, f19); _s20(self, f20)  # noqa: E704, F821
def pos22(self, f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17, f18, f19, f20, f21): _s0(self, f0); _s1(self, f1); _s2(self, f2); _s3(self, f3); _s4(self, f4); _s5(self, f5); _s6(self, f6); _s7(self, f7); _s8(self, f8); _s9(self, f9); _s10(self, f10); _s11(self, f11); _s12(self, f12); _s13(self, f13); _s14(self, f14); _s15(self, f15); _s16(self, f16); _s17(self, f17); _s18(self, f18); _s19(self, f19); _s20(self, f20); _s21(self, f21)  # noqa: E704, F821
def pos23(self, f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17, f18, f19, f20, f21, f22): _s0(self, f0); _s1(self, f1); _s2(self, f2); _s3(self, f3); _s4(self, f4); _s5(self, f5); _s6(self, f6); _s7(self, f7); _s8(self, f8); _s9(self, f9); _s10(self, f10); _s11(self, f11); _s12(self, f12); _s13(self, f13); _s14(self, f14); _s15(self, f15); _s16(self, f16); _s17(self, f17); _s18(self, f18); _s19(self, f19); _s20(self, f20); _s21(self, f21); _s22(self, f22)  # noqa: E704, F821
def pos24(self, f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17, f18, f19, f20, f21, f22, f23): _s0(self, f0); _s1(self, f1); _s2(self, f2); _s3(self, f3); _s4(self, f4); _s5(self, f5); _s6(self, f6); _s7(self, f7); _s8(self, f8); _s9(self, f9); _s10(self, f10); _s11(self, f11); _s12(self, f12); _s13(self, f13); _s14(self, f14); _s15(self, f15); _s16(self, f16); _s17(self, f17); _s18(self, f18); _s19(self, f19); _s20(self, f20); _s21(self, f21); _s22(self, f22); _s23(self, f23)  # noqa: E704, F821
