"""Splito at one table on two surfaces: Ann in Discord's messages, Bob on the live page, Cat
watching live; every move reaches every page, and no frame tells a watcher a hand or a pick."""

from __future__ import annotations

from typing import Any

from engine import get_game
from tests.discord.conftest import board, custom_ids, pick, start_game
from tests.discord.web.conftest import link_url, page_at, settled_past

SPLITO = get_game("splito")


async def wait_for_round(page: Any, round_number: int) -> None:
    await page.wait_for_function(
        """(round) => {
            const board = document.getElementById("board").dataset;
            return Number(board.round) >= round || board.over === "true";
        }""",
        arg=round_number,
    )


async def bob_plays_splito(world: Any, thread: Any, page: Any) -> Any:
    """A whole game: Bob's cards played on ``page`` (a browser's or the Activity's frame), Ann's
    in Discord's messages; the table as it ended."""
    service = world.env.bot.service
    table = await service.get(1)
    while table.status == "running":
        round_now = table.round
        await wait_for_round(page, round_now)
        await pick(world, "ann", thread)
        version = (await service.get(1)).version  # Bob's move is the next
        await page.locator(".hand button.card").first.click()
        await page.locator(".side").first.click()
        await settled_past(world, page, version)
        table = await service.get(1)
        assert table.round == round_now + 1 or table.status == "finished"
    return table


async def test_a_whole_game_with_one_player_in_discord_one_in_the_browser(world, browser):
    thread = await start_game(world, ["ann", "bob"])
    bob, cat = world.members["bob"], world.members["cat"]
    (play,) = custom_ids(board(thread), "splito:play:")
    shown = await bob.click(board(thread), custom_id=play)
    page, bob_frames = await page_at(browser, link_url(shown.response, "Open the table ↗"))
    watched = await cat.click(board(thread), label="Watch live ↗")
    assert watched.ephemeral
    spectator, cat_frames = await page_at(browser, link_url(watched.response, "Open the table ↗"))
    await spectator.wait_for_selector(".zone")
    table = await bob_plays_splito(world, thread, page)
    assert table.status == "finished" and table.round > 20, (table.status, table.round)
    await wait_for_round(spectator, table.round)
    assert await page.locator(".hand").count() == 0
    assert page.errors == [] and spectator.errors == []  # type: ignore[attr-defined]
    watcher_tables = [f for f in cat_frames.received if f["type"] == "table"]
    assert len(watcher_tables) > table.round  # a frame at least each round
    assert all(f["board"]["hand"] is None and f["seat"] is None for f in watcher_tables)
    bob_tables = [f for f in bob_frames.received if f["type"] == "table"]
    assert all(f["seat"] == 1 for f in bob_tables) and len(bob_tables) > table.round
