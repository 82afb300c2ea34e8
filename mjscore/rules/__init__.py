"""The rule sets, registered by name in the catalog and imported only when asked for (fast start-up)."""

from __future__ import annotations

from importlib import import_module

from . import catalog
from .base import RuleSet

# name -> module whose RULE_SET attribute implements base.RuleSet (from the catalog's rows)
REGISTRY: dict[str, str] = {row.name: row.module for row in catalog.ROWS}
NAMES = catalog.NAMES


def get(name: str) -> RuleSet:
    """The rule set called ``name``; KeyError for an unknown name."""
    return import_module(REGISTRY[name]).RULE_SET
