"""Settings for the whole suite: Hypothesis profiles, refusals read in English.

``HYPOTHESIS_PROFILE=fuzz`` runs every property test with many more examples (minutes, not
part of ``make test``); the default profile has no per-example deadline, which a loaded shared
machine would turn into flaky failures.
"""

from __future__ import annotations

import asyncio
import os
import shutil
import uuid
from collections.abc import Iterator
from contextlib import AbstractContextManager, nullcontext
from pathlib import Path

import pytest
from hypothesis import settings
from sqlalchemy.engine import make_url

from bot.i18n import ENGLISH
from bot.service.errors import Refusal
from bot.storage.db import connect, migrate, sqlite_url
from engine import EngineError
from tests.tracing import untraced

settings.register_profile("suite", deadline=None)
settings.register_profile("fuzz", deadline=None, max_examples=2000)
# `make mutation` runs the engine's tests once per mutant: fewer examples, the same each run.
settings.register_profile("mutation", deadline=None, max_examples=30, derandomize=True)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "suite"))


def _in_english(error: EngineError | Refusal) -> str:
    return ENGLISH(error.message)


# The engine and the service say no with a catalog key; a person reads it worded. Tests match
# the English a player would read (``pytest.raises(..., match="not in your hand")``), so the
# key, its arguments and the English catalog are checked together.
EngineError.__str__ = _in_english  # type: ignore[method-assign,assignment]
Refusal.__str__ = _in_english  # type: ignore[method-assign,assignment]


#: A PostgreSQL server to run the database tests on (``make test-postgres`` sets it): each test
#: gets a database of its own there. Unset: each test gets a SQLite file of its own.
TEST_DATABASE_URL = os.environ.get("TEST_DATABASE_URL", "")


def on_postgres() -> bool:
    return bool(TEST_DATABASE_URL)


@pytest.fixture
def database_url(tmp_path: Path) -> Iterator[str]:
    """A fresh, empty database for one test: a SQLite file, or a PostgreSQL database."""
    if not on_postgres():
        yield sqlite_url(tmp_path / "splitbot.db")
        return
    import psycopg

    server = make_url(TEST_DATABASE_URL).set(drivername="postgresql")
    name = f"splitbot_test_{uuid.uuid4().hex[:12]}"
    admin = server.render_as_string(hide_password=False)
    with psycopg.connect(admin, autocommit=True) as connection:
        connection.execute(f'CREATE DATABASE "{name}"')
    try:
        url = server.set(drivername="postgresql+psycopg", database=name)
        yield url.render_as_string(hide_password=False)
    finally:
        with psycopg.connect(admin, autocommit=True) as connection:
            connection.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@pytest.fixture(scope="session")
def migrated_sqlite_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A SQLite file at the newest migration, made once per test process."""
    path = tmp_path_factory.mktemp("migrated") / "splitbot.db"

    async def make() -> None:
        engine = connect(sqlite_url(path))
        await migrate(engine)
        await engine.dispose()  # the last connection closed: the WAL is folded into the file

    asyncio.run(make())
    return path


@pytest.fixture
def migrated_database_url(database_url: str, tmp_path: Path, request: pytest.FixtureRequest) -> str:
    """``database_url`` already at the newest migration, for tests whose point is not the
    migrations: a SQLite file is a copy of one migrated once per test process (running every
    migration took 90 ms, most of a bot's start); a PostgreSQL database is left empty."""
    if on_postgres():
        return database_url
    target = tmp_path / "splitbot.db"
    shutil.copyfile(request.getfixturevalue("migrated_sqlite_file"), target)
    target.chmod(0o600)  # as the bot creates it
    return database_url


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """On PostgreSQL, the tests of SQLite's own behaviour are skipped."""
    if not on_postgres():
        return
    skip = pytest.mark.skip(reason="checks SQLite's own behaviour")
    for item in items:
        if item.get_closest_marker("sqlite_only"):
            item.add_marker(skip)


def _as_marked(item: pytest.Item) -> AbstractContextManager[None]:
    """How a test runs: untraced when marked ``no_cover`` (many AI games or playouts:
    behaviour, not lines; see ``tests.tracing``), under coverage's tracer otherwise."""
    return untraced() if item.get_closest_marker("no_cover") else nullcontext()


@pytest.hookimpl(hookwrapper=True, trylast=True)
def pytest_runtest_setup(item: pytest.Item) -> Iterator[None]:
    """A ``no_cover`` test's fixtures are set up untraced: the threads they start (the
    database's, the bot's) would trace every line the test runs in them."""
    with _as_marked(item):
        yield


@pytest.hookimpl(hookwrapper=True, trylast=True)  # inside pytest-cov's pause
def pytest_runtest_call(item: pytest.Item) -> Iterator[None]:
    """A ``no_cover`` test runs untraced."""
    with _as_marked(item):
        yield
