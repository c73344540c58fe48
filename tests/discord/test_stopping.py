"""While the bot stops (SIGTERM), a click or a command is answered "restarting" and changes
nothing: the process that will serve it next is about to start."""

from __future__ import annotations

from bot.i18n import ENGLISH
from tests.discord.conftest import board, ephemeral_text, start_game


async def test_clicks_and_commands_are_answered_restarting_while_stopping(world):
    thread = await start_game(world, ["ann", "bob"])
    before = (await world.env.bot.service.get(1)).version
    world.env.bot.stopping = True
    clicked = await world.members["ann"].click(board(thread), label="Play")
    assert ephemeral_text(clicked) == ENGLISH("refusal-restarting")
    asked = await world.members["bob"].slash(thread, "splito status")
    assert asked.ephemeral and asked.response.content == ENGLISH("refusal-restarting")
    assert (await world.env.bot.service.get(1)).version == before
    world.env.bot.stopping = False  # the fixture's own shutdown follows
