"""The generic base of :class:`mjscore.api.Result`, without loading ``typing`` at start-up (a
single-hand command's cold start: tests/test_launch.py).

Type checkers read ``_generic.pyi`` beside this file (PEP 561: a stub wins over its module), where
``Generic`` is ``typing.Generic`` and ``F`` the type variable of a result's fields, so that
``score(line, rules="riichi")`` is a ``Result[RiichiFields]`` to them. At run time ``Generic`` is
this class, which takes its type parameters and ignores them (``Result[RiichiFields]`` is
``Result``), and ``F`` stands in for the parameter."""

__all__ = ["Generic", "F"]


class Generic:
    __slots__ = ()

    def __class_getitem__(cls, params: object) -> type:
        return cls


F = None  # (what Generic[F] is given at run time; see the module docstring)
