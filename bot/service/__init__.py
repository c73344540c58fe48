"""The table service: lobbies, seats, the action log, timers and results, over one database."""

from bot.service import errors
from bot.service.stats import HistoryRow, LeaderboardRow, history, leaderboard
from bot.service.tables import TableService
from bot.service.types import (
    ActionTaken,
    Event,
    GameCancelled,
    GameFinished,
    GameStarted,
    LobbyChanged,
    PlayedForPlayer,
    Player,
    Reminder,
    RoundResolved,
    SeatInfo,
    SeatTakenByAI,
    TableFrozenEvent,
    TableInfo,
    TimerPolicy,
)

__all__ = [
    "ActionTaken",
    "Event",
    "GameCancelled",
    "GameFinished",
    "GameStarted",
    "HistoryRow",
    "LeaderboardRow",
    "LobbyChanged",
    "PlayedForPlayer",
    "Player",
    "Reminder",
    "RoundResolved",
    "SeatInfo",
    "SeatTakenByAI",
    "TableFrozenEvent",
    "TableInfo",
    "TableService",
    "TimerPolicy",
    "errors",
    "history",
    "leaderboard",
]
