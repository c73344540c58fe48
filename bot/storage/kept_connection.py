"""A connection kept open by one thread of the bot, opened again after it broke."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sqlalchemy import Connection, Engine


class KeptConnection:
    """One connection of ``engine``, kept for its user's transactions: checking a connection
    out of the pool and back for every transaction cost more than its statements. A connection
    the driver reports broken (a database restart) is replaced at the next use. ``prepare``
    is run on each new connection's driver connection (settings of its own)."""

    def __init__(self, engine: Engine, prepare: Callable[[Any], None] | None = None) -> None:
        self.engine = engine
        self.prepare = prepare
        self._connection: Connection | None = None

    def get(self) -> Connection:
        """The connection, opened again if the last one broke."""
        conn = self._connection
        if conn is None or conn.closed or conn.invalidated:
            if conn is not None:
                conn.close()
            conn = self._connection = self.engine.connect()
            if self.prepare is not None:
                self.prepare(conn.connection.dbapi_connection)
        return conn

    def close(self) -> None:
        if self._connection is not None:
            self._connection.close()
            self._connection = None
