"""A crash between a seat's hand-over and the AI's answer strands no table.

Starting a game, leaving it, forget-me and a drop timer each write the seat (or the dealt game)
in one transaction and the AI seats' answers in the next. A bot process is killed (SIGKILL)
right between the two, in every game; the next process's recovery moves the table on, and
finishes a forget-me cut short."""

from __future__ import annotations

import asyncio
import json
import signal
import subprocess
import sys
import textwrap
from dataclasses import dataclass

import pytest
from sqlalchemy import select

from bot.service import Player, TableService
from bot.storage.models import SeatRow
from engine import game_names, get_game
from tests.bot.conftest import FakeClock

OPERATIONS = ("start", "leave", "forget", "drop")
#: The AI that plays beside each learner: the quickest, since the games run on to their end.
OPTIONS = {"ai_level": "easy"}
DROP = {**OPTIONS, "timer": {"policy": "drop", "minutes": 1, "misses": 1}}

# One process imports the bot once, then forks a process per scenario. Each fork runs its
# operation and is killed as the AI seats' answers are about to be worked out: the call that
# follows a seat written for the AI (``advance`` with no step of its own) — after the first
# transaction has committed, before the second.
CHILD = textwrap.dedent(
    """
    import asyncio, json, os, signal, sys
    from bot.service import TableService
    from bot.service.advance import Advancer
    from bot.storage import connect

    url, scenarios = sys.argv[1], json.loads(sys.argv[2])
    advance = Advancer.advance

    async def dying(self, live, steps, state, **claim):
        if not steps:
            os.kill(os.getpid(), signal.SIGKILL)
        return await advance(self, live, steps, state, **claim)

    async def run(operation, table_id, user_id, now):
        Advancer.advance = dying
        service = TableService(connect(url), clock=lambda: now)
        await service.core.recover()
        if operation == "start":
            await service.lobbies.start(table_id, user_id)
        elif operation == "leave":
            await service.lobbies.leave(table_id, user_id)
        elif operation == "forget":
            await service.privacy.forget(user_id)
        else:
            await service.play.fire_due(now)

    ended = []
    for scenario in scenarios:
        pid = os.fork()
        if pid == 0:
            asyncio.run(run(*scenario))
            os._exit(3)  # it was not killed: the operation wrote once, or not at all
        ended.append(os.waitpid(pid, 0)[1])
    print(json.dumps([os.WTERMSIG(s) if os.WIFSIGNALED(s) else 0 for s in ended]))
    """
)


@dataclass(frozen=True)
class Scenario:
    game: str
    operation: str
    table_id: int
    learner: Player
    #: When the operation runs (a drop: once the table's deadlines fell due).
    now: float


def ai_opens(game_name: str) -> int:
    """A seed whose two-seat game waits for seat 1 (the AI's) at its deal."""
    game = get_game(game_name)
    config = game.make_config(2, {})
    return next(s for s in range(100) if 1 in game.waiting_for(game.new_game(config, s)))


async def prepare(
    service: TableService, clock: FakeClock, number: int, game: str, operation: str
) -> Scenario:
    """A two-seat table (a learner and an AI) that the operation hands to the AI."""
    learner = Player(5_000 + number, f"Learner {number}")
    # Each table's deadlines fall due alone, so that each drop fires its own table's.
    clock.advance(3600)
    table = await service.lobbies.create_lobby(
        game,
        learner,
        guild_id=1,
        channel_id=9_000 + number,
        options=DROP if operation == "drop" else OPTIONS,
        ai_seats=1,
        seed=ai_opens(game),
    )
    if operation != "start":
        await service.lobbies.start(table.id, learner.user_id)
    now = clock.now + 60 if operation == "drop" else clock.now
    return Scenario(game, operation, table.id, learner, now)


def waits_for_ai(table) -> bool:
    game = get_game(table.game)
    ai = {s.position for s in table.seats if s.is_ai}
    return table.status == "running" and bool(set(game.waiting_for(table.state)) & ai)


async def killed_between_the_writes(url: str, scenarios: list[Scenario]) -> list[int]:
    """Each scenario's operation in a process of its own, killed between its writes; the
    signal that ended each process (0: none)."""
    orders = [(s.operation, s.table_id, s.learner.user_id, s.now) for s in scenarios]
    command = [sys.executable, "-c", CHILD, url, json.dumps(orders)]
    process = await asyncio.to_thread(
        subprocess.run, command, capture_output=True, text=True, timeout=300
    )
    assert process.returncode == 0, process.stderr
    return json.loads(process.stdout.splitlines()[-1])


@pytest.mark.slow
async def test_a_table_cut_between_hand_over_and_ai_answer_moves_on_after_restart(
    service, engine, database_url, clock
):
    scenarios = [
        await prepare(service, clock, number, game, operation)
        for number, (game, operation) in enumerate(
            (game, operation) for game in game_names() for operation in OPERATIONS
        )
    ]
    before = {s.table_id: (await service.get(s.table_id)).version for s in scenarios}

    signals = await killed_between_the_writes(database_url, scenarios)
    assert signals == [signal.SIGKILL] * len(scenarios)
    restarted = TableService(engine, clock=clock)
    try:
        await restarted.core.recover()
        for scenario in scenarios:  # each was cut after its first write, before its second
            table = await restarted.get(scenario.table_id)
            assert waits_for_ai(table), scenario
            assert table.seat_at(0).is_ai == (scenario.operation != "start"), scenario
            if scenario.operation == "forget":  # handed over, not yet erased
                assert table.seat_at(0).user_id == scenario.learner.user_id

        moved = await restarted.resumer.resume()

        assert sorted(moved) == sorted(s.table_id for s in scenarios)
        for scenario in scenarios:
            table = await restarted.get(scenario.table_id)
            assert not waits_for_ai(table), scenario
            assert table.version > before[scenario.table_id], scenario
            if scenario.operation != "start":  # every seat is an AI's: it plays to the end
                assert table.status == "finished", scenario
        assert await restarted.resumer.resume() == []  # nothing left to move

        # The forget-me cut short left the member named elsewhere; the restart finishes it.
        forgotten = [s.learner.user_id for s in scenarios if s.operation == "forget"]
        assert sorted(await restarted.privacy.finish_pending()) == sorted(forgotten)
        assert await restarted.privacy.finish_pending() == []
        async with engine.connect() as conn:
            named = await conn.scalars(
                select(SeatRow.user_id).where(SeatRow.user_id.in_(forgotten))
            )
            assert list(named) == []
    finally:
        await restarted.close()


@pytest.mark.parametrize("first", ["resume", "pick"])
async def test_a_person_s_pick_racing_the_recovery_gives_the_ai_one_move(engine, clock, first):
    """A table left waiting on its AI seat at its deal; after the restart its person picks
    while recovery moves the AI: whichever comes first, the AI seat plays once per round,
    the log replays to the table, and nothing waits on the AI."""
    dealer = TableService(engine, clock=clock)
    learner = Player(7_001, "Learner")
    # The start's first write alone: the deal, no AI answer yet.
    table_id, _ = await dealer.lobbies.open_row(
        "splito", learner, guild_id=1, channel_id=9_999, options=OPTIONS, ai_seats=1, deal=True
    )
    await dealer.close()
    restarted = TableService(engine, clock=clock)
    try:
        await restarted.core.recover()
        table = await restarted.get(table_id)
        assert waits_for_ai(table)
        game = get_game("splito")
        pick = game.action_to_json(game.legal_actions(table.state, 0)[0])
        moves = [
            restarted.resumer.resume(),
            restarted.play.act_json(table_id, learner.user_id, pick),
        ]
        await asyncio.gather(*(moves if first == "resume" else moves[::-1]))
        table = await restarted.get(table_id)
        steps = await restarted.core.replay_log(table_id)
        assert len(steps) == table.version
        played = [(step.round, step.seat) for step in steps]
        assert len(played) == len(set(played)), played  # one move a seat a round
        assert (1, 0) in played and (1, 1) in played and not waits_for_ai(table)
    finally:
        await restarted.close()
