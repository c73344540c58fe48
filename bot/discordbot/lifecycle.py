"""Running the bot as a service: connected until SIGTERM or SIGINT, then stopped cleanly."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import signal

from bot.discordbot.client import SplitBot

log = logging.getLogger(__name__)

#: The longest a clean stop may take (Docker's own grace period is 10 s by default: the
#: compose file and the systemd unit give it more).
STOP_SECONDS = 20.0


async def serve(bot: SplitBot, token: str) -> None:
    """Connect and play until SIGTERM (``docker stop``, ``systemctl stop``) or SIGINT, then
    stop cleanly: new clicks and commands are answered "restarting", what is in flight
    finishes and its writes are committed, the gateway closes, within ``STOP_SECONDS``."""
    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    for signum in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(signum, stop.set)
    running = asyncio.create_task(bot.start(token))
    stopped = asyncio.create_task(stop.wait())
    await asyncio.wait({running, stopped}, return_when=asyncio.FIRST_COMPLETED)
    if running.done():  # it never got going (a refused token, say)
        stopped.cancel()
        if not bot.is_closed():
            await bot.close()
        running.result()
        return
    log.info("stopping: finishing what is in flight")
    try:  # close() refuses new clicks and commands first
        await asyncio.wait_for(bot.close(), STOP_SECONDS)
    except TimeoutError:
        log.warning("stopping took over %g s; exiting anyway", STOP_SECONDS)
    running.cancel()
    with contextlib.suppress(asyncio.CancelledError, Exception):
        await running
    log.info("stopped")
