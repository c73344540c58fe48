"""**Open the table ↗** on every private control, with the live table on, whatever fills the
control's rows: a Serendipity panel at a Serendip just turned (its rotation select, its two
rows of choices and its Hint) has no room left in its last row."""

from __future__ import annotations

import socket

import pytest

from bot.discordbot.client import SplitBot
from bot.web import WebSettings
from tests.discord.conftest import SLOW_SETTLE, buttons
from tests.discord.test_hints_serendipity import serendip_just_turned
from tests.discord.test_serendipity_game import Player

pytestmark = SLOW_SETTLE


@pytest.fixture
def simcord_bot(migrated_database_url: str) -> SplitBot:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    return SplitBot(migrated_database_url, shard_count=1, web=WebSettings(port=port))


@pytest.mark.no_cover  # many turns to reach a Serendip: each line, another test traces too
async def test_a_full_serendipity_panel_still_opens_with_its_link(world):
    _, thread, _ = await serendip_just_turned(world)
    panel = await Player(world, "ann", thread).open()  # refused with a traceback before
    assert [b["label"] for b in buttons(panel) if b.get("url")] == ["Open the table ↗"]
