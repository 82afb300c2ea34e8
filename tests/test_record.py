"""mjscore.record: a record class behaves as the ``@dataclass(frozen=True, slots=True)`` class with the
same body (the plain ``score`` path uses records so that start-up does not import ``dataclasses``).

- Same ``__init__`` (positional, keyword, defaults, a factory per instance), ``repr``, equality and
  hash (the same values: sets and dicts of records iterate alike), ``__match_args__`` and slots.
- Frozen: assigning or deleting a field raises an AttributeError.
- Copies: pickle, ``copy``, ``deepcopy``; ``record.replace`` / ``fields`` and the ``dataclasses``
  functions (``is_dataclass``, ``fields``, ``replace``, ``asdict``) work on records.
- The records of the package (Hand, Conditions, Result, ...) compare, hash and print as before, and
  each one's own ``__init__`` takes its fields in order with their defaults (as the generated one).
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


def _pair():
    """The same class body as a dataclass and as a record."""

    def body(ns):
        ns["__annotations__"] = {"kind": "str", "tile": "int", "tags": "tuple[str, ...]", "note": "str",
                                 "extra": "frozenset[str]", "seen": "int | None"}
        ns["tags"] = ()
        return ns

    dc = dataclasses.dataclass(frozen=True, slots=True)(type("Thing", (), body({
        "__module__": __name__, "__qualname__": "Thing",
        "note": dataclasses.field(default="", compare=False, repr=False),
        "extra": dataclasses.field(default_factory=frozenset),
        "seen": None,
        "label": lambda self: f"{self.kind}{self.tile}"})))
    rc = rec.record(type("Thing", (), body({
        "__module__": __name__, "__qualname__": "Thing",
        "note": rec.field(default="", compare=False, repr=False),
        "extra": rec.field(default_factory=frozenset),
        "seen": None,
        "label": lambda self: f"{self.kind}{self.tile}"})))
    return dc, rc


DC, RC = _pair()
CALLS = [
    (("pung", 3), {}),
    (("chow", 1, ("a",)), {"note": "n"}),
    ((), {"kind": "kong", "tile": 7, "extra": frozenset({"x"}), "seen": 2}),
    (("pair", 0), {"tags": ("b", "c"), "note": "other"}),
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
    Box(), Box(), Box(frozenset("a"))
    assert len(calls) == 2


@pytest.mark.parametrize("action", ["assign", "delete"])
def test_fields_cannot_change(action):
    r = RC("pung", 3)
    with pytest.raises(AttributeError, match="field 'tile'"):
        if action == "assign":
            r.tile = 4
        else:
            del r.tile
    assert r.tile == 3


def test_copies():
    r = RC("chow", 1, ("a",), note="n", extra=frozenset("x"))
    for c in (copy.copy(r), copy.deepcopy(r)):
        assert c == r and repr(c) == repr(r) and c.note == "n"
    hand = parse_hand("m123p456s789EE[CCC] tsumo")  # (pickle needs a class of a module)
    for c in (pickle.loads(pickle.dumps(hand)), copy.deepcopy(hand)):
        assert c == hand and c.origin == hand.origin and c.melds[0].claimed


def test_dataclasses_functions_work_on_records():
    r = RC("chow", 1, note="n")
    assert dataclasses.is_dataclass(r) and dataclasses.is_dataclass(RC)
    assert [f.name for f in dataclasses.fields(r)] == ["kind", "tile", "tags", "note", "extra", "seen"]
    assert dataclasses.replace(r, tile=2) == RC("chow", 2)
    assert dataclasses.asdict(r) == {"kind": "chow", "tile": 1, "tags": (), "note": "n", "extra": frozenset(),
                                     "seen": None}
    assert rec.replace(DC("pung", 3), tile=4) == DC("pung", 4)  # dataclasses too


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
    r = Result(1, "x", "mcr", True, parsed=hand)
    assert r == Result(1, "x", "mcr", True) and "parsed" not in repr(r)
    assert dataclasses.asdict(Result(1, "x", "mcr", False))["ok"] is False


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
def test_own_init_takes_the_fields_with_their_defaults(name):
    cls = RECORDS[name]
    fs = rec.fields(cls)
    generated = rec._init(name, fs)
    own = cls.__init__
    n = own.__code__.co_argcount
    assert own.__code__.co_varnames[:n] == generated.__code__.co_varnames[:n] == ("self",) + tuple(f.name for f in fs)
    defaults = [f.default_factory() if f.default_factory is not rec._MISSING else f.default
                for f in fs if f.default is not rec._MISSING or f.default_factory is not rec._MISSING]
    assert list(own.__defaults__ or ()) == defaults
    # every field set from its own argument (a field the constructor normalizes: as normalized)
    given = {f.name: NORMALIZED.get((name, f.name), (object(),) * 2) for f in fs}
    made = cls(*[given[f.name][0] for f in fs])
    assert [getattr(made, f.name) for f in fs] == [given[f.name][1] for f in fs]


# (record, field) -> (a value given, the value kept): Hand keeps its tiles sorted, whatever order
# they are given in (the shapes read them as runs by suit).
NORMALIZED = {("mjscore.hand.Hand", "tiles"): ((5, 1, 3, 1), (1, 1, 3, 5))}


def test_maker_makes_what_init_makes():
    """record.maker sets every field (what the class's __init__ makes), all of them."""
    make = rec.maker(Meld)
    made = make("pung", 31, False, 0)
    assert made == Meld("pung", 31) and type(made) is Meld and repr(made) == repr(Meld("pung", 31))
    with pytest.raises(TypeError):
        make("pung", 31)


def test_maker_code_is_named_after_its_record():
    """The maker's function is written out as source and run (exec, not compile): its code still
    says which record it makes, as tracebacks and profiles show it."""
    assert rec.maker(Meld).__code__.co_filename == "<record Meld maker>"


def test_maker_makes_a_frozen_record_of_the_class_itself():
    """The maker's instance is made as an assignable twin and then becomes the class: afterwards it is
    as frozen, hashable and picklable as one made by __init__, and the twin shows nowhere."""
    import pickle

    made = rec.maker(Meld)("chow", 2, False, 1)
    assert type(made) is Meld and made.__class__ is Meld and isinstance(made, Meld)
    with pytest.raises(AttributeError):
        made.tile = 3
    with pytest.raises(AttributeError):
        del made.tile
    assert hash(made) == hash(Meld("chow", 2, False, 1)) and pickle.loads(pickle.dumps(made)) == made
    assert rec.replace(made, tile=3) == Meld("chow", 3, False, 1)
