"""The live page as a person uses it: a reload comes back to the same screen, the same pick
sent from Discord and from the page at once counts once, a page outlives a restart of the
bot, and the keyboard alone can play."""

from __future__ import annotations

import asyncio
from typing import Any

from bot.discordbot.client import SplitBot
from tests.discord.conftest import board, custom_ids, own_message, start_game
from tests.discord.web.conftest import link_url, page_at
from tests.discord.web.test_splito_live import wait_for_round


async def bob_s_page(world: Any, browser: Any) -> tuple[Any, Any, Any]:
    """A two-player Splito game; Bob's hand in Discord, and his page opened from it."""
    thread = await start_game(world, ["ann", "bob"])
    (play,) = custom_ids(board(thread), "splito:play:")
    shown = await world.members["bob"].click(board(thread), custom_id=play)
    page, _ = await page_at(browser, link_url(shown.response, "Open the table ↗"))
    await page.wait_for_selector(".hand button.card")
    return thread, shown.response, page


async def test_a_reload_comes_back_to_the_same_screen(world, browser):
    _, _, page = await bob_s_page(world, browser)
    await page.locator(".hand button.card").first.click()
    await page.locator(".side").nth(1).click()
    await page.wait_for_selector(".hand button.card.picked")
    before = await page.locator(".hand").inner_text()
    await page.reload()
    await page.wait_for_selector(".hand button.card.picked")
    assert await page.locator(".hand").inner_text() == before
    assert "✓" in before


async def test_the_same_pick_from_discord_and_the_page_at_once_counts_once(world, browser):
    thread, hand, page = await bob_s_page(world, browser)
    bob = world.members["bob"]
    service = world.env.bot.service
    before = await service.get(1)
    cards = custom_ids(hand, "splito:card:")
    await bob.click(hand, custom_id=cards[0])  # the first card, as the page shows it first
    hand = own_message(thread, bob, hand.id)
    (left,) = [c for c in custom_ids(hand, "splito:pick:") if c.endswith("left")]
    await page.locator(".hand button.card").first.click()
    await asyncio.gather(bob.click(hand, custom_id=left), page.locator(".side").first.click())
    await page.wait_for_selector(".hand button.card.picked")
    await world.env.settle()
    after = await service.get(1)
    assert after.version == before.version + 1  # one pick written, the other refused as done
    assert after.round == before.round


async def test_a_page_comes_back_after_the_bot_restarts(
    world, browser, migrated_database_url, web_settings
):
    _, _, page = await bob_s_page(world, browser)
    # The process goes (SimCord's restart keeps the old bot's objects: its server is stopped
    # here, as a process's end would), and a new one serves the same address.
    await world.env.bot.web.close()
    await page.wait_for_function(
        "() => document.getElementById('state').textContent.startsWith('Connection lost')"
    )
    await world.env.restart_bot(SplitBot(migrated_database_url, shard_count=1, web=web_settings))
    await page.wait_for_function(
        "() => document.getElementById('state').textContent === 'Your move.'"
    )
    await page.locator(".hand button.card").first.click()
    await page.locator(".side").first.click()
    await page.wait_for_selector(".hand button.card.picked")
    await world.env.settle()
    table = await world.env.bot.service.get(1)
    assert 1 in table.public.picked


async def test_the_keyboard_alone_plays_a_card(world, browser):
    _, _, page = await bob_s_page(world, browser)
    await page.locator(".hand button.card").first.focus()
    await page.keyboard.press("Enter")  # select the card
    focused = await page.evaluate("() => document.activeElement.dataset.key")
    assert focused and focused.startswith("card-")  # the redraw kept the keyboard's place
    await page.keyboard.press("Tab")
    for _ in range(40):  # on to the first side button
        key = await page.evaluate("() => document.activeElement.dataset.key || ''")
        if key.startswith("side-"):
            break
        await page.keyboard.press("Tab")
    await page.keyboard.press("Enter")
    await page.wait_for_selector(".hand button.card.picked")
    await wait_for_round(page, 1)
