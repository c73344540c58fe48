"""A PostgreSQL server stopped under the running bot (a crash, a restart, a failover): clicks
are answered "try again in a moment" and change nothing; the timers say it once, and once when
the server is back. The bot runs on a server of this test's own, which it stops and starts.

It runs with ``make test-postgres`` (which installs PostgreSQL on a machine without it)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager

import pytest
from sqlalchemy.engine import make_url

from tests.conftest import on_postgres
from tests.discord.conftest import SLOW_SETTLE
from tests.discord.outage import play_through_an_outage
from tests.postgres_server import Server, server_programs

pytestmark = pytest.mark.skipif(
    not on_postgres(), reason="runs with make test-postgres, which installs PostgreSQL"
)


@pytest.fixture
def own_server() -> Iterator[Server]:
    programs = server_programs()
    assert programs is not None, "make test-postgres installs PostgreSQL"
    server = Server(programs)
    try:
        server.start()
        yield server
    finally:
        server.remove()


@pytest.fixture
def database_url(own_server: Server) -> str:
    """The bot's database: on this test's own server, not the suite's shared one."""
    url = make_url(own_server.url).set(drivername="postgresql+psycopg")
    return url.render_as_string(hide_password=False)


# A stopped server refuses connections at once, but its restart takes a moment to settle.
@SLOW_SETTLE
async def test_a_postgresql_server_stopped_under_the_bot(world, own_server, caplog):
    @asynccontextmanager
    async def stopped() -> AsyncIterator[None]:
        await asyncio.to_thread(own_server.stop)
        try:
            yield
        finally:
            await asyncio.to_thread(own_server.start)

    await play_through_an_outage(world, caplog, stopped)
