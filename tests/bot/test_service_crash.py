"""Deadlines across a crash: a bot process killed (SIGKILL) while it applies due deadlines leaves
each of them applied or still due — never lost, never applied twice."""

from __future__ import annotations

import asyncio
import signal
import subprocess
import sys
import textwrap

import pytest
from sqlalchemy import select

from bot.service import TableService
from bot.storage.models import DeadlineRow
from engine import get_game
from tests.bot.conftest import ANN, BOB, start_table

GAME = get_game("splito")

# A bot process (whose clock says CLOCK) that applies the deadlines due at NOW and is killed
# at the chosen moment:
# "inside" the first write transaction (its statements run, no commit), or "after" the
# COMMITS-th commit, before anything else happens.
CHILD = textwrap.dedent(
    """
    import asyncio, os, signal, sys
    from bot.service import TableService
    from bot.storage import connect
    from bot.storage.inline import LoopConnection
    from bot.storage.writer import Writer

    url, moment, commits = sys.argv[1], sys.argv[2], int(sys.argv[3])
    clock, now = float(sys.argv[4]), float(sys.argv[5])
    in_thread, on_loop = Writer._run, LoopConnection.try_run
    done = []

    def die():
        os.kill(os.getpid(), signal.SIGKILL)

    def dying(job):
        return (lambda conn: (job(conn), die())) if moment == "inside" else job

    def committed(outcome):
        done.append(1)
        if moment == "after" and len(done) == commits:
            die()
        return outcome

    # A write commits in the writer's thread or, when the lock is free, on the loop.
    Writer._run = lambda self, jobs: committed(in_thread(self, [dying(job) for job in jobs]))
    def try_run(self, job):
        outcome = on_loop(self, dying(job))
        return committed(outcome) if outcome[0] else outcome  # (False, None): nothing ran

    LoopConnection.try_run = try_run

    async def main():
        service = TableService(connect(url), clock=lambda: clock)
        await service.core.recover()
        await service.play.fire_due(now)

    asyncio.run(main())
    """
)


async def crash_while_firing(url: str, clock, moment: str, commits: int = 1) -> None:
    """Apply every deadline due within the hour in a bot process killed at ``moment``."""
    times = [str(clock.now), str(clock.now + 3600)]
    command = [sys.executable, "-c", CHILD, url, moment, str(commits), *times]
    process = await asyncio.to_thread(
        subprocess.run, command, capture_output=True, text=True, timeout=120
    )
    assert process.returncode == -signal.SIGKILL, process.stderr


async def deadlines(engine) -> list[tuple[int, int, str]]:
    async with engine.connect() as conn:
        rows = await conn.execute(
            select(DeadlineRow.seat, DeadlineRow.round, DeadlineRow.kind).order_by(DeadlineRow.id)
        )
        return [tuple(row) for row in rows]


async def log_of(engine, table_id: int) -> list[tuple[int, str]]:
    service = TableService(engine)
    try:
        return [(row.seat, row.source) for row, _ in await service.core.moves(table_id)]
    finally:
        await service.close()


@pytest.fixture
async def waiting_for_bob(service, clock):
    """Ann has picked; Bob's reminder (30 s) and autoplay (60 s) deadlines are armed."""
    table = await start_table(
        service, [ANN, BOB], options={"timer": {"policy": "autoplay", "minutes": 1}}
    )
    pick = GAME.action_to_json(GAME.legal_actions(table.state, 0)[0])
    table, _ = await service.play.act_json(table.id, ANN.user_id, pick)
    return table


async def test_killed_inside_the_transaction_nothing_is_applied_and_all_stays_due(
    service, engine, database_url, clock, waiting_for_bob
):
    await crash_while_firing(database_url, clock, "inside")
    assert await deadlines(engine) == [(1, 1, "remind"), (1, 1, "autoplay")]
    assert await log_of(engine, waiting_for_bob.id) == [(0, "player")]
    # The next process applies both, once.
    restarted = TableService(engine, clock=clock)
    await restarted.core.recover()
    await restarted.play.fire_due(clock.now + 3600)
    await restarted.close()
    assert await log_of(engine, waiting_for_bob.id) == [(0, "player"), (1, "timer")]


async def test_killed_after_the_reminder_commits_the_autoplay_is_still_due(
    service, engine, database_url, clock, waiting_for_bob
):
    await crash_while_firing(database_url, clock, "after", commits=1)
    assert await deadlines(engine) == [(1, 1, "autoplay")]
    assert await log_of(engine, waiting_for_bob.id) == [(0, "player")]
    restarted = TableService(engine, clock=clock)
    await restarted.core.recover()
    fired = await restarted.play.fire_due(clock.now + 3600)
    await restarted.close()
    assert type(fired[0]).__name__ == "PlayedForPlayer"
    assert await log_of(engine, waiting_for_bob.id) == [(0, "player"), (1, "timer")]


async def test_killed_after_the_autoplay_commits_it_is_not_applied_again(
    service, engine, database_url, clock, waiting_for_bob
):
    await crash_while_firing(database_url, clock, "after", commits=2)
    applied = [(0, "player"), (1, "timer")]
    assert await log_of(engine, waiting_for_bob.id) == applied
    assert all(round != 1 for _, round, _ in await deadlines(engine))  # round 2's timers only
    restarted = TableService(engine, clock=clock)
    await restarted.core.recover()
    assert await restarted.play.fire_due(clock.now + 29) == []  # round 2 reminds at 30 s
    await restarted.close()
    assert await log_of(engine, waiting_for_bob.id) == applied
