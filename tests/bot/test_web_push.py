"""When the live pages are pushed: before the listeners that wait on Discord, each page with
the newest table it was told of (an older one told late never replaces it), and the other
seats' pages before the mover's own."""

from __future__ import annotations

import asyncio
import contextvars
from collections.abc import Sequence
from typing import Any

from bot.service import TableService
from bot.service.types import ActionTaken, Event
from bot.web import WebSettings
from bot.web.games import PAGES
from bot.web.server import WebTable
from engine import get_game
from tests.bot.conftest import ANN, BOB, CAT, start_table
from tests.bot.test_web_socket import opened, received, token_of, web

__all__ = ["web"]  # the fixture, shared with the socket's tests

SPLITO = get_game("splito")
SEATS = (ANN, BOB, CAT)


def a_move(table: Any, seat: int) -> dict[str, Any]:
    return SPLITO.action_to_json(SPLITO.legal_actions(table.state, seat)[0])


async def test_a_page_is_pushed_while_discord_s_messages_are_still_on_their_way(
    service: TableService, client
):
    held, holding = asyncio.Event(), False

    async def discord(events: Sequence[Event], origin: object | None) -> None:
        if holding:
            await held.wait()  # as the presenter waits on Discord's answers

    service.add_listener(discord)  # added first, as the bot's client does
    served = WebTable(service, WebSettings(port=0), PAGES, contextvars.copy_context())
    await served.start()
    try:
        table = await start_table(service, list(SEATS))
        page = await opened(client, served, token_of(served, table, ANN.user_id))
        await received(page)
        holding = True
        move = asyncio.create_task(
            service.play.act_json(table.id, CAT.user_id, a_move(table, 2), round=1)
        )
        pushed = await asyncio.wait_for(received(page), 5)
        assert [p["done"] for p in pushed["board"]["picked"]] == [False, False, True]
        assert not move.done()  # Discord's listener still holds the move's answer
        held.set()
        await asyncio.wait_for(move, 5)
    finally:
        held.set()
        await served.close()


async def test_an_older_table_told_late_never_replaces_a_newer_one(service, web, client):
    told: list[Sequence[Event]] = []

    async def keep(events: Sequence[Event], origin: object | None) -> None:
        told.append(events)

    service.add_listener(keep)
    table = await start_table(service, list(SEATS))
    page = await opened(client, web, token_of(web, table, ANN.user_id))
    first = await received(page)
    await service.play.act_json(table.id, BOB.user_id, a_move(table, 1), round=1)
    after_bob = await received(page)
    await service.play.act_json(table.id, CAT.user_id, a_move(table, 2), round=1)
    after_cat = await received(page)
    bob_s = next(events for events in told if any(isinstance(e, ActionTaken) for e in events))
    await web.viewers.on_events(bob_s, None)  # Bob's move, told once more, late
    await asyncio.sleep(0.05)  # time for the page's writer to send anything it was given
    await service.play.act_json(table.id, ANN.user_id, a_move(table, 0), round=1)
    revealed = await received(page)
    versions = [shown["version"] for shown in (first, after_bob, after_cat, revealed)]
    assert versions == sorted(versions) and len(set(versions)) == 4
    assert revealed["round"] == 2


async def test_the_other_seats_pages_are_pushed_before_the_mover_s_own(service, web, client):
    table = await start_table(service, list(SEATS))
    pages = {
        user.user_id: await opened(client, web, token_of(web, table, user.user_id))
        for user in SEATS
    }
    for page in pages.values():
        await received(page)
    order: list[int] = []
    send = type(next(iter(web.viewers._tables[table.id])).socket).send_frame

    async def noted(socket: Any, data: bytes, opcode: Any, compress: int | None = None) -> None:
        order.extend(
            viewer.link.user_id
            for viewer in web.viewers._tables[table.id]
            if viewer.socket is socket
        )
        await send(socket, data, opcode, compress)

    for viewer in web.viewers._tables[table.id]:
        viewer.socket.send_frame = noted.__get__(viewer.socket)  # type: ignore[method-assign]
    await service.play.act_json(table.id, BOB.user_id, a_move(table, 1), round=1)
    for page in pages.values():
        await received(page)
    assert len(order) == 3 and order[-1] == BOB.user_id
