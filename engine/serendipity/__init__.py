"""Serendipity: turn hex tiles, keep your colours, place Serendips, grow carpets (2–6)."""

from engine.registry import GameRules
from engine.serendipity.actions import (
    EndTurn,
    KeepSerendip,
    LeaveOwn,
    MoveSerendip,
    SwapOwn,
    Turn,
    TurnStep,
)
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
from engine.serendipity.explain import why
from engine.serendipity.game import SerendipityGame
from engine.serendipity.review import review
from engine.serendipity.scoring import (
    Carpet,
    ColourScore,
    best_carpet,
    carpets,
    colour_breakdown,
    colour_score,
    one_carpet_of_several,
    player_breakdowns,
    player_scores,
)
from engine.serendipity.state import SerendipityResult, SerendipityState, SerendipityView
from engine.serendipity.strong import strong_policy
from engine.tutorials import Tutorial

GAME = SerendipityGame()
#: The tutorial (see ``engine.tutorials``): the learner and one AI, a game 190 steps under
#: way (about 30 to go). Its lessons fall on the learner's steps of this deal: a tile to turn,
#: a Serendip kept, a tile remembered, an own tile, the carpet, the end.
TUTORIAL = Tutorial(
    players=2,
    seed=2,
    options={"head_start": 190},
    lessons={
        191: "serendipity-lesson-turn",
        194: "serendipity-lesson-serendip",
        196: "serendipity-lesson-memory",
        197: "serendipity-lesson-own",
        199: "serendipity-lesson-carpet",
        201: "serendipity-lesson-end",
    },
)
#: The game as the engine registers it (``engine.registry``): its rules, its AI policies beside
#: ``random``, its hints' reasons, its reviews and its tutorial.
RULES = GameRules(
    GAME,
    policies={"greedy": greedy_policy, "strong": strong_policy},
    explain=why,
    review=review,
    tutorial=TUTORIAL,
)

__all__ = [
    "CELLS",
    "COLOURS",
    "DIRECTIONS",
    "GAME",
    "ORDER",
    "RULES",
    "SERENDIP",
    "UNOWNED",
    "Carpet",
    "ColourScore",
    "EndTurn",
    "KeepSerendip",
    "LeaveOwn",
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
    "colour_breakdown",
    "colour_score",
    "edge_colour",
    "greedy_policy",
    "label",
    "neighbours",
    "one_carpet_of_several",
    "parse_label",
    "player_breakdowns",
    "player_scores",
]
