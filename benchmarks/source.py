"""Which mjscore a benchmark runs: this environment's, or another checkout's (``--source DIR``).

Either is byte-compiled first, as installing a package does: this environment sets
``PYTHONDONTWRITEBYTECODE=1``, so an editable checkout would otherwise be compiled at every start.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path


def mjscore_under_test(source: str | None) -> tuple[dict[str, str] | None, Path]:
    """The environment to run ``python -m mjscore`` with (None: as it is) and the package's folder."""
    env = None
    if source:
        env = dict(os.environ, PYTHONPATH=source)
        root = Path(source) / "mjscore"
    else:
        import mjscore

        root = Path(mjscore.__file__).parent
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(root)], check=True, env=env)
    return env, root
