"""Botzone records (Chinese Official; the Botzone / IJCAI human-game data): one round per block.

    Match 61602cb45ddc087351c04358
    Wind 1
    Player 0 Deal T8 B7 T1 W6 B8 W9 J1 T9 B2 W3 T6 F4 W9
    ...
    Player 0 Draw J3
    Player 0 Play T6
    Player 2 Chi T5                       (the middle tile of the chow; the claimed tile is the last discard)
    Player 0 Peng W9 Ignore Player 3 Chi W8   (claims that lost)
    Player 1 Hu B7
    Fan 9 ???*1+??*1+???*1
    Score -8 33 -17 -8

``Wind n`` is the round wind (E S W N), player 0 is East and plays first, player n's seat wind is the
n-th of E S W N. Tiles are the Botzone codes (mjscore.tiles.BOTZONE_CODES): ``W1``-``W9`` characters,
``B1``-``B9`` dots, ``T1``-``T9`` bamboo, ``F1``-``F4`` winds, ``J1``-``J3`` red, green, white
dragons, ``H1``-``H8`` flowers. A round ends ``Huang`` (a draw: no result).

Each win is replayed to an MCR notation line with every condition derived from the play: tsumo (a
win on the winner's own draw), rinshan (on the draw after the winner's own kong), chankan (on
another player's added kong tile), last-tile (the other three copies are in the discards and the
exposed melds), last-draw (a tsumo on the wall's last tile, or a ron on the discard after it: the
wall holds 136 tiles, 144 when the round shows flowers, less the 52 of the deal), the flowers drawn,
seat and round winds. The ``Fan`` line is what is compared (total and fans as written).
"""

from __future__ import annotations

from collections import Counter
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Dict, Final, Iterator, List, Optional, Tuple, Union

from ..hand import CHOW, KONG, PUNG, Meld
from ..notation.writer import format_meld, format_tiles
from ..rules import catalog
from ..tiles import BOTZONE_CODES
from .model import Place, RecordProblem, Recorded, Win, quoted

__all__ = ["read", "CODES", "tile_of"]

# The Chinese Official rules: the catalog's one rule set whose hands hold flowers (as Botzone's do).
RULES: Final = next(r.name for r in catalog.ROWS if r.flowers)
CODES: Final = {code: tile for tile, code in enumerate(BOTZONE_CODES)}
FLOWERS: Final = {f"H{n}": n for n in range(1, 9)}
WINDS: Final = "ESWN"
DEAL: Final = 13
# the draws of a round: the wall less the 4 x 13 tiles of the deal
WALL: Final = 136
WALL_WITH_FLOWERS: Final = 144


class _Bad(Exception):
    """An event that cannot be replayed (its message)."""


def tile_of(code: str) -> int:
    """The tile of a Botzone code (``W1`` -> characters 1, ``F1`` -> East, ``J1`` -> red dragon)."""
    tile = CODES.get(code)
    if tile is None:
        raise _Bad(f"{code!r} is not a Botzone tile code (W1-W9, B1-B9, T1-T9, F1-F4, J1-J3, H1-H8)")
    return tile


class _Round:
    """One block being replayed."""

    def __init__(self, game: str):
        self.game = game
        self.wind: Optional[int] = None
        self.hands: List[Counter[int]] = [Counter() for _ in range(4)]
        self.melds: List[List[Meld]] = [[] for _ in range(4)]  # Meld per player
        self.flowers: List[List[int]] = [[] for _ in range(4)]
        self.dealt = [False] * 4
        self.seen: Counter[int] = Counter()  # tiles face up: discards and exposed melds
        self.draws = 0
        # (action, player, tile) of the last event (no tile for a flower drawn)
        self.last: Optional[Tuple[str, int, Optional[int]]] = None
        self.after_kong: Optional[int] = None  # the player whose next draw replaces a kong
        self.replacement = False  # the last draw replaced a kong
        self.won: Optional[Dict[str, Any]] = None  # the win's facts until its Fan and Score lines
        self.fan: Optional[Tuple[int, Tuple[Tuple[str, int], ...]]] = None  # (total, (name, count) per fan)
        self.done = False  # ended (Hu, Huang): only Fan / Score / Huang's Score may follow

    def place(self, file: str) -> Place:
        """The round: its round wind, and hand 1 (player 0 is always the dealer)."""
        return Place(file=file, game=self.game, round=None if self.wind is None else f"{WINDS[self.wind]}1")


def read(text: str, file: str) -> Iterator[Union[Win, RecordProblem]]:
    """Every win of a Botzone record, in record order; a round that cannot be read gives one
    RecordProblem naming the place and the event, and the next round is read."""
    rnd: Optional[_Round] = None
    broken = False  # the current round gave its problem: skip to the next Match
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line:
            continue
        parts = line.split()
        if parts[0] == "Match":
            if rnd is not None and not broken:
                yield from _finish(rnd, file)
            rnd = _Round(parts[1] if len(parts) > 1 else f"{file}:{number}")
            broken = False
            continue
        if rnd is None:
            yield RecordProblem(place=Place(file=file, game=f"{file}:{number}"),
                                message="a Botzone round begins with a Match line",
                                event=quoted(line), position=number)
            rnd = _Round(f"{file}:{number}")
            broken = True
            continue
        if broken:
            continue
        try:
            _event(rnd, line)
        except _Bad as bad:
            broken = True
            won = rnd.won or {}
            yield RecordProblem(place=rnd.place(file), message=str(bad), event=quoted(line), position=number,
                                winner=won.get("winner"), from_seat=won.get("from"))
    if rnd is not None and not broken:
        yield from _finish(rnd, file)


def _finish(rnd: _Round, file: str) -> Iterator[Win]:
    """The round's win, if it has one, with what the record says of it."""
    won = rnd.won
    if won is None:
        return
    fan = rnd.fan
    recorded = None
    if fan is not None or won.get("deltas") is not None:
        recorded = Recorded(total=None if fan is None else fan[0], fans=None if fan is None else fan[1],
                            deltas=won.get("deltas"))
    yield Win(place=rnd.place(file), winner=won["winner"], from_seat=won["from"], dealer=0, line=won["line"],
              rules=RULES, options={}, recorded=recorded)


def _event(rnd: _Round, line: str) -> None:
    words = line.split()
    head = words[0]
    if head == "Wind":
        if len(words) != 2 or words[1] not in ("0", "1", "2", "3"):
            raise _Bad("Wind takes the round wind 0-3 (E S W N)")
        rnd.wind = int(words[1])
        return
    if head == "Fan":
        if rnd.won is None:
            raise _Bad("a Fan line without a win")
        rnd.fan = _fan(words)
        return
    if head == "Score":
        if len(words) != 5:
            raise _Bad("Score takes four numbers")
        try:
            deltas = tuple(int(w) for w in words[1:])
        except ValueError:
            raise _Bad("Score takes four whole numbers") from None
        if rnd.won is not None:
            rnd.won["deltas"] = deltas
        elif not rnd.done:
            raise _Bad("a Score line before the round ended")
        return
    if head == "Huang":
        if rnd.done:
            raise _Bad("Huang after the round ended")
        rnd.done = True
        return
    if head != "Player":
        raise _Bad(f"unknown line {head!r}")
    main = line.partition(" Ignore ")[0]  # (the claims that lost change nothing)
    words = main.split()
    if len(words) < 3 or words[1] not in ("0", "1", "2", "3"):
        raise _Bad("expected Player 0-3 and an action")
    player = int(words[1])
    if words[2] == "Deal":
        _deal(rnd, player, words[3:])
        return
    action = _ACTION.get(words[2].lower())  # (the data's own README writes lost claims PENG, CHI)
    if action is None:
        raise _Bad(f"unknown action {words[2]!r}")
    if rnd.done:
        raise _Bad("a move after the round ended")
    if action == "Draw" and len(words) == 4 and words[3] in FLOWERS:
        rnd.flowers[player].append(FLOWERS[words[3]])
        rnd.draws += 1
        rnd.last = ("Flower", player, None)
        return
    if len(words) != 4:
        raise _Bad(f"{action} takes one tile")
    tile = tile_of(words[3])
    if rnd.wind is None:
        raise _Bad("a move before the Wind line")
    if not all(rnd.dealt):
        raise _Bad("a move before every player's Deal")
    MOVES[action](rnd, player, tile)
    rnd.last = (action, player, tile)


def _deal(rnd: _Round, player: int, codes: List[str]) -> None:
    if rnd.dealt[player]:
        raise _Bad(f"player {player} is dealt twice")
    tiles: List[int] = []
    for code in codes:
        if code in FLOWERS:
            rnd.flowers[player].append(FLOWERS[code])
        else:
            tiles.append(tile_of(code))
    if len(codes) != DEAL:
        raise _Bad(f"a deal has {DEAL} tiles, not {len(codes)}")
    rnd.hands[player].update(tiles)
    rnd.dealt[player] = True


def _fan(words: List[str]) -> Tuple[int, Tuple[Tuple[str, int], ...]]:
    """``Fan 9 ???*1+??*1`` -> (9, (("???", 1), ("??", 1)))."""
    if len(words) < 2 or not words[1].lstrip("-").isdigit():
        raise _Bad("Fan takes the total and the fans")
    fans: List[Tuple[str, int]] = []
    for item in " ".join(words[2:]).split("+") if len(words) > 2 else ():
        name, star, count = item.strip().rpartition("*")
        if not star or not count.isdigit():
            raise _Bad(f"a fan is written name*count, not {item!r}")
        fans.append((name, int(count)))
    return int(words[1]), tuple(fans)


def _take(rnd: _Round, player: int, tile: int, n: int = 1) -> None:
    hand = rnd.hands[player]
    if hand[tile] < n:
        have = "is not" if not hand[tile] else f"is there {hand[tile]} time(s), not {n}"
        raise _Bad(f"tile {BOTZONE_CODES[tile]} {have} in player {player}'s hand")
    hand[tile] -= n
    if not hand[tile]:
        del hand[tile]


def _code(tile: Optional[int]) -> str:
    """A tile of an event as Botzone writes it (an event with no tile: a flower drawn)."""
    return BOTZONE_CODES[tile] if tile is not None else "a flower"


def _last_discard(rnd: _Round, player: int, tile: int, action: str) -> int:
    """The discarder of the tile a claim takes (the last event must be another player's Play of it)."""
    last = rnd.last
    if last is None or last[0] != "Play" or last[1] == player:
        raise _Bad(f"{action} with no discard of another player to claim")
    if last[2] != tile:
        raise _Bad(f"{action} {BOTZONE_CODES[tile]}, but the discard is {_code(last[2])}")
    return last[1]


# -- what each move does to the round ---------------------------------------------------------------


def _draw(rnd: _Round, player: int, tile: int) -> None:
    rnd.replacement = rnd.after_kong == player
    rnd.after_kong = None
    rnd.draws += 1
    rnd.hands[player][tile] += 1


def _play(rnd: _Round, player: int, tile: int) -> None:
    _take(rnd, player, tile)
    rnd.seen[tile] += 1
    rnd.replacement = False


def _chi(rnd: _Round, player: int, middle: int) -> None:
    last = rnd.last
    if last is None or last[0] != "Play" or last[1] == player:
        raise _Bad("Chi with no discard of another player to claim")
    claimed = last[2]
    if middle >= 27 or middle % 9 in (0, 8):
        raise _Bad(f"Chi names the middle tile of a chow: {BOTZONE_CODES[middle]} is none")
    if claimed not in (middle - 1, middle, middle + 1):
        raise _Bad(f"Chi {BOTZONE_CODES[middle]} cannot take the discard {_code(claimed)}")
    for t in (middle - 1, middle, middle + 1):
        if t != claimed:
            _take(rnd, player, t)
            rnd.seen[t] += 1
    rnd.melds[player].append(Meld(kind=CHOW, tile=middle - 1))


def _peng(rnd: _Round, player: int, tile: int) -> None:
    _last_discard(rnd, player, tile, "Peng")
    _take(rnd, player, tile, 2)
    rnd.seen[tile] += 2
    rnd.melds[player].append(Meld(kind=PUNG, tile=tile))


def _gang(rnd: _Round, player: int, tile: int) -> None:
    _last_discard(rnd, player, tile, "Gang")
    _take(rnd, player, tile, 3)
    rnd.seen[tile] += 3
    rnd.melds[player].append(Meld(kind=KONG, tile=tile))
    rnd.after_kong = player


def _angang(rnd: _Round, player: int, tile: int) -> None:
    _take(rnd, player, tile, 4)
    rnd.melds[player].append(Meld(kind=KONG, tile=tile, concealed=True))
    rnd.after_kong = player


def _bugang(rnd: _Round, player: int, tile: int) -> None:
    melds = rnd.melds[player]
    for i, m in enumerate(melds):
        if m.kind == PUNG and m.tile == tile:
            break
    else:
        raise _Bad(f"BuGang {BOTZONE_CODES[tile]}, but player {player} has no pung of it")
    _take(rnd, player, tile)
    rnd.seen[tile] += 1
    melds[i] = Meld(kind=KONG, tile=tile)
    rnd.after_kong = player


def _hu(rnd: _Round, player: int, tile: int) -> None:
    last = rnd.last
    if last is None:
        raise _Bad("Hu before any move")
    action, by, what = last
    words = []
    others = rnd.seen[tile]
    wall = WALL_WITH_FLOWERS if any(rnd.flowers) else WALL
    last_draw = rnd.draws == wall - 4 * DEAL
    if action == "Draw" and by == player:
        if what != tile:
            raise _Bad(f"Hu {BOTZONE_CODES[tile]}, but player {player} drew {_code(what)}")
        source = None
        words.append("tsumo")
        if rnd.replacement:
            words.append("rinshan")
    elif action in ("Play", "BuGang") and by != player:
        if what != tile:
            raise _Bad(f"Hu {BOTZONE_CODES[tile]}, but the last tile given is {_code(what)}")
        source = by
        others -= 1  # (the winning tile itself is face up)
        rnd.hands[player][tile] += 1
        if action == "BuGang":
            words.append("chankan")
            last_draw = False
    else:
        raise _Bad(f"Hu {BOTZONE_CODES[tile]} on neither the winner's draw nor another player's tile")
    if others == 3 and action != "BuGang":
        words.append("last-tile")
    if last_draw:
        words.append("last-draw")
    words += [f"seat={WINDS[player]}", f"round={WINDS[rnd.wind]}"]  # type: ignore[index]  # (a move needs the Wind line first)
    concealed = list(rnd.hands[player].elements())
    concealed.sort()
    concealed.remove(tile)
    parts = [format_tiles(concealed) + "".join(format_meld(m) for m in rnd.melds[player]),
             format_tiles((tile,))]
    if rnd.flowers[player]:
        parts.append("f" + "".join(str(n) for n in sorted(rnd.flowers[player])))
    rnd.won = {"winner": player, "from": source, "line": " ".join(parts + words)}
    rnd.done = True


MOVES: Final = {"Draw": _draw, "Play": _play, "Chi": _chi, "Peng": _peng, "Gang": _gang, "AnGang": _angang,
                "BuGang": _bugang, "Hu": _hu}
_ACTION: Final = {a.lower(): a for a in MOVES}
