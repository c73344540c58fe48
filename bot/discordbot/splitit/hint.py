"""Split it!'s **Hint** button, on every secret control (split, discard, bet, joker) at a table
started with hints: it shows the strong AI's move there (``controls.hinted_control``: a
split's separators and a discard's zone chosen for the player, Confirm plays them, with the
preview; a bet or a joker named). Buttons are ``splitit:hint:<table>:<step>``.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.discordbot import hintbutton
from bot.discordbot.controls import BoardId
from bot.discordbot.splitit import words
from bot.discordbot.splitit.table import SplitItTable
from bot.i18n import Words

GAME = words.GAME


class HintButton(
    hintbutton.HintButton, discord.ui.DynamicItem[discord.ui.Button[Any]], prefix="splitit:hint"
):
    """💡 Hint: the strong AI's move for this step, chosen in the control where it can be."""

    GAME = GAME.name
    ROW = 3  # below every control's own rows


def add_hint(view: discord.ui.View, say: Words, table: SplitItTable) -> None:
    """The Hint button, at a table started with hints."""
    if table.hints:
        view.add_item(HintButton(BoardId(table.id, table.round), say("button-hint")))
