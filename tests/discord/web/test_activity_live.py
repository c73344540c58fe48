"""The table as a Discord Activity, in a real Chromium: the Activity's page, with the real
``DiscordSDK``, in a frame that plays Discord's client; the bot asks a stand-in for Discord's
OAuth2 and Activity endpoints who the member is. Bob plays a whole game of Splito inside the
Activity against Ann in Discord's messages; a member who refuses Discord's consent, or opens
an instance of another channel, is told so in words and nothing changes."""

from __future__ import annotations

import os
import socket
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.web import ActivitySettings, WebSettings
from tests.discord.conftest import pick, start_game
from tests.discord.web.activity import open_activity
from tests.discord.web.conftest import settled_past
from tests.discord.web.test_splito_live import wait_for_round
from tests.fake_discord_oauth import CLIENT_ID, CLIENT_SECRET, FakeDiscordOAuth, running


@pytest.fixture
async def discord_oauth() -> AsyncIterator[FakeDiscordOAuth]:
    async with running() as fake:
        yield fake


@pytest.fixture
def web_settings(discord_oauth: FakeDiscordOAuth) -> WebSettings:
    """The live table with the Activity on: Discord's endpoints are the stand-in's, and the
    Activity's page is served from the bot's own address (where Discord's proxy would be)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    origin = f"http://127.0.0.1:{port}"
    activity = ActivitySettings(CLIENT_SECRET, CLIENT_ID, discord_oauth.url, origin)
    return WebSettings(port=port, activity=activity)


async def test_a_whole_game_inside_the_activity(world, browser, discord_oauth):
    bot = world.env.bot
    discord_oauth.bot_token = bot.http.token
    thread = await start_game(world, ["ann", "bob"])
    service = bot.service
    table = await service.get(1)
    place = table.thread_id or table.channel_id  # the board's, where Bob launches it
    bob = world.members["bob"]
    instance = discord_oauth.open_instance(place, [bob.id])
    page, activity, frames = await open_activity(
        browser,
        bot.web.base_url,
        code=discord_oauth.code_for(bob.id, "fr"),
        user_id=bob.id,
        instance_id=instance,
        channel_id=place,
    )
    await activity.wait_for_selector(".hand button.card")
    assert await page.evaluate("window.sdkCommands") == ["AUTHORIZE", "AUTHENTICATE"]
    assert await page.evaluate("window.authorized.scope") == ["identify"]
    assert await page.evaluate("window.handshake.client_id") == str(CLIENT_ID)
    assert await activity.evaluate("document.documentElement.lang") == "fr"  # Bob's Discord
    shots = os.environ.get("SPLITBOT_SHOTS")  # as a phone shows it: make test-web writes it
    if shots:
        Path(shots).mkdir(parents=True, exist_ok=True)
        await page.screenshot(path=Path(shots) / "activity-splito-fr-360.png")
    while table.status == "running":
        round_now = table.round
        await wait_for_round(activity, round_now)
        await pick(world, "ann", thread)
        version = (await service.get(1)).version
        await activity.locator(".hand button.card").first.click()
        await activity.locator(".side").first.click()
        await settled_past(world, activity, version)
        table = await service.get(1)
    assert table.status == "finished"
    tables = [f for f in frames.received if f["type"] == "table"]
    assert all(f["seat"] == 1 for f in tables) and len(tables) > table.round
    assert page.errors == []  # type: ignore[attr-defined]
    # Every request the bot made of Discord: one exchange, one member, one instance.
    assert sorted(discord_oauth.requests) == sorted(
        [
            ("POST", "/oauth2/token"),
            ("GET", "/users/@me"),
            ("GET", f"/applications/{CLIENT_ID}/activity-instances/{instance}"),
        ]
    )


@pytest.mark.parametrize(
    ("case", "said"),
    [
        ("consent refused", "Discord did not open the table"),
        ("another channel", "This Activity is not one the bot knows"),
    ],
)
async def test_an_activity_that_opens_nothing_says_so(world, browser, discord_oauth, case, said):
    bot = world.env.bot
    discord_oauth.bot_token = bot.http.token
    await start_game(world, ["ann", "bob"])
    table = await bot.service.get(1)
    place = table.thread_id or table.channel_id
    bob = world.members["bob"]
    refused = case == "consent refused"
    _, activity, frames = await open_activity(
        browser,
        bot.web.base_url,
        code=None if refused else discord_oauth.code_for(bob.id),
        user_id=bob.id,
        # The page names the board's channel; Discord says the instance runs in another.
        instance_id=discord_oauth.open_instance(place if refused else place + 1, [bob.id]),
        channel_id=place,
    )
    await activity.locator("#state").filter(has_text=said).wait_for()
    if refused:
        assert discord_oauth.requests == []  # nothing was asked of Discord
    assert frames.received == []  # no socket was opened
    assert (await bot.service.get(1)).version == table.version
