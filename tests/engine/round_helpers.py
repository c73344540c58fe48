"""Games of simultaneous rounds (Splito, Splitter) played greedily, kept round by round: what a
reviewer is given."""

from __future__ import annotations

import random
from typing import Any

from engine.ai import choose
from engine.protocol import Game


def greedy_rounds_of(
    game: Game[Any, Any, Any, Any, Any], config: Any, seed: int
) -> tuple[list[Any], list[Any]]:
    """A greedy game's state at the start of each round and at its end, and seat 0's moves."""
    state = game.new_game(config, seed)
    rng = random.Random(seed)
    states, moves = [state], []
    while not game.is_over(state):
        for seat in range(config.players):
            action = choose(game, state, seat, "greedy", rng)
            if seat == 0:
                moves.append(action)
            state = game.apply(state, seat, action)
        states.append(state)
    return states, moves
