"""Splito's images: the table (zones, objectives, commons), a player's hand, the scoreboard."""

from engine.splito import GAME
from render.images import GameImages
from render.splito.board import legend, letter, render_table, zone_columns, zone_name, zone_short
from render.splito.hand import card_order, hand_labels, hand_order, render_hand
from render.splito.scores import render_scoreboard, tiebreak_note

#: A round of Splito changes zones, objectives and commons at once: its replay lingers longer.
IMAGES = GameImages(
    render_table,
    render_scoreboard,
    render_hand,
    game=GAME.name,
    replay_frame_ms=1500,
    sample_players=6,
)

__all__ = [
    "IMAGES",
    "card_order",
    "hand_labels",
    "hand_order",
    "legend",
    "letter",
    "render_hand",
    "render_scoreboard",
    "render_table",
    "tiebreak_note",
    "zone_columns",
    "zone_name",
    "zone_short",
]
