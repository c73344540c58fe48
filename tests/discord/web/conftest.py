"""The live table in a real browser beside SimCord: Debian's Chromium driven by Playwright,
the bot serving its page on a free port of the loopback. ``make test-web`` runs these."""

from __future__ import annotations

import asyncio
import json
import socket
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from playwright.async_api import Browser, Page, WebSocket, async_playwright

from bot.discordbot.client import SplitBot
from bot.web import WebSettings
from tests.discord.conftest import buttons

#: Debian's Chromium (Playwright's own download cannot reach its server here), started as
#: this machine allows: no sandbox as root, no GPU, no calls home.
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking"]
PHONE = {"width": 360, "height": 640}


HERE = Path(__file__).parent


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    # A conftest's hook sees every test collected: only this folder's need the browser.
    for item in items:
        if HERE in item.path.parents:
            item.add_marker(pytest.mark.browser)


@pytest.fixture
def web_settings() -> WebSettings:
    """A port of the loopback free now, kept by the bot across a restart (as a real one's)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return WebSettings(port=probe.getsockname()[1])


@pytest.fixture
def simcord_bot(migrated_database_url: str, web_settings: WebSettings) -> SplitBot:
    return SplitBot(migrated_database_url, shard_count=1, web=web_settings)


@pytest.fixture
def same_deal(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every table's deal from one seed: a whole game played by a scripted pair of players is
    then the same game each run (one where each makes every kind of action)."""
    monkeypatch.setattr("bot.service.lobby.secrets.randbits", lambda bits: 11)


@pytest.fixture
async def browser() -> AsyncIterator[Browser]:
    async with async_playwright() as playwright:
        launched = await playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS)
        yield launched
        await launched.close()


@dataclass
class Frames:
    """Every websocket frame a page received, parsed."""

    received: list[dict[str, Any]] = field(default_factory=list)

    def watch(self, socket: WebSocket) -> None:
        socket.on("framereceived", lambda frame: self.received.append(json.loads(frame)))


async def recorded_page(browser: Browser, size: dict[str, int] = PHONE) -> tuple[Page, Frames]:
    """A new page recording what its sockets receive, and its errors (``page.errors``)."""
    page = await browser.new_page(viewport=size)
    frames = Frames()
    page.on("websocket", frames.watch)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.errors = errors  # type: ignore[attr-defined]
    return page, frames


async def page_at(browser: Browser, url: str, size: dict[str, int] = PHONE) -> tuple[Page, Frames]:
    """A new page at ``url``, recording what its sockets receive."""
    page, frames = await recorded_page(browser, size)
    await page.goto(url)
    return page, frames


def link_url(message: Any, label: str) -> str:
    """The address of the link button called ``label`` on ``message``."""
    (url,) = [b["url"] for b in buttons(message) if b.get("label") == label and b.get("url")]
    return str(url)


async def shown_version(page: Page) -> tuple[int, bool]:
    """The table version the page shows, and whether it shows the game over."""
    board = await page.evaluate("() => ({...document.getElementById('board').dataset})")
    return int(board.get("version") or -1), board.get("over") == "true"


async def settled_past(world: Any, page: Page, version: int, seconds: float = 30.0) -> None:
    """Wait until ``page`` shows a version of its table after ``version`` (or the game over),
    letting the simulated Discord settle meanwhile: a move sent from a page runs as the bot's
    work, whose timers SimCord moves only while it settles. The pages are told of a move
    before Discord's messages are: once the page shows it, the bot's work is let settle again,
    so that the Discord table shows it too."""
    deadline = asyncio.get_running_loop().time() + seconds
    while True:
        await world.env.settle()
        shown, over = await shown_version(page)
        if shown > version or over:
            await world.env.settle()
            return
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError(f"the page still shows version {shown}, not past {version}")
        await asyncio.sleep(0.02)
