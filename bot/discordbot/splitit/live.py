"""Split it!'s live board: one message per round, edited through its splits, discards, bets
and reveals, then left as a one-line summary of the round's reveals.

A round's reveals are remembered as the presenter sees them, in the batch's memory (the
engine keeps only the last one): after a restart, a round's board tells the reveals made from
then on.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Any

from bot.discordbot.boards import LiveTurn, Post
from bot.discordbot.common import table_words
from bot.discordbot.games import board_drawn
from bot.discordbot.splitit import words
from bot.discordbot.splitit.table import SplitItTable
from bot.seatnames import seat_names
from bot.service import RoundResolved
from engine.splitit import SplitItView, ZoneOutcome
from render.splitit import render_board

Reveal = tuple[ZoneOutcome, ...]


def round_reveals(memory: dict[str, Any], round: int) -> list[Reveal]:
    """The reveals of ``round`` seen so far (a batch's memory keeps the current round's)."""
    seen_round, reveals = memory.get("reveals", (round, []))
    return list(reveals) if seen_round == round else []


def remember(memory: dict[str, Any], round: int, reveal: Reveal) -> None:
    memory["reveals"] = (round, [*round_reveals(memory, round), reveal])


def board(table: SplitItTable, memory: dict[str, Any]) -> Post:
    """The round's board as it is now: the image, and the text with this round's reveals."""
    image, said = board_drawn(table, partial(text, table, memory), render_board)
    name = f"splitit-{table.id}-round-{table.public.round}.png"
    return Post(said, [(name, image)])


def text(table: SplitItTable, memory: dict[str, Any]) -> str:
    view: SplitItView = table.public
    return words.board_text(table, round_reveals(memory, view.round))


def live_update(
    table: SplitItTable, rounds: Sequence[RoundResolved], memory: dict[str, Any]
) -> LiveTurn:
    """After a batch of steps: remember its reveals; the rounds that ended become summaries
    (AI seats may play several rounds in one batch), and the board shows the round now."""
    say, names = table_words(table), seat_names(table)
    ended = []
    for step in rounds:
        closing: SplitItView | None = step.closing
        opening: SplitItView = step.opening
        if closing is None:
            continue
        if closing.phase == "bet":  # every bet is in: this step was a reveal
            remember(memory, closing.round, opening.last_reveal)
        if opening.round != closing.round or opening.over:
            reveals = round_reveals(memory, closing.round)
            ended.append(words.round_summary(say, closing.round, reveals, names))
    view: SplitItView = table.public
    if view.over and not ended:  # the last step of the game ended its round too
        reveals = round_reveals(memory, view.round)
        ended.append(words.round_summary(say, view.round, reveals, names))
    return LiveTurn(board(table, memory), ended)
