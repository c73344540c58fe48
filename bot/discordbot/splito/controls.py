"""Splito's controls: the board's Play button and each player's hand (card and side buttons,
Confirm), shown only to them.

Custom ids: ``splito:play:<table>:<round>``,
``splito:card|side:<table>:<round>:<card index or ->:<side or ->``,
``splito:pick:<table>:<round>:<card index>:<side>``.
"""

from __future__ import annotations

import asyncio
import io
from dataclasses import dataclass
from typing import Literal

import discord

from bot.discordbot.common import reader, refusals_answered, seated, send_control, service_of
from bot.discordbot.controls import (
    BoardButton,
    ChoiceButton,
    ConfirmButton,
    ControlId,
    TableNumber,
)
from bot.discordbot.games import seat_names
from bot.discordbot.splito import words
from bot.i18n import Words
from bot.service import TableInfo, errors
from engine.splito import Pick, SplitoView
from render.splito import render_hand

GAME = words.GAME
Side = Literal["left", "right"]


class PlayButton(BoardButton, discord.ui.DynamicItem[discord.ui.Button], prefix="splito:play"):
    """Opens the clicker's hand for this round."""

    @refusals_answered
    async def callback(self, interaction: discord.Interaction) -> None:
        table, seat = await seated(interaction, self.table, self.round, GAME.name)
        await interaction.response.defer(ephemeral=True, thinking=True)
        view: SplitoView = table.view_for(seat)
        say = reader(interaction)
        image = await asyncio.to_thread(render_hand, view, say)  # CPU work off the event loop
        pick = view.my_pick
        card = (view.hand or ()).index(pick.card) if pick else None
        side = pick.side if pick else None
        names = seat_names(table)
        await send_control(
            interaction,
            words.hand_text(say, view, names, seat, card, side, done=pick is not None),
            hand_view(say, table, view, seat, card, side),
            discord.File(io.BytesIO(image), filename="hand.png"),
        )


@dataclass(frozen=True)
class HandId(ControlId):
    kind: Literal["card", "side"]
    table: TableNumber
    round: int
    card: int | None
    side: Side | None


class HandChoice(
    ChoiceButton, discord.ui.DynamicItem[discord.ui.Button], prefix="splito", fields=HandId
):
    """A card or side button of the hand: selects it (nothing is played before Confirm)."""

    choice: HandId

    @refusals_answered
    async def callback(self, interaction: discord.Interaction) -> None:
        at = self.choice
        table, seat, view = await _hand_of(interaction, at.table, at.round, at.card)
        names, say = seat_names(table), reader(interaction)
        await interaction.response.edit_message(
            content=words.hand_text(say, view, names, seat, at.card, at.side),
            view=hand_view(say, table, view, seat, at.card, at.side),
        )


@dataclass(frozen=True)
class PickId(ControlId):
    table: TableNumber
    round: int
    card: int
    side: Side


class ConfirmPick(
    ConfirmButton, discord.ui.DynamicItem[discord.ui.Button], prefix="splito:pick", fields=PickId
):
    """Plays the selected card on the selected side (changeable until everyone has picked)."""

    ROW = 4
    choice: PickId

    @refusals_answered
    async def callback(self, interaction: discord.Interaction) -> None:
        at = self.choice
        _, seat, view = await _hand_of(interaction, at.table, at.round, at.card)
        await interaction.response.defer()  # the round may resolve: a new board is drawn
        card = (view.hand or ())[at.card]
        action = GAME.action_to_json(Pick(card, at.side))
        after, _ = await service_of(interaction).act(
            at.table, interaction.user.id, action, round=at.round, game=GAME.name
        )
        say = reader(interaction)
        if after.round != at.round or after.status != "running":
            await interaction.edit_original_response(
                content=words.played_text(say, view.deck.card_label(card), at.round), view=None
            )
            return
        mine: SplitoView = after.view_for(seat)
        names = seat_names(after)
        await interaction.edit_original_response(
            content=words.hand_text(say, mine, names, seat, at.card, at.side, done=True),
            view=hand_view(say, after, mine, seat, at.card, at.side),
        )


async def _hand_of(
    interaction: discord.Interaction, table_id: int, round: int, card: int | None
) -> tuple[TableInfo, int, SplitoView]:
    """The table, the clicker's seat and hand; refused unless the card is still in it."""
    table, seat = await seated(interaction, table_id, round, GAME.name)
    view: SplitoView = table.view_for(seat)
    if card is not None and card >= len(view.hand or ()):
        raise errors.StaleRound(round, table.round)
    return table, seat, view


def hand_view(
    say: Words,
    table: TableInfo,
    mine: SplitoView,
    seat: int,
    card: int | None,
    side: Side | None,
) -> discord.ui.View:
    """Card buttons (rows 0–2), Left / Right (row 3), Confirm (row 4) once both are chosen."""
    names = seat_names(table)
    view = discord.ui.View(timeout=None)
    for index, card_id in enumerate(mine.hand or ()):
        view.add_item(
            HandChoice(
                HandId("card", table.id, mine.round, index, side),
                label=f"{index + 1}. {words.card_button_label(say, mine, card_id)}"[:80],
                selected=index == card,
                row=index // 5,
            )
        )
    option: Side
    for option in ("left", "right"):
        view.add_item(
            HandChoice(
                HandId("side", table.id, mine.round, card, option),
                label=words.side_label(say, mine, names, seat, option)[:80],
                selected=option == side,
                row=3,
            )
        )
    if card is not None and side is not None:
        view.add_item(
            ConfirmPick(PickId(table.id, mine.round, card, side), label=say("button-confirm"))
        )
    return view


CONTROLS = (PlayButton, HandChoice, ConfirmPick)
