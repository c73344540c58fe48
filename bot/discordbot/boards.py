"""How a game's board follows the play in its channel: two strategies behind one call.

``RoundBoards`` posts a new board each round (its text is edited as players act);
``LiveBoard`` keeps one board per turn (or round), edited in place after each action. The
presenter asks a game's boards what a batch of events changes (``update``, which renders
images: call it off the event loop) and carries it out.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import discord

from bot.discordbot.controls import BoardId
from bot.discordbot.weblinks import launch_button, watch_button
from bot.i18n import words
from bot.service import RoundResolved, TableView

#: In a table's board memory: whether the board would better be posted anew (the presenter
#: keeps it): something was posted below it, or editing it would take the bot's own budget
#: (the click that posted it is gone). A live board may then post itself again.
BOARD_STALE = "boards:stale"


@dataclass(frozen=True)
class Post:
    """A board to post: its text and images as (filename, PNG bytes), shown as one card
    (``cards``); a final message's breakdown as an embed, whose words the card shows."""

    content: str
    files: list[tuple[str, bytes]] = field(default_factory=list)
    embed: discord.Embed | None = None

    def discord_files(self) -> list[discord.File]:
        return [discord.File(io.BytesIO(data), name) for name, data in self.files]


def pages(stem: str, images: Sequence[bytes]) -> list[tuple[str, bytes]]:
    """File names for the images of one board: ``stem.png``, or ``stem-1.png``, ``stem-2.png``
    when it takes several."""
    if len(images) == 1:
        return [(f"{stem}.png", images[0])]
    return [(f"{stem}-{n}.png", image) for n, image in enumerate(images, start=1)]


@dataclass(frozen=True)
class Batch:
    """What one service operation did, as far as the board is concerned.

    ``memory`` is what this process remembers of the table between batches (a board may tell
    more than the engine's view keeps, such as every reveal of a round); it starts empty after
    a restart and is dropped when the game ends."""

    rounds: Sequence[RoundResolved] = ()
    started: bool = False
    acted: bool = False
    finished: bool = False
    memory: dict[str, Any] = field(default_factory=dict, compare=False)


@dataclass(frozen=True)
class BoardUpdate:
    """What a batch changes on the board.

    ``text`` alone: edit the current board's text. Otherwise the current board is retired — its
    buttons go, and with ``retired`` set its text becomes that and its image goes — ``notes``
    follow, then ``post`` is posted as the new board. With ``in_place`` the current board is
    edited into ``post`` instead (retiring it only if that edit fails)."""

    post: Post | None = None
    text: str | None = None
    retired: str | None = None
    notes: Sequence[str] = ()
    in_place: bool = False


def no_notes(table: TableView, rounds: Sequence[RoundResolved]) -> list[str]:
    return []


@dataclass(frozen=True)
class Boards:
    """The board's one button, and the final message."""

    button: Callable[[BoardId, str | None], discord.ui.Item[Any]]  # a BoardButton class
    final: Callable[[TableView], Post]  # renders images
    #: The button's label when it changes with the step (e.g. "Split", "Bet").
    button_label: Callable[[TableView], str] | None = None
    #: Whether a cancelled game's board keeps its image (a live board's may show a secret).
    keeps_image: bool = True
    #: The colour of the board's card (its left edge), the game's own.
    accent: int | None = None

    def items(self, table: TableView) -> list[discord.ui.Item[Any]]:
        """The board's buttons: its own while the game runs, then the links to the table."""
        if table.status != "running":
            return []
        if self.button_label is not None:
            label = self.button_label(table)
        else:
            label = words(table.language)(getattr(self.button, "LABEL", "button-play"))
        items: list[discord.ui.Item[Any]] = [self.button(BoardId(table.id, table.round), label)]
        for link in (launch_button, watch_button):
            button = link(words(table.language), table)
            if button is not None:
                items.append(button)
        return items

    def update(self, table: TableView, batch: Batch) -> BoardUpdate | None:
        """What ``batch`` changes on the board (None: nothing). Renders images."""
        raise NotImplementedError


@dataclass(frozen=True)
class RoundBoards(Boards):
    """A new board message each round; between rounds its text follows who has acted."""

    post: Callable[[TableView], Post] = field(kw_only=True)  # renders images
    text: Callable[[TableView], str] = field(kw_only=True)
    #: Lines about rounds that ended in a batch before the newest board (AI seats may play
    #: several rounds at once); the newest board tells the last one itself.
    round_notes: Callable[[TableView, Sequence[RoundResolved]], list[str]] = field(
        default=no_notes, kw_only=True
    )

    def update(self, table: TableView, batch: Batch) -> BoardUpdate | None:
        notes = self.round_notes(table, batch.rounds)
        if batch.finished:
            return BoardUpdate(notes=notes)
        if batch.rounds or batch.started:
            return BoardUpdate(post=self.post(table), notes=notes)
        if batch.acted and table.status == "running":
            return BoardUpdate(text=self.text(table))
        return None


@dataclass(frozen=True)
class LiveTurn:
    """A live board after a batch of steps: the board to show, and the turns that ended (the
    first retires the old board, the others are noted)."""

    post: Post
    ended: Sequence[str] = ()


@dataclass(frozen=True)
class LiveBoard(Boards):
    """One board per turn, edited in place after each action; a new one when a turn ends."""

    #: (table, steps of the batch, the batch's memory) → the board and the turns that ended.
    live: Callable[[TableView, Sequence[RoundResolved], dict[str, Any]], LiveTurn] = field(
        kw_only=True
    )
    keeps_image: bool = False
    #: The board's text after an action that ended no step (a bet among several): only the
    #: text is edited. None: such actions change nothing shown.
    text: Callable[[TableView, dict[str, Any]], str] | None = field(default=None, kw_only=True)

    def update(self, table: TableView, batch: Batch) -> BoardUpdate | None:
        if not (batch.rounds or batch.started):
            if batch.acted and self.text is not None and table.status == "running":
                return BoardUpdate(text=self.text(table, batch.memory))
            return None
        turn = self.live(table, batch.rounds, batch.memory)
        retired, notes = (turn.ended[0], turn.ended[1:]) if turn.ended else (None, ())
        if batch.finished:
            # What the old board showed goes with its image: a tile turned back is seen only
            # while it is on the live board.
            return BoardUpdate(retired=retired or "", notes=notes)
        if retired is None:
            return BoardUpdate(post=turn.post, in_place=True)
        return BoardUpdate(post=turn.post, retired=retired, notes=notes)
