"""What the images of one game are: the descriptor each game's render package gives."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine import Dynamics, get_game
from render.text import Say


@dataclass(frozen=True)
class GameImages:
    """The images of one game: each takes engine views (and names) and the words of the
    language to draw in, and returns PNG bytes."""

    #: The engine's name of the game these images draw.
    game: str = field(kw_only=True)
    #: The table, over as many images as a phone needs (one, but for the largest tables).
    table: Callable[[Any, Sequence[str], Say], list[bytes]]
    scoreboard: Callable[[Any, Any, Sequence[str], Say], bytes]
    hand: Callable[[Any, Say], bytes] | None = None  # games with a hidden hand
    #: The demo writes the table every this many rounds (a game of hundreds of steps needs
    #: only a sample).
    demo_every: int = 1
    #: How long a replay shows each board; None: as long as the game's dynamics give
    #: (``frame_ms``: a turn is quicker to read than a round).
    replay_frame_ms: int | None = None
    #: The table size the samples (``make samples``) draw: a large one, the hardest to read.
    sample_players: int = field(kw_only=True)


#: How long a replay shows each board, by how the game is played, unless its images say.
PACE_MS = {Dynamics.SIMULTANEOUS: 1200, Dynamics.TURNS: 700}


def frame_ms(images: GameImages) -> int:
    """How long a replay of the game shows each board."""
    if images.replay_frame_ms is not None:
        return images.replay_frame_ms
    return PACE_MS[get_game(images.game).dynamics]


def one_page(draw: Callable[[Any, Sequence[str], Say], bytes]) -> Callable[..., list[bytes]]:
    """A table drawn as one image, as ``GameImages.table`` gives it: a list of pages."""

    def pages(view: Any, names: Sequence[str], say: Say) -> list[bytes]:
        return [draw(view, names, say)]

    return pages
