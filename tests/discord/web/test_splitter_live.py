"""Splitter at one table on two surfaces: Ann writes in Discord's messages, Bob taps cells on
the live page, Cat watches; each pair Bob taps is written where he tapped, and a spectator
is never told where anyone is about to write."""

from __future__ import annotations

from typing import Any

from tests.discord.conftest import custom_ids, start_game
from tests.discord.test_splitter_game import place_numbers, sheet_board
from tests.discord.web.conftest import link_url, page_at, settled_past
from tests.discord.web.test_splito_live import wait_for_round


async def bob_plays_splitter(world: Any, thread: Any, page: Any) -> Any:
    """A whole game: Bob's pairs written on ``page`` (a browser's or the Activity's frame), each
    where he tapped, Ann's in Discord's messages; the table as it ended."""
    service = world.env.bot.service
    table = await service.get(1)
    while table.status == "running":
        round_now = table.round
        await wait_for_round(page, round_now)
        await place_numbers(world, "ann", thread)
        version = (await service.get(1)).version  # Bob's move is the next
        if round_now % 2:  # every other round Bob writes the second number first
            await page.locator(".numbers button").nth(1).click()
        tapped = page.locator(".writable button.cell:not([disabled])").first
        key = await tapped.get_attribute("data-key")
        await tapped.click()
        await settled_past(world, page, version)
        table = await service.get(1)
        _, r, x = key.split("-")
        a, b = table.state.rolls[round_now - 1]
        assert table.state.sheets[1][int(r)][int(x)] == (b if round_now % 2 else a), (
            round_now,
            key,
            (a, b),
            table.state.sheets[1],
        )
    return table


async def test_a_whole_game_with_one_player_in_discord_one_in_the_browser(world, browser):
    thread = await start_game(world, ["ann", "bob"], command="splitter")
    bob, cat = world.members["bob"], world.members["cat"]
    (opens,) = custom_ids(sheet_board(thread), "splitter:open:")
    shown = await bob.click(sheet_board(thread), custom_id=opens)
    page, _ = await page_at(browser, link_url(shown.response, "Open the table ↗"))
    watched = await cat.click(sheet_board(thread), label="Watch live ↗")
    spectator, cat_frames = await page_at(browser, link_url(watched.response, "Open the table ↗"))
    await spectator.wait_for_selector(".sheet")
    table = await bob_plays_splitter(world, thread, page)
    assert table.status == "finished" and table.round > 20
    written = sum(cell is not None for row in table.state.sheets[1] for cell in row)
    assert written == len(table.state.config.layout.cells)  # Bob's sheet full, from the page
    assert page.errors == [] and spectator.errors == []  # type: ignore[attr-defined]
    seen = [f for f in cat_frames.received if f["type"] == "table"]
    assert len(seen) > table.round and all(f["board"]["hand"] is None for f in seen)
    pending = [c for f in seen for s in f["board"]["sheets"] for row in s["rows"] for c in row]
    assert all(c is None or c["pending"] is None for c in pending)
