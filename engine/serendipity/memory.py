"""What the table remembers of face-down tiles: each one it saw turned back, followed wherever
a swap moves it.

Everyone sees a tile turned back and every swap (a swap moves tiles without turning them), so
this memory is the same for every seat: a perfect player's. The bot never writes it into a
message — remembering is a player's skill — but an AI seat decides from it, as a player at
the table would.
"""

from __future__ import annotations

from engine.serendipity.actions import (
    Action,
    KeepSerendip,
    MoveSerendip,
    SwapOwn,
    Turn,
    cell_of,
)
from engine.serendipity.board import INDEX, Coord

#: Face-down cells and the kind of the tile seen there, in board order (a tuple, so that a
#: state stays a value).
Memory = tuple[tuple[Coord, str], ...]


def remembered(
    memory: Memory,
    action: Action,
    pending: Coord | None,
    turned_back: tuple[Coord, str] | None,
) -> Memory:
    """The memory after ``action`` (``pending``: the tile being resolved before it;
    ``turned_back``: the tile the action turned and put back, if any)."""
    known = dict(memory)
    match action:
        case Turn(cell=cell):
            known.pop(cell_of(cell), None)  # face up now, or turned back: seen anew below
        case SwapOwn(target=target):
            _swap(known, pending, cell_of(target))
        case KeepSerendip(a=a, b=b):
            _swap(known, cell_of(a), cell_of(b))
        case MoveSerendip(target=target):
            _swap(known, pending, cell_of(target))
    if turned_back is not None:
        known[turned_back[0]] = turned_back[1]
    return tuple(sorted(known.items(), key=lambda item: INDEX[item[0]]))


def _swap(known: dict[Coord, str], a: Coord | None, b: Coord) -> None:
    """Two tiles changed places: so does what is known of them."""
    if a is None:
        return
    first, second = known.pop(a, None), known.pop(b, None)
    if first is not None:
        known[b] = first
    if second is not None:
        known[a] = second
