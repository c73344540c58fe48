"""The Activity's two calls as its page makes them, against a stand-in for Discord's OAuth2 and
Activity endpoints: a member in the instance gets their own link to the channel's table (their
seat, or watching); a forged or replayed code, an expired token, an unknown instance, one of
another channel or without the member, a page outside Discord, malformed bodies, a flood and Discord
failing are each refused in words, and change nothing."""

from __future__ import annotations

import contextvars
import logging
from collections.abc import AsyncIterator
from typing import Any

import aiohttp
import pytest

from bot.i18n import words
from bot.service import TableService
from bot.web import ActivitySettings, WebSettings, activity
from bot.web.activity import BURST
from bot.web.games import PAGES
from bot.web.server import WebTable
from tests.bot.conftest import ANN, BOB, CAT, start_table
from tests.bot.test_web_socket import received
from tests.fake_discord_oauth import BOT_TOKEN, CLIENT_ID, CLIENT_SECRET, FakeDiscordOAuth, running

#: Where Discord's proxy serves the Activity's page from, for the application of the tests.
ORIGIN = f"https://{CLIENT_ID}.discordsays.com"
CHANNEL = 555  # start_table's
SAY = words("en")


@pytest.fixture
async def discord() -> AsyncIterator[FakeDiscordOAuth]:
    async with running() as fake:
        yield fake


@pytest.fixture
async def web(service: TableService, discord: FakeDiscordOAuth) -> AsyncIterator[WebTable]:
    activity = ActivitySettings(CLIENT_SECRET, api_url=discord.url)
    settings = WebSettings(port=0, activity=activity)
    served = WebTable(service, settings, PAGES, contextvars.copy_context())
    await served.start(application_id=CLIENT_ID, bot_token=BOT_TOKEN)
    yield served
    await served.close()


async def post(
    client: aiohttp.ClientSession, web: WebTable, path: str, body: Any, origin: str = ORIGIN
) -> tuple[int, dict[str, Any]]:
    data = body if isinstance(body, bytes) else None
    given = {"json": body} if data is None else {"data": data}
    async with client.post(f"{web.base_url}{path}", headers={"Origin": origin}, **given) as answer:
        return answer.status, await answer.json()


async def linked(
    client: aiohttp.ClientSession,
    web: WebTable,
    discord: FakeDiscordOAuth,
    user_id: int,
    channel: int = CHANNEL,
    locale: str = "en-US",
) -> tuple[int, dict[str, Any]]:
    """The Activity's two calls for ``user_id``, in an instance of ``channel`` they are in."""
    status, answer = await post(
        client, web, "/activity/token", {"code": discord.code_for(user_id, locale)}
    )
    assert status == 200, answer
    instance = discord.open_instance(channel, [user_id])
    body = {
        "access_token": answer["access_token"],
        "instance_id": instance,
        "channel_id": str(channel),
    }
    return await post(client, web, "/activity/link", body)


async def test_a_member_in_the_instance_plays_at_their_seat(service, web, discord, client):
    table = await start_table(service, [ANN, BOB, CAT])
    status, answer = await linked(client, web, discord, BOB.user_id, locale="fr")
    assert status == 200
    link, _ = await service.links.open(answer["token"])
    assert (link.table_id, link.user_id, link.seat, link.language) == (
        table.id,
        BOB.user_id,
        1,
        "fr",
    )
    # The page opens its socket from the Activity's origin, as any page does from its own.
    socket = await client.ws_connect(f"{web.base_url}/ws", headers={"Origin": ORIGIN})
    await socket.send_json({"type": "hello", "token": answer["token"], "language": "fr"})
    shown = await received(socket)
    assert shown["seat"] == 1 and shown["language"] == "fr" and shown["acting"]
    await socket.close()


async def test_a_member_not_seated_watches(service, web, discord, client):
    await start_table(service, [ANN, BOB])
    status, answer = await linked(client, web, discord, CAT.user_id)
    assert status == 200
    link, _ = await service.links.open(answer["token"])
    assert link.user_id == CAT.user_id and link.seat is None


async def test_the_channel_s_last_game_is_shown_once_it_ended(service, web, discord, client):
    table = await start_table(service, [ANN, BOB])
    await service.lobbies.cancel(table.id, ANN.user_id)
    status, answer = await linked(client, web, discord, ANN.user_id)
    assert status == 200
    link, shown = await service.links.open(answer["token"])
    assert link.table_id == table.id and shown.status == "cancelled"


async def test_a_channel_without_a_table_is_told_so(service, web, discord, client):
    status, answer = await linked(client, web, discord, ANN.user_id, channel=999)
    assert (status, answer) == (403, {"error": SAY("refusal-activity-no-table")})


async def test_a_replayed_or_forged_code_is_refused(service, web, discord, client):
    table = await start_table(service, [ANN, BOB])
    code = discord.code_for(ANN.user_id)
    assert (await post(client, web, "/activity/token", {"code": code}))[0] == 200
    refused = (403, {"error": SAY("refusal-activity-code")})
    assert await post(client, web, "/activity/token", {"code": code}) == refused
    assert await post(client, web, "/activity/token", {"code": "made-up"}) == refused
    assert await post(client, web, "/activity/token", {"code": "../../users/@me"}) == refused
    assert await post(client, web, "/activity/token", {"code": 12}) == refused
    assert (await service.get(table.id)).version == table.version


async def test_an_expired_or_unknown_token_is_refused(service, web, discord, client):
    await start_table(service, [ANN, BOB])
    token = discord.token_for(ANN.user_id)
    instance = discord.open_instance(CHANNEL, [ANN.user_id])
    discord.expire(token)
    refused = (403, {"error": SAY("refusal-activity-token")})
    body = {"access_token": token, "instance_id": instance, "channel_id": str(CHANNEL)}
    assert await post(client, web, "/activity/link", body) == refused
    assert await post(client, web, "/activity/link", {**body, "access_token": None}) == refused


@pytest.mark.parametrize("case", ["unknown", "other channel", "not in it", "path"])
async def test_an_instance_that_is_not_the_member_s_here_is_refused(
    case, service, web, discord, client
):
    table = await start_table(service, [ANN, BOB])
    token = discord.token_for(ANN.user_id)
    instance = {
        "unknown": "i-0-gc-1-555",
        "other channel": discord.open_instance(777, [ANN.user_id]),
        "not in it": discord.open_instance(CHANNEL, [BOB.user_id]),
        "path": "../../users/@me",
    }[case]
    body = {"access_token": token, "instance_id": instance, "channel_id": str(CHANNEL)}
    status, answer = await post(client, web, "/activity/link", body)
    assert (status, answer) == (403, {"error": SAY("refusal-activity-instance")})
    assert ("GET", "/users/@me") in discord.requests  # the member was asked of Discord
    assert (await service.get(table.id)).version == table.version


async def test_a_page_outside_discord_is_refused_before_discord_is_asked(
    service, web, discord, client
):
    code = discord.code_for(ANN.user_id)
    refused = (403, {"error": SAY("refusal-activity-outside")})
    for origin in (web.base_url, "https://evil.example", ""):
        assert await post(client, web, "/activity/token", {"code": code}, origin) == refused
        assert await post(client, web, "/activity/link", {}, origin) == refused
    assert discord.requests == []
    assert code in discord.codes  # still good for the real Activity


@pytest.mark.parametrize("body", [b"not json", b"[1, 2]", b"x" * 5000, b""])
async def test_a_malformed_body_is_refused_in_words(body, web, discord, client):
    status, answer = await post(client, web, "/activity/token", body)
    assert status in (400, 413) and answer == {"error": SAY("refusal-web-message")}
    assert discord.requests == []


async def test_discord_failing_is_said_so(service, web, discord, client):
    discord.failing = 502
    status, answer = await post(client, web, "/activity/token", {"code": "abc"})
    assert (status, answer) == (403, {"error": SAY("refusal-activity-discord")})


async def test_the_secret_and_tokens_reach_neither_the_page_nor_a_log(
    service, web, discord, client, caplog
):
    caplog.set_level(logging.DEBUG)
    await start_table(service, [ANN, BOB])
    code = discord.code_for(ANN.user_id)
    _, answer = await post(client, web, "/activity/token", {"code": code})
    instance = discord.open_instance(CHANNEL, [ANN.user_id])
    body = {"access_token": answer["access_token"], "instance_id": instance}
    await post(client, web, "/activity/link", {**body, "channel_id": str(CHANNEL)})
    async with client.get(f"{web.base_url}/?frame_id=f&instance_id={instance}") as page:
        html = await page.text()
    for secret in (CLIENT_SECRET, BOT_TOKEN, answer["access_token"], code):
        assert secret not in caplog.text
        assert secret not in html
    assert CLIENT_SECRET not in repr(web.settings)


async def test_the_activity_page_is_framed_by_discord_only(web, client):
    async with client.get(f"{web.base_url}/?frame_id=f&instance_id=i&platform=desktop") as page:
        html = await page.text()
        policy = page.headers["Content-Security-Policy"]
    assert f'content="{CLIENT_ID}"' in html and "/static/activity.js" in html
    assert "frame-ancestors 'self' https://discord.com" in policy
    assert "frame-ancestors 'none'" not in policy
    async with client.get(f"{web.base_url}/") as home:
        assert "frame-ancestors 'none'" in home.headers["Content-Security-Policy"]
        assert "open a table" in await home.text()
    async with client.get(f"{web.base_url}/static/vendor/embedded-app-sdk/index.mjs") as sdk:
        assert sdk.status == 200 and "DiscordSDK" in await sdk.text()


async def test_without_the_activity_there_is_no_way_in(service, client):
    served = WebTable(service, WebSettings(port=0), PAGES, contextvars.copy_context())
    await served.start()
    try:
        async with client.get(f"{served.base_url}/?frame_id=f") as page:
            assert "open a table" in await page.text()
        async with client.post(f"{served.base_url}/activity/token", json={}) as token:
            assert token.status in (404, 405)
        with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
            await client.ws_connect(f"{served.base_url}/ws", headers={"Origin": ORIGIN})
        assert refused.value.status == 403
    finally:
        await served.close()


async def test_a_flood_is_refused_in_words_before_discord_is_asked(
    web, discord, client, monkeypatch
):
    monkeypatch.setattr(activity, "PER_SECOND", 0.0)  # no refill meanwhile, however slow
    answers = [
        await post(client, web, "/activity/token", {"code": f"made-up-{n}"})
        for n in range(BURST + 5)
    ]
    busy = (429, {"error": SAY("refusal-activity-busy")})
    assert answers[:BURST] == [(403, {"error": SAY("refusal-activity-code")})] * BURST
    assert answers[BURST:] == [busy] * 5
    assert len(discord.requests) == BURST


async def test_in_a_channel_whose_games_are_in_threads_the_member_s_own_opens(
    service, web, discord, client
):
    first = await start_table(service, [ANN, BOB])
    await service.lobbies.move_to_thread(first.id, 9001)
    second = await start_table(service, [CAT, BOB])
    await service.lobbies.move_to_thread(second.id, 9002)
    (_, ann_s), (_, cat_s), (_, dan_s) = [
        await linked(client, web, discord, person) for person in (ANN.user_id, CAT.user_id, 42)
    ]
    opened = [(await service.links.open(a["token"]))[0] for a in (ann_s, cat_s, dan_s)]
    assert [(link.table_id, link.seat) for link in opened] == [
        (first.id, 0),  # Ann's own game, though it is not the newest
        (second.id, 0),
        (second.id, None),  # a member at neither watches the newest
    ]
