"""Split it!'s controls: the board's button, the bet buttons and the joker select (the
splitter's and discarder's controls are in ``split.py``).

Every control's custom_id carries the table and the step it was made for
(``splitit:<kind>:<table>:<step>:…``). The step is the engine's ``round_number``: it changes at
every split, discard, reveal and joker placement that ends a phase.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, cast

import discord

from bot.discordbot.common import (
    chosen_number,
    deferred,
    open_controls_of,
    reader,
    redraw,
    refusals_answered,
)
from bot.discordbot.controls import (
    BoardButton,
    ChoiceButton,
    Control,
    ControlId,
    TableNumber,
)
from bot.discordbot.dmhands import link_instead
from bot.discordbot.open_controls import Shown
from bot.discordbot.splitit import words
from bot.discordbot.splitit.hint import HintButton, add_hint
from bot.discordbot.splitit.split import (
    CutSelect,
    DiscardConfirm,
    SplitConfirm,
    Zone,
    ZoneChoice,
    ZoneId,
    act,
    default_cuts,
    discard_control,
    discard_preview,
    seat_to_act,
    split_control,
    split_preview,
    with_hint,
)
from bot.discordbot.splitit.table import SplitItTable
from bot.discordbot.weblinks import add_table_link
from bot.gamewords.splitit import zone_label
from bot.i18n import ENGLISH, Words
from bot.lanes import DRAWING
from engine.hints import Hint
from engine.splitit import Bet, Discard, PlaceJoker, Split, SplitItView


class ActButton(BoardButton, discord.ui.DynamicItem[discord.ui.Button[Any]], prefix="splitit:open"):
    """Opens the clicker's secret control for this step (split, discard, bet or joker); its
    label names the step's move."""

    @refusals_answered
    async def callback(self, interaction: discord.Interaction) -> None:
        # Answered at once: the seat check may wait for the table's lock and replay check.
        await interaction.response.defer(ephemeral=True, thinking=True)
        table, seat = await seat_to_act(interaction, self.table, self.round, opening=True)
        if await link_instead(interaction, table, seat):
            return
        shown = await DRAWING.run(control_now, reader(interaction), table, seat)
        assert shown.view is not None  # it is the clicker's move
        message = await interaction.edit_original_response(**shown.card())
        # The control follows its player from step to step (``UI.next_control``).
        await open_controls_of(interaction).keep(
            table.id, seat, interaction, table.round, message.id
        )


def control_now(say: Words, table: SplitItTable, seat: int) -> Shown:
    """The seat's control for this step (split, discard, bet or joker), or, when the step is
    not theirs, that it will come (renders the split and discard previews)."""
    if seat not in table.to_act:
        return Shown(say("dm-hand-waiting"))
    phase = table.public.phase
    if phase == "bet":
        return Shown(*bet_control(say, table, seat))
    if phase == "jokers":
        return Shown(*joker_control(say, table, seat))
    if phase == "split":
        first, second = default_cuts(len(table.public.row))
        content, view = split_control(say, table, first, second)
        return Shown(content, view, split_preview(say, table, first, second), "preview.png")
    content, view = discard_control(say, table, None)
    return Shown(content, view, discard_preview(say, table, None), "preview.png")


# -- bets: one button per zone, changeable until everyone has bet ----------------------------------


def hinted_control(say: Words, table: SplitItTable, seat: int, found: Hint) -> Shown:
    """The seat's control with the strong AI's move chosen in it where it can be (a split's
    separators, a discard's zone: Confirm plays them) and the hint below (renders)."""
    hint = words.hint_line(say, found.action, found.why)
    match found.action:
        case Split(first=a, second=b):
            content, view = split_control(say, table, a, b, hint)
            return Shown(content, view, split_preview(say, table, a, b), "preview.png")
        case Discard(zone=zone):
            content, view = discard_control(say, table, cast(Zone, zone), hint)
            return Shown(content, view, discard_preview(say, table, zone), "preview.png")
        case Bet():
            return Shown(*bet_control(say, table, seat, hint))
    return Shown(*joker_control(say, table, seat, hint))


def bet_control(
    say: Words, table: SplitItTable, seat: int, hint: str | None = None
) -> tuple[str, discord.ui.View]:
    mine: SplitItView = table.view_for(seat)
    view = discord.ui.View(timeout=None)
    for name, cards in mine.zones:
        choice = ZoneId(table.id, table.round, name)
        view.add_item(BetButton(choice, zone_label(say, name, cards), name == mine.my_bet))
    add_hint(view, say, table)
    add_table_link(view, say, table, seat)
    return with_hint(words.bet_text(say, mine, seat), hint), view


class BetButton(
    ChoiceButton,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    prefix="splitit:bet",
    fields=ZoneId,
):
    SELECTED = discord.ButtonStyle.success
    choice: ZoneId

    @refusals_answered
    async def callback(self, interaction: discord.Interaction) -> None:
        at = self.choice
        await deferred(interaction)  # the last bet reveals: a new board is drawn
        played = await act(interaction, at.table, at.step, Bet(at.zone))
        after, seat = played.table, played.seat
        if after.round != at.step or after.status != "running":
            return  # the bets were revealed: the presenter moves every bet panel on
        content, view = bet_control(reader(interaction), after, seat)
        await redraw(interaction, content=content, view=view)


# -- jokers: a select of the taker's columns -------------------------------------------------------


@dataclass(frozen=True)
class StepId(ControlId):
    table: TableNumber
    step: int


def joker_control(
    say: Words, table: SplitItTable, seat: int, hint: str | None = None
) -> tuple[str, discord.ui.View]:
    mine: SplitItView = table.view_for(seat)
    view = discord.ui.View(timeout=None)
    view.add_item(JokerSelect(StepId(table.id, table.round), mine, seat, say))
    add_hint(view, say, table)
    add_table_link(view, say, table, seat)
    return with_hint(words.joker_text(say, mine, seat), hint), view


class JokerSelect(
    Control, discord.ui.DynamicItem[discord.ui.Select[Any]], prefix="splitit:joker", fields=StepId
):
    choice: StepId

    def __init__(
        self,
        choice: StepId,
        mine: SplitItView | None = None,
        seat: int = 0,
        say: Words = ENGLISH,
    ) -> None:
        # Rebuilt from a click, it has no options: only a new select needs its words.
        columns = mine.columns[seat] if mine is not None else {}
        options = []
        for number, column in sorted(columns.items()):
            label, description = words.joker_option(say, number, column.cards, column.jokers)
            options.append(
                discord.SelectOption(label=label, value=str(number), description=description)
            )
        select = self.select(choice, options, placeholder=say("splitit-joker-placeholder"))
        super().__init__(choice, select)

    @refusals_answered
    async def callback(self, interaction: discord.Interaction) -> None:
        at = self.choice
        await deferred(interaction)
        number = chosen_number(interaction)
        played = await act(interaction, at.table, at.step, PlaceJoker(number))
        after, seat = played.table, played.seat
        if after.status != "running" or after.round != at.step:
            return  # the step moved on: the presenter moves this control on
        if after.public.pending_jokers[seat]:
            content, view = joker_control(reader(interaction), after, seat)
            await redraw(interaction, content=content, view=view)
            return
        content = words.joker_placed(reader(interaction), number)
        await redraw(interaction, content=content, view=None)


CONTROLS = (
    ActButton,
    CutSelect,
    SplitConfirm,
    ZoneChoice,
    DiscardConfirm,
    BetButton,
    JokerSelect,
    HintButton,
)
