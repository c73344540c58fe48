"""**Watch live ↗** on a public board: its clicker gets their own link, privately."""

from __future__ import annotations

from typing import Any

import discord

from bot.discordbot.common import reader, refusals_answered, service_of, tell
from bot.discordbot.controls import Control, TableId
from bot.discordbot.weblinks import LINK_ROW, WATCH_PREFIX, table_link


class WatchButton(
    Control, discord.ui.DynamicItem[discord.ui.Button[Any]], prefix=WATCH_PREFIX, fields=TableId
):
    """**Watch live ↗** on a public board: answers its clicker, privately, with their own link
    (at their seat, if they play; the public view, if they watch)."""

    choice: TableId
    PRIVATE = False

    def __init__(self, choice: TableId, label: str = "Watch live") -> None:
        # Rebuilt from a click, the label is not shown: only a new board needs its words.
        super().__init__(choice, self.button(choice, label, row=LINK_ROW))

    @refusals_answered
    async def callback(self, interaction: discord.Interaction) -> None:
        table = await service_of(interaction).get(self.choice.table)
        say = reader(interaction)
        link = table_link(say, table, interaction.user.id)
        if link is None:
            await tell(interaction, say("refusal-web-off"))
            return
        view = discord.ui.View(timeout=None)
        view.add_item(link)
        await interaction.response.send_message(view=view, ephemeral=True)
