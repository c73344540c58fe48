"""Where a Serendipity turn panel stands, carried in its components' custom_ids: the mode, the
Serendip's rotation, the first cell of a swap, the row shown; which cells each mode offers; and
the action a panel's pick makes, or the panel where an action's picks start (a hint).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, Literal

from bot.discordbot.controls import ControlId, TableNumber, UpTo
from bot.discordbot.serendipity.table import SerendipityTable
from engine import get_game
from engine.serendipity import (
    CELLS,
    SERENDIP,
    EndTurn,
    KeepSerendip,
    LeaveOwn,
    MoveSerendip,
    SerendipityView,
    SwapOwn,
    Turn,
)
from engine.serendipity.actions import Action
from engine.serendipity.board import Coord
from render.serendipity import render_serendip_preview
from render.text import Say

GAME = get_game("serendipity")
# Modes: turn, swap (an own tile), place (rotate a Serendip), keepa and keepb (the two tiles a
# kept Serendip swaps), move (where a moved Serendip goes).
Mode = Literal["turn", "swap", "place", "keepa", "keepb", "move"]
PICKING = ("turn", "swap", "keepa", "keepb", "move")  # modes that choose a cell
NO_CELL = 99
#: What a panel component does: a select (row, cell), a button (go, type, leave, end), the
#: modal.
PanelKind = Literal["row", "cell", "go", "type", "leave", "end", "label"]


@dataclass(frozen=True)
class Choice(ControlId):
    """Where a player's turn panel stands: the mode, the Serendip's rotation, the first cell of
    a kept Serendip's swap (an index into ``CELLS``) and the row the cell select shows; and the
    ``kind`` of component that carries it."""

    kind: PanelKind = field(default="go", kw_only=True)
    table: TableNumber
    step: int
    mode: Mode = "turn"
    rotation: Annotated[int, UpTo(5)] = 0
    first: int = NO_CELL
    row: int = NO_CELL

    @property
    def first_cell(self) -> Coord | None:
        """The first tile of a kept Serendip's swap, if one was chosen (and is a cell)."""
        return CELLS[self.first] if 0 <= self.first < len(CELLS) else None


def opening_choice(table: SerendipityTable) -> Choice:
    """The panel a turn opens on: pick a tile to turn, or place the Serendip just turned."""
    view: SerendipityView = table.public
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
    first = choice.first_cell
    return [c for c in CELLS if not _fixed(view, c) and c != first]


def row_of(cell: Coord) -> int:
    return cell[1] + 5


def preview(say: Say, table: SerendipityTable, seat: int, choice: Choice) -> bytes | None:
    """The Serendip's preview at the panel's rotation (place mode only). Pillow work."""
    if choice.mode != "place":
        return None
    return render_serendip_preview(table.view_for(seat), choice.rotation, say)


def action_of(choice: Choice, cell: Coord) -> Action:
    """The action a panel's last pick completes (a kept Serendip's second tile, say)."""
    match choice.mode:
        case "turn":
            return Turn(cell)
        case "swap":
            return SwapOwn(cell)
        case "keepb" if choice.first_cell is not None:
            return KeepSerendip(choice.rotation, choice.first_cell, cell)
    return MoveSerendip(cell, choice.rotation)


def hinted_choice(table: SerendipityTable, action: Action) -> Choice:
    """The panel where ``action``'s picks start: one pick plays it, two for a kept Serendip's
    swap (its first tile, then its second)."""
    match action:
        case Turn(cell=cell):
            return Choice(table.id, table.round, "turn", row=row_of(cell))
        case SwapOwn(target=target):
            return Choice(table.id, table.round, "swap", row=row_of(target))
        case KeepSerendip(rotation=k, a=a):
            return Choice(table.id, table.round, "keepa", rotation=k, row=row_of(a))
        case MoveSerendip(target=target, rotation=k):
            return Choice(table.id, table.round, "move", rotation=k, row=row_of(target))
        case LeaveOwn() | EndTurn():
            return Choice(table.id, table.round)
    raise AssertionError(f"not a Serendipity move: {action!r}")  # pragma: no cover
