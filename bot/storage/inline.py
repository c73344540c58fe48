"""SQLite writes on the event loop, when they can wait for nothing.

A game action's write is two small statements and a commit: about 20 µs of SQLite's time in
WAL mode with ``synchronous=NORMAL`` (a commit appends to the log and does not flush the disk).
Sending it to a thread and back costs three times that, and the player waits for both trips. So
the writer first tries it here, on the event loop, on a connection of its own that never waits:

- its busy timeout is 0: if another connection or process holds the write lock, ``BEGIN
  IMMEDIATE`` fails at once and the job goes to the writer's thread, which may wait;
- it never checkpoints (``wal_autocheckpoint=0``): folding the log into the database, with its
  flush to disk, stays with the checkpoint thread and the writer thread's fallback.

With the write lock held, nothing the job's statements do waits on another connection.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from typing import Any

from sqlalchemy import Connection, Engine
from sqlalchemy.exc import OperationalError

from bot.storage.kept_connection import KeptConnection

#: What ``try_run`` returns when the write lock was not free: the job did not run.
NOT_RUN: tuple[bool, Any] = (False, None)


def _never_wait(dbapi_connection: Any) -> None:
    dbapi_connection.execute("PRAGMA busy_timeout=0")
    dbapi_connection.execute("PRAGMA wal_autocheckpoint=0")


class LoopConnection:
    """A SQLite connection used on the event loop, for writes that can take the lock at once."""

    def __init__(self, engine: Engine) -> None:
        self._kept = KeptConnection(engine, prepare=_never_wait)

    def try_run(self, job: Callable[[Connection], Any]) -> tuple[bool, Any]:
        """``(True, result)`` once ``job`` has run in a committed transaction of its own, or
        ``NOT_RUN`` if the write lock was taken (nothing ran). An exception of the job is
        raised, its writes undone."""
        conn = self._kept.get()
        try:
            transaction = conn.begin()
        except (sqlite3.OperationalError, OperationalError) as error:
            if _is_busy(error):
                return NOT_RUN
            raise
        try:
            result = job(conn)
        except BaseException:
            transaction.rollback()
            raise
        transaction.commit()
        return True, result

    def close(self) -> None:
        self._kept.close()


def _is_busy(error: BaseException) -> bool:
    """Whether ``error`` says the database's write lock is held elsewhere."""
    cause = getattr(error, "orig", None) or error
    code = getattr(cause, "sqlite_errorcode", 0)  # every sqlite3 error has one (Python 3.11)
    return bool(code & 0xFF == sqlite3.SQLITE_BUSY)
