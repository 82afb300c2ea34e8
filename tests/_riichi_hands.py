"""Old import path of the riichi-table hands, kept only for tests/test_explain_fliosen.py and the riichi
branch's pending test (not ours to edit): the generator is tests/handgen.py, which keeps these names.
Delete once nothing imports this."""

from tests.handgen import FIVES, LIBRARY_IDS, random_hand, to_library  # noqa: F401
