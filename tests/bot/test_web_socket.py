"""The live table's socket as a page speaks it: hello, moves, pushes; and every bad input (a
forged or expired link, a spectator's move, malformed, oversized and flooding messages, a
foreign Origin) answered in words or closed, changing nothing."""

from __future__ import annotations

import contextvars
import json
from collections.abc import AsyncIterator
from typing import Any

import aiohttp
import pytest

from bot.service import TableService
from bot.service.links import LIFETIME_SECONDS
from bot.web import WebSettings
from bot.web.games import PAGES
from bot.web.server import HEADERS, TABLE_PATH, WebTable
from bot.web.sockets import BURST, MOST_MESSAGE_BYTES
from engine import get_game
from tests.bot.conftest import ANN, BOB, CAT, start_table

SPLITO = get_game("splito")


@pytest.fixture
async def web(service: TableService) -> AsyncIterator[WebTable]:
    served = WebTable(service, WebSettings(port=0), PAGES, contextvars.copy_context())
    await served.start()
    yield served
    await served.close()


async def opened(
    client: aiohttp.ClientSession, web: WebTable, token: str, origin: str | None = None
) -> aiohttp.ClientWebSocketResponse:
    socket = await client.ws_connect(
        f"{web.base_url}/ws", headers={"Origin": origin or web.base_url}
    )
    await socket.send_json({"type": "hello", "token": token, "language": "en"})
    return socket


def token_of(web: WebTable, table: Any, user_id: int, language: str = "en") -> str:
    return web.address(table, user_id, language).split("#", 1)[1]


async def received(socket: aiohttp.ClientWebSocketResponse) -> dict[str, Any]:
    message = await socket.receive(timeout=10)
    assert message.type == aiohttp.WSMsgType.TEXT, message
    data: dict[str, Any] = json.loads(message.data)
    return data


async def closed(socket: aiohttp.ClientWebSocketResponse) -> int | None:
    """The close code the server ends ``socket`` with (after any message still on its way)."""
    while True:
        message = await socket.receive(timeout=10)
        if message.type == aiohttp.WSMsgType.CLOSE:
            return int(message.data)
        if message.type == aiohttp.WSMsgType.CLOSED:
            return socket.close_code
        assert message.type == aiohttp.WSMsgType.TEXT


async def test_a_seat_s_page_shows_its_own_hand_and_plays_from_it(service, web, client):
    table = await start_table(service, [ANN, BOB, CAT])
    socket = await opened(client, web, token_of(web, table, BOB.user_id))
    shown = await received(socket)
    assert shown["type"] == "table" and shown["seat"] == 1 and shown["acting"]
    hand = SPLITO.view(table.state, 1).hand
    assert [card["id"] for card in shown["board"]["hand"]["cards"]] != []
    assert {card["id"] for card in shown["board"]["hand"]["cards"]} == set(hand)
    card = shown["board"]["hand"]["cards"][0]["id"]
    await socket.send_json(
        {"type": "act", "round": shown["round"], "action": {"card": card, "side": "left"}}
    )
    after = await received(socket)
    assert after["board"]["hand"]["picked"] == {"card": card, "side": "left"}
    assert after["done"]
    stored = await service.get(table.id)
    assert SPLITO.view(stored.state, 1).my_pick.card == card


async def test_a_move_from_any_surface_reaches_every_open_page(service, web, client):
    table = await start_table(service, [ANN, BOB, CAT])
    pages = [await opened(client, web, token_of(web, table, user)) for user in (ANN.user_id, 999)]
    for page in pages:
        assert [p["done"] for p in (await received(page))["board"]["picked"]] == [False] * 3
    action = SPLITO.legal_actions(table.state, 2)[0]
    await service.play.act_json(table.id, CAT.user_id, SPLITO.action_to_json(action), round=1)
    for page in pages:
        assert [p["done"] for p in (await received(page))["board"]["picked"]] == [
            False,
            False,
            True,
        ]


async def test_a_spectator_sees_the_public_view_and_cannot_move(service, web, client):
    table = await start_table(service, [ANN, BOB, CAT])
    socket = await opened(client, web, token_of(web, table, 999))
    shown = await received(socket)
    assert shown["seat"] is None and shown["board"]["hand"] is None
    card = SPLITO.view(table.state, 0).hand[0]
    await socket.send_json({"type": "act", "round": 1, "action": {"card": card, "side": "left"}})
    refused = await received(socket)
    assert refused == {"type": "refused", "text": refused["text"], "final": False}
    assert "watching" in refused["text"]
    assert (await service.get(table.id)).version == table.version


@pytest.mark.parametrize(
    "spoil",
    [
        lambda token: token[:-2] + ("AA" if token[-2:] != "AA" else "BB"),
        lambda token: "x" + token,
        lambda token: token.split(".")[0],
        lambda token: "",
        lambda token: "." * 300,
    ],
)
async def test_a_forged_link_is_refused_in_words_and_the_socket_closed(service, web, client, spoil):
    table = await start_table(service, [ANN, BOB, CAT])
    socket = await opened(client, web, spoil(token_of(web, table, BOB.user_id)))
    refused = await received(socket)
    assert refused["type"] == "refused" and refused["final"]
    assert "does not open any table" in refused["text"]
    assert await closed(socket) is not None
    assert len(web.viewers) == 0


async def test_an_expired_link_is_refused(service, web, client, clock):
    table = await start_table(service, [ANN, BOB, CAT])
    token = token_of(web, table, BOB.user_id)
    clock.advance(LIFETIME_SECONDS)
    socket = await opened(client, web, token)
    refused = await received(socket)
    assert refused["final"] and "expired" in refused["text"]


async def test_a_link_is_worded_in_its_member_s_language(service, web, client):
    table = await start_table(service, [ANN, BOB, CAT])
    socket = await opened(client, web, token_of(web, table, BOB.user_id, "fr"))
    shown = await received(socket)
    assert shown["language"] == "fr"
    assert shown["board"]["hand"]["title"].startswith("**Votre main")
    assert shown["board"]["heading"].startswith("**Splito")  # the table's own language


async def test_a_page_from_another_origin_or_none_gets_no_socket(service, web, client):
    for headers in ({"Origin": "https://evil.example"}, {}):
        with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
            await client.ws_connect(f"{web.base_url}/ws", headers=headers)
        assert refused.value.status == 403


@pytest.mark.parametrize(
    "sent",
    [
        "not json",
        "[1, 2]",
        json.dumps({"type": "dance"}),
        json.dumps({"type": "act", "round": "1", "action": {}}),
        json.dumps({"type": "act", "round": True, "action": {}}),
        json.dumps({"type": "act", "round": 1, "action": {"card": 5}}),
        json.dumps({"type": "act", "round": 1, "action": None}),
        json.dumps({"type": "act", "round": 1, "action": {"card": "nope", "side": "left"}}),
        json.dumps({"type": "act", "round": 7, "action": {"card": "x", "side": "left"}}),
        json.dumps({"type": "hello", "token": "again"}),
    ],
)
async def test_a_malformed_message_is_refused_in_words_and_changes_nothing(
    service, web, client, sent
):
    table = await start_table(service, [ANN, BOB, CAT])
    socket = await opened(client, web, token_of(web, table, BOB.user_id))
    await received(socket)
    await socket.send_str(sent)
    refused = await received(socket)
    assert refused["type"] == "refused" and not refused["final"] and refused["text"]
    assert "{" not in refused["text"] and "Traceback" not in refused["text"]
    assert (await service.get(table.id)).version == table.version


async def test_an_oversized_or_binary_message_closes_the_socket(service, web, client):
    table = await start_table(service, [ANN, BOB, CAT])
    for send in (
        lambda s: s.send_str(json.dumps({"type": "act", "pad": "x" * MOST_MESSAGE_BYTES})),
        lambda s: s.send_bytes(b"\x00\x01"),
    ):
        socket = await opened(client, web, token_of(web, table, BOB.user_id))
        await received(socket)
        await send(socket)
        assert await closed(socket) is not None
    assert (await service.get(table.id)).version == table.version
    assert len(web.viewers) == 0


async def test_a_flood_closes_the_socket_and_changes_nothing(service, web, client):
    table = await start_table(service, [ANN, BOB, CAT])
    socket = await opened(client, web, token_of(web, table, BOB.user_id))
    await received(socket)
    for _ in range(BURST * 3):
        await socket.send_str(json.dumps({"type": "dance"}))
    assert await closed(socket) == 1008
    assert (await service.get(table.id)).version == table.version


async def test_a_member_forgotten_loses_their_page_at_once_and_every_link(
    service, web, client, clock
):
    table = await start_table(service, [ANN, BOB, CAT])
    socket = await opened(client, web, token_of(web, table, BOB.user_id))
    await received(socket)
    watching = token_of(web, await start_table(service, [ANN, CAT], channel_id=9), BOB.user_id)
    watched = await opened(client, web, watching)
    assert (await received(watched))["seat"] is None
    await service.privacy.forget(BOB.user_id)
    for page in (socket, watched):  # his seat's page, and the one where he only watched
        refused = await received(page)
        assert refused["final"] and "does not open any table" in refused["text"]
        assert await closed(page) == 1008
    for token in (watching, token_of(web, table, BOB.user_id)):
        again = await opened(client, web, token)
        assert (await received(again))["final"]
    clock.advance(1)
    later = await opened(client, web, token_of(web, await service.get(table.id), BOB.user_id))
    assert (await received(later))["seat"] is None  # a link handed out since only watches


async def test_the_page_is_served_with_its_policy_and_no_referrer(web, client):
    async with client.get(f"{web.base_url}{TABLE_PATH}") as page:
        assert page.status == 200 and "text/html" in page.headers["Content-Type"]
        for name, value in HEADERS.items():
            assert page.headers[name] == value
        assert 'name="referrer" content="no-referrer"' in await page.text()
    for path in ("/static/table.js", "/static/table.css", "/games/splito.js"):
        async with client.get(f"{web.base_url}{path}") as served:
            assert served.status == 200, path
    for path in ("/static/../server.py", "/games/nothing.js", "/table/x"):
        async with client.get(f"{web.base_url}{path}") as missing:
            assert missing.status == 404, path
            assert missing.headers["Content-Security-Policy"] == HEADERS["Content-Security-Policy"]
