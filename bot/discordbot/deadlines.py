"""Turn timers applied at their due time, not at the next tick of a poll.

The timers' tick (every ``TIMER_POLL_SECONDS``) applies whatever fell due; alone, it made a
reminder or an autoplay up to a tick late (a third of a 30-second timer). ``DeadlineWaker``
sleeps until the next deadline of this process's tables and applies it then. A move at a timed
table may arm an earlier one: the service's events wake it to look again. The tick stays, as
the safety net for a failed attempt, a deadline armed by another process, a missed wake.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Awaitable, Callable, Sequence
from contextlib import AbstractContextManager

from bot.service import Event, TableService

log = logging.getLogger(__name__)


class DeadlineWaker:
    """Applies each deadline when it falls due (run ``run`` as a task)."""

    def __init__(
        self,
        service: TableService,
        clock: Callable[[], float],
        *,
        wait: Callable[[float], Awaitable[object]],
        wake: Callable[[], None],
        ticking: Callable[[], AbstractContextManager[None]],
        stopping: Callable[[], bool],
        longest_sleep: float,
    ) -> None:
        """``wait(seconds)`` returns when ``wake()`` is called, or raises TimeoutError after
        ``seconds`` (the client's ``wait_for`` on an event of its own, which its tests' clock
        drives)."""
        self.service = service
        self.clock = clock
        self.wait = wait
        self.wake = wake
        #: Held while deadlines are applied: a stop waits for it.
        self.ticking = ticking
        self.stopping = stopping
        #: The longest it sleeps without looking again.
        self.longest_sleep = longest_sleep
        self._changed = False  # since the next deadline was last looked up
        #: The due time it last tried: a deadline that failed waits for the tick, not a loop.
        self._tried: float | None = None

    async def on_events(self, events: Sequence[Event], origin: object | None = None) -> None:
        """A service listener: a change at a timed table may have armed an earlier deadline
        (whoever asked for it)."""
        if any(event.table.timer.policy != "off" for event in events):
            self._changed = True
            self.wake()

    async def run(self) -> None:
        """Sleep until the next deadline (or a change), apply what is due, again."""
        while not self.stopping():
            self._changed = False
            due = await self._next_due()
            if self._changed:
                continue  # a change came while it looked: look again
            sleep = self.longest_sleep
            if due is not None and due != self._tried:
                sleep = min(sleep, max(0.0, due - self.clock()))
            with contextlib.suppress(TimeoutError):
                await self.wait(sleep)
            if self.stopping() or due is None or due == self._tried or self.clock() < due:
                continue
            self._tried = due
            with self.ticking():
                try:
                    await self.service.play.fire_due()
                except Exception:  # the tick applies it later, and says what went wrong
                    log.debug("a deadline due now failed; the timers' tick tries again")

    async def _next_due(self) -> float | None:
        try:
            return await self.service.play.next_deadline()
        except Exception:  # the database is out of reach: the tick says so, once
            return None
