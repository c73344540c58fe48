"""Pure Pillow: engine views in, PNG bytes out. No Discord, no database, no asyncio."""

from __future__ import annotations

from engine import get_game
from render import serendipity, splitit, splito, splitter, text
from render.images import GameImages
from render.text import Say

#: Every game's images, by the engine's game name: one line per game (its package's
#: ``IMAGES``); a game from elsewhere calls ``add_images``.
_IMAGES = {
    "splito": splito.IMAGES,
    "splitit": splitit.IMAGES,
    "splitter": splitter.IMAGES,
    "serendipity": serendipity.IMAGES,
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
