"""How one game shows itself in Discord: the ``GameUI`` each game package builds, and what it
is made of. The shared code (client, lobby, commands, presenter) reads games only through it.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Coroutine
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, TypeAlias, TypeVar

import discord

from bot.board_processes import drawn_beside
from bot.discordbot.boards import Boards
from bot.discordbot.open_controls import NextControl, Shown
from bot.i18n import Words, words
from bot.seatnames import seat_names
from bot.service import SeatInfo, TableService, TableView
from bot.service.types import GameTable
from engine import Dynamics, Message, Standing, get_game, message
from engine.hints import Hint

#: A game's public view type, and its seat view type (its engine's views).
PublicT = TypeVar("PublicT")
SeatT = TypeVar("SeatT")
T = TypeVar("T")

#: After how many minutes a player the table waits on is mentioned, when the host chose no
#: timer: a simultaneous round gives everyone a moment; a turn keeps the others waiting sooner.
NUDGE_MINUTES = {Dynamics.SIMULTANEOUS: 2.0, Dynamics.TURNS: 1.0}


def no_words(table: TableView) -> list[str]:
    return []


def no_seat_words(table: TableView, seat: SeatInfo) -> str:
    return ""


def no_items(table: TableView) -> list[discord.ui.Item[Any]]:
    return []


@dataclass(frozen=True)
class LobbyHooks(Generic[PublicT, SeatT]):
    """What a game adds to the shared lobby."""

    #: How its table options read (the timer is added for every game).
    options: Callable[[GameTable[PublicT, SeatT]], list[str]] = no_words
    #: What follows a seat's name (e.g. the colours it picked).
    seat: Callable[[GameTable[PublicT, SeatT], SeatInfo], str] = no_seat_words
    #: Components under the lobby's buttons (e.g. a select to pick colours).
    items: Callable[[GameTable[PublicT, SeatT]], list[discord.ui.Item[Any]]] = no_items


def game_waits(table: TableView, seat: int) -> Message:
    return message("notice-game-waits")


@dataclass(frozen=True)
class GameTexts(Generic[PublicT, SeatT]):
    """The words the shared code asks a game for: catalog keys, or builders that take the
    reader's words (``Words``) or word a table's public texts in its language."""

    #: /<command> status of a running game.
    status: Callable[[GameTable[PublicT, SeatT], Words], str]
    #: /<command> rules, given the game's table open in the channel (its rulings), if any.
    rules: Callable[[Words, GameTable[PublicT, SeatT] | None], discord.Embed]
    how_to_play: str  # the key of one line for /splitbot help
    #: A reminder's words after the mention, e.g. "round 3 is waiting for your pick".
    waiting_for: Callable[[GameTable[PublicT, SeatT], int], Message] = game_waits
    #: The key of what the timer's notice says the AI did for a late player.
    played_for: str = "notice-ai-played"


Command = tuple[str, str, Callable[..., Any]]  # (name, description, callback)
Listener = tuple[str, Callable[..., Coroutine[Any, Any, None]]]  # (discord.py event, coroutine)


@dataclass(frozen=True)
class GameUI(Generic[PublicT, SeatT]):
    """One game's Discord face, typed by its engine's public and seat views: the functions it
    is built from read ``table.public`` and ``table.view_for(seat)`` as those types."""

    game: str  # the engine's name
    command: str  # the slash command group, e.g. "splito" for /splito start
    boards: Boards  # what each round shows in the channel, and the final message
    texts: GameTexts[PublicT, SeatT]
    start: Callable[..., Any]  # the /<command> start callback, with its game's options
    #: Every DynamicItem of the game: its buttons and selects, found by custom_id.
    controls: tuple[type[discord.ui.DynamicItem[Any]], ...]
    lobby: LobbyHooks[PublicT, SeatT] = LobbyHooks()
    #: More subcommands of the game's group.
    extra_commands: tuple[Command, ...] = ()
    #: discord.py events the game listens to (e.g. a modal's answer).
    listeners: tuple[Listener, ...] = ()
    #: A line under the final message, read from the service (e.g. a solo personal best).
    final_note: Callable[[TableService, GameTable[PublicT, SeatT]], Awaitable[str]] | None = None
    #: The secret control a player's open one becomes when the round moves on (None: the
    #: game's controls do not follow their players).
    next_control: NextControl | None = None
    #: What an open control says once the game is over (None: that it is over).
    last_control: NextControl | None = None
    #: A player's hand or control as the table stands now, for a DM hand (``hands: dm``);
    #: None: a DM hand only says to wait.
    dm_control: NextControl | None = None
    #: A finished game reviewed for one player, in the reader's words: the message's text,
    #: the rounds' table and a line for each swing shown (None: the game has no review; see
    #: ``bot.discordbot.coach``).
    review_words: Callable[[Words, GameTable[PublicT, SeatT], Any], tuple[str, str, list[str]]] | (
        None
    ) = None
    #: A player's control with a hint shown in it (the strong AI's move chosen where it can be,
    #: and why), for the games whose Hint button shows it so (see ``hintbutton``; renders).
    hinted: Callable[[Words, GameTable[PublicT, SeatT], int, Hint], Shown] | None = None
    #: After how long a player the table waits on is mentioned, when the host chose no timer;
    #: None: as the game's dynamics give (``NUDGE_MINUTES``).
    nudge_minutes: float | None = None
    #: The folder of the game's own catalogs (``<code>/*.ftl``) when they are not the bot's:
    #: a game from outside the bot's package.
    catalogs: Path | None = None

    @property
    def title(self) -> str:
        return get_game(self.game).title

    @property
    def nudge_after(self) -> float:
        """After how many minutes a player the table waits on is mentioned (no timer chosen)."""
        if self.nudge_minutes is not None:
            return self.nudge_minutes
        return NUDGE_MINUTES[get_game(self.game).dynamics]


#: A game's Discord face, as the shared code holds it (whatever its views).
AnyGameUI: TypeAlias = GameUI[Any, Any]


def board_drawn(
    table: TableView, text: Callable[[], str], render: Callable[..., T], **options: Any
) -> tuple[T, str]:
    """A round's board: ``render(public view, seat names, the table's words, **options)``
    drawn in a drawing process while ``text()`` words its text here."""
    names, say = seat_names(table), words(table.language)
    return drawn_beside(text, render, table.public, names, say, **options)


def final_order(table: TableView, result: Any) -> list[Standing]:
    """The seats of a finished game as a final message lists them: by rank, then seat."""
    standings = get_game(table.game).standings(result)
    return sorted(standings, key=lambda s: (s.rank, s.seat))


def final_name(table: TableView, standing: Standing) -> str:
    """A final embed's field name: ``1. ann``."""
    return f"{standing.rank}. {seat_names(table)[standing.seat]}"[:256]


def ai_seat_limit(game: str) -> int:
    """The most AI seats ``/<game> start`` may seat: all but the host's."""
    return get_game(game).player_range()[1] - 1
