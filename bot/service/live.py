"""A running table held in memory: the engine state and what the service needs to act fast.

The database stays the truth; a live table is a cache of it, dropped whenever a write fails.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Any

from bot.service.types import SeatInfo, TableInfo, TableStatus, TimerPolicy, seat_position
from bot.storage.models import SeatRow
from engine import get_game
from engine.protocol import Game


@dataclass
class LiveTable:
    """A table's engine state and seats, plus the lock that makes the service its one writer."""

    id: int
    game: Game[Any, Any, Any, Any, Any]
    status: TableStatus
    guild_id: int | None
    channel_id: int | None
    thread_id: int | None
    host_id: int | None
    options: dict[str, Any]
    seed: int
    seats: list[SeatInfo]
    version: int
    config: Any = None
    state: Any = None
    lobby_message_id: int | None = None
    board_message_id: int | None = None
    # False until the action log has been replayed to this state (after a restart).
    verified: bool = True
    lock: asyncio.Lock = field(default_factory=asyncio.Lock, repr=False)
    # The public view and the state it was made of: states are never changed in place, so it
    # is made again only when the state is replaced.
    _public: tuple[Any, Any] = field(default=(None, None), repr=False)

    @property
    def timer(self) -> TimerPolicy:
        return TimerPolicy.from_options(self.options.get("timer"))

    @property
    def round(self) -> int:
        return self.game.round_number(self.state) if self.state is not None else 0

    def info(self) -> TableInfo:
        return TableInfo(
            id=self.id,
            game=self.game.name,
            status=self.status,
            guild_id=self.guild_id,
            channel_id=self.channel_id,
            thread_id=self.thread_id,
            host_id=self.host_id,
            options=dict(self.options),
            seats=tuple(self.seats),
            version=self.version,
            round=self.round,
            config=self.config,
            state=self.state,
            lobby_message_id=self.lobby_message_id,
            board_message_id=self.board_message_id,
            public=self.public(),
            to_act=self.game.to_act(self.state) if self.state is not None else frozenset(),
        )

    def public(self) -> Any:
        """The public view of the current state, made once per state."""
        state, view = self._public
        if state is not self.state:
            view = self.game.view(self.state, None) if self.state is not None else None
            self._public = (self.state, view)
        return view

    def adopt_public(self, state: Any, view: Any) -> None:
        """Take ``view`` as the public view if ``state`` is the current state."""
        if state is self.state:
            self._public = (state, view)

    def seat_of(self, user_id: int) -> int | None:
        return seat_position(self.seats, user_id)

    def ai_seats(self) -> dict[int, str]:
        """Position → policy of every seat an AI plays."""
        return {
            s.position: s.ai_policy for s in self.seats if s.ai_policy and s.position is not None
        }


def live_from_row(
    row: Any,
    seats: list[SeatInfo],
    *,
    config: Any = None,
    state: Any = None,
    options: dict[str, Any] | None = None,
    verified: bool = False,
) -> LiveTable:
    """A running table from its row (ORM or Core): ``config``, ``state`` and ``options`` if
    given (decoded already), else made from its row."""
    game = get_game(row.game)
    if config is None:
        config = game.config_from_json(row.config or {})
    if state is None:
        state = game.state_from_json(config, row.snapshot or {})
    return LiveTable(
        id=row.id,
        game=game,
        status="running",
        guild_id=row.guild_id,
        channel_id=row.channel_id,
        thread_id=row.thread_id,
        host_id=row.host_id,
        options=dict((row.options if options is None else options) or {}),
        seed=row.seed,
        seats=seats,
        version=row.version,
        config=config,
        state=state,
        verified=verified,
        lobby_message_id=row.lobby_message_id,
        board_message_id=row.board_message_id,
    )


def seat_info(row: SeatRow) -> SeatInfo:
    return SeatInfo(row.position, row.user_id, row.name, row.ai_policy)


def table_info(row: Any, seats: list[SeatInfo]) -> TableInfo:
    """A TableInfo of a table that is not live (lobby, finished, cancelled, frozen).

    A frozen table's row may be damaged: what cannot be decoded is left out (``config`` and
    ``state`` None) rather than raised, so that its status can still be shown.
    """
    game = get_game(row.game)
    try:
        config = game.config_from_json(row.config) if row.config else None
        state = game.state_from_json(config, row.snapshot) if config and row.snapshot else None
    except Exception:
        if row.status != "frozen":
            raise
        config = state = None
    return TableInfo(
        id=row.id,
        game=row.game,
        status=row.status,
        guild_id=row.guild_id,
        channel_id=row.channel_id,
        thread_id=row.thread_id,
        host_id=row.host_id,
        options=dict(row.options or {}),
        seats=tuple(seats),
        version=row.version,
        round=row.round,
        config=config,
        state=state,
        lobby_message_id=row.lobby_message_id,
        board_message_id=row.board_message_id,
        frozen_reason=row.frozen_reason,
        public=game.view(state, None) if state is not None else None,
        to_act=game.to_act(state) if state is not None else frozenset(),
    )
