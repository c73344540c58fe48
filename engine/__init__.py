"""Pure rules engines: no I/O, no Discord, no database, no clock. Deterministic given a seed."""

from collections.abc import Mapping
from typing import Any

from engine import serendipity, splitit, splito, splitter
from engine.ai import Policy, policies_of, register_policy, unregister_policies
from engine.hints import register_explainer, register_reviewer
from engine.protocol import (
    ConfigError,
    DataFileError,
    EngineError,
    Game,
    IllegalAction,
    Message,
    Move,
    Standing,
    game_names,
    get_game,
    message,
    register,
    unregister,
)
from engine.tutorials import register_tutorial

AnyGame = Game[Any, Any, Any, Any, Any]


def add_game(game: AnyGame, policies: Mapping[str, Policy]) -> None:
    """Make a game playable: its rules, and its AI policies by name (``random`` is every
    game's). The engine's own games are listed below; a game from elsewhere calls this."""
    register(game)
    for policy_name, policy in policies.items():
        register_policy(game.name, policy_name, policy)


def added_games() -> list[tuple[AnyGame, dict[str, Policy]]]:
    """The games added from outside the engine, with their policies (for a worker process)."""
    return [(get_game(name), policies_of(name)) for name in game_names() if name not in _OWN]


def remove_game(name: str) -> None:
    """Forget a game ``add_game`` added, and its policies."""
    unregister(name)
    unregister_policies(name)


#: Every game: its package gives its rules (``GAME``) and its AI policies (``POLICIES``).
#: A new game is one more entry here (a game from elsewhere calls ``add_game``).
_GAMES = (splito, splitit, splitter, serendipity)
_OWN = frozenset(package.GAME.name for package in _GAMES)

for _package in _GAMES:
    add_game(_package.GAME, _package.POLICIES)
    if (_explainer := getattr(_package, "EXPLAIN", None)) is not None:
        register_explainer(_package.GAME.name, _explainer)
    if (_reviewer := getattr(_package, "REVIEW", None)) is not None:
        register_reviewer(_package.GAME.name, _reviewer)
    if (_tutorial := getattr(_package, "TUTORIAL", None)) is not None:
        register_tutorial(_package.GAME.name, _tutorial)

__all__ = [
    "ConfigError",
    "DataFileError",
    "EngineError",
    "Game",
    "IllegalAction",
    "Message",
    "Move",
    "Standing",
    "add_game",
    "added_games",
    "game_names",
    "get_game",
    "message",
    "register",
    "remove_game",
]
