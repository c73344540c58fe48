"""Where a solo score sits against the greedy AI's scores on the same pad.

The distribution is data (``data/ai_scores.json``), made by ``python -m engine.splitter.ai_scores``
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


def generate(games: int = GAMES_PER_PAD) -> dict[str, list[int]]:
    """The greedy AI's scores in ``games`` seeded solo games per pad."""
    from engine import get_game
    from engine.ai import play_game

    game = get_game("splitter")
    return {
        pad: [
            game.result(play_game(game, game.make_config(1, {"pad": pad}), seed, ["greedy"]))
            .players[0]
            .score.total
            for seed in range(games)
        ]
        for pad in ("A", "B")
    }


if __name__ == "__main__":
    target = resources.files("engine.splitter").joinpath(DATA)
    target.write_text(json.dumps(generate()) + "\n")  # type: ignore[attr-defined]
    print(f"wrote {target}")
