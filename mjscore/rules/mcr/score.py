"""The result of scoring one hand under the Chinese Official rules (immutable)."""

from __future__ import annotations

from ... import jsontext
from ..base import Explained, Row
from .evaluator import Outcome
from .fans import FLOWERS, ORDER, Fan
from .text import write_decomposition, write_tiles

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, ClassVar, Final

    from ...tiles import Tile
    from ..explaining import Explanation

MIN_POINTS: Final = 8


def _fan_order(fc: tuple[Fan, int]) -> tuple[int, int]:
    """Highest points first, then table order."""
    return (-fc[0].points, ORDER[fc[0].id])


class McrScore(Explained):
    def __init__(self, *, fans: tuple[Row, ...], total: int, flowers: int, is_win: bool, tsumo: bool,
                 decomposition: tuple[str, ...], variant: str = "reference", outcome: Outcome | None = None,
                 explained: Explanation[Any] | None = None) -> None:
        super().__init__(explained)
        self.fans: Final = fans  # highest points first, then table order
        self.total: Final = total  # flowers included
        self.flowers: Final = flowers
        self.is_win: Final = is_win
        self.tsumo: Final = tsumo
        self.decomposition: Final = decomposition
        self.variant: Final = variant
        self.outcome: Final = outcome  # everything --explain needs (groups, exclusions, other totals)

    def with_explanation(self, explained: Explanation[Any] | None) -> McrScore:
        """The same score, carrying ``explained``."""
        return McrScore(fans=self.fans, total=self.total, flowers=self.flowers, is_win=self.is_win,
                        tsumo=self.tsumo, decomposition=self.decomposition, variant=self.variant,
                        outcome=self.outcome, explained=explained)

    @classmethod
    def from_outcome(cls, outcome: Outcome, tiles: tuple[Tile, ...], tsumo: bool, variant: str,
                     explained: Explanation[Any] | None = None) -> "McrScore":
        best = outcome.best
        fans = sorted(best.fans, key=_fan_order)
        counts = tuple([fan.row(n) for fan, n in fans])
        # (flowers, last in the table, come last)
        flowers = 0
        if fans and fans[-1][0].id == FLOWERS:
            flowers = fans[-1][1]
        total = best.points + flowers
        return cls(fans=counts, total=total, flowers=flowers, is_win=best.points >= MIN_POINTS, tsumo=tsumo,
                   decomposition=write_decomposition(best.decomposition, tiles), variant=variant,
                   outcome=outcome, explained=explained)

    @property
    def points(self) -> int:
        """The total without flowers (what the 8-point minimum is measured on)."""
        return self.total - self.flowers

    @property
    def payments(self) -> dict[str, int] | None:
        """What each player pays the winner (docs/cli.md); None for a false win: no one pays it."""
        if not self.is_win:
            return None
        if self.tsumo:
            return {"each": MIN_POINTS + self.total}
        return {"discarder": MIN_POINTS + self.total, "others": MIN_POINTS}

    JSON: ClassVar[jsontext.Spec] = jsontext.Spec(
        ("fans", jsontext.rows_of("points")), ("total", jsontext.INT),
        ("flowers", jsontext.INT), ("is_win", jsontext.BOOL),
        ("payments", jsontext.COUNTS_OR_NULL), ("decomposition", jsontext.LIST))

    def rows(self) -> tuple[Row, ...]:
        return self.fans

    def wait_cell(self) -> str:
        """The completion in a cell of the `waits` table: its total (``16``, ``17 (1 flower)``); a
        false win as the verdict says it."""
        if not self.is_win:
            return self.verdict()[0]
        if self.flowers:
            return f"{self.total} ({self.flowers} flower{'s' if self.flowers > 1 else ''})"
        return str(self.total)

    def verdict(self) -> tuple[str, ...]:
        plural = "s" if self.flowers > 1 else ""
        with_flowers = f" (including {self.flowers} flower{plural})" if self.flowers else ""
        if not self.is_win:  # the minimum is measured without flowers; the total (docs/cli.md) still shown
            total = f"; total {self.total} points{with_flowers}" if self.flowers else ""
            return (f"false win: {self.points} points, {MIN_POINTS} needed{total}",)
        head = f"Total {self.total} points{with_flowers}"
        p = self.payments or {}
        if self.tsumo:
            pay = f"Win: self-drawn, each player pays {p['each']}"
        else:
            pay = f"Win: the discarder pays {p['discarder']}, the others pay {p['others']} each"
        return (head, pay)


__all__ = ["McrScore", "write_decomposition", "write_tiles"]
