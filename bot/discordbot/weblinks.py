"""The live table's links on the Discord table: **Open the table ↗** on each private hand;
**Play in Discord** (where the Activity is on: ``launching``) and **Watch live ↗** on the
public board (a button: the link itself is handed to the member who presses it, privately,
since a link is a member's capability and never in a public message: ``watching``).

The live table this process serves is kept here, as the boards' drawing processes are: one
bot runs in a process, and the hands are built where no client is at hand (a drawing thread).
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
from dataclasses import dataclass
from typing import Any

import discord

from bot.discordbot.controls import TableId
from bot.i18n import Words
from bot.service import TableService, TableView
from bot.web import WebSettings
from bot.web.activity import SdkMissing
from bot.web.games import PAGES
from bot.web.server import WebTable

#: The custom_id prefix of **Watch live ↗** (``watching.WatchButton`` answers it).
WATCH_PREFIX = "web:watch"
#: The custom_id prefix of **Play in Discord** (``launching.LaunchButton`` answers it).
LAUNCH_PREFIX = "web:activity"
#: The row the link takes on a hand (Discord's last: hands fill the rows above it first).
LINK_ROW = 4


@dataclass
class _Served:
    table: WebTable | None = None


SERVED = _Served()


class CannotServe(Exception):
    """The live table's address cannot be listened on (taken, or not this machine's)."""


async def serve(
    service: TableService,
    settings: WebSettings,
    *,
    application_id: int | None = None,
    bot_token: str = "",
) -> WebTable:
    """Start this process's live table. The server runs in a context of its own, apart from
    the bot's work (a long-lived server is not work a click waits for); the moves its pages
    send run in the bot's context, as a click's do. The Activity (where it is on) checks its
    instances as the bot: ``application_id``, ``bot_token``."""
    web = WebTable(service, settings, PAGES, contextvars.copy_context())
    # Made in an empty context: the task (and every task of the server's) is not the bot's.
    loop = asyncio.get_running_loop()
    start = web.start(application_id=application_id, bot_token=bot_token)
    started = contextvars.Context().run(loop.create_task, start)
    try:
        await started
    except SdkMissing as missing:
        raise CannotServe(str(missing)) from None
    except OSError as error:
        where = f"{settings.address}:{settings.port}"
        raise CannotServe(
            f"cannot serve the live table on {where} (SPLITBOT_WEB_PORT, SPLITBOT_WEB_ADDRESS): "
            f"{error.strerror or error}"
        ) from None
    SERVED.table = web
    return web


async def stop(web: WebTable) -> None:
    """Stop this process's live table (its pages reconnect to the next process)."""
    if SERVED.table is web:
        SERVED.table = None
    await web.close()


def table_link(say: Words, table: TableView, user_id: int | None) -> discord.ui.Button[Any] | None:
    """**Open the table ↗** for ``user_id``'s own message (their seat on the live page), or
    None when no live table is served or it does not draw this game."""
    web = SERVED.table
    if web is None or user_id is None or not web.draws(table.game):
        return None
    url = web.address(table, user_id, say.language)
    return discord.ui.Button(
        style=discord.ButtonStyle.link, label=say("web-open-table"), url=url, row=LINK_ROW
    )


def add_table_link(view: discord.ui.View, say: Words, table: TableView, seat: int) -> None:
    """Add **Open the table ↗** for ``seat``'s player to their control, where it applies: in
    the last row, or the first with room where a select fills it (a Serendipity panel's cell
    select), or not at all on a control whose five rows are full (every other one has it)."""
    link = table_link(say, table, table.seat_at(seat).user_id)
    if link is None:
        return
    try:
        view.add_item(link)
    except ValueError:  # that row is full
        link.row = None
        with contextlib.suppress(ValueError):  # every row is
            view.add_item(link)


def watch_button(say: Words, table: TableView) -> discord.ui.Button[Any] | None:
    """The public board's **Watch live ↗**, where the live table draws this game."""
    web = SERVED.table
    if web is None or not web.draws(table.game):
        return None
    custom_id = TableId(table.id).custom_id(WATCH_PREFIX)
    return discord.ui.Button(label=say("web-watch-live"), custom_id=custom_id, row=LINK_ROW)


def launch_button(say: Words, table: TableView) -> discord.ui.Button[Any] | None:
    """The public board's **Play in Discord**, where the operator turned the Activity on and
    the live table draws this game."""
    web = SERVED.table
    if web is None or web.activity is None or not web.draws(table.game):
        return None
    custom_id = TableId(table.id).custom_id(LAUNCH_PREFIX)
    return discord.ui.Button(
        label=say("web-play-in-discord"),
        custom_id=custom_id,
        style=discord.ButtonStyle.primary,
        row=LINK_ROW,
    )
