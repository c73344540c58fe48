"""Splitter's table in Discord: the round and final messages the presenter posts, a solo
game's standing, ``/splitter start`` and ``/splitter solo``, and the game's registration.
The placement control is in ``splitter_components.py``."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from bot.discordbot import splitter_ui as ui
from bot.discordbot.commands import TIMER_CHOICES, TIMER_HELP, missing_permissions, open_table
from bot.discordbot.common import player, service_of, tell
from bot.discordbot.games import GameUI, Post, register, seat_names
from bot.discordbot.lobby import can_open_thread, lobby_embed
from bot.discordbot.splitter_components import PlaceButton
from bot.service import TableInfo, errors, solo_scores
from engine.splitter.ai_scores import percentile
from render.splitter import render_scoreboard, render_sheets

GAME = ui.GAME
PAD_CHOICES = [app_commands.Choice(name=f"pad {p}", value=p) for p in ("A", "B")]


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
