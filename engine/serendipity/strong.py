"""Serendipity's strong AI: the greedy AI's aims, with a player's memory and expectations.

A seat remembers every tile it saw turned back and where swaps moved it (the view's
``remembered``). So it turns the tiles it knows are its own where they grow its carpet, then
the Serendips it knows of, and never a tile it knows is someone else's; an unknown tile is
worth what it may be, weighed by how many tiles of each kind are still unaccounted for. An
own tile just turned is left where it lies when that, and the turn it keeps going, are worth
more than swapping it next to the carpet; a Serendip may bring a remembered own tile next to
the carpet, to be turned there later; a Serendip is turned so that its edges of the seat's
colours face the face-down tiles most likely to be of those colours (2 points each, once such a
tile is turned there). Once every Serendip is up, it does not turn the last tile of a colour
other than its carpet's: that would end the game while the carpet can grow. After moving a
Serendip (rulings 4) it always turns on: one of its colours is still face down (or the game would
be over), and a tile that may be its own is worth turning.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence

from engine.serendipity.actions import (
    Action,
    KeepSerendip,
    LeaveOwn,
    MoveSerendip,
    SwapOwn,
    Turn,
)
from engine.serendipity.ai import (
    my_score,
    near_mine,
    seen_board,
    swapped,
    two_other,
    with_serendip,
)
from engine.serendipity.board import (
    COLOURS,
    SERENDIP,
    Coord,
    Tile,
    edge_colour,
    neighbour,
    neighbours,
)
from engine.serendipity.scoring import player_breakdowns
from engine.serendipity.state import PER_COLOUR, SerendipityView

#: What turning a tile of one's own is worth beyond the points it adds now: the turn goes on.
GOES_ON = 1.0
#: A Serendip turned: its points in a carpet, the 2 more its edge may bring once turned toward
#: the seat's tiles (``edge_hope``), and the swap or move it brings.
SERENDIP_WORTH = 4.0
#: A face-up own tile that joins no carpet yet may join one later.
LOOSE_OWN = 0.3
#: A tile of one's own known to lie next to the carpet, still face down: a later turn's gain.
KNOWN_NEXT = 0.8
#: Turning the last tile of a colour that does not make the carpet that counts, once every
#: Serendip is up, ends the game while that carpet could still grow.
ENDS_TOO_SOON = -2.0
#: A Serendip's edge of the seat's colour facing a face-down tile: 2 points once a tile of
#: that colour is turned there, weighed by the chance it is one (1 when remembered).
EDGE_HOPE = 2.0
TIE = 1e-9


def odds_of(view: SerendipityView) -> dict[str, float]:
    """For a face-down tile nobody remembers: the chance of each kind."""
    left = Counter({kind: PER_COLOUR for kind in (*COLOURS, SERENDIP)})
    left.subtract(tile.kind for tile in view.face_up.values())
    left.subtract(view.remembered.values())
    unknown = len(view.face_down) - len(view.remembered)
    if unknown <= 0:
        return {}
    return {kind: max(0, count) / unknown for kind, count in left.items()}


def _gain(view: SerendipityView, board: dict[Coord, Tile], cell: Coord, colour: str) -> float:
    """What an own tile of ``colour`` face up at ``cell`` adds to the seat's score now (or, if
    nothing, as a loose tile that may join a carpet later)."""
    touches = any(
        board[n].face_up and board[n].kind in (colour, SERENDIP) for n in neighbours(cell)
    )
    if not touches:
        return LOOSE_OWN
    trial = dict(board)
    trial[cell] = Tile(colour, True)
    added = my_score(view, trial) - my_score(view, board)
    return added if added > 0 else LOOSE_OWN


def _closing(view: SerendipityView, board: dict[Coord, Tile]) -> set[str]:
    """The seat's colours whose last tile, turned now, would end the game too soon: every
    Serendip is up, and the colour is not that of the carpet that counts."""
    assert view.seat is not None
    up = Counter(tile.kind for tile in view.face_up.values())
    if up[SERENDIP] < PER_COLOUR:
        return set()
    (owned,) = player_breakdowns(board, [view.colours[view.seat]], view.rules)
    counted = {score.colour for score in owned if score.counts and score.carpet is not None}
    return {c for c in view.colours[view.seat] if up[c] == PER_COLOUR - 1 and c not in counted}


def turn_values(view: SerendipityView, board: dict[Coord, Tile]) -> dict[Coord, float]:
    """What turning each face-down tile is worth to the seat, in expectation."""
    assert view.seat is not None
    mine = view.colours[view.seat]
    odds = odds_of(view)
    near = set(near_mine(view, board))
    closing = _closing(view, board)
    values: dict[Coord, float] = {}
    for cell in view.face_down:
        known = view.remembered.get(cell)
        serendip = SERENDIP_WORTH + (1.0 if cell in near else 0.0)
        if known in closing:
            values[cell] = ENDS_TOO_SOON
        elif known in mine:
            values[cell] = _gain(view, board, cell, known) + GOES_ON
        elif known == SERENDIP:
            values[cell] = serendip
        elif known is not None:
            values[cell] = 0.0  # someone else's: the turn is lost
        else:  # unknown: a tile is unknown, so ``odds`` weighs every kind
            own = sum(
                odds[c] * (ENDS_TOO_SOON if c in closing else _gain(view, board, cell, c) + GOES_ON)
                for c in mine
            )
            values[cell] = own + odds[SERENDIP] * serendip
    return values


def edge_hope(
    view: SerendipityView,
    board: Mapping[Coord, Tile],
    cell: Coord,
    rotation: int,
    odds: Mapping[str, float],
) -> float:
    """What a Serendip at ``cell`` turned by ``rotation`` may bring later: for each of its
    edges of the seat's colours that faces a face-down tile, the 2 points of a Serendip whose
    edge touches its colour, weighed by the chance that tile is of that colour (``odds``:
    ``odds_of(view)``)."""
    assert view.seat is not None
    mine = view.colours[view.seat]
    hope = 0.0
    for direction in range(6):
        colour = edge_colour(direction, rotation)
        facing = neighbour(cell, direction)
        if colour not in mine or facing not in board or board[facing].face_up:
            continue
        known = view.remembered.get(facing)
        hope += float(known == colour) if known is not None else odds.get(colour, 0.0)
    return EDGE_HOPE * hope


def _best_turn(values: Mapping[Coord, float], rng: random.Random) -> tuple[float, Coord]:
    best = max(values.values())
    cells = sorted(c for c, v in values.items() if v >= best - TIE)
    return best, rng.choice(cells)


def _own(view: SerendipityView, board: dict[Coord, Tile], rng: random.Random) -> Action:
    """The own tile just turned: leave it and turn on, or swap it next to the carpet."""
    pending = view.pending
    assert pending is not None
    now = my_score(view, board)
    near = [c for c in near_mine(view, board) if c != pending]
    if view.ending:  # the last tile: leave it, or swap it where it scores more
        options: list[tuple[float, Action]] = [(now, LeaveOwn(pending))]
        options += [(my_score(view, swapped(board, pending, c)), SwapOwn(c)) for c in near]
        return max(options, key=lambda option: option[0])[1]
    values = turn_values(view, board)
    if not values:
        return LeaveOwn(pending)
    going_on, cell = _best_turn(values, rng)
    options = [(now + going_on, Turn(cell))]
    for target in near:
        # The face-down tile swapped in comes to where ours was: known to us, maybe ours.
        options.append((my_score(view, swapped(board, pending, target)), SwapOwn(target)))
    best = max(v for v, _ in options)
    return rng.choice([a for v, a in options if v >= best - TIE])


def _reach(
    view: SerendipityView, board: dict[Coord, Tile], carpet_side: list[Coord]
) -> list[Coord]:
    """Cells a swap may fill to grow the seat's carpets: the face-down cells next to the carpet
    that counts, and any tile but a Serendip or one of the seat's own next to its face-up tiles
    (a rival's tile between two of our pieces is in the way)."""
    assert view.seat is not None
    mine = view.colours[view.seat]
    cells = list(carpet_side)
    own = [c for c, t in board.items() if t.face_up and t.kind in mine]
    for cell in own:
        for n in neighbours(cell):
            tile = board[n]
            if n in cells or tile.kind == SERENDIP or (tile.face_up and tile.kind in mine):
                continue
            cells.append(n)
    return cells


def _serendip_strong(view: SerendipityView, board: dict[Coord, Tile], rng: random.Random) -> Action:
    """Keep the Serendip with its best rotation and the best swap (an own tile moved where it
    grows the carpet, or a remembered own tile still face down, to be turned there later); or
    move it where it grows the carpet and turn on, worth what the next turn is expected to
    bring."""
    pending = view.pending
    assert pending is not None and view.seat is not None
    mine = view.colours[view.seat]

    odds = odds_of(view)
    # Its rotation: the most points now, with what its edges may bring (its own cell is not
    # among the cells its edges face, so the hopes hold for the board with it kept).
    hopes = [edge_hope(view, board, pending, k, odds) for k in range(6)]
    rotation = max(
        range(6), key=lambda k: my_score(view, with_serendip(pending, k, board)) + hopes[k]
    )
    kept = with_serendip(pending, rotation, board)
    hope = hopes[rotation]
    kept_score = my_score(view, kept) + hope
    near = [c for c in near_mine(view, kept) if c != pending]
    reach = _reach(view, kept, near)  # never the pending Serendip: it is face up
    spare = _spare_swap(view, rng)
    options: list[tuple[float, Action]] = [(kept_score, KeepSerendip(rotation, *spare))]
    own_up = sorted(c for c, t in view.face_up.items() if t.kind in mine)
    for a in own_up:
        for b in reach:
            if a != b:
                score = my_score(view, swapped(kept, a, b)) + hope
                options.append((score, KeepSerendip(rotation, a, b)))
    hidden_own = sorted(c for c, kind in view.remembered.items() if kind in mine)
    free = [c for c in near if view.remembered.get(c) not in mine]
    for a in hidden_own:
        if a not in near and free:
            options.append((kept_score + KNOWN_NEXT, KeepSerendip(rotation, a, free[0])))
    values = turn_values(view, board)
    going_on = max(values.values(), default=0.0)
    # The pending Serendip is face up: never in its own reach.
    for target in _reach(view, board, [c for c in near_mine(view, board) if c != pending]):
        moved = swapped(board, pending, target)
        for k in range(6):
            score = my_score(view, with_serendip(target, k, moved))
            score += edge_hope(view, moved, target, k, odds)
            options.append((score + going_on, MoveSerendip(target, k)))
    best = max(v for v, _ in options)
    return rng.choice([a for v, a in options if v >= best - TIE])


def _spare_swap(view: SerendipityView, rng: random.Random) -> tuple[Coord, Coord]:
    """Two tiles to swap when no swap helps: face-down ones nobody remembers (a swap of
    remembered tiles would only move what rivals may know), else any two face-down ones."""
    unknown = sorted(c for c in view.face_down if c not in view.remembered)
    pool = unknown if len(unknown) >= 2 else sorted(view.face_down)
    if len(pool) >= 2:
        a, b = rng.sample(pool, 2)
        return a, b
    return two_other(view, rng)


def strong_policy(view: SerendipityView, legal: Sequence[Action], rng: random.Random) -> Action:
    """The move the seat's memory and expectations favour (ties broken at random)."""
    assert view.seat is not None, "a policy plays a seat"
    if len(legal) == 1:
        return legal[0]
    board = seen_board(view)
    if view.phase in ("turn", "moved"):
        return Turn(_best_turn(turn_values(view, board), rng)[1])
    if view.phase == "own":
        return _own(view, board, rng)
    return _serendip_strong(view, board, rng)
