"""Splitter's controls: the round's Place button and each player's placement control (row
select, pair select, Swap, preview, Confirm), shown only to them.

Every control's custom_id carries the table, the round and the choice so far
(``splitter:<kind>:<table>:<round>:<row>:<left column>:<swap>``).
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any, Literal

import discord

from bot.discordbot import hintbutton
from bot.discordbot.common import (
    chosen_number,
    deferred,
    open_controls_of,
    reader,
    redraw,
    refusals_answered,
)
from bot.discordbot.controls import BoardButton, BoardId, Control, ControlId, TableNumber
from bot.discordbot.dmhands import link_instead
from bot.discordbot.open_controls import Shown
from bot.discordbot.plays import opened, play_for, seated
from bot.discordbot.shown_images import KEPT_IMAGES
from bot.discordbot.splitter import words
from bot.discordbot.splitter.table import SplitterTable
from bot.discordbot.weblinks import add_table_link
from bot.i18n import Words
from bot.lanes import DRAWING
from bot.seatnames import seat_names
from bot.service import TableView, errors
from bot.service.actions import FromView
from engine.hints import Hint
from engine.splitter import Place, SplitterView
from render.splitter import render_sheet

GAME = words.GAME


@dataclass(frozen=True)
class PlacementId(ControlId):
    """Where a placement control stands: the row, the left column of the pair, swapped."""

    kind: Literal["row", "pair", "swap", "place"]
    table: TableNumber
    round: int
    row: int
    left: int
    swap: bool


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
    say: Words,
    table: SplitterTable,
    seat: int,
    at: PlacementId,
    done: bool = False,
    hint: str | None = None,
) -> tuple[str, discord.ui.View]:
    """The text and components of a player's placement control (with the hint asked for)."""
    view: SplitterView = table.view_for(seat)
    place = placement(view, at.row, at.left, at.swap)
    pairs = free_pairs(view, seat)
    a, b = view.roll or (0, 0)
    items: list[discord.ui.Item[Any]] = [
        PlacementSelect(replace(at, kind="row"), row_options(say, pairs, at.row)),
        PlacementSelect(replace(at, kind="pair"), pair_options(say, view, pairs, at.row, at.left)),
    ]
    if a != b:
        items.append(PlacementButton(replace(at, kind="swap"), say("splitter-button-swap")))
    items.append(PlacementButton(replace(at, kind="place"), say("button-confirm")))
    if table.hints:
        items.append(HintButton(BoardId(table.id, view.round), say("button-hint")))
    components = discord.ui.View(timeout=None)
    for item in items:
        components.add_item(item)
    add_table_link(components, say, table, seat)
    return words.control_text(say, view, place, done, hint), components


def row_options(say: Words, pairs: dict[int, list[int]], row: int) -> list[discord.SelectOption]:
    options = []
    for r, lefts in sorted(pairs.items()):
        label, description = words.row_option(say, r, len(lefts))
        options.append(
            discord.SelectOption(
                label=label, value=str(r), description=description, default=r == row
            )
        )
    return options


def pair_options(
    say: Words, view: SplitterView, pairs: dict[int, list[int]], row: int, left: int
) -> list[discord.SelectOption]:
    return [
        discord.SelectOption(
            label=words.pair_option(say, x, view.layout.mirror(x)), value=str(x), default=x == left
        )
        for x in pairs.get(row, [])
    ]


def preview(say: Words, table: SplitterTable, seat: int, at: PlacementId) -> bytes:
    view: SplitterView = table.view_for(seat)
    place = placement(view, at.row, at.left, at.swap)
    note = words.preview_note(say, place)
    name = seat_names(table)[seat]
    key = ("splitter-sheet", repr(view), place, name, say.language)
    return KEPT_IMAGES.get(
        key, lambda: render_sheet(replace(view, my_pending=None), name, say, place, note)
    )


def png(data: bytes) -> discord.File:
    return discord.File(io.BytesIO(data), filename="sheet.png")


async def show_control(
    interaction: discord.Interaction,
    table: SplitterTable,
    seat: int,
    at: PlacementId,
    hint: str | None = None,
) -> None:
    """Redraw the clicker's control with the new choice (the preview is drawn off the loop)."""
    if at.left not in free_pairs(table.view_for(seat), seat).get(at.row, []):
        raise errors.IllegalMove("splitter-pair-taken")
    say = reader(interaction)
    content, components = control(say, table, seat, at, hint=hint)
    image = await DRAWING.run(preview, say, table, seat, at)
    await redraw(interaction, content=content, view=components, attachments=[png(image)])
    await open_controls_of(interaction).keep(table.id, seat, interaction, at.round)


async def seat_of(interaction: discord.Interaction, at: PlacementId) -> tuple[SplitterTable, int]:
    return await seated(interaction, at.table, at.round, GAME.name)


class PlaceButton(
    BoardButton, discord.ui.DynamicItem[discord.ui.Button[Any]], prefix="splitter:open"
):
    """Opens the clicker's placement control for this round."""

    LABEL = "button-place"

    @refusals_answered
    async def callback(self, interaction: discord.Interaction) -> None:
        # Answered at once: the seat check may wait for the table's lock and replay check.
        await interaction.response.defer(ephemeral=True, thinking=True)
        table, seat = await opened(interaction, self.table, self.round, GAME.name)
        if await link_instead(interaction, table, seat):
            return
        # The preview is drawn off the event loop.
        shown = await DRAWING.run(sheet_control, reader(interaction), table, seat)
        message = await interaction.edit_original_response(**shown.card())
        await open_controls_of(interaction).keep(
            table.id, seat, interaction, table.round, message.id
        )


def sheet_control(say: Words, table: SplitterTable, seat: int) -> Shown:
    """A player's placement control for the round: on the placement chosen already, else on
    the first free pair (renders the preview)."""
    view: SplitterView = table.view_for(seat)
    if view.my_pending is not None:
        (row, left), _ = view.my_pending.cells
        swap = view.my_pending.numbers != view.roll
    else:
        row, lefts = next(iter(free_pairs(view, seat).items()))
        left, swap = lefts[0], False
    at = PlacementId("place", table.id, view.round, row, left, swap)
    content, components = control(say, table, seat, at, view.my_pending is not None)
    return Shown(content, components, preview(say, table, seat, at), "sheet.png")


class PlacementSelect(
    Control,
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    prefix="splitter",
    fields=PlacementId,
    only={"kind": ("row", "pair")},
):
    """The row select (moves to that row's first free pair) or the pair select of a control."""

    choice: PlacementId

    def __init__(self, choice: PlacementId, options: Sequence[discord.SelectOption] = ()) -> None:
        super().__init__(choice, self.select(choice, options))

    @refusals_answered
    async def callback(self, interaction: discord.Interaction) -> None:
        at = self.choice
        chosen = chosen_number(interaction)
        await deferred(interaction)
        table, seat = await seat_of(interaction, at)
        if at.kind == "pair":
            await show_control(interaction, table, seat, replace(at, left=chosen))
            return
        lefts = free_pairs(table.view_for(seat), seat).get(chosen)
        if not lefts:
            raise errors.IllegalMove("splitter-row-full", row=chosen + 1)
        await show_control(interaction, table, seat, replace(at, row=chosen, left=lefts[0]))


class PlacementButton(
    Control,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    prefix="splitter",
    fields=PlacementId,
    only={"kind": ("swap", "place")},
):
    """**⇄ Swap** (which die goes left) or **Confirm**, for the placement chosen so far."""

    choice: PlacementId

    def __init__(self, choice: PlacementId, label: str = "") -> None:
        # Rebuilt from a click, the label is not shown: only a new button needs its words.
        swap = choice.kind == "swap"
        style = discord.ButtonStyle.secondary if swap else discord.ButtonStyle.success
        super().__init__(choice, self.button(choice, label or choice.kind, style, 2))

    @refusals_answered
    async def callback(self, interaction: discord.Interaction) -> None:
        at = self.choice
        await deferred(interaction)  # a preview is drawn, or the round may resolve
        if at.kind == "swap":
            table, seat = await seat_of(interaction, at)
            await show_control(interaction, table, seat, replace(at, swap=not at.swap))
            return

        def placed(mine: SplitterView) -> Place:
            return placement(mine, at.row, at.left, at.swap)

        played = await play_for(interaction, at.table, at.round, GAME.name, FromView(placed))
        after, seat = played.table, played.seat
        if after.round != at.round or after.status != "running":
            return  # the round resolved: the presenter moves this control on
        content, components = control(reader(interaction), after, seat, at, done=True)
        await redraw(interaction, content=content, view=components)


class HintButton(
    hintbutton.HintButton, discord.ui.DynamicItem[discord.ui.Button[Any]], prefix="splitter:hint"
):
    """💡 Hint, on a placement control: chooses the placement the strong AI would write
    (Confirm writes it) and says why."""

    GAME = GAME.name
    ROW = 2  # beside Swap and Confirm

    async def show(
        self, interaction: discord.Interaction, table: TableView, seat: int, found: Hint
    ) -> None:
        view: SplitterView = table.view_for(seat)
        place: Place = found.action
        (row, left), _ = place.cells
        hint = words.hint_line(reader(interaction), place, found.why)
        chosen = PlacementId("place", table.id, view.round, row, left, place.numbers != view.roll)
        await show_control(interaction, table, seat, chosen, hint)


CONTROLS = (PlaceButton, PlacementSelect, PlacementButton, HintButton)
