"""Split it! at one table on two surfaces: Ann plays in Discord's messages, Bob on the live
page (he splits by tapping between cards, discards, bets and places jokers with one tap
each), Cat watches; no frame tells anyone a bet before its reveal."""

from __future__ import annotations

from typing import Any

from engine import get_game
from tests.discord.conftest import start_game
from tests.discord.test_splitit_game import Table, split_board
from tests.discord.web.conftest import link_url, page_at, settled_past

SPLIT_IT = get_game("splitit")


async def newer_than(page: Any, version: int) -> None:
    await page.wait_for_function(
        """(version) => {
            const board = document.getElementById("board").dataset;
            return Number(board.version) > version || board.over === "true";
        }""",
        arg=version,
    )


async def bob_moves(page: Any, phase: str, step: int) -> None:
    """Bob's move on the page, as a person taps it."""
    if phase == "split":
        gaps = page.locator("button.gap")
        count = await gaps.count()
        await gaps.nth(0).click()
        await gaps.nth(count - 1).click()
        await page.locator("[data-key=split]").click()
    else:
        choices = page.locator(".choices button")
        await choices.nth(step % await choices.count()).click()


async def bob_plays_splitit(world: Any, thread: Any, page: Any) -> Any:
    """A whole game: Bob's moves tapped on ``page`` (a browser's or the Activity's frame), Ann's
    in Discord's messages (seat 0; Bob seat 1); the table as it ended."""
    service = world.env.bot.service
    table = await service.get(1)
    await page.wait_for_selector("#board[data-version]")
    ann = Table(world, thread, ["ann"])
    steps = 0
    while table.status == "running":
        steps += 1
        assert steps < 400, "the game did not end"
        if 0 in SPLIT_IT.waiting_for(table.state):
            await ann.step()
            table = await service.get(1)
        if table.status == "running" and 1 in SPLIT_IT.waiting_for(table.state):
            version = table.version
            await newer_than(page, version - 1)  # the page shows the step
            await bob_moves(page, table.public.phase, steps)
            await settled_past(world, page, version)
            table = await service.get(1)
    return table


async def test_a_whole_game_with_one_player_in_discord_one_in_the_browser(world, browser):
    thread = await start_game(world, ["ann", "bob"], command="split")
    bob, cat = world.members["bob"], world.members["cat"]
    watched = await cat.click(split_board(thread), label="Watch live ↗")
    spectator, seen = await page_at(browser, link_url(watched.response, "Open the table ↗"))
    # Watch live answers a player with the link to their own seat.
    opened = await bob.click(split_board(thread), label="Watch live ↗")
    page, mine = await page_at(browser, link_url(opened.response, "Open the table ↗"))
    await bob_plays_splitit(world, thread, page)
    assert page.errors == [] and spectator.errors == []  # type: ignore[attr-defined]
    frames = [f for f in seen.received if f["type"] == "table"]
    assert len(frames) > 10 and all(f["board"]["hand"] is None for f in frames)
    assert not any("You bet" in str(f) for f in frames)
    assert any(
        f["board"]["hand"] and f["board"]["hand"]["kind"] == "split"
        for f in mine.received
        if f["type"] == "table"
    )
