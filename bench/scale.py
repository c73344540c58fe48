"""Benchmarks of running at scale, each figure a ratio to a baseline measured in the same run.

- act on PostgreSQL: p50/p99 of an accepted act through the service, against a bare insert +
  commit of a similar row on the same server, the two interleaved (one of each, in turn);
- throughput: actions per second with 200 tables played at once, PostgreSQL against SQLite;
- start-up: loading 10,000 running tables (2,500 of each game, mid-game) from their snapshots,
  against reading their rows, on SQLite and on PostgreSQL; the replay check that follows; the
  memory a live table holds; and the same for 1,000 tables of each game on its own.

Run by ``make bench`` on a throwaway PostgreSQL server (``TEST_DATABASE_URL`` names an
existing one instead).
"""

from __future__ import annotations

import asyncio
import gc
import json
import os
import random
import statistics
import sys
import tempfile
import time
import tracemalloc
import uuid
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import psycopg
from sqlalchemy import insert, select
from sqlalchemy.engine import make_url

from bench.gate import Verdict
from bench.service import _play, _start, details, latency_figures
from bot.discordbot.prepare import settle_heap
from bot.service import Player, TableService
from bot.storage import connect, migrate
from bot.storage.db import sqlite_url
from bot.storage.models import ActionRow, SeatRow, TableRow
from engine import game_names, get_game
from engine.ai import choose

TABLES = TableRow.__table__
SEATS = SeatRow.__table__
ACTIONS = ActionRow.__table__


@asynccontextmanager
async def postgres_database(server: str) -> AsyncIterator[str]:
    """A new, empty database on the server ``server`` names; dropped afterwards."""
    admin = make_url(server).set(drivername="postgresql").render_as_string(hide_password=False)
    name = f"splitbot_bench_{uuid.uuid4().hex[:10]}"
    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    try:
        url = make_url(server).set(drivername="postgresql+psycopg", database=name)
        yield url.render_as_string(hide_password=False)
    finally:
        with psycopg.connect(admin, autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


async def service_on(url: str) -> TableService:
    engine = connect(url)
    await migrate(engine)
    return TableService(engine)


async def close(service: TableService) -> None:
    await service.close()
    await service.engine.dispose()


async def bench_postgres_act(url: str, games: int = 12) -> dict[str, float]:
    """Acts through the service, each followed by one bare insert + commit on the same server."""
    service = await service_on(url)
    plain = make_url(url).set(drivername="postgresql").render_as_string(hide_password=False)
    bare = await psycopg.AsyncConnection.connect(plain)
    await bare.execute(
        "CREATE TABLE bare_actions (id SERIAL PRIMARY KEY, table_id INT, seq INT, seat INT,"
        " action JSON, source VARCHAR(8), created_at TIMESTAMPTZ)"
    )
    await bare.commit()
    action = json.dumps({"card": "blue-4-1", "side": "left"})
    acts: list[float] = []
    inserts: list[float] = []

    async def bare_insert() -> None:
        started = time.perf_counter()
        await bare.execute(
            "INSERT INTO bare_actions (table_id, seq, seat, action, source, created_at)"
            " VALUES (%s, %s, %s, %s, %s, now())",
            (1, len(inserts), len(inserts) % 4, action, "player"),
        )
        await bare.commit()
        inserts.append(time.perf_counter() - started)

    for number in range(games):
        table = await _start(service, 4, 1000 + number, number)
        await _play(service, table, random.Random(number), acts, after_each=bare_insert)
    await bare.close()
    await close(service)
    return latency_figures(acts, inserts)


async def actions_per_second(url: str, tables: int) -> float:
    """Actions per second with ``tables`` tables of 4 played at once through one service."""
    service = await service_on(url)
    started_tables = [await _start(service, 4, 5000 + i, i) for i in range(tables)]
    before = sum(t.version for t in started_tables)
    started = time.perf_counter()
    finished = await asyncio.gather(
        *(_play(service, t, random.Random(i), None) for i, t in enumerate(started_tables))
    )
    elapsed = time.perf_counter() - started
    await close(service)
    return (sum(t.version for t in finished) - before) / elapsed


async def bench_throughput(postgres: str, folder: Path, tables: int = 200) -> dict[str, float]:
    on_sqlite = await actions_per_second(sqlite_url(folder / "throughput.db"), tables)
    on_postgres = await actions_per_second(postgres, tables)
    return {
        "tables": tables,
        "sqlite_per_s": on_sqlite,
        "postgres_per_s": on_postgres,
        "postgres_ratio": on_postgres / on_sqlite,
    }


async def mid_game_rows(
    service: TableService, number: int, games: Sequence[str]
) -> list[tuple[Any, list[Any], list[Any]]]:
    """One running table of each of ``games``, a few rounds in: its row, its seats' rows and
    its log's rows."""
    templates = []
    for index, name in enumerate(games):
        game = get_game(name)
        people = max(3, game.player_range()[0])
        host = Player(1, "p0")
        table = await service.lobbies.create_lobby(
            name, host, channel_id=number + index, seed=index
        )
        for seat in range(1, people):
            table = await service.lobbies.join(table.id, Player(1 + seat, f"p{seat}"))
        table, _ = await service.lobbies.start(table.id, host.user_id)
        rng = random.Random(index)
        for _ in range(12):
            waiting = sorted(game.waiting_for(table.state))
            if table.status != "running" or not waiting:
                break
            seat = waiting[0]
            move = game.action_to_json(choose(game, table.state, seat, "random", rng))
            table, _ = await service.play.act_json(table.id, table.seat_at(seat).user_id or 0, move)
        async with service.engine.connect() as conn:
            row = (await conn.execute(select(TABLES).where(TABLES.c.id == table.id))).one()
            seats = (await conn.execute(select(SEATS).where(SEATS.c.table_id == table.id))).all()
            log = (await conn.execute(select(ACTIONS).where(ACTIONS.c.table_id == table.id))).all()
        templates.append((row, seats, log))
    return templates


async def fill_running_tables(url: str, count: int, games: Sequence[str]) -> None:
    """``count`` running tables, copies of mid-game tables of ``games`` in turn (logs too, so
    that each replays to its snapshot)."""
    service = await service_on(url)
    templates = await mid_game_rows(service, 900_000_000, games)
    tables, seats, actions = [], [], []
    for number in range(count):
        row, seat_rows, log = templates[number % len(templates)]
        table_id = 1_000_000 + number
        values = dict(row._mapping)
        values.update(id=table_id, channel_id=table_id, place_id=table_id, guild_id=number)
        tables.append(values)
        for seat in seat_rows:
            seat_values = dict(seat._mapping)
            seat_values.pop("id")
            seats.append({**seat_values, "table_id": table_id})
        for action in log:
            action_values = dict(action._mapping)
            action_values.pop("id")
            actions.append({**action_values, "table_id": table_id})
    async with service.engine.begin() as conn:
        for rows, table in ((tables, TABLES), (seats, SEATS), (actions, ACTIONS)):
            for start in range(0, len(rows), 2000):
                await conn.execute(insert(table), rows[start : start + 2000])
    await close(service)


async def startup_ratio(
    url: str, count: int, games: Sequence[str] = tuple(game_names()), rounds: int = 3
) -> dict[str, float]:
    """Start-up (tables loaded from their snapshots) against reading their rows: ``rounds``
    pairs, each start-up right after its read, the median of their ratios; then the replay
    check of every table that follows it in the background, and memory per table."""
    await fill_running_tables(url, count, games)

    async def read_rows() -> float:
        """The baseline: a plain read of the rows start-up needs (running tables, seats)."""
        engine = connect(url)
        gc.collect()  # neither side pays for the garbage the other left
        started = time.perf_counter()
        async with engine.connect() as conn:
            (await conn.execute(select(TABLES).where(TABLES.c.status == "running"))).all()
            (await conn.execute(select(SEATS))).all()
        elapsed = time.perf_counter() - started
        await engine.dispose()
        return elapsed

    checks: list[float] = []

    async def start_up() -> float:
        engine = connect(url)
        service = TableService(engine)
        gc.collect()
        started = time.perf_counter()
        frozen = await service.core.recover(verify=False)
        elapsed = time.perf_counter() - started
        assert frozen == [] and len(service.core.live_tables) >= count, (
            frozen,
            len(service.core.live_tables),
        )
        if not checks:  # the replay check is long: once
            started = time.perf_counter()
            assert await service.core.verify_all() == []
            checks.append(time.perf_counter() - started)
        await close(service)
        return elapsed

    async def memory_per_table() -> float:
        """Bytes the live tables hold after start-up, per table (traced allocations)."""
        engine = connect(url)
        service = TableService(engine)
        tracemalloc.start()
        before = tracemalloc.take_snapshot()
        await service.core.recover(verify=False)
        after = tracemalloc.take_snapshot()
        tracemalloc.stop()
        held = sum(stat.size_diff for stat in after.compare_to(before, "filename"))
        tables = len(service.core.live_tables)
        await close(service)
        return held / tables

    async def collection_ms() -> tuple[float, float]:
        """A full garbage collection with the tables loaded: as start-up leaves them, and
        once the bot has settled its heap (``settle_heap``), in milliseconds."""
        engine = connect(url)
        service = TableService(engine)
        await service.core.recover(verify=False)
        gc.collect()
        started = time.perf_counter()
        gc.collect()
        whole = time.perf_counter() - started
        settle_heap()
        started = time.perf_counter()
        gc.collect()
        settled = time.perf_counter() - started
        gc.unfreeze()  # the bench goes on measuring
        await close(service)
        return whole * 1e3, settled * 1e3

    reads, loads = [], []
    for _ in range(rounds):
        reads.append(await read_rows())
        loads.append(await start_up())
    return {
        "tables": count,
        "read_s": statistics.median(reads),
        "startup_s": statistics.median(loads),
        # Each start-up against the read just before it, as every bench pairs its figures
        # (``bench.gate``): a read of 30 ms is easily a few milliseconds off either way.
        "ratio": statistics.median(load / read for load, read in zip(loads, reads, strict=True)),
        "replay_check_all_s": checks[0],
        "memory_per_table_kb": await memory_per_table() / 1024,
        **dict(zip(("collection_ms", "settled_collection_ms"), await collection_ms(), strict=True)),
    }


async def main() -> int:
    server = os.environ.get("TEST_DATABASE_URL", "")
    if not server:
        print("bench.scale needs a PostgreSQL server: run it through `make bench`")
        return 2
    verdict = Verdict("scale")
    keys = ("read_s", "startup_s", "replay_check_all_s", "memory_per_table_kb")
    # A full garbage collection stops the whole bot: how long, with the tables loaded, before
    # and after start-up settles the heap.
    pauses = (*keys, "collection_ms", "settled_collection_ms")
    with tempfile.TemporaryDirectory() as folder:
        base = Path(folder)
        # SQLite's figures first: the PostgreSQL server works on for a while after each of its
        # bulk loads (its log, autovacuum), and on two cores that would be measured as ours.
        for name in game_names():
            figures = await startup_ratio(
                sqlite_url(base / f"recovery-{name}.db"), 1_000, [name], rounds=9
            )
            verdict.at_most(
                f"start-up of 1,000 {name} tables on SQLite ÷ reading their rows",
                figures["ratio"],
                2,
                details(figures, *keys),
            )
        async with postgres_database(server) as url:
            act = await bench_postgres_act(url)
            verdict.note(
                "act on PostgreSQL ÷ a bare insert+commit, interleaved",
                details(act, "p50_ratio", "p99_ratio", "act_p50_ms", "bare_p50_ms"),
            )
        async with postgres_database(server) as url:
            throughput = await bench_throughput(url, base)
            verdict.note(
                "throughput, 200 tables, PostgreSQL ÷ SQLite",
                details(throughput, "postgres_ratio", "postgres_per_s", "sqlite_per_s"),
            )
        figures = await startup_ratio(sqlite_url(base / "startup.db"), 10_000)
        verdict.at_most(
            "start-up of 10,000 running tables on SQLite ÷ reading their rows",
            figures["ratio"],
            2,
            details(figures, *pauses),
        )
        async with postgres_database(server) as url:
            figures = await startup_ratio(url, 10_000)
            verdict.at_most(
                "start-up of 10,000 running tables on PostgreSQL ÷ reading their rows",
                figures["ratio"],
                2,
                details(figures, *keys),
            )
    return verdict.finish()


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
