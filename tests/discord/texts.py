"""What a message says in words, however Discord draws it: a message's ``content``, or for a
Components V2 message (which has none) the text of its text displays, in the order a reader
meets them. Tests read a message through ``text_of`` rather than ``.content`` so that a board
or a control may be a V2 card."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from simcord.components import walk_components

#: Discord's component types of a text display and a media gallery.
TEXT_DISPLAY = 10
MEDIA_GALLERY = 12


def components_of(message: Any) -> list[dict[str, Any]]:
    """Every component of a message in wire order, as Discord's JSON: action rows and their
    buttons, a V2 card's container, sections (their accessories too) and text displays. For
    SimCord's answers (JSON already) and discord.py's messages alike."""
    roots = [c if isinstance(c, dict) else c.to_dict() for c in message.components or []]
    return list(walk_components(roots))


def text_of(message: Any) -> str:
    """The message's words: its content, then each text display's, one a line."""
    content = getattr(message, "content", None) or ""
    shown = [c["content"] for c in components_of(message) if c.get("type") == TEXT_DISPLAY]
    return "\n".join(([content] if content else []) + shown)


def breakdown(message: Any) -> SimpleNamespace:
    """A final card's breakdown, read as the embed it was made from: ``title``,
    ``description`` and ``fields`` (each a ``name`` and a ``value``). Its blocks are the text
    displays under the card's images: the heading first (its title a ``###`` line), then a
    field each (its name in bold on the first line)."""
    after: list[str] = []
    seen_images = False
    for component in components_of(message):
        if component.get("type") == MEDIA_GALLERY:
            seen_images = True
        elif seen_images and component.get("type") == TEXT_DISPLAY:
            after.append(component["content"])
    assert after, "no breakdown under the card's images"
    title, description = None, None
    if after[0].startswith("### "):
        heading, _, rest = after.pop(0).partition("\n")
        title, description = heading.removeprefix("### "), rest or None
    fields = []
    for block in after:
        name, _, value = block.partition("\n")
        fields.append(SimpleNamespace(name=name.removeprefix("**").removesuffix("**"), value=value))
    return SimpleNamespace(title=title, description=description, fields=fields)
