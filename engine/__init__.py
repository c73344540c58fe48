"""Pure rules engines: no I/O, no Discord, no database, no clock. Deterministic given a seed."""

from engine import registry, serendipity, splitit, splito, splitter
from engine.protocol import (
    ConfigError,
    DataFileError,
    Dynamics,
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
)
from engine.registry import GameRules

#: Every game the engine holds: each package describes itself once (``RULES``). A new game is
#: one more entry here (a game from elsewhere calls ``add_game``).
_GAMES = (splito, splitit, splitter, serendipity)
_ADDED: dict[str, GameRules] = {}


def add_game(rules: GameRules) -> None:
    """Make a game from outside the engine playable (and explained, reviewed, taught)."""
    registry.add_game(rules)
    _ADDED[rules.name] = rules


def added_games() -> list[GameRules]:
    """The games added from outside the engine, as they were added (for a worker process)."""
    return list(_ADDED.values())


def remove_game(name: str) -> None:
    """Forget a game ``add_game`` added, and all it registered."""
    registry.remove_game(name)
    _ADDED.pop(name, None)


for _package in _GAMES:
    registry.add_game(_package.RULES)

__all__ = [
    "ConfigError",
    "DataFileError",
    "Dynamics",
    "EngineError",
    "Game",
    "GameRules",
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
