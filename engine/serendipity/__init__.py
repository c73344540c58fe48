"""Serendipity: turn hex tiles, keep your colours, place Serendips, grow carpets (2–6)."""

from engine.serendipity.ai import greedy_policy
from engine.serendipity.board import (
    CELLS,
    COLOURS,
    DIRECTIONS,
    ORDER,
    SERENDIP,
    Tile,
    edge_colour,
    label,
    neighbours,
    parse_label,
)
from engine.serendipity.config import UNOWNED, SerendipityConfig, allowed_per_player
from engine.serendipity.game import (
    KeepSerendip,
    MoveSerendip,
    SerendipityGame,
    SerendipityResult,
    SerendipityState,
    SerendipityView,
    SwapOwn,
    Turn,
    TurnStep,
)
from engine.serendipity.scoring import Carpet, best_carpet, carpets, colour_score, player_scores

GAME = SerendipityGame()

__all__ = [
    "CELLS",
    "COLOURS",
    "DIRECTIONS",
    "GAME",
    "ORDER",
    "SERENDIP",
    "UNOWNED",
    "Carpet",
    "KeepSerendip",
    "MoveSerendip",
    "SerendipityConfig",
    "SerendipityGame",
    "SerendipityResult",
    "SerendipityState",
    "SerendipityView",
    "SwapOwn",
    "Tile",
    "Turn",
    "TurnStep",
    "allowed_per_player",
    "best_carpet",
    "carpets",
    "colour_score",
    "edge_colour",
    "greedy_policy",
    "label",
    "neighbours",
    "parse_label",
    "player_scores",
]
