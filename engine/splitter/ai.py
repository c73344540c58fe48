"""Splitter's greedy AI: write where the sheet's worth, counting groups still being built, grows
most."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from engine.splitter.game import Place, Sheet, SplitterView, write
from engine.splitter.layout import Layout, Position
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
        room: set[Position] = set()
        if size < number:  # room matters only to a group still short of its size
            neighbours = layout.neighbours
            room = {
                near
                for cell in group.cells
                for near in neighbours[cell]
                if sheet[near[0]][near[1]] is None
            }
        star = any(p in layout.stars for p in group.cells)
        value += group_worth(hope, number, size, star, len(room))
    return value + hearts_hope([sheet[r][x] for r, x in layout.hearts])


def group_worth(hope: Hope, number: int, size: int, star: bool, room: int) -> float:
    """One group's worth: its points when exactly its size; a loss for each cell too many, or
    for each cell when it has too little room left to reach its size; else hope for each cell
    so far (N points for N cells: one point a cell when done)."""
    if size == number:
        return 2 * number if star else number
    if size > number:
        return -hope.waste * (size - number)
    if room < number - size:
        return -hope.waste * size  # it can never reach its size
    return hope.growing * (hope.star if star else 1.0) * size


def hearts_hope(hearts: Sequence[int | None]) -> float:
    """The share of the heart bonus the heart cells hope for: those written, when all hold
    one number."""
    written = [n for n in hearts if n is not None]
    if written and len(set(written)) == 1:
        return HEART_BONUS * len(written) / len(hearts)
    return 0.0


def greedy_policy(view: SplitterView, legal: Sequence[Place], rng: random.Random) -> Place:
    """The placement after which the own sheet is worth most (ties broken at random)."""
    assert view.seat is not None, "a policy plays a seat"
    sheet = view.sheets[view.seat]
    scored = [(worth(view.layout, write(sheet, place)), place) for place in legal]
    best = max(value for value, _ in scored)
    return rng.choice([place for value, place in scored if value >= best - TIE])
