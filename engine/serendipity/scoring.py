"""Serendipity's scoring, usable on any hand-built board.

For each owned colour C: the connected groups ("carpets") of face-up C tiles and face-up
Serendips; a group is worth 1 per C tile, 2 per Serendip, and 2 more per Serendip whose C edge
touches a C tile of the group. A colour's carpet is its largest (the most C tiles; between
carpets of equal size, the more valuable), as the rulebook says; tables under rulings 1 take the
most valuable one. A player scores one carpet, the largest of its colours' (rulings 3, the
rulebook's "the largest flower carpet of one colour"); under rulings 1 and 2 the sum of its
colours'. Face-down tiles count for nobody.
Decision where the rules are silent: a group must hold at least one C tile to be a carpet of C
(Serendips alone are nobody's carpet).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

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
#: The cell beyond each edge of each cell (on the board or not), edge 0 first.
_BEYOND: dict[Coord, tuple[Coord, ...]] = {
    cell: tuple(neighbour(cell, d) for d in range(6)) for cell in CELLS
}
#: The edge of a Serendip turned by ``rotation`` that shows ``colour``: exactly one, since a
#: Serendip shows each colour once (``edge_colour``).
_EDGE_OF: dict[tuple[str, int], int] = {
    (edge_colour(d, k), k): d for k in range(6) for d in range(6)
}


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
    unvisited = {
        cell
        for cell, tile in board.items()
        if tile.face_up and (tile.kind == colour or tile.kind == SERENDIP)
    }
    found = []
    for start in sorted(unvisited):
        if start not in unvisited:
            continue  # in a group found before
        unvisited.discard(start)
        tiles: list[Coord] = []
        serendips: list[Coord] = []
        frontier = [start]
        while frontier:
            cell = frontier.pop()
            (tiles if board[cell].kind == colour else serendips).append(cell)
            for near in _NEIGHBOURS[cell]:
                if near in unvisited:
                    unvisited.discard(near)
                    frontier.append(near)
        if not tiles:
            continue
        tiles.sort()
        serendips.sort()
        in_carpet = set(tiles)
        touching = tuple(
            s for s in serendips if _BEYOND[s][_EDGE_OF[colour, board[s].rotation % 6]] in in_carpet
        )
        found.append(Carpet(colour, tuple(tiles), tuple(serendips), touching))
    return found


def _best(options: list[Carpet], rules: int) -> Carpet | None:
    if not options:
        return None
    return max(options, key=lambda c: _size(c, rules))


def best_carpet(board: Board, colour: str, rules: int = RULES) -> Carpet | None:
    """The carpet ``colour`` scores: its largest (rulings 1: its most valuable), if any."""
    return _best(carpets(board, colour), rules)


@dataclass(frozen=True, slots=True)
class ColourScore:
    """A colour's carpet and why: the one chosen among how many, and whether it is the one
    its player scores (rulings 3: one carpet a player; before, every colour's)."""

    colour: str
    carpet: Carpet | None
    carpets: int  # how many carpets the colour has on the board
    counts: bool = True

    @property
    def value(self) -> int:
        """What the carpet is worth, whether or not it counts."""
        return self.carpet.value if self.carpet else 0

    @property
    def scored(self) -> int:
        """What it adds to its player's score."""
        return self.value if self.counts else 0


def _size(carpet: Carpet, rules: int) -> tuple[int, int]:
    """How a carpet compares: the largest (then the more valuable); rulings 1 the reverse."""
    if rules == 1:
        return carpet.value, len(carpet.tiles)
    return len(carpet.tiles), carpet.value


def colour_breakdown(board: Board, colour: str, rules: int = RULES) -> ColourScore:
    """``colour``'s score with the carpet that counted and how many it was chosen from."""
    options = carpets(board, colour)
    return ColourScore(colour, _best(options, rules), len(options))


def colour_score(board: Board, colour: str, rules: int = RULES) -> int:
    """What ``colour`` scores: the value of the carpet that counts (0 without one)."""
    return colour_breakdown(board, colour, rules).value


def player_scores(board: Board, colours: Sequence[Sequence[str]], rules: int = RULES) -> list[int]:
    """Each player's score: its one carpet (rulings 3), or the sum over its colours."""
    return [
        sum(score.scored for score in owned) for owned in player_breakdowns(board, colours, rules)
    ]


def player_breakdowns(
    board: Board, colours: Sequence[Sequence[str]], rules: int = RULES
) -> tuple[tuple[ColourScore, ...], ...]:
    """Each player's colours, each with its carpet and whether that carpet counts."""
    return tuple(_one_player(board, owned, rules) for owned in colours)


def one_carpet_of_several(rules: int, owned: Sequence[ColourScore]) -> bool:
    """Whether a player's score is one carpet chosen among several colours' (rulings 3 with
    two or three colours): then the breakdown says which carpet counts."""
    return rules >= 3 and len(owned) > 1


def _one_player(board: Board, owned: Sequence[str], rules: int) -> tuple[ColourScore, ...]:
    scores = [colour_breakdown(board, c, rules) for c in owned]
    if rules < 3:
        return tuple(scores)
    # One carpet a player: the largest of all its colours' (the first colour on a full tie,
    # which scores the same).
    carpeted = [(s, s.carpet) for s in scores if s.carpet is not None]
    best = max(carpeted, key=lambda pair: _size(pair[1], rules), default=None)
    chosen = best[0] if best is not None else None
    return tuple(s if s is chosen else replace(s, counts=False) for s in scores)
