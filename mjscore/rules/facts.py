"""Fact registries: the cheap yes/no properties of a hand that the rows of a rule table name.

A rule set declares its facts once, in order, each with a description (:meth:`Facts.fact`); the
registry gives each the next bit. A row of the rule table says which facts its test needs
(``when=``, by name), and whether those facts alone make it count (``sure=True``: no test runs). The
engine compiles the rows' masks at import and tests a row only when all the facts it needs are
present: the rows stay the one statement of what a rule needs, and checking it costs one AND.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Final


class Facts:
    """The facts of one engine: name -> bit (in the order declared) and name -> description."""

    def __init__(self) -> None:
        self.bits: Final[dict[str, int]] = {}  # (filled as the facts are declared, at import)
        self.descriptions: Final[dict[str, str]] = {}

    def fact(self, name: str, description: str) -> int:
        """Declare the next fact; its bit."""
        if name in self.bits:
            raise ValueError(f"fact {name!r} declared twice")
        bit = self.bits[name] = 1 << len(self.bits)
        self.descriptions[name] = description
        return bit

    def mask(self, names: tuple[str, ...]) -> int:
        """The bits of these facts (a KeyError names a fact not declared)."""
        mask = 0
        for n in names:
            mask |= self.bits[n]
        return mask
