"""Pure rules engines: no I/O, no Discord, no database, no clock. Deterministic given a seed."""

from collections.abc import Mapping
from typing import Any

from engine import serendipity, splitit, splito, splitter
from engine.ai import Policy, register_policy, unregister_policies
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

AnyGame = Game[Any, Any, Any, Any, Any]

#: Games added from outside the engine's package, as ``add_game`` was given them.
_ADDED: dict[str, tuple[AnyGame, dict[str, Policy]]] = {}


def _register(game: AnyGame, policies: Mapping[str, Policy]) -> None:
    register(game)
    for policy_name, policy in policies.items():
        register_policy(game.name, policy_name, policy)


def add_game(game: AnyGame, policies: Mapping[str, Policy]) -> None:
    """Make a game from outside the engine playable: its rules, and its AI policies by name
    (``random`` is every game's)."""
    _register(game, policies)
    _ADDED[game.name] = (game, dict(policies))


def added_games() -> list[tuple[AnyGame, dict[str, Policy]]]:
    """What ``add_game`` was given, to give a worker process the same games."""
    return list(_ADDED.values())


def remove_game(name: str) -> None:
    """Forget a game ``add_game`` added, and its policies."""
    _ADDED.pop(name, None)
    unregister(name)
    unregister_policies(name)


#: Every game: its package gives its rules (``GAME``) and its AI policies (``POLICIES``).
#: A new game is one more entry here (a game from elsewhere calls ``add_game``).
_GAMES = (splito, splitit, splitter, serendipity)

for _package in _GAMES:
    _register(_package.GAME, _package.POLICIES)

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
