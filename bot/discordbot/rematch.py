"""Rematch: a button on every final message that opens the next game where this one was played.

The lobby has the same game, options and AI seats; whoever presses Rematch (a player of the
finished game) hosts it, and the other players are named in it: each presses Join again.
Buttons are ``rematch:<finished table>``.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.discordbot.common import (
    player,
    reader,
    refusals_answered,
    service_of,
    table_words,
    tell,
    ui_of,
)
from bot.discordbot.controls import Control, TableId
from bot.discordbot.lobby import lobby_embed, lobby_view, missing_permissions
from bot.service import TableView


class RematchButton(
    Control, discord.ui.DynamicItem[discord.ui.Button[Any]], prefix="rematch", fields=TableId
):
    """Opens the rematch's lobby, through the click (the final message stays as it is)."""

    choice: TableId
    PRIVATE = False

    def __init__(self, choice: TableId, label: str = "Rematch") -> None:
        # Rebuilt from a click, the label is not shown: only a new final message needs words.
        super().__init__(choice, self.button(choice, label, discord.ButtonStyle.primary))

    @refusals_answered
    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer()  # the lobby waits for the database: answered first
        lacking, _ = missing_permissions(interaction.channel)
        if lacking:
            await tell(interaction, reader(interaction)("missing-permissions", permissions=lacking))
            return
        service = service_of(interaction)
        table = await service.lobbies.rematch(
            self.choice.table,
            player(interaction),
            guild_id=interaction.guild_id,
            channel_id=interaction.channel_id,
        )
        finished = await service.get(self.choice.table)
        ui = ui_of(interaction, table.game)
        lobby = await interaction.followup.send(
            invitation(finished, interaction.user.id, interaction.user.mention),
            embed=lobby_embed(table, ui),
            view=lobby_view(table, ui),
            wait=True,
        )
        await service.messages.set_messages(table.id, lobby=lobby.id)


def invitation(finished: TableView, host_id: int, host: str) -> str:
    """Who opened the rematch, and the other players of the finished game, named to join."""
    say = table_words(finished)
    others = sorted(
        {s.user_id for s in finished.seats if not s.is_ai and s.user_id not in (None, host_id)}
    )
    if not others:
        return say("rematch-opened", id=finished.id, host=host)
    players = say.join([f"<@{user}>" for user in others])
    join = say("lobby-button-join")
    return say("rematch-invite", id=finished.id, host=host, players=players, join=join)


def rematch_view(table: TableView) -> discord.ui.View:
    """The final message's Rematch button, in the table's language."""
    view = discord.ui.View(timeout=None)
    view.add_item(RematchButton(TableId(table.id), table_words(table)("button-rematch")))
    return view
