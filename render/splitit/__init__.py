"""Split it!'s images: the board (the row, its zones, everyone's columns) and the scoreboard."""

from engine.splitit import GAME
from render.images import GameImages, one_page
from render.splitit.board import card_label, render_board, render_scoreboard, winners_note

IMAGES = GameImages(one_page(render_board), render_scoreboard, game=GAME.name, sample_players=3)

__all__ = ["IMAGES", "card_label", "render_board", "render_scoreboard", "winners_note"]
