"""The games the live page draws, by name: one line per game."""

from __future__ import annotations

from bot.web import splitit, splito, splitter
from bot.web.pages import WebGame

PAGES: dict[str, WebGame] = {page.game: page for page in (splitit.PAGE, splito.PAGE, splitter.PAGE)}
