"""Serendipity's **Hint** button, on the turn panel at a table started with hints: it sets the
panel where the strong AI's move's picks start (``choice.hinted_choice``: the mode, the
Serendip's rotation, the row holding its cell) and says why (``controls.hinted_panel``).
Buttons are ``serendipity:hint:<table>:<step>``.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.discordbot import hintbutton
from bot.discordbot.controls import BoardId
from bot.discordbot.serendipity import words
from bot.discordbot.serendipity.table import SerendipityTable
from bot.i18n import Words

GAME = words.GAME


class HintButton(
    hintbutton.HintButton,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    prefix="serendipity:hint",
):
    """💡 Hint: the panel set to the strong AI's move, and why."""

    GAME = GAME.name
    ROW = 4  # below the panel's selects and buttons


def add_hint(items: list[discord.ui.Item[Any]], say: Words, table: SerendipityTable) -> None:
    """The Hint button, at a table started with hints."""
    if table.hints:
        items.append(HintButton(BoardId(table.id, table.round), say("button-hint")))
