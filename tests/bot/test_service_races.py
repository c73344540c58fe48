"""Races between table operations on every game: cancel, leave, start, timers and AI moves
against player actions, all at once on a real SQLite file.

Each race must end within ``HANG`` seconds (a deadlock fails the test instead of hanging the
suite), answer only with refusals, and leave a log that replays to the table's snapshot.
``SPLITBOT_RACES`` sets how many races of each kind run per game (a few in ``make test``).
"""

from __future__ import annotations

import asyncio
import os
import random
from collections.abc import Awaitable, Callable
from functools import partial
from typing import Any

import pytest
from sqlalchemy import func, select

from bot.service import Player, TableInfo, TableService, errors
from bot.storage import connect, migrate
from bot.storage.models import DeadlineRow, TableRow
from engine import game_names, get_game
from tests.bot.conftest import FakeClock

RACES = int(os.environ.get("SPLITBOT_RACES", "3"))
HANG = 30.0
TIMER = {"policy": "autoplay", "minutes": 1}
PEOPLE = [Player(200 + i, f"Racer {i}") for i in range(4)]
KINDS = ("cancel", "leave", "start", "timer", "ai", "everything")


async def settle(*operations: Awaitable[Any]) -> list[Any]:
    """Run ``operations`` at once; fail on a hang or on anything but a refusal."""
    try:
        outcomes = await asyncio.wait_for(asyncio.gather(*operations, return_exceptions=True), HANG)
    except TimeoutError:
        pytest.fail(f"a race of {len(operations)} operations hung for {HANG:g} s")
    for outcome in outcomes:
        if isinstance(outcome, BaseException) and not isinstance(outcome, errors.Refusal):
            raise outcome
    return outcomes


class Race:
    """One table of one game and the operations that can race on it."""

    def __init__(self, service: TableService, clock: FakeClock, game: str, number: int) -> None:
        self.service = service
        self.clock = clock
        self.game = get_game(game)
        self.rng = random.Random(f"{game}:{number}")
        self.channel = 10_000 + number
        self.table: TableInfo | None = None
        low, high = self.game.player_range()
        self.humans = PEOPLE[: max(2, low)]
        self.ai_seats = 1 if high > len(self.humans) else 0

    async def open(self) -> TableInfo:
        host, *guests = self.humans
        table = await self.service.lobbies.create_lobby(
            self.game.name,
            host,
            guild_id=1,
            channel_id=self.channel,
            options={"timer": TIMER},
            ai_seats=self.ai_seats,
            seed=self.rng.randrange(2**31),
        )
        for guest in guests:
            table = await self.service.lobbies.join(table.id, guest)
        self.table = table
        return table

    async def started(self) -> TableInfo:
        """A started table, a few steps into its game."""
        table = await self.open()
        table, _ = await self.service.lobbies.start(table.id, self.humans[0].user_id)
        for _ in range(self.rng.randrange(4)):
            moves = self.moves(table)
            if not moves:
                break
            await moves[0]()
            table = await self.service.get(table.id)
        self.table = table
        return table

    def moves(self, table: TableInfo) -> list[Callable[[], Awaitable[Any]]]:
        """A legal action of every person the game waits for, as seen now (not yet sent)."""
        if table.status != "running":
            return []
        moves = []
        for seat in sorted(self.game.waiting_for(table.state)):
            person = table.seat_at(seat)
            if person.is_ai or person.user_id is None:
                continue
            action = self.rng.choice(self.game.legal_actions(table.state, seat))
            moves.append(
                partial(
                    self.service.play.act_json,
                    table.id,
                    person.user_id,
                    self.game.action_to_json(action),
                    round=table.round,
                )
            )
        return moves

    def cancel(self) -> Awaitable[Any]:
        assert self.table is not None
        return self.service.lobbies.cancel(self.table.id, self.humans[0].user_id)

    def leave(self, person: Player | None = None) -> Awaitable[Any]:
        assert self.table is not None
        return self.service.lobbies.leave(self.table.id, (person or self.humans[1]).user_id)

    def timers(self) -> Awaitable[Any]:
        return self.service.play.fire_due(self.clock.now + 3600)

    def elsewhere(self) -> Awaitable[Any]:
        """A lobby in another channel: nothing of this table may hold it up."""
        return self.service.lobbies.create_lobby(
            "splito", PEOPLE[3], guild_id=1, channel_id=self.channel + 500_000
        )

    async def run(self, kind: str) -> None:
        if kind == "start":
            table = await self.open()
            lobby_operations: list[Callable[[], Awaitable[Any]]] = [
                self.cancel,
                lambda: self.service.lobbies.join(table.id, PEOPLE[3]),
                self.leave,
                lambda: self.service.lobbies.add_ai(table.id, self.humans[1].user_id),
                lambda: self.service.lobbies.remove_ai(table.id, self.humans[1].user_id),
            ]
            chosen = self.rng.sample(lobby_operations, self.rng.randrange(1, 4))
            await settle(
                self.service.lobbies.start(table.id, self.humans[0].user_id),
                *(op() for op in chosen),
            )
            table = await self.service.get(table.id)
            await settle(*(move() for move in self.moves(table)), *(op() for op in chosen[:1]))
            return
        table = await self.started()
        moves = [move() for move in self.moves(table)]
        if kind == "cancel":
            await settle(self.cancel(), *moves, self.timers())
        elif kind == "leave":
            await settle(self.leave(), *moves, self.timers())
        elif kind == "timer":
            await settle(self.timers(), *moves, self.timers())
        elif kind == "ai":
            # Both people leave while acting: AI seats play their seats at once.
            await settle(*moves, self.leave(self.humans[1]), self.leave(self.humans[0]))
        else:
            operations = [*moves, self.cancel(), self.leave(), self.timers(), self.elsewhere()]
            self.rng.shuffle(operations)
            await settle(*operations)


async def assert_sound(service: TableService, engine: Any, table_id: int) -> None:
    """The table's log replays to its snapshot, nothing is frozen, and an ended table has no
    deadline left."""
    fresh = TableService(engine)
    try:
        table = await fresh.get(table_id)
        assert table.status in ("lobby", "running", "finished", "cancelled"), table.status
        if table.config is not None:
            steps = await fresh.core.replay_log(table_id)
            assert len(steps) == table.version
            game = get_game(table.game)
            final = steps[-1].state if steps else game.new_game(table.config, 0)
            if steps:
                assert game.state_to_json(final) == game.state_to_json(table.state)
        if table.status in ("finished", "cancelled"):
            async with engine.connect() as conn:
                left = await conn.scalar(
                    select(func.count()).where(DeadlineRow.table_id == table_id)
                )
            assert left == 0
    finally:
        await fresh.close()
    # The racing service itself still answers at once.
    await asyncio.wait_for(service.get(table_id), HANG)


# AI races are traced for Splito only: each line the others run, Splito's and the other races
# trace too.
@pytest.mark.parametrize(
    ("game", "kind"),
    [
        pytest.param(
            game, kind, marks=[pytest.mark.no_cover] if kind == "ai" and game != "splito" else []
        )
        for game in game_names()
        for kind in KINDS
    ],
)
async def test_races_never_hang_and_leave_a_log_that_replays(service, engine, clock, game, kind):
    for number in range(RACES):
        race = Race(service, clock, game, number)
        await race.run(kind)
        assert race.table is not None
        await assert_sound(service, engine, race.table.id)


async def test_cancel_and_an_action_at_once_both_answer(service, engine):
    """The deadlock once seen: a cancel took the writer's lock and then the table's while an
    action took them the other way round, and every table of the bot stopped."""
    host, guest, third = PEOPLE[:3]
    game = get_game("splito")
    table = await service.lobbies.create_lobby("splito", host, channel_id=1)
    for person in (guest, third):
        table = await service.lobbies.join(table.id, person)
    table, _ = await service.lobbies.start(table.id, host.user_id)
    pick = game.action_to_json(game.legal_actions(table.state, 0)[0])
    _, acted, _ = await settle(
        service.lobbies.cancel(table.id, host.user_id),
        service.play.act_json(table.id, host.user_id, pick, round=1),
        service.lobbies.create_lobby("splito", PEOPLE[3], channel_id=2),
    )
    assert (await service.get(table.id)).status == "cancelled"
    # The action either went in before the cancel or was refused because of it.
    assert isinstance(acted, tuple | errors.GameCancelled)
    await assert_sound(service, engine, table.id)


async def test_two_services_on_one_database_apply_a_deadline_once(engine, clock):
    """Two processes' services fire the same due deadline: one applies it, the other finds it
    gone; the seat is played for once."""
    first, second = TableService(engine, clock=clock), TableService(engine, clock=clock)
    try:
        host, guest = PEOPLE[:2]
        table = await first.lobbies.create_lobby(
            "splito", host, channel_id=3, options={"timer": {"policy": "autoplay", "minutes": 1}}
        )
        await first.lobbies.join(table.id, guest)
        table, _ = await first.lobbies.start(table.id, host.user_id)
        await second.core.recover()
        game = get_game("splito")
        pick = game.action_to_json(game.legal_actions(table.state, 0)[0])
        await first.play.act_json(table.id, host.user_id, pick, round=1)
        later = clock.advance(61)
        await settle(first.play.fire_due(later), second.play.fire_due(later))
        log = await first.core.moves(table.id)
        assert [(row.seat, row.source) for row, _ in log] == [(0, "player"), (1, "timer")]
    finally:
        await first.close()
        await second.close()


@pytest.mark.no_cover  # each line it runs, another test traces too
async def test_two_services_opening_a_table_in_one_channel_open_one(database_url, clock):
    """Two processes (each its own engine and service) open a lobby in the same channel at the
    same moment, 40 times: one table each time, the other told the channel is busy."""
    engines = [connect(database_url), connect(database_url)]
    services = [TableService(e, clock=clock) for e in engines]
    try:
        await migrate(engines[0])
        for channel in range(1, 41):
            opened = await asyncio.wait_for(
                asyncio.gather(
                    *(
                        s.lobbies.create_lobby("splito", PEOPLE[i], channel_id=channel)
                        for i, s in enumerate(services)
                    ),
                    return_exceptions=True,
                ),
                timeout=30,
            )
            tables = [o for o in opened if isinstance(o, TableInfo)]
            refused = [o for o in opened if isinstance(o, errors.PlaceBusy)]
            assert len(tables) == 1 and len(refused) == 1, opened
            assert refused[0].message.args["id"] == tables[0].id
        async with engines[0].connect() as conn:
            rows = await conn.execute(
                select(TableRow.place_id, func.count()).group_by(TableRow.place_id)
            )
            assert {place: count for place, count in rows} == {c: 1 for c in range(1, 41)}
    finally:
        for service in services:
            await service.close()
        for engine in engines:
            await engine.dispose()
