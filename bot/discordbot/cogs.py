"""Slash commands: ``/splito start|rules|status|leave|cancel`` and ``/splitbot stats|help``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.discordbot import splito_ui as ui
from bot.discordbot.common import player, tell
from bot.discordbot.lobby import can_open_thread, lobby_embed, lobby_view
from bot.service import TableInfo, errors, history, leaderboard

if TYPE_CHECKING:
    from bot.discordbot.client import SplitBot

# What the bot needs in a channel to run a game there, as Discord's settings name them.
REQUIRED = {
    "view_channel": "View Channel",
    "send_messages": "Send Messages",
    "embed_links": "Embed Links",
    "attach_files": "Attach Files",
    "read_message_history": "Read Message History",
}
FOR_THREADS = {
    "create_public_threads": "Create Public Threads",
    "send_messages_in_threads": "Send Messages in Threads",
}


def missing_permissions(channel: Any) -> tuple[list[str], list[str]]:
    """(what the bot lacks to play here at all, what it lacks to open a thread per game)."""
    mine = channel.permissions_for(channel.guild.me)
    lacking = [label for flag, label in REQUIRED.items() if not getattr(mine, flag)]
    if isinstance(channel, discord.Thread):
        return lacking, []
    threads = [label for flag, label in FOR_THREADS.items() if not getattr(mine, flag)]
    return lacking, threads


class SplitoCog(commands.Cog):
    """Splito tables: a lobby in the channel, the game in a thread."""

    splito = app_commands.Group(name="splito", description="Play Splito", guild_only=True)

    def __init__(self, client: SplitBot) -> None:
        self.client = client

    @property
    def service(self) -> Any:
        return self.client.service

    @splito.command(name="start", description="Open a Splito table in this channel")
    @app_commands.describe(
        promo42="Play with the promo card 42",
        timer="What happens when someone keeps the table waiting",
        timer_minutes="Minutes before the timer acts (default 5)",
        ai_seats="AI players to seat now (you can add more in the lobby)",
    )
    @app_commands.choices(
        timer=[
            app_commands.Choice(name="no timer", value="off"),
            app_commands.Choice(name="remind", value="remind"),
            app_commands.Choice(name="AI plays for late players", value="autoplay"),
        ]
    )
    async def start(
        self,
        interaction: discord.Interaction,
        promo42: bool = False,
        timer: str = "off",
        timer_minutes: app_commands.Range[float, 0.5, 1440.0] = 5.0,
        ai_seats: app_commands.Range[int, 0, 7] = 0,
    ) -> None:
        lacking, for_threads = missing_permissions(interaction.channel)
        if lacking:
            await tell(
                interaction,
                "I can't run a game in this channel: I'm missing "
                + ", ".join(lacking)
                + ". Ask a server admin to grant them to me here.",
            )
            return
        options: dict[str, Any] = {"promo42": promo42}
        if (policy := ui.timer_policy(timer, timer_minutes)) is not None:
            options["timer"] = policy
        try:
            table = await self.service.create_lobby(
                "splito",
                player(interaction),
                guild_id=interaction.guild_id,
                channel_id=interaction.channel_id,
                options=options,
                ai_seats=ai_seats,
            )
        except errors.Refusal as refusal:
            await tell(interaction, str(refusal))
            return
        note = ""
        if for_threads and not isinstance(interaction.channel, discord.Thread):
            note = (
                "The game will run in this channel: to give each game its own thread, "
                "grant me " + " and ".join(for_threads) + "."
            )
        await interaction.response.send_message(
            embed=lobby_embed(table, note=note), view=lobby_view(table.id)
        )
        message = await interaction.original_response()
        await self.service.set_messages(table.id, lobby=message.id)

    @splito.command(name="rules", description="Splito's rules in short (only you see them)")
    async def rules(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(embed=ui.rules_embed(), ephemeral=True)

    async def _open_table(self, interaction: discord.Interaction) -> TableInfo | None:
        """The Splito table open in this channel or thread; if none, say so and return None."""
        table = await self.service.find_open(interaction.channel_id)
        if table is None or table.game != "splito":
            await tell(interaction, "No Splito game is open here. Start one with /splito start.")
            return None
        return table

    @splito.command(name="status", description="Where the game of this channel or thread stands")
    async def status(self, interaction: discord.Interaction) -> None:
        table = await self._open_table(interaction)
        if table is None:
            return
        if table.status == "lobby":
            text = f"Game #{table.id} is in its lobby: {len(table.seats)} seated."
        else:
            text = ui.board_text(table).split("\nPress **Play**")[0]
        await tell(interaction, text)

    @splito.command(name="leave", description="Leave the game here (an AI takes your seat)")
    async def leave(self, interaction: discord.Interaction) -> None:
        table = await self._open_table(interaction)
        if table is None:
            return
        try:
            table, _ = await self.service.leave(table.id, interaction.user.id)
        except errors.Refusal as refusal:
            await tell(interaction, str(refusal))
            return
        await tell(interaction, f"You left game #{table.id}.")

    @splito.command(name="cancel", description="Cancel the game here (host or moderators)")
    async def cancel(self, interaction: discord.Interaction) -> None:
        table = await self._open_table(interaction)
        if table is None:
            return
        moderator = bool(interaction.permissions.manage_messages)
        try:
            await self.service.cancel(table.id, interaction.user.id, moderator=moderator)
        except errors.Refusal as refusal:
            await tell(interaction, str(refusal) + " (or a member with Manage Messages)")
            return
        await interaction.response.send_message(
            f"Game #{table.id} was cancelled by {interaction.user.mention}."
        )


class CommonCog(commands.Cog):
    """Commands shared by every game."""

    splitbot = app_commands.Group(
        name="splitbot", description="splitbot: stats and help", guild_only=True
    )

    def __init__(self, client: SplitBot) -> None:
        self.client = client

    @splitbot.command(name="stats", description="The server's leaderboard, or one player's record")
    @app_commands.describe(member="Show this member's last games instead of the leaderboard")
    async def stats(
        self, interaction: discord.Interaction, member: discord.Member | None = None
    ) -> None:
        engine = self.client.service.engine
        if member is not None:
            games = await history(engine, interaction.guild_id, member.id)
            if not games:
                await tell(interaction, f"{member.display_name} has no finished game here yet.")
                return
            lines = [
                f"#{g.table_id} {g.game}: {g.score} points, rank {g.rank}"
                + (" · won" if g.won else "")
                for g in games
            ]
            embed = discord.Embed(title=f"{member.display_name}'s last games")
        else:
            board = await leaderboard(engine, interaction.guild_id)
            if not board:
                await tell(interaction, "No finished game on this server yet.")
                return
            lines = [
                f"{i}. {row.name}: {row.wins} wins in {row.games} games · "
                f"average {row.average:.1f} · best {row.best}"
                for i, row in enumerate(board, start=1)
            ]
            embed = discord.Embed(title="Leaderboard")
        embed.description = "\n".join(lines)
        await interaction.response.send_message(embed=embed)

    @splitbot.command(name="help", description="What splitbot does and how to start")
    async def help(self, interaction: discord.Interaction) -> None:
        where = (
            "each game gets its own thread"
            if can_open_thread(interaction.channel)
            else ("games run in the channel")
        )
        await tell(
            interaction,
            "**splitbot** referees tabletop games. `/splito start` opens a Splito table here; "
            f"friends press **Join**, the host presses **Start**; {where}. Each round press "
            "**Play** to pick a card in secret. `/splito rules` explains the game, "
            "`/splito status` shows where it stands, `/splitbot stats` the leaderboard.",
        )
