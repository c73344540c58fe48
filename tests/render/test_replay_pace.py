"""A replay's pace follows the game's dynamics (a turn is quicker to read than a round),
unless the game's images set their own."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from bot.i18n import ENGLISH
from engine import Dynamics, get_game
from render import games_with_images, images_for
from render.images import PACE_MS, frame_ms
from render.replay import HOLD_MS, animate


@pytest.mark.parametrize("name", games_with_images())
def test_each_game_s_replay_shows_its_boards_at_its_pace(name):
    """The GIF a replay posts holds each board as long as the game's pace (its images' own,
    else its dynamics'), and the last one longer."""
    game, images = get_game(name), images_for(name)
    low, high = game.player_range()
    players = min(max(low, 2), high)
    state = game.new_game(game.make_config(players), 3)
    views = [game.view(state, None)]
    while len(views) < 3:  # boards that differ: a GIF merges a board shown twice in a row
        seat = min(game.waiting_for(state))
        state = game.apply(state, seat, game.legal_actions(state, seat)[0])
        if game.view(state, None) != views[-1]:
            views.append(game.view(state, None))
    names = [f"P{i}" for i in range(players)]
    gif = Image.open(io.BytesIO(animate(name, views, names, ENGLISH)))
    pace = images.replay_frame_ms or PACE_MS[game.dynamics]
    assert frame_ms(images) == pace
    shown = 0
    for index in range(gif.n_frames):  # boards drawn alike are merged, their times added
        gif.seek(index)
        shown += gif.info["duration"]
    assert shown == pace * (len(views) - 1) + HOLD_MS


def test_a_turn_is_shown_quicker_than_a_round():
    assert PACE_MS[Dynamics.TURNS] < PACE_MS[Dynamics.SIMULTANEOUS]
    assert frame_ms(images_for("serendipity")) == PACE_MS[Dynamics.TURNS]
    assert frame_ms(images_for("splitit")) == PACE_MS[Dynamics.SIMULTANEOUS]
