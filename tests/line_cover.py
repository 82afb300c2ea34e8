"""Choosing the lines a differential or fuzz test runs, by the forms they cover.

A line's features: the trigrams of its characters read as classes (digit, suit letter, honor letter,
Unicode tile or flower, other letters by case, brackets, space, tab, =), which say how tile groups,
melds, flowers and words stand side by side; and each condition word it spells (``seat=``,
``self-drawn``...) with its letter case. The differentials compare the first lines of a corpus and
then every later line that has a feature none before it had: the chosen lines cover every feature of
the whole corpus (asserted), for a fraction of its lines (most generated lines only repeat forms).
"""

from __future__ import annotations

from mjscore import conditions as cw
from mjscore.tiles import FLOWER_UNICODE, TILE_UNICODE


class _Classes(dict):
    """str.translate's table: each character to its class (letters not named below by their case)."""

    def __missing__(self, code: int) -> str:
        ch = chr(code)
        self[code] = value = ("a" if ch.islower() else "A") if ch.isalpha() else "?"
        return value


CLASSES = _Classes({ord(c): k for k, chars in (("d", "0123456789"), ("s", "mps"), ("H", "ESWNPFC"))
                    for c in chars})
CLASSES.update({ord(c): "U" for c in TILE_UNICODE.values()} | {ord(c): "F" for c in FLOWER_UNICODE.values()}
               | {ord(c): c for c in "[]()= \t"})
SPELLINGS = frozenset(s for entry in cw.TABLE for s in entry.spellings)


def features(line: str) -> set[str]:
    """The trigrams of ``line``'s character classes, and the condition words it spells, with their case."""
    classes = "^" + line.translate(CLASSES) + "$"
    out = {classes[i:i + 3] for i in range(len(classes) - 2)}
    for word in line.split():
        key, eq, _ = word.partition("=")
        if key.lower() + eq in SPELLINGS:
            out.add(key.lower() + eq + ("/lower" if key.islower() else "/upper" if key.isupper() else "/mixed"))
    return out


def chosen(lines: list[str], first: int) -> list[str]:
    """The first ``first`` lines, then each line with a feature none of the lines before it had;
    asserted to cover every feature of ``lines``."""
    covered: set[str] = set()
    out = []
    every: set[str] = set()
    for i, line in enumerate(lines):
        f = features(line)
        every |= f
        if i < first or not f <= covered:
            covered |= f
            out.append(line)
    assert covered == every
    return out
