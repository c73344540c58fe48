"""Several bot processes on one database: two services, each with its own engine (its own
connections, writer thread and cache), racing every operation ``RACES`` times.

On SQLite files in ``make test``; on a real PostgreSQL server in ``make test-postgres``. Each
race must end within ``HANG`` seconds and answer only with the refusals that are right (``settle``).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import AsyncIterator
from functools import partial
from typing import Any

import pytest
from sqlalchemy import func, select

from bot.service import (
    PlayedForPlayer,
    Player,
    Reminder,
    TableInfo,
    TableService,
    errors,
)
from bot.service.ratings import leaderboard_by_rating
from bot.service.shards import SHARD_SHIFT, Shards
from bot.storage import connect, journal, migrate
from bot.storage.models import DeadlineRow, SeatRow
from engine import get_game
from tests.bot.conftest import FakeClock, recorded
from tests.bot.test_service_races import settle

RACES = 40
PEOPLE = [Player(300 + i, f"Person {i}") for i in range(12)]
SPLITO = get_game("splito")


def refusals(outcomes: list[Any]) -> list[errors.Refusal]:
    return [o for o in outcomes if isinstance(o, errors.Refusal)]


class Processes:
    """Two services on one database, as two bot processes would have."""

    def __init__(self, url: str, clock: FakeClock, shards: tuple[Shards, Shards]) -> None:
        self.engines = [connect(url), connect(url)]
        self.services = [
            TableService(engine, clock=clock, shards=owner)
            for engine, owner in zip(self.engines, shards, strict=True)
        ]
        for service in self.services:  # the same two people open every table of the races
            service.lobbies_per_member = 10_000
        self.rng = random.Random(18)

    def any(self) -> TableService:
        return self.rng.choice(self.services)

    async def close(self) -> None:
        for service in self.services:
            await service.close()
        for engine in self.engines:
            await engine.dispose()


async def two_processes(
    url: str, clock: FakeClock, shards: tuple[Shards, Shards]
) -> AsyncIterator[Processes]:
    processes = Processes(url, clock, shards)
    try:
        await migrate(processes.engines[0])
        yield processes
    finally:
        await processes.close()


#: Two processes, each running one of two shards (the servers of shard 0 are the first's).
SHARDED = (Shards(2, frozenset({0})), Shards(2, frozenset({1})))
NONE = (Shards(), Shards())


@pytest.fixture
async def processes(database_url: str, clock: FakeClock) -> AsyncIterator[Processes]:
    """Two processes, each running one shard; operations go to either."""
    async for made in two_processes(database_url, clock, SHARDED):
        yield made


async def lobby(
    service: TableService, channel: int, people: list[Player], game: str = "splito", **kw: Any
) -> TableInfo:
    table = await service.lobbies.create_lobby(
        game, people[0], guild_id=1, channel_id=channel, **kw
    )
    for person in people[1:]:
        table = await service.lobbies.join(table.id, person)
    return table


@pytest.mark.no_cover  # each line it runs, another test traces too
async def test_two_joins_for_the_last_seat_seat_one(processes):
    # Split it!, the game with the fewest seats: each race's lobby is one seat from full after
    # the fewest joins (the last seat is the service's, the same in every game).
    most = get_game("splitit").player_range()[1]
    for channel in range(1, RACES + 1):
        table = await lobby(processes.services[0], channel, PEOPLE[: most - 1], game="splitit")
        late = PEOPLE[most - 1 : most + 1]
        outcomes = await settle(
            *(
                s.lobbies.join(table.id, person)
                for s, person in zip(processes.services, late, strict=True)
            )
        )
        assert [type(o) for o in refusals(outcomes)] == [errors.TableFull], outcomes
    async with processes.engines[1].connect() as conn:
        seats = await conn.execute(
            select(SeatRow.table_id, func.count()).group_by(SeatRow.table_id)
        )
        assert Counter(count for _, count in seats) == {most: RACES}


@pytest.mark.no_cover  # each line it runs, another test traces too
async def test_a_start_and_a_join_at_once_never_seat_anyone_after_the_deal(processes):
    for channel in range(1, RACES + 1):
        table = await lobby(processes.services[0], channel, PEOPLE[:2])
        _, joined = await settle(
            processes.services[0].lobbies.start(table.id, PEOPLE[0].user_id),
            processes.services[1].lobbies.join(table.id, PEOPLE[2]),
        )
        now = await processes.services[1].get(table.id)
        assert now.status == "running"
        if isinstance(joined, errors.Refusal):
            assert isinstance(joined, errors.AlreadyStarted)
            assert len(now.seats) == 2
        else:
            assert len(now.seats) == 3
        # Every seat was dealt in: a seat added after the deal would have no position.
        assert all(seat.position is not None for seat in now.seats), now.seats


@pytest.mark.parametrize("sharded", [True, False], ids=["sharded", "both-run-every-server"])
async def test_moves_through_either_process_are_never_refused(database_url, clock, sharded):
    """Each person's pick goes through a process picked at random, all picks of a round at
    once: every legal pick is taken, nothing freezes, the log replays. Also when both processes
    believe they run every server, so that each trusts a copy the other has moved past."""
    async for processes in two_processes(database_url, clock, SHARDED if sharded else NONE):
        await play_through_either(processes)


async def as_stored(processes: Processes, table_id: int) -> TableInfo:
    """The table as its row says now (what a person sees on the newest board)."""
    reader = TableService(processes.engines[0])
    try:
        return await reader.get(table_id)
    finally:
        await reader.close()


async def play_through_either(processes: Processes) -> None:
    rng = random.Random(7)
    table = await lobby(processes.services[0], 1, PEOPLE[:4])
    table, _ = await processes.services[0].lobbies.start(table.id, PEOPLE[0].user_id)
    for service in processes.services:
        await service.core.recover(verify=False)
    rounds = 0
    while table.status == "running":
        picks = []
        for seat in sorted(SPLITO.waiting_for(table.state)):
            action = rng.choice(SPLITO.legal_actions(table.state, seat))
            picks.append(
                processes.any().play.act_json(
                    table.id,
                    table.seat_at(seat).user_id or 0,
                    SPLITO.action_to_json(action),
                    round=table.round,
                )
            )
        assert refusals(await settle(*picks)) == []
        table = await as_stored(processes, table.id)
        rounds += 1
    assert table.status == "finished" and rounds >= 10
    for service in processes.services:
        steps = await service.core.replay_log(table.id)
        assert len(steps) == table.version


# Sharded untraced: each line it runs, the other case traces too.
@pytest.mark.parametrize(
    "sharded",
    [pytest.param(True, marks=pytest.mark.no_cover), False],
    ids=["sharded", "both-run-every-server"],
)
async def test_every_deadline_fires_once_across_two_processes(database_url, clock, sharded):
    """``RACES`` tables with a reminder and an autoplay on each waiting seat; both processes
    fire their timers at once, twice: each reminder is sent once, each seat played for once.
    Also when both believe they run every server (no shards set: a mistake, or a handover)."""
    async for processes in two_processes(database_url, clock, SHARDED if sharded else NONE):
        await fire_every_deadline_once(processes, clock)


async def fire_every_deadline_once(processes: Processes, clock: FakeClock) -> None:
    timer = {"policy": "autoplay", "minutes": 2}
    tables = [
        await lobby(processes.services[i % 2], i, PEOPLE[:3], options={"timer": timer})
        for i in range(1, RACES + 1)
    ]
    for table in tables:
        await processes.services[0].lobbies.start(table.id, PEOPLE[0].user_id)
    for service in processes.services:
        await service.core.recover(verify=False)
    seen = [recorded(service) for service in processes.services]
    for minutes in (1.5, 1):  # reminders due, then the autoplays
        clock.advance(minutes * 60)
        await settle(*(service.play.fire_due() for service in processes.services))
    events = seen[0] + seen[1]
    reminded = Counter((e.table.id, e.seat) for e in events if isinstance(e, Reminder))
    played = Counter((e.table.id, e.seat) for e in events if isinstance(e, PlayedForPlayer))
    every_seat = {(t.id, seat) for t in tables for seat in range(3)}
    assert reminded == dict.fromkeys(every_seat, 1)
    assert played == dict.fromkeys(every_seat, 1)
    for table in tables:
        moves = await processes.services[1].core.moves(table.id)
        assert sorted((row.seat, row.source) for row, _ in moves) == [
            (seat, "timer") for seat in range(3)
        ]
        assert (await processes.services[0].get(table.id)).status == "running"
    # The new round's deadlines are armed once per waiting seat, not once per process.
    async with processes.engines[0].connect() as conn:
        armed = await conn.execute(
            select(DeadlineRow.table_id, DeadlineRow.seat, DeadlineRow.kind, func.count()).group_by(
                DeadlineRow.table_id, DeadlineRow.seat, DeadlineRow.kind
            )
        )
        assert {count for *_, count in armed} == {1}


async def test_a_cancel_in_one_process_and_a_move_in_the_other(processes):
    """The move goes in before the cancel or is refused; a cancelled table stays cancelled."""
    for channel in range(1, RACES + 1):
        table = await lobby(processes.services[0], channel, PEOPLE[:3])
        table, _ = await processes.services[0].lobbies.start(table.id, PEOPLE[0].user_id)
        await processes.services[1].get(table.id)  # both processes hold a copy
        pick = SPLITO.action_to_json(SPLITO.legal_actions(table.state, 1)[0])
        cancelled, acted = await settle(
            processes.services[0].lobbies.cancel(table.id, PEOPLE[0].user_id),
            processes.services[1].play.act_json(table.id, PEOPLE[1].user_id, pick, round=1),
        )
        assert not isinstance(cancelled, errors.Refusal), cancelled
        assert isinstance(acted, tuple | errors.GameCancelled), acted
        for service in processes.services:
            assert (await service.get(table.id)).status == "cancelled"
        with pytest.raises(errors.GameCancelled):
            await processes.services[1].play.act_json(table.id, PEOPLE[2].user_id, pick, round=1)


def guild_of_shard(shard: int, number: int) -> int:
    """A server id that Discord puts on ``shard`` of 2."""
    return ((2 * number + shard) << SHARD_SHIFT) + number


async def test_each_process_loads_and_times_only_its_own_servers_tables(database_url, clock):
    owners = SHARDED
    async for processes in two_processes(database_url, clock, owners):
        timer = {"policy": "remind", "minutes": 1}
        by_shard: dict[int, list[int]] = {0: [], 1: []}
        for number in range(6):
            shard = number % 2
            service = processes.services[1 - shard]  # opened through the other process
            table = await service.lobbies.create_lobby(
                "splito",
                PEOPLE[0],
                guild_id=guild_of_shard(shard, number),
                channel_id=100 + number,
                options={"timer": timer},
            )
            await service.lobbies.join(table.id, PEOPLE[1])
            await service.lobbies.start(table.id, PEOPLE[0].user_id)
            by_shard[shard].append(table.id)
        restarted = [
            TableService(engine, clock=clock, shards=owner)
            for engine, owner in zip(processes.engines, owners, strict=True)
        ]
        try:
            for shard, service in enumerate(restarted):
                await service.core.recover()
                assert sorted(service.core.live_tables) == by_shard[shard]
            clock.advance(61)
            fired = await settle(*(service.play.fire_due() for service in restarted))
            for shard, events in enumerate(fired):
                assert {e.table.id for e in events} == set(by_shard[shard])
                assert len(events) == 2 * len(by_shard[shard])  # both seats reminded
            # A table of the other shard is still served, read afresh.
            other = by_shard[1][0]
            assert (await restarted[0].get(other)).status == "running"
        finally:
            for service in restarted:
                await service.close()


def test_shards_follow_discords_formula():
    shards = Shards(4, frozenset({1, 3}))
    assert [shards.shard_of(n << SHARD_SHIFT) for n in range(6)] == [0, 1, 2, 3, 0, 1]
    assert [shards.owns(n << SHARD_SHIFT) for n in range(4)] == [False, True, False, True]
    assert not shards.owns(None)  # tables outside any server belong to shard 0
    assert Shards.of(None, None).owns(12345) and Shards.of(2, None).all
    assert Shards(2, frozenset({0, 1})).all


async def test_a_leave_through_a_process_behind_keeps_the_current_rounds_deadlines(
    database_url, clock
):
    """A process whose copy is a round behind hands a seat to the AI: the deadlines stay those
    of the round the table is in, armed for the seats it waits for."""
    async for processes in two_processes(database_url, clock, NONE):
        first, behind = processes.services
        people = PEOPLE[:3]
        table = await lobby(first, 1, people, options={"timer": {"policy": "remind", "minutes": 5}})
        table, _ = await first.lobbies.start(table.id, people[0].user_id)

        picks = [SPLITO.action_to_json(SPLITO.legal_actions(table.state, s)[0]) for s in range(3)]

        await behind.play.act_json(table.id, people[0].user_id, picks[0], round=1)
        for seat in (1, 2):
            await first.play.act_json(table.id, people[seat].user_id, picks[seat], round=1)
        await behind.lobbies.leave(table.id, people[0].user_id)
        now = await as_stored(processes, table.id)
        assert now.round == 2 and now.seat_at(0).is_ai
        async with processes.engines[0].connect() as conn:
            armed = (await conn.execute(select(DeadlineRow.seat, DeadlineRow.round))).all()
        assert sorted(armed) == [(seat, 2) for seat in sorted(SPLITO.waiting_for(now.state))]
        assert {seat for seat, _ in armed} == {1, 2}


async def test_deadlines_are_rearmed_only_for_the_version_they_were_planned_for(
    database_url, clock
):
    """A copy that another process has moved past arms nothing: the newer writer armed the
    deadlines of the round it is in."""
    async for processes in two_processes(database_url, clock, NONE):
        first, behind = processes.services
        table = await lobby(
            first, 1, PEOPLE[:2], options={"timer": {"policy": "remind", "minutes": 5}}
        )
        table, _ = await first.lobbies.start(table.id, PEOPLE[0].user_id)
        stale = await behind.core._live_or_none(table.id)
        assert stale is not None
        for seat in (0, 1):
            pick = SPLITO.action_to_json(SPLITO.legal_actions(table.state, seat)[0])
            await first.play.act_json(table.id, PEOPLE[seat].user_id, pick, round=1)
        with pytest.raises(journal.VersionConflict):
            await behind.writer.submit(partial(behind.advancer.rearm, stale, stale.state))
        async with processes.engines[0].connect() as conn:
            rounds = set((await conn.execute(select(DeadlineRow.round))).scalars())
        assert rounds == {2}


async def test_two_games_ending_at_once_in_two_processes_both_rate_their_players(
    database_url, clock
):
    """Ann and Bob finish two games in the same instant, one in each process: each rating row
    counts both games. (Whether the two writes overlap is up to timing here; the overlap itself
    is forced in ``test_ratings``.)"""
    async for processes in two_processes(database_url, clock, NONE):
        first, second = processes.services
        people = PEOPLE[:2]
        tables = []
        for channel in (1, 2):
            table, _ = await first.lobbies.start(
                (await lobby(first, channel, people)).id, people[0].user_id
            )
            rng = random.Random(channel)
            # Every pick but Bob's last one.
            while not (table.round == table.state.config.rounds and table.state.picks):
                for seat in sorted(SPLITO.waiting_for(table.state)):
                    action = rng.choice(SPLITO.legal_actions(table.state, seat))
                    table, _ = await first.play.act_json(
                        table.id, table.seat_at(seat).user_id, SPLITO.action_to_json(action)
                    )
                    if table.round == table.state.config.rounds and table.state.picks:
                        break
            tables.append(table)

        def last_pick(table: TableInfo) -> dict[str, Any]:
            (seat,) = SPLITO.waiting_for(table.state)
            return SPLITO.action_to_json(SPLITO.legal_actions(table.state, seat)[0])

        outcomes = await settle(
            first.play.act_json(tables[0].id, people[1].user_id, last_pick(tables[0])),
            second.play.act_json(tables[1].id, people[1].user_id, last_pick(tables[1])),
        )
        assert refusals(outcomes) == []
        assert [(await as_stored(processes, t.id)).status for t in tables] == ["finished"] * 2
        board = await leaderboard_by_rating(processes.engines[0], 1, "splito")
        assert {r.player: r.skill.games for r in board} == {f"user:{p.user_id}": 2 for p in people}


@pytest.mark.no_cover  # each line it runs, another test traces too
async def test_two_lobbies_opened_at_once_never_pass_a_member_s_limit(processes):
    """A member at one lobby short of the limit opens two more at once, one in each process:
    one opens, the other is refused (each process counted before the other's insert)."""
    host = PEOPLE[0]
    for service in processes.services:
        service.lobbies_per_member = 2
    for race in range(RACES):
        guild = 1000 + race  # a server of its own each time: a fresh count
        first, second, third = (race * 3 + n for n in range(1, 4))
        await processes.services[0].lobbies.create_lobby(
            "splito", host, guild_id=guild, channel_id=first
        )
        outcomes = await settle(
            processes.services[0].lobbies.create_lobby(
                "splito", host, guild_id=guild, channel_id=second
            ),
            processes.services[1].lobbies.create_lobby(
                "splito", host, guild_id=guild, channel_id=third
            ),
        )
        assert [o.message.key for o in refusals(outcomes)] == ["refusal-too-many-lobbies"], (
            race,
            outcomes,
        )
