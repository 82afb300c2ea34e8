"""Package list for setuptools (the rest of the metadata is in pyproject.toml).

Every package under ``mjscore/`` is found automatically; the grammar files in the top-level
``grammars/`` directory are installed as the package ``mjscore.grammars`` (``mjscore/grammars/hand.lark``).
"""

from setuptools import find_packages, setup

setup(
    packages=find_packages(include=["mjscore", "mjscore.*"]) + ["mjscore.grammars"],
    package_dir={"mjscore.grammars": "grammars"},
)
