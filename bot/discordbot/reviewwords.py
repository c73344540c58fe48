"""A finished game's review in words, for every game that reviews: the message's text, a line
per round (the player's move and the AI's, with the score each may bring) and a line for each
of the biggest swings. Each game gives how a move is told and its catalog keys
(``<prefix>-review-same``, ``-review-round``, ``-review-swing``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot.i18n import Words
from bot.service.coach import GameReview


def review_words(
    say: Words,
    review: GameReview,
    told: Callable[[Any], str],
    *,
    prefix: str,
    title: str,
    digits: int = 0,
) -> tuple[str, str, list[str]]:
    """``told``: a move in words; ``digits``: of the worths and swings shown (a Splitter sheet's
    choices differ by fractions of a point, a Splito product's by several)."""

    def shown(value: float) -> float | int:
        return round(value, digits) if digits else round(value)

    rounds = []
    for row in review.rows:
        played, worth = told(row.played), shown(row.played_worth)
        if row.suggested == row.played or shown(row.swing) == 0:
            rounds.append(say(f"{prefix}-review-same", round=row.round, played=played, worth=worth))
            continue
        rounds.append(
            say(
                f"{prefix}-review-round",
                round=row.round,
                played=played,
                worth=worth,
                suggested=told(row.suggested),
                suggested_worth=shown(row.suggested_worth),
            )
        )
    swings = [
        say(
            f"{prefix}-review-swing",
            round=row.round,
            swing=shown(row.swing),
            suggested=told(row.suggested),
            why=say(row.why),
        )
        for row, _, _ in review.moments
    ]
    text = say("review-title", game=title, id=review.table_id)
    if not swings:
        text += "\n" + say("review-no-swings")
    return text, "\n".join(rounds), swings
