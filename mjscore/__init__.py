"""mjscore: score mahjong hands written as text, under the Chinese Official, Yaochu and Fliosen rules.

    >>> from mjscore import score
    >>> score("m123p456s789EEECC tsumo").to_dict()

The public names below are imported on first use, so that ``import mjscore`` stays cheap.
"""

__version__ = "0.1.0"

# public name -> module that defines it
_LAZY = {
    "score": "api",
    "waits": "api",
    "discard": "api",
    "results": "api",
    "Result": "api",
    "Engine": "api",
    "OptionError": "api",
    "parse_hand": "notation",
    "format_hand": "notation_write",
    "format_tiles": "notation_write",
    "MjscoreError": "errors",
    "HandSyntaxError": "errors",
    "InvalidHandError": "errors",
    "NotAWinError": "errors",
    "Hand": "hand",
    "Meld": "hand",
    "Conditions": "hand",
}

__all__ = ["__version__", *_LAZY]


def __getattr__(name: str):
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'mjscore' has no attribute {name!r}")
    from importlib import import_module

    value = getattr(import_module(f"mjscore.{module}"), name)
    globals()[name] = value
    return value


def __dir__():
    return sorted(set(globals()) | set(_LAZY))


# `waits` and `discard` name both a function of the API (``from mjscore import waits``) and a
# submodule (mjscore/waits.py, mjscore/discard.py); importing the submodule binds its name on the
# package, which would hide the function. A property of the package wins over that binding and keeps
# the function in place.
import sys as _sys
import types as _types


class _Package(_types.ModuleType):
    @property
    def waits(self):
        from .api import waits

        return waits

    @waits.setter
    def waits(self, submodule):
        pass  # the import system binding mjscore.waits (the submodule stays in sys.modules)

    @property
    def discard(self):
        from .api import discard

        return discard

    @discard.setter
    def discard(self, submodule):
        pass  # the import system binding mjscore.discard (the submodule stays in sys.modules)


_sys.modules[__name__].__class__ = _Package
