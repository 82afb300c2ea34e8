"""A riichi yaku engine shared by riichi, Fliosen and Yaochu's riichi scoring.

- :mod:`.yaku`: the yaku table as data (``STANDARD``), adjustable per rule set;
- :mod:`.features` / :mod:`.engine`: every decomposition x reading of a hand, scored with a table;
- :mod:`.classic`: fu and the classic point table (``score_classic``);
- :mod:`.explain`: --explain for a candidate, from the yaku rows (imported only with --explain).
- :mod:`.checks`: checks of a line the rule sets on the engine share (tenhou / chiihou on the first turn).
"""

from .classic import ClassicResult, score_classic
from .engine import Candidate, DoraCount, best, candidates, dora_count
from .yaku import STANDARD, Yaku, YakuTable

__all__ = ["STANDARD", "Yaku", "YakuTable", "Candidate", "candidates", "best", "dora_count", "DoraCount",
           "ClassicResult", "score_classic"]
