"""The coach: **Review my game** on a finished game's final message (games that review).

It answers the player who pressed it, privately, in their language: each round, their pick and
the AI's with the score each may bring, and the rounds where they gave most away, each with the
board of that moment (and their hand then: the game is over) and why the AI's pick is good.
The review is worked out in the replay lane's process (a review is asked for once: no board
waits behind it), kept with the replays, and the same every time it is asked for. Buttons
are ``review:<table>``.
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from typing import Any

import discord

from bot.discordbot.boards import pages as pages_named
from bot.discordbot.common import (
    in_place,
    on_its_way,
    reader,
    refusals_answered,
    service_of,
    table_words,
    ui_of,
)
from bot.discordbot.controls import Control, TableId
from bot.discordbot.games import AnyGameUI
from bot.discordbot.replay import finished_here
from bot.discordbot.replaydesk import desk_of
from bot.i18n import Words
from bot.lanes import DRAWING, REPLAYS
from bot.seatnames import seat_names
from bot.service import TableView, errors
from bot.service.coach import GameReview, reviewed
from engine.hints import reviewer_of
from render import images_for
from render.replay import board_pages


@dataclass(frozen=True)
class DrawnReview:
    """A review as posted: its text, the rounds' table, and the boards of its biggest swings."""

    text: str
    rounds: str
    swings: list[str]  # a line for each of the biggest swings
    images: list[tuple[str, bytes]]

    @property
    def size(self) -> int:
        return sum(len(data) for _, data in self.images) + len(self.text) + len(self.rounds)


class ReviewButton(
    Control, discord.ui.DynamicItem[discord.ui.Button[Any]], prefix="review", fields=TableId
):
    """Reviews the finished game for the player who pressed it, privately."""

    choice: TableId
    PRIVATE = False  # on the public final message: the answer is the clicker's own

    def __init__(self, choice: TableId, label: str = "Review my game") -> None:
        super().__init__(choice, self.button(choice, label, discord.ButtonStyle.secondary))

    @refusals_answered
    async def callback(self, interaction: discord.Interaction) -> None:
        await post_review(interaction, self.choice.table)


def review_button(table: TableView, ui: AnyGameUI) -> ReviewButton | None:
    """The final message's **Review my game**, for a game that reviews."""
    if not reviews(ui):
        return None
    return ReviewButton(TableId(table.id), table_words(table)("button-review"))


def reviews(ui: AnyGameUI) -> bool:
    """Whether the game's finished games are reviewed: by its engine, in its words."""
    return reviewer_of(ui.game) is not None and ui.review_words is not None


async def post_review(interaction: discord.Interaction, table_id: int) -> None:
    """Refused at once if the clicker did not play this finished game; else that the review is
    on its way, only for them, then the review in that message once worked out."""
    table = await finished_here(interaction, table_id)
    seat = table.seat_of(interaction.user.id)
    if seat is None:
        raise errors.NotSeated()
    ui = ui_of(interaction, table.game)
    if not reviews(ui):
        raise errors.Refusal("refusal-no-review")
    say = reader(interaction)
    key = ("review", table.id, seat, say.language)
    desk_of(interaction).check_room(key, interaction.guild_id)  # refused privately first
    await on_its_way(interaction, say("wait-review", id=table.id))

    async def draw() -> DrawnReview:
        source = await service_of(interaction).core.replay_source(table.id)
        review = await REPLAYS.run(reviewed, source, seat, table.tutorial)
        return await DRAWING.run(drawn_review, say, table, review, ui)

    drawn: DrawnReview = await desk_of(interaction).get(key, interaction.guild_id, draw)
    embed = discord.Embed(description=drawn.rounds[:4096])
    files = [discord.File(io.BytesIO(data), name) for name, data in drawn.images]
    text = "\n".join([drawn.text, *drawn.swings])
    await in_place(interaction, content=text[:2000], embed=embed, attachments=files)


def drawn_review(say: Words, table: TableView, review: GameReview, ui: AnyGameUI) -> DrawnReview:
    """The review's words and the boards of its swings (draws: off the event loop)."""
    assert ui.review_words is not None
    text, rounds, swings = ui.review_words(say, table, review)
    images: list[tuple[str, bytes]] = []
    names = seat_names(table)
    drawn = images_for(table.game)
    for row, public, own in review.moments:
        stem = f"{table.game}-{table.id}-review-round-{row.round}"
        images += pages_named(stem, board_pages(table.game, public, names, say))
        if drawn.hand is not None:
            images.append((f"{stem}-hand.png", drawn.hand(own, say)))
    return DrawnReview(text, rounds, swings, images[:10])
