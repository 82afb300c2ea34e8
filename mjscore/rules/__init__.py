"""The rule sets, registered by name in the catalog and imported only when asked for (fast start-up)."""

from __future__ import annotations

import sys

from . import catalog
from .rule_set import RuleSet

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ..hand import Hand

# name -> module whose RULE_SET attribute implements rule_set.RuleSet (from the catalog's rows)
REGISTRY: dict[str, str] = {row.name: row.module for row in catalog.ROWS}
NAMES = catalog.NAMES


def get(name: str) -> RuleSet:
    """The rule set called ``name``; KeyError for an unknown name."""
    module = REGISTRY[name]
    __import__(module)  # (not importlib.import_module: importing importlib costs start-up time)
    rule_set: RuleSet = sys.modules[module].RULE_SET
    return rule_set


def shanten_for(hand: Hand, name: str) -> int:
    """The shanten of a hand under the rule set called ``name``: with its shapes and its tile set."""
    from ..analysis.shanten import shanten

    rule_set = get(name)
    return shanten(hand, shapes=rule_set.shapes, tile_set=rule_set.tile_set)
