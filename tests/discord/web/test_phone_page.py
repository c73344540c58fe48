"""The live page on a 360×640 phone and a 1280×800 screen, in every language: no text under
14 CSS px, no tap target under 44 px, nothing wider than the screen, the hand and its sides
on screen under the board. Screenshots go to ``SPLITBOT_SHOTS`` when it names a folder."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from bot.i18n import LANGUAGES
from tests.discord.conftest import board, custom_ids, pick, start_game
from tests.discord.web.conftest import PHONE, link_url, page_at

SCREEN = {"width": 1280, "height": 800}
LOCALES = {"en": "en-US", "fr": "fr", "ru": "ru", "ja": "ja"}

#: What the page shows that a person reads or taps, measured in the page itself.
MEASURE = """() => {
    const small = [], narrow = [];
    for (const node of document.querySelectorAll("body *")) {
        const box = node.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        const own = [...node.childNodes].some((c) => c.nodeType === 3 && c.textContent.trim());
        if (own && parseFloat(getComputedStyle(node).fontSize) < 14) small.push(node.textContent);
        if (node.tagName === "BUTTON" && (box.width < 44 || box.height < 44))
            narrow.push(`${node.textContent} ${box.width}x${box.height}`);
    }
    const sides = [...document.querySelectorAll(".side")].map((b) => b.getBoundingClientRect());
    return {
        small, narrow,
        overflow: document.documentElement.scrollWidth > window.innerWidth,
        sidesOnScreen: sides.length > 0 && sides.every((b) => b.bottom <= window.innerHeight),
    };
}"""


@pytest.mark.parametrize("language", sorted(LANGUAGES))
async def test_the_page_reads_and_taps_well_on_a_phone_and_a_screen(
    world, browser, locales, language
):
    bob = world.members["bob"]
    locales[bob.id] = LOCALES[language]
    thread = await start_game(world, ["ann", "bob", "cat"])
    await pick(world, "ann", thread)
    await pick(world, "cat", thread)
    (play,) = custom_ids(board(thread), "splito:play:")
    shown = await bob.click(board(thread), custom_id=play)
    label = {"en": "Open the table ↗", "fr": "Ouvrir la table ↗", "ru": "Открыть стол ↗"}
    url = link_url(shown.response, label.get(language, "卓を開く ↗"))
    shots = os.environ.get("SPLITBOT_SHOTS")
    for size in (PHONE, SCREEN):
        page, _ = await page_at(browser, url, size)
        await page.wait_for_selector(".hand button.card")
        await page.locator(".hand button.card").first.click()
        measured = await page.evaluate(MEASURE)
        assert measured["small"] == [], measured["small"]
        assert measured["narrow"] == [], measured["narrow"]
        assert not measured["overflow"]
        assert measured["sidesOnScreen"]
        assert await page.evaluate("() => document.documentElement.lang") == language
        if shots:
            folder = Path(shots)
            folder.mkdir(parents=True, exist_ok=True)
            await page.screenshot(path=folder / f"splito-{language}-{size['width']}.png")
        await page.close()
