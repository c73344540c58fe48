"""The bot's context menus: **Open my hand** on any message of a game's channel or thread (its
board, say) opens the member's own control at its table, as the board's button would; and
**Splitbot profile** on a member shows their profile, only to the member who asked."""

from __future__ import annotations

import discord
from discord import app_commands

from bot.discordbot.common import reader, service_of, tell, ui_of
from bot.discordbot.controls import BoardId
from bot.discordbot.profile import show_profile
from bot.service import TableView


async def table_here(interaction: discord.Interaction, place_id: int) -> TableView | None:
    """The running table of ``place_id`` (a channel or a thread), or of its threads the newest
    the member sits at: a lobby's channel starts its games in threads (and may hold the next
    game's lobby meanwhile)."""
    service = service_of(interaction)
    table = await service.find_open(place_id)
    if table is not None and table.status == "running":
        return table
    seated = [
        t
        for t in await service.open_in_threads_of(place_id)
        if t.status == "running" and t.seat_of(interaction.user.id) is not None
    ]
    return seated[0] if seated else None


async def open_my_hand(interaction: discord.Interaction, message: discord.Message) -> None:
    """The member's control at the table of the message's channel, as the newest board's button
    opens it (their hand, panel or sheet; or why not: not their turn, not a player)."""
    table = await table_here(interaction, message.channel.id)
    if table is None:
        await tell(interaction, reader(interaction)("menu-no-game-here"))
        return
    button = ui_of(interaction, table.game).boards.button(BoardId(table.id, table.round), None)
    await button.callback(interaction)


async def splitbot_profile(interaction: discord.Interaction, member: discord.Member) -> None:
    await show_profile(interaction, member, ephemeral=True)


def context_menus() -> list[app_commands.ContextMenu]:
    """The menus, as the command tree takes them (their names through the catalogs)."""
    return [
        app_commands.ContextMenu(name="Open my hand", callback=open_my_hand),
        app_commands.ContextMenu(name="Splitbot profile", callback=splitbot_profile),
    ]
