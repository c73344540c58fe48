"""Which game: the choices an option that takes a game's number offers as it is typed
(``/splitbot replay game:``), each a server's finished game by its number, game, players and
day, newest first."""

from __future__ import annotations

import logging

import discord
from discord import app_commands

from bot.discordbot.common import reader, service_of
from bot.i18n import Words
from bot.service import FinishedGame
from engine import get_game

log = logging.getLogger(__name__)

#: The most choices Discord shows, and the longest a choice's name may be.
CHOICES, NAME_LENGTH = 25, 100
#: How many of a server's latest games a typed name or title is looked for among.
SEARCHED = 200
#: The longest game number there is (``MAX_TABLE_ID`` has ten digits).
NUMBER_DIGITS = 10


def choice_name(say: Words, game: FinishedGame) -> str:
    """``#12 · Splito · ann, bob, cat · 2026-12-03``, cut to Discord's length."""
    named = say(
        "game-choice",
        id=game.table_id,
        game=get_game(game.game).title,
        players=", ".join(game.players),
        day=game.finished_at.date().isoformat(),
    )
    return named if len(named) <= NAME_LENGTH else named[: NAME_LENGTH - 1] + "…"


async def finished_game_choices(
    interaction: discord.Interaction, typed: str
) -> list[app_commands.Choice[int]]:
    """The server's finished games matching what was typed: the start of a number (``#`` or
    not), else words of a title or a player's name; the latest ones when nothing is typed."""
    typed = typed.strip().removeprefix("#").strip()
    number = typed.isascii() and typed.isdigit() and len(typed) <= NUMBER_DIGITS
    try:
        games = await service_of(interaction).standings.finished_games(
            interaction.guild_id,
            number_prefix=typed if number else "",
            limit=CHOICES if number or not typed else SEARCHED,
        )
    except Exception as error:  # an answer that cannot come is no choices, not a traceback
        log.warning("game choices for %r could not be read: %r", typed, error)
        return []
    say = reader(interaction)
    choices = [app_commands.Choice(name=choice_name(say, g), value=g.table_id) for g in games]
    if typed and not number:
        wanted = typed.casefold()
        choices = [c for c in choices if wanted in c.name.casefold()]
    return choices[:CHOICES]
