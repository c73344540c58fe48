"""The database writer: group commit, and one failing job rolled back alone."""

from __future__ import annotations

import asyncio

import pytest
from sqlalchemy import Connection, insert, select

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
    writer = Writer(engine)
    try:
        batches: list[int] = []
        run = writer._run

        def counting_run(jobs):
            batches.append(len(jobs))
            return run(jobs)

        writer._run = counting_run  # type: ignore[method-assign]
        outcomes = await asyncio.gather(
            *(writer.submit(add_table(seed, fail_after_write=seed == 3)) for seed in range(1, 6)),
            return_exceptions=True,
        )
        assert outcomes[:2] == [1, 2] and outcomes[3:] == [4, 5]
        assert isinstance(outcomes[2], ValueError) and "job 3 failed" in str(outcomes[2])
        assert await seeds(engine) == [1, 2, 4, 5]  # job 3's own insert was rolled back
        assert batches == [1, 4]  # the first ran alone; the four that queued meanwhile shared one
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
