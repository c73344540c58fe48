"""How each game shows itself in Discord: the registry the presenter and the commands read.

Each game's UI module registers one ``GameUI``. Builders that render images are called in a
worker thread (they take Pillow time); the others are cheap and run on the event loop.
"""

from __future__ import annotations

import io
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import discord

from bot.service import RoundResolved, TableInfo


@dataclass(frozen=True)
class Post:
    """A message to post: text, images as (filename, PNG bytes), an optional embed."""

    content: str
    files: list[tuple[str, bytes]] = field(default_factory=list)
    embed: discord.Embed | None = None

    def discord_files(self) -> list[discord.File]:
        return [discord.File(io.BytesIO(data), name) for name, data in self.files]


@dataclass(frozen=True)
class LiveUpdate:
    """How a game with one live board shows a batch of steps.

    With ``retired`` None the board message is edited in place. Otherwise a turn ended: the old
    board keeps only the text ``retired`` (its image and buttons go), ``notes`` follow (turns
    begun and ended within the batch), and ``post`` is posted as the new board."""

    post: Post
    retired: str | None = None
    notes: list[str] = field(default_factory=list)


def no_notes(table: TableInfo, rounds: Sequence[RoundResolved]) -> list[str]:
    return []


@dataclass(frozen=True)
class GameUI:
    """One game's Discord face.

    ``board`` and ``final`` render images: call them off the event loop.
    """

    game: str  # the engine's name
    command: str  # the slash command group, e.g. "splito" for /splito start
    board: Callable[[TableInfo], Post]  # the message of a round (or step)
    board_text: Callable[[TableInfo], str]  # its text alone, for edits after each action
    board_view: Callable[[TableInfo], discord.ui.View | None]
    final: Callable[[TableInfo], Post]
    status_text: Callable[[TableInfo], str]  # /<command> status of a running game
    rules: Callable[[], discord.Embed]
    start: Callable[..., Any]  # the /<command> start callback, with its game's options
    how_to_play: str  # one line for /splitbot help
    #: A reminder's words after the mention, e.g. "round 3 is waiting for your pick".
    waiting_for: Callable[[TableInfo, int], str] = lambda table, seat: "the game waits for you"
    #: What the timer's notice says the AI did for a late player.
    played_for: str = "the AI played for them"
    #: Lines about rounds that ended in a batch before the newest board (AI seats may play
    #: several rounds at once); the newest board tells the last one itself.
    round_notes: Callable[[TableInfo, Sequence[RoundResolved]], list[str]] = no_notes
    #: A line added under the final message, read from the service (e.g. a solo personal best).
    final_note: Callable[[Any, TableInfo], Awaitable[str]] | None = None
    #: Games whose board is one message edited in place (a new one per turn) give how a batch
    #: of steps updates it; it renders images, so it is called off the event loop.
    live: Callable[[TableInfo, Sequence[RoundResolved]], LiveUpdate] | None = None
    #: More subcommands of the game's group: (name, description, callback).
    extra_commands: tuple[tuple[str, str, Callable[..., Any]], ...] = ()


_GAMES: dict[str, GameUI] = {}


def register(ui: GameUI) -> GameUI:
    _GAMES[ui.game] = ui
    return ui


def ui_for(game: str) -> GameUI:
    """The registered UI of an engine game name."""
    return _GAMES[game]


def all_games() -> list[GameUI]:
    return list(_GAMES.values())


def seat_names(table: TableInfo) -> list[str]:
    """Names by seat position (lobby order before the start)."""
    ordered = sorted(table.seats, key=lambda s: (s.position is None, s.position or 0))
    return [s.name for s in ordered]
