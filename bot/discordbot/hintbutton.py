"""The **Hint** button of a player's secret control, at a table started with hints: it asks the
service for the strong AI's move and why (worked out off the event loop, from the player's
view), and the game shows it in the control: by ``show``, or by default by drawing the
game's ``UI.hinted`` control in place of the clicked one (so the button's module need not
import the controls that carry it). Buttons are ``<game>:hint:<table>:<round>``.
"""

from __future__ import annotations

from typing import Any, ClassVar

import discord

from bot.discordbot.common import (
    deferred,
    open_controls_of,
    reader,
    redraw,
    refusals_answered,
    service_of,
    ui_of,
)
from bot.discordbot.controls import BoardId, Control
from bot.lanes import DRAWING
from bot.service import TableView
from engine.hints import Hint


class HintButton(Control):
    """Mixed into a DynamicItem, as a board's button is: ``class SplitoHint(HintButton,
    discord.ui.DynamicItem[discord.ui.Button[Any]], prefix="splito:hint")`` with ``GAME``,
    ``ROW`` and ``show``."""

    #: The game whose tables it asks (another game's table is refused).
    GAME: ClassVar[str]
    #: The component row it takes in the control.
    ROW: ClassVar[int]
    choice: BoardId

    def __init_subclass__(cls, *, prefix: str | None = None, **kwargs: Any) -> None:
        super().__init_subclass__(prefix=prefix, fields=BoardId, **kwargs)

    def __init__(self, choice: BoardId, label: str = "?") -> None:
        style = discord.ButtonStyle.secondary
        super().__init__(choice, self.button(choice, label, style, self.ROW))

    @refusals_answered
    async def callback(self, interaction: discord.Interaction) -> None:
        at = self.choice
        await deferred(interaction)  # the strong AI thinks for a few hundred milliseconds
        table, seat, found = await service_of(interaction).play.suggest(
            at.table, interaction.user.id, round=at.round, game=self.GAME
        )
        await self.show(interaction, table, seat, found)

    async def show(
        self, interaction: discord.Interaction, table: TableView, seat: int, found: Hint
    ) -> None:
        """Show the hint in the clicker's control (edited through the deferred click)."""
        hinted = ui_of(interaction, self.GAME).hinted
        assert hinted is not None, f"{self.GAME} shows no hinted control"
        shown = await DRAWING.run(hinted, reader(interaction), table, seat, found)
        await redraw(interaction, **shown.edit())
        await open_controls_of(interaction).keep(table.id, seat, interaction, table.round)
