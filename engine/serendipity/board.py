"""The Serendipity board: 91 hexagonal cells in one big hexagon, axial coordinates.

Pointy-top hexes; (q, r) with |q| ≤ 5, |r| ≤ 5, |q + r| ≤ 5. Edge directions 0..5 are east,
north-east, north-west, west, south-west, south-east. Labels: rows A..K from top (r = −5) to
bottom (r = 5), cells numbered from 1 left to right; "F6" is the centre.
"""

from __future__ import annotations

from dataclasses import dataclass

RADIUS = 5
Coord = tuple[int, int]
DIRECTIONS: tuple[Coord, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
COLOURS = ("red", "orange", "yellow", "green", "blue", "violet")
ORDER = COLOURS  # a Serendip's edge colours, edge 0 first, before rotation
SERENDIP = "serendip"
ROWS = "ABCDEFGHIJK"


def row_cells(r: int) -> list[Coord]:
    """The cells of row r, left to right."""
    return [(q, r) for q in range(max(-RADIUS, -RADIUS - r), min(RADIUS, RADIUS - r) + 1)]


CELLS: tuple[Coord, ...] = tuple(c for r in range(-RADIUS, RADIUS + 1) for c in row_cells(r))
INDEX: dict[Coord, int] = {c: i for i, c in enumerate(CELLS)}


def label(cell: Coord) -> str:
    """``F6`` for (0, 0)."""
    r = cell[1]
    return f"{ROWS[r + RADIUS]}{row_cells(r).index(cell) + 1}"


LABELS: dict[str, Coord] = {label(c): c for c in CELLS}


def parse_label(text: str) -> Coord | None:
    """The cell a label such as "f6" or " F6 " names, or None."""
    return LABELS.get(text.strip().upper())


def neighbour(cell: Coord, direction: int) -> Coord:
    dq, dr = DIRECTIONS[direction]
    return (cell[0] + dq, cell[1] + dr)


def neighbours(cell: Coord) -> list[Coord]:
    return [n for d in range(6) if (n := neighbour(cell, d)) in INDEX]


def edge_colour(direction: int, rotation: int) -> str:
    """The colour a Serendip with ``rotation`` shows on its edge ``direction``."""
    return ORDER[(direction + rotation) % 6]


@dataclass(frozen=True, slots=True)
class Tile:
    """A tile where it lies: its kind (a colour or "serendip"), side, and a Serendip's rotation."""

    kind: str
    face_up: bool = False
    rotation: int = 0
