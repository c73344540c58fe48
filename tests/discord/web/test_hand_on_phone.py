"""A player's own control as a member sees it on a 412×915 phone, in SimCord's preview of the
channel: a Splito hand's thirteen cards (each button with its card's emoji), two sides and
Hint, in every language, and each other game's first control with its preview image, fit the
screen between the channel's header and the message box, whole."""

from __future__ import annotations

import os
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from playwright.async_api import TimeoutError as PlaywrightTimeout
from simcord.backend.cdn import CDN_BASE

from bot.discordbot.emojis import EMOJIS, drawn, stem_of
from bot.i18n import words
from engine.splito.deck import splito_id
from engine.splito.game import SplitoGame
from engine.splito.state import HAND_SIZE, SplitoState
from tests.discord.conftest import (
    board,
    buttons,
    custom_ids,
    newest_with,
    open_lobby,
    start_game,
)

PHONE_SCREEN = {"width": 412, "height": 915}
#: A hand of thirteen holds nine objectives or fewer in 99.5 % of deals (hypergeometric, 35
#: objectives among 107 cards): the hand tested holds nine, the longest in its language.
OBJECTIVES_HELD = 9
#: Each other game's command and the prefix of its board's button.
OPENS = {"split": "splitit:open:", "splitter": "splitter:open:", "serendipity": "ser:open:"}


def emoji_assets() -> dict[str, tuple[str, bytes]]:
    """The application's emojis as the preview fetches them (it serves nothing remote)."""
    pictures = {stem_of(p.name): p.png for p in drawn()}
    return {
        f"{CDN_BASE}/emojis/{emoji.id}.png": (f"{emoji.name}.png", pictures[stem])
        for stem, emoji in EMOJIS.shown.items()
    }


@asynccontextmanager
async def on_a_phone(
    world: Any, browser: Any, place: Any, member: Any, shown: Any, shot: str
) -> AsyncIterator[tuple[Any, Any]]:
    """``place`` in SimCord's preview as ``member`` sees it on the phone, scrolled to the
    message ``shown``: the page and the message's element (its screenshot written to
    ``SPLITBOT_SHOTS`` when that names a folder)."""
    preview = world.env.preview(
        place,
        viewers=[member],
        layout="channel",
        display="fixed",
        assets=emoji_assets(),
        **PHONE_SCREEN,
    )
    async with preview:
        page = await browser.new_page(viewport=PHONE_SCREEN)
        await page.goto(preview.url)
        message = page.locator(f'.channel-message[data-message-id="{shown.id}"]')
        await message.wait_for()
        await page.wait_for_load_state("networkidle")
        await message.scroll_into_view_if_needed()
        if shots := os.environ.get("SPLITBOT_SHOTS"):
            Path(shots).mkdir(parents=True, exist_ok=True)
            await page.screenshot(path=Path(shots) / f"{shot}-412.png")
        try:
            yield page, message
        finally:
            await page.close()


DRAWN = "images => images.filter(i => i.complete && i.naturalWidth > 0).length"


async def images_drawn(page: Any, message: Any, wanted: int) -> bool:
    """Whether ``message`` comes to show ``wanted`` decoded images: the preview decodes an
    attachment after the page is idle, so its images are awaited, for at most 20 s."""
    handle = await message.element_handle()
    try:
        await page.wait_for_function(
            f"([root, wanted]) => ({DRAWN})([...root.querySelectorAll('img')]) >= wanted",
            arg=[handle, wanted],
            timeout=20_000,
        )
    except PlaywrightTimeout:
        return False
    return True


async def fits_the_screen(
    world: Any, browser: Any, place: Any, member: Any, shown: Any, shot: str
) -> None:
    """``shown``, a private message of ``member``'s in ``place``, is no taller than the
    channel's timeline on the phone's screen, and every emoji of its buttons drew."""
    async with on_a_phone(world, browser, place, member, shown, shot) as (page, message):
        box = await message.bounding_box()
        screen = await page.locator("#channel-timeline").bounding_box()
        assert box is not None and screen is not None
        assert box["height"] <= screen["height"], (box, screen)
        pictured = sum(1 for b in buttons(shown) if (b.get("emoji") or {}).get("id"))
        assert await message.locator("button img.custom-emoji").count() == pictured
        assert "unavailable" not in await message.inner_text()  # no emoji left undrawn


def deal_long_objectives(monkeypatch: Any, language: str) -> None:
    """Every new Splito game deals its first hand the ``OBJECTIVES_HELD`` objectives of the
    longest words in ``language`` (what makes a hand tall: an objective's button is its words)
    and four number cards of four colours."""
    say, dealt = words(language), SplitoGame.new_game

    def new_game(self: SplitoGame, config: Any, seed: int) -> SplitoState:
        state = dealt(self, config, seed)
        cards = [c for hand in state.hands for c in hand] + list(state.out_of_game)
        deck = config.deck
        objectives = [c for c in cards if deck.objective(c) is not None]
        objectives.sort(key=lambda c: len(say(deck.objective(c).label)), reverse=True)
        # Number cards as a deal mixes them: 1, 2, 3, 4 of four colours.
        numbers = [splito_id(c, v) for v, c in enumerate(deck.colours, 1)]
        first = objectives[:OBJECTIVES_HELD] + numbers[: HAND_SIZE - OBJECTIVES_HELD]
        rest = iter([c for c in cards if c not in first])
        hands = [tuple(first)] + [tuple(next(rest) for _ in h) for h in state.hands[1:]]
        return replace(state, hands=tuple(hands), out_of_game=tuple(rest))

    monkeypatch.setattr(SplitoGame, "new_game", new_game)


@pytest.mark.parametrize("language", ["en", "fr", "ru", "ja"])
async def test_a_splito_hand_fits_a_phone_screen(world, browser, locales, monkeypatch, language):
    """The tallest hand (nine objectives, the longest in its language) fits the screen."""
    deal_long_objectives(monkeypatch, language)
    thread = await start_game(world, ["ann", "bob", "cat"], hints=True)
    ann = world.members["ann"]
    locales[ann.id] = language  # her Discord's language: her hand's words
    (play,) = custom_ids(board(thread), "splito:play:")
    hand = (await ann.click(board(thread), custom_id=play)).response
    assert len(custom_ids(hand, "splito:card:")) == 13 and not hand.attachments
    assert sum(1 for b in buttons(hand) if b.get("emoji")) >= HAND_SIZE - OBJECTIVES_HELD
    await fits_the_screen(world, browser, thread, ann, hand, f"splito-hand-{language}")


@pytest.mark.parametrize("language", ["en", "fr", "ru", "ja"])
@pytest.mark.parametrize("command", list(OPENS))
async def test_each_game_s_first_control_fits_a_phone_screen(
    world, browser, locales, command, language
):
    """Split it!'s split with its preview, Splitter's sheet control with the sheet, the
    Serendipity panel, in the players' language: opened by whoever moves first (the other is
    told to wait)."""
    thread = await start_game(world, ["ann", "bob"], command=command)
    for name in ("ann", "bob"):
        locales[world.members[name].id] = language  # their Discord's language: their controls
    board_now = newest_with(thread, OPENS[command])
    (opens,) = custom_ids(board_now, OPENS[command])
    for name in ("ann", "bob"):
        opened = await world.members[name].click(board_now, custom_id=opens)
        if opened.response.components:
            break
    assert opened.response.components, opened
    member = world.members[name]
    shot = f"{command}-control-{language}"
    await fits_the_screen(world, browser, thread, member, opened.response, shot)


#: Each game's command and the prefix of its board's button.
BOARDS = {"splito": "splito:play:", **OPENS}


@pytest.mark.parametrize("language", ["en", "fr", "ru", "ja"])
@pytest.mark.parametrize("command", list(BOARDS))
async def test_each_game_s_board_is_one_card_on_a_phone(world, browser, command, language):
    """The board as a member in the channel sees it at 412 px, in each table language: one
    card, its words, every image of its gallery drawn, and its button on it."""
    lobby = await open_lobby(world, "ann", command, language=language)
    (join,) = [c for c in custom_ids(lobby, "lobby:") if c.endswith(":join")]
    await world.members["bob"].click(lobby, custom_id=join)
    (start,) = [c for c in custom_ids(lobby, "lobby:") if c.endswith(":start")]
    await world.members["ann"].click(lobby, custom_id=start)
    thread = world.channel.threads[-1] if world.channel.threads else world.channel
    shown = newest_with(thread, BOARDS[command])
    assert shown.flags.components_v2 and shown.attachments
    cat = world.members["cat"]
    phone = on_a_phone(world, browser, thread, cat, shown, f"{command}-board-card-{language}")
    async with phone as (page, message):
        assert await images_drawn(page, message, len(shown.attachments))
        label = buttons(shown)[0]["label"]
        button = await message.get_by_role("button", name=label).bounding_box()
        box = await message.bounding_box()
        assert button is not None and box is not None
        assert (
            box["y"] <= button["y"] and button["y"] + button["height"] <= box["y"] + box["height"]
        )
