"""Which mjscore a benchmark runs: this environment's, or another checkout's (``--source DIR``);
which hands it runs on (``--hands gen|varied|real``).

Either is byte-compiled first, as installing a package does: this environment sets
``PYTHONDONTWRITEBYTECODE=1``, so an editable checkout would otherwise be compiled at every start.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path


def mjscore_under_test(source: str | None, python: str = sys.executable) -> tuple[dict[str, str] | None, Path]:
    """The environment to run ``python -m mjscore`` with (None: as it is) and the package's folder;
    ``python``: the interpreter that runs it (another environment's, e.g. with the compiled build)."""
    env = None
    if source:
        env = dict(os.environ, PYTHONPATH=source)
        root = Path(source) / "mjscore"
    else:
        where = subprocess.run([python, "-c", "import mjscore, os; print(os.path.dirname(mjscore.__file__))"],
                               capture_output=True, text=True, check=True, cwd=Path(__file__).parent)
        root = Path(where.stdout.strip())
    subprocess.run([python, "-m", "compileall", "-q", str(root)], check=True, env=env)
    return env, root


HANDS = ("gen", "varied", "real")
REAL_WINS = Path(__file__).resolve().parent / "data" / "real-wins"


def hand_lines(hands: str, n: int, rules: str) -> list[str]:
    """N winning hands of a rule set: ``gen`` (gen_hands.py, distinct), ``varied`` (gen_varied.py,
    distinct) or ``real`` (the real games' wins of data/real-wins/, repeated to N lines; only
    mcr, fliosen and riichi have such wins)."""
    if hands == "gen":
        from gen_hands import generate

        return generate(n, rules)
    if rules not in ("mcr", "fliosen", "riichi"):
        raise LookupError(f"no {hands} hands for {rules}")
    if hands == "varied":
        from gen_varied import generate as varied

        return varied(n, rules)
    wins = (REAL_WINS / f"{rules}.txt").read_text().splitlines()
    return [wins[i % len(wins)] for i in range(n)]
