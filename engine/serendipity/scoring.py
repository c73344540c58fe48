"""Serendipity's scoring, usable on any hand-built board.

For each owned colour C: the connected groups ("carpets") of face-up C tiles and face-up
Serendips; a group is worth 1 per C tile, 2 per Serendip, and 2 more per Serendip whose C edge
touches a C tile of the group. A colour scores its best group; a player the sum of its colours.
Face-down tiles count for nobody. Decision where the rules are silent: a group must hold at least
one C tile to be a carpet of C (Serendips alone are nobody's carpet).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from engine.serendipity.board import SERENDIP, Coord, Tile, edge_colour, neighbour, neighbours

Board = Mapping[Coord, Tile]


@dataclass(frozen=True, slots=True)
class Carpet:
    colour: str
    tiles: tuple[Coord, ...]  # the C tiles
    serendips: tuple[Coord, ...]
    touching: tuple[Coord, ...]  # Serendips whose C edge touches a C tile of the carpet

    @property
    def value(self) -> int:
        return len(self.tiles) + 2 * len(self.serendips) + 2 * len(self.touching)


def carpets(board: Board, colour: str) -> list[Carpet]:
    """Every carpet of ``colour`` on the board (groups holding at least one ``colour`` tile)."""

    def member(cell: Coord) -> bool:
        tile = board.get(cell)
        return tile is not None and tile.face_up and tile.kind in (colour, SERENDIP)

    seen: set[Coord] = set()
    found = []
    for start in sorted(board):
        if start in seen or not member(start):
            continue
        group, frontier = [], [start]
        seen.add(start)
        while frontier:
            cell = frontier.pop()
            group.append(cell)
            for near in neighbours(cell):
                if near not in seen and member(near):
                    seen.add(near)
                    frontier.append(near)
        tiles = tuple(sorted(c for c in group if board[c].kind == colour))
        if not tiles:
            continue
        serendips = tuple(sorted(c for c in group if board[c].kind == SERENDIP))
        members = set(tiles)
        touching = tuple(
            s
            for s in serendips
            if any(
                edge_colour(d, board[s].rotation) == colour and neighbour(s, d) in members
                for d in range(6)
            )
        )
        found.append(Carpet(colour, tiles, serendips, touching))
    return found


def best_carpet(board: Board, colour: str) -> Carpet | None:
    options = carpets(board, colour)
    return max(options, key=lambda c: (c.value, len(c.tiles))) if options else None


def colour_score(board: Board, colour: str) -> int:
    """What ``colour`` scores: the value of its best carpet (0 without one)."""
    best = best_carpet(board, colour)
    return best.value if best else 0


def player_scores(board: Board, colours: Sequence[Sequence[str]]) -> list[int]:
    """Each player's total over the colours it owns."""
    return [sum(colour_score(board, c) for c in owned) for owned in colours]
