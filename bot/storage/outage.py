"""Which failures mean "the database cannot be reached just now", as opposed to a bug.

An outage (PostgreSQL stopped or unreachable, a SQLite file held locked by another process past
the busy timeout, a full or failing disk) passes: the player is asked to try again in a moment
and the operator reads it once, not a traceback per click or per timer tick. Anything else is a
fault of ours and is reported as one.
"""

from __future__ import annotations

import sqlite3

from sqlalchemy import exc

#: SQLite's words for a database it cannot use now (its other OperationalErrors are ours: a
#: missing table, a malformed statement).
SQLITE_OUTAGES = (
    "database is locked",
    "database table is locked",
    "unable to open database file",
    "disk i/o error",
    "database or disk is full",
    "attempt to write a readonly database",
)


def _driver_outage(error: BaseException) -> bool:
    if isinstance(error, sqlite3.OperationalError):
        said = str(error).lower()
        return any(words in said for words in SQLITE_OUTAGES)
    module = type(error).__module__
    if module.startswith("psycopg"):
        # psycopg's OperationalError and InterfaceError are about the connection, never the SQL.
        return type(error).__name__ in ("OperationalError", "InterfaceError")
    return False


def is_outage(error: BaseException) -> bool:
    """Whether ``error`` (or what caused it) says the database is out of reach for now."""
    seen: set[int] = set()
    current: BaseException | None = error
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        if isinstance(current, exc.DBAPIError):
            if current.connection_invalidated:
                return True
            if current.orig is not None and _driver_outage(current.orig):
                return True
        elif isinstance(current, (exc.DisconnectionError, exc.TimeoutError)):
            return True  # the pool lost or could not get a connection
        elif _driver_outage(current):
            return True  # raised by the driver itself (the writer's thread)
        current = current.__cause__ or current.__context__
    return False


def outage_words(error: BaseException) -> str:
    """What the driver said, in one line: ``OperationalError: database is locked`` (SQLAlchemy's
    own text adds the statement and its parameters, which an operator does not need here)."""
    cause = error.orig if isinstance(error, exc.DBAPIError) and error.orig is not None else error
    said = (str(cause).strip().splitlines() or [""])[0]
    return f"{type(cause).__name__}: {said}"[:300]
