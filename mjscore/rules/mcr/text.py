"""Canonical suffix notation of tiles, groups and decompositions (``123m``, ``[EEE]``, ``(5555m)``)."""

from __future__ import annotations

from ...hand import CHOW, KONG, PUNG
from ...analysis.shapes import HONORS_KNITTED, KNITTED_STRAIGHT, PAIR, THIRTEEN_ORPHANS, Decomposition, Group
from ...notation.writer import format_group, format_tiles

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Final
    from collections.abc import Iterable

    from ...tiles import Tile


def write_tiles(tiles: Iterable[Tile]) -> str:
    """Canonical suffix notation of some tiles, sorted: ``123m55p``, ``EEE``, ``147m258p369s``."""
    return format_tiles(sorted(tiles))


class _Texts(dict[int, str]):
    """The texts of the groups of one kind, formed or declared (claimed or concealed), by tile: each
    made when first asked (a pure function of the group; at most 34)."""

    __slots__ = ("kind", "declared", "concealed")

    def __init__(self, kind: str, declared: bool, concealed: bool) -> None:
        super().__init__()
        self.kind, self.declared, self.concealed = kind, declared, concealed

    def __missing__(self, tile: int) -> str:
        group = Group(kind=self.kind, tile=tile, declared=self.declared, concealed=self.concealed)
        text = self[tile] = format_group(group, brackets=True)
        return text


# Group texts by kind, then by tile: read by the group's fields (a str and an int), not keyed by the
# group itself (a Group's hash is a Python-level call, and a decomposition's text reads four to seven).
_FORMED: Final = {kind: _Texts(kind, False, True) for kind in (CHOW, PUNG, KONG, PAIR)}
_DECLARED: Final = {concealed: {kind: _Texts(kind, True, concealed) for kind in (CHOW, PUNG, KONG)}
                    for concealed in (False, True)}


def write_group(g: Group) -> str:
    """A group's text, a declared meld in its brackets (kept: a pure function of the group)."""
    if g.declared:
        return _DECLARED[g.concealed][g.kind][g.tile]
    return _FORMED[g.kind][g.tile]


def write_decomposition(d: Decomposition, all_tiles: tuple[Tile, ...]) -> tuple[str, ...]:
    """The sets of a decomposition: concealed sets in tile order, declared melds, the pair last;
    knitted tiles (or the whole hand of thirteen orphans / honors-and-knitted) as one string first."""
    shape = d.shape
    if shape == THIRTEEN_ORPHANS:
        return (write_tiles(all_tiles),)
    if shape == HONORS_KNITTED:
        return (write_tiles(d.knitted),)
    groups = d.groups
    texts: list[str] = []
    if groups[0].declared:
        # (a decomposition lists its declared melds first, then its concealed sets in tile order,
        # then the pair: shapes.decompose; the pair is never declared)
        k = 1
        while groups[k].declared:
            k += 1
        for g in groups[k:-1]:
            texts.append(_FORMED[g.kind][g.tile])
        for g in groups[:k]:
            texts.append(_DECLARED[g.concealed][g.kind][g.tile])
        g = groups[-1]
        texts.append(_FORMED[g.kind][g.tile])
    else:
        for g in groups:
            texts.append(_FORMED[g.kind][g.tile])
    if shape == KNITTED_STRAIGHT:
        return (write_tiles(d.knitted), *texts)
    return tuple(texts)
