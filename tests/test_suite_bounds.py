"""The suite's own guards: a test that hangs fails at a bound instead of holding the run, and
work set aside from coverage tracing really runs untraced."""

from __future__ import annotations

import asyncio
import sys
import threading

import pytest

from bot.lanes import DRAWING
from tests.tracing import UntracedThreads, untraced


def test_every_test_is_bounded_in_time(request: pytest.FixtureRequest) -> None:
    config = request.config
    assert config.pluginmanager.hasplugin("timeout"), "pytest-timeout is not installed"
    assert float(config.getini("timeout")) == 300


def test_untraced_work_has_no_tracer_in_this_thread_nor_in_the_drawing_threads() -> None:
    """What ``no_cover`` promises, checked with a tracer of the test's own (coverage's, when
    the suite runs under it, is put back the same way)."""

    def tracer(frame, event, arg):  # a tracer that traces nothing
        return None

    async def seen() -> list[object]:
        in_thread = await DRAWING.run(sys.gettrace)
        return [sys.gettrace(), in_thread]

    before, thread_before = sys.gettrace(), threading.gettrace()
    sys.settrace(tracer)
    threading.settrace(tracer)
    try:
        DRAWING.close()  # its threads start anew, under ``tracer``
        assert asyncio.run(seen()) == [tracer, tracer]
        with untraced():
            assert asyncio.run(seen()) == [None, None]
        assert asyncio.run(seen()) == [tracer, tracer]
    finally:
        sys.settrace(before)
        threading.settrace(thread_before)
        DRAWING.close()


def test_threads_standing_in_for_worker_processes_run_untraced() -> None:
    """Coverage does not follow a worker process; the threads that stand in for one in the
    Discord tests (``UntracedThreads``) run their work untraced too, and leave the thread
    that asked traced."""

    def tracer(frame, event, arg):  # a tracer that traces nothing
        return None

    async def seen(pool: UntracedThreads) -> list[object]:
        in_thread = await pool.run(sys.gettrace)
        return [sys.gettrace(), in_thread]

    before, thread_before = sys.gettrace(), threading.gettrace()
    pool = UntracedThreads("stand-in")
    sys.settrace(tracer)
    threading.settrace(tracer)
    try:
        assert asyncio.run(seen(pool)) == [tracer, None]
    finally:
        sys.settrace(before)
        threading.settrace(thread_before)
        pool.close()
