"""The coach: a finished game reviewed for one of its players (for the games that review, see
``engine.hints``), from its stored log. Plain data in and out, so that it runs in the replay
lane's process: a review is asked for once, and no board waits behind it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from bot.service.replaylog import ReplaySource, replayed_source
from engine import get_game
from engine.hints import reviewer_of
from engine.tutorials import tutorial_of

#: How many of the rounds where the player gave most away a review shows.
SWINGS = 3
#: The least a move may give away to be shown as a moment: a hundredth of a point (a review
#: shows it to two decimals at most, never as 0).
LEAST_SWING = 0.01


@dataclass(frozen=True)
class GameReview:
    """One player's game reviewed: a row per round, and the biggest swings (largest first),
    each with the table at that moment: its public view, and the player's (the game is over:
    their own hand may be shown to them)."""

    game: str
    table_id: int
    seat: int
    rows: list[Any]
    moments: list[tuple[Any, Any, Any]]  # (row, public view, the player's view) of its round
    #: A tutorial's guided rounds: the learner's move there was the lesson's, not theirs to
    #: choose, so the review judges none of them.
    lessons: frozenset[int] = frozenset()

    def lesson_at(self, row: Any) -> bool:
        """Whether ``row``'s move was the one a lesson required."""
        return row.round in self.lessons


def reviewed(source: ReplaySource, seat: int, tutorial: bool = False) -> GameReview:
    """``seat``'s game reviewed, replayed from its log (the same review every time); of a
    ``tutorial``, the learner's guided rounds are told as the lessons' moves, never judged."""
    game = get_game(source.game)
    reviewer = reviewer_of(source.game)
    assert reviewer is not None, f"{source.game} has no review"
    steps = replayed_source(source)
    # The state at the start of each round, and the final one.
    states = [game.new_game(source.config, source.seed)]
    for index, step in enumerate(steps):
        following = steps[index + 1] if index + 1 < len(steps) else None
        if following is None or following.round != step.round:
            states.append(step.state)
    rows = reviewer(states, seat, random.Random(f"{source.seed}:review:{seat}"))
    taught = tutorial_of(source.game) if tutorial else None
    lessons = frozenset(r.round for r in rows if taught is not None and taught.guided(r.round))
    biggest = sorted(
        (row for row in rows if row.swing >= LEAST_SWING and row.round not in lessons),
        key=lambda row: -row.swing,
    )
    # A row's round is the game's round number at its start (not always counted from 1).
    at = {game.round_number(state): state for state in states[:-1]}
    moments = [
        (row, game.view(at[row.round], None), game.view(at[row.round], seat))
        for row in biggest[:SWINGS]
    ]
    return GameReview(source.game, source.table_id, seat, rows, moments, lessons)
