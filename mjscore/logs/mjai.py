"""MJAI JSON lines (the format of mahjong AI engines and their servers): every ``hora`` replayed into
a notation line (docs/logs.md). No room rules are written in MJAI: the command line's apply.
"""

from __future__ import annotations

import json
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Dict, Final, Iterator, List, Optional, Tuple

from .model import Place, RecordProblem, Recorded, Win, names, quoted
from .replay import KindRed, ReplayError, Round
from .tenhou_xml import game_id, json_error as _json_error

YAKU: Final = {
    "menzenchin_tsumoho": "menzen_tsumo", "menzen_tsumoho": "menzen_tsumo", "reach": "riichi", "ippatsu": "ippatsu", "chankan": "chankan",
    "rinshankaiho": "rinshan", "haiteiraoyue": "haitei", "hoteiraoyui": "houtei", "pinfu": "pinfu",
    "tanyaochu": "tanyao", "ipeko": "iipeikou", "jikaze": "yakuhai_seat", "bakaze": "yakuhai_round",
    "double_reach": "double_riichi", "chitoitsu": "chiitoitsu", "honchantaiyao": "chanta",
    "ikkitsukan": "ittsu", "sanshokudojun": "sanshoku", "sanshokudoko": "sanshoku_doukou",
    "sankantsu": "sankantsu", "toitoiho": "toitoi", "sananko": "sanankou", "shosangen": "shousangen",
    "honroto": "honroutou", "ryanpeko": "ryanpeikou", "junchantaiyao": "junchan", "honiso": "honitsu",
    "chiniso": "chinitsu", "dora": "dora", "uradora": "ura_dora", "akadora": "aka_dora",
    # three players: the Norths set aside, where a server lists them apart from the dora
    "nukidora": "kita", "kita": "kita", "peinuki": "kita",
}
YAKUMAN: Final = {
    "tenho": "tenhou", "chiho": "chiihou", "kokushimuso": "kokushi", "kokushimuso_jusanmen": "kokushi_13",
    "kokushimusojusanmenmachi": "kokushi_13", "suanko": "suuankou", "suanko_tanki": "suuankou_tanki",
    "suankotanki": "suuankou_tanki", "daisangen": "daisangen", "tsuiso": "tsuuiisou", "ryuiso": "ryuuiisou",
    "chinroto": "chinroutou", "churenpoton": "chuuren", "chuurenpoutou": "chuuren",
    "junsei_churenpoton": "chuuren_9", "junseichurenpoton": "chuuren_9", "sukantsu": "suukantsu",
    "shosushi": "shousuushii", "daisushi": "daisuushii", "renho": "renhou",
}
_DRAGONS: Final = {31: "yakuhai_white", 32: "yakuhai_green", 33: "yakuhai_red"}
_HONOR: Final = "ESWNPFC"
_NOT_AN_EVENT: Final = "an MJAI event is a JSON object with a \"type\""


def tile(s: Any) -> Optional[KindRed]:
    """An MJAI tile: ``1m``–``9m`` (``5mr`` red), ``E S W N P F C``; ``?`` is unknown (None)."""
    if s == "?":
        return None
    if not isinstance(s, str):
        raise ReplayError(f"tile {s!r} is not an MJAI tile")
    if len(s) == 1 and s in _HONOR:
        return (27 + _HONOR.index(s), False)
    red = s.endswith("r") and len(s) == 3
    body = s[:2]
    if len(s) in (2, 3) and body[0] in "0123456789" and body[1] in "mps" and (len(s) == 2 or red):
        n = int(body[0])
        if n == 0:
            n, red = 5, True
        if red and n != 5:
            raise ReplayError(f"tile {s!r}: only a five is red")
        return ("mps".index(body[1]) * 9 + n - 1, red)
    raise ReplayError(f"tile {s!r} is not an MJAI tile")


def _known(s: Any) -> KindRed:
    t = tile(s)
    if t is None:
        raise ReplayError("a called or shown tile is unknown (?)")
    return t


def recorded_of(e: Dict[str, Any], dragons: List[int], players: int = 4) -> Optional[Recorded]:
    """What a server's ``hora`` says (``yakus``, ``fu``, ``fan``, ``hora_points``, ``deltas``, one
    per player: a three-player game padded to four seats has its empty fourth left out).

    ``sangenpai`` names no dragon: its han go to the winner's dragon pungs, in order."""
    deltas = e.get("deltas")
    d = tuple(int(x) for x in deltas)[:players] if isinstance(deltas, list) else None
    if "yakus" not in e and "fu" not in e and "hora_points" not in e:
        return Recorded(deltas=d) if d else None
    yaku: List[Tuple[str, int]] = []
    yakuman = 0
    for item in e.get("yakus") or []:
        name, han = str(item[0]), int(item[1])
        if name in YAKUMAN:
            yaku.append((YAKUMAN[name], 13))
            yakuman += 1
        elif name == "sangenpai":
            for k in dragons[:han]:
                yaku.append((_DRAGONS[k], 1))
        elif han:
            yaku.append((YAKU.get(name, name), han))
    fan = e.get("fan")
    han = 13 * yakuman if yakuman else (int(fan) if fan is not None else sum(h for _, h in yaku))
    fu = None if yakuman else (int(e["fu"]) if e.get("fu") is not None else None)
    points = int(e["hora_points"]) if e.get("hora_points") is not None else None
    limit = None
    if yakuman:
        limit = "yakuman" if yakuman == 1 else f"{yakuman}x yakuman"
    return Recorded(han=han, fu=fu, points=points, limit=limit, yaku=tuple(yaku), deltas=d)


def _short(line: str) -> str:
    return quoted(line.strip())


def read(text: str, file: str) -> Iterator[Win | RecordProblem]:
    """Every win of an MJAI log, in record order: one event a line, each round replayed from its
    ``start_kyoku``; after an event that cannot be followed, the round is skipped to its end."""
    stem = game_id(file)
    games = 0
    game = stem
    place = Place(file=file, game=game)
    players: Optional[Tuple[Optional[str], ...]] = None   # start_game's names
    seats = 4        # the players of the game: 3 when start_game names three, or a round deals three
    rnd: Optional[Round] = None
    skip = False
    for n, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            e = json.loads(line)
            problem = None if isinstance(e, dict) and isinstance(e.get("type"), str) else _NOT_AN_EVENT
        except (json.JSONDecodeError, RecursionError) as err:
            problem = _json_error(err)
        if problem is not None:
            yield RecordProblem(place=place, message=problem, event=_short(line), position=n)
            rnd, skip = None, True
            continue
        kind = e["type"]
        try:
            if kind == "start_game":
                games += 1
                game = stem if games == 1 else f"{stem}:{games}"
                given = e.get("names")
                seats = 3 if isinstance(given, list) and len(given) == 3 else 4
                players = names(given, seats)
                place = Place(file=file, game=game, players=players)
                rnd, skip = None, False
            elif kind == "start_kyoku":
                if _three_players(e) and seats == 4:
                    seats = 3
                    players = players[:3] if players is not None else None
                index, place = _kyoku_place(e, file, game, players)
                rnd, skip = None, False
                rnd = _deal(e, index, place, seats)
            elif kind == "error":
                yield RecordProblem(place=place, message=_server_error(e), event=_short(line), position=n)
                return
            elif kind == "hora":
                actor = int(e["actor"])
                target = int(e["target"]) if e.get("target") is not None else actor
                if not skip:
                    yield _hora(rnd, place, e, actor, target)
            elif kind in ("ryukyoku", "end_kyoku", "end_game", "none"):
                rnd = None
            elif skip:
                continue
            elif kind in ("tsumo", "dahai", "chi", "pon", "daiminkan", "kakan", "ankan", "reach",
                          "reach_accepted", "dora", "nukidora", "kita"):
                if rnd is None:
                    raise ReplayError(f"{kind} outside a round")
                _event(rnd, kind, e)
        except (ReplayError, KeyError, ValueError, TypeError, IndexError) as err:
            yield RecordProblem(place=place, message=_problem_of(err), event=_short(line), position=n)
            rnd, skip = None, True
    if rnd is not None and not rnd.wins:
        yield RecordProblem(place=place, message=f"the log ends early, in round {place.round}", event=None,
                            position=None)


def _problem_of(err: Exception) -> str:
    """What an event that cannot be followed is told as: the replay's reason, or the field missing."""
    if isinstance(err, ReplayError):
        return str(err)
    return f"field {err} is missing" if isinstance(err, KeyError) else f"an event that cannot be read ({err})"


def _server_error(e: Dict[str, Any]) -> str:
    """A server's ``error`` event ends the log; its message's first line (120 characters) is kept."""
    if e.get("message"):
        return "the log ends at the server's error event: " + str(e.get("message", ""))[:120].splitlines()[0]
    return "the log ends at the server's error event"


def _kyoku_place(e: Dict[str, Any], file: str, game: str, players: Optional[Tuple[Optional[str], ...]]
                 ) -> Tuple[int, Place]:
    """A ``start_kyoku``'s round (its index from East 1, and its place: the round wind and number,
    the counters and the deposits)."""
    bakaze = e["bakaze"]
    if bakaze not in ("E", "S", "W", "N"):
        raise ReplayError(f"bakaze {bakaze!r} is not a wind")
    index = "ESWN".index(bakaze) * 4 + int(e["kyoku"]) - 1
    honba, sticks = int(e.get("honba", 0)), int(e.get("kyotaku", 0))
    return index, Place(file=file, game=game, round=bakaze + str(int(e["kyoku"])), honba=honba, sticks=sticks,
                        players=players)


def _three_players(e: Dict[str, Any]) -> bool:
    """A ``start_kyoku`` of three players: three hands dealt, or three scores."""
    return len(e["tehais"]) == 3 or (isinstance(e.get("scores"), list) and len(e["scores"]) == 3)


def _deal(e: Dict[str, Any], index: int, place: Place, seats: int = 4) -> Round:
    """The round a ``start_kyoku`` deals: the hands (``?`` for a hidden tile), the dealer (``oya``)
    and the first dora indicator. A three-player game may be written padded to four seats (as
    Mortal's three-player engine reads it): the fourth hand then holds no known tile."""
    tehais = e["tehais"]
    if seats == 3 and len(tehais) == 4:
        if any(t != "?" for t in tehais[3]):
            raise ReplayError("a three-player round deals a fourth hand")
        tehais = tehais[:3]
    hands = [[tile(t) for t in h] for h in tehais]
    # (a start_kyoku's place has its counters: _kyoku_place)
    return Round(index, place.honba or 0, place.sticks or 0, int(e["oya"]), [_known(e["dora_marker"])], hands,
                 players=seats)


def _hora(rnd: Optional[Round], place: Place, e: Dict[str, Any], actor: int, target: int) -> Win:
    """The win of a ``hora`` by ``actor`` on ``target``'s tile (tsumo when the same seat), with its
    ura indicators and winning tile; the record's ``hora_tehais``, when shown, must be the played hand."""
    if rnd is None:
        raise ReplayError("hora outside a round")
    ura_raw = e.get("uradora_markers", e.get("ura_markers")) or []
    ura = [_known(t) for t in ura_raw]
    pai = _known(e["pai"]) if e.get("pai") not in (None, "?") else None
    facts = rnd.win(actor, target, ura, pai)
    shown = e.get("hora_tehais")
    if isinstance(shown, list) and "?" not in shown:
        kinds = sorted(_known(t)[0] for t in shown)
        mine = sorted(k for k, _ in facts.concealed)
        if kinds != mine and kinds != _without(mine, facts):
            raise ReplayError(f"the play gives seat {actor} the hand {facts.line.split()[0]}, "
                              f"which is not the record's hora_tehais")
    return Win(place=place, winner=actor, from_seat=facts.from_seat, dealer=rnd.dealer,
               line=facts.line, rules="riichi", options={"players": 3} if rnd.players == 3 else {},
               recorded=recorded_of(e, _dragon_sets(rnd, actor, facts), rnd.players))


def _without(kinds: List[int], facts: Any) -> List[int]:
    """The concealed kinds without the winning tile's."""
    out = list(kinds)
    out.remove(facts.concealed[-1][0])
    return out


def _dragon_sets(rnd: Round, seat: int, facts: Any) -> List[int]:
    counts: Dict[int, int] = {}
    for t in rnd.concealed(seat):
        if t is not None:
            counts[t[0]] = counts.get(t[0], 0) + 1
    for m in rnd.melds[seat]:
        counts[m.set_kind] = counts.get(m.set_kind, 0) + 3
    if facts.from_seat is not None and rnd.last_discard is not None:
        k = rnd.last_discard[1][0]
        counts[k] = counts.get(k, 0) + 1
    return [k for k in (31, 32, 33) if counts.get(k, 0) >= 3]


def _event(rnd: Round, kind: str, e: Dict[str, Any]) -> None:
    if kind == "tsumo":
        rnd.draw(int(e["actor"]), tile(e["pai"]))
    elif kind == "dahai":
        actor = int(e["actor"])
        t = tile(e["pai"])
        if t is None:
            raise ReplayError("a discard of an unknown tile (?)")
        rnd.discard(actor, t)
    elif kind in ("chi", "pon", "daiminkan"):
        f = {"chi": rnd.chi, "pon": rnd.pon, "daiminkan": rnd.open_kong}[kind]
        f(int(e["actor"]), int(e["target"]), _known(e["pai"]), [_known(t) for t in e["consumed"]])
    elif kind == "kakan":
        rnd.added_kong(int(e["actor"]), _known(e["pai"]))
    elif kind == "ankan":
        rnd.concealed_kong(int(e["actor"]), [_known(t) for t in e["consumed"]])
    elif kind == "reach":
        rnd.declare_riichi(int(e["actor"]))
    elif kind == "reach_accepted":
        rnd.accept_riichi(int(e["actor"]))
    elif kind == "dora":
        rnd.new_dora(_known(e["dora_marker"]))
    elif kind in ("nukidora", "kita"):   # a North set aside (three players): Mortal's name, RiichiEnv's
        pai = e.get("pai")
        rnd.set_north_aside(int(e["actor"]), None if pai in (None, "?") else _known(pai))
