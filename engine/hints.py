"""Learning at the table: hints (the strong AI's move for a seat, and why it is good, from that
seat's view only: a hint tells nothing the seat could not work out) and reviews of finished
games.

A game explains its moves by registering an explainer: a function of a seat's view and a move
that returns the reason as a message key with its arguments (the bot words it). It reviews a
finished game by registering a reviewer: a function of the game's states at the start of each
round (and its final state), a seat and a random generator, that returns a ``RoundReview``
per round.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from engine.ai import choose, has_policy
from engine.protocol import Game, Message

Explainer = Callable[[Any, Any], Message]
Reviewer = Callable[[Sequence[Any], int, random.Random], list["RoundReview"]]

_EXPLAINERS: dict[str, Explainer] = {}
_REVIEWERS: dict[str, Reviewer] = {}
#: The policy whose move a hint suggests.
HINT_POLICY = "strong"


@dataclass(frozen=True)
class RoundReview:
    """One round of one seat's finished game, as a reviewer gives it: the move the player
    made and the one the AI prefers, each worth what the AI expects the seat to score after
    it, and why the AI's move is good."""

    round: int
    played: Any
    suggested: Any
    played_worth: float
    suggested_worth: float
    why: Message

    @property
    def swing(self) -> float:
        """Points the player's move gave away against the AI's (0 when it did as well)."""
        return max(0.0, self.suggested_worth - self.played_worth)


def moves_made(
    states: Sequence[Any], seat: int, move_of: Callable[[Any, Any, int], Any]
) -> Iterator[tuple[Any, Any]]:
    """Each (state at the start of a round, the move ``seat`` made in it) of a finished game,
    from the states a reviewer is given: ``move_of(before, after, seat)`` reads the move from
    the states around it (None: the seat made none there, or none worth reviewing)."""
    for before, after in itertools.pairwise(states):
        played = move_of(before, after, seat)
        if played is not None:
            yield before, played


def round_review(
    round: int,
    played: Any,
    candidates: Sequence[Any],
    worths: Callable[[Sequence[Any]], list[float]],
    why: Callable[[Any], Message],
) -> RoundReview:
    """A round judged: the player's move weighed beside the AI's ``candidates`` by ``worths``
    (each move's expected score, over the same play-outs). The AI's move is the one worth most,
    the player's own on a tie: a review never prefers a move it values less."""
    moves = [played] + [move for move in candidates if move != played]
    worth = worths(moves)
    best = max(range(len(moves)), key=lambda i: (worth[i], i == 0, -i))
    return RoundReview(round, played, moves[best], worth[0], worth[best], why(moves[best]))


@dataclass(frozen=True)
class Hint:
    """A suggested move, and why (None: the game gives no reasons)."""

    action: Any
    why: Message | None


def register_explainer(game: str, explainer: Explainer) -> None:
    """Let ``game``'s hints say why a move is good."""
    _EXPLAINERS[game] = explainer


def register_reviewer(game: str, reviewer: Reviewer) -> None:
    """Let ``game``'s finished games be reviewed."""
    _REVIEWERS[game] = reviewer


def forget_learning(game: str) -> None:
    """Forget ``game``'s explainer and reviewer (a game removed)."""
    _EXPLAINERS.pop(game, None)
    _REVIEWERS.pop(game, None)


def reviewer_of(game: str) -> Reviewer | None:
    """How ``game``'s finished games are reviewed (None: they are not)."""
    return _REVIEWERS.get(game)


def explains(game: str) -> bool:
    """Whether ``game`` gives hints: a strong AI to suggest and an explainer to say why."""
    return game in _EXPLAINERS and has_policy(game, HINT_POLICY)


def hint(game: Game[Any, Any, Any, Any, Any], state: Any, seat: int, rng: random.Random) -> Hint:
    """The strong AI's move for ``seat`` and why it is good."""
    action = choose(game, state, seat, HINT_POLICY, rng)
    explainer = _EXPLAINERS.get(game.name)
    why = explainer(game.view(state, seat), action) if explainer is not None else None
    return Hint(action, why)
