"""Hints for learners: the strong AI's move for a seat, and why it is good, from that seat's
view only (a hint tells nothing the seat could not work out).

A game explains its moves by registering an explainer: a function of a seat's view and a move
that returns the reason as a message key with its arguments (the bot words it).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.ai import choose, has_policy
from engine.protocol import Game, Message

Explainer = Callable[[Any, Any], Message]

_EXPLAINERS: dict[str, Explainer] = {}
#: The policy whose move a hint suggests.
HINT_POLICY = "strong"


@dataclass(frozen=True)
class Hint:
    """A suggested move, and why (None: the game gives no reasons)."""

    action: Any
    why: Message | None


def register_explainer(game: str, explainer: Explainer) -> None:
    """Let ``game``'s hints say why a move is good."""
    _EXPLAINERS[game] = explainer


def explains(game: str) -> bool:
    """Whether ``game`` gives hints: a strong AI to suggest and an explainer to say why."""
    return game in _EXPLAINERS and has_policy(game, HINT_POLICY)


def hint(game: Game[Any, Any, Any, Any, Any], state: Any, seat: int, rng: random.Random) -> Hint:
    """The strong AI's move for ``seat`` and why it is good."""
    action = choose(game, state, seat, HINT_POLICY, rng)
    explainer = _EXPLAINERS.get(game.name)
    why = explainer(game.view(state, seat), action) if explainer is not None else None
    return Hint(action, why)
