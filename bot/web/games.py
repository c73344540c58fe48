"""The games the live page draws, by name: one line per game."""

from __future__ import annotations

from bot.web import serendipity, splitit, splito, splitter
from bot.web.pages import WebGame

PAGES: dict[str, WebGame] = {
    page.game: page for page in (serendipity.PAGE, splitit.PAGE, splito.PAGE, splitter.PAGE)
}
