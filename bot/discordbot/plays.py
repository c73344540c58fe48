"""A click's move: the seat checks before it, and the one service call that plays it for the
clicker, keeping the clicked control as the seat's open one (``open_controls``)."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import cast

import discord

from bot.discordbot.common import Host, open_controls_of, service_of
from bot.discordbot.open_controls import OpenControl
from bot.service import Event, TableView, errors
from bot.service.actions import Asked

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Played:
    """What a click played: the table after it, the clicker's seat, and the events."""

    table: TableView
    seat: int
    events: list[Event]


async def play_for(
    interaction: discord.Interaction, table_id: int, round: int, game: str, action: Asked
) -> Played:
    """Play ``action`` (``bot.service.actions``) for the clicker: one call to the service,
    which holds the table once. The clicked control is kept as the seat's open one with the
    table held, before the action applies: if the action ends the round, the presenter moves
    this control on with it."""
    controls = open_controls_of(interaction)
    replaced: list[OpenControl | None] = []
    seats: list[int] = []

    def keep(seat: int) -> None:
        seats.append(seat)
        replaced.append(controls.remember(table_id, seat, interaction, round))

    try:
        after, events = await service_of(interaction).play.act(
            table_id,
            interaction.user.id,
            action,
            round=round,
            game=game,
            seated=keep,
            origin=interaction,
        )
    finally:
        for old in replaced:
            await controls.retire(old)
    return Played(after, seats[-1], events)


async def seated(
    interaction: discord.Interaction, table_id: int, round: int, game: str
) -> tuple[TableView, int]:
    """The table and the clicker's seat, if they play ``game`` there and ``round`` is the
    table's round (or step); otherwise the refusal that says why."""
    return await service_of(interaction).play.require_seat(
        table_id, interaction.user.id, round=round, game=game
    )


async def opened(
    interaction: discord.Interaction, table_id: int, round: int, game: str
) -> tuple[TableView, int]:
    """As ``seated``, for a board's button that opens the clicker's control: a board the table
    left behind (its process stopped after a move was saved, before it was shown) has no newer
    message to point to, so its button opens the control where the table stands and the board
    is shown again. A button of an older board is refused as ever."""
    try:
        return await seated(interaction, table_id, round, game)
    except errors.StaleRound:
        service = service_of(interaction)
        table, seat = await service.play.require_seat(table_id, interaction.user.id, game=game)
        clicked = getattr(interaction.message, "id", None)
        if (
            clicked is None
            or clicked != (await service.messages.shown_at(table_id)).board_message_id
        ):
            raise
        log.warning(
            "table %s: its board was behind; shown again", table_id, extra={"table": table_id}
        )
        await cast(Host, interaction.client).presenter.catch_up(table_id, clicked, interaction)
        return table, seat
