"""The members' server-wide slash commands: ``/splitbot stats|leaderboard|replay|profile|help|
privacy|terms|my-data|forget-me|pings`` (a server's managers have ``admincommands``). Discord
shows one ``/splitbot`` group, and discord.py keeps a group in one cog: the commands are this
cog's, each the thin face of the module that does its work (``replay``, ``privacy``)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import discord
from discord import app_commands
from discord.ext import commands

from bot.discordbot.common import Host, reader, refuse, tell
from bot.discordbot.gamenumbers import finished_game_choices
from bot.discordbot.games import AnyGameUI
from bot.discordbot.lobby import can_open_thread
from bot.discordbot.privacy import ask_forget_me, policy_links, send_my_data, send_policy
from bot.discordbot.profile import game_line, show_profile
from bot.discordbot.replay import post_replay
from bot.i18n import Words
from bot.service import (
    errors,
)
from bot.service.core import MAX_TABLE_ID
from engine import get_game
from engine.ai import level_of


#: Every game, by its title, for the commands that ask which.
def game_choices(games: Sequence[AnyGameUI]) -> list[app_commands.Choice[str | int | float]]:
    """A game option's choices: each game the bot plays, by its title (discord.py keeps any
    option's choices as one type)."""
    return [app_commands.Choice(name=ui.title, value=ui.game) for ui in games]


def _rated_name(say: Words, player: str) -> str:
    """How a leaderboard names a rated player: a mention, or the AI by its level (each level
    is rated apart)."""
    kind, _, who = player.partition(":")
    if kind == "user":
        return f"<@{who}>"
    level = level_of(who)
    return say("ratings-ai", policy=say(f"ai-level-{level}") if level else who)


PINGS_CHOICES = [
    app_commands.Choice(name="on", value="on"),
    app_commands.Choice(name="off", value="off"),
]


class CommonCog(commands.Cog):
    """The ``/splitbot`` commands: every game's, for every member."""

    splitbot = app_commands.Group(
        name="splitbot", description="splitbot: stats and help", guild_only=True
    )

    def __init__(self, client: Host, games: Sequence[AnyGameUI]) -> None:
        self.client = client
        self.games = games
        # The games are known when the bot starts, not when this module is read: the option's
        # choices are this cog's own copy of it.
        leaderboard = self.splitbot.get_command("leaderboard")
        assert isinstance(leaderboard, app_commands.Command)
        option = leaderboard._params["game"]
        leaderboard._params["game"] = replace(option, choices=game_choices(games))

    @splitbot.command(name="stats", description="The server's leaderboard, or one player's record")
    @app_commands.describe(member="Show this member's last games instead of the leaderboard")
    async def stats(
        self, interaction: discord.Interaction, member: discord.Member | None = None
    ) -> None:
        standings = self.client.service.standings
        say = reader(interaction)
        if member is not None:
            games = await standings.history(interaction.guild_id, member.id)
            if not games:
                await tell(interaction, say("stats-no-games", name=member.display_name))
                return
            lines = [game_line(say, g) for g in games]
            embed = discord.Embed(title=say("stats-last-games", name=member.display_name))
            skills = await standings.ratings(interaction.guild_id, member.id)
            if skills:
                rated = [
                    say(
                        "stats-rating-line",
                        game=get_game(name).title,
                        rating=f"{skill.rating:.1f}",
                        games=skill.games,
                    )
                    for name, skill in sorted(skills.items())
                ]
                embed.add_field(name=say("stats-ratings"), value="\n".join(rated), inline=False)
        else:
            board = await standings.leaderboard(interaction.guild_id)
            if not board:
                await tell(interaction, say("stats-none-yet"))
                return
            lines = [
                say(
                    "stats-leader-line",
                    rank=i,
                    name=row.name,
                    wins=row.wins,
                    games=row.games,
                    average=f"{row.average:.1f}",
                    best=row.best,
                )
                for i, row in enumerate(board, start=1)
            ]
            embed = discord.Embed(title=say("stats-leaderboard"))
        embed.description = "\n".join(lines)
        await interaction.response.send_message(embed=embed)

    @splitbot.command(name="leaderboard", description="The server's best rated players of a game")
    @app_commands.describe(game="The game whose ratings to show")
    async def ratings(self, interaction: discord.Interaction, game: str) -> None:
        say = reader(interaction)
        title = get_game(game).title
        board = await self.client.service.standings.by_rating(interaction.guild_id, game)
        if not board:
            await tell(interaction, say("ratings-none-yet", game=title))
            return
        lines = [
            say(
                "ratings-line",
                rank=rank,
                name=_rated_name(say, line.player),
                rating=f"{line.skill.rating:.1f}",
                games=line.skill.games,
            )
            for rank, line in enumerate(board, start=1)
        ]
        embed = discord.Embed(title=say("ratings-title", game=title), description="\n".join(lines))
        embed.set_footer(text=say("ratings-explained"))
        await interaction.response.send_message(embed=embed)

    @splitbot.command(name="replay", description="A finished game of this server, replayed")
    @app_commands.describe(game="The game's number (its boards and final message show it)")
    async def replay(
        self, interaction: discord.Interaction, game: app_commands.Range[int, 1, MAX_TABLE_ID]
    ) -> None:
        try:
            await post_replay(interaction, game)
        except errors.Refusal as refusal:
            await refuse(interaction, refusal)

    @replay.autocomplete("game")
    async def replay_game(
        self, interaction: discord.Interaction, typed: str
    ) -> list[app_commands.Choice[int]]:
        return await finished_game_choices(interaction, typed)

    @splitbot.command(name="profile", description="A member's ratings, records and last games")
    @app_commands.describe(member="Whose profile (default: yours)")
    async def profile(
        self, interaction: discord.Interaction, member: discord.Member | None = None
    ) -> None:
        await show_profile(interaction, member or interaction.user)

    @splitbot.command(name="help", description="What splitbot does and how to start")
    async def help(self, interaction: discord.Interaction) -> None:
        say = reader(interaction)
        where = say("help-threads" if can_open_thread(interaction.channel) else "help-channel")
        games = " ".join(
            say(
                "help-game",
                command=ui.command,
                game=ui.title,
                how=say(ui.texts.how_to_play),
            )
            for ui in self.games
        )
        lines = [say("help", games=games, where=where), say("help-own-data")]
        lines.append(policy_links(interaction.client, say))
        await tell(interaction, "\n".join(lines))

    @splitbot.command(
        name="privacy", description="splitbot's privacy policy: what it stores and why"
    )
    async def privacy(self, interaction: discord.Interaction) -> None:
        await send_policy(interaction, "privacy")

    @splitbot.command(name="terms", description="splitbot's terms of use")
    async def terms(self, interaction: discord.Interaction) -> None:
        await send_policy(interaction, "terms")

    @splitbot.command(
        name="my-data", description="What splitbot stores about you (only you see it)"
    )
    async def my_data(self, interaction: discord.Interaction) -> None:
        await send_my_data(interaction)

    @splitbot.command(
        name="forget-me", description="Delete what splitbot stores about you (asks first)"
    )
    async def forget_me(self, interaction: discord.Interaction) -> None:
        await ask_forget_me(interaction)

    @splitbot.command(name="pings", description="Whether games mention you (in every server)")
    @app_commands.describe(mentions="on: mentioned when a game starts or waits on you; off: never")
    @app_commands.choices(mentions=PINGS_CHOICES)
    async def pings(self, interaction: discord.Interaction, mentions: str | None = None) -> None:
        say = reader(interaction)
        service = self.client.service
        if mentions is not None:
            await service.servers.set_member_pings(interaction.user.id, mentions == "on")
        on = await service.servers.member_pings(interaction.user.id)
        await tell(interaction, say("pings-on" if on else "pings-off"))
