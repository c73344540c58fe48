"""The table service: lobbies, seats, the action log, timers and results, over one database."""

from bot.service import errors
from bot.service.servers import ServerDefaults
from bot.service.stats import HistoryRow, LeaderboardRow, history, leaderboard, solo_scores
from bot.service.tables import TableService
from bot.service.types import (
    ActionTaken,
    Event,
    ExpiryRules,
    GameFinished,
    GameStarted,
    PlayedForPlayer,
    Player,
    Reminder,
    RoundResolved,
    SeatDropped,
    SeatInfo,
    SeatTakenByAI,
    ShownAt,
    TableCancelled,
    TableExpired,
    TableFrozenEvent,
    TableInfo,
    TimerPolicy,
)

__all__ = [
    "ActionTaken",
    "Event",
    "ExpiryRules",
    "GameFinished",
    "GameStarted",
    "HistoryRow",
    "LeaderboardRow",
    "PlayedForPlayer",
    "Player",
    "Reminder",
    "RoundResolved",
    "SeatDropped",
    "SeatInfo",
    "SeatTakenByAI",
    "ServerDefaults",
    "ShownAt",
    "TableCancelled",
    "TableExpired",
    "TableFrozenEvent",
    "TableInfo",
    "TableService",
    "TimerPolicy",
    "errors",
    "history",
    "leaderboard",
    "solo_scores",
]
