"""Splitter's greedy AI: write where the sheet's worth, counting groups still being built, grows
most."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from engine.splitter.game import Place, Sheet, SplitterView, write
from engine.splitter.layout import Layout
from engine.splitter.scoring import HEART_BONUS, groups_of

TIE = 1e-9


@dataclass(frozen=True)
class Hope:
    """How a partly filled sheet is valued."""

    growing: float  # a group short of its size is worth this share of its points per cell so far
    star: float  # ... times this when it touches a star
    waste: float  # points lost per cell beyond a group's size, or in a group that cannot grow


#: The greedy AI's valuation (its solo scores are the data solo players are ranked against).
GREEDY = Hope(growing=0.6, star=1.5, waste=0.7)


def worth(layout: Layout, sheet: Sheet, hope: Hope = GREEDY) -> float:
    """What a partly filled sheet is worth: points scored, plus hope for unfinished groups."""
    value = 0.0
    for group in groups_of(layout, sheet):
        size, number = len(group.cells), group.number
        if group.points:
            value += group.points
            continue
        if size > number:
            value -= hope.waste * (size - number)
            continue
        neighbours = layout.neighbours
        room = {
            near
            for cell in group.cells
            for near in neighbours[cell]
            if sheet[near[0]][near[1]] is None
        }
        if len(room) < number - size:
            value -= hope.waste * size  # it can never reach its size
            continue
        star = hope.star if any(p in layout.stars for p in group.cells) else 1.0
        value += hope.growing * star * size  # N points for N cells: one point per cell when done
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
