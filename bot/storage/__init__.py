"""The bot's database: typed SQLAlchemy models, engine set-up and Alembic migrations."""

from bot.storage.db import DatabaseSetupError, connect, default_database_url, migrate
from bot.storage.models import ActionRow, Base, DeadlineRow, ResultRow, SeatRow, TableRow

__all__ = [
    "ActionRow",
    "Base",
    "DatabaseSetupError",
    "DeadlineRow",
    "ResultRow",
    "SeatRow",
    "TableRow",
    "connect",
    "default_database_url",
    "migrate",
]
