"""What one viewer's page shows: the frame every game shares (the table's state, whose move it
is, the page's own words) around the game's own part (``WebGame.board``).

A payload is made from what the viewer may see and nothing else: ``view_for(seat)`` at a seat,
the public view for a spectator. It is all the page ever receives of the table.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from bot.i18n import Words, words
from bot.service import TableView
from bot.service.links import TableLink
from engine import get_game

#: The page's own words, in the viewer's language (the game's words come with its board).
FRAME_KEYS = ("web-reconnecting",)


@dataclass(frozen=True)
class Page:
    """One viewer's page of a table: ``seat`` (None: a spectator), the ``view`` that seat may
    see, the viewer's own words and the table's (for what everyone sees)."""

    table: TableView
    seat: int | None
    view: Any
    own_words: Words
    public_words: Words


@dataclass(frozen=True)
class WebGame:
    """How one game draws itself on the page: ``board(page)`` gives the game's part of the
    payload, drawn by the page's module ``/games/<game>.js``."""

    game: str
    board: Callable[[Page], dict[str, Any]]
    #: Whether the page's seat has made its move of a simultaneous step (it may still change
    #: it, but the table no longer waits for it).
    done: Callable[[Page], bool] = lambda page: False


def page_of(table: TableView, link: TableLink) -> Page:
    """The page ``link`` opens on ``table`` as it stands."""
    seat = link.seat if table.status != "lobby" else None
    view = table.view_for(seat) if seat is not None else table.public
    return Page(table, seat, view, words(link.language), words(table.language))


def payload(game: WebGame, table: TableView, link: TableLink) -> dict[str, Any]:
    """Everything ``link``'s viewer is shown of ``table`` now."""
    page = page_of(table, link)
    say = page.own_words
    if table.status in ("finished", "cancelled", "frozen"):
        state = say(f"web-table-{table.status}")
    elif page.seat is None:
        state = say("web-watching")
    elif page.seat in table.to_act and not game.done(page):
        state = say("web-your-move")
    else:
        state = say("web-waiting")
    return {
        "type": "table",
        "game": table.game,
        "title": get_game(table.game).title,
        "language": say.language,
        "table": table.id,
        "round": table.round,
        "version": table.version,
        "seat": page.seat,
        "acting": page.seat is not None and page.seat in table.to_act,
        "done": page.seat is not None and game.done(page),
        "over": table.status != "running",
        "state": state,
        "words": {key: say(key) for key in FRAME_KEYS},
        "board": game.board(page) if page.view is not None else None,
    }
