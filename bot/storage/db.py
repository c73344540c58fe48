"""Database engine set-up and migrations.

The code speaks plain SQLAlchemy; SQLite specifics (WAL, foreign keys) are applied only when the
dialect is SQLite, so ``DATABASE_URL`` may point at PostgreSQL.
"""

from __future__ import annotations

import contextlib
import importlib.util
import json
import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import orjson
from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import event
from sqlalchemy.engine import URL, Connection, make_url
from sqlalchemy.exc import ArgumentError, InterfaceError, OperationalError
from sqlalchemy.ext.asyncio import (
    AsyncEngine,
    AsyncSession,
    async_sessionmaker,
    create_async_engine,
)

#: The Alembic scripts: ``migrations/`` of a checkout, linked in here so that they are part of
#: the installed package too.
MIGRATIONS_DIR = Path(__file__).parent / "migrations"
DEFAULT_DATA_DIR = "data"
#: How long a SQLite connection waits for another's write lock before it gives up (ms).
BUSY_MS = 5000


def default_database_url(settings: Mapping[str, str] | None = None) -> str:
    """``DATABASE_URL`` if set, else a SQLite file in ``SPLITBOT_DATA_DIR`` (default ``./data``),
    read from ``settings`` (default: the environment)."""
    values = os.environ if settings is None else settings
    url = values.get("DATABASE_URL", "").strip()
    if url:
        return url
    data_dir = Path(values.get("SPLITBOT_DATA_DIR", "").strip() or DEFAULT_DATA_DIR)
    return sqlite_url(data_dir / "splitbot.db")


def sqlite_url(path: str | Path) -> str:
    """The async SQLAlchemy URL of a SQLite file."""
    return f"sqlite+aiosqlite:///{Path(path)}"


class DatabaseSetupError(Exception):
    """The database cannot be used as configured; the message says why in one line."""


#: The databases the bot runs on (the async driver, and the sync one its writer thread uses).
SUPPORTED = {"sqlite+aiosqlite": "aiosqlite", "postgresql+psycopg": "psycopg"}
#: Other spellings of a supported database.
ALIASES = {
    "postgres": "postgresql+psycopg",
    "postgresql": "postgresql+psycopg",
    "postgresql+psycopg_async": "postgresql+psycopg",
    "sqlite": "sqlite+aiosqlite",
}
EXTRAS = {"psycopg": "pip install 'splitbot[postgres]'"}


#: What a database out of reach raises: the driver's error wrapped by SQLAlchemy, or the
#: socket's or file's own.
UNREACHABLE = (OperationalError, InterfaceError, OSError)


def shown_url(url: str, *, drivername: str | None = None) -> str:
    """A database URL as it may be printed: without its password (``drivername``: spelled
    for another tool, e.g. "postgresql" for pg_dump)."""
    parsed = make_url(url)
    if drivername is not None:
        parsed = parsed.set(drivername=drivername)
    return parsed.render_as_string(hide_password=True)


def sqlite_file(url: str) -> Path | None:
    """The file a SQLite URL names; None for another database."""
    parsed = make_url(url)
    return Path(parsed.database or "") if parsed.get_backend_name() == "sqlite" else None


def database_url(text: str) -> URL:
    """``text`` as a URL of a supported database; DatabaseSetupError (one line) if it is not."""
    try:
        url = make_url(text)
    except ArgumentError:
        raise DatabaseSetupError(
            "DATABASE_URL is not a database URL: write sqlite+aiosqlite:///path/to/file.db "
            "or postgresql+psycopg://user:password@host/database"
        ) from None
    url = url.set(drivername=ALIASES.get(url.drivername, url.drivername))
    module = SUPPORTED.get(url.drivername)
    if module is None:
        raise DatabaseSetupError(
            f"{url.drivername} is not a supported database: use sqlite+aiosqlite:///… "
            "or postgresql+psycopg://…"
        )
    if importlib.util.find_spec(module) is None:
        how = EXTRAS.get(module, f"pip install {module}")
        raise DatabaseSetupError(f"{url.drivername} needs the {module} driver: {how}")
    return url


#: Every PostgreSQL session speaks UTC: table times are stored without their zone, so they
#: must mean the same whatever the server's own time zone.
POSTGRES_UTC = {"options": "-c timezone=UTC"}


def dump_json(value: Any) -> str:
    """JSON columns' text (snapshots, actions, options): orjson writes a snapshot in a tenth
    of the standard library's time, and every action stores one. A value orjson cannot take
    (an integer past 64 bits) is written by the standard library."""
    try:
        return orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS).decode()
    except orjson.JSONEncodeError:
        return json.dumps(value)


def load_json(text: str | bytes) -> Any:
    """A JSON column's value (orjson; what it refuses, such as an integer past 64 bits, is read
    by the standard library, which raises ValueError for text that is not JSON)."""
    try:
        return orjson.loads(text)
    except orjson.JSONDecodeError:
        return json.loads(text)


#: How every engine of the bot, async or not, writes and reads JSON columns.
JSON_CODEC: dict[str, Any] = {"json_serializer": dump_json, "json_deserializer": load_json}


def connect(url: str | None = None, **kwargs: Any) -> AsyncEngine:
    """An async engine for ``url`` (a supported database); SQLite gets WAL journaling and
    foreign keys."""
    chosen = database_url(url or default_database_url())
    if chosen.get_backend_name() == "postgresql":
        kwargs.setdefault("connect_args", POSTGRES_UTC)
    engine = create_async_engine(chosen, **JSON_CODEC, **kwargs)
    if engine.dialect.name == "sqlite":
        database = engine.url.database
        if database and database != ":memory:":
            create_private_file(Path(database))
        event.listen(engine.sync_engine, "connect", _sqlite_async_connect)
        event.listen(engine.sync_engine, "begin", _sqlite_begin)
    return engine


#: The execution option that makes a SQLite transaction take the write lock as it begins.
SQLITE_WRITE = "splitbot_sqlite_write"


def _sqlite_async_connect(dbapi_connection: Any, _record: Any) -> None:
    sqlite_pragmas(dbapi_connection)
    # SQLAlchemy, not the driver, says when a transaction begins (see ``_sqlite_begin``).
    dbapi_connection.isolation_level = None


def _sqlite_begin(conn: Connection) -> None:
    # A transaction that reads and then writes (a lobby's seat count) must hold the write lock
    # from its first read, or another process could write in between: writers begin IMMEDIATE.
    immediate = conn.get_execution_options().get(SQLITE_WRITE, False)
    conn.exec_driver_sql("BEGIN IMMEDIATE" if immediate else "BEGIN")


def read_sessions(engine: AsyncEngine) -> async_sessionmaker[AsyncSession]:
    """Sessions for reads (writes go through ``bot.storage.writer``): rows stay readable after
    the session ends."""
    return async_sessionmaker(engine, expire_on_commit=False)


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
    cursor.execute(f"PRAGMA busy_timeout={BUSY_MS}")
    # WAL makes NORMAL durable against application crashes; only an OS crash can lose the
    # last commits, never corrupt the file.
    cursor.execute("PRAGMA synchronous=NORMAL")
    # What a row held is zeroed where it is deleted or rewritten (inside its page, at no cost
    # of I/O), so that a member's erased data does not linger in the file's free space.
    cursor.execute("PRAGMA secure_delete=FAST")
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


async def schema_is_current(engine: AsyncEngine) -> bool:
    """Whether the database's schema is at the newest migration (read only)."""
    async with engine.connect() as connection:
        return bool(await connection.run_sync(_is_current))


def _is_current(connection: Connection) -> bool:
    heads = ScriptDirectory.from_config(alembic_config()).get_heads()
    current = MigrationContext.configure(connection).get_current_heads()
    return set(current) == set(heads)


async def downgrade(engine: AsyncEngine, revision: str = "base") -> None:
    """Take the database schema back to ``revision`` (default: empty)."""
    async with engine.begin() as connection:
        await connection.run_sync(_run, "downgrade", revision)


@dataclass(frozen=True)
class Moved:
    """What ``migrate_to`` did: which way, how many migrations, and where the schema is now
    (None: at base, no table of the bot's)."""

    direction: str  # "upgrade" or "downgrade"
    migrations: int
    now: str | None

    def __str__(self) -> str:
        at = f"now at {self.now}" if self.now else "now without the bot's tables"
        if not self.migrations:
            return f"is up to date (at {self.now})" if self.now else f"was empty, {at}"
        plural = "migration" if self.migrations == 1 else "migrations"
        done = "applied" if self.direction == "upgrade" else "took back"
        return f"{done} {self.migrations} {plural}, {at}"


async def migrate_to(engine: AsyncEngine, revision: str) -> Moved:
    """Bring the schema up or back to ``revision`` (``head``, ``base`` or a migration's id, e.g.
    ``0008``): back when it is below the current one. Says what it did."""
    async with engine.begin() as connection:
        moved: Moved = await connection.run_sync(_move, revision)
        return moved


def _move(connection: Connection, revision: str) -> Moved:
    script = ScriptDirectory.from_config(alembic_config())
    known = [r.revision for r in script.walk_revisions()]
    if revision not in ("head", "base", *known):
        raise DatabaseSetupError(
            f"there is no migration {revision!r}; this splitbot knows {', '.join(sorted(known))}"
        )
    current = _known_heads(connection, script)
    below = {r.revision for head in current for r in script.iterate_revisions(head, "base")}
    direction = "downgrade" if revision == "base" or revision in below - set(current) else "upgrade"
    _run(connection, direction, revision)
    after = MigrationContext.configure(connection).get_current_heads()
    now = {r.revision for head in after for r in script.iterate_revisions(head, "base")}
    return Moved(direction, len(now ^ below), after[0] if after else None)


def _known_heads(connection: Connection, script: ScriptDirectory) -> tuple[str, ...]:
    """The database's current migrations, refused in one line when this version does not know
    them (a newer splitbot migrated it: downgrade with that one, or restore a backup)."""
    current = MigrationContext.configure(connection).get_current_heads()
    known = {r.revision for r in script.walk_revisions()}
    for head in current:
        if head not in known:
            newest = script.get_current_head()
            raise DatabaseSetupError(
                f"the database is at migration {head}, which this splitbot does not know (its "
                f"newest is {newest}): a newer version migrated it. Run `splitbot migrate --to "
                f"{newest}` with that version before going back, or restore a backup"
            )
    return current


def _run(connection: Connection, direction: str, revision: str) -> None:
    config = alembic_config()
    config.attributes["connection"] = connection
    if direction == "upgrade":
        _known_heads(connection, ScriptDirectory.from_config(config))
    getattr(command, direction)(config, revision)
