"""The waits of a 13-tile hand under any rule set: each tile kind that completes a winning shape,
scored by ron and by tsumo; when not ready, the shanten and the tiles that lower it.

Generic over the rule sets (``rules.rule_set.RuleSet``): a rule set gives its ``shapes``, its
``tile_set``, its ``check`` and ``score`` and its ``not_ready_foul``; the checks every completed hand
must pass first (contradictory conditions, the catalog's checks) are passed in by the caller.
A tile of which the hand already holds all four copies cannot be drawn and is not listed.

Where the rule set knows ``last-tile`` (MCR's 和绝张), a wait whose other three copies are all
visible (``seen=`` plus the hand's melds; none held concealed) is scored with it, as a wait on the
last copy is: the player at the table sees it, so the score says it (:func:`_last_copies`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Iterable

from ..errors import MjscoreError
from ..hand import Hand
from .shanten import improving_tiles, shanten
from .shapes import winning_tiles
from ..tiles import NORTH, Tile, name as tile_name

if TYPE_CHECKING:
    from typing import Final

    from ..rules.rule_set import RuleSet

__all__ = ["Wait", "Waits", "find_waits", "outcome_dict", "tiles_left", "value_of"]


class Wait:
    """One winning tile of a 13-tile hand: the Score (or the MjscoreError) by ron and by tsumo, and
    the copies of the tile still unseen (:func:`tiles_left`)."""

    def __init__(self, *, tile: Tile, ron: Any, tsumo: Any, left: int = 0) -> None:
        self.tile: Final = tile
        self.ron: Final = ron
        self.tsumo: Final = tsumo
        self.left: Final = left


def tiles_left(hand: Hand) -> list[int]:
    """34-slot copies of each kind still unseen: 4 − the hand's copies (concealed and melds) − the
    ``seen`` tiles, never below 0."""
    used = hand.all_counts
    used[NORTH] += hand.conditions.kita  # (the Norths set aside, three-player riichi: out of the wall)
    for t in hand.conditions.seen:
        used[t] += 1
    return [4 - u if u < 4 else 0 for u in used]


def value_of(outcome: Any) -> int | float | None:
    """What a completion is worth, for sorting: the rule set's own ``value`` (Fliosen's hand value)
    if it has one, else ``total``, else ``han``; None for an error (a completion the rules refuse)."""
    if isinstance(outcome, MjscoreError) or outcome is None:
        return None
    for attr in ("value", "total", "han"):
        v = getattr(outcome, attr, None)
        if isinstance(v, (int, float)) and not isinstance(v, bool):
            return v
    d = outcome.to_dict() if hasattr(outcome, "to_dict") else {}
    for key in ("value", "total", "han"):
        v = d.get(key)
        if isinstance(v, (int, float)) and not isinstance(v, bool):
            return v
    return 0


def outcome_dict(outcome: Any) -> dict[str, Any]:
    """One completion as the JSON of docs/cli.md has it: the rule set's score fields, or, for a
    completion the rules refuse, ``{"ok": false, "error": {"kind", "message", "column"}}`` as a
    refused line has them."""
    if isinstance(outcome, MjscoreError):
        return {"ok": False, "error": outcome.to_dict()}
    fields: dict[str, Any] = outcome.to_dict()  # (a rule set's Score: its fields)
    return fields


def _wins(outcome: Any) -> bool:
    """False for an error or for a completion that is no valid win (MCR's false win under 8)."""
    if isinstance(outcome, MjscoreError):
        return False
    return getattr(outcome, "is_win", True) is not False


class Waits:
    """The waits of one 13-tile hand (tile order), or its shanten and improving tiles."""

    def __init__(self, *, waits: tuple[Wait, ...], shanten: int | None = None,
                 improving: tuple[Tile, ...] = (), foul: dict[str, Any] | None = None) -> None:
        self.waits: Final = waits
        self.shanten: Final = shanten  # None when ready (or when shanten is not available)
        self.improving: Final = improving  # when not ready: the tiles whose draw lowers the shanten
        # When not ready: the foul the rule set counts for what was declared on this hand (Fliosen: 前和
        # on a hand with no wait is false_jeonhwa), as the score object's ``foul`` field.
        self.foul: Final = foul

    @property
    def tenpai(self) -> bool:
        return bool(self.waits)

    def by_value(self) -> tuple[Wait, ...]:
        """The waits sorted for the text table: valid wins first, then by ron value and tsumo value,
        highest first; the tile order breaks ties."""
        def key(w: Wait) -> tuple[bool, bool, float, float, Tile]:
            r, t = value_of(w.ron), value_of(w.tsumo)
            return (not _wins(w.ron), r is None, -(r or 0), -(t or 0), w.tile)
        return tuple(sorted(self.waits, key=key))

    def fields(self) -> dict[str, Any]:
        """The rule-independent fields of the waits object of docs/cli.md (JSON-ready, waits in tile
        order): ``shanten`` always (0 when ready), each wait's ``ron`` and ``tsumo`` objects."""
        out: dict[str, Any] = {
            "tenpai": self.tenpai,
            "shanten": 0 if self.tenpai else self.shanten,
            "waits": [{"tile": tile_name(w.tile), "left": w.left, "ron": outcome_dict(w.ron),
                       "tsumo": outcome_dict(w.tsumo)} for w in self.waits],
        }
        if not self.tenpai:
            out["improving"] = [tile_name(t) for t in self.improving]
            if self.foul is not None:
                out["foul"] = self.foul
        return out


def complete(hand: Hand, tile: Tile, tsumo: bool, last_tile: bool = False) -> Hand:
    """``hand`` (13 tiles) completed by ``tile``, won by tsumo or ron; ``last_tile``: and on the
    last copy of its kind (as if ``last-tile`` were written)."""
    c = hand.conditions
    if last_tile:
        c = c.with_values({"last_tile": True}, c.given | {"last_tile"})
    return hand.won_on(tile, c.with_values({"tsumo": tsumo}, c.given | {"tsumo"}))


def _last_copies(hand: Hand, rule_set: RuleSet, left: list[int]) -> frozenset[Tile]:
    """The tiles whose one copy left would be the last of its kind, the other three visible
    (``seen=``, the hand's melds) and none in the concealed hand (a concealed copy is no table's
    knowledge: ``last-tile`` is refused then): scored with ``last-tile`` where the rules know the
    word and the line did not write it (with ``chankan`` the three are the robbed kong's). (A
    stand-in with shapes alone, as the tests' corpus uses, knows no words.)"""
    c = hand.conditions
    if not c.seen or c.last_tile or c.chankan or "last_tile" not in getattr(rule_set, "conditions", ()):
        return frozenset()
    counts = hand.counts
    return frozenset(t for t, n in enumerate(left) if n == 1 and counts[t] == 0)


def tile_set_of(rule_set: Any, options: Any) -> frozenset[Tile] | None:
    """The tile kinds ``rule_set`` plays with under its ``options`` (riichi ``--players 3``: no 2m-8m),
    None for all 34; an object that gives only ``tile_set`` (a test's stand-in) plays with that."""
    under = getattr(rule_set, "tile_set_for", None)
    found: frozenset[Tile] | None = under(options) if under is not None else rule_set.tile_set
    return found


def find_waits(hand: Hand, rule_set: RuleSet, options: Any, rules: str | None = None,
               checks: Iterable[Callable[[Hand], None]] = ()) -> Waits:
    """The waits of the 13-tile ``hand`` under ``rule_set`` (``rules``: its name, for the caller's
    records; the rule set says everything needed). Each completion runs ``checks`` (each raises
    MjscoreError to refuse it), then the rule set's check and score; a refused completion keeps its
    error in place of the Score."""
    checks = tuple(checks)

    def outcome(tile: Tile, tsumo: bool) -> Any:
        done = complete(hand, tile, tsumo, tile in last)
        try:
            for check in checks:
                check(done)
            rule_set.check(done, options)
            return rule_set.score(done, options)
        except MjscoreError as e:
            return e

    shapes = rule_set.shapes
    tile_set = tile_set_of(rule_set, options)
    # A tile the rules do not play with (Yaochu: simples) cannot be drawn either.
    tiles = [t for t in winning_tiles(hand.counts, hand.melds, shapes) if tile_set is None or t in tile_set]
    kita = hand.conditions.kita
    if kita and NORTH in tiles and hand.all_counts[NORTH] + kita >= 4:  # (every North is held or set aside)
        tiles.remove(NORTH)
    left = tiles_left(hand)
    last = _last_copies(hand, rule_set, left) if tiles else frozenset()
    found = tuple(Wait(tile=t, ron=outcome(t, False), tsumo=outcome(t, True), left=left[t]) for t in tiles)
    if found:
        return Waits(waits=found)
    foul_score = rule_set.not_ready_foul(hand)  # what the rules count for declaring when not ready
    foul = foul_score.to_dict()["foul"] if foul_score is not None else None
    return Waits(waits=(), shanten=shanten(hand, shapes=shapes, tile_set=tile_set),
                 improving=improving_tiles(hand.counts, hand.melds, shapes, tile_set=tile_set), foul=foul)
