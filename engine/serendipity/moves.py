"""Serendipity's moves: what each action does to the state, the end condition, and the turn's
record (the game's ``apply`` chooses among them by phase)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from engine.protocol import IllegalAction
from engine.serendipity.actions import (
    Action,
    KeepSerendip,
    MoveSerendip,
    Turn,
    TurnStep,
    cell_of,
    rotation_of,
)
from engine.serendipity.board import INDEX, SERENDIP, Coord, Tile, label
from engine.serendipity.state import PER_COLOUR, SerendipityState


def fixed(tile: Tile) -> bool:
    return tile.kind == SERENDIP and tile.face_up


def what_now(state: SerendipityState) -> str:
    """The key of the refusal that says what the player may do now."""
    if state.phase == "own" and ending(state):
        return "serendipity-now-ending"
    if state.phase == "serendip" and state.config.rules < 4:
        return "serendipity-now-serendip-must"  # moving it, the player must turn another
    # Never "over": ``apply`` refuses a move after the end before it asks what may be done.
    return {
        "turn": "serendipity-now-turn",
        "own": "serendipity-now-own",
        "serendip": "serendipity-now-serendip",
        "moved": "serendipity-now-moved",
    }[state.phase]


def put(state: SerendipityState, changes: Mapping[Coord, Tile]) -> SerendipityState:
    tiles = list(state.tiles)
    for cell, tile in changes.items():
        tiles[INDEX[cell]] = tile
    return replace(state, tiles=tuple(tiles))


def next_player(state: SerendipityState) -> SerendipityState:
    current = (state.current + 1) % state.config.players
    return replace(state, current=current, phase="turn", pending=None)


def turn(state: SerendipityState, cell: Coord) -> SerendipityState:
    tile = state.tile(cell)
    if tile.face_up:
        raise IllegalAction("serendipity-face-up-already", cell=label(cell))
    up = replace(tile, face_up=True)
    if tile.kind == SERENDIP:
        return replace(put(state, {cell: up}), phase="serendip", pending=cell)
    owner = state.config.owner.get(tile.kind)
    if owner == state.current:
        return replace(put(state, {cell: up}), phase="own", pending=cell)
    serendips_up = sum(t.face_up and t.kind == SERENDIP for t in state.tiles)
    stays = owner is None and (
        state.config.unowned == "shown"
        or (state.config.unowned == "shown_after_10" and serendips_up >= 10)
    )
    if stays:
        return next_player(put(state, {cell: up}))
    # Turned back where it lies: everyone saw it, nobody keeps a record of it.
    return next_player(replace(state, flash=(cell, tile.kind)))


def swap(state: SerendipityState, a: Coord, b: Coord) -> SerendipityState:
    return put(state, {a: state.tile(b), b: state.tile(a)})


def swap_own(state: SerendipityState, target: Coord) -> SerendipityState:
    if state.tile(target).face_up:
        raise IllegalAction("serendipity-swap-face-up", cell=label(target))
    return next_player(swap(state, state.pending, target))  # type: ignore[arg-type]


def keep_serendip(state: SerendipityState, action: KeepSerendip) -> SerendipityState:
    a, b = cell_of(action.a), cell_of(action.b)
    rotation = rotation_of(action.rotation)
    pending = state.pending
    assert pending is not None
    state = put(state, {pending: replace(state.tile(pending), rotation=rotation)})
    if a == b:
        raise IllegalAction("serendipity-swap-two")
    if fixed(state.tile(a)) or fixed(state.tile(b)):
        raise IllegalAction("serendipity-serendip-fixed")
    return next_player(swap(state, a, b))


def move_serendip(state: SerendipityState, action: MoveSerendip) -> SerendipityState:
    target = cell_of(action.target)
    rotation = rotation_of(action.rotation)
    pending = state.pending
    assert pending is not None
    if target == pending:
        raise IllegalAction("serendipity-move-elsewhere")
    if fixed(state.tile(target)):
        raise IllegalAction("serendipity-serendip-fixed")
    serendip = replace(state.tile(pending), rotation=rotation)
    state = put(state, {pending: state.tile(target), target: serendip})
    # Rulings 4: the player has the right to turn another tile (rulebook); before, the duty.
    return replace(state, phase="moved" if state.config.rules >= 4 else "turn", pending=None)


def ending(state: SerendipityState) -> bool:
    """The end condition: all 13 Serendips face up, and some player's colour all face up."""
    up = [t for t in state.tiles if t.face_up]
    if sum(t.kind == SERENDIP for t in up) < PER_COLOUR:
        return False
    return any(
        sum(t.kind == colour for t in up) == PER_COLOUR
        for owned in state.config.colours
        for colour in owned
    )


def end_if_over(state: SerendipityState) -> SerendipityState:
    """End the game once the condition holds; under rulings 2, only after the player resolved
    the tile that met it (a Serendip placed, an own tile left or swapped)."""
    resolving = state.phase in ("own", "serendip") and state.config.rules >= 2
    if resolving or not ending(state):
        return state
    return replace(state, phase="over", pending=None)


def record(
    before: SerendipityState, after: SerendipityState, seat: int, action: Action
) -> SerendipityState:
    """Add the action to the turn's record; when the turn ended, it becomes the last turn."""
    seen = None
    if isinstance(action, Turn) and after.tile(action.cell).face_up:
        seen = after.tile(action.cell).kind
    steps = (*before.this_turn, TurnStep(action, seen))
    if after.current != seat or after.phase == "over":
        return replace(after, this_turn=(), last_turn=(seat, steps))
    return replace(after, this_turn=steps)
