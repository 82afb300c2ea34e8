"""docs/mcr.md, principle by principle and row by row, end to end (the principles of docs/mcr.md; the seed
examples are in test_mcr_examples.py): each line goes through the notation
parser (conditions included) and the scorer, and must give exactly the reference calculator's fans
(pymahjonggb, test-only). A few lines also pin the total the spec names."""

from __future__ import annotations

import pytest

from mjscore import score
from mjscore.notation import parse_hand

from tests.oracles import oracle_fans
from tests.needs import needed

MahjongGB = needed("MahjongGB")

LINES = [
    # principle / exclusion row it exercises, the line
    ("big_four_winds", "EEESSSWWWNNNm11"),
    ("big_three_dragons", "PPPFFFCCCm123p11"),
    ("all_green", "s23423466688FFF"),
    ("four_kongs", "[m1111][p2222][s3333][EEEE]C C"),
    ("seven_shifted_pairs", "m11223344556677"),
    ("seven_shifted_pairs-tsumo (6: self-drawn only)", "m11223344556677 tsumo"),
    ("all_terminals", "m111999p111s999p99"),
    ("little_four_winds", "EEESSSWWWNNm123"),
    ("little_three_dragons", "PPPFFFCCm123p123"),
    ("all_honors", "EEESSSWWWPPPCC"),
    ("four_concealed_pungs-tsumo", "m111p222s333EEECC tsumo"),
    ("pung-by-discard (9)", "m111p222s333EECCE"),
    ("pung-by-tsumo (9)", "m111p222s333EECCE tsumo"),
    ("pure_terminal_chows", "m12312378978955"),
    ("quadruple_chow", "m123123123123p99"),
    ("four_pure_shifted_pungs", "m111222333444p99"),
    ("four_pure_shifted_chows", "m123234345456p99"),
    ("all_terminals_and_honors", "m111p999EEECCCs11"),
    ("seven_pairs", "m1133p2244s5577EE"),
    ("greater_honors_knitted", "m147p25s36ESWNPFC"),
    ("greater_honors_knitted-tsumo (6)", "m147p25s36ESWNPFC tsumo"),
    ("all_even_pungs", "m222p444s666m888p66"),
    ("full_flush", "m11123455678999"),
    ("pure_triple_chow-or-shifted-pungs (8)", "m123123123p456s99"),
    ("upper_tiles", "m777888999p789s99"),
    ("middle_tiles", "m444555666p456s55"),
    ("lower_tiles", "m111222333p123s22"),
    ("pure_straight", "m123456789p123s55"),
    ("three_suited_terminal_chows", "m123789p123789s55"),
    ("pure_shifted_chows", "m123234345p456s99"),
    ("all_fives", "m345p456s555s567m55"),
    ("triple_pung", "m222p222s222m456p99"),
    ("lesser_honors_knitted", "m147p258s369ESWNP"),
    ("knitted_straight", "m147p258s369m123p99"),
    ("upper_four", "m678789p678s678s99"),
    ("lower_four", "m123234p234s123s44"),
    ("big_three_winds", "EEESSSWWWm123p99"),
    ("mixed_straight", "m123p456s789m789EE"),
    ("reversible_tiles", "p123345s456888PP"),
    ("mixed_triple_chow", "m123p123s123m456p99"),
    ("mixed_shifted_pungs", "m111p222s333m456p99"),
    ("chicken_hand (7)", "[m123][p345][s678]EEm567"),
    ("chicken_hand-flowers (7)", "[m123][p345][s678]EEm567 f12"),
    ("melded_hand-false-win", "[m234][p345][s678][m567]EE"),
    ("two_dragon_pungs", "PPPFFFm123p456s99"),
    ("rinshan", "m123p456s789(CCCC)EE tsumo rinshan"),
    ("rinshan+last-draw both count", "m123p456s789(CCCC)EE tsumo rinshan last-draw"),
    ("last_tile_draw", "m123p456s789(CCCC)EE tsumo last-draw"),
    ("last_tile_claim", "m123p456s789(CCCC)EE last-draw"),
    ("rinshan-melded-kong", "m123p456s78EE[CCCC]s9 tsumo rinshan"),
    ("chankan", "m123p456s12CCCEEs3 chankan"),
    ("last-tile", "m123p456s12CCCEEs3 last-tile"),
    ("chankan excludes last_tile", "m123p456s12CCCEEs3 last-tile chankan"),
    ("last-tile own pung holds the others", "m23p456s789EE[m111]m1 last-tile"),
    ("last-tile tsumo", "m23p456s789EE[m111]m1 last-tile tsumo"),
    ("flowers f tiles", "m123p456s789EEECC f1234"),
    ("flowers=N", "m123p456s789EEECC flowers=3"),
    ("seat and round", "m123p456s789SSSCC seat=S round=S"),
    ("seat only", "m123p456s789SSSCC seat=S round=W"),
    ("mixed and concealed kongs", "(1111m)[2222m]456p789s33m"),
    ("8: chow-pair priority", "s123789p123789m33"),
    ("8: chow-pair priority tsumo", "s123789p123789m33 tsumo"),
    ("nine_gates", "m1112345678999m5 tsumo"),
    ("thirteen_orphans", "m19p19s19ESWNCFPP"),
    ("unicode dragons", "🀇🀈🀉🀜🀝🀞🀖🀗🀘🀀🀀🀀🀆🀆 tsumo"),
]


@pytest.mark.parametrize("line", [line for _, line in LINES], ids=[name for name, _ in LINES])
def test_line_agrees_with_the_reference(line):
    r = score(line)
    ours = {f["id"]: f["count"] for f in r.fields["fans"]}
    assert ours == oracle_fans(parse_hand(line))
    assert r.fields["total"] == sum(f["points"] * f["count"] for f in r.fields["fans"])


def test_principle_8_example_scores_mixed_double_chow_twice_and_two_terminal_chows():
    fans = {f["id"]: f["count"] for f in score("s123789p123789m33").fields["fans"]}
    assert fans["mixed_double_chow"] == 2 and fans["two_terminal_chows"] == 1
    assert "pure_double_chow" not in fans and "short_straight" not in fans


@pytest.mark.parametrize("line, total, payments", [
    ("m123p456s789EEECC tsumo", 23, {"each": 31}),
    ("m123p456s789EEECC", 21, {"discarder": 29, "others": 8}),
    ("m123p456s789EEECC f13", 23, {"discarder": 31, "others": 8}),
], ids=["self-drawn", "discard", "discard-with-flowers"])
def test_payments(line, total, payments):
    f = score(line).fields
    assert (f["total"], f["payments"]) == (total, payments)
