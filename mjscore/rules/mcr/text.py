"""Canonical suffix notation of tiles, groups and decompositions (``123m``, ``[EEE]``, ``(5555m)``)."""

from __future__ import annotations

from functools import lru_cache

from ...analysis.shapes import HONORS_KNITTED, KNITTED_STRAIGHT, THIRTEEN_ORPHANS, Decomposition, Group
from ...notation.writer import format_group, format_tiles


def write_tiles(tiles) -> str:
    """Canonical suffix notation of some tiles, sorted: ``123m55p``, ``EEE``, ``147m258p369s``."""
    if type(tiles) is tuple:  # (a hand's or a knitted shape's tiles: cached)
        return _tuple_text(tiles)
    return format_tiles(sorted(tiles))


@lru_cache(maxsize=2048)
def _tuple_text(tiles: tuple) -> str:
    return format_tiles(sorted(tiles))


# Group texts by the group (a few hundred occur; bounded).
_TEXT: dict[Group, str] = {}
_TEXT_ITEM = _TEXT.__getitem__


def write_group(g: Group) -> str:
    """A group's text, a declared meld in its brackets (kept: a pure function of the group)."""
    text = _TEXT.get(g)
    if text is None:
        if len(_TEXT) >= 1024:
            _TEXT.clear()
        text = _TEXT[g] = format_group(g, brackets=True)
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
    try:  # (a failed lookup costs nothing until it fails; a test for None compares each text)
        texts = tuple(map(_TEXT_ITEM, groups))
    except KeyError:
        texts = tuple([write_group(g) for g in groups])
    if shape == KNITTED_STRAIGHT:
        return (write_tiles(d.knitted),) + texts
    return texts
