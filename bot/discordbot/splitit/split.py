"""Split it!'s splitter control (two selects "after card k", a preview, Confirm) and, with two
players, the other player's discard control.

Custom ids: ``splitit:cut:<table>:<step>:<first|second>:<a>:<b>``,
``splitit:split:<table>:<step>:<a>:<b>``, ``splitit:dz|discard:<table>:<step>:<zone>``.
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from typing import Any, Literal

import discord

from bot.discordbot.common import (
    chosen_number,
    deferred,
    open_controls_of,
    reader,
    redraw,
    refusals_answered,
)
from bot.discordbot.controls import ChoiceButton, ConfirmButton, Control, ControlId, TableNumber
from bot.discordbot.plays import Played, opened, play_for, seated
from bot.discordbot.shown_images import KEPT_IMAGES
from bot.discordbot.splitit import words
from bot.discordbot.splitit.hint import add_hint
from bot.discordbot.splitit.table import SplitItTable
from bot.discordbot.weblinks import add_table_link
from bot.gamewords.splitit import zone_label
from bot.i18n import ENGLISH, Words
from bot.lanes import DRAWING
from bot.seatnames import seat_names
from bot.service import errors
from engine.splitit import Discard, Split, SplitItView, zones_of
from engine.splitit.state import ZoneName
from render.splitit import render_board

GAME = words.GAME
Zone = ZoneName


async def seat_to_act(
    interaction: discord.Interaction, table_id: int, step: int, *, opening: bool = False
) -> tuple[SplitItTable, int]:
    """The table and the clicker's seat, if it is theirs to act at this step; else a refusal
    (``opening``: the board's button, ``plays.opened``)."""
    check = opened if opening else seated
    table, seat = await check(interaction, table_id, step, GAME.name)
    if seat not in table.to_act:
        say = reader(interaction)
        raise errors.Refusal(words.refusal_for(say, table.public, seat_names(table)))
    return table, seat


def png(name: str, data: bytes) -> discord.File:
    return discord.File(io.BytesIO(data), filename=name)


async def act(interaction: discord.Interaction, table: int, step: int, action: Any) -> Played:
    """Play ``action`` (an engine action) for the clicker at ``step``, holding the table once
    (``plays.play_for``: the clicked control kept as the seat's). A seat whose turn it is not
    is told whose it is, in the game's words."""
    try:
        return await play_for(interaction, table, step, GAME.name, action)
    except errors.NotYourTurn:
        await seat_to_act(interaction, table, step)  # the game's own words for the refusal
        raise


# -- the splitter: two selects, a preview, Confirm -------------------------------------------------


def default_cuts(cards: int) -> tuple[int, int]:
    """Thirds, as a starting point the splitter then moves."""
    first = max(1, cards // 3)
    return first, max(first + 1, 2 * cards // 3)


def split_control(
    say: Words, table: SplitItTable, first: int, second: int, hint: str | None = None
) -> tuple[str, discord.ui.View]:
    row = table.public.row
    valid = 1 <= first < second < len(row)
    zones = zones_of(row, (first, second)) if valid else ()
    view = discord.ui.View(timeout=None)
    view.add_item(CutSelect(CutId(table.id, table.round, "first", first, second), row, say))
    view.add_item(CutSelect(CutId(table.id, table.round, "second", first, second), row, say))
    if valid:
        confirm = say("button-confirm")
        view.add_item(SplitConfirm(SplitId(table.id, table.round, first, second), confirm))
    add_hint(view, say, table)
    add_table_link(view, say, table, table.public.splitter)
    return with_hint(words.split_text(say, zones), hint), view


def split_preview(say: Words, table: SplitItTable, first: int, second: int) -> bytes:
    public: SplitItView = table.public
    valid = 1 <= first < second < len(public.row)
    cuts = (first, second) if valid else None
    names = seat_names(table)
    key = ("splitit-split", repr(public), cuts, tuple(names), say.language)
    return KEPT_IMAGES.get(key, lambda: render_board(public, names, say, cuts=cuts))


@dataclass(frozen=True)
class CutId(ControlId):
    table: TableNumber
    step: int
    which: Literal["first", "second"]
    a: int  # the first separator's place
    b: int  # the second's


class CutSelect(
    Control, discord.ui.DynamicItem[discord.ui.Select[Any]], prefix="splitit:cut", fields=CutId
):
    """One separator's place, "after card k"; choosing redraws the preview."""

    choice: CutId

    def __init__(self, choice: CutId, row: tuple[int, ...] = (), say: Words = ENGLISH) -> None:
        # Rebuilt from a click, it has no row: only a new select needs its words.
        which = choice.which
        chosen = choice.a if which == "first" else choice.b
        places = range(1, len(row) - 1) if which == "first" else range(2, len(row))
        options = [
            discord.SelectOption(
                label=words.separator_label(say, which, k),
                value=str(k),
                description=words.separator_sides(say, row, k),
                default=k == chosen,
            )
            for k in places
        ]
        super().__init__(choice, self.select(choice, options))

    @refusals_answered
    async def callback(self, interaction: discord.Interaction) -> None:
        at = self.choice
        chosen = chosen_number(interaction)
        await deferred(interaction)
        table, seat = await seat_to_act(interaction, at.table, at.step)
        first, second = (chosen, at.b) if at.which == "first" else (at.a, chosen)
        content, view = split_control(reader(interaction), table, first, second)
        image = await DRAWING.run(split_preview, reader(interaction), table, first, second)
        await redraw(
            interaction, content=content, view=view, attachments=[png("preview.png", image)]
        )
        await open_controls_of(interaction).keep(table.id, seat, interaction, at.step)


@dataclass(frozen=True)
class SplitId(ControlId):
    table: TableNumber
    step: int
    a: int
    b: int


class SplitConfirm(
    ConfirmButton,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    prefix="splitit:split",
    fields=SplitId,
):
    ROW = 2
    choice: SplitId

    @refusals_answered
    async def callback(self, interaction: discord.Interaction) -> None:
        at = self.choice
        await deferred(interaction)  # the step changes: a new board is drawn
        played = await act(interaction, at.table, at.step, Split(at.a, at.b))
        after = played.table
        if after.round != at.step or after.status != "running":
            return  # the presenter moves this control on (to the splitter's bet)
        await redraw(
            interaction,
            content=words.split_done(reader(interaction), at.a, at.b),
            view=None,
            attachments=[],
        )


# -- two players: the other player discards a zone -------------------------------------------------


@dataclass(frozen=True)
class ZoneId(ControlId):
    table: TableNumber
    step: int
    zone: Zone


def discard_control(
    say: Words, table: SplitItTable, zone: Zone | None, hint: str | None = None
) -> tuple[str, discord.ui.View]:
    view = discord.ui.View(timeout=None)
    for name, cards in table.public.zones:
        view.add_item(
            ZoneChoice(
                ZoneId(table.id, table.round, name),
                zone_label(say, name, cards),
                name == zone,
            )
        )
    if zone is not None:
        confirm = say("button-confirm")
        view.add_item(DiscardConfirm(ZoneId(table.id, table.round, zone), confirm))
    add_hint(view, say, table)
    add_table_link(view, say, table, (table.public.splitter + 1) % 2)  # the discarder
    return with_hint(words.discard_text(say, zone), hint), view


def with_hint(text: str, hint: str | None) -> str:
    """A control's text, with the hint asked for below it."""
    return f"{text}\n{hint}" if hint else text


def discard_preview(say: Words, table: SplitItTable, zone: str | None) -> bytes:
    names = seat_names(table)
    key = ("splitit-discard", repr(table.public), zone, tuple(names), say.language)
    return KEPT_IMAGES.get(key, lambda: render_board(table.public, names, say, discard=zone))


class ZoneChoice(
    ChoiceButton, discord.ui.DynamicItem[discord.ui.Button[Any]], prefix="splitit:dz", fields=ZoneId
):
    choice: ZoneId

    @refusals_answered
    async def callback(self, interaction: discord.Interaction) -> None:
        at = self.choice
        await deferred(interaction)
        table, seat = await seat_to_act(interaction, at.table, at.step)
        content, view = discard_control(reader(interaction), table, at.zone)
        image = await DRAWING.run(discard_preview, reader(interaction), table, at.zone)
        await redraw(
            interaction, content=content, view=view, attachments=[png("preview.png", image)]
        )
        await open_controls_of(interaction).keep(table.id, seat, interaction, at.step)


class DiscardConfirm(
    ConfirmButton,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    prefix="splitit:discard",
    fields=ZoneId,
):
    ROW = 1
    choice: ZoneId

    @refusals_answered
    async def callback(self, interaction: discord.Interaction) -> None:
        at = self.choice
        await deferred(interaction)
        played = await act(interaction, at.table, at.step, Discard(at.zone))
        after = played.table
        if after.round != at.step or after.status != "running":
            return  # the presenter moves this control on (to the bet)
        await redraw(
            interaction,
            content=words.discard_done(reader(interaction), at.zone),
            view=None,
            attachments=[],
        )
