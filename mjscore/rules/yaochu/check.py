"""What makes a hand invalid under the Yaochu rules, beyond the notation's own checks.

- Only the 52 terminal and honor tiles exist (concealed tiles, melds, dora and ura-dora indicators
  alike); a wrong tile is named as the line writes it, at its own column.
- No chow can be formed, so a declared chow is an error.
- ``--calls``: ``all`` allows claimed pungs and kongs; ``kong`` forbids claimed pungs; ``none`` forbids
  claimed pungs and exposed kongs (a concealed kong is not a claim and stays allowed).
- At most four kongs; no tile kind more than four times.
- The conditions Yaochu scores must be possible: ``tenhou`` (tsumo, seat E, no declared meld),
  ``chiihou`` (tsumo, not seat E, no declared meld), ``rinshan`` (tsumo, with a kong, not with
  ``last-draw``), ``chankan`` (on a discard). Declaring any kong, even a concealed one, draws a replacement tile, so the hand is
  no longer the initial deal or the first draw: tenhou and chiihou refuse every meld.
"""

from __future__ import annotations

from operator import eq

from ...errors import InvalidHandError, message
from ...hand import CHOW, KONG, PUNG, Hand, Meld
from ...tiles import EAST, YAOCHU_TILE_SET, Tile, describe, name
from ..written import meld_column, meld_text

# How the condition fields are written on a line (docs/notation.md), for messages.
_WORDS = {"tsumo": "tsumo", "seat": "seat=", "round": "round=", "win": "win=", "last_draw": "last-draw",
          "rinshan": "rinshan", "chankan": "chankan", "tenhou": "tenhou", "chiihou": "chiihou",
          "dora": "dora=", "last_tile": "last-tile", "flowers": "flowers=", "riichi": "riichi",
          "double_riichi": "double-riichi", "ippatsu": "ippatsu", "ura": "ura=", "tong": "tong",
          "draws": "draws="}

CALLS = ("all", "kong", "none")


def short(t: Tile) -> str:
    """Prefix spelling used in messages: ``m2``, ``p9``, ``E``."""
    n = name(t)
    return n if len(n) == 1 else n[1] + n[0]


def _word_column(hand: Hand, key: str) -> int | None:
    return hand.origin.column_of_word(key) if hand.origin is not None else None


def _written(hand: Hand, t: Tile) -> str:
    """The tile as the line writes it (``m2`` or ``2m``) when the origin knows, else ``m2``."""
    name_of = getattr(hand.origin, "name_of", None)
    return name_of(t) if name_of is not None else short(t)


def _error(hand: Hand, what: str, column: int | None, note: str | None = None) -> InvalidHandError:
    """``yaochu: LINE: WHAT at column N; NOTE``: the line, the text in it that is wrong and where
    (without a source line, as a Hand built in code has: ``yaochu: WHAT; NOTE``)."""
    text = hand.origin.text if hand.origin is not None else ""
    if text:
        return InvalidHandError("yaochu: " + message(text, what, column, note), column, text)
    return InvalidHandError(f"yaochu: {what}" + (f"; {note}" if note else ""), column)


def _not_yaochu(hand: Hand, t: Tile, column: int | None, written: str | None = None,
                where: str = "") -> InvalidHandError:
    red = "red " if written is not None and "0" in written else ""
    return _error(hand, f"{written or _written(hand, t)}{where} ({red}{describe(t)}) is not a Yaochu tile", column,
                  "only 1, 9 and honors are used")


def _check_tiles(hand: Hand) -> None:
    origin = hand.origin
    if not YAOCHU_TILE_SET.issuperset(hand.tiles):
        t = next(t for t in hand.tiles if t not in YAOCHU_TILE_SET)
        raise _not_yaochu(hand, t, origin.column_of_tile(t) if origin else None)
    # (the melds in line order, which needs their columns, only when one is wrong: the first is named)
    wrong = [m for m in hand.melds if m.kind == CHOW or m.tile not in YAOCHU_TILE_SET] if hand.melds else ()
    for i in _in_line_order(hand) if wrong else ():
        m = hand.melds[i]
        if m.kind == CHOW:
            raise _error(hand, f"the chow {meld_text(hand, i)} is not possible", meld_column(hand, i),
                         "Yaochu has only 1, 9 and honors, so no chows")
        if m.tile not in YAOCHU_TILE_SET:
            raise _not_yaochu(hand, m.tile, meld_column(hand, i))
    for key in ("dora", "ura"):  # indicators (ura= with --scoring riichi)
        if YAOCHU_TILE_SET.issuperset(getattr(hand.conditions, key)):
            continue
        written: list[tuple[int, int | None, str | None]] = (
            [(t, c, w) for k, t, c, w in origin.word_tiles if k == key] if origin is not None else [])
        # (indicators the line does not write come from the command line's --dora / --ura)
        given = "" if written or origin is None else f" of --{key}"
        for t, column, shown in written or [(t, None, None) for t in getattr(hand.conditions, key)]:
            if t not in YAOCHU_TILE_SET:  # named as written, at its own column
                raise _not_yaochu(hand, t, column, shown, given)
    if hand.flowers:
        raise _error(hand, f"flower f{hand.flowers[0]}",
                     origin.flower_columns[0][1] if origin and origin.flower_columns else None,
                     "flowers are not used in Yaochu")
    if _five_copies(hand):
        counts = hand.all_counts
        t = next(t for t in range(34) if counts[t] > 4)
        raise _error(hand, f"five copies of {_written(hand, t)} ({describe(t)})",
                     origin.column_of_tile(t) if origin else None)


def _five_copies(hand: Hand) -> bool:
    """A tile kind held five times or more, melds included. The concealed tiles are sorted: five
    copies among them stand side by side. The melds are pungs and kongs here (a chow is refused
    first): a meld's kind can make five only with copies elsewhere, among the concealed tiles or
    in another meld; then every tile is counted."""
    tiles = hand.tiles
    if any(map(eq, tiles, tiles[4:])):
        return True
    melds = hand.melds
    if melds and (len({m.tile for m in melds}) < len(melds) or any([m.tile in tiles for m in melds])):
        return max(hand.all_counts) > 4
    return False


def _forbidden(m: Meld, calls: str) -> bool:
    if m.concealed:
        return False  # a concealed kong is never a claim
    if m.kind == PUNG:
        return calls in ("kong", "none")
    return calls == "none"  # an exposed kong


def _in_line_order(hand: Hand) -> list[int]:
    """Meld indices in the order the line writes them (the first offender is named)."""
    return sorted(range(len(hand.melds)), key=lambda i: meld_column(hand, i) or 0)


def _check_calls(hand: Hand, calls: str) -> None:
    if not hand.melds:  # (no claim and no kong)
        return
    forbidden = [m for m in hand.melds if _forbidden(m, calls)]
    for i in _in_line_order(hand) if forbidden else ():
        m = hand.melds[i]
        if _forbidden(m, calls):
            what = "claimed pung" if m.kind == PUNG else "exposed kong"
            allowed = "kongs only" if calls == "kong" else "no calls; concealed kongs only"
            raise _error(hand, f"the {what} {meld_text(hand, i)} is not allowed with --calls {calls}",
                         meld_column(hand, i), allowed)
    kongs = [i for i, m in enumerate(hand.melds) if m.kind == KONG]
    if len(kongs) > 4:
        raise _error(hand, f"the fifth kong {meld_text(hand, kongs[4])}", meld_column(hand, kongs[4]),
                     "at most four kongs are possible")


def _check_win_conditions(hand: Hand) -> None:
    c = hand.conditions
    if not (c.tenhou or c.chiihou or c.rinshan or c.chankan):
        return  # (the checks below are about these words only)

    def fail(key: str, why: str) -> None:
        column = _word_column(hand, key)
        word = _WORDS[key]
        origin = hand.origin
        if column is not None and origin is not None:  # the word as the line writes it
            word = origin.text[column - 1:].split(None, 1)[0]
        raise _error(hand, repr(word), column, f"{_WORDS[key].rstrip('=')} {why}")

    if c.tenhou and c.chiihou:
        fail("chiihou", "contradicts tenhou: one is the dealer's win, the other the non-dealer's")
    for key, dealer in (("tenhou", True), ("chiihou", False)):
        if not getattr(c, key):
            continue
        if not c.tsumo:
            fail(key, "needs tsumo (a win on the deal or the first draw is self-drawn)")
        if dealer and c.seat != EAST:
            fail(key, "needs seat=E: it is the dealer's win on the initial deal (chiihou is the non-dealer's)")
        if not dealer and c.seat == EAST:
            fail(key, "is the non-dealer's win; seat=E is the dealer (tenhou is the dealer's)")
        if hand.melds:
            fail(key, f"is impossible with the meld {meld_text(hand, 0)}: no call or kong may come first")
    if c.rinshan:
        if not c.tsumo:
            fail("rinshan", "needs tsumo: the kong replacement tile is self-drawn")
        if not any(m.kind == KONG for m in hand.melds):
            fail("rinshan", "needs a kong in the hand")
        if c.last_draw:
            # Yaochu's dead wall keeps 14 tiles: a replacement tile is never the wall's last tile.
            fail("last_draw", "contradicts rinshan: a kong replacement tile is not the last tile of the wall")
    if c.chankan and c.tsumo:
        fail("chankan", "is a win on another player's kong, so it cannot be tsumo")


def check(hand: Hand, calls: str) -> None:
    """Raise InvalidHandError when ``hand`` cannot be a Yaochu hand under ``--calls calls``."""
    _check_tiles(hand)
    _check_calls(hand, calls)
    _check_win_conditions(hand)


