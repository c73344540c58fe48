"""The real ``splitbot run`` process serves Prometheus metrics when ``SPLITBOT_METRICS_PORT``
is set: how long an interaction waited for its answer (per shard and kind), Discord's 429s,
the shard's connection, the tables by status, the refusals and failures by kind."""

from __future__ import annotations

import asyncio
import signal
import socket
import threading
import time
import urllib.request

import pytest
from prometheus_client.parser import text_string_to_metric_families

from bot.metrics import serve
from tests.bot.test_stop import GRACE
from tests.fake_discord import FakeDiscord, run_bot


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def scrape(port: int) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    """Every sample the endpoint serves, by name and labels."""
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=5) as response:
        text = response.read().decode()
    return {
        (sample.name, tuple(sorted(sample.labels.items()))): sample.value
        for family in text_string_to_metric_families(text)
        for sample in family.samples
    }


async def eventually(port: int, name: str, labels: dict[str, str], timeout: float = 30) -> float:
    """The sample's value once it is served (the timers measure every 10 s)."""
    key = (name, tuple(sorted(labels.items())))
    async with asyncio.timeout(timeout):
        while True:
            samples = await asyncio.to_thread(scrape, port)
            if key in samples:
                return samples[key]
            await asyncio.sleep(0.2)


@pytest.mark.sqlite_only
async def test_the_running_bot_serves_its_metrics(tmp_path):
    fake = FakeDiscord()
    await fake.start()
    fake.rate_limit_once.add("PUT /applications/1000/commands")
    port = free_port()
    process = await run_bot(fake, tmp_path, SPLITBOT_METRICS_PORT=str(port))
    try:
        await asyncio.wait_for(fake.identified.wait(), timeout=60)
        # The commands were synced after one 429, which discord.py waited out.
        limited = await eventually(
            port, "splitbot_discord_rate_limited_total", {"route": "PUT /applications/:id/commands"}
        )
        assert limited == 1
        await fake.interact(7_000_000_000_000_000_001, "splitbot", "help")
        await asyncio.wait_for(fake.answered.wait(), timeout=30)
        assert fake.answers[7_000_000_000_000_000_001]["type"] == 4  # a message, answered at once
        answered = {"shard": "0", "kind": "command"}
        count = await eventually(port, "splitbot_interaction_ack_seconds_count", answered)
        assert count == 1
        waited = await eventually(port, "splitbot_interaction_ack_seconds_sum", answered)
        assert 0 < waited < 3  # Discord's deadline
        assert await eventually(port, "splitbot_shard_connected", {"shard": "0"}) == 1
        # A fresh database: the timers' tick counts no table of any status yet.
        assert await eventually(port, "splitbot_tables", {"status": "running"}) == 0
        process.send_signal(signal.SIGTERM)  # and it stops cleanly (see test_stop.py)
        output, _ = await asyncio.wait_for(process.communicate(), timeout=GRACE)
    finally:
        if process.returncode is None:
            process.kill()
            output, _ = await process.communicate()
        await fake.stop()
    said = output.decode()
    assert process.returncode == 0, said
    assert "stopping: finishing what is in flight" in said and said.rstrip().endswith("stopped")
    assert "\x1b[" not in said  # plain lines outside a terminal
    assert f"metrics served at http://127.0.0.1:{port}/metrics" in said
    assert "Traceback" not in said and "fake-token" not in said
    assert "interaction-token" not in said  # the answer's URL holds the interaction's token


async def test_a_taken_metrics_port_is_said_in_one_line(tmp_path):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        fake = FakeDiscord()
        await fake.start()
        process = await run_bot(fake, tmp_path, SPLITBOT_METRICS_PORT=str(port))
        try:
            output, _ = await asyncio.wait_for(process.communicate(), timeout=60)
        finally:
            await fake.stop()
    said = output.decode().strip()
    assert process.returncode == 2
    assert said.startswith(f"splitbot: cannot serve metrics on 127.0.0.1:{port}:"), said
    assert len(said.splitlines()) == 1


def test_a_flood_of_half_sent_requests_holds_a_few_threads_and_is_let_go(capfd):
    """600 clients that open a connection and send half a request (loopback only): the
    endpoint holds at most its few threads for them, closes the rest at once and each held one
    after its timeout, and then answers a scrape again."""
    port = free_port()
    server = serve(port, "127.0.0.1", most=4, timeout=0.5)
    threads_before = threading.active_count()
    flood = []
    try:
        for _ in range(600):
            client = socket.create_connection(("127.0.0.1", port), timeout=5)
            client.sendall(b"GET /metrics HTTP/1.1\r\nHost: x")  # never finished
            flood.append(client)
        assert threading.active_count() - threads_before <= 4
        time.sleep(1.5)  # the held ones time out
        assert threading.active_count() - threads_before <= 4
        assert scrape(port)  # served again
    finally:
        for client in flood:
            client.close()
        server.shutdown()
        server.server_close()
    assert "Traceback" not in capfd.readouterr().err  # a client that timed out is no failure
