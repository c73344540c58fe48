"""What a message says in words, however Discord draws it: a message's ``content``, or for a
Components V2 message (which has none) the text of its text displays, in the order a reader
meets them. Tests read a message through ``text_of`` rather than ``.content`` so that a board
or a control may be a V2 card."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

#: Discord's component type of a text display (``discord.ComponentType.text_display``).
TEXT_DISPLAY = 10


def text_of(message: Any) -> str:
    """The message's words: its content, then each text display's, one a line."""
    content = getattr(message, "content", None) or ""
    shown = [text for text in _text_displays(getattr(message, "components", None) or [])]
    return "\n".join(([content] if content else []) + shown)


def _text_displays(components: Any) -> Iterator[str]:
    """Every text display's content in wire order: the wire format (SimCord's answers) or
    discord.py's components (a message read back), nested in containers and sections."""
    for component in components:
        data = component if isinstance(component, dict) else None
        kind = data.get("type") if data is not None else getattr(component, "type", None)
        if int(getattr(kind, "value", kind) or 0) == TEXT_DISPLAY:
            yield data["content"] if data is not None else component.content
        children = (
            data.get("components") if data is not None else getattr(component, "children", None)
        )
        if children:
            yield from _text_displays(children)
        accessory = (
            data.get("accessory") if data is not None else getattr(component, "accessory", None)
        )
        if accessory is not None:
            yield from _text_displays([accessory])
