"""Slash commands uploaded to Discord only when they changed: the hash of what Discord holds is
kept in the database, so a restart uploads nothing and a new version or language once."""

from __future__ import annotations

import hashlib
import json
import logging
from typing import Any

import discord
from discord import app_commands

from bot.discordbot.translator import catalogs_digest
from bot.service import TableService

log = logging.getLogger(__name__)

COMMANDS_HASH_KEY = "command_tree_sha256"


def commands_digest(application_id: int | None, payload: list[dict[str, Any]]) -> str:
    """What the commands Discord holds depend on: the application they belong to (a database
    moved to another application uploads them there too), the commands and their words."""
    commands_and_words = json.dumps([application_id, payload, catalogs_digest()], sort_keys=True)
    return hashlib.sha256(commands_and_words.encode()).hexdigest()


async def sync_commands(
    tree: app_commands.CommandTree[Any],
    service: TableService,
    application_id: int | None,
    dev_guild_id: int | None,
) -> None:
    """To the dev server at once when one is set; globally only when the commands changed."""
    if dev_guild_id is not None:
        guild = discord.Object(dev_guild_id)
        tree.copy_global_to(guild=guild)
        await tree.sync(guild=guild)
        return
    payload = [command.to_dict(tree) for command in tree.get_commands()]
    digest = commands_digest(application_id, payload)
    if await service.messages.get_meta(COMMANDS_HASH_KEY) != digest:
        await tree.sync()
        await service.messages.set_meta(COMMANDS_HASH_KEY, digest)
        log.info("slash commands synced globally")
