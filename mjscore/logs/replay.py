"""One round of riichi mahjong replayed from a record's events, and the notation line of each win.

Every reader (Tenhou XML, tenhou.net/6 JSON, MJAI) turns its events into calls of :class:`Round`;
the round keeps the hands, the melds and every fact a condition word needs, all derived from the
play (docs/logs.md, "Conditions are derived from the play"): riichi and double riichi, ippatsu,
rinshan, chankan, the last draw, tenhou / chiihou, the dora indicators, the counters and deposits,
the seat and round winds, red fives and pao.

A tile is ``(kind, red)``: kind 0–33 in the order m1…m9 p1…p9 s1…s9 E S W N P F C; ``None`` is a
tile the record does not show (MJAI's ``?``). An impossible event raises :class:`ReplayError`.
A hand holds its tiles by their codes (``2 * kind + red``, see :func:`tile_code`): a discard is
found among whole numbers, which compare at less cost than pairs.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Final, List, Optional, Sequence, Tuple

# A tile as the round plays it: (kind, red), a pair (mjscore.tiles.Tile is the kind alone).
KindRed = tuple[int, bool]
# A tile's code in a hand: 2 * kind + red (tile_code).
TileCode = int

WINDS: Final = "ESWN"
HONORS: Final = "ESWNPFC"
LIVE_DRAWS: Final = 70          # 136 tiles - 52 dealt - 14 in the dead wall
# Three players (三麻): 108 tiles (no 2m-8m) - 39 dealt - 14 in the dead wall. As with a kong, a North
# set aside (kita) draws its replacement from the dead wall, which takes one from the live wall: every
# draw of the round counts, replacements included.
LIVE_DRAWS_OF: Final = {4: LIVE_DRAWS, 3: 55}
NORTH: Final = (30, False)
NO_CHARACTERS_2_8: Final = "no 2m-8m in three-player mahjong"
DRAGONS: Final = (31, 32, 33)
WIND_KINDS: Final = (27, 28, 29, 30)
# Every valid tile -> its normal form, with and without red fives (what _norm computes, looked up).
# The normal forms are one object each (a reader's tile table gives these too, normal_tile).
_ONE: Final = {(k, r): (k, r) for k in range(34) for r in (False, True)}
_NORMAL: Final = {aka: {(k, r): _ONE[k, bool(r and aka and k in (4, 13, 22))] for k in range(34) for r in (False, True)}
                  for aka in (True, False)}


def normal_tile(t: KindRed, aka: bool) -> KindRed:
    """A valid tile ``(kind, red)`` in its normal form (red only with red fives), as Round gives it."""
    return _NORMAL[bool(aka)][t]


# Code -> the tile of that code (see tile_code).
TILE_OF: Final = tuple(_ONE[c // 2, bool(c % 2)] for c in range(68))
_TILE_OR_NONE: Final[dict[Optional[int], Optional[KindRed]]] = {**dict(enumerate(TILE_OF)), None: None}


# The same table without 2m-8m, for three players: a tile of those kinds is looked up in vain, and
# Round._norm then says why it is refused.
_NORMAL_3: Final = {aka: {t: n for t, n in table.items() if not 1 <= t[0] <= 7} for aka, table in _NORMAL.items()}


def tile_code(t: KindRed, aka: bool) -> TileCode:
    """A valid tile's code in a hand (``2 * kind + red`` of its normal form): Round.play's moves
    give their tiles so. KeyError for a tile that is not valid."""
    kind, red = normal_tile(t, aka)
    return 2 * kind + red


# how a tile another player may win on was given
ADDED: Final = "added"
CONCEALED: Final = "concealed"
KITA: Final = "kita"


class ReplayError(Exception):
    """An event the round cannot follow (a tile not in the hand, a call of nothing, …)."""

    index: Optional[int] = None  # (Round.play: which of its moves)


class _Move(Exception):
    """Round.play met a move it must not do in its row (the move's own method says why)."""


def tile_text(t: KindRed) -> str:
    """One tile in the notation's prefix form: ``m1``, ``p0`` (red five), ``E``."""
    kind, red = t
    if kind >= 27:
        return HONORS[kind - 27]
    return "mps"[kind // 9] + ("0" if red else str(kind % 9 + 1))


def tiles_text(tiles: Sequence[KindRed]) -> str:
    """Tiles in the prefix form, suits in the order m, p, s, then honors: ``m123p0s99EE``."""
    out: List[str] = []
    suit = None
    for kind, red in sorted(tiles):
        if kind >= 27:
            out.append(HONORS[kind - 27])
            suit = None
            continue
        s = "mps"[kind // 9]
        if s != suit:
            out.append(s)
            suit = s
        out.append("0" if red else str(kind % 9 + 1))
    return "".join(out)


def describe(t: Optional[KindRed]) -> str:
    return "?" if t is None else tile_text(t)


class CalledMeld:
    """A meld as the round saw it made: a call of a discard, an added kong or a concealed kong."""

    def __init__(self, kind: str, tiles: Tuple[KindRed, ...], from_seat: Optional[int],
                 called: Optional[KindRed]) -> None:
        self.kind: Final = kind  # "chi", "pon", "open_kong", "added_kong", "concealed_kong"
        self.tiles: Final = tiles
        self.from_seat: Final = from_seat  # the seat whose discard was called (None: a concealed kong)
        self.called: Final = called  # that discard

    @property
    def set_kind(self) -> int:
        return min(t[0] for t in self.tiles)

    def text(self) -> str:
        body = tiles_text(self.tiles)
        return f"({body})" if self.kind == "concealed_kong" else f"[{body}]"


class WinFacts:
    """What :meth:`Round.win` found: the line and the seats."""

    def __init__(self, line: str, winner: int, from_seat: Optional[int], honba: int, sticks: int,
                 concealed: Sequence[KindRed] = ()) -> None:
        self.line: Final = line
        self.winner: Final = winner
        self.from_seat: Final = from_seat
        self.honba: Final = honba
        self.sticks: Final = sticks
        self.concealed: Final = tuple(concealed)  # the concealed tiles with the winning one


class Round:
    """The state of one round. Seats are the record's indices 0–3; ``dealer`` is the dealer's seat."""

    def __init__(self, round_index: int, honba: int, sticks: int, dealer: int,
                 dora: Sequence[KindRed], hands: Sequence[Sequence[Optional[KindRed]]], aka: bool = True,
                 players: int = 4):
        if players not in LIVE_DRAWS_OF:
            raise ReplayError(f"{players} players: a riichi game has 4, or 3 (三麻)")
        self.players = players
        self.live_draws = LIVE_DRAWS_OF[players]
        if not 0 <= dealer < players:
            raise ReplayError(f"dealer seat {dealer} is not 0-{players - 1}")
        if len(hands) != players:
            raise ReplayError(f"{len(hands)} hands dealt to {players} players")
        self.round_index = round_index
        self.honba = honba
        self.sticks = sticks             # deposits on the table, riichi accepted this round included
        self.dealer = dealer
        self.aka = aka
        self._normal = (_NORMAL if players == 4 else _NORMAL_3)[bool(aka)]
        self.dora: List[KindRed] = [self._norm(t) for t in dora]
        self.hands: List[List[Optional[int]]] = []   # the tiles' codes (None: a tile not shown)
        for seat, h in enumerate(hands):
            if len(h) != 13:
                raise ReplayError(f"seat {seat} is dealt {len(h)} tiles, not 13")
            # (None: a tile not shown)
            self.hands.append([None if t is None else self._code_of(t) for t in h])
        self.melds: List[List[CalledMeld]] = [[] for _ in range(players)]
        self.draws = 0                   # every draw of the round, replacement draws included
        self.kongs = 0
        self.calls = 0                   # calls and kongs by anyone so far
        self.drawn_by: Optional[int] = None      # the seat whose draw is the last event (may discard or tsumo)
        self.drawn: Optional[KindRed] = None        # the tile of that draw
        self.rinshan_draw = False                # that draw was a kong's replacement
        self.pending_replacement: Optional[int] = None   # a seat that declared a kong and draws next
        self.first_draw_done = [False] * players
        self.discarded = [False] * players
        self.riichi = [0] * players              # 0 none, 1 riichi, 2 double riichi (accepted)
        self.declared: Optional[Tuple[int, bool, int]] = None   # (seat, double, calls) awaiting its discard
        self.riichi_discarded: Optional[Tuple[int, bool, int]] = None   # discarded, not yet accepted
        self.ippatsu = [False] * players
        self.last_discard: Optional[Tuple[int, KindRed, bool]] = None   # (seat, tile, after the last live draw)
        # a tile another player may win on until the next draw: (seat, tile, how it was given): ADDED
        # (an added kong: chankan), CONCEALED (a concealed kong: thirteen orphans only) or KITA
        self.robbable: Optional[Tuple[int, KindRed, str]] = None
        self.pao: List[Optional[int]] = [None] * players
        self.kita = [0] * players                # Norths set aside (three players)
        self.wins = 0
        self._first_draw = False
        self._ippatsu_robbed = [False] * players

    # ------------------------------------------------------------------ helpers
    def _norm(self, t: KindRed) -> KindRed:
        kind, red = t
        if not 0 <= kind <= 33:
            raise ReplayError(f"tile kind {kind} is not 0-33")
        if self.players == 3 and 1 <= kind <= 7:
            raise ReplayError(f"tile {tile_text((kind, False))}: {NO_CHARACTERS_2_8}")
        return (kind, bool(red and self.aka and kind in (4, 13, 22)))

    def _code_of(self, t: KindRed) -> TileCode:
        """The code of a tile in this round's hands (tile_code's, without its lookup); ReplayError for
        a tile not in play (_norm)."""
        kind, red = self._norm(t)
        return 2 * kind + red

    def _take(self, seat: int, t: KindRed) -> KindRed:
        hand = self.hands[seat]
        c = self._code_of(t)
        try:
            hand.remove(c)
            return TILE_OF[c]
        except ValueError:
            pass
        if None in hand:
            hand.remove(None)
            return TILE_OF[c]
        raise ReplayError(f"tile {tile_text(TILE_OF[c])} is not in seat {seat}'s hand")

    def concealed(self, seat: int) -> List[Optional[KindRed]]:
        """The concealed tiles of ``seat`` (None: a tile not shown)."""
        return list(map(_TILE_OR_NONE.__getitem__, self.hands[seat]))

    def _call_made(self) -> None:
        self.calls += 1
        self.ippatsu = [False] * self.players
        self.robbable = None

    def wind_of(self, seat: int) -> str:
        return WINDS[(seat - self.dealer) % self.players]

    @property
    def round_name(self) -> str:
        return WINDS[(self.round_index // 4) % 4] + str(self.round_index % 4 + 1)

    # ------------------------------------------------------------------ events
    def draw(self, seat: int, t: Optional[KindRed]) -> None:
        if seat.__class__ is not int or not 0 <= seat < self.players:   # draws and discards: the common case inline
            self._seat(seat)
        if self.draws >= self.live_draws:
            raise ReplayError("a draw after the wall's last tile")
        c = None
        if t is not None:
            c = self._code_of(t)
            t = TILE_OF[c]
        self.draws += 1
        self.rinshan_draw = self.pending_replacement == seat
        self.pending_replacement = None
        self.hands[seat].append(c)
        self.drawn = t
        self.drawn_by = seat
        self.robbable = None
        self.last_discard = None
        self._first_draw = not self.first_draw_done[seat] and self.calls == 0
        self.first_draw_done[seat] = True

    def discard(self, seat: int, t: KindRed) -> None:
        if seat.__class__ is not int or not 0 <= seat < self.players:
            self._seat(seat)
        t = self._take(seat, t)
        if self.declared is not None and self.declared[0] == seat:
            self.riichi_discarded = self.declared
            self.declared = None
        self.ippatsu[seat] = False
        self.discarded[seat] = True
        self.drawn_by = None
        self.last_discard = (seat, t, self.draws >= self.live_draws)

    def play(self, moves: Sequence[Tuple[int, bool, TileCode]]) -> None:
        """Draws and discards in a row, as :meth:`draw` and :meth:`discard` one by one would do them:
        each move is ``(seat, drawn?, code)``, the seat 0-3 and the tile's code in this round
        (tile_code: a reader's table of its tile codes gives them so). On an impossible
        move the moves before it are done and the ReplayError has ``index``, the move's.

        Most events of a record are these. Once every seat has drawn and discarded, with no riichi
        awaiting its discard and no ippatsu chance open, a move before the wall's last draws changes
        nothing but its hand and what the row's last move leaves: such moves are replayed by
        :meth:`_play_settled`, the others (a go-around at most at a time) by :meth:`_play_each`."""
        done = 0
        while done < len(moves):
            settled = self.declared is None and False not in self.discarded and True not in self.ippatsu \
                and False not in self.first_draw_done
            n = self.live_draws - 1 - self.draws if settled else 0   # (n moves hold at most n draws)
            part = moves[done:done + n] if n > 0 else moves[done:done + 8]
            try:
                (self._play_settled if n > 0 else self._play_each)(part)
            except ReplayError as e:
                e.index = (e.index or 0) + done
                raise
            done += len(part)

    def _play_settled(self, moves: Sequence[Tuple[int, bool, TileCode]]) -> None:
        hands = self.hands
        draws = self.draws
        it = iter(moves)
        try:
            for seat, drawn, t in it:
                if drawn:
                    hands[seat].append(t)
                    draws += 1
                else:
                    hands[seat].remove(t)
        except (ValueError, IndexError):  # (a tile not in the hand, a seat not at the table: the move by
            k = len(moves) - 1 - len(list(it))   # its own method, after the ones before)
            self._settle(moves[:k], draws)
            seat, _, t = moves[k]
            try:
                self.discard(seat, TILE_OF[t])
            except ReplayError as e:
                e.index = k
                raise
            self.play(moves[k + 1:])  # (not reached: a tile that cannot be removed is not in the hand)
            return
        self._settle(moves, draws)

    def _settle(self, moves: Sequence[Tuple[int, bool, TileCode]], draws: int) -> None:
        """The state a settled row of moves leaves (the hands done), ``draws`` its count after them."""
        if not moves:
            return
        if draws != self.draws:  # (a draw in the row: it ends any replacement and robbable kong)
            if self.pending_replacement is not None and draws == self.draws + 1:
                self.rinshan_draw = next(seat for seat, drawn, _ in moves if drawn) == self.pending_replacement
            else:
                self.rinshan_draw = False
            self.draws, self.pending_replacement, self.robbable, self._first_draw = draws, None, None, False
        seat, drawn, t = moves[-1]
        if drawn:
            self.drawn_by, self.drawn, self.last_discard = seat, TILE_OF[t], None
        else:
            self.drawn_by, self.last_discard = None, (seat, TILE_OF[t], False)

    def _play_each(self, moves: Sequence[Tuple[int, bool, TileCode]]) -> None:
        """:meth:`play` move by move, every state the conditions need kept in local names over the
        row and stored once."""
        hands, first_done = self.hands, self.first_draw_done
        ippatsu, discarded, calls = self.ippatsu, self.discarded, self.calls
        draws, pending, declared = self.draws, self.pending_replacement, self.declared
        drawn_by, drawn_tile, last_discard, rinshan = self.drawn_by, self.drawn, self.last_discard, self.rinshan_draw
        first, robbable = self._first_draw, self.robbable
        live = self.live_draws
        k = -1
        try:
            for k, (seat, drawn, t) in enumerate(moves):
                if drawn:
                    if draws >= live or seat >= len(hands):
                        raise _Move
                    draws += 1
                    rinshan = pending == seat
                    pending = None
                    hands[seat].append(t)
                    drawn_tile = TILE_OF[t]
                    drawn_by = seat
                    robbable = last_discard = None
                    first = not first_done[seat] and calls == 0
                    first_done[seat] = True
                    continue
                if seat >= len(hands):
                    raise _Move
                hand = hands[seat]
                try:
                    hand.remove(t)
                except ValueError:
                    if None not in hand:
                        raise _Move from None
                    hand.remove(None)
                if declared is not None and declared[0] == seat:
                    self.riichi_discarded = declared
                    declared = None
                ippatsu[seat] = False
                discarded[seat] = True
                drawn_by = None
                last_discard = (seat, TILE_OF[t], draws >= live)
        except _Move:  # the move itself, by its own method, after the ones before: the error it raises
            self._store(draws, pending, declared, drawn_by, drawn_tile, last_discard, rinshan, first, robbable)
            seat, drawn, t = moves[k]
            try:
                (self.draw if drawn else self.discard)(seat, TILE_OF[t])
            except ReplayError as e:
                e.index = k
                raise
            self.play(moves[k + 1:])  # (not reached: the method refuses what the row refused)
            return
        self._store(draws, pending, declared, drawn_by, drawn_tile, last_discard, rinshan, first, robbable)

    def _store(self, draws: int, pending: Optional[int], declared: Optional[Tuple[int, bool, int]],
               drawn_by: Optional[int], drawn_tile: Optional[KindRed], last_discard: Optional[Tuple[int, KindRed, bool]],
               rinshan: bool, first: bool, robbable: Optional[Tuple[int, KindRed, str]]) -> None:
        self.draws, self.pending_replacement, self.declared = draws, pending, declared
        self.drawn_by, self.drawn, self.last_discard, self.rinshan_draw = drawn_by, drawn_tile, last_discard, rinshan
        self._first_draw, self.robbable = first, robbable

    def declare_riichi(self, seat: int) -> None:
        self._seat(seat)
        if self.riichi[seat]:
            raise ReplayError(f"seat {seat} declares riichi twice")
        if self.melds[seat] and any(m.kind != "concealed_kong" for m in self.melds[seat]):
            raise ReplayError(f"seat {seat} declares riichi with an open hand")
        double = not self.discarded[seat] and self.calls == 0
        self.declared = (seat, double, self.calls)

    def accept_riichi(self, seat: int) -> None:
        self._seat(seat)
        got = self.riichi_discarded if self.riichi_discarded and self.riichi_discarded[0] == seat else None
        if got is None and self.declared and self.declared[0] == seat:
            got = self.declared    # a record that accepts before it shows the discard
            self.declared = None
        if got is None:
            raise ReplayError(f"seat {seat}'s riichi is accepted but was not declared")
        self.riichi_discarded = None
        self.riichi[seat] = 2 if got[1] else 1
        self.ippatsu[seat] = self.calls == got[2]
        self.sticks += 1

    def _claim(self, seat: int, from_seat: int, called: KindRed, own: Sequence[KindRed], kind: str) -> None:
        if kind == "chi" and self.players == 3:
            raise ReplayError(f"seat {seat} calls a chow: no chow in three-player mahjong")
        self._seat(seat)
        self._seat(from_seat)
        if self.last_discard is None or self.last_discard[0] != from_seat:
            raise ReplayError(f"seat {seat} calls a tile seat {from_seat} has not just discarded")
        called = self._normal.get(called) or self._norm(called)
        if called[0] != self.last_discard[1][0]:
            raise ReplayError(f"seat {seat} calls {tile_text(called)} but the discard was "
                              f"{tile_text(self.last_discard[1])}")
        called = self.last_discard[1]
        taken = [self._take(seat, t) for t in own]
        tiles = taken + [called]
        kinds = sorted([t[0] for t in tiles])
        if kind == "chi":
            if len(tiles) != 3 or kinds[0] >= 27 or kinds[0] // 9 != kinds[2] // 9 or \
                    kinds != [kinds[0], kinds[0] + 1, kinds[0] + 2]:
                raise ReplayError(f"seat {seat}'s chi {tiles_text(tiles)} is not a chow")
        elif len(set(kinds)) != 1 or len(tiles) != (3 if kind == "pon" else 4):
            raise ReplayError(f"seat {seat}'s call {tiles_text(tiles)} is not a {kind.replace('_', ' ')}")
        self.last_discard = None
        self._call_made()
        self.melds[seat].append(CalledMeld(kind, tuple(tiles), from_seat, called))
        if kind == "open_kong":
            self.kongs += 1
            self.pending_replacement = seat
        if kind != "chi":
            self._check_pao(seat, from_seat)
        self.drawn_by = None
        self.rinshan_draw = False

    def chi(self, seat: int, from_seat: int, called: KindRed, own: Sequence[KindRed]) -> None:
        self._claim(seat, from_seat, called, own, "chi")

    def pon(self, seat: int, from_seat: int, called: KindRed, own: Sequence[KindRed]) -> None:
        self._claim(seat, from_seat, called, own, "pon")

    def open_kong(self, seat: int, from_seat: int, called: KindRed, own: Sequence[KindRed]) -> None:
        self._claim(seat, from_seat, called, own, "open_kong")

    def added_kong(self, seat: int, t: KindRed) -> None:
        self._seat(seat)
        t = self._norm(t)
        melds = self.melds[seat]
        for i, m in enumerate(melds):
            if m.kind == "pon" and m.tiles[0][0] == t[0]:
                break
        else:
            raise ReplayError(f"seat {seat} adds {tile_text(t)} to a pung it does not have")
        t = self._take(seat, t)
        melds[i] = CalledMeld("added_kong", m.tiles + (t,), m.from_seat, m.called)
        self._ippatsu_robbed = list(self.ippatsu)    # a robbed kong was never made: ippatsu stands
        self._call_made()
        self.kongs += 1
        self.pending_replacement = seat
        self.robbable = (seat, t, ADDED)
        self.drawn_by = None

    def concealed_kong(self, seat: int, tiles: Sequence[KindRed]) -> None:
        self._seat(seat)
        kinds = {t[0] for t in tiles}
        if len(tiles) != 4 or len(kinds) != 1:
            raise ReplayError(f"seat {seat}'s concealed kong {tiles_text(tiles)} is not four of a kind")
        taken = [self._take(seat, t) for t in tiles]
        self._call_made()
        self.kongs += 1
        self.melds[seat].append(CalledMeld("concealed_kong", tuple(taken), None, None))
        self.pending_replacement = seat
        self.robbable = (seat, taken[0], CONCEALED)   # only thirteen orphans may rob it: no chankan
        self.drawn_by = None

    def set_north_aside(self, seat: int, t: Optional[KindRed] = None) -> None:
        """A North set aside (kita, 抜きドラ: three players): each counts a dora for its owner, who
        draws a replacement from the dead wall, so a win on that draw is rinshan. Another player may
        win on the North: an ordinary ron, not chankan. As any call, a kita ends the ippatsu chances
        and the first go-around (riichi.wiki, "Sanma"; RiichiEnv's three-player engine does the
        same); a ron on the North itself finds the ippatsu chances as they were, as on a robbed kong."""
        self._seat(seat)
        if self.players != 3:
            raise ReplayError(f"seat {seat} sets a North aside (kita) in a four-player game")
        t = NORTH if t is None else self._norm(t)
        if t[0] != NORTH[0]:
            raise ReplayError(f"seat {seat} sets aside {tile_text(t)}: only a North is set aside (kita)")
        t = self._take(seat, t)
        self._ippatsu_robbed = list(self.ippatsu)
        self._call_made()
        self.kita[seat] += 1
        self.pending_replacement = seat
        self.robbable = (seat, t, KITA)
        self.drawn_by = None

    def new_dora(self, t: KindRed) -> None:
        if len(self.dora) >= 5:
            raise ReplayError("a sixth dora indicator")
        self.dora.append(self._norm(t))

    def _check_pao(self, seat: int, fed_by: int) -> None:
        last = self.melds[seat][-1].set_kind
        if last < 27:  # (only a call of winds or dragons completes a liable set)
            return
        sets = {m.set_kind for m in self.melds[seat] if m.kind != "chi"}
        if (last in DRAGONS and all(d in sets for d in DRAGONS)) or \
                (last in WIND_KINDS and all(w in sets for w in WIND_KINDS)):
            self.pao[seat] = fed_by

    def _seat(self, seat: int) -> None:
        if not isinstance(seat, int) or not 0 <= seat < self.players:
            raise ReplayError(f"seat {seat!r} is not 0-{self.players - 1}"
                              + (" (three players)" if self.players == 3 else ""))

    # ------------------------------------------------------------------ the win
    def win(self, winner: int, from_seat: Optional[int], ura: Sequence[KindRed] = (),
            win_tile: Optional[KindRed] = None) -> WinFacts:
        """The line of a win by ``winner``, by tsumo when ``from_seat`` is None or the winner.

        ``ura``: the record's ura indicators (only those of turned dora indicators are written, and
        only with riichi). ``win_tile``: the record's winning tile, checked against the play."""
        self._seat(winner)
        tsumo = from_seat is None or from_seat == winner
        hand, won, chankan = self._winning_tile(winner, from_seat, tsumo)
        known = [t for t in hand if t is not None]  # (a copy)
        if len(known) != len(hand):
            raise ReplayError(f"seat {winner}'s tiles are not in the record")
        if win_tile is not None and self._norm(win_tile)[0] != won[0]:
            raise ReplayError(f"seat {winner} wins on {tile_text(self._norm(win_tile))} but the play "
                              f"gives {tile_text(won)}")
        melds = self.melds[winner]
        if len(known) + 3 * len(melds) != 13:
            raise ReplayError(f"seat {winner} holds {len(known) + 3 * len(melds)} tiles, not 13, before "
                              f"the winning tile")
        first = self.wins == 0
        self.wins += 1
        words = self._condition_words(winner, tsumo, chankan, melds, ura)
        # Tenhou pays the counters and deposits to a double ron's first winner alone.
        honba = self.honba if first else 0
        sticks = self.sticks if first else 0
        if honba:
            words.append(f"honba={honba}")
        if sticks:
            words.append(f"sticks={sticks}")
        # A ron on the liable player's own discard is an ordinary ron (LOGS.md, "Pao"): no word.
        pao = self.pao[winner]
        if pao is not None and pao != winner and (tsumo or pao != from_seat):
            words.append("pao=" + self.wind_of(pao))
        line = tiles_text(known) + "".join(m.text() for m in melds) + tile_text(won) + " " + " ".join(words)
        return WinFacts(line, winner, None if tsumo else from_seat, honba, sticks, known + [won])

    def _winning_tile(self, winner: int, from_seat: Optional[int], tsumo: bool
                      ) -> Tuple[List[Optional[KindRed]], KindRed, bool]:
        """The winner's hand without the winning tile, that tile, and whether the win is chankan.

        A tsumo wins on the winner's own last draw; a ron on the tile ``from_seat`` has just given:
        its discard, or the tile of its added kong (chankan: a robbed kong was never made, so the
        ippatsu chances it ended stand again)."""
        chankan = False
        if tsumo:
            if self.drawn_by != winner or self.drawn is None:
                raise ReplayError(f"seat {winner} wins by tsumo without a drawn tile")
            hand = self.concealed(winner)
            drawn = self.drawn
            assert drawn is not None
            won: KindRed = drawn
            hand.remove(won)
            return hand, won, chankan
        assert from_seat is not None
        self._seat(from_seat)
        if self.robbable is not None and self.robbable[0] == from_seat:
            won, given = self.robbable[1], self.robbable[2]
            chankan = given == ADDED
            if given != CONCEALED:
                self.ippatsu = self._ippatsu_robbed
        elif self.last_discard is not None and self.last_discard[0] == from_seat:
            won = self.last_discard[1]
        else:
            raise ReplayError(f"seat {winner} wins on a tile seat {from_seat} has not just given")
        return self.concealed(winner), won, chankan

    def _condition_words(self, winner: int, tsumo: bool, chankan: bool, melds: List[CalledMeld],
                         ura: Sequence[KindRed]) -> List[str]:
        """The condition words the play gives a win (docs/logs.md, "Conditions are derived from the
        play"): tsumo or ron, the winds, riichi and ippatsu, rinshan, chankan, the last draw,
        tenhou / chiihou, the dora indicators and, with riichi, the ura indicators."""
        words = ["tsumo" if tsumo else "ron", "seat=" + self.wind_of(winner),
                 "round=" + WINDS[(self.round_index // 4) % 4]]
        riichi = self.riichi[winner]
        if riichi == 2:
            words.append("double-riichi")
        elif riichi == 1:
            words.append("riichi")
        if riichi and self.ippatsu[winner]:
            words.append("ippatsu")
        rinshan = tsumo and self.rinshan_draw
        if rinshan:
            words.append("rinshan")
        if chankan:
            words.append("chankan")
        if not rinshan and not chankan:
            if (tsumo and self.draws >= self.live_draws) or (not tsumo and self.last_discard is not None
                                                       and self.last_discard[2]):
                words.append("last-draw")
        if tsumo and self._first_draw and not melds and self.calls == 0:
            words.append("tenhou" if winner == self.dealer else "chiihou")
        if self.dora:
            words.append("dora=" + "".join(tile_text((k, False)) for k, _ in self.dora))
        if riichi and ura:
            u = [self._norm(t) for t in ura][:len(self.dora)]
            words.append("ura=" + "".join(tile_text((k, False)) for k, _ in u))
        if self.kita[winner]:
            words.append(f"kita={self.kita[winner]}")
        return words
