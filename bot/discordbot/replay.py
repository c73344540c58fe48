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
from typing import Any, Literal

import discord
import objsize

from bot.discordbot.boards import pages as pages_named
from bot.discordbot.common import (
    in_place,
    on_its_way,
    refusals_answered,
    service_of,
    table_words,
)
from bot.discordbot.controls import Control, ControlId, TableId, TableNumber
from bot.discordbot.replaydesk import desk_of
from bot.i18n import words
from bot.lanes import DRAWING, REPLAYS
from bot.seatnames import seat_names
from bot.service import TableView, errors
from bot.service.replays import ReplaySource, replayed_publicly
from engine import get_game
from render.replay import animate, board_pages


class ReplayButton(
    Control, discord.ui.DynamicItem[discord.ui.Button[Any]], prefix="replay", fields=TableId
):
    """Posts the finished game's replay in the channel."""

    choice: TableId
    PRIVATE = False

    def __init__(self, choice: TableId, label: str = "Replay") -> None:
        # Rebuilt from a click, the label is not shown: only a new final message needs words.
        super().__init__(choice, self.button(choice, label, discord.ButtonStyle.secondary))

    @refusals_answered
    async def callback(self, interaction: discord.Interaction) -> None:
        await post_replay(interaction, self.choice.table)


def replay_button(table: TableView) -> ReplayButton:
    return ReplayButton(TableId(table.id), table_words(table)("button-replay"))


async def finished_here(interaction: discord.Interaction, table_id: int) -> TableView:
    """The finished game ``table_id`` of this server; else the refusal that says why. Reads
    only, so that a refusal can be the first answer, seen by the asker alone."""
    table = await service_of(interaction).get(table_id)
    # Another server's game is none of this one's, and a tutorial is its learner's alone.
    if table.guild_id != interaction.guild_id or not table.shown_to(interaction.user.id):
        raise errors.UnknownTable(table_id)
    if table.status != "finished":
        raise errors.NotFinished(table_id, replay=True)
    return table


@dataclass(frozen=True)
class DrawnReplay:
    """A finished game's replay as posted: its frames' public views (for the stepper), its
    log as JSON and its animated GIF."""

    views: list[Any]
    log: bytes
    gif: bytes
    #: What the frames' views take in memory (measured where they are made): a Serendipity
    #: game's hundreds of boards weigh as much as its GIF.
    views_size: int = 0

    @property
    def size(self) -> int:
        """The bytes it holds, for the replay desk's budget."""
        return len(self.log) + len(self.gif) + self.views_size


def draw_replay(source: ReplaySource, names: list[str], language: str) -> DrawnReplay:
    """The whole replay, from the stored log: run in the replay lane's process."""
    replay = replayed_publicly(source)
    gif = animate(source.game, replay.views, names, words(language))
    log = json.dumps(replay.log, ensure_ascii=False, indent=1).encode()
    return DrawnReplay(replay.views, log, gif, objsize.get_deep_size(replay.views))


async def drawn_replay(interaction: discord.Interaction, table: TableView) -> DrawnReplay:
    """The finished game's replay: the one drawn already, else drawn in the replay lane (one
    server draws one at a time; a second asks to wait)."""
    names = seat_names(table)

    async def draw() -> DrawnReplay:
        source = await service_of(interaction).core.replay_source(table.id)
        return await REPLAYS.run(draw_replay, source, names, table.language)

    drawn: DrawnReplay = await desk_of(interaction).get(
        replay_key(table), interaction.guild_id, draw
    )
    return drawn


def replay_key(table: TableView) -> tuple[Any, ...]:
    """What a replay's images depend on: the game, its players' names, its language."""
    return (table.id, tuple(seat_names(table)), table.language)


async def post_replay(interaction: discord.Interaction, table_id: int) -> None:
    """Say for everyone that the replay is on its way once the game is known, and draw it apart
    from the boards players wait for; the same message then shows it and offers to step
    through it."""
    table = await finished_here(interaction, table_id)
    desk_of(interaction).check_room(
        replay_key(table), interaction.guild_id
    )  # refused privately first
    say = table_words(table)
    title = get_game(table.game).title
    await on_its_way(interaction, say("wait-replay", game=title, id=table.id), ephemeral=False)
    replay = await drawn_replay(interaction, table)
    stepper = discord.ui.View(timeout=None)
    stepper.add_item(StepButton(StepId(table.id, 0, "open"), say("button-step-through")))
    await in_place(
        interaction,
        content=say("replay-posted", game=title, id=table.id),
        attachments=[
            discord.File(io.BytesIO(replay.gif), f"{table.game}-{table.id}-replay.gif"),
            discord.File(io.BytesIO(replay.log), f"{table.game}-{table.id}-log.json"),
        ],
        view=stepper,
    )
    stepper.stop()


@dataclass(frozen=True)
class StepId(ControlId):
    table: TableNumber
    frame: int
    how: Literal["open", "back", "next"]


class StepButton(
    Control, discord.ui.DynamicItem[discord.ui.Button[Any]], prefix="replay:step", fields=StepId
):
    """Step through a replay, one board at a time, in a message only the clicker sees: **open**
    (on the replay) sends it at the first board; ◀ and ▶ (on it) show the board they name."""

    choice: StepId
    PRIVATE = False  # on a public message it opens a stepper of the clicker's own

    def __init__(self, choice: StepId, label: str = "▶", disabled: bool = False) -> None:
        super().__init__(choice, self.button(choice, label, discord.ButtonStyle.secondary))
        self.item.disabled = disabled

    @refusals_answered
    async def callback(self, interaction: discord.Interaction) -> None:
        at = self.choice
        table = await finished_here(interaction, at.table)
        # ◀ and ▶ edit the clicker's own stepper; anywhere else (a forged id on the public
        # replay, say) a stepper of their own opens instead.
        message = interaction.message
        opening = at.how == "open" or message is None or not message.flags.ephemeral
        desk_of(interaction).check_room(replay_key(table), interaction.guild_id)
        if opening:
            title = get_game(table.game).title
            waiting = table_words(table)("wait-replay", game=title, id=table.id)
            await on_its_way(interaction, waiting)  # the stepper is in the table's words
        else:
            await interaction.response.defer()  # the same message shows the other board
        replay = await drawn_replay(interaction, table)
        if not 0 <= at.frame < len(replay.views):
            raise errors.Refusal("replay-no-board", id=table.id)
        say = table_words(table)
        names = seat_names(table)
        pages = await DRAWING.run(board_pages, table.game, replay.views[at.frame], names, say)
        title = get_game(table.game).title
        content = say(
            "replay-step", game=title, id=table.id, board=at.frame + 1, boards=len(replay.views)
        )
        files = pages_files(f"{table.game}-{table.id}-board-{at.frame + 1}", pages)
        view = stepper_view(table.id, at.frame, len(replay.views))
        await interaction.edit_original_response(content=content, attachments=files, view=view)
        view.stop()


def stepper_view(table_id: int, frame: int, frames: int) -> discord.ui.View:
    """◀ and ▶, each disabled where there is no board that way."""
    view = discord.ui.View(timeout=None)
    back = max(frame - 1, 0)
    view.add_item(StepButton(StepId(table_id, back, "back"), "◀", disabled=frame == 0))
    ahead = min(frame + 1, frames - 1)
    view.add_item(StepButton(StepId(table_id, ahead, "next"), "▶", disabled=ahead == frame))
    return view


def pages_files(stem: str, pages: list[bytes]) -> list[discord.File]:
    return [discord.File(io.BytesIO(data), name) for name, data in pages_named(stem, pages)]
