"""Alembic environment: runs on a connection handed over by the bot, or opens its own."""

from __future__ import annotations

import asyncio

from alembic import context
from sqlalchemy.engine import Connection

from bot.storage.db import connect
from bot.storage.models import Base

target_metadata = Base.metadata


def _run_migrations(connection: Connection) -> None:
    context.configure(
        connection=connection,
        target_metadata=target_metadata,
        render_as_batch=connection.dialect.name == "sqlite",
        compare_type=True,
    )
    with context.begin_transaction():
        context.run_migrations()


async def _run_online() -> None:
    engine = connect()
    async with engine.begin() as connection:
        await connection.run_sync(_run_migrations)
    await engine.dispose()


def run_migrations_online() -> None:
    connection = context.config.attributes.get("connection")
    if connection is not None:
        _run_migrations(connection)
    else:
        # Invoked from the alembic command line: connect to DATABASE_URL (or the default file).
        asyncio.run(_run_online())


if context.is_offline_mode():
    raise SystemExit("Offline (SQL script) migrations are not supported; run them online.")
run_migrations_online()
