"""Test-only helpers for the MCR tests: a tiny hand reader (until the notation parser lands) and the
bridge to the reference calculator (pymahjonggb, module ``MahjongGB``)."""

from __future__ import annotations

import re

from mjscore.hand import CHOW, KONG, PUNG, Conditions, Hand, Meld
from mjscore.tiles import EAST, HONOR_LETTERS, from_name

_WINDS = {"E": 27, "S": 28, "W": 29, "N": 30}


def _tiles(text: str) -> list[int]:
    """Suffix notation with honor letters: ``123m55pEEC``."""
    out, digits = [], []
    for ch in text:
        if ch.isdigit():
            digits.append(ch)
        elif ch in "mps":
            out.extend(from_name(d + ch) for d in digits)
            digits = []
        elif ch in HONOR_LETTERS:
            out.append(27 + HONOR_LETTERS.index(ch))
        else:
            raise ValueError(text)
    assert not digits, text
    return out


def hand(text: str) -> Hand:
    """``"123m456p789s[EEE]55p tsumo seat=S last-tile"``: melds in ``[...]`` (claimed) or ``(...)``
    (concealed kong); the last concealed tile is the winning tile; conditions after a space."""
    head, *words = text.split()
    melds = []
    for m in re.finditer(r"[\[(]([^\])]*)[\])]", head):
        ts = _tiles(m.group(1))
        kind = KONG if len(ts) == 4 else (PUNG if ts[0] == ts[1] else CHOW)
        melds.append(Meld(kind, min(ts), concealed=m.group(0)[0] == "("))
    conc = _tiles(re.sub(r"[\[(][^\])]*[\])]", "", head))
    kw: dict = {}
    flowers = 0
    for w in words:
        k, _, v = w.partition("=")
        if k == "tsumo":
            kw["tsumo"] = True
        elif k in ("seat", "round"):
            kw[k] = _WINDS[v]
        elif k == "flowers":
            flowers = int(v)
        else:
            kw[k.replace("-", "_")] = True
    win = conc[-1] if conc else None
    return Hand(tuple(sorted(conc)), win, tuple(melds), Conditions(**kw, flowers=flowers or None))


# ---- the reference calculator -------------------------------------------------------------------

def oracle_name(t: int) -> str:
    if t < 27:
        return "WBT"[t // 9] + str(t % 9 + 1)
    if t < 31:
        return f"F{t - 26}"
    return {31: "J3", 32: "J2", 33: "J1"}[t]  # J1 red, J2 green, J3 white (checked empirically)


ORACLE_IDS = {
    "独听・边张": "edge_wait", "独听・嵌张": "closed_wait", "独听・单钓": "single_wait",
}


def _oracle_ids():
    from mjscore.rules.mcr.fans import FANS
    ids = {f.zh: f.id for f in FANS}
    ids.update(ORACLE_IDS)
    return ids


def oracle_fans(h: Hand) -> dict[str, int] | str:
    """The reference calculator's fans for ``h`` as {id: count}, or its error string."""
    from MahjongGB import MahjongFanCalculator
    packs = []
    for m in h.melds:
        kind = {CHOW: "CHI", PUNG: "PENG", KONG: "GANG"}[m.kind]
        t = m.tile + 1 if m.kind == CHOW else m.tile
        packs.append((kind, oracle_name(t), 0 if m.concealed else 1))
    rest = list(h.tiles)
    rest.remove(h.win)
    c = h.conditions
    try:
        res = MahjongFanCalculator(
            pack=tuple(packs), hand=tuple(oracle_name(t) for t in rest), winTile=oracle_name(h.win),
            flowerCount=h.flower_count, isSelfDrawn=c.tsumo, is4thTile=c.last_tile,
            isAboutKong=c.rinshan or c.chankan, isWallLast=c.last_draw,
            seatWind=c.seat - EAST, prevalentWind=c.round - EAST, verbose=True)
    except TypeError as e:
        return str(e)
    ids = _oracle_ids()
    return {ids[zh]: n for _, n, zh, _en in res}


def our_fans(h: Hand, variant: str = "reference") -> dict[str, int]:
    from mjscore.rules.mcr import RULE_SET
    s = RULE_SET.score(h, {"variant": variant})
    return {fc.id: fc.count for fc in s.fans}
