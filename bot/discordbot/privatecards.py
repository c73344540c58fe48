"""A player's private control (a hand, a sheet control, a turn panel) as a card: its words,
its image and its buttons in one Components V2 container, like the board it answers.

The games draw a control as a classic message edit names it (``content``, ``view``,
``attachments``); ``as_card`` makes those the card's, taking what an edit leaves out (the
buttons of a refusal said above them, say) from the message as it is. A control in a direct
message stays a classic message: its heading is an embed, which a card cannot hold.

Once a message is a card, Discord takes no classic edit of it (content and embeds are
refused, and the card flag stays): a game's control edits its message through
``common.redraw`` (or ``Shown.card()`` for the message it opens), never with content alone.
"""

from __future__ import annotations

from itertools import groupby
from typing import Any

import discord

from bot.discordbot.cards import Card, layout, read

#: Each edit keyword a classic control edit may name, which the card replaces.
CLASSIC = ("content", "view", "attachments", "embed")


def as_card(changes: dict[str, Any], current: discord.Message | None = None) -> dict[str, Any]:
    """``changes`` (a classic edit of a control) as an edit that draws the control as a card;
    what they leave out is kept from ``current``, the control as it is."""
    shown = read(current) if current is not None else Card("")
    text = changes.get("content", shown.text) or ""
    files = changes.get("attachments")
    images = tuple(file.filename for file in files) if files is not None else shown.images
    if "view" in changes:
        rows = arranged(changes["view"]) if changes["view"] is not None else []
    else:
        rows = rows_of(current) if current is not None else []
    edit = {key: value for key, value in changes.items() if key not in CLASSIC}
    edit.update(content=None, view=layout(Card(text, images), rows=rows))
    if files is not None:
        edit["attachments"] = files
    return edit


def in_channel(interaction: discord.Interaction) -> bool:
    """Whether the control ``interaction`` answers is a private one in a server's channel (a
    card), rather than a direct message's (classic)."""
    return interaction.guild_id is not None


def arranged(view: discord.ui.View) -> list[list[discord.ui.Item[Any]]]:
    """A view's items in the rows discord.py gave them, in order."""
    view.to_components()  # places each item on its row
    placed = sorted(view.children, key=lambda item: item._rendered_row or 0)
    return [list(row) for _, row in groupby(placed, key=lambda item: item._rendered_row or 0)]


def rows_of(message: discord.Message) -> list[list[discord.ui.Item[Any]]]:
    """The rows of buttons and selects a posted message shows (a card's or a classic one's)."""
    if not message.flags.components_v2:
        return arranged(discord.ui.View.from_message(message, timeout=None))
    shown = discord.ui.LayoutView.from_message(message, timeout=None)
    rows: list[list[discord.ui.Item[Any]]] = []
    for item in shown.walk_children():
        if isinstance(item, discord.ui.ActionRow):
            rows.append(list(item.children))
    return rows
