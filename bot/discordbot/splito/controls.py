"""Splito in Discord: its round buttons, and its registered board and final messages.

The buttons are DynamicItems: the custom_id carries everything a click needs (table,
round, choice), so every button keeps working after a restart and a stale one is recognised.

Namespaces: ``splito:play:<table>:<round>``,
``splito:card|side:<table>:<round>:<card index or ->:<side or ->``,
``splito:pick:<table>:<round>:<card index>:<side>``.
"""

from __future__ import annotations

import asyncio
import io
from typing import Any

import discord
from discord import app_commands

from bot.discordbot import splito_ui as ui
from bot.discordbot.commands import TIMER_CHOICES, TIMER_HELP, open_table
from bot.discordbot.common import BoardButton, refusals_answered, send_control, service_of
from bot.discordbot.games import GameUI, Post, register
from bot.service import TableInfo, errors
from render.splito import render_hand, render_scoreboard, render_table, tiebreak_note

# -- a round -------------------------------------------------------------------------------------


class PlayButton(BoardButton, discord.ui.DynamicItem[discord.ui.Button], prefix="splito:play"):
    """Opens the clicker's hand for this round."""

    @refusals_answered
    async def callback(self, interaction: discord.Interaction) -> None:
        service = service_of(interaction)
        table, seat = await service.require_seat(
            self.table, interaction.user.id, round=self.round, game=ui.GAME.name
        )
        await interaction.response.defer(ephemeral=True, thinking=True)
        view = ui.GAME.view(table.state, seat)
        image = await asyncio.to_thread(render_hand, view)  # CPU work off the event loop
        pick = view.my_pick
        card = view.hand.index(pick.card) if pick else None
        side = pick.side if pick else None
        await send_control(
            interaction,
            hand_text(table, seat, card, side),
            hand_view(table, seat, card, side),
            discord.File(io.BytesIO(image), filename="hand.png"),
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
    template=r"splito:(?P<kind>card|side):(?P<table>[0-9]{1,18}):(?P<round>[0-9]{1,6}):(?P<card>-|[0-9]{1,6}):(?P<side>-|left|right)",
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
        table, seat = await service.require_seat(
            self.table, interaction.user.id, round=self.round, game=ui.GAME.name
        )
        hand = ui.GAME.view(table.state, seat).hand
        if self.card is not None and self.card >= len(hand):
            raise errors.StaleRound(self.round, table.round)
        await interaction.response.edit_message(
            content=hand_text(table, seat, self.card, self.side),
            view=hand_view(table, seat, self.card, self.side),
        )


class ConfirmPick(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"splito:pick:(?P<table>[0-9]{1,18}):(?P<round>[0-9]{1,6}):(?P<card>[0-9]{1,6}):(?P<side>left|right)",
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
        table, seat = await service.require_seat(
            self.table, user, round=self.round, game=ui.GAME.name
        )
        hand = ui.GAME.view(table.state, seat).hand
        if self.card >= len(hand):
            raise errors.StaleRound(self.round, table.round)
        await interaction.response.defer()  # the round may resolve: a new board is drawn
        action = {"card": hand[self.card], "side": self.side}
        after, _ = await service.act(self.table, user, action, round=self.round, game=ui.GAME.name)
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


# -- the messages the presenter posts ------------------------------------------------------------


def splito_board(table: TableInfo) -> Post:
    view = ui.GAME.view(table.state, None)
    image = render_table(view, ui.seat_names(table))
    return Post(ui.board_text(table), [(f"splito-{table.id}-round-{view.round}.png", image)])


def splito_final(table: TableInfo) -> Post:
    names = ui.seat_names(table)
    view = ui.GAME.view(table.state, None)
    result = ui.GAME.result(table.state)
    return Post(
        ui.board_text(table, headline="**The game is over.**"),
        [
            (f"splito-{table.id}-final-table.png", render_table(view, names)),
            (f"splito-{table.id}-scores.png", render_scoreboard(view, result, names)),
        ],
        ui.final_embed(table, result, tiebreak_note(result, names)),
    )


@app_commands.describe(promo42="Play with the promo card 42", **TIMER_HELP)
@app_commands.choices(timer=TIMER_CHOICES)
async def start_splito(
    interaction: discord.Interaction,
    promo42: bool = False,
    timer: str = "off",
    timer_minutes: app_commands.Range[float, 0.5, 1440.0] = 5.0,
    ai_seats: app_commands.Range[int, 0, 7] = 0,
) -> None:
    await open_table(interaction, "splito", {"promo42": promo42}, timer, timer_minutes, ai_seats)


SPLITO_UI = register(
    GameUI(
        game="splito",
        command="splito",
        board=splito_board,
        board_text=ui.board_text,
        board_view=lambda table: board_view(table.id, table.round),
        final=splito_final,
        status_text=lambda table: ui.board_text(table).split("\nPress **Play**")[0],
        rules=ui.rules_embed,
        start=start_splito,
        how_to_play="each round press **Play** to pick a card in secret",
        waiting_for=lambda table, seat: f"round {table.round} is waiting for your pick",
        played_for="the AI picked for them this round",
    )
)

DYNAMIC_ITEMS = (PlayButton, HandChoice, ConfirmPick)
