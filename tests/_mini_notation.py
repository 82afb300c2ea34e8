"""Test-only: a tiny reader of the prefix notation used by FLIOSEN.md's examples, so that the tests
can quote the spec's lines. Uses ``mjscore.notation.parse_hand`` when it exists."""

from __future__ import annotations

import re

from mjscore.hand import CHOW, KONG, PUNG, Conditions, Hand, Meld, Origin

HONORS = "ESWNPFC"
FLAGS = {"tsumo": "tsumo", "riichi": "riichi", "double-riichi": "double_riichi", "ippatsu": "ippatsu",
         "tong": "tong", "last-draw": "last_draw", "rinshan": "rinshan", "chankan": "chankan",
         "tenhou": "tenhou", "chiihou": "chiihou"}


def _tiles(text: str) -> list[tuple[int, bool]]:
    """(tile, red) pairs of a prefix-form tile string."""
    out, suit = [], None
    for ch in text:
        if ch in "mps":
            suit = "mps".index(ch)
        elif ch.isdigit():
            n = int(ch)
            out.append((suit * 9 + (4 if n == 0 else n - 1), n == 0))
        elif ch in HONORS:
            out.append((27 + HONORS.index(ch), False))
        else:
            raise ValueError(ch)
    return out


def _mini_parse(line: str) -> Hand:
    tiles_part, *words = line.split()
    concealed: list[tuple[int, bool]] = []
    melds = []
    for m in re.finditer(r"\[([^\]]*)\]|\(([^)]*)\)|([^\[\(]+)", tiles_part):
        if m.group(3):
            concealed += _tiles(m.group(3))
            continue
        inner = m.group(1) or m.group(2)
        # carry the suit letter of the tiles before a bracket-less suit (melds always write theirs)
        ts = _tiles(inner)
        kinds = [t for t, _ in ts]
        red = sum(r for _, r in ts)
        kind = KONG if len(ts) == 4 else (PUNG if kinds[0] == kinds[1] else CHOW)
        melds.append(Meld(kind, min(kinds), concealed=m.group(2) is not None, red=red))
    cond: dict = {}
    for w in words:
        if w in FLAGS:
            cond[FLAGS[w]] = True
        elif w == "ron":
            cond["tsumo"] = False
        elif "=" in w:
            k, v = w.split("=")
            if k in ("seat", "round"):
                cond[k] = 27 + HONORS.index(v)
            elif k == "draws":
                cond[k] = int(v)
            elif k in ("dora", "ura"):
                cond[k] = tuple(t for t, _ in _tiles(v))
    win, win_red = concealed[-1]
    if len(concealed) + 3 * len(melds) == 13:  # a hand waiting to win
        win, win_red = None, False
    return Hand(tuple(sorted(t for t, _ in concealed)), win, tuple(melds),
                Conditions(**cond, given=frozenset(cond)), red=tuple(sorted(t for t, r in concealed if r)),
                win_red=win_red, origin=Origin(line))


try:  # the real parser, once it is on main
    from mjscore.notation import parse_hand as _parse  # type: ignore
except ImportError:  # pragma: no cover - until the notation module lands
    _parse = None


def parse(line: str) -> Hand:
    return _parse(line) if _parse is not None else _mini_parse(line)
