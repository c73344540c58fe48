"""Pure Pillow: engine views in, PNG bytes out. No Discord, no database, no asyncio."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine import get_game
from render import serendipity, splitit, splito, splito_hand, splito_scores, splitter, text
from render.text import Say


@dataclass(frozen=True)
class GameImages:
    """The images of one game: each takes engine views (and names) and the words of the
    language to draw in, and returns PNG bytes."""

    #: The table, over as many images as a phone needs (one, but for the largest tables).
    table: Callable[[Any, Sequence[str], Say], list[bytes]]
    scoreboard: Callable[[Any, Any, Sequence[str], Say], bytes]
    hand: Callable[[Any, Say], bytes] | None = None  # games with a hidden hand
    #: The demo writes the table every this many rounds (a game of hundreds of steps needs
    #: only a sample).
    demo_every: int = 1
    #: How long a replay shows each board (a Serendipity turn is quicker to read than a round).
    replay_frame_ms: int = 1200
    #: The table size the samples (``make samples``) draw: a large one, the hardest to read.
    sample_players: int = field(kw_only=True)


def _one_page(draw: Callable[[Any, Sequence[str], Say], bytes]) -> Callable[..., list[bytes]]:
    def pages(view: Any, names: Sequence[str], say: Say) -> list[bytes]:
        return [draw(view, names, say)]

    return pages


_IMAGES = {
    "splito": GameImages(
        splito.render_table,
        splito_scores.render_scoreboard,
        splito_hand.render_hand,
        replay_frame_ms=1500,
        sample_players=6,
    ),
    "splitit": GameImages(
        _one_page(splitit.render_board), splitit.render_scoreboard, sample_players=3
    ),
    "splitter": GameImages(splitter.render_sheets, splitter.render_scoreboard, sample_players=5),
    "serendipity": GameImages(
        _one_page(serendipity.render_board),
        serendipity.render_final,
        demo_every=25,
        replay_frame_ms=700,
        sample_players=3,
    ),
}


#: The images of games from outside this package, as ``add_images`` was given them.
_ADDED: dict[str, GameImages] = {}


def add_images(game: str, images: GameImages) -> None:
    """Draw one more game, from outside this package: its images, by the engine's game name."""
    _IMAGES[game] = _ADDED[game] = images


def added_images() -> dict[str, GameImages]:
    """What ``add_images`` was given, to give a worker process the same images."""
    return dict(_ADDED)


def remove_images(game: str) -> None:
    """Forget a game ``add_images`` added."""
    _ADDED.pop(game, None)
    _IMAGES.pop(game, None)


def images_for(game: str) -> GameImages:
    """The image set of a game, by the engine's game name."""
    return _IMAGES[game]


def games_with_images() -> list[str]:
    """The engine names of the games that have images (the others cannot be shown yet)."""
    return sorted(_IMAGES)


def warm(say: Say) -> None:
    """Load the fonts and draw each game's opening table once, off the clock (at start-up):
    a player's first board then costs what every later one does."""
    text.warm()
    for name, images in _IMAGES.items():
        game = get_game(name)
        low, high = game.player_range()
        players = min(low + 1, high)
        state = game.new_game(game.make_config(players), 0)
        images.table(game.view(state, None), [f"Player {i}" for i in range(players)], say)
