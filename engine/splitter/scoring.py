"""Scoring a Splitter sheet, on any layout in the string format.

Cells are adjacent orthogonally only. For N = 1..6 a connected group of exactly N cells holding
N scores N (so a lone 1 scores 1); a scoring group containing a star scores double, once; all
heart cells holding the same number give +5.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.protocol import shown
from engine.splitter.layout import Layout, Position, parse_layout

HEART_BONUS = 5
Cells = Sequence[Sequence[int | None]]


@dataclass(frozen=True, slots=True)
class Group:
    """A connected group of cells holding one number."""

    number: int
    cells: tuple[Position, ...]
    points: int  # 0 when the group is not exactly ``number`` cells
    doubled: bool


@dataclass(frozen=True, slots=True)
class Score:
    total: int
    groups: tuple[Group, ...]  # the scoring groups, top-left first
    heart_bonus: int


def groups_of(layout: Layout, cells: Cells) -> list[Group]:
    """Every connected group of equal numbers on the sheet, scoring or not."""
    seen: set[Position] = set()
    groups = []
    neighbours, stars = layout.neighbours, layout.stars
    for start in layout.cells:
        number = cells[start[0]][start[1]]
        if number is None or start in seen:
            continue
        members, frontier = [], [start]
        seen.add(start)
        while frontier:
            here = frontier.pop()
            members.append(here)
            for near in neighbours[here]:
                if near not in seen and cells[near[0]][near[1]] == number:
                    seen.add(near)
                    frontier.append(near)
        members.sort()
        exact = len(members) == number
        doubled = exact and any(p in stars for p in members)
        points = (number * (2 if doubled else 1)) if exact else 0
        groups.append(Group(number, tuple(members), points, doubled))
    return groups


def heart_bonus(layout: Layout, cells: Cells) -> int:
    """+5 when the layout has hearts and all of them hold the same number."""
    numbers = {cells[r][x] for r, x in layout.hearts}  # hearts are cells of the layout
    return HEART_BONUS if len(numbers) == 1 and None not in numbers else 0


def score_layout(layout: Layout, cells: Cells) -> Score:
    """The score of ``cells`` on a parsed layout (what the game calls every round)."""
    scoring = tuple(g for g in groups_of(layout, cells) if g.points)
    bonus = heart_bonus(layout, cells)
    return Score(sum(g.points for g in scoring) + bonus, scoring, bonus)


def score_sheet(layout: list[str], cells: list[list[int | None]]) -> Score:
    """Score a sheet of any layout: ``cells[r][x]`` is the number in row r, column x, or None.

    Numbers written where the layout has no cell are ignored (there is nothing there); a number
    outside 1–6 is an error.
    """
    parsed = parse_layout("sheet", list(layout), playable=False)
    if len(cells) != parsed.height or any(len(row) != parsed.width for row in cells):
        raise ValueError(f"cells must be {parsed.height} rows of {parsed.width}, like the layout")
    for r, x in parsed.cells:
        value = cells[r][x]
        if value is not None and (
            not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= 6
        ):
            raise ValueError(f"row {r + 1}, column {x + 1}: {shown(value)} is not a die face 1–6")
    return score_layout(parsed, cells)
