"""Split it! in Discord: one live board per round whose button names the move, the secret
split, discard, bet and joker controls, the final scores. ``UI`` is what the bot reads of
the game."""

from __future__ import annotations

import discord
from discord import app_commands

from bot.discordbot.boards import LiveBoard, Post
from bot.discordbot.commands import (
    HANDS_CHOICES,
    HINTS_HELP,
    LANGUAGE_CHOICES,
    TIMER_CHOICES,
    TIMER_HELP,
    open_table,
)
from bot.discordbot.common import table_words
from bot.discordbot.games import GameTexts, GameUI, ai_seat_limit
from bot.discordbot.splitit import controls, live, words
from bot.discordbot.splitit.table import SplitItTable
from bot.seatnames import seat_names
from engine.splitit import SplitItView
from render.splitit import render_board, render_scoreboard

GAME = words.GAME
AI_SEATS = ai_seat_limit(GAME.name)


def final(table: SplitItTable) -> Post:
    names, say = seat_names(table), table_words(table)
    result = table.result()
    return Post(
        table_words(table)("board-game-over") + "\n" + words.status_text(table),
        [
            (f"splitit-{table.id}-final-table.png", render_board(table.public, names, say)),
            (f"splitit-{table.id}-scores.png", render_scoreboard(table.public, result, names, say)),
        ],
        words.final_embed(table, result),
    )


@app_commands.describe(**TIMER_HELP, **HINTS_HELP)
@app_commands.choices(timer=TIMER_CHOICES, language=LANGUAGE_CHOICES, hands=HANDS_CHOICES)
async def start(
    interaction: discord.Interaction,
    timer: str | None = None,
    timer_minutes: app_commands.Range[float, 0.5, 1440.0] = 5.0,
    ai_seats: app_commands.Range[int, 0, AI_SEATS] = 0,
    language: str | None = None,
    hands: str | None = None,
    hints: bool = False,
) -> None:
    options = {"hints": True} if hints else {}
    await open_table(
        interaction, GAME.name, options, timer, timer_minutes, ai_seats, language, hands
    )


#: The edge of the game's cards in the channel (Okabe–Ito bluish green: one colour a game,
#: told apart by every reader).
ACCENT = 0x009E73

UI: GameUI[SplitItView, SplitItView] = GameUI(
    game=GAME.name,
    command="split",
    boards=LiveBoard(
        controls.ActButton,
        final,
        button_label=words.button_label,
        keeps_image=True,  # the board shows nothing secret
        live=live.live_update,
        text=live.text,
        accent=ACCENT,
    ),
    texts=GameTexts(
        status=words.status_text,
        rules=words.rules_embed,
        how_to_play="splitit-how-to-play",
        waiting_for=words.waiting_for,
    ),
    start=start,
    controls=controls.CONTROLS,
    next_control=controls.control_now,
    dm_control=controls.control_now,
    review_words=words.review_words,
    hinted=controls.hinted_control,
)
