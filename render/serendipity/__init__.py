"""Serendipity's images: the board of hexagons, the final board with its carpets and the final
scores, a Serendip's preview."""

from engine.serendipity import GAME
from render.images import GameImages, one_page
from render.serendipity.board import (
    last_action_cells,
    render_board,
    render_final,
    render_scores,
    render_serendip_preview,
)

IMAGES = GameImages(
    one_page(render_board), render_scores, game=GAME.name, demo_every=25, sample_players=3
)

__all__ = [
    "IMAGES",
    "last_action_cells",
    "render_board",
    "render_final",
    "render_scores",
    "render_serendip_preview",
]
