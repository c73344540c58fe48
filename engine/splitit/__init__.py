"""Split it!: split a row of cards into zones, bet on one, collect columns of numbers (2–4)."""

from engine.registry import GameRules
from engine.splitit.ai import greedy_policy
from engine.splitit.explain import why
from engine.splitit.game import SplitItGame
from engine.splitit.review import review
from engine.splitit.scoring import Column, SplitItResult, score_columns, score_of
from engine.splitit.state import (
    JOKER,
    Bet,
    Discard,
    PlaceJoker,
    Split,
    SplitItConfig,
    SplitItState,
    SplitItView,
    ZoneOutcome,
    full_deck,
    zone_word,
    zones_of,
)
from engine.splitit.steps import all_cards
from engine.splitit.strong import strong_policy
from engine.tutorials import Tutorial

GAME = SplitItGame()
#: The tutorial (see ``engine.tutorials``): the learner and one AI, three rows. Its lessons
#: fall on the learner's steps (turn numbers) of this deal: the split, the bet, the row split
#: again, the discard, the columns, the joker.
TUTORIAL = Tutorial(
    players=2,
    seed=20261127,
    options={"rows": 3},
    lessons={
        1: "splitit-lesson-split",
        3: "splitit-lesson-bet",
        4: "splitit-lesson-again",
        8: "splitit-lesson-discard",
        9: "splitit-lesson-columns",
        10: "splitit-lesson-jokers",
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
    "GAME",
    "JOKER",
    "RULES",
    "Bet",
    "Column",
    "Discard",
    "PlaceJoker",
    "Split",
    "SplitItConfig",
    "SplitItGame",
    "SplitItResult",
    "SplitItState",
    "SplitItView",
    "ZoneOutcome",
    "all_cards",
    "full_deck",
    "greedy_policy",
    "score_columns",
    "score_of",
    "zone_word",
    "zones_of",
]
