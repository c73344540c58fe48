"""Alembic migrations: empty → head → base → head, and no drift between models and schema."""

from __future__ import annotations

import stat

from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import inspect

from bot.service.ratings import rated
from bot.storage import Base, connect, migrate
from bot.storage.db import downgrade, sqlite_url

TABLES = {
    "muted_members",
    "game_tables",
    "seats",
    "actions",
    "deadlines",
    "results",
    "bot_meta",
    "server_settings",
    "ratings",
    "dm_hands",
}


def _tables(sync_conn) -> set[str]:
    return set(inspect(sync_conn).get_table_names()) - {"alembic_version"}


def _drift(sync_conn) -> list:
    context = MigrationContext.configure(sync_conn, opts={"compare_type": True})
    return compare_metadata(context, Base.metadata)


async def test_upgrade_downgrade_upgrade_without_drift(tmp_path):
    engine = connect(sqlite_url(tmp_path / "m.db"))
    try:
        await migrate(engine)
        async with engine.connect() as conn:
            assert await conn.run_sync(_tables) == TABLES
            assert await conn.run_sync(_drift) == []
        await downgrade(engine)
        async with engine.connect() as conn:
            assert await conn.run_sync(_tables) == set()
        await migrate(engine)
        async with engine.connect() as conn:
            assert await conn.run_sync(_tables) == TABLES
            assert await conn.run_sync(_drift) == []
    finally:
        await engine.dispose()


async def test_sqlite_runs_in_wal_mode_with_foreign_keys(tmp_path):
    engine = connect(sqlite_url(tmp_path / "w.db"))
    try:
        async with engine.connect() as conn:
            assert (await conn.exec_driver_sql("PRAGMA journal_mode")).scalar() == "wal"
            assert (await conn.exec_driver_sql("PRAGMA foreign_keys")).scalar() == 1
    finally:
        await engine.dispose()


async def test_connecting_creates_the_database_folder(tmp_path):
    url = sqlite_url(tmp_path / "fresh" / "nested" / "bot.db")
    assert not (tmp_path / "fresh").exists()  # naming a database creates nothing
    engine = connect(url)
    try:
        await migrate(engine)
        assert (tmp_path / "fresh" / "nested" / "bot.db").is_file()
    finally:
        await engine.dispose()


async def test_a_new_data_folder_and_database_are_the_owners_only(tmp_path):
    data = tmp_path / "data"
    engine = connect(sqlite_url(data / "splitbot.db"))
    try:
        await migrate(engine)
        async with engine.begin() as conn:  # a write, so the -wal and -shm files exist
            await conn.exec_driver_sql("INSERT INTO bot_meta VALUES ('k', 'v')")
        assert stat.S_IMODE(data.stat().st_mode) == 0o700
        files = sorted(path.name for path in data.iterdir())
        assert files == ["splitbot.db", "splitbot.db-shm", "splitbot.db-wal"]
        assert {stat.S_IMODE(path.stat().st_mode) for path in data.iterdir()} == {0o600}
    finally:
        await engine.dispose()


async def test_two_open_tables_of_one_channel_keep_playing_the_newest_holds_it(database_url):
    """Migration 0005 adds one-open-table-per-channel; tables a race left doubled keep their
    games, and only the newest keeps the channel."""
    engine = connect(database_url)
    try:
        await migrate(engine, "0004")
        async with engine.begin() as conn:
            for table_id, status in ((1, "running"), (2, "lobby"), (3, "finished")):
                await conn.exec_driver_sql(
                    "INSERT INTO game_tables (id, game, status, place_id, channel_id, options,"
                    " seed, version, round, created_at, updated_at) VALUES"
                    f" ({table_id}, 'splito', '{status}', 7, 7, '{{}}', 1, 0, 0,"
                    " CURRENT_TIMESTAMP, CURRENT_TIMESTAMP)"
                )
        await migrate(engine)
        async with engine.connect() as conn:
            rows = await conn.exec_driver_sql("SELECT id, status, place_id FROM game_tables")
            assert sorted(rows) == [(1, "running", None), (2, "lobby", 7), (3, "finished", 7)]
    finally:
        await engine.dispose()


async def test_games_finished_before_ratings_are_rated_once_in_order(database_url):
    """Migration 0006 rates the results already stored, game after game as they ended: the
    ratings are those the two games would have given as they finished."""
    engine = connect(database_url)
    try:
        await migrate(engine, "0005")
        async with engine.begin() as conn:
            for table_id in (1, 2):
                await conn.exec_driver_sql(
                    "INSERT INTO game_tables (id, game, status, guild_id, options, seed, version,"
                    " round, created_at, updated_at) VALUES"
                    f" ({table_id}, 'splito', 'finished', 5, '{{}}', 1, 0, 0,"
                    " CURRENT_TIMESTAMP, CURRENT_TIMESTAMP)"
                )
            # Game 1: ann beats the AI; game 2: the AI beats ann.
            for table_id, seat, user, name, rank, when in (
                (1, 0, 11, "ann", 1, "2026-01-01 10:00:00"),
                (1, 1, None, "AI 1", 2, "2026-01-01 10:00:00"),
                (2, 0, 11, "ann", 2, "2026-01-02 10:00:00"),
                (2, 1, None, "AI 1", 1, "2026-01-02 10:00:00"),
            ):
                await conn.exec_driver_sql(
                    "INSERT INTO results (table_id, guild_id, game, seat, user_id, name, score,"
                    " rank, won, finished_at) VALUES"
                    f" ({table_id}, 5, 'splito', {seat}, {'NULL' if user is None else user},"
                    f" '{name}', 0, {rank}, {rank == 1}, '{when}')"
                )
        await migrate(engine)
        async with engine.connect() as conn:
            rows = await conn.exec_driver_sql(
                "SELECT player, name, mu, sigma, games FROM ratings WHERE guild_id = 5"
                " AND game = 'splito' ORDER BY player"
            )
            found = {player: (name, mu, sigma, games) for player, name, mu, sigma, games in rows}
        first = rated({}, [("user:11", 1), ("ai:greedy", 2)])
        second = rated(first, [("user:11", 2), ("ai:greedy", 1)])
        assert found == {
            "ai:greedy": ("AI 1", second["ai:greedy"].mu, second["ai:greedy"].sigma, 2),
            "user:11": ("ann", second["user:11"].mu, second["user:11"].sigma, 2),
        }
    finally:
        await engine.dispose()
