"""A member's profile in a server: their rating, record and best in each game, and their last
games; shown by ``/splitbot profile`` and the **Splitbot profile** menu on a member."""

from __future__ import annotations

import discord

from bot.discordbot.common import reader, service_of, tell
from bot.i18n import Words
from bot.service import HistoryRow
from engine import get_game


def game_line(say: Words, game: HistoryRow) -> str:
    """One finished game of a member's: its number, game, score, rank and whether they won."""
    return say(
        "stats-game-line",
        id=game.table_id,
        game=game.game,
        score=game.score,
        rank=game.rank,
        won="yes" if game.won else "no",
    )


async def show_profile(
    interaction: discord.Interaction, who: discord.User | discord.Member, *, ephemeral: bool = False
) -> None:
    """``who``'s profile in the interaction's server, in the reader's words (only to them with
    ``ephemeral``); that they have no game yet, if so."""
    say = reader(interaction)
    standings = service_of(interaction).standings
    played = await standings.records(interaction.guild_id, who.id)
    if not played:
        await tell(interaction, say("stats-no-games", name=who.display_name))
        return
    skills = await standings.ratings(interaction.guild_id, who.id)
    embed = discord.Embed(title=say("profile-title", name=who.display_name))
    for record in played:
        skill = skills.get(record.game)
        embed.add_field(
            name=get_game(record.game).title,
            value=say(
                "profile-game",
                rating=f"{skill.rating:.1f}" if skill is not None else "—",
                games=record.games,
                wins=record.wins,
                best=record.best,
            ),
            inline=False,
        )
    last = await standings.history(interaction.guild_id, who.id, limit=5)
    embed.add_field(
        name=say("profile-last-games"),
        value="\n".join(game_line(say, g) for g in last),
        inline=False,
    )
    await interaction.response.send_message(embed=embed, ephemeral=ephemeral)
