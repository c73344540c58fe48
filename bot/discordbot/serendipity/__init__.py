"""Serendipity's table in Discord: the live board the presenter keeps (one message per turn,
edited in place after each action), the final message, the lobby's colour select,
``/serendipity start`` and the game's registration. The turn panel is in
``serendipity_components.py``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord
from discord import app_commands

from bot.discordbot import serendipity_ui as ui
from bot.discordbot.commands import TIMER_CHOICES, TIMER_HELP, open_table
from bot.discordbot.common import refusals_answered, service_of
from bot.discordbot.games import GameUI, LiveUpdate, Post, register, seat_names
from bot.discordbot.lobby import lobby_embed, lobby_items, lobby_view
from bot.discordbot.serendipity_components import YourTurnButton
from bot.service import RoundResolved, TableInfo
from engine.serendipity import COLOURS, allowed_per_player
from render.serendipity import render_board, render_final

GAME = ui.GAME


# -- the messages the presenter posts ------------------------------------------------------------


def board_view(table: TableInfo) -> discord.ui.View | None:
    if table.state.phase == "over":
        return None
    view = discord.ui.View(timeout=None)
    view.add_item(YourTurnButton(table.id, table.round))
    return view


def serendipity_board(table: TableInfo, seen: Sequence[tuple[Any, str]] = ()) -> Post:
    image = render_board(GAME.view(table.state, None), seat_names(table), seen=seen)
    # The same file name at every step: the live board replaces its image, it keeps no series.
    return Post(ui.board_text(table), [(f"serendipity-{table.id}.png", image)])


def live_update(table: TableInfo, rounds: Sequence[RoundResolved]) -> LiveUpdate:
    """After a batch of actions: edit the turn's board, or retire it and post the next turn's.

    Tiles turned back during the batch (AI seats may play several turns at once) are drawn on
    the new image, which the next action replaces."""
    names = seat_names(table)
    seen = [r.opening.flash for r in rounds if r.opening.flash is not None]
    post = serendipity_board(table, seen)
    ended = [r.opening for r in rounds if not r.opening.this_turn and r.opening.last_turn]
    if not ended:
        return LiveUpdate(post)
    summaries = [ui.turn_summary(view, names, *view.last_turn) for view in ended]
    return LiveUpdate(post, retired=summaries[0], notes=summaries[1:])


def serendipity_final(table: TableInfo) -> Post:
    result = GAME.result(table.state)
    image = render_final(GAME.view(table.state, None), result, seat_names(table))
    return Post(
        "**The game is over.**\n" + ui.status_text(table),
        [(f"serendipity-{table.id}-final.png", image)],
        ui.final_embed(table, result),
    )


# -- the lobby's colour select -------------------------------------------------------------------


class ColourSelect(
    discord.ui.DynamicItem[discord.ui.Select],
    template=r"lobby:(?P<table>[0-9]{1,18}):colours",
):
    """Each seated player picks their colours; a colour another seat picked is refused."""

    def __init__(self, table: int) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=f"lobby:{table}:colours",
                placeholder="Pick your colours (you play as many as the table size gives)",
                min_values=1,
                max_values=3,
                options=[discord.SelectOption(label=c, value=c) for c in COLOURS],
            )
        )
        self.table = table

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Select, match: Any
    ) -> ColourSelect:
        return cls(int(match["table"]))

    @refusals_answered
    async def callback(self, interaction: discord.Interaction) -> None:
        values = list((interaction.data or {}).get("values", []))  # type: ignore[union-attr]
        values.sort(key=lambda c: COLOURS.index(c) if c in COLOURS else len(COLOURS))
        service = service_of(interaction)
        table = await service.choose_for_seat(self.table, interaction.user.id, values)
        await interaction.response.edit_message(embed=lobby_embed(table), view=lobby_view(table))


@lobby_items("serendipity")
def colour_select(table: TableInfo) -> list[discord.ui.Item[Any]]:
    return [ColourSelect(table.id)]


# -- commands ------------------------------------------------------------------------------------


def colours_choice(count: int) -> app_commands.Choice[int]:
    return app_commands.Choice(name=f"{count} colour{'s' if count > 1 else ''} each", value=count)


@app_commands.describe(
    colours_with_two="With two players: 1, 2 or 3 colours each (default 2)",
    colours_with_three="With three players: 1 or 2 colours each (default 2)",
    unowned="What a colour nobody owns does once turned",
    **TIMER_HELP,
)
@app_commands.choices(
    colours_with_two=[colours_choice(n) for n in allowed_per_player(2)],
    colours_with_three=[colours_choice(n) for n in allowed_per_player(3)],
    unowned=[app_commands.Choice(name=words, value=key) for key, words in ui.UNOWNED_WORDS.items()],
    timer=TIMER_CHOICES,
)
async def start_serendipity(
    interaction: discord.Interaction,
    colours_with_two: int = 2,
    colours_with_three: int = 2,
    unowned: str = "hidden",
    timer: str = "off",
    timer_minutes: app_commands.Range[float, 0.5, 1440.0] = 5.0,
    ai_seats: app_commands.Range[int, 0, 5] = 0,
) -> None:
    options = {
        "colours_with_two": colours_with_two,
        "colours_with_three": colours_with_three,
        "unowned": unowned,
    }
    await open_table(interaction, "serendipity", options, timer, timer_minutes, ai_seats)


SERENDIPITY_UI = register(
    GameUI(
        game="serendipity",
        command="serendipity",
        board=serendipity_board,
        board_text=ui.board_text,
        board_view=board_view,
        final=serendipity_final,
        status_text=ui.status_text,
        rules=ui.rules_embed,
        start=start_serendipity,
        how_to_play="on your turn press **Your turn** and pick tiles by row and cell or by "
        "label; pick your colours in the lobby",
        waiting_for=lambda table, seat: "it is your turn in Serendipity",
        played_for="the AI made their move",
        live=live_update,
    )
)
