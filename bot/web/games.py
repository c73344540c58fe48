"""The games the live page draws, by name: one line per game."""

from __future__ import annotations

from bot.web import splito, splitter
from bot.web.pages import WebGame

PAGES: dict[str, WebGame] = {page.game: page for page in (splito.PAGE, splitter.PAGE)}
