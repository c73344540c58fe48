"""The real ``splitbot run`` process, connected to a stand-in Discord, stops cleanly on
SIGTERM (what ``docker stop`` and ``systemctl stop`` send) and on SIGINT: it says so, closes the
gateway and its database, and exits 0 well within Docker's grace period. Its log has no
colour codes outside a terminal, and with ``LOG_FORMAT=json`` is one JSON object a line."""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import signal
import subprocess
from pathlib import Path

import pytest

from tests.fake_discord import READY_LINE, FakeDiscord, run_bot, said_until

#: Docker waits 10 s after SIGTERM before it kills.
GRACE = 10.0


@pytest.mark.sqlite_only
@pytest.mark.parametrize(
    ("signum", "style"),
    # SIGTERM, in plain text: the PID 1 test below and the metrics test send it.
    [(signal.SIGINT, "json")],
    ids=["SIGINT-json"],
)
async def test_a_signal_stops_the_running_bot_cleanly(tmp_path, signum, style):
    fake = FakeDiscord()
    await fake.start()
    process = await run_bot(fake, tmp_path, LOG_FORMAT=style)
    try:
        ready = await said_until(process, READY_LINE)  # READY handled, timers started
        process.send_signal(signum)
        output, _ = await asyncio.wait_for(process.communicate(), timeout=GRACE)
        said = (ready + output).decode()
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


#: Runs a command as PID 1 of a new PID namespace, as Docker runs the image's command.
#: ``--kill-child``: the bot dies with unshare, so a failed test leaves no bot behind.
AS_PID_1 = ("unshare", "--pid", "--fork", "--mount-proc", "--kill-child")


def pid_1_refused() -> str | None:
    """Why this machine cannot start a PID namespace (no unshare, no privilege), if it cannot."""
    if shutil.which("unshare") is None:
        return "no unshare (util-linux) on this machine"
    tried = subprocess.run([*AS_PID_1, "true"], capture_output=True, text=True, check=False)
    return tried.stderr.strip() or None if tried.returncode else None


async def child_of(parent: int) -> int:
    """The process ``parent`` forked (unshare's child: the bot, PID 1 inside)."""
    children = Path(f"/proc/{parent}/task/{parent}/children")
    async with asyncio.timeout(30):
        while not children.read_text().split():
            await asyncio.sleep(0.05)
    return int(children.read_text().split()[0])


@pytest.mark.sqlite_only
async def test_sigterm_stops_the_bot_running_as_pid_1(tmp_path):
    """PID 1 gets only the signals it handles: without its own SIGTERM handler the bot would
    ignore ``docker stop`` and be killed 10 s later."""
    refused = pid_1_refused()
    if refused:
        pytest.skip(f"cannot start a PID namespace here: {refused}")
    fake = FakeDiscord()
    await fake.start()
    process = await run_bot(fake, tmp_path, under=AS_PID_1)
    try:
        ready = await said_until(process, READY_LINE)
        bot = await child_of(process.pid)
        (ids,) = [
            line
            for line in Path(f"/proc/{bot}/status").read_text().splitlines()
            if line.startswith("NSpid:")
        ]
        assert ids.split()[-1] == "1"  # PID 1 in its namespace
        os.kill(bot, signal.SIGTERM)  # as Docker does: to PID 1, from outside its namespace
        output, _ = await asyncio.wait_for(process.communicate(), timeout=GRACE)
        said = (ready + output).decode()
        assert process.returncode == 0, said
        assert said.rstrip().endswith("stopped") and "Traceback" not in said
        assert "stopping: finishing what is in flight" in said and "\x1b[" not in said
    finally:
        if process.returncode is None:
            process.kill()
            await process.wait()
        await fake.stop()
