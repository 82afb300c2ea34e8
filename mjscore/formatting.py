"""Small text helpers every rule set and the report share: numbers with a thousands separator,
word lists ("a, b and c") and plurals. Imports nothing from the project (any module may use it)."""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Final, Iterable


def thousands(x: int | float, sep: str = " ", decimals: int | None = None) -> str:
    """``x`` with its thousands grouped by ``sep``: ``thousands(24000)`` is ``24 000`` (Fliosen's
    way), ``thousands(7700, ",")`` is ``7,700``; ``decimals`` fixes the digits after the point. (An int
    stays an int: ``int | float``, not ``float``, which compiled code would turn every int into.)"""
    text = f"{x:,}" if decimals is None else f"{x:,.{decimals}f}"
    return text if sep == "," else text.replace(",", sep)


def join_words(words: Iterable[str], last: str = " and ") -> str:
    """``a``, ``a and b``, ``a, b and c``; an empty list gives an empty string."""
    words = list(words)
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + last + words[-1]


def plural(n: int, word: str) -> str:
    """``1 point``, ``2 points``, ``0 points`` (the word takes an ``s``)."""
    return f"{n} {word}{'s' * (n != 1)}"


# What --ascii (or a terminal that cannot show UTF-8) writes for the non-ASCII signs of the reports;
# accented letters lose their accent (é: e); anything else that is not ASCII (CJK names) is dropped.
_ASCII_SIGNS: Final = {"×": "x", "·": "-", "–": "-", "—": "-", "−": "-",
                       "’": "'", "‘": "'", "“": '"', "”": '"',
                       "…": "...", "→": "->", "←": "<-", "≤": "<=", "≥": ">=", "✓": "ok", "✗": "X", "½": "1/2",
                       "\u00a0": " ", "\u202f": " ", "ß": "ss", "æ": "ae", "ø": "o", "å": "a", "ł": "l"}


def to_ascii(text: str) -> str:
    """``text`` in ASCII alone: signs spelled in ASCII, accents dropped, any other non-ASCII
    character (a CJK name, a tile glyph) left out, with the brackets it leaves empty: ``South (南)``
    is ``South``, ``Riichi (前和 declared)`` is ``Riichi (declared)``."""
    if text.isascii():
        return text
    from unicodedata import combining, normalize

    out = []
    dropped = False
    for ch in text:
        if ch.isascii():
            out.append(ch)
        elif ch in _ASCII_SIGNS:
            out.append(_ASCII_SIGNS[ch])
        else:
            kept = "".join(c for c in normalize("NFKD", ch) if c.isascii() and not combining(c))
            dropped = dropped or not kept
            out.append(kept)
    text = "".join(out)
    if dropped:
        import re

        text = re.sub(r"\( +", "(", re.sub(r" *\(\s*\)", "", text))
        text = re.sub(r"(?<=\S) +\)", ")", text)
    return text


def wants_ascii(flag: object, stream: object = None) -> bool:
    """Text output in ASCII: ``--ascii``, or a stream whose encoding is not UTF-8
    (PYTHONIOENCODING=ascii), or a locale that names no UTF-8 character set (LC_ALL=C; the first
    of LC_ALL, LC_CTYPE, LANG that is set; none set is not taken for C)."""
    if flag:
        return True
    import os

    for name in ("LC_ALL", "LC_CTYPE", "LANG"):
        value = os.environ.get(name)
        if value:
            charset = value.split(".", 1)[1].split("@", 1)[0] if "." in value else ""
            if charset.lower().replace("-", "") != "utf8":
                return True
            break
    encoding = getattr(stream, "encoding", None)
    import sys

    launch = sys.modules.get("mjscore.cli.launch")  # (the command line makes stdout UTF-8: what it was)
    if launch is not None and stream is sys.stdout and launch.STDOUT_ENCODING is not None:
        encoding = launch.STDOUT_ENCODING
    if isinstance(encoding, str):
        import codecs

        try:
            return codecs.lookup(encoding).name != "utf-8"
        except LookupError:
            return True
    return False
