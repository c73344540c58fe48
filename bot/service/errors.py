"""Refusals: every way the service says no, each with a message a player can read.

A refusal never changes anything. Transports show ``str(refusal)`` to the user as is.
"""

from __future__ import annotations


class Refusal(Exception):
    """The service refused a request; the message is for the person who made it."""


class UnknownTable(Refusal):
    def __init__(self, table_id: int) -> None:
        super().__init__(f"There is no game #{table_id}.")


class WrongGame(Refusal):
    def __init__(self, game_title: str) -> None:
        super().__init__(f"That control is not for this game (a {game_title} game).")


class PlaceBusy(Refusal):
    def __init__(self, table_id: int, game_title: str) -> None:
        super().__init__(
            f"{game_title} game #{table_id} is already open here. Join it, or start a new game "
            "in another channel or thread."
        )


class BadOptions(Refusal):
    """The table's options are invalid (the engine's message names the field)."""


class AlreadyStarted(Refusal):
    def __init__(self) -> None:
        super().__init__("The game has already started.")


class NotStarted(Refusal):
    def __init__(self) -> None:
        super().__init__("The game has not started yet.")


class GameOver(Refusal):
    def __init__(self) -> None:
        super().__init__("This game is finished.")


class GameCancelled(Refusal):
    def __init__(self) -> None:
        super().__init__("This game was cancelled.")


#: Why a frozen table is paused, in players' words (the operator's log says exactly why).
FROZEN_NOTICE = "its saved moves no longer lead to its saved position"


class TableFrozen(Refusal):
    def __init__(self, table_id: int | None = None) -> None:
        which = "This game" if table_id is None else f"Game #{table_id}"
        super().__init__(f"{which} is paused: {FROZEN_NOTICE}. An admin has been told.")


class NotHost(Refusal):
    def __init__(self, what: str, *, or_moderator: bool = False) -> None:
        who = "the host or a member with Manage Messages" if or_moderator else "the host"
        super().__init__(f"Only {who} can {what}.")


class AlreadySeated(Refusal):
    def __init__(self) -> None:
        super().__init__("You are already in this game.")


class NotSeated(Refusal):
    def __init__(self) -> None:
        super().__init__("You are not playing in this game.")


class TableFull(Refusal):
    def __init__(self, seats: int) -> None:
        super().__init__(f"The table is full ({seats} seats).")


class BadPlayerCount(Refusal):
    def __init__(self, title: str, low: int, high: int, seats: int) -> None:
        super().__init__(f"{title} needs {low}–{high} players; there {_are(seats)}.")


class NotYourTurn(Refusal):
    def __init__(self, whose: str | None = None) -> None:
        if whose is not None:
            super().__init__(f"It is {whose}'s turn: watch the board.")
            return
        super().__init__("You have nothing to do right now.")


class StaleRound(Refusal):
    def __init__(self, pressed: int, current: int, word: str | None = "round") -> None:
        if word is None:
            super().__init__("That button is from an earlier step; use the newest message.")
            return
        super().__init__(
            f"That button is from {word} {pressed}; the game is in {word} {current}. "
            "Use the newest message."
        )


class AlreadyDone(Refusal):
    def __init__(self) -> None:
        super().__init__("You already chose that.")


class IllegalMove(Refusal):
    """The engine refused the action; the message is the engine's reason."""


class Conflict(Refusal):
    def __init__(self) -> None:
        super().__init__("Someone acted at the same moment; please try again.")


class Unavailable(Refusal):
    def __init__(self) -> None:
        super().__init__("The game could not be loaded just now; please try again in a moment.")


def _are(count: int) -> str:
    return "is 1" if count == 1 else f"are {count}"
