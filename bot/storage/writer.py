"""One writer per database, with group commit, off the event loop.

SQLite takes one writer at a time; concurrent write transactions from several connections fail
with "database is locked". Every write of the process therefore goes through one ``Writer``:

- ``session()``: an async ORM session for occasional work (lobbies), under the writer's lock;
- ``submit(job)``: the hot path (game actions). ``job`` is a plain function of a synchronous
  SQLAlchemy connection. On SQLite, when nothing else holds the database, it runs at once on the
  event loop if it can take the write lock without waiting (``bot.storage.inline``): a commit
  that waits for no lock and no disk costs a fraction of a trip to a thread. Otherwise it runs
  in the writer's own thread, so a whole transaction costs one thread hop instead of several per
  statement through the async driver. Jobs submitted while a transaction is in flight share the
  next one (group commit), each in its own savepoint so that a failing job (a version conflict)
  rolls back alone.

The writer thread keeps one connection open for its transactions: checking a connection out of
the pool and back in for every batch cost more than the batch's own statements. A connection the
driver reports broken (a database restart) is replaced on the next batch.

A batch starts from ``submit`` itself when the database is free, and the writer thread hands
the outcomes back to the loop in one call, which also starts the next batch: an action costs one
trip to the thread and back, with no task of its own in between. Outcomes reach the callers'
futures from that call, never through a caller's task: a caller cancelled while its batch commits
does not take the other callers' outcomes with it.

The writer is the innermost lock of the service: one holder at a time, a batch in flight or a
``session()``, held for one transaction and nothing else awaited under it.
"""

from __future__ import annotations

import asyncio
import logging
from collections import deque
from collections.abc import AsyncIterator, Callable
from concurrent.futures import ThreadPoolExecutor
from contextlib import asynccontextmanager
from functools import partial
from typing import Any, TypeVar, cast

from sqlalchemy import Connection, Engine, create_engine, event
from sqlalchemy.engine import URL
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker

from bot.storage.checkpoint import Checkpointer, leave_checkpoints_to_the_thread
from bot.storage.db import JSON_CODEC, POSTGRES_UTC, SQLITE_WRITE, sqlite_pragmas
from bot.storage.inline import LoopConnection
from bot.storage.kept_connection import KeptConnection

T = TypeVar("T")
log = logging.getLogger(__name__)
Job = Callable[[Connection], Any]
Entry = tuple[Job, "asyncio.Future[Any]"]  # a job and its caller's future
Outcome = tuple[Any, "Exception | None"]  # a job's result, or what it raised

# The synchronous driver that speaks the same database as the async one.
SYNC_DRIVERS = {
    "sqlite+aiosqlite": "sqlite+pysqlite",
    "postgresql+psycopg": "postgresql+psycopg",  # psycopg 3 speaks both
}


class Writer:
    """Serializes the process's write transactions on one database and batches small ones."""

    def __init__(self, engine: AsyncEngine, *, on_the_loop: bool = True) -> None:
        """``on_the_loop``: a SQLite write may run on the event loop when the database is free
        (``_write_here``); off, every write goes to the writer's thread."""
        self.engine = engine
        # On SQLite its sessions take the write lock as they begin (``SQLITE_WRITE``).
        writing = engine.execution_options(**{SQLITE_WRITE: True})
        self._sessions = async_sessionmaker(writing, expire_on_commit=False)
        self._pending: list[Entry] = []
        # Held by the batch in flight or by a session; sessions waiting for it queue here.
        self._busy = False
        self._session_queue: deque[asyncio.Future[None]] = deque()
        self._thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="db-writer")
        self._sync = sync_engine_for(engine.url)
        self._connection = KeptConnection(self._sync)  # the writer thread's own
        sqlite = self._sync.dialect.name == "sqlite"
        self.checkpoints = Checkpointer(self._sync) if sqlite else None
        self._here = LoopConnection(self._sync) if sqlite and on_the_loop else None

    @asynccontextmanager
    async def session(self) -> AsyncIterator[AsyncSession]:
        """An ORM session in its own transaction, committed on exit, rolled back on error."""
        async with self._held(), self._sessions.begin() as session:
            yield session

    async def submit(self, job: Callable[[Connection], T]) -> T:
        """Run ``job`` in a write transaction (maybe shared with others); return once committed.

        An exception raised by the job is raised here, and only its own writes are undone. A
        caller cancelled before its batch starts writes nothing; once the batch has started, its
        job commits or fails with the others.
        """
        if self._here is not None and not self._busy and not self._pending:
            done, result = self._here.try_run(job)
            if done:
                if self.checkpoints is not None:
                    self.checkpoints.committed()
                return cast(T, result)
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self._pending.append((job, future))
        if not self._busy:
            self._start_batch()
        return cast(T, await future)

    # -- the database's one holder at a time: a batch or a session --------------------------------

    def _start_batch(self) -> None:
        """Hand the database to the jobs pending (on the loop, with it free)."""
        batch = [(job, future) for job, future in self._pending if not future.done()]
        self._pending = []
        if not batch:
            self._pass_on(sessions_first=True)
            return
        self._busy = True
        loop = asyncio.get_running_loop()
        # Through the loop's executor hook, not the pool's own submit: tools that follow the
        # loop's work (SimCord's settling and its clock, in the tests) see the write.
        running = loop.run_in_executor(self._thread, self._run_batch, [job for job, _ in batch])
        running.add_done_callback(partial(self._batch_ran, batch))

    def _run_batch(self, jobs: list[Job]) -> list[Outcome]:
        """In the writer thread: the batch's outcomes, a failed commit failing every job."""
        try:
            return self._run(jobs)
        except Exception as error:  # the commit itself failed: nothing of the batch stands
            return [(None, error)] * len(jobs)

    def _batch_ran(self, batch: list[Entry], running: asyncio.Future[list[Outcome]]) -> None:
        if running.cancelled():  # only when the loop itself is going away
            failed: Outcome = (None, RuntimeError("the write was interrupted"))
            self._batch_done(batch, [failed] * len(batch))
        else:
            self._batch_done(batch, running.result())

    def _batch_done(self, batch: list[Entry], outcomes: list[Outcome]) -> None:
        """On the loop: each caller learns its own job's outcome (a caller cancelled meanwhile
        is skipped), then the database goes to a waiting session or to the next batch."""
        for (_, future), (result, failure) in zip(batch, outcomes, strict=True):
            if future.done():
                continue
            if failure is not None:
                future.set_exception(failure)
            else:
                future.set_result(result)
        if self.checkpoints is not None:
            self.checkpoints.committed()
        self._busy = False
        self._pass_on(sessions_first=True)

    def _pass_on(self, *, sessions_first: bool) -> None:
        """Hand the free database on, alternating sessions and batches so neither starves."""
        if self._busy:
            return
        if sessions_first and self._wake_session():
            return
        if self._pending:
            self._start_batch()
        else:
            self._wake_session()

    def _wake_session(self) -> bool:
        while self._session_queue:
            waiter = self._session_queue.popleft()
            if not waiter.done():  # not cancelled while it waited
                self._busy = True
                waiter.set_result(None)
                return True
        return False

    @asynccontextmanager
    async def _held(self) -> AsyncIterator[None]:
        """Hold the database for a session (no batch runs meanwhile)."""
        if self._busy or self._session_queue:
            waiter = asyncio.get_running_loop().create_future()
            self._session_queue.append(waiter)
            try:
                await waiter
            except asyncio.CancelledError:
                if waiter.done() and not waiter.cancelled():
                    self._release()  # handed over as we were cancelled: pass it on
                raise
        else:
            self._busy = True
        try:
            yield
        finally:
            self._release()

    def _release(self) -> None:
        self._busy = False
        self._pass_on(sessions_first=False)

    # -- the writer thread ---------------------------------------------------------------------

    def _run(self, jobs: list[Job]) -> list[Outcome]:
        """In the writer thread: one transaction for the whole batch."""
        conn = self._connection.get()
        if len(jobs) == 1:  # no savepoint needed: the transaction is the job's own
            try:
                with conn.begin():
                    return [(jobs[0](conn), None)]
            except Exception as error:
                return [(None, error)]
        outcomes: list[Outcome] = []
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

    async def empty_log(self) -> None:
        """On SQLite: fold the write-ahead log into the database and empty it, so that no
        older version of a page is left there (after personal data was erased). Waits for
        the writes in flight; no write runs meanwhile."""
        if self.checkpoints is None:
            return
        async with self._held():
            loop = asyncio.get_running_loop()
            busy = await loop.run_in_executor(self._thread, self._truncate_log)
        if busy:
            log.warning("the SQLite log could not be emptied: a reader held it")

    def _truncate_log(self) -> bool:
        """In the writer thread: a truncating checkpoint; whether a reader kept it from ending."""
        driver = self._connection.get().connection.dbapi_connection
        assert driver is not None
        (busy, _, _) = driver.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()
        return bool(busy)

    async def close(self) -> None:
        """Finish pending work and release the thread and connections."""
        while True:  # jobs submitted while it waits go first (``_release``), then it looks again
            async with self._held():
                if not self._pending:
                    loop = asyncio.get_running_loop()
                    await loop.run_in_executor(self._thread, self._connection.close)
                    if self._here is not None:
                        self._here.close()
                    break
        self._thread.shutdown(wait=True)
        if self.checkpoints is not None:
            await self.checkpoints.close()
        self._sync.dispose()


def sync_engine_for(url: URL) -> Engine:
    """A synchronous engine on the same database as an async engine's ``url``."""
    driver = SYNC_DRIVERS.get(url.drivername, url.drivername)
    extra = {"connect_args": POSTGRES_UTC} if url.get_backend_name() == "postgresql" else {}
    engine = create_engine(url.set(drivername=driver), **JSON_CODEC, **extra)
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
