"""Every game the bot plays, in the order /splitbot help lists them."""

from __future__ import annotations

from bot.discordbot import serendipity, splitit, splito, splitter
from bot.discordbot.games import GameUI

GAMES: tuple[GameUI, ...] = (splito.UI, splitit.UI, splitter.UI, serendipity.UI)
