"""**Open the table ↗** on every private control, with the live table on, whatever fills the
control's rows: a Serendipity panel at a Serendip just turned (its rotation select, its two
rows of choices and its Hint) has no room left in its last row."""

from __future__ import annotations

import socket

import pytest

from bot.discordbot.client import SplitBot
from bot.web import WebSettings
from engine import get_game
from tests.discord.conftest import SLOW_SETTLE, buttons
from tests.discord.test_serendipity_game import Player, table_of

pytestmark = SLOW_SETTLE


@pytest.fixture
def simcord_bot(migrated_database_url: str) -> SplitBot:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    return SplitBot(migrated_database_url, shard_count=1, web=WebSettings(port=port))


@pytest.mark.no_cover  # many turns to reach a Serendip: each line, another test traces too
async def test_a_full_serendipity_panel_still_opens_with_its_link(world):
    from tests.discord.test_tutorial import open_tutorial

    ann, thread = await open_tutorial(world, "ann", "serendipity")
    service = world.env.bot.service
    game = get_game("serendipity")
    while (table := await table_of(world)).public.phase != "serendip":
        _, _, taught = await service.play.suggest(1, ann.id)
        await service.play.act_json(
            1, ann.id, game.action_to_json(taught.action), round=table.round
        )
    panel = await Player(world, "ann", thread).open()  # refused with a traceback before
    assert [b["label"] for b in buttons(panel) if b.get("url")] == ["Open the table ↗"]
