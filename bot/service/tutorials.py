"""Tutorials: a member's guided game against AI seats, on its game's prepared deal
(``engine.tutorials``), opened and dealt in one transaction.

One tutorial of a game per member and server at a time: the check is made in the transaction
that opens it, under the member's lobbies' lock (``tables.hold_member_lobbies``), so of several
opened at once (double clicks, two processes) one is, and the others are told where it is.
"""

from __future__ import annotations

from bot.i18n import DEFAULT
from bot.service import errors
from bot.service.core import ServiceCore
from bot.service.lobby import Lobbies
from bot.service.types import Event, Player, TableView
from bot.storage import tables
from engine.tutorials import tutorial_of


class Tutorials:
    """Opening a member's tutorial, and finding the one they have going."""

    def __init__(self, core: ServiceCore, lobbies: Lobbies) -> None:
        self.core = core
        self.lobbies = lobbies

    async def open_tutorial(
        self,
        game_name: str,
        learner: Player,
        *,
        guild_id: int | None = None,
        channel_id: int | None = None,
        language: str = DEFAULT,
    ) -> tuple[TableView, list[Event]]:
        """``learner``'s tutorial of the game, started at once in ``channel_id`` (a thread of
        its own): its prepared deal, its AI seats, in ``language``. A crash before its AI
        seats' first moves leaves it running, and recovery plays them (``Resumer``)."""
        tutorial = tutorial_of(game_name)
        if tutorial is None:
            raise errors.NoTutorial(game_name)
        _, live = await self.lobbies.open_row(
            game_name,
            learner,
            guild_id=guild_id,
            channel_id=channel_id,
            options={"tutorial": True, "language": language, **tutorial.options},
            ai_seats=tutorial.players - 1,
            seed=tutorial.seed,
            deal=True,
        )
        assert live is not None  # dealt in the transaction that opened it
        return await self.lobbies.first_moves(live)

    async def tutorial_going(
        self, game_name: str, user_id: int, guild_id: int | None
    ) -> int | None:
        """Where the member's tutorial of the game is still going in this server (its thread),
        if it is: one at a time."""
        async with self.core.engine.connect() as conn:
            return await tables.open_tutorial(conn, guild_id, user_id, game_name)
