"""Differential test: the MCR evaluator against the reference calculator (pymahjonggb, module
``MahjongGB``, test-only) on 20,000 generated winning hands (seeded). Every hand must give exactly
the same multiset of fans; every one of the 82 fans must come up at least 50 times.

Run with ``-s`` to see the per-fan coverage and the throughput."""

from __future__ import annotations

import collections
import time


from mjscore.rules.mcr import RULE_SET
from mjscore.rules.mcr.fans import FANS
from mjscore.rules.mcr.score import write_tiles

from tests.conftest import SUMMARY
from tests.handgen import mcr_scoring_corpus
from tests.oracles import oracle_fans
from tests.needs import needed

MahjongGB = needed("MahjongGB")

N_HANDS = 20_000
SEED = 20261129
MIN_HITS = 50


def _show(h) -> str:
    melds = " ".join(("(" if m.concealed else "[") + write_tiles(m.tiles) + (")" if m.concealed else "]")
                     for m in h.melds)
    c = h.conditions
    flags = [k for k in ("tsumo", "last_tile", "last_draw", "rinshan", "chankan") if getattr(c, k)]
    return (f"{write_tiles(h.tiles)} {melds} win={write_tiles([h.win])} seat={c.seat - 27} "
            f"round={c.round - 27} flowers={h.flower_count} {' '.join(flags)}")


def test_reference_agrees_on_20000_hands():
    generated = list(mcr_scoring_corpus(N_HANDS, SEED))
    start = time.perf_counter()
    ours = [RULE_SET.score(h, {}) for h in generated]
    elapsed = time.perf_counter() - start
    coverage: collections.Counter = collections.Counter()
    mismatches, oracle_errors = [], []
    for h, score in zip(generated, ours):
        ref = oracle_fans(h)
        if isinstance(ref, str):
            oracle_errors.append(f"{_show(h)}: {ref}")
            continue
        coverage.update(ref.keys())
        mine = {fc.id: fc.count for fc in score.fans}
        if mine != ref:
            only_ours = {k: v for k, v in mine.items() if ref.get(k) != v}
            only_ref = {k: v for k, v in ref.items() if mine.get(k) != v}
            mismatches.append(f"{_show(h)}\n    ours only {only_ours}  reference only {only_ref}")
    report = " ".join(f"{f.id}={coverage[f.id]}" for f in FANS)
    print(f"\nMCR differential: {N_HANDS} hands, {len(mismatches)} mismatches, "
          f"{N_HANDS / elapsed:.0f} hands/s scored\ncoverage: {report}")
    SUMMARY.append(f"MCR vs pymahjonggb: {N_HANDS} hands, {len(mismatches)} mismatches; hands per fan: {report}")
    assert not oracle_errors, "\n".join(oracle_errors[:10])
    assert not mismatches, f"{len(mismatches)} mismatches:\n" + "\n".join(mismatches[:15])
    thin = {f.id: coverage[f.id] for f in FANS if coverage[f.id] < MIN_HITS}
    assert not thin, f"fans hit fewer than {MIN_HITS} times: {thin}\ncoverage: {report}"
