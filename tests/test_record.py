"""mjscore.record: a value class behaves as the ``@dataclass(frozen=True, slots=True, kw_only=True)``
class with the same body (the plain ``score`` path uses values so that start-up does not import
``dataclasses``).

- Same ``__init__`` (by keyword, defaults, a factory per instance), ``repr``, equality and hash (the
  same values: sets and dicts of values iterate alike), ``__match_args__`` and slots; a table row
  (``kw_only=False``) also by position; a converter applied to the value given.
- Frozen: assigning or deleting a field raises an AttributeError.
- Copies: pickle, ``copy``, ``deepcopy``; ``record.replace`` / ``fields`` and the ``dataclasses``
  functions (``is_dataclass``, ``fields``, ``replace``, ``asdict``) work on values.
- The values of the package (Hand, Conditions, Result, ...) compare, hash and print as before, and
  each one's ``__init__`` is the generated one; no second way of making a value is left in the package.
"""

from __future__ import annotations

import copy
import dataclasses
import importlib
import pickle
import pkgutil

import pytest

import mjscore
from mjscore import record as rec
from mjscore.api import Result
from mjscore.hand import Conditions, Hand, Meld, Origin
from mjscore.notation import parse_hand


def _pair(kw_only: bool = True):
    """The same class body as a dataclass and as a value class."""

    def body(ns):
        ns["__annotations__"] = {"kind": "str", "tile": "int", "tags": "tuple[str, ...]", "note": "str",
                                 "extra": "frozenset[str]", "seen": "int | None"}
        ns["tags"] = ()
        return ns

    dc = dataclasses.dataclass(frozen=True, slots=True, kw_only=kw_only)(type("Thing", (), body({
        "__module__": __name__, "__qualname__": "Thing",
        "note": dataclasses.field(default="", compare=False, repr=False),
        "extra": dataclasses.field(default_factory=frozenset),
        "seen": None,
        "label": lambda self: f"{self.kind}{self.tile}"})))
    rc = rec.record(kw_only=kw_only)(type("Thing", (), body({
        "__module__": __name__, "__qualname__": "Thing",
        "note": rec.field(default="", compare=False, repr=False),
        "extra": rec.field(default_factory=frozenset),
        "seen": None,
        "label": lambda self: f"{self.kind}{self.tile}"})))
    return dc, rc


DC, RC = _pair()
CALLS = [
    ((), {"kind": "pung", "tile": 3}),
    ((), {"kind": "chow", "tile": 1, "tags": ("a",), "note": "n"}),
    ((), {"kind": "kong", "tile": 7, "extra": frozenset({"x"}), "seen": 2}),
    ((), {"kind": "pair", "tile": 0, "tags": ("b", "c"), "note": "other"}),
]


@pytest.mark.parametrize("args, kw", CALLS, ids=[repr(c) for c in CALLS])
def test_same_fields_repr_eq_hash_as_the_dataclass(args, kw):
    d, r = DC(*args, **kw), RC(*args, **kw)
    assert repr(r) == repr(d)
    assert [getattr(r, f.name) for f in rec.fields(r)] == [getattr(d, f.name) for f in dataclasses.fields(d)]
    assert hash(r) == hash(d)
    assert r == RC(*args, **kw) and r.label() == d.label()
    assert r == rec.replace(r, note="changed")  # (note is not compared)
    assert r != rec.replace(r, tile=r.tile + 1)
    assert r.__eq__(d) is NotImplemented  # another class
    assert RC.__match_args__ == DC.__match_args__ and RC.__slots__ == DC.__slots__
    assert not hasattr(r, "__dict__")


def test_default_factory_is_called_per_instance():
    class Box:
        items: frozenset[str]

    calls = []
    Box.items = rec.field(default_factory=lambda: calls.append(1) or frozenset())
    Box = rec.record(Box)
    Box(), Box(), Box(items=frozenset("a"))
    assert len(calls) == 2


@pytest.mark.parametrize("action", ["assign", "delete"])
def test_fields_cannot_change(action):
    r = RC(kind="pung", tile=3)
    with pytest.raises(rec.FrozenInstanceError, match="field 'tile'"):
        if action == "assign":
            r.tile = 4
        else:
            del r.tile
    assert r.tile == 3


def test_copies():
    r = RC(kind="chow", tile=1, tags=("a",), note="n", extra=frozenset("x"))
    for c in (copy.copy(r), copy.deepcopy(r)):
        assert c == r and repr(c) == repr(r) and c.note == "n"
    hand = parse_hand("m123p456s789EE[CCC] tsumo")  # (pickle needs a class of a module)
    for c in (pickle.loads(pickle.dumps(hand)), copy.deepcopy(hand)):
        assert c == hand and c.origin == hand.origin and c.melds[0].claimed


def test_dataclasses_functions_work_on_records():
    r = RC(kind="chow", tile=1, note="n")
    assert dataclasses.is_dataclass(r) and dataclasses.is_dataclass(RC)
    assert [f.name for f in dataclasses.fields(r)] == ["kind", "tile", "tags", "note", "extra", "seen"]
    assert dataclasses.replace(r, tile=2) == RC(kind="chow", tile=2)
    assert dataclasses.asdict(r) == {"kind": "chow", "tile": 1, "tags": (), "note": "n", "extra": frozenset(),
                                     "seen": None}
    assert rec.replace(DC(kind="pung", tile=3), tile=4) == DC(kind="pung", tile=4)  # dataclasses too


def test_mutable_default_is_refused():
    class Bad:
        items: list[int]

    Bad.items = []
    with pytest.raises(ValueError, match="mutable default"):
        rec.record(Bad)


def test_package_records():
    hand = parse_hand("m123p456s789EE[CCC] tsumo")
    assert isinstance(hand, Hand) and isinstance(hand.origin, Origin) and isinstance(hand.melds[0], Meld)
    same = parse_hand("123m456p789sEE [CCC] tsumo")
    assert hand == same and hash(hand) == hash(same) and hand.origin != same.origin  # origin not compared
    assert "origin" not in repr(hand) and repr(hand).startswith("Hand(tiles=(")
    assert dataclasses.replace(hand, conditions=Conditions()) == rec.replace(hand, conditions=Conditions())
    r = Result(line=1, input="x", rules="mcr", ok=True, parsed=hand)
    assert r == Result(line=1, input="x", rules="mcr", ok=True) and "parsed" not in repr(r)
    assert dataclasses.asdict(Result(line=1, input="x", rules="mcr", ok=False))["ok"] is False


def _package_records():
    found = {}
    for m in pkgutil.walk_packages(mjscore.__path__, "mjscore."):
        if m.name.startswith("mjscore.cli.app"):
            continue
        module = importlib.import_module(m.name)
        for v in vars(module).values():
            if isinstance(v, type) and rec.is_record(v) and v.__module__ == m.name:
                found[f"{v.__module__}.{v.__qualname__}"] = v
    return found


RECORDS = _package_records()


def test_the_plain_path_classes_are_records():
    assert {"mjscore.hand.Hand", "mjscore.hand.Conditions", "mjscore.api.Result",
            "mjscore.rules.mcr.score.McrScore", "mjscore.analysis.shapes.values.Decomposition"} <= set(RECORDS)


@pytest.mark.parametrize("name", sorted(RECORDS))
def test_init_is_the_generated_one_taking_the_fields_with_their_defaults(name):
    cls = RECORDS[name]
    fs = rec.fields(cls)
    init = cls.__init__
    assert init.__code__.co_filename == f"<record {cls.__qualname__}>"
    n = init.__code__.co_argcount + init.__code__.co_kwonlyargcount
    assert init.__code__.co_varnames[:n] == ("self",) + tuple(f.name for f in fs)
    # every field set from its own argument (a field the constructor normalizes: as normalized)
    given = {f.name: NORMALIZED.get((name, f.name), (object(),) * 2) for f in fs}
    made = cls(**{f.name: given[f.name][0] for f in fs})
    assert [getattr(made, f.name) for f in fs] == [given[f.name][1] for f in fs]
    with pytest.raises(rec.FrozenInstanceError):
        setattr(made, fs[0].name, None)


# (record, field) -> (a value given, the value kept): Hand keeps its tiles sorted, whatever order
# they are given in (the shapes read them as runs by suit).
NORMALIZED = {("mjscore.hand.Hand", "tiles"): ((5, 1, 3, 1), (1, 1, 3, 5))}


def test_values_are_made_by_keyword():
    with pytest.raises(TypeError, match="positional"):
        RC("pung", 3)
    with pytest.raises(TypeError, match="positional"):
        Meld("pung", 31)
    assert Meld(kind="pung", tile=31) == Meld(kind="pung", tile=31, concealed=False, red=0)


def test_a_table_row_may_be_written_by_position():
    dc, rc = _pair(kw_only=False)
    assert repr(rc("chow", 1, ("a",))) == repr(dc("chow", 1, ("a",)))
    assert rc("pung", 3) == rc(kind="pung", tile=3) and hash(rc("pung", 3)) == hash(dc("pung", 3))


def test_converter_is_applied_to_the_value_given():
    class Sorted:
        items: tuple[int, ...]

    Sorted.items = rec.field(converter=lambda v: tuple(sorted(v)))
    Sorted = rec.record(Sorted)
    assert Sorted(items=[3, 1, 2]).items == (1, 2, 3)
    assert rec.replace(Sorted(items=(2, 1)), items=(9, 0)).items == (0, 9)


def test_a_written_init_is_refused():
    class Own:
        x: int

        def __init__(self, x):
            object.__setattr__(self, "x", x)

    with pytest.raises(TypeError, match="generated"):
        rec.record(Own)


def test_a_kept_hash_is_the_hash_of_the_fields():
    m = Meld(kind="pung", tile=5)
    assert hash(m) == hash(m) == hash(Meld(kind="pung", tile=5)) == hash(("pung", 5, False, 0))
    assert pickle.loads(pickle.dumps(m)) == m and {m: 1}[Meld(kind="pung", tile=5)] == 1


def test_made_value_is_frozen_hashable_and_picklable():
    made = Meld(kind="chow", tile=2, red=1)
    with pytest.raises(AttributeError):
        made.tile = 3
    with pytest.raises(AttributeError):
        del made.tile
    assert hash(made) == hash(Meld(kind="chow", tile=2, concealed=False, red=1))
    assert pickle.loads(pickle.dumps(made)) == made
    assert rec.replace(made, tile=3) == Meld(kind="chow", tile=3, concealed=False, red=1)


# A second way of making or changing a value: a hand-written setter, an assignable twin, a class
# swap, a positional maker; and a cache keyed by an object's identity instead of its value.
FORBIDDEN = {"set_field": r"\bset_field\b", "class swap": r"__class__ =", "twin": r"\bassignable\(",
             "maker": r"\bmaker\(", "identity key": r"(?<![\w.])id\(", "private JSON slot": r"[.\"]_json\b"}


@pytest.mark.parametrize("what", FORBIDDEN)
def test_no_second_way_of_making_a_value_in_the_package(what):
    import pathlib
    import re

    pattern = re.compile(FORBIDDEN[what])
    root = pathlib.Path(mjscore.__file__).parent
    # (the table builder numbers Lark's own rule objects, not a cache of mjscore's values)
    files = [p for p in sorted(root.rglob("*.py")) if not (what == "identity key" and p.name == "build_tables.py")]
    found = [f"{p.relative_to(root)}:{i}" for p in files
             for i, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
             if pattern.search(line.split("#")[0])]
    assert found == [], found


def test_the_shared_init_code_is_current():
    """The shared __init__ code at the end of mjscore/record.py is what shared_source() writes."""
    import pathlib

    assert pathlib.Path(rec.__file__).read_text(encoding="utf-8").endswith(rec.shared_source())
