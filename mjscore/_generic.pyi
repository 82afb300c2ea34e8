# What type checkers read for mjscore/_generic.py (see its docstring).
from typing import Any, Generic as Generic, Mapping

from typing_extensions import TypeVar

__all__ = ["Generic", "F"]

# A result's fields, as the rule set and the command make them (api_types: RiichiFields,
# McrWaitsFields, ...); any mapping when the rule set is named at run time. Covariant: a
# Result[RiichiFields] is a Result. (TypeVar's default: typing from Python 3.13; type checkers ship
# typing_extensions.)
F = TypeVar("F", bound=Mapping[str, Any], default=Mapping[str, Any], covariant=True)
