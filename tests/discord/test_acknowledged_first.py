"""Buttons that open a secret control answer Discord first ("thinking…"), then check the seat,
which may wait for the table's lock and its replay check, and draw: the 3-second limit on the
first response never depends on either."""

from __future__ import annotations

from typing import Any

import pytest

from bot.discordbot import common
from bot.discordbot.splito import controls as splito_controls
from tests.discord.conftest import board, custom_ids, start_game


@pytest.fixture
def answered_when_seated(monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    """Whether the interaction had its first response when the seat check began, per call."""
    seen: list[bool] = []
    original = common.seated

    async def watched(interaction: Any, *args: Any) -> Any:
        seen.append(interaction.response.is_done())
        return await original(interaction, *args)

    monkeypatch.setattr(splito_controls, "seated", watched)
    return seen


async def test_play_is_answered_before_the_seat_check(world, answered_when_seated):
    thread = await start_game(world, ["ann", "bob"])
    (play,) = custom_ids(board(thread), "splito:play:")
    shown = await world.members["ann"].click(board(thread), custom_id=play)
    assert custom_ids(shown.response, "splito:card:")
    stranger = await world.members["cat"].click(board(thread), custom_id=play)
    assert stranger.ephemeral and stranger.response.content == "You are not playing in this game."
    assert answered_when_seated == [True, True]
