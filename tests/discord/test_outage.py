"""A SQLite file out of reach: another process holds its write lock past the bot's busy
timeout (a backup, an operator's sqlite3 shell left in a transaction). Clicks are answered "try
again in a moment" and change nothing; the timers say it once, and once when it is over."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import pytest
from sqlalchemy.engine import make_url

from bot.storage import db
from tests.discord.conftest import SLOW_SETTLE
from tests.discord.outage import play_through_an_outage

# Another process: takes the write lock, says so, holds it until its stdin gets a line.
LOCKER = """
import sqlite3, sys
database = sqlite3.connect(sys.argv[1], isolation_level=None)
database.execute("BEGIN EXCLUSIVE")
print("locked", flush=True)
sys.stdin.readline()
database.execute("ROLLBACK")
"""


@asynccontextmanager
async def held_locked(path: str) -> AsyncIterator[None]:
    """The SQLite file at ``path`` write-locked by another process for the block's length."""
    locker = subprocess.Popen(
        [sys.executable, "-c", LOCKER, path],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert locker.stdout is not None and locker.stdout.readline().strip() == "locked"
        yield
    finally:
        assert locker.stdin is not None
        locker.stdin.write("\n")
        locker.stdin.close()
        assert locker.wait(timeout=30) == 0


@pytest.fixture
def short_busy_timeout(monkeypatch: pytest.MonkeyPatch) -> None:
    """SQLite gives up on a lock after half a second rather than five: the same outage, sooner
    (each click and each timer tick waits it out)."""
    monkeypatch.setattr(db, "BUSY_MS", 500)


@pytest.mark.sqlite_only
# The bot waits out SQLite's busy timeout before it answers: settling takes that long.
@SLOW_SETTLE
async def test_a_sqlite_file_locked_by_another_process(
    short_busy_timeout, world, database_url, caplog
):
    path = make_url(database_url).database
    assert path
    await play_through_an_outage(world, caplog, lambda: held_locked(path))
