"""A board as Discord draws it now: one card (Components V2) holding the board's words, its
images in a media gallery (several side by side: Splitter's sheets) and its buttons, in the
game's accent colour.

A V2 message has no content: its words are a text display, where mentions still work (the
first board's players are named there, and ``allowed_mentions`` decides who is notified).
Its images are the message's attachments, named in the gallery as ``attachment://<name>``; an
edit that keeps them names them again.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

import discord

from bot.discordbot.boards import Post
from bot.discordbot.outlet import Outlet

log = logging.getLogger(__name__)

#: Buttons on one row of a card (Discord's limit for an action row).
ROW = 5
#: The most a card's text may hold (Discord's limit for a message's text displays).
MOST_TEXT = 4000


@dataclass(frozen=True)
class Card:
    """What a posted card shows, remembered so that an edit of its words keeps the rest."""

    text: str
    images: tuple[str, ...] = ()
    #: Under the images: a final message's breakdown, a block each (its heading first).
    below: tuple[str, ...] = ()


def layout(
    card: Card,
    items: Sequence[discord.ui.Item[Any]] = (),
    accent: int | None = None,
    *,
    rows: Sequence[Sequence[discord.ui.Item[Any]]] | None = None,
) -> discord.ui.LayoutView:
    """The card as a message's components: words, images, then buttons, in one container
    (``items`` five a row, or ``rows`` as they are given)."""
    container: discord.ui.Container[Any] = discord.ui.Container(accent_colour=accent)
    container.add_item(discord.ui.TextDisplay(card.text[:MOST_TEXT]))
    if card.images:
        gallery: discord.ui.MediaGallery[Any] = discord.ui.MediaGallery(
            *(discord.MediaGalleryItem(f"attachment://{name}") for name in card.images)
        )
        container.add_item(gallery)
    for block in card.below:
        container.add_item(discord.ui.TextDisplay(block[:MOST_TEXT]))
    for row in rows if rows is not None else _rows(items):
        container.add_item(discord.ui.ActionRow(*row))
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(container)
    return view


def words_only(text: str) -> discord.ui.LayoutView:
    """A card that is only words (a board retired or cancelled, its image gone)."""
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(discord.ui.TextDisplay(text[:MOST_TEXT]))
    return view


def _rows(items: Sequence[discord.ui.Item[Any]]) -> list[list[discord.ui.Item[Any]]]:
    """The buttons in rows of five, in their order."""
    return [list(items[start : start + ROW]) for start in range(0, len(items), ROW)]


#: In a table's board memory: the board's card as last shown (message id, ``Card``).
SHOWN_CARD = "cards:shown"


async def recall(outlet: Outlet, memory: dict[str, Any], message_id: int | None) -> Card | None:
    """The card ``message_id`` shows: as this process last showed it, else read back from
    Discord (the process restarted; or the board is of an older version, its content and
    attachments, which an edit makes a card). None when it cannot be read."""
    shown = memory.get(SHOWN_CARD)
    if message_id is None:
        return None
    if shown is not None and shown[0] == message_id:
        card: Card = shown[1]
        return card
    try:
        message = await outlet.channel.fetch_message(message_id)
    except discord.HTTPException as error:
        log.info("cannot read board %s back: %s", message_id, error)
        return None
    return read(message)


def read(message: discord.Message) -> Card:
    """The card a posted message shows (a V2 card's words and images, or an older board's
    content and attachments)."""
    if not message.flags.components_v2:
        return Card(message.content, tuple(a.filename for a in message.attachments))
    texts, images = [], []
    roots = [component.to_dict() for component in message.components]
    for component in _walk(roots):
        if component.get("type") == discord.ComponentType.text_display.value:
            texts.append(str(component.get("content", "")))
        elif component.get("type") == discord.ComponentType.media_gallery.value:
            for item in component.get("items", []):
                url = str(item.get("media", {}).get("url", ""))
                images.append(urlsplit(url).path.rsplit("/", 1)[-1])
    return Card("\n".join(texts), tuple(images))


def _walk(components: Sequence[Any]) -> Iterator[dict[str, Any]]:
    for component in components:
        if isinstance(component, dict):
            yield component
            yield from _walk(component.get("components", []))


async def post(
    outlet: Outlet,
    shown: Post,
    items: Sequence[discord.ui.Item[Any]],
    accent: int | None,
    memory: dict[str, Any] | None = None,
    mentions: discord.AllowedMentions | None = None,
) -> discord.Message | None:
    """Post ``shown`` as a card with ``items`` as its buttons; remembered in ``memory``."""
    card = card_of(shown)
    extra: dict[str, Any] = {"allowed_mentions": mentions} if mentions is not None else {}
    view = layout(card, items, accent)
    message = await outlet.send(view=view, files=shown.discord_files(), **extra)
    if message is not None and memory is not None:
        memory[SHOWN_CARD] = (message.id, card)
    return message


async def edit(
    outlet: Outlet,
    message_id: int | None,
    card: Card,
    items: Sequence[discord.ui.Item[Any]],
    accent: int | None,
    memory: dict[str, Any],
    files: list[discord.File] | None = None,
) -> bool:
    """Edit a board into ``card`` (``files``: its images anew; None: the ones it has). A
    board of an older version (content, no card) becomes a card too."""
    changes: dict[str, Any] = {"content": None, "embed": None, "view": layout(card, items, accent)}
    if files is not None:
        changes["attachments"] = files
    if not await outlet.edit(message_id, **changes):
        return False
    memory[SHOWN_CARD] = (message_id, card)
    return True


async def say_only(outlet: Outlet, message_id: int | None, text: str) -> bool:
    """Edit a board into words alone: its images and buttons go."""
    changes: dict[str, Any] = {
        "content": None,
        "embed": None,
        "attachments": [],
        "view": words_only(text),
    }
    return await outlet.edit(message_id, **changes)


def card_of(shown: Post) -> Card:
    """The card of a post: its words, its images, and an embed's words below them."""
    below = blocks(shown.embed) if shown.embed is not None else ()
    return Card(shown.content, tuple(name for name, _ in shown.files), below)


def blocks(embed: discord.Embed) -> tuple[str, ...]:
    """An embed's words as a card's blocks (a card holds no embed): its title as a heading
    over its description, then each field's name in bold over its value."""
    head = "\n".join(
        part for part in (f"### {embed.title}" if embed.title else "", embed.description) if part
    )
    fields = tuple(f"**{field.name}**\n{field.value}" for field in embed.fields)
    return ((head,) if head else ()) + fields
