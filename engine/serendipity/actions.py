"""Serendipity's actions: the kinds a turn is made of, how each reads and is stored, and
a turn's record as the table saw it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.protocol import JSON, IllegalAction, Message, message, shown
from engine.serendipity.board import INDEX, Coord, label, parse_label


@dataclass(frozen=True, slots=True)
class Turn:
    cell: Coord


@dataclass(frozen=True, slots=True)
class SwapOwn:
    """Swap the own tile just turned with the face-down tile at ``target``; the turn ends."""

    target: Coord


@dataclass(frozen=True, slots=True)
class KeepSerendip:
    """Keep the Serendip just turned with ``rotation``, swap the tiles at ``a`` and ``b``."""

    rotation: int
    a: Coord
    b: Coord


@dataclass(frozen=True, slots=True)
class MoveSerendip:
    """Swap the Serendip just turned with the tile at ``target``, rotate it; then turn another
    (under rulings 4, or end the turn)."""

    target: Coord
    rotation: int


@dataclass(frozen=True, slots=True)
class LeaveOwn:
    """Leave the own tile just turned face up where it lies: the choice that would turn another
    tile, when that tile has ended the game (rulings 2)."""

    cell: Coord


@dataclass(frozen=True, slots=True)
class EndTurn:
    """End the turn after moving a Serendip, rather than turn another tile (rulings 4)."""


Action = Turn | SwapOwn | KeepSerendip | MoveSerendip | LeaveOwn | EndTurn


@dataclass(frozen=True, slots=True)
class TurnStep:
    """One action of a turn as the table saw it: ``seen`` is the kind of a turned tile that stayed
    face up (None when it went back face down, or the action turned nothing)."""

    action: Action
    seen: str | None = None


def describe(action: Action) -> Message:
    match action:
        case Turn(cell=cell):
            return message("serendipity-did-turn", cell=label(cell))
        case SwapOwn(target=target):
            return message("serendipity-did-swap", cell=label(target))
        case KeepSerendip(rotation=k, a=a, b=b):
            return message("serendipity-did-keep", rotation=k, a=label(a), b=label(b))
        case MoveSerendip(target=target, rotation=k):
            return message("serendipity-did-move", cell=label(target), rotation=k)
        case LeaveOwn(cell=cell):
            return message("serendipity-did-leave", cell=label(cell))
        case EndTurn():
            return message("serendipity-did-end")
    return message("plain", text=str(action))  # pragma: no cover


def action_to_json(action: Action) -> JSON:
    match action:
        case Turn(cell=cell):
            return {"turn": label(cell)}
        case SwapOwn(target=target):
            return {"swap": label(target)}
        case KeepSerendip(rotation=k, a=a, b=b):
            return {"keep": [k, label(a), label(b)]}
        case MoveSerendip(target=target, rotation=k):
            return {"move": [label(target), k]}
        case LeaveOwn(cell=cell):
            return {"leave": label(cell)}
        case EndTurn():
            return {"end": True}
    raise IllegalAction("not-an-action", value=shown(action))


def action_from_json(data: JSON) -> Action:
    try:
        ((key, value),) = data.items()
        if key == "turn":
            return Turn(cell_of(parse_label(value)))
        if key == "swap":
            return SwapOwn(cell_of(parse_label(value)))
        if key == "keep":
            k, a, b = value
            return KeepSerendip(rotation_of(k), cell_of(parse_label(a)), cell_of(parse_label(b)))
        if key == "move":
            target, k = value
            return MoveSerendip(cell_of(parse_label(target)), rotation_of(k))
        if key == "leave":
            return LeaveOwn(cell_of(parse_label(value)))
        if key == "end" and value is True:
            return EndTurn()
    except (AttributeError, TypeError, ValueError):
        pass
    raise IllegalAction("serendipity-action-shape")


def step_to_json(step: TurnStep) -> JSON:
    return {"action": action_to_json(step.action), "seen": step.seen}


def step_from_json(data: JSON) -> TurnStep:
    return TurnStep(action_from_json(data["action"]), data["seen"])


def cell_of(cell: Any) -> Coord:
    if not isinstance(cell, tuple) or cell not in INDEX:
        raise IllegalAction("serendipity-not-a-cell")
    return cell


def rotation_of(value: Any) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 5:
        raise IllegalAction("serendipity-rotation-range")
    return value
