"""Canonical suffix notation of tiles, groups and decompositions (``123m``, ``[EEE]``, ``(5555m)``)."""

from __future__ import annotations

from functools import lru_cache

from ...shapes import HONORS_KNITTED, KNITTED_STRAIGHT, PAIR, THIRTEEN_ORPHANS, Decomposition, Group
from ...notation_write import format_group, format_tiles


def write_tiles(tiles) -> str:
    """Canonical suffix notation of some tiles, sorted: ``123m55p``, ``EEE``, ``147m258p369s``."""
    return format_tiles(sorted(tiles))


@lru_cache(maxsize=1024)
def write_group(g: Group) -> str:
    """A group's text, a declared meld in its brackets (cached: a pure function of the group, of
    which there are a few hundred)."""
    return format_group(g, brackets=True)


def write_decomposition(d: Decomposition, all_tiles) -> list[str]:
    """The sets of a decomposition: concealed sets in tile order, declared melds, the pair last;
    knitted tiles (or the whole hand of thirteen orphans / honors-and-knitted) as one string first."""
    if d.shape == THIRTEEN_ORPHANS:
        return [write_tiles(all_tiles)]
    if d.shape == HONORS_KNITTED:
        return [write_tiles(d.knitted)]
    head = [write_tiles(d.knitted)] if d.shape == KNITTED_STRAIGHT else []
    sets = [g for g in d.groups if g.kind != PAIR]
    sets.sort(key=lambda g: (g.declared, g.tile))
    pairs = [g for g in d.groups if g.kind == PAIR]
    return head + [write_group(g) for g in sets] + [write_group(g) for g in pairs]
