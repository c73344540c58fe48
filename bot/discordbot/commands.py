"""Slash commands: ``/<game> start|rules|status|leave|cancel`` for every registered game, and
``/splitbot stats|help``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.discordbot.common import Host, player, service_of, tell, ui_of
from bot.discordbot.games import GameUI
from bot.discordbot.lobby import can_open_thread, lobby_embed, lobby_view
from bot.service import TableInfo, TimerPolicy, errors, history, leaderboard

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


TIMER_CHOICES = [
    app_commands.Choice(name="no timer", value="off"),
    app_commands.Choice(name="remind", value="remind"),
    app_commands.Choice(name="AI plays for late players", value="autoplay"),
]
TIMER_HELP = {
    "timer": "What happens when someone keeps the table waiting",
    "timer_minutes": "Minutes before the timer acts (default 5)",
    "ai_seats": "AI players to seat now (you can add more in the lobby)",
}


def timer_policy(choice: str, minutes: float) -> dict[str, object] | None:
    """The service's timer option for a start command's choices."""
    if choice == "remind":
        return TimerPolicy("remind", minutes).to_options()
    if choice == "autoplay":
        return TimerPolicy("autoplay", minutes).to_options()
    return None


async def create_table(
    interaction: discord.Interaction, game: str, options: dict[str, Any], ai_seats: int = 0
) -> TableInfo | None:
    """A new table in the lobby of this channel, if the bot may run a game here and the
    options are good; otherwise None, and the person who asked is told why."""
    lacking, _ = missing_permissions(interaction.channel)
    if lacking:
        await tell(
            interaction,
            "I can't run a game in this channel: I'm missing "
            + ", ".join(lacking)
            + ". Ask a server admin to grant them to me here.",
        )
        return None
    try:
        return await service_of(interaction).create_lobby(
            game,
            player(interaction),
            guild_id=interaction.guild_id,
            channel_id=interaction.channel_id,
            options=options,
            ai_seats=ai_seats,
        )
    except errors.Refusal as refusal:
        await tell(interaction, str(refusal))
        return None


async def open_table(
    interaction: discord.Interaction,
    game: str,
    options: dict[str, Any],
    timer: str,
    timer_minutes: float,
    ai_seats: int,
) -> None:
    """What every ``/<game> start`` does: check permissions, open the lobby, post it."""
    options = dict(options)
    if (policy := timer_policy(timer, timer_minutes)) is not None:
        options["timer"] = policy
    table = await create_table(interaction, game, options, ai_seats)
    if table is None:
        return
    _, for_threads = missing_permissions(interaction.channel)
    note = ""
    if for_threads and not isinstance(interaction.channel, discord.Thread):
        note = (
            "The game will run in this channel: to give each game its own thread, "
            "grant me " + " and ".join(for_threads) + "."
        )
    ui = ui_of(interaction, game)
    await interaction.response.send_message(
        embed=lobby_embed(table, ui, note=note), view=lobby_view(table, ui)
    )
    message = await interaction.original_response()
    await service_of(interaction).set_messages(table.id, lobby=message.id)


def game_group(ui: GameUI) -> app_commands.Group:
    """``/<command> start|rules|status|leave|cancel`` for one game."""
    title = ui.title
    group = app_commands.Group(name=ui.command, description=f"Play {title}", guild_only=True)
    group.add_command(
        app_commands.Command(
            name="start", description=f"Open a {title} table in this channel", callback=ui.start
        )
    )

    async def rules(interaction: discord.Interaction) -> None:
        await interaction.response.send_message(embed=ui.texts.rules(), ephemeral=True)

    async def open_here(interaction: discord.Interaction) -> TableInfo | None:
        """The table of this game open in this channel or thread; if none, say so."""
        table = await service_of(interaction).find_open(interaction.channel_id or 0)
        if table is None or table.game != ui.game:
            await tell(
                interaction,
                f"No {title} game is open here. Start one with /{ui.command} start.",
            )
            return None
        return table

    async def status(interaction: discord.Interaction) -> None:
        service = service_of(interaction)
        if await service.find_open(interaction.channel_id or 0) is None:
            paused = await service.find_open(interaction.channel_id or 0, statuses=("frozen",))
            if paused is not None and paused.game == ui.game:
                await tell(interaction, str(errors.TableFrozen(paused.id)))
                return
        table = await open_here(interaction)
        if table is None:
            return
        if table.status == "lobby":
            text = f"Game #{table.id} is in its lobby: {len(table.seats)} seated."
        else:
            text = ui.texts.status(table)
        await tell(interaction, text)

    async def leave(interaction: discord.Interaction) -> None:
        table = await open_here(interaction)
        if table is None:
            return
        try:
            table, _ = await service_of(interaction).leave(table.id, interaction.user.id)
        except errors.Refusal as refusal:
            await tell(interaction, str(refusal))
            return
        await tell(interaction, f"You left game #{table.id}.")

    async def cancel(interaction: discord.Interaction) -> None:
        table = await open_here(interaction)
        if table is None:
            return
        moderator = bool(interaction.permissions.manage_messages)
        try:
            await service_of(interaction).cancel(table.id, interaction.user.id, moderator=moderator)
        except errors.Refusal as refusal:
            await tell(interaction, str(refusal))
            return
        await interaction.response.send_message(
            f"Game #{table.id} was cancelled by {interaction.user.mention}."
        )

    for name, description, callback in ui.extra_commands:
        group.add_command(
            app_commands.Command(name=name, description=description, callback=callback)
        )
    for name, callback, description in (
        ("rules", rules, f"{title}'s rules in short (only you see them)"),
        ("status", status, "Where the game of this channel or thread stands"),
        ("leave", leave, "Leave the game here (an AI takes your seat)"),
        ("cancel", cancel, "Cancel the game here (host or moderators)"),
    ):
        group.add_command(
            app_commands.Command(name=name, description=description, callback=callback)
        )
    return group


class CommonCog(commands.Cog):
    """Commands shared by every game."""

    splitbot = app_commands.Group(
        name="splitbot", description="splitbot: stats and help", guild_only=True
    )

    def __init__(self, client: Host, games: Sequence[GameUI]) -> None:
        self.client = client
        self.games = games

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
        games = " ".join(
            f"`/{ui.command} start` opens a {ui.title} table ({ui.texts.how_to_play})."
            for ui in self.games
        )
        await tell(
            interaction,
            f"**splitbot** referees tabletop games. {games} Friends press **Join**, the host "
            f"presses **Start**; {where}. `/<game> rules` explains a game, `/<game> status` shows "
            "where it stands, `/splitbot stats` the leaderboard.",
        )
