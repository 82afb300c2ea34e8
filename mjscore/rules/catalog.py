"""The rule sets, one row each: every fact about a rule set that code outside its package needs.

A new rule set is one package under ``mjscore/rules/`` (whose ``RULE_SET`` implements
``rule_set.RuleSet``) plus one row here. The row is plain data, so reading it is cheap: this module
imports no rule set, no grammar and no command-line library. The command line, the validation of a
line, the waits and the reports read these rows; none of them names a rule set.
"""

from __future__ import annotations


TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, Final

# Tile sets (what RuleSet.tile_set is made of).
ALL_TILES = "all"  # the 34 kinds
TERMINALS_AND_HONORS = "terminals-and-honors"  # 1s, 9s and honors (13 kinds, 52 tiles)
THREE_PLAYER = "three-player"  # all but the characters 2-8 (27 kinds, 108 tiles): three-player riichi

# Option kinds (mjscore.options reads them the same way for every rule set).
SWITCH = "switch"  # --explain: present or not
BOOL = "bool"  # --kuitan / --no-kuitan: True, False, or not given
CHOICE = "choice"  # --calls kong: one of `values`
TEXT = "text"  # --dora m1E: any text
NUMBER = "number"  # --draws 2: a whole number (at least `minimum`)

# Where an option's value goes (and the help panel it is listed under).
GENERAL = "general"  # how to run: rule set, format, processes
RULE = "rule"  # a rule option, passed to the rule set (``options`` of RuleSet.score)
CONDITION = "condition"  # a default for a Conditions field of every line


class Option:
    """One command-line option of `score` / `waits` (and of `rules` for rule options).

    ``name`` is the parameter (and the key in the options given to a rule set or the Conditions
    field); ``flags`` its spellings, the long one first (for BOOL: the pair ``--x``, ``--no-x``).
    ``values`` are the allowed values, CHOICE or BOOL (``(True, False)`` or ``(False, True)``); for a
    RULE option the first is what the rule set gets when the option is not given. ``default`` is the
    command line's value when it is not given (None: not given).
    """

    def __init__(self, name: str, flags: tuple[str, ...], kind: str, help: str, values: tuple[Any, ...] = (),
                 default: Any = None, metavar: str | None = None, group: str = RULE,
                 minimum: int | None = None, upper: bool = False, usage_check: bool = True,
                 rules: tuple[str, ...] = (), value_help: tuple[tuple[str, str], ...] = (),
                 commands: tuple[str, ...] = ("score", "waits")) -> None:
        self.name: Final = name
        self.flags: Final = flags
        self.kind: Final = kind
        self.help: Final = help
        self.values: Final = values
        self.default: Final = default
        self.metavar: Final = metavar
        self.group: Final = group
        self.minimum: Final = minimum
        self.upper: Final = upper  # the value is read in upper case (winds: seat=s is seat=S)
        # False: a value outside ``values`` is left for the rule set's own check (its message) instead
        # of being refused with the usage text.
        self.usage_check: Final = usage_check
        self.rules: Final = rules  # RULE options: the rule sets that take it (filled from the rows)
        # CHOICE options that change the rule set's table: (value, what it changes), listed by `mjscore rules`.
        self.value_help: Final = value_help
        self.commands: Final = commands

    def widened(self, *, values: tuple[Any, ...] | None = None, metavar: str | None = None, group: str | None = None,
                rules: tuple[str, ...] | None = None, commands: tuple[str, ...] | None = None) -> Option:
        """The option as more rule sets or commands take it: its ``values``, ``metavar``, ``group``,
        ``rules`` and ``commands`` replaced by those given."""
        return Option(self.name, self.flags, self.kind, self.help, self.values if values is None else values,
                      self.default, self.metavar if metavar is None else metavar,
                      self.group if group is None else group, self.minimum, self.upper, self.usage_check,
                      self.rules if rules is None else rules, self.value_help,
                      self.commands if commands is None else commands)

    @property
    def flag(self) -> str:
        return self.flags[0]


class RuleSetInfo:
    """One rule set, as the rest of mjscore sees it."""

    def __init__(self, name: str, module: str, title: str, short: str, called: str, row_word: str,
                 conditions: frozenset[str], options: tuple[Option, ...] = (), flowers: bool = False,
                 red_fives: bool = False, tile_set: str = ALL_TILES, allows: frozenset[str] = frozenset(),
                 seats: str = "ESWN", option_conditions: tuple[tuple[str, Any, frozenset[str]], ...] = (),
                 option_seats: tuple[tuple[str, Any, str], ...] = (),
                 option_tile_sets: tuple[tuple[str, Any, str], ...] = ()) -> None:
        self.name: Final = name  # the value of --rules
        self.module: Final = module  # whose RULE_SET implements rule_set.RuleSet
        self.title: Final = title  # heading of `mjscore rules`
        self.short: Final = short  # in the command line's help: "Yaochu"
        self.called: Final = called  # in messages: "flowers exist only in the Chinese Official rules"
        self.row_word: Final = row_word  # what its breakdown rows are called: fans, items, yaku
        # The Conditions fields its lines may write (keys of conditions.BY_KEY; ``win`` included).
        self.conditions: Final = conditions
        self.options: Final = options
        self.flowers: Final = flowers  # flower tiles (f1-f8, flowers=N) exist
        self.red_fives: Final = red_fives  # red fives (0) exist
        self.tile_set: Final = tile_set
        # Contradictions of validate.RULE_CONTRADICTIONS this rule set allows, by the words written
        # (MCR counts 妙手回春 and 杠上开花 together: ``rinshan last-draw``).
        self.allows: Final = allows
        # The seat winds a player can have (seat=): a two-player game has only the dealer E and S.
        self.seats: Final = seats
        # Condition words known only under one value of a rule option: (option, value, Conditions
        # fields). Yaochu's ``--scoring riichi`` knows riichi, double-riichi, ippatsu and ura=.
        self.option_conditions: Final = option_conditions
        # The seats and the tile set under one value of a rule option, in place of ``seats`` and
        # ``tile_set``: (option, value, seats or tile set). Riichi's ``--players 3`` has seats E, S and W
        # and no characters 2-8.
        self.option_seats: Final = option_seats
        self.option_tile_sets: Final = option_tile_sets

    def seats_with(self, options: Any = None) -> str:
        """The seat winds under the rule ``options`` (a mapping; a missing option has its default)."""
        return self._under(options, self.option_seats, self.seats)

    def tile_set_with(self, options: Any = None) -> str:
        """The tile set (ALL_TILES, ...) under the rule ``options``."""
        return self._under(options, self.option_tile_sets, self.tile_set)

    def _under(self, options: Any, choices: tuple[tuple[str, Any, str], ...], plain: str) -> str:
        for name, value, chosen in choices:
            given = (options or {}).get(name)
            if given is None:
                given = next((o.values[0] for o in self.options if o.name == name), None)
            if given == value:
                return chosen
        return plain

    def conditions_with(self, options: Any = None) -> frozenset[str]:
        """The Conditions fields its lines may write under the rule ``options`` (a mapping; a
        missing option has its default, the first of its values)."""
        if not self.option_conditions:
            return self.conditions
        defaults = {o.name: o.values[0] for o in self.options if o.values}
        known = self.conditions
        for name, value, keys in self.option_conditions:
            if ((options or {}).get(name) or defaults.get(name)) == value:
                known = known | keys
        return known


# Condition words every rule set knows.
_COMMON = frozenset({"tsumo", "seat", "round", "win", "last_draw", "rinshan", "chankan", "seen"})
RINSHAN_LAST_DRAW = "rinshan last-draw"

ROWS: tuple[RuleSetInfo, ...] = (
    RuleSetInfo(
        "mcr", "mjscore.rules.mcr", "Chinese Official (MCR)", "Chinese Official / MCR",
        "the Chinese Official rules", "fans",
        _COMMON | {"last_tile", "flowers"},
        options=(Option("variant", ("--mcr-variant",), CHOICE,
                        "MCR: a variant of the Chinese Official rules (see `mjscore rules --rules mcr`).",
                        values=("reference", "1998"), usage_check=False,
                        value_help=(
                            ("reference", "the reference calculator (PyMahjongGB): one concealed and one melded "
                                          "kong score 明暗杠 (5); no wait fan for a tile that fills a place of "
                                          "a knitted straight"),
                            ("1998", "the 1998 rulebook read literally: no 明暗杠 (暗杠 2 + 明杠 1); a unique wait "
                                     "on a place of a knitted straight counts Closed Wait (middle tile) or "
                                     "Edge Wait (end tile)"))),),
        flowers=True, allows=frozenset({RINSHAN_LAST_DRAW})),
    RuleSetInfo(
        "yaochu", "mjscore.rules.yaochu", "Yaochu (幺九麻雀)", "Yaochu", "the Yaochu rules", "items",
        _COMMON | {"tenhou", "chiihou", "dora"},
        options=(Option("calls", ("--calls",), CHOICE, "Yaochu: which calls are allowed [default: all].",
                        values=("all", "kong", "none")),
                 Option("scoring", ("--scoring",), CHOICE, "Yaochu: how a win is counted [default: points].",
                        values=("points", "flat", "riichi"))),
        tile_set=TERMINALS_AND_HONORS, seats="ES",
        option_conditions=(("scoring", "riichi", frozenset({"riichi", "double_riichi", "ippatsu", "ura"})),)),
    RuleSetInfo(
        "fliosen", "mjscore.rules.fliosen", "Fliosen (플리오센 마작)", "Fliosen", "the Fliosen rules", "yaku",
        _COMMON | {"riichi", "double_riichi", "ippatsu", "tenhou", "chiihou", "dora", "ura", "tong", "draws"},
        red_fives=True),
    RuleSetInfo(
        "riichi", "mjscore.rules.riichi", "Riichi mahjong (立直麻雀)", "Riichi", "the riichi rules", "yaku",
        _COMMON | {"riichi", "double_riichi", "ippatsu", "tenhou", "chiihou", "dora", "ura", "honba", "sticks", "pao"},
        options=(Option("kuitan", ("--kuitan", "--no-kuitan"), BOOL,
                        "Riichi: tanyao counts on an open hand [default: on].", values=(True, False)),
                 Option("aka", ("--aka", "--no-aka"), BOOL,
                        "Riichi: red fives are dora; off: a 0 is a plain five [default: on].", values=(True, False)),
                 Option("double_yakuman", ("--double-yakuman", "--no-double-yakuman"), BOOL,
                        "Riichi: kokushi_13, suuankou_tanki, daisuushii and chuuren_9 count 2x [default: on].",
                        values=(True, False)),
                 Option("kazoe", ("--kazoe",), CHOICE,
                        "Riichi: what 13+ han of ordinary yaku is worth [default: yakuman].",
                        values=("yakuman", "sanbaiman")),
                 Option("kiriage", ("--kiriage", "--no-kiriage"), BOOL,
                        "Riichi: 4 han 30 fu and 3 han 60 fu are rounded up to mangan [default: off].",
                        values=(False, True)),
                 Option("players", ("--players",), CHOICE,
                        "Riichi: the number of players; 3: three-player mahjong (三麻: no 2m-8m, no chow, "
                        "seats E S W, kita=N, the tsumo loss) [default: 4].",
                        values=(4, 3), metavar="3|4"),
                 Option("pao_scope", ("--pao-scope",), CHOICE,
                        "Riichi: what the liable player of a pao= pays: the whole hand (hand, as Tenhou) or only "
                        "the big three dragons / big four winds, another yakuman of the hand paid as usual "
                        "(yakuman, as Mahjong Soul) [default: hand].",
                        values=("hand", "yakuman"))),
        red_fives=True,
        # Three players (docs/riichi.md, "Three players"): the Norths set aside (kita=N) are a word of
        # their own; the seats are E, S and W; the characters 2-8 are not in the game.
        option_conditions=(("players", 3, frozenset({"kita"})),),
        option_seats=(("players", 3, "ESW"),),
        option_tile_sets=(("players", 3, THREE_PLAYER),)),
)

BY_NAME: dict[str, RuleSetInfo] = {r.name: r for r in ROWS}
NAMES: tuple[str, ...] = tuple(BY_NAME)
DEFAULT = NAMES[0]
# The rule sets game records are scored with (`mjscore log`, mjscore.logs): riichi (Tenhou, MJAI) and MCR (Botzone).
RECORD_RULES: tuple[str, ...] = ("riichi", "mcr")


def get(name: str) -> RuleSetInfo:
    """The row of the rule set ``name``; KeyError for an unknown name."""
    return BY_NAME[name]
