"""Every game the bot plays, in the order /splitbot help lists them.

A game of the bot's own is one entry of ``GAMES``; a game from elsewhere (a test's) is played
by ``add_game`` once its engine (``engine.add_game``) and images (``render.add_images``) are
registered. The rest of the bot reads the games through ``games()``.
"""

from __future__ import annotations

from bot.discordbot import serendipity, splitit, splito, splitter
from bot.discordbot.games import AnyGameUI
from bot.i18n import add_catalogs, remove_catalogs

GAMES: tuple[AnyGameUI, ...] = (splito.UI, splitit.UI, splitter.UI, serendipity.UI)

_added: list[AnyGameUI] = []


def games() -> tuple[AnyGameUI, ...]:
    """Every game the bot plays now."""
    return (*GAMES, *_added)


def add_game(ui: AnyGameUI) -> None:
    """Play one more game (its words are read from ``ui.catalogs``)."""
    taken = [g for g in games() if g.game == ui.game or g.command == ui.command]
    if taken:
        raise ValueError(f"{ui.game} (/{ui.command}) is already a game of the bot")
    _added.append(ui)
    if ui.catalogs is not None:
        add_catalogs(ui.catalogs)


def remove_game(ui: AnyGameUI) -> None:
    """Stop playing a game ``add_game`` added (a bot already running keeps its commands)."""
    if ui in _added:
        _added.remove(ui)
        if ui.catalogs is not None:
            remove_catalogs(ui.catalogs)
