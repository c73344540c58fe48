"""Drawing and engine work run in pools of their own: a burst of one never starves the other."""

from __future__ import annotations

import asyncio
import os
import signal
import threading
from collections.abc import AsyncIterator
from concurrent.futures.process import BrokenProcessPool
from contextlib import asynccontextmanager

import pytest
from prometheus_client import REGISTRY

from bot.lanes import DRAWING, Pool, ProcessLane
from engine import get_game
from tests import fifth_game
from tests.bot.conftest import ANN, start_table

HANG = 20.0


@asynccontextmanager
async def every_worker_busy(pool: Pool) -> AsyncIterator[list[asyncio.Future[None]]]:
    """Keep all of ``pool``'s threads blocked until the block ends."""
    release = threading.Event()
    running = threading.Semaphore(0)

    def block() -> None:
        running.release()
        release.wait(HANG)

    blockers = [asyncio.ensure_future(pool.run(block)) for _ in range(pool.workers)]
    try:
        for _ in blockers:  # every thread of the pool is now held
            assert await asyncio.to_thread(running.acquire, True, HANG)
        yield blockers
    finally:
        release.set()


async def test_an_ai_seat_plays_while_every_drawing_thread_is_busy(service):
    table = await start_table(service, [ANN], ai_seats=1, channel_id=1)
    game = get_game("splito")
    pick = game.action_to_json(game.legal_actions(table.state, 0)[0])
    async with every_worker_busy(DRAWING) as blockers:
        after, _ = await asyncio.wait_for(service.play.act_json(table.id, ANN.user_id, pick), HANG)
        assert after.round == 2  # the AI seat answered at once
        assert not any(blocker.done() for blocker in blockers)
    await asyncio.gather(*blockers)


async def test_images_are_drawn_while_every_engine_thread_is_busy(service):
    async with every_worker_busy(service.engine_work) as blockers:
        drawn_in = await asyncio.wait_for(
            DRAWING.run(lambda: threading.current_thread().name), HANG
        )
        assert drawn_in.startswith("draw") and not any(b.done() for b in blockers)
    await asyncio.gather(*blockers)


async def test_a_pool_keeps_its_work_off_the_event_loop_and_restarts_after_close():
    pool = Pool("probe", workers=1)
    loop_thread = threading.current_thread()
    assert await pool.run(threading.current_thread) is not loop_thread
    pool.close()
    assert await pool.run(lambda: 6 * 7) == 42
    pool.close()


def _where_am_i(_: int) -> int:
    return os.getpid()


def _die(_: int) -> int:
    os._exit(3)  # a worker killed (out of memory, say)


async def test_a_process_lane_runs_its_work_in_another_process_and_outlives_a_dead_worker():
    lane = ProcessLane("lane-test")
    try:
        elsewhere = await lane.run(_where_am_i, 1)
        assert elsewhere != os.getpid()
        os.kill(elsewhere, signal.SIGINT)  # a terminal's Ctrl-C reaches every process
        assert await lane.run(_where_am_i, 2) == elsewhere  # the process stays for the next job
        with pytest.raises(BrokenProcessPool):
            await lane.run(_die, 3)
        assert await lane.run(_where_am_i, 4) not in (os.getpid(), elsewhere)  # a new one
        count = REGISTRY.get_sample_value("splitbot_work_seconds_count", {"pool": "lane-test"})
        assert count == 3  # the jobs that finished, timed where they ran
    finally:
        lane.close()


def _games_here(_: int) -> tuple[int, list[str]]:
    from engine import game_names

    return os.getpid(), game_names()


async def test_a_process_lane_knows_the_games_added_since_it_started():
    """A game added while the lane's processes run (a test's fifth game) is in the next jobs'
    process, two jobs asking at once included (one new pool serves both)."""
    lane = ProcessLane("lane-games")
    try:
        _, before = await lane.run(_games_here, 1)
        assert "pebbles" not in before
        fifth_game.register()
        try:
            both = await asyncio.wait_for(
                asyncio.gather(lane.run(_games_here, 2), lane.run(_games_here, 3)), timeout=60
            )
            assert all("pebbles" in games for _, games in both)
            assert len({pid for pid, _ in both}) == 1  # one new pool, not one per job
        finally:
            fifth_game.unregister()
    finally:
        lane.close()
