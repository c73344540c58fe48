"""A finished Splitter game reviewed for one seat: in each round, the placement the AI prefers and
the one the player wrote, each worth the score the sheet could expect from it, and why the AI's
is good.

A sheet scores alone, so a round is judged on the seat's sheet only, from what the seat knew
then (this round's roll, never the rolls to come). A placement is worth, over play-outs of a
few rounds (the rolls to come drawn at random, the same for every placement, each written where
the greedy AI would), the sheet's worth as the strong AI values it (points scored, and hope for
the groups still growing), or its score once full. The AI's placement is the best by that
reckoning among those the strong AI's valuation ranks highest and the player's own.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import partial

from engine.hints import RoundReview, moves_made, round_review
from engine.splitter.ai import worth
from engine.splitter.explain import why
from engine.splitter.game import Place, Sheet, SplitterGame, SplitterState, placements, write
from engine.splitter.layout import Layout
from engine.splitter.scoring import score_layout
from engine.splitter.strong import HOPE

#: Play-outs per placement and round, the rounds each plays on, and how many of the best
#: placements by the strong AI's valuation are weighed beside the player's.
PLAYOUTS = 6
HORIZON = 2
CANDIDATES = 4
GAME = SplitterGame()  # its own: engine.splitter makes its GAME after importing this module


def review(states: Sequence[SplitterState], seat: int, rng: random.Random) -> list[RoundReview]:
    """Every round of ``seat``'s sheet: ``states`` are the game's states at the start of each
    round and its final state (the placement of a round is read from the next state)."""
    rows = []
    for before, played in moves_made(states, seat, _placed):
        view = GAME.view(before, seat)
        assert view.roll is not None
        layout, sheet = view.layout, view.sheets[seat]
        ranked = sorted(
            placements(layout, sheet, view.roll),
            key=lambda p: -worth(layout, write(sheet, p), HOPE),
        )
        worths = partial(
            expected_scores, layout, sheet, rolls_left=view.rounds - view.round, rng=rng
        )
        rows.append(
            round_review(view.round, played, ranked[:CANDIDATES], worths, partial(why, view))
        )
    return rows


def _placed(before: SplitterState, after: SplitterState, seat: int) -> Place | None:
    """The placement ``seat`` wrote in the round that ``after`` ends (None: none)."""
    return after.last[seat] if seat < len(after.last) else None


def expected_scores(
    layout: Layout, sheet: Sheet, places: Sequence[Place], rolls_left: int, rng: random.Random
) -> list[float]:
    """What the sheet may expect after each of ``places``, over the same rolls."""
    totals = [0.0] * len(places)
    for _ in range(PLAYOUTS):
        rolls = [(rng.randint(1, 6), rng.randint(1, 6)) for _ in range(min(HORIZON, rolls_left))]
        for index, place in enumerate(places):
            totals[index] += _played_on(layout, write(sheet, place), rolls)
    return [total / PLAYOUTS for total in totals]


def _played_on(layout: Layout, sheet: Sheet, rolls: Sequence[tuple[int, int]]) -> float:
    """The sheet's worth after ``rolls`` written greedily (its score once full)."""
    for roll in rolls:
        options = placements(layout, sheet, roll)
        if not options:
            break
        sheet = max((write(sheet, p) for p in options), key=lambda s: worth(layout, s, HOPE))
    full = all(sheet[r][x] is not None for r, x in layout.cells)
    return float(score_layout(layout, sheet).total) if full else worth(layout, sheet, HOPE)
