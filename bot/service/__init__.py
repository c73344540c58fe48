"""The table service: lobbies, seats, the action log, timers and results, over one database."""

from bot.service import errors
from bot.service.servers import ServerDefaults
from bot.service.tables import TableService
from bot.service.types import (
    ActionTaken,
    DmHand,
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
    TableView,
    TimerPolicy,
)
from bot.storage.results import FinishedGame, GameRecord, HistoryRow, LeaderboardRow

__all__ = [
    "ActionTaken",
    "DmHand",
    "Event",
    "ExpiryRules",
    "FinishedGame",
    "GameFinished",
    "GameRecord",
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
    "TableView",
    "TimerPolicy",
    "errors",
]
