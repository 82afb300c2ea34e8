"""`mjscore discard` under Yaochu (52 tiles: the 13 terminal and honor kinds) against a brute force.

The brute force lists every complete hand the kept tiles could grow into — 4 pungs + a pair (fewer
pungs beside declared melds), seven different pairs, thirteen orphans; never a fifth copy, melds
included — and takes the fewest tiles missing. Shanten = that minimum - 1; the improving tiles are
the kinds some nearest complete hand holds more of than the kept tiles (drawing one brings that
hand one tile closer; no draw brings any hand closer by more). Nothing of mjscore's shanten
machinery is used to build the answer.
"""

from __future__ import annotations

import random
from functools import lru_cache
from itertools import combinations

from mjscore.analysis.discard import analyse
from mjscore.hand import KONG, PUNG, Meld
from mjscore.rules import get
from mjscore.tiles import ORPHANS

from tests.conftest import SUMMARY
from tests.discard_corpus import ShapesOnly, expected_left, to_hand
from tests.handgen import GenHand

YAOCHU_RULES = get("yaochu")
# The Yaochu rule set's own shapes and tile set, without scoring (scored waits: test_discard_examples).
YAOCHU = ShapesOnly("yaochu-shapes", YAOCHU_RULES.shapes, YAOCHU_RULES.tile_set)


@lru_cache(maxsize=None)
def targets(melds: tuple[Meld, ...]) -> tuple[dict[int, int], ...]:
    """Every complete concealed part (kind -> copies) beside ``melds``, no kind above four copies."""
    used = {t: sum(m.tiles.count(t) for m in melds) for t in ORPHANS}
    room = {t: 4 - used[t] for t in ORPHANS}
    out = []
    pungs = 4 - len(melds)
    for sets in combinations(ORPHANS, pungs):
        if any(room[t] < 3 for t in sets):
            continue
        for pair in ORPHANS:
            if pair in sets or room[pair] < 2:
                continue
            target = {t: 3 for t in sets}
            target[pair] = 2
            out.append(target)
    if not melds:
        for pairs in combinations(ORPHANS, 7):
            out.append({t: 2 for t in pairs})
        for double in ORPHANS:
            target = {t: 1 for t in ORPHANS}
            target[double] = 2
            out.append(target)
    return tuple(out)


def brute_force(counts: list[int], melds: tuple[Meld, ...]) -> list[tuple[int, int, list[int]]]:
    """(discard, shanten of the 13 kept, improving tiles) for each distinct concealed kind."""
    all_targets = targets(melds)
    # Tiles missing from each complete hand for the 14 tiles; taking a tile of kind d out adds one
    # exactly when the complete hand holds at least as many d as the 14 tiles do.
    base = [sum(c - counts[t] for t, c in target.items() if c > counts[t]) for target in all_targets]
    out = []
    for d in range(34):
        if not counts[d]:
            continue
        kept = list(counts)
        kept[d] -= 1
        missing = [b + (target.get(d, 0) >= counts[d]) for target, b in zip(all_targets, base)]
        best = min(missing)
        improving = set()
        for target, m in zip(all_targets, missing):
            if m == best:
                improving.update(t for t, c in target.items() if c > kept[t])
        out.append((d, best - 1, sorted(improving)))
    return out


def yaochu_hand(rng: random.Random) -> GenHand:
    """A 14-tile Yaochu hand: complete (all pungs with 0-3 declared pungs or kongs, seven pairs,
    thirteen orphans), then 0-3 tiles swapped for other terminals and honors; or a random deal."""
    counts = [0] * 34
    melds: list[Meld] = []
    kind = rng.choice(("pungs", "pungs", "pairs", "orphans", "deal"))
    kinds = list(ORPHANS)
    rng.shuffle(kinds)
    if kind == "pungs":
        n_melds = rng.choice((0, 0, 1, 2, 3))
        for i, t in enumerate(kinds[:4]):
            if i < n_melds:
                melds.append(rng.choice((Meld(kind=PUNG, tile=t), Meld(kind=KONG, tile=t), Meld(kind=KONG, tile=t, concealed=True))))
            else:
                counts[t] += 3
        counts[kinds[4]] += 2
    elif kind == "pairs":
        for t in kinds[:7]:
            counts[t] += 2
    elif kind == "orphans":
        for t in ORPHANS:
            counts[t] += 1
        counts[kinds[0]] += 1
    else:
        wall = [t for t in ORPHANS for _ in range(4)]
        for t in rng.sample(wall, 14):
            counts[t] += 1
    used = list(counts)
    for m in melds:
        for t in m.tiles:
            used[t] += 1
    for _ in range(0 if kind == "deal" else rng.choice((0, 1, 2, 3))):
        out = rng.choice([t for t in range(34) for _ in range(counts[t])])
        into = rng.choice([t for t in ORPHANS if used[t] < 4 and t != out])
        counts[out] -= 1
        used[out] -= 1
        counts[into] += 1
        used[into] += 1
    return GenHand(counts, tuple(sorted(melds, key=lambda m: m.tile)), kind)


def test_every_discard_matches_the_brute_force():
    rng = random.Random(2024)
    hands = [yaochu_hand(rng) for _ in range(150)]
    by_kind: dict[str, int] = {}
    discards = 0
    for i, h in enumerate(hands):
        seen = tuple(sorted(rng.choice(ORPHANS) for _ in range(rng.randint(1, 5)))) if i % 2 else ()
        found = analyse(to_hand(h, seen), YAOCHU)
        left = expected_left(h, seen)
        want = brute_force(h.counts, h.melds)
        got = sorted((d.tile, d.shanten, [i.tile for i in d.improving]) for d in found.discards)
        assert got == want, h
        for d in found.discards:
            assert [i.left for i in d.improving] == [left[i.tile] for i in d.improving]
            assert d.left == sum(i.left for i in d.improving)
        complete = any(all(h.counts[t] == target.get(t, 0) for t in range(34)) for target in targets(h.melds))
        assert found.shanten == (-1 if complete else min(s for _, s, _ in want)), h
        by_kind["complete"] = by_kind.get("complete", 0) + complete
        by_kind[h.shape] = by_kind.get(h.shape, 0) + 1
        discards += len(want)
    SUMMARY.append(f"discard, Yaochu vs brute force: {len(hands)} hands, {discards} discards ("
                   + ", ".join(f"{k} {v}" for k, v in sorted(by_kind.items())) + ")")
    assert all(by_kind.get(k, 0) >= 15 for k in ("pungs", "pairs", "orphans", "deal", "complete")), by_kind
