"""The lobby every game shares: Join, Leave, Add AI, Remove AI, Start (host), Cancel.

Buttons are ``lobby:<table>:<action>``; the game comes from the table. Each game says how its
options and seats read, and what it adds, through its ``AnyGameUI.lobby``.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal

import discord

from bot.discordbot.common import (
    deferred,
    player,
    redraw,
    refusals_answered,
    service_of,
    table_words,
    ui_of,
)
from bot.discordbot.controls import Control, ControlId, TableNumber
from bot.discordbot.games import AnyGameUI
from bot.i18n import ENGLISH, LANGUAGES
from bot.seatnames import seat_name
from bot.service import TableView, errors
from engine import Message, get_game, message
from engine.ai import LEVELS, levels_of

log = logging.getLogger(__name__)

LobbyAction = Literal["join", "leave", "ai", "unai", "start", "cancel"]


def options_text(table: TableView, ui: AnyGameUI) -> str:
    say = table_words(table)
    timer = say("lobby-timer", timer=say(table.timer.describe()))
    language = say("lobby-language", language=LANGUAGES[table.language])
    level = say("lobby-ai-level", level=say(f"ai-level-{table.ai_level}"))
    hands = [say("lobby-hands-in-dms")] if table.hands_in_dms else []
    hints = [say("lobby-hints")] if table.hints else []
    return " · ".join([*ui.lobby.options(table), timer, language, level, *hands, *hints])


def lobby_embed(table: TableView, ui: AnyGameUI, note: str = "") -> discord.Embed:
    """The lobby: host, seats, options, what to do next (in the table's language)."""
    say = table_words(table)
    game = get_game(table.game)
    low, high = game.player_range()
    extra = ui.lobby.seat
    seats = "\n".join(
        f"{i}. {seat_name(table, s)}"
        + (say("lobby-ai-mark") if s.is_ai else "")
        + (say("lobby-host-mark") if s.user_id == table.host_id else "")
        + extra(table, s)
        for i, s in enumerate(table.seats, start=1)
    )
    status = say(f"lobby-status-{table.status}", low=low, high=high)
    embed = discord.Embed(title=say("lobby-title", game=game.title, id=table.id))
    embed.description = status
    seats_title = say("lobby-seats", seated=len(table.seats), seats=high)
    embed.add_field(name=seats_title, value=seats or "—", inline=False)
    embed.add_field(name=say("lobby-options"), value=options_text(table, ui), inline=False)
    if note:
        embed.add_field(name=say("lobby-note"), value=note, inline=False)
    return embed


#: Each button's style and row; its label is the catalog's ``lobby-button-<action>``.
LOBBY_BUTTONS: dict[LobbyAction, tuple[discord.ButtonStyle, int]] = {
    "join": (discord.ButtonStyle.success, 0),
    "leave": (discord.ButtonStyle.secondary, 0),
    "ai": (discord.ButtonStyle.secondary, 0),
    "unai": (discord.ButtonStyle.secondary, 0),
    "start": (discord.ButtonStyle.primary, 1),
    "cancel": (discord.ButtonStyle.danger, 1),
}


@dataclass(frozen=True)
class LobbyId(ControlId):
    table: TableNumber
    action: LobbyAction


class LobbyButton(
    Control, discord.ui.DynamicItem[discord.ui.Button[Any]], prefix="lobby", fields=LobbyId
):
    choice: LobbyId
    PRIVATE = False

    def __init__(self, choice: LobbyId, label: str = "") -> None:
        style, row = LOBBY_BUTTONS[choice.action]
        super().__init__(choice, self.button(choice, label or choice.action, style, row))

    @refusals_answered
    async def callback(self, interaction: discord.Interaction) -> None:
        service = service_of(interaction)
        user, table_id, action = interaction.user.id, self.choice.table, self.choice.action
        # The lobby is redrawn in the clicked message: a lobby's id on another message (written
        # by hand, on a board or a hand) is refused before it changes anything.
        lobby_message = (await service.messages.shown_at(table_id)).lobby_message_id
        clicked = interaction.message.id if interaction.message is not None else None
        if lobby_message is not None and clicked != lobby_message:
            raise errors.Refusal("refusal-wrong-message")
        if action == "start":
            await self._start(interaction)
            return
        # Every change waits for the table's lock: answered first, the lobby redrawn after.
        await interaction.response.defer()
        if action == "cancel":
            moderator = bool(interaction.permissions.manage_messages)
            await service.lobbies.cancel(  # the presenter shows it, through this click
                table_id, user, moderator=moderator, origin=interaction
            )
            return
        if action == "join":
            table = await service.lobbies.join(table_id, player(interaction))
            if isinstance(interaction.channel, discord.Thread):  # the game will play here
                await add_to_thread(interaction.channel, [user])
        elif action == "leave":
            table, _ = await service.lobbies.leave(table_id, user, origin=interaction)
        elif action == "ai":
            table = await service.lobbies.add_ai(table_id, user)
        else:
            table = await service.lobbies.remove_ai(table_id, user)
        ui = ui_of(interaction, table.game)
        open_lobby = table.status == "lobby"
        await interaction.edit_original_response(
            embed=lobby_embed(table, ui), view=lobby_view(table, ui) if open_lobby else None
        )

    async def _start(self, interaction: discord.Interaction) -> None:
        service = service_of(interaction)
        table_id = self.choice.table
        lobby = await service.lobbies.check_start(table_id, interaction.user.id)
        ui = ui_of(interaction, lobby.game)
        await interaction.response.defer()  # a thread and the first board take a moment
        thread_id, thread = None, None
        message = interaction.message
        threads = (await service.servers.server_defaults(interaction.guild_id)).threads
        if message is not None and threads is not False and can_open_thread(interaction.channel):
            name = table_words(lobby)("lobby-title", game=ui.title, id=table_id)
            thread = await message.create_thread(name=name)
            thread_id = thread.id
        table, _ = await service.lobbies.start(
            table_id, interaction.user.id, thread_id=thread_id, origin=interaction
        )
        # In the thread, players get its notifications: the board is in front of them. In a
        # lobby opened inside a thread, each joiner was added as they joined: the host remains.
        if thread is not None:
            await add_to_thread(
                thread, [s.user_id for s in table.seats if s.user_id and not s.is_ai]
            )
        elif isinstance(interaction.channel, discord.Thread):
            await add_to_thread(interaction.channel, [interaction.user.id])
        say = table_words(table)
        where = (
            say("lobby-play-in", thread=f"<#{thread_id}>") if thread_id else say("lobby-play-below")
        )
        await interaction.edit_original_response(
            embed=lobby_embed(table, ui, note=where), view=None
        )


async def add_to_thread(thread: discord.Thread, user_ids: Sequence[int]) -> None:
    """Make members of ``thread`` those who play there (a refusal is logged, play goes on)."""
    for user_id in user_ids:
        try:
            await thread.add_user(discord.Object(user_id))
        except discord.HTTPException as error:
            log.info("cannot add %s to thread %s: %s", user_id, thread.id, error)


def lobby_view(table: TableView, ui: AnyGameUI) -> discord.ui.View:
    """The lobby's buttons, and the components the game adds."""
    say = table_words(table)
    view = discord.ui.View(timeout=None)
    for action in LOBBY_BUTTONS:
        view.add_item(LobbyButton(LobbyId(table.id, action), say(f"lobby-button-{action}")))
    for item in ui.lobby.items(table):
        view.add_item(item)
    levels = levels_of(table.game)
    if len(levels) > 1:
        view.add_item(AiLevelSelect(AiLevelId(table.id), levels, table.ai_level, say))
    return view


@dataclass(frozen=True)
class AiLevelId(ControlId):
    table: TableNumber
    what: Literal["ailevel"] = "ailevel"


class AiLevelSelect(
    Control, discord.ui.DynamicItem[discord.ui.Select[Any]], prefix="lobby", fields=AiLevelId
):
    """The host chooses the level of the AI seats added from now on (and of the AI that plays
    for a late or departed player)."""

    choice: AiLevelId
    PRIVATE = False  # on the lobby

    def __init__(
        self,
        choice: AiLevelId,
        levels: Sequence[str] = tuple(LEVELS),
        chosen: str = "",
        say: Any = ENGLISH,
    ) -> None:
        # Built for a table in its language; rebuilt from a click only to read the choice.
        options = [
            discord.SelectOption(
                label=say(f"ai-level-{level}"),
                value=level,
                description=say(f"ai-level-{level}-about"),
                default=level == chosen,
            )
            for level in levels
        ]
        placeholder = say("lobby-ai-level-placeholder", level=say(f"ai-level-{chosen or 'normal'}"))
        super().__init__(choice, self.select(choice, options, placeholder=placeholder))

    @refusals_answered
    async def callback(self, interaction: discord.Interaction) -> None:
        data: Any = interaction.data or {}
        values = [str(v) for v in data.get("values", [])]
        service = service_of(interaction)
        await deferred(interaction)  # the choice waits for the table's lock
        table = await service.lobbies.set_ai_level(
            self.choice.table, interaction.user.id, values[0] if values else ""
        )
        ui = ui_of(interaction, table.game)
        await redraw(interaction, embed=lobby_embed(table, ui), view=lobby_view(table, ui))


# What the bot needs in a channel to run a game there; each is named as Discord's settings name
# it in the reader's language by the catalogs' ``permission-<flag>``.
REQUIRED = (
    "view_channel",
    "send_messages",
    "embed_links",
    "attach_files",
    "read_message_history",
)
FOR_THREADS = ("create_public_threads", "send_messages_in_threads")


def missing_permissions(channel: Any) -> tuple[list[Message], list[Message]]:
    """(what the bot lacks to play here at all, what it lacks to open a thread per game)."""
    mine = channel.permissions_for(channel.guild.me)
    lacking = [message(f"permission-{flag}") for flag in REQUIRED if not getattr(mine, flag)]
    if isinstance(channel, discord.Thread):
        return lacking, []
    threads = [message(f"permission-{flag}") for flag in FOR_THREADS if not getattr(mine, flag)]
    return lacking, threads


def can_open_thread(channel: Any) -> bool:
    """Whether the game may get its own thread here (a text channel where the bot may)."""
    if not isinstance(channel, discord.TextChannel):
        return False
    mine = channel.permissions_for(channel.guild.me)
    return mine.create_public_threads and mine.send_messages_in_threads
