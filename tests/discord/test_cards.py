"""A board is one card (Components V2): its words, its images in a media gallery and its
buttons in one container, in the game's accent colour; a board posted by an older version
(content, attachments, a row of buttons) still plays, and becomes a card when next edited."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import discord

from bot.discordbot import cards
from bot.discordbot.client import SplitBot
from bot.discordbot.splito import ACCENT as SPLITO_ACCENT
from bot.discordbot.splitter import ACCENT as SPLITTER_ACCENT
from tests.discord.conftest import board, buttons, custom_ids, pick, start_game
from tests.discord.test_splitter_game import add_members, sheet_board
from tests.discord.texts import components_of, text_of


def card(message: Any) -> dict[str, Any]:
    """The message's one container, which holds everything it shows."""
    assert message.flags.components_v2 and message.content == ""
    (container,) = [c.to_dict() for c in message.components]
    assert container["type"] == discord.ComponentType.container.value
    return container


def gallery(message: Any) -> list[str]:
    """The file names of the card's images, in order."""
    items = [c for c in components_of(message) if c["type"] == 12]
    return [
        item["media"]["url"].split("?")[0].rsplit("/", 1)[-1] for g in items for item in g["items"]
    ]


async def test_a_splito_board_is_one_card_with_its_image_and_buttons(world):
    thread = await start_game(world, ["ann", "bob"])
    shown = board(thread)
    container = card(shown)
    assert container["accent_color"] == SPLITO_ACCENT
    kinds = [c["type"] for c in container["components"]]
    assert kinds[:2] == [10, 12] and kinds[-1] == 1  # words, the image, then the buttons
    assert text_of(shown).startswith("**Splito · game #1 · round 1/26**")
    assert gallery(shown) == ["splito-1-round-1.png"] == [a.filename for a in shown.attachments]
    assert buttons(shown)[0]["label"] == "Play"
    await pick(world, "ann", thread)
    # A pick edits the card's words; its image and buttons stay.
    edited = board(thread)
    assert edited.id == shown.id and "✓ ann" in text_of(edited)
    assert gallery(edited) == ["splito-1-round-1.png"] and custom_ids(edited, "splito:play:")
    await pick(world, "bob", thread)
    # The next round is a new card; the old one keeps its words and image, not its button.
    old = next(m for m in thread.history() if m.id == shown.id)
    assert gallery(old) == ["splito-1-round-1.png"] and buttons(old) == []
    assert "round 2/26" in text_of(board(thread)) and board(thread).id != shown.id


async def test_splitter_sheets_stand_side_by_side_in_one_gallery(world):
    # Five sheets: more than one image holds (four a page), so the gallery shows two.
    players = add_members(world, 5)
    thread = await start_game(world, players, command="splitter")
    shown = sheet_board(thread)
    assert card(shown)["accent_color"] == SPLITTER_ACCENT
    (images,) = [c for c in components_of(shown) if c["type"] == 12]
    names = gallery(shown)
    assert len(images["items"]) == 2 == len(names)
    assert names == [a.filename for a in shown.attachments]
    assert names == ["splitter-1-round-1-1.png", "splitter-1-round-1-2.png"]


async def test_a_board_posted_before_cards_still_plays_and_becomes_one(world, monkeypatch):
    """The older version posted content, the image as an attachment and a row of buttons;
    after the upgrade (a restart) its button still opens the hand, a pick edits it into a card
    with the same image, and the game goes on."""

    async def as_before(outlet, shown, items, accent, memory=None, mentions=None):
        view = discord.ui.View(timeout=None)
        for item in items:
            view.add_item(item)
        extra = {"allowed_mentions": mentions} if mentions is not None else {}
        return await outlet.send(
            content=shown.content, files=shown.discord_files(), view=view, **extra
        )

    monkeypatch.setattr(cards, "post", as_before)
    thread = await start_game(world, ["ann", "bob"])
    old = board(thread)
    assert not old.flags.components_v2 and old.content.startswith("**Splito · game #1")
    monkeypatch.undo()
    await world.env.restart_bot(SplitBot(world.env.bot.database_url, shard_count=1))
    await pick(world, "ann", thread)
    now = board(thread)
    assert now.id == old.id and now.flags.components_v2 and "✓ ann" in text_of(now)
    assert gallery(now) == [a.filename for a in old.attachments]
    await pick(world, "bob", thread)
    assert "round 2/26" in text_of(board(thread)) and board(thread).flags.components_v2


class _Wire:
    """A component as discord.py hands it back: ``to_dict()`` gives its JSON."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.data = data

    def to_dict(self) -> dict[str, Any]:
        return self.data


def test_a_card_read_back_is_the_card_posted():
    """What ``cards.read`` makes of a message is what ``cards.layout`` put in it, once
    Discord has made its images' references into their addresses."""
    shown = cards.Card("**Board** ✓ ann", ("one.png", "two.png"))
    posted = [_resolved(c) for c in cards.layout(shown, (), 0x123456).to_components()]
    message = SimpleNamespace(
        flags=discord.MessageFlags(components_v2=True),
        content="",
        attachments=[],
        components=[_Wire(c) for c in posted],
    )
    assert cards.read(message) == shown  # type: ignore[arg-type]
    older = SimpleNamespace(
        flags=discord.MessageFlags(),
        content="**Board**",
        attachments=[SimpleNamespace(filename="one.png")],
        components=[],
    )
    assert cards.read(older) == cards.Card("**Board**", ("one.png",))  # type: ignore[arg-type]


def _resolved(component: dict[str, Any]) -> dict[str, Any]:
    """``component`` as Discord stores it: each ``attachment://`` a CDN address."""
    if component.get("type") == 12:
        items = []
        for item in component["items"]:
            name = item["media"]["url"].removeprefix("attachment://")
            url = f"https://cdn.discordapp.com/attachments/2/9/{name}?ex=1&is=2&hm=3"
            items.append({**item, "media": {"url": url, "proxy_url": url}})
        return {**component, "items": items}
    return {**component, "components": [_resolved(c) for c in component.get("components", [])]}


async def test_a_hand_is_a_card_with_its_buttons_in_their_rows(world):
    """A private control in a channel is a card too: its words, then its buttons in the rows
    they had (Splito's cards, then the two sides); a refusal is said above them, in it."""
    thread = await start_game(world, ["ann", "bob"])
    ann = world.members["ann"]
    (play,) = custom_ids(board(thread), "splito:play:")
    hand = (await ann.click(board(thread), custom_id=play)).response
    assert hand.ephemeral and hand.flags.components_v2 and hand.content == ""
    assert text_of(hand).startswith("**Your hand · round 1/26**")
    (container,) = hand.components
    rows = [
        [b.get("custom_id", "").rsplit(":", 1)[0] for b in row["components"]]
        for row in container["components"]
        if row["type"] == 1
    ]
    cards_rows = [row for row in rows if row and row[0].startswith("splito:card")]
    assert sum(len(row) for row in cards_rows) == 13 and all(len(row) <= 5 for row in rows)
    sides = rows[len(cards_rows)]  # the sides' row, as it was
    assert len(sides) == 2 and all(c.startswith("splito:side:") for c in sides)
