"""Serendipity in Discord: one live board per turn, edited in place after each action, the
turn panel only the current player sees, the lobby's colour select, the final scores. ``UI``
is what the bot reads of the game."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Any

import discord
from discord import app_commands

from bot.discordbot.boards import BOARD_STALE, LiveBoard, LiveTurn, Post
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
from bot.discordbot.serendipity import colours, controls, labels, words
from bot.discordbot.serendipity.table import SerendipityTable
from bot.gamewords.serendipity import turn_summary
from bot.i18n import ENGLISH
from bot.seatnames import seat_names
from bot.service import RoundResolved
from engine import message
from engine.serendipity import UNOWNED, SerendipityView, allowed_per_player
from render.serendipity import render_board, render_final

GAME = words.GAME
AI_SEATS = ai_seat_limit(GAME.name)


# -- the messages the presenter posts ------------------------------------------------------------


#: In a table's board memory: the turns played since the live board was posted (their
#: summaries, oldest first), and how many.
RECENT = "serendipity:recent"
TURNS_ON_BOARD = "serendipity:turns-on-board"


def board(
    table: SerendipityTable, seen: Sequence[tuple[Any, str]] = (), recent: Sequence[str] = ()
) -> Post:
    image, text = board_drawn(
        table, partial(words.board_text, table, recent), render_board, seen=seen
    )
    # The same file name at every step: the live board replaces its image, it keeps no series.
    return Post(text, [(f"serendipity-{table.id}.png", image)])


def live_update(
    table: SerendipityTable, rounds: Sequence[RoundResolved], memory: dict[str, Any]
) -> LiveTurn:
    """After a batch of actions: edit the live board in place, its text listing the last turn
    of each player. Once every player has moved since it was posted, if it has gone stale
    (something was posted below it, or its edits would now take the bot's own budget), it is
    retired into the summary of those turns and posted again: at most one new channel message
    per rotation of the table.

    Tiles turned back during the batch (AI seats may play several turns at once) are drawn on
    the new image, which the next action replaces: no permanent message shows them."""
    names = seat_names(table)
    seen = [r.opening.flash for r in rounds if r.opening.flash is not None]
    ended = [r.opening for r in rounds if not r.opening.this_turn and r.opening.last_turn]
    say = table_words(table)
    recent: list[str] = memory.setdefault(RECENT, [])
    recent += [turn_summary(say, view, names, *view.last_turn) for view in ended]
    rotation = table.public.players
    del recent[:-rotation]  # each player's last turn
    on_board = memory.get(TURNS_ON_BOARD, 0) + len(ended)
    if on_board >= rotation and memory.get(BOARD_STALE, False):
        memory[TURNS_ON_BOARD] = 0
        return LiveTurn(board(table, seen, recent), ["\n".join(recent)])
    memory[TURNS_ON_BOARD] = on_board
    return LiveTurn(board(table, seen, recent))


def final(table: SerendipityTable) -> Post:
    result, say = table.result(), table_words(table)
    board, scores = render_final(table.public, result, seat_names(table), say)
    return Post(
        say("board-game-over") + "\n" + words.status_text(table),
        [
            (f"serendipity-{table.id}-final.png", board),
            (f"serendipity-{table.id}-scores.png", scores),
        ],
        words.final_embed(table, result),
    )


# -- commands ------------------------------------------------------------------------------------


def colours_choice(count: int) -> app_commands.Choice[int]:
    return app_commands.Choice(name=f"{count} colour{'s' if count > 1 else ''} each", value=count)


# Choices of different types in one call: typed loosely so that the checker takes them.
COLOURS_WITH_TWO: list[app_commands.Choice[Any]] = [
    colours_choice(n) for n in allowed_per_player(2)
]
COLOURS_WITH_THREE: list[app_commands.Choice[Any]] = [
    colours_choice(n) for n in allowed_per_player(3)
]
UNOWNED_CHOICES: list[app_commands.Choice[Any]] = [
    app_commands.Choice(name=ENGLISH(f"serendipity-unowned-{key}"), value=key) for key in UNOWNED
]


@app_commands.describe(
    colours_with_two="With two players: 1, 2 or 3 colours each (default 2)",
    colours_with_three="With three players: 1 or 2 colours each (default 2)",
    unowned="What a colour nobody owns does once turned",
    **TIMER_HELP,
    **HINTS_HELP,
)
@app_commands.choices(
    colours_with_two=COLOURS_WITH_TWO,
    colours_with_three=COLOURS_WITH_THREE,
    unowned=UNOWNED_CHOICES,
    timer=TIMER_CHOICES,
    language=LANGUAGE_CHOICES,
    hands=HANDS_CHOICES,
)
async def start(
    interaction: discord.Interaction,
    colours_with_two: int = 2,
    colours_with_three: int = 2,
    unowned: str = "hidden",
    timer: str | None = None,
    timer_minutes: app_commands.Range[float, 0.5, 1440.0] = 5.0,
    ai_seats: app_commands.Range[int, 0, AI_SEATS] = 0,
    language: str | None = None,
    hands: str | None = None,
    hints: bool = False,
) -> None:
    options = {
        "colours_with_two": colours_with_two,
        "colours_with_three": colours_with_three,
        "unowned": unowned,
        **({"hints": True} if hints else {}),
    }
    await open_table(
        interaction, GAME.name, options, timer, timer_minutes, ai_seats, language, hands
    )


#: The edge of the game's cards in the channel (Okabe–Ito reddish purple: one colour a game,
#: told apart by every reader).
ACCENT = 0xCC79A7

UI: GameUI[SerendipityView, SerendipityView] = GameUI(
    game=GAME.name,
    command="serendipity",
    boards=LiveBoard(controls.YourTurnButton, final, live=live_update, accent=ACCENT),
    texts=GameTexts(
        status=words.status_text,
        rules=words.rules_embed,
        how_to_play="serendipity-how-to-play",
        waiting_for=lambda table, seat: message("serendipity-waiting-for-you"),
        played_for="serendipity-ai-moved",
    ),
    start=start,
    controls=(*controls.CONTROLS, colours.ColourSelect),
    lobby=LobbyHooks(
        options=words.option_words, seat=words.picked_colours, items=colours.colour_select
    ),
    listeners=(("on_interaction", labels.on_label_typed),),
    next_control=controls.panel_now,
    last_control=controls.panel_at_the_end,
    dm_control=controls.control_now,
    review_words=words.review_words,
    hinted=controls.hinted_panel,
)
