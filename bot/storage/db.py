"""Database engine set-up and migrations.

The code speaks plain SQLAlchemy; SQLite specifics (WAL, foreign keys) are applied only when the
dialect is SQLite, so ``DATABASE_URL`` may point at PostgreSQL.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path
from typing import Any

from alembic import command
from alembic.config import Config
from sqlalchemy import event
from sqlalchemy.engine import Connection
from sqlalchemy.ext.asyncio import AsyncEngine, create_async_engine

MIGRATIONS_DIR = Path(__file__).resolve().parents[2] / "migrations"
DEFAULT_DATA_DIR = "data"


def default_database_url() -> str:
    """``DATABASE_URL`` if set, else a SQLite file in ``SPLITBOT_DATA_DIR`` (default ``./data``)."""
    url = os.environ.get("DATABASE_URL")
    if url:
        return url
    data_dir = Path(os.environ.get("SPLITBOT_DATA_DIR", DEFAULT_DATA_DIR))
    return sqlite_url(data_dir / "splitbot.db")


def sqlite_url(path: str | Path) -> str:
    """The async SQLAlchemy URL of a SQLite file."""
    return f"sqlite+aiosqlite:///{Path(path)}"


def connect(url: str | None = None, **kwargs: Any) -> AsyncEngine:
    """An async engine for ``url``; SQLite gets WAL journaling and foreign keys."""
    engine = create_async_engine(url or default_database_url(), **kwargs)
    if engine.dialect.name == "sqlite":
        database = engine.url.database
        if database and database != ":memory:":
            create_private_file(Path(database))
        event.listen(engine.sync_engine, "connect", lambda dbapi, _record: sqlite_pragmas(dbapi))
    return engine


def create_private_file(path: Path) -> None:
    """Create ``path`` (and its folder) readable by its owner only, unless it exists.

    The games' logs and players' ids are nobody else's business on a shared machine; SQLite
    gives its -wal and -shm files the database file's permissions.
    """
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)  # e.g. a fresh data/
    with contextlib.suppress(FileExistsError):
        os.close(os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600))


def sqlite_pragmas(dbapi_connection: Any) -> None:
    """Settings every SQLite connection of the bot gets."""
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA foreign_keys=ON")
    # Another process (the replay command, a migration) may hold the write lock for a moment.
    cursor.execute("PRAGMA busy_timeout=5000")
    # WAL makes NORMAL durable against application crashes; only an OS crash can lose the
    # last commits, never corrupt the file.
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.close()


def alembic_config() -> Config:
    """The Alembic configuration of the bot's migrations."""
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    return config


async def migrate(engine: AsyncEngine, revision: str = "head") -> None:
    """Bring the database schema to ``revision`` (default: the newest)."""
    async with engine.begin() as connection:
        await connection.run_sync(_run, "upgrade", revision)


async def downgrade(engine: AsyncEngine, revision: str = "base") -> None:
    """Take the database schema back to ``revision`` (default: empty)."""
    async with engine.begin() as connection:
        await connection.run_sync(_run, "downgrade", revision)


def _run(connection: Connection, direction: str, revision: str) -> None:
    config = alembic_config()
    config.attributes["connection"] = connection
    getattr(command, direction)(config, revision)
