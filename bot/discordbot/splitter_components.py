"""Splitter in Discord: the round's Place button, each player's placement control (row select,
pair select, Swap, preview, Confirm), /splitter solo, and the messages the presenter posts.

Every control is a DynamicItem whose custom_id carries the table, the round and the choice so
far (``splitter:<kind>:<table>:<round>:<row>:<left column>:<swap>``), so it still works after a
restart and an old one is refused.
"""

from __future__ import annotations

import asyncio
import io
from dataclasses import replace
from typing import Any

import discord
from discord import app_commands

from bot.discordbot import splitter_ui as ui
from bot.discordbot.commands import TIMER_CHOICES, TIMER_HELP, missing_permissions, open_table
from bot.discordbot.common import player, refusals_answered, send_control, service_of, tell
from bot.discordbot.games import GameUI, Post, register, seat_names
from bot.discordbot.lobby import can_open_thread, lobby_embed
from bot.service import TableInfo, errors, solo_scores
from engine.splitter import Place, SplitterView
from engine.splitter.ai_scores import percentile
from render.splitter import render_scoreboard, render_sheet, render_sheets

GAME = ui.GAME
PAD_CHOICES = [app_commands.Choice(name=f"pad {p}", value=p) for p in ("A", "B")]


# -- a placement: (row, left column, swap) --------------------------------------------------------


def free_pairs(view: SplitterView, seat: int) -> dict[int, list[int]]:
    """Empty mirror pairs of a sheet, as {row: [left columns]}."""
    sheet = view.sheets[seat]
    pairs: dict[int, list[int]] = {}
    for (row, left), (_, right) in view.layout.pairs:
        if sheet[row][left] is None and sheet[row][right] is None:
            pairs.setdefault(row, []).append(left)
    return pairs


def placement(view: SplitterView, row: int, left: int, swap: bool) -> Place:
    roll = view.roll or (0, 0)
    numbers = (roll[1], roll[0]) if swap else roll
    return Place(((row, left), (row, view.layout.mirror(left))), numbers)


def control(table: TableInfo, seat: int, row: int, left: int, swap: bool, done: bool = False):
    """The text and components of a player's placement control."""
    view: SplitterView = GAME.view(table.state, seat)
    place = placement(view, row, left, swap)
    a, b = view.roll or (0, 0)
    lines = [f"**Your sheet · round {view.round}/{view.rounds}** (only you see this)"]
    lines.append(f"🎲 Rolled **{a}** and **{b}**.")
    prefix = "✓ Your placement" if done else "Selected"
    lines.append(f"{prefix}: {ui.placement_words(place)}.")
    if done:
        lines.append("You may change it until everyone has placed.")
    else:
        lines.append("Choose the row, then the pair; **Swap** exchanges the two numbers.")
    pairs = free_pairs(view, seat)
    items: list[discord.ui.Item[Any]] = [
        RowSelect(table.id, view.round, row, left, swap, pairs),
        PairSelect(
            table.id,
            view.round,
            row,
            left,
            swap,
            [(x, view.layout.mirror(x)) for x in pairs.get(row, [])],
        ),
    ]
    if a != b:
        items.append(PlacementButton("swap", table.id, view.round, row, left, swap))
    items.append(PlacementButton("place", table.id, view.round, row, left, swap))
    components = discord.ui.View(timeout=None)
    for item in items:
        components.add_item(item)
    return "\n".join(lines), components


def preview(table: TableInfo, seat: int, row: int, left: int, swap: bool) -> bytes:
    view: SplitterView = GAME.view(table.state, seat)
    place = placement(view, row, left, swap)
    (_, x1), (_, x2) = place.cells
    note = f"Preview: {place.numbers[0]} in column {x1 + 1}, {place.numbers[1]} in column {x2 + 1}"
    return render_sheet(replace(view, my_pending=None), seat_names(table)[seat], place, note)


def png(data: bytes) -> discord.File:
    return discord.File(io.BytesIO(data), filename="sheet.png")


async def show_control(
    interaction: discord.Interaction, table: TableInfo, seat: int, row: int, left: int, swap: bool
) -> None:
    """Redraw the clicker's control with the new choice (the preview is drawn off the loop)."""
    view: SplitterView = GAME.view(table.state, seat)
    if left not in free_pairs(view, seat).get(row, []):
        raise errors.IllegalMove("That pair is already filled; choose another.")
    content, components = control(table, seat, row, left, swap)
    image = await asyncio.to_thread(preview, table, seat, row, left, swap)
    await interaction.response.edit_message(
        content=content, view=components, attachments=[png(image)]
    )


class PlaceButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"splitter:open:(?P<table>\d+):(?P<round>\d+)",
):
    def __init__(self, table: int, round: int) -> None:
        super().__init__(
            discord.ui.Button(
                label="Place",
                style=discord.ButtonStyle.primary,
                custom_id=f"splitter:open:{table}:{round}",
            )
        )
        self.table, self.round = table, round

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: Any
    ) -> PlaceButton:
        return cls(int(match["table"]), int(match["round"]))

    @refusals_answered
    async def callback(self, interaction: discord.Interaction) -> None:
        service = service_of(interaction)
        table, seat = await service.require_seat(self.table, interaction.user.id, round=self.round)
        await interaction.response.defer(ephemeral=True, thinking=True)
        view: SplitterView = GAME.view(table.state, seat)
        if view.my_pending is not None:  # reopen on the placement already chosen
            (row, left), _ = view.my_pending.cells
            swap = view.my_pending.numbers != view.roll
        else:
            row, lefts = next(iter(free_pairs(view, seat).items()))
            left, swap = lefts[0], False
        content, components = control(table, seat, row, left, swap, view.my_pending is not None)
        image = await asyncio.to_thread(preview, table, seat, row, left, swap)
        await send_control(interaction, content, components, png(image))


class RowSelect(
    discord.ui.DynamicItem[discord.ui.Select],
    template=r"splitter:row:(?P<table>\d+):(?P<round>\d+):(?P<row>\d+):(?P<left>\d+):(?P<swap>[01])",
):
    def __init__(
        self,
        table: int,
        round: int,
        row: int,
        left: int,
        swap: bool,
        pairs: dict[int, list[int]] | None = None,
    ) -> None:
        options = [
            discord.SelectOption(
                label=f"Row {r + 1}",
                value=str(r),
                description=f"{len(lefts)} free pair{'s' if len(lefts) > 1 else ''}",
                default=r == row,
            )
            for r, lefts in sorted((pairs or {}).items())
        ] or [discord.SelectOption(label="?", value="0")]  # rebuilt from a click: not shown
        super().__init__(
            discord.ui.Select(
                custom_id=f"splitter:row:{table}:{round}:{row}:{left}:{int(swap)}",
                options=options,
                row=0,
            )
        )
        self.table, self.round, self.swap = table, round, swap

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Select, match: Any
    ) -> RowSelect:
        return cls(
            int(match["table"]),
            int(match["round"]),
            int(match["row"]),
            int(match["left"]),
            match["swap"] == "1",
        )

    @refusals_answered
    async def callback(self, interaction: discord.Interaction) -> None:
        service = service_of(interaction)
        table, seat = await service.require_seat(self.table, interaction.user.id, round=self.round)
        row = int((interaction.data or {}).get("values", ["0"])[0])  # type: ignore[union-attr]
        lefts = free_pairs(GAME.view(table.state, seat), seat).get(row)
        if not lefts:
            raise errors.IllegalMove(f"Row {row + 1} has no empty pair left.")
        await show_control(interaction, table, seat, row, lefts[0], self.swap)


class PairSelect(
    discord.ui.DynamicItem[discord.ui.Select],
    template=r"splitter:pair:(?P<table>\d+):(?P<round>\d+):(?P<row>\d+):(?P<left>\d+):(?P<swap>[01])",
):
    def __init__(
        self,
        table: int,
        round: int,
        row: int,
        left: int,
        swap: bool,
        pairs: list[tuple[int, int]] = (),  # type: ignore[assignment]
    ) -> None:
        options = [
            discord.SelectOption(
                label=f"Columns {x + 1} and {mirror + 1}", value=str(x), default=x == left
            )
            for x, mirror in pairs
        ] or [discord.SelectOption(label="?", value="0")]  # rebuilt from a click: not shown
        super().__init__(
            discord.ui.Select(
                custom_id=f"splitter:pair:{table}:{round}:{row}:{left}:{int(swap)}",
                options=options,
                row=1,
            )
        )
        self.table, self.round, self.line, self.swap = table, round, row, swap

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Select, match: Any
    ) -> PairSelect:
        return cls(
            int(match["table"]),
            int(match["round"]),
            int(match["row"]),
            int(match["left"]),
            match["swap"] == "1",
        )

    @refusals_answered
    async def callback(self, interaction: discord.Interaction) -> None:
        service = service_of(interaction)
        table, seat = await service.require_seat(self.table, interaction.user.id, round=self.round)
        left = int((interaction.data or {}).get("values", ["0"])[0])  # type: ignore[union-attr]
        await show_control(interaction, table, seat, self.line, left, self.swap)


class PlacementButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"splitter:(?P<kind>swap|place):(?P<table>\d+):(?P<round>\d+):(?P<row>\d+):(?P<left>\d+):(?P<swap>[01])",
):
    """**⇄ Swap** (which die goes left) or **Confirm**, for the placement chosen so far."""

    def __init__(self, kind: str, table: int, round: int, row: int, left: int, swap: bool) -> None:
        label, style = (
            ("⇄ Swap", discord.ButtonStyle.secondary)
            if kind == "swap"
            else ("Confirm", discord.ButtonStyle.success)
        )
        super().__init__(
            discord.ui.Button(
                label=label,
                style=style,
                row=2,
                custom_id=f"splitter:{kind}:{table}:{round}:{row}:{left}:{int(swap)}",
            )
        )
        self.kind, self.table, self.round = kind, table, round
        self.line, self.left, self.swap = row, left, swap

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: Any
    ) -> PlacementButton:
        return cls(
            match["kind"],
            int(match["table"]),
            int(match["round"]),
            int(match["row"]),
            int(match["left"]),
            match["swap"] == "1",
        )

    @refusals_answered
    async def callback(self, interaction: discord.Interaction) -> None:
        service = service_of(interaction)
        user = interaction.user.id
        table, seat = await service.require_seat(self.table, user, round=self.round)
        if self.kind == "swap":
            await show_control(interaction, table, seat, self.line, self.left, not self.swap)
            return
        place = placement(GAME.view(table.state, seat), self.line, self.left, self.swap)
        await interaction.response.defer()  # the round may resolve: new sheets are drawn
        after, _ = await service.act(self.table, user, GAME.action_to_json(place), round=self.round)
        if after.round != self.round or after.status != "running":
            await interaction.edit_original_response(
                content=f"✓ Written: {ui.placement_words(place)}. "
                f"Round {self.round} is on the board.",
                view=None,
                attachments=[],
            )
            return
        content, components = control(after, seat, self.line, self.left, self.swap, done=True)
        await interaction.edit_original_response(content=content, view=components)


# -- the messages the presenter posts ------------------------------------------------------------


def board_view(table: TableInfo) -> discord.ui.View | None:
    if table.state.over:
        return None
    view = discord.ui.View(timeout=None)
    view.add_item(PlaceButton(table.id, table.round))
    return view


def splitter_board(table: TableInfo) -> Post:
    image = render_sheets(GAME.view(table.state, None), seat_names(table))
    return Post(ui.board_text(table), [(f"splitter-{table.id}-round-{table.round}.png", image)])


def splitter_final(table: TableInfo) -> Post:
    names = seat_names(table)
    public = GAME.view(table.state, None)
    result = GAME.result(table.state)
    return Post(
        "**The game is over.**\n" + ui.status_text(table),
        [
            (f"splitter-{table.id}-final-sheets.png", render_sheets(public, names, result)),
            (f"splitter-{table.id}-scores.png", render_scoreboard(public, result, names)),
        ],
        ui.final_embed(table, result),
    )


async def solo_summary(service: Any, table: TableInfo) -> str:
    """A solo game's score against the player's best and the AI's 500 games on this pad."""
    if len(table.seats) != 1 or table.seats[0].is_ai:
        return ""
    score = GAME.result(table.state).players[0].score.total
    pad = table.state.config.pad
    config = GAME.config_to_json(table.state.config)
    earlier = await solo_scores(service.engine, "splitter", table.seats[0].user_id, config)
    earlier.remove(score)  # this game's own result is stored already
    if not earlier:
        best = f"Your first solo game on pad {pad}: {score} is your best."
    elif score > max(earlier):
        best = f"New personal best on pad {pad}: {score} (before: {max(earlier)})."
    else:
        best = f"Your best on pad {pad}: {max(earlier)}."
    share = percentile(pad, score)
    stars = " Out of this world!" if score >= 51 else ""
    return f"{best} {score} beats {share:.0f}% of the bot's own AI games on this pad.{stars}"


# -- commands ------------------------------------------------------------------------------------


@app_commands.describe(pad="Which sheet everyone plays (B has hearts)", **TIMER_HELP)
@app_commands.choices(pad=PAD_CHOICES, timer=TIMER_CHOICES)
async def start_splitter(
    interaction: discord.Interaction,
    pad: str = "A",
    timer: str = "off",
    timer_minutes: app_commands.Range[float, 0.5, 1440.0] = 5.0,
    ai_seats: app_commands.Range[int, 0, 11] = 0,
) -> None:
    await open_table(interaction, "splitter", {"pad": pad}, timer, timer_minutes, ai_seats)


@app_commands.describe(pad="Which sheet to play (B has hearts)")
@app_commands.choices(pad=PAD_CHOICES)
async def solo_splitter(interaction: discord.Interaction, pad: str = "A") -> None:
    """A one-player game at once: no lobby; its own thread when the bot may open one."""
    service = service_of(interaction)
    lacking, _ = missing_permissions(interaction.channel)
    if lacking:
        await tell(
            interaction,
            "I can't run a game in this channel: I'm missing " + ", ".join(lacking) + ".",
        )
        return
    try:
        table = await service.create_lobby(
            "splitter",
            player(interaction),
            guild_id=interaction.guild_id,
            channel_id=interaction.channel_id,
            options={"pad": pad},
        )
    except errors.Refusal as refusal:
        await tell(interaction, str(refusal))
        return
    await interaction.response.send_message(
        f"{interaction.user.mention} plays solo Splitter on pad {pad} (game #{table.id})."
    )
    message = await interaction.original_response()
    thread_id = None
    if can_open_thread(interaction.channel):
        thread = await message.create_thread(name=f"Splitter solo · game #{table.id}")
        thread_id = thread.id
    table, _ = await service.start(table.id, interaction.user.id, thread_id=thread_id)
    await service.set_messages(table.id, lobby=message.id)
    where = f"Play in <#{thread_id}>." if thread_id else "Play below."
    await interaction.edit_original_response(embed=lobby_embed(table, note=where))


SPLITTER_UI = register(
    GameUI(
        game="splitter",
        command="splitter",
        board=splitter_board,
        board_text=ui.board_text,
        board_view=board_view,
        final=splitter_final,
        status_text=ui.status_text,
        rules=ui.rules_embed,
        start=start_splitter,
        how_to_play="each round press **Place** to write the dice on your sheet; "
        "`/splitter solo` plays alone",
        waiting_for=lambda table, seat: f"round {table.round} is waiting for your numbers",
        played_for="the AI wrote their numbers this round",
        final_note=solo_summary,
        extra_commands=(("solo", "Play Splitter alone, now", solo_splitter),),
    )
)

DYNAMIC_ITEMS = (PlaceButton, RowSelect, PairSelect, PlacementButton)
