"""How a page's frame goes out: sent at once by the push when its socket is idle, by the
page's writer when the socket still holds unsent bytes or a frame is being written, one frame
at a time either way, with the collector held while the other seats' pages are sent."""

from __future__ import annotations

import asyncio
import gc
from collections.abc import Awaitable, Callable
from typing import Any

from bot.web.server import WebTable
from tests.bot.conftest import ANN, BOB, CAT, start_table
from tests.bot.test_web_push import SEATS, a_move
from tests.bot.test_web_socket import opened, received, token_of, web

__all__ = ["web"]  # the fixture, shared with the socket's tests

Send = Callable[[Any, bytes, Any, int | None], Awaitable[None]]


def watch_sends(web: WebTable, table_id: int, note: Callable[[int, Send], Send]) -> None:
    """Wrap every open page's ``send_frame`` with ``note(user_id, send)``."""
    for viewer in web.viewers._tables[table_id]:
        send = type(viewer.socket).send_frame
        wrapped = note(viewer.link.user_id, send)
        viewer.socket.send_frame = wrapped.__get__(viewer.socket)  # type: ignore[method-assign]


def note_sends(web: WebTable, table_id: int, noted: Callable[[int], None]) -> None:
    """Call ``noted(user_id)`` as each open page's frame is about to be sent."""

    def note(user_id: int, send: Send) -> Send:
        async def noting(socket: Any, data: bytes, opcode: Any, compress: int | None = None):
            noted(user_id)
            await send(socket, data, opcode, compress)

        return noting

    watch_sends(web, table_id, note)


async def opened_pages(web: WebTable, client: Any, table: Any) -> dict[int, Any]:
    pages = {u.user_id: await opened(client, web, token_of(web, table, u.user_id)) for u in SEATS}
    for page in pages.values():
        await received(page)
    return pages


async def test_an_idle_page_is_sent_by_the_push_and_a_busy_one_by_its_writer(service, web, client):
    table = await start_table(service, list(SEATS))
    pages = await opened_pages(web, client, table)
    senders: dict[int, str] = {}

    def sender(user_id: int) -> None:
        task = asyncio.current_task()
        senders[user_id] = task.get_name() if task else ""

    note_sends(web, table.id, sender)
    busy = next(v for v in web.viewers._tables[table.id] if v.link.user_id == CAT.user_id)
    assert busy.transport is not None
    busy.transport.get_write_buffer_size = lambda: 1  # type: ignore[method-assign]
    await service.play.act_json(table.id, BOB.user_id, a_move(table, 1), round=1)
    shown = {user_id: await received(page) for user_id, page in pages.items()}
    assert [p["done"] for p in shown[CAT.user_id]["board"]["picked"]] == [False, True, False]
    assert senders[CAT.user_id] == "web page writer"
    assert senders[ANN.user_id] != "web page writer"


async def test_frames_told_while_one_is_written_follow_it_one_at_a_time(service, web, client):
    table = await start_table(service, list(SEATS))
    pages = await opened_pages(web, client, table)
    writing: dict[int, int] = dict.fromkeys(pages, 0)
    most = 0

    def note(user_id: int, send: Send) -> Send:
        async def slow(socket: Any, data: bytes, opcode: Any, compress: int | None = None):
            nonlocal most
            writing[user_id] += 1
            most = max(most, writing[user_id])
            await asyncio.sleep(0.02)  # a slow page: the next move is told meanwhile
            await send(socket, data, opcode, compress)
            writing[user_id] -= 1

        return slow

    watch_sends(web, table.id, note)
    bob = asyncio.create_task(
        service.play.act_json(table.id, BOB.user_id, a_move(table, 1), round=1)
    )
    await asyncio.sleep(0.005)  # Bob's frames are being written
    await service.play.act_json(table.id, CAT.user_id, a_move(table, 2), round=1)
    await bob
    page = pages[ANN.user_id]
    newest = await received(page)
    while [p["done"] for p in newest["board"]["picked"]] != [False, True, True]:
        newest = await received(page)  # Bob's frame first, then Cat's: never lost
    assert most == 1


async def test_the_collector_is_held_while_the_other_pages_are_sent(service, web, client):
    table = await start_table(service, list(SEATS))
    pages = await opened_pages(web, client, table)
    collecting: dict[int, bool] = {}

    note_sends(web, table.id, lambda user_id: collecting.update({user_id: gc.isenabled()}))
    assert gc.isenabled()
    await service.play.act_json(table.id, BOB.user_id, a_move(table, 1), round=1)
    for page in pages.values():
        await received(page)
    assert collecting[ANN.user_id] is False and collecting[CAT.user_id] is False
    assert gc.isenabled()


async def test_every_other_page_is_worded_before_the_first_is_sent(service, web, client):
    """Sent back to back: what reads the sockets (a proxy in front, on the same host) is woken
    by the first frame and still awake for the next."""
    table = await start_table(service, list(SEATS))
    pages = await opened_pages(web, client, table)
    steps: list[tuple[str, int]] = []
    show = web.viewers._show

    def noted_show(viewer: Any, shown: Any) -> bool:
        steps.append(("worded", viewer.link.user_id))
        return show(viewer, shown)

    web.viewers._show = noted_show  # type: ignore[method-assign]
    note_sends(web, table.id, lambda user_id: steps.append(("sent", user_id)))
    await service.play.act_json(table.id, BOB.user_id, a_move(table, 1), round=1)
    for page in pages.values():
        await received(page)
    others = [step for step in steps if step[1] != BOB.user_id]
    assert sorted(others) == sorted(
        (kind, u.user_id) for kind in ("worded", "sent") for u in (ANN, CAT)
    )
    assert [kind for kind, _ in others] == ["worded", "worded", "sent", "sent"]
