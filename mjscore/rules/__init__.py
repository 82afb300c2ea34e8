"""The rule sets, registered by name and imported only when asked for (fast start-up)."""

from __future__ import annotations

from importlib import import_module

from .base import RuleSet

# name -> module whose RULE_SET attribute implements base.RuleSet
REGISTRY: dict[str, str] = {
    "mcr": "mjscore.rules.mcr",
    "yaochu": "mjscore.rules.yaochu",
    "fliosen": "mjscore.rules.fliosen",
    "riichi": "mjscore.rules.riichi",  # (temporary: to be a catalog row)
}
NAMES = tuple(REGISTRY)


def get(name: str) -> RuleSet:
    """The rule set called ``name``; KeyError for an unknown name."""
    return import_module(REGISTRY[name]).RULE_SET
