"""A Splito hand as a member sees it on a 412×915 phone, in SimCord's preview of the channel:
its thirteen cards (each button with its card's emoji), two sides and Hint fit the screen
between the channel's header and the message box, whole."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from simcord.backend.cdn import CDN_BASE

from bot.discordbot.emojis import EMOJIS, drawn, stem_of
from tests.discord.conftest import board, buttons, custom_ids, start_game

PHONE_SCREEN = {"width": 412, "height": 915}


def emoji_assets() -> dict[str, tuple[str, bytes]]:
    """The application's emojis as the preview fetches them (it serves nothing remote)."""
    pictures = {stem_of(p.name): p.png for p in drawn()}
    return {
        f"{CDN_BASE}/emojis/{emoji.id}.png": (f"{emoji.name}.png", pictures[stem])
        for stem, emoji in EMOJIS.shown.items()
    }


@pytest.mark.parametrize("language", ["en", "fr", "ru", "ja"])
async def test_a_splito_hand_fits_a_phone_screen(world, browser, locales, language):
    thread = await start_game(world, ["ann", "bob", "cat"], hints=True)
    ann = world.members["ann"]
    locales[ann.id] = language  # her Discord's language: her hand's words
    (play,) = custom_ids(board(thread), "splito:play:")
    hand = (await ann.click(board(thread), custom_id=play)).response
    assert len(custom_ids(hand, "splito:card:")) == 13 and not hand.attachments
    preview = world.env.preview(
        thread,
        viewers=[ann],
        layout="channel",
        display="fixed",
        assets=emoji_assets(),
        **PHONE_SCREEN,
    )
    async with preview:
        page = await browser.new_page(viewport=PHONE_SCREEN)
        await page.goto(preview.url)
        shown = page.locator(f'.channel-message[data-message-id="{hand.id}"]')
        await shown.wait_for()
        await page.wait_for_load_state("networkidle")
        await shown.scroll_into_view_if_needed()
        if shots := os.environ.get("SPLITBOT_SHOTS"):
            Path(shots).mkdir(parents=True, exist_ok=True)
            await page.screenshot(path=Path(shots) / f"splito-hand-{language}-412.png")
        message = await shown.bounding_box()
        screen = await page.locator("#channel-timeline").bounding_box()
        assert message is not None and screen is not None
        assert message["height"] <= screen["height"], (message, screen)
        # Every card's emoji drew (none left as "unavailable").
        pictured = sum(1 for b in buttons(hand) if b.get("emoji"))
        pictures = page.locator(f'.channel-message[data-message-id="{hand.id}"] button img')
        assert pictured >= 5 and await pictures.count() == pictured
        assert "unavailable" not in await shown.inner_text()
        await page.close()
