"""Player names as Tenhou's UN tag writes them: percent-encoded UTF-8, decoded byte by byte; a % not
followed by two hex digits is kept as written, and bytes that are not UTF-8 become U+FFFD."""

from __future__ import annotations

import pytest

from mjscore.logs.tenhou_xml import unquote

NAMES = [
    ("plain", "ASAPIN", "ASAPIN"),
    ("japanese", "%E5%8F%8D%E9%99%BD%E5%AD%90%E3%81%95%E3%82%93", "反陽子さん"),
    ("lower-case-hex", "%e3%81%82", "あ"),
    ("percent-then-escape", "%%41", "%A"),
    ("percent-at-end", "abc%", "abc%"),
    ("one-hex-digit", "%4", "%4"),
    ("not-hex", "a%zz", "a%zz"),
    ("cut-utf-8", "%E3%81", "\ufffd"),
    ("written-and-escaped", "x%41y", "xAy"),
    ("non-ascii-after-percent", "%あ", "%あ"),
]


@pytest.mark.parametrize("text, name", [(t, n) for _, t, n in NAMES], ids=[i for i, _, _ in NAMES])
def test_un_names_are_unquoted(text, name):
    assert unquote(text) == name
