"""A replay's pace follows the game's dynamics (a turn is quicker to read than a round),
unless the game's images set their own."""

from __future__ import annotations

import pytest

from engine import Dynamics, get_game
from render import games_with_images, images_for
from render.images import PACE_MS, frame_ms


@pytest.mark.parametrize("name", games_with_images())
def test_each_game_s_replay_pace_is_its_own_or_its_dynamics(name):
    images = images_for(name)
    if images.replay_frame_ms is None:
        assert frame_ms(images) == PACE_MS[get_game(name).dynamics]
    else:
        assert frame_ms(images) == images.replay_frame_ms


def test_a_turn_is_shown_quicker_than_a_round():
    assert PACE_MS[Dynamics.TURNS] < PACE_MS[Dynamics.SIMULTANEOUS]
    assert frame_ms(images_for("serendipity")) == PACE_MS[Dynamics.TURNS]
    assert frame_ms(images_for("splitit")) == PACE_MS[Dynamics.SIMULTANEOUS]
