"""Splito in Discord: a board per round with a Play button, each player's secret hand, the
final scores. ``UI`` is what the bot reads of the game."""

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
    open_table,
)
from bot.discordbot.common import table_words
from bot.discordbot.games import GameTexts, GameUI, LobbyHooks, ai_seat_limit, board_drawn
from bot.discordbot.splito import controls, words
from bot.discordbot.splito.table import SplitoTable
from bot.seatnames import seat_names
from engine.splito import SplitoView
from render.splito import render_scoreboard, render_table, tiebreak_note

GAME = words.GAME
AI_SEATS = ai_seat_limit(GAME.name)


def board(table: SplitoTable) -> Post:
    images, text = board_drawn(table, partial(words.board_text, table), render_table)
    return Post(text, pages(f"splito-{table.id}-round-{table.public.round}", images))


def final(table: SplitoTable) -> Post:
    names, say = seat_names(table), table_words(table)
    result = table.result()
    return Post(
        words.board_text(table, headline=table_words(table)("board-game-over")),
        [
            *pages(f"splito-{table.id}-final-table", render_table(table.public, names, say)),
            (f"splito-{table.id}-scores.png", render_scoreboard(table.public, result, names, say)),
        ],
        words.final_embed(table, result, tiebreak_note(say, result, names)),
    )


@app_commands.describe(
    promo42="Play with the promo card 42",
    **TIMER_HELP,
    **HINTS_HELP,
)
@app_commands.choices(timer=TIMER_CHOICES, language=LANGUAGE_CHOICES, hands=HANDS_CHOICES)
async def start(
    interaction: discord.Interaction,
    promo42: bool = False,
    timer: str | None = None,
    timer_minutes: app_commands.Range[float, 0.5, 1440.0] = 5.0,
    ai_seats: app_commands.Range[int, 0, AI_SEATS] = 0,
    language: str | None = None,
    hands: str | None = None,
    hints: bool = False,
) -> None:
    await open_table(
        interaction,
        GAME.name,
        {"promo42": promo42, **({"hints": True} if hints else {})},
        timer,
        timer_minutes,
        ai_seats,
        language,
        hands,
    )


#: The edge of the game's cards in the channel (Okabe–Ito orange: one colour a game,
#: told apart by every reader).
ACCENT = 0xE69F00

UI: GameUI[SplitoView, SplitoView] = GameUI(
    game=GAME.name,
    command="splito",
    boards=RoundBoards(
        controls.PlayButton, final, post=board, text=words.board_text, accent=ACCENT
    ),
    texts=GameTexts(
        status=words.status_text,
        rules=words.rules_embed,
        how_to_play="splito-how-to-play",
        waiting_for=words.waiting_for,
        played_for="splito-ai-picked",
    ),
    start=start,
    controls=controls.CONTROLS,
    lobby=LobbyHooks(options=words.option_words),
    next_control=controls.hand,
    dm_control=controls.hand,
    review_words=words.review_words,
)
