"""Serendipity's **Hint** button, on the turn panel at a table started with hints: it sets the
panel to the strong AI's move (the mode, the Serendip's rotation, the row holding its cell: one
more pick plays it) and says why. Buttons are ``serendipity:hint:<table>:<step>``.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.discordbot import hintbutton
from bot.discordbot.common import reader
from bot.discordbot.controls import BoardId
from bot.discordbot.serendipity import words
from bot.discordbot.serendipity.choice import Choice, row_of
from bot.discordbot.serendipity.table import SerendipityTable
from bot.i18n import Words
from engine.hints import Hint
from engine.serendipity import KeepSerendip, LeaveOwn, MoveSerendip, SwapOwn, Turn
from engine.serendipity.actions import Action

GAME = words.GAME


class HintButton(
    hintbutton.HintButton,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    prefix="serendipity:hint",
):
    """💡 Hint: the panel set to the strong AI's move, and why."""

    GAME = GAME.name
    ROW = 4  # below the panel's selects and buttons

    async def show(
        self, interaction: discord.Interaction, table: SerendipityTable, seat: int, found: Hint
    ) -> None:
        # The panel is built with this button: its module is imported when a hint is shown.
        from bot.discordbot.serendipity.controls import show

        note = words.hint_line(reader(interaction), found.action, found.why)
        await show(interaction, table, seat, hinted_choice(table, found.action), note)


def hinted_choice(table: SerendipityTable, action: Action) -> Choice:
    """The panel where ``action`` is one pick away."""
    match action:
        case Turn(cell=cell):
            return Choice(table.id, table.round, "turn", row=row_of(cell))
        case SwapOwn(target=target):
            return Choice(table.id, table.round, "swap", row=row_of(target))
        case KeepSerendip(rotation=k, a=a):
            return Choice(table.id, table.round, "keepa", rotation=k, row=row_of(a))
        case MoveSerendip(target=target, rotation=k):
            return Choice(table.id, table.round, "move", rotation=k, row=row_of(target))
        case LeaveOwn():
            return Choice(table.id, table.round)
    raise AssertionError(f"not a Serendipity move: {action!r}")  # pragma: no cover


def add_hint(items: list[discord.ui.Item[Any]], say: Words, table: SerendipityTable) -> None:
    """The Hint button, at a table started with hints."""
    if table.hints:
        items.append(HintButton(BoardId(table.id, table.round), say("button-hint")))
