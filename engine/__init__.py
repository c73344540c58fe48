"""Pure rules engines: no I/O, no Discord, no database, no clock. Deterministic given a seed."""

from engine import splito
from engine.protocol import (
    ConfigError,
    EngineError,
    Game,
    IllegalAction,
    Move,
    game_names,
    get_game,
    register,
)

register(splito.GAME)

__all__ = [
    "ConfigError",
    "EngineError",
    "Game",
    "IllegalAction",
    "Move",
    "game_names",
    "get_game",
    "register",
]
