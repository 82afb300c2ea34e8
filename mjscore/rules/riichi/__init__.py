"""Riichi mahjong (立直麻雀), `--rules riichi`: the rules of the large online rooms (docs/riichi.md), on the
shared yaku engine: every yaku and yakuman, dora, fu, limits, payments, honba and deposits.

The rule set's facts (title, the word for its rows, condition words, room options, red fives) are
its row of ``mjscore.rules.catalog``.
"""

from __future__ import annotations

from ...errors import InvalidHandError
from ...hand import Hand
from ...analysis.shapes import RIICHI_SHAPES
from ..base import TableEntry
from ..rule_set import RuleSet
from ..yaku_engine.checks import FIRST_TURN, first_turn_conflict
from . import three
from ..yaku_engine.classic import KAZOE, LIMITS
from .score import HONBA_RON_BY_PLAYERS, HONBA_TSUMO, RiichiScore, Room, points_text, score
from .table import DORA, ENGLISH, ROMAJI, listing, table_for

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ..base import Options


__all__ = ["RULE_SET", "RiichiRules", "RiichiScore", "Room", "score"]


def _fail(hand: Hand, key: str | None, message: str, column: int | None = None) -> InvalidHandError:
    text = hand.origin.text if hand.origin is not None else ""
    if column is None and key is not None and hand.origin is not None:
        column = hand.origin.column_of_word(key)
    return InvalidHandError(f"riichi: {text}: {message}" if text else f"riichi: {message}", column, text or None)


def _check_conditions(hand: Hand) -> None:
    """The conditions a riichi table cannot see together (beyond the notation's own contradictions)."""
    c = hand.conditions
    if c.last_draw and c.chankan:
        raise _fail(hand, "last_draw", "last-draw with chankan: a kong is never added on the last discard "
                                       "(houtei and chankan cannot come together)")
    if not (c.tenhou or c.chiihou):  # (the usual line: no first-turn win to check)
        return
    conflict = first_turn_conflict(hand, "riichi")
    if conflict is not None:
        raise _fail(hand, *conflict)
    for key in FIRST_TURN if c.last_draw else ():
        if getattr(c, key):
            raise _fail(hand, key, f"{key} with last-draw: the first draw is not the wall's last tile")


class RiichiRules(RuleSet):
    name = "riichi"
    shapes = RIICHI_SHAPES

    def check(self, hand: Hand, options: Options) -> None:
        """Riichi's own validity: the conditions a riichi table cannot see together (houtei with
        chankan, tenhou / chiihou after a kong or riichi). The notation's contradictions (riichi with
        a claimed meld, ura= without riichi, ippatsu with rinshan...) and the red fives (one per
        suit) are mjscore.validate's, checked for every line. Three players (``players`` 3): the
        tiles, chows and Norths that are not in the game (three.py)."""
        _check_conditions(hand)
        if options and options.get("players") == 3:
            three.check(hand)

    # score(hand, options): the module's function itself (the explanation as the options say),
    # called without a method of its own in between
    score = staticmethod(score)

    def table(self, options: Options) -> tuple[TableEntry, ...]:
        room = Room.of(options)
        three = room.players == 3
        out = list(listing(table_for(room.kuitan, room.double_yakuman)))
        aka = "+1 per tile" if room.aka else "no (--no-aka: a 0 is a plain five)"
        out += [
            TableEntry("dora", ROMAJI["dora"], "ドラ", "+1 per tile",
                       "the tile after each indicator, kong dora included"
                       + ("; after a 1m indicator 9m, after 9m 1m" if three else "")
                       + "; only with a yaku; never on a yakuman", ENGLISH["dora"]),
            TableEntry("ura_dora", ROMAJI["ura_dora"], "裏ドラ", "+1 per tile",
                       "the indicators under the dora, with riichi; only with a yaku; never on a yakuman",
                       ENGLISH["ura_dora"]),
            TableEntry("aka_dora", ROMAJI["aka_dora"], "赤ドラ", aka,
                       ("0p and 0s (no 5m in the game); " if three else "") + "only with a yaku; never on a yakuman",
                       ENGLISH["aka_dora"]),
        ]
        if three:
            out += _three_player_entries()
        out += _points_entries(room)
        for option in self.info.options:  # the room options, as this table was asked for
            chosen = getattr(room, option.name)
            shown = ("on" if chosen else "off") if isinstance(chosen, bool) else str(chosen)
            out.append(TableEntry(f"option_{option.name}", f"Option {option.name}", "", shown,
                                  f"{_named(option.help)} ({' / '.join(option.flags)})"))
        return tuple(out)


def _named(text: str) -> str:
    """A help text with the ids of yaku it names (``kokushi_13, suuankou_tanki``: the command line's
    help, shared with `--help`) written as the table names them (Kokushi musou juusanmen, Suuankou
    tanki). (The dora are words of the sentences there, not rows named.)"""
    words = []
    for w in text.split(" "):
        bare = w.rstrip(",.;:")
        words.append(ROMAJI[bare] + w[len(bare):] if bare in ROMAJI and bare not in DORA else w)
    return " ".join(words)


def _points_entries(room: Room) -> list[TableEntry]:
    """How han and fu become points (docs/riichi.md, "Fu" and "Points")."""
    out = [
        TableEntry("fu", "Fu", "符", "20 base",
                   "+10 closed ron; +2 tsumo (not with pinfu); +2 edge, closed or single wait; +2 per value pair "
                   "(a double wind pair +4); pungs: open simple 2, open terminal/honor 4, concealed ×2, kong ×4; "
                   "rounded up to 10; seven pairs 25; an open pinfu shape 30; pinfu tsumo 20, pinfu ron 30"),
        TableEntry("basic", "Basic points", "基本点", "fu × 2^(han + 2)", "capped at mangan (2,000)"
                   + ("; 4 han 30 fu and 3 han 60 fu are mangan (kiriage)" if room.kiriage else "")),
    ]
    for least, base, limit in reversed(LIMITS):
        upper = {5: "5", 6: "6–7", 8: "8–10", 11: "11–12"}[least]
        out.append(TableEntry(limit, f"{limit.capitalize()} ({upper} han)", _NATIVE[limit], points_text(base), "basic points"))
    base, limit = KAZOE[room.kazoe]
    out.append(TableEntry("kazoe", f"{limit.capitalize()} (13+ han)", "数え役満" if room.kazoe == "yakuman" else "三倍満",
                          points_text(base), "basic points, for 13 han and more of ordinary yaku "
                          "(--kazoe yakuman|sanbaiman)"))
    out.append(TableEntry("yakuman", "Yakuman", "役満", "8,000 × multiple", "basic points; double yakuman 16,000"))
    out += [
        TableEntry("payment_ron", "Ron", "ロン", "6× / 4× basic", "the discarder pays (dealer's win / non-dealer's win)"),
        TableEntry("payment_tsumo", "Tsumo", "ツモ", "2× / 1× basic",
                   "a dealer's win: each pays 2×; a non-dealer's win: the dealer 2×, the others 1×; each rounded up to 100"
                   + ("; two players pay, the North's share is paid by no one (tsumo loss, ツモ損)"
                      if room.players == 3 else "")),
        TableEntry("honba", "Honba (counters)", "本場", f"+{points_text(HONBA_RON_BY_PLAYERS[room.players])} per honba",
                   f"on a ron; on a tsumo +{HONBA_TSUMO} from each payer"),
        TableEntry("sticks", "Riichi deposits", "供託", "+1,000 per stick", "the winner takes them"),
    ]
    return out


def _three_player_entries() -> list[TableEntry]:
    """What three-player riichi (--players 3) changes (docs/riichi.md, "Three players")."""
    return [
        TableEntry("kita", ROMAJI["kita"], "抜きドラ", "+1 per tile",
                   "each North set aside (kita=N, 0-4), and again for each indicator that points at North; "
                   "only with a yaku; never on a yakuman", ENGLISH["kita"]),
        TableEntry("three_players", "Three players", "三麻", "108 tiles",
                   "no 2m-8m (invalid); no chow; seats E, S and W; a North in the hand is a guest wind; "
                   "hand and kita hold at most four Norths"),
    ]


_NATIVE = {"mangan": "満貫", "haneman": "跳満", "baiman": "倍満", "sanbaiman": "三倍満"}

RULE_SET = RiichiRules()
