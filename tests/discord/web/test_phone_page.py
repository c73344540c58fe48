"""The live page on a 360×640 phone and a 1280×800 screen, in every language: no text under
14 CSS px, no tap target under 44 px, nothing wider than the screen, the hand and its sides
on screen under the board. Screenshots go to ``SPLITBOT_SHOTS`` when it names a folder."""

from __future__ import annotations

import asyncio
import os
from pathlib import Path
from typing import Any

import pytest

from bot.i18n import LANGUAGES
from tests.discord.conftest import custom_ids, newest_with, pick, start_game
from tests.discord.test_splitit_game import Table
from tests.discord.test_splitter_game import place_numbers
from tests.discord.web.conftest import PHONE, link_url, page_at

SCREEN = {"width": 1280, "height": 800}
WATCH = {
    "en": "Watch live ↗",
    "fr": "Suivre en direct ↗",
    "ru": "Смотреть вживую ↗",
    "ja": "ライブで観戦 ↗",
}
LOCALES = {"en": "en-US", "fr": "fr", "ru": "ru", "ja": "ja"}


async def fonts_of(page: Any, selector: str) -> list[dict[str, Any]]:
    """The fonts Chromium draws ``selector``'s text with, each with how many glyphs it drew."""
    cdp = await page.context.new_cdp_session(page)
    try:
        await cdp.send("DOM.enable")
        await cdp.send("CSS.enable")
        root = (await cdp.send("DOM.getDocument"))["root"]["nodeId"]
        node = await cdp.send("DOM.querySelector", {"nodeId": root, "selector": selector})
        fonts = await cdp.send("CSS.getPlatformFontsForNode", {"nodeId": node["nodeId"]})
        return list(fonts["fonts"])
    finally:
        await cdp.detach()


async def drawn_in_custom_fonts(page: Any, selector: str, seconds: float = 10) -> bool:
    """Whether ``selector``'s text comes to be drawn in the page's own fonts only (text put
    there while a font was on its way was left in empty boxes of a system font)."""
    for _ in range(int(seconds / 0.1)):
        fonts = await fonts_of(page, selector)
        if fonts and all(font["isCustomFont"] for font in fonts):
            return True
        await asyncio.sleep(0.1)
    return False


#: What the page shows that a person reads or taps, measured in the page itself.
MEASURE = """() => {
    const small = [], narrow = [];
    for (const node of document.querySelectorAll("body *")) {
        const box = node.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        const own = [...node.childNodes].some((c) => c.nodeType === 3 && c.textContent.trim());
        if (own && parseFloat(getComputedStyle(node).fontSize) < 14) small.push(node.textContent);
        const tappable = node.tagName === "BUTTON" || node.getAttribute("role") === "button";
        if (tappable && (box.width < 44 || box.height < 44))
            narrow.push(`${node.textContent} ${box.width}x${box.height}`);
    }
    const controls = [...document.querySelectorAll(CONTROLS)].map((b) => b.getBoundingClientRect());
    return {
        small, narrow,
        overflow: document.documentElement.scrollWidth > window.innerWidth,
        controlsOnScreen:
            controls.length > 0 && controls.every((b) => b.bottom <= window.innerHeight),
        lowest: Math.max(...controls.map((b) => b.bottom)), count: controls.length,
    };
}"""
#: Per game: its command, the board's button that opens a member's control, what to tap
#: first, and the controls that must be on screen without scrolling.
GAMES = {
    "splito": ("splito", "splito:play:", ".hand button.card", ".side"),
    "splitter": ("splitter", "splitter:open:", ".numbers button", ".writable button.cell"),
    "splitit": ("split", "splitit:open:", ".choices button", ".choices button"),
    "serendipity": ("serendipity", "ser:open:", None, ".hexboard"),
}


@pytest.mark.parametrize("language", sorted(LANGUAGES))
@pytest.mark.parametrize("game", sorted(GAMES))
async def test_the_page_reads_and_taps_well_on_a_phone_and_a_screen(
    world, browser, locales, language, game
):
    command, opens, first, controls = GAMES[game]
    bob = world.members["bob"]
    locales[bob.id] = LOCALES[language]
    thread = await start_game(world, ["ann", "bob", "cat"], command=command)
    if game == "splito":
        await pick(world, "ann", thread)
        await pick(world, "cat", thread)
    elif game == "splitter":
        await place_numbers(world, "ann", thread)
    elif game == "splitit":
        await Table(world, thread, ["ann", "bob", "cat"]).step()  # the split: bets are next
    board = newest_with(thread, opens)
    if game == "serendipity":  # a turn is one player's: Bob's page is his seat's, watching
        shown = await bob.click(board, label="Watch live ↗")  # the table's words: English
    else:
        (play,) = custom_ids(board, opens)
        shown = await bob.click(board, custom_id=play)
    label = {"en": "Open the table ↗", "fr": "Ouvrir la table ↗", "ru": "Открыть стол ↗"}
    url = link_url(shown.response, label.get(language, "卓を開く ↗"))
    shots = os.environ.get("SPLITBOT_SHOTS")
    for size in (PHONE, SCREEN):
        page, _ = await page_at(browser, url, size)
        if first is None:
            await page.wait_for_selector(controls)
        else:
            await page.wait_for_selector(first)
            await page.locator(first).first.click()
        await page.evaluate("() => document.fonts.ready.then(() => true)")  # as a reader sees it
        if language == "ja":  # no font of this machine draws Japanese: the page's own must
            assert await drawn_in_custom_fonts(page, "#state"), await fonts_of(page, "#state")
        measured = await page.evaluate(MEASURE.replace("CONTROLS", repr(controls)))
        if shots:
            folder = Path(shots)
            folder.mkdir(parents=True, exist_ok=True)
            await page.screenshot(path=folder / f"{game}-{language}-{size['width']}.png")
        assert measured["small"] == [], measured["small"]
        assert measured["narrow"] == [], measured["narrow"]
        assert not measured["overflow"], measured
        assert measured["controlsOnScreen"], (measured["lowest"], measured["count"], size)
        assert await page.evaluate("() => document.documentElement.lang") == language
        await page.close()
