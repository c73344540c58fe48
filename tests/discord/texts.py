"""What a message says in words, however Discord draws it: a message's ``content``, or for a
Components V2 message (which has none) the text of its text displays, in the order a reader
meets them. Tests read a message through ``text_of`` rather than ``.content`` so that a board
or a control may be a V2 card."""

from __future__ import annotations

from typing import Any

from simcord.components import walk_components

#: Discord's component type of a text display (``discord.ComponentType.text_display``).
TEXT_DISPLAY = 10


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
