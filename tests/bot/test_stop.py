"""The real ``splitbot run`` process, connected to a stand-in Discord, stops cleanly on
SIGTERM (what ``docker stop`` and ``systemctl stop`` send) and on SIGINT: it says so, closes the
gateway and its database, and exits 0 well within Docker's grace period. Its log has no
colour codes outside a terminal, and with ``LOG_FORMAT=json`` is one JSON object a line."""

from __future__ import annotations

import asyncio
import json
import signal

import pytest

from tests.fake_discord import FakeDiscord, run_bot

#: Docker waits 10 s after SIGTERM before it kills.
GRACE = 10.0


@pytest.mark.sqlite_only
@pytest.mark.parametrize(
    ("signum", "style"),
    [(signal.SIGTERM, "text"), (signal.SIGINT, "json")],
    ids=["SIGTERM-text", "SIGINT-json"],
)
async def test_a_signal_stops_the_running_bot_cleanly(tmp_path, signum, style):
    fake = FakeDiscord()
    await fake.start()
    process = await run_bot(fake, tmp_path, LOG_FORMAT=style)
    try:
        await asyncio.wait_for(fake.identified.wait(), timeout=60)
        await asyncio.sleep(1)  # READY handled, timers started
        process.send_signal(signum)
        output, _ = await asyncio.wait_for(process.communicate(), timeout=GRACE)
        said = output.decode()
        assert process.returncode == 0, said
        assert "Traceback" not in said and "\x1b[" not in said
        if style == "json":
            lines = [json.loads(line) for line in said.splitlines()]
            said = "\n".join(entry["message"] for entry in lines)
            assert {"time", "level", "logger", "message"} <= set(lines[-1])
        assert "stopping: finishing what is in flight" in said and said.rstrip().endswith("stopped")
        assert "PUT /applications/1000/commands" in fake.requests  # it had fully started
    finally:
        if process.returncode is None:
            process.kill()
            await process.wait()
        await fake.stop()
