"""The fact registry (rules/facts.py): bits follow the order facts are declared in, a fact is
declared once, and a row's ``when`` may name only declared facts."""

from __future__ import annotations

import pytest

from mjscore.rules.facts import Facts


def _registry() -> Facts:
    facts = Facts()
    facts.fact("a", "the first")
    facts.fact("b", "the second")
    facts.fact("c", "the third")
    return facts


def test_bits_follow_the_declaration_order():
    assert _registry().bits == {"a": 1, "b": 2, "c": 4}


@pytest.mark.parametrize("names, mask", [((), 0), (("a",), 1), (("c", "a"), 5), (("a", "b", "c"), 7)],
                         ids=["none", "one", "two-any-order", "all"])
def test_mask_of_names(names, mask):
    assert _registry().mask(names) == mask


def test_a_fact_is_declared_once():
    with pytest.raises(ValueError, match="declared twice"):
        _registry().fact("b", "again")


def test_an_undeclared_fact_is_refused():
    with pytest.raises(KeyError):
        _registry().mask(("d",))


def test_descriptions_by_name():
    assert _registry().descriptions["b"] == "the second"
