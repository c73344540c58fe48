"""When each interaction arrived, by kind and shard: the start of the acknowledgement time the
metrics report (``bot.metrics.InteractionClock``)."""

from __future__ import annotations

import discord

from bot.metrics import InteractionClock
from bot.service.shards import Shards

#: The ``kind`` label of each interaction type in the metrics.
INTERACTION_KINDS = {
    discord.InteractionType.application_command: "command",
    discord.InteractionType.component: "component",
    discord.InteractionType.modal_submit: "modal",
    discord.InteractionType.autocomplete: "autocomplete",
}


def arrived(clock: InteractionClock, interaction: discord.Interaction, shards: int) -> None:
    """Note ``interaction``'s arrival (as it is parsed, before any handler of it runs)."""
    kind = INTERACTION_KINDS.get(interaction.type, "other")
    shard = Shards(shards).shard_of(interaction.guild_id)  # DMs: 0
    clock.arrived(interaction.id, kind, shard)
