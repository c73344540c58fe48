"""Pure Pillow: engine views in, PNG bytes out. No Discord, no database, no asyncio."""

from __future__ import annotations

import random

from engine import get_game
from render import serendipity, splitit, splito, splitter, text
from render.images import GameImages
from render.text import Say

#: Every game's images, by the engine's game name: one line per game (its package's
#: ``IMAGES``); a game from elsewhere calls ``add_images``.
_IMAGES = {
    images.game: images
    for images in (splito.IMAGES, splitit.IMAGES, splitter.IMAGES, serendipity.IMAGES)
}
_OWN = frozenset(_IMAGES)
#: The games whose opening table ``warm`` has drawn in this process.
_warmed: set[str] = set()


def add_images(images: GameImages) -> None:
    """Draw one more game, from outside this package (by the engine's name its images give)."""
    _IMAGES[images.game] = images


def added_images() -> dict[str, GameImages]:
    """The images of games added from outside this package (for a worker process)."""
    return {name: images for name, images in _IMAGES.items() if name not in _OWN}


def remove_images(game: str) -> None:
    """Forget a game ``add_images`` added (and that it was warmed: it may come back drawn
    otherwise)."""
    if game not in _OWN:
        _IMAGES.pop(game, None)
        _warmed.discard(game)


def images_for(game: str) -> GameImages:
    """The image set of a game, by the engine's game name."""
    return _IMAGES[game]


def games_with_images() -> list[str]:
    """The engine names of the games that have images (the others cannot be shown yet)."""
    return sorted(_IMAGES)


#: How many moves into a game ``warm`` draws its table a second time.
WARM_MOVES = 24


def warm(say: Say) -> None:
    """Load the fonts and draw each game's table once at its start and once some moves in,
    off the clock (at start-up): a player's first board then costs what every later one does,
    its words (values, colours, marks, scores) drawn before. A bot started again in the same
    process finds them warm: only a game added since is drawn."""
    text.warm()
    for name, images in _IMAGES.items():
        if name in _warmed:
            continue
        game = get_game(name)
        low, high = game.player_range()
        players = min(low + 1, high)
        names = [f"Player {i}" for i in range(players)]
        state = game.new_game(game.make_config(players), 0)
        images.table(game.view(state, None), names, say)
        moves = random.Random(0)
        for _ in range(WARM_MOVES):
            waiting = sorted(game.waiting_for(state))
            if not waiting:
                break
            legal = game.legal_actions(state, waiting[0])
            state = game.apply(state, waiting[0], moves.choice(legal))
        images.table(game.view(state, None), names, say)
        _warmed.add(name)
