"""Canonical suffix notation of tiles, groups and decompositions (``123m``, ``[EEE]``, ``(5555m)``)."""

from __future__ import annotations

from functools import lru_cache

from ...hand import CHOW, KONG, PUNG
from ...analysis.shapes import HONORS_KNITTED, KNITTED_STRAIGHT, PAIR, THIRTEEN_ORPHANS, Decomposition, Group
from ...notation.writer import format_group, format_tiles


def write_tiles(tiles) -> str:
    """Canonical suffix notation of some tiles, sorted: ``123m55p``, ``EEE``, ``147m258p369s``."""
    if type(tiles) is tuple:  # (a hand's or a knitted shape's tiles: cached)
        return _tuple_text(tiles)
    return format_tiles(sorted(tiles))


@lru_cache(maxsize=2048)
def _tuple_text(tiles: tuple) -> str:
    return format_tiles(sorted(tiles))


# Group texts by kind, then as formed (0) or as a declared meld claimed (1) or concealed (2), then
# by tile: made when first met. Read by the group's fields (a str and ints), not keyed by the group
# itself: a Group's hash is a Python-level call, and a decomposition's text reads four or five.
_TEXTS: dict[str, tuple[list, list, list]] = {kind: ([None] * 34, [None] * 34, [None] * 34)
                                              for kind in (CHOW, PUNG, KONG, PAIR)}


def write_group(g: Group) -> str:
    """A group's text, a declared meld in its brackets (kept: a pure function of the group)."""
    by_tile = _TEXTS[g.kind][g.declared and 1 + g.concealed]
    text = by_tile[g.tile]
    if text is None:
        text = by_tile[g.tile] = format_group(g, brackets=True)
    return text


def write_decomposition(d: Decomposition, all_tiles) -> tuple[str, ...]:
    """The sets of a decomposition: concealed sets in tile order, declared melds, the pair last;
    knitted tiles (or the whole hand of thirteen orphans / honors-and-knitted) as one string first."""
    shape = d.shape
    if shape == THIRTEEN_ORPHANS:
        return (write_tiles(all_tiles),)
    if shape == HONORS_KNITTED:
        return (write_tiles(d.knitted),)
    groups = d.groups
    # (a decomposition lists its declared melds first, then its concealed sets in tile order, then
    # the pair: shapes.decompose)
    if groups and groups[0].declared:
        k = 1
        while groups[k].declared:
            k += 1
        groups = groups[k:-1] + groups[:k] + groups[-1:]
    texts = []  # (write_group inlined: a call per group)
    for g in groups:
        by_tile = _TEXTS[g.kind][g.declared and 1 + g.concealed]
        text = by_tile[g.tile]
        if text is None:
            text = by_tile[g.tile] = format_group(g, brackets=True)
        texts.append(text)
    texts = tuple(texts)
    if shape == KNITTED_STRAIGHT:
        return (write_tiles(d.knitted),) + texts
    return texts
