"""SQLite's write-ahead log folded back into the database off the players' path.

By default the connection whose commit takes the log past 1,000 pages copies them into the
database there and then, inside that commit. An action writes about six pages, so one action in
every 170 or so waited several milliseconds for a checkpoint. The writer's connections
therefore leave it (``wal_autocheckpoint`` is raised to ``FALLBACK_PAGES``, a safety net should
this thread fail), and ``Checkpointer`` runs a passive checkpoint in a thread of its own every
``every`` commits. A passive checkpoint takes no lock a writer waits for: commits go on while
it copies.
"""

from __future__ import annotations

import asyncio
import logging
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from sqlalchemy import Engine

log = logging.getLogger(__name__)

#: How far the log may grow before a writer's own commit checkpoints it (40 MB of 4 KB pages):
#: only reached if the checkpoint thread falls behind or fails.
FALLBACK_PAGES = 10_000
#: Commits between two checkpoints: about 600 pages, 2.5 MB of log.
EVERY = 100


def leave_checkpoints_to_the_thread(dbapi_connection: Any) -> None:
    """Settings of a writer's SQLite connection: its commits do not checkpoint."""
    dbapi_connection.execute(f"PRAGMA wal_autocheckpoint={FALLBACK_PAGES}")


class Checkpointer:
    """Passive checkpoints of one SQLite database, in a thread of their own."""

    def __init__(self, engine: Engine, every: int = EVERY) -> None:
        self.engine = engine
        self.every = every
        self.done = 0  # checkpoints run so far
        self._commits = 0
        self._thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="db-checkpoint")
        self._running: asyncio.Future[None] | None = None
        self._connection: Any = None  # the checkpoint thread's own

    def committed(self) -> None:
        """Count one commit; start a checkpoint once ``every`` have passed and none is running."""
        self._commits += 1
        if self._commits < self.every or (self._running and not self._running.done()):
            return
        self._commits = 0
        loop = asyncio.get_running_loop()
        self._running = loop.run_in_executor(self._thread, self._checkpoint)

    def _checkpoint(self) -> None:
        """In the checkpoint thread."""
        try:
            if self._connection is None:
                self._connection = self.engine.raw_connection()
            self._connection.driver_connection.execute("PRAGMA wal_checkpoint(PASSIVE)")
            self.done += 1
        except Exception:  # the next one tries again; the writers' fallback still bounds the log
            log.exception("checkpoint of the SQLite log failed")
            self._close_connection()

    def _close_connection(self) -> None:
        if self._connection is not None:
            self._connection.close()
            self._connection = None

    async def settled(self) -> None:
        """Wait until no checkpoint is running (the one started last has finished)."""
        if self._running is not None:
            await asyncio.wait([self._running])

    async def close(self) -> None:
        """Wait for a running checkpoint and release the thread and its connection."""
        await self.settled()
        await asyncio.get_running_loop().run_in_executor(self._thread, self._close_connection)
        self._thread.shutdown(wait=True)
