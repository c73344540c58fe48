"""What a transport asks a table to play, and how it becomes the engine's action.

A transport names a move one of three ways: an engine action (a Discord button that knows its
move); ``FromView``, a move completed from the acting seat's own view with the table held (a
hand's card named by its place in the hand: the card itself is read where it cannot change
under the click); or JSON, as the game's ``action_to_json`` writes it (a transport that speaks
JSON: a web page, a test). Each is made the engine's action once, under the table's lock.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from bot.service import errors
from engine import Game, IllegalAction


@dataclass(frozen=True)
class FromView:
    """A move completed from the acting seat's view: ``choose(view)`` gives the engine's
    action, or raises a refusal (``errors.IllegalMove``) when the view offers no such move."""

    choose: Callable[[Any], Any]


@dataclass(frozen=True)
class AsJson:
    """A move as the game's ``action_to_json`` writes it."""

    data: Any


#: What ``Play.act`` takes: an engine action, one completed from the seat's view, or JSON.
Asked = Any


AnyGame = Game[Any, Any, Any, Any, Any]


def engine_action(game: AnyGame, asked: Asked, view: Callable[[], Any]) -> Any:
    """The engine's action ``asked`` names; ``view()`` is the acting seat's view (read only
    for ``FromView``). A malformed JSON action is refused in the engine's words."""
    try:
        if isinstance(asked, FromView):
            return asked.choose(view())
        if isinstance(asked, AsJson):
            return game.action_from_json(asked.data)
    except IllegalAction as error:
        raise errors.IllegalMove(error.message) from None
    return asked
