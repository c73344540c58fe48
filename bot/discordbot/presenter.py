"""Shows what happened at a table in its channel: boards, reveals, reminders, the final scores.

It listens to the table service, so moves made by timers and AI seats are shown just like the
ones made through buttons. Only public information is ever posted here.
"""

from __future__ import annotations

import asyncio
import io
import logging
from collections.abc import Sequence
from typing import Any

import discord

from bot.discordbot import splito_ui as ui
from bot.discordbot.components import board_view
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
from render.splito import render_scoreboard, render_table, tiebreak_note

log = logging.getLogger(__name__)


class Presenter:
    """Turns each batch of service events into as few Discord messages as it can."""

    def __init__(self, client: discord.Client, service: TableService) -> None:
        self.client = client
        self.service = service

    async def on_events(self, events: Sequence[Event]) -> None:
        table = events[-1].table
        channel = await self._channel(table)
        if channel is None:
            log.warning("table %s: its channel is gone; nothing shown", table.id)
            return
        for event in events:
            notice = self._notice(event)
            if notice:
                await self._send(channel, content=notice)
        if any(isinstance(e, GameFinished) for e in events):
            await self._retire_board(channel, table)
            await self._post_final(channel, table)
        elif any(isinstance(e, RoundResolved | GameStarted) for e in events):
            await self._retire_board(channel, table)
            await self._post_board(channel, table)
        elif any(isinstance(e, ActionTaken) for e in events) and table.status == "running":
            await self._edit_board(channel, table)

    def _notice(self, event: Event) -> str | None:
        table = event.table
        if isinstance(event, Reminder):
            left = (
                f" The AI plays for you in {event.minutes_left:g} min."
                if event.minutes_left
                else ""
            )
            return f"⏰ <@{event.user_id}>, round {table.round} is waiting for your pick.{left}"
        if isinstance(event, PlayedForPlayer):
            return f"⌛ Time ran out for <@{event.user_id}>: the AI picked for them this round."
        if isinstance(event, SeatTakenByAI):
            return f"<@{event.user_id}> left the game; an AI plays their seat from now on."
        if isinstance(event, TableFrozenEvent):
            return f"⚠ Game #{table.id} is paused: {event.reason}. An admin has been told."
        return None

    async def _post_board(self, channel: Any, table: TableInfo) -> None:
        view = ui.GAME.view(table.state, None)
        image = await asyncio.to_thread(render_table, view, ui.seat_names(table))
        message = await self._send(
            channel,
            content=ui.board_text(table),
            file=discord.File(io.BytesIO(image), f"splito-{table.id}-round-{view.round}.png"),
            view=board_view(table.id, view.round),
        )
        if message is not None:
            await self.service.set_messages(table.id, board=message.id)

    async def _edit_board(self, channel: Any, table: TableInfo) -> None:
        if table.board_message_id is None:
            return
        try:
            await channel.get_partial_message(table.board_message_id).edit(
                content=ui.board_text(table)
            )
        except discord.HTTPException as error:
            log.warning("table %s: cannot update the board: %s", table.id, error)

    async def _retire_board(self, channel: Any, table: TableInfo) -> None:
        """Take the Play button off the previous board (old buttons would be refused anyway)."""
        if table.board_message_id is None:
            return
        try:
            await channel.get_partial_message(table.board_message_id).edit(view=None)
        except discord.HTTPException as error:
            log.warning("table %s: cannot retire the old board: %s", table.id, error)

    async def _post_final(self, channel: Any, table: TableInfo) -> None:
        names = ui.seat_names(table)
        view = ui.GAME.view(table.state, None)
        result = ui.GAME.result(table.state)
        board, scores = await asyncio.to_thread(
            lambda: (render_table(view, names), render_scoreboard(view, result, names))
        )
        await self._send(
            channel,
            content=ui.board_text(table, headline="**The game is over.**"),
            files=[
                discord.File(io.BytesIO(board), f"splito-{table.id}-final-table.png"),
                discord.File(io.BytesIO(scores), f"splito-{table.id}-scores.png"),
            ],
            embed=ui.final_embed(table, result, tiebreak_note(result, names)),
        )

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
            # A missing permission must not stop the game: it is saved, and /splito status
            # shows where it stands.
            log.warning("cannot post in %s: %s", getattr(channel, "id", "?"), error)
            return None
