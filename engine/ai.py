"""AI seats: policies that choose an action from what a seat may see.

A policy gets the seat's view (never the full state), the legal actions and a random generator;
it returns one of the legal actions. ``random`` works for every game; games add their own.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from engine.protocol import ConfigError, Game

Policy = Callable[[Any, Sequence[Any], random.Random], Any]

_POLICIES: dict[tuple[str, str], Policy] = {}
POLICY_NAMES: tuple[str, ...] = ("random", "greedy")


def random_policy(_view: Any, legal: Sequence[Any], rng: random.Random) -> Any:
    """A uniformly random legal action."""
    return rng.choice(legal)


def register_policy(game: str, name: str, policy: Policy) -> None:
    """Make ``policy`` available as ``name`` for ``game``."""
    _POLICIES[game, name] = policy


def get_policy(game: str, name: str) -> Policy:
    """The policy ``name`` for ``game``; ``random`` exists for every game."""
    if name == "random":
        return random_policy
    try:
        return _POLICIES[game, name]
    except KeyError:
        raise ConfigError(f"no AI policy {name!r} for {game}") from None


def choose(
    game: Game[Any, Any, Any, Any, Any], state: Any, seat: int, policy: str, rng: random.Random
) -> Any:
    """The action ``policy`` picks for ``seat``, looking only at that seat's view."""
    legal = game.legal_actions(state, seat)
    if not legal:
        raise ConfigError(f"seat {seat} has no legal action")
    return get_policy(game.name, policy)(game.view(state, seat), legal, rng)
