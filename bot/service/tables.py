"""The table service: the referee between the engines and any transport (Discord, CLI, tests).

It owns tables, seats, the action log and deadlines. Every accepted action is appended to the log in
the same transaction that stores the new snapshot and bumps the version; a per-table lock plus an
optimistic version check keep it the one writer of each table.

``TableService`` is the core (``core.py``: the tables, their locks and cache, the journal, the
replay check, events; the lock order is documented there) handed to small services, each one
concern a reader can open alone:

    Messages      messages.py  a transport's messages at a table, the bot's own facts
    Advancer      advance.py   steps committed, with the AI seats' answers
    Lobbies       lobby.py     lobbies, seats, start, cancel, rematch
    Play          play.py      a player's action, and the timers' deadlines
    Servers       servers.py   a server's defaults and language, a member's mentions
    Expiry        expiry.py    lobbies and games nobody plays any more
    Privacy       privacy.py   what is stored about a member, and forgetting it
    DirectHands   hands.py     where each hand lives at a table whose hands go to DMs
    Links         links.py     signed links to a table's live page, and opening them

Callers hold the part they use (``service.play.act``, ``service.lobbies.join``): the service
composes the parts and owns what spans them (starting, finding and closing tables), and
re-exports nothing.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from bot.lanes import Pool
from bot.service.advance import Advancer
from bot.service.core import Clock, Listener, ServiceCore
from bot.service.expiry import Expiry
from bot.service.hands import DirectHands
from bot.service.links import Links
from bot.service.lobby import Lobbies
from bot.service.messages import Messages
from bot.service.play import Play
from bot.service.privacy import Privacy
from bot.service.replaylog import LoggedStep
from bot.service.resume import Resumer
from bot.service.servers import Servers
from bot.service.shards import Shards
from bot.service.standings import Standings
from bot.service.tutorials import Tutorials
from bot.service.types import OPEN_STATUSES, TableStatus, TableView
from bot.storage import AsyncEngine
from bot.storage import tables as stored
from bot.storage.writer import Writer

__all__ = ["LoggedStep", "TableService"]


class TableService:
    """Lobbies, seats, actions, timers, results and members' data of every table, over one
    database: the parts, each built with what it needs."""

    def __init__(
        self, engine: AsyncEngine, *, clock: Clock = time.time, shards: Shards | None = None
    ) -> None:
        self.core = ServiceCore(engine, clock=clock, shards=shards)
        self.messages = Messages(self.core)
        self.advancer = Advancer(self.core)
        self.lobbies = Lobbies(self.core, self.advancer)
        self.play = Play(self.core, self.advancer)
        self.servers = Servers(self.core)
        self.expiry = Expiry(self.core, self.servers)
        self.links = Links(self.core)
        self.privacy = Privacy(self.core, self.lobbies, self.links)
        self.hands = DirectHands(self.core)
        self.resumer = Resumer(self.core, self.advancer)
        self.tutorials = Tutorials(self.core, self.lobbies)
        self.standings = Standings(self.core)

    @property
    def engine(self) -> AsyncEngine:
        return self.core.engine

    @property
    def shards(self) -> Shards:
        return self.core.shards

    @property
    def writer(self) -> Writer:
        return self.core.writer

    @property
    def engine_work(self) -> Pool:
        return self.core.engine_work

    @property
    def lobbies_per_member(self) -> int:
        """How many open lobbies one member may host in one server at a time."""
        return self.core.lobbies_per_member

    @lobbies_per_member.setter
    def lobbies_per_member(self, most: int) -> None:
        self.core.lobbies_per_member = most

    def add_listener(self, listener: Listener, *, first: bool = False) -> None:
        """Be told of every table's events (transports: after each action, with no lock held;
        ``first``: before the listeners that wait on the network, ``core.add_listener``)."""
        self.core.add_listener(listener, first=first)

    async def get(self, table_id: int) -> TableView:
        """A table as it stands (for transports: no engine state; tools ask ``core.get``)."""
        return await self.core.get(table_id)

    async def find_open(
        self, place_id: int, statuses: Sequence[TableStatus] = OPEN_STATUSES
    ) -> TableView | None:
        """The open table of a channel or thread, if any."""
        return await self.core.find_open(place_id, statuses)

    async def open_in_threads_of(self, channel_id: int) -> list[TableView]:
        """The open tables of a channel's threads (the games its lobbies started), newest
        first."""
        async with self.core.sessions() as session:
            ids = await stored.newest_in_threads_of(session, channel_id, OPEN_STATUSES)
        return [await self.core.get(table_id) for table_id in ids]

    async def close(self) -> None:
        """Finish pending writes and release the writer (the engine is the caller's)."""
        await self.core.close()
