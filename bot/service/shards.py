"""Which servers' tables a process runs, when several bot processes share one database.

Discord sends each server's events to one shard: ``(guild_id >> 22) % shard_count``. A process
runs some of the shards, and it owns the tables of their servers: it loads them at start-up,
replay-checks them and applies their turn timers. Tables of other servers it still serves on
request, but reads them afresh each time, since another process is their usual writer.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from sqlalchemy import ColumnElement, func, true
from sqlalchemy.sql.expression import literal

#: How far a server id is shifted to give its shard (Discord's sharding formula).
SHARD_SHIFT = 22


@dataclass(frozen=True)
class Shards:
    """The shards a process runs out of ``count``; ``ids`` None: all of them."""

    count: int = 1
    ids: frozenset[int] | None = None

    @classmethod
    def of(cls, count: int | None, ids: Iterable[int] | None) -> Shards:
        """From the bot's shard settings (no count or no ids: every shard)."""
        if count is None or ids is None:
            return cls()
        return cls(count, frozenset(ids))

    @property
    def all(self) -> bool:
        return self.ids is None or set(range(self.count)) <= self.ids

    def shard_of(self, guild_id: int | None) -> int:
        """A server's shard; tables outside any server (the CLI's) belong to shard 0."""
        return ((guild_id or 0) >> SHARD_SHIFT) % self.count

    def owns(self, guild_id: int | None) -> bool:
        return self.all or self.shard_of(guild_id) in (self.ids or ())

    def clause(self, guild_id: Any) -> ColumnElement[bool]:
        """The SQL condition "this process owns the table" on a ``guild_id`` column."""
        if self.all:
            return true()
        shifted = func.coalesce(guild_id, 0).op(">>")(literal(SHARD_SHIFT))
        return (shifted % self.count).in_(sorted(self.ids or ()))
