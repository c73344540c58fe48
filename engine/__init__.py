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

#: Every game: its package gives its rules (``GAME``) and its AI policies (``POLICIES``).
#: A new game is one more entry here.
_GAMES = (splito, splitit, splitter, serendipity)

for _package in _GAMES:
    register(_package.GAME)
    for _policy_name, _policy in _package.POLICIES.items():
        register_policy(_package.GAME.name, _policy_name, _policy)

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
