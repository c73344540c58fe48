"""Makes Splitter's solo score table: ``python -m bench.splitter_scores`` plays 500 seeded solo
games of the greedy AI on each pad and writes their scores to the engine's data
(``engine/splitter/data/ai_scores.json``), which the engine only reads. Run it again when the
greedy AI changes (the suite says so)."""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path

from engine import get_game
from engine.ai import play_game
from engine.splitter.ai_scores import DATA, GAMES_PER_PAD


def generate(games: int = GAMES_PER_PAD) -> dict[str, list[int]]:
    """The greedy AI's scores in ``games`` seeded solo games per pad."""
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


def main() -> None:
    target = Path(str(resources.files("engine.splitter").joinpath(DATA)))
    target.write_text(json.dumps(generate()) + "\n")
    print(f"wrote {target}")


if __name__ == "__main__":
    main()
