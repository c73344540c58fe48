"""Which servers' tables a process runs, when several bot processes share one database.

Discord sends each server's events to one shard: ``(guild_id >> 22) % shard_count``. A process
runs some of the shards, and it owns the tables of their servers: it loads them at start-up,
replay-checks them and applies their turn timers. Tables of other servers it still serves on
request, but reads them afresh each time, since another process is their usual writer.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from bot.storage.tables import SHARD_SHIFT, ShardSet

__all__ = ["SHARD_SHIFT", "Shards"]


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

    @property
    def rows(self) -> ShardSet:
        """These shards for the storage's queries (which of them own a table's row)."""
        return ShardSet(self.count, None if self.all else self.ids)
