"""Pure rules engines: no I/O, no Discord, no database, no clock. Deterministic given a seed."""

from engine import serendipity, splitit, splito, splitter
from engine.ai import register_policy
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
)

register(splito.GAME)
register_policy("splito", "greedy", splito.greedy_policy)
register(splitit.GAME)
register_policy("splitit", "greedy", splitit.greedy_policy)
register(splitter.GAME)
register_policy("splitter", "greedy", splitter.greedy_policy)
register(serendipity.GAME)
register_policy("serendipity", "greedy", serendipity.greedy_policy)

__all__ = [
    "ConfigError",
    "DataFileError",
    "EngineError",
    "Game",
    "IllegalAction",
    "Message",
    "Move",
    "Standing",
    "game_names",
    "get_game",
    "message",
    "register",
]
