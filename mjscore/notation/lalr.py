"""The notation's LALR(1) parser, run from tables built out of ``grammars/hand.lark``.

:func:`parse` reads one line into the flat items :mod:`mjscore.notation` gives meaning to: a
:class:`Token` per tile group or flower group outside brackets, ``("meld" | "kong" | "cond",
[tokens])`` per meld or condition. It is the same automaton as Lark's parser with the contextual lexer
(``mjscore/notation/_hand_tables.py`` is written by :mod:`mjscore.notation.build_tables` from the grammar, and a test
checks that it is current), run by a small driver: no Lark import, no parser construction, fewer
steps per token. A line the automaton refuses raises :class:`Refused`; the caller asks Lark itself
(:mod:`mjscore.notation.diagnosis`) for the detailed error (bad lines are rare; their messages stay Lark's).

:func:`driver` makes the parse function of a tables module: :data:`parse` is the notation's
(``_hand_tables``); :mod:`mjscore.notation.botzone` makes the Botzone codes' one
(``_botzone_tables``) when a line is first read that way.
"""

from __future__ import annotations

import re

from . import _hand_tables as T

__all__ = ["Token", "Refused", "parse", "driver", "MELD", "KONG", "COND"]

# The tags of the items that are not single tokens (Lark's parser in mjscore.notation.diagnosis makes the same).
MELD, KONG, COND = "meld", "kong", "cond"


class Token:
    """One terminal of the line: ``type`` (the grammar's terminal name), ``value`` (the text),
    ``start_pos`` / ``end_pos`` (0-based offsets in the line)."""

    __slots__ = ("type", "value", "start_pos", "end_pos")

    def __init__(self, type: str, value: str, start_pos: int, end_pos: int):
        self.type, self.value, self.start_pos, self.end_pos = type, value, start_pos, end_pos

    def __repr__(self) -> str:
        return f"Token({self.type!r}, {self.value!r}, {self.start_pos})"


class Refused(Exception):
    """The grammar does not accept the line (ask Lark for the detailed error)."""


# The transformer of notation_errors.py: the rule name -> the item it makes of its children.
_MAKE = {
    "start": lambda children: children,
    "meld": lambda children: (MELD, children),
    "kong": lambda children: (KONG, children),
    "condition": lambda children: (COND, children),
    # the same items from the start symbol `botzone` (Botzone tile codes, _botzone_tables.py)
    "botzone": lambda children: children,
    "bz_meld": lambda children: (MELD, children),
    "bz_kong": lambda children: (KONG, children),
    "bz_condition": lambda children: (COND, children),
}


def _builder(kept: tuple, method):
    """The function that makes a rule's value from its popped values: the kept children, with
    the children of inlined rules (``_name``, Lark's ``*``/``+`` helpers) spliced in, given to the
    transformer method. The list a left-recursive helper rule returns is extended in place (each
    value is used once), so a run of n tiles costs n appends, not n copies."""
    make = None if method is None else _MAKE[method]
    if make is None and kept == ((0, False),):
        return lambda values: [values[0]]
    if make is None and kept == ((0, True),):
        return lambda values: values[0]
    if make is None and kept == ((0, True), (1, False)):
        def append(values):
            values[0].append(values[1])
            return values[0]
        return append
    if make is None and kept == ((0, True), (1, True)):
        def extend(values):
            values[0].extend(values[1])
            return values[0]
        return extend

    def build(values):
        children: list = []
        for i, spliced in kept:
            if spliced:
                children.extend(values[i])
            else:
                children.append(values[i])
        return children if make is None else make(children)
    return build


def driver(tables):
    """The parse function of one tables module (``_hand_tables`` for the notation,
    ``_botzone_tables`` for the Botzone tile codes): text -> items, or Refused."""
    actions = tables.ACTIONS
    ignore = tables.IGNORE
    start_state, end_state = tables.START, tables.END
    # rule index -> (name of the rule reduced to, values popped, value maker)
    reduce = tuple((name, size, _builder(kept, method)) for name, size, kept, method in tables.RULES)
    # parser state -> its scanner's compiled regexps (compiled on first use: cold start)
    compiled: dict = {}

    def scanner(state: int):
        found = compiled.get(state)
        if found is None:
            index = tables.STATE_SCANNER[state]
            found = compiled.get(("scanner", index))
            if found is None:
                patterns, flags = tables.SCANNERS[index]
                found = compiled["scanner", index] = tuple(re.compile(p, flags).match for p in patterns)
            compiled[state] = found
        return found

    def parse(text: str) -> list:
        """The items of one line (see the module docstring); Refused when the grammar does not accept it."""
        states = [start_state]
        values: list = []
        pos, end = 0, len(text)
        while True:
            # Next token, with the terminals acceptable in this state (the contextual lexer).
            token = None
            while pos < end:
                state = states[-1]
                for match in compiled.get(state) or scanner(state):
                    m = match(text, pos)
                    if m:
                        break
                else:
                    raise Refused(pos)
                kind = m.lastgroup
                start, pos = pos, m.end()
                if kind not in ignore:
                    token = Token(kind, m.group(), start, pos)
                    break
            kind = token.type if token is not None else "$END"
            while True:  # reduce until the token shifts (or the line is accepted)
                action = actions[states[-1]].get(kind)
                if action is None:
                    raise Refused(pos)
                if action >= 0:
                    if token is None:
                        raise Refused(pos)  # (the end is never shifted)
                    states.append(action)
                    values.append(token)
                    break
                name, size, make = reduce[~action]
                if size:
                    popped = values[-size:]
                    del states[-size:]
                    del values[-size:]
                else:
                    popped = []
                values.append(make(popped))
                states.append(actions[states[-1]][name])
                if token is None and states[-1] == end_state:
                    return values[-1]

    return parse


# The notation's parser (the Botzone codes' one is made by mjscore.notation.botzone when first used).
parse = driver(T)
