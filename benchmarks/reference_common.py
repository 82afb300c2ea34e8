"""What the throughput benchmark's reference pipelines share (reference_mahjong.py,
reference_riichienv.py, reference_pymahjonggb.py): reading a hand line in the subset of mjscore's
notation that gen_hands.py, gen_varied.py and data/real-wins/ write (prefix suits, honor letters,
red fives ``0``, ``[...]`` and ``(...)`` melds, condition words), the 136-tile ids of the riichi
libraries, and the loop that writes one JSON line per hand line.

Benchmark code only, as the references are: never used by mjscore itself.
"""

from __future__ import annotations

import json
import sys
from typing import Generic, TypeVar

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Callable

M = TypeVar("M")  # a library's meld

SUIT_BASE = {"m": 0, "p": 9, "s": 18}
HONOR = {"E": 27, "S": 28, "W": 29, "N": 30, "P": 31, "F": 32, "C": 33}
RED_COPY = 0  # copy 0 of each five is the red one in the 136-tile numbering (m5: 16, p5: 52, s5: 88)
SELF_DRAWN = ("tsumo", "self-drawn", "zimo", "rinshan", "tenhou", "chiihou")


def split_head(head: str) -> tuple[list[tuple[str, str]], str]:
    """The melds of a line's tiles, each (its opening bracket, the text inside), in the order written,
    and the concealed tiles' text (the parts outside the brackets, joined: the winning tile last)."""
    melds, concealed, i = [], [], 0
    while i < len(head):
        ch = head[i]
        if ch in "[(":
            j = head.index("])"[ch == "("], i)
            melds.append((ch, head[i + 1:j]))
            i = j + 1
        else:
            j = i
            while j < len(head) and head[j] not in "[(":
                j += 1
            concealed.append(head[i:j])
            i = j
    return melds, "".join(concealed)


def condition_words(words: list[str]) -> dict[str, str | bool]:
    """``word`` -> True, ``key=value`` -> value (the key lower-cased)."""
    cond: dict[str, str | bool] = {}
    for w in words:
        k, _, v = w.partition("=")
        cond[k.lower()] = v if v else True
    return cond


def tiles34(text: str) -> list[tuple[int, bool]]:
    """(tile kind 0-33, red five?) for each tile written."""
    out, base = [], 0
    for ch in text:
        if ch in SUIT_BASE:
            base = SUIT_BASE[ch]
        elif ch.isdigit():
            d = int(ch)
            out.append((base + (4 if d == 0 else d - 1), d == 0))
        elif ch in HONOR:
            out.append((HONOR[ch], False))
    return out


class Copies:
    """Hands out 136-tile ids: red fives take copy 0, other tiles copies 1, 2, 3, then 0."""

    def __init__(self) -> None:
        self.used = [0] * 34

    def take(self, kind: int, red: bool) -> int:
        if red:
            return kind * 4 + RED_COPY
        n = self.used[kind]
        self.used[kind] += 1
        return kind * 4 + (n + 1) % 4


def indicators(text: str | bool | None, copies: Copies) -> list[int]:
    """The 136-tile ids of a ``dora=`` / ``ura=`` value (none when the line has no such word)."""
    return [copies.take(k, r) for k, r in tiles34(text)] if isinstance(text, str) else []


class Line(Generic[M]):
    """A hand line read for a riichi library: the concealed tiles' 136-tile ids (the winning tile
    last), the melds, the condition words, and what the references read from them alike."""

    def __init__(self, line: str, meld: Callable[[str, list[tuple[int, bool]], list[int]], M]) -> None:
        """``meld(bracket, tiles34, ids)`` makes a library's meld (its ids taken first, in the order
        written, as a player's copies would be)."""
        head, *words = line.split()
        written, concealed = split_head(head)
        copies = Copies()
        self.melds: list[M] = []
        for bracket, text in written:
            ts = tiles34(text)
            self.melds.append(meld(bracket, ts, [copies.take(k, r) for k, r in ts]))
        self.hand = [copies.take(k, r) for k, r in tiles34(concealed)]
        self.cond = cond = condition_words(words)
        self.tsumo = any(w in cond for w in SELF_DRAWN)
        self.last_draw = "last-draw" in cond
        spare = Copies()  # (indicators are other copies; their ids only name the kind)
        self.dora = indicators(cond.get("dora"), spare)
        self.ura = indicators(cond.get("ura"), spare)


def score_lines(score: Callable[[int, str], dict[str, Any]]) -> None:
    """Each hand line of standard input (blank lines and ``#`` comments skipped) scored by
    ``score(line number, line)``, written as one JSON line on standard output."""
    write = sys.stdout.write
    for n, line in enumerate(sys.stdin, 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        write(json.dumps(score(n, line), ensure_ascii=False) + "\n")
