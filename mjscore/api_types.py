"""The types of the Python API's arguments, for type checkers: the rule sets' names and the keyword
options of ``score``, ``waits``, ``discard``, ``results`` and ``Engine``, so that ``rules="richi"`` or
``tsumoo=True`` is a type error (mypy, pyright). :mod:`mjscore.api` imports this module only when type
checking (start-up); a user may import it to annotate their own code. tests/test_typing.py checks
that these names and values are the catalog's and the condition words' own.
"""

from __future__ import annotations

from typing import Iterable, Literal, TypedDict, Union

# The rule sets (mjscore.rules.catalog.NAMES; the first is the default). At run time any ASCII case is
# read, as the command line reads ``--rules``; type checkers take the names as written here.
RuleName = Literal["mcr", "yaochu", "fliosen", "riichi"]
Wind = Literal["E", "S", "W", "N"]
# Tiles as the notation writes them ("m1E"), or as tile numbers (mjscore.tiles).
Tiles = Union[str, Iterable[int]]


class Options(TypedDict, total=False):
    """The keyword options: rule options (each for the rule sets ``mjscore rules`` names) and a
    default for any condition word (a word written on the line wins)."""

    # rule options
    explain: bool
    variant: Literal["reference", "1998"]  # mcr
    calls: Literal["all", "kong", "none"]  # yaochu
    scoring: Literal["points", "flat", "riichi"]  # yaochu
    kuitan: bool  # riichi
    aka: bool  # riichi
    double_yakuman: bool  # riichi
    kazoe: Literal["yakuman", "sanbaiman"]  # riichi
    kiriage: bool  # riichi
    players: Literal[4, 3]  # riichi: 3 is three-player riichi (docs/riichi.md, "Three players")
    pao_scope: Literal["hand", "yakuman"]  # riichi: what a liable player pays (docs/riichi.md, "Pao")
    # condition defaults (docs/notation.md)
    tsumo: bool
    seat: Wind | int
    round: Wind | int
    last_tile: bool
    last_draw: bool
    rinshan: bool
    chankan: bool
    flowers: int | str
    riichi: bool
    double_riichi: bool
    ippatsu: bool
    tenhou: bool
    chiihou: bool
    tong: bool
    dora: Tiles
    ura: Tiles
    draws: int | str
    honba: int | str
    sticks: int | str
    pao: Wind | int  # riichi: the seat that pays a big three dragons / big four winds (docs/riichi.md)
    kita: int | str  # riichi players=3: Norths set aside (抜きドラ), 0-4
    seen: Tiles
