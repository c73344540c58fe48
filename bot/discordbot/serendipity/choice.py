"""Where a Serendipity turn panel stands, carried in its components' custom_ids: the mode, the
Serendip's rotation, the first cell of a swap, the row shown; and which cells each mode offers.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.service import TableInfo
from engine import get_game
from engine.serendipity import CELLS, SERENDIP, SerendipityView
from engine.serendipity.board import Coord
from render.serendipity import render_serendip_preview

GAME = get_game("serendipity")
# Modes: turn, swap (an own tile), place (rotate a Serendip), keepa and keepb (the two tiles a
# kept Serendip swaps), move (where a moved Serendip goes).
PICKING = ("turn", "swap", "keepa", "keepb", "move")  # modes that choose a cell
NO_CELL = 99
CHOICE = (
    r"(?P<table>[0-9]{1,18}):(?P<step>[0-9]{1,6}):(?P<mode>turn|swap|place|keepa|keepb|move)"
    r":(?P<rot>[0-5]):(?P<a>[0-9]{1,6}):(?P<row>[0-9]{1,6})"
)


@dataclass(frozen=True)
class Choice:
    """Where a player's turn panel stands: the mode, the Serendip's rotation, the first cell of
    a kept Serendip's swap (an index into ``CELLS``) and the row the cell select shows."""

    table: int
    step: int
    mode: str = "turn"
    rotation: int = 0
    first: int = NO_CELL
    row: int = NO_CELL

    def custom_id(self, kind: str) -> str:
        return (
            f"ser:{kind}:{self.table}:{self.step}:{self.mode}:{self.rotation}"
            f":{self.first}:{self.row}"
        )

    @classmethod
    def of(cls, match: Any) -> Choice:
        return cls(
            int(match["table"]),
            int(match["step"]),
            match["mode"],
            int(match["rot"]),
            int(match["a"]),
            int(match["row"]),
        )


def opening_choice(table: TableInfo) -> Choice:
    """The panel a turn opens on: pick a tile to turn, or place the Serendip just turned."""
    view: SerendipityView = GAME.view(table.state, None)
    if view.phase == "serendip":
        assert view.pending is not None
        return Choice(table.id, table.round, "place", view.face_up[view.pending].rotation)
    return Choice(table.id, table.round)


def _fixed(view: SerendipityView, cell: Coord) -> bool:
    tile = view.face_up.get(cell)
    return tile is not None and tile.kind == SERENDIP


def eligible(view: SerendipityView, choice: Choice) -> list[Coord]:
    """The cells the panel's mode may pick, in board order."""
    if choice.mode in ("turn", "swap"):
        return [c for c in CELLS if c in view.face_down]
    first = CELLS[choice.first] if choice.first != NO_CELL else None
    return [c for c in CELLS if not _fixed(view, c) and c != first]


def row_of(cell: Coord) -> int:
    return cell[1] + 5


def describe(view: SerendipityView, cell: Coord) -> str:
    tile = view.face_up.get(cell)
    if tile is None:
        return "face down"
    return "Serendip, face up" if tile.kind == SERENDIP else f"{tile.kind}, face up"


def preview(table: TableInfo, seat: int, choice: Choice) -> bytes | None:
    """The Serendip's preview at the panel's rotation (place mode only). Pillow work."""
    if choice.mode != "place":
        return None
    return render_serendip_preview(GAME.view(table.state, seat), choice.rotation)
