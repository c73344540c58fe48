"""Splitter's images: the players' sheets (over as many images as a phone needs) and the
scoreboard."""

from engine.splitter import GAME
from render.images import GameImages
from render.splitter.sheets import (
    HEART_FILL,
    STAR_FILL,
    draw_sheet,
    render_scoreboard,
    render_sheet,
    render_sheets,
    sheet_legend,
)

IMAGES = GameImages(render_sheets, render_scoreboard, game=GAME.name, sample_players=5)

__all__ = [
    "HEART_FILL",
    "IMAGES",
    "STAR_FILL",
    "draw_sheet",
    "render_scoreboard",
    "render_sheet",
    "render_sheets",
    "sheet_legend",
]
