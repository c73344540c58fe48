"""Fixtures for service tests: a migrated SQLite file, a service with a clock the test moves."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import aiohttp
import pytest

from bot.service import Event, Player, TableInfo, TableService
from bot.storage import connect, migrate
from engine import get_game


class FakeClock:
    """Epoch seconds that only move when the test says so."""

    def __init__(self, start: float = 1_800_000_000.0) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> float:
        self.now += seconds
        return self.now


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "splitbot.db"


@pytest.fixture
async def client() -> AsyncIterator[aiohttp.ClientSession]:
    """An HTTP client, as a page or a browser (the live table's tests)."""
    async with aiohttp.ClientSession() as session:
        yield session


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
async def engine(migrated_database_url: str) -> AsyncIterator[Any]:
    engine = connect(migrated_database_url)
    await migrate(engine)
    yield engine
    await engine.dispose()


@pytest.fixture
async def service(engine: Any, clock: FakeClock) -> AsyncIterator[TableService]:
    service = TableService(engine, clock=clock)
    yield service
    await service.close()


def recorded(service: TableService) -> list[Event]:
    """Every event ``service`` emits from now on, in order."""
    seen: list[Event] = []

    async def record(batch: list[Event], origin: object | None) -> None:
        seen.extend(batch)

    service.add_listener(record)
    return seen


@pytest.fixture
def events(service: TableService) -> list[Event]:
    """Every event the service emits, in order."""
    return recorded(service)


ANN, BOB, CAT, DAN = (Player(100 + i, name) for i, name in enumerate(["Ann", "Bob", "Cat", "Dan"]))


def players(count: int) -> list[Player]:
    return [Player(100 + i, f"Player {i}") for i in range(count)]


async def start_table(
    service: TableService,
    people: list[Player],
    *,
    ai_seats: int = 0,
    options: dict[str, Any] | None = None,
    seed: int = 7,
    channel_id: int = 555,
) -> TableInfo:
    """A started table with ``people`` (the first hosts) and ``ai_seats`` AIs."""
    table = await service.lobbies.create_lobby(
        "splito",
        people[0],
        guild_id=1,
        channel_id=channel_id,
        options=options,
        ai_seats=ai_seats,
        seed=seed,
    )
    for person in people[1:]:
        table = await service.lobbies.join(table.id, person)
    table, _ = await service.lobbies.start(table.id, people[0].user_id)
    return table


async def play_human_turns(
    service: TableService, table: TableInfo, rng: random.Random, *, until_round: int | None = None
) -> TableInfo:
    """Let every waiting person pick a random legal card until the game ends (or a round)."""
    game = get_game(table.game)
    while table.status == "running" and (until_round is None or table.round < until_round):
        for seat in sorted(game.waiting_for(table.state)):
            person = table.seat_at(seat)
            if person.is_ai:
                continue
            action = rng.choice(game.legal_actions(table.state, seat))
            table, _ = await service.play.act_json(
                table.id, person.user_id, game.action_to_json(action), round=table.round
            )
            if table.status != "running" or (until_round and table.round >= until_round):
                break
    return table
