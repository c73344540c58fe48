"""Replays: a finished game of this server as an animated GIF and its public log as JSON.

``/splitbot replay game:<id>`` and the **Replay** button of every final message post them in
the channel for everyone. The frames are the public boards after each round (each turn for
Serendipity): never a hand, a pending pick or a face-down colour. Buttons are
``replay:<table>``.
"""

from __future__ import annotations

import io
import json
from dataclasses import dataclass

import discord

from bot.discordbot.common import refusals_answered, service_of, table_words
from bot.discordbot.controls import Control, ControlId, TableNumber
from bot.discordbot.games import seat_names
from bot.service import TableInfo, errors
from bot.service.replays import public_replay
from bot.workers import DRAWING
from engine import get_game
from render.replay import animate


@dataclass(frozen=True)
class ReplayId(ControlId):
    table: TableNumber


class ReplayButton(
    Control, discord.ui.DynamicItem[discord.ui.Button], prefix="replay", fields=ReplayId
):
    """Posts the finished game's replay in the channel."""

    choice: ReplayId

    def __init__(self, choice: ReplayId, label: str = "Replay") -> None:
        # Rebuilt from a click, the label is not shown: only a new final message needs words.
        super().__init__(choice, self.button(choice, label, discord.ButtonStyle.secondary))

    @refusals_answered
    async def callback(self, interaction: discord.Interaction) -> None:
        await post_replay(interaction, self.choice.table)


def replay_button(table: TableInfo) -> ReplayButton:
    return ReplayButton(ReplayId(table.id), table_words(table)("button-replay"))


async def post_replay(interaction: discord.Interaction, table_id: int) -> None:
    """Check the game (reads only, so a refusal is the first answer and only the asker's), then
    answer "thinking…" for everyone and draw the replay off the event loop."""
    service = service_of(interaction)
    table = await service.get(table_id)
    if table.guild_id != interaction.guild_id:
        raise errors.UnknownTable(table_id)  # another server's game is none of this one's
    if table.status != "finished":
        raise errors.NotFinished(table_id, replay=True)
    await interaction.response.defer(thinking=True)
    replay = await public_replay(service, table_id)
    say = table_words(table)
    gif = await DRAWING.run(animate, table.game, replay.views, seat_names(table), say)
    log = json.dumps(replay.log, ensure_ascii=False, indent=1).encode()
    title = get_game(table.game).title
    await interaction.followup.send(
        say("replay-posted", game=title, id=table.id),
        files=[
            discord.File(io.BytesIO(gif), f"{table.game}-{table.id}-replay.gif"),
            discord.File(io.BytesIO(log), f"{table.game}-{table.id}-log.json"),
        ],
    )
