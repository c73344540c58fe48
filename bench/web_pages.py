"""The pages of ``bench.web``, in a process of their own: they open websockets to the live
table like browsers would, and say on stdout when each received a frame, so that the bench
process measures its own server and nothing of the pages.

Commands on stdin, one a line: ``open <url> <token>…`` opens pages (``ready <n>`` once each has
its first frame); ``echo <url>`` makes one round trip to a bare echo socket (``echo <ns>``).
Every later frame of page ``i`` prints ``frame <i> <perf_counter_ns>``.
"""

from __future__ import annotations

import asyncio
import sys
import time

import aiohttp


async def page(
    session: aiohttp.ClientSession, url: str, token: str, index: int, ready: asyncio.Event
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
            print(f"frame {index} {time.perf_counter_ns()}", flush=True)


async def main() -> None:
    loop = asyncio.get_running_loop()
    reader = asyncio.StreamReader()
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin)
    connector = aiohttp.TCPConnector(limit=0)
    pages: list[asyncio.Task[None]] = []
    async with aiohttp.ClientSession(connector=connector) as session:
        echo: aiohttp.ClientWebSocketResponse | None = None
        while line := (await reader.readline()).decode().split():
            if line[0] == "open":
                url, tokens = line[1], line[2:]
                events = []
                for token in tokens:
                    ready = asyncio.Event()
                    events.append(ready)
                    pages.append(asyncio.create_task(page(session, url, token, len(pages), ready)))
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
    for task in pages:
        task.cancel()


if __name__ == "__main__":
    asyncio.run(main())
