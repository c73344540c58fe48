"""Pure Pillow: engine views in, PNG bytes out. No Discord, no database, no asyncio."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from render import serendipity, splitit, splito, splitter
from render.text import Say


@dataclass(frozen=True)
class GameImages:
    """The images of one game: each takes engine views (and names) and the words of the
    language to draw in, and returns PNG bytes."""

    table: Callable[[Any, Sequence[str], Say], bytes]
    scoreboard: Callable[[Any, Any, Sequence[str], Say], bytes]
    hand: Callable[[Any, Say], bytes] | None = None  # games with a hidden hand
    #: The demo writes the table every this many rounds (a game of hundreds of steps needs
    #: only a sample).
    demo_every: int = 1


_IMAGES = {
    "splito": GameImages(splito.render_table, splito.render_scoreboard, splito.render_hand),
    "splitit": GameImages(splitit.render_board, splitit.render_scoreboard),
    "splitter": GameImages(splitter.render_sheets, splitter.render_scoreboard),
    "serendipity": GameImages(serendipity.render_board, serendipity.render_final, demo_every=25),
}


def images_for(game: str) -> GameImages:
    """The image set of a game, by the engine's game name."""
    return _IMAGES[game]


def games_with_images() -> list[str]:
    """The engine names of the games that have images (the others cannot be shown yet)."""
    return sorted(_IMAGES)
