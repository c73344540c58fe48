"""Tutorials: a guided game for one learner against AI seats, from a prepared deal.

A game offers one by registering a ``Tutorial``: how many seats, the deal (a seed, and options
that may shorten the game), and its lessons: at given rounds (the game's round numbers), a rule
to explain, as a message key (the bot words it). At a lesson's round the learner is to make the
move the strong AI suggests (a hint: the move, and why it is good); another move is explained
and refused. Every round up to the last lesson is guided so: the AI seats are seeded by the
table, so the learner's moves being the taught ones, every lesson falls where it was written.
After the last lesson the learner plays freely to the end.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Tutorial:
    """A game's tutorial: ``players`` seats (the learner at seat 0, AI seats after), the deal
    (``seed``, game ``options``) and the ``lessons`` by round number."""

    players: int
    seed: int
    lessons: Mapping[int, str]
    options: Mapping[str, Any] = field(default_factory=dict)

    @property
    def lesson_rounds(self) -> list[int]:
        return sorted(self.lessons)

    def lesson(self, round: int) -> str | None:
        """The rule explained at ``round`` (None: none)."""
        return self.lessons.get(round)

    def guided(self, round: int) -> bool:
        """Whether the learner's move at ``round`` must be the taught one: every round up to
        the last lesson's."""
        return round <= max(self.lessons, default=0)

    def number(self, round: int) -> int:
        """The lesson's place in the tutorial, from 1 (0: no lesson at ``round``)."""
        rounds = self.lesson_rounds
        return rounds.index(round) + 1 if round in rounds else 0


#: The seat a tutorial's learner sits at.
LEARNER = 0

_TUTORIALS: dict[str, Tutorial] = {}


def register_tutorial(game: str, tutorial: Tutorial) -> None:
    """Let ``game`` be learned by a tutorial."""
    _TUTORIALS[game] = tutorial


def forget_tutorial(game: str) -> None:
    """Forget ``game``'s tutorial (a game removed)."""
    _TUTORIALS.pop(game, None)


def tutorial_of(game: str) -> Tutorial | None:
    """``game``'s tutorial (None: it has none)."""
    return _TUTORIALS.get(game)
