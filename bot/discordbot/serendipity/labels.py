"""A cell label typed in the Serendipity panel's modal (``B4``): read from the modal's answer
by its custom_id, so it works after a restart too."""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.discordbot.common import on_private_message, refuse, refuse_in_control
from bot.discordbot.outlet import acting
from bot.discordbot.serendipity.choice import Choice
from bot.discordbot.serendipity.controls import pick
from bot.service import errors
from engine.serendipity import parse_label

#: How much of a typed label a refusal quotes back (labels are 2 or 3 characters).
LABEL_ECHO = 6
LABEL_MODAL = re.compile(Choice.template("ser", {"kind": ("label",)}))


def _typed(components: Any) -> str:
    """The text typed into the modal's ``cell`` input, wherever the payload nests it."""
    if isinstance(components, dict):
        if components.get("custom_id") == "cell" and "value" in components:
            return str(components["value"])
        components = list(components.values())
    if isinstance(components, list):
        for part in components:
            if found := _typed(part):
                return found
    return ""


async def on_label_typed(interaction: discord.Interaction) -> None:
    """A cell label typed in the panel's modal (a listener: works after a restart too)."""
    if interaction.type != discord.InteractionType.modal_submit:
        return
    data: Any = interaction.data or {}
    match = LABEL_MODAL.fullmatch(str(data.get("custom_id", "")))
    if match is None:
        return
    typed = _typed(data.get("components", []))
    try:
        if not on_private_message(interaction):  # the panel's modal, sent from elsewhere
            raise errors.Refusal("refusal-private-control")
        cell = parse_label(typed)
        if cell is None:
            echo = typed.strip()[:LABEL_ECHO]
            raise errors.IllegalMove("serendipity-not-a-label", typed=echo or "-")
        async with acting(interaction):
            await pick(interaction, Choice.parse(match), cell)
    except errors.Refusal as refusal:
        if on_private_message(interaction):
            await refuse_in_control(interaction, refusal)
        else:
            await refuse(interaction, refusal)
