"""The browser of ``bench.web``'s first-paint figure, in a process of its own: Debian's Chromium
driven by Playwright, so that the bench process measures its own server and nothing of the
browser's driver.

Commands on stdin, one a line:
- ``shape <url>`` loads a table page once and prints ``shape <json>``: the page as drawn (its
  scripts taken out), the bytes of each file it fetched by path, and of its socket's frames;
- ``paint <url>`` loads a page in a fresh browser context (nothing cached) and prints
  ``paint <ms>``: from the start of navigation until the board is in the page and a frame with
  it has been painted, measured by the page's own clock.
"""

from __future__ import annotations

import asyncio
import json
import re
import sys
from urllib.parse import urlsplit

from playwright.async_api import Browser, Page, Response, ViewportSize, async_playwright

from tests.discord.web.conftest import CHROMIUM, CHROMIUM_FLAGS
from tests.discord.web.conftest import PHONE as PHONE_SIZE

PHONE = ViewportSize(width=PHONE_SIZE["width"], height=PHONE_SIZE["height"])
#: Resolves, by the page's clock, once the board is drawn and painted: a static page holds it
#: once parsed, the live page once its first frame is drawn; the same test for both.
PAINTED = """
window.painted = new Promise((resolve) => {
  let seen = false;
  const check = () => {
    if (seen || document.readyState === "loading") return;
    const board = document.querySelector("#board[data-version]");
    if (!board || !board.firstElementChild) return;
    seen = true;
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true,
    attributes: true });
  document.addEventListener("DOMContentLoaded", check);
});
"""
SCRIPTS = re.compile(r"<script\b[^>]*>.*?</script>", re.DOTALL)


async def _open(browser: Browser) -> Page:
    context = await browser.new_context(viewport=PHONE)
    await context.add_init_script(PAINTED)
    return await context.new_page()


async def shape(browser: Browser, url: str) -> dict[str, object]:
    page = await _open(browser)
    responses: list[Response] = []
    frames: list[int] = []
    page.on("response", lambda response: responses.append(response))
    page.on("websocket", lambda socket: socket.on("framereceived", lambda f: frames.append(len(f))))
    await page.goto(url)
    await page.evaluate("window.painted")
    # Every file the drawn page needed has answered by now: its bodies are read after.
    sizes = {urlsplit(r.url).path: len(await r.body()) for r in responses}
    html = SCRIPTS.sub("", await page.content())
    await page.context.close()
    return {"html": html, "files": sizes, "socket": sum(frames)}


async def paint(browser: Browser, url: str) -> float:
    page = await _open(browser)
    await page.goto(url)
    painted = float(await page.evaluate("window.painted"))
    await page.context.close()
    return painted


async def main() -> None:
    loop = asyncio.get_running_loop()
    reader = asyncio.StreamReader()
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin)
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS)
        while line := (await reader.readline()).decode().split():
            if line[0] == "shape":
                print(f"shape {json.dumps(await shape(browser, line[1]))}", flush=True)
            elif line[0] == "paint":
                print(f"paint {await paint(browser, line[1])}", flush=True)
        await browser.close()


if __name__ == "__main__":
    asyncio.run(main())
