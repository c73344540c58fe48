"""The pages of ``bench.web``, in a process of their own: they open websockets to the live
table like browsers would, and note when each received a frame, so that the bench process
measures its own server and nothing of the pages.

Commands on stdin, one a line: ``open <url> <token>…`` opens pages (``ready <n>`` once each has
its first frame); ``echo <url>`` makes one round trip to a bare echo socket (``echo <ns>``);
``arm <i>…`` marks where pages ``i`` stand (``armed``), and ``wait`` answers, once each armed
page has received a frame more, when the last of them arrived (``arrived <perf_counter_ns>``).
Arrivals are only noted while frames come in: a line written between two frames would delay
the next one's reading, which the echo it is compared with never pays.
"""

from __future__ import annotations

import asyncio
import sys
import time

import aiohttp


class Arrivals:
    """When each page received its latest frame, and how many it has received."""

    def __init__(self) -> None:
        self.counts: list[int] = []
        self.last: list[int] = []
        self.changed = asyncio.Event()

    def add_page(self) -> int:
        self.counts.append(0)
        self.last.append(0)
        return len(self.counts) - 1

    def arrived(self, index: int) -> None:
        self.last[index] = time.perf_counter_ns()
        self.counts[index] += 1
        self.changed.set()

    async def after(self, armed: dict[int, int]) -> int:
        """When the last of the ``armed`` pages received a frame past its armed count."""
        while any(self.counts[i] <= seen for i, seen in armed.items()):
            self.changed.clear()
            await self.changed.wait()
        return max(self.last[i] for i in armed)


async def page(
    session: aiohttp.ClientSession,
    url: str,
    token: str,
    index: int,
    arrivals: Arrivals,
    ready: asyncio.Event,
) -> None:
    origin = url.split("/ws")[0].replace("ws", "http", 1)  # as the page's own address says
    async with session.ws_connect(url, headers={"Origin": origin}) as socket:
        await socket.send_json({"type": "hello", "token": token, "language": "en"})
        first = True
        async for _ in socket:
            if first:
                first = False
                ready.set()
                continue
            arrivals.arrived(index)


async def main() -> None:
    loop = asyncio.get_running_loop()
    reader = asyncio.StreamReader()
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin)
    connector = aiohttp.TCPConnector(limit=0)
    pages: list[asyncio.Task[None]] = []
    arrivals = Arrivals()
    armed: dict[int, int] = {}
    async with aiohttp.ClientSession(connector=connector) as session:
        echo: aiohttp.ClientWebSocketResponse | None = None
        while line := (await reader.readline()).decode().split():
            if line[0] == "open":
                url, tokens = line[1], line[2:]
                events = []
                for token in tokens:
                    ready = asyncio.Event()
                    events.append(ready)
                    index = arrivals.add_page()
                    pages.append(
                        asyncio.create_task(page(session, url, token, index, arrivals, ready))
                    )
                await asyncio.gather(*(event.wait() for event in events))
                print(f"ready {len(pages)}", flush=True)
                failed = [t for t in pages if t.done() and t.exception() is not None]
                if failed:
                    print(f"failed {failed[0].exception()!r}", file=sys.stderr, flush=True)
            elif line[0] == "echo":
                if echo is None:
                    echo = await session.ws_connect(line[1])
                start = time.perf_counter_ns()
                await echo.send_str("x" * 64)
                await echo.receive()
                print(f"echo {time.perf_counter_ns() - start}", flush=True)
            elif line[0] == "arm":
                armed = {int(i): arrivals.counts[int(i)] for i in line[1:]}
                print("armed", flush=True)
            elif line[0] == "wait":
                print(f"arrived {await arrivals.after(armed)}", flush=True)
    for task in pages:
        task.cancel()


if __name__ == "__main__":
    asyncio.run(main())
