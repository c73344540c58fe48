"""Pebbles in Discord: a board per turn whose **Take** button opens the player's choice of
one or two pebbles, the final message. Built only from what the bot offers every game."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import discord
from discord import app_commands

from bot.discordbot import hintbutton
from bot.discordbot.boards import Post, RoundBoards, pages
from bot.discordbot.commands import LANGUAGE_CHOICES, TIMER_CHOICES, TIMER_HELP, open_table
from bot.discordbot.common import (
    deferred,
    reader,
    redraw,
    refusals_answered,
    send_control,
    setting_lines,
    table_words,
)
from bot.discordbot.controls import BoardButton, BoardId, ChoiceButton, ControlId, TableNumber
from bot.discordbot.games import GameTexts, GameUI, final_name, final_order
from bot.discordbot.open_controls import Shown
from bot.discordbot.plays import play_for, seated
from bot.discordbot.reviewwords import hint_words
from bot.i18n import Words
from bot.seatnames import seat_names
from bot.service import TableView, errors
from engine import message
from engine.hints import Hint
from render import images_for
from tests.fifth_game.rules import GAME, TAKES, PebblesView

CATALOGS = Path(__file__).with_name("locales")


def board_text(table: TableView, say: Words | None = None) -> str:
    """Where the game stands: the pile, and whose turn it is."""
    say = say or table_words(table)
    view: PebblesView = table.public
    lines = [say("pebbles-board-title", id=table.id, count=view.pile)]
    if not view.over:
        lines.append(say("pebbles-board-turn", name=seat_names(table)[view.turn]))
    return "\n".join([*lines, *setting_lines(table, say)])


def board(table: TableView) -> Post:
    images = images_for(GAME.name).table(table.public, seat_names(table), table_words(table))
    return Post(board_text(table), pages(f"pebbles-{table.id}-turn-{table.round}", images))


def final(table: TableView) -> Post:
    say, names, result = table_words(table), seat_names(table), table.result()
    drawn = images_for(GAME.name)
    embed = discord.Embed(title=say("pebbles-final-title", id=table.id))
    for standing in final_order(table, result):
        value = say("pebbles-final-line", count=result.taken_by[standing.seat])
        embed.add_field(name=final_name(table, standing), value=value, inline=False)
    return Post(
        say("board-game-over") + "\n" + board_text(table),
        [
            (f"pebbles-{table.id}-final.png", drawn.table(table.public, names, say)[0]),
            (f"pebbles-{table.id}-scores.png", drawn.scoreboard(table.public, result, names, say)),
        ],
        embed,
    )


class TakeTurn(BoardButton, discord.ui.DynamicItem[discord.ui.Button[Any]], prefix="pebbles:play"):
    """The board's button: opens the choice of how many pebbles to take, for the player whose
    turn it is."""

    LABEL = "pebbles-button-take"

    @refusals_answered
    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        table, seat = await seated(interaction, self.table, self.round, GAME.name)
        view: PebblesView = table.public
        if seat != view.turn:
            raise errors.NotYourTurn(seat_names(table)[view.turn])
        content, choices = take_control(reader(interaction), table)
        await send_control(interaction, content, choices)


def take_control(say: Words, table: TableView, hint: str | None = None) -> tuple[str, Any]:
    """The choice of how many pebbles to take (with Hint at a table with hints, and the hint
    asked for below the question)."""
    view: PebblesView = table.public
    choices = discord.ui.View(timeout=None)
    for count in TAKES:
        if count <= view.pile:
            label = say("pebbles-take", count=count)
            choices.add_item(Take(TakeId(table.id, table.round, count), label))
    if table.hints:
        choices.add_item(PebblesHint(BoardId(table.id, table.round), say("button-hint")))
    content = say("pebbles-how-many", count=view.pile)
    return (f"{content}\n{hint}" if hint else content), choices


class PebblesHint(
    hintbutton.HintButton, discord.ui.DynamicItem[discord.ui.Button[Any]], prefix="pebbles:hint"
):
    """💡 Hint: how many the strong AI would take, and why."""

    GAME = GAME.name
    ROW = 1


def hinted(say: Words, table: TableView, seat: int, found: Hint) -> Shown:
    """The choice again, with the strong AI's take and why below it."""
    line = hint_words(say, "pebbles-hint", message("pebbles-take", count=found.action), found.why)
    return Shown(*take_control(say, table, line))


@dataclass(frozen=True)
class TakeId(ControlId):
    table: TableNumber
    round: int
    count: int


class Take(
    ChoiceButton,
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    prefix="pebbles:take",
    fields=TakeId,
):
    """Takes that many pebbles at once; the choice is then retired in place."""

    choice: TakeId

    @refusals_answered
    async def callback(self, interaction: discord.Interaction) -> None:
        at = self.choice
        await deferred(interaction)
        await play_for(interaction, at.table, at.round, GAME.name, at.count)
        said = reader(interaction)("pebbles-took-you", count=at.count)
        await redraw(interaction, content=said, view=None)  # a card in a channel


def rules_embed(say: Words, table: TableView | None = None) -> discord.Embed:
    return discord.Embed(title=say("pebbles-rules-title"), description=say("pebbles-rules"))


@app_commands.describe(**{name: said for name, said in TIMER_HELP.items() if name != "hands"})
@app_commands.choices(timer=TIMER_CHOICES, language=LANGUAGE_CHOICES)
async def start(
    interaction: discord.Interaction,
    timer: str | None = None,
    timer_minutes: app_commands.Range[float, 0.5, 1440.0] = 5.0,
    ai_seats: app_commands.Range[int, 0, 1] = 0,
    language: str | None = None,
) -> None:
    await open_table(interaction, GAME.name, {}, timer, timer_minutes, ai_seats, language)


UI = GameUI(
    game=GAME.name,
    command="pebbles",
    boards=RoundBoards(TakeTurn, final, post=board, text=board_text),
    texts=GameTexts(status=board_text, rules=rules_embed, how_to_play="pebbles-how-to-play"),
    start=start,
    controls=(TakeTurn, Take, PebblesHint),
    hinted=hinted,
    catalogs=CATALOGS,
)
