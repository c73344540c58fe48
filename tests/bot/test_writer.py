"""The database writer: group commit, and one failing job rolled back alone."""

from __future__ import annotations

import asyncio
import sqlite3
import threading

import pytest
from sqlalchemy import Connection, insert, select

from bot.storage.checkpoint import FALLBACK_PAGES
from bot.storage.models import TableRow
from bot.storage.writer import Writer

TABLES = TableRow.__table__


def add_table(seed: int, fail_after_write: bool = False):
    def job(conn: Connection) -> int:
        row = {"game": "splito", "status": "lobby", "options": {}, "seed": seed}
        conn.execute(insert(TABLES).values(**row, version=0, round=0))
        if fail_after_write:
            raise ValueError(f"job {seed} failed")
        return seed

    return job


async def seeds(engine) -> list[int]:
    async with engine.connect() as conn:
        return sorted((await conn.execute(select(TABLES.c.seed))).scalars())


async def test_jobs_submitted_together_share_a_commit_and_fail_alone(engine):
    writer = Writer(engine, on_the_loop=False)
    try:
        batches: list[int] = []
        run = writer._run

        def counting_run(jobs):
            batches.append(len(jobs))
            return run(jobs)

        writer._run = counting_run  # type: ignore[method-assign]
        outcomes = await asyncio.gather(
            *(writer.submit(add_table(seed, fail_after_write=seed == 3)) for seed in range(1, 7)),
            return_exceptions=True,
        )
        assert outcomes[:2] == [1, 2] and outcomes[3:] == [4, 5, 6]
        assert isinstance(outcomes[2], ValueError) and "job 3 failed" in str(outcomes[2])
        assert await seeds(engine) == [1, 2, 4, 5, 6]  # job 3's own insert was rolled back
        # The first starts at once, alone; the others, submitted while it commits, share the next.
        assert batches == [1, 5]
    finally:
        await writer.close()


async def test_a_lone_failing_job_writes_nothing(engine):
    writer = Writer(engine)
    try:
        with pytest.raises(ValueError):
            await writer.submit(add_table(9, fail_after_write=True))
        assert await seeds(engine) == []
        assert await writer.submit(add_table(10)) == 10
        assert await seeds(engine) == [10]
    finally:
        await writer.close()


def slow_job(seed: int, started: threading.Event, release: threading.Event):
    """A job that waits in the writer's thread until the test lets it commit."""

    def job(conn: Connection) -> int:
        started.set()
        assert release.wait(10), "the test never released the job"
        return add_table(seed)(conn)

    return job


async def writing_slowly(
    writer: Writer, started: threading.Event, release: threading.Event
) -> asyncio.Task[int]:
    """A write of seed 1 holding the writer's thread until ``release``; once it has begun."""
    first = asyncio.create_task(writer.submit(slow_job(1, started, release)))
    await asyncio.to_thread(started.wait, 10)
    return first


async def test_a_caller_cancelled_mid_commit_takes_no_other_outcome_with_it(engine):
    """Two callers share a transaction and the one whose job runs first is cancelled while it
    commits: the other is told its write committed, and the cancelled caller's write, already
    in the transaction, commits too (cancelling a caller does not undo a write)."""
    writer = Writer(engine, on_the_loop=False)
    first_started, first_release = threading.Event(), threading.Event()
    shared_started, shared_release = threading.Event(), threading.Event()
    try:
        first = asyncio.create_task(writer.submit(slow_job(1, first_started, first_release)))
        await asyncio.to_thread(first_started.wait, 10)
        # These two queue behind the first transaction and share the next one.
        cancelled = asyncio.create_task(writer.submit(slow_job(2, shared_started, shared_release)))
        await asyncio.sleep(0)
        other = asyncio.create_task(writer.submit(add_table(3)))
        await asyncio.sleep(0)
        first_release.set()
        assert await asyncio.wait_for(first, 10) == 1
        await asyncio.to_thread(shared_started.wait, 10)
        cancelled.cancel()
        shared_release.set()
        assert await asyncio.wait_for(other, 10) == 3
        with pytest.raises(asyncio.CancelledError):
            await cancelled
        assert await seeds(engine) == [1, 2, 3]
    finally:
        await writer.close()


async def test_sessions_and_batches_take_turns_and_close_waits_for_both(engine):
    """A session asked for while a batch commits waits for it; jobs submitted while the session
    is open wait for it and then share one batch; ``close`` waits for all of them."""
    writer = Writer(engine, on_the_loop=False)
    started, release = threading.Event(), threading.Event()
    order: list[str] = []
    try:
        first = await writing_slowly(writer, started, release)

        async def in_a_session() -> None:
            async with writer.session() as session:
                order.append("session")
                behind.extend(
                    asyncio.create_task(writer.submit(add_table(seed))) for seed in (3, 4)
                )
                await asyncio.sleep(0.01)  # the jobs cannot start while the session is open
                assert not any(task.done() for task in behind)
                row = {"game": "splito", "status": "lobby", "options": {}, "seed": 2}
                await session.execute(insert(TABLES).values(**row, version=0, round=0))

        behind: list[asyncio.Task[int]] = []
        session = asyncio.create_task(in_a_session())
        await asyncio.sleep(0.01)
        assert not session.done()  # the batch holds the database
        release.set()
        assert await asyncio.wait_for(first, 10) == 1
        await asyncio.wait_for(session, 10)
        await asyncio.wait_for(writer.close(), 10)
        assert all(task.done() for task in behind)
        assert [task.result() for task in behind] == [3, 4]
        assert await seeds(engine) == [1, 2, 3, 4]
    finally:
        release.set()


async def test_a_session_cancelled_while_it_waits_holds_nothing(engine):
    writer = Writer(engine, on_the_loop=False)
    started, release = threading.Event(), threading.Event()
    try:
        first = await writing_slowly(writer, started, release)

        async def in_a_session() -> None:
            async with writer.session():
                raise AssertionError("a cancelled session never opens")

        waiting = asyncio.create_task(in_a_session())
        await asyncio.sleep(0.01)
        waiting.cancel()
        release.set()
        assert await asyncio.wait_for(first, 10) == 1
        with pytest.raises(asyncio.CancelledError):
            await waiting
        assert await asyncio.wait_for(writer.submit(add_table(2)), 10) == 2
    finally:
        release.set()
        await writer.close()


async def test_a_caller_cancelled_before_its_batch_starts_writes_nothing(engine):
    writer = Writer(engine, on_the_loop=False)
    started, release = threading.Event(), threading.Event()
    try:
        first = await writing_slowly(writer, started, release)
        waiting = asyncio.create_task(writer.submit(add_table(2)))
        await asyncio.sleep(0)
        waiting.cancel()
        release.set()
        assert await asyncio.wait_for(first, 10) == 1
        with pytest.raises(asyncio.CancelledError):
            await waiting
        assert await writer.submit(add_table(3)) == 3
        assert await seeds(engine) == [1, 3]
    finally:
        await writer.close()


async def test_the_writer_keeps_one_connection_and_replaces_a_broken_one(engine):
    writer = Writer(engine)
    try:
        seen: list[int] = []

        def note_connection(conn: Connection) -> None:
            seen.append(id(conn.connection.dbapi_connection))

        await writer.submit(note_connection)
        await writer.submit(note_connection)
        assert seen[0] == seen[1]  # one connection for the writer's transactions

        def break_connection(conn: Connection) -> None:
            conn.invalidate()  # as the driver does when the database went away
            raise ConnectionError("the database went away")

        with pytest.raises(ConnectionError):
            await writer.submit(break_connection)
        assert await writer.submit(add_table(7)) == 7  # on a new connection
        assert await seeds(engine) == [7]

        def lose_the_driver_connection(conn: Connection) -> None:
            # Below SQLAlchemy, as a prepared statement meets a connection the server dropped.
            conn.connection.dbapi_connection.close()  # type: ignore[union-attr]
            conn.connection.dbapi_connection.cursor()  # type: ignore[union-attr]

        with pytest.raises(Exception) as lost:
            await writer.submit(lose_the_driver_connection)
        assert not isinstance(lost.value, AssertionError)
        assert await writer.submit(add_table(8)) == 8  # the next batch has a new connection
        assert await seeds(engine) == [7, 8]
    finally:
        await writer.close()


@pytest.mark.sqlite_only
async def test_sqlite_s_log_is_checkpointed_in_a_thread_of_its_own_not_in_a_commit(engine):
    writer = Writer(engine)
    try:
        assert writer.checkpoints is not None
        writer.checkpoints.every = 4

        def autocheckpoint(conn: Connection) -> int:
            return conn.exec_driver_sql("PRAGMA wal_autocheckpoint").scalar_one()

        # Commit 1. Its count is taken before the caller hears back. On the loop, commits never
        # fold the log (see the test below for the writer thread's).
        assert await writer.submit(autocheckpoint) == 0
        for seed in range(1, 3):  # commits 2 and 3
            await writer.submit(add_table(seed))
            assert writer.checkpoints._running is None
        assert await writer.submit(add_table(3)) == 3  # the 4th commit: one starts
        running = writer.checkpoints._running
        assert running is not None
        await asyncio.wait_for(writer.checkpoints.settled(), timeout=30)
        assert writer.checkpoints.done == 1
        for seed in range(4, 7):
            await writer.submit(add_table(seed))
        assert writer.checkpoints._running is running  # not before the 4th commit again
        await writer.submit(add_table(7))
        assert writer.checkpoints._running is not running
        assert await seeds(engine) == list(range(1, 8))
    finally:
        await writer.close()


@pytest.mark.sqlite_only
async def test_checkpoints_running_while_commits_go_on_lose_nothing(engine):
    """A checkpoint after every commit, while more commits come: every row is there and the
    file is sound."""
    writer = Writer(engine)
    try:
        assert writer.checkpoints is not None
        writer.checkpoints.every = 1
        await asyncio.wait_for(
            asyncio.gather(*(writer.submit(add_table(seed)) for seed in range(1, 201))),
            timeout=60,
        )
        for seed in range(201, 221):  # one at a time: each starts a checkpoint if none runs
            await writer.submit(add_table(seed))
        # Checkpoints started; on a loaded machine none may have finished yet: wait for it.
        await asyncio.wait_for(writer.checkpoints.settled(), timeout=30)
        assert writer.checkpoints.done >= 1
        assert await seeds(engine) == list(range(1, 221))

        def integrity(conn: Connection) -> str:
            return conn.exec_driver_sql("PRAGMA integrity_check").scalar_one()

        assert await writer.submit(integrity) == "ok"
    finally:
        await writer.close()


@pytest.mark.sqlite_only
async def test_a_write_runs_on_the_loop_when_the_lock_is_free_and_never_checkpoints(engine):
    writer = Writer(engine)
    threaded = Writer(engine, on_the_loop=False)
    try:

        def where(conn: Connection) -> tuple[str, int, int]:
            add_table(1)(conn)
            pages = conn.exec_driver_sql("PRAGMA wal_autocheckpoint").scalar_one()
            waits = conn.exec_driver_sql("PRAGMA busy_timeout").scalar_one()
            return threading.current_thread().name, pages, waits

        # On the loop: it never waits for a lock, never folds the log.
        assert await writer.submit(where) == (threading.current_thread().name, 0, 0)
        name, pages, waits = await threaded.submit(where)
        assert name.startswith("db-writer") and pages == FALLBACK_PAGES and waits > 0
        assert await seeds(engine) == [1, 1]
    finally:
        await writer.close()
        await threaded.close()


@pytest.mark.sqlite_only
async def test_a_write_meeting_a_held_lock_waits_in_the_thread_not_on_the_loop(engine, tmp_path):
    """Another process holds the write lock: the job goes to the writer's thread, the loop
    goes on meanwhile, and the job commits once the lock is free."""
    writer = Writer(engine)
    other = sqlite3.connect(engine.url.database, isolation_level=None)
    try:
        other.execute("BEGIN IMMEDIATE")
        threads: list[str] = []

        def job(conn: Connection) -> int:
            threads.append(threading.current_thread().name)
            return add_table(5)(conn)

        write = asyncio.create_task(writer.submit(job))
        ticks = 0
        while ticks < 5:  # the loop is not blocked while the job waits for the lock
            await asyncio.sleep(0.01)
            ticks += 1
        assert not write.done()
        other.execute("ROLLBACK")
        assert await asyncio.wait_for(write, 10) == 5
        assert len(threads) == 1 and threads[0].startswith("db-writer")
        assert await seeds(engine) == [5]
    finally:
        other.close()
        await writer.close()
