"""Serendipity's scoring, usable on any hand-built board.

For each owned colour C: the connected groups ("carpets") of face-up C tiles and face-up
Serendips; a group is worth 1 per C tile, 2 per Serendip, and 2 more per Serendip whose C edge
touches a C tile of the group. A colour scores its largest carpet (the most C tiles; between
carpets of equal size, the more valuable), as the rulebook says; tables under rulings 1 score the
most valuable one. A player scores the sum of its colours. Face-down tiles count for nobody.
Decision where the rules are silent: a group must hold at least one C tile to be a carpet of C
(Serendips alone are nobody's carpet).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from engine.serendipity.board import (
    CELLS,
    SERENDIP,
    Coord,
    Tile,
    edge_colour,
    neighbour,
    neighbours,
)
from engine.serendipity.config import RULES

Board = Mapping[Coord, Tile]  # cells of the board (``CELLS``) and their tiles
#: Each cell's neighbours on the board, worked out once: scoring walks them for every move
#: the AI weighs.
_NEIGHBOURS: dict[Coord, tuple[Coord, ...]] = {cell: tuple(neighbours(cell)) for cell in CELLS}


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
    members = {
        cell for cell, tile in board.items() if tile.face_up and tile.kind in (colour, SERENDIP)
    }
    seen: set[Coord] = set()
    found = []
    for start in sorted(members):
        if start in seen:
            continue
        group, frontier = [], [start]
        seen.add(start)
        while frontier:
            cell = frontier.pop()
            group.append(cell)
            for near in _NEIGHBOURS[cell]:
                if near in members and near not in seen:
                    seen.add(near)
                    frontier.append(near)
        tiles = tuple(sorted(c for c in group if board[c].kind == colour))
        if not tiles:
            continue
        serendips = tuple(sorted(c for c in group if board[c].kind == SERENDIP))
        in_carpet = set(tiles)
        touching = tuple(
            s
            for s in serendips
            if any(
                edge_colour(d, board[s].rotation) == colour and neighbour(s, d) in in_carpet
                for d in range(6)
            )
        )
        found.append(Carpet(colour, tiles, serendips, touching))
    return found


def _best(options: list[Carpet], rules: int) -> Carpet | None:
    if not options:
        return None
    if rules == 1:
        return max(options, key=lambda c: (c.value, len(c.tiles)))
    return max(options, key=lambda c: (len(c.tiles), c.value))


def best_carpet(board: Board, colour: str, rules: int = RULES) -> Carpet | None:
    """The carpet ``colour`` scores: its largest (rulings 1: its most valuable), if any."""
    return _best(carpets(board, colour), rules)


@dataclass(frozen=True, slots=True)
class ColourScore:
    """What one colour scores and why: the carpet that counts, among how many."""

    colour: str
    carpet: Carpet | None
    carpets: int  # how many carpets the colour has on the board

    @property
    def value(self) -> int:
        return self.carpet.value if self.carpet else 0


def colour_breakdown(board: Board, colour: str, rules: int = RULES) -> ColourScore:
    """``colour``'s score with the carpet that counted and how many it was chosen from."""
    options = carpets(board, colour)
    return ColourScore(colour, _best(options, rules), len(options))


def colour_score(board: Board, colour: str, rules: int = RULES) -> int:
    """What ``colour`` scores: the value of the carpet that counts (0 without one)."""
    return colour_breakdown(board, colour, rules).value


def player_scores(board: Board, colours: Sequence[Sequence[str]], rules: int = RULES) -> list[int]:
    """Each player's total over the colours it owns."""
    return [sum(colour_score(board, c, rules) for c in owned) for owned in colours]


def player_breakdowns(
    board: Board, colours: Sequence[Sequence[str]], rules: int = RULES
) -> tuple[tuple[ColourScore, ...], ...]:
    """Each player's colours, each with the carpet that counted."""
    return tuple(tuple(colour_breakdown(board, c, rules) for c in owned) for owned in colours)
