"""What every game's ``/<game> rules`` says besides its own summary."""

from __future__ import annotations

import discord

from bot.i18n import Words


def add_readings(embed: discord.Embed, say: Words, game: str) -> None:
    """The field that tells each reading the referee takes where the rulebook leaves a line
    open (``<game>-rules-readings``): the rulebook wins wherever it speaks."""
    embed.add_field(
        name=say("rules-readings-title"), value=say(f"{game}-rules-readings")[:1024], inline=False
    )
