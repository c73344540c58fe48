"""A game as the engine knows it, said once: its rules, its AI policies by name, and what it
teaches — the reasons its hints give, how a finished game is reviewed, its tutorial
(``GameRules``); and the registration that makes all of it available by the game's name.

Like OpenSpiel's ``register_game(GameType, Game)``, one call registers everything the engine
knows of a game; like boardgame.io's ``Game`` object, the description is one value, so that a
game from outside the engine (``tests/fifth_game``) is added as the engine's own are.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.ai import Policy, register_policy, unregister_policies
from engine.hints import Explainer, Reviewer, forget_learning, register_explainer, register_reviewer
from engine.protocol import Game, register, unregister
from engine.tutorials import Tutorial, forget_tutorial, register_tutorial

AnyGame = Game[Any, Any, Any, Any, Any]


@dataclass(frozen=True)
class GameRules:
    """Everything the engine knows of one game.

    ``policies``: the AI policies it adds to ``random`` (``engine.ai``); ``explain``: why a move
    is good, for hints; ``review``: a finished game reviewed (``engine.hints``); ``tutorial``:
    its guided game (``engine.tutorials``). A game without them plays on, without hints,
    reviews or a tutorial."""

    game: AnyGame
    policies: Mapping[str, Policy] = field(default_factory=dict)
    explain: Explainer | None = None
    review: Reviewer | None = None
    tutorial: Tutorial | None = None

    @property
    def name(self) -> str:
        return self.game.name


def add_game(rules: GameRules) -> None:
    """Make a game playable, explained, reviewed and taught, by its name."""
    register(rules.game)
    for policy_name, policy in rules.policies.items():
        register_policy(rules.name, policy_name, policy)
    if rules.explain is not None:
        register_explainer(rules.name, rules.explain)
    if rules.review is not None:
        register_reviewer(rules.name, rules.review)
    if rules.tutorial is not None:
        register_tutorial(rules.name, rules.tutorial)


def remove_game(name: str) -> None:
    """Forget a game ``add_game`` added, with all it registered."""
    unregister(name)
    unregister_policies(name)
    forget_learning(name)
    forget_tutorial(name)
