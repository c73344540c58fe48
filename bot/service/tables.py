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

Transports call the service's methods; each is the one of the service named beside it.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Coroutine, Sequence
from typing import Any, Concatenate, ParamSpec, TypeVar

from bot.lanes import Pool
from bot.service.advance import Advancer
from bot.service.core import Clock, Listener, ServiceCore
from bot.service.expiry import Expiry
from bot.service.hands import DirectHands
from bot.service.live import LiveTable
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
from bot.storage import AsyncEngine, Connection
from bot.storage.writer import Writer

__all__ = ["LoggedStep", "TableService"]

P = ParamSpec("P")
R = TypeVar("R")
S = TypeVar("S")


def forward(
    method: Callable[Concatenate[S, P], Coroutine[Any, Any, R]], part: str
) -> Callable[Concatenate[Any, P], Coroutine[Any, Any, R]]:
    """The service's method that is ``method`` of its small service ``part``."""

    async def call(self: Any, /, *args: P.args, **kwargs: P.kwargs) -> R:
        return await method(getattr(self, part), *args, **kwargs)

    call.__name__ = call.__qualname__ = method.__name__
    call.__doc__ = method.__doc__
    call.__wrapped__ = method  # type: ignore[attr-defined]  # its signature, for help()
    return call


class TableService:
    """Lobbies, seats, actions, timers, results and members' data of every table, over one
    database."""

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
        self.privacy = Privacy(self.core, self.lobbies)
        self.hands = DirectHands(self.core)
        self.resumer = Resumer(self.core, self.advancer)
        self.tutorials = Tutorials(self.core, self.lobbies)
        self.standings = Standings(self.core)

    # -- the tables themselves (core.py) ---------------------------------------------------------

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

    def add_listener(self, listener: Listener) -> None:
        self.core.add_listener(listener)

    close = forward(ServiceCore.close, "core")
    tables_by_status = forward(ServiceCore.tables_by_status, "core")
    set_messages = forward(Messages.set_messages, "messages")
    shown_at = forward(Messages.shown_at, "messages")
    get_meta = forward(Messages.get_meta, "messages")
    set_meta = forward(Messages.set_meta, "messages")

    async def get(self, table_id: int) -> TableView:
        """A table as it stands (for transports: no engine state; tools ask ``core.get``)."""
        return await self.core.get(table_id)

    async def find_open(
        self, place_id: int, statuses: Sequence[TableStatus] = OPEN_STATUSES
    ) -> TableView | None:
        """The open table of a channel or thread, if any."""
        return await self.core.find_open(place_id, statuses)

    moves = forward(ServiceCore.moves, "core")
    replay_source = forward(ServiceCore.replay_source, "core")
    replay_log = forward(ServiceCore.replay_log, "core")
    recover = forward(ServiceCore.recover, "core")
    verify_all = forward(ServiceCore.verify_all, "core")
    resume = forward(Resumer.resume, "resumer")

    # -- lobbies (lobby.py) ----------------------------------------------------------------------

    create_lobby = forward(Lobbies.create_lobby, "lobbies")
    rematch = forward(Lobbies.rematch, "lobbies")
    open_tutorial = forward(Tutorials.open_tutorial, "tutorials")
    tutorial_going = forward(Tutorials.tutorial_going, "tutorials")
    join = forward(Lobbies.join, "lobbies")
    leave = forward(Lobbies.leave, "lobbies")
    add_ai = forward(Lobbies.add_ai, "lobbies")
    choose_for_seat = forward(Lobbies.choose_for_seat, "lobbies")
    remove_ai = forward(Lobbies.remove_ai, "lobbies")
    set_ai_level = forward(Lobbies.set_ai_level, "lobbies")
    start = forward(Lobbies.start, "lobbies")
    check_start = forward(Lobbies.check_start, "lobbies")
    cancel = forward(Lobbies.cancel, "lobbies")
    move_to_thread = forward(Lobbies.move_to_thread, "lobbies")
    server_language = forward(Servers.server_language, "servers")
    set_server_language = forward(Servers.set_server_language, "servers")

    # -- play and timers (play.py) ---------------------------------------------------------------

    require_seat = forward(Play.require_seat, "play")
    act = forward(Play.act, "play")
    suggest = forward(Play.suggest, "play")
    next_deadline = forward(Play.next_deadline, "play")
    fire_due = forward(Play.fire_due, "play")

    # -- servers and members (servers.py, expiry.py, privacy.py, hands.py) -----------------------

    server_defaults = forward(Servers.server_defaults, "servers")
    choose_server_defaults = forward(Servers.choose_server_defaults, "servers")
    set_member_pings = forward(Servers.set_member_pings, "servers")
    member_pings = forward(Servers.member_pings, "servers")
    who_to_ping = forward(Servers.who_to_ping, "servers")
    expiry_overrides = forward(Servers.expiry_overrides, "servers")
    expire = forward(Expiry.expire, "expiry")
    my_data = forward(Privacy.my_data, "privacy")
    forget = forward(Privacy.forget, "privacy")
    finish_forgets = forward(Privacy.finish_pending, "privacy")
    dm_hands = forward(DirectHands.dm_hands, "hands")
    keep_dm_hand = forward(DirectHands.keep_dm_hand, "hands")

    # -- what the service's own tests look into --------------------------------------------------

    _fire = forward(Play._fire, "play")
    _expire_lobby = forward(Expiry._expire_lobby, "expiry")
    _live_or_none = forward(ServiceCore._live_or_none, "core")

    @property
    def _live(self) -> dict[int, LiveTable]:
        return self.core.live_tables

    @property
    def _listeners(self) -> list[Listener]:
        return self.core._listeners

    def _rearm(self, live: LiveTable, state: Any, conn: Connection) -> None:
        self.advancer.rearm(live, state, conn)
