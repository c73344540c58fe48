"""Serendipity's data: the state of a game, what a seat sees of it, and its result."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Literal

from engine.serendipity.actions import TurnStep
from engine.serendipity.board import CELLS, INDEX, Coord, Tile
from engine.serendipity.config import SerendipityConfig
from engine.serendipity.memory import Memory
from engine.serendipity.scoring import ColourScore

#: "moved": a Serendip was just moved (rulings 4): turn another tile, or end the turn.
Phase = Literal["turn", "own", "serendip", "moved", "over"]
PER_COLOUR = 13


@dataclass(frozen=True)
class SerendipityState:
    config: SerendipityConfig = field(compare=False, repr=False)
    tiles: tuple[Tile, ...]  # by cell index (board.CELLS)
    current: int
    phase: Phase
    pending: Coord | None = None  # the own tile or Serendip just turned
    flash: tuple[Coord, str] | None = None  # a tile just turned back: seen until the next action
    step: int = 0
    this_turn: tuple[TurnStep, ...] = ()  # the current turn's actions so far
    last_turn: tuple[int, tuple[TurnStep, ...]] | None = None  # the seat and steps of the last
    seen: Memory = ()  # face-down tiles the table saw turned back (``config.remembers``)

    def tile(self, cell: Coord) -> Tile:
        return self.tiles[INDEX[cell]]


@dataclass(frozen=True)
class SerendipityView:
    """Face-up tiles only; a face-down tile's kind is in no view."""

    players: int
    seat: int | None
    colours: tuple[tuple[str, ...], ...]
    face_up: Mapping[Coord, Tile]
    face_down: frozenset[Coord]
    current: int
    phase: Phase
    pending: Coord | None
    flash: tuple[Coord, str] | None
    step: int
    scores: tuple[int, ...]
    over: bool
    this_turn: tuple[TurnStep, ...] = ()
    last_turn: tuple[int, tuple[TurnStep, ...]] | None = None
    # The tile pending resolution has met the end condition: once it is resolved, the game ends.
    ending: bool = False
    rules: int = 2
    #: The face-down tiles the seat saw turned back, where they lie now (a player's memory; the
    #: bot never shows it). Empty at a table that does not keep it, and in the public view.
    remembered: Mapping[Coord, str] = field(default_factory=dict)


@dataclass(frozen=True)
class SerendipityResult:
    scores: tuple[int, ...]
    ranks: tuple[int, ...]
    winners: tuple[int, ...]
    # By seat, by owned colour: the carpet that counted and how many the colour had.
    breakdown: tuple[tuple[ColourScore, ...], ...] = ()


def board_of(tiles: tuple[Tile, ...]) -> dict[Coord, Tile]:
    return dict(zip(CELLS, tiles, strict=True))
