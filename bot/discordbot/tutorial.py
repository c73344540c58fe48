"""``/<game> tutorial``: a guided game for the member who asks, in a private thread of their
own (a public one where the bot may not open a private thread), against AI seats on the
game's prepared deal (``engine.tutorials``). The board says each lesson; the service refuses,
with the reason, a move the lesson does not teach. The final message offers **Start a real
game**: a lobby in the channel the thread hangs from. A tutorial is never rated nor in the
stats. Buttons are ``tutorial:real:<table>``.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.discordbot.common import (
    in_place,
    on_its_way,
    player,
    reader,
    refusals_answered,
    refuse,
    service_of,
    table_words,
    tell,
    ui_of,
)
from bot.discordbot.controls import Control, TableId
from bot.discordbot.lobby import lobby_embed, lobby_view, missing_permissions
from bot.service import TableView, errors
from bot.service.types import OPEN_STATUSES
from engine import get_game

#: What ``/<game> tutorial`` says it does (the same for every game: one translation).
DESCRIPTION = "Learn to play: a guided game against the AI, only for you"


def tutorial_command(game: str) -> Any:
    """The ``tutorial`` subcommand's callback for ``game``."""

    async def tutorial(interaction: discord.Interaction) -> None:
        await open_tutorial(interaction, game)

    return tutorial


async def open_tutorial(interaction: discord.Interaction, game: str) -> None:
    """Open the member's tutorial of ``game`` in a thread of its own, and say where."""
    say = reader(interaction)
    channel = interaction.channel
    if not isinstance(channel, discord.TextChannel):
        await tell(interaction, say("tutorial-no-thread"))
        return
    lacking, _ = missing_permissions(channel)
    mine = channel.permissions_for(channel.guild.me)
    if lacking:
        await tell(interaction, say("missing-permissions", permissions=lacking))
        return
    if not (mine.create_private_threads or mine.create_public_threads):
        await tell(interaction, say("tutorial-no-thread"))
        return
    service = service_of(interaction)
    going = await service.tutorials.tutorial_going(game, interaction.user.id, interaction.guild_id)
    title = get_game(game).title
    if going is not None:  # refused before a thread is opened for nothing
        await refuse(interaction, errors.TutorialOpen(title, going))
        return
    await on_its_way(interaction, say("wait-tutorial", game=title))
    name = say("tutorial-thread", game=title, name=interaction.user.display_name)[:100]
    if mine.create_private_threads:
        kind = discord.ChannelType.private_thread
        thread = await channel.create_thread(name=name, type=kind, invitable=False)
        await thread.add_user(interaction.user)
    else:
        thread = await channel.create_thread(name=name, type=discord.ChannelType.public_thread)
    mention = interaction.user.mention
    await thread.send(
        say("tutorial-welcome", game=title, user=mention),
        allowed_mentions=discord.AllowedMentions(users=[interaction.user]),
    )
    try:
        await service.tutorials.open_tutorial(
            game,
            player(interaction),
            guild_id=interaction.guild_id,
            channel_id=thread.id,
            language=say.language,
        )
    except errors.Refusal as refusal:
        await thread.delete()  # another tutorial opened meanwhile: no thread left empty
        await refuse(interaction, refusal)
        return
    started = say("tutorial-started", user=mention, game=title, thread=thread.mention)
    await in_place(interaction, content=started)


class RealGameButton(
    Control, discord.ui.DynamicItem[discord.ui.Button[Any]], prefix="tutorial:real", fields=TableId
):
    """On a finished tutorial: opens a lobby of the game in the channel the thread hangs from."""

    choice: TableId
    PRIVATE = False

    def __init__(self, choice: TableId, label: str = "Start a real game") -> None:
        super().__init__(choice, self.button(choice, label, discord.ButtonStyle.success))

    @refusals_answered
    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        service = service_of(interaction)
        finished = await service.get(self.choice.table)
        thread = interaction.channel
        # Only its learner, in its own thread, may open a game from a tutorial: to anyone
        # else (a forged id) it is no game at all.
        if (
            finished.guild_id != interaction.guild_id
            or not finished.shown_to(interaction.user.id)
            or finished.channel_id != interaction.channel_id
        ):
            raise errors.UnknownTable(self.choice.table)
        parent = thread.parent if isinstance(thread, discord.Thread) else None
        if not finished.tutorial or not isinstance(parent, discord.TextChannel):
            raise errors.Refusal("refusal-not-a-tutorial")
        if finished.status in OPEN_STATUSES:
            raise errors.Refusal("refusal-tutorial-going")
        lacking, _ = missing_permissions(parent)
        if lacking:
            await tell(interaction, reader(interaction)("missing-permissions", permissions=lacking))
            return
        ui = ui_of(interaction, finished.game)
        table = await service.lobbies.create_lobby(
            finished.game,
            player(interaction),
            guild_id=interaction.guild_id,
            channel_id=parent.id,
            options={"language": finished.language},
        )
        lobby = await parent.send(embed=lobby_embed(table, ui), view=lobby_view(table, ui))
        await service.messages.set_messages(table.id, lobby=lobby.id)
        await tell(interaction, reader(interaction)("tutorial-lobby-opened", lobby=lobby.jump_url))


def real_game_view(table: TableView) -> discord.ui.View:
    """A finished tutorial's final message: **Start a real game**."""
    view = discord.ui.View(timeout=None)
    label = table_words(table)("button-real-game")
    view.add_item(RealGameButton(TableId(table.id), label))
    return view
