"""**Play in Discord** on a board, as members click it: the bot answers with ``LAUNCH_ACTIVITY``
(callback type 12); where Discord refuses it, the clicker gets one line and their own browser
link, nothing else changes. SimCord 3.2.1 does not know type 12 and refuses it as Discord does
where the Activity is not enabled (with its own error code, not Discord's 50231): so the
launch itself is checked as the request the bot sends, and SimCord's refusal plays the
fallback."""

from __future__ import annotations

import socket
from typing import Any

import pytest
from discord.webhook import async_ as webhooks

from bot.discordbot import weblinks
from bot.discordbot.client import SplitBot
from bot.service.links import read
from bot.web import ActivitySettings, WebSettings
from tests.discord.conftest import board, buttons, ephemeral_text, start_game
from tests.fake_discord_oauth import CLIENT_SECRET

PLAY_IN_DISCORD = "Play in Discord"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.fixture
def simcord_bot(migrated_database_url: str) -> SplitBot:
    web = WebSettings(port=free_port(), activity=ActivitySettings(CLIENT_SECRET))
    return SplitBot(migrated_database_url, shard_count=1, web=web)


@pytest.fixture
def callbacks(monkeypatch: pytest.MonkeyPatch) -> list[dict[str, Any]]:
    """The interaction callbacks the bot sends, as it sends them."""
    sent: list[dict[str, Any]] = []
    send = webhooks.AsyncWebhookAdapter.create_interaction_response

    def recorded(self: Any, *args: Any, params: Any, **kwargs: Any) -> Any:
        sent.append(dict(params.payload or {}))
        return send(self, *args, params=params, **kwargs)

    monkeypatch.setattr(webhooks.AsyncWebhookAdapter, "create_interaction_response", recorded)
    return sent


def labels(message: Any) -> list[str]:
    return [b.get("label", "") for b in buttons(message)]


async def test_the_board_launches_the_activity_and_falls_back_to_the_browser(world, callbacks):
    thread = await start_game(world, ["ann", "bob"])
    shown = board(thread)
    assert labels(shown)[-2:] == [PLAY_IN_DISCORD, "Watch live ↗"]
    before = await world.env.bot.service.get(1)
    callbacks.clear()
    clicked = await world.members["bob"].click(shown, label=PLAY_IN_DISCORD)
    assert callbacks[0] == {"type": 12}  # LAUNCH_ACTIVITY, nothing else with it
    assert clicked.ephemeral
    assert ephemeral_text(clicked).startswith("Discord cannot open the table here")
    (link,) = [b["url"] for b in buttons(clicked.response) if b.get("url")]
    token = link.split("#", 1)[1]
    granted = read(await world.env.bot.service.links.secret(), token, now=0)
    assert (granted.table_id, granted.seat) == (1, 1)  # Bob's own seat
    after = await world.env.bot.service.get(1)
    assert after.version == before.version  # nothing else changed


async def test_a_member_not_seated_is_given_the_public_view(world, callbacks):
    thread = await start_game(world, ["ann", "bob"])
    clicked = await world.members["cat"].click(board(thread), label=PLAY_IN_DISCORD)
    (link,) = [b["url"] for b in buttons(clicked.response) if b.get("url")]
    granted = read(await world.env.bot.service.links.secret(), link.split("#", 1)[1], now=0)
    assert granted.seat is None


async def test_a_board_posted_while_it_was_on_says_so_once_it_is_off(world, callbacks):
    thread = await start_game(world, ["ann", "bob"])
    shown = board(thread)
    served = weblinks.SERVED.table
    assert served is not None and served.activity is not None
    activity, served.activity = served.activity, None  # the bot restarted with it off
    try:
        callbacks.clear()
        clicked = await world.members["ann"].click(shown, label=PLAY_IN_DISCORD)
    finally:
        served.activity = activity
    assert ephemeral_text(clicked) == (
        "The table does not open inside Discord here: use **Watch live ↗** instead."
    )
    assert all(callback["type"] != 12 for callback in callbacks)


async def test_the_activity_on_without_its_sdk_stops_the_start_in_one_line(
    migrated_database_url, monkeypatch
):
    """A bot installed without ``make`` (the SDK's files are copied from npm by it)."""
    from bot.service import TableService
    from bot.storage import connect
    from bot.web import activity

    monkeypatch.setattr(activity, "SDK_FOLDER", ("static", "no-such-folder"))
    engine = connect(migrated_database_url)
    service = TableService(engine)
    web = WebSettings(port=free_port(), activity=ActivitySettings(CLIENT_SECRET, 1))
    try:
        with pytest.raises(weblinks.CannotServe) as refused:
            await weblinks.serve(service, web, application_id=1, bot_token="t")
    finally:
        await service.close()
        await engine.dispose()
    assert "SPLITBOT_ACTIVITY is on, but Discord's Embedded App SDK is not installed" in str(
        refused.value
    )
    assert "\n" not in str(refused.value)
