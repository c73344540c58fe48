"""The table as a Discord Activity, in a real Chromium: the Activity's page, with the real
``DiscordSDK``, in a frame that plays Discord's client; the bot asks a stand-in for Discord's
OAuth2 and Activity endpoints who the member is. Bob plays a whole game of every game inside
the Activity against Ann in Discord's messages, Cat watching in a browser; a member who
refuses Discord's consent, or opens an instance of another channel, is told so in words and
nothing changes; a restart of the bot is outlived."""

from __future__ import annotations

import os
import socket
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest

from bot.discordbot.client import SplitBot
from bot.i18n import words
from bot.web import ActivitySettings, WebSettings
from tests.discord.conftest import board, start_game
from tests.discord.test_serendipity_game import live_board, two_player_game
from tests.discord.test_splitit_game import split_board
from tests.discord.test_splitter_game import sheet_board
from tests.discord.web.activity import open_activity
from tests.discord.web.conftest import link_url, page_at
from tests.discord.web.test_serendipity_live import bob_plays_serendipity
from tests.discord.web.test_splitit_live import bob_plays_splitit
from tests.discord.web.test_splito_live import bob_plays_splito
from tests.discord.web.test_splitter_live import bob_plays_splitter
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


async def splito(world: Any) -> Any:
    return await start_game(world, ["ann", "bob"])


async def splitter(world: Any) -> Any:
    return await start_game(world, ["ann", "bob"], command="splitter")


async def splitit(world: Any) -> Any:
    return await start_game(world, ["ann", "bob"], command="split")


async def serendipity(world: Any) -> Any:
    thread, _ = await two_player_game(world)
    return thread


#: Each game: how Ann and Bob sit down at it, how Bob plays a whole game on a page, and its
#: public board (where **Watch live ↗** is).
GAMES: dict[
    str,
    tuple[Callable[[Any], Awaitable[Any]], Callable[..., Awaitable[Any]], Callable[[Any], Any]],
] = {
    "splito": (splito, bob_plays_splito, board),
    "splitter": (splitter, bob_plays_splitter, sheet_board),
    "split it": (splitit, bob_plays_splitit, split_board),
    "serendipity": (serendipity, bob_plays_serendipity, live_board),
}


@pytest.mark.parametrize("game", list(GAMES))
async def test_a_whole_game_inside_the_activity(world, browser, discord_oauth, game, same_deal):
    """Bob plays inside the Activity (in French, his Discord's language), Ann in Discord's
    messages, Cat watches in a browser: one table on three surfaces at once. Every frame of
    Bob's is at his own seat, none of Cat's at any; the bot asks Discord three things."""
    sit_down, bob_plays, public_board = GAMES[game]
    bot = world.env.bot
    discord_oauth.bot_token = bot.http.token
    thread = await sit_down(world)
    service = bot.service
    table = await service.get(1)
    place = table.thread_id or table.channel_id  # the board's, where Bob launches it
    bob = world.members["bob"]
    watched = await world.members["cat"].click(public_board(thread), label="Watch live ↗")
    spectator, seen = await page_at(browser, link_url(watched.response, "Open the table ↗"))
    instance = discord_oauth.open_instance(place, [bob.id])
    page, activity, frames = await open_activity(
        browser,
        bot.web.base_url,
        code=discord_oauth.code_for(bob.id, "fr"),
        user_id=bob.id,
        instance_id=instance,
        channel_id=place,
    )
    await activity.wait_for_selector("#board[data-version]")
    assert await page.evaluate("window.sdkCommands") == ["AUTHORIZE", "AUTHENTICATE"]
    assert await page.evaluate("window.authorized.scope") == ["identify"]
    assert await page.evaluate("window.handshake.client_id") == str(CLIENT_ID)
    assert await activity.evaluate("document.documentElement.lang") == "fr"
    shots = os.environ.get("SPLITBOT_SHOTS")  # as a phone shows it: make test-web writes it
    if shots:
        Path(shots).mkdir(parents=True, exist_ok=True)
        await page.screenshot(path=Path(shots) / f"activity-{game.replace(' ', '')}-fr-360.png")
    await bob_plays(world, thread, activity)
    table = await service.get(1)
    assert table.status == "finished"
    seat = table.seat_of(bob.id)
    tables = [f for f in frames.received if f["type"] == "table"]
    assert all(f["seat"] == seat and f["language"] == "fr" for f in tables) and len(tables) > 10
    await spectator.wait_for_selector("#board[data-over=true]")
    watching = [f for f in seen.received if f["type"] == "table"]
    assert len(watching) > 10 and all(f["seat"] is None for f in watching)
    assert page.errors == [] and spectator.errors == []  # type: ignore[attr-defined]
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


async def test_the_activity_comes_back_after_the_bot_restarts(
    world, browser, discord_oauth, migrated_database_url, web_settings
):
    """The Activity keeps its link: the page reconnects to the next process by itself, at
    the same seat, without asking Discord again."""
    bot = world.env.bot
    discord_oauth.bot_token = bot.http.token
    await splito(world)
    table = await bot.service.get(1)
    place = table.thread_id or table.channel_id
    bob = world.members["bob"]
    _, activity, _ = await open_activity(
        browser,
        bot.web.base_url,
        code=discord_oauth.code_for(bob.id, "fr"),
        user_id=bob.id,
        instance_id=discord_oauth.open_instance(place, [bob.id]),
        channel_id=place,
    )
    await activity.wait_for_selector(".hand button.card")
    asked = len(discord_oauth.requests)
    say = words("fr")
    state = activity.locator("#state")
    await bot.web.close()  # the process goes (SimCord's restart keeps the old bot's objects)
    await state.filter(has_text=say("web-reconnecting")).wait_for()
    await world.env.restart_bot(SplitBot(migrated_database_url, shard_count=1, web=web_settings))
    await state.filter(has_text=say("web-your-move")).wait_for()
    await activity.locator(".hand button.card").first.click()
    await activity.locator(".side").first.click()
    await activity.wait_for_selector(".hand button.card.picked")
    await world.env.settle()
    assert 1 in (await world.env.bot.service.get(1)).public.picked
    assert len(discord_oauth.requests) == asked
