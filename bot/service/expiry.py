"""Tables that end by themselves: a lobby nobody starts, a game nobody plays.

Without this, a forgotten lobby keeps its channel busy for ever, and every abandoned game is
loaded and replay-checked at each start-up. Expiry cancels them (they are not loaded again), and
the table is told why. A running game counts as played while anything acts at it: a game whose
timer lets the AI play for everyone ends by itself anyway.
"""

from __future__ import annotations

import logging
from datetime import UTC, datetime, timedelta
from functools import partial

from bot.service import errors
from bot.service.core import Outdated, ServiceCore
from bot.service.live import LiveTable
from bot.service.servers import Servers
from bot.service.types import ExpiryRules, TableExpired
from bot.storage import deadlines, lobbies, tables
from bot.storage.outage import is_outage

log = logging.getLogger(__name__)


class Expiry:
    """Cancelling the lobbies and games that outlived their time."""

    def __init__(self, core: ServiceCore, servers: Servers) -> None:
        self.core = core
        self.servers = servers

    async def expire(self, rules: ExpiryRules, now: float | None = None) -> list[TableExpired]:
        """Cancel this process's lobbies opened more than ``rules.lobby_minutes`` ago and its
        running games where nothing happened for ``rules.idle_hours``; the events are emitted
        (one table's trouble is logged and leaves the others to expire)."""
        moment = datetime.fromtimestamp(self.core.clock() if now is None else now, UTC)
        overrides = await self.servers.expiry_overrides()
        chosen = [rules, *(server.expiry(rules) for server in overrides.values())]
        # The earliest any server's tables may end; each table is then held to its own server's.
        earliest_lobby = moment - timedelta(minutes=min(r.lobby_minutes for r in chosen))
        earliest_idle = moment - timedelta(hours=min(r.idle_hours for r in chosen))
        async with self.core.engine.connect() as conn:
            due = await tables.stale(conn, self.core.shards.rows, earliest_lobby, earliest_idle)
        expired: list[TableExpired] = []
        for table_id, status, guild_id in due:
            own = overrides[guild_id].expiry(rules) if guild_id in overrides else rules
            lobby_cutoff = moment - timedelta(minutes=own.lobby_minutes)
            idle_cutoff = moment - timedelta(hours=own.idle_hours)
            try:
                if status == "lobby":
                    done = await self._expire_lobby(table_id, lobby_cutoff)
                else:
                    done = await self.core.on_table(
                        table_id, partial(self._expire_game, table_id, idle_cutoff)
                    )
            except errors.Refusal:
                continue  # it ended meanwhile
            except Exception as error:
                if is_outage(error):
                    raise  # every table's: the caller waits for the database, saying it once
                log.exception("table %s could not expire", table_id, extra={"table": table_id})
                continue
            if done:
                event = TableExpired(
                    await self.core.get(table_id),
                    "lobby" if status == "lobby" else "idle",
                    own.lobby_minutes if status == "lobby" else own.idle_hours,
                )
                await self.core.emit([event])
                expired.append(event)
        return expired

    async def _expire_lobby(self, table_id: int, cutoff: datetime) -> bool:
        """Cancel a lobby still waiting since before ``cutoff`` (not one started meanwhile)."""
        async with self.core.writer.session() as session:
            row = await self.core.row(session, table_id)
            if row.status != "lobby" or _aware(row.created_at) >= cutoff:
                return False
            lobbies.cancel(row)
        return True

    async def _expire_game(self, table_id: int, cutoff: datetime, live: LiveTable | None) -> bool:
        """Cancel a running game untouched since before ``cutoff``, with its lock held."""
        if live is None:
            return False
        async with self.core.writer.session() as session:
            row = await self.core.row(session, table_id)
            if row.status != "running" or _aware(row.updated_at) >= cutoff:
                return False
            if row.version != live.version:
                raise Outdated()  # another process played: decide on the current copy
            lobbies.cancel(row)
            await deadlines.drop_in_session(session, table_id)
        live.status = "cancelled"
        self.core.live_tables.pop(table_id, None)
        return True


def _aware(moment: datetime) -> datetime:
    """A stored time (SQLite gives it back without its zone: it is UTC)."""
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)
