"""Splitter in Discord: the round's Place button and each player's placement control (row
select, pair select, Swap, preview, Confirm). The messages and commands are in
``splitter_table.py``.

Every control is a DynamicItem whose custom_id carries the table, the round and the choice so
far (``splitter:<kind>:<table>:<round>:<row>:<left column>:<swap>``), so it still works after a
restart and an old one is refused.
"""

from __future__ import annotations

import asyncio
import io
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import discord

from bot.discordbot import splitter_ui as ui
from bot.discordbot.common import (
    BoardButton,
    chosen_number,
    refusals_answered,
    send_control,
    service_of,
)
from bot.discordbot.games import seat_names
from bot.service import TableInfo, errors
from engine.splitter import Place, SplitterView
from render.splitter import render_sheet

GAME = ui.GAME


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


def control(
    table: TableInfo, seat: int, row: int, left: int, swap: bool, done: bool = False
) -> tuple[str, discord.ui.View]:
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
        PlacementSelect("row", table.id, view.round, row, left, swap, row_options(pairs, row)),
        PlacementSelect(
            "pair", table.id, view.round, row, left, swap, pair_options(view, pairs, row, left)
        ),
    ]
    if a != b:
        items.append(PlacementButton("swap", table.id, view.round, row, left, swap))
    items.append(PlacementButton("place", table.id, view.round, row, left, swap))
    components = discord.ui.View(timeout=None)
    for item in items:
        components.add_item(item)
    return "\n".join(lines), components


def row_options(pairs: dict[int, list[int]], row: int) -> list[discord.SelectOption]:
    return [
        discord.SelectOption(
            label=f"Row {r + 1}",
            value=str(r),
            description=f"{len(lefts)} free pair{'s' if len(lefts) > 1 else ''}",
            default=r == row,
        )
        for r, lefts in sorted(pairs.items())
    ]


def pair_options(
    view: SplitterView, pairs: dict[int, list[int]], row: int, left: int
) -> list[discord.SelectOption]:
    return [
        discord.SelectOption(
            label=f"Columns {x + 1} and {view.layout.mirror(x) + 1}",
            value=str(x),
            default=x == left,
        )
        for x in pairs.get(row, [])
    ]


def preview(table: TableInfo, seat: int, row: int, left: int, swap: bool) -> bytes:
    view: SplitterView = GAME.view(table.state, seat)
    place = placement(view, row, left, swap)
    (_, x1), (_, x2) = place.cells
    note = f"Preview: {place.numbers[0]} in column {x1 + 1}, {place.numbers[1]} in column {x2 + 1}"
    return render_sheet(replace(view, my_pending=None), seat_names(table)[seat], place, note)


def choice_of(match: Any) -> tuple[int, int, int, int, bool]:
    """(table, round, row, left column, swap) from a control's custom_id."""
    return (
        int(match["table"]),
        int(match["round"]),
        int(match["row"]),
        int(match["left"]),
        match["swap"] == "1",
    )


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


class PlaceButton(BoardButton, discord.ui.DynamicItem[discord.ui.Button], prefix="splitter:open"):
    """Opens the clicker's placement control for this round."""

    LABEL = "Place"

    @refusals_answered
    async def callback(self, interaction: discord.Interaction) -> None:
        service = service_of(interaction)
        table, seat = await service.require_seat(
            self.table, interaction.user.id, round=self.round, game=GAME.name
        )
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


class PlacementSelect(
    discord.ui.DynamicItem[discord.ui.Select],
    template=r"splitter:(?P<kind>row|pair):(?P<table>[0-9]{1,18}):(?P<round>[0-9]{1,6}):(?P<row>[0-9]{1,6}):(?P<left>[0-9]{1,6}):(?P<swap>[01])",
):
    """The row select (moves to that row's first free pair) or the pair select of a control.

    Selects take a whole component row each and are laid out in the order they are added."""

    def __init__(
        self,
        kind: str,
        table: int,
        round: int,
        row: int,
        left: int,
        swap: bool,
        options: Sequence[discord.SelectOption] = (),
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=f"splitter:{kind}:{table}:{round}:{row}:{left}:{int(swap)}",
                # Rebuilt from a click, the options are not shown: one placeholder will do.
                options=list(options) or [discord.SelectOption(label="?", value="0")],
            )
        )
        self.kind, self.table, self.round = kind, table, round
        self.line, self.left, self.swap = row, left, swap

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Select, match: Any
    ) -> PlacementSelect:
        return cls(match["kind"], *choice_of(match))

    @refusals_answered
    async def callback(self, interaction: discord.Interaction) -> None:
        service = service_of(interaction)
        table, seat = await service.require_seat(
            self.table, interaction.user.id, round=self.round, game=GAME.name
        )
        chosen = chosen_number(interaction)
        if self.kind == "pair":
            await show_control(interaction, table, seat, self.line, chosen, self.swap)
            return
        lefts = free_pairs(GAME.view(table.state, seat), seat).get(chosen)
        if not lefts:
            raise errors.IllegalMove(f"Row {chosen + 1} has no empty pair left.")
        await show_control(interaction, table, seat, chosen, lefts[0], self.swap)


class PlacementButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"splitter:(?P<kind>swap|place):(?P<table>[0-9]{1,18}):(?P<round>[0-9]{1,6}):(?P<row>[0-9]{1,6}):(?P<left>[0-9]{1,6}):(?P<swap>[01])",
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
        return cls(match["kind"], *choice_of(match))

    @refusals_answered
    async def callback(self, interaction: discord.Interaction) -> None:
        service = service_of(interaction)
        user = interaction.user.id
        table, seat = await service.require_seat(self.table, user, round=self.round, game=GAME.name)
        if self.kind == "swap":
            await show_control(interaction, table, seat, self.line, self.left, not self.swap)
            return
        place = placement(GAME.view(table.state, seat), self.line, self.left, self.swap)
        await interaction.response.defer()  # the round may resolve: new sheets are drawn
        after, _ = await service.act(
            self.table, user, GAME.action_to_json(place), round=self.round, game=GAME.name
        )
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


DYNAMIC_ITEMS = (PlaceButton, PlacementSelect, PlacementButton)
