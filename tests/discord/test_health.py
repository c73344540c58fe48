"""The health check's heartbeat: touched while the bot is connected and its timers run."""

from __future__ import annotations

import sqlite3

import pytest
from sqlalchemy.exc import OperationalError

from bot.discordbot.client import SplitBot


@pytest.fixture
def heartbeat(tmp_path):
    return tmp_path / "alive"


@pytest.fixture
def simcord_bot(database_url, heartbeat):
    return SplitBot(database_url, shard_count=1, heartbeat_file=heartbeat)


async def test_a_connected_bot_touches_its_heartbeat_at_every_timer_tick(world, heartbeat):
    await world.env.advance_time(11)
    assert heartbeat.exists()
    first = heartbeat.stat().st_mtime_ns
    heartbeat.unlink()
    await world.env.advance_time(11)
    assert heartbeat.exists() and heartbeat.stat().st_mtime_ns >= first


async def test_a_shard_disconnected_past_the_limit_stops_the_heartbeat_until_it_is_back(
    world, heartbeat
):
    bot = world.env.bot
    await world.env.advance_time(11)
    assert heartbeat.exists()
    await bot.get_shard(0).disconnect()
    heartbeat.unlink()
    await world.env.advance_time(30)  # a short gap: discord.py reconnects by itself
    assert heartbeat.exists() and bot.is_ready()
    heartbeat.unlink()
    await world.env.advance_time(40)  # over a minute down: unhealthy, although "ready"
    heartbeat.unlink(missing_ok=True)
    await world.env.advance_time(20)
    assert not heartbeat.exists() and bot.is_ready() and not bot.connected()
    await bot.get_shard(0).reconnect()
    await world.env.advance_time(11)
    assert heartbeat.exists() and bot.connected()


async def test_a_database_out_of_reach_stops_the_heartbeat_until_it_is_back(
    world, heartbeat, monkeypatch
):
    await world.env.advance_time(11)
    heartbeat.unlink()

    async def out_of_reach(*args, **kwargs):
        raise OperationalError(
            "SELECT", {}, sqlite3.OperationalError("unable to open database file")
        )

    with monkeypatch.context() as patched:
        patched.setattr(world.env.bot.service.play, "fire_due", out_of_reach)
        await world.env.advance_time(30)
        assert not heartbeat.exists()
    await world.env.advance_time(11)
    assert heartbeat.exists()
