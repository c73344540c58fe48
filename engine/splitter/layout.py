"""Sheet layouts (pads) as data: one string per row, top first.

``.`` no cell, ``o`` cell, ``*`` star cell, ``H`` heart cell. The centre line runs down the
middle, so cell (row, x) mirrors (row, width − 1 − x).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cached_property
from importlib import resources

from engine.protocol import DataFileError, shown

CELL_MARKS = frozenset("o*H")
PLAYABLE_CELLS = 44  # 22 rounds, two cells each
Position = tuple[int, int]  # (row, x)


@dataclass(frozen=True)
class Layout:
    """A sheet's shape. ``rows`` are the layout strings."""

    name: str
    rows: tuple[str, ...]

    @property
    def height(self) -> int:
        return len(self.rows)

    @property
    def width(self) -> int:
        return len(self.rows[0]) if self.rows else 0

    def is_cell(self, row: int, x: int) -> bool:
        return (row, x) in self.cell_set

    @cached_property
    def cells(self) -> tuple[Position, ...]:
        return tuple(
            (r, x)
            for r, row in enumerate(self.rows)
            for x, mark in enumerate(row)
            if mark in CELL_MARKS
        )

    @cached_property
    def cell_set(self) -> frozenset[Position]:
        return frozenset(self.cells)

    @cached_property
    def neighbours(self) -> dict[Position, tuple[Position, ...]]:
        """Each cell's orthogonal neighbours that are cells (scoring and the AI walk these)."""
        return {
            (r, x): tuple(
                near
                for near in ((r - 1, x), (r + 1, x), (r, x - 1), (r, x + 1))
                if near in self.cell_set
            )
            for r, x in self.cells
        }

    @cached_property
    def stars(self) -> frozenset[Position]:
        return frozenset((r, x) for r, x in self.cells if self.rows[r][x] == "*")

    @cached_property
    def hearts(self) -> tuple[Position, ...]:
        return tuple((r, x) for r, x in self.cells if self.rows[r][x] == "H")

    def mirror(self, x: int) -> int:
        return self.width - 1 - x

    @cached_property
    def pairs(self) -> tuple[tuple[Position, Position], ...]:
        """Every mirror pair (left cell, right cell), top to bottom, left to right."""
        half = self.width // 2
        return tuple(
            ((r, x), (r, self.mirror(x)))
            for r in range(self.height)
            for x in range(half)
            if self.is_cell(r, x)
        )


def parse_layout(name: str, rows: object, *, playable: bool = True) -> Layout:
    """A validated layout: equal rows of known marks. ``playable`` also requires what a game
    needs: an even width, mirror-symmetric rows (so every row has an even number of cells)
    and the 44 cells of 22 rounds."""
    if not isinstance(rows, list | tuple) or not rows or not all(isinstance(r, str) for r in rows):
        raise DataFileError(f"pad {shown(name)}: a layout is a non-empty list of row strings")
    width = len(rows[0])
    for index, row in enumerate(rows, start=1):
        if len(row) != width:
            raise DataFileError(
                f"pad {shown(name)}: row {index} has {len(row)} columns, not {width}"
            )
        bad = set(row) - CELL_MARKS - {"."}
        if bad:
            raise DataFileError(
                f"pad {shown(name)}: row {index} uses {shown(''.join(sorted(bad)))}; "
                "only '.', 'o', '*' and 'H' are allowed"
            )
    layout = Layout(name, tuple(rows))
    if not playable:
        return layout
    if width % 2:
        raise DataFileError(
            f"pad {shown(name)}: {width} columns; the centre line needs an even width"
        )
    for r in range(len(rows)):
        for x in range(width // 2):
            if layout.is_cell(r, x) != layout.is_cell(r, layout.mirror(x)):
                raise DataFileError(
                    f"pad {shown(name)}: row {r + 1} is not mirror-symmetric "
                    f"(column {x + 1} and column {width - x} differ)"
                )
    if len(layout.cells) != PLAYABLE_CELLS:
        raise DataFileError(
            f"pad {shown(name)}: {len(layout.cells)} cells; a playable pad has {PLAYABLE_CELLS}"
        )
    return layout


def shipped_pads() -> dict[str, Layout]:
    """Pads A and B, as shipped in ``data/pads.json``."""
    raw = json.loads(resources.files("engine.splitter").joinpath("data/pads.json").read_text())
    return {name: parse_layout(name, rows) for name, rows in raw.items()}
