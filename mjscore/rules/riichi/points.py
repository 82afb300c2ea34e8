"""The riichi point table (`mjscore points`, docs/cli.md): what each fu and han pays, dealer and
non-dealer, ron and tsumo, in a room. Every number comes from :meth:`Room.basic_points` and
:func:`payments` (mjscore.rules.riichi.score), the same code that scores hands: no second table.
"""

from __future__ import annotations

from ...formatting import thousands
from ..yaku_engine.classic import KAZOE, LIMITS
from .score import Room, paid, payments
from .table import YAKUMAN_HAN

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Final

FU: Final = (20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110)  # the fu a hand can have
TABLE_HAN: Final = (1, 2, 3, 4)  # the han whose points depend on fu (5 and more are limits)


def check_fu(fu: int) -> None:
    if fu not in FU:
        raise ValueError(f"{fu} fu is not a hand's fu: 20, 25 or a multiple of 10 from 30 to 110")


def reachable(fu: int, han: int, tsumo: bool) -> bool:
    """Whether a hand can have ``fu`` and ``han`` by that win: 20 fu is pinfu tsumo only (2 han at
    least), 25 fu is chiitoitsu (2 han; its tsumo 3 han at least)."""
    if fu == 20:
        return tsumo and han >= 2
    if fu == 25:
        return han >= (3 if tsumo else 2)
    return True


def entry(room: Room, han: int, fu: int | None, yakuman: int = 0) -> dict[str, Any]:
    """One entry of the table: basic points, the limit, and the four payments (None where no hand
    has these fu and han by that win). ``fu`` None: a limit (5 han and more) or a yakuman."""
    base, limit, kiriage = room.basic_points(han, fu or 0, yakuman)
    out: dict[str, Any] = {"fu": fu, "han": None if yakuman else han, "limit": limit, "kiriage": kiriage,
                           "basic": base}
    for who, dealer in (("non_dealer", False), ("dealer", True)):
        out[who] = {way: (payments(base, dealer, tsumo, 0, room.players)
                          if fu is None or reachable(fu, han, tsumo) else None)
                    for way, tsumo in (("ron", False), ("tsumo", True))}
    return out


def limit_rows(room: Room) -> list[tuple[str, dict[str, Any]]]:
    """(han written as "6–7", entry) of each limit by han, the kazoe limit and the yakuman."""
    out = []
    bounds = [least for least, _, _ in reversed(LIMITS)] + [YAKUMAN_HAN]
    for least, upper in zip(bounds, bounds[1:]):
        out.append((str(least) if upper - 1 == least else f"{least}–{upper - 1}", entry(room, least, None)))
    out.append((f"{YAKUMAN_HAN}+", entry(room, YAKUMAN_HAN, None)))
    out.append(("—", entry(room, YAKUMAN_HAN, None, yakuman=1)))
    return out


def table(room: Room) -> list[dict[str, Any]]:
    """Every entry: each fu by 1–4 han, then the limits (fu None) and the yakuman (han None)."""
    return [entry(room, han, fu) for fu in FU for han in TABLE_HAN] + [e for _, e in limit_rows(room)]


# -- text ---------------------------------------------------------------------------------------------

def pays(pay: dict[str, int] | None) -> str:
    """A payment as players say it: ``7,700`` (ron), ``2,000/3,900`` (a non-dealer's tsumo: the
    others / the dealer), ``3,900 all`` (a dealer's tsumo); ``—`` for none."""
    if pay is None:
        return "—"
    if "discarder" in pay:
        return thousands(pay["discarder"], ",")
    if "each" in pay:
        return thousands(pay["each"], ",") + " all"
    return f"{thousands(pay['others'], ',')}/{thousands(pay['dealer'], ',')}"


def cell(e: dict[str, Any], who: str) -> str:
    return f"{pays(e[who]['ron'])} ({pays(e[who]['tsumo'])})"


def _grid(rows: list[list[str]]) -> list[str]:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    return ["  ".join(c.rjust(w) if i else c.ljust(w) for i, (c, w) in enumerate(zip(r, widths))).rstrip()
            for r in rows]


def room_line(room: Room) -> str:
    three = (", three players (--players 3): a tsumo is paid by two players, the North's share by no one "
             "(tsumo loss)") if room.players == 3 else ""
    return (f"Room: kiriage {'on' if room.kiriage else 'off'} (--kiriage / --no-kiriage), "
            f"13+ han {KAZOE[room.kazoe][1]} (--kazoe yakuman|sanbaiman){three}")


def table_text(room: Room) -> str:
    """The table as text: for the non-dealer then the dealer, one row per fu, one column per han,
    each cell "ron (tsumo)"; then the limits."""
    others = "the other player" if room.players == 3 else "the others"
    out = [f"Riichi points: ron (tsumo). A non-dealer's tsumo is what {others} / the dealer pay; "
           "a dealer's tsumo, what each pays.", room_line(room), ""]
    for who, title in (("non_dealer", "Non-dealer"), ("dealer", "Dealer")):
        rows = [[title] + [f"{han} han" for han in TABLE_HAN]]
        rows += [[f"{fu} fu"] + [cell(entry(room, han, fu), who) for han in TABLE_HAN] for fu in FU]
        out += _grid(rows) + [""]
    rows = [["Limits", "han", "non-dealer", "dealer"]]
    rows += [[e["limit"], han, cell(e, "non_dealer"), cell(e, "dealer")] for han, e in limit_rows(room)]
    out += _grid(rows)
    if room.kiriage:
        out += ["", "With kiriage, 4 han 30 fu and 3 han 60 fu are mangan."]
    return "\n".join(out)


def entry_text(e: dict[str, Any], players: int = 4) -> str:
    """One entry on one line: ``30 fu 4 han: non-dealer 7,700 (2,000/3,900), dealer 11,600 (3,900 all)``;
    with three players, what a tsumo brings in all (two payers: the tsumo loss)."""
    what = f"{e['fu']} fu {e['han']} han" if e["fu"] is not None else f"{e['han']} han"
    limit = f" {e['limit']}" + (" (kiriage)" if e["kiriage"] else "") if e["limit"] else ""
    if all(pay is None for who in ("non_dealer", "dealer") for pay in e[who].values()):
        return (f"{what}: no hand has these fu and han "
                "(20 fu is pinfu tsumo, 2 han or more; 25 fu is chiitoitsu, 2 han or more)")
    return (f"{what}{limit}: non-dealer ron {pays(e['non_dealer']['ron'])}, tsumo {pays(e['non_dealer']['tsumo'])}"
            f"{_in_all(e['non_dealer']['tsumo'], players)}; "
            f"dealer ron {pays(e['dealer']['ron'])}, tsumo {pays(e['dealer']['tsumo'])}{_in_all(e['dealer']['tsumo'], players)}")


def _in_all(pay: dict[str, int] | None, players: int) -> str:
    """`` (6,000 in all, two payers)`` after a three-player tsumo (nothing with four players)."""
    if players == 4 or pay is None:
        return ""
    return f" ({thousands(paid(pay, players), ',')} in all, two payers)"
