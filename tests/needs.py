"""The test dependencies (pyproject.toml's ``test`` extra: pymahjonggb, mahjong, mypy, dask): a test
that needs one fails when it is missing, never skips (a missing reference would pass every
differential test unchecked)."""

from __future__ import annotations

import importlib
from types import ModuleType

import pytest


def needed(module: str) -> ModuleType:
    """``module`` imported; a failure naming the extra to install when it is missing."""
    try:
        return importlib.import_module(module)
    except ModuleNotFoundError as e:
        pytest.fail(f"{module} is a test dependency and is missing ({e}): pip install -e '.[test]'", pytrace=False)
