"""A user's script of the Python API, checked by `mypy --strict` in tests/test_typing.py (and run there
too): every name it takes from ``mjscore`` must have a real type, not ``Any``."""

from __future__ import annotations

from typing import Any

import mjscore
from mjscore import (
    Engine,
    HandSyntaxError,
    InvalidHandError,
    MjscoreError,
    NotAWinError,
    OptionError,
    Result,
    results,
    score,
    waits,
)


def total_of(line: str) -> int:
    result: Result = score(line, "mcr", tsumo=True)
    total = result.fields["total"]
    assert isinstance(total, int)
    return total


def ready_tiles(line: str) -> list[str]:
    result = waits(line, rules="mcr")
    found: list[str] = [str(w["tile"]) for w in result.to_dict()["waits"]]
    return found


def column_of_error(line: str) -> int | None:
    try:
        score(line)
    except MjscoreError as e:
        kind: str = e.kind
        message: str = e.message
        assert kind and message
        return e.column
    return None


def error_kind(line: str) -> str | None:
    try:
        score(line)
    except NotAWinError:
        return "no win"
    except (HandSyntaxError, InvalidHandError) as e:
        as_dict: dict[str, Any] = e.to_dict()
        return str(as_dict["kind"])
    return None


def batch(lines: list[str]) -> list[bool]:
    engine = Engine("yaochu", calls="kong")
    one: Result = engine.score("m19p19s19ESWNPFCC")
    flags: list[bool] = [one.ok]
    flags += [r.ok for r in results(lines, rules="mcr")]
    flags.append(engine.result("m1", line=2).ok)
    return flags


def bad_option() -> str:
    try:
        Engine("no such rules")  # type: ignore[arg-type]  # (refused at run time too)
    except OptionError as e:
        text: str = str(e)
        return text
    return ""


def main() -> None:
    version: str = mjscore.__version__
    assert version
    assert total_of("m123p456s789EEECC") > 0
    assert ready_tiles("m123p456s789EEEC") == ["C"]
    assert column_of_error("m123 x") == 6
    assert error_kind("m1") == "invalid"
    assert batch(["m123p456s789EEECC", "x"]) == [True, True, False, False]
    assert "no such rules" in bad_option()
    print("ok")


if __name__ == "__main__":
    main()
