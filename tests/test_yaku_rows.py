"""The rows of a reading's yaku (``engine.yaku_rows``: highest han first, table order on a tie;
``engine.table_order_rows``: table order); a (yaku, han) pair makes the same row in every set of rows
the pair is in."""

from __future__ import annotations

from mjscore.rules.yaku_engine import STANDARD
from mjscore.rules.yaku_engine.engine import table_order_rows, yaku_rows


def _pairs(*ids_and_han):
    return tuple((STANDARD[i], han) for i, han in ids_and_han)


def test_rows_are_highest_han_first_then_table_order():
    rows = yaku_rows(_pairs(("riichi", 1), ("menzen_tsumo", 1), ("chinitsu", 6), ("toitoi", 2)))
    assert [(r.id, r.points) for r in rows] == [("chinitsu", 6), ("toitoi", 2), ("riichi", 1), ("menzen_tsumo", 1)]


def test_table_order_rows_keep_the_pairs_order():
    rows = table_order_rows(_pairs(("riichi", 1), ("chinitsu", 6)))
    assert [(r.id, r.name, r.native, r.points, r.count) for r in rows] == [
        ("riichi", "Riichi", "立直", 1, 1), ("chinitsu", "Full flush", "清一色", 6, 1)]


def test_a_pair_has_one_row_whatever_counts_with_it():
    alone = yaku_rows(_pairs(("riichi", 1)))
    with_tsumo = yaku_rows(_pairs(("riichi", 1), ("menzen_tsumo", 1)))
    in_table_order = table_order_rows(_pairs(("menzen_tsumo", 1), ("riichi", 1)))
    assert alone[0] == with_tsumo[0] == in_table_order[1]
    assert hash(alone[0]) == hash(with_tsumo[0])
    assert yaku_rows(_pairs(("tanyao", 1)))[0] != yaku_rows(_pairs(("chinitsu", 6)))[0]
