"""A finished game's review in words, for every game that reviews: the message's text, a line
per round (the player's move and the AI's, with the score each may bring) and a line for each
of the biggest swings. Each game gives how a move is told and its catalog keys
(``<prefix>-review-same``, ``-review-round``, ``-review-swing``, and ``-review-title`` when
the game's worths are not a score)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot.i18n import Words
from bot.service.coach import GameReview
from engine import Message, message


def review_words(
    say: Words,
    review: GameReview,
    told: Callable[[Any], str],
    *,
    prefix: str,
    title: str,
    digits: int = 0,
    signed: bool = False,
    title_key: str = "review-title",
    differences_only: int = 0,
) -> tuple[str, str, list[str]]:
    """``told``: a move in words; ``digits``: of the worths and swings shown (a Splitter sheet's
    choices differ by fractions of a point, a Splito product's by several); ``signed``: worths
    shown with their sign (a lead over a rival: +3, −2); ``differences_only``: a line only for
    the moves the AI would have made otherwise, at most that many (those that cost most), after
    a count of the others (a game of a hundred decisions)."""

    def shown(value: float) -> float | int:
        return round(value, digits) if digits else round(value)

    def worth_of(value: float) -> float | int | str:
        if not signed:
            return shown(value)
        number = shown(value)
        return f"+{number}" if number > 0 else f"−{-number}" if number < 0 else "0"

    rounds = []
    # A lesson's move counts as the AI's: it was the AI's suggestion the lesson required.
    same = [row.suggested == row.played or review.lesson_at(row) for row in review.rows]
    # Another move than the AI's, worth as much as far as the worths are shown.
    as_much = [
        not alike and shown(row.swing) == 0 for alike, row in zip(same, review.rows, strict=True)
    ]
    listed = set(range(len(review.rows)))
    if differences_only:
        others = [i for i in range(len(same)) if not same[i] and not as_much[i]]
        listed = set(sorted(others, key=lambda i: -review.rows[i].swing)[:differences_only])
        good = sum(same) + sum(as_much)
        rounds.append(say("review-same-count", same=good, total=len(same), shown=len(listed)))
    for index, row in enumerate(review.rows):
        played, worth = told(row.played), worth_of(row.played_worth)
        if index not in listed:
            continue
        if review.lesson_at(row):
            rounds.append(say("review-lesson", round=row.round, played=played))
            continue
        if same[index]:
            rounds.append(say(f"{prefix}-review-same", round=row.round, played=played, worth=worth))
            continue
        if as_much[index]:
            suggested = told(row.suggested)
            line = say("review-as-much", round=row.round, played=played, worth=worth, ai=suggested)
            rounds.append(line)
            continue
        rounds.append(
            say(
                f"{prefix}-review-round",
                round=row.round,
                played=played,
                worth=worth,
                suggested=told(row.suggested),
                suggested_worth=worth_of(row.suggested_worth),
            )
        )
    swings = [
        say(
            f"{prefix}-review-swing",
            round=row.round,
            swing=swing_shown(row.swing, digits),
            suggested=told(row.suggested),
            why=say(row.why),
        )
        for row, _, _ in review.moments
    ]
    text = say(title_key, game=title, id=review.table_id)
    if not swings:
        text += "\n" + say("review-no-swings")
    return text, "\n".join(rounds), swings


def swing_shown(swing: float, digits: int) -> float | int:
    """A moment's swing to ``digits`` places, or to as many more (two at most) as it takes not
    to show 0: a moment gave at least a hundredth of a point away (``coach.LEAST_SWING``)."""
    for places in (digits, digits + 1):
        number = round(swing, places) if places else round(swing)
        if number > 0:
            return number
    return round(swing, digits + 2)


def as_advice(done: Message) -> Message:
    """A move as advice (``bet on pink``) from the engine's account of it made
    (``splitit-did-bet``, "bets on pink"): the catalogs word each ``<game>-did-<kind>`` as
    ``<game>-move-<kind>``, with the same arguments."""
    game, _, kind = done.key.partition("-did-")
    return message(f"{game}-move-{kind}", **done.args)


def hint_words(say: Words, key: str, move: Message, why: Message | None) -> str:
    """A hint's line (``key``: its catalog entry, of ``move`` and ``why``)."""
    return say(key, move=say(move), why=say(why) if why is not None else "")
