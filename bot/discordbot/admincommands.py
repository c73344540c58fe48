"""A server's managers' slash commands: ``/splitbot-admin settings|language``, the defaults
of the server's new games and the language they speak."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.discordbot.commands import LANGUAGE_CHOICES, TIMER_CHOICES, timer_policy
from bot.discordbot.common import Host, reader, refuse, tell
from bot.i18n import LANGUAGES, Words
from bot.service import ExpiryRules, ServerDefaults, TimerPolicy, errors


def settings_embed(
    say: Words, chosen: ServerDefaults, operator: ExpiryRules, nudges: Sequence[float] = ()
) -> discord.Embed:
    """A server's defaults, each marked when it is the bot's own (``nudges``: the games' nudge
    times, the timer of a table whose host and server chose none)."""
    default = " " + say("settings-default-mark")
    if chosen.timer is None and chosen.pings is not False and nudges:
        timer = say("settings-timer-nudge", round=f"{max(nudges):g}", turn=f"{min(nudges):g}")
    else:
        timer = say((chosen.timer or TimerPolicy()).describe())
    times = chosen.expiry(operator)
    embed = discord.Embed(title=say("settings-title"))
    embed.add_field(
        name=say("settings-timer"), value=timer + (default if chosen.timer is None else "")
    )
    embed.add_field(
        name=say("settings-lobby"),
        value=say("settings-minutes", minutes=f"{times.lobby_minutes:g}")
        + (default if chosen.lobby_minutes is None else ""),
    )
    embed.add_field(
        name=say("settings-idle"),
        value=say("settings-hours", hours=f"{times.idle_hours:g}")
        + (default if chosen.idle_hours is None else ""),
    )
    embed.add_field(
        name=say("settings-threads"),
        value=say("settings-yes" if chosen.threads is not False else "settings-no")
        + (default if chosen.threads is None else ""),
    )
    embed.add_field(
        name=say("settings-pings"),
        value=say("settings-yes" if chosen.pings is not False else "settings-no")
        + (default if chosen.pings is None else ""),
    )
    return embed


class AdminCog(commands.Cog):
    """The ``/splitbot-admin`` commands: a server's defaults, for its managers."""

    # Discord applies default_member_permissions to top-level commands only: the server's
    # settings are a group of their own, hidden from members without Manage Server (who are
    # refused anyway, should a server's own permissions show it to them).
    admin = app_commands.Group(
        name="splitbot-admin",
        description="splitbot: this server's defaults (Manage Server)",
        guild_only=True,
        default_permissions=discord.Permissions(manage_guild=True),
    )

    def __init__(self, client: Host) -> None:
        self.client = client

    @admin.command(name="settings", description="This server's defaults for new games")
    @app_commands.describe(
        timer="The timer of new games when their host chooses none",
        timer_minutes="Its minutes (default 5)",
        lobby_minutes="Minutes a lobby waits to be started",
        idle_hours="Hours a game waits for anything to happen before it ends",
        threads="Whether each game gets a thread of its own",
        pings="Whether games mention players when they start and when they wait on them",
    )
    @app_commands.choices(timer=TIMER_CHOICES)
    async def settings(
        self,
        interaction: discord.Interaction,
        timer: str | None = None,
        timer_minutes: app_commands.Range[float, 0.5, 1440.0] = 5.0,
        lobby_minutes: app_commands.Range[float, 1.0, 10080.0] | None = None,
        idle_hours: app_commands.Range[float, 1.0, 720.0] | None = None,
        threads: bool | None = None,
        pings: bool | None = None,
    ) -> None:
        say = reader(interaction)
        if interaction.guild_id is None:
            return  # guild_only: Discord never sends this outside a server
        service = self.client.service
        changes: dict[str, Any] = {}
        if timer is not None:
            changes["timer"] = timer_policy(timer, timer_minutes)
        for name, value in (
            ("lobby_minutes", lobby_minutes),
            ("idle_hours", idle_hours),
            ("threads", threads),
            ("pings", pings),
        ):
            if value is not None:
                changes[name] = value
        if changes and not interaction.permissions.manage_guild:
            await tell(interaction, say("settings-managers-only"))
            return
        try:
            if changes:
                chosen = await service.servers.choose_server_defaults(
                    interaction.guild_id, **changes
                )
            else:
                chosen = await service.servers.server_defaults(interaction.guild_id)
        except errors.Refusal as refusal:
            await refuse(interaction, refusal)
            return
        nudges = [ui.nudge_after for ui in self.client.games.values()]
        embed = settings_embed(say, chosen, self.client.expiry, nudges)
        await interaction.response.send_message(embed=embed, ephemeral=True)

    @admin.command(name="language", description="The language of this server's new games")
    @app_commands.describe(language="Leave empty to follow the server's own language")
    @app_commands.choices(language=LANGUAGE_CHOICES)
    async def language(self, interaction: discord.Interaction, language: str | None = None) -> None:
        say = reader(interaction)
        if interaction.guild_id is None:
            return  # guild_only: Discord never sends this outside a server
        if not interaction.permissions.manage_guild:
            await tell(interaction, say("language-managers-only"))
            return
        try:
            await self.client.service.servers.set_server_language(interaction.guild_id, language)
        except errors.Refusal as refusal:
            await refuse(interaction, refusal)
            return
        if language is None:
            await tell(interaction, say("language-follows-server"))
        else:
            await tell(interaction, say("language-set", language=LANGUAGES[language]))
