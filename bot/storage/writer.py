"""One writer per database, with group commit, off the event loop.

SQLite takes one writer at a time; concurrent write transactions from several connections fail
with "database is locked". Every write of the process therefore goes through one ``Writer``:

- ``session()``: an async ORM session for occasional work (lobbies), under the writer's lock;
- ``submit(job)``: the hot path (game actions). ``job`` is a plain function of a synchronous
  SQLAlchemy connection; it runs in the writer's own thread, so a whole transaction costs one
  thread hop instead of several per statement through the async driver. Jobs submitted while a
  transaction is in flight share the next one (group commit), each in its own savepoint so that a
  failing job (a version conflict) rolls back alone.

The writer thread keeps one connection open for its transactions: checking a connection out of
the pool and back in for every batch cost more than the batch's own statements. A connection the
driver reports broken (a database restart) is replaced on the next batch.

Batches are flushed by the writer's own task, never by a caller's: a caller cancelled while its
batch commits does not take the other callers' outcomes with it, and every caller learns what
happened to its own job once the transaction is over.

The writer's lock is the innermost lock of the service: it is held for one transaction and
nothing else is awaited under it.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable
from concurrent.futures import ThreadPoolExecutor
from contextlib import asynccontextmanager
from typing import Any, TypeVar

from sqlalchemy import Connection, Engine, create_engine, event
from sqlalchemy.engine import URL
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker

from bot.storage.checkpoint import Checkpointer, leave_checkpoints_to_the_thread
from bot.storage.db import POSTGRES_UTC, SQLITE_WRITE, sqlite_pragmas

T = TypeVar("T")
Job = Callable[[Connection], Any]

# The synchronous driver that speaks the same database as the async one.
SYNC_DRIVERS = {
    "sqlite+aiosqlite": "sqlite+pysqlite",
    "postgresql+psycopg": "postgresql+psycopg",  # psycopg 3 speaks both
}


class Writer:
    """Serializes the process's write transactions on one database and batches small ones."""

    def __init__(self, engine: AsyncEngine) -> None:
        self.engine = engine
        # On SQLite its sessions take the write lock as they begin (``SQLITE_WRITE``).
        writing = engine.execution_options(**{SQLITE_WRITE: True})
        self._sessions = async_sessionmaker(writing, expire_on_commit=False)
        self._lock = asyncio.Lock()
        self._pending: list[tuple[Job, asyncio.Future[Any]]] = []
        self._thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="db-writer")
        self._sync = sync_engine_for(engine.url)
        self._connection: Connection | None = None  # the writer thread's own
        sqlite = self._sync.dialect.name == "sqlite"
        self.checkpoints = Checkpointer(self._sync) if sqlite else None
        self._flusher: asyncio.Task[None] | None = None

    @asynccontextmanager
    async def session(self) -> AsyncIterator[AsyncSession]:
        """An ORM session in its own transaction, committed on exit, rolled back on error."""
        async with self._lock, self._sessions.begin() as session:
            yield session

    async def submit(self, job: Callable[[Connection], T]) -> T:
        """Run ``job`` in a write transaction (maybe shared with others); return once committed.

        An exception raised by the job is raised here, and only its own writes are undone. A
        caller cancelled before its batch starts writes nothing; once the batch has started, its
        job commits or fails with the others.
        """
        loop = asyncio.get_running_loop()
        future: asyncio.Future[Any] = loop.create_future()
        self._pending.append((job, future))
        if self._flusher is None or self._flusher.done():
            self._flusher = loop.create_task(self._drain(), name="db-writer-flush")
        return await future

    async def _drain(self) -> None:
        """Flush batches until nothing is pending (the writer's own task)."""
        try:
            while self._pending:
                async with self._lock:
                    batch, self._pending = self._pending, []
                    batch = [(job, future) for job, future in batch if not future.done()]
                    if batch:
                        await self._flush(batch)
        except asyncio.CancelledError:
            # Jobs queued behind the interrupted batch still get a flusher of their own.
            if self._pending:
                self._flusher = asyncio.get_running_loop().create_task(self._drain())
            raise

    async def _flush(self, batch: list[tuple[Job, asyncio.Future[Any]]]) -> None:
        loop = asyncio.get_running_loop()
        running = loop.run_in_executor(self._thread, self._run, [job for job, _ in batch])
        # The outcome reaches the callers from the thread's future itself, so that even a
        # cancellation of this task cannot leave a committed write reported as failed.
        running.add_done_callback(lambda done: _settle(batch, done))
        await asyncio.wait([running])
        if self.checkpoints is not None:
            self.checkpoints.committed()

    def _connected(self) -> Connection:
        """In the writer thread: its connection, opened again if the last one broke."""
        conn = self._connection
        if conn is None or conn.closed or conn.invalidated:
            if conn is not None:
                conn.close()
            conn = self._connection = self._sync.connect()
        return conn

    def _disconnect(self) -> None:
        """In the writer thread: close its connection."""
        if self._connection is not None:
            self._connection.close()
            self._connection = None

    def _run(self, jobs: list[Job]) -> list[tuple[Any, Exception | None]]:
        """In the writer thread: one transaction for the whole batch."""
        conn = self._connected()
        if len(jobs) == 1:  # no savepoint needed: the transaction is the job's own
            try:
                with conn.begin():
                    return [(jobs[0](conn), None)]
            except Exception as error:
                return [(None, error)]
        outcomes: list[tuple[Any, Exception | None]] = []
        with conn.begin():
            for job in jobs:
                # Plain SQL savepoints: SQLAlchemy's begin_nested() compiles a new clause each time.
                conn.exec_driver_sql("SAVEPOINT job")
                try:
                    result = job(conn)
                except Exception as error:
                    conn.exec_driver_sql("ROLLBACK TO SAVEPOINT job")
                    outcomes.append((None, error))
                else:
                    outcomes.append((result, None))
                conn.exec_driver_sql("RELEASE SAVEPOINT job")
        return outcomes

    async def close(self) -> None:
        """Finish pending work and release the thread and connections."""
        if self._flusher is not None:
            await asyncio.wait([self._flusher])
        async with self._lock:
            await asyncio.get_running_loop().run_in_executor(self._thread, self._disconnect)
        self._thread.shutdown(wait=True)
        if self.checkpoints is not None:
            await self.checkpoints.close()
        self._sync.dispose()


def _settle(batch: list[tuple[Job, asyncio.Future[Any]]], done: asyncio.Future[Any]) -> None:
    """Give each caller of a batch its job's outcome (a caller cancelled meanwhile is skipped)."""
    if done.cancelled():  # only when the loop itself is going away
        outcomes: list[tuple[Any, BaseException | None]] = [
            (None, RuntimeError("the write was interrupted"))
        ] * len(batch)
    elif (error := done.exception()) is not None:  # the commit itself failed: nothing stands
        outcomes = [(None, error)] * len(batch)
    else:
        outcomes = done.result()
    for (_, future), (result, failure) in zip(batch, outcomes, strict=True):
        if future.done():
            continue
        if failure is not None:
            future.set_exception(failure)
        else:
            future.set_result(result)


def sync_engine_for(url: URL) -> Engine:
    """A synchronous engine on the same database as an async engine's ``url``."""
    driver = SYNC_DRIVERS.get(url.drivername, url.drivername)
    extra = {"connect_args": POSTGRES_UTC} if url.get_backend_name() == "postgresql" else {}
    engine = create_engine(url.set(drivername=driver), **extra)
    if engine.dialect.name == "sqlite":
        event.listen(engine, "connect", _sqlite_writer_connect)
        event.listen(engine, "begin", _sqlite_begin_immediate)
    return engine


def _sqlite_writer_connect(dbapi_connection: Any, _record: Any) -> None:
    sqlite_pragmas(dbapi_connection)
    leave_checkpoints_to_the_thread(dbapi_connection)
    # Let SQLAlchemy, not the sqlite3 module, say when transactions begin, so that savepoints
    # nest inside them (the sqlite3 module's implicit BEGIN would otherwise get in the way).
    dbapi_connection.isolation_level = None


def _sqlite_begin_immediate(conn: Connection) -> None:
    # Take the write lock at once: a transaction that starts reading and then writes could
    # otherwise fail if another process wrote in between. Straight to the driver: this runs
    # for every write, and SQLAlchemy's statement machinery would cost more than the BEGIN.
    conn.connection.dbapi_connection.execute("BEGIN IMMEDIATE")  # type: ignore[union-attr]
