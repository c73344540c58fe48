"""The application's emojis: Splito's cards and Serendipity's tiles uploaded at start, once,
and shown on a hand's buttons and in its text, on the lobby's colours; the Unicode marks where
they cannot be uploaded."""

from __future__ import annotations

import logging
import re

import discord

from bot.discordbot.client import SplitBot
from bot.discordbot.emojis import drawn
from tests.discord.conftest import (
    board,
    buttons,
    card_words,
    is_objective,
    open_lobby,
    own_message,
    pick,
    start_game,
)
from tests.discord.test_splitit_game import selects
from tests.discord.texts import text_of

SQUARES = "🟨🟧🌸🟩🟦⬛"


def uploads(world, since: int = 0) -> int:
    return sum(
        r.method == "POST" and r.path.endswith("/emojis") for r in world.env.http_requests[since:]
    )


def card_buttons(hand) -> list[dict]:
    return [b for b in buttons(hand) if b.get("custom_id", "").startswith("splito:card:")]


async def test_the_pieces_are_uploaded_once_and_shown_on_a_hand(world):
    bot = world.env.bot
    await world.env.settle()
    pictures = {p.name for p in drawn()}
    assert {e.name for e in await bot.fetch_application_emojis()} == pictures
    assert uploads(world) == len(pictures) == 42  # Splito's 36 cards, Serendipity's 6 tiles

    thread = await start_game(world, ["ann", "bob", "cat"])
    await pick(world, "ann", thread)
    ann = world.members["ann"]
    hand = own_message(thread, ann, world.open_hand[ann.id])
    ours = {e.id: e.name for e in await bot.fetch_application_emojis()}
    cards = [b for b in card_buttons(hand) if not is_objective(b)]
    assert cards and all(ours.get(int(b["emoji"]["id"])) for b in cards)
    for button in cards:  # the label names the card in words; the picture shows its colour
        assert button["label"] == card_words(button)  # the pictures are up: no numbers
        value, colour = button["label"].split(" ")
        assert ours[int(button["emoji"]["id"])].startswith(f"splito_{colour}_{value}_")
        assert not set(SQUARES) & set(button["label"])
    # The next round's hand lists the cards it passed by their emojis.
    for name in ("bob", "cat"):
        await pick(world, name, thread)
    hand = own_message(thread, ann, world.open_hand[ann.id])
    (passed,) = [line for line in text_of(hand).splitlines() if line.startswith("Cards you pass")]
    assert "<:splito_" in passed and not set(SQUARES) & set(passed)


async def test_a_restart_uploads_nothing_again_and_replaces_an_older_picture(world):
    bot = world.env.bot
    await world.env.settle()
    older = next(p for p in drawn() if p.name.startswith("splito_blue_4_"))
    stale = await bot.fetch_application_emojis()
    (current,) = [e for e in stale if e.name == older.name]
    await current.delete()
    await bot.create_application_emoji(name="splito_blue_4_000000", image=older.png)
    await bot.create_application_emoji(name="someone_else", image=older.png)
    since = len(world.env.http_requests)
    await world.env.restart_bot(SplitBot(bot.database_url, shard_count=1))
    await world.env.settle()
    names = {e.name for e in await world.env.bot.fetch_application_emojis()}
    assert uploads(world, since) == 1  # only the piece whose picture was not there
    assert older.name in names and "splito_blue_4_000000" not in names
    assert "someone_else" in names  # not one of the bot's pieces: left alone


async def test_a_refused_upload_leaves_the_unicode_marks(world, monkeypatch, caplog):
    async def refused(self, **_):
        raise discord.HTTPException(
            type("R", (), {"status": 400, "reason": "Bad Request"})(), "Maximum emojis reached"
        )

    await world.env.settle()
    for emoji in await world.env.bot.fetch_application_emojis():
        await emoji.delete()  # a new application: nothing uploaded yet
    monkeypatch.setattr(SplitBot, "create_application_emoji", refused)
    with caplog.at_level(logging.WARNING):
        await world.env.restart_bot(SplitBot(world.env.bot.database_url, shard_count=1))
        await world.env.settle()
    (said,) = [r for r in caplog.records if "emojis could not be uploaded" in r.getMessage()]
    assert said.exc_info is None  # one line, no traceback
    thread = await start_game(world, ["ann", "bob", "cat"])
    shown = await world.members["ann"].click(board(thread), label="Play")
    cards = [b for b in card_buttons(shown.response) if not is_objective(b)]
    assert cards and not any(b.get("emoji") for b in cards)
    assert any(set(SQUARES) & set(b["label"]) for b in cards)
    # Without the pictures the hand's image is shown, and the buttons are numbered as it is.
    assert shown.response.attachments and all(b["label"] != card_words(b) for b in cards)


async def test_serendipity_s_colours_show_their_tiles(world):
    """The lobby's colour select and its seat lines show each colour by its tile's emoji."""
    await world.env.settle()
    ours = {e.id: e.name for e in await world.env.bot.fetch_application_emojis()}
    lobby = await open_lobby(world, "ann", "serendipity")
    (colours,) = [s for s in selects(lobby) if s["custom_id"].endswith(":colours")]
    for option in colours["options"]:
        assert ours[int(option["emoji"]["id"])].startswith(f"serendipity_{option['value']}_")
    await world.members["ann"].select(lobby, ["red", "blue"], custom_id=colours["custom_id"])
    seats = world.channel.history()[-1].embeds[0].fields[0].value
    assert re.search(
        r"picked <:serendipity_red_\w+:\d+> red, <:serendipity_blue_\w+:\d+> blue", seats
    )
