"""Serendipity's lobby control: the select where each seated player picks their colours."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

import discord

from bot.discordbot.common import (
    deferred,
    redraw,
    refusals_answered,
    service_of,
    table_words,
    ui_of,
)
from bot.discordbot.controls import Control, ControlId, TableNumber
from bot.discordbot.emojis import EMOJIS
from bot.discordbot.lobby import lobby_embed, lobby_view
from bot.discordbot.serendipity.table import SerendipityTable
from bot.i18n import ENGLISH, Words
from engine.serendipity import COLOURS
from engine.serendipity.config import colour_word


@dataclass(frozen=True)
class ColoursId(ControlId):
    table: TableNumber
    what: Literal["colours"] = "colours"


class ColourSelect(
    Control, discord.ui.DynamicItem[discord.ui.Select[Any]], prefix="lobby", fields=ColoursId
):
    """Each seated player picks their colours; a colour another seat picked is refused."""

    choice: ColoursId
    PRIVATE = False  # on the lobby

    def __init__(self, choice: ColoursId, say: Words = ENGLISH) -> None:
        # The lobby's words: built for a table, in its language (rebuilt from a click: unseen).
        options = [
            discord.SelectOption(
                label=say(colour_word(c)), value=c, emoji=EMOJIS.serendipity_tile(c)
            )
            for c in COLOURS
        ]
        placeholder = say("serendipity-colour-placeholder")
        select = self.select(choice, options, placeholder=placeholder, min_values=1, max_values=3)
        super().__init__(choice, select)

    @refusals_answered
    async def callback(self, interaction: discord.Interaction) -> None:
        data: Any = interaction.data or {}
        values = [str(v) for v in data.get("values", [])]
        values.sort(key=lambda c: COLOURS.index(c) if c in COLOURS else len(COLOURS))
        service = service_of(interaction)
        await deferred(interaction)  # the choice waits for the table's lock
        table = await service.lobbies.choose_for_seat(
            self.choice.table, interaction.user.id, values
        )
        ui = ui_of(interaction, table.game)
        await redraw(interaction, embed=lobby_embed(table, ui), view=lobby_view(table, ui))


def colour_select(table: SerendipityTable) -> list[discord.ui.Item[Any]]:
    return [ColourSelect(ColoursId(table.id), table_words(table))]
