"""Bounded pools of worker threads, one per kind of blocking work, so that a burst of one kind
cannot starve another: drawing images (the Discord layer) and engine work (AI moves, replay
checks; the service). Each keeps its work off the event loop.
"""

from __future__ import annotations

import asyncio
import contextvars
import os
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from functools import partial
from typing import Any, TypeVar

from bot.metrics import WORK_SECONDS, WORK_WAITING

T = TypeVar("T")


def default_workers() -> int:
    """One worker per core, at least two (Pillow and zlib release the GIL while they work)."""
    return max(2, os.cpu_count() or 1)


class Pool:
    """A fixed number of threads for one kind of work; started on first use."""

    def __init__(self, name: str, workers: int | None = None) -> None:
        self.name = name
        self.workers = workers or default_workers()
        self._executor: ThreadPoolExecutor | None = None

    async def run(self, function: Callable[..., T], *args: Any) -> T:
        """``function(*args)`` in one of the pool's threads (with the caller's context vars)."""
        if self._executor is None:
            self._executor = ThreadPoolExecutor(self.workers, thread_name_prefix=self.name)
        context = contextvars.copy_context()
        call = partial(context.run, self._timed, function, *args)
        WORK_WAITING.labels(self.name).inc()
        try:
            return await asyncio.get_running_loop().run_in_executor(self._executor, call)
        finally:
            WORK_WAITING.labels(self.name).dec()

    def _timed(self, function: Callable[..., T], *args: Any) -> T:
        started = time.perf_counter()
        try:
            return function(*args)
        finally:
            WORK_SECONDS.labels(self.name).observe(time.perf_counter() - started)

    def close(self) -> None:
        """Let running work finish and release the threads (a later ``run`` starts anew)."""
        if self._executor is not None:
            self._executor.shutdown(wait=True, cancel_futures=True)
            self._executor = None


#: Images: boards, hands, previews.
DRAWING = Pool("draw")
