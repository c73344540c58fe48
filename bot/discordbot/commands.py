"""A game's slash commands: ``/<game> start|rules|status|leave|cancel`` for every registered
game, and what their ``start`` commands share (options, opening a table). The server-wide
commands are in ``servercommands``."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from bot.discordbot.common import (
    player,
    reader,
    refuse,
    service_of,
    table_words,
    tell,
    ui_of,
)
from bot.discordbot.games import AnyGameUI
from bot.discordbot.lobby import lobby_embed, lobby_view, missing_permissions
from bot.discordbot.tutorial import DESCRIPTION, tutorial_command
from bot.i18n import LANGUAGES, language_or_default
from bot.service import (
    TableView,
    TimerPolicy,
    errors,
)
from bot.service.types import DROP_AFTER
from engine.tutorials import tutorial_of

TIMER_CHOICES = [
    app_commands.Choice(name="no timer", value="off"),
    app_commands.Choice(name="remind", value="remind"),
    app_commands.Choice(name="AI plays for late players", value="autoplay"),
    app_commands.Choice(name="AI plays for late players, then takes the seat", value="drop"),
]
TIMER_HELP = {
    "timer": "What happens when someone keeps the table waiting (default: the server's)",
    "timer_minutes": "Minutes before the timer acts (default 5)",
    "ai_seats": "AI players to seat now (you can add more in the lobby)",
    "language": "The table's language (default: the server's)",
    "hands": "Where players' hands are (direct messages suit slow games)",
}
#: The ``hints`` option's help, for the games that give hints.
HINTS_HELP = {"hints": "Show a Hint button to each player (the table is not rated)"}
HANDS_CHOICES = [
    app_commands.Choice(name="in private replies", value="ephemeral"),
    app_commands.Choice(name="in direct messages", value="dm"),
]
#: Each language in its own words, the same in every member's menu.
LANGUAGE_CHOICES = [app_commands.Choice(name=name, value=code) for code, name in LANGUAGES.items()]


async def table_language(interaction: discord.Interaction, chosen: str | None) -> str:
    """The language of a new table: the one chosen, else the server's setting, else the
    server's own locale when the bot speaks it, else English."""
    if chosen is not None:
        return chosen
    setting = await service_of(interaction).servers.server_language(interaction.guild_id)
    if setting is not None:
        return setting
    guild = interaction.guild
    return language_or_default(str(guild.preferred_locale) if guild is not None else None)


def timer_policy(choice: str, minutes: float) -> dict[str, object] | None:
    """The service's timer option for a start command's choices."""
    if choice == "remind":
        return TimerPolicy("remind", minutes).to_options()
    if choice == "autoplay":
        return TimerPolicy("autoplay", minutes).to_options()
    if choice == "drop":
        return TimerPolicy("drop", minutes, DROP_AFTER).to_options()
    return None


async def create_table(
    interaction: discord.Interaction, game: str, options: dict[str, Any], ai_seats: int = 0
) -> TableView | None:
    """A new table in the lobby of this channel, if the bot may run a game here and the
    options are good; otherwise None, and the person who asked is told why."""
    lacking, _ = missing_permissions(interaction.channel)
    if lacking:
        await tell(interaction, reader(interaction)("missing-permissions", permissions=lacking))
        return None
    try:
        return await service_of(interaction).lobbies.create_lobby(
            game,
            player(interaction),
            guild_id=interaction.guild_id,
            channel_id=interaction.channel_id,
            options=options,
            ai_seats=ai_seats,
        )
    except errors.Refusal as refusal:
        await refuse(interaction, refusal)
        return None


async def open_table(
    interaction: discord.Interaction,
    game: str,
    options: dict[str, Any],
    timer: str | None,
    timer_minutes: float,
    ai_seats: int,
    language: str | None = None,
    hands: str | None = None,
) -> None:
    """What every ``/<game> start`` does: check permissions, open the lobby, post it. With no
    ``timer`` chosen, the server's default timer (``/splitbot-admin settings``) applies."""
    options = dict(options)
    if hands is not None:
        options["hands"] = hands
    ui = ui_of(interaction, game)
    if timer is None:
        server = await service_of(interaction).servers.server_defaults(interaction.guild_id)
        if server.timer is not None:
            options["timer"] = server.timer.to_options()
        elif server.pings is not False:
            # The nudge: a player the table waits on is mentioned after a while, once.
            options["timer"] = TimerPolicy("remind", ui.nudge_after).to_options()
    elif (policy := timer_policy(timer, timer_minutes)) is not None:
        options["timer"] = policy
    options["language"] = await table_language(interaction, language)
    table = await create_table(interaction, game, options, ai_seats)
    if table is None:
        return
    _, for_threads = missing_permissions(interaction.channel)
    note = ""
    if for_threads and not isinstance(interaction.channel, discord.Thread):
        note = table_words(table)("note-no-threads", permissions=for_threads)
    await interaction.response.send_message(
        embed=lobby_embed(table, ui, note=note), view=lobby_view(table, ui)
    )
    message = await interaction.original_response()
    await service_of(interaction).messages.set_messages(table.id, lobby=message.id)


def game_group(ui: AnyGameUI) -> app_commands.Group:
    """``/<command> start|rules|status|leave|cancel`` for one game."""
    title = ui.title
    group = app_commands.Group(name=ui.command, description=f"Play {title}", guild_only=True)
    group.add_command(
        app_commands.Command(
            name="start", description=f"Open a {title} table in this channel", callback=ui.start
        )
    )

    async def rules(interaction: discord.Interaction) -> None:
        # A table open here plays the rulings it started with: the summary states those.
        here = await service_of(interaction).find_open(
            interaction.channel_id or 0, statuses=("lobby", "running", "frozen")
        )
        table = here if here is not None and here.game == ui.game else None
        embed = ui.texts.rules(reader(interaction), table)
        await interaction.response.send_message(embed=embed, ephemeral=True)

    async def open_here(interaction: discord.Interaction) -> TableView | None:
        """The table of this game open in this channel or thread; if none, say so."""
        table = await service_of(interaction).find_open(interaction.channel_id or 0)
        if table is None or table.game != ui.game:
            await tell(
                interaction, reader(interaction)("none-open-here", game=title, command=ui.command)
            )
            return None
        return table

    async def status(interaction: discord.Interaction) -> None:
        service = service_of(interaction)
        if await service.find_open(interaction.channel_id or 0) is None:
            paused = await service.find_open(interaction.channel_id or 0, statuses=("frozen",))
            if paused is not None and paused.game == ui.game:
                await refuse(interaction, errors.TableFrozen(paused.id))
                return
        table = await open_here(interaction)
        if table is None:
            return
        say = reader(interaction)
        if table.status == "lobby":
            text = say("status-in-lobby", id=table.id, seated=len(table.seats))
        else:
            text = ui.texts.status(table, say)
        await tell(interaction, text)

    async def leave(interaction: discord.Interaction) -> None:
        table = await open_here(interaction)
        if table is None:
            return
        try:
            table, _ = await service_of(interaction).lobbies.leave(table.id, interaction.user.id)
        except errors.Refusal as refusal:
            await refuse(interaction, refusal)
            return
        await tell(interaction, reader(interaction)("you-left", id=table.id))

    async def cancel(interaction: discord.Interaction) -> None:
        table = await open_here(interaction)
        if table is None:
            return
        moderator = bool(interaction.permissions.manage_messages)
        try:
            await service_of(interaction).lobbies.cancel(
                table.id, interaction.user.id, moderator=moderator
            )
        except errors.Refusal as refusal:
            await refuse(interaction, refusal)
            return
        await interaction.response.send_message(
            table_words(table)("cancelled-by", id=table.id, user=interaction.user.mention)
        )

    for name, description, callback in ui.extra_commands:
        group.add_command(
            app_commands.Command(name=name, description=description, callback=callback)
        )
    if tutorial_of(ui.game) is not None:
        group.add_command(
            app_commands.Command(
                name="tutorial", description=DESCRIPTION, callback=tutorial_command(ui.game)
            )
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
