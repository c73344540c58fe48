"""The pages of ``bench.web``, in a process of their own: they open websockets to the live
table like browsers would, and note when each frame reached them, so that the bench process
measures its own server and nothing of the pages.

A frame "reached" a page when the kernel put it in the page's socket: each socket asks for the
kernel's receive timestamps (``SO_TIMESTAMPNS``). The 200 pages of the bench stand for 200
browsers on as many devices, which read their frames at once; here one process reads them one
after another. When the process read each frame is noted too, and reported beside.

Commands on stdin, one a line: ``open <url> <token>…`` opens pages (``ready <n>`` once each has
its first frame); ``echo <url>`` makes one round trip to a bare echo socket (``echo <reached>
<read>``, each in ns since the frame was sent); ``arm <i>…`` marks where pages ``i`` stand
(``armed``), and ``wait`` answers, once each armed page has received a frame more, when the
last of them reached its page and when it was read (``arrived <reached> <read>``, in
``perf_counter_ns``).
"""

from __future__ import annotations

import asyncio
import json
import socket
import struct
import sys
import time
from collections.abc import Callable
from urllib.parse import urlsplit

from wsproto import ConnectionType, WSConnection
from wsproto.events import (
    AcceptConnection,
    Event,
    Ping,
    RejectConnection,
    Request,
    TextMessage,
)

#: The kernel's receive timestamp, a ``struct timespec`` in CLOCK_REALTIME.
TIMESTAMP = struct.Struct("@qq")
ANCILLARY = socket.CMSG_SPACE(TIMESTAMP.size)
SO_TIMESTAMPNS = getattr(socket, "SO_TIMESTAMPNS", 35)


class Page:
    """One websocket (its protocol spoken by ``wsproto``), read in the loop's reader callback:
    each whole text message goes to ``on_text`` with when it reached the socket and when it
    was read."""

    def __init__(self, on_text: Callable[[str, int, int], None]) -> None:
        self.on_text = on_text
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.sock.setsockopt(socket.SOL_SOCKET, SO_TIMESTAMPNS, 1)
        self.sock.setblocking(False)
        self.protocol = WSConnection(ConnectionType.CLIENT)
        self.parts: list[str] = []  # a message's parts so far
        self.open = asyncio.get_running_loop().create_future()

    async def connect(self, url: str, origin: str | None) -> None:
        """The opening handshake; then each message to ``on_text``."""
        loop = asyncio.get_running_loop()
        parts = urlsplit(url)
        await loop.sock_connect(self.sock, (parts.hostname, parts.port))
        headers = [(b"origin", origin.encode())] if origin is not None else []
        request = Request(host=parts.netloc, target=parts.path, extra_headers=headers)
        loop.add_reader(self.sock.fileno(), self._readable)
        self.send(request)
        await self.open

    def send(self, event: Event) -> None:
        self.sock.sendall(self.protocol.send(event))

    def _readable(self) -> None:
        try:
            data, ancillary, _, _ = self.sock.recvmsg(1 << 16, ANCILLARY)
        except BlockingIOError:
            return
        read = time.perf_counter_ns()
        reached = None
        for level, kind, value in ancillary:
            if level == socket.SOL_SOCKET and kind == SO_TIMESTAMPNS:
                seconds, nanoseconds = TIMESTAMP.unpack(value[: TIMESTAMP.size])
                # The kernel's clock is the wall clock; the bench's is perf_counter.
                offset = time.time_ns() - time.perf_counter_ns()
                reached = seconds * 1_000_000_000 + nanoseconds - offset
        if reached is None:
            if data:  # a figure said to be "reached" must be the kernel's, never the read's
                raise SystemExit("the kernel gave no receive timestamp (SO_TIMESTAMPNS)")
            reached = read
        self.protocol.receive_data(data or None)  # nothing: the server closed
        for event in self.protocol.events():
            self._handle(event, reached, read)
        if not data:
            asyncio.get_running_loop().remove_reader(self.sock.fileno())
            self.sock.close()
            if not self.open.done():
                self.open.set_exception(ConnectionError("closed during the handshake"))

    def _handle(self, event: Event, reached: int, read: int) -> None:
        if isinstance(event, AcceptConnection):
            self.open.set_result(None)
        elif isinstance(event, RejectConnection) and not self.open.done():
            self.open.set_exception(ConnectionError(f"refused: {event.status_code}"))
        elif isinstance(event, Ping):
            self.send(event.response())
        elif isinstance(event, TextMessage):
            self.parts.append(event.data)
            if event.message_finished:
                text, self.parts = "".join(self.parts), []
                self.on_text(text, reached, read)


class Arrivals:
    """When each page's latest frame reached it and was read, and how many it has had."""

    def __init__(self) -> None:
        self.counts: list[int] = []
        self.reached: list[int] = []
        self.read: list[int] = []
        self.changed = asyncio.Event()

    def add_page(self) -> int:
        self.counts.append(0)
        self.reached.append(0)
        self.read.append(0)
        return len(self.counts) - 1

    def arrived(self, index: int, reached: int, read: int) -> None:
        self.reached[index], self.read[index] = reached, read
        self.counts[index] += 1
        self.changed.set()

    async def after(self, armed: dict[int, int]) -> tuple[int, int]:
        """When the last of the ``armed`` pages had a frame past its armed count: when it
        reached its page, and when it was read."""
        while any(self.counts[i] <= seen for i, seen in armed.items()):
            self.changed.clear()
            await self.changed.wait()
        return max(self.reached[i] for i in armed), max(self.read[i] for i in armed)


async def open_page(url: str, token: str, arrivals: Arrivals) -> None:
    """A page of the live table: its hello, then each frame after the first noted."""
    index = arrivals.add_page()
    ready = asyncio.Event()

    def on_text(text: str, reached: int, read: int) -> None:
        if ready.is_set():
            arrivals.arrived(index, reached, read)
        else:
            ready.set()

    page = Page(on_text)
    origin = url.split("/ws")[0].replace("ws", "http", 1)  # as the page's own address says
    await page.connect(url, origin)
    hello = {"type": "hello", "token": token, "language": "en"}
    page.send(TextMessage(data=json.dumps(hello)))
    await ready.wait()


class Echo:
    """A socket to a bare echo server: one round trip at a time."""

    def __init__(self) -> None:
        self.page = Page(self._on_text)
        self.answer: asyncio.Future[tuple[int, int]] | None = None

    def _on_text(self, text: str, reached: int, read: int) -> None:
        if self.answer is not None and not self.answer.done():
            self.answer.set_result((reached, read))

    async def round_trip(self) -> tuple[int, int]:
        self.answer = asyncio.get_running_loop().create_future()
        frame = self.page.protocol.send(TextMessage(data="x" * 64))
        start = time.perf_counter_ns()  # the round trip starts as the frame is sent
        self.page.sock.sendall(frame)
        reached, read = await self.answer
        return reached - start, read - start


async def main() -> None:
    loop = asyncio.get_running_loop()
    reader = asyncio.StreamReader()
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin)
    arrivals = Arrivals()
    armed: dict[int, int] = {}
    echo: Echo | None = None
    while line := (await reader.readline()).decode().split():
        if line[0] == "open":
            url, tokens = line[1], line[2:]
            await asyncio.gather(*(open_page(url, token, arrivals) for token in tokens))
            print(f"ready {len(arrivals.counts)}", flush=True)
        elif line[0] == "echo":
            if echo is None:
                echo = Echo()
                await echo.page.connect(line[1], None)
            reached, read = await echo.round_trip()
            print(f"echo {reached} {read}", flush=True)
        elif line[0] == "arm":
            armed = {int(i): arrivals.counts[int(i)] for i in line[1:]}
            print("armed", flush=True)
        elif line[0] == "wait":
            reached, read = await arrivals.after(armed)
            print(f"arrived {reached} {read}", flush=True)


if __name__ == "__main__":
    asyncio.run(main())
