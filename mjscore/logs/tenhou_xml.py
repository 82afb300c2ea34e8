"""Tenhou's mjlog XML (``<mjloggm ver="2.3">``): every win replayed into a notation line (docs/logs.md).

The tags are read by a regular expression over the text (no XML parser, so nothing is expanded or
fetched; a DOCTYPE or entity declaration is refused), which also lets a truncated file give the
wins before its cut.
"""

from __future__ import annotations

import re
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Dict, Final, Generator, Iterator, List, Optional, Tuple

from .model import Place, RecordProblem, Recorded, Win, names, quoted
from .replay import KindRed, ReplayError, Round, TileCode, normal_tile, tile_code

# The tags, read by one regular expression whose alternatives are told apart by their last group
# (Match.lastindex). Draws and discards (``<T12/>``, ``<D34/>``: nine tags of ten) come in rows
# between the other tags: group 1 takes a whole row as a run of the characters such rows are made
# of, whose moves are looked up by their codes (``T12``, _moves) and replayed at once (Round.play);
# a run that is not all codes of the table is read again by _EACH, the general reading, tag by tag.
# Calls, riichi and new dora indicators as Tenhou writes them (2-3, 4-5, 6) give their numbers
# without a dictionary of attributes; any other tag goes through the general alternative (7-10).
_GENERAL: Final = (r"<(/?)([A-Za-z_][\w.-]*)((?:\s+[\w.:-]+\s*=\s*\"[^\"]*\")*)\s*(/?)>|<[!?][^>]*>|<[^>]*>?")
_TAG: Final = re.compile(r"(<[TUVWDEFG][0-9TUVWDEFG</>]*/>)"
                         r'|<N who="(\d)" m="(\d{1,5})" ?/>'
                         r'|<REACH who="(\d)" (?:ten="[^"<>]*" )?step="([12])" ?/>'
                         r'|<DORA hai="(\d{1,3})" ?/>'
                         r"|" + _GENERAL)
# The general reading, one tag at a time (a row here is a run of well-formed draw and discard tags;
# compiled when a run first needs it: records as Tenhou writes them never do).
_EACH: Final = r"((?:<[TUVWDEFG]\d{1,3}/>)+)|()()()()()(?!)|" + _GENERAL  # (2-6 never match)
_ROW: Final = 1
_CALL: Final = 3
_RIICHI: Final = 5
_DORA: Final = 6

def _each() -> re.Pattern[str]:
    """_EACH compiled (once: re keeps it)."""
    return re.compile(_EACH)


# Tenhou's yaku ids (the order of its yaku table) -> RIICHI.md ids
YAKU: Final = {
    0: "menzen_tsumo", 1: "riichi", 2: "ippatsu", 3: "chankan", 4: "rinshan", 5: "haitei", 6: "houtei",
    7: "pinfu", 8: "tanyao", 9: "iipeikou", 10: "yakuhai_seat", 11: "yakuhai_seat", 12: "yakuhai_seat",
    13: "yakuhai_seat", 14: "yakuhai_round", 15: "yakuhai_round", 16: "yakuhai_round",
    17: "yakuhai_round", 18: "yakuhai_white", 19: "yakuhai_green", 20: "yakuhai_red",
    21: "double_riichi", 22: "chiitoitsu", 23: "chanta", 24: "ittsu", 25: "sanshoku",
    26: "sanshoku_doukou", 27: "sankantsu", 28: "toitoi", 29: "sanankou", 30: "shousangen",
    31: "honroutou", 32: "ryanpeikou", 33: "junchan", 34: "honitsu", 35: "chinitsu", 36: "renhou",
    37: "tenhou", 38: "chiihou", 39: "daisangen", 40: "suuankou", 41: "suuankou_tanki",
    42: "tsuuiisou", 43: "ryuuiisou", 44: "chinroutou", 45: "chuuren", 46: "chuuren_9",
    47: "kokushi", 48: "kokushi_13", 49: "daisuushii", 50: "shousuushii", 51: "suukantsu",
    52: "dora", 53: "ura_dora", 54: "aka_dora",
}
LIMITS: Final = {0: None, 1: "mangan", 2: "haneman", 3: "baiman", 4: "sanbaiman"}


def room_options(go_type: int) -> Dict[str, Any]:
    """The riichi options of a Tenhou room from its ``GO type`` bits (docs/logs.md); a three-player
    room (0x10) adds ``players: 3``."""
    options: Dict[str, Any] = {"aka": not go_type & 0x02, "kuitan": not go_type & 0x04, "double_yakuman": False,
                               "kazoe": "yakuman", "kiriage": bool(go_type & 0x200)}
    if go_type & 0x10:
        options["players"] = 3
    return options


def tile(i: int, aka: bool = True) -> KindRed:
    """A Tenhou tile id 0–135 as ``(kind, red)``: ids 16, 52 and 88 are the red fives."""
    if not 0 <= i <= 135:
        raise ReplayError(f"tile id {i} is not 0-135")
    return _TILES[bool(aka)][i]


# Every tile id's tile, with and without red fives (what tile() gives, without its range check).
_TILES: Final = {aka: tuple(normal_tile((i // 4, aka and i in (16, 52, 88)), aka) for i in range(136))
                 for aka in (True, False)}
# Every tile id's text -> its tile (a hand as INIT deals it, looked up without reading numbers).
_BY_TEXT: Final = {aka: {str(i): t for i, t in enumerate(tiles)} for aka, tiles in _TILES.items()}
_SEAT: Final = {"T": 0, "U": 1, "V": 2, "W": 3, "D": 0, "E": 1, "F": 2, "G": 3}
_MOVES: Final[Dict[Tuple[bool, int], Dict[str, Tuple[int, bool, TileCode]]]] = {}
_CHARACTERS_2_8: Final = range(4, 32)   # the ids of 2m-8m, not in a three-player game


def _moves(aka: bool, players: int = 4) -> Dict[str, Tuple[int, bool, TileCode]]:
    """Every draw or discard code (``T12``: seat 0 draws id 12) -> Round.play's move, with or without
    red fives (made when a room first needs it: most rooms play with them). Three players: the
    codes of seat 3 and of 2m-8m are left out (such a tag is read alone, and refused)."""
    table = _MOVES.get((aka, players))
    if table is None:
        tiles = _TILES[aka]
        table = _MOVES[aka, players] = {
            f"{letter}{i}": (seat, letter in "TUVW", tile_code(tiles[i], aka))
            for letter, seat in _SEAT.items() for i in range(136)
            if players == 4 or (seat < players and i not in _CHARACTERS_2_8)}
    return table


def _draw_discard(name: str) -> Optional[Tuple[str, str]]:
    """(letter, number) of a draw or discard tag's name (``T12``, ``D034``), else None."""
    if len(name) > 1 and name[0] in "TUVWDEFG" and name[1:].isdecimal():  # (isdecimal: what \d matches)
        return name[0], name[1:]
    return None


def decode_meld(who: int, m: int) -> Tuple[str, Optional[int], List[int], Optional[int]]:
    """A Tenhou call ``N who m``: (kind, from seat, tile ids, the called or added id).

    kind is ``chi``, ``pon``, ``added_kong``, ``open_kong``, ``concealed_kong`` (or ``kita`` for a
    three-player north, bit 0x20). For ``chi``/``pon``/``open_kong`` the ids include the called one."""
    rel = m & 3
    from_seat = (who + rel) % 4 if rel else None
    if m & 0x4:
        t = m >> 10
        called = t % 3
        t //= 3
        base = (t // 7) * 9 + t % 7
        ids = [(base + i) * 4 + ((m >> (3 + 2 * i)) & 3) for i in range(3)]
        return "chi", from_seat, ids, ids[called]
    if m & 0x18:
        t = m >> 9
        called = t % 3
        kind = t // 3
        unused = (m >> 5) & 3
        ids = [kind * 4 + i for i in range(4) if i != unused]
        if m & 0x8:
            return "pon", from_seat, ids, ids[called]
        return "added_kong", from_seat, ids + [kind * 4 + unused], kind * 4 + unused
    if m & 0x20:
        return "kita", None, [m >> 8], m >> 8
    hai = m >> 8
    kind = hai // 4
    ids = [kind * 4 + i for i in range(4)]
    if from_seat is None:
        return "concealed_kong", None, ids, None
    return "open_kong", from_seat, ids, hai


def unquote(text: str) -> str:
    """A name as UN writes it, percent-encoded UTF-8 (``%E3%81%82``), decoded (bytes that are not
    UTF-8 become U+FFFD; urllib.parse is not imported for it: start-up time)."""
    if "%" not in text:
        return text
    first, *escaped = text.split("%")
    data = bytearray(first.encode("utf-8"))
    for part in escaped:  # (each after a %: two hex digits are a byte; anything else is as written)
        if len(part) >= 2 and part[0] in _HEX_DIGITS and part[1] in _HEX_DIGITS:
            data.append(int(part[:2], 16))
            data += part[2:].encode("utf-8")
        else:
            data += b"%" + part.encode("utf-8")
    return data.decode("utf-8", errors="replace")


_HEX_DIGITS: Final = frozenset("0123456789abcdefABCDEF")


def _ints(s: str) -> List[int]:
    try:
        return [int(x) for x in s.split(",")]
    except ValueError:      # an empty item ("1,,2", "") is passed over; anything else is an error
        return [int(x) for x in s.split(",") if x.strip() != ""]


def game_id(file: str) -> str:
    name = file.replace("\\", "/").rsplit("/", 1)[-1]
    for ext in (".gz", ".mjlog", ".xml", ".json", ".jsonl", ".mjson", ".txt"):
        if name.lower().endswith(ext):
            name = name[: -len(ext)]
    return name or file


def recorded_of(a: Dict[str, str], kiriage: bool = False, players: int = 4) -> Recorded:
    """What an AGARI tag says of its win: han, fu, points, limit, yaku (RIICHI.md ids), deltas (one
    per player: a three-player game's ``sc`` writes an empty fourth seat, left out).

    In a kiriage room Tenhou pays 4 han 30 fu and 3 han 60 fu as mangan but writes limit code 0
    ("no limit"): the record's limit is then read as mangan, which is what it paid."""
    ten = _ints(a.get("ten", ""))
    fu, points, code = (ten + [None, None, None])[:3]
    yaku: List[Tuple[str, int]] = []
    han = 0
    if a.get("yakuman"):
        ids = _ints(a["yakuman"])
        yaku = [(YAKU.get(i, f"tenhou_{i}"), 13) for i in ids]
        han = 13 * len(ids)
        limit: Optional[str] = "yakuman" if len(ids) == 1 else f"{len(ids)}x yakuman"
        fu = None
    else:
        v = _ints(a.get("yaku", ""))
        for i, h in zip(v[0::2], v[1::2]):
            if h:
                yaku.append((YAKU.get(i, f"tenhou_{i}"), h))
            han += h
        limit = "kazoe yakuman" if code == 5 else LIMITS.get(code) if code is not None else None
        if kiriage and code == 0 and (han, fu) in ((4, 30), (3, 60)):
            limit = "mangan"
    sc = _ints(a.get("sc", ""))
    deltas = tuple(d * 100 for d in sc[1::2])[:players] if sc else None
    return Recorded(han=han, fu=fu, points=points, limit=limit, yaku=tuple(yaku), deltas=deltas)


def json_error(e: Exception) -> str:
    """The one-line message of a JSON text that cannot be read (the JSON readers share it)."""
    if isinstance(e, RecursionError):
        return "JSON that cannot be read: nested too deeply"
    return f"JSON that cannot be read: {getattr(e, 'msg', e)} at column {getattr(e, 'colno', '?')}"


def read(text: str, file: str) -> Iterator[Win | RecordProblem]:
    """Every win of an mjlog record, in record order (docs/logs.md, "Formats")."""
    game = game_id(file)
    if "<!" in text and re.search(r"<!\s*(DOCTYPE|ENTITY)", text, re.I):
        yield RecordProblem(place=Place(file=file, game=game),
                            message="a DOCTYPE or ENTITY declaration is refused in a Tenhou record")
        return
    if "<mjloggm" not in text:
        yield RecordProblem(place=Place(file=file, game=game), message="not a Tenhou mjlog record (no <mjloggm> tag)")
        return
    g = _Game(file, game)
    n = yield from g.scan(text, _TAG, 0)   # (n: the tags so far; a problem gives its tag's number)
    if not g.closed and n:
        yield RecordProblem(place=g.place, message="the record ends early (no </mjloggm>)" if g.rnd is None else
                            f"the record ends early, in round {g.place.round}", event=None, position=n)


class _Game:
    """What is known of a game being read: its room, its round being replayed (None between rounds
    and after a round that could not be followed, ``skip`` then set until the next INIT)."""

    def __init__(self, file: str, game: str) -> None:
        self.file, self.game = file, game
        self.options = room_options(0)
        self.players = 4
        self.names: Optional[Tuple[Optional[str], ...]] = None   # the players' names (UN), in seat order
        self.rnd: Optional[Round] = None
        self.skip = False
        self.place = Place(file=file, game=game)
        self.closed = False
        self.by_text = _BY_TEXT[True]
        self.moves = _moves(True, 4)

    def scan(self, text: str, tags: re.Pattern[str], n: int) -> Generator[Win | RecordProblem, None, int]:
        """The items of the tags of ``text`` read by ``tags`` (_TAG or _each()), the tags before
        numbering ``n``; returns the count after them."""
        for mt in tags.finditer(text):
            kind = mt.lastindex
            if kind == _ROW:
                row = mt[1]
                codes = row[1:-2].split("/><")
                rnd = self.rnd
                if rnd is not None:
                    try:
                        moves = list(map(self.moves.__getitem__, codes))
                    except KeyError:  # (a tile id out of range, with a leading zero, or not a code)
                        pass
                    else:
                        try:
                            rnd.play(moves)
                        except ReplayError as e:
                            k = e.index or 0
                            yield RecordProblem(place=self.place, message=str(e), event=quoted(f"<{codes[k]}/>"),
                                                position=n + k + 1)
                            self.skip, self.rnd = True, None
                        n += len(codes)
                        continue
                if tags is _TAG:
                    n = yield from self.scan(row, _each(), n)
                    continue
                for code in codes:  # one by one, as any other tag (a bare tag: no attributes, self-closed)
                    n += 1
                    item = self.tag(f"<{code}/>", "", code, "", n)
                    if item is not None:
                        yield item
                continue
            n += 1
            if kind == _CALL or kind == _RIICHI or kind == _DORA:
                rnd = self.rnd
                if rnd is not None:
                    try:
                        if kind == _CALL:
                            _meld(rnd, int(mt[2]), int(mt[3]), self.options["aka"])
                        elif kind == _RIICHI:
                            (rnd.declare_riichi if mt[5] == "1" else rnd.accept_riichi)(int(mt[4]))
                        else:
                            rnd.new_dora(tile(int(mt[6]), self.options["aka"]))
                    except (ReplayError, KeyError, ValueError) as e:
                        yield self.fault(e, mt[0], n)
                    continue
                general = _each().fullmatch(mt[0])  # (between rounds, or not followed: as any other tag)
                assert general is not None, "_EACH's general alternative reads every tag _TAG reads"
                mt = general
            raw, closing, name, attrs = mt.group(0, 7, 8, 9)  # (the general alternative's groups)
            item = self.tag(raw, closing, name, attrs, n)
            if item is not None:
                yield item
        return n

    def fault(self, e: Exception, raw: str, n: int) -> RecordProblem:
        """The problem of the tag ``raw`` (the n-th) whose event raised ``e``; the round is not followed
        further (``skip`` until the next INIT)."""
        msg = str(e) if isinstance(e, ReplayError) else (
            f"attribute {e} is missing" if isinstance(e, KeyError) else f"a number that cannot be read ({e})")
        self.skip, self.rnd = True, None
        return RecordProblem(place=self.place, message=msg, event=quoted(raw), position=n)

    def tag(self, raw: str, closing: Optional[str], name: Optional[str], attrs: Optional[str],
            n: int) -> Win | RecordProblem | None:
        """What one tag (other than a row of draws and discards replayed at once) gives: a win, a
        problem, or (most tags) nothing. ``raw`` is the tag's text, the others _TAG's groups: the
        ``/`` of a closing tag, the name, the attributes (None for a tag that cannot be read)."""
        if name is None:
            if raw.startswith("<?") or raw.startswith("<!--"):
                return None
            self.skip, self.rnd = True, None
            return RecordProblem(place=self.place, message="a tag that cannot be read", event=quoted(raw), position=n)
        if closing:
            if name == "mjloggm":
                self.closed = True
            return None
        a = _attributes(attrs or "")
        try:
            if name == "AGARI":
                return self.agari(a, raw, n)
            self.event(name, a)
            return None
        except (ReplayError, KeyError, ValueError) as e:
            return self.fault(e, raw, n)

    def event(self, name: str, a: Dict[str, str]) -> None:
        rnd, options = self.rnd, self.options
        if name == "GO":
            go = int(a.get("type", "0"))
            self.options = room_options(go)
            self.players = 3 if go & 0x10 else 4
            self.by_text = _BY_TEXT[self.options["aka"]]
            self.moves = _moves(self.options["aka"], self.players)
        elif name == "INIT":
            self.init(a)
        elif name == "UN":
            self.un(a)
        elif self.skip:
            return
        elif rnd is None:
            if _draw_discard(name) or name in ("N", "REACH", "DORA", "RYUUKYOKU"):
                raise ReplayError(f"{name} outside a round")
        elif name == "N":
            _meld(rnd, int(a["who"]), int(a["m"]), options["aka"])
        elif name == "REACH":
            who, step = int(a["who"]), int(a.get("step", "1"))
            if step == 1:
                rnd.declare_riichi(who)
            else:
                rnd.accept_riichi(who)
        elif name == "DORA":
            rnd.new_dora(tile(int(a["hai"]), options["aka"]))
        elif name == "RYUUKYOKU":
            self.rnd = None
        else:
            d = _draw_discard(name)
            if d:
                letter = d[0]
                t = tile(int(d[1]), options["aka"])
                if letter in "TUVW":
                    rnd.draw("TUVW".index(letter), t)
                else:
                    rnd.discard("DEFG".index(letter), t)

    def un(self, a: Dict[str, str]) -> None:
        """The players' names (``UN n0="…" n1="…"``, percent-encoded UTF-8). A player who comes back
        after a disconnection gets a UN of their own name alone: the others are kept."""
        given = list(self.names or (None,) * 4)
        for seat in range(4):
            raw = a.get(f"n{seat}")
            if raw is not None:
                given[seat] = unquote(raw)
        self.names = names(given, self.players)
        pl = self.place
        self.place = Place(file=pl.file, game=pl.game, round=pl.round, honba=pl.honba, sticks=pl.sticks,
                           players=self.names)

    def init(self, a: Dict[str, str]) -> None:
        seed = _ints(a["seed"])
        if len(seed) < 6:
            raise ReplayError("INIT seed has fewer than 6 numbers")
        aka = self.options["aka"]
        self.rnd = None
        self.place = Place(file=self.file, game=self.game, round=_round_name(seed[0]), honba=seed[1], sticks=seed[2],
                           players=self.names)
        self.skip = False
        if self.players == 3 and a.get("hai3"):
            raise ReplayError("INIT deals a fourth hand (hai3) in a three-player game")
        hands = [self._dealt(a.get(f"hai{s}", "")) for s in range(self.players)]
        self.rnd = Round(seed[0], seed[1], seed[2], int(a["oya"]), [tile(seed[5], aka)], hands, aka, self.players)

    def _dealt(self, text: str) -> List[KindRed]:
        """The tiles of a hand as INIT writes it (``hai0="12,40,..."``)."""
        try:
            return list(map(self.by_text.__getitem__, text.split(",")))
        except KeyError:  # (written otherwise: a leading zero, spaces, an empty list, a bad id)
            return [tile(i, self.options["aka"]) for i in _ints(text)]

    def agari(self, a: Dict[str, str], raw: str, n: int) -> Win | RecordProblem | None:
        who = int(a["who"])
        frm = int(a["fromWho"])
        rnd = self.rnd
        if self.skip or rnd is None:
            if rnd is None and not self.skip:
                raise ReplayError("AGARI outside a round")
            return None
        options = self.options
        aka = options["aka"]
        ura = [tile(i, aka) for i in _ints(a.get("doraHaiUra", ""))]
        machi = tile(int(a["machi"]), aka) if a.get("machi") else None
        facts = rnd.win(who, frm, ura, machi)
        hai = a.get("hai", "")
        try:
            kinds = sorted([t[0] for t in map(self.by_text.__getitem__, hai.split(","))])
        except KeyError:  # (written otherwise: see _dealt)
            kinds = sorted([i // 4 for i in _ints(hai)])
        if kinds and kinds != sorted([k for k, _ in facts.concealed]):
            raise ReplayError(f"the play gives seat {who} the hand {facts.line.split()[0]}, "
                              f"which is not the record's hai")
        return Win(place=self.place, winner=who, from_seat=facts.from_seat, dealer=rnd.dealer,
                   line=facts.line, rules="riichi", options=dict(options),
                   recorded=recorded_of(a, options["kiriage"], self.players))


def _attributes(attrs: str) -> Dict[str, str]:
    """A tag's attributes by name (the last of a name given twice), from _TAG's group of them: each
    is ``NAME = "VALUE"`` after white space, NAME and VALUE without a quote, so the text split at
    its quotes alternates a name's piece and a value."""
    parts = attrs.split('"')
    return {parts[i].partition("=")[0].strip(): parts[i + 1] for i in range(0, len(parts) - 1, 2)}


def _round_name(i: int) -> str:
    return "ESWN"[(i // 4) % 4] + str(i % 4 + 1)


def _meld(rnd: Round, who: int, m: int, aka: bool) -> None:
    kind, frm, ids, called = decode_meld(who, m)
    tiles = [tile(i, aka) for i in ids]
    if kind == "kita":
        rnd.set_north_aside(who, tiles[0])
        return
    if kind == "concealed_kong":
        rnd.concealed_kong(who, tiles)
    elif kind == "added_kong" and called is not None:
        rnd.added_kong(who, tile(called, aka))
    elif frm is not None and called is not None:
        c = tile(called, aka)
        own = list(tiles)
        own.remove(c)
        getattr(rnd, kind)(who, frm, c, own)  # (chi, pon or open_kong)
