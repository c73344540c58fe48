"""The lobby every game shares: Join, Leave, Add AI, Remove AI, Start (host), Cancel.

Buttons are ``lobby:<table>:<action>``; the game comes from the table. Each game's UI module
says how its options read (``option_words``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import discord

from bot.discordbot.common import player, refusals_answered, service_of
from bot.service import SeatInfo, TableInfo
from engine import get_game

OptionWords = Callable[[TableInfo], list[str]]
SeatWords = Callable[[TableInfo, SeatInfo], str]
LobbyItems = Callable[[TableInfo], list[discord.ui.Item[Any]]]
_OPTION_WORDS: dict[str, OptionWords] = {}
_SEAT_WORDS: dict[str, SeatWords] = {}
_LOBBY_ITEMS: dict[str, LobbyItems] = {}


def option_words(game: str) -> Callable[[OptionWords], OptionWords]:
    """Register how a game's table options read in its lobby (the timer is added for all)."""

    def register(words: OptionWords) -> OptionWords:
        _OPTION_WORDS[game] = words
        return words

    return register


def seat_words(game: str) -> Callable[[SeatWords], SeatWords]:
    """Register what a game's lobby adds after a seat's name (e.g. the colours it picked)."""

    def register(words: SeatWords) -> SeatWords:
        _SEAT_WORDS[game] = words
        return words

    return register


def lobby_items(game: str) -> Callable[[LobbyItems], LobbyItems]:
    """Register the components a game adds to its lobby (e.g. a select to pick colours)."""

    def register(items: LobbyItems) -> LobbyItems:
        _LOBBY_ITEMS[game] = items
        return items

    return register


def options_text(table: TableInfo) -> str:
    words = _OPTION_WORDS.get(table.game, lambda _table: [])(table)
    return " · ".join([*words, f"timer: {table.timer.describe()}"])


def lobby_embed(table: TableInfo, note: str = "") -> discord.Embed:
    """The lobby: host, seats, options, what to do next."""
    game = get_game(table.game)
    low, high = game.player_range()
    extra = _SEAT_WORDS.get(table.game, lambda _table, _seat: "")
    seats = "\n".join(
        f"{i}. {s.name}"
        + (" (AI)" if s.is_ai else "")
        + (" · host" if s.user_id == table.host_id else "")
        + extra(table, s)
        for i, s in enumerate(table.seats, start=1)
    )
    status = {
        "lobby": f"Press **Join** to play ({low}–{high} seats). The host presses **Start**.",
        "running": "Started.",
        "cancelled": "Cancelled.",
        "finished": "Finished.",
        "frozen": "Paused.",
    }[table.status]
    embed = discord.Embed(title=f"{game.title} · game #{table.id}", description=status)
    embed.add_field(name=f"Seats ({len(table.seats)}/{high})", value=seats or "—", inline=False)
    embed.add_field(name="Options", value=options_text(table), inline=False)
    if note:
        embed.add_field(name="Note", value=note, inline=False)
    return embed


LOBBY_BUTTONS = {
    "join": ("Join", discord.ButtonStyle.success, 0),
    "leave": ("Leave", discord.ButtonStyle.secondary, 0),
    "ai": ("Add AI", discord.ButtonStyle.secondary, 0),
    "unai": ("Remove AI", discord.ButtonStyle.secondary, 0),
    "start": ("Start", discord.ButtonStyle.primary, 1),
    "cancel": ("Cancel", discord.ButtonStyle.danger, 1),
}


class LobbyButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"lobby:(?P<table>[0-9]{1,18}):(?P<action>join|leave|ai|unai|start|cancel)",
):
    def __init__(self, table: int, action: str) -> None:
        label, style, row = LOBBY_BUTTONS[action]
        super().__init__(
            discord.ui.Button(
                label=label, style=style, row=row, custom_id=f"lobby:{table}:{action}"
            )
        )
        self.table, self.action = table, action

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: Any
    ) -> LobbyButton:
        return cls(int(match["table"]), match["action"])

    @refusals_answered
    async def callback(self, interaction: discord.Interaction) -> None:
        service = service_of(interaction)
        user = interaction.user.id
        if self.action == "start":
            await self._start(interaction)
            return
        if self.action == "join":
            table = await service.join(self.table, player(interaction))
        elif self.action == "leave":
            table, _ = await service.leave(self.table, user)
        elif self.action == "ai":
            table = await service.add_ai(self.table, user)
        elif self.action == "unai":
            table = await service.remove_ai(self.table, user)
        else:
            moderator = bool(interaction.permissions.manage_messages)
            table = await service.cancel(self.table, user, moderator=moderator)
        open_lobby = table.status == "lobby"
        await interaction.response.edit_message(
            embed=lobby_embed(table), view=lobby_view(table) if open_lobby else None
        )

    async def _start(self, interaction: discord.Interaction) -> None:
        service = service_of(interaction)
        lobby = await service.check_start(self.table, interaction.user.id)
        await interaction.response.defer()  # a thread and the first board take a moment
        thread_id = None
        message = interaction.message
        if message is not None and can_open_thread(interaction.channel):
            title = get_game(lobby.game).title
            thread = await message.create_thread(name=f"{title} · game #{self.table}")
            thread_id = thread.id
        table, _ = await service.start(self.table, interaction.user.id, thread_id=thread_id)
        where = f"Play in <#{thread_id}>." if thread_id else "Play below."
        await interaction.edit_original_response(embed=lobby_embed(table, note=where), view=None)


def lobby_view(table: TableInfo) -> discord.ui.View:
    """The lobby's buttons, and the components the game adds."""
    view = discord.ui.View(timeout=None)
    for action in LOBBY_BUTTONS:
        view.add_item(LobbyButton(table.id, action))
    for item in _LOBBY_ITEMS.get(table.game, lambda _table: [])(table):
        view.add_item(item)
    return view


def can_open_thread(channel: Any) -> bool:
    """Whether the game may get its own thread here (a text channel where the bot may)."""
    if not isinstance(channel, discord.TextChannel):
        return False
    mine = channel.permissions_for(channel.guild.me)
    return mine.create_public_threads and mine.send_messages_in_threads
