"""Refusals: every way the service says no, each a ``Message`` a player can read.

A refusal never changes anything. Transports word ``refusal.message`` in the reader's language
(``bot.i18n``); ``str(refusal)`` is its key and arguments, for logs.
"""

from __future__ import annotations

from typing import Any

from engine import Message


class Refusal(Exception):
    """The service refused a request; the message is for the person who made it."""

    def __init__(self, key: str | Message, /, **args: Any) -> None:
        self.message = key if isinstance(key, Message) else Message(key, args)
        super().__init__(str(self.message))


class UnknownTable(Refusal):
    def __init__(self, table_id: int) -> None:
        super().__init__("refusal-unknown-table", id=table_id)


class WrongGame(Refusal):
    def __init__(self, game_title: str) -> None:
        super().__init__("refusal-wrong-game", game=game_title)


class PlaceBusy(Refusal):
    def __init__(self, table_id: int, game_title: str) -> None:
        super().__init__("refusal-place-busy", id=table_id, game=game_title)


class BadOptions(Refusal):
    """The table's options are invalid (the engine's message names the field)."""


class NoHints(Refusal):
    """The table was started without hints (or its game gives none)."""

    def __init__(self) -> None:
        super().__init__("refusal-no-hints")


class OffLesson(Refusal):
    """A tutorial's learner made another move than the one the lesson teaches: the taught
    ``move`` in words, and ``why`` it is good, so that the learner can make it without the
    Hint button."""

    def __init__(self, move: Message, why: Message) -> None:
        super().__init__("refusal-off-lesson", move=move, why=why)


class TutorialOpen(Refusal):
    """The member's tutorial of this game is still going, in ``place``."""

    def __init__(self, game_title: str, place: int) -> None:
        super().__init__("refusal-tutorial-open", game=game_title, thread=f"<#{place}>")


class BadLink(Refusal):
    """A table link that is not one the bot signed (forged, altered, cut short)."""

    def __init__(self) -> None:
        super().__init__("refusal-bad-link")


class LinkExpired(Refusal):
    """A table link the bot signed, past its time."""

    def __init__(self) -> None:
        super().__init__("refusal-link-expired")


class NoTutorial(Refusal):
    def __init__(self, game: str) -> None:
        super().__init__("refusal-no-tutorial", game=game)


class AlreadyStarted(Refusal):
    def __init__(self) -> None:
        super().__init__("refusal-already-started")


class NotStarted(Refusal):
    def __init__(self) -> None:
        super().__init__("refusal-not-started")


class GameOver(Refusal):
    def __init__(self) -> None:
        super().__init__("refusal-game-over")


class NotFinished(Refusal):
    """A finished game was asked for (a rematch), and this one is not over."""

    def __init__(self, table_id: int, *, replay: bool = False) -> None:
        super().__init__(
            "refusal-replay-running" if replay else "refusal-not-finished", id=table_id
        )


class GameCancelled(Refusal):
    def __init__(self) -> None:
        super().__init__("refusal-game-cancelled")


class TableFrozen(Refusal):
    def __init__(self, table_id: int | None = None) -> None:
        if table_id is None:
            super().__init__("refusal-frozen")
        else:
            super().__init__("refusal-frozen-table", id=table_id)


class NotHost(Refusal):
    """Only the host (or, ``or_moderator``, a member with Manage Messages) may do ``what``.

    ``what`` names the deed: ``cancel`` or ``start``."""

    def __init__(self, what: str, *, or_moderator: bool = False) -> None:
        who = "moderator" if or_moderator else "host"
        super().__init__(f"refusal-not-{who}-{what}")


class AlreadySeated(Refusal):
    def __init__(self) -> None:
        super().__init__("refusal-already-seated")


class NotSeated(Refusal):
    def __init__(self) -> None:
        super().__init__("refusal-not-seated")


class TableFull(Refusal):
    def __init__(self, seats: int) -> None:
        super().__init__("refusal-table-full", seats=seats)


class BadPlayerCount(Refusal):
    def __init__(self, title: str, low: int, high: int, seats: int) -> None:
        super().__init__("refusal-player-count", game=title, low=low, high=high, seats=seats)


class NotYourTurn(Refusal):
    def __init__(self, whose: str | None = None) -> None:
        if whose is not None:
            super().__init__("refusal-their-turn", name=whose)
        else:
            super().__init__("refusal-nothing-to-do")


class StaleRound(Refusal):
    def __init__(self, pressed: int, current: int, word: str | None = "round") -> None:
        if word is None:
            super().__init__("refusal-stale-step")
        else:
            super().__init__(f"refusal-stale-{word}", pressed=pressed, current=current)


class AlreadyDone(Refusal):
    def __init__(self) -> None:
        super().__init__("refusal-already-done")


class IllegalMove(Refusal):
    """The engine refused the action; the message is the engine's reason."""


class Conflict(Refusal):
    def __init__(self) -> None:
        super().__init__("refusal-conflict")


class Unavailable(Refusal):
    def __init__(self) -> None:
        super().__init__("refusal-unavailable")


def require_open(status: str) -> None:
    """The refusal for a table that is over, cancelled or frozen."""
    if status == "finished":
        raise GameOver()
    if status == "cancelled":
        raise GameCancelled()
    if status == "frozen":
        raise TableFrozen()


def require_running(status: str) -> None:
    """The refusal for a table that is not running."""
    require_open(status)
    if status == "lobby":
        raise NotStarted()
