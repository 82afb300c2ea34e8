"""mjscore: score mahjong hands written as text, under the Chinese Official, Yaochu, Fliosen and riichi rules.

    >>> from mjscore import score
    >>> score("m123p456s789EEECC tsumo").to_dict()

The public names below are imported on first use, so that ``import mjscore`` stays cheap. Type
checkers see them as the plain imports of the ``TYPE_CHECKING`` block (the package ships
``py.typed``); at run time the module ``__getattr__`` (``_load``, installed at the end), loads them.
"""

# True for type checkers only (mypy and pyright read any name TYPE_CHECKING so); not imported from
# typing, which `import mjscore` does not otherwise need.
TYPE_CHECKING = False

__version__ = "0.1.0"

if TYPE_CHECKING:
    # What type checkers see: the same names as _LAZY below (tests/test_typing.py checks the two agree).
    from .api import Engine as Engine
    from .api import OptionError as OptionError
    from .api import Result as Result
    from .api import results as results
    from .api import score as score
    from .api import waits as waits
    from .api import discard as discard
    from .logs.run import LogResult as LogResult
    from .logs.run import log as log
    from .errors import HandSyntaxError as HandSyntaxError
    from .errors import InvalidHandError as InvalidHandError
    from .errors import MjscoreError as MjscoreError
    from .errors import NotAWinError as NotAWinError
    from .hand import Conditions as Conditions
    from .hand import Hand as Hand
    from .hand import Meld as Meld
    from .notation import parse_hand as parse_hand
    from .notation.writer import format_hand as format_hand
    from .notation.writer import format_tiles as format_tiles

# public name -> module that defines it
_LAZY = {
    "score": "api",
    "waits": "api",
    "discard": "api",
    "results": "api",
    "Result": "api",
    "Engine": "api",
    "OptionError": "api",
    "log": "logs.run",  # (game records: the package loads on first use)
    "LogResult": "logs.run",
    "parse_hand": "notation",
    "format_hand": "notation.writer",
    "format_tiles": "notation.writer",
    "MjscoreError": "errors",
    "HandSyntaxError": "errors",
    "InvalidHandError": "errors",
    "NotAWinError": "errors",
    "Hand": "hand",
    "Meld": "hand",
    "Conditions": "hand",
}

__all__ = [
    "__version__",
    "score",
    "waits",
    "discard",
    "results",
    "Result",
    "Engine",
    "OptionError",
    "log",
    "LogResult",
    "parse_hand",
    "format_hand",
    "format_tiles",
    "MjscoreError",
    "HandSyntaxError",
    "InvalidHandError",
    "NotAWinError",
    "Hand",
    "Meld",
    "Conditions",
]


def _load(name: str) -> object:
    """A public name of ``_LAZY``, imported on first use and kept in the module (PEP 562)."""
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'mjscore' has no attribute {name!r}")
    from importlib import import_module

    value = getattr(import_module(f"mjscore.{module}"), name)
    globals()[name] = value
    return value


def _names() -> list[str]:
    return sorted(set(globals()) | set(_LAZY))


# The module's __getattr__ and __dir__ (PEP 562), installed through globals(): a function named
# __getattr__ would tell type checkers that every unknown name of the package exists (as Any).
globals()["__getattr__"] = _load
globals()["__dir__"] = _names
