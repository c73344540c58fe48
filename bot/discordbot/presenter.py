"""Shows what happened at a table in its channel: boards, reveals, reminders, the final scores.

It listens to the table service, so moves made by timers and AI seats are shown just like the
ones made through buttons. Only public information is ever posted here.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import discord

from bot.discordbot.games import Post, ui_for
from bot.service import (
    ActionTaken,
    Event,
    GameFinished,
    GameStarted,
    PlayedForPlayer,
    Reminder,
    RoundResolved,
    SeatTakenByAI,
    TableFrozenEvent,
    TableInfo,
    TableService,
)

log = logging.getLogger(__name__)


class Presenter:
    """Turns each batch of service events into as few Discord messages as it can."""

    def __init__(self, client: discord.Client, service: TableService) -> None:
        self.client = client
        self.service = service

    async def on_events(self, events: Sequence[Event]) -> None:
        table = events[-1].table
        ui = ui_for(table.game)
        channel = await self._channel(table)
        if channel is None:
            log.warning("table %s: its channel is gone; nothing shown", table.id)
            return
        for event in events:
            notice = self._notice(event)
            if notice:
                await self._send(channel, content=notice)
        rounds = [e for e in events if isinstance(e, RoundResolved)]
        finished = any(isinstance(e, GameFinished) for e in events)
        shown_live = ui.live is not None and bool(rounds)
        if shown_live:
            await self._show_live(channel, table, rounds, finished)
        for note in ui.round_notes(table, rounds):
            await self._send(channel, content=note)
        if finished:
            await self._retire_board(channel, table)
            post = await asyncio.to_thread(ui.final, table)
            if ui.final_note is not None and (note := await ui.final_note(self.service, table)):
                post = replace(post, content=f"{post.content}\n{note}")
            await self._post(channel, post)
        elif shown_live:
            pass
        elif rounds or any(isinstance(e, GameStarted) for e in events):
            await self._retire_board(channel, table)
            post = await asyncio.to_thread(ui.board, table)  # Pillow work off the event loop
            message = await self._post(channel, post, view=ui.board_view(table))
            if message is not None:
                await self.service.set_messages(table.id, board=message.id)
        elif any(isinstance(e, ActionTaken) for e in events) and table.status == "running":
            await self._edit(channel, table.board_message_id, content=ui.board_text(table))

    async def _show_live(
        self, channel: Any, table: TableInfo, rounds: Sequence[RoundResolved], finished: bool
    ) -> None:
        """Edit the live board in place, or retire it and post the next turn's board."""
        ui = ui_for(table.game)
        assert ui.live is not None
        update = await asyncio.to_thread(ui.live, table, rounds)  # Pillow work off the loop
        view = None if finished else ui.board_view(table)
        old = table.board_message_id
        if update.retired is None and not finished:
            post = update.post
            files = post.discord_files()
            if await self._edit(
                channel, old, content=post.content, attachments=files, embed=post.embed, view=view
            ):
                return
        elif old is not None:
            # What the old board showed is gone with its image: a tile turned back is seen
            # only while it is on the live board.
            await self._edit(
                channel, old, content=update.retired or "", attachments=[], embed=None, view=None
            )
        elif update.retired:  # AI seats played before the first board was posted
            await self._send(channel, content=update.retired)
        for note in update.notes:
            await self._send(channel, content=note)
        if finished:
            return
        message = await self._post(channel, update.post, view=view)
        if message is not None:
            await self.service.set_messages(table.id, board=message.id)

    async def _edit(self, channel: Any, message_id: int | None, **changes: Any) -> bool:
        """Edit one of the table's messages; False if there is none or it cannot be edited."""
        if message_id is None:
            return False
        try:
            await channel.get_partial_message(message_id).edit(**changes)
        except discord.HTTPException as error:
            log.warning("cannot edit message %s: %s", message_id, error)
            return False
        return True

    async def _retire_board(self, channel: Any, table: TableInfo) -> None:
        """Take the buttons off the previous board (old buttons would be refused anyway)."""
        await self._edit(channel, table.board_message_id, view=None)

    def _notice(self, event: Event) -> str | None:
        table = event.table
        if isinstance(event, Reminder):
            left = (
                f" The AI plays for you in {event.minutes_left:g} min."
                if event.minutes_left
                else ""
            )
            waiting = ui_for(table.game).waiting_for(table, event.seat)
            return f"⏰ <@{event.user_id}>, {waiting}.{left}"
        if isinstance(event, PlayedForPlayer):
            played = ui_for(table.game).played_for
            return f"⌛ Time ran out for <@{event.user_id}>: {played}."
        if isinstance(event, SeatTakenByAI):
            return f"<@{event.user_id}> left the game; an AI plays their seat from now on."
        if isinstance(event, TableFrozenEvent):
            return f"⚠ Game #{table.id} is paused: {event.reason}. An admin has been told."
        return None

    async def _post(
        self, channel: Any, post: Post, view: discord.ui.View | None = None
    ) -> discord.Message | None:
        extra: dict[str, Any] = {"embed": post.embed} if post.embed is not None else {}
        if view is not None:
            extra["view"] = view
        return await self._send(channel, content=post.content, files=post.discord_files(), **extra)

    async def _channel(self, table: TableInfo) -> Any:
        place = table.thread_id or table.channel_id
        if place is None:
            return None
        channel = self.client.get_channel(place)
        if channel is None:
            try:
                channel = await self.client.fetch_channel(place)
            except discord.HTTPException:
                return None
        return channel

    async def _send(self, channel: Any, **kwargs: Any) -> discord.Message | None:
        try:
            return await channel.send(**kwargs)
        except discord.HTTPException as error:
            # A missing permission must not stop the game: it is saved, and the status command
            # shows where it stands.
            log.warning("cannot post in %s: %s", getattr(channel, "id", "?"), error)
            return None
