"""Old import path of the MCR hands, kept only for tests/test_explain_mcr.py (not ours to edit):
the generator is tests/handgen.py (``mcr_scoring_corpus``). Delete once nothing imports this."""

from tests.handgen import mcr_scoring_corpus as hands  # noqa: F401
