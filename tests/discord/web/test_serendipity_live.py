"""Serendipity at one table on two surfaces: Ann plays her turns through Discord's panel,
Bob taps the hexes of the live page (one tap a tile; a Serendip rotated, kept or moved with
the page's buttons), Cat watches; every kind of action is made from the page."""

from __future__ import annotations

import random
from typing import Any

from engine import get_game
from engine.serendipity import CELLS, EndTurn, KeepSerendip, LeaveOwn, MoveSerendip, SwapOwn, Turn
from engine.serendipity.board import label
from tests.discord.test_serendipity_game import Player, live_board, two_player_game, varied_move
from tests.discord.web.conftest import link_url, page_at, settled_past
from tests.discord.web.test_splitit_live import newer_than

GAME = get_game("serendipity")


async def tap(page: Any, cell: tuple[int, int]) -> None:
    await page.locator(f'[data-cell="{label(cell)}"]').click()


async def rotate_to(page: Any, rotation: int, now: int) -> None:
    for _ in range((rotation - now) % 6):
        await page.locator("[data-key=rotate-right]").click()


async def bob_plays(page: Any, action: Any, rotation: int) -> None:
    """One action on the page, as a person taps it."""
    match action:
        case Turn(cell=cell):
            await tap(page, cell)
        case SwapOwn(target=target):
            toggle = page.locator("[data-key=mode-swap]")
            if await toggle.count():  # else the tile ends the game: swapping is the mode
                await toggle.click()
            await tap(page, target)
        case KeepSerendip(rotation=k, a=a, b=b):
            await rotate_to(page, k, rotation)
            await page.locator("[data-key=mode-keep]").click()
            await tap(page, a)
            await tap(page, b)
        case MoveSerendip(target=target, rotation=k):
            await rotate_to(page, k, rotation)
            await page.locator("[data-key=mode-move]").click()
            await tap(page, target)
        case EndTurn() | LeaveOwn():
            await page.locator("[data-key=extra-0]").click()


async def bob_plays_serendipity(world: Any, thread: Any, page: Any) -> set[str]:
    """A whole game: Bob's actions tapped on ``page`` (a browser's or the Activity's frame),
    Ann's through Discord's panel, every kind of action made; the kinds Bob made."""
    await page.wait_for_selector(".hexboard")
    table = await world.env.bot.service.get(1)
    seat_of = {name: table.seat_of(world.members[name].id) for name in ("ann", "bob")}
    ann = Player(world, "ann", thread)
    rng = random.Random(3)
    found, made = {seat: 0 for seat in seat_of.values()}, set()
    while (table := await world.env.bot.service.get(1)).status == "running":
        state = table.state
        assert state.step < 2_000
        seat = state.current
        found[seat] += state.phase == "serendip"  # each player's own Serendips vary
        action = varied_move(state, seat, rng, found[seat])
        if seat == seat_of["ann"]:
            await ann.play(action)
            continue
        made.add(type(action).__name__)
        rotation = state.tiles[CELLS.index(state.pending)].rotation if state.pending else 0
        await newer_than(page, table.version - 1)
        await bob_plays(page, action, rotation)
        await settled_past(world, page, table.version)
        after = await world.env.bot.service.get(1)
        assert (
            GAME.same_action(after.state.this_turn[-1].action, action)
            if after.state.this_turn
            else True
        )
    return made


async def test_a_whole_game_with_one_player_in_discord_one_in_the_browser(
    world, browser, same_deal
):
    thread, _ = await two_player_game(world)
    bob, cat = world.members["bob"], world.members["cat"]
    opened = await bob.click(live_board(thread), label="Watch live ↗")
    page, _ = await page_at(browser, link_url(opened.response, "Open the table ↗"))
    watched = await cat.click(live_board(thread), label="Watch live ↗")
    spectator, seen = await page_at(browser, link_url(watched.response, "Open the table ↗"))
    made = await bob_plays_serendipity(world, thread, page)
    assert {"Turn", "KeepSerendip", "MoveSerendip"} <= made, made
    assert page.errors == [] and spectator.errors == []  # type: ignore[attr-defined]
    assert len([f for f in seen.received if f["type"] == "table"]) > 50
