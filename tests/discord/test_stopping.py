"""While the bot stops (SIGTERM), a click or a command is answered "restarting" and changes
nothing: the process that will serve it next is about to start."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any

from sqlalchemy import select

from bot.i18n import ENGLISH
from bot.storage import TableRow, connect
from tests.discord.conftest import board, ephemeral_text, pick, start_game
from tests.discord.texts import text_of


async def test_clicks_and_commands_are_answered_restarting_while_stopping(world):
    thread = await start_game(world, ["ann", "bob"])
    before = (await world.env.bot.service.get(1)).version
    world.env.bot.stopping = True
    clicked = await world.members["ann"].click(board(thread), label="Play")
    assert ephemeral_text(clicked) == ENGLISH("refusal-restarting")
    asked = await world.members["bob"].slash(thread, "splito status")
    assert asked.ephemeral and text_of(asked.response) == ENGLISH("refusal-restarting")
    assert (await world.env.bot.service.get(1)).version == before
    world.env.bot.stopping = False  # the fixture's own shutdown follows


class Held:
    """A service method held at its start until ``gate`` opens: the bot stops meanwhile."""

    def __init__(self, method: Callable[..., Awaitable[Any]]) -> None:
        self.method = method
        self.entered, self.gate = asyncio.Event(), asyncio.Event()
        self.finished = 0

    async def __call__(self, *args: Any, **kwargs: Any) -> Any:
        self.entered.set()
        await self.gate.wait()
        result = await self.method(*args, **kwargs)
        self.finished += 1
        return result


async def stop_while(bot: Any, held: Held, in_flight: Awaitable[Any]) -> None:
    """Stop the bot while ``held`` is in flight: the stop must wait for it, then finish."""
    await asyncio.wait_for(held.entered.wait(), 30)
    closing = asyncio.create_task(bot.close())
    await asyncio.sleep(0.1)
    assert bot.stopping and not closing.done()  # it waits for what is in flight
    held.gate.set()
    async with asyncio.timeout(30):
        await in_flight
        await closing


async def test_a_move_in_flight_when_the_bot_stops_is_finished_and_written(world):
    """SIGTERM while a move is on its way to the database: the stop waits for it (its writes
    committed, the player answered), then closes the service and the gateway."""
    bot = world.env.bot
    thread = await start_game(world, ["ann", "bob"])
    url = bot.service.engine.url
    before = (await bot.service.get(1)).version
    bot.service.play.act = held = Held(bot.service.play.act)
    moving = asyncio.create_task(pick(world, "ann", thread))
    await stop_while(bot, held, moving)
    engine = connect(url.render_as_string(hide_password=False))
    try:
        async with engine.connect() as conn:
            version = await conn.scalar(select(TableRow.version).where(TableRow.id == 1))
    finally:
        await engine.dispose()
    assert version == before + 1  # the move was written before the service closed


async def test_a_timer_tick_in_flight_when_the_bot_stops_is_finished_first(world):
    """SIGTERM while the timers apply a deadline: the stop waits for the tick, then closes."""
    bot = world.env.bot
    bot.service.play.fire_due = held = Held(bot.service.play.fire_due)
    tick = asyncio.ensure_future(bot.timers())  # one tick, as the loop runs it
    await stop_while(bot, held, tick)
    assert held.finished == 1
