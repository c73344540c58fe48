"""The replay desk: a finished game's replay is drawn once, shared while it is drawn, and a
server draws one at a time; the kept replays stay within their bytes."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

import pytest

from bot.discordbot.replaydesk import ReplayDesk
from bot.service import errors


@dataclass(frozen=True)
class Drawn:
    name: str
    size: int = 10


class Drawing:
    """A draw that waits until let go, counting its calls."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.calls = 0
        self.go = asyncio.Event()

    async def __call__(self) -> Drawn:
        self.calls += 1
        await self.go.wait()
        return Drawn(self.name)


async def test_a_replay_is_drawn_once_and_shared_while_it_is_drawn():
    desk: ReplayDesk[Drawn] = ReplayDesk()
    draw = Drawing("game 1")
    first = asyncio.create_task(desk.get("game 1", 7, draw))
    second = asyncio.create_task(desk.get("game 1", 7, draw))
    await asyncio.sleep(0)
    desk.check_room("game 1", 7)  # the one being drawn may be asked for again
    draw.go.set()
    assert await first == await second == Drawn("game 1")
    assert await desk.get("game 1", 7, draw) == Drawn("game 1")  # kept: a lookup
    assert draw.calls == 1


async def test_a_server_draws_one_replay_at_a_time_and_others_are_not_held_up():
    desk: ReplayDesk[Drawn] = ReplayDesk(per_server=1)
    long = Drawing("game 1")
    drawing = asyncio.create_task(desk.get("game 1", 7, long))
    await asyncio.sleep(0)
    with pytest.raises(errors.Refusal) as refused:
        desk.check_room("game 2", 7)
    assert refused.value.message.key == "refusal-replay-busy"
    with pytest.raises(errors.Refusal):
        await desk.get("game 2", 7, Drawing("game 2"))
    other = Drawing("game 3")
    other.go.set()
    assert await desk.get("game 3", 8, other) == Drawn("game 3")  # another server
    long.go.set()
    await drawing
    done = Drawing("game 2")
    done.go.set()
    assert await desk.get("game 2", 7, done) == Drawn("game 2")  # room again


async def test_a_failed_or_cancelled_drawing_leaves_room_and_keeps_nothing():
    desk: ReplayDesk[Drawn] = ReplayDesk()

    async def broken() -> Drawn:
        raise RuntimeError("the worker died")

    with pytest.raises(RuntimeError):
        await desk.get("game 1", 7, broken)
    stuck = Drawing("game 1")
    task = asyncio.create_task(desk.get("game 1", 7, stuck))
    await asyncio.sleep(0)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    fine = Drawing("game 1")
    fine.go.set()
    assert await desk.get("game 1", 7, fine) == Drawn("game 1")
    assert fine.calls == 1


@pytest.mark.parametrize(("kept_bytes", "kept"), [(29, 2), (30, 3), (31, 3)])
async def test_kept_replays_stay_within_their_bytes_the_least_recent_going_first(kept_bytes, kept):
    desk: ReplayDesk[Drawn] = ReplayDesk(kept_bytes=kept_bytes)
    for name in ("a", "b", "c"):
        draw = Drawing(name)
        draw.go.set()
        await desk.get(name, 1, draw)
    again = Drawing("a")
    again.go.set()
    await desk.get("a" if kept == 3 else "c", 1, again)  # a lookup, no drawing
    assert again.calls == 0
    assert len(desk._kept) == kept


async def test_forgetting_drops_every_replay_kept():
    desk: ReplayDesk[Drawn] = ReplayDesk()
    draw = Drawing("a")
    draw.go.set()
    await desk.get("a", 1, draw)
    desk.forget()
    await desk.get("a", 1, draw)
    assert draw.calls == 2
