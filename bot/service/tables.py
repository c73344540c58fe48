"""The table service: the referee between the engines and any transport (Discord, CLI, tests).

It owns tables, seats, the action log and deadlines. Every accepted action is appended to the log in
the same transaction that stores the new snapshot and bumps the version; a per-table lock plus an
optimistic version check keep it the one writer of each table.
"""

from __future__ import annotations

from bot.service.core import LoggedStep
from bot.service.expiry import Expiry
from bot.service.hands import DirectHands
from bot.service.play import Play
from bot.service.privacy import Privacy

__all__ = ["LoggedStep", "TableService"]


class TableService(Expiry, Privacy, DirectHands, Play):
    """Lobbies, seats, actions, timers, results and members' data of every table, over one
    database."""
