"""Where a solo score sits against the greedy AI's scores on the same pad.

The distribution is data (``data/ai_scores.json``), made by ``python -m bench.splitter_scores``
from 500 seeded solo games per pad, so a game's end never waits for hundreds of AI games.
"""

from __future__ import annotations

import json
from bisect import bisect_left, bisect_right
from functools import cache
from importlib import resources

GAMES_PER_PAD = 500
DATA = "data/ai_scores.json"


@cache
def ai_scores(pad: str) -> tuple[int, ...]:
    """The greedy AI's solo scores on ``pad``, sorted."""
    raw = json.loads(resources.files("engine.splitter").joinpath(DATA).read_text())
    return tuple(sorted(raw[pad]))


def percentile(pad: str, score: int) -> float:
    """The share of the AI's games that ``score`` beats, counting ties as half."""
    scores = ai_scores(pad)
    below = bisect_left(scores, score)
    equal = bisect_right(scores, score) - below
    return 100 * (below + equal / 2) / len(scores)
