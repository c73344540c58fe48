"""Split it!: split a row of cards into zones, bet on one, collect columns of numbers (2–4)."""

from engine.splitit.ai import greedy_policy
from engine.splitit.game import SplitItGame
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

GAME = SplitItGame()
#: The AI policies this game adds to ``random`` (see ``engine.ai``).
POLICIES = {"greedy": greedy_policy, "strong": strong_policy}

__all__ = [
    "GAME",
    "JOKER",
    "POLICIES",
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
