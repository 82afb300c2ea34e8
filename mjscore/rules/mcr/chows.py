"""Fans made by several chows, under the account-once principle (套算一次).

Given the chows of one decomposition (their lowest tiles), :func:`chow_fans` returns the chow fans
that count:

- a 4-chow fan (quadruple chow, four pure shifted chows) stands alone: no other chow fan is counted
  with it;
- otherwise a 3-chow fan (pure triple chow, pure straight, pure shifted chows, mixed straight, mixed
  triple chow, mixed shifted chows) counts once, plus at most one 2-chow fan made by the fourth chow
  with one of the three;
- otherwise 2-chow fans (pure double chow, mixed double chow, short straight, two terminal chows):
  each chow combines with each other chow at most once and a new pair must bring in a chow not yet
  combined (the pairs form a forest: with four chows at most three fans), and a chow never makes the
  same fan twice (non-identical principle).

Where several choices give as many fans, the rulebook's priority keeps pure double chow, then mixed
double chow, then short straight, then two terminal chows. (features._chow_facts keeps the answer
per chow tuple.)
"""

from __future__ import annotations

from itertools import combinations

from .fans import BY_ID

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Final

# 4-chow fans (each stands alone).
FOUR_FANS: Final = ("quadruple_chow", "four_pure_shifted_chows")
# 2-chow fans in priority order (principle 8).
PAIR_FANS: Final = ("pure_double_chow", "mixed_double_chow", "short_straight", "two_terminal_chows")
# 3-chow fans (the one worth the most points, on its fan row, is kept when several subsets qualify).
TRIPLE_FANS: Final = ("pure_triple_chow", "pure_straight", "pure_shifted_chows", "mixed_straight", "mixed_triple_chow",
                      "mixed_shifted_chows")


# Two chows of one suit, by the distance of their lowest tiles.
_SAME_SUIT_PAIR_FANS: Final = {0: "pure_double_chow", 3: "short_straight", 6: "two_terminal_chows"}


def pair_fan(a: int, b: int) -> str | None:
    """The 2-chow fan of chows starting at tiles a <= b, if any."""
    if a // 9 == b // 9:
        return _SAME_SUIT_PAIR_FANS.get(b - a)
    if a % 9 == b % 9:
        return "mixed_double_chow"
    return None


def four_fan(c: tuple[int, ...]) -> str | None:
    """Quadruple chow or four pure shifted chows (c sorted)."""
    if c[0] // 9 != c[3] // 9:
        return None
    d = c[1] - c[0]
    if c[2] - c[1] == d and c[3] - c[2] == d:
        if d == 0:
            return "quadruple_chow"
        if d in (1, 2):
            return "four_pure_shifted_chows"
    return None


def triple_fan(c: tuple[int, ...]) -> str | None:
    """The 3-chow fan of three chows (c sorted by tile), if any."""
    a, b, d = c
    suits = {a // 9, b // 9, d // 9}
    ranks = sorted((a % 9, b % 9, d % 9))
    if len(suits) == 1:
        d1, d2 = c[1] - c[0], c[2] - c[1]
        if d1 == d2 == 0:
            return "pure_triple_chow"
        if ranks == [0, 3, 6]:
            return "pure_straight"
        if d1 == d2 and d1 in (1, 2):
            return "pure_shifted_chows"
        return None
    if len(suits) == 3:
        if ranks == [0, 3, 6]:
            return "mixed_straight"
        if ranks[0] == ranks[2]:
            return "mixed_triple_chow"
        if ranks[1] == ranks[0] + 1 and ranks[2] == ranks[1] + 1:
            return "mixed_shifted_chows"
    return None


def _best_pairs(chows: tuple[int, ...], allowed: list[tuple[int, int]]) -> tuple[tuple[str, tuple[int, int]], ...]:
    """The best set of 2-chow fans over the chow index pairs ``allowed`` (forest, non-identical), each
    with the indices of its two chows."""
    edges: list[tuple[int, int, str]] = []
    for i, j in allowed:
        f = pair_fan(min(chows[i], chows[j]), max(chows[i], chows[j]))
        if f:
            edges.append((i, j, f))
    if len(edges) <= 1:  # (one pair of chows: its fan, if any, is the best)
        return tuple((f, (i, j)) for i, j, f in edges)
    return _best_forest(len(chows), tuple(edges))


def _best_forest(size: int, edges: tuple[tuple[int, int, str], ...]) -> tuple[tuple[str, tuple[int, int]], ...]:
    """The best choice among ``edges`` (two chows' indices and their fan) for ``size`` chows."""
    n = len(edges)
    best_key: tuple[int, ...] = (0, 0, 0, 0, 0)
    best: tuple[tuple[str, tuple[int, int]], ...] = ()
    for mask in range(1, 1 << n):
        chosen = [edges[k] for k in range(n) if mask >> k & 1]
        parent = list(range(size))
        ok = True
        used: set[tuple[int, str]] = set()
        for i, j, f in chosen:
            ri, rj = _root(parent, i), _root(parent, j)
            if ri == rj or (i, f) in used or (j, f) in used:
                ok = False
                break
            parent[ri] = rj
            used.add((i, f))
            used.add((j, f))
        if not ok:
            continue
        fans = tuple(f for _, _, f in chosen)
        key = (len(fans),) + tuple(fans.count(p) for p in PAIR_FANS)
        if key > best_key:
            best_key, best = key, tuple((f, (i, j)) for i, j, f in chosen)
    return best


def _root(parent: list[int], x: int) -> int:
    """The root of x's tree among the chosen pairs (union-find without compression: four chows)."""
    while parent[x] != x:
        x = parent[x]
    return x


# The points and exclusions of the 3-chow fans, read off their fan rows.
_TRIPLE_POINTS: Final = {f: BY_ID[f].points for f in TRIPLE_FANS}
_EXCLUDED_BY: Final = {f: frozenset(x for x in BY_ID[f].excludes if isinstance(x, str)) for f in TRIPLE_FANS}


def _best_single(chows: tuple[int, ...], allowed: list[tuple[int, int]], excluded: frozenset[str]
                 ) -> tuple[tuple[str, tuple[int, int]], ...]:
    """The one 2-chow fan the fourth chow adds next to a 3-chow fan: the highest-priority fan it
    makes with one of the three that the 3-chow fan does not exclude (with the two chows' indices)."""
    found: dict[str, tuple[int, int]] = {}
    for i, j in allowed:
        fan = pair_fan(min(chows[i], chows[j]), max(chows[i], chows[j]))
        if fan is not None:
            found.setdefault(fan, (i, j))
    return next((((p, found[p]),) for p in PAIR_FANS if p in found and p not in excluded), ())


def chow_combos(chows: tuple[int, ...]) -> tuple[tuple[str, tuple[int, ...]], ...]:
    """The chow fans that count for these chows (sorted lowest tiles), each with the indices of the
    chows that make it (for --explain)."""
    n = len(chows)
    if n < 2:
        return ()
    if n == 2:  # (two chows: their fan, if any)
        f = pair_fan(chows[0], chows[1])
        return ((f, (0, 1)),) if f else ()
    if n == 4:
        f = four_fan(chows)
        if f:
            return ((f, (0, 1, 2, 3)),)
    if n >= 3:
        best = None
        for trio in combinations(range(n), 3):
            i, j, k = trio
            f = triple_fan((chows[i], chows[j], chows[k]))
            if not f:
                continue
            if n == 3:  # (no fourth chow: the 3-chow fan alone)
                return ((f, trio),)
            rest = [i for i in range(n) if i not in trio]
            extra = _best_single(chows, [(i, r) for r in rest for i in trio], _EXCLUDED_BY[f])
            key = (_TRIPLE_POINTS[f] + len(extra),) + tuple(sum(1 for e, _ in extra if e == p) for p in PAIR_FANS)
            if best is None or key > best[0]:
                best = (key, ((f, trio),) + extra)
        if best:
            return best[1]
    return _best_pairs(chows, list(combinations(range(n), 2)))


def chow_fans(chows: tuple[int, ...]) -> tuple[tuple[str, int], ...]:
    """The chow fans that count for these chows (sorted lowest tiles), as (fan id, count) pairs."""
    out: dict[str, int] = {}
    for f, _ in chow_combos(chows):
        out[f] = out.get(f, 0) + 1
    return tuple(out.items())
