"""The bot's database: typed SQLAlchemy models, engine set-up, Alembic migrations, and every
statement the bot runs (one repository module per kind of row).

The layers above hold connections and sessions to group statements into transactions, typed
by the names below; they build no statement themselves.
"""

from sqlalchemy import Connection
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine, AsyncSession

from bot.storage.db import DatabaseSetupError, connect, default_database_url, migrate
from bot.storage.models import ActionRow, Base, DeadlineRow, ResultRow, SeatRow, TableRow

__all__ = [
    "ActionRow",
    "AsyncConnection",
    "AsyncEngine",
    "AsyncSession",
    "Base",
    "Connection",
    "DatabaseSetupError",
    "DeadlineRow",
    "IntegrityError",
    "ResultRow",
    "SeatRow",
    "TableRow",
    "connect",
    "default_database_url",
    "migrate",
]
