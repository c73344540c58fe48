"""Bounded pools of workers, one per kind of blocking work, so that a burst of one kind cannot
starve another: drawing images (the Discord layer) and engine work (AI moves, replay checks;
the service) in threads; work someone asked for once (a whole game's replay) in a process of
its own, where it holds neither a thread nor the GIL that boards wait for. Each keeps its work
off the event loop.
"""

from __future__ import annotations

import asyncio
import contextvars
import multiprocessing
import multiprocessing.context
import os
import signal
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from functools import partial
from multiprocessing import forkserver
from pathlib import Path
from typing import Any, TypeVar

import engine
import render
from bot import i18n
from bot.metrics import WORK_SECONDS, WORK_WAITING
from engine import GameRules
from render.images import GameImages

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


class ProcessLane:
    """A fixed number of worker processes for work someone asked for once; started on first
    use, then kept.

    Workers are forked from a fork server: a process of its own that imports ``preload`` once
    (``prepare`` starts it as the bot starts), so that a worker is ready at once instead of
    importing the bot anew. The server itself is a fresh interpreter, never a fork of the bot:
    a fork of a process with threads may inherit a held lock.
    """

    def __init__(self, name: str, workers: int = 1, preload: Sequence[str] = ()) -> None:
        self.name = name
        self.workers = workers
        self.preload = list(preload)
        self._executor: ProcessPoolExecutor | None = None
        #: The added games the processes were started with (see ``start_worker``).
        self._games: tuple[Any, ...] = ()

    async def run(self, function: Callable[..., T], *args: Any) -> T:
        """``function(*args)`` in one of the lane's processes (function and arguments are
        pickled: a module-level function and plain data)."""
        games = (engine.added_games(), render.added_images(), i18n.added_catalogs())
        if self._executor is not None and games != self._games:
            # A game was added or removed since the processes started: new ones get it (work
            # under way in the old ones finishes on its own).
            self._executor.shutdown(wait=False)
            self._executor = None
        if self._executor is None:
            self._executor = ProcessPoolExecutor(
                self.workers,
                mp_context=self._context(),
                initializer=start_worker,
                # Games added from outside the bot's packages are given by reference (their
                # modules are imported again in the worker).
                initargs=games,
            )
            self._games = games
        WORK_WAITING.labels(self.name).inc()
        try:
            call = partial(timed_call, function, *args)
            seconds, result = await asyncio.get_running_loop().run_in_executor(self._executor, call)
        except BrokenProcessPool:  # a worker died (killed, out of memory): start anew next time
            self._executor = None
            raise
        finally:
            WORK_WAITING.labels(self.name).dec()
        WORK_SECONDS.labels(self.name).observe(seconds)
        return result

    def close(self) -> None:
        """Let running work finish and end the processes (a later ``run`` starts anew)."""
        if self._executor is not None:
            self._executor.shutdown(wait=True, cancel_futures=True)
            self._executor = None

    def prepare(self) -> None:
        """Start the fork server now: it imports the lane's modules while the bot starts (in a
        process of its own, waited for by nobody), and the first job finds it ready."""
        self._context()
        forkserver.ensure_running()

    def _context(self) -> multiprocessing.context.ForkServerContext:
        return forkserver_context(self.preload)


def forkserver_context(preload: Sequence[str] = ()) -> multiprocessing.context.ForkServerContext:
    """Processes forked from the fork server, which imports ``preload`` as it starts (one
    server for every lane of the bot: the first lane to start it chooses)."""
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload(list(preload))
    return context


def start_worker(
    games: list[GameRules],
    images: dict[str, GameImages],
    catalogs: list[Path],
) -> None:
    """In a new worker process: the bot's added games too (rules, images, words), and
    Ctrl-C ignored."""
    leave_ctrl_c_to_the_bot()
    for rules in games:
        engine.add_game(rules)
    for drawn in images.values():
        render.add_images(drawn)
    for folder in catalogs:
        i18n.add_catalogs(folder)


def leave_ctrl_c_to_the_bot() -> None:
    """In a new worker process: ignore Ctrl-C. A terminal sends it to every process of the
    group; the bot stops cleanly and ends its workers itself, with no traceback from them."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def timed_call(function: Callable[..., T], *args: Any) -> tuple[float, T]:
    """``function(*args)`` and the seconds it took (measured where it ran)."""
    started = time.perf_counter()
    result = function(*args)
    return time.perf_counter() - started, result


#: Images: boards, hands, previews.
DRAWING = Pool("draw")
#: Whole games' replays, asked for once by a member: apart from the boards players wait for.
REPLAYS = ProcessLane("replay", preload=["bot.discordbot.replay"])
