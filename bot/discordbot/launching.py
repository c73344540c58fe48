"""**Play in Discord** on a public board: the table as a Discord Activity, launched for its
clicker (``LAUNCH_ACTIVITY``), where the operator turned the Activity on. Where Discord cannot
launch it (the Activity not enabled for the app, the platform or the channel; a client that
has none), the clicker is told so in one line and given their own browser link instead."""

from __future__ import annotations

import logging
from typing import Any

import discord

from bot.discordbot.common import reader, refusals_answered, service_of, tell
from bot.discordbot.controls import Control, TableId
from bot.discordbot.weblinks import LAUNCH_PREFIX, LINK_ROW, SERVED, table_link

log = logging.getLogger(__name__)


class LaunchButton(
    Control, discord.ui.DynamicItem[discord.ui.Button[Any]], prefix=LAUNCH_PREFIX, fields=TableId
):
    """**Play in Discord**: the Activity opens on this channel's table, at the clicker's seat
    (or watching, for a member not seated)."""

    choice: TableId
    PRIVATE = False

    def __init__(self, choice: TableId, label: str = "Play in Discord") -> None:
        # Rebuilt from a click, the label is not shown: only a new board needs its words.
        super().__init__(
            choice, self.button(choice, label, style=discord.ButtonStyle.primary, row=LINK_ROW)
        )

    @refusals_answered
    async def callback(self, interaction: discord.Interaction) -> None:
        say = reader(interaction)
        web = SERVED.table
        if web is None or web.activity is None:
            await tell(interaction, say("refusal-activity-off"))
            return
        table = await service_of(interaction).get(self.choice.table)  # refused if none
        try:
            await interaction.response.launch_activity()
            return
        except discord.HTTPException as refused:
            # 50231: the Activity is not enabled for the app or this platform; other codes
            # for a channel or client where it cannot launch. The interaction stays open.
            log.info(
                "Discord did not launch the Activity (%s, code %s)", refused.status, refused.code
            )
        link = table_link(say, table, interaction.user.id)
        view = discord.ui.View(timeout=None)
        if link is not None:
            view.add_item(link)
        await interaction.response.send_message(
            say("activity-cannot-launch"), view=view, ephemeral=True
        )
