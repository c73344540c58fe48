"""The deadlines' waker: it sleeps until the next deadline, looks again when a timed table
changes, and applies what fell due."""

from __future__ import annotations

import asyncio
import contextlib

from bot.discordbot.deadlines import DeadlineWaker
from bot.service import Reminder
from tests.bot.conftest import ANN, BOB, recorded, start_table

HANG = 10.0


class Alarm:
    """The waker's sleep, driven by the test: each wait is recorded, and ends when the waker
    is woken (as the client's event would) or when the test lets the time pass."""

    def __init__(self) -> None:
        self.asked: list[float] = []
        self.asleep = asyncio.Event()
        self._end: asyncio.Future[bool] | None = None

    async def wait(self, seconds: float) -> None:
        self.asked.append(seconds)
        self._end = asyncio.get_running_loop().create_future()
        self.asleep.set()
        try:
            timed_out = await self._end
        finally:
            self.asleep.clear()
        if timed_out:
            raise TimeoutError

    def wake(self) -> None:
        if self._end is not None and not self._end.done():
            self._end.set_result(False)

    def time_passes(self) -> None:
        assert self._end is not None
        self._end.set_result(True)

    async def next_sleep(self) -> float:
        """The length of the waker's next sleep, once it sleeps."""
        await asyncio.sleep(0)
        await asyncio.wait_for(self.asleep.wait(), HANG)
        return self.asked[-1]


async def test_a_timed_table_s_first_deadline_wakes_it_and_is_applied_when_due(service, clock):
    alarm, stopped = Alarm(), False
    waker = DeadlineWaker(
        service,
        clock,
        wait=alarm.wait,
        wake=alarm.wake,
        ticking=contextlib.nullcontext,
        stopping=lambda: stopped,
        longest_sleep=100,
    )
    service.add_listener(waker.on_events)
    events = recorded(service)
    running = asyncio.create_task(waker.run())
    try:
        assert await alarm.next_sleep() == 100  # nothing is due: the longest sleep
        remind = {"timer": {"policy": "remind", "minutes": 1}}
        await start_table(service, [ANN, BOB], options=remind)
        assert await alarm.next_sleep() == 60  # woken by the start: until the reminders
        clock.advance(60)
        alarm.time_passes()
        assert await alarm.next_sleep() == 100  # applied; nothing else is due
        reminded = [event.seat for event in events if isinstance(event, Reminder)]
        assert sorted(reminded) == [0, 1]
    finally:
        stopped = True
        alarm.wake()
        await asyncio.wait_for(running, HANG)
