"""A burst of round ends: 30 tables whose last player acts at the same moment, each waiting for
its new board. The figure is when the last of the 30 boards is ready, against the floor the
machine sets: encoding those 30 images at zlib level 1, one after another, divided by its cores.
Target: ≤ 2× the floor (the boards use every core).

Boards are drawn in the drawing processes, as the bot draws them (``bot.board_processes``): drawn in
the drawing threads, the boards' Python and the round-ending acts shared one interpreter lock,
and the last board came at 3–4× the floor here. The pipes that hand a board over cost less
than a millisecond a board; a process pool's queues and threads cost more than they freed.

Discord is faked as in ``bench.presenter`` (a channel that answers at once). The burst and its
floor alternate, round after round, so both see the same machine; the floor of each round is
the median of three encodes, and the figure the median of fourteen rounds: seven rounds of two
sets of 30 new tables (the first round of each included). A burst lasts a tenth of a second,
and this machine's speed swings within seconds (the same floor took 58 to 93 ms in one run):
with seven bursts, about one run in nine of the same code missed (12 bursts of 42 over 2×).
"""

from __future__ import annotations

import asyncio
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

from bench.gate import Verdict
from bench.machine import cores
from bench.presenter import FakeClient, _attach, _start, encode_level_1
from bench.service import _service
from bot.service import TableService
from engine import get_game
from engine.ai import choose

TABLES = 30
PLAYERS = 4
ROUNDS = 7
#: Sets of ``TABLES`` new tables, each playing ``ROUNDS`` bursts.
SERIES = 2
FLOOR_REPEATS = 3


async def burst(folder: Path) -> list[tuple[float, float]]:
    """(seconds until the last board was ready, seconds to encode the 30 boards at level 1) for
    each of ``ROUNDS`` bursts of each of ``SERIES`` sets of new tables."""
    service = await _service(folder, "burst.db")
    client = _attach(service)
    figures: list[tuple[float, float]] = []
    for series in range(SERIES):
        figures += await _rounds(service, client, first_channel=500 + series * TABLES)
    await service.close()
    await service.engine.dispose()
    return figures


async def _rounds(
    service: TableService, client: FakeClient, first_channel: int
) -> list[tuple[float, float]]:
    """``ROUNDS`` bursts of ``TABLES`` new tables."""
    game = get_game("splito")
    channels = range(first_channel, first_channel + TABLES)
    tables = [await _start(service, "splito", PLAYERS, {}, channel=n) for n in channels]
    rngs = [random.Random(n) for n in channels]
    figures: list[tuple[float, float]] = []
    for _ in range(ROUNDS):
        last_acts = []
        for n, table in enumerate(tables):  # everyone but the last player picks
            *first, last = sorted(game.waiting_for(table.state))
            for seat in first:
                action = game.action_to_json(choose(game, table.state, seat, "random", rngs[n]))
                table, _ = await service.play.act_json(
                    table.id, table.seat_at(seat).user_id, action
                )
            action = game.action_to_json(choose(game, table.state, last, "random", rngs[n]))
            last_acts.append((table, last, action))
            client.get_channel(table.channel_id).images.clear()
        started = time.perf_counter()
        done = await asyncio.gather(
            *(
                service.play.act_json(table.id, table.seat_at(seat).user_id, action)
                for table, seat, action in last_acts
            )
        )
        ready = time.perf_counter() - started
        tables = [table for table, _ in done]
        images = [image for t in tables for image in client.get_channel(t.channel_id).images]
        assert len(images) == TABLES, f"{len(images)} boards for {TABLES} round ends"
        # The floor is the median of three encodes: one alone swung by a fifth run to run.
        floor = statistics.median(encode_level_1(images) for _ in range(FLOOR_REPEATS))
        figures.append((ready, floor))
    return figures


async def main() -> int:
    verdict = Verdict("burst")
    with tempfile.TemporaryDirectory() as folder:
        figures = await burst(Path(folder))
    ratios = [ready / (encode / cores()) for ready, encode in figures]
    verdict.at_most(
        f"{TABLES} round ends at once: last board ready ÷ (level-1 encode of all ÷ cores)",
        statistics.median(ratios),
        2,
        f"{cores()} cores; last board {statistics.median(r for r, _ in figures) * 1e3:.0f} ms, "
        f"encoding all {statistics.median(e for _, e in figures) * 1e3:.0f} ms; "
        f"each burst {', '.join(f'{r:.2f}' for r in ratios)}",
    )
    return verdict.finish()


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
