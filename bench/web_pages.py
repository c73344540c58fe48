"""The pages of ``bench.web``, in a process of their own: they open websockets to the live
table like browsers would, and note when each frame reached them, so that the bench process
measures its own server and nothing of the pages.

A frame "reached" a page when the kernel put it in the page's socket: each socket asks for the
kernel's receive timestamps (``SO_TIMESTAMPNS``). The 200 pages of the bench stand for 200
browsers on as many devices, which read their frames at once; here one process reads them one
after another, and on a machine of two vCPUs that process is sometimes not running when they
come. When the process read each frame is noted too, and reported beside.

Commands on stdin, one a line: ``open <url> <token>…`` opens pages (``ready <n>`` once each has
its first frame); ``echo <url>`` makes one round trip to a bare echo socket (``echo <reached>
<read>``, each in ns since the frame was sent); ``arm <i>…`` marks where pages ``i`` stand
(``armed``), and ``wait`` answers, once each armed page has received a frame more, when the
last of them reached its page and when it was read (``arrived <reached> <read>``, in
``perf_counter_ns``).
"""

from __future__ import annotations

import asyncio
import base64
import json
import os
import socket
import struct
import sys
import time
from collections.abc import Callable
from urllib.parse import urlsplit

#: The kernel's receive timestamp, a ``struct timespec`` in CLOCK_REALTIME.
TIMESTAMP = struct.Struct("@qq")
ANCILLARY = socket.CMSG_SPACE(TIMESTAMP.size)
SO_TIMESTAMPNS = getattr(socket, "SO_TIMESTAMPNS", 35)
TEXT, CLOSE, PING, PONG = 0x1, 0x8, 0x9, 0xA


def masked_frame(opcode: int, payload: bytes) -> bytes:
    """A client's frame: masked, as RFC 6455 asks of every frame a client sends."""
    mask = os.urandom(4)
    length = len(payload)
    if length < 126:
        head = struct.pack("!BB", 0x80 | opcode, 0x80 | length)
    elif length < 1 << 16:
        head = struct.pack("!BBH", 0x80 | opcode, 0x80 | 126, length)
    else:
        head = struct.pack("!BBQ", 0x80 | opcode, 0x80 | 127, length)
    repeated = int.from_bytes((mask * (length // 4 + 1))[:length], "big")
    body = (int.from_bytes(payload, "big") ^ repeated).to_bytes(length, "big")
    return head + mask + body


def split_frames(buffer: bytearray) -> list[tuple[int, bytes]]:
    """The whole server frames at the start of ``buffer`` (taken out of it)."""
    frames, at = [], 0
    while len(buffer) - at >= 2:
        opcode, length = buffer[at] & 0x0F, buffer[at + 1] & 0x7F
        start = at + 2
        if length == 126:
            if len(buffer) - at < 4:
                break
            (length,) = struct.unpack_from("!H", buffer, start)
            start += 2
        elif length == 127:
            if len(buffer) - at < 10:
                break
            (length,) = struct.unpack_from("!Q", buffer, start)
            start += 8
        if len(buffer) - start < length:
            break
        frames.append((opcode, bytes(buffer[start : start + length])))
        at = start + length
    del buffer[:at]
    return frames


class Page:
    """One websocket, read in the loop's reader callback: each server frame's opcode and
    payload go to ``on_frame`` with when it reached the socket and when it was read."""

    def __init__(self, on_frame: Callable[[int, bytes, int, int], None]) -> None:
        self.on_frame = on_frame
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.sock.setsockopt(socket.SOL_SOCKET, SO_TIMESTAMPNS, 1)
        self.sock.setblocking(False)
        self.buffer = bytearray()

    async def connect(self, url: str, origin: str | None) -> None:
        """The opening handshake, then frames to ``on_frame``."""
        loop = asyncio.get_running_loop()
        parts = urlsplit(url)
        await loop.sock_connect(self.sock, (parts.hostname, parts.port))
        key = base64.b64encode(os.urandom(16)).decode()
        lines = [
            f"GET {parts.path} HTTP/1.1",
            f"Host: {parts.netloc}",
            "Upgrade: websocket",
            "Connection: Upgrade",
            f"Sec-WebSocket-Key: {key}",
            "Sec-WebSocket-Version: 13",
        ]
        if origin is not None:
            lines.append(f"Origin: {origin}")
        await loop.sock_sendall(self.sock, ("\r\n".join(lines) + "\r\n\r\n").encode())
        answer = bytearray()
        while b"\r\n\r\n" not in answer:
            chunk = await loop.sock_recv(self.sock, 4096)
            if not chunk:
                raise ConnectionError("the server closed during the handshake")
            answer += chunk
        head, _, rest = bytes(answer).partition(b"\r\n\r\n")
        if not head.startswith(b"HTTP/1.1 101"):
            raise ConnectionError(head.split(b"\r\n", 1)[0].decode())
        self.buffer += rest
        loop.add_reader(self.sock.fileno(), self._readable)
        if self.buffer:
            self._deliver(time.perf_counter_ns(), time.perf_counter_ns())

    def send(self, opcode: int, payload: bytes) -> None:
        self.sock.sendall(masked_frame(opcode, payload))

    def _readable(self) -> None:
        try:
            data, ancillary, _, _ = self.sock.recvmsg(1 << 16, ANCILLARY)
        except BlockingIOError:
            return
        read = time.perf_counter_ns()
        reached = read
        for level, kind, value in ancillary:
            if level == socket.SOL_SOCKET and kind == SO_TIMESTAMPNS:
                seconds, nanoseconds = TIMESTAMP.unpack(value[: TIMESTAMP.size])
                # The kernel's clock is the wall clock; the bench's is perf_counter.
                offset = time.time_ns() - time.perf_counter_ns()
                reached = seconds * 1_000_000_000 + nanoseconds - offset
        if not data:
            asyncio.get_running_loop().remove_reader(self.sock.fileno())
            self.sock.close()
            return
        self.buffer += data
        self._deliver(reached, read)

    def _deliver(self, reached: int, read: int) -> None:
        for opcode, payload in split_frames(self.buffer):
            if opcode == PING:
                self.send(PONG, payload)
            else:
                self.on_frame(opcode, payload, reached, read)


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

    def on_frame(opcode: int, payload: bytes, reached: int, read: int) -> None:
        if opcode != TEXT:
            return
        if ready.is_set():
            arrivals.arrived(index, reached, read)
        else:
            ready.set()

    page = Page(on_frame)
    origin = url.split("/ws")[0].replace("ws", "http", 1)  # as the page's own address says
    await page.connect(url, origin)
    hello = {"type": "hello", "token": token, "language": "en"}
    page.send(TEXT, json.dumps(hello).encode())
    await ready.wait()


class Echo:
    """A socket to a bare echo server: one round trip at a time."""

    def __init__(self) -> None:
        self.page = Page(self._on_frame)
        self.answer: asyncio.Future[tuple[int, int]] | None = None

    def _on_frame(self, opcode: int, payload: bytes, reached: int, read: int) -> None:
        if opcode == TEXT and self.answer is not None and not self.answer.done():
            self.answer.set_result((reached, read))

    async def round_trip(self) -> tuple[int, int]:
        self.answer = asyncio.get_running_loop().create_future()
        start = time.perf_counter_ns()
        self.page.send(TEXT, b"x" * 64)
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
