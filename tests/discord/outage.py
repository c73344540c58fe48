"""What a database outage looks like through Discord, for the outage tests of each database: a
click answered "try again in a moment" that changes nothing, and turn timers that say so once
and once again when the database is back."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from contextlib import AbstractAsyncContextManager
from typing import Any

import pytest
from prometheus_client import REGISTRY

from bot.i18n import ENGLISH
from tests.discord.conftest import World, ephemeral_text, pick, start_game
from tests.discord.texts import text_of

TIMERS_LOG = "bot.discordbot.client"
#: A test waits this long at most for something the bot does in its own time (it fails then).
PATIENCE = 60.0


async def until(condition: Callable[[], bool], what: str) -> None:
    """Wait until ``condition`` holds (the bot's writer may be waiting on a lock meanwhile)."""
    async with asyncio.timeout(PATIENCE):
        while not condition():
            await asyncio.sleep(0.05)
    assert condition(), what


def timer_failures() -> float:
    """The metrics' count of timer ticks the database failed."""
    labels = {"where": "timers", "kind": "database"}
    return REGISTRY.get_sample_value("splitbot_errors_total", labels) or 0.0


def timer_records(caplog: pytest.LogCaptureFixture) -> list[logging.LogRecord]:
    return [r for r in caplog.records if r.name == TIMERS_LOG]


async def play_through_an_outage(
    world: World,
    caplog: pytest.LogCaptureFixture,
    outage: Callable[[], AbstractAsyncContextManager[Any]],
    after_restart: Callable[[], Awaitable[None]] | None = None,
) -> None:
    """A remind-timer game of Splito; during ``outage()`` Ann picks and the reminder falls due;
    then the database is back and the game goes on."""
    caplog.set_level(logging.INFO)
    thread = await start_game(world, ["ann", "bob"], timer="remind", timer_minutes=2.0)
    service = world.env.bot.service
    before = (await service.get(1)).version
    async with outage():
        answer = await asyncio.wait_for(pick(world, "ann", thread), PATIENCE)
        assert ephemeral_text(answer) == ENGLISH("database-unavailable")
        assert (await service.get(1)).version == before  # nothing changed
        failed = [r for r in caplog.records if r.levelno >= logging.WARNING]
        assert len(failed) == 1 and not failed[0].exc_info  # one line, no traceback
        assert "the database is out of reach" in failed[0].getMessage()

        failed_ticks = timer_failures()
        await world.env.advance_time(121)  # the reminder falls due: it cannot be applied
        await until(lambda: bool(timer_records(caplog)), "the timers said nothing")
        assert timer_failures() > failed_ticks  # and the metrics count each failed tick
        await world.env.advance_time(20)  # two more ticks, still out of reach
        said = timer_records(caplog)
        assert [r.levelname for r in said] == ["ERROR"] and not said[0].exc_info
        assert said[0].getMessage().startswith("the database is out of reach (")
        assert said[0].getMessage().endswith("); turn timers wait for it")
    if after_restart is not None:
        await after_restart()

    async def back() -> bool:
        await world.env.advance_time(10)
        return any("is back" in r.getMessage() for r in timer_records(caplog))

    async with asyncio.timeout(PATIENCE):
        while not await back():
            pass
    said = timer_records(caplog)
    assert [r.levelname for r in said] == ["ERROR", "WARNING"]
    assert said[1].getMessage() == "the database is back; turn timers run again"
    # The reminder that fell due during the outage is posted now, once.
    bob = world.members["bob"]
    reminders = [
        m for m in thread.history() if text_of(m).startswith("⏰") and f"<@{bob.id}>" in text_of(m)
    ]
    assert len(reminders) == 1
    assert not [r for r in caplog.records if r.exc_info]  # no traceback anywhere
