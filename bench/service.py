"""Table service benchmarks, each against a baseline measured in the same run.

- act latency: p50/p99 of an accepted act through the service on a SQLite file, against a bare
  aiosqlite insert + commit of a similar row, the two interleaved (targets: p50 ≤ 2×, ≤ 2.5×
  with a turn timer; p99 ≤ 5×);
- the first act on a table after a restart (it waits for the table's replay check);
- throughput: actions per second with 500 tables played at once (target ≥ 1,000/s);
- recovery: loading (and replay-checking) 1,000 running tables, against just reading their rows
  (target ≤ 2×);
- AI: one greedy seat against random ones over 200 seeded games: Splito with 4 players,
  Split it! with 3 (target: greedy wins ≥ 60%); Splitter solo means of both policies over 500
  seeded games per pad (target: greedy ≥ 1.5 × random); Serendipity, 1 greedy vs 1 random over
  200 seeded games (target ≥ 60%).
"""

from __future__ import annotations

import asyncio
import gc
import json
import random
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import aiosqlite
from sqlalchemy import select

from bench.gate import Verdict
from bot.service import Player, TableService
from bot.storage import connect, migrate
from bot.storage.db import sqlite_url
from bot.storage.models import SeatRow, TableRow
from engine import get_game
from engine.ai import choose, greedy_win_rate, play_game

GAME = get_game("splito")


def percentile(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


async def _service(folder: Path, name: str) -> TableService:
    engine = connect(sqlite_url(folder / name))
    await migrate(engine)
    return TableService(engine)


#: A turn timer as players set it: a reminder at half time, then the AI plays for the seat.
AUTOPLAY = {"timer": {"policy": "autoplay", "minutes": 5}}


async def _start(
    service: TableService,
    people: int,
    channel: int,
    seed: int,
    options: dict[str, Any] | None = None,
):
    host = Player(channel * 10, "p0")
    table = await service.lobbies.create_lobby(
        "splito", host, channel_id=channel, seed=seed, options=options
    )
    for i in range(1, people):
        table = await service.lobbies.join(table.id, Player(channel * 10 + i, f"p{i}"))
    table, _ = await service.lobbies.start(table.id, host.user_id)
    return table


async def _play(
    service: TableService,
    table,
    rng: random.Random,
    samples: list[float] | None,
    after_each: Callable[[], Awaitable[None]] | None = None,
):
    """Every person picks at random until the game ends; time each accepted act (and run
    ``after_each`` after it: an interleaved baseline)."""
    while table.status == "running":
        for seat in sorted(GAME.waiting_for(table.state)):
            action = GAME.action_to_json(choose(GAME, table.state, seat, "random", rng))
            user = table.seat_at(seat).user_id
            started = time.perf_counter()
            table, _ = await service.play.act_json(table.id, user, action, round=table.round)
            if samples is not None:
                samples.append(time.perf_counter() - started)
            if after_each is not None:
                await after_each()
    return table


async def bench_act_latency(
    folder: Path, options: dict[str, Any] | None = None
) -> dict[str, float]:
    """Acts through the service, each followed by one bare aiosqlite insert + commit of a
    similar row on a file of its own: the baseline sees the same machine load as the subject.
    ``options``: the tables' (a turn timer, say)."""
    name = "latency-timer.db" if options else "latency.db"
    service = await _service(folder, name)
    action = json.dumps({"card": "blue-4-1", "side": "left"})
    acts: list[float] = []
    bare: list[float] = []
    async with aiosqlite.connect(folder / f"bare-{name}") as db:
        await db.execute("PRAGMA journal_mode=WAL")
        await db.execute("PRAGMA synchronous=NORMAL")
        await db.execute(
            "CREATE TABLE actions (id INTEGER PRIMARY KEY, table_id INT, seq INT, seat INT,"
            " action TEXT, source TEXT, created_at TEXT)"
        )
        await db.commit()

        async def bare_insert() -> None:
            started = time.perf_counter()
            await db.execute(
                "INSERT INTO actions (table_id, seq, seat, action, source, created_at)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (1, len(bare), len(bare) % 4, action, "player", "2026-01-01T00:00:00"),
            )
            await db.commit()
            bare.append(time.perf_counter() - started)

        for game_number in range(12):
            table = await _start(service, 4, 1000 + game_number, game_number, options)
            await _play(service, table, random.Random(game_number), acts, after_each=bare_insert)
    await service.close()
    await service.engine.dispose()
    return latency_figures(acts, bare)


def latency_figures(acts: list[float], bare: list[float]) -> dict[str, float]:
    """p50 and p99 of acts and of their baseline (seconds in), in ms and as ratios."""
    act50, act99 = percentile(acts, 0.5), percentile(acts, 0.99)
    bare50, bare99 = percentile(bare, 0.5), percentile(bare, 0.99)
    return {
        "acts": len(acts),
        "act_p50_ms": act50 * 1e3,
        "act_p99_ms": act99 * 1e3,
        "bare_p50_ms": bare50 * 1e3,
        "bare_p99_ms": bare99 * 1e3,
        "p50_ratio": act50 / bare50,
        "p99_ratio": act99 / bare99,
    }


async def bench_throughput(folder: Path, tables: int = 500) -> dict[str, float]:
    service = await _service(folder, "throughput.db")
    started_tables = [await _start(service, 4, 5000 + i, i) for i in range(tables)]
    before = sum(t.version for t in started_tables)
    started = time.perf_counter()
    finished = await asyncio.gather(
        *(_play(service, t, random.Random(i), None) for i, t in enumerate(started_tables))
    )
    elapsed = time.perf_counter() - started
    actions = sum(t.version for t in finished) - before
    await service.close()
    await service.engine.dispose()
    return {
        "tables": tables,
        "actions": actions,
        "seconds": elapsed,
        "per_second": actions / elapsed,
    }


async def _mid_game_tables(folder: Path, name: str, tables: int, first_channel: int) -> list[int]:
    """``tables`` 4-player Splito games left mid-way (round 7), so that loading them has a real
    log to replay; their ids."""
    service = await _service(folder, name)
    ids = []
    for i in range(tables):
        table = await _start(service, 4, first_channel + i, i)
        rng = random.Random(i)
        while table.round < 7:
            for seat in sorted(GAME.waiting_for(table.state)):
                action = GAME.action_to_json(choose(GAME, table.state, seat, "random", rng))
                table, _ = await service.play.act_json(
                    table.id, table.seat_at(seat).user_id, action
                )
        ids.append(table.id)
    await service.close()
    await service.engine.dispose()
    return ids


async def bench_recovery(folder: Path, tables: int = 1000) -> dict[str, float]:
    path = folder / "recovery.db"
    await _mid_game_tables(folder, "recovery.db", tables, first_channel=20000)

    async def read_rows() -> float:
        """The baseline: a plain read of the rows recovery needs (running tables, their seats)."""
        engine = connect(sqlite_url(path))
        gc.collect()  # neither side pays for the garbage the other left
        started = time.perf_counter()
        async with engine.connect() as conn:
            (
                await conn.execute(select(TableRow.__table__).where(TableRow.status == "running"))
            ).all()
            (await conn.execute(select(SeatRow.__table__))).all()
        elapsed = time.perf_counter() - started
        await engine.dispose()
        return elapsed

    async def recover() -> tuple[float, float]:
        engine = connect(sqlite_url(path))
        fresh = TableService(engine)
        gc.collect()
        started = time.perf_counter()
        await fresh.core.recover(verify=False)
        loaded = time.perf_counter() - started
        started = time.perf_counter()
        frozen = await fresh.core.verify_all()
        verified = time.perf_counter() - started
        assert frozen == [], frozen
        await fresh.close()
        await engine.dispose()
        return loaded, verified

    reads = [await read_rows() for _ in range(3)]
    recoveries = [await recover() for _ in range(3)]
    read = min(reads)
    load = min(r[0] for r in recoveries)
    verify = min(r[1] for r in recoveries)
    return {
        "tables": tables,
        "read_s": read,
        "startup_load_s": load,
        "ratio": load / read,
        "replay_check_all_s": verify,
    }


async def bench_first_act_after_restart(folder: Path, tables: int = 200) -> dict[str, float]:
    """The first act on each table after a restart (it loads nothing: start-up did; it waits
    for the table's replay check), against a second act on the same table and against a bare
    insert + commit, each measured right after it."""
    path = folder / "restart.db"
    game_ids = await _mid_game_tables(folder, "restart.db", tables, first_channel=40000)

    engine = connect(sqlite_url(path))
    fresh = TableService(engine)
    await fresh.core.recover(verify=False)  # as the bot starts: the checks run before each table's
    first: list[float] = []
    second: list[float] = []
    bare: list[float] = []
    rng = random.Random(0)
    async with aiosqlite.connect(folder / "bare-restart.db") as db:
        await db.execute("PRAGMA journal_mode=WAL")
        await db.execute("PRAGMA synchronous=NORMAL")
        await db.execute("CREATE TABLE actions (id INTEGER PRIMARY KEY, action TEXT)")
        await db.commit()
        for table_id in game_ids:
            table = await fresh.get(table_id)
            for samples in (first, second):
                seat = min(GAME.waiting_for(table.state))
                action = GAME.action_to_json(choose(GAME, table.state, seat, "random", rng))
                started = time.perf_counter()
                table, _ = await fresh.play.act_json(table.id, table.seat_at(seat).user_id, action)
                samples.append(time.perf_counter() - started)
            started = time.perf_counter()
            await db.execute("INSERT INTO actions (action) VALUES (?)", ('{"card": 1}',))
            await db.commit()
            bare.append(time.perf_counter() - started)
    await fresh.close()
    await engine.dispose()
    return {
        "tables": tables,
        "first_p50_ms": percentile(first, 0.5) * 1e3,
        "first_p99_ms": percentile(first, 0.99) * 1e3,
        "second_p50_ms": percentile(second, 0.5) * 1e3,
        "bare_p50_ms": percentile(bare, 0.5) * 1e3,
        "first_vs_second_p50": percentile(first, 0.5) / percentile(second, 0.5),
        "first_vs_bare_p50": percentile(first, 0.5) / percentile(bare, 0.5),
    }


def bench_ai(name: str, players: int, games: int = 200) -> dict[str, float]:
    rate = greedy_win_rate(get_game(name), players=players, games=games)
    return {"games": games, "greedy_win_rate": rate}


def bench_splitter_solo(games: int = 500) -> dict[str, float]:
    """Mean solo scores of the random and greedy policies on pads A and B (target: greedy's
    mean ≥ 1.5 × random's on each pad)."""
    game = get_game("splitter")
    figures: dict[str, float] = {"games": games}
    for pad in ("A", "B"):
        for policy in ("random", "greedy"):
            config = game.make_config(1, {"pad": pad})
            scores = [
                game.result(play_game(game, config, seed, [policy])).players[0].score.total
                for seed in range(games)
            ]
            figures[f"{pad}_{policy}_mean"] = sum(scores) / games
        figures[f"{pad}_ratio"] = figures[f"{pad}_greedy_mean"] / figures[f"{pad}_random_mean"]
    return figures


def details(figures: dict[str, Any], *keys: str) -> str:
    return ", ".join(
        f"{key} {figures[key]:.3g}" if isinstance(figures[key], float) else f"{key} {figures[key]}"
        for key in keys
    )


async def main() -> int:
    verdict = Verdict("service")
    with tempfile.TemporaryDirectory() as folder:
        base = Path(folder)
        for label, options, p50_target in (("", None, 2.0), (", autoplay timer", AUTOPLAY, 2.5)):
            figures = await bench_act_latency(base, options)
            shown = details(figures, "acts", "act_p50_ms", "bare_p50_ms", "act_p99_ms")
            verdict.at_most(
                f"act p50{label} ÷ bare insert+commit", figures["p50_ratio"], p50_target, shown
            )
            verdict.at_most(
                f"act p99{label} ÷ bare p99",
                figures["p99_ratio"],
                5,
                details(figures, "act_p99_ms", "bare_p99_ms"),
            )
        restart = await bench_first_act_after_restart(base)
        verdict.note(
            "first act after a restart, with its replay check",
            details(restart, "first_p50_ms", "first_p99_ms", "second_p50_ms", "bare_p50_ms"),
        )
        throughput = await bench_throughput(base)
        verdict.at_least(
            "actions per second, 500 tables at once",
            throughput["per_second"],
            1000,
            details(throughput, "actions", "seconds"),
        )
        recovery = await bench_recovery(base)
        verdict.at_most(
            "start-up load of 1000 running tables ÷ reading their rows",
            recovery["ratio"],
            2,
            details(recovery, "read_s", "startup_load_s", "replay_check_all_s"),
        )
    for name, players, label in (
        ("splito", 4, "AI Splito, greedy's win rate against 3 random"),
        ("splitit", 3, "AI Split it!, greedy's win rate against 2 random"),
        ("serendipity", 2, "AI Serendipity, greedy's win rate against 1 random"),
    ):
        verdict.at_least(label, bench_ai(name, players)["greedy_win_rate"], 0.6)
    solo = bench_splitter_solo()
    for pad in ("A", "B"):
        verdict.at_least(
            f"AI Splitter solo, pad {pad}: greedy's mean ÷ random's",
            solo[f"{pad}_ratio"],
            1.5,
            details(solo, f"{pad}_greedy_mean", f"{pad}_random_mean"),
        )
    return verdict.finish()


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
