"""The health check's heartbeat: touched while the bot is connected and its timers run."""

from __future__ import annotations

import pytest

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
