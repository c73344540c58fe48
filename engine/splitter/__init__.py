"""Splitter: roll two dice, write them into a mirror pair of your sheet, score groups (1–12)."""

from engine.registry import GameRules
from engine.splitter.ai import greedy_policy
from engine.splitter.explain import why
from engine.splitter.game import (
    PADS,
    Place,
    SheetResult,
    SplitterConfig,
    SplitterGame,
    SplitterResult,
    SplitterState,
    SplitterView,
    empty_sheet,
    placements,
    write,
)
from engine.splitter.layout import Layout, parse_layout, shipped_pads
from engine.splitter.review import review
from engine.splitter.scoring import Group, Score, score_layout, score_sheet
from engine.splitter.strong import strong_policy
from engine.tutorials import Tutorial

GAME = SplitterGame()
#: The AI policies this game adds to ``random`` (see ``engine.ai``).
POLICIES = {"greedy": greedy_policy, "strong": strong_policy}
#: Why a placement is good, for hints, and a finished game reviewed (see ``engine.hints``).
EXPLAIN = why
REVIEW = review
#: The tutorial (see ``engine.tutorials``): the learner and one AI on pad B (it has hearts), a
#: lesson in each of the first five rounds. The deal's rolls let the taught placements
#: complete a group in round 2, double one on a star in round 3, and match the hearts in 4.
TUTORIAL = Tutorial(
    players=2,
    seed=1164,
    options={"pad": "B"},
    lessons={
        1: "splitter-lesson-roll",
        2: "splitter-lesson-groups",
        3: "splitter-lesson-stars",
        4: "splitter-lesson-hearts",
        5: "splitter-lesson-full",
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
    "PADS",
    "RULES",
    "Group",
    "Layout",
    "Place",
    "Score",
    "SheetResult",
    "SplitterConfig",
    "SplitterGame",
    "SplitterResult",
    "SplitterState",
    "SplitterView",
    "empty_sheet",
    "greedy_policy",
    "parse_layout",
    "placements",
    "score_layout",
    "score_sheet",
    "shipped_pads",
    "write",
]
