"""Splito: the card game of shared zones (3–8 players, and a 2-player variant)."""

from engine.registry import GameRules
from engine.splito.ai import greedy_policy
from engine.splito.deck import Deck, DeckError, Objective, default_deck, load_deck, parse_deck
from engine.splito.explain import why
from engine.splito.game import SplitoGame, all_card_ids
from engine.splito.review import review
from engine.splito.scoring import SplitoResult, score_table
from engine.splito.state import Pick, Play, SplitoConfig, SplitoState, SplitoView
from engine.splito.strong import strong_policy
from engine.tutorials import Tutorial

GAME = SplitoGame()
#: The tutorial (see ``engine.tutorials``): three seats. Its lessons fall on the rounds of
#: this deal where their rule first decides the taught pick: an objective that may still
#: hold (round 2), a pick that changes the score (6), a common objective won (8).
TUTORIAL = Tutorial(
    players=3,
    seed=20261127,
    lessons={
        1: "splito-lesson-zones",
        2: "splito-lesson-objectives",
        3: "splito-lesson-passing",
        6: "splito-lesson-product",
        8: "splito-lesson-commons",
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
    "RULES",
    "Deck",
    "DeckError",
    "Objective",
    "Pick",
    "Play",
    "SplitoConfig",
    "SplitoGame",
    "SplitoResult",
    "SplitoState",
    "SplitoView",
    "all_card_ids",
    "default_deck",
    "greedy_policy",
    "load_deck",
    "parse_deck",
    "score_table",
]
