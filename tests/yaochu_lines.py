"""Test-only: turn a notation line into a Hand for the Yaochu tests.

Uses the real parser (``mjscore.notation.parse_hand``) when it exists; until then a small stand-in
that reads the subset of NOTATION.md the Yaochu tests write (tiles in prefix or suffix form, honor
letters, ``[...]`` and ``(...)`` melds, and the condition words Yaochu knows).
"""

from __future__ import annotations

from mjscore.hand import KONG, PUNG, CHOW, Conditions, Hand, Meld, Origin
from mjscore.tiles import from_name, HONOR_LETTERS

try:  # pragma: no cover - depends on what main holds
    from mjscore.notation import parse_hand as _real_parse
except ImportError:  # pragma: no cover
    _real_parse = None

_SUITS = "mpsz"
_WORD_FIELDS = {"tsumo": "tsumo", "zimo": "tsumo", "self-drawn": "tsumo", "ron": "tsumo", "discard": "tsumo",
                "rinshan": "rinshan", "chankan": "chankan", "tenhou": "tenhou", "chiihou": "chiihou",
                "last-draw": "last_draw", "last-tile": "last_tile", "riichi": "riichi", "ippatsu": "ippatsu",
                "tong": "tong"}


def _tiles(text: str, offset: int) -> list[tuple[int, int]]:
    """(tile, column) of each tile in a run of tile text; ``offset`` = column of text[0]."""
    out: list[tuple[int, int]] = []
    first = next((ch for ch in text if ch.isdigit() or ch in _SUITS), "")
    suffix = first.isdigit()
    pending: list[tuple[str, int]] = []
    current = ""
    for i, ch in enumerate(text):
        col = offset + i
        if ch in HONOR_LETTERS:
            out.append((from_name(ch), col))
        elif ch in _SUITS:
            if suffix:
                out.extend((from_name(ch + d), c) for d, c in pending)
                pending = []
            else:
                current = ch
        elif ch.isdigit():
            if suffix:
                pending.append((ch, col))
            else:
                out.append((from_name(current + ch), col))
        elif ch != " ":
            raise ValueError(f"unexpected {ch!r} at column {col}")
    return out


def parse(line: str) -> Hand:
    if _real_parse is not None:
        return _real_parse(line)
    parts = line.split(" ")
    # tile text = everything up to the first word that is a condition (contains '=' or is a word)
    col = 1
    tile_chunks: list[tuple[str, int]] = []
    words: list[tuple[str, int]] = []
    for p in parts:
        if p and (("=" in p) or p.lower() in _WORD_FIELDS):
            words.append((p, col))
        elif p:
            tile_chunks.append((p, col))
        col += len(p) + 1
    concealed: list[tuple[int, int]] = []
    melds: list[Meld] = []
    meld_cols: list[int] = []
    for chunk, start in tile_chunks:
        i = 0
        while i < len(chunk):
            if chunk[i] in "[(":
                close = "]" if chunk[i] == "[" else ")"
                j = chunk.index(close, i)
                ts = [t for t, _ in _tiles(chunk[i + 1:j], start + i + 1)]
                if len(set(ts)) == 1:
                    kind = KONG if len(ts) == 4 else PUNG
                else:
                    kind = CHOW
                melds.append(Meld(kind, min(ts), concealed=chunk[i] == "("))
                meld_cols.append(start + i)
                i = j + 1
            else:
                j = i
                while j < len(chunk) and chunk[j] not in "[(":
                    j += 1
                concealed.extend(_tiles(chunk[i:j], start + i))
                i = j
    kw: dict = {}
    given = set()
    word_cols = []
    win = concealed[-1][0] if concealed else None
    for w, c in words:
        key, _, value = w.partition("=")
        key = key.lower()
        if key in ("seat", "round", "prevalent"):
            field = "round" if key == "prevalent" else key
            kw[field] = from_name(value)
        elif key == "dora":
            field = "dora"
            kw["dora"] = tuple(t for t, _ in _tiles(value, 0))
        elif key == "win":
            field = "win"
            win = from_name(value)
        else:
            field = _WORD_FIELDS[key]
            kw[field] = key not in ("ron", "discard")
        given.add(field)
        word_cols.append((field, c))
    origin = Origin(line, tuple(concealed), tuple(meld_cols), tuple(word_cols))
    return Hand(tuple(sorted(t for t, _ in concealed)), win, tuple(melds),
                Conditions(given=frozenset(given), **kw), origin=origin)
