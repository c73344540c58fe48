"""Slash commands in each member's language: discord.py's ``app_commands.Translator`` over the
catalogs.

Commands are written in English where they are declared; a command string's catalog key comes
from where it stands and its English words: ``cmd-name-start`` for a name (of a command, group
or option), ``cmd-text-<slug>`` for a description or a choice's name. A language without the
key leaves Discord showing the English (the catalog check in the suite reports it).
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from typing import Any

import discord
from discord import app_commands

from bot.discordbot.registry import games
from bot.i18n import DEFAULT, LANGUAGES, catalog_files, supported, words
from bot.i18n import slug as text_slug

Location = app_commands.TranslationContextLocation
NAMES = (Location.command_name, Location.group_name, Location.parameter_name)


def proper_names() -> frozenset[str]:
    """Names shown the same in every language: the bot's and each game's command."""
    return frozenset({"splitbot", *(ui.command for ui in games())})


def translated(english: str, location: Location) -> bool:
    """Whether a command string is translated at all: proper names are not, nor a choice
    naming a language (each is named in its own words) or a game (by its title)."""
    if location == Location.choice_name and (
        english in LANGUAGES.values() or english in {ui.title for ui in games()}
    ):
        return False
    return not (location in NAMES and english in proper_names())


def command_key(english: str, location: Location) -> str:
    """The catalog key of one command string."""
    kind = "name" if location in NAMES else "text"
    return f"cmd-{kind}-{text_slug(english)}"


class CatalogTranslator(app_commands.Translator):
    """Looks each command string up in the catalog of the member's language."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        language = supported(locale.value)
        if language is None or language == DEFAULT:
            return None
        if not translated(string.message, context.location):
            return None
        say = words(language)
        key = command_key(string.message, context.location)
        return say(key) if say.has(key) else None


def catalogs_digest() -> str:
    """A hash of every catalog: the commands are synced again when a translation changes."""
    digest = hashlib.sha256()
    for language in LANGUAGES:
        for path in catalog_files(language):
            digest.update(path.read_bytes())
    return digest.hexdigest()


def command_strings(
    commands: Iterable[
        app_commands.Command[Any, ..., Any] | app_commands.Group | app_commands.ContextMenu
    ],
) -> list[tuple[str, Location]]:
    """Every string of these commands a Translator is asked for, with where it stands."""
    found: list[tuple[str, Location]] = []
    for command in commands:
        if isinstance(command, app_commands.ContextMenu):
            found += [(command.name, Location.command_name)]
            continue
        if isinstance(command, app_commands.Group):
            found += [(command.name, Location.group_name)]
            found += [(command.description, Location.group_description)]
            found += command_strings(command.commands)
            continue
        found += [(command.name, Location.command_name)]
        found += [(command.description, Location.command_description)]
        for parameter in command.parameters:
            found += [(parameter.name, Location.parameter_name)]
            found += [(parameter.description, Location.parameter_description)]
            found += [(choice.name, Location.choice_name) for choice in parameter.choices]
    return found
