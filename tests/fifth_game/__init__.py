"""Pebbles: a fifth game that lives outside the bot, to prove a game is added by one line in
each layer's registry (``register``) and played like the bot's own."""

from __future__ import annotations

import engine
import render
from bot.discordbot import registry
from tests.fifth_game import images, rules, ui


def register(*, taught: bool = True) -> None:
    """The three lines a new game adds: its rules, its images, its Discord face (``taught``:
    False leaves out its hints and tutorial, as a game that has none yet)."""
    engine.add_game(rules.RULES if taught else rules.UNTAUGHT)
    render.add_images(images.IMAGES)
    registry.add_game(ui.UI)


def unregister() -> None:
    """Undo ``register`` (the other tests of the process see the bot's own games only)."""
    registry.remove_game(ui.UI)
    render.remove_images(rules.GAME.name)
    engine.remove_game(rules.GAME.name)
