"""Canonical suffix notation of tiles, groups and decompositions (``123m``, ``[EEE]``, ``(5555m)``)."""

from __future__ import annotations

from functools import lru_cache

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


# Group texts by the group object (groups are shared values: the shape engine makes each concealed
# group once and caches declared ones), each entry holding its group so that its id stays its own
# (no other object can have it while the entry lives); _TEXT_BY_ID holds the same texts by id alone,
# cleared with it. Other equal groups fall back to the cache by value. All bounded.
_BY_OBJECT: dict[int, tuple[Group, str]] = {}
_TEXT_BY_ID: dict[int, str] = {}
_BY_OBJECT_MAX = 1024
_TEXT_BY_ID_ITEM = _TEXT_BY_ID.__getitem__


def write_group(g: Group) -> str:
    """A group's text, a declared meld in its brackets (cached: a pure function of the group, of
    which there are a few hundred)."""
    hit = _BY_OBJECT.get(id(g))
    if hit is not None and hit[0] is g:
        return hit[1]
    text = _group_text(g)
    if len(_BY_OBJECT) >= _BY_OBJECT_MAX:
        _BY_OBJECT.clear()
        _TEXT_BY_ID.clear()
    _BY_OBJECT[id(g)] = (g, text)
    _TEXT_BY_ID[id(g)] = text
    return text


@lru_cache(maxsize=1024)
def _group_text(g: Group) -> str:
    return format_group(g, brackets=True)


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
        texts = tuple(map(_TEXT_BY_ID_ITEM, map(id, groups)))
    except KeyError:
        texts = tuple([write_group(g) for g in groups])
    if shape == KNITTED_STRAIGHT:
        return (write_tiles(d.knitted),) + texts
    return texts
