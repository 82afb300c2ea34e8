"""The words of each command's ``--help`` (mjscore.cli.app): the line in the list of commands
(``short``: whole, never cut by the list's width), the description with examples, and after the
options a summary of the notation (the commands that read hands) or of the records. Click rewraps
a paragraph to the terminal's width unless it starts with ``\\b`` (then its lines stay as written:
examples and the notation's table). Rule sets are named from the catalog, never written here.
"""

from ..rules import catalog

_FLOWERS = ", ".join(r.name for r in catalog.ROWS if r.flowers)  # (the rule sets that have flowers)

NOTATION = f"""\b
The notation (in full: mjscore help notation):
  m123, 123m   characters (p dots, s bamboo); E S W N winds; P F C dragons
  [m123] [EEE] claimed melds; (m5555) a concealed kong; f1-f8 flowers ({_FLOWERS})
  winning tile the last tile outside brackets (or win=TILE)
  then words   tsumo seat=S round=E dora=m1 seen=s9s9 last-tile riichi ...
               (each rule set knows its own; an unknown word lists them)"""

RECORDS = """\b
Records: Tenhou mjlog XML (plain or gzipped), tenhou.net/6 JSON, MJAI JSON
lines, Botzone text; a directory is read whole. Each win is written as a
notation line (--lines) and checked against the record (mjscore help logs)."""


def _examples(*lines: str) -> str:
    return "\b\nExamples:\n" + "\n".join("  " + line for line in lines)


# command -> (the line in the list of commands, the description, the text after the options)
HELP = {
    "score": (
        "Score complete (14-tile) hands.",
        "Score complete (14-tile) hands: one result per line, in input order.\n\n" + _examples(
            'mjscore score "m123p456s789EEECC tsumo"                  # the default rules',
            'mjscore score -r riichi "m234567p234s23554 tsumo seat=S"  # mangan',
            'mjscore score -f text -r riichi "m123p456s789EEECC riichi"',
            'mjscore score -i hands.txt > scores.jsonl                # JSON lines'),
        NOTATION),
    "waits": (
        "13-tile hands: each winning tile, by ron and tsumo.",
        "For 13-tile hands: every tile that completes the hand, with the copies left and its score by "
        "ron and by tsumo; when the hand is not ready, its shanten and the tiles that improve it.\n\n"
        + _examples(
            'mjscore waits -f text "m123p456s789EEEC"                # waiting on C',
            'mjscore waits -f text "m1112345678999"                  # nine waits',
            'mjscore waits -r riichi "m234567p234s2355 seat=S"       # payments',
            'mjscore waits -f text "m123p456s78EE[CCC] seen=s9s9s9"  # a last copy'),
        NOTATION),
    "discard": (
        "14-tile hands: what to discard, best first.",
        "For 14-tile hands: what to discard. Each discard's shanten, the tiles that improve it with "
        "the copies left (seen= / --seen: tiles visible elsewhere) and, when ready, its waits and their "
        "value.\n\n" + _examples(
            'mjscore discard -f text "m147p258s369ESWNm5 seen=PPF"    # throw 5m',
            'mjscore discard -r riichi --seen s1s1E "m234567p234s2359E"'),
        NOTATION),
    "rules": (
        "The rule set's table of fans / yaku / points.",
        "Print the rule set's table of fans / yaku / points.\n\n" + _examples(
            "mjscore rules -f text                  # the default rules' table",
            "mjscore rules -r riichi -f text        # the yaku",
            "mjscore rules -r riichi -f json        # the same as JSON"),
        None),
    "log": (
        "Score and check every win of game records.",
        "Score every win of game records (Tenhou, tenhou.net/6, MJAI, Botzone) and check it against "
        "the record: one result per win (mjscore help logs).\n\n" + _examples(
            "mjscore log -f text game.mjlog     # a row per win, a summary",
            "mjscore log logs/ > wins.jsonl     # a directory of records",
            "mjscore log --check logs/          # exit 1 when a win disagrees",
            "mjscore log --lines game.mjson | mjscore score -r riichi"),
        RECORDS),
    "help": (
        "The reference pages: notation, rules, records.",
        "Print a reference page (Markdown, as docs/ holds it in the source): the notation, the command "
        "line, each rule set, game records. Without PAGE, the list of pages.\n\n" + _examples(
            "mjscore help                     # the pages",
            "mjscore help notation            # the notation in full (| less to page it)",
            "mjscore help riichi              # yaku, fu, points, room options"),
        None),
    "points": (
        "The riichi point table (fu and han).",
        "The riichi point table: what each fu and han pays, non-dealer and dealer, ron and tsumo "
        '(a non-dealer\'s tsumo as "others/dealer", a dealer\'s as "each all"), in the room the options '
        "give.\n\n" + _examples(
            "mjscore points -f text                 # the whole table",
            "mjscore points 30 4 --kiriage          # one entry: 8,000 (2,000/4,000)",
            "mjscore points 4 30 -r riichi          # han first, as players say it"),
        None),
}
