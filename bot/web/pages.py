"""What one viewer's page shows: the frame every game shares (the table's state, whose move it
is, the page's own words) around the game's own part (``WebGame.board``).

A payload is made from what the viewer may see and nothing else: ``view_for(seat)`` at a seat,
the public view for a spectator. It is all the page ever receives of the table.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any, TypeVar, cast

from bot.i18n import Words, words
from bot.service import TableView
from bot.service.links import TableLink
from bot.web.frames import Shared
from engine import get_game

T = TypeVar("T")

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


#: How many worded parts of pages are kept (a few per table being played right now).
KEPT = 2048
_kept: dict[tuple[Any, ...], Any] = {}
_MISSING = object()


def kept(key: tuple[Any, ...], make: Callable[[], T]) -> T:
    """``make()``, worded once for ``key`` and kept while tables are played: after a move
    every page of its table is pushed again, and most of each page did not change."""
    found = _kept.get(key, _MISSING)  # one hash of the key, which may be long (a table's zones)
    if found is not _MISSING:
        return cast(T, found)
    if len(_kept) >= KEPT:
        del _kept[next(iter(_kept))]  # the oldest
    made = _kept[key] = make()
    return made


def shared(page: Page, make: Callable[[], dict[str, Any]]) -> Shared:
    """The part of a page every viewer of its table in its language sees alike (made from
    the public view only), once per push: all the pages of one push hold the table's one
    public view (kept with the part, so that its identity is never another's)."""
    public = page.table.public
    key = ("public", id(public), page.public_words.language)
    seen, part = kept(key, lambda: (public, Shared(make())))
    if seen is not public:  # another view made where this one was: never its part
        _kept[key] = (public, Shared(make()))
        return cast(Shared, _kept[key][1])
    return part


@cache  # one a language
def frame_words(say: Words) -> dict[str, str]:
    """The page's own words in ``say``'s language (shared by every payload: never changed)."""
    return {key: say(key) for key in FRAME_KEYS}


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
        "words": frame_words(say),
        "board": game.board(page) if page.view is not None else None,
    }
