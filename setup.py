"""The compiled build: mypyc compiles mjscore's hot modules into C extension modules.

pyproject.toml is the packaging file (name, version, dependencies, packages, data). This file exists
only because extension modules cannot be declared there: mypyc's ``mypycify`` makes them in code,
and the choice between the compiled and the pure package is made here, when a wheel is built:

- ``pip install .`` (a wheel): the modules of ``mjscore/cli/build.py``'s ``COMPILED`` list are
  compiled, the C files in parallel (one compiler process per core; ``MJSCORE_BUILD_JOBS=N`` sets
  the number). ``MYPYC_OPT_LEVEL`` (0-3, default 3) is mypyc's C optimisation level.
- ``pip install -e .`` (editable) stays pure, so that an edit takes effect at once.
- ``MJSCORE_PURE=1`` forces the pure package.
- With no C compiler, or when mypyc or the C compiler fails, the pure package is built instead and
  one line on standard error says so. ``mjscore --version`` says which build runs.
"""

from __future__ import annotations

import os
import shutil
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from setuptools import setup
from setuptools.command.build_ext import build_ext

HERE = Path(__file__).resolve().parent


def _say(message: str) -> None:
    print(f"mjscore: {message}", file=sys.stderr, flush=True)


def _compiled_modules() -> list[str]:
    """The source files of the COMPILED list, read from mjscore/cli/build.py without importing mjscore."""
    names: dict[str, object] = {}
    exec(compile((HERE / "mjscore" / "cli" / "build.py").read_text(encoding="utf-8"), "build.py", "exec"), names)
    paths = [Path(*name.split(".")) for name in names["COMPILED"]]  # type: ignore[attr-defined]  # (a tuple of str, read by exec)
    # (a package is compiled from its __init__.py)
    return [str(path / "__init__.py" if (HERE / path).is_dir() else path.with_suffix(".py")) for path in paths]


def _building_a_wheel() -> bool:
    """True for the commands that build the installed package (a wheel, ``build``, ``install``);
    False for metadata (egg_info, dist_info), source distributions and editable installs."""
    commands = {arg for arg in sys.argv[1:] if not arg.startswith("-")}
    if "editable_wheel" in commands or "develop" in commands:
        return False
    return bool(commands & {"bdist_wheel", "build", "build_ext", "install"})


def _c_compiler() -> str | None:
    """The C compiler Python's build uses when it is found on PATH (None: none found); "msvc" on
    Windows, where finding it is left to the build."""
    from setuptools._distutils.ccompiler import new_compiler
    from setuptools._distutils.sysconfig import customize_compiler

    compiler = new_compiler()
    if compiler.compiler_type != "unix":
        return compiler.compiler_type
    customize_compiler(compiler)
    program = compiler.compiler_so[0] if compiler.compiler_so else None
    return shutil.which(program) if program else None


def _extensions() -> list:
    """mypyc's extension modules, or [] (the pure package) with one line saying why."""
    if os.environ.get("MJSCORE_PURE", "") not in ("", "0"):
        _say("MJSCORE_PURE is set: building the pure package")
        return []
    if _c_compiler() is None:
        _say("no C compiler found: building the pure package (not compiled)")
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:
        _say("mypyc is not installed (it comes with mypy): building the pure package (not compiled)")
        return []
    os.chdir(HERE)  # (mypycify names the modules by their paths from the project's folder)
    try:
        # --follow-imports=silent: the modules that are not compiled are type-checked only for what
        # the compiled ones use from them.
        extensions = mypycify(["--follow-imports=silent"] + _compiled_modules(),
                              opt_level=os.environ.get("MYPYC_OPT_LEVEL", "3"), multi_file=True, group_name="mjscore")
    except (Exception, SystemExit) as err:  # (mypy's errors end in SystemExit)
        _say(f"mypyc failed ({err}): building the pure package (not compiled)")
        return []
    # (mypyc makes GCC's maybe-uninitialized an error: keep it so. On rules/mcr/score.py it was a real
    # fault of the generated C, a register released on a path that never set it: a segmentation
    # fault at run time once the warning was let through. The build then falls back to pure.)
    return extensions


class BuildExt(build_ext):
    """setuptools' build_ext with the C files of an extension compiled in parallel, and the pure
    package as the fallback when the C compiler fails."""

    def build_extension(self, ext) -> None:
        compiler = self.compiler
        jobs = int(os.environ.get("MJSCORE_BUILD_JOBS", "0")) or os.cpu_count() or 1
        if jobs > 1 and compiler.compiler_type == "unix":
            compile_one = compiler._compile

            def compile_all(sources, output_dir=None, macros=None, include_dirs=None, debug=0,
                            extra_preargs=None, extra_postargs=None, depends=None):
                # CCompiler.compile, with its loop over the files spread over `jobs` threads (each
                # waits on its own compiler process).
                macros, objects, extra_postargs, pp_opts, todo = compiler._setup_compile(
                    output_dir, macros, include_dirs, sources, depends, extra_postargs)
                cc_args = compiler._get_cc_args(pp_opts, debug, extra_preargs)
                with ThreadPoolExecutor(jobs) as pool:
                    list(pool.map(lambda obj: compile_one(obj, *todo[obj], cc_args, extra_postargs, pp_opts),
                                  [obj for obj in objects if obj in todo]))
                return objects

            compiler.compile = compile_all
        super().build_extension(ext)

    def run(self) -> None:
        try:
            super().run()
        except Exception as err:  # (CompileError, LinkError, a missing compiler: the pure package)
            for ext in self.extensions:  # (no extension module of a half-built group may stay)
                built = Path(self.get_ext_fullpath(ext.name))
                built.unlink(missing_ok=True)
            self.extensions = []
            self.distribution.ext_modules = []
            _say(f"the C compiler failed ({str(err).splitlines()[0] if str(err) else type(err).__name__}): "
                 "building the pure package (not compiled)")


if __name__ == "__main__":  # (setuptools runs this file as __main__; tests/test_build.py loads its functions)
    setup(ext_modules=_extensions() if _building_a_wheel() else [], cmdclass={"build_ext": BuildExt})
