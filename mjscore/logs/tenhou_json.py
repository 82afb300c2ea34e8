"""tenhou.net/6 JSON (what Tenhou's viewer exports; Mahjong Soul converters write it too): every win
replayed into a notation line (docs/logs.md).

A file holds one JSON object with a ``log`` array of rounds, or one such object a line. The round
lists each seat's draws and discards apart; the turn order is rebuilt from them (a call string in
a seat's draws takes the discard it names, else the next seat draws).
"""

from __future__ import annotations

import json
import re
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Dict, Final, Iterator, List, Optional, Tuple

from .model import Place, RecordProblem, Recorded, Win, names, quoted
from .replay import KindRed, ReplayError, Round
from .tenhou_xml import game_id, json_error as _json_error

YAKU: Final = {
    "門前清自摸和": "menzen_tsumo", "立直": "riichi", "一発": "ippatsu", "槍槓": "chankan",
    "嶺上開花": "rinshan", "海底摸月": "haitei", "海底撈月": "haitei", "河底撈魚": "houtei",
    "平和": "pinfu", "断幺九": "tanyao", "一盃口": "iipeikou", "役牌白": "yakuhai_white",
    "役牌發": "yakuhai_green", "役牌中": "yakuhai_red", "白": "yakuhai_white", "發": "yakuhai_green",
    "中": "yakuhai_red", "両立直": "double_riichi", "七対子": "chiitoitsu", "混全帯幺九": "chanta",
    "一気通貫": "ittsu", "三色同順": "sanshoku", "三色同刻": "sanshoku_doukou", "三槓子": "sankantsu",
    "対々和": "toitoi", "三暗刻": "sanankou", "小三元": "shousangen", "混老頭": "honroutou",
    "二盃口": "ryanpeikou", "純全帯幺九": "junchan", "混一色": "honitsu", "清一色": "chinitsu",
    "人和": "renhou", "天和": "tenhou", "地和": "chiihou", "大三元": "daisangen", "四暗刻": "suuankou",
    "四暗刻単騎": "suuankou_tanki", "字一色": "tsuuiisou", "緑一色": "ryuuiisou", "清老頭": "chinroutou",
    "九蓮宝燈": "chuuren", "純正九蓮宝燈": "chuuren_9", "国士無双": "kokushi",
    "国士無双１３面": "kokushi_13", "国士無双13面": "kokushi_13", "国士無双十三面": "kokushi_13",
    "国士無双十三面待ち": "kokushi_13", "四暗刻単騎待ち": "suuankou_tanki", "ダブル立直": "double_riichi", "大四喜": "daisuushii",
    "小四喜": "shousuushii", "四槓子": "suukantsu", "ドラ": "dora", "裏ドラ": "ura_dora",
    "赤ドラ": "aka_dora",
    # three players: the Norths set aside, where a record lists them apart from ドラ (Tenhou counts
    # them inside ドラ; the comparison adds them to the dora either way)
    "抜きドラ": "kita", "北抜き": "kita", "抜き北": "kita", "拔北宝牌": "kita",
}
LIMITS: Final = {"満貫": "mangan", "跳満": "haneman", "倍満": "baiman", "三倍満": "sanbaiman",
                 "数え役満": "kazoe yakuman", "役満": "yakuman"}
_ITEM: Final = re.compile(r"^(.*?)\((\d+)飜\)$|^(.*?)\(役満\)$")
_SCORE: Final = re.compile(r"^(?:(\d+)符(\d+)飜|(数え役満|三倍満|倍満|跳満|満貫|役満))?(\d+)(?:-(\d+))?点(∀)?$")


def tile(v: Any, aka: bool = True) -> KindRed:
    """A tenhou.net/6 tile number as ``(kind, red)``: 11–19, 21–29, 31–39, 41–47, 51–53 red fives."""
    if not isinstance(v, int) or isinstance(v, bool):
        raise ReplayError(f"tile {v!r} is not a number")
    if v in (51, 52, 53):
        return ((v - 51) * 9 + 4, aka)
    s, n = divmod(v, 10)
    if 1 <= s <= 3 and 1 <= n <= 9:
        return ((s - 1) * 9 + n - 1, False)
    if s == 4 and 1 <= n <= 7:
        return (26 + n, False)
    raise ReplayError(f"tile {v} is not a tenhou.net/6 tile")


def parse_call(s: str, who: int) -> Tuple[str, Optional[int], List[int], Optional[int]]:
    """A call string: (letter, from seat, every tile number, the called/added one or None).

    The letter stands before the called tile; its place (0, 2, 4 or 6 characters in) says from whom:
    0 the player before (left), 2 the one opposite, 4 (6 for an open kong) the one after, seats
    counted round a four-seat table (three players leave seat 3 empty). ``f44`` is a North set aside
    (kita, three players), written among the discards."""
    m = re.fullmatch(r"(\d*)([cpmkarf])(\d+)", s)
    if not m or len(m.group(1)) % 2 or len(m.group(3)) % 2:
        raise ReplayError(f"call {s!r} cannot be read")
    head, letter, tail = m.groups()
    tiles = [int(head[i:i + 2]) for i in range(0, len(head), 2)] + \
        [int(tail[i:i + 2]) for i in range(0, len(tail), 2)]
    pos = len(head)
    called = int(tail[:2])
    if len(tiles) != {"c": 3, "p": 3, "m": 4, "k": 4, "a": 4, "r": 1, "f": 1}[letter]:
        raise ReplayError(f"call {s!r} has {len(tiles)} tiles")
    if letter in "rf":
        return letter, None, tiles, called
    if letter == "a":
        return "a", None, tiles, None
    if letter == "k":
        return "k", None, tiles, called
    if letter == "c":
        frm = (who + 3) % 4
    else:
        rel = {0: 3, 2: 2, 4: 1, 6: 1}.get(pos)
        if rel is None:
            raise ReplayError(f"call {s!r}: the letter's place names no seat")
        frm = (who + rel) % 4
    return letter, frm, tiles, called


# The yakuman a room with double yakuman (Mahjong Soul's) counts twice; a record writes "(役満)" for
# each yakuman alike.
DOUBLE_YAKUMAN: Final = frozenset({"kokushi_13", "suuankou_tanki", "chuuren_9", "daisuushii"})


def recorded_of(deltas: Any, details: List[Any], players: int = 4, doubles: bool = False) -> Recorded:
    """What a result's details say: ``[who, from, pao, "30符4飜7700点", "立直(1飜)", …]``; the
    deltas one per player (a three-player record's empty fourth seat left out). ``doubles``: the
    room counts DOUBLE_YAKUMAN twice."""
    yaku: List[Tuple[str, int]] = []
    han = 0
    yakuman = 0
    for item in details[4:]:
        m = _ITEM.match(str(item).strip())
        if not m:
            continue
        name = re.sub(r"[\s:：]", "", m.group(1) if m.group(1) is not None else m.group(3))
        if name.startswith("自風"):
            yid = "yakuhai_seat"
        elif name.startswith("場風"):
            yid = "yakuhai_round"
        else:
            yid = YAKU.get(name, name)
        if m.group(2) is not None:
            h = int(m.group(2))
            if h:
                yaku.append((yid, h))
            han += h
        else:
            times = 2 if doubles and yid in DOUBLE_YAKUMAN else 1
            yaku.append((yid, 13 * times))
            yakuman += times
    fu = limit = points = None
    s = _SCORE.match(str(details[3]).strip()) if len(details) > 3 else None
    if s:
        fu = int(s.group(1)) if s.group(1) else None
        limit = LIMITS.get(s.group(3)) if s.group(3) else None
        a, b = int(s.group(4)), int(s.group(5)) if s.group(5) else None
        if b is not None:        # a non-dealer's tsumo: the others' share each, the dealer's
            points = (players - 2) * a + b
        elif s.group(6):         # a dealer's tsumo (∀): each of the others pays it
            points = (players - 1) * a
        else:
            points = a
    if yakuman:
        han, fu = 13 * yakuman, None
        limit = "yakuman" if yakuman == 1 else f"{yakuman}x yakuman"
    elif limit == "yakuman":
        limit = "kazoe yakuman"
    d = tuple(int(x) for x in deltas)[:players] if isinstance(deltas, list) else None
    return Recorded(han=han, fu=fu, points=points, limit=limit, yaku=tuple(yaku), deltas=d)


# The ranked rooms of Mahjong Soul as the converters of its records to tenhou.net/6 name them in
# ``rule.disp`` (Japanese, Chinese and English names; e.g. 玉の間南喰赤, 三玉の間南喰赤).
MAHJONG_SOUL_ROOMS: Final = re.compile(r"(銅|銀|金|玉|王座)の間|(铜|银|金|玉|王座)之间|\b(Bronze|Silver|Gold|Jade|Throne)\b")
# Mahjong Soul's rules where they differ from Tenhou's, in the options the scorer models
# (docs/logs.md, "Mahjong Soul rooms"): kokushi 13-wait, suuankou tanki, junsei chuuren and
# daisuushii count double; the liable player of a pao pays only the big three dragons or big four
# winds of a composite yakuman, the rest is paid as usual; open tanyao is always allowed. Kazoe
# yakuman and no kiriage are as on Tenhou.
MAHJONG_SOUL: Final = {"kuitan": True, "double_yakuman": True, "pao_scope": "yakuman"}


def mahjong_soul_room(rule: Any) -> bool:
    """Whether a record's ``rule.disp`` names a ranked room of Mahjong Soul."""
    return isinstance(rule, dict) and MAHJONG_SOUL_ROOMS.search(str(rule.get("disp", ""))) is not None


def room_options(rule: Any, players: int = 4) -> Dict[str, Any]:
    """Tenhou's rules (no double yakuman, kazoe yakuman, no kiriage) with the record's red fives and
    open tanyao (a Tenhou lobby's name without 喰 plays without it); three players add
    ``players: 3``; a Mahjong Soul room (MAHJONG_SOUL_ROOMS) is scored under Mahjong Soul's rules
    where they differ (MAHJONG_SOUL)."""
    aka = True
    kuitan = True
    if isinstance(rule, dict):
        if "aka" in rule:
            aka = bool(rule["aka"])
        elif any(k in rule for k in ("aka51", "aka52", "aka53")):
            aka = any(bool(rule.get(k)) for k in ("aka51", "aka52", "aka53"))
        disp = str(rule.get("disp", "")).lstrip("三")   # (三: Tenhou's three-player lobbies)
        if disp[:1] in "般上特鳳技若銀琥孔" and disp and "喰" not in disp:
            kuitan = False
    options: Dict[str, Any] = {"aka": aka, "kuitan": kuitan, "double_yakuman": False, "kazoe": "yakuman",
                               "kiriage": False}
    if mahjong_soul_room(rule):
        options.update(MAHJONG_SOUL)
    if players == 3:
        options["players"] = 3
    return options


def players_of(obj: Dict[str, Any]) -> int:
    """3 for a three-player record, else 4: its room's name begins 三 (Tenhou's three-player lobbies,
    and the converters' of Mahjong Soul's), or a round deals no fourth hand or has three scores."""
    rule = obj.get("rule")
    if isinstance(rule, dict) and str(rule.get("disp", "")).startswith("三"):
        return 3
    for r in obj["log"]:
        if isinstance(r, list) and len(r) > 13 and ((isinstance(r[1], list) and len(r[1]) == 3) or r[13] == []):
            return 3
    return 4


def _short(v: Any) -> str:
    return quoted(v if isinstance(v, str) else json.dumps(v, ensure_ascii=False))


def read(text: str, file: str) -> Iterator[Win | RecordProblem]:
    """Every win of a tenhou.net/6 record, in record order."""
    game = game_id(file)
    index = [0]
    try:
        whole = [(1, json.loads(text))]
    except (ValueError, RecursionError):
        whole = None
    if whole is not None:
        yield from _objects(whole, file, game, index)
        return
    for n, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            obj = json.loads(line)
        except (json.JSONDecodeError, RecursionError) as e:
            yield RecordProblem(place=Place(file=file, game=game), message=_json_error(e),
                                event=_short(line), position=n)
            continue
        yield from _objects([(n, obj)], file, game, index)


def _objects(objects: List[Tuple[int, Any]], file: str, game: str, index: List[int]
             ) -> Iterator[Win | RecordProblem]:
    for n, obj in objects:
        if not isinstance(obj, dict) or not isinstance(obj.get("log"), list):
            yield RecordProblem(place=Place(file=file, game=game),
                                message="not a tenhou.net/6 record (no \"log\" array)", event=_short(obj), position=n)
            continue
        seats = players_of(obj)
        options = room_options(obj.get("rule"), seats)
        ref = obj.get("ref")      # the viewer's export names its log id
        own = ref if isinstance(ref, str) and re.fullmatch(r"[\w.-]{1,80}", ref) else game
        for r in obj["log"]:
            index[0] += 1
            yield from _round(r, Place(file=file, game=own, players=names(obj.get("name"), seats)), index[0], options)


# The most readings of one round tried (see _Readings); a round of a record as Tenhou writes it needs
# one, a round with a discard that two calls could have taken two or three.
READINGS: Final = 64


class _Readings:
    """The choices of one reading of a round, and the next reading to try.

    The format lists each seat's draws and discards apart, and the turn order is rebuilt from them:
    when the same player discards the same tile twice with no draw in between (around a call), the
    format cannot say which of the two discards a pon took, nor whether a seat's next call takes this
    discard or a later one. At each such point a reading picks one of the seats that could take the
    discard; a reading that does not play through is given up for the next one (the last choice that
    has another option, changed), so a record that replays is never refused."""

    def __init__(self, forced: List[int]) -> None:
        self.forced = forced                      # the choices to make, in order, then the first option
        self.made: List[Tuple[int, int]] = []     # (choice, options) at each point met

    def pick(self, options: int) -> int:
        i = len(self.made)
        choice = self.forced[i] if i < len(self.forced) and self.forced[i] < options else 0
        self.made.append((choice, options))
        return choice

    def after(self) -> Optional["_Readings"]:
        """The next reading (the last point with an option not yet taken, taken), or None."""
        made = list(self.made)
        while made:
            choice, options = made.pop()
            if choice + 1 < options:
                return _Readings([c for c, _ in made] + [choice + 1])
        return None


_FAULTS: Final = (ReplayError, ValueError, TypeError, IndexError, KeyError)


def _fault(e: Exception, what: str) -> str:
    return str(e) if isinstance(e, ReplayError) else f"{what} that cannot be read ({e})"


def _round(r: Any, place: Place, index: int, options: Dict[str, Any]) -> Iterator[Win | RecordProblem]:
    file, game, players = place.file, place.game, place.players
    try:
        if not isinstance(r, list) or len(r) < 17 or not isinstance(r[0], list) or len(r[0]) < 3:
            raise ReplayError("a round is [[kyoku, honba, sticks], scores, dora, ura, 4 × (hand, draws, "
                              "discards), result]")
        kyoku, honba, sticks = (int(x) for x in r[0][:3])
        place = Place(file=file, game=game, round="ESWN"[(kyoku // 4) % 4] + str(kyoku % 4 + 1), honba=honba,
                      sticks=sticks, players=players)
        result = r[-1] if isinstance(r[-1], list) else []
        seats = r[4:16]
        n = options.get("players", 4)
        if n == 3 and any(seats[9:12]):
            raise ReplayError("a three-player round with a fourth seat's hand, draws or discards")
        aka = options["aka"]
        dora_all = [tile(t, aka) for t in r[2]]
        ura = [tile(t, aka) for t in r[3]]
        hands = [[tile(t, aka) for t in seats[3 * s]] for s in range(n)]
        draws = [seats[3 * s + 1] for s in range(n)]
        discards = [seats[3 * s + 2] for s in range(n)]
    except _FAULTS as e:
        yield RecordProblem(place=place, message=_fault(e, "a round"), event=_short(r), position=index)
        return
    wins = [(result[i], result[i + 1]) for i in range(1, len(result) - 1, 2)] if result and result[0] == "和了" else []
    reading: Optional[_Readings] = _Readings([])
    assert reading is not None
    first = got = _reading(kyoku, honba, sticks, hands, dora_all, ura, draws, discards, wins, aka, reading)
    tried = 1
    # (a reading plays through when the play and every win can be followed; else the next one, and
    # when none does, what the first one, the plainest, met)
    while not _through(got):
        reading = reading.after() if reading is not None and tried < READINGS else None
        if reading is None:
            got = first
            break
        tried += 1
        got = _reading(kyoku, honba, sticks, hands, dora_all, ura, draws, discards, wins, aka, reading)
    rnd, facts, error = got
    if error is not None:
        yield RecordProblem(place=place, message=_fault(error, "a round"), event=_short(r), position=index)
        return
    assert rnd is not None
    for (deltas, det), f in zip(wins, facts):
        if isinstance(f, Exception):
            yield RecordProblem(place=place, message=_fault(f, "a result"), event=_short(det), position=index)
            continue
        yield Win(place=place, winner=f.winner, from_seat=f.from_seat, dealer=rnd.dealer,
                  line=f.line, rules="riichi", options=dict(options), recorded=recorded_of(deltas, det, rnd.players,
                                                                          bool(options.get("double_yakuman"))))


def _through(got: Tuple[Optional[Round], List[Any], Optional[Exception]]) -> bool:
    """Whether a reading plays through: its play and every win of it followed."""
    return got[2] is None and not any(isinstance(f, Exception) for f in got[1])


def _reading(kyoku: int, honba: int, sticks: int, hands: List[List[KindRed]], dora_all: List[KindRed], ura: List[KindRed],
             draws: List[List[Any]], discards: List[List[Any]], wins: List[Tuple[Any, Any]], aka: bool,
             reading: _Readings) -> Tuple[Optional[Round], List[Any], Optional[Exception]]:
    """One reading of a round: (the round, each win's facts or the error of that win, None), or
    (None, [], the error) when the play cannot be followed."""
    try:
        rnd = Round(kyoku, honba, sticks, kyoku % 4, dora_all[:1], hands, aka, len(hands))
        _play(rnd, draws, discards, aka, reading)
    except _FAULTS as e:
        return None, [], e
    rnd.dora = dora_all[:5]
    facts: List[Any] = []
    for _, det in wins:
        try:
            facts.append(rnd.win(int(det[0]), int(det[1]), ura))
        except _FAULTS as e:
            facts.append(e)
    return rnd, facts, None


def _play(rnd: Round, draws: List[List[Any]], discards: List[List[Any]], aka: bool, reading: _Readings) -> None:
    """Feed the round its events in turn order, until the lists are spent: the seat whose turn it
    is takes its next draw entry (a tile, or the call it made), then its next discard entry (a
    tile, a kong or a riichi), and the turn passes to whoever takes that discard (``reading``
    chooses where several seats could)."""
    di = [0] * rnd.players
    ci = [0] * rnd.players
    turn = rnd.dealer
    accept: Optional[int] = None     # a riichi discard not yet passed
    guard = 0
    while True:
        guard += 1
        if guard > 1000:
            raise ReplayError("the round does not end")
        # the seat `turn` takes its next draw entry (a tile, or the call it made)
        if di[turn] >= len(draws[turn]):
            return
        entry = draws[turn][di[turn]]
        di[turn] += 1
        if accept is not None:
            rnd.accept_riichi(accept)
            accept = None
        if isinstance(entry, str):
            if _claim(rnd, turn, entry, aka):
                # the discard list holds a 0 for the kong's turn; the replacement is the next draw
                if ci[turn] < len(discards[turn]) and discards[turn][ci[turn]] == 0:
                    ci[turn] += 1
                continue
            drawn = None
        else:
            drawn = tile(entry, aka)
            rnd.draw(turn, drawn)
        # its discard (or kong, or riichi)
        kong = False
        while True:
            if ci[turn] >= len(discards[turn]):
                return
            d = discards[turn][ci[turn]]
            ci[turn] += 1
            if isinstance(d, str):
                kong = _kong_or_riichi(rnd, turn, d, drawn, aka)
                if not kong:
                    accept = turn
                break
            if d == 0:
                continue
            t = drawn if d == 60 else tile(d, aka)
            if t is None:
                raise ReplayError("a tsumogiri (60) after a call")
            rnd.discard(turn, t)
            break
        if kong:
            continue       # the kong's (or kita's) replacement: the same seat draws again
        takers = _takers(rnd, turn, draws, di, aka)
        turn = takers[0] if len(takers) == 1 else takers[reading.pick(len(takers))]


def _claim(rnd: Round, turn: int, entry: str, aka: bool) -> bool:
    """A call among the seat's draws: the chi, pon or open kong of the discard it names; True for
    an open kong (whose replacement tile is the seat's next draw)."""
    letter, frm, nums, called = parse_call(entry, turn)
    if letter not in "cpm" or frm is None:
        raise ReplayError(f"{entry!r} among the draws is not a chi, pon or open kong")
    own = [tile(x, aka) for x in nums]
    c = tile(called, aka)
    own.remove(c)
    {"c": rnd.chi, "p": rnd.pon, "m": rnd.open_kong}[letter](turn, frm, c, own)
    return letter == "m"


def _kong_or_riichi(rnd: Round, turn: int, d: str, drawn: Optional[KindRed], aka: bool) -> bool:
    """A call among the seat's discards: a concealed or added kong or a North set aside (True: a
    replacement is drawn), or a riichi with its discard (False); 60 as the riichi tile is the tile
    just drawn (tsumogiri)."""
    letter, _, nums, called = parse_call(d, turn)
    if letter == "f":
        rnd.set_north_aside(turn, tile(called, aka))
        return True
    if letter == "a":
        rnd.concealed_kong(turn, [tile(x, aka) for x in nums])
        return True
    if letter == "k":
        rnd.added_kong(turn, tile(called, aka))
        return True
    if letter != "r":
        raise ReplayError(f"{d!r} among the discards is not a kong, a kita or a riichi")
    rnd.declare_riichi(turn)
    t = drawn if called == 60 else tile(called, aka)
    if t is None:
        raise ReplayError("a tsumogiri (60) after a call")
    rnd.discard(turn, t)
    return False


_ALONE: Final = tuple((s,) for s in range(4))   # the next seat alone: most discards


def _takers(rnd: Round, turn: int, draws: List[List[Any]], di: List[int], aka: bool) -> Tuple[int, ...]:
    """The seats that could take the discard of ``turn``, the likeliest first: each seat whose next
    draw entry is a pon or open kong of it (a pon goes before a chi), then the next seat (by its
    chi of it, or by its draw)."""
    n = len(di)
    nxt = (turn + 1) % n
    out: Optional[List[int]] = None
    for s in range(n):
        i = di[s]
        if s == turn or i >= len(draws[s]):
            continue
        e = draws[s][i]
        if e.__class__ is str:   # (a call among the draws: most entries are tiles)
            last = rnd.last_discard
            letter, frm, _, called = parse_call(e, s)
            if letter in "pm" and frm == turn and last is not None and tile(called, aka)[0] == last[1][0]:
                out = [s] if out is None else out + [s]
    if out is None:
        return _ALONE[nxt]
    if nxt not in out:
        out.append(nxt)
    return tuple(out)
