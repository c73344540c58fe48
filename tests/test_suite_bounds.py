"""The suite's own guards: a test that hangs fails at a bound instead of holding the run, and
work set aside from coverage tracing really runs untraced."""

from __future__ import annotations

import asyncio
import sys
import threading

import pytest

from bot.workers import DRAWING
from tests.tracing import untraced


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
