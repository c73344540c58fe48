"""Splitter's greedy AI: write where the sheet's worth, counting groups still being built, grows
most."""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.splitter.game import Place, Sheet, SplitterView, write
from engine.splitter.layout import Layout
from engine.splitter.scoring import HEART_BONUS, groups_of

GROWING = 0.6  # a group short of its size is worth this share of its points per cell so far
STAR_HOPE = 1.5  # ... and more when it touches a star
WASTE = 0.7  # points lost per cell beyond a group's size, or in a group that cannot grow
TIE = 1e-9


def worth(layout: Layout, sheet: Sheet) -> float:
    """What a partly filled sheet is worth: points scored, plus hope for unfinished groups."""
    value = 0.0
    for group in groups_of(layout, sheet):
        size, number = len(group.cells), group.number
        if group.points:
            value += group.points
            continue
        if size > number:
            value -= WASTE * (size - number)
            continue
        neighbours = layout.neighbours
        room = {
            near
            for cell in group.cells
            for near in neighbours[cell]
            if sheet[near[0]][near[1]] is None
        }
        if len(room) < number - size:
            value -= WASTE * size  # it can never reach its size
            continue
        hope = STAR_HOPE if any(p in layout.stars for p in group.cells) else 1.0
        value += GROWING * hope * size  # N points for N cells: one point per cell when done
    hearts = [sheet[r][x] for r, x in layout.hearts]
    written = {n for n in hearts if n is not None}
    if len(written) == 1:
        value += HEART_BONUS * sum(n is not None for n in hearts) / len(hearts)
    return value


def greedy_policy(view: SplitterView, legal: Sequence[Place], rng: random.Random) -> Place:
    """The placement after which the own sheet is worth most (ties broken at random)."""
    assert view.seat is not None, "a policy plays a seat"
    sheet = view.sheets[view.seat]
    scored = [(worth(view.layout, write(sheet, place)), place) for place in legal]
    best = max(value for value, _ in scored)
    return rng.choice([place for value, place in scored if value >= best - TIE])
