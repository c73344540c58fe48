"""Hand-built Serendipity positions for tests: tiles placed where a test wants them."""

from __future__ import annotations

from collections import Counter
from typing import Any

from engine import get_game
from engine.serendipity import CELLS, COLOURS, ORDER, SERENDIP, SerendipityState, Tile

GAME = get_game("serendipity")


def facing(colour: str, direction: int) -> int:
    """The rotation that shows ``colour`` on edge ``direction``."""
    return (ORDER.index(colour) - direction) % 6


def up(kind: str, rotation: int = 0) -> Tile:
    return Tile(kind, True, rotation)


def tiles_with(placed: dict[Any, Tile]) -> tuple[Tile, ...]:
    """The 91 tiles with ``placed`` (cell → Tile) where they are and the remaining tiles face
    down on the other cells, 13 of each kind in all."""
    left = Counter({kind: 13 for kind in (*COLOURS, SERENDIP)})
    left.subtract(Counter(t.kind for t in placed.values()))
    rest = iter(sorted(left.elements()))
    return tuple(placed.get(c) or Tile(next(rest)) for c in CELLS)


def build(placed: dict, *, players: int = 2, current: int = 0, **options: Any) -> SerendipityState:
    """A game whose tiles are ``placed``, ``current`` to turn a tile."""
    config = GAME.make_config(players, options or None)
    return SerendipityState(config, tiles_with(placed), current, "turn")
