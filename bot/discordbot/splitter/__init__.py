"""Splitter in Discord: a board of everyone's sheets per round with a Place button, each
player's placement control, the final scores, and ``/splitter solo``. ``UI`` is what the bot
reads of the game."""

from __future__ import annotations

from functools import partial

import discord
from discord import app_commands

from bot.discordbot.boards import Post, RoundBoards, pages
from bot.discordbot.commands import (
    HANDS_CHOICES,
    HINTS_HELP,
    LANGUAGE_CHOICES,
    TIMER_CHOICES,
    TIMER_HELP,
    create_table,
    open_table,
)
from bot.discordbot.common import reader, service_of, table_words, ui_of
from bot.discordbot.games import GameTexts, GameUI, LobbyHooks, ai_seat_limit, board_drawn
from bot.discordbot.lobby import can_open_thread, lobby_embed
from bot.discordbot.splitter import controls, words
from bot.discordbot.splitter.table import SplitterTable
from bot.seatnames import seat_names
from bot.service import TableService
from engine import message
from engine.splitter import SplitterView
from engine.splitter.ai_scores import percentile
from render.splitter import render_scoreboard, render_sheets

GAME = words.GAME
AI_SEATS = ai_seat_limit(GAME.name)
PAD_CHOICES = [app_commands.Choice(name=f"pad {p}", value=p) for p in ("A", "B")]


def board(table: SplitterTable) -> Post:
    images, text = board_drawn(table, partial(words.board_text, table), render_sheets)
    return Post(text, pages(f"splitter-{table.id}-round-{table.round}", images))


def final(table: SplitterTable) -> Post:
    names, say = seat_names(table), table_words(table)
    result = table.result()
    sheets = render_sheets(table.public, names, say, result)
    scores = render_scoreboard(table.public, result, names, say)
    return Post(
        say("board-game-over") + "\n" + words.status_text(table),
        [
            *pages(f"splitter-{table.id}-final-sheets", sheets),
            (f"splitter-{table.id}-scores.png", scores),
        ],
        words.final_embed(table, result),
    )


async def solo_summary(service: TableService, table: SplitterTable) -> str:
    """A solo game's score against the player's best and the AI's 500 games on this pad."""
    if len(table.seats) != 1 or table.seats[0].is_ai or table.seats[0].user_id is None:
        return ""
    user = table.seats[0].user_id
    score = table.result().players[0].score.total
    pad = table.config.pad
    config = GAME.config_to_json(table.config)
    earlier = await service.standings.solo_scores(GAME.name, user, config)
    earlier.remove(score)  # this game's own result is stored already
    say = table_words(table)
    return words.solo_standing(say, pad, score, earlier, percentile(pad, score))


@app_commands.describe(
    pad="Which sheet everyone plays (B has hearts)",
    **TIMER_HELP,
    **HINTS_HELP,
)
@app_commands.choices(
    pad=PAD_CHOICES, timer=TIMER_CHOICES, language=LANGUAGE_CHOICES, hands=HANDS_CHOICES
)
async def start(
    interaction: discord.Interaction,
    pad: str = "A",
    timer: str | None = None,
    timer_minutes: app_commands.Range[float, 0.5, 1440.0] = 5.0,
    ai_seats: app_commands.Range[int, 0, AI_SEATS] = 0,
    language: str | None = None,
    hands: str | None = None,
    hints: bool = False,
) -> None:
    options = {"pad": pad, **({"hints": True} if hints else {})}
    await open_table(
        interaction, GAME.name, options, timer, timer_minutes, ai_seats, language, hands
    )


@app_commands.describe(
    pad="Which sheet to play (B has hearts)",
    language="The game's language (default: your own)",
)
@app_commands.choices(pad=PAD_CHOICES, language=LANGUAGE_CHOICES)
async def solo(
    interaction: discord.Interaction, pad: str = "A", language: str | None = None
) -> None:
    """A one-player game at once: no lobby; its own thread when the bot may open one."""
    # A game for one: in the language chosen, else in that player's own.
    options = {"pad": pad, "language": language or reader(interaction).language}
    table = await create_table(interaction, GAME.name, options)
    if table is None:
        return
    service, say = service_of(interaction), table_words(table)
    started = say("splitter-solo-started", user=interaction.user.mention, pad=pad, id=table.id)
    await interaction.response.send_message(started)
    message = await interaction.original_response()
    thread_id = None
    if can_open_thread(interaction.channel):
        thread = await message.create_thread(name=say("splitter-solo-thread", id=table.id))
        thread_id = thread.id
    table, _ = await service.lobbies.start(table.id, interaction.user.id, thread_id=thread_id)
    await service.messages.set_messages(table.id, lobby=message.id)
    where = say("lobby-play-in", thread=f"<#{thread_id}>")
    if thread_id is None:
        where = say("lobby-play-below")
    ui = ui_of(interaction, GAME.name)
    await interaction.edit_original_response(embed=lobby_embed(table, ui, note=where))


#: The edge of the game's cards in the channel (Okabe–Ito blue: one colour a game,
#: told apart by every reader).
ACCENT = 0x0072B2

UI: GameUI[SplitterView, SplitterView] = GameUI(
    game=GAME.name,
    command="splitter",
    boards=RoundBoards(
        controls.PlaceButton, final, post=board, text=words.board_text, accent=ACCENT
    ),
    texts=GameTexts(
        status=words.status_text,
        rules=words.rules_embed,
        how_to_play="splitter-how-to-play",
        waiting_for=lambda table, seat: message("splitter-waiting-for-you", round=table.round),
        played_for="splitter-ai-wrote",
    ),
    start=start,
    controls=controls.CONTROLS,
    lobby=LobbyHooks(options=words.option_words),
    extra_commands=(("solo", "Play Splitter alone, now", solo),),
    final_note=solo_summary,
    next_control=controls.sheet_control,
    dm_control=controls.sheet_control,
    review_words=words.review_words,
)
