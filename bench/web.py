"""The live table under load: 200 pages open across 50 Splito tables, in a process of their
own (``bench.web_pages``), against the bot's real web server and service on SQLite.

- push: from the moment a move is applied (the service tells its listeners) until every
  other open page of that table has its new frame in its socket (the kernel's receive
  timestamp: ``bench.web_pages``), p99 over moves at random tables, against a bare websocket
  echo round trip between the same two processes, timed alike and interleaved (target p99 ≤
  3×), in five runs whose median ratio is the figure (a p99 of 300 moves is its three
  slowest: one run alone is mostly the machine's scheduling); the same until the pages'
  process read each frame, and the round ends apart, are told beside;
- memory: what 1,000 open pages hold in the bot (Python allocations, tracemalloc), per page
  (target ≤ 50 KB);
- first paint: a seat's page in Debian's Chromium (its own process, ``bench.web_paint``), from
  navigation until the board is drawn and painted, against a static page of the same bytes (the
  drawn page itself, padded to every byte the live page fetched) from the same server, in
  fresh browser contexts, interleaved (target p50 ≤ 2×).
"""

from __future__ import annotations

import asyncio
import contextvars
import json
import random
import sys
import tempfile
import time
import tracemalloc
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from aiohttp import web

from bench.gate import Verdict
from bench.service import _service, percentile
from bot.discordbot.prepare import settle_heap, warm_up
from bot.service import Player, TableService
from bot.web import WebSettings
from bot.web.games import PAGES
from bot.web.server import WebTable
from engine import get_game

SPLITO = get_game("splito")
TABLES, SEATS, MOVES, MANY, PAINTS = 50, 4, 300, 1_000, 25
#: Runs of ``MOVES`` moves, each its own ratio: the verdict is their median.
BATCHES = 5
#: Where the first-paint figure's static page is served, beside the live page.
STATIC_PAGE = "/static/bench-static.html"


async def _process(module: str) -> asyncio.subprocess.Process:
    """``python -m module``, spoken to on stdin, answering on stdout (a drawn page is one
    long line)."""
    return await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        module,
        stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE,
        limit=1 << 24,
    )


class Browser:
    """The browser process of the first-paint figure: one command, one line back."""

    def __init__(self, process: asyncio.subprocess.Process) -> None:
        self.process = process

    async def ask(self, command: str) -> str:
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(command.encode() + b"\n")
        await self.process.stdin.drain()
        line = await asyncio.wait_for(self.process.stdout.readline(), 120)
        if not line:
            raise RuntimeError("the browser process ended")
        return line.decode().split(" ", 1)[1]

    async def close(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        await self.process.wait()


async def first_paint(served: WebTable, table: Any, verdict: Verdict) -> None:
    """A seat's live page against a static page of its size, from the same server."""
    browser = Browser(await _process("bench.web_paint"))
    try:
        live = served.address(table, table.seat_at(0).user_id, "en")
        shape = json.loads(await browser.ask(f"shape {live}"))
        fetched = sum(shape["files"].values()) + shape["socket"]
        drawn = shape["html"].encode()  # links the same stylesheet, fetched as the live page's
        css = shape["files"]["/static/table.css"]
        padding = max(0, fetched - css - len(drawn) - len(b"<!---->"))
        static = drawn.replace(b"</body>", b"<!--" + b"x" * padding + b"--></body>", 1)
        served.serve_file(STATIC_PAGE, static, "text/html")
        static_url = served.base_url + STATIC_PAGE
        lives, statics = [], []
        for _ in range(PAINTS):
            lives.append(float(await browser.ask(f"paint {live}")))
            statics.append(float(await browser.ask(f"paint {static_url}")))
        live50, static50 = percentile(lives, 0.5), percentile(statics, 0.5)
        verdict.at_most(
            "first paint of a seat's page, p50 ÷ a static page of the same bytes p50",
            live50 / static50,
            2.0,
            f"{PAINTS} loads each at 360×640; live {live50:.1f} ms, static {static50:.1f} ms, "
            f"{fetched:,} bytes in {len(shape['files'])} files and a socket; static "
            f"{len(static) + css:,} bytes in 2 files",
        )
    finally:
        await browser.close()


class Pages:
    """The page process: commands in, answers out (a line each)."""

    def __init__(self, process: asyncio.subprocess.Process) -> None:
        self.process = process

    async def ask(self, command: str) -> list[str]:
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(command.encode() + b"\n")
        await self.process.stdin.drain()
        line = await asyncio.wait_for(self.process.stdout.readline(), 120)
        if not line:
            raise RuntimeError("the page process ended")
        return line.decode().split()

    async def close(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        await self.process.wait()


async def _echo_server() -> tuple[web.AppRunner, str]:
    async def echo(request: web.Request) -> web.WebSocketResponse:
        socket = web.WebSocketResponse()
        await socket.prepare(request)
        async for message in socket:
            await socket.send_str(message.data)
        return socket

    app = web.Application()
    app.router.add_get("/echo", echo)
    runner = web.AppRunner(app, access_log=None)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    host, port = runner.addresses[0][:2]
    return runner, f"ws://{host}:{port}/echo"


async def _tables(service: TableService) -> list[Any]:
    tables = []
    for number in range(TABLES):
        people = [Player(10_000 + number * 10 + s, f"P{s}") for s in range(SEATS)]
        table = await service.lobbies.create_lobby(
            "splito", people[0], guild_id=1, channel_id=5_000 + number, seed=number
        )
        for person in people[1:]:
            table = await service.lobbies.join(table.id, person)
        table, _ = await service.lobbies.start(table.id, people[0].user_id)
        tables.append(table)
    return tables


@dataclass(frozen=True)
class Trip:
    """One timed trip (ns): until its frame reached the page's socket (the kernel's receive
    timestamp), and until the pages' one process read it; a move's trip, whether it ended
    the round (every page's board changes)."""

    reached: int
    read: int
    ends_round: bool = False


def quantile(trips: list[Trip], share: float = 0.99, until: str = "reached") -> float:
    """The trips' ``share`` quantile (ns), timed until the frame ``reached`` the page or was
    ``read`` by the pages' process."""
    return percentile([getattr(trip, until) for trip in trips], share)


async def _pushes(
    service: TableService,
    tables: list[Any],
    pages: Pages,
    page_of: dict[tuple[int, int], int],
    rng: random.Random,
    applied: dict[int, int],
    echo_url: str,
) -> tuple[list[Trip], list[Trip]]:
    """One run of ``MOVES`` moves at random running tables, each after an echo round trip:
    how long each move took to reach every other page of its table, and each echo."""
    pushes: list[Trip] = []
    echoes: list[Trip] = []
    while len(pushes) < MOVES:
        if not tables:
            raise RuntimeError("every table finished before the moves were measured")
        _, reached, read = await pages.ask(f"echo {echo_url}")
        echoes.append(Trip(int(reached), int(read)))
        table = await service.get(rng.choice(tables).id)
        if table.status != "running":
            tables.remove(next(t for t in tables if t.id == table.id))
            continue
        waiting = sorted(SPLITO.waiting_for(table.state))
        seat = rng.choice(waiting)
        others = [page_of[(table.id, s)] for s in range(SEATS) if s != seat]
        await pages.ask("arm " + " ".join(map(str, others)))
        action = SPLITO.action_to_json(rng.choice(SPLITO.legal_actions(table.state, seat)))
        await service.play.act_json(
            table.id, table.seat_at(seat).user_id, action, round=table.round
        )
        _, reached, read = await pages.ask("wait")
        moved = applied[table.id]
        pushes.append(Trip(int(reached) - moved, int(read) - moved, len(waiting) == 1))
    return pushes, echoes


async def bench(folder: Path, verdict: Verdict) -> None:
    service = await _service(folder, "web.db")
    applied: dict[int, int] = {}  # table id → when its last move was applied

    async def note(events: Any, origin: object | None) -> None:
        for event in events:
            applied[event.table.id] = time.perf_counter_ns()

    served = WebTable(service, WebSettings(port=0), PAGES, contextvars.copy_context())
    served.serve_file(STATIC_PAGE, b"", "text/html")  # routed now, written once measured
    await served.start()
    service.add_listener(note, first=True)  # before the live table's own
    echo_runner, echo_url = await _echo_server()
    tables = await _tables(service)
    # A bot process that started with these tables running leaves them out of its garbage
    # collections once loaded (``settle_heap``); the pages are opened after, as players do.
    settle_heap()
    socket_url = served.base_url.replace("http", "ws") + "/ws"
    pages = Pages(await _process("bench.web_pages"))
    try:
        page_of: dict[tuple[int, int], int] = {}
        tokens = []
        for table in tables:
            for seat in range(SEATS):
                page_of[(table.id, seat)] = len(tokens)
                tokens.append(
                    served.address(table, table.seat_at(seat).user_id, "en").split("#")[1]
                )
        await pages.ask(f"open {socket_url} {' '.join(tokens)}")
        rng = random.Random(7)
        ratios: list[float] = []
        read_ratios: list[float] = []
        pushes: list[Trip] = []
        echoes: list[Trip] = []
        running = list(tables)
        for _ in range(BATCHES):
            batch_pushes, batch_echoes = await _pushes(
                service, running, pages, page_of, rng, applied, echo_url
            )
            ratios.append(quantile(batch_pushes) / quantile(batch_echoes))
            read_ratios.append(
                quantile(batch_pushes, until="read") / quantile(batch_echoes, until="read")
            )
            pushes += batch_pushes
            echoes += batch_echoes
        ends = [trip for trip in pushes if trip.ends_round]
        mid = [trip for trip in pushes if not trip.ends_round]

        def ms(trips: list[Trip], share: float = 0.99, until: str = "reached") -> str:
            return f"{quantile(trips, share, until) / 1e6:.2f} ms"

        verdict.at_most(
            "move → every other page of its table, p99 ÷ bare echo round trip p99",
            percentile(ratios, 0.5),
            3.0,
            f"median of {BATCHES} runs of {MOVES} moves (each "
            f"{min(ratios):.2f}–{max(ratios):.2f}), 200 pages on 50 tables, until the frame "
            f"reached the page; all {len(pushes)} moves: push p99 {ms(pushes)}, p50 "
            f"{ms(pushes, 0.5)} (the {len(ends)} round ends p99 {ms(ends)}, p50 "
            f"{ms(ends, 0.5)}; the other moves p99 {ms(mid)}); echo p99 {ms(echoes)}. Until "
            f"the pages' one process read it: ratio {percentile(read_ratios, 0.5):.2f}, push "
            f"p99 {ms(pushes, until='read')}, echo p99 {ms(echoes, until='read')}",
        )
        await first_paint(served, await service.get(tables[0].id), verdict)
        # Memory: 1,000 pages more (watching), what the bot holds for them.
        watchers = [
            served.address(rng.choice(tables), 900_000 + n, "en").split("#")[1] for n in range(MANY)
        ]
        tracemalloc.start()
        before = tracemalloc.get_traced_memory()[0]
        for start in range(0, MANY, 100):
            await pages.ask(f"open {socket_url} {' '.join(watchers[start : start + 100])}")
        await asyncio.sleep(0.5)
        after = tracemalloc.get_traced_memory()[0]
        tracemalloc.stop()
        per_page = (after - before) / MANY / 1024
        verdict.at_most(
            "memory per open page in the bot (KB)",
            per_page,
            50.0,
            f"{len(served.viewers)} pages open on one process",
        )
    finally:
        await pages.close()
        await served.close()
        await echo_runner.cleanup()
        await service.close()
        await service.engine.dispose()


async def main() -> int:
    warm_up()  # as a bot process does before it serves
    verdict = Verdict("web")
    with tempfile.TemporaryDirectory() as folder:
        await bench(Path(folder), verdict)
    return verdict.finish()


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
