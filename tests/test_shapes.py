"""The shape engine against an independent brute force, plus table-driven readings.

The brute force never recurses over tiles: it tries every multiset of candidate sets (all chows and
pungs the hand could hold) and every pair, and keeps those whose tiles add up to the hand. Count
vectors are packed into integers (3 bits a tile, counts never reach 8), so a candidate multiset is
checked with one integer sum.
"""

from __future__ import annotations

import random
from itertools import combinations, combinations_with_replacement

import pytest

from mjscore.analysis import shapes
from mjscore.analysis.shapes import blocks
from mjscore.hand import CHOW, KONG, PUNG, Meld
from mjscore.analysis.shapes import (MCR_SHAPES, REGULAR, RIICHI_SHAPES, decompose, is_complete, only_wait,
                                     only_wait_of_complete, readings, winning_tiles)
from mjscore.tiles import from_name

from tests.handgen import (HONORS, KNITTED_STRAIGHTS, ORPHANS, GenHand, remove_one, swap_tiles, waiting_corpus,
                           winning_corpus)

RULES = {"mcr": MCR_SHAPES, "riichi": RIICHI_SHAPES}


# --- brute force ------------------------------------------------------------------------------------


def pack(counts) -> int:
    return sum(c << (3 * t) for t, c in enumerate(counts))


def pack_tiles(tiles) -> int:
    return sum(1 << (3 * t) for t in tiles)


ALL_SETS = [(CHOW, t) for t in range(27) if t % 9 <= 6] + [(PUNG, t) for t in range(34)]
SET_CODE = {s: pack_tiles([s[1], s[1] + 1, s[1] + 2] if s[0] == CHOW else [s[1]] * 3) for s in ALL_SETS}


def brute_sets_and_pair(counts, n_sets: int) -> set[tuple]:
    """Every (sorted sets, pair tile) whose tiles are exactly ``counts``."""
    target = pack(counts)
    # A candidate set must fit in the hand on its own; anything else can never be part of it.
    cands = [s for s in ALL_SETS if all(counts[t] >= k for t, k in _need(s).items())]
    out = set()
    for p in range(34):
        if counts[p] < 2:
            continue
        rest = target - (2 << (3 * p))
        for combo in combinations_with_replacement(cands, n_sets):
            if sum(SET_CODE[s] for s in combo) == rest:
                out.add((combo, p))
    return out


def _need(s):
    kind, t = s
    return {t: 1, t + 1: 1, t + 2: 1} if kind == CHOW else {t: 3}


def key_groups(groups) -> tuple:
    return tuple(sorted(groups))


def brute_decompositions(counts, melds, rules) -> set[tuple]:
    """Keys (shape, sorted groups as (kind, tile, declared, concealed), knitted tiles)."""
    out = set()
    n = sum(counts) + 3 * len(melds)
    if n != 14:
        return out
    declared = [(m.kind, m.tile, True, m.concealed) for m in melds]
    for sets, p in brute_sets_and_pair(counts, 4 - len(melds)):
        groups = declared + [(k, t, False, True) for k, t in sets] + [("pair", p, False, True)]
        out.add(("regular", key_groups(groups), ()))
    if not melds:
        present = [t for t in range(34) if counts[t] >= 2]
        target = pack(counts)
        if rules.seven_pairs:
            pick = combinations_with_replacement if rules.four_as_two_pairs else combinations
            for pairs in pick(present, 7):
                if sum(2 << (3 * t) for t in pairs) == target:
                    out.add(("seven_pairs", key_groups(("pair", t, False, True) for t in pairs), ()))
        if rules.thirteen_orphans:
            for extra in ORPHANS:
                if pack_tiles(list(ORPHANS) + [extra]) == target:
                    out.add(("thirteen_orphans", (), ()))
        if rules.knitted and max(counts) == 1:  # 14 different tiles, or no need to try
            for ks in KNITTED_STRAIGHTS:
                for chosen in combinations(list(ks) + list(HONORS), 14):
                    if pack_tiles(chosen) == target:
                        out.add(("honors_knitted", (), tuple(sorted(chosen))))
    if rules.knitted and len(melds) <= 1:
        for ks in KNITTED_STRAIGHTS:
            if all(counts[t] for t in ks):
                rest = list(counts)
                for t in ks:
                    rest[t] -= 1
                for sets, p in brute_sets_and_pair(rest, 1 - len(melds)):
                    groups = declared + [(k, t, False, True) for k, t in sets] + [("pair", p, False, True)]
                    out.add(("knitted_straight", key_groups(groups), tuple(ks)))
    return out


def product_keys(ds) -> list[tuple]:
    return [
        (d.shape, key_groups((g.kind, g.tile, g.declared, g.concealed) for g in d.groups), tuple(d.knitted))
        for d in ds
    ]


# --- corpora ----------------------------------------------------------------------------------------


def _winning() -> list[GenHand]:
    return winning_corpus(2400, seed=20261129)


def _near_misses() -> list[GenHand]:
    """14-tile hands one swap away from a win: mostly not complete."""
    rng = random.Random(7)
    return [swap_tiles(rng, h, 1) for h in winning_corpus(300, seed=8)]


WINNING = _winning()
NEAR = _near_misses()


def test_corpus_covers_every_shape():
    shapes_seen = {h.shape for h in WINNING}
    assert shapes_seen == {"regular", "one_suit", "seven_pairs", "seven_pairs_four", "thirteen_orphans",
                           "lesser_knitted", "greater_knitted", "knitted_straight", "nine_gates"}
    assert len(WINNING) >= 2000
    kinds = {(m.kind, m.concealed) for h in WINNING for m in h.melds}
    assert kinds == {(CHOW, False), (PUNG, False), (KONG, False), (KONG, True)}
    assert any(h.shape == "knitted_straight" and h.melds for h in WINNING)
    assert all(max(h.all_counts) <= 4 for h in WINNING + NEAR)


@pytest.mark.parametrize("rules", RULES)
def test_decompose_matches_brute_force(rules):
    r = RULES[rules]
    for h in WINNING + NEAR:
        got = product_keys(decompose(h.counts, h.melds, r))
        assert len(got) == len(set(got)), f"duplicate decompositions for {h}"
        assert set(got) == brute_decompositions(h.counts, h.melds, r), h


@pytest.mark.parametrize("rules", RULES)
def test_is_complete_agrees_with_decompose(rules):
    r = RULES[rules]
    rng = random.Random(3)
    for h in WINNING + NEAR + [remove_one(rng, h) for h in WINNING[:200]]:
        assert is_complete(h.counts, h.melds, r) == bool(decompose(h.counts, h.melds, r)), h


@pytest.mark.parametrize("rules", RULES)
def test_every_winning_hand_decomposes(rules):
    r = RULES[rules]
    for h in WINNING:
        if rules == "riichi" and h.shape in ("seven_pairs_four", "lesser_knitted", "greater_knitted"):
            continue
        if rules == "riichi" and h.shape == "knitted_straight":
            continue
        assert decompose(h.counts, h.melds, r), h


def test_decomposition_layout():
    """Regular and knitted straight: sets (declared first) then the pair; seven pairs: seven pairs."""
    for h in WINNING:
        for d in decompose(h.counts, h.melds, MCR_SHAPES):
            if d.shape in ("regular", "knitted_straight"):
                assert d.groups[-1].kind == "pair" and all(g.is_set for g in d.groups[:-1])
                assert len(d.groups) == (5 if d.shape == "regular" else 2)
                flags = [g.declared for g in d.groups]
                assert flags == sorted(flags, reverse=True)
                assert d.pair is d.groups[-1]
            elif d.shape == "seven_pairs":
                assert len(d.groups) == 7 and d.pair is None
            if d.shape in ("knitted_straight", "honors_knitted"):
                assert len(d.knitted) == (9 if d.shape == "knitted_straight" else 14)


def test_four_of_a_kind_is_two_pairs_only_in_mcr():
    h = next(h for h in WINNING if h.shape == "seven_pairs_four")
    assert any(d.shape == "seven_pairs" for d in decompose(h.counts, h.melds, MCR_SHAPES))
    assert not any(d.shape == "seven_pairs" for d in decompose(h.counts, h.melds, RIICHI_SHAPES))


# --- winning tiles ----------------------------------------------------------------------------------


WAITING = waiting_corpus(900, seed=99)


def brute_winning_tiles(h: GenHand, rules) -> tuple[int, ...]:
    used = h.all_counts
    out = []
    for t in range(34):
        if used[t] >= 4:
            continue
        c = list(h.counts)
        c[t] += 1
        if brute_decompositions(c, h.melds, rules):
            out.append(t)
    return tuple(out)


@pytest.mark.parametrize("rules", RULES)
def test_winning_tiles_match_brute_force(rules):
    r = RULES[rules]
    ready = 0
    for h in WAITING:
        want = brute_winning_tiles(h, r)
        assert winning_tiles(h.counts, h.melds, r) == want, h
        ready += bool(want)
    assert ready >= 250  # the corpus holds plenty of ready hands


def test_fifth_copy_is_never_a_winning_tile():
    # m1111 p234 s567 s888: the lone m1 would need a fifth m1.
    c = counts("m1111 p234 s567 s888")
    assert winning_tiles(c) == ()
    # ... unless the exhausted counts say otherwise (the caller's view of the table).
    assert winning_tiles(c, exhausted=[0] * 34) == (from_name("m1"),)


@pytest.mark.parametrize("rules", RULES)
def test_only_wait_of_a_complete_hand_agrees_with_winning_tiles(rules):
    # Each tile of a hand that is four sets and a pair taken as the winning tile: the 13 tiles left
    # wait on it alone exactly when winning_tiles (nothing exhausted) lists it alone.
    r = RULES[rules]
    asked = unique = 0
    for h in WINNING:
        regular = [d for d in decompose(h.counts, h.melds, r) if d.shape == REGULAR]
        if not regular:
            continue
        key, pair = bytes(h.counts), regular[0].groups[-1].tile
        for win in {t for t in range(34) if h.counts[t]}:
            rest = list(h.counts)
            rest[win] -= 1
            want = winning_tiles(rest, h.melds, r, exhausted=[0] * 34) == (win,)
            assert only_wait_of_complete(key, pair, h.melds, r, win) == want, (h, win)
            assert only_wait(rest, h.melds, r, win) == want, (h, win)
            asked += 1
            unique += want
    assert asked >= 5000 and unique >= 500  # (the corpus asks both answers often)


# --- readings ---------------------------------------------------------------------------------------


def parse(text: str) -> list[int]:
    """``m123 p55 E`` -> tiles (a suit letter, then its digits; honors by letter)."""
    out, suit = [], None
    for ch in text.replace(" ", ""):
        if ch in "mps":
            suit = ch
        elif ch.isdigit():
            out.append(from_name(f"{ch}{suit}"))
        else:
            out.append(from_name(ch))
    return out


def counts(text: str) -> list[int]:
    c = [0] * 34
    for t in parse(text):
        c[t] += 1
    return c


def meld(text: str) -> Meld:
    """``[m123]`` chow, ``[p555]`` pung, ``[s9999]`` kong, ``(m5555)`` concealed kong."""
    tiles = parse(text[1:-1])
    if len(tiles) == 4:
        return Meld(kind=KONG, tile=tiles[0], concealed=text[0] == "(")
    return Meld(kind=CHOW if tiles[0] != tiles[1] else PUNG, tile=tiles[0])


def reading_summary(hand: str, win: str, melds: str = "", rules=MCR_SHAPES) -> set[tuple]:
    """(shape, group kind, group's first tile, wait) for every reading of every decomposition."""
    ms = tuple(meld(m) for m in melds.split())
    w = from_name(win)
    out = set()
    ds = decompose(counts(hand), ms, rules)
    assert ds, f"{hand} is not complete"
    for d in ds:
        for r in readings(d, w):
            if r.group is None:
                out.add((d.shape, None, None, r.wait))
            else:
                g = d.groups[r.group]
                out.add((d.shape, g.kind, shapes_name(g.tile), r.wait))
    return out


def shapes_name(t: int) -> str:
    from mjscore.tiles import name

    return name(t)


R = "regular"
READINGS = [
    ("edge_12_3", "m123 p234 p567 s888 EE", "", "m3", {(R, CHOW, "1m", shapes.EDGE)}),
    ("edge_89_7", "m789 p234 p567 s888 EE", "", "m7", {(R, CHOW, "7m", shapes.EDGE)}),
    ("not_edge_123_1", "m123 p234 p567 s888 EE", "", "m1", {(R, CHOW, "1m", shapes.TWO_SIDED)}),
    ("not_edge_789_9", "m789 p234 p567 s888 EE", "", "m9", {(R, CHOW, "7m", shapes.TWO_SIDED)}),
    ("closed", "m456 p234 p567 s888 EE", "", "m5", {(R, CHOW, "4m", shapes.CLOSED)}),
    ("two_sided_low", "m234 p234 p567 s888 EE", "", "m2", {(R, CHOW, "2m", shapes.TWO_SIDED)}),
    ("two_sided_high", "m234 p234 p567 s888 EE", "", "m4", {(R, CHOW, "2m", shapes.TWO_SIDED)}),
    ("single", "m234 p234 p567 s888 EE", "", "E", {(R, "pair", "E", shapes.SINGLE)}),
    ("pung_wait", "m555 p234 p567 s888 EE", "", "m5", {(R, PUNG, "5m", shapes.PUNG_WAIT)}),
    ("edge_or_single", "m12333 p234 p567 s888", "", "m3",
     {(R, CHOW, "1m", shapes.EDGE), (R, "pair", "3m", shapes.SINGLE)}),
    ("pungs_or_chows", "m111222333 p567 EE", "", "m1",
     {(R, PUNG, "1m", shapes.PUNG_WAIT), (R, CHOW, "1m", shapes.TWO_SIDED)}),
    ("identical_chows_read_once", "m112233 p234 s567 EE", "", "m2", {(R, CHOW, "1m", shapes.CLOSED)}),
    ("declared_chow_skipped", "m11 p234 s567 EEE", "[m123]", "m1", {(R, "pair", "1m", shapes.SINGLE)}),
    ("concealed_kong_skipped", "m11 p234 s567 s789", "(EEEE)", "m1", {(R, "pair", "1m", shapes.SINGLE)}),
    ("seven_pairs_single", "m11 m22 p33 p44 s55 s66 EE", "", "E",
     {("seven_pairs", "pair", "E", shapes.SINGLE)}),
    ("seven_pairs_four_read_once", "m1111 m22 p33 p44 s55 EE", "", "m1",
     {("seven_pairs", "pair", "1m", shapes.SINGLE)}),
    ("thirteen_orphans", "m19 p19 s19 ESWN PFC C", "", "C", {("thirteen_orphans", None, None, shapes.ORPHAN)}),
    ("knitted_straight_place", "m147 p258 s369 p555 EE", "", "m4",
     {("knitted_straight", None, None, shapes.KNITTED)}),
    ("knitted_straight_set", "m147 p258 s369 s234 EE", "", "s3",
     {("knitted_straight", None, None, shapes.KNITTED), ("knitted_straight", CHOW, "2s", shapes.CLOSED)}),
    ("knitted_straight_pair", "m147 p258 s369 s234 EE", "", "E", {("knitted_straight", "pair", "E", shapes.SINGLE)}),
    ("knitted_straight_with_meld", "m147 p258 s369 EE", "[p777]", "s6",
     {("knitted_straight", None, None, shapes.KNITTED)}),
    ("lesser_honors_knitted", "m147 p258 s369 ESWNP", "", "p5", {("honors_knitted", None, None, shapes.KNITTED)}),
    ("greater_honors_knitted", "m14 p25 s369 ESWNPFC", "", "E", {("honors_knitted", None, None, shapes.KNITTED)}),
]


@pytest.mark.parametrize("hand,melds,win,want", [c[1:] for c in READINGS], ids=[c[0] for c in READINGS])
def test_readings(hand, melds, win, want):
    assert reading_summary(hand, win, melds) == want


def test_readings_on_corpus_are_distinct_and_sound():
    """Every concealed group holding the winning tile is read exactly once (identical groups once)."""
    for h in WINNING[:800]:
        for d in decompose(h.counts, h.melds, MCR_SHAPES):
            for win in {t for t in range(34) if h.counts[t]}:
                rs = readings(d, win)
                groups = [(d.groups[r.group].kind, d.groups[r.group].tile) for r in rs if r.group is not None]
                assert len(groups) == len(set(groups)), (h, d, win)
                want = {(g.kind, g.tile) for g in d.groups if not g.declared and win in g.tiles}
                assert set(groups) == want
                assert all(not d.groups[r.group].declared for r in rs if r.group is not None)
                assert (any(r.wait == shapes.KNITTED for r in rs)) == (win in d.knitted)
                assert rs, (h, d, win)


# -- one block (a suit or the honors) against a plain search -------------------------------------------

def _splits_reference(counts: list[int], suited: bool) -> bool:
    """Plain search: the lowest tile left is in a pung or starts a chow."""
    i = next((k for k, n in enumerate(counts) if n), None)
    if i is None:
        return True
    if counts[i] >= 3:
        counts[i] -= 3
        ok = _splits_reference(counts, suited)
        counts[i] += 3
        if ok:
            return True
    if suited and i + 2 < len(counts) and counts[i + 1] and counts[i + 2]:
        for k in (i, i + 1, i + 2):
            counts[k] -= 1
        ok = _splits_reference(counts, suited)
        for k in (i, i + 1, i + 2):
            counts[k] += 1
        return ok
    return False


def _block_ok_reference(block: bytes, suited: bool, pair: bool) -> bool:
    counts = list(block)
    if not pair:
        return _splits_reference(counts, suited)
    for p, n in enumerate(counts):
        if n >= 2:
            counts[p] -= 2
            ok = _splits_reference(counts, suited)
            counts[p] += 2
            if ok:
                return True
    return False


def _blocks(size: int, most: int):
    """Every block of ``size`` places, at most four of a tile, at most ``most`` tiles."""
    def grow(prefix: list[int], left: int):
        if len(prefix) == size:
            yield bytes(prefix)
            return
        for n in range(min(4, left) + 1):
            yield from grow(prefix + [n], left - n)
    return grow([], most)


@pytest.mark.parametrize("suited,size,most", [(False, 7, 14), (True, 9, 8)], ids=["honors", "suited-up-to-8"])
def test_block_tests_match_a_plain_search(suited, size, most):
    """The block tests the decompositions and the waits are built on (blocks.block_ok, _block_waits)
    answer as a plain pung-or-chow search does, on every block shape of the given size."""
    checked = 0
    for block in _blocks(size, most):
        for pair in (False, True):
            want = _block_ok_reference(block, suited, pair)
            assert blocks.block_ok(block, suited, pair) == want, (block, pair)
            if sum(block) + 1 <= most:
                waits = tuple(k for k in range(size) if _block_ok_reference(
                    block[:k] + bytes((block[k] + 1,)) + block[k + 1:], suited, pair))
                assert blocks.block_waits(block, suited, pair) == waits, (block, pair)
            checked += 1
    assert checked > 1000
