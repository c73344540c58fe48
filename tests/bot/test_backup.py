"""``splitbot backup`` copies a running bot's SQLite file consistently (PostgreSQL: it says how
with pg_dump), and ``splitbot migrate --to`` takes a schema back for a downgrade."""

from __future__ import annotations

import asyncio
import sqlite3

import pytest

from bot.cli import main
from bot.storage.db import sqlite_url
from tests.bot.test_cli import finished_game


async def test_a_backup_taken_while_the_bot_writes_holds_every_commit_and_replays(tmp_path, capsys):
    url, table_id = await finished_game(tmp_path / "bot.db", 3, 3)
    assert await asyncio.to_thread(main, ["replay", str(table_id), "--database-url", url]) == 0
    replayed = capsys.readouterr().out
    # The bot is in the middle of a write: committed pages in the WAL, one transaction open.
    writer = sqlite3.connect(tmp_path / "bot.db", isolation_level=None)
    writer.execute("PRAGMA journal_mode=WAL")
    writer.execute("INSERT INTO bot_meta (key, value) VALUES ('committed', 'write')")
    assert (tmp_path / "bot.db-wal").stat().st_size > 0  # only in the WAL so far
    writer.execute("BEGIN IMMEDIATE")
    writer.execute("INSERT INTO bot_meta (key, value) VALUES ('unfinished', 'write')")
    try:
        backup = tmp_path / "backup.db"
        code = await asyncio.to_thread(main, ["backup", str(backup), "--database-url", url])
    finally:
        writer.rollback()
        writer.close()
    said = capsys.readouterr().out
    assert code == 0, said
    assert said.startswith(f"backed up {tmp_path / 'bot.db'} to {backup}: 1 game,")
    assert said.rstrip().endswith("integrity ok")
    copy = sqlite_url(backup)
    args = ["replay", str(table_id), "--database-url", copy]
    assert await asyncio.to_thread(main, args) == 0
    assert capsys.readouterr().out == replayed  # the same game, move for move
    with sqlite3.connect(backup) as restored:
        kept = restored.execute("SELECT key FROM bot_meta WHERE key IN ('committed', 'unfinished')")
        assert kept.fetchall() == [("committed",)]


@pytest.mark.parametrize(
    ("arguments", "said"),
    [
        (["exists.db"], "exists.db exists already: name a new file"),
        (["nowhere/copy.db"], "there is no folder"),
        (["copy.db", "--database-url", "sqlite:///absent.db"], "there is no database at"),
        (
            ["copy.db", "--database-url", "postgresql://bot:secret@db.example/splitbot"],
            "pg_dump --format=custom --file=copy.db 'postgresql://bot:***@db.example/splitbot'",
        ),
        (["copy.db", "--database-url", "sqlite:///not-ours.db"], "cannot back up"),
    ],
)
async def test_a_backup_that_cannot_be_made_says_why_in_one_line(
    tmp_path, capsys, monkeypatch, arguments, said
):
    monkeypatch.chdir(tmp_path)
    url, _ = await finished_game(tmp_path / "bot.db", 2, 1)
    (tmp_path / "exists.db").write_bytes(b"kept")
    with sqlite3.connect(tmp_path / "not-ours.db") as other:
        other.execute("CREATE TABLE notes (text)")
    if "--database-url" not in arguments:
        arguments = [*arguments, "--database-url", url]
    assert await asyncio.to_thread(main, ["backup", *arguments]) == 2
    error = capsys.readouterr().err
    assert said in error and len(error.strip().splitlines()) == 1, error
    assert "secret" not in error
    assert (tmp_path / "exists.db").read_bytes() == b"kept"
    assert not (tmp_path / "copy.db").exists()  # no half-made copy left behind


def test_a_schema_goes_back_for_a_downgrade_and_up_again(tmp_path, capsys):
    url = sqlite_url(tmp_path / "bot.db")
    assert main(["migrate", "--database-url", url]) == 0
    assert capsys.readouterr().out.endswith(": applied 9 migrations, now at 0009\n")
    assert main(["migrate", "--database-url", url]) == 0
    assert capsys.readouterr().out.endswith(" is up to date (at 0009)\n")
    assert main(["migrate", "--to", "0008", "--database-url", url]) == 0
    assert capsys.readouterr().out.endswith(": took back 1 migration, now at 0008\n")
    with sqlite3.connect(tmp_path / "bot.db") as db:
        tables = {name for (name,) in db.execute("SELECT name FROM sqlite_master")}
        assert "muted_members" not in tables and "dm_hands" in tables  # 0009 undone, 0008 kept
    assert main(["migrate", "--to", "0009", "--database-url", url]) == 0
    assert capsys.readouterr().out.endswith(": applied 1 migration, now at 0009\n")
    assert main(["migrate", "--to", "0042", "--database-url", url]) == 2
    assert "there is no migration '0042'; this splitbot knows 0001, " in capsys.readouterr().err


def test_a_database_migrated_by_a_newer_version_is_refused_in_one_line(tmp_path, capsys):
    url = sqlite_url(tmp_path / "bot.db")
    assert main(["migrate", "--database-url", url]) == 0
    with sqlite3.connect(tmp_path / "bot.db") as db:
        db.execute("UPDATE alembic_version SET version_num = '0042'")
    capsys.readouterr()
    assert main(["migrate", "--database-url", url]) == 2
    error = capsys.readouterr().err
    assert "the database is at migration 0042, which this splitbot does not know" in error
    assert "splitbot migrate --to 0009" in error and len(error.strip().splitlines()) == 1
