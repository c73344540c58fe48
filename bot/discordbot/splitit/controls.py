"""Split it! in Discord: the board's button, the bet and joker controls, and the messages the
presenter posts (the splitter's and discarder's controls are in ``splitit_split.py``).

Every control is a DynamicItem whose custom_id carries the table and the step it was made
for (``splitit:<kind>:<table>:<step>:…``), so it still works after a restart and an old one is
refused. The step is the engine's ``round_number``: it changes at every split, discard, reveal
and joker placement that ends a phase.
"""

from __future__ import annotations

import asyncio
from typing import Any

import discord
from discord import app_commands

from bot.discordbot import splitit_ui as ui
from bot.discordbot.commands import TIMER_CHOICES, TIMER_HELP, open_table
from bot.discordbot.common import (
    BoardButton,
    chosen_number,
    refusals_answered,
    send_control,
    service_of,
)
from bot.discordbot.games import GameUI, Post, register, seat_names
from bot.discordbot.splitit_split import (
    CutSelect,
    DiscardConfirm,
    SplitConfirm,
    ZoneChoice,
    default_cuts,
    discard_control,
    discard_preview,
    png,
    seat_to_act,
    split_control,
    split_preview,
)
from bot.service import TableInfo
from engine.splitit import SplitItView
from render.splitit import render_board, render_scoreboard

GAME = ui.GAME


# -- the board's button ---------------------------------------------------------------------------


class ActButton(BoardButton, discord.ui.DynamicItem[discord.ui.Button], prefix="splitit:open"):
    """Opens the clicker's secret control for this step (split, discard, bet or joker); its
    label names the step's move."""

    @refusals_answered
    async def callback(self, interaction: discord.Interaction) -> None:
        table, seat = await seat_to_act(interaction, self.table, self.round)
        phase = table.state.phase
        if phase == "bet":
            content, view = bet_control(table, seat)
            await send_control(interaction, content, view)
            return
        if phase == "jokers":
            content, view = joker_control(table, seat)
            await send_control(interaction, content, view)
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        if phase == "split":
            first, second = default_cuts(len(table.state.row))
            content, view = split_control(table, first, second)
            image = await asyncio.to_thread(split_preview, table, first, second)
        else:
            content, view = discard_control(table, None)
            image = await asyncio.to_thread(discard_preview, table, None)
        await send_control(interaction, content, view, png("preview.png", image))


def board_view(table: TableInfo) -> discord.ui.View | None:
    phase = table.state.phase
    if phase == "over":
        return None
    view = discord.ui.View(timeout=None)
    view.add_item(ActButton(table.id, table.round, ui.ACTION_LABEL[phase]))
    return view


# -- bets: one button per zone, changeable until everyone has bet ----------------------------------


def bet_control(table: TableInfo, seat: int, done: bool = False) -> tuple[str, discord.ui.View]:
    mine: SplitItView = GAME.view(table.state, seat)
    lines = ["**Your bet** (only you see it until the reveal)."]
    if mine.my_bet:
        lines.append(f"✓ You bet on **{mine.my_bet}**. You may change it until everyone has bet.")
    else:
        lines.append("Press the zone you want. A zone with only your bet is yours.")
    lines.append(f"Your columns: {ui.columns_text(mine, seat)}")
    view = discord.ui.View(timeout=None)
    for name, cards in mine.zones:
        view.add_item(
            BetButton(table.id, table.round, name, ui.zone_label(name, cards), name == mine.my_bet)
        )
    return "\n".join(lines), view


class BetButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"splitit:bet:(?P<table>[0-9]{1,18}):(?P<step>[0-9]{1,6}):(?P<zone>white|pink|black)",
):
    def __init__(
        self, table: int, step: int, zone: str, label: str = "?", selected: bool = False
    ) -> None:
        style = discord.ButtonStyle.success if selected else discord.ButtonStyle.secondary
        super().__init__(
            discord.ui.Button(
                label=label[:80], style=style, custom_id=f"splitit:bet:{table}:{step}:{zone}"
            )
        )
        self.table, self.step, self.zone = table, step, zone

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: Any
    ) -> BetButton:
        return cls(int(match["table"]), int(match["step"]), match["zone"])

    @refusals_answered
    async def callback(self, interaction: discord.Interaction) -> None:
        _, seat = await seat_to_act(interaction, self.table, self.step)
        await interaction.response.defer()  # the last bet reveals: a new board is drawn
        after, _ = await service_of(interaction).act(
            self.table, interaction.user.id, {"bet": self.zone}, round=self.step, game=GAME.name
        )
        if after.round != self.step:
            await interaction.edit_original_response(
                content=f"✓ You bet on **{self.zone}**. Everyone has bet: see the reveal on "
                "the board.",
                view=None,
            )
            return
        content, view = bet_control(after, seat)
        await interaction.edit_original_response(content=content, view=view)


# -- jokers: a select of the taker's columns -------------------------------------------------------


def joker_control(table: TableInfo, seat: int) -> tuple[str, discord.ui.View]:
    mine: SplitItView = GAME.view(table.state, seat)
    pending = mine.pending_jokers[seat]
    lines = [
        f"**Place your joker{'s' if pending > 1 else ''}** ({pending} to place; only you see "
        "this). A joker counts as one more card of the column it joins.",
        f"Your columns: {ui.columns_text(mine, seat)}",
    ]
    view = discord.ui.View(timeout=None)
    view.add_item(JokerSelect(table.id, table.round, mine, seat))
    return "\n".join(lines), view


class JokerSelect(
    discord.ui.DynamicItem[discord.ui.Select],
    template=r"splitit:joker:(?P<table>[0-9]{1,18}):(?P<step>[0-9]{1,6})",
):
    def __init__(
        self, table: int, step: int, mine: SplitItView | None = None, seat: int = 0
    ) -> None:
        columns = mine.columns[seat] if mine is not None else {}
        options = [
            discord.SelectOption(
                label=f"the {number}s",
                value=str(number),
                description=f"{column.cards} cards"
                + (f" + {column.jokers}★" if column.jokers else ""),
            )
            for number, column in sorted(columns.items())
        ] or [discord.SelectOption(label="?", value="0")]  # rebuilt from a click: not shown
        super().__init__(
            discord.ui.Select(
                custom_id=f"splitit:joker:{table}:{step}",
                placeholder="Column for the joker",
                options=options,
            )
        )
        self.table, self.step = table, step

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Select, match: Any
    ) -> JokerSelect:
        return cls(int(match["table"]), int(match["step"]))

    @refusals_answered
    async def callback(self, interaction: discord.Interaction) -> None:
        _, seat = await seat_to_act(interaction, self.table, self.step)
        number = chosen_number(interaction)
        await interaction.response.defer()
        after, _ = await service_of(interaction).act(
            self.table, interaction.user.id, {"joker": number}, round=self.step, game=GAME.name
        )
        if (
            after.status == "running"
            and after.round == self.step
            and after.state.pending_jokers[seat]
        ):
            content, view = joker_control(after, seat)
            await interaction.edit_original_response(content=content, view=view)
            return
        await interaction.edit_original_response(
            content=f"✓ Joker placed on your {number}s.", view=None
        )


# -- the messages the presenter posts ------------------------------------------------------------


def splitit_board(table: TableInfo) -> Post:
    image = render_board(GAME.view(table.state, None), seat_names(table))
    return Post(ui.board_text(table), [(f"splitit-{table.id}-step-{table.round}.png", image)])


def splitit_final(table: TableInfo) -> Post:
    names = seat_names(table)
    public = GAME.view(table.state, None)
    result = GAME.result(table.state)
    return Post(
        "**The game is over.**\n" + ui.status_text(table),
        [
            (f"splitit-{table.id}-final-table.png", render_board(public, names)),
            (f"splitit-{table.id}-scores.png", render_scoreboard(public, result, names)),
        ],
        ui.final_embed(table, result),
    )


@app_commands.describe(**TIMER_HELP)
@app_commands.choices(timer=TIMER_CHOICES)
async def start_splitit(
    interaction: discord.Interaction,
    timer: str = "off",
    timer_minutes: app_commands.Range[float, 0.5, 1440.0] = 5.0,
    ai_seats: app_commands.Range[int, 0, 3] = 0,
) -> None:
    await open_table(interaction, "splitit", {}, timer, timer_minutes, ai_seats)


SPLITIT_UI = register(
    GameUI(
        game="splitit",
        command="split",
        board=splitit_board,
        board_text=ui.board_text,
        board_view=board_view,
        final=splitit_final,
        status_text=ui.status_text,
        rules=ui.rules_embed,
        start=start_splitit,
        how_to_play="split the row, then bet in secret with the **Bet** button",
        waiting_for=ui.waiting_for,
        round_notes=ui.round_notes,
    )
)

DYNAMIC_ITEMS = (
    ActButton,
    CutSelect,
    SplitConfirm,
    ZoneChoice,
    DiscardConfirm,
    BetButton,
    JokerSelect,
)
