"""Splito's buttons, as DynamicItems: the custom_id carries everything a click needs (table,
round, choice), so every button keeps working after a restart and a stale one is recognised.

Namespaces: ``splito:lobby:<table>:<action>``, ``splito:play:<table>:<round>``,
``splito:card|side:<table>:<round>:<card index or ->:<side or ->``,
``splito:pick:<table>:<round>:<card index>:<side>``.
"""

from __future__ import annotations

import asyncio
import functools
import io
import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

import discord

from bot.discordbot import splito_ui as ui
from bot.service import Player, errors
from render.splito import render_hand

if TYPE_CHECKING:
    from bot.discordbot.client import SplitBot

log = logging.getLogger(__name__)

Callback = Callable[[Any, discord.Interaction], Awaitable[None]]


def service_of(interaction: discord.Interaction) -> Any:
    client: SplitBot = interaction.client  # type: ignore[assignment]
    return client.service


async def tell(interaction: discord.Interaction, message: str) -> None:
    """An ephemeral answer, whether or not the interaction was answered already."""
    if interaction.response.is_done():
        await interaction.followup.send(message, ephemeral=True)
    else:
        await interaction.response.send_message(message, ephemeral=True)


def refusals_answered(callback: Callback) -> Callback:
    """Answer a refusal of the service with its message, only to the person who clicked."""

    @functools.wraps(callback)
    async def wrapper(self: Any, interaction: discord.Interaction) -> None:
        try:
            await callback(self, interaction)
        except errors.Refusal as refusal:
            await tell(interaction, str(refusal))

    return wrapper


def player(interaction: discord.Interaction) -> Player:
    return Player(interaction.user.id, interaction.user.display_name)


# -- lobby ---------------------------------------------------------------------------------------

LOBBY_BUTTONS = {
    "join": ("Join", discord.ButtonStyle.success, 0),
    "leave": ("Leave", discord.ButtonStyle.secondary, 0),
    "ai": ("Add AI", discord.ButtonStyle.secondary, 0),
    "unai": ("Remove AI", discord.ButtonStyle.secondary, 0),
    "start": ("Start", discord.ButtonStyle.primary, 1),
    "cancel": ("Cancel", discord.ButtonStyle.danger, 1),
}


class LobbyButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"splito:lobby:(?P<table>\d+):(?P<action>join|leave|ai|unai|start|cancel)",
):
    def __init__(self, table: int, action: str) -> None:
        label, style, row = LOBBY_BUTTONS[action]
        super().__init__(
            discord.ui.Button(
                label=label, style=style, row=row, custom_id=f"splito:lobby:{table}:{action}"
            )
        )
        self.table, self.action = table, action

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: Any
    ) -> LobbyButton:
        return cls(int(match["table"]), match["action"])

    @refusals_answered
    async def callback(self, interaction: discord.Interaction) -> None:
        service = service_of(interaction)
        user = interaction.user.id
        if self.action == "start":
            await self._start(interaction)
            return
        if self.action == "join":
            table = await service.join(self.table, player(interaction))
        elif self.action == "leave":
            table, _ = await service.leave(self.table, user)
        elif self.action == "ai":
            table = await service.add_ai(self.table, user)
        elif self.action == "unai":
            table = await service.remove_ai(self.table, user)
        else:
            moderator = bool(interaction.permissions.manage_messages)
            table = await service.cancel(self.table, user, moderator=moderator)
        open_lobby = table.status == "lobby"
        await interaction.response.edit_message(
            embed=ui.lobby_embed(table), view=lobby_view(table.id) if open_lobby else None
        )

    async def _start(self, interaction: discord.Interaction) -> None:
        service = service_of(interaction)
        await service.check_start(self.table, interaction.user.id)
        await interaction.response.defer()  # a thread and the first board take a moment
        thread_id = None
        message = interaction.message
        if message is not None and can_open_thread(interaction.channel):
            thread = await message.create_thread(name=f"Splito · game #{self.table}")
            thread_id = thread.id
        table, _ = await service.start(self.table, interaction.user.id, thread_id=thread_id)
        where = f"Play in <#{thread_id}>." if thread_id else "Play below."
        await interaction.edit_original_response(embed=ui.lobby_embed(table, note=where), view=None)


def lobby_view(table: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for action in LOBBY_BUTTONS:
        view.add_item(LobbyButton(table, action))
    return view


def can_open_thread(channel: Any) -> bool:
    """Whether the game may get its own thread here (a text channel where the bot may)."""
    if not isinstance(channel, discord.TextChannel):
        return False
    mine = channel.permissions_for(channel.guild.me)
    return mine.create_public_threads and mine.send_messages_in_threads


# -- a round -------------------------------------------------------------------------------------


class PlayButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"splito:play:(?P<table>\d+):(?P<round>\d+)",
):
    def __init__(self, table: int, round: int) -> None:
        super().__init__(
            discord.ui.Button(
                label="Play",
                style=discord.ButtonStyle.primary,
                custom_id=f"splito:play:{table}:{round}",
            )
        )
        self.table, self.round = table, round

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: Any
    ) -> PlayButton:
        return cls(int(match["table"]), int(match["round"]))

    @refusals_answered
    async def callback(self, interaction: discord.Interaction) -> None:
        service = service_of(interaction)
        table, seat = await service.require_seat(self.table, interaction.user.id, round=self.round)
        await interaction.response.defer(ephemeral=True, thinking=True)
        view = ui.GAME.view(table.state, seat)
        image = await asyncio.to_thread(render_hand, view)  # CPU work off the event loop
        pick = view.my_pick
        card = view.hand.index(pick.card) if pick else None
        await interaction.followup.send(
            hand_text(table, seat, card, pick.side if pick else None),
            file=discord.File(io.BytesIO(image), filename="hand.png"),
            view=hand_view(table, seat, card, pick.side if pick else None),
            ephemeral=True,
        )


def board_view(table: int, round: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(PlayButton(table, round))
    return view


# -- the hand (ephemeral, its owner's only) -------------------------------------------------------


def hand_text(table: Any, seat: int, card: int | None, side: str | None, done: bool = False) -> str:
    view = ui.GAME.view(table.state, seat)
    lines = [f"**Your hand · round {view.round}/{view.rounds}** (only you see this)"]
    if card is not None and side is not None:
        names = ui.seat_names(table)
        chosen = view.deck.card_label(view.hand[card])
        where = ui.side_label(view, names, seat, side).strip("◀▶ ")
        prefix = "✓ Your pick" if done else "Selected"
        lines.append(f"{prefix}: **{chosen}** → {where}.")
        lines.append(
            "You may change it until everyone has picked."
            if done
            else "Press **Confirm** to play it."
        )
    else:
        lines.append("Choose a card, then a side, then **Confirm**.")
    lines.append(ui.NO_HAND_TALK)
    return "\n".join(lines)


class HandChoice(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"splito:(?P<kind>card|side):(?P<table>\d+):(?P<round>\d+):(?P<card>-|\d+):(?P<side>-|left|right)",
):
    """A card or side button of the hand: selects it (nothing is played before Confirm)."""

    def __init__(
        self,
        kind: str,
        table: int,
        round: int,
        card: int | None,
        side: str | None,
        *,
        label: str = "?",
        selected: bool = False,
        row: int | None = None,
    ) -> None:
        custom_id = f"splito:{kind}:{table}:{round}:{'-' if card is None else card}:{side or '-'}"
        style = discord.ButtonStyle.primary if selected else discord.ButtonStyle.secondary
        super().__init__(discord.ui.Button(label=label, style=style, row=row, custom_id=custom_id))
        self.kind, self.table, self.round, self.card, self.side = kind, table, round, card, side

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: Any
    ) -> HandChoice:
        card = None if match["card"] == "-" else int(match["card"])
        side = None if match["side"] == "-" else match["side"]
        return cls(match["kind"], int(match["table"]), int(match["round"]), card, side)

    @refusals_answered
    async def callback(self, interaction: discord.Interaction) -> None:
        service = service_of(interaction)
        table, seat = await service.require_seat(self.table, interaction.user.id, round=self.round)
        hand = ui.GAME.view(table.state, seat).hand
        if self.card is not None and self.card >= len(hand):
            raise errors.StaleRound(self.round, table.round)
        await interaction.response.edit_message(
            content=hand_text(table, seat, self.card, self.side),
            view=hand_view(table, seat, self.card, self.side),
        )


class ConfirmPick(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"splito:pick:(?P<table>\d+):(?P<round>\d+):(?P<card>\d+):(?P<side>left|right)",
):
    def __init__(self, table: int, round: int, card: int, side: str) -> None:
        super().__init__(
            discord.ui.Button(
                label="Confirm",
                style=discord.ButtonStyle.success,
                row=4,
                custom_id=f"splito:pick:{table}:{round}:{card}:{side}",
            )
        )
        self.table, self.round, self.card, self.side = table, round, card, side

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: Any
    ) -> ConfirmPick:
        return cls(int(match["table"]), int(match["round"]), int(match["card"]), match["side"])

    @refusals_answered
    async def callback(self, interaction: discord.Interaction) -> None:
        service = service_of(interaction)
        user = interaction.user.id
        table, seat = await service.require_seat(self.table, user, round=self.round)
        hand = ui.GAME.view(table.state, seat).hand
        if self.card >= len(hand):
            raise errors.StaleRound(self.round, table.round)
        await interaction.response.defer()  # the round may resolve: a new board is drawn
        action = {"card": hand[self.card], "side": self.side}
        after, _ = await service.act(self.table, user, action, round=self.round)
        if after.round != self.round or after.status != "running":
            played = ui.GAME.view(table.state, seat).deck.card_label(hand[self.card])
            await interaction.edit_original_response(
                content=f"✓ You played **{played}**. Round {self.round} is revealed on the board.",
                view=None,
            )
            return
        await interaction.edit_original_response(
            content=hand_text(after, seat, self.card, self.side, done=True),
            view=hand_view(after, seat, self.card, self.side),
        )


def hand_view(table: Any, seat: int, card: int | None, side: str | None) -> discord.ui.View:
    """Card buttons (rows 0–2), Left / Right (row 3), Confirm (row 4) once both are chosen."""
    game_view = ui.GAME.view(table.state, seat)
    names = ui.seat_names(table)
    view = discord.ui.View(timeout=None)
    for index, card_id in enumerate(game_view.hand or ()):
        view.add_item(
            HandChoice(
                "card",
                table.id,
                game_view.round,
                index,
                side,
                label=f"{index + 1}. {ui.card_button_label(game_view, card_id)}"[:80],
                selected=index == card,
                row=index // 5,
            )
        )
    for option in ("left", "right"):
        view.add_item(
            HandChoice(
                "side",
                table.id,
                game_view.round,
                card,
                option,
                label=ui.side_label(game_view, names, seat, option)[:80],
                selected=option == side,
                row=3,
            )
        )
    if card is not None and side is not None:
        view.add_item(ConfirmPick(table.id, game_view.round, card, side))
    return view


DYNAMIC_ITEMS = (LobbyButton, PlayButton, HandChoice, ConfirmPick)
