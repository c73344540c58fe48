"""Turn timers act when they fall due, not at the timers' next tick (every 10 seconds)."""

from __future__ import annotations

import pytest

from tests.discord.conftest import board, pick, start_game
from tests.discord.texts import text_of


@pytest.mark.no_cover  # each line it runs, another test traces too
async def test_a_reminder_and_an_autoplay_come_when_due_between_two_ticks(world):
    await world.env.advance_time(3)  # the game starts 3 s after a tick: its deadlines fall between
    thread = await start_game(world, ["ann", "bob"], timer="autoplay", timer_minutes=0.5)
    bob = world.members["bob"]
    await pick(world, "ann", thread)

    def reminders() -> list[str]:
        return [text_of(m) for m in thread.history() if text_of(m).startswith(f"⏰ <@{bob.id}>")]

    await world.env.advance_time(14.5)  # 17.5 s: the reminder is due at 18 s
    assert reminders() == []
    await world.env.advance_time(1)  # 18.5 s: due, and the next tick only comes at 20 s
    assert len(reminders()) == 1
    assert "round 1/" in text_of(board(thread))
    await world.env.advance_time(15)  # 33.5 s: the AI has played for Bob, 6.5 s before a tick
    assert "round 2/" in text_of(board(thread))
